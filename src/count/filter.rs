//! The solution filter: every solution of the plain N×N board listed once,
//! so that a board's count is the number of them that avoid its forbidden
//! cells. Built once per N and kept for every later case of that N, it
//! answers a case in time that depends on the board's density, not on its
//! search tree: for judge sizes (N ≤ 16) and boards with few forbidden
//! cells, orders of magnitude below a search.
//!
//! Only one solution per orbit under the square's 8 symmetries is stored
//! (`orbits`), and a board is matched against it in its 8 images: a
//! solution s fits the image g(B) exactly when g⁻¹(s) fits B, and the 8
//! images of a solution that no symmetry fixes are distinct. The few
//! solutions that some symmetry fixes are stored as they are, all of
//! their images (`fixed`), and matched against the board once. The classes
//! of the plain-board engine (`symmetry::classes`) say which is which.
//!
//! Each list is sorted lexicographically (row 0's column first), so that
//! the solutions with given queens on the top `index_rows` rows are one
//! run of the list, found in an index: the top rows cost one look-up per
//! allowed prefix. Below them, each solution is a bit in 64-solution
//! words, one word per cell: a word's solutions that avoid the board are
//! those left after clearing, for each forbidden cell, the word's bits of
//! solutions with a queen there. A word is dropped as soon as it is
//! empty.

use super::fast::{list_fast, packed_shift};
use super::{rows_of, symmetry};
use crate::board::{columns_mask, transform, Board};
use crate::tuning::{FILTER_BUILD, FILTER_CACHED, FILTER_OP, FILTER_OP_UNCACHED};

/// The name `--engine` and `--time` give this engine.
pub const NAME: &str = "filter";

/// The largest N the filter is built for: one column per 4 bits of a
/// `u64` while building, and the tables of N = 17 would pass any judge's
/// memory limit (N = 16's build stays within 96 MiB, a test says).
pub const MAX_N: usize = 16;

/// Solutions of the plain N×N board for N = 0..=16 (OEIS A000170; 1 for
/// the empty board): what a filter holds, known before it is built.
const PLAIN_COUNTS: [u64; MAX_N + 1] = [
    1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184, 14772512,
];

/// A list of solutions of the plain board, indexed for matching.
struct Solutions {
    n: usize,
    /// Rows whose queens the index resolves (the top rows).
    index_rows: usize,
    /// `index[p]..index[p + 1]`: the run of solutions whose top rows'
    /// columns, read as a number in base N, are `p`.
    index: Vec<u32>,
    /// `cells[((r - index_rows) * n + c) * words + w]`, bit j: solution
    /// 64w + j has its queen on row r, column c. Cell by cell, so that a
    /// board's forbidden cells are read as a few sequential streams.
    cells: Vec<u64>,
    words: usize,
}

/// The most top rows worth indexing. Each further row prunes few word
/// operations: the words of one run share their top rows' cells, so a
/// forbidden one empties a word at its first operation anyway. But each
/// row multiplies the runs, and a run costs about a word's work of its
/// own (an index look-up, a partly used word at each end), so the index
/// stops where the runs would average fewer than 8 words.
fn index_rows_for(n: usize, solutions: &[Packed]) -> usize {
    let runs = |rows: usize| {
        let prefix = |s: &Packed| s.checked_shr(64 - 4 * rows as u32).unwrap_or(0);
        1 + solutions
            .windows(2)
            .filter(|w| prefix(&w[0]) != prefix(&w[1]))
            .count()
    };
    (1..n)
        .take_while(|&rows| runs(rows) * 8 * 64 <= solutions.len())
        .count()
}

/// Each solution as a `u64`, the column of row r in bits 60 − 4r..64 − 4r,
/// so that numeric order is lexicographic order.
type Packed = u64;

fn column_of(solution: Packed, row: usize) -> usize {
    (solution >> packed_shift(row as u64) & 15) as usize
}

impl Solutions {
    /// `solutions` sorted, each a solution of the `n`×`n` plain board,
    /// indexed on `index_rows` top rows (by default `index_rows_for`).
    fn new(n: usize, solutions: &[Packed], index_rows: Option<usize>) -> Solutions {
        let index_rows = index_rows
            .unwrap_or_else(|| index_rows_for(n, solutions))
            .min(n);
        let below = n - index_rows;
        let prefixes = n.pow(index_rows as u32);
        let mut index = vec![0u32; prefixes + 1];
        let words = (solutions.len() + 63) / 64;
        let mut cells = vec![0u64; words * below * n];
        for (i, &solution) in solutions.iter().enumerate() {
            let prefix = (0..index_rows).fold(0, |p, r| p * n + column_of(solution, r));
            index[prefix + 1] += 1;
            for r in index_rows..n {
                let cell = (r - index_rows) * n + column_of(solution, r);
                cells[cell * words + i / 64] |= 1 << (i % 64);
            }
        }
        for p in 0..prefixes {
            index[p + 1] += index[p];
        }
        Solutions {
            n,
            index_rows,
            index,
            cells,
            words,
        }
    }

    /// How many of the solutions avoid every cell that `forbidden` (one
    /// mask per row) sets.
    fn count(&self, forbidden: &[u64]) -> u64 {
        let (n, top) = (self.n, self.index_rows);
        // The forbidden cells below the top rows, as offsets of their words.
        let mut offsets = [0usize; MAX_N * MAX_N];
        let mut len = 0;
        for (r, &row) in forbidden.iter().enumerate().skip(top) {
            let mut cells = row;
            while cells != 0 {
                offsets[len] = ((r - top) * n + cells.trailing_zeros() as usize) * self.words;
                len += 1;
                cells &= cells - 1;
            }
        }
        let mut allowed = [0u64; MAX_N];
        for (allowed, &row) in allowed.iter_mut().zip(&forbidden[..top]) {
            *allowed = !row & columns_mask(n);
        }
        if top == 0 {
            return match self.index[1] {
                0 => 0,
                hi => self.count_run(0, hi as usize, &offsets[..len]),
            };
        }
        self.count_runs(&allowed[..top], 0, &offsets[..len])
    }

    /// The solutions that avoid the cells at `offsets` among those whose
    /// top rows' columns, read in base N, extend `prefix` (its first
    /// rows chosen) by columns of `allowed`, one per row.
    fn count_runs(&self, allowed: &[u64], prefix: usize, offsets: &[usize]) -> u64 {
        let rows_left = allowed.len();
        let width = self.n.pow(rows_left as u32 - 1);
        let mut total = 0;
        let mut columns = allowed[0];
        while columns != 0 {
            let p = prefix * self.n + columns.trailing_zeros() as usize;
            columns &= columns - 1;
            let (lo, hi) = (
                self.index[p * width] as usize,
                self.index[(p + 1) * width] as usize,
            );
            if lo == hi {
                continue;
            }
            total += if rows_left == 1 {
                self.count_run(lo, hi, offsets)
            } else {
                self.count_runs(&allowed[1..], p, offsets)
            };
        }
        total
    }

    /// The solutions `lo..hi` that avoid the cells at `offsets`.
    fn count_run(&self, lo: usize, hi: usize, offsets: &[usize]) -> u64 {
        let mut total = 0;
        for w in lo / 64..=(hi - 1) / 64 {
            let mut word = u64::MAX;
            if w == lo / 64 {
                word &= u64::MAX << (lo % 64);
            }
            if w == (hi - 1) / 64 {
                word &= u64::MAX >> (63 - (hi - 1) % 64);
            }
            // Four cells between checks: their loads overlap, and a word
            // seldom empties within four cells of the check that finds it.
            let mut quads = offsets.chunks_exact(4);
            #[cfg(test)]
            tally_operations(1);
            for quad in &mut quads {
                #[cfg(test)]
                tally_operations(4);
                let cells = |k: usize| self.cells[quad[k] + w];
                word &= !(cells(0) | cells(1) | cells(2) | cells(3));
                if word == 0 {
                    break;
                }
            }
            if word != 0 {
                #[cfg(test)]
                tally_operations(quads.remainder().len());
                for &at in quads.remainder() {
                    word &= !self.cells[at + w];
                }
            }
            total += u64::from(word.count_ones());
        }
        total
    }
}

/// The solutions of the plain N×N board, ready to match boards against.
pub struct Filter {
    /// One solution per orbit of 8 distinct images.
    orbits: Solutions,
    /// Every solution whose orbit has fewer than 8 images.
    fixed: Solutions,
    /// `model_cost` of a board with this many forbidden cells: the race
    /// asks it for every case, and it depends on nothing else.
    modelled: Vec<f64>,
}

impl Filter {
    /// The filter for N = `n` (1 ≤ n ≤ `MAX_N`).
    pub fn new(n: usize) -> Filter {
        Filter::built(n, None, None)
    }

    /// The filter for N = `n`, its lists indexed on `index_rows` top rows
    /// and its solutions all listed (or one per orbit) as `listed_whole`
    /// says, if given (tests ask for each way at every N).
    fn built(n: usize, index_rows: Option<usize>, listed_whole: Option<bool>) -> Filter {
        let mut orbits = Vec::new();
        let mut fixed = Vec::new();
        for class in symmetry::classes(n) {
            let first = fixed.len();
            let listed = if class.weight == 8 {
                &mut orbits
            } else {
                &mut fixed
            };
            list_fast(&rows_of(&class.board), listed);
            // A solution of a smaller class stands for its whole orbit.
            let found = fixed.len() - first;
            for i in first..first + found {
                for symmetry in 1..8 {
                    fixed.push(image(n, fixed[i], symmetry));
                }
            }
        }
        // Matching the board's 8 images costs a board's cells in each (their
        // forbidden cells listed, the index walked) beside the words: where
        // the list of orbits has fewer words than the board has cells,
        // every solution is listed instead and the board matched once.
        if listed_whole.unwrap_or(orbits.len() / 64 < n * n) {
            for solution in orbits.drain(..) {
                fixed.extend((0..8).map(|symmetry| image(n, solution, symmetry)));
            }
        }
        orbits.sort_unstable();
        fixed.sort_unstable();
        fixed.dedup();
        Filter {
            orbits: Solutions::new(n, &orbits, index_rows),
            fixed: Solutions::new(n, &fixed, index_rows),
            modelled: (0..=n * n).map(|forbidden| model(n, forbidden)).collect(),
        }
    }

    /// Bytes that building the filter of N = `n` takes at most: an eighth
    /// of the plain solutions (one per orbit), each a bit per cell below
    /// the index rows in its tables and 8 bytes in the list they are
    /// made from.
    pub fn memory(n: usize) -> u64 {
        let orbits = PLAIN_COUNTS[n] / 8 + 1;
        orbits * (n * n) as u64 / 8 + orbits * 8
    }

    /// The steps (of the fast core) that building the filter of N = `n`
    /// is expected to take: in proportion to the plain solutions, as
    /// its search and its tables are.
    pub fn build_cost(n: usize) -> f64 {
        PLAIN_COUNTS[n] as f64 * f64::from(FILTER_BUILD[n])
    }

    /// The steps that counting `board` (N ≤ `MAX_N`) would take once its
    /// filter is built, from a model (for deciding whether to build it):
    /// one operation per word read (`FILTER_OP` steps each, or
    /// `FILTER_OP_UNCACHED` where the tables pass the cache), a word being
    /// read while any of its 64 solutions is left. Neighbouring solutions
    /// share their top rows, as many as keep a word's solutions alike (a
    /// row for each factor N by which the words outnumber 8): there one
    /// forbidden cell empties the whole word, with the chance that the
    /// cells are forbidden. Below them a word meets the forbidden cells one
    /// by one, and each empties a solution with probability 1/N.
    pub fn model_cost(board: &Board) -> f64 {
        model(board.n, board.forbidden_cells())
    }

    /// `model_cost` of a board with `forbidden` cells forbidden, from the
    /// filter's table.
    pub fn modelled_cost(&self, forbidden: usize) -> f64 {
        self.modelled[forbidden]
    }

    /// The board's count.
    pub fn count(&self, board: &Board) -> u64 {
        let mut total = self.fixed.count(&board.forbidden);
        if self.orbits.words > 0 {
            for symmetry in 0..8 {
                total += self.orbits.count(&board.transformed(symmetry).forbidden);
            }
        }
        total
    }
}

/// `Filter::model_cost` of an N = `n` board with `forbidden` cells.
fn model(n: usize, forbidden: usize) -> f64 {
    let share = forbidden as f64 / (n * n) as f64;
    let words = PLAIN_COUNTS[n] as f64 / 64.0;
    let shared = ((words / 8.0).max(1.0).ln() / (n as f64).ln()).round() as i32 + 1;
    let shared = shared.min(n as i32);
    // Operations in the shared rows, while the word is left.
    let mut operations = 1.0;
    let mut left = 1.0;
    for _ in 0..shared {
        operations += left * share * n as f64;
        left *= 1.0 - share;
    }
    // Below: the chance that a word is not yet empty before each cell.
    let below = share * (n * (n - shared as usize)) as f64;
    let kept = 1.0 - 1.0 / n as f64;
    let mut one_kept = 1.0;
    for _ in 0..below as usize {
        let mut all_gone = 1.0 - one_kept;
        for _ in 0..6 {
            all_gone *= all_gone; // to the 64th power
        }
        operations += left * (1.0 - all_gone);
        one_kept *= kept;
    }
    words * operations * word_op(n)
}

/// The steps of one word operation of the filter of N = `n`: dearer
/// where its tables pass the cache.
fn word_op(n: usize) -> f64 {
    match Filter::memory(n) > FILTER_CACHED {
        true => FILTER_OP_UNCACHED,
        false => FILTER_OP,
    }
}

#[cfg(test)]
thread_local! {
    /// The word operations of this thread's filter counts, as `model`
    /// estimates them: one a word read, one a cell read in it.
    static OPERATIONS: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

#[cfg(test)]
fn tally_operations(operations: usize) {
    OPERATIONS.with(|count| count.set(count.get() + operations));
}

/// The image of a solution under one of the 8 symmetries.
fn image(n: usize, solution: Packed, symmetry: usize) -> Packed {
    (0..n).fold(0, |image, r| {
        let (row, column) = transform(n, symmetry, (r, column_of(solution, r)));
        image | (column as u64) << packed_shift(row as u64)
    })
}

#[cfg(test)]
mod tests {
    use super::Filter;
    use crate::board::Board;
    use crate::testing::{random_board, reference_count, Rng, A000170};

    /// Every way of building it counts as the reference: all solutions
    /// listed or one per orbit (the board then matched in its 8 images,
    /// the symmetric solutions listed whole), indexed on 0 to 3 rows or as
    /// the rule says, N = 1..12, on plain boards and random ones (a
    /// quarter of them mirror-symmetric).
    #[test]
    fn the_filter_counts_as_the_reference() {
        let mut rng = Rng(0x5EED_F117);
        for n in 1..=12 {
            for listed_whole in [None, Some(true), Some(false)] {
                for index_rows in [None, Some(0), Some(1), Some(2), Some(3)] {
                    let filter = Filter::built(n, index_rows, listed_whole);
                    assert_eq!(filter.count(&Board::plain(n)), A000170[n - 1], "N = {}", n);
                    for case in 0..40 {
                        let percent = 50 + rng.below(51);
                        let board = random_board(&mut rng, n, percent, case % 4 == 0);
                        let count = filter.count(&board);
                        assert_eq!(count, reference_count(&board), "{:?}", board);
                    }
                }
            }
        }
    }

    /// The index rows the rule picks: on a list of 4,096 placements
    /// whose first row takes 4 columns, its second 8 under each, its third
    /// 16 under each, the runs of one row average 1,024 solutions (16
    /// words), of two rows 128 (2 words): one row is indexed.
    #[test]
    fn the_index_stops_where_runs_would_average_fewer_than_8_words() {
        let mut list = Vec::new();
        for (c0, c1, c2) in
            (0..4u64).flat_map(|a| (0..8u64).flat_map(move |b| (0..16u64).map(move |c| (a, b, c))))
        {
            let placed = c0 << 60 | c1 << 56 | c2 << 52;
            list.extend((0..8u64).map(|k| placed | k << 48));
        }
        assert_eq!(list.len(), 4096);
        assert_eq!(super::index_rows_for(16, &list), 1);
        // Eight times as many: two rows' runs average 1,024 solutions (16
        // words), three rows' 64 (one word).
        let longer: Vec<u64> = list
            .iter()
            .flat_map(|&p| [p, p | 1, p | 2, p | 3, p | 4, p | 5, p | 6, p | 7])
            .collect();
        assert_eq!(super::index_rows_for(16, &longer), 2);
    }

    /// The cost model's word operations against those a built filter
    /// takes, on average over 20 random boards of each N = 12..14 and
    /// density: within 0.7 to 1.4 times with 10 and 25% of the cells
    /// forbidden; with half of them, from 0.3 times, as the model charges
    /// the forbidden cells of the index rows to every word where the index
    /// skips the words they empty.
    #[test]
    fn the_cost_model_follows_the_operations_counted() {
        let mut rng = Rng(0x5EED_F118);
        for n in 12..=14 {
            let filter = Filter::new(n);
            for (percent, least) in [(90, 0.7), (75, 0.7), (50, 0.3)] {
                let mut ratios = 0.0;
                for _ in 0..20 {
                    let board = random_board(&mut rng, n, percent, false);
                    let before = super::OPERATIONS.with(|count| count.get());
                    filter.count(&board);
                    let counted = super::OPERATIONS.with(|count| count.get()) - before;
                    let modelled = Filter::model_cost(&board) / super::word_op(n);
                    ratios += counted as f64 / modelled / 20.0;
                }
                assert!(
                    (least..=1.4).contains(&ratios),
                    "N = {}, {}% allowed: {:.2} of the model",
                    n,
                    percent,
                    ratios
                );
            }
        }
    }

    /// The largest filter's build fits a judge's memory limit (128 to
    /// 256 MiB), with room for the rest of the program.
    #[test]
    fn the_largest_filter_fits_a_judges_memory() {
        assert!(Filter::memory(super::MAX_N) < 96 << 20);
    }

    /// Word operations cost more where the tables pass a core's share of
    /// the cache: N = 15's and 16's, and not N = 14's.
    #[test]
    fn only_tables_past_the_cache_read_dearer_words() {
        use crate::tuning::{FILTER_OP, FILTER_OP_UNCACHED};
        for n in 1..=14 {
            assert_eq!(super::word_op(n), FILTER_OP, "N = {}", n);
        }
        assert_eq!(super::word_op(15), FILTER_OP_UNCACHED);
        assert_eq!(super::word_op(16), FILTER_OP_UNCACHED);
    }
}
