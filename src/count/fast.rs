//! The fast core: the masked DFS of `count_from`, without branches; it
//! also lists solutions (`list_fast`), for the solution filter.

use super::Row;
use crate::tuning::{SUBTREES, SUBTREE_MIN_ROWS};

/// The name `--engine` and `--time` give this engine.
pub const NAME: &str = "fast";

/// One branch-free DFS over part of the tree. Its stack holds only the
/// levels that still have untried candidates, so every step tries one
/// candidate and never visits an exhausted level.
struct Walker {
    free: u64,
    cols: u64,
    diag_left: u64,
    diag_right: u64,
    depth: u64,
    /// Entries on the stack; `usize::MAX` once the walk is over.
    len: usize,
    free_at: [u64; 64],
    cols_at: [u64; 64],
    left_at: [u64; 64],
    right_at: [u64; 64],
    depth_at: [u64; 64],
}

/// A subtree to walk: (free, cols, diag_left, diag_right, depth), free != 0.
type Root = (u64, u64, u64, u64, u64);

/// What a walker that lists placements keeps beside its stack: the queens
/// placed above its level, packed (see `list_fast`), per stack entry.
struct Listing {
    placed: u64,
    placed_at: [u64; 64],
    /// The placement the last step tried.
    found: u64,
}

/// Where a listed placement keeps the column of the queen on row `row`
/// (rows 0..16): 4 bits, row 0 highest, so that numeric order is
/// lexicographic order.
pub fn packed_shift(row: u64) -> u64 {
    60 - 4 * row
}

/// `yes` where `mask` is all ones, `no` where it is zero; plain bit
/// operations so that LLVM emits cmov rather than a branch.
#[inline(always)]
fn select(mask: u64, yes: u64, no: u64) -> u64 {
    yes & mask | no & !mask
}

impl Walker {
    fn new() -> Walker {
        Walker {
            free: 0,
            cols: 0,
            diag_left: 0,
            diag_right: 0,
            depth: 0,
            len: usize::MAX,
            free_at: [0; 64],
            cols_at: [0; 64],
            left_at: [0; 64],
            right_at: [0; 64],
            depth_at: [0; 64],
        }
    }

    fn start(&mut self, root: Root) {
        (
            self.free,
            self.cols,
            self.diag_left,
            self.diag_right,
            self.depth,
        ) = root;
        self.len = 0;
    }

    fn done(&self) -> bool {
        self.len == usize::MAX
    }

    /// Tries one candidate; returns 1 if it completes a placement.
    /// `forbidden` has all ones past the last row, so the last row never
    /// descends.
    #[inline(always)]
    fn step<const UNIT_GAPS: bool>(
        &mut self,
        forbidden: &[u64; 128],
        gaps: &[u64; 64],
        last: u64,
    ) -> u64 {
        self.step_listing::<UNIT_GAPS, false>(forbidden, gaps, last, None)
    }

    /// `step`, and when `LIST`, `listing` follows the walker: what was
    /// placed, pushed and popped with the rest, and the placement tried.
    #[inline(always)]
    fn step_listing<const UNIT_GAPS: bool, const LIST: bool>(
        &mut self,
        forbidden: &[u64; 128],
        gaps: &[u64; 64],
        last: u64,
        listing: Option<&mut Listing>,
    ) -> u64 {
        let (free, cols, depth) = (self.free, self.cols, self.depth);
        let (left, right) = (self.diag_left, self.diag_right);
        let bit = free & free.wrapping_neg(); // lowest candidate column
        let rest = free ^ bit; // candidates still untried at this level
        let gap = if UNIT_GAPS {
            1
        } else {
            gaps[(depth & 63) as usize]
        }; // `& 63`: no bounds check
           // The column now taken; the attacks drift one column per row.
        let (next_cols, next_left, next_right) = super::place(gap as u32, bit, cols, left, right);
        let next_free =
            !(next_cols | next_left | next_right | forbidden[((depth + 1) & 127) as usize]);
        // All ones iff next_free != 0: the sign bit of x | -x is set iff x != 0.
        let descend = ((next_free | next_free.wrapping_neg()) as i64 >> 63) as u64;
        let stay = usize::from(rest != 0);
        // Push this level unconditionally; it counts only if `stay`.
        let slot = self.len & 63;
        self.free_at[slot] = rest;
        self.cols_at[slot] = cols;
        self.left_at[slot] = left;
        self.right_at[slot] = right;
        self.depth_at[slot] = depth;
        // Top of the stack after the push: this level if it stays, else
        // the nearest level above with candidates left (wraps when none).
        let top = (self.len + stay).wrapping_sub(1);
        let t = top & 63;
        if let (true, Some(listing)) = (LIST, listing) {
            let placed = listing.placed;
            listing.found = placed | u64::from(bit.trailing_zeros()) << packed_shift(depth & 15);
            listing.placed_at[slot] = placed;
            listing.placed = select(descend, listing.found, listing.placed_at[t]);
        }
        self.free = select(descend, next_free, self.free_at[t]);
        self.cols = select(descend, next_cols, self.cols_at[t]);
        self.diag_left = select(descend, next_left, self.left_at[t]);
        self.diag_right = select(descend, next_right, self.right_at[t]);
        self.depth = select(descend, depth + 1, self.depth_at[t]);
        // Descending keeps the pushed entry; otherwise it is popped.
        self.len = top.wrapping_add((descend & 1) as usize);
        u64::from(depth == last)
    }
}

/// Whether the breadth-first split of a tree whose last row is `last`,
/// holding `roots` subtrees that start on row `depth`, goes a row deeper:
/// while there are fewer than `SUBTREES` of them and more than
/// `SUBTREE_MIN_ROWS` rows below. Where it stops changes no count (the
/// walkers count a subtree from any row), only how evenly they share it.
fn splits_again(roots: usize, depth: usize, last: u64) -> bool {
    SUBTREES > roots && depth as u64 + SUBTREE_MIN_ROWS < last
}

/// The same count as `count_from`, branch-free: every step tries one
/// candidate and picks descend, stay or pop with selects, so the branch
/// misprediction that the plain loop pays at about every node is gone.
/// The tree is split breadth first into up to `SUBTREES` subtrees and
/// two walkers step through them interleaved, since one walker alone
/// waits on its own dependency chain. Setting up costs a few KB of stack and a
/// small Vec, so tiny boards go to `count_from` instead.
pub fn count_fast(rows: &[Row], level: usize, cols: u64, diag_left: u64, diag_right: u64) -> u64 {
    let count = walk::<false>(rows, level, (cols, diag_left, diag_right), &mut 0);
    count.expect("an unbounded walk ends")
}

/// `count_fast`, if it takes fewer than `*budget` steps (candidates
/// tried); `None` as soon as it would take more. `*budget` is left with
/// the steps unused (0 after `None`).
pub fn count_fast_within(rows: &[Row], budget: &mut u64) -> Option<u64> {
    walk::<true>(rows, 0, (0, 0, 0), budget)
}

/// Adds to `listed` every placement of one queen on each of `rows` (1
/// to 16 rows, each with gap 1), packed: the column of row r in the 4
/// bits from `packed_shift(r)`. As in counting, the tree is split breadth
/// first into up to `SUBTREES` subtrees, which two walkers list side by
/// side. Long because the split and the walkers' loop are one piece, as
/// in `walk`, with the listing's bookkeeping beside them.
pub fn list_fast(rows: &[Row], listed: &mut Vec<u64>) {
    debug_assert!((1..=16).contains(&rows.len()) && rows.iter().all(|row| row.gap == 1));
    let mut forbidden = [u64::MAX; 128];
    for (i, row) in rows.iter().enumerate() {
        forbidden[i] = row.forbidden;
    }
    let last = rows.len() as u64 - 1;
    // Subtrees, each with the queens placed above it.
    let mut roots: Vec<(Root, u64)> = vec![((!forbidden[0], 0, 0, 0, 0), 0)];
    let mut depth = 0;
    while splits_again(roots.len(), depth, last) {
        let mut next = Vec::new();
        for &((mut free, cols, left, right, _), placed) in &roots {
            while free != 0 {
                let bit = free & free.wrapping_neg();
                free ^= bit;
                let (cols, left, right) = super::place(rows[depth].gap, bit, cols, left, right);
                let next_free = !(cols | left | right | forbidden[depth + 1]);
                let column = u64::from(bit.trailing_zeros());
                let root = (next_free, cols, left, right, depth as u64 + 1);
                next.push((root, placed | column << packed_shift(depth as u64)));
            }
        }
        roots = next;
        depth += 1;
    }
    let mut queue = roots.into_iter().filter(|((free, ..), _)| *free != 0);
    // Starts a walker on the next subtree; false when none is left. Out
    // of line: it runs once a subtree, and inlined it would compete with
    // the two walkers' state for registers in their loop.
    #[inline(never)]
    fn start(
        queue: &mut impl Iterator<Item = (Root, u64)>,
        walker: &mut Walker,
        listing: &mut Listing,
    ) -> bool {
        match queue.next() {
            Some((root, placed)) => {
                walker.start(root);
                listing.placed = placed;
                true
            }
            None => false,
        }
    }
    let new_listing = || Listing {
        placed: 0,
        placed_at: [0; 64],
        found: 0,
    };
    let (mut a, mut b) = (Walker::new(), Walker::new());
    let (mut a_listing, mut b_listing) = (new_listing(), new_listing());
    if !start(&mut queue, &mut a, &mut a_listing) {
        return;
    }
    if start(&mut queue, &mut b, &mut b_listing) {
        loop {
            list_step(&mut a, &mut a_listing, &forbidden, last, listed);
            list_step(&mut b, &mut b_listing, &forbidden, last, listed);
            if a.done() && !start(&mut queue, &mut a, &mut a_listing) {
                std::mem::swap(&mut a, &mut b);
                std::mem::swap(&mut a_listing, &mut b_listing);
                break;
            }
            if b.done() && !start(&mut queue, &mut b, &mut b_listing) {
                break;
            }
        }
    }
    while !a.done() {
        list_step(&mut a, &mut a_listing, &forbidden, last, listed);
    }
}

/// One step of a listing walker, its placement listed if it completes one.
#[inline(always)]
fn list_step(
    walker: &mut Walker,
    listing: &mut Listing,
    forbidden: &[u64; 128],
    last: u64,
    listed: &mut Vec<u64>,
) {
    // Unit gaps: the walker does not read them.
    const GAPS: [u64; 64] = [1; 64];
    let completed = walker.step_listing::<true, true>(forbidden, &GAPS, last, Some(listing));
    if completed == 1 {
        listed.push(listing.found);
    }
}

/// `count_fast` from `level` with the attacks `(cols, diag_left,
/// diag_right)` on it; `BOUNDED`: within `*budget` steps (see
/// `count_fast_within`), which unbounded is not read.
fn walk<const BOUNDED: bool>(
    rows: &[Row],
    level: usize,
    (cols, diag_left, diag_right): (u64, u64, u64),
    budget: &mut u64,
) -> Option<u64> {
    #[cfg(test)]
    crate::rare_paths::hit(crate::rare_paths::Path::FastCore);
    if level >= rows.len() {
        return Some(1);
    }
    let free = !(cols | diag_left | diag_right | rows[level].forbidden);
    let last = rows.len() as u64 - 1;
    if level as u64 == last {
        return Some(u64::from(free.count_ones()));
    }
    let mut forbidden = [u64::MAX; 128];
    let mut gaps = [0u64; 64];
    for (i, row) in rows.iter().enumerate() {
        forbidden[i] = row.forbidden;
        gaps[i] = u64::from(row.gap);
    }
    // Split the tree breadth first into subtrees for two walkers, whose
    // independent steps interleave (each alone is latency-bound).
    let mut roots: Vec<Root> = Vec::new();
    if free != 0 {
        roots.push((free, cols, diag_left, diag_right, level as u64));
    }
    let mut depth = level;
    while splits_again(roots.len(), depth, last) {
        let mut next = Vec::new();
        for &(mut f, c, l, r, _) in &roots {
            while f != 0 {
                let bit = f & f.wrapping_neg();
                f ^= bit;
                let (nc, nl, nr) = super::place(rows[depth].gap, bit, c, l, r);
                let nf = !(nc | nl | nr | forbidden[depth + 1]);
                if nf != 0 {
                    next.push((nf, nc, nl, nr, depth as u64 + 1));
                }
            }
        }
        roots = next;
        depth += 1;
    }
    if gaps[..rows.len()].iter().all(|&gap| gap == 1) {
        walk_all::<true, BOUNDED>(roots, &forbidden, &gaps, last, budget)
    } else {
        walk_all::<false, BOUNDED>(roots, &forbidden, &gaps, last, budget)
    }
}

/// Steps two walkers through the subtrees; `UNIT_GAPS` when every
/// row's gap is 1, so that the shift is a constant; `BOUNDED`: gives up
/// (`None`, `*budget` 0) when `*budget` steps do not finish.
fn walk_all<const UNIT_GAPS: bool, const BOUNDED: bool>(
    roots: Vec<Root>,
    forbidden: &[u64; 128],
    gaps: &[u64; 64],
    last: u64,
    budget: &mut u64,
) -> Option<u64> {
    // Takes `steps` from the budget, or says that it is spent.
    let mut spend = |steps: u64| !BOUNDED || super::spend(budget, steps);
    let mut queue = roots.into_iter();
    let mut a = Walker::new();
    let mut b = Walker::new();
    let mut total = 0u64;
    match queue.next() {
        Some(root) => a.start(root),
        None => return Some(0),
    }
    if let Some(root) = queue.next() {
        b.start(root);
    }
    if !b.done() {
        loop {
            if !spend(2) {
                return None;
            }
            total += a.step::<UNIT_GAPS>(forbidden, gaps, last);
            total += b.step::<UNIT_GAPS>(forbidden, gaps, last);
            if a.done() {
                match queue.next() {
                    Some(root) => a.start(root),
                    None => {
                        std::mem::swap(&mut a, &mut b);
                        break;
                    }
                }
            }
            if b.done() {
                match queue.next() {
                    Some(root) => b.start(root),
                    None => break,
                }
            }
        }
    }
    while !a.done() {
        if !spend(1) {
            return None;
        }
        total += a.step::<UNIT_GAPS>(forbidden, gaps, last);
    }
    Some(total)
}

#[cfg(test)]
mod tests {
    use super::count_fast;
    use crate::count::{count_from, Row};
    use crate::testing::Rng;

    #[test]
    fn fast_core_matches_reference_loop() {
        let mut rng = Rng(0x5EED_0001);
        let mut nonzero = 0;
        for case in 0..3000 {
            // Up to 14 columns and 11 rows, a quarter of the cells
            // forbidden: every shape of tree, none too large to count twice.
            let n = 1 + rng.below(14);
            let rows: Vec<Row> = (0..1 + rng.below(n.min(11)))
                .map(|_| Row {
                    forbidden: !crate::board::columns_mask(n) | (rng.next() & rng.next()),
                    // A third of the row sets have only unit gaps: their own walker.
                    gap: if case % 3 == 0 {
                        1
                    } else {
                        1 + rng.below(3) as u32
                    },
                })
                .collect();
            let level = rng.below(rows.len().min(3));
            let (cols, left, right) = if case % 2 == 0 {
                (0, 0, 0)
            } else {
                (1 << rng.below(n), 1 << rng.below(n), 1 << rng.below(n))
            };
            let expected = count_from(&rows, level, cols, left, right);
            assert_eq!(
                count_fast(&rows, level, cols, left, right),
                expected,
                "rows {:?} from level {}",
                rows,
                level
            );
            nonzero += usize::from(expected > 0);
        }
        assert!(nonzero > 1000, "only {} nonzero cases", nonzero);
    }

    #[test]
    fn fast_core_matches_reference_loop_on_deep_row_sets_with_gaps() {
        // 20 to 40 rows with gaps of 1 to 3, as the plain-board rings and the
        // dynamic hand-off make them: every slot of the walker's gap table.
        let mut rng = Rng(0x5EED_0006);
        let mut nonzero = 0;
        for _ in 0..300 {
            let rows_len = 20 + rng.below(21);
            let n = rows_len + rng.below(64 - rows_len + 1);
            let rows: Vec<Row> = (0..rows_len)
                .map(|_| {
                    // Two to four free cells a row: deep trees that stay small.
                    let free = (0..2 + rng.below(3)).fold(0u64, |free, _| free | 1 << rng.below(n));
                    Row {
                        forbidden: !free,
                        gap: 1 + rng.below(3) as u32,
                    }
                })
                .collect();
            let expected = count_from(&rows, 0, 0, 0, 0);
            assert_eq!(count_fast(&rows, 0, 0, 0, 0), expected, "rows {:?}", rows);
            nonzero += usize::from(expected > 0);
        }
        assert!(nonzero > 30, "only {} nonzero cases", nonzero);
    }
}
