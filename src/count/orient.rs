//! Picks the orientation of a board in which the top-down DFS is
//! expected to be smallest.

use super::{place, rows_of, Row};
use crate::board::Board;

/// Random descents per orientation: enough to tell orders of
/// magnitude apart, cheap next to any board worth reorienting.
const PROBES: usize = 256;

/// The board turned to the orientation with the smallest estimated
/// search tree; the given one unless another is clearly smaller.
#[cfg(not(feature = "judge"))]
pub fn best(board: &Board) -> Board {
    best_with_estimate(board).0
}

/// `best`, and the estimated nodes the fast core visits in it.
#[cfg(not(feature = "judge"))]
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
        crate::paths::hit(crate::paths::Path::Turned);
        (board.transformed(best.1), best.0)
    } else {
        (board.clone(), given)
    }
}

/// The estimate of the nodes the fast core will visit: half the tree
/// when the board is its own left-right mirror image (see
/// `Plan::use_mirror_of`), so a board with a top-bottom mirror turns to
/// one with a left-right mirror unless another way is much smaller.
#[cfg(not(feature = "judge"))]
fn halved_estimate(board: &Board) -> f64 {
    let tree = estimate(board);
    if board.is_mirror_symmetric() {
        tree / 2.0
    } else {
        tree
    }
}

/// Knuth's estimate of the top-down DFS tree size: along a random
/// path, the product of the branching factors met, averaged.
pub fn estimate(board: &Board) -> f64 {
    let rows = rows_of(board);
    let mut random = Random::seeded();
    let total: f64 = (0..PROBES).map(|_| probe(&rows, &mut random)).sum();
    total / PROBES as f64
}

/// One random path down the top-down DFS of `rows`: the sum, over its
/// levels, of the product of the branching factors so far (an unbiased
/// estimate of the tree's nodes).
pub fn probe(rows: &[Row], random: &mut Random) -> f64 {
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
        for _ in 0..random.below(choices as usize) {
            pick &= pick - 1;
        }
        let bit = pick & pick.wrapping_neg();
        (cols, left, right) = place(*row, bit, cols, left, right);
    }
    total
}

/// The random choices of the estimates: xorshift64 from a fixed seed, so
/// that the same board always gets the same estimate, hence the same plan.
pub struct Random(u64);

impl Random {
    pub fn seeded() -> Random {
        Random(0x9E37_79B9_7F4A_7C15)
    }

    /// A number below `bound` (> 0).
    pub fn below(&mut self, bound: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % bound as u64) as usize
    }
}
