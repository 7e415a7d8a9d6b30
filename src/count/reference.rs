//! The reference engine: the masked bitmask DFS with a level argument, on
//! the board as given, top row first. Every faster engine is checked
//! against it, in the tests and in the benchmark, so it stays plain.

use super::{place, spend, Row};

/// The name `--engine` and `--time` give this engine.
pub const NAME: &str = "reference";

/// The masked bitmask DFS: counts the ways to put one queen on each of
/// `rows[level..]`, given the columns and diagonals already attacked at
/// `rows[level]`. `diag_left` holds the diagonal attacks that move to the
/// next higher bit per row down, `diag_right` those that move lower.
///
/// Iterative over an explicit stack (no call per node), and the last row
/// is counted with a popcount instead of being descended into.
pub fn count_from(rows: &[Row], level: usize, cols: u64, diag_left: u64, diag_right: u64) -> u64 {
    let count = dfs::<false>(rows, level, (cols, diag_left, diag_right), &mut 0);
    count.expect("an unbounded count ends")
}

/// `count_from` over all of `rows`, if it tries fewer than `*budget / 2`
/// candidates (a candidate of this loop costs about two steps of the fast
/// core, the budget's unit); `None` as soon as it would try more. It needs
/// no setup, so tiny trees are counted cheapest by it. `*budget` is left
/// with what is unused (0 after `None`).
pub fn count_from_within(rows: &[Row], budget: &mut u64) -> Option<u64> {
    dfs::<true>(rows, 0, (0, 0, 0), budget)
}

/// `count_from`; `BOUNDED`: within `*budget` (see `count_from_within`),
/// which unbounded is not read.
fn dfs<const BOUNDED: bool>(
    rows: &[Row],
    level: usize,
    (cols, diag_left, diag_right): (u64, u64, u64),
    budget: &mut u64,
) -> Option<u64> {
    if level >= rows.len() {
        return Some(1);
    }
    let last = rows.len() - 1;
    // Per level: the candidates not tried yet and the masks they came with.
    let mut stack = [(0u64, 0u64, 0u64, 0u64); 64];
    let (mut cols, mut diag_left, mut diag_right) = (cols, diag_left, diag_right);
    let mut free = !(cols | diag_left | diag_right | rows[level].forbidden);
    if level == last {
        return Some(u64::from(free.count_ones()));
    }
    let mut depth = level;
    let mut total = 0u64;
    loop {
        if free == 0 {
            if depth == level {
                return Some(total);
            }
            depth -= 1;
            let saved = stack[depth];
            free = saved.0;
            cols = saved.1;
            diag_left = saved.2;
            diag_right = saved.3;
            continue;
        }
        if BOUNDED && !spend(budget, 2) {
            return None;
        }
        let bit = free & free.wrapping_neg(); // lowest candidate column
        free ^= bit; // mark it tried
        let (next_cols, next_left, next_right) =
            place(rows[depth].gap, bit, cols, diag_left, diag_right);
        let next_free = !(next_cols | next_left | next_right | rows[depth + 1].forbidden);
        if depth + 1 == last {
            // Every free cell of the last row completes a placement.
            total += u64::from(next_free.count_ones());
        } else if next_free != 0 {
            stack[depth] = (free, cols, diag_left, diag_right);
            depth += 1;
            free = next_free;
            cols = next_cols;
            diag_left = next_left;
            diag_right = next_right;
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::count::reference;
    use crate::count::{fast_search, Plan};
    use crate::rare_paths::{hits, Path};
    use crate::testing::{random_board, reference_count, Rng};

    /// The reference engine is what every other engine is checked
    /// against: it counts with its own loop alone, never the fast core
    /// that its trees are large enough for (which the fast engine shows).
    #[test]
    fn the_reference_engine_never_runs_the_fast_core() {
        let mut rng = Rng(0x5EED_00F0);
        for _ in 0..20 {
            let board = random_board(&mut rng, 13, 85, false);
            let before = hits(Path::FastCore);
            let count = Plan::from(reference(&board)).count_all();
            assert_eq!(hits(Path::FastCore), before, "{:?}", board);
            assert_eq!(count, reference_count(&board));
            assert_eq!(Plan::from(fast_search(&board)).count_all(), count);
        }
        assert!(
            hits(Path::FastCore) > 0,
            "the fast engine ran the fast core"
        );
    }
}
