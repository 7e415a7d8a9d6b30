//! A value built once and shared by the threads that count cases side by
//! side (a filter per N). std's `OnceLock` does this from Rust 1.70; this
//! keeps to what Rust 1.63 has, the oldest compiler a judge builds
//! `judge/nqueens.rs` with (Debian 12's).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};

/// A value built once and shared: its builder runs outside the lock, so
/// a build that takes seconds blocks no one (a second thread that asks
/// at the same moment builds its own copy, and the first one kept wins).
/// Until it is built, asking costs one atomic load.
pub struct Once<T> {
    built: AtomicBool,
    value: Mutex<Option<Arc<T>>>,
}

impl<T> Default for Once<T> {
    fn default() -> Once<T> {
        Once {
            built: AtomicBool::new(false),
            value: Mutex::new(None),
        }
    }
}

impl<T> Once<T> {
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
    use super::Once;

    #[test]
    fn a_value_is_built_once_and_kept() {
        let once = Once::default();
        assert!(once.get().is_none());
        assert_eq!(*once.get_or_build(|| 7), 7);
        assert_eq!(*once.get_or_build(|| 8), 7);
        assert_eq!(once.get().as_deref(), Some(&7));
    }
}
