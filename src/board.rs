//! A board as the engines see it: its size and, per row, a bitmask of the
//! columns where no queen may stand (bit `c` is column `c`, left to right);
//! the 8 symmetries of the square, its images under them and the ones that
//! map it onto itself (by word operations: one bit transpose, row
//! reversals); rows and columns as lines.

/// The largest N: one row must fit in a `u64`.
pub const MAX_N: usize = 64;

/// A cell: (row, column), both from 0.
pub type Cell = (usize, usize);

/// An N×N board and its forbidden cells, 1 ≤ N ≤ `MAX_N`: every way to
/// make one checks N, so the engines never meet another size.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    pub(crate) n: usize,
    /// `forbidden[r]` bit `c` set: no queen on row `r`, column `c`.
    /// Bits at or above `n` are always clear.
    pub(crate) forbidden: Vec<u64>,
}

/// Why rows or a size make no board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardError {
    /// N outside 1..=`MAX_N`.
    Size(usize),
    /// Row `row` (from 1) has `cells` cells, not N.
    RowLength { row: usize, cells: usize },
    /// Row `row` (from 1) holds `found`, neither `*` nor `.`.
    Cell { row: usize, found: char },
}

impl std::fmt::Display for BoardError {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match *self {
            BoardError::Size(n) => write!(f, "a board has 1 to {} rows, not {}", MAX_N, n),
            BoardError::RowLength { row, cells } => {
                write!(f, "row {} has {} cells, not one a row", row, cells)
            }
            BoardError::Cell { row, found } => {
                write!(f, "row {}: '{}' is neither '*' nor '.'", row, found)
            }
        }
    }
}

impl std::error::Error for BoardError {}

impl Board {
    /// A board of `n` rows (1 ≤ n ≤ `MAX_N`, which every caller in the
    /// crate has checked) with these forbidden masks.
    pub(crate) fn new(n: usize, forbidden: Vec<u64>) -> Board {
        debug_assert!((1..=MAX_N).contains(&n) && forbidden.len() == n);
        Board { n, forbidden }
    }

    /// Its size N.
    pub fn n(&self) -> usize {
        self.n
    }

    /// Each row's forbidden cells: bit `c` of entry `r` is cell (r, c).
    pub fn forbidden(&self) -> &[u64] {
        &self.forbidden
    }

    /// The board drawn by `rows`, one string a row from the top: `*` a
    /// queen may stand there, `.` forbidden; or what is wrong with them.
    ///
    /// ```
    /// use nqueens::{Board, BoardError};
    /// let board = Board::from_rows(&["**.", "***", ".**"]).unwrap();
    /// assert_eq!((board.n(), board.forbidden()), (3, &[0b100, 0, 0b001][..]));
    /// assert_eq!(Board::from_rows(&["*"; 65]), Err(BoardError::Size(65)));
    /// assert_eq!(Board::from_rows(&["**", "*"]), Err(BoardError::RowLength { row: 2, cells: 1 }));
    /// ```
    pub fn from_rows(rows: &[&str]) -> Result<Board, BoardError> {
        let n = rows.len();
        if !(1..=MAX_N).contains(&n) {
            return Err(BoardError::Size(n));
        }
        let mut forbidden = vec![0; n];
        for (r, row) in rows.iter().enumerate() {
            let cells = row.chars().count();
            if cells != n {
                return Err(BoardError::RowLength { row: r + 1, cells });
            }
            for (c, cell) in row.chars().enumerate() {
                match cell {
                    '*' => {}
                    '.' => forbidden[r] |= 1 << c,
                    found => return Err(BoardError::Cell { row: r + 1, found }),
                }
            }
        }
        Ok(Board::new(n, forbidden))
    }

    /// The N×N board with no forbidden cell, or `BoardError::Size` if N
    /// is not from 1 to `MAX_N`.
    ///
    /// ```
    /// use nqueens::{Board, BoardError};
    /// assert_eq!(nqueens::count(&Board::try_plain(8).unwrap()), 92);
    /// assert_eq!(Board::try_plain(0), Err(BoardError::Size(0)));
    /// let error = Board::try_plain(65).unwrap_err();
    /// assert_eq!(error.to_string(), "a board has 1 to 64 rows, not 65");
    /// ```
    pub fn try_plain(n: usize) -> Result<Board, BoardError> {
        match n {
            1..=MAX_N => Ok(Board::new(n, vec![0; n])),
            _ => Err(BoardError::Size(n)),
        }
    }

    /// The N×N board with no forbidden cell.
    ///
    /// # Panics
    ///
    /// If N is not from 1 to `MAX_N`, with the message of
    /// `BoardError::Size`; `try_plain` returns the error instead.
    pub fn plain(n: usize) -> Board {
        assert!(
            (1..=MAX_N).contains(&n),
            "a board has 1 to {} rows, not {}",
            MAX_N,
            n
        );
        Board::new(n, vec![0; n])
    }

    pub fn is_plain(&self) -> bool {
        self.forbidden.iter().all(|&row| row == 0)
    }

    /// How many cells are forbidden.
    pub fn forbidden_cells(&self) -> usize {
        self.forbidden
            .iter()
            .map(|row| row.count_ones() as usize)
            .sum()
    }

    pub(crate) fn is_forbidden(&self, (row, column): Cell) -> bool {
        self.forbidden[row] >> column & 1 == 1
    }

    /// The image of the board under one of the 8 symmetries of the
    /// square (see `transform`). Its count is the same.
    pub(crate) fn transformed(&self, symmetry: usize) -> Board {
        let columns = if SWAPS >> symmetry & 1 == 1 {
            self.columns()
        } else {
            Vec::new()
        };
        Board::new(self.n, self.image(symmetry, &columns))
    }

    /// The symmetries that map the board onto itself: a group, the
    /// identity always in it. One bit transpose and eight comparisons of
    /// N words each.
    pub(crate) fn symmetries(&self) -> Symmetries {
        let columns = self.columns();
        let fixed = (0..8).filter(|&s| self.image(s, &columns) == self.forbidden);
        Symmetries(fixed.fold(0, |group, s| group | 1 << s))
    }

    /// Whether the board is its own left-right mirror image, so that a
    /// solution's mirror image is a solution too.
    pub(crate) fn is_mirror_symmetric(&self) -> bool {
        self.image(MIRROR, &[]) == self.forbidden
    }

    /// `forbidden` of the transposed board: bit `r` of entry `c` is
    /// cell (r, c).
    fn columns(&self) -> Vec<u64> {
        let mut square = [0u64; 64];
        square[..self.n].copy_from_slice(&self.forbidden);
        transpose(&mut square);
        square[..self.n].to_vec()
    }

    /// `forbidden` of the image under `symmetry`, from the board's
    /// `columns()` (needed only for the symmetries in `SWAPS`).
    fn image(&self, symmetry: usize, columns: &[u64]) -> Vec<u64> {
        let n = self.n;
        let source = if SWAPS >> symmetry & 1 == 1 {
            columns
        } else {
            &self.forbidden
        };
        let mirror = MIRRORS_COLUMNS >> symmetry & 1 == 1;
        let mut rows: Vec<u64> = source
            .iter()
            .map(|&row| if mirror { reversed(row, n) } else { row })
            .collect();
        if FLIPS_ROWS >> symmetry & 1 == 1 {
            rows.reverse();
        }
        rows
    }
}

/// A set of the symmetries of `transform`: bit `s` for symmetry `s`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Symmetries(pub u8);

impl Symmetries {
    pub fn contains(self, symmetry: usize) -> bool {
        self.0 >> symmetry & 1 == 1
    }

    /// Whether the identity is the only one.
    pub fn is_trivial(self) -> bool {
        self.0 == 1
    }

    pub fn iter(self) -> impl Iterator<Item = usize> {
        (0..8).filter(move |&s| self.contains(s))
    }
}

/// Each symmetry of `transform` is, in this order, an optional swap of
/// rows and columns, a reversal of each row (the left-right mirror) and a
/// reversal of the order of the rows (the top-bottom mirror); bit `s` of
/// each mask says whether symmetry `s` does that step.
const SWAPS: u8 = 1 << 1 | 1 << 3 | 1 << 6 | 1 << 7;
const MIRRORS_COLUMNS: u8 = 1 << 1 | 1 << 2 | 1 << 4 | 1 << 7;
const FLIPS_ROWS: u8 = 1 << 2 | 1 << 3 | 1 << 5 | 1 << 7;

/// A row or a column: in a solution each holds exactly one queen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Line {
    Row(usize),
    Column(usize),
}

impl Line {
    /// The cell at position `at` along the line.
    pub fn cell(self, at: usize) -> Cell {
        match self {
            Line::Row(r) => (r, at),
            Line::Column(c) => (at, c),
        }
    }

    pub fn contains(self, (row, column): Cell) -> bool {
        match self {
            Line::Row(r) => row == r,
            Line::Column(c) => column == c,
        }
    }

    /// The line's image under `symmetry` on an `n`×`n` board, n ≥ 2.
    pub(crate) fn transformed(self, n: usize, symmetry: usize) -> Line {
        let (r, c) = transform(n, symmetry, self.cell(0));
        if transform(n, symmetry, self.cell(1)).0 == r {
            Line::Row(r)
        } else {
            Line::Column(c)
        }
    }
}

/// Whether queens on the two cells attack each other: two different
/// cells on one row, column or diagonal.
pub fn attacks(a: Cell, b: Cell) -> bool {
    a != b && (a.0 == b.0 || a.1 == b.1 || a.0 + b.1 == b.0 + a.1 || a.0 + a.1 == b.0 + b.1)
}

/// The left-right mirror among the symmetries of `transform`.
pub const MIRROR: usize = 4;
/// The top-bottom mirror.
pub const TOP_BOTTOM: usize = 5;
/// The reflection in the main diagonal: rows become columns.
pub const TRANSPOSE: usize = 6;

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

/// The size of the orbit of a thing under `symmetries` (which hold the
/// identity), if the thing, `key`, is the smallest of its images
/// (`image(symmetry)`); `None` if an image is smaller. One thing per
/// orbit passes, the orbit's size its weight.
pub fn orbit_size_if_smallest<K: Ord + Copy>(
    symmetries: impl Iterator<Item = usize>,
    key: K,
    image: impl Fn(usize) -> K,
) -> Option<u64> {
    let mut images = [key; 8];
    let mut found = 0;
    for symmetry in symmetries {
        let moved = image(symmetry);
        if moved < key {
            return None;
        }
        images[found] = moved;
        found += 1;
    }
    let images = &mut images[..found];
    images.sort_unstable();
    Some(1 + images.windows(2).filter(|pair| pair[0] != pair[1]).count() as u64)
}

/// The low `n` bits of `bits` in reverse order.
pub fn reversed(bits: u64, n: usize) -> u64 {
    bits.reverse_bits() >> (64 - n)
}

/// Transposes a 64×64 bit matrix: afterwards bit i of `rows[j]` is what
/// bit j of `rows[i]` was. Six rounds, each swapping blocks of half the
/// size of the last across the diagonal.
pub fn transpose(rows: &mut [u64; 64]) {
    let mut width = 32;
    let mut low: u64 = 0x0000_0000_FFFF_FFFF;
    while width != 0 {
        let mut k = 0;
        while k < 64 {
            // Row k's high block and row k + width's low block trade places.
            let swap = ((rows[k] >> width) ^ rows[k + width]) & low;
            rows[k] ^= swap << width;
            rows[k + width] ^= swap;
            k = (k + width + 1) & !width;
        }
        width >>= 1;
        low ^= low << width;
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
    use crate::testing::{symmetric_board, SUBGROUPS};

    #[test]
    fn transpose_swaps_rows_and_columns() {
        let mut rng = Rng(0x5EED_0011);
        let original: Vec<u64> = (0..64).map(|_| rng.next()).collect();
        let mut rows = [0u64; 64];
        rows.copy_from_slice(&original);
        super::transpose(&mut rows);
        for (i, &before) in original.iter().enumerate() {
            for (j, &after) in rows.iter().enumerate() {
                assert_eq!(after >> i & 1, before >> j & 1, "bit {} of row {}", j, i);
            }
        }
    }

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

    #[test]
    fn the_subgroups_are_groups() {
        for group in SUBGROUPS {
            for a in group.iter() {
                for b in group.iter() {
                    // a after b, seen on a cell that no symmetry fixes.
                    let image = transform(5, a, transform(5, b, (0, 1)));
                    assert!(
                        group.iter().any(|s| transform(5, s, (0, 1)) == image),
                        "{:?} is not closed under {} after {}",
                        group,
                        a,
                        b
                    );
                }
            }
        }
    }

    #[test]
    fn symmetries_are_the_ones_that_fix_the_board_cell_by_cell() {
        use super::Symmetries;
        let mut rng = Rng(0x5EED_0012);
        for case in 0..400 {
            let n = 1 + rng.below(64);
            let percent = 50 + rng.below(51);
            let board = symmetric_board(&mut rng, n, percent, SUBGROUPS[case % 10]);
            let fixing = (0..8).filter(|&s| {
                (0..n).all(|r| {
                    (0..n).all(|c| {
                        board.is_forbidden((r, c)) == board.is_forbidden(transform(n, s, (r, c)))
                    })
                })
            });
            let expected = Symmetries(fixing.fold(0, |group, s| group | 1 << s));
            assert_eq!(board.symmetries(), expected, "{:?}", board);
            assert_eq!(
                board.is_mirror_symmetric(),
                expected.contains(super::MIRROR)
            );
            // The group holds at least the one the board was made with.
            assert_eq!(expected.0 & SUBGROUPS[case % 10].0, SUBGROUPS[case % 10].0);
            // Images of any width, cell by cell.
            let symmetry = rng.below(8);
            let image = board.transformed(symmetry);
            for r in 0..n {
                for c in 0..n {
                    let moved = transform(n, symmetry, (r, c));
                    assert_eq!(board.is_forbidden((r, c)), image.is_forbidden(moved));
                }
            }
        }
    }
}
