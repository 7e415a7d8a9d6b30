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

use super::dynamic;
use super::join::Join;
use crate::board::Board;

/// A node of the dynamic search, in nodes of the fast core.
const DYNAMIC_NODE: f64 = 20.0;
/// A unit of the join's work (`Join::estimated_work`), in nodes of the
/// fast core.
const JOIN_UNIT: f64 = 0.48;
/// Row sets the join's estimate samples.
const JOIN_SAMPLES: usize = 64;
/// Random paths of the dynamic search's estimate.
const DYNAMIC_PROBES: usize = 256;

/// The estimated cost of auto's search on `board`, in fast-core nodes:
/// the fast core on `oriented` (the board turned its best way, with its
/// estimated tree size) or, without one, the dynamic search. A board
/// that is its own mirror image halves it (`Plan::use_mirror_of`).
fn search_cost(board: &Board, oriented: Option<&(Board, f64)>) -> f64 {
    let (cost, mirrored) = match oriented {
        Some((oriented, nodes)) => (*nodes, oriented.is_mirror_symmetric()),
        None => {
            let (nodes, handed_off) = dynamic::Search::new(board).estimated_work(DYNAMIC_PROBES);
            (
                DYNAMIC_NODE * nodes + handed_off,
                board.is_mirror_symmetric(),
            )
        }
    };
    if mirrored {
        cost / 2.0
    } else {
        cost
    }
}

/// The join of `board` if it is expected to cost less than auto's search
/// (see `search_cost`), within `memory` bytes. Its tables are built only
/// if the least the join can cost (its column splits) is below that.
pub fn cheaper_join(board: &Board, oriented: Option<&(Board, f64)>, memory: u64) -> Option<Join> {
    Join::fits(board, memory).ok()?;
    let search = search_cost(board, oriented);
    if JOIN_UNIT * Join::least_work(board.n) >= search {
        return None;
    }
    let join = Join::new(board);
    let work = join.estimated_work(JOIN_SAMPLES)?;
    (JOIN_UNIT * work < search).then_some(join)
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
        assert!(cheaper_join(&board, None, needed).is_some());
        assert!(cheaper_join(&board, None, needed - 1).is_none());
    }
}
