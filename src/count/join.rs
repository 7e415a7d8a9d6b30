//! The half-board join for plain boards: every solution has exactly
//! h = ⌊N/2⌋ queens in the h east columns. For a fixed set E of their
//! rows the east and west halves are independent but for the diagonals,
//! so the count for E is the number of (east half on rows E, west half
//! on the other rows) pairs whose diagonals are disjoint, and the
//! board's count is the sum over E.
//!
//! Each half is a north and a south quadrant glued: the quadrant table
//! (`quadrant`) lists every queen set of the h×h square by the rows and
//! columns it uses, so the halves of E come from pairs of table entries,
//! with no search. The disjoint pairs of halves are counted bit-sliced
//! (`disjoint`).
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
//! Limits: plain boards, 1 ≤ N ≤ 31 (the keys of 4h - 2 diagonal bits
//! fit in a u64), memory ~8 bytes per table entry (8.2^(N/2) or so):
//! `memory` says how much.

mod disjoint;
mod quadrant;

use super::orient::Random;
use crate::board::{Board, Cell};
use disjoint::Pairs;
use quadrant::{Table, SECOND};

/// Largest N the join takes: a 4h - 2 bit key fits in 64 bits.
pub const MAX_N: usize = 31;

/// A choice of the queens outside the quadrants, and what it leaves.
struct Fixed {
    /// Board rows left to the quadrant queens (bit r for row r).
    rows: u64,
    /// Columns each half must fill, in square coordinates.
    east_columns: u32,
    west_columns: u32,
    /// Board diagonals (r + c, r - c + N - 1) the fixed queens attack.
    first: u64,
    second: u64,
    /// Which symmetries of the square this choice lets the count use.
    symmetry: Symmetry,
    /// How many choices this one stands for (8 for a plain (p, q) pair).
    weight: u64,
    /// `east_splits[k]`: the k-column subsets of `east_columns`; the
    /// same for the west.
    east_splits: Vec<Vec<u32>>,
    west_splits: Vec<Vec<u32>>,
}

impl Fixed {
    fn new(
        rows: u64,
        columns: [u32; 2],
        diagonals: [u64; 2],
        symmetry: Symmetry,
        weight: u64,
    ) -> Fixed {
        let splits = |columns: u32| {
            let mut by_size = vec![Vec::new(); columns.count_ones() as usize + 1];
            let mut subset = 0u32;
            loop {
                by_size[subset.count_ones() as usize].push(subset);
                subset = subset.wrapping_sub(columns) & columns;
                if subset == 0 {
                    break;
                }
            }
            by_size
        };
        Fixed {
            rows,
            east_columns: columns[0],
            west_columns: columns[1],
            first: diagonals[0],
            second: diagonals[1],
            symmetry,
            weight,
            east_splits: splits(columns[0]),
            west_splits: splits(columns[1]),
        }
    }
}

/// How a fixed-queen choice counts each solution class once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Symmetry {
    /// Every row set counted (the (p, q) choices carry weight 8).
    None,
    /// One row set per class under the top-bottom and left-right flips
    /// (odd N, centre queen).
    Flips,
    /// Even N: the whole group of the square. Only row sets E no greater
    /// than their reversal and only east halves with no queen on a long
    /// diagonal are counted; a west half weighs 2 per long-diagonal
    /// queen, or with none the weight of E against its half-turn image.
    Diagonals,
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
}

/// A column split tried in `halves` costs about as much as this many
/// look-ups of one word of 64 pairs; a table entry read or a pair of
/// entries tested about as much as one. Fitted to the bench boards'
/// times (12 boards N = 16..22, within 30% each): a split reads the
/// index of two tables, which on the larger boards lies out of cache.
const SPLIT_IN_LOOK_UPS: f64 = 3.5;

/// The halves: columns 0..h (east) and `west_left`..N (west).
const EAST: usize = 0;
const WEST: usize = 1;

/// The board diagonals (r + c, r - c + N - 1) of cell (r, c), as bits.
fn diagonals_of(n: usize, (r, c): Cell) -> [u64; 2] {
    [1u64 << (r + c), 1u64 << (r + n - 1 - c)]
}

/// The mask of the `k` low bits.
fn low_bits(k: usize) -> u32 {
    ((1u64 << k) - 1) as u32
}

impl Join {
    /// The join of `board`, N ≤ MAX_N; on a plain board with the
    /// symmetries of the square, on any other without.
    pub fn new(board: &Board) -> Join {
        let n = board.n;
        assert!((1..=MAX_N).contains(&n));
        let h = n / 2;
        if board.is_plain() {
            return Join {
                n,
                h,
                west_left: n - h,
                south_top: n - h,
                tables: vec![Table::build(h, &vec![0; h])],
                quadrants: [[0, 0], [0, 0]],
                fixed: Join::plain_choices(n),
            };
        }
        let rest = n - h;
        let all_rows = (1u64 << n) - 1;
        let mut join = Join {
            n,
            h,
            west_left: h,
            south_top: h,
            tables: Vec::new(),
            quadrants: [[0, 1], [2, 3]],
            // No queen fixed, no symmetry.
            fixed: vec![Fixed::new(
                all_rows,
                [low_bits(h), low_bits(rest)],
                [0, 0],
                Symmetry::None,
                1,
            )],
        };
        // One table per quadrant, each with its entries' keys, which never
        // change: nothing is blocked.
        for (top, height) in [(0, h), (h, rest)] {
            for side in [EAST, WEST] {
                let (left, width) = join.columns_of(side);
                let forbidden: Vec<u32> = (top..top + height)
                    .map(|r| (board.forbidden[r] >> left) as u32 & low_bits(width))
                    .collect();
                let view = join.view(side, top, [0, 0]);
                join.tables
                    .push(Table::build(width, &forbidden).with_keys(|entry| view.key(entry)));
            }
        }
        join.quadrants = [[0, 2], [1, 3]];
        join
    }

    /// The first column and the width of the `side` half.
    fn columns_of(&self, side: usize) -> (usize, usize) {
        if side == EAST {
            (0, self.h)
        } else {
            (self.west_left, self.n - self.west_left)
        }
    }

    /// How the quadrant of the `side` half whose top row is `top` reads
    /// on the board, its diagonals `blocked` ruled out.
    fn view(&self, side: usize, top: usize, blocked: [u64; 2]) -> View {
        let (n, h) = (self.n, self.h);
        let (left, width) = self.columns_of(side);
        // Keys: the first diagonals from the west half's first column on,
        // the second ones from that of the east half's last column.
        let windows = [self.west_left, n - h];
        View::new(n, top, left, width, windows, self.key_width(), blocked)
    }

    /// The fixed-queen choices of the plain board, by its symmetries.
    fn plain_choices(n: usize) -> Vec<Fixed> {
        let h = n / 2;
        let all_rows = (1u64 << n) - 1;
        let square = (1u32 << h) - 1;
        if n % 2 == 0 {
            return vec![Fixed::new(
                all_rows,
                [square, square],
                [0, 0],
                Symmetry::Diagonals,
                1,
            )];
        }
        // The centre queen: every row but the middle, both diagonals
        // through the centre.
        let mut fixed = vec![Fixed::new(
            all_rows & !(1 << h),
            [square, square],
            diagonals_of(n, (h, h)),
            Symmetry::Flips,
            1,
        )];
        for q in 2..=h {
            for p in 1..q {
                let [a1, a2] = diagonals_of(n, (h, h + p));
                let [b1, b2] = diagonals_of(n, (h + q, h));
                let rows = all_rows & !(1 << h) & !(1 << (h + q));
                // West square column c is board column h + 1 + c.
                let columns = [square, square & !(1 << (p - 1))];
                fixed.push(Fixed::new(
                    rows,
                    columns,
                    [a1 | b1, a2 | b2],
                    Symmetry::None,
                    8,
                ));
            }
        }
        fixed
    }

    /// Bytes the join of `board` needs, about: its tables and their
    /// index (the halves of one row set are small beside them). A board
    /// with forbidden cells has four tables, each no larger than that of
    /// the plain square as wide as its longer side, with a key beside
    /// each entry.
    pub fn memory(board: &Board) -> u64 {
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
            (entries * entry_bytes) as u64 + (4u64 << (height + width))
        };
        let (h, rest) = (board.n / 2, board.n - board.n / 2);
        if board.is_plain() {
            table(h, h, word)
        } else {
            let keyed = 2.0 * word;
            table(h, h, keyed) + 2 * table(h, rest, keyed) + table(rest, rest, keyed)
        }
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

    /// The count of one piece, unweighted.
    pub fn count(&self, piece: Piece) -> u64 {
        let fixed = &self.fixed[piece.fixed as usize];
        let mut halves = Halves::new();
        let mut total = 0;
        self.for_each_rows(piece, |east| {
            total += self.count_rows(fixed, east, &mut halves);
        });
        total
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
    fn row_sets(&self, piece: Piece) -> u64 {
        match self.open_rows(piece) {
            Some((open, needed)) => choose(open.count_ones() as u64, needed as u64),
            None => 0,
        }
    }

    /// Splits pieces, deciding one more south row at a time, until none
    /// holds more than 1/`target` of all row sets (or one row set):
    /// pieces of similar size for threads and shards. Pieces with no row
    /// set are dropped.
    #[cfg(not(feature = "judge"))]
    pub fn split(&self, pieces: Vec<(Piece, u64)>, target: usize) -> Vec<(Piece, u64)> {
        let total: u64 = pieces.iter().map(|&(piece, _)| self.row_sets(piece)).sum();
        let limit = (total / target.max(1) as u64).max(1);
        let mut done = Vec::with_capacity(pieces.len());
        let mut todo = pieces;
        while let Some((piece, weight)) = todo.pop() {
            let size = self.row_sets(piece);
            if size == 0 {
                continue;
            }
            if size <= limit {
                done.push((piece, weight));
                continue;
            }
            // More than one row set: some open row is still undecided.
            let (open, _) = self.open_rows(piece).expect("the piece has row sets");
            let row = open & open.wrapping_neg();
            let decided = piece.decided | row;
            todo.push((Piece { decided, ..piece }, weight));
            let chosen = piece.chosen | row;
            todo.push((
                Piece {
                    decided,
                    chosen,
                    ..piece
                },
                weight,
            ));
        }
        done
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
        let weight = match fixed.symmetry {
            Symmetry::None => 1,
            Symmetry::Flips => self.class_weight(east, fixed.rows),
            Symmetry::Diagonals => self.reversal_weight(east),
        };
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
        // Two shifts, not a popcount: without the popcount instruction
        // (the portable build) a popcount per key cost 10% of N = 16.
        let [first_long, second_long] = self.long_diagonals();
        let queens = |key: u64| (key >> first_long & 1) + (key >> second_long & 1);
        for group in halves.groups.iter_mut() {
            group.clear();
        }
        for &key in &halves.west {
            halves.groups[queens(key) as usize].push(key);
        }
        halves.west.clear();
        for group in &halves.groups {
            halves.west.extend_from_slice(group);
        }
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

    /// The key bits of the two long diagonals, r + c = N - 1 and r = c
    /// (even N): bit h - 1 of each half of the key.
    fn long_diagonals(&self) -> [u32; 2] {
        let width = 2 * self.h as u32 - 1;
        [self.h as u32 - 1, self.h as u32 - 1 + width]
    }

    /// Even N, top-bottom flip: 2 if E is below its reversal, 1 if equal,
    /// 0 if above (that class is counted at the reversal).
    fn reversal_weight(&self, east: u64) -> u64 {
        let reversed = east.reverse_bits() >> (64 - self.n);
        match east.cmp(&reversed) {
            std::cmp::Ordering::Less => 2,
            std::cmp::Ordering::Equal => 1,
            std::cmp::Ordering::Greater => 0,
        }
    }

    /// Even N, for pairs with no queen on a long diagonal: E against its
    /// half-turn image, the complement of its reversal. 1 if they are
    /// equal; else 2 if E holds the lowest row where they differ, 0 if
    /// the image does.
    fn turn_weight(&self, east: u64) -> u64 {
        let n = self.n;
        let all = (1u64 << n) - 1;
        let reversed = east.reverse_bits() >> (64 - n);
        let differ = east ^ (all & !reversed);
        if differ == 0 {
            1
        } else if east & differ & differ.wrapping_neg() != 0 {
            2
        } else {
            0
        }
    }

    /// How many row sets E's class holds if E is the least of its class
    /// under the two flips (reversed rows, complement in `rows`), else 0.
    fn class_weight(&self, east: u64, rows: u64) -> u64 {
        let n = self.n;
        let reversed = east.reverse_bits() >> (64 - n);
        let class = [east, reversed, rows & !east, rows & !reversed];
        if class.iter().any(|&other| other < east) {
            return 0;
        }
        let mut distinct = class;
        distinct.sort_unstable();
        1 + distinct
            .windows(2)
            .filter(|pair| pair[0] != pair[1])
            .count() as u64
    }

    /// Builds the east halves on rows `east` and, if there are any, the
    /// west halves on the other rows of `fixed`, into `halves`; returns
    /// its work.
    fn build_halves(&self, fixed: &Fixed, east: u64, halves: &mut Halves) -> Work {
        let (n, h) = (self.n, self.h);
        let west = fixed.rows & !east;
        // Even N counts east halves with no queen on a long diagonal.
        let blocked = if fixed.symmetry == Symmetry::Diagonals {
            [fixed.first | 1 << (n - 1), fixed.second | 1 << (n - 1)]
        } else {
            [fixed.first, fixed.second]
        };
        let part = |rows: u64| (rows as u32 & low_bits(h), (rows >> self.south_top) as u32);
        let (north, south) = part(east);
        let work = self.halves(
            blocked,
            north,
            south,
            &fixed.east_splits,
            fixed.east_columns,
            EAST,
            &mut halves.lowers,
            &mut halves.east,
        );
        if halves.east.is_empty() {
            halves.west.clear();
            return work;
        }
        let (north, south) = part(west);
        work + self.halves(
            [fixed.first, fixed.second],
            north,
            south,
            &fixed.west_splits,
            fixed.west_columns,
            WEST,
            &mut halves.lowers,
            &mut halves.west,
        )
    }

    /// The join's work on a board with forbidden cells, estimated from
    /// `samples` row sets E drawn at random (a fixed seed): the halves
    /// built and the pair look-ups, in units of one look-up of one word
    /// of 64 pairs. `None` for a plain board (its symmetry rules make
    /// the row sets unequal).
    pub fn estimated_work(&self, samples: usize) -> Option<f64> {
        let [fixed] = &self.fixed[..] else {
            return None;
        };
        if fixed.symmetry != Symmetry::None {
            return None;
        }
        let rows: Vec<usize> = (0..self.n).filter(|&r| fixed.rows >> r & 1 == 1).collect();
        let east_size = fixed.east_columns.count_ones() as usize;
        let row_sets = choose(rows.len() as u64, east_size as u64) as f64;
        let mut halves = Halves::new();
        let mut random = Random::seeded();
        let mut work = 0.0;
        for _ in 0..samples {
            // A random east_size-subset of the rows: a partial shuffle.
            let mut order = rows.clone();
            let mut east = 0u64;
            for i in 0..east_size {
                let j = i + random.below(order.len() - i);
                order.swap(i, j);
                east |= 1 << order[i];
            }
            let built = self.build_halves(fixed, east, &mut halves);
            let (e, w) = (halves.east.len() as f64, halves.west.len() as f64);
            let words = (e.min(w) / 64.0).ceil();
            work += SPLIT_IN_LOOK_UPS * built.splits as f64 + built.steps as f64 + words * e.max(w);
        }
        Some(work * row_sets / samples as f64)
    }

    /// The least work `estimated_work` can find on a board with forbidden
    /// cells of size `n`: the column splits of every row set, whatever
    /// the tables hold. Needs no table.
    pub fn least_work(n: usize) -> f64 {
        let (h, rest) = (n / 2, (n - n / 2) as u64);
        let h = h as u64;
        // E takes k of the h north rows and h - k of the south ones; its
        // east half tries the k-subsets of h columns, its west half the
        // (h - k)-subsets of the other columns.
        let splits: u64 = (0..=h)
            .map(|k| choose(h, k) * choose(rest, h - k) * (choose(h, k) + choose(rest, h - k)))
            .sum();
        SPLIT_IN_LOOK_UPS * splits as f64
    }

    /// How many diagonals of each direction the two halves share: the
    /// width of each half of a key.
    fn key_width(&self) -> usize {
        (self.n + self.h).saturating_sub(1 + self.west_left)
    }

    /// Every half on north rows `north` and south rows `south` (quadrant
    /// masks) filling the quadrant columns `columns` of the `side` half
    /// (`EAST` or `WEST`), as keys of the diagonals the other half can
    /// reach, none on a diagonal of `blocked`. `splits[k]` lists the
    /// k-column subsets of `columns`: the columns the north quadrant may
    /// take. Returns a measure of its work: the column splits tried, and
    /// the table entries read and pairs of entries tested.
    #[allow(clippy::too_many_arguments)]
    fn halves(
        &self,
        blocked: [u64; 2],
        north: u32,
        south: u32,
        splits: &[Vec<u32>],
        columns: u32,
        side: usize,
        lowers: &mut Lowers,
        out: &mut Vec<u64>,
    ) -> Work {
        out.clear();
        let [north_table, south_table] = self.quadrants[side].map(|at| &self.tables[at]);
        let (north_view, south_view) = (
            self.view(side, 0, blocked),
            self.view(side, self.south_top, blocked),
        );
        // A north and a south entry clash where their diagonals meet:
        // the south entry's own quadrant coordinates, and the north
        // entry's moved down by the south quadrants' top (both
        // diagonals grow by one per row), the bits that cross from the
        // second half into the first cleared.
        let down = self.south_top as u32;
        let crossing = ((1u64 << (SECOND - down)) - 1) | !0u64 << SECOND;
        let splits = &splits[north.count_ones() as usize];
        let mut steps = 0;
        for &upper in splits {
            let uppers = north_table.entries(north, upper);
            if uppers.is_empty() {
                continue;
            }
            let lower_columns = columns & !upper;
            let south_entries = south_table.entries(south, lower_columns);
            steps += uppers.len() + south_entries.len();
            // The south entries as (clash, key): kept beside the table, or
            // made here, the blocked ones left out.
            let (clashes, keys) = match south_table.keys(south, lower_columns) {
                Some(keys) if south_view.blocked == 0 => (south_entries, keys),
                _ => {
                    lowers.clashes.clear();
                    lowers.keys.clear();
                    for &l in south_entries {
                        if l & south_view.blocked == 0 {
                            lowers.clashes.push(l);
                            lowers.keys.push(south_view.key(l));
                        }
                    }
                    (&lowers.clashes[..], &lowers.keys[..])
                }
            };
            if clashes.is_empty() {
                continue;
            }
            let upper_keys = north_table.keys(north, upper);
            // Write every pair, keep those without a clash: no branch.
            // Room for all of them first: lowers are few (5 on average
            // at N = 16), so a step per upper would cost more than this.
            steps += uppers.len() * clashes.len();
            let keys = &keys[..clashes.len()];
            let mut len = out.len();
            out.resize(len + uppers.len() * clashes.len(), 0);
            for (at, &u) in uppers.iter().enumerate() {
                if u & north_view.blocked != 0 {
                    continue;
                }
                let u_key = match upper_keys {
                    Some(upper_keys) => upper_keys[at],
                    None => north_view.key(u),
                };
                let u_clash = u >> down & crossing;
                for i in 0..clashes.len() {
                    out[len] = u_key | keys[i];
                    len += usize::from(u_clash & clashes[i] == 0);
                }
            }
            out.truncate(len);
        }
        Work {
            splits: splits.len(),
            steps,
        }
    }
}

/// The work of building halves (see `Join::halves`).
#[derive(Clone, Copy, Default)]
struct Work {
    /// Column splits tried: each reads the index of two tables.
    splits: usize,
    /// Table entries read and pairs of entries tested.
    steps: usize,
}

impl std::ops::Add for Work {
    type Output = Work;
    fn add(self, other: Work) -> Work {
        Work {
            splits: self.splits + other.splits,
            steps: self.steps + other.steps,
        }
    }
}

/// How the packed diagonals of a quadrant's entries (quadrant
/// coordinates) read on the board, for one quadrant of one half.
struct View {
    /// The packed quadrant diagonals that `blocked` forbids.
    blocked: u64,
    /// Each diagonal's shift from the quadrant into its window of the
    /// key: left, then right.
    first: (u32, u32),
    second: (u32, u32),
    /// The key: the first diagonals' window, then the second's.
    width: u32,
}

impl View {
    /// The quadrant `width` columns wide whose top left cell is board
    /// cell (top, left); the key's windows start at board diagonals
    /// `windows` and are `key_width` wide.
    fn new(
        n: usize,
        top: usize,
        left: usize,
        width: usize,
        windows: [usize; 2],
        key_width: usize,
        blocked: [u64; 2],
    ) -> View {
        // Quadrant diagonals r + c and r - c + width - 1 become board
        // diagonals r + c and r - c + n - 1 by these shifts.
        let first_shift = top + left;
        let second_shift = top + n - width - left;
        let low = |mask: u64| mask & ((1u64 << SECOND) - 1);
        let into_window = |shift: usize, window: usize| {
            if shift >= window {
                ((shift - window) as u32, 0)
            } else {
                (0, (window - shift) as u32)
            }
        };
        View {
            blocked: low(blocked[0] >> first_shift) | low(blocked[1] >> second_shift) << SECOND,
            first: into_window(first_shift, windows[0]),
            second: into_window(second_shift, windows[1]),
            width: key_width as u32,
        }
    }

    /// The key of a packed entry: its diagonals in the windows.
    #[inline(always)]
    fn key(&self, entry: u64) -> u64 {
        let mask = (1u64 << self.width) - 1;
        let first = entry & ((1u64 << SECOND) - 1);
        let second = entry >> SECOND;
        (first << self.first.0 >> self.first.1 & mask)
            | (second << self.second.0 >> self.second.1 & mask) << self.width
    }
}

/// South quadrant entries ready to meet north entries, made per column
/// split where the table keeps no keys: the diagonals a north entry could
/// share, and their parts of the half's key.
struct Lowers {
    clashes: Vec<u64>,
    keys: Vec<u64>,
}

/// The binomial coefficient C(n, k), for the small n of row sets.
fn choose(n: u64, k: u64) -> u64 {
    (0..k).fold(1, |c, i| c * (n - i) / (i + 1))
}

/// Buffers one thread reuses from row set to row set.
struct Halves {
    east: Vec<u64>,
    west: Vec<u64>,
    lowers: Lowers,
    /// West halves by their queens on the long diagonals.
    groups: [Vec<u64>; 3],
    pairs: Pairs,
}

impl Halves {
    fn new() -> Halves {
        Halves {
            east: Vec::new(),
            west: Vec::new(),
            lowers: Lowers {
                clashes: Vec::new(),
                keys: Vec::new(),
            },
            groups: [Vec::new(), Vec::new(), Vec::new()],
            pairs: Pairs::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Halves, Join, Symmetry};
    use crate::board::Board;
    use crate::testing::{random_board, reference_count, Rng, A000170};

    fn total(join: &Join) -> u64 {
        join.pieces()
            .into_iter()
            .map(|(piece, weight)| weight * join.count(piece))
            .sum()
    }

    #[test]
    fn join_matches_oeis() {
        for (i, &expected) in A000170.iter().enumerate() {
            let n = i + 1;
            assert_eq!(total(&Join::new(&Board::plain(n))), expected, "N = {}", n);
        }
    }

    #[test]
    fn join_matches_reference_on_boards() {
        let mut rng = Rng(0x5EED_0013);
        let mut nonzero = 0;
        for case in 0..400 {
            let n = 1 + rng.below(13);
            let percent = 40 + rng.below(61);
            let board = random_board(&mut rng, n, percent, case % 5 == 0);
            if board.is_plain() {
                continue;
            }
            let expected = reference_count(&board);
            nonzero += usize::from(expected > 0);
            let join = Join::new(&board);
            assert_eq!(total(&join), expected, "{:?}", board);
            // Split into pieces, as threads and shards see it.
            let pieces = join.split(join.pieces(), 50);
            let count: u64 = pieces.iter().map(|&(piece, w)| w * join.count(piece)).sum();
            assert_eq!(count, expected, "split, {:?}", board);
        }
        assert!(nonzero > 150, "only {} boards with solutions", nonzero);
    }

    #[test]
    fn split_pieces_add_up_and_shrink() {
        for n in 4..=14 {
            let join = Join::new(&Board::plain(n));
            let whole = join.pieces();
            let all: u64 = whole.iter().map(|&(piece, _)| join.row_sets(piece)).sum();
            for target in [1, 7, 100, 5000] {
                let pieces = join.split(whole.clone(), target);
                let count: u64 = pieces
                    .iter()
                    .map(|&(piece, weight)| weight * join.count(piece))
                    .sum();
                assert_eq!(count, A000170[n - 1], "N = {}, split for {}", n, target);
                let sizes: Vec<u64> = pieces
                    .iter()
                    .map(|&(piece, _)| join.row_sets(piece))
                    .collect();
                assert_eq!(sizes.iter().sum::<u64>(), all, "N = {}: row sets lost", n);
                let limit = (all / target as u64).max(1);
                assert!(
                    sizes.iter().all(|&size| (1..=limit).contains(&size)),
                    "N = {}",
                    n
                );
            }
        }
    }

    /// Every solution of the plain board, as the column of each row's
    /// queen, by brute force over permutations.
    fn solutions(n: usize) -> Vec<Vec<usize>> {
        fn extend(n: usize, queens: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
            if queens.len() == n {
                out.push(queens.clone());
                return;
            }
            let row = queens.len();
            for column in 0..n {
                let safe = queens
                    .iter()
                    .enumerate()
                    .all(|(r, &c)| c != column && row - r != c.abs_diff(column));
                if safe {
                    queens.push(column);
                    extend(n, queens, out);
                    queens.pop();
                }
            }
        }
        let mut out = Vec::new();
        extend(n, &mut Vec::new(), &mut out);
        out
    }

    /// Each class of the join's symmetry rules alone against the
    /// solutions it stands for, so that two errors cannot cancel:
    /// even N by the number of queens on the two long diagonals; odd N
    /// the centre queen, and each (p, q) pair of middle-row and
    /// middle-column queens.
    #[test]
    fn every_symmetry_class_counts_its_own_solutions() {
        for n in 4..=12 {
            let join = Join::new(&Board::plain(n));
            let all = solutions(n);
            let mut halves = Halves::new();
            // The join's count per fixed-queen choice and per number of
            // long-diagonal queens.
            let mut classes = vec![[0u64; 3]; join.fixed.len()];
            for (piece, weight) in join.pieces() {
                let fixed = &join.fixed[piece.fixed as usize];
                let mut by_queens = [0u64; 3];
                join.for_each_rows(piece, |east| {
                    join.count_rows_by(fixed, east, &mut halves, Some(&mut by_queens));
                });
                for (class, count) in classes[piece.fixed as usize].iter_mut().zip(by_queens) {
                    *class += weight * count;
                }
            }
            let h = n / 2;
            if n % 2 == 0 {
                assert_eq!(join.fixed[0].symmetry, Symmetry::Diagonals);
                for (queens, &count) in classes[0].iter().enumerate() {
                    let expected = all
                        .iter()
                        .filter(|s| {
                            let on_long =
                                (0..n).filter(|&r| s[r] == r || s[r] == n - 1 - r).count();
                            on_long == queens
                        })
                        .count() as u64;
                    assert_eq!(
                        count, expected,
                        "N = {}, {} long-diagonal queens",
                        n, queens
                    );
                }
                continue;
            }
            let centre = all.iter().filter(|s| s[h] == h).count() as u64;
            assert_eq!(classes[0][0], centre, "N = {}, centre queen", n);
            let mut at = 1;
            for q in 2..=h {
                for p in 1..q {
                    // The solutions whose middle-row and middle-column
                    // queens are p and q from the centre, in any order
                    // and direction.
                    let expected = all
                        .iter()
                        .filter(|s| {
                            let row_offset = s[h].abs_diff(h);
                            let column_row = (0..n).find(|&r| s[r] == h).unwrap();
                            let column_offset = column_row.abs_diff(h);
                            let mut offsets = [row_offset, column_offset];
                            offsets.sort_unstable();
                            offsets == [p, q]
                        })
                        .count() as u64;
                    assert_eq!(classes[at][0], expected, "N = {}, p = {}, q = {}", n, p, q);
                    at += 1;
                }
            }
        }
    }
}
