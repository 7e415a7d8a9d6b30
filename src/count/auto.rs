//! Auto's policy: how each case is counted, chosen by estimated cost, so
//! that every case costs work in proportion to its own tree.
//!
//! - A plain board goes to the plain-board engines (the caller counts each
//!   N once).
//! - Any other case is first searched on this thread within a budget of
//!   `SMALL_TREE_PLANS` times what planning it would cost: a small tree is
//!   counted then, with no estimate, no orientation and no job list.
//! - A case that exceeds it is planned (`fastest`: Knuth's estimates,
//!   orientation, symmetries, the join), and its plan comes back with its
//!   estimated cost for the caller to count, split or share out.
//! - For N ≤ `filter::MAX_N` the solution filter may count instead. It
//!   is built once per N, on the rule of renting and buying: when the
//!   searches of cases of that N (the case at hand included) have cost as
//!   much as building it would, never before, so a case counted once is
//!   not made slower by it, and a batch of many spends at most about
//!   twice what the better choice in hindsight would have. Once built, a
//!   case goes to the filter or to the search, whichever is estimated to
//!   cost less.
//!
//! Costs are in steps of the fast core (one candidate tried), the unit of
//! every estimate here; `crate::tuning` holds the ratios to other work.

use super::filter::{self, Filter};
use super::{best_search, dynamic, fastest, plain_plan, rows_of, Plan};
use crate::board::Board;
use crate::tuning::{FILTER_MEMORY, SMALL_TREE_PLANS};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::OnceLock;

/// How auto goes on with a case.
pub enum Counted {
    /// Counted on this thread.
    Count(u64),
    /// Too large to count before planning: this plan, estimated to take
    /// `steps` steps (`None`: not estimated, as for a forced engine),
    /// which the threads share out by.
    Plan {
        plan: Plan,
        #[cfg(not(feature = "judge"))]
        steps: Option<f64>,
    },
}

/// What auto learns over the cases of a run: the filters built so far
/// and what searching cost at each N. Shared by the threads that count
/// cases side by side.
pub struct Auto {
    filters: [OnceLock<Filter>; filter::MAX_N + 1],
    /// A thread is building the filter of this N.
    building: [AtomicBool; filter::MAX_N + 1],
    /// Steps spent searching cases of this N while it had no filter.
    searched: [AtomicU64; filter::MAX_N + 1],
}

impl Auto {
    pub fn new() -> Auto {
        Auto {
            filters: std::array::from_fn(|_| OnceLock::new()),
            building: std::array::from_fn(|_| AtomicBool::new(false)),
            searched: std::array::from_fn(|_| AtomicU64::new(0)),
        }
    }

    /// Counts `board`, or plans it if it is too large to count at once.
    pub fn count(&self, board: &Board) -> Counted {
        let n = board.n;
        if board.is_plain() {
            return planned(plain_plan(n));
        }
        let small = small_tree(n);
        let filter = self.filter(n);
        let filter_cost = filter.map(|filter| filter.cost(board));
        if let (Some(filter), Some(cost)) = (filter, filter_cost) {
            if cost <= small {
                return Counted::Count(filter.count(board));
            }
        }
        // The search within its budget (and within the filter's cost).
        let budget = filter_cost.map_or(small, |cost| cost.min(small)) as u64;
        let mut left = budget;
        if let Some(count) = search_within(board, &mut left) {
            self.searched(n, (budget - left) as f64);
            return Counted::Count(count);
        }
        // Planned: with a filter, the best search or the filter, whichever
        // is estimated to cost less; without, the fastest plan, unless
        // this case makes building the filter pay (its first search
        // counts as searching).
        planned(match (filter, filter_cost) {
            (Some(filter), Some(cost)) => {
                let (plan, steps) = best_search(board);
                if cost < steps {
                    return Counted::Count(filter.count(board));
                }
                (plan, steps)
            }
            _ => {
                let (plan, steps) = fastest(board);
                if let Some(filter) = self.searched(n, budget as f64 + steps) {
                    return Counted::Count(filter.count(board));
                }
                (plan, steps)
            }
        })
    }

    /// The filter of N = `n` if it is built.
    fn filter(&self, n: usize) -> Option<&Filter> {
        self.filters.get(n)?.get()
    }

    /// Notes that searching a case of N = `n` cost `steps`; builds the
    /// filter of that N once the searches have cost as much as building it
    /// would, and returns it when it was built for this case.
    fn searched(&self, n: usize, steps: f64) -> Option<&Filter> {
        if n > filter::MAX_N || Filter::memory(n) > FILTER_MEMORY {
            return None;
        }
        let before = self.searched[n].fetch_add(steps as u64, Ordering::Relaxed);
        if (before as f64 + steps) < Filter::build_cost(n) {
            return None;
        }
        // One thread builds it; the others search until it is there.
        if self.building[n].swap(true, Ordering::Relaxed) {
            return None;
        }
        Some(self.filters[n].get_or_init(|| Filter::new(n)))
    }

    /// The filter of N = `n`, built now if it is not yet (the forced
    /// engine `filter`).
    #[cfg(not(feature = "judge"))]
    pub fn built_filter(&self, n: usize) -> &Filter {
        self.filters[n].get_or_init(|| Filter::new(n))
    }
}

/// A plan and its estimated steps, to count.
fn planned((plan, _steps): (Plan, f64)) -> Counted {
    Counted::Plan {
        plan,
        #[cfg(not(feature = "judge"))]
        steps: Some(_steps),
    }
}

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

/// The board's count by the search that suits it without planning (the
/// dynamic search where many cells are forbidden, else the fast core on
/// the board as given), if it takes fewer than `*budget` steps; `*budget`
/// is left with the steps unused.
fn search_within(board: &Board, budget: &mut u64) -> Option<u64> {
    if dynamic::pays(board) {
        let search = dynamic::Search::new(board);
        search.count_within(search.start(), budget)
    } else {
        super::count_fast_within(&rows_of(board), budget)
    }
}
