//! Values computed once and shared by the threads that count cases side
//! by side: a plain board's count per N, a filter per N. std's `OnceLock`
//! does this from Rust 1.70; these keep to what Rust 1.63 has, the oldest
//! compiler a judge builds `judge/nqueens.rs` with (Debian 12's).

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError};

/// A count known once, read without a lock: 0 while unknown, else the
/// count plus one (a count of `u64::MAX` wraps to "unknown" and is only
/// counted again).
#[derive(Default)]
pub struct OnceCount(AtomicU64);

impl OnceCount {
    pub fn get(&self) -> Option<u64> {
        self.0.load(Ordering::Relaxed).checked_sub(1)
    }

    /// Notes the count; another thread may have noted the same count.
    pub fn set(&self, count: u64) {
        self.0.store(count.wrapping_add(1), Ordering::Relaxed);
    }
}

/// A value built once and shared: its builder runs outside the lock, so
/// a build that takes seconds blocks no one (a second thread that asks
/// at the same moment builds its own copy, and the first one kept wins).
/// Until it is built, asking costs one atomic load.
pub struct Once<T> {
    built: AtomicBool,
    value: Mutex<Option<Arc<T>>>,
}

impl<T> Once<T> {
    pub fn new() -> Once<T> {
        Once {
            built: AtomicBool::new(false),
            value: Mutex::new(None),
        }
    }

    /// The value, if it is built.
    pub fn get(&self) -> Option<Arc<T>> {
        match self.built.load(Ordering::Acquire) {
            true => self.value.lock().ok()?.clone(),
            false => None,
        }
    }

    /// The value, built by `build` now if it is not yet.
    pub fn get_or_build(&self, build: impl FnOnce() -> T) -> Arc<T> {
        let built = self.get().unwrap_or_else(|| Arc::new(build()));
        let mut value = self.value.lock().unwrap_or_else(PoisonError::into_inner);
        self.built.store(true, Ordering::Release);
        value.get_or_insert(built).clone()
    }
}

#[cfg(test)]
mod tests {
    use super::{Once, OnceCount};

    #[test]
    fn a_count_is_unknown_until_set_and_zero_is_a_count() {
        let count = OnceCount::default();
        assert_eq!(count.get(), None);
        count.set(0);
        assert_eq!(count.get(), Some(0));
        count.set(92);
        assert_eq!(count.get(), Some(92));
    }

    #[test]
    fn a_value_is_built_once_and_kept() {
        let once = Once::new();
        assert!(once.get().is_none());
        assert_eq!(*once.get_or_build(|| 7), 7);
        assert_eq!(*once.get_or_build(|| 8), 7);
        assert_eq!(once.get().as_deref(), Some(&7));
    }
}
