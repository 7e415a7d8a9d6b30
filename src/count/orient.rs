//! Picks the orientation of a board in which the top-down DFS is
//! expected to be smallest.

use super::tree_estimate::{knuth, random_bit};
use super::{place, rows_of, Row};
use crate::board::Board;
use crate::random::Random;
use crate::tuning::PROBES;

/// The board turned to the orientation with the smallest estimated
/// search tree; the given one unless another is clearly smaller.
pub fn best(board: &Board) -> Board {
    best_with_estimate(board).0
}

/// `best`, and the estimated nodes the fast core visits in it.
pub fn best_with_estimate(board: &Board) -> (Board, f64) {
    let given = halved_estimate(board);
    let mut best = (given, 0);
    for symmetry in 1..8 {
        let estimate = halved_estimate(&board.transformed(symmetry));
        if estimate < best.0 {
            best = (estimate, symmetry);
        }
    }
    // Estimates are noisy: a small gain is not worth the risk.
    if best.0 * 1.5 < given {
        #[cfg(test)]
        crate::rare_paths::hit(crate::rare_paths::Path::Turned);
        (board.transformed(best.1), best.0)
    } else {
        (board.clone(), given)
    }
}

/// The estimate of the nodes the fast core will visit: half the tree
/// when the board is its own left-right mirror image (see
/// `Plan::use_mirror_of`), so a board with a top-bottom mirror turns to
/// one with a left-right mirror unless another way is much smaller.
fn halved_estimate(board: &Board) -> f64 {
    let tree = estimate(board);
    if board.is_mirror_symmetric() {
        tree / 2.0
    } else {
        tree
    }
}

/// Knuth's estimate of the nodes of the top-down DFS of a board.
pub fn estimate(board: &Board) -> f64 {
    rows_estimate(PROBES, &rows_of(board), &mut Random::seeded())
}

/// Knuth's estimate of the nodes of the top-down DFS of `rows`, from
/// `probes` descents drawn from `random`.
pub fn rows_estimate(probes: usize, rows: &[Row], random: &mut Random) -> f64 {
    weighted_rows_estimate(probes, rows, random, |_| 1.0)
}

/// `rows_estimate` with a node that places a queen on `rows[level]`
/// weighing `weight(level)`.
pub fn weighted_rows_estimate(
    probes: usize,
    rows: &[Row],
    random: &mut Random,
    weight: impl Fn(usize) -> f64,
) -> f64 {
    knuth(
        probes,
        random,
        |_| ((0, 0u64, 0u64, 0u64), 1.0),
        |&node, random| {
            let (level, cols, left, right) = node;
            let row = *rows.get(level)?;
            let free = !(cols | left | right | row.forbidden);
            if free == 0 {
                return None;
            }
            let (cols, left, right) = place(row.gap, random_bit(free, random), cols, left, right);
            Some((
                free.count_ones(),
                (level + 1, cols, left, right),
                weight(level),
            ))
        },
    )
}
