//! The half-board join, for plain boards and boards with forbidden
//! cells alike: every solution has exactly h = ⌊N/2⌋ queens in the h east
//! columns. For a fixed set E of their rows the east and west halves are
//! independent but for the diagonals, so the count for E is the number
//! of (east half on rows E, west half on the other rows) pairs whose
//! diagonals are disjoint, and the board's count is the sum over E.
//!
//! Each half is a north and a south quadrant glued: the quadrant table
//! (`quadrant`) lists every queen set of the h×h square by the rows and
//! columns it uses, so the halves of E come from pairs of table entries,
//! with no search (`halves`). The disjoint pairs of halves are counted
//! bit-sliced (`disjoint`). The fixed queens and symmetry weights of the
//! plain board are in `symmetry`; the work a board's join takes, for
//! choosing it, in `work`.
//!
//! Odd N = 2h + 1 fixes the middle row and middle column first: either a
//! queen stands in the centre, or the middle-row queen is p columns right
//! of the centre and the middle-column queen q rows below it with
//! 1 ≤ p < q ≤ h: the 8 symmetries of the square map every other choice
//! of those two queens to exactly one such (p, q), one to one.
//!
//! Symmetry: flipping the board top to bottom maps the solutions with
//! east rows E to those with the reversed rows, and flipping it left to
//! right to those with the complement, so one E per class counts for
//! the class (not for the fixed (p, q) above, which those flips move).
//!
//! Limits: 1 ≤ N ≤ 31 (the keys of 4h - 2 diagonal bits fit in a u64),
//! memory ~8 bytes per table entry (8.2^(N/2) or so): `memory` says how
//! much; past a budget the tables are built in slices (`slices`).

mod disjoint;
mod halves;
mod pieces;
mod quadrant;
mod recount;
mod slices;
mod weights;
mod work;
mod work_in_turns;

use crate::board::{Board, Cell};
use halves::Halves;
use quadrant::Table;
pub use slices::SliceSize;
use weights::{Fixed, Symmetry};

/// The name `--engine` and `--time` give this engine.
pub const NAME: &str = "join";

/// Largest N the join takes: a 4h - 2 bit key fits in 64 bits.
pub const MAX_N: usize = 31;

/// Why the join cannot count a board (`Join::fits`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// N over `MAX_N`.
    TooWide,
    /// Its tables need these many bytes, over the budget.
    OverBudget(u64),
}

/// One job: the fixed queens `fixed`, the north part of E (rows in 0..h,
/// as a square mask), and of the south rows (square mask) those in
/// `decided`, of which `chosen` are in E; every south part that agrees
/// and completes E is counted.
#[derive(Clone, Copy, Debug)]
pub struct Piece {
    pub fixed: u32,
    pub north: u32,
    pub decided: u32,
    pub chosen: u32,
}

/// A board's join: its quadrant tables and its fixed-queen choices.
///
/// Geometry: the east half is columns 0..h, the west half columns
/// `west_left`..N; the north quadrants are rows 0..h, the south ones rows
/// `south_top`..N. A plain board of odd N leaves the middle row and
/// column out (`west_left` = `south_top` = h + 1) and fixes their queens;
/// any other board has `west_left` = `south_top` = h, so for odd N the
/// west half and the south quadrants are one wider than the others.
pub struct Join {
    n: usize,
    h: usize,
    west_left: usize,
    south_top: usize,
    /// One table for a plain board (every quadrant alike), else one per
    /// quadrant, built under its forbidden cells.
    tables: Vec<Table>,
    /// `quadrants[side][part]`: the table of the east (0) or west (1)
    /// half's north (0) or south (1) quadrant.
    quadrants: [[usize; 2]; 2],
    fixed: Vec<Fixed>,
    /// The board, which slices of the tables are built from.
    board: Board,
    /// `None`: the tables are whole. `Some(sets)`: they hold only the
    /// row sets `sets[t]` of table t, in increasing order (a slice,
    /// `slices`), and a piece that reads others is counted by a slice of
    /// its own.
    held: Option<Vec<Vec<u32>>>,
}

/// The halves: columns 0..h (east) and `west_left`..N (west).
const EAST: usize = 0;
const WEST: usize = 1;

/// The board diagonals (r + c, r - c + N - 1) of cell (r, c), as bits.
fn diagonals_of(n: usize, (r, c): Cell) -> [u64; 2] {
    [1u64 << (r + c), 1u64 << (r + n - 1 - c)]
}

/// How many tables a join whose quadrants read `quadrants` has: one on
/// a plain board, else four.
fn table_count(quadrants: &[[usize; 2]; 2]) -> usize {
    1 + quadrants.iter().flatten().max().unwrap_or(&0)
}

/// The mask of the `k` low bits.
fn low_bits(k: usize) -> u32 {
    ((1u64 << k) - 1) as u32
}

impl Join {
    /// The join of `board`, N ≤ MAX_N; on a plain board with the
    /// symmetries of the square, on any other without.
    pub fn new(board: &Board) -> Join {
        let mut join = Join::frame(board);
        join.tables = join.build_tables(None);
        join.held = None;
        join
    }

    /// The join of `board` without its tables, holding no row set: its
    /// geometry, its fixed queens and which table serves which quadrant.
    fn frame(board: &Board) -> Join {
        let n = board.n;
        assert!((1..=MAX_N).contains(&n));
        let h = n / 2;
        let (middle, quadrants, fixed) = match board.is_plain() {
            true => (n - h, [[0, 0], [0, 0]], Join::plain_choices(n)),
            // One table per quadrant (north east, north west, south east,
            // south west); no queen fixed, no symmetry.
            false => (
                h,
                [[0, 2], [1, 3]],
                vec![Fixed::new(
                    (1u64 << n) - 1,
                    [low_bits(h), low_bits(n - h)],
                    [0, 0],
                    Symmetry::None,
                    1,
                )],
            ),
        };
        Join {
            n,
            h,
            west_left: middle,
            south_top: middle,
            tables: Vec::new(),
            quadrants,
            fixed,
            board: board.clone(),
            held: Some(vec![Vec::new(); table_count(&quadrants)]),
        }
    }

    /// The width and forbidden cells (`forbidden[r]` bit c) of each
    /// table: the plain square's, or each quadrant's, in the order of
    /// `quadrants`' indices.
    fn shapes(&self) -> Vec<(usize, Vec<u32>)> {
        let (n, h) = (self.n, self.h);
        if self.board.is_plain() {
            return vec![(h, vec![0; h])];
        }
        let mut shapes = Vec::new();
        for (top, height) in [(0, h), (h, n - h)] {
            for side in [EAST, WEST] {
                let (left, width) = self.columns_of(side);
                let forbidden = (top..top + height)
                    .map(|r| (self.board.forbidden[r] >> left) as u32 & low_bits(width))
                    .collect();
                shapes.push((width, forbidden));
            }
        }
        shapes
    }

    /// The tables, whole or (`Some(row_sets)`) holding only the row sets
    /// `row_sets[t]` of table t. On a board with forbidden cells each
    /// table serves one quadrant, so it keeps its entries' keys, which
    /// never change: nothing is blocked.
    fn build_tables(&self, row_sets: Option<&[Vec<u32>]>) -> Vec<Table> {
        self.build_tables_within(row_sets, u64::MAX, 1)
            .expect("no limit")
    }

    /// `build_tables`, or `None` as soon as their queen sets are known
    /// (counted, before they take memory) to take more than `bytes`.
    fn build_tables_within(
        &self,
        row_sets: Option<&[Vec<u32>]>,
        bytes: u64,
        threads: usize,
    ) -> Option<Vec<Table>> {
        let plain = self.board.is_plain();
        let mut left = bytes;
        let mut tables = Vec::new();
        for (t, (width, forbidden)) in self.shapes().into_iter().enumerate() {
            let index = Table::bytes_of(forbidden.len(), width, 0, !plain);
            let per_entry = Table::bytes_of(forbidden.len(), width, 1, !plain) - index;
            let most = left.checked_sub(index)? / per_entry;
            let sets = row_sets.map(|sets| &sets[t][..]);
            let table = Table::build_within(width, &forbidden, sets, most, threads)?;
            let table = match plain {
                true => table,
                false => {
                    let view = self.view([EAST, WEST][t % 2], [0, self.h][t / 2], [0, 0]);
                    table.with_keys(|entry| view.key(entry))
                }
            };
            left = left.saturating_sub(table.bytes());
            tables.push(table);
        }
        Some(tables)
    }

    /// The rows of a half (board rows) as its north and south
    /// quadrants' rows.
    fn parts(&self, rows: u64) -> (u32, u32) {
        (
            rows as u32 & low_bits(self.h),
            (rows >> self.south_top) as u32,
        )
    }

    /// Whether the join can count `board` with tables of at most
    /// `budget` bytes (`memory`), or why not.
    pub fn fits(board: &Board, budget: u64) -> Result<(), Refusal> {
        if board.n > MAX_N {
            return Err(Refusal::TooWide);
        }
        let needed = Join::memory(board);
        if needed > budget {
            return Err(Refusal::OverBudget(needed));
        }
        Ok(())
    }

    /// Bytes the join of `board` needs, about: its tables and their
    /// index (the halves of one row set are small beside them). A board
    /// with forbidden cells has four tables, each no larger than that of
    /// the plain square as wide as its longer side, with a key beside
    /// each entry and the lists of column sets that hold entries.
    pub fn memory(board: &Board) -> u64 {
        Join::bytes(board, true)
    }

    /// The bytes of the tables' entries, keys and index, the lists of
    /// column sets left out: what building the tables costs in
    /// proportion to (the lists take one pass over the index).
    pub fn table_bytes(board: &Board) -> u64 {
        Join::bytes(board, false)
    }

    fn bytes(board: &Board, with_lists: bool) -> u64 {
        // Table entries of the plain k×k square for k = 0..=10, as built
        // (the unit test checks k ≤ 8); beyond, grown by 8.6 per step,
        // the last ratio seen.
        const ENTRIES: [u64; 11] = [
            1, 2, 5, 18, 87, 462, 2_635, 16_870, 118_969, 915_442, 7_535_369,
        ];
        let word = std::mem::size_of::<u64>() as f64;
        let table = |height: usize, width: usize, entry_bytes: f64| {
            let side = height.max(width);
            let mut entries = ENTRIES[side.min(10)] as f64;
            for _ in 10..side {
                entries *= 8.6;
            }
            (entries * entry_bytes) as u64 + 4 * ((1u64 << (height + width)) + 1)
        };
        let (h, rest) = (board.n / 2, board.n - board.n / 2);
        if board.is_plain() {
            table(h, h, word)
        } else {
            // Each entry with its key; with the lists, at most one listed
            // column set per entry, and each row set's start in the list.
            let keyed = |height: usize, width: usize| match with_lists {
                true => table(height, width, 2.0 * word + 4.0) + 4 * ((1u64 << height) + 1),
                false => table(height, width, 2.0 * word),
            };
            keyed(h, h) + 2 * keyed(h, rest) + keyed(rest, rest)
        }
    }

    /// The board's size.
    pub fn n(&self) -> usize {
        self.n
    }

    /// Whether the board is plain (its join uses the square's symmetries).
    pub fn is_plain(&self) -> bool {
        self.board.is_plain()
    }

    /// The jobs: every north part of E for every fixed-queen choice, and
    /// the weight of that choice.
    pub fn pieces(&self) -> Vec<(Piece, u64)> {
        let mut pieces = Vec::new();
        for (at, fixed) in self.fixed.iter().enumerate() {
            let weight = fixed.weight;
            let north_rows = fixed.rows as u32 & low_bits(self.h);
            let mut north = 0u32;
            loop {
                let piece = Piece {
                    fixed: at as u32,
                    north,
                    decided: 0,
                    chosen: 0,
                };
                pieces.push((piece, weight));
                // The next subset of north_rows.
                north = north.wrapping_sub(north_rows) & north_rows;
                if north == 0 {
                    break;
                }
            }
        }
        pieces
    }

    /// The count of one piece, unweighted; by a slice of its own where
    /// the tables do not hold what it reads.
    pub fn count(&self, piece: Piece) -> u64 {
        if !self.holds(piece) {
            return Join::slice(&self.board, piece).count(piece);
        }
        let fixed = &self.fixed[piece.fixed as usize];
        Halves::with_kept(|halves| {
            let mut total = 0;
            self.for_each_rows(piece, |east| {
                total += self.count_rows(fixed, east, halves);
            });
            total
        })
    }

    /// Calls `each` with every east row set E of the piece: its north
    /// rows and every south part that makes h rows in all.
    fn for_each_rows(&self, piece: Piece, mut each: impl FnMut(u64)) {
        let south_shift = self.south_top;
        let (open, needed) = match self.open_rows(piece) {
            Some(open_needed) => open_needed,
            None => return,
        };
        let mut south = 0u32;
        loop {
            if south.count_ones() == needed {
                let east = u64::from(piece.north) | u64::from(south | piece.chosen) << south_shift;
                each(east);
            }
            south = south.wrapping_sub(open) & open;
            if south == 0 {
                break;
            }
        }
    }

    /// The piece's undecided south rows and how many of them E still
    /// needs, or `None` if no E fits.
    fn open_rows(&self, piece: Piece) -> Option<(u32, u32)> {
        let fixed = &self.fixed[piece.fixed as usize];
        let south_rows = (fixed.rows >> self.south_top) as u32;
        let open = south_rows & !piece.decided;
        let placed = piece.north.count_ones() + piece.chosen.count_ones();
        match fixed.east_columns.count_ones().checked_sub(placed) {
            Some(needed) if needed <= open.count_ones() => Some((open, needed)),
            _ => None,
        }
    }

    /// How many row sets E the piece holds.
    pub fn row_sets(&self, piece: Piece) -> u64 {
        match self.open_rows(piece) {
            Some((open, needed)) => choose(open.count_ones() as u64, needed as u64),
            None => 0,
        }
    }

    /// The count for east rows `east` under the fixed queens, weighted
    /// by the symmetry rule of `fixed`.
    fn count_rows(&self, fixed: &Fixed, east: u64, halves: &mut Halves) -> u64 {
        self.count_rows_by(fixed, east, halves, None)
    }

    /// `count_rows`; with `by_queens`, the weighted count of the west
    /// halves with k queens on the long diagonals is also added to
    /// `by_queens[k]` (even N; everything goes to 0 otherwise), each
    /// counted apart: for the tests, which check every class alone.
    fn count_rows_by(
        &self,
        fixed: &Fixed,
        east: u64,
        halves: &mut Halves,
        by_queens: Option<&mut [u64; 3]>,
    ) -> u64 {
        let weight = self.rows_weight(fixed, east);
        if weight == 0 {
            return 0;
        }
        self.build_halves(fixed, east, halves);
        if halves.east.is_empty() {
            return 0;
        }
        let bits = 2 * self.key_width();
        let pairs = &mut halves.pairs;
        if fixed.symmetry != Symmetry::Diagonals {
            let count = weight * pairs.count_disjoint(&halves.east, &halves.west, bits);
            if let Some(by_queens) = by_queens {
                by_queens[0] += count;
            }
            return count;
        }
        // West halves by their queens on the long diagonals: none, one
        // (weight 2) or two (weight 4); with none, the weight is that of
        // E against its half-turn image (`turn_weight`), in three runs.
        self.group_west(halves);
        let pairs = &mut halves.pairs;
        let weights = [self.turn_weight(east), 2, 4];
        if let Some(by_queens) = by_queens {
            let mut start = 0;
            let mut sum = 0;
            for (queens, group) in halves.groups.iter().enumerate() {
                let west = &halves.west[start..start + group.len()];
                let count =
                    weight * weights[queens] * pairs.count_disjoint(&halves.east, west, bits);
                by_queens[queens] += count;
                sum += count;
                start += group.len();
            }
            return sum;
        }
        let runs = [0, 1, 2].map(|queens| (halves.groups[queens].len(), weights[queens]));
        weight * pairs.count_weighted(&halves.east, &halves.west, &runs, bits)
    }
}

impl Join {
    /// Puts the west halves in three groups by their queens on the long
    /// diagonals (none, one, two), in that order, each group also in
    /// `halves.groups`. Two shifts, not a popcount: without the popcount
    /// instruction (the portable build) a popcount per key is a loop of
    /// its own.
    fn group_west(&self, halves: &mut Halves) {
        let [first_long, second_long] = self.long_diagonals();
        let queens = |key: u64| (key >> first_long & 1) + (key >> second_long & 1);
        for group in halves.groups.iter_mut() {
            group.clear();
        }
        for &key in halves.west.iter() {
            halves.groups[queens(key) as usize].push(key);
        }
        halves.west.clear();
        for group in &halves.groups {
            halves.west.extend_from_slice(group);
        }
    }

    /// The weight the symmetry rule of `fixed` gives east rows `east`:
    /// 0 where another row set of its class counts for it.
    fn rows_weight(&self, fixed: &Fixed, east: u64) -> u64 {
        match fixed.symmetry {
            Symmetry::None => 1,
            Symmetry::Flips => self.class_weight(east, fixed.rows),
            Symmetry::Diagonals => self.reversal_weight(east),
        }
    }
}

/// The binomial coefficient C(n, k), for the small n of row sets.
pub(super) fn choose(n: u64, k: u64) -> u64 {
    (0..k).fold(1, |c, i| c * (n - i) / (i + 1))
}

#[cfg(test)]
mod join_tests;
