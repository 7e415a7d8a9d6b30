//! The join's fixed queens and symmetry rules on the plain board: which
//! queens outside the quadrants are fixed first (odd N: the middle row
//! and column), and how each row set E is weighted so that every class
//! of solutions under the square's symmetries counts once. Computes no
//! halves; `Join::count_rows_by` applies the weights.

use super::{diagonals_of, Join};
use crate::board::reversed;

/// A choice of the queens outside the quadrants, and what it leaves.
pub(super) struct Fixed {
    /// Board rows left to the quadrant queens (bit r for row r).
    pub(super) rows: u64,
    /// Columns each half must fill, in square coordinates.
    pub(super) east_columns: u32,
    pub(super) west_columns: u32,
    /// Board diagonals (r + c, r - c + N - 1) the fixed queens attack.
    pub(super) first: u64,
    pub(super) second: u64,
    /// Which symmetries of the square this choice lets the count use.
    pub(super) symmetry: Symmetry,
    /// How many choices this one stands for (8 for a plain (p, q) pair).
    pub(super) weight: u64,
    /// `east_splits[k]`: the k-column subsets of `east_columns`; the
    /// same for the west.
    pub(super) east_splits: Vec<Vec<u32>>,
    pub(super) west_splits: Vec<Vec<u32>>,
}

impl Fixed {
    pub(super) fn new(
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
pub(super) enum Symmetry {
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

/// The rows `all_rows` of an odd board but its middle row `h`, whose
/// queen every choice fixes. The halves never read row `h` (the north
/// quadrants end above it, the south ones start below it), so leaving it
/// in would count the same: taking it out keeps `Fixed::rows` exact.
fn off_middle(all_rows: u64, h: usize) -> u64 {
    all_rows & !(1 << h)
}

impl Join {
    /// The fixed-queen choices of the plain board, by its symmetries.
    pub(super) fn plain_choices(n: usize) -> Vec<Fixed> {
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
            off_middle(all_rows, h),
            [square, square],
            diagonals_of(n, (h, h)),
            Symmetry::Flips,
            1,
        )];
        for q in 2..=h {
            for p in 1..q {
                let [a1, a2] = diagonals_of(n, (h, h + p));
                let [b1, b2] = diagonals_of(n, (h + q, h));
                let rows = off_middle(all_rows, h) & !(1 << (h + q));
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

    /// The key bits of the two long diagonals, r + c = N - 1 and r = c
    /// (even N): bit h - 1 of each half of the key.
    pub(super) fn long_diagonals(&self) -> [u32; 2] {
        let width = 2 * self.h as u32 - 1;
        [self.h as u32 - 1, self.h as u32 - 1 + width]
    }

    /// Even N, top-bottom flip: 2 if E is below its reversal, 1 if equal,
    /// 0 if above (that class is counted at the reversal).
    pub(super) fn reversal_weight(&self, east: u64) -> u64 {
        let reversed = reversed(east, self.n);
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
    pub(super) fn turn_weight(&self, east: u64) -> u64 {
        let n = self.n;
        let all = (1u64 << n) - 1;
        let reversed = reversed(east, n);
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
    pub(super) fn class_weight(&self, east: u64, rows: u64) -> u64 {
        let n = self.n;
        let reversed = reversed(east, n);
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
}

#[cfg(test)]
mod tests {
    use super::super::halves::Halves;
    use super::{Join, Symmetry};
    use crate::board::Board;

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
    /// middle-column queens. Long because each class's solutions are
    /// picked out of one brute-force list by their own rule.
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
                    let by_class =
                        join.count_rows_by(fixed, east, &mut halves, Some(&mut by_queens));
                    // The classes add up to the count made without them.
                    assert_eq!(by_class, join.count_rows(fixed, east, &mut halves));
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
