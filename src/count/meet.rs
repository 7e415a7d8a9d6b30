//! The meet in the middle: the board's top rows and its bottom rows are
//! searched apart, and a top placement and a bottom one make a solution
//! when their columns are complementary and their diagonals disjoint.
//!
//! Each half's placements are stored as their diagonals, grouped by their
//! columns (a counting sort: one search to count each column set, one to
//! fill it in). A column set's top placements are then taken 64 at a
//! time, bit-sliced: for each diagonal that both halves reach, the
//! placements on it. A bottom placement finds its partners among the 64
//! with one OR per diagonal it uses and a popcount, where testing them
//! one by one takes 64 ANDs; the lists of a column set and its
//! complement are read in order, so the join runs in cache. Its cost
//! follows the halves' trees (about the square root of the whole tree
//! each), so it wins on boards with few forbidden cells, whose whole tree
//! is large. It is compact enough for the judge file, where the join (the
//! same idea with quadrant tables, to N = 23) is not; it counts N up to
//! `MAX_N`, where a column set indexes a table and the diagonals fit a
//! `u32`.

use super::orient::weighted_rows_estimate;
use super::{bits, place, rows_of, Row};
use crate::board::{columns_mask, Board};
use crate::random::Random;
use crate::tuning::{MEET_BLOCK, MEET_BLOCK_BUILD, MEET_LEAF, MEET_MEMORY, PROBES};

/// The name `--engine` and `--time` give this engine.
pub const NAME: &str = "meet";

/// The largest N it counts.
pub const MAX_N: usize = 16;

/// Jobs a count is split into, each a range of column sets.
const JOBS: u32 = 64;

/// One half's placements, by column set: those on columns `c` are
/// `diagonals[first[c]..first[c + 1]]`, each the diagonals it uses
/// (`diagonals_of`).
struct Half {
    first: Vec<u32>,
    diagonals: Vec<u32>,
}

pub struct Meet {
    n: usize,
    top: Half,
    bottom: Half,
}

impl Meet {
    /// Both halves of `board` (N ≤ `MAX_N`) stored: the top N / 2 rows
    /// and the rest.
    pub fn new(board: &Board) -> Meet {
        let n = board.n;
        let rows = rows_of(board);
        let mut table = vec![0; n * n];
        for (cell, diagonals) in table.iter_mut().enumerate() {
            *diagonals = diagonals_of(n, cell / n, cell % n);
        }
        let half = |from: usize, to: usize| Half::new(&rows, &table, from, to);
        Meet {
            n,
            top: half(0, n / 2),
            bottom: half(n / 2, n),
        }
    }

    /// The jobs: ranges of column sets.
    pub fn starts(&self) -> Vec<(u32, u64)> {
        (0..JOBS.min(1 << self.n)).map(|job| (job, 1)).collect()
    }

    /// Whether the meet counts `board`: N up to `MAX_N` and its estimated
    /// memory within `MEET_MEMORY`.
    pub fn fits(board: &Board) -> bool {
        Meet::estimated_steps(board).is_some()
    }

    /// The estimated steps (of the fast core) that counting `board` takes
    /// (`steps`), if it fits.
    pub fn estimated_steps(board: &Board) -> Option<f64> {
        if board.n > MAX_N {
            return None;
        }
        let (top, bottom) = halves(board);
        if memory(board.n, top, bottom) > MEET_MEMORY as f64 {
            return None;
        }
        Some(steps(board.n, top, bottom))
    }
}

/// The bytes that `Meet::new` takes for `top` and `bottom` placements in
/// the halves of an N = `n` board: 4 a placement, and each half's 2^N + 1
/// offsets.
fn memory(n: usize, top: f64, bottom: f64) -> f64 {
    let offsets = 2.0 * (f64::from(1u32 << n) + 1.0);
    (top + bottom + offsets) * std::mem::size_of::<u32>() as f64
}

/// The steps that counting takes with `top` and `bottom` placements in
/// the halves of an N = `n` board: each found twice, the top ones made
/// into blocks of up to 64 per column set, and each bottom one joined with
/// the blocks on its complement.
fn steps(n: usize, top: f64, bottom: f64) -> f64 {
    let sets = column_sets(n);
    let blocks = top / 64.0 + top.min(sets);
    let joined = bottom * (top / sets / 64.0 + 1.0);
    MEET_LEAF * (top + bottom) + MEET_BLOCK_BUILD * blocks + MEET_BLOCK * joined
}

impl Half {
    /// The placements of one queen on each of `rows[from..to]`, `table`
    /// holding each cell's diagonals.
    fn new(rows: &[Row], table: &[u64], from: usize, to: usize) -> Half {
        let n = rows.len();
        let mut first = vec![0u32; (1 << n) + 1];
        each_placement(rows, table, to, from, (0, 0, 0), 0, &mut |cols, _| {
            first[cols as usize + 1] += 1;
        });
        for c in 0..1 << n {
            first[c + 1] += first[c];
        }
        let mut diagonals = vec![0; first[1 << n] as usize];
        // Where the next placement on each column set goes.
        let mut next = first.clone();
        each_placement(rows, table, to, from, (0, 0, 0), 0, &mut |cols, used| {
            diagonals[next[cols as usize] as usize] = used as u32;
            next[cols as usize] += 1;
        });
        Half { first, diagonals }
    }

    /// The placements on columns `cols`.
    fn on(&self, cols: usize) -> &[u32] {
        &self.diagonals[self.first[cols] as usize..self.first[cols + 1] as usize]
    }
}

impl Meet {
    /// The solutions whose top half's columns lie in range `job` (below
    /// `JOBS`) of the column sets: one job of the meet's plan.
    pub fn count_job(&self, job: u32) -> u64 {
        let sets = 1usize << self.n;
        let jobs = JOBS.min(sets as u32) as usize;
        let range = job as usize * sets / jobs..(job as usize + 1) * sets / jobs;
        let full = columns_mask(self.n) as usize;
        let mut total = 0;
        let mut blocks: Vec<Block> = Vec::new();
        for cols in range {
            let (top, bottom) = (self.top.on(cols), self.bottom.on(full ^ cols));
            if top.is_empty() || bottom.is_empty() {
                continue;
            }
            blocks.clear();
            blocks.extend(top.chunks(64).map(block_of));
            for &used in bottom {
                // A block's placements on any of the diagonals `used` has.
                let clash = |block: &Block| {
                    let on = |group: usize| block[group][(used >> (5 * group)) as usize & 31];
                    (on(0) | on(1)) | (on(2) | on(3)) | (on(4) | on(5))
                };
                total += blocks
                    .iter()
                    .map(|block| u64::from(clash(block).count_zeros()))
                    .sum::<u64>();
            }
            // The last block's empty slots are no placements.
            total -= bottom.len() as u64 * (blocks.len() * 64 - top.len()) as u64;
        }
        total
    }
}

/// Up to 64 placements, bit-sliced: for each group of 5 diagonals (of the
/// 30 at most) and each subset of them, the placements on any of them.
type Block = [[u64; 32]; 6];

/// `placements` (up to 64) as a block.
fn block_of(placements: &[u32]) -> Block {
    let mut on = [0u64; 32];
    for (slot, &used) in placements.iter().enumerate() {
        for diagonal in bits(used.into()) {
            on[diagonal & 31] |= 1 << slot;
        }
    }
    let mut block = [[0; 32]; 6];
    for (group, subsets) in block.iter_mut().enumerate() {
        for subset in 1..32usize {
            // The subset without its lowest diagonal, and that diagonal.
            let lowest = subset & (subset - 1);
            let diagonal = 5 * group + (subset ^ lowest).trailing_zeros() as usize;
            subsets[subset] = subsets[lowest] | on[diagonal & 31];
        }
    }
    block
}

/// Calls `leaf(cols, diagonals)` for every placement of one queen on each
/// of rows `row..end` under the attacks `(cols, left, right)` on `row`,
/// `diagonals` used above it; `table` holds each cell's diagonals.
fn each_placement(
    rows: &[Row],
    table: &[u64],
    end: usize,
    row: usize,
    (cols, left, right): (u64, u64, u64),
    diagonals: u64,
    leaf: &mut impl FnMut(u64, u64),
) {
    if row == end {
        return leaf(cols, diagonals);
    }
    let mut free = !(cols | left | right | rows[row].forbidden);
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free ^= bit;
        let used = diagonals | table[row * rows.len() + bit.trailing_zeros() as usize];
        if row + 1 == end {
            // The last row's queens end placements: no call below them.
            leaf(cols | bit, used);
        } else {
            let attacks = place(rows[row].gap, bit, cols, left, right);
            each_placement(rows, table, end, row + 1, attacks, used, leaf);
        }
    }
}

/// The diagonals of a queen on (`row`, `column`) that both halves reach,
/// the top one being rows `0..top` (top = N / 2): of the 2N - 1 diagonals
/// each way, the N - 1 numbered `top..top + N - 1` by row + column (and by
/// row + N - 1 - column the other way), as bits 0..N - 1 and N - 1..2N - 2.
fn diagonals_of(n: usize, row: usize, column: usize) -> u64 {
    let top = n / 2;
    let bit = |diagonal: usize| match diagonal.checked_sub(top) {
        Some(at) if at < n - 1 => 1 << at,
        _ => 0,
    };
    bit(row + column) | bit(row + n - 1 - column) << (n - 1)
}

/// Knuth's estimates of the placements of the board's top half (stored)
/// and of its bottom half (searched).
fn halves(board: &Board) -> (f64, f64) {
    let rows = rows_of(board);
    let top = board.n / 2;
    (placements(&rows[..top]), placements(&rows[top..]))
}

/// Knuth's estimate of the placements of one queen on each of `rows`:
/// the nodes of their last level.
fn placements(rows: &[Row]) -> f64 {
    let last = |level: usize| f64::from(u8::from(level + 1 == rows.len()));
    weighted_rows_estimate(PROBES, rows, &mut Random::seeded(), last)
}

/// The column sets of the top half's placements: N choose N / 2.
fn column_sets(n: usize) -> f64 {
    (0..n / 2).fold(1.0, |sets, i| sets * (n - i) as f64 / (i + 1) as f64)
}

#[cfg(test)]
mod tests {
    use super::{diagonals_of, memory, Meet};
    use crate::board::Board;
    use crate::count::plan::Tree;
    use crate::testing::{random_board, reference_count, Rng, A000170};

    fn count(board: &Board) -> u64 {
        let meet = Meet::new(board);
        meet.starts()
            .iter()
            .map(|&(column, _)| meet.count(column))
            .sum()
    }

    #[test]
    fn counts_plain_boards() {
        for n in 1..=12 {
            assert_eq!(count(&Board::plain(n)), A000170[n - 1], "N = {}", n);
        }
    }

    #[test]
    fn counts_boards_as_the_reference_does() {
        let mut rng = Rng(0x5EED_0031);
        for case in 0..400 {
            let n = 1 + rng.below(12);
            let board = random_board(&mut rng, n, [100, 95, 80, 50][case % 4], false);
            assert_eq!(count(&board), reference_count(&board), "{:?}", board);
        }
    }

    #[test]
    fn its_memory_is_as_modelled() {
        let mut rng = Rng(0x5EED_0032);
        for n in [1, 4, 9, 12] {
            let meet = Meet::new(&random_board(&mut rng, n, 90, false));
            let (top, bottom) = (&meet.top, &meet.bottom);
            let bytes = 4 * (top.first.len() + top.diagonals.len())
                + 4 * (bottom.first.len() + bottom.diagonals.len());
            let placements = |half: &super::Half| half.diagonals.len() as f64;
            let modelled = memory(n, placements(top), placements(bottom));
            assert_eq!(modelled, bytes as f64, "N = {}", n);
        }
    }

    #[test]
    fn queens_of_the_two_halves_share_a_diagonal_bit_iff_they_attack_diagonally() {
        for n in 1..=16usize {
            let top = n / 2;
            for (row, column) in (0..top).flat_map(|row| (0..n).map(move |column| (row, column))) {
                for (other_row, other_column) in
                    (top..n).flat_map(|row| (0..n).map(move |column| (row, column)))
                {
                    let attack = other_row - row == column.abs_diff(other_column);
                    let shared =
                        diagonals_of(n, row, column) & diagonals_of(n, other_row, other_column);
                    assert_eq!(
                        shared != 0,
                        attack,
                        "N = {}: ({}, {}) ({}, {})",
                        n,
                        row,
                        column,
                        other_row,
                        other_column
                    );
                    assert!(shared.count_ones() <= 1);
                }
            }
        }
    }
}
