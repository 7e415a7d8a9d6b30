//! The count of the plain board of each N, once counted, shared by the
//! threads that count cases side by side and read without a lock.

use crate::board::{Board, MAX_N};
use std::sync::atomic::{AtomicU64, Ordering};

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

/// The count of the plain board of each N, once counted. Judges' inputs
/// ask the same plain N again and again (HDU 2553 asks up to ten sizes
/// in hundreds of cases), so each N is counted once per run.
pub struct PlainCounts([OnceCount; MAX_N + 1]);

impl PlainCounts {
    pub fn new() -> PlainCounts {
        PlainCounts(std::array::from_fn(|_| OnceCount::default()))
    }

    /// The board's count if it is a plain board whose N was counted.
    pub fn get(&self, board: &Board) -> Option<u64> {
        match board.is_plain() {
            true => self.0[board.n].get(),
            false => None,
        }
    }

    /// Notes a board's count, kept if the board is plain.
    pub fn keep(&self, board: &Board, count: u64) {
        if board.is_plain() {
            self.0[board.n].set(count);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{OnceCount, PlainCounts};
    use crate::board::{Board, MAX_N};

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
    fn a_plain_count_is_kept_per_n_and_a_masked_board_is_never_answered() {
        let counts = PlainCounts::new();
        let plain = Board::plain(8);
        let masked = Board::from_rows(&["*.", "**"]).unwrap();
        assert_eq!(counts.get(&plain), None);
        counts.keep(&plain, 92);
        assert_eq!(counts.get(&plain), Some(92));
        assert_eq!(counts.get(&Board::plain(7)), None);
        // Every N has its place, the largest too.
        let widest = Board::plain(MAX_N);
        counts.keep(&widest, 0);
        assert_eq!(counts.get(&widest), Some(0));
        // A masked board's count is its own: neither kept nor answered.
        counts.keep(&masked, 5);
        assert_eq!(counts.get(&Board::plain(2)), None);
        assert_eq!(counts.get(&masked), None);
    }
}
