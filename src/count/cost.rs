//! Whether the half-board join is expected to beat the search engines
//! on a board with forbidden cells: both costs estimated from the board,
//! in one unit (a step of the fast core). The search's by Knuth's random
//! probes of its tree (the caller's), the join's by building its tables
//! and sampling its row sets. Nothing is counted here.
//!
//! Where the estimates are off, the join loses or wins a board that is
//! close to even anyway; what must not happen is paying for the join's
//! tables on a case too small to repay them, so they are built only
//! when the search is expected to cost more than the least the join can
//! cost, and several times what building them costs.

use super::join::Join;
use crate::board::Board;
use crate::tuning::{
    JOIN_GATE, JOIN_SAMPLES, JOIN_TABLE_BYTE, JOIN_UNIT, PLAIN_JOIN_PAIRS_GROWTH,
    PLAIN_JOIN_STEPS_AT_16,
};

/// The least the join of `board` can cost, building its tables (0.3
/// steps a byte) and its column splits, if it fits in `memory` bytes:
/// known from the board's size, no table built to tell.
pub fn least_join(board: &Board, memory: u64) -> Option<f64> {
    Join::fits(board, memory).ok()?;
    Some(JOIN_UNIT * Join::least_work(board.n) + tables(board))
}

/// The steps that building the join's tables for `board` takes.
fn tables(board: &Board) -> f64 {
    JOIN_TABLE_BYTE * Join::table_bytes(board) as f64
}

/// The join of `board` and its estimated steps, if it is expected to
/// cost less than `search` steps, within `memory` bytes. Its tables are
/// built only where the search costs more than the least the join can
/// (`least_join`), and `JOIN_GATE` times what building them costs: a
/// join built and then rejected wastes its tables and the few row sets
/// its estimate samples, at most about `1 / JOIN_GATE` of the search.
pub fn cheaper_join(board: &Board, search: f64, memory: u64) -> Option<(Join, f64)> {
    if least_join(board, memory)? >= search || JOIN_GATE * tables(board) >= search {
        return None;
    }
    let join = Join::new(board);
    let steps = JOIN_UNIT * join.estimated_work(JOIN_SAMPLES)?;
    (steps < search).then_some((join, steps))
}

/// The steps the join is expected to take on the plain board of size
/// `n`: its column splits (the least it can cost), times what its pair
/// look-ups add on a plain board, a factor that grows with N (the pairs
/// grow faster than the splits); it decides whether the case is shared
/// out on threads.
pub fn plain_join_steps(n: usize) -> f64 {
    let pairs = PLAIN_JOIN_PAIRS_GROWTH.powi(n as i32 - 16);
    Join::least_work(n) * PLAIN_JOIN_STEPS_AT_16 * pairs
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
