//! Whether the half-board join is expected to beat the search engines
//! on a board with forbidden cells: both costs estimated from the board,
//! in one unit (a node of the fast core). The searches by Knuth's random
//! probes of their trees, the join by building its tables and sampling
//! its row sets. Nothing is counted here.
//!
//! The unit costs were measured on the bench boards (12 boards
//! N = 16..22, each within 30%): a node of the fast core takes ~4 ns, one
//! of the dynamic search ~80 ns (it looks at every empty line; 11 to 24
//! fast-core nodes on mid20, open22, skew20 and busy18), and a unit of
//! the join's work ~2 ns. Only their ratios matter; where they are off,
//! the join loses or wins a board that is close to even anyway.

use super::join::Join;
use crate::board::Board;

/// A unit of the join's work (`Join::estimated_work`), in nodes of the
/// fast core.
const JOIN_UNIT: f64 = 0.48;
/// Row sets the join's estimate samples.
const JOIN_SAMPLES: usize = 64;

/// The join of `board` and its estimated steps, if it is expected to
/// cost less than `search` steps, within `memory` bytes. Its tables are
/// built only if the least the join can cost (its column splits) is
/// below that.
pub fn cheaper_join(board: &Board, search: f64, memory: u64) -> Option<(Join, f64)> {
    Join::fits(board, memory).ok()?;
    if JOIN_UNIT * Join::least_work(board.n) >= search {
        return None;
    }
    let join = Join::new(board);
    let steps = JOIN_UNIT * join.estimated_work(JOIN_SAMPLES)?;
    (steps < search).then_some((join, steps))
}

/// The steps the join is expected to take on the plain board of size
/// `n`: its column splits, as on a board with forbidden cells (the
/// plain board's symmetries cut its pair look-ups, not its splits).
pub fn plain_join_steps(n: usize) -> f64 {
    JOIN_UNIT * Join::least_work(n)
}

#[cfg(test)]
mod tests {
    use super::cheaper_join;
    use crate::count::join::Join;
    use crate::testing::{random_board, Rng};

    /// A dense board, which the join counts far faster than the dynamic
    /// search, gets the join with the memory its tables need and not
    /// with a byte less.
    #[test]
    fn the_join_is_chosen_only_within_its_memory() {
        let board = random_board(&mut Rng(0x5EED_C057), 16, 95, false);
        let needed = Join::memory(&board);
        assert!(cheaper_join(&board, 1e12, needed).is_some());
        assert!(cheaper_join(&board, 1e12, needed - 1).is_none());
    }
}
