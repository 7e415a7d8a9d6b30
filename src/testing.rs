//! Helpers for the unit tests beside each module: known counts, a
//! replayable random number generator and random boards. The integration
//! tests in tests/ check the program against independent counters.

use crate::board::Board;
use crate::count;

/// OEIS A000170: plain board counts for N = 1..=16.
pub const A000170: [u64; 16] = [
    1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184, 14772512,
];

/// xorshift64: fixed seeds, so a failure can be replayed.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    pub fn below(&mut self, bound: usize) -> usize {
        (self.next() % bound as u64) as usize
    }

    /// True with probability `percent`/100.
    pub fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
}

/// A random board: each cell allowed with probability `percent`/100,
/// made left-right symmetric when `mirror`.
pub fn random_board(rng: &mut Rng, n: usize, percent: usize, mirror: bool) -> Board {
    let mut board = Board::plain(n);
    for r in 0..n {
        for c in 0..n {
            // The right half of a mirror board copies the left half.
            let forbidden = if mirror && c >= n - c {
                board.is_forbidden((r, n - 1 - c))
            } else {
                !rng.chance(percent)
            };
            if forbidden {
                board.forbidden[r] |= 1 << c;
            }
        }
    }
    board
}

/// The count by the reference engine, which the other engines must match.
pub fn reference_count(board: &Board) -> u64 {
    count::reference(board).count_all()
}
