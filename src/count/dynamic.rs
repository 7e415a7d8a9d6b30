//! The board engine for boards with many forbidden cells: fills the row
//! with the fewest free cells next, and gives up on a placement as soon
//! as any empty row or column has no free cell left.
//!
//! Diagonals are absolute bitsets over the 2N−1 diagonals (a `u128`), as
//! rows are not filled in order; each node costs O(N), which sparse
//! boards repay many times over by the smaller tree. Where the pruning
//! stops paying (every line has several choices, few rows left), the
//! rest goes to the fast core, the placed queens folded into its masks.

use super::orient::rows_estimate;
use super::tree_estimate::{knuth, random_bit};
use super::Row;
use super::{bits, gapped_rows};
use crate::board::{columns_mask, Board, Cell, Line};
use crate::random::Random;
use crate::tuning::{
    DYNAMIC_CELLS_PER_FORBIDDEN, DYNAMIC_NODE, DYNAMIC_PROBES, HANDOFF_CHOICES, HANDOFF_ROWS,
    LANES_CELLS_PER_FORBIDDEN,
};

/// The name `--engine` and `--time` give this engine.
pub const NAME: &str = "dynamic";

pub struct Search {
    pub(super) n: usize,
    /// `allowed[r]`: the columns of row `r` where a queen may stand.
    /// Arrays of 64, read at `r & 63`: no bounds check in `choose`.
    allowed: [u64; 64],
    /// `allowed_rows[c]`: the rows of column `c` where one may stand.
    allowed_rows: [u64; 64],
    /// The lanes' order among equally constrained lines (N ≤ 16).
    order: lanes::Order,
}

/// A partial placement: which rows and columns are still empty and
/// which diagonals are taken, as bit r+c of `sums`, bit r−c+N−1 of
/// `differences` and, the same diagonals mirrored, bit c−r+N−1 of
/// `mirrored`, which reads a row's taken columns with a shift where
/// `differences` would need a bit reversal (the columns' cells read
/// `differences` the same way).
#[derive(Clone, Copy, Debug)]
pub struct Partial {
    pub(super) rows_left: u64,
    pub(super) cols_left: u64,
    sums: u128,
    differences: u128,
    mirrored: u128,
}

impl Partial {
    pub fn rows_left(&self) -> usize {
        self.rows_left.count_ones() as usize
    }
}

pub enum Choice {
    /// Some empty row or column can no longer take a queen.
    Dead,
    /// Every row holds a queen.
    Complete,
    /// The line to fill next and its free cells.
    Branch(Line, u64),
}

/// Whether the dynamic search is expected to beat the top-down DFS:
/// when enough cells are forbidden that rows and columns differ in
/// how constrained they are. On near-plain boards all lines are
/// alike, and there the fast core's cheaper nodes and the choice of
/// orientation win.
pub fn pays(board: &Board) -> bool {
    let n = board.n;
    let per_forbidden = match n <= lanes::MAX_N {
        true => LANES_CELLS_PER_FORBIDDEN,
        false => DYNAMIC_CELLS_PER_FORBIDDEN,
    };
    board.forbidden_cells() * per_forbidden > n * n
}

impl Search {
    pub fn new(board: &Board) -> Search {
        let n = board.n;
        let all = columns_mask(n);
        let mut allowed = [0u64; 64];
        let mut allowed_rows = [0u64; 64];
        for (r, &row) in board.forbidden.iter().enumerate() {
            allowed[r] = !row & all;
            for (c, rows) in allowed_rows.iter_mut().enumerate().take(n) {
                *rows |= (allowed[r] >> c & 1) << r;
            }
        }
        Search {
            n,
            allowed,
            allowed_rows,
            order: lanes::Order::new(n),
        }
    }

    pub fn start(&self) -> Partial {
        Partial {
            rows_left: columns_mask(self.n),
            cols_left: columns_mask(self.n),
            sums: 0,
            differences: 0,
            mirrored: 0,
        }
    }

    /// The cells of a line where a queen may still go, as positions
    /// along the line.
    pub(super) fn free_cells(&self, p: &Partial, line: Line) -> u64 {
        let m = self.n - 1;
        match line {
            Line::Row(r) => {
                let sums = (p.sums >> r) as u64; // bit c: diagonal r+c taken
                let mirrored = (p.mirrored >> (m - r)) as u64; // bit c: c−r+m taken
                self.allowed[r & 63] & p.cols_left & !sums & !mirrored
            }
            Line::Column(c) => {
                let sums = (p.sums >> c) as u64; // bit r: diagonal r+c taken
                let differences = (p.differences >> (m - c)) as u64; // bit r: r−c+m taken
                self.allowed_rows[c & 63] & p.rows_left & !sums & !differences
            }
        }
    }

    /// The most constrained empty line, or why there is none.
    /// With `rows_only`, the most constrained empty row.
    pub fn choose(&self, p: &Partial, rows_only: bool) -> Choice {
        let columns = if rows_only { 0 } else { p.cols_left };
        most_constrained(p.rows_left, columns, |line| self.free_cells(p, line))
    }

    /// What a bounded count that ran out below a placement leaves to its
    /// caller: the placements it did not finish below it (`left`), each
    /// with the placement's `queens` put in, then one for each of
    /// `siblings`, the cells of the same line not yet tried, alone.
    pub(super) fn unwind(
        &self,
        left: &mut Vec<Partial>,
        queens: &[Cell],
        siblings: impl Iterator<Item = Cell>,
    ) {
        for p in left.iter_mut() {
            *p = queens.iter().fold(*p, |p, &queen| self.place(&p, queen));
        }
        let start = self.start();
        left.extend(siblings.map(|cell| self.place(&start, cell)));
    }

    pub fn place(&self, p: &Partial, (r, c): Cell) -> Partial {
        Partial {
            rows_left: p.rows_left & !(1u64 << r),
            cols_left: p.cols_left & !(1u64 << c),
            sums: p.sums | 1u128 << (r + c),
            differences: p.differences | 1u128 << (r + self.n - 1 - c),
            mirrored: p.mirrored | 1u128 << (c + self.n - 1 - r),
        }
    }

    /// The empty rows, top to bottom, as the core DFS sees them: each
    /// row's forbidden cells plus the attacks of the placed queens.
    pub(super) fn remaining_rows(&self, p: &Partial) -> Vec<Row> {
        gapped_rows(p.rows_left, |r| !self.free_cells(p, Line::Row(r)))
    }

    /// Knuth's estimate of the steps this search takes, as planning
    /// makes it: `DYNAMIC_PROBES` descents, `DYNAMIC_NODE` steps a node.
    pub fn estimate(&self) -> f64 {
        self.estimated_steps(DYNAMIC_PROBES, DYNAMIC_NODE as f64)
    }

    /// Knuth's estimate of the steps this search takes from `probes`
    /// descents (a fixed seed): `node_cost` steps a node of its own, and
    /// the nodes of the fast core's trees it hands off, estimated by a
    /// descent of their own from where the hand-off happens.
    pub fn estimated_steps(&self, probes: usize, node_cost: f64) -> f64 {
        if self.n <= lanes::MAX_N {
            return self.lanes_steps(probes);
        }
        let root = |_: &mut Random| (Some(self.start()), 1.0);
        knuth(probes, &mut Random::seeded(), root, |node, random| {
            let p = node.as_ref()?;
            match self.choose(p, false) {
                Choice::Branch(_, free) if hands_off(free, p.rows_left) => {
                    let handed_off = rows_estimate(1, &self.remaining_rows(p), random);
                    Some((1, None, handed_off))
                }
                Choice::Branch(line, free) => {
                    let at = random_bit(free, random).trailing_zeros() as usize;
                    Some((
                        free.count_ones(),
                        Some(self.place(p, line.cell(at))),
                        node_cost,
                    ))
                }
                Choice::Dead | Choice::Complete => None,
            }
        })
    }

    /// The number of ways to complete the placement.
    pub fn count(&self, p: Partial) -> u64 {
        if self.n <= lanes::MAX_N {
            return self.count_lanes(&p);
        }
        self.count_by_lines(p)
    }

    /// The board's count if counting it takes less than `*budget` (in
    /// steps of the fast core: a node of this search costs
    /// `DYNAMIC_NODE`, and the trees it hands to the fast core their own
    /// steps); else, as soon as it would take more, what it counted and
    /// the placements it did not finish, from which the count goes on
    /// (`Unfinished`). `*budget` is left with what is unused (0 when
    /// unfinished).
    pub fn count_within(&self, budget: &mut u64) -> Result<u64, Unfinished> {
        match self.n <= lanes::MAX_N {
            true => self.bounded(Search::count_lanes_within, budget),
            false => self.bounded(Search::count_by_lines_within, budget),
        }
    }

    /// `count_within` by `core`, a bounded count from the start that
    /// returns what it counted, spends `*budget` as `count_within` says
    /// and, where it spends all of it, adds the placements it did not
    /// finish to `left`.
    fn bounded(&self, core: BoundedCore, budget: &mut u64) -> Result<u64, Unfinished> {
        let spent = *budget;
        let mut left = Vec::new();
        let counted = core(self, budget, &mut left);
        match *budget {
            0 => Err(Unfinished {
                counted,
                left,
                spent,
            }),
            _ => Ok(counted),
        }
    }
}

/// A core's bounded count (`Search::bounded`).
type BoundedCore = fn(&Search, &mut u64, &mut Vec<Partial>) -> u64;

/// What a bounded count that ran out of budget leaves: the solutions it
/// counted, and the placements below which it did not finish, whose
/// counts add up to the rest.
pub struct Unfinished {
    pub counted: u64,
    pub left: Vec<Partial>,
    /// The steps it spent: all of its budget.
    pub spent: u64,
}

impl Unfinished {
    /// The steps still to come of a count estimated at `steps` in all,
    /// once this bounded count's are spent (none once it spent more).
    pub fn rest_of(&self, steps: f64) -> f64 {
        (steps - self.spent as f64).max(0.0)
    }
}

mod lanes;

/// Whether the free cells `cells` (not empty) are one cell.
pub(super) fn has_one(cells: u64) -> bool {
    cells & (cells - 1) == 0
}

/// The first forced line, the first of the rows `forced_rows` if any,
/// else of the columns `forced_columns`, with its cell.
fn first_forced(
    forced_rows: u64,
    forced_columns: u64,
    free: impl Fn(Line) -> u64,
) -> Option<Choice> {
    let line = if forced_rows != 0 {
        Line::Row(forced_rows.trailing_zeros() as usize)
    } else if forced_columns != 0 {
        Line::Column(forced_columns.trailing_zeros() as usize)
    } else {
        return None;
    };
    Some(Choice::Branch(line, free(line)))
}

/// The number of cells in `cells` (not empty), counted only up to
/// `HANDOFF_CHOICES` (4): each step drops the lowest cell. Three steps
/// cost fewer instructions than a popcount, which the portable build
/// emulates in software.
fn choices_up_to_handoff(cells: u64) -> u32 {
    let two = cells & (cells - 1);
    let three = two & two.wrapping_sub(1);
    let four = three & three.wrapping_sub(1);
    1 + u32::from(two != 0) + u32::from(three != 0) + u32::from(four != 0)
}

/// The empty line with the fewest free cells `free` gives, the first of
/// equals (rows, then columns, each in order), when every empty line has
/// two or more. Counted up to `HANDOFF_CHOICES`, and where every line has
/// that many, in full if `exact` (otherwise the first line is as good).
/// Inlined: `place_from` calls it once per node, the search's hottest
/// loop.
#[inline(always)]
pub(super) fn fewest_unforced(
    rows_left: u64,
    cols_left: u64,
    free: impl Fn(Line) -> u64,
    exact: bool,
) -> Choice {
    let lines = || {
        bits(rows_left)
            .map(Line::Row)
            .chain(bits(cols_left).map(Line::Column))
    };
    let mut fewest = (u32::MAX, Line::Row(0), 0);
    for line in lines() {
        let cells = free(line);
        let choices = choices_up_to_handoff(cells);
        if choices < fewest.0 {
            fewest = (choices, line, cells);
            if choices == 2 {
                break; // none has fewer
            }
        }
    }
    if fewest.0 >= HANDOFF_CHOICES && exact {
        fewest.0 = u32::MAX;
        for line in lines() {
            let cells = free(line);
            if cells.count_ones() < fewest.0 {
                fewest = (cells.count_ones(), line, cells);
            }
        }
    }
    Choice::Branch(fewest.1, fewest.2)
}

/// The most constrained of the empty rows `rows_left` and empty columns
/// `cols_left`, whose free cells `free` gives, or why there is none. Of
/// lines with equally few free cells, the first (rows, then columns,
/// each in order) wins.
pub(super) fn most_constrained(
    rows_left: u64,
    cols_left: u64,
    free: impl Fn(Line) -> u64,
) -> Choice {
    if rows_left == 0 {
        return Choice::Complete;
    }
    let (mut forced_rows, mut forced_columns) = (0u64, 0u64);
    for (lines, forced, line) in [
        (rows_left, &mut forced_rows, Line::Row as fn(usize) -> Line),
        (cols_left, &mut forced_columns, Line::Column),
    ] {
        for at in bits(lines) {
            let cells = free(line(at));
            if cells == 0 {
                return Choice::Dead;
            }
            *forced |= u64::from(has_one(cells)) << at;
        }
    }
    match first_forced(forced_rows, forced_columns, &free) {
        Some(choice) => choice,
        None => fewest_unforced(rows_left, cols_left, free, true),
    }
}

/// Whether the search hands a placement with the empty rows `rows_left`,
/// whose most constrained line has the free cells `free`, to the fast
/// core.
pub(super) fn hands_off(free: u64, rows_left: u64) -> bool {
    choices_up_to_handoff(free) >= HANDOFF_CHOICES
        && rows_left.count_ones() as usize <= HANDOFF_ROWS
}

#[cfg(test)]
mod dynamic_tests;
