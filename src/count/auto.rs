//! Auto's policy: how each case is counted, chosen by estimated cost, so
//! that every case costs work in proportion to its own tree.
//!
//! - A plain board goes to its N's solution filter where that is built,
//!   else to the first search where its whole tree fits that search's
//!   budget, else to the plain-board engines (the caller counts each N
//!   once).
//! - Any other case is first searched on this thread within a budget of
//!   `SMALL_TREE_PLANS` times what planning it would cost: a small tree is
//!   counted then, with no estimate, no orientation and no job list.
//!   Where the searches of its N so far, per share of their trees,
//!   project it far past that budget, it is planned at once.
//! - A case that exceeds it is planned (`choice::Planner`: the program's
//!   by Knuth's estimates, orientation, symmetries and the join, the
//!   judge build's by the searches and the meet in the middle), and its
//!   plan comes back with its estimated cost for the caller to count,
//!   split or share out.
//! - For N ≤ `filter::MAX_N` the solution filter may count instead. It is
//!   built once per N, when the searches of that N's cases, projected over
//!   all its cases in the input, would cost more than building it and
//!   matching them (the input is scanned ahead for how many there are and
//!   how many cells each forbids, which its tree shrinks by: `tree_share`;
//!   without that, rent until renting has cost what buying would). A
//!   first search that runs out has cost at least itself, which may buy
//!   the filter, and it stops at the least such cost; an N's first case
//!   is estimated before it is searched, where the search would only run
//!   out and buy it (`first`). Once built, the filter's cost for a case is
//!   modelled from its forbidden cells, and a search races it within a
//!   share of that, unless the searches on record project it far past.
//!
//! Costs are in steps of the fast core (one candidate tried), the unit of
//! every estimate here; `crate::tuning` holds the ratios to other work.
//! Where a filter's build is at stake, the dynamic search's steps are
//! weighed by its pace on this machine (`pace`).

use super::choice::Planner;
use super::dynamic;
use super::filter::{self, Filter};
use super::pace::Pace;
use super::plan::Plan;
use crate::board::Board;
use crate::once_cell::Once;
use crate::tuning::{FILTER_RENT, RACE_HOPE, RACE_SHARE, RACE_TRIALS};
use std::sync::atomic::{AtomicBool, AtomicI64, AtomicU32, AtomicU64, Ordering::Relaxed};
use std::sync::Arc;

/// How auto goes on with a case.
pub enum Counted {
    /// Counted on this thread.
    Count {
        count: u64,
        /// The method that counted it, for `--time`.
        by: By,
    },
    /// Too large to count before planning: this plan, estimated to take
    /// `steps` steps (`None`: not estimated, as for a forced engine),
    /// which the threads share out by.
    Plan { plan: Plan, steps: Option<f64> },
}

/// What counted a case on this thread.
#[derive(Clone, Copy, Debug)]
pub enum By {
    /// The reference loop, within auto's first budget.
    Loop,
    /// The dynamic search, within auto's first budget.
    Dynamic,
    /// The fast core, within auto's first budget.
    Fast,
    /// The solution filter.
    Filter,
    /// The count of the same plain N, counted before.
    Known,
}

/// What auto knows of the run, per N up to `filter::MAX_N`: the filters
/// built, how many cases the input holds and how many have come, and
/// what searching them cost. Shared by the threads that count cases side
/// by side.
#[derive(Default)]
pub struct Auto {
    filters: [Once<Filter>; filter::MAX_N + 1],
    /// A thread is building the filter of this N.
    building: [AtomicBool; filter::MAX_N + 1],
    /// Cases of this N in the input with a forbidden cell (0: not known).
    ahead: [AtomicU32; filter::MAX_N + 1],
    /// Their `tree_share`s, summed (as `f64` bits).
    ahead_share: [AtomicU64; filter::MAX_N + 1],
    /// Cases of this N counted or being counted before its filter is built.
    seen: [AtomicU32; filter::MAX_N + 1],
    /// Their `tree_share`s, summed (as `f64` bits).
    seen_share: [AtomicU64; filter::MAX_N + 1],
    /// Steps spent searching them, or to be spent on their plans.
    searched: [AtomicU64; filter::MAX_N + 1],
    /// The races' record, per quarter of the cells forbidden (boards
    /// alike in density, whose searches and matches cost alike): the
    /// steps that the searches that won a race saved (the filter's cost
    /// as modelled, less theirs), less those that the searches that
    /// lost spent.
    raced: [[AtomicI64; 4]; filter::MAX_N + 1],
    /// The dynamic search's pace on this machine.
    pace: Pace,
    /// What plans a case too large for its first search.
    planner: Planner,
    /// The ways this `Auto` went, as many times as each (test builds):
    /// a test sees where its own cases went.
    #[cfg(test)]
    ways: [std::sync::atomic::AtomicUsize; ways::WAYS],
}

impl Auto {
    /// Auto planning by `planner`.
    pub fn new(planner: Planner) -> Auto {
        Auto {
            planner,
            ..Default::default()
        }
    }

    /// Notes that cases are counted side by side on `threads` threads:
    /// the filter's build holds up one of them.
    pub fn note_side_by_side(&self, threads: usize) {
        self.pace.note_threads(threads);
    }

    /// Notes the cases that the input holds, each as its N and its
    /// forbidden cells: those with a forbidden cell are the ones that
    /// come here (a plain board goes to the plain-board engines).
    pub fn note_ahead(&self, cases: &[(usize, usize)]) {
        for &(n, forbidden) in cases {
            if n <= filter::MAX_N && forbidden > 0 {
                self.ahead[n].fetch_add(1, Relaxed);
                add(&self.ahead_share[n], tree_share(n, forbidden));
            }
        }
    }

    /// Counts `board`, or plans it if too large.
    pub fn count(&self, board: &Board) -> Counted {
        let n = board.n;
        if board.is_plain() {
            // Where its N's filter is built, a plain board's count reads
            // its words once, far less than any plan; where its whole
            // tree fits the first budget, the first search counts it with
            // no plan's setup.
            if let Some(built) = self.filter(n) {
                return known(built.count(board), By::Filter);
            }
            if n <= WHOLE_TREE_FITS {
                let mut budget = small_tree(n) as u64;
                if let Ok((count, by)) = search_within(board, &mut budget) {
                    return known(count, by);
                }
            }
            return planned(self.planner.plain(n));
        }
        let forbidden = board.forbidden_cells();
        let small = small_tree(n);
        if let Some(built) = self.filter(n) {
            return self.race(&built, board, forbidden, small);
        }
        // Once the filter is built, the cases seen stay those searched.
        if let Some(seen) = self.seen.get(n) {
            seen.fetch_add(1, Relaxed);
            add(&self.seen_share[n], tree_share(n, forbidden));
        }
        let budget = self.first_budget(board, forbidden, small);
        if let Some(built) = self.estimate_pays(board, budget) {
            #[cfg(test)]
            self.tally(Way::BuiltEstimated);
            return known(built.count(board), By::Filter);
        }
        let mut left = budget as u64;
        let timer = self.pace.timer(n, budget, self.searched.get(n));
        let first = search_within(board, &mut left);
        // The steps of a dynamic search (its plan's too) weigh as its
        // pace; any other search's are the fast core's, or the loop's
        // within its setup.
        let dynamic = matches!(first, Ok((_, By::Dynamic)) | Err(Some(_)));
        let spent = self.pace.weigh_timed(timer, budget - left as f64, dynamic);
        let unfinished = match first {
            Ok((count, by)) => {
                self.settle(board, spent, 0.0);
                #[cfg(test)]
                self.tally(Way::Searched);
                return known(count, by);
            }
            Err(unfinished) => unfinished,
        };
        // Its first search ran out, so the case costs at least that much:
        // where the cases of its N to come repay the filter at that cost
        // alone, the filter is built now and this case is not planned.
        if self.pays(board, spent, 0.0) {
            if let Some(built) = self.build(n) {
                self.note_searched(n, spent);
                #[cfg(test)]
                self.tally(Way::BuiltUnplanned);
                return known(built.count(board), By::Filter);
            }
        }
        // Planned, the planner told whether the filter would pay against
        // a plan of some cost, the dynamic search's or not (so that it
        // builds no table that the filter would leave unread).
        let filter_pays = |steps| self.pays(board, spent, self.pace.weigh(steps, false));
        let dynamic_step = self.pace.dynamic_step();
        let (plan, steps) = self
            .planner
            .plan(board, unfinished, dynamic_step, &filter_pays);
        let pending = self.pace.weigh(steps, matches!(plan, Plan::Dynamic(_)));
        if let Some(built) = self.settle(board, spent, pending) {
            #[cfg(test)]
            self.tally(Way::BuiltFilter);
            return known(built.count(board), By::Filter);
        }
        #[cfg(test)]
        self.tally(Way::Planned);
        planned((plan, steps))
    }

    /// `board`, `forbidden` cells forbidden, by its built filter, unless a
    /// search is far cheaper: the search goes first, within `RACE_SHARE`
    /// of the filter's cost as modelled (cheap to tell, and high). Where
    /// many cells are forbidden it often ends far sooner; elsewhere it
    /// costs the filter little, and no plan is worth making beside a count
    /// of a few milliseconds. No race is run that is `hopeless`, nor once
    /// the record of an N and density shows that races do not pay.
    fn race(&self, built: &Filter, board: &Board, forbidden: usize, small: f64) -> Counted {
        let n = board.n;
        let quarter = 4 * forbidden / (n * n + 1);
        let raced = &self.raced[n][quarter];
        let modelled = built.modelled_cost(forbidden);
        let budget = (modelled * RACE_SHARE).min(small);
        let step = self.pace.weigh(1.0, dynamic::pays(board));
        if (raced.load(Relaxed) as f64) < -modelled * RACE_TRIALS
            || self.hopeless(n, forbidden, 0.0, budget * step)
        {
            #[cfg(test)]
            self.tally(Way::Filtered);
            return known(built.count(board), By::Filter);
        }
        let mut left = budget as u64;
        if let Ok((count, by)) = search_within(board, &mut left) {
            // Won: what the filter would have cost, less the search.
            raced.fetch_add((modelled - budget + left as f64) as i64, Relaxed);
            #[cfg(test)]
            self.tally(Way::RaceSearched);
            return known(count, by);
        }
        raced.fetch_sub(budget as i64, Relaxed);
        #[cfg(test)]
        self.tally(Way::RaceFiltered);
        known(built.count(board), By::Filter)
    }

    /// Whether the searches of N = `n` so far (`searched`), per share of
    /// the plain board's tree that theirs summed, project this one's
    /// search (`forbidden` cells) past `RACE_HOPE` times its budget,
    /// `weighed` as those searches were: a search that would only run
    /// out. The cases seen hold this one `seen` times (0 or 1).
    fn hopeless(&self, n: usize, forbidden: usize, seen: f64, weighed: f64) -> bool {
        let hope = weighed * RACE_HOPE;
        let share = tree_share(n, forbidden);
        let before = f64::from_bits(self.seen_share[n].load(Relaxed)) - share * seen;
        self.searched[n].load(Relaxed) as f64 * share > hope * before
    }

    /// The filter of N = `n` if it is built.
    fn filter(&self, n: usize) -> Option<Arc<Filter>> {
        self.filters.get(n)?.get()
    }

    /// Notes that searching `board` cost `spent` steps and that its plan
    /// will take `pending` more (0: it is counted); builds the filter of
    /// its N when that pays (`pays`), and returns it if this case should
    /// be counted by it. The case's search is on the record either way:
    /// the races after the build are projected from it (`hopeless`).
    fn settle(&self, board: &Board, spent: f64, pending: f64) -> Option<Arc<Filter>> {
        let n = board.n;
        let pays = n <= filter::MAX_N && self.pays(board, spent, pending);
        self.note_searched(n, spent + pending);
        if !pays {
            return None;
        }
        let built = self.build(n)?;
        (pending > 0.0).then_some(built)
    }

    /// Notes a search of `steps` in the record of N = `n`.
    fn note_searched(&self, n: usize, steps: f64) {
        if let Some(searched) = self.searched.get(n) {
            searched.fetch_add(steps as u64, Relaxed);
        }
    }

    /// Builds the filter of N = `n`, unless another thread is building
    /// it (this one then searches until it is there).
    fn build(&self, n: usize) -> Option<Arc<Filter>> {
        if self.building[n].swap(true, Relaxed) {
            return None;
        }
        Some(self.filters[n].get_or_build(|| Filter::new(n)))
    }

    /// Whether building the filter of `board`'s N pays, this case having
    /// cost `spent` steps so far and its plan `pending` more: if the
    /// searches of that N's cases (this one included), projected over
    /// all its cases to come, would cost more than building the filter
    /// and matching them (`unpaid`).
    fn pays(&self, board: &Board, spent: f64, pending: f64) -> bool {
        spent > self.unpaid(board, pending, spent)
    }

    /// The steps that this case of `board`'s N must have spent, beyond
    /// the searches of its N so far and its plan's `pending` steps, for
    /// its filter to pay (`pays`); infinite where none would make it pay.
    /// Where the build alone asks `within` or more, what it asks: the
    /// matches only add to it, and their model is dearer than the rest.
    fn unpaid(&self, board: &Board, pending: f64, within: f64) -> f64 {
        let n = board.n;
        if n > filter::MAX_N {
            return f64::INFINITY;
        }
        let searched = self.searched[n].load(Relaxed) as f64 + pending;
        let build = Filter::build_cost(n);
        let seen = self.seen[n].load(Relaxed).max(1);
        let seen_share = f64::from_bits(self.seen_share[n].load(Relaxed));
        // The cases to come, and their trees' shares: as the scan found
        // them, or as many as have come, alike, when it could not.
        let (to_come, to_come_share) = match self.ahead[n].load(Relaxed) {
            0 => (seen, seen_share),
            ahead => (
                ahead.saturating_sub(seen),
                f64::from_bits(self.ahead_share[n].load(Relaxed)) - seen_share,
            ),
        };
        let this_case = if pending > 0.0 { 1.0 } else { 0.0 };
        // What is unpaid where matching a case costs `filtering` steps.
        let unpaid = |filtering: f64| {
            // Each case the filter counts first races a search that may
            // lose; the races of boards like it stop once they have lost
            // `RACE_TRIALS` of the filter's counts more than they saved.
            let repay = build + filtering * (f64::from(to_come) + this_case + RACE_TRIALS);
            // What the searches so far, in proportion to their trees'
            // shares and projected over the cases to come, must reach
            // beside the plan's steps.
            let short = repay - pending;
            // (With no share to come, `short / 0` is infinite: nothing
            // pays.)
            let projected = match (short < 0.0, seen_share > 0.0) {
                (true, _) => 0.0,
                (false, true) => short * seen_share / to_come_share.max(0.0),
                (false, false) => f64::INFINITY,
            };
            // Until the searches have cost a share of the build, they
            // are too few to project from: one large case among many
            // small ones would buy a filter they never repay. Waiting
            // costs at most that share.
            projected.max(build * FILTER_RENT) - searched
        };
        let least = unpaid(0.0);
        match least < within {
            true => unpaid(Filter::model_cost(board)),
            false => least,
        }
    }

    /// The filter of N = `n`, built now if it is not yet (the forced
    /// engine `filter`).
    pub fn built_filter(&self, n: usize) -> Arc<Filter> {
        self.filters[n].get_or_build(|| Filter::new(n))
    }
}

/// The share of the plain board's solutions that a board of size `n`
/// with `forbidden` cells forbidden at random keeps: each queen stands on
/// a free cell with the chance `1 - forbidden / n²`. The searches' trees
/// shrink about alike with the cells forbidden, so a batch's cases are
/// projected by it.
pub fn tree_share(n: usize, forbidden: usize) -> f64 {
    let free = 1.0 - forbidden as f64 / (n * n) as f64;
    free.powi(n as i32)
}

/// Adds `x` to the `f64` whose bits `sum` holds.
fn add(sum: &AtomicU64, x: f64) {
    let _ = sum.fetch_update(Relaxed, Relaxed, |bits| {
        Some((f64::from_bits(bits) + x).to_bits())
    });
}

/// A count made on this thread by the method `by`.
pub fn known(count: u64, by: By) -> Counted {
    Counted::Count { count, by }
}

/// A plan and its estimated steps, to count.
fn planned((plan, steps): (Plan, f64)) -> Counted {
    Counted::Plan {
        plan,
        steps: Some(steps),
    }
}

/// A plan not estimated (a forced engine's), to count.
pub fn unestimated(plan: Plan) -> Counted {
    Counted::Plan { plan, steps: None }
}

impl Counted {
    /// The count, made on this thread, and whether it was planned: how
    /// the judge build's runner counts (the program counts a plan on its
    /// threads, in `solve`).
    #[allow(dead_code)]
    pub fn count_here(self) -> (u64, bool) {
        match self {
            Counted::Count { count, .. } => (count, false),
            Counted::Plan { plan, .. } => (plan.count_all(), true),
        }
    }
}

mod first;
pub use self::first::small_tree;
use self::first::{search_within, WHOLE_TREE_FITS};

#[cfg(test)]
mod auto_tests;
#[cfg(test)]
mod ways;
#[cfg(test)]
pub use ways::Way;
