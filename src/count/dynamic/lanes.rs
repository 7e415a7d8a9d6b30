//! The dynamic search's core for boards of up to 16 rows: every line's
//! open cells as one 16-bit lane, rows in lanes 0–15 (bit c: column c)
//! and columns in lanes 16–31 (bit r: row r), so that a queen's attacks
//! on all 32 lines are one AND-NOT with a row of `ATTACKS`, and the
//! test for an empty line, the popcounts and the choice of the most
//! constrained line are each a pass over 32 lanes, which the compiler
//! keeps in four 128-bit registers (plain x86-64 has them: the judge
//! build gets the same code).
//!
//! A queen's attacks are known before the board is: the table is the
//! 16×16 geometry, and a smaller board's lanes only use its low bits
//! (lanes past N, like the lanes of filled lines, are marked filled:
//! never read as empty, never chosen). Every placement is checked at once for an empty line (forward
//! checking); no count is handed to the fast core, whose cheaper nodes
//! lose here to the pruning they give up.

use super::{Partial, Search};
use crate::board::Cell;
use crate::count::{bits, spend};
use crate::tuning::LANES_NODE;

/// The largest N the lanes hold.
pub const MAX_N: usize = 16;

/// Rows and columns, one lane each.
const LANES: usize = 2 * MAX_N;

/// `ATTACKS[r * 16 + c]`: the cells of each line that a queen on row `r`,
/// column `c` attacks; on its own row and column, every cell but its own
/// (so that the lane keeps the queen's cell, and never reads as empty).
static ATTACKS: [[u16; LANES]; MAX_N * MAX_N] = attacks();

const fn attacks() -> [[u16; LANES]; MAX_N * MAX_N] {
    let mut table = [[0u16; LANES]; MAX_N * MAX_N];
    let mut r = 0;
    while r < MAX_N {
        let mut c = 0;
        while c < MAX_N {
            let mut line = 0;
            while line < MAX_N {
                // A row and a column are the same lines with r and c swapped.
                table[r * MAX_N + c][line] = line_attacks(r, c, line);
                table[r * MAX_N + c][MAX_N + line] = line_attacks(c, r, line);
                line += 1;
            }
            c += 1;
        }
        r += 1;
    }
    table
}

/// The cells of row `line` that a queen on row `r`, column `c` attacks:
/// its column and the two diagonals, `line − r` columns to either side.
const fn line_attacks(r: usize, c: usize, line: usize) -> u16 {
    if line == r {
        return !(1 << c);
    }
    let apart = line.abs_diff(r);
    let mut cells = 1u16 << c;
    if c + apart < MAX_N {
        cells |= 1 << (c + apart);
    }
    if c >= apart {
        cells |= 1 << (c - apart);
    }
    cells
}

/// `LINE[lane]`: all ones in that lane, 0 in the others: what a queen
/// on the lane's line ORs into its filled lanes (a table row, as the
/// attacks are: comparing each lane's number with the queen's would cost
/// more than the rest of the placement).
static LINE: [[u16; LANES]; LANES] = one_lane_each();

const fn one_lane_each() -> [[u16; LANES]; LANES] {
    let mut table = [[0u16; LANES]; LANES];
    let mut lane = 0;
    while lane < LANES {
        table[lane][lane] = u16::MAX;
        lane += 1;
    }
    table
}

/// A placement as the lanes keep it.
#[derive(Clone, Copy)]
pub struct Open {
    cells: [u16; LANES],
    /// All ones where the lane's line holds a queen (or is past N), else
    /// 0: OR-ed into the lane at every placement, so that it never reads
    /// as empty, and weighed into its key, so that it is never chosen.
    filled: [u16; LANES],
}

/// Which line the search fills next among equally constrained ones:
/// the one nearest the board's middle, whose queen attacks the most
/// cells of the lines around it (rows before columns at equal distance).
pub struct Order {
    /// `rank[lane]`: the lane's place in the order.
    rank: [i16; LANES],
    /// `lane[rank]`: the lane of each place.
    lane: [u8; LANES],
}

impl Order {
    pub fn new(n: usize) -> Order {
        let mut lanes: Vec<usize> = (0..LANES).collect();
        let from_middle = |lane: usize| (2 * (lane % MAX_N)).abs_diff(n.saturating_sub(1));
        lanes.sort_by_key(|&lane| (from_middle(lane), lane % MAX_N, lane / MAX_N));
        let mut order = Order {
            rank: [0; LANES],
            lane: [0; LANES],
        };
        for (rank, &lane) in lanes.iter().enumerate() {
            order.rank[lane] = rank as i16;
            order.lane[rank] = lane as u8;
        }
        order
    }
}

/// The weight that puts a filled lane behind every empty one.
const FILLED: i16 = 1 << 14;

impl Open {
    /// The lanes of `p`, a placement of `search`.
    pub fn of(search: &Search, p: &Partial) -> Open {
        let mut open = Open {
            cells: [u16::MAX; LANES],
            filled: [u16::MAX; LANES],
        };
        for r in bits(p.rows_left) {
            open.cells[r] = search.free_cells(p, crate::board::Line::Row(r)) as u16;
            open.filled[r] = 0;
        }
        for c in bits(p.cols_left) {
            open.cells[MAX_N + c] = search.free_cells(p, crate::board::Line::Column(c)) as u16;
            open.filled[MAX_N + c] = 0;
        }
        open
    }

    /// The empty lane with the fewest open cells (of equals, the first
    /// in `order`), and its open cells.
    #[inline(always)]
    fn most_constrained(&self, order: &Order) -> (usize, u16) {
        let mut least = i16::MAX;
        for lane in 0..LANES {
            let filled = (self.filled[lane] & FILLED as u16) as i16;
            let key = ((self.cells[lane].count_ones() as i16) << 6 | order.rank[lane]) + filled;
            least = least.min(key);
        }
        let lane = usize::from(order.lane[(least & 31) as usize]) & (LANES - 1);
        (lane, self.cells[lane])
    }

    /// The first lane in `order` with one open cell (a line whose queen
    /// is forced), if any. Filled lanes have all 16 bits set and never
    /// count as one cell.
    #[inline(always)]
    fn forced(&self, order: &Order) -> Option<usize> {
        let mut least = i16::MAX;
        for lane in 0..LANES {
            let cells = self.cells[lane];
            // Clearing the lowest cell leaves none: one cell.
            let many = i16::from(cells & cells.wrapping_sub(1) != 0);
            least = least.min(order.rank[lane] | many << 6);
        }
        (least < 64).then(|| usize::from(order.lane[least as usize & (LANES - 1)]))
    }

    /// `self` with a queen on the cell at `at` along `lane`, or `None` if
    /// that leaves some line without an open cell.
    #[inline(always)]
    // One index for the four arrays of a lane: the loop the compiler
    // turns into four registers' worth of each operation.
    #[allow(clippy::needless_range_loop)]
    fn place(&self, lane: usize, at: usize) -> Option<Open> {
        let (r, c) = queen(lane, at);
        let attacks = &ATTACKS[(r * MAX_N + c) & (MAX_N * MAX_N - 1)];
        let (row, column) = (&LINE[r & (MAX_N - 1)], &LINE[MAX_N + (c & (MAX_N - 1))]);
        // Built lane by lane: a store into one lane of a copy would stall
        // the next full read of it. The queen's own lines are filled at
        // once, so that they never read as one open cell.
        let mut next = Open {
            cells: [0; LANES],
            filled: [0; LANES],
        };
        let mut empty = 0u16;
        for lane in 0..LANES {
            let filled = self.filled[lane] | row[lane] | column[lane];
            let cells = self.cells[lane] & !attacks[lane] | filled;
            next.cells[lane] = cells;
            next.filled[lane] = filled;
            empty |= u16::from(cells == 0);
        }
        (empty == 0).then_some(next)
    }

    /// Places, one after another, the queens that lines with one open
    /// cell force (the first such line in `order` each time), while more
    /// than one of its `rows` empty rows is left; `false` as soon as one
    /// leaves a line empty.
    #[inline(always)]
    fn place_forced(&mut self, order: &Order, rows: &mut u32) -> bool {
        while *rows >= 2 {
            let lane = match self.forced(order) {
                Some(lane) => lane,
                None => break,
            };
            let at = self.cells[lane].trailing_zeros() as usize;
            *self = match self.place(lane, at) {
                Some(next) => next,
                None => return false,
            };
            *rows -= 1;
        }
        true
    }
}

/// The cell at `at` along `lane`: row and column.
fn queen(lane: usize, at: usize) -> Cell {
    match lane < MAX_N {
        true => (lane, at),
        false => (at, lane - MAX_N),
    }
}

/// The number of ways to complete `open`, which has `left` (≥ 1) empty
/// rows. Every placement is followed by the queens it forces
/// (`Open::place_forced`), so that a call is made only for a placement
/// whose lines all have two open cells or more. `BOUNDED`: charges
/// `LANES_NODE` steps a call to `*budget` and, once that is spent,
/// returns what it counted with `*budget` 0 and in `unfinished` the
/// placements it did not finish (the protocol of `Search::count_lines`);
/// unbounded, `*budget` and `unfinished` are not read.
pub fn count<const BOUNDED: bool>(
    search: &Search,
    open: &Open,
    left: u32,
    budget: &mut u64,
    unfinished: &mut Vec<Partial>,
) -> u64 {
    if BOUNDED && !spend(budget, LANES_NODE) {
        unfinished.push(search.start());
        return 0;
    }
    let (lane, mut cells) = open.most_constrained(&search.order);
    if left == 1 {
        return u64::from(cells.count_ones());
    }
    let mut total = 0;
    while cells != 0 {
        let at = cells.trailing_zeros() as usize;
        cells &= cells - 1;
        let mut next = match open.place(lane, at) {
            Some(next) => next,
            None => continue,
        };
        let mut rows = left - 1;
        let live = next.place_forced(&search.order, &mut rows);
        if !live {
            continue;
        }
        // One row and one column left, open to each other: one way.
        if rows == 1 {
            total += 1;
            continue;
        }
        total += count::<BOUNDED>(search, &next, rows, budget, unfinished);
        if BOUNDED && *budget == 0 {
            // The queens this placement forced need not be kept: below
            // it they are forced again, in every completion.
            let siblings = bits(u64::from(cells)).map(|at| queen(lane, at));
            search.unwind(unfinished, &[queen(lane, at)], siblings);
            return total;
        }
    }
    total
}

impl Search {
    /// `count_within` by the lanes (N ≤ `MAX_N`).
    pub(super) fn count_lanes_within(&self, budget: &mut u64, left: &mut Vec<Partial>) -> u64 {
        let open = Open::of(self, &self.start());
        count::<true>(self, &open, self.n as u32, budget, left)
    }

    /// The count from `p` by the lanes (N ≤ `MAX_N`).
    pub(super) fn count_lanes(&self, p: &Partial) -> u64 {
        match p.rows_left() {
            0 => 1,
            left => count::<false>(
                self,
                &Open::of(self, p),
                left as u32,
                &mut 0,
                &mut Vec::new(),
            ),
        }
    }

    /// Knuth's estimate of the steps the lanes take, from `probes`
    /// descents (a fixed seed): `LANES_NODE` a call.
    pub(super) fn lanes_steps(&self, probes: usize) -> f64 {
        use crate::count::tree_estimate::knuth;
        use crate::random::Random;
        let start = Open::of(self, &self.start());
        let root = |_: &mut Random| ((start, self.n as u32), 1.0);
        knuth(
            probes,
            &mut Random::seeded(),
            root,
            |&(open, left), random| {
                if left <= 2 {
                    return None;
                }
                let (lane, cells) = open.most_constrained(&self.order);
                let calls: Vec<(Open, u32)> = bits(u64::from(cells))
                    .filter_map(|at| {
                        let mut next = open.place(lane, at)?;
                        let mut rows = left - 1;
                        let live = next.place_forced(&self.order, &mut rows);
                        (live && rows > 1).then_some((next, rows))
                    })
                    .collect();
                let call = *calls.get(random.below(calls.len().max(1)))?;
                Some((calls.len() as u32, call, LANES_NODE as f64))
            },
        ) + LANES_NODE as f64
    }
}

#[cfg(test)]
mod lanes_tests;
