//! The dynamic search's count for boards of more than 16 rows (the
//! lanes, src/count/dynamic/lanes.rs, count the others): the free cells
//! of every empty line in a word each, updated by one pass over the lines
//! each time queens go down, with every forced queen placed before the
//! search branches again, and the rest of a placement handed to the fast
//! core once forward checking stops forcing moves. The judge build, whose
//! boards have at most 16 rows, has a file of its own in its place
//! (src/judge/judge_dynamic_lines.rs).

use super::dynamic::{fewest_unforced, hands_off, has_one, most_constrained, Choice};
use super::dynamic::{Partial, Search};
use super::{bits, count_fast, count_fast_within, gapped_rows, spend};
use crate::board::{Cell, Line};
use crate::tuning::{DYNAMIC_NODE, HANDOFF_ROWS};
use std::ops::{BitAnd, BitOr};

impl Search {
    /// `Search::count` beyond the lanes.
    pub(super) fn count_by_lines(&self, p: Partial) -> u64 {
        self.count_placement::<false>(p, &mut 0, &mut Vec::new())
    }

    /// `Search::count_within` beyond the lanes.
    pub(super) fn count_by_lines_within(&self, budget: &mut u64, left: &mut Vec<Partial>) -> u64 {
        self.count_placement::<true>(self.start(), budget, left)
    }

    /// The free cells of every empty line of `p`, to count from.
    pub(super) fn lines(&self, p: &Partial) -> Lines {
        let mut lines = Lines {
            rows_left: p.rows_left,
            cols_left: p.cols_left,
            row_free: [0; 64],
            col_free: [0; 64],
        };
        for r in bits(p.rows_left) {
            lines.row_free[r] = self.free_cells(p, Line::Row(r));
        }
        for c in bits(p.cols_left) {
            lines.col_free[c] = self.free_cells(p, Line::Column(c));
        }
        lines
    }

    /// `count_lines` from the placement `p`: its lines, its choice and a
    /// stack with room for every level below it, its diagonals in a
    /// `u64` where they fit.
    fn count_placement<const BOUNDED: bool>(
        &self,
        p: Partial,
        budget: &mut u64,
        left: &mut Vec<Partial>,
    ) -> u64 {
        let lines = self.lines(&p);
        let choice = lines.choose();
        let mut stack = vec![lines; p.rows_left() + 1];
        // The 2N − 1 diagonals of a direction fit a u64 up to N = 32.
        match self.n <= 32 {
            true => self.count_lines::<u64, BOUNDED>(&mut stack, choice, 1, budget, left),
            false => self.count_lines::<u128, BOUNDED>(&mut stack, choice, 1, budget, left),
        }
    }

    /// The number of ways to complete `stack[0]`, whose most constrained
    /// line is `choice` and which holds `placed` queens more than the
    /// level above it; the rest of the stack is room for the placements
    /// below it, one level each. `BOUNDED`: the count takes what it costs
    /// from `*budget` (see `count_within`; `DYNAMIC_NODE` a queen placed)
    /// and, once that is spent, returns what it counted, with `*budget` 0
    /// and in `left` the placements below `stack[0]` that it did not
    /// finish (as queens placed below it: each level places its own
    /// queens into them on the way back up, as queens may be placed in
    /// any order); unbounded, `*budget` and `left` are not read.
    fn count_lines<D: Diagonals, const BOUNDED: bool>(
        &self,
        stack: &mut [Lines],
        choice: Choice,
        placed: u32,
        budget: &mut u64,
        left: &mut Vec<Partial>,
    ) -> u64 {
        if BOUNDED && !spend(budget, DYNAMIC_NODE * u64::from(placed)) {
            left.push(self.start());
            return 0;
        }
        let (here, below) = stack.split_first_mut().expect("a level to count");
        match choice {
            Choice::Dead => 0,
            Choice::Complete => 1,
            Choice::Branch(_, free) if hands_off(free, here.rows_left) => {
                #[cfg(test)]
                crate::rare_paths::hit(crate::rare_paths::Path::Handoff);
                let rows = gapped_rows(here.rows_left, |r| !here.row_free[r & 63]);
                if !BOUNDED {
                    return count_fast(&rows, 0, 0, 0, 0);
                }
                count_fast_within(&rows, budget).unwrap_or_else(|| {
                    left.push(self.start());
                    0
                })
            }
            Choice::Branch(line, mut free) => {
                let mut total = 0;
                while free != 0 {
                    let queen = line.cell(free.trailing_zeros() as usize);
                    free &= free - 1;
                    let choice = below[0].place_from::<D>(here, queen, self.n - 1);
                    // The queens it placed, which only a budget is charged for.
                    let placed = match BOUNDED {
                        true => (here.rows_left ^ below[0].rows_left).count_ones(),
                        false => 0,
                    };
                    total += self.count_lines::<D, BOUNDED>(below, choice, placed, budget, left);
                    if BOUNDED && *budget == 0 {
                        let queens: Vec<Cell> = below[0].queens_below(here).collect();
                        self.unwind(left, &queens, bits(free).map(|at| line.cell(at)));
                        return total;
                    }
                }
                total
            }
        }
    }
}

/// A placement as counting sees it: the free cells of every empty line,
/// kept up to date as queens go down, so that choosing the next line
/// reads one word a line (a `Partial` has each recomputed from the
/// diagonals, which splitting and estimating can afford).
#[derive(Clone)]
pub struct Lines {
    pub rows_left: u64,
    pub cols_left: u64,
    /// `row_free[r]`: the columns where a queen may still go in empty row
    /// `r`, and in a row filled at this level the queen's column (for
    /// `queens_below`); `col_free[c]` the rows in empty column `c`. Other
    /// entries are stale: nothing reads them.
    pub row_free: [u64; 64],
    pub col_free: [u64; 64],
}

impl Lines {
    pub fn choose(&self) -> Choice {
        most_constrained(self.rows_left, self.cols_left, |line| self.free(line))
    }

    /// The free cells of an empty line.
    fn free(&self, line: Line) -> u64 {
        match line {
            Line::Row(r) => self.row_free[r & 63],
            Line::Column(c) => self.col_free[c & 63],
        }
    }

    /// Becomes `parent` with a queen on `queen` and every queen that
    /// forces in turn (the only free cell of a line), and returns its most
    /// constrained line as `choose` would: never a forced one. `last` is
    /// N − 1. A forced queen is in every completion, so placing them all
    /// at once changes no count; the forced queens of a pass go down
    /// together in the next pass (most placements force one or more, and
    /// a pass costs what a node of the search does, a node's call and
    /// choice included). `D` holds diagonals: `u64` where N ≤ 32.
    pub fn place_from<D: Diagonals>(&mut self, parent: &Lines, queen: Cell, last: usize) -> Choice {
        self.rows_left = parent.rows_left;
        self.cols_left = parent.cols_left;
        let mut queens = Queens::<D>::default();
        queens.add(queen, last);
        self.row_free[queen.0 & 63] = 1 << queen.1;
        let mut pass = self.pass(Some(parent), &queens, last);
        loop {
            let (forced_rows, forced_columns) = match pass {
                Pass::Dead => return Choice::Dead,
                Pass::Complete => return Choice::Complete,
                Pass::Forced(rows, columns) => (rows, columns),
            };
            if forced_rows | forced_columns == 0 {
                break;
            }
            queens = match self.forced_queens(forced_rows, forced_columns, last) {
                Some(queens) => queens,
                None => return Choice::Dead,
            };
            pass = self.pass(None, &queens, last);
        }
        // Every line has two or more free cells. Past the hand-off rows
        // the count must be exact; within them, a line with four or more
        // hands off whichever it is.
        let exact = self.rows_left.count_ones() as usize > HANDOFF_ROWS;
        fewest_unforced(
            self.rows_left,
            self.cols_left,
            |line| self.free(line),
            exact,
        )
    }

    /// Fills the rows and columns of `queens` and takes from every other
    /// empty line the cells they attack, reading each line's cells from
    /// `from` (`None`: from these lines). Only the empty lines are
    /// written (copying a whole level would be most of a node's cost on
    /// sparse boards), and a dead line ends the pass. Empty rows and
    /// empty columns are as many, so the pass takes them in pairs, the
    /// k-th empty row with the k-th empty column: one loop, whose end the
    /// processor mispredicts once a pass instead of once per kind. The
    /// lines left with one free cell are noted as bits, not as a first
    /// line and its cells: whether a line is forced cannot be predicted,
    /// and a bit is set without a branch.
    #[inline(always)]
    fn pass<D: Diagonals>(
        &mut self,
        from: Option<&Lines>,
        queens: &Queens<D>,
        last: usize,
    ) -> Pass {
        self.rows_left &= !queens.rows;
        self.cols_left &= !queens.columns;
        if self.rows_left == 0 {
            return Pass::Complete;
        }
        let (mut rows, mut columns) = (self.rows_left, self.cols_left);
        let (mut forced_rows, mut forced_columns) = (0u64, 0u64);
        while rows != 0 {
            let (row, column) = (
                rows.trailing_zeros() as usize,
                columns.trailing_zeros() as usize,
            );
            rows &= rows - 1;
            columns &= columns - 1;
            let (row_cells, column_cells) = match from {
                Some(parent) => (parent.row_free[row & 63], parent.col_free[column & 63]),
                None => (self.row_free[row & 63], self.col_free[column & 63]),
            };
            let row_cells = row_cells & !queens.on_row(row, last);
            let column_cells = column_cells & !queens.on_column(column, last);
            self.row_free[row & 63] = row_cells;
            self.col_free[column & 63] = column_cells;
            if (row_cells == 0) | (column_cells == 0) {
                return Pass::Dead;
            }
            forced_rows |= u64::from(has_one(row_cells)) << row;
            forced_columns |= u64::from(has_one(column_cells)) << column;
        }
        Pass::Forced(forced_rows, forced_columns)
    }

    /// The queens that the rows `forced_rows` and the columns
    /// `forced_columns` (one free cell each) force, noted in `row_free`
    /// as a filled row's queen; `None` if two of them attack each other.
    /// A row's and a column's cells agree, so a forced column whose
    /// column a forced row's queen takes is that queen.
    fn forced_queens<D: Diagonals>(
        &mut self,
        forced_rows: u64,
        forced_columns: u64,
        last: usize,
    ) -> Option<Queens<D>> {
        let mut queens = Queens::default();
        for row in bits(forced_rows) {
            let column = self.row_free[row & 63].trailing_zeros() as usize;
            queens
                .add((row, column), last)
                .then_some(())
                .or_else(clashed)?;
        }
        for column in bits(forced_columns & !queens.columns) {
            let row = self.col_free[column & 63].trailing_zeros() as usize;
            queens
                .add((row, column), last)
                .then_some(())
                .or_else(clashed)?;
            self.row_free[row & 63] = 1 << column;
        }
        #[cfg(test)]
        if queens.rows.count_ones() > 1 {
            crate::rare_paths::hit(crate::rare_paths::Path::ForcedTogether);
        }
        Some(queens)
    }

    /// The queens placed at this level, below `parent` (`parent`'s empty
    /// rows that are filled here, each with its queen's column).
    pub fn queens_below<'a>(&'a self, parent: &Lines) -> impl Iterator<Item = Cell> + 'a {
        let rows = parent.rows_left & !self.rows_left;
        bits(rows).map(move |row| (row, self.row_free[row & 63].trailing_zeros() as usize))
    }
}

/// Two forced queens attack each other: no placement.
fn clashed() -> Option<()> {
    #[cfg(test)]
    crate::rare_paths::hit(crate::rare_paths::Path::ForcedClash);
    None
}

/// How a pass ended.
enum Pass {
    /// An empty line has no free cell left.
    Dead,
    /// Every row holds a queen.
    Complete,
    /// The empty rows and the empty columns left with one free cell.
    Forced(u64, u64),
}

/// Queens that go down in one pass: their rows and columns, and their
/// diagonals as bit r+c of `sums`, bit r−c+N−1 of `differences` and bit
/// c−r+N−1 of `mirrored` (the differences read from the other end, so
/// that a row's attacked columns are shifts, with no bit reversal).
#[derive(Clone, Copy, Default)]
struct Queens<D> {
    rows: u64,
    columns: u64,
    sums: D,
    differences: D,
    mirrored: D,
}

impl<D: Diagonals> Queens<D> {
    /// Adds the queen on (r, c); false if it shares a line with one of
    /// them.
    fn add(&mut self, (r, c): Cell, last: usize) -> bool {
        let (sum, difference) = (D::bit(r + c), D::bit(r + last - c));
        let clash = (self.rows >> r | self.columns >> c) & 1 != 0
            || self.sums & sum != D::default()
            || self.differences & difference != D::default();
        self.rows |= 1 << r;
        self.columns |= 1 << c;
        self.sums = self.sums | sum;
        self.differences = self.differences | difference;
        self.mirrored = self.mirrored | D::bit(c + last - r);
        !clash
    }

    /// The columns they attack in row `row` (not one of theirs).
    fn on_row(&self, row: usize, last: usize) -> u64 {
        self.columns | self.sums.shifted(row) | self.mirrored.shifted(last - row)
    }

    /// The rows they attack in column `column` (not one of theirs).
    fn on_column(&self, column: usize, last: usize) -> u64 {
        self.rows | self.sums.shifted(column) | self.differences.shifted(last - column)
    }
}

/// A set of the 2N − 1 diagonals of one direction, a bit each: `u64` up
/// to N = 32, `u128` beyond (a `u128` shift costs several instructions,
/// and a pass makes four a line).
pub trait Diagonals:
    Copy + Default + PartialEq + BitAnd<Output = Self> + BitOr<Output = Self>
{
    /// The set of diagonal `at` alone.
    fn bit(at: usize) -> Self;
    /// The diagonals from `by` up, diagonal `by` as bit 0.
    fn shifted(self, by: usize) -> u64;
}

impl Diagonals for u64 {
    fn bit(at: usize) -> u64 {
        1 << at
    }
    fn shifted(self, by: usize) -> u64 {
        self >> by
    }
}

impl Diagonals for u128 {
    fn bit(at: usize) -> u128 {
        1 << at
    }
    fn shifted(self, by: usize) -> u64 {
        (self >> by) as u64
    }
}
