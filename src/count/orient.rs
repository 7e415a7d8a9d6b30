//! Picks the orientation of a board in which the top-down DFS is
//! expected to be smallest.

use super::{place, rows_of, Row};
use crate::board::Board;

/// Random descents per orientation: enough to tell orders of
/// magnitude apart, cheap next to any board worth reorienting.
const PROBES: usize = 256;

/// The board turned to the orientation with the smallest estimated
/// search tree; the given one unless another is clearly smaller.
pub fn best(board: &Board) -> Board {
    best_with_estimate(board).0
}

/// `best`, and the estimated tree size of the orientation it chose.
pub fn best_with_estimate(board: &Board) -> (Board, f64) {
    let given = estimate(board);
    let mut best = (given, 0);
    for symmetry in 1..8 {
        let estimate = estimate(&board.transformed(symmetry));
        if estimate < best.0 {
            best = (estimate, symmetry);
        }
    }
    // Estimates are noisy: a small gain is not worth the risk.
    if best.0 * 1.5 < given {
        #[cfg(test)]
        super::paths::TURNED.fetch_add(1, super::paths::ORDER);
        (board.transformed(best.1), best.0)
    } else {
        (board.clone(), given)
    }
}

/// Knuth's estimate of the top-down DFS tree size: along a random
/// path, the product of the branching factors met, averaged.
pub fn estimate(board: &Board) -> f64 {
    let rows = rows_of(board);
    // Fixed seed: the same board always gets the same orientation.
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let total: f64 = (0..PROBES).map(|_| probe(&rows, &mut state)).sum();
    total / PROBES as f64
}

/// One random path down the top-down DFS of `rows`: the sum, over its
/// levels, of the product of the branching factors so far (an unbiased
/// estimate of the tree's nodes). `state` is the random generator's.
pub fn probe(rows: &[Row], state: &mut u64) -> f64 {
    let (mut cols, mut left, mut right) = (0u64, 0u64, 0u64);
    let mut paths = 1.0;
    let mut total = 0.0;
    for row in rows {
        let free = !(cols | left | right | row.forbidden);
        let choices = free.count_ones();
        if choices == 0 {
            break;
        }
        paths *= f64::from(choices);
        total += paths;
        let mut pick = free;
        for _ in 0..next_random(state) % u64::from(choices) {
            pick &= pick - 1;
        }
        let bit = pick & pick.wrapping_neg();
        (cols, left, right) = place(*row, bit, cols, left, right);
    }
    total
}

/// The next number of a xorshift generator.
pub fn next_random(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}
