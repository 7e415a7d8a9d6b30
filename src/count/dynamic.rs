//! The board engine for boards with many forbidden cells: fills the row
//! with the fewest free cells next, and gives up on a placement as soon
//! as any empty row or column has no free cell left.
//!
//! Diagonals are absolute bitsets over the 2N−1 diagonals (a `u128`), as
//! rows are not filled in order; each node costs O(N), which sparse
//! boards repay many times over by the smaller tree. Where the pruning
//! stops paying (every line has several choices, few rows left), the
//! rest goes to the fast core, the placed queens folded into its masks.

#[cfg(not(feature = "judge"))]
use super::orient;
use super::{count_fast, Row};
use crate::board::{columns_mask, Board, Cell, Line};

/// The search hands the rest of a placement to the fast core once
/// even the most constrained line has this many choices left, that
/// is, once forward checking stops forcing moves...
const HANDOFF_CHOICES: u32 = 4;
/// ...and at most this many rows are left. Measured on every bench
/// board class at 8 to 20 rows (bench/RESULTS.md, one thread): 12 is
/// best on the 0.7-dense 18×18 board (1.93 s; 2.07 s at 20, 2.5 s at 10)
/// and as good as any on the sparser ones, where 20 was up to 2.9×
/// slower. At 20, a board of N ≤ 20 handed off at its root, so one thread
/// never used the dynamic order there while a split job did: `-j1` took
/// 2× the work of `-j8` on mid20. At 12, `-j1` and `-j8` pinned to one
/// core match on every bench board.
const HANDOFF_ROWS: usize = 12;

pub struct Search {
    n: usize,
    /// `allowed[r]`: the columns of row `r` where a queen may stand.
    /// Arrays of 64, read at `r & 63`: no bounds check in `choose`.
    allowed: [u64; 64],
    /// `allowed_rows[c]`: the rows of column `c` where one may stand.
    allowed_rows: [u64; 64],
}

/// A partial placement: which rows and columns are still empty and
/// which diagonals are taken, as bit r+c of `sums`, bit r−c+N−1 of
/// `differences` and, the same diagonals mirrored, bit c−r+N−1 of
/// `mirrored`, which reads a row's taken columns with a shift where
/// `differences` would need a bit reversal (the columns' cells read
/// `differences` the same way).
#[derive(Clone, Copy, Debug)]
pub struct Partial {
    rows_left: u64,
    cols_left: u64,
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
/// alike, and there the shifted DFS's cheaper nodes and the choice of
/// orientation win.
pub fn pays(board: &Board) -> bool {
    let n = board.n;
    let forbidden: u32 = board.forbidden.iter().map(|row| row.count_ones()).sum();
    // More than one forbidden cell in 8 (the 0.90-dense bench board has 1 in 10).
    forbidden as usize * 8 > n * n
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
    fn free_cells(&self, p: &Partial, line: Line) -> u64 {
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
    /// With `rows_only`, the most constrained empty row. Of lines with
    /// equally few free cells, the first (rows, then columns, each in
    /// order) wins. A line with one free cell is the most constrained
    /// unless another has none: past the first, the others are only
    /// checked for none, with no popcount (software-emulated in the
    /// portable build).
    pub fn choose(&self, p: &Partial, rows_only: bool) -> Choice {
        if p.rows_left == 0 {
            return Choice::Complete;
        }
        let mut best = (u32::MAX, Line::Row(0), 0);
        let columns = if rows_only { 0 } else { p.cols_left };
        for (lines, make) in [
            (p.rows_left, Line::Row as fn(usize) -> Line),
            (columns, Line::Column),
        ] {
            let mut lines = lines;
            while lines != 0 {
                let line = make(lines.trailing_zeros() as usize);
                lines &= lines - 1;
                let free = self.free_cells(p, line);
                if free == 0 {
                    return Choice::Dead;
                }
                if best.0 == 1 {
                    continue;
                }
                let choices = if free & (free - 1) == 0 {
                    1
                } else {
                    free.count_ones()
                };
                if choices < best.0 {
                    best = (choices, line, free);
                }
            }
        }
        Choice::Branch(best.1, best.2)
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
    fn remaining_rows(&self, p: &Partial) -> Vec<Row> {
        let mut rows: Vec<Row> = Vec::with_capacity(p.rows_left());
        let mut previous = 0;
        let mut left = p.rows_left;
        while left != 0 {
            let r = left.trailing_zeros() as usize;
            left &= left - 1;
            if let Some(last) = rows.last_mut() {
                last.gap = (r - previous) as u32;
            }
            let forbidden = !self.free_cells(p, Line::Row(r));
            rows.push(Row { forbidden, gap: 1 });
            previous = r;
        }
        rows
    }

    /// Knuth's estimate of the search's work from `probes` random paths
    /// (a fixed seed): the nodes this search visits, and the nodes of
    /// the fast core's trees it hands off (estimated along the path too).
    #[cfg(not(feature = "judge"))]
    pub fn estimated_work(&self, probes: usize) -> (f64, f64) {
        let mut random = orient::Random::seeded();
        let (mut nodes, mut handed_off) = (0.0, 0.0);
        for _ in 0..probes {
            let mut p = self.start();
            let mut paths = 1.0;
            while let Choice::Branch(line, free) = self.choose(&p, false) {
                if hands_off(free, &p) {
                    handed_off += paths * orient::probe(&self.remaining_rows(&p), &mut random);
                    break;
                }
                paths *= f64::from(free.count_ones());
                nodes += paths;
                let mut pick = free;
                for _ in 0..random.below(free.count_ones() as usize) {
                    pick &= pick - 1;
                }
                p = self.place(&p, line.cell(pick.trailing_zeros() as usize));
            }
        }
        (nodes / probes as f64, handed_off / probes as f64)
    }

    /// The number of ways to complete the placement.
    pub fn count(&self, p: Partial) -> u64 {
        match self.choose(&p, false) {
            Choice::Dead => 0,
            Choice::Complete => 1,
            Choice::Branch(_, free) if hands_off(free, &p) => {
                #[cfg(test)]
                super::paths::HANDOFF.fetch_add(1, super::paths::ORDER);
                count_fast(&self.remaining_rows(&p), 0, 0, 0, 0)
            }
            Choice::Branch(line, mut free) => {
                let mut total = 0;
                while free != 0 {
                    let at = free.trailing_zeros() as usize;
                    free &= free - 1;
                    total += self.count(self.place(&p, line.cell(at)));
                }
                total
            }
        }
    }
}

/// Whether the search hands the placement `p`, whose most constrained
/// line has the free cells `free`, to the fast core.
fn hands_off(free: u64, p: &Partial) -> bool {
    free.count_ones() >= HANDOFF_CHOICES && p.rows_left() <= HANDOFF_ROWS
}
