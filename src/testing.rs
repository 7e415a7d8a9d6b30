//! Helpers for the unit tests beside each module: known counts, a
//! replayable random number generator and random boards. The integration
//! tests in tests/ check the program against independent counters.

use crate::board::Board;
use crate::board::{transform, Symmetries};
use crate::count;

/// The known counts of tests/common, one copy for all tests.
#[path = "../tests/common/oeis.rs"]
mod oeis;
pub use self::oeis::A000170;

/// The crate's generator, seeded per test, so a failure can be replayed.
pub use crate::random::Random as Rng;

/// True with probability `percent`/100.
pub fn chance(rng: &mut Rng, percent: usize) -> bool {
    rng.below(100) < percent
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
                !chance(rng, percent)
            };
            if forbidden {
                board.forbidden[r] |= 1 << c;
            }
        }
    }
    board
}

/// The count by the reference engine's DFS, which the other engines must
/// match.
pub fn reference_count(board: &Board) -> u64 {
    count::count_from(&count::rows_of(board), 0, 0, 0, 0)
}

/// The 10 subgroups of the symmetries of the square, as sets over the
/// indices of `board::transform`: the trivial group; the two mirrors, the
/// half turn and the two diagonal reflections, each with the identity;
/// the two Klein groups (both mirrors, both diagonals, each with the half
/// turn); the quarter turns; all 8.
pub const SUBGROUPS: [Symmetries; 10] = [
    Symmetries(0x01),
    Symmetries(0x11),
    Symmetries(0x21),
    Symmetries(0x05),
    Symmetries(0x41),
    Symmetries(0x81),
    Symmetries(0x35),
    Symmetries(0xC5),
    Symmetries(0x0F),
    Symmetries(0xFF),
];

/// A random board that every symmetry of `group` maps onto itself: a
/// random board (`percent` as in `random_board`), each cell forbidden if
/// any of its images under the group is.
pub fn symmetric_board(rng: &mut Rng, n: usize, percent: usize, group: Symmetries) -> Board {
    let random = random_board(rng, n, percent, false);
    let mut board = Board::plain(n);
    for r in 0..n {
        for c in 0..n {
            if group
                .iter()
                .any(|s| random.is_forbidden(transform(n, s, (r, c))))
            {
                board.forbidden[r] |= 1 << c;
            }
        }
    }
    board
}
