//! An N's first search: its budget, small enough that a case too large
//! for it costs little more for having been searched first, and the
//! estimate that may make it needless, where the filter of its N would
//! only be built once it ran out.

#[cfg(test)]
use super::Way;
use super::{Auto, By};
use crate::board::Board;
use crate::count::filter::{self, Filter};
use crate::count::{count_fast_within, count_from_within, dynamic, orient, rows_of};
use crate::tuning::{SEARCH_SETUP, SMALL_TREE_PLANS};
use std::sync::atomic::Ordering::Relaxed;
use std::sync::Arc;

impl Auto {
    /// The filter of `board`'s N, built now for its first of 2 or more
    /// cases where Knuth's estimate of its search (a fraction of the first
    /// budget) passes its first `budget`, and the filter pays for a search
    /// that runs out there and the least plan after it (the rest of the
    /// dynamic search, which goes on from where it stopped; all of the
    /// fast core's): the search would only run out and build it. The
    /// estimate then stands for the search in the record of its N's
    /// searches. No board of N up to `WHOLE_TREE_FITS` is estimated: its
    /// tree is within the budget.
    pub(super) fn estimate_pays(&self, board: &Board, budget: f64) -> Option<Arc<Filter>> {
        let n = board.n;
        let searched = self.searched.get(n)?.load(Relaxed);
        if n <= WHOLE_TREE_FITS || searched > 0 || self.ahead[n].load(Relaxed) < 2 {
            return None;
        }
        #[cfg(test)]
        self.tally(Way::Estimated);
        let (estimate, dynamic) = first_estimate(board);
        if estimate <= budget {
            return None;
        }
        let weighed = self.pace.weigh(estimate, dynamic);
        let spent = self.pace.weigh(budget, dynamic);
        let rest = if dynamic { weighed - spent } else { weighed };
        if !self.pays(board, spent, self.planner.least(board, rest)) {
            return None;
        }
        let built = self.build(n)?;
        self.note_searched(n, weighed);
        Some(built)
    }

    /// The first search's budget for `board`: `small` (while another
    /// thread builds the filter, too), none where it is `hopeless`, or
    /// what it must spend for the cases to come to repay the filter.
    pub(super) fn first_budget(&self, board: &Board, forbidden: usize, small: f64) -> f64 {
        let n = board.n;
        if n > filter::MAX_N || self.building[n].load(Relaxed) {
            return small;
        }
        let step = self.pace.weigh(1.0, dynamic::pays(board));
        if self.hopeless(n, forbidden, 1.0, small * step) {
            return 0.0;
        }
        (self.unpaid(board, 0.0, small * step) / step + 1.0)
            .clamp(0.0, small)
            .floor()
    }
}

/// The largest N whose plain board's whole tree, which holds the tree of
/// every board of its size, is within its first budget (`small_tree`).
pub(super) const WHOLE_TREE_FITS: usize = 11;

/// The budget of the first search of a case of size `n`: `SMALL_TREE_PLANS`
/// times what planning costs (Knuth's estimates walk `PROBES` random
/// paths of up to N levels, each level about `PROBE_LEVEL` steps, for
/// each of the 8 orientations or once for the dynamic search). A tree
/// that exceeds it costs at most `1 + 1 / SMALL_TREE_PLANS` times its
/// own count to plan.
pub fn small_tree(n: usize) -> f64 {
    use crate::tuning::{PROBES, PROBE_LEVEL};
    SMALL_TREE_PLANS * (PROBES * n) as f64 * PROBE_LEVEL
}

/// The board's count by the search that suits it without planning, if it
/// takes fewer than `*budget` steps; `*budget` is left with the steps
/// unused. First the plain loop, which needs no setup, within what
/// setting up the search that follows costs (`SEARCH_SETUP` steps a
/// row), so that a tree too small to repay that is counted with none
/// (and all of a budget too small to repay it goes to the loop); then the
/// dynamic search where many cells are forbidden, else the fast core on
/// the board as given. The count comes with the name of the search that
/// made it; a dynamic search that runs out leaves what it did (the plan
/// goes on from it).
pub(super) fn search_within(
    board: &Board,
    budget: &mut u64,
) -> Result<(u64, By), Option<dynamic::Unfinished>> {
    let rows = rows_of(board);
    let tiny = (SEARCH_SETUP * board.n) as u64;
    // The search's setup (about `tiny`) is paid only where the budget
    // after the loop is `SMALL_TREE_PLANS` times it, as a plan's cost is;
    // a smaller budget is the loop's alone.
    if *budget <= tiny * (1 + SMALL_TREE_PLANS as u64) {
        let count = count_from_within(&rows, budget).ok_or(None)?;
        return Ok((count, By::Loop));
    }
    let mut left = tiny;
    if let Some(count) = count_from_within(&rows, &mut left) {
        *budget -= tiny - left;
        return Ok((count, By::Loop));
    }
    *budget -= tiny;
    if dynamic::pays(board) {
        let search = dynamic::Search::new(board);
        let count = search.count_within(budget).map_err(Some)?;
        Ok((count, By::Dynamic))
    } else {
        let count = count_fast_within(&rows, budget).ok_or(None)?;
        Ok((count, By::Fast))
    }
}

/// Knuth's estimate of the search that `search_within` makes of
/// `board` beyond its loop, as planning makes it, and whether that is the
/// dynamic search.
pub(super) fn first_estimate(board: &Board) -> (f64, bool) {
    match dynamic::pays(board) {
        true => (dynamic::Search::new(board).estimate(), true),
        false => (orient::estimate(board), false),
    }
}
