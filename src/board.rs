//! A board as the engines see it: its size and, per row, a bitmask of the
//! columns where no queen may stand (bit `c` is column `c`, left to right).

/// The largest N: one row must fit in a `u64`.
pub const MAX_N: usize = 64;

/// A cell: (row, column), both from 0.
pub type Cell = (usize, usize);

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    pub n: usize,
    /// `forbidden[r]` bit `c` set: no queen on row `r`, column `c`.
    /// Bits at or above `n` are always clear.
    pub forbidden: Vec<u64>,
}

impl Board {
    pub fn new(n: usize, forbidden: Vec<u64>) -> Board {
        debug_assert!((1..=MAX_N).contains(&n) && forbidden.len() == n);
        Board { n, forbidden }
    }

    /// The N×N board with no forbidden cell.
    pub fn plain(n: usize) -> Board {
        Board::new(n, vec![0; n])
    }

    pub fn is_plain(&self) -> bool {
        self.forbidden.iter().all(|&row| row == 0)
    }

    pub fn is_forbidden(&self, (row, column): Cell) -> bool {
        self.forbidden[row] >> column & 1 == 1
    }

    /// The image of the board under one of the 8 symmetries of the
    /// square (see `transform`). Its count is the same.
    pub fn transformed(&self, symmetry: usize) -> Board {
        let mut forbidden = vec![0u64; self.n];
        for row in 0..self.n {
            for column in 0..self.n {
                if self.is_forbidden((row, column)) {
                    let (r, c) = transform(self.n, symmetry, (row, column));
                    forbidden[r] |= 1u64 << c;
                }
            }
        }
        Board::new(self.n, forbidden)
    }

    /// Whether the board is its own left-right mirror image, so that a
    /// solution's mirror image is a solution too.
    pub fn is_mirror_symmetric(&self) -> bool {
        *self == self.transformed(MIRROR)
    }
}

/// The left-right mirror among the symmetries of `transform`.
pub const MIRROR: usize = 4;

/// The 8 symmetries of the square acting on a cell of an `n`×`n` board:
/// 0 identity, 1..=3 quarter turns, 4 left-right mirror, 5 top-bottom
/// mirror, 6 and 7 the two diagonal reflections.
pub fn transform(n: usize, symmetry: usize, (r, c): Cell) -> Cell {
    let m = n - 1;
    match symmetry {
        0 => (r, c),
        1 => (c, m - r),
        2 => (m - r, m - c),
        3 => (m - c, r),
        4 => (r, m - c),
        5 => (m - r, c),
        6 => (c, r),
        _ => (m - c, m - r),
    }
}

/// The mask of the `n` low bits: the columns of an `n`-wide board.
/// Written as a right shift so that `n = 64` needs no special case.
pub fn columns_mask(n: usize) -> u64 {
    u64::MAX >> (64 - n)
}

#[cfg(test)]
mod tests {
    use super::transform;
    use crate::testing::{random_board, reference_count, Rng};

    #[test]
    fn images_under_the_8_symmetries_count_the_same() {
        let mut rng = Rng(0x5EED_0003);
        for _ in 0..150 {
            let n = 2 + rng.below(9);
            let percent = 40 + rng.below(61);
            let board = random_board(&mut rng, n, percent, false);
            let expected = reference_count(&board);
            for symmetry in 1..8 {
                let image = board.transformed(symmetry);
                assert_eq!(
                    reference_count(&image),
                    expected,
                    "symmetry {} of {:?}",
                    symmetry,
                    board
                );
                // The image really is the image: cell by cell.
                for r in 0..n {
                    for c in 0..n {
                        assert_eq!(
                            board.is_forbidden((r, c)),
                            image.is_forbidden(transform(n, symmetry, (r, c)))
                        );
                    }
                }
            }
        }
    }
}
