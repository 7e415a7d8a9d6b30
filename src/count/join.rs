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
//! Limits: plain boards, 2 ≤ N ≤ 31 (the keys of 4h - 2 diagonal bits
//! fit in a u64), memory ~8 bytes per table entry (8.2^(N/2) or so):
//! `memory` says how much.

mod disjoint;
mod quadrant;

use disjoint::Pairs;
use quadrant::{Diagonals, Table};

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
    /// Whether the top-bottom and left-right flips map this choice to
    /// itself, so that E may be counted once per class.
    flips: bool,
}

/// One job: the fixed queens `fixed` and the north part of E (rows in
/// 0..h, as a square mask); every south part completing it is counted.
#[derive(Clone, Copy, Debug)]
pub struct Piece {
    pub fixed: u32,
    pub north: u32,
}

/// The plain N×N board's join: its table and its fixed-queen choices.
pub struct Join {
    n: usize,
    h: usize,
    table: Table,
    fixed: Vec<Fixed>,
}

impl Join {
    pub fn new(n: usize) -> Join {
        assert!((2..=MAX_N).contains(&n));
        let h = n / 2;
        let all_rows = (1u64 << n) - 1;
        let square = (1u32 << h) - 1;
        let mut fixed = Vec::new();
        if n % 2 == 0 {
            fixed.push(Fixed {
                rows: all_rows,
                east_columns: square,
                west_columns: square,
                first: 0,
                second: 0,
                flips: true,
            });
        } else {
            // The centre queen: every row but the middle, both diagonals
            // through the centre.
            fixed.push(Fixed {
                rows: all_rows & !(1 << h),
                east_columns: square,
                west_columns: square,
                first: 1 << (2 * h),
                second: 1 << (n - 1),
                flips: true,
            });
            for q in 2..=h {
                for p in 1..q {
                    let (row_queen, column_queen) = ((h, h + p), (h + q, h));
                    let diagonals =
                        |(r, c): (usize, usize)| (1u64 << (r + c), 1u64 << (r + n - 1 - c));
                    let (a1, a2) = diagonals(row_queen);
                    let (b1, b2) = diagonals(column_queen);
                    fixed.push(Fixed {
                        rows: all_rows & !(1 << h) & !(1 << (h + q)),
                        east_columns: square,
                        // West square column c is board column h + 1 + c.
                        west_columns: square & !(1 << (p - 1)),
                        first: a1 | b1,
                        second: a2 | b2,
                        flips: false,
                    });
                }
            }
        }
        Join {
            n,
            h,
            table: Table::build(h, &vec![0; h]),
            fixed,
        }
    }

    /// Bytes the join of N needs, about: its table and the table's index.
    pub fn memory(n: usize) -> u64 {
        // Table entries for h = 0..=15, measured up to h = 10 and grown
        // by the last ratio (~8.5) beyond.
        const ENTRIES: [u64; 11] = [
            1, 2, 7, 42, 293, 2_635, 27_732, 118_969, 915_442, 7_535_369, 65_000_000,
        ];
        let h = n / 2;
        let entries = if h < ENTRIES.len() {
            ENTRIES[h]
        } else {
            ENTRIES[10] * 9u64.pow((h - 10) as u32)
        };
        entries * 8 + (4u64 << (2 * h))
    }

    /// The jobs: every north part of E for every fixed-queen choice, and
    /// the weight of that choice (8 for a (p, q) pair, 1 otherwise).
    pub fn pieces(&self) -> Vec<(Piece, u64)> {
        let mut pieces = Vec::new();
        let square = (1u32 << self.h) - 1;
        for (at, fixed) in self.fixed.iter().enumerate() {
            let weight = if at > 0 && self.n % 2 == 1 { 8 } else { 1 };
            let north_rows = fixed.rows as u32 & square;
            let mut north = 0u32;
            loop {
                pieces.push((
                    Piece {
                        fixed: at as u32,
                        north,
                    },
                    weight,
                ));
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
        let (n, h) = (self.n, self.h);
        let fixed = &self.fixed[piece.fixed as usize];
        let south_shift = n - h;
        let south_rows = (fixed.rows >> south_shift) as u32;
        let north_rows = fixed.rows as u32 & ((1 << h) - 1);
        let needed = (h as u32).checked_sub(piece.north.count_ones());
        let needed = match needed {
            Some(k) if k <= south_rows.count_ones() => k,
            _ => return 0,
        };
        let mut halves = Halves::new();
        let mut total = 0;
        // Every south part of `needed` rows.
        let mut south = 0u32;
        loop {
            if south.count_ones() == needed {
                let east = u64::from(piece.north) | u64::from(south) << south_shift;
                let weight = if fixed.flips {
                    self.class_weight(east, fixed.rows)
                } else {
                    1
                };
                if weight > 0 {
                    let west = fixed.rows & !east;
                    let west_north = west as u32 & north_rows;
                    let west_south = (west >> south_shift) as u32;
                    self.halves(
                        fixed,
                        piece.north,
                        south,
                        fixed.east_columns,
                        0,
                        &mut halves.east,
                    );
                    if !halves.east.is_empty() {
                        self.halves(
                            fixed,
                            west_north,
                            west_south,
                            fixed.west_columns,
                            n - h,
                            &mut halves.west,
                        );
                        let bits = 2 * (2 * h - 1);
                        total += weight
                            * halves
                                .pairs
                                .count_disjoint(&halves.east, &halves.west, bits);
                    }
                }
            }
            south = south.wrapping_sub(south_rows) & south_rows;
            if south == 0 {
                break;
            }
        }
        total
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

    /// Every half on north rows `north` and south rows `south` (square
    /// masks) filling the square columns `columns` of the half whose
    /// first board column is `left`, as keys of the diagonals the other
    /// half can reach.
    fn halves(
        &self,
        fixed: &Fixed,
        north: u32,
        south: u32,
        columns: u32,
        left: usize,
        out: &mut Vec<u64>,
    ) {
        out.clear();
        let (n, h) = (self.n, self.h);
        let top_of_south = n - h;
        // Board diagonals of a square entry at (top, left): the first
        // shifts by top + left, the second by top - left + n - h.
        let first_shift = |top: usize| top + left;
        let second_shift = |top: usize| top + n - h - left;
        let k = north.count_ones();
        let window = n - h;
        let width_mask = (1u64 << (2 * h - 1)) - 1;
        // Every split of the columns between north and south.
        let mut upper = 0u32;
        loop {
            if upper.count_ones() == k {
                let uppers = self.table.entries(north, upper);
                let lowers = self.table.entries(south, columns & !upper);
                if !uppers.is_empty() && !lowers.is_empty() {
                    for u in uppers {
                        let (u1, u2) = board(u, first_shift(0), second_shift(0));
                        if u1 & fixed.first != 0 || u2 & fixed.second != 0 {
                            continue;
                        }
                        for l in lowers {
                            let (l1, l2) =
                                board(l, first_shift(top_of_south), second_shift(top_of_south));
                            if (u1 | fixed.first) & l1 != 0 || (u2 | fixed.second) & l2 != 0 {
                                continue;
                            }
                            let first = (u1 | l1) >> window & width_mask;
                            let second = (u2 | l2) >> window & width_mask;
                            out.push(first | second << (2 * h - 1));
                        }
                    }
                }
            }
            upper = upper.wrapping_sub(columns) & columns;
            if upper == 0 {
                break;
            }
        }
    }
}

/// A table entry's diagonals on the board.
#[inline(always)]
fn board(entry: &Diagonals, first_shift: usize, second_shift: usize) -> (u64, u64) {
    (
        u64::from(entry.first) << first_shift,
        u64::from(entry.second) << second_shift,
    )
}

/// Buffers one thread reuses from row set to row set.
struct Halves {
    east: Vec<u64>,
    west: Vec<u64>,
    pairs: Pairs,
}

impl Halves {
    fn new() -> Halves {
        Halves {
            east: Vec::new(),
            west: Vec::new(),
            pairs: Pairs::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Join;
    use crate::testing::A000170;

    #[test]
    fn join_matches_oeis() {
        for (i, &expected) in A000170.iter().enumerate().skip(1) {
            let n = i + 1;
            let join = Join::new(n);
            let total: u64 = join
                .pieces()
                .into_iter()
                .map(|(piece, weight)| weight * join.count(piece))
                .sum();
            assert_eq!(total, expected, "N = {}", n);
        }
    }
}
