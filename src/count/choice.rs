//! Which plan counts a board: auto's choice between the engines, by
//! estimated cost (Knuth's estimate of a search's tree, the join's cost
//! model), and the plans of the searches with the board's symmetries used.
//! `auto` decides, per case, whether a plan is needed at all.

use super::jobs::symmetry_plan;
use super::jobs::{Core, Jobs, RowSets};
use super::plan::Expand;
use super::{cost, dynamic, fast, join, orbits, orient, rows_around, rows_of, Plan};
use crate::board::{Board, Symmetries, MIRROR, TOP_BOTTOM, TRANSPOSE};
use crate::memory::Memory;
use crate::tuning::{
    GATE_PROBES, JOIN_MEMORY, JOIN_MIN_N, PIN_MIN_TREE_PER_PROBE_NODE, PIN_PROBES,
};
use std::sync::Arc;

/// What plans a case for auto: the program's plans, the join's tables
/// within `memory`.
#[derive(Clone, Debug, Default)]
pub struct Planner {
    pub memory: Arc<Memory>,
}

impl Planner {
    /// The plan of the plain board of size `n`, and its estimated steps:
    /// the join where it pays within the memory (`join_pays`), else the
    /// symmetry engine.
    pub fn plain(&self, n: usize) -> (Plan, f64) {
        plain_join(n, &self.memory).unwrap_or_else(|| plain_plan(n))
    }

    /// The least any plan of `board` can cost, its search estimated at
    /// `steps` of the fast core (`least_plan`).
    pub fn least(&self, board: &Board, steps: f64) -> f64 {
        least_plan(board, steps)
    }

    /// The plan of `board`, and its estimated steps: the best search
    /// (going on from `first`, the first search's bounded count, where it
    /// can), or the join where it is expected to cost less, a step of the
    /// dynamic search taking `dynamic_step` of the fast core's here (the
    /// join's steps are the fast core's). The join's tables are built
    /// only where `filter_pays` (whether the solution filter would pay
    /// against a plan of that many of the fast core's steps) says no to
    /// the least the join could cost.
    pub fn plan(
        &self,
        board: &Board,
        first: Option<dynamic::Unfinished>,
        dynamic_step: f64,
        filter_pays: &dyn Fn(f64) -> bool,
    ) -> (Plan, f64) {
        let (plan, steps) = best_search(board, first);
        let weighed = match plan {
            Plan::Dynamic(_) => steps * dynamic_step,
            _ => steps,
        };
        match filter_pays(least_plan(board, weighed)) {
            true => (plan, steps),
            false => join_if_cheaper(board, plan, steps, weighed),
        }
    }
}

/// Whether auto counts this plain N by the join within `memory`: from
/// `JOIN_MIN_N` on, with the whole table where it fits, else in slices
/// where one table's index (a slice's least) takes at most half the
/// budget.
pub fn join_pays(n: usize, memory: &Memory) -> bool {
    if !(JOIN_MIN_N..=join::MAX_N).contains(&n) {
        return false;
    }
    let board = Board::plain(n);
    join::Join::fits(&board, memory.whole()).is_ok()
        || join::Join::least_slice(&board) <= memory.bytes() / 2
}

/// The join of the plain board of size `n` and the steps (of the fast
/// core) that counting it is estimated to take, where auto counts it by
/// the join within `memory` (`join_pays`): with the whole table where it
/// fits, else in slices.
pub fn plain_join(n: usize, memory: &Memory) -> Option<(Plan, f64)> {
    if !join_pays(n, memory) {
        return None;
    }
    let board = Board::plain(n);
    let join = match join::Join::fits(&board, memory.whole()) {
        Ok(()) => join::Join::new(&board),
        Err(_) => join::Join::deferred(&board),
    };
    Some((join.into(), cost::plain_join_steps(n)))
}

/// The plan of a plain board of size `n` by the symmetry engine, and the
/// steps (of the fast core) that counting it is estimated to take.
pub fn plain_plan(n: usize) -> (Plan, f64) {
    let plan = symmetry_plan(n);
    let steps = plan.estimate(GATE_PROBES);
    (plan.into(), steps)
}

/// The reference engine's plan: the core DFS over the board as given,
/// top row first, one job. Every faster engine is checked against it.
pub fn reference(board: &Board) -> Jobs<RowSets> {
    RowSets::plan(
        super::reference::NAME,
        Core::Reference,
        vec![rows_of(board)],
        vec![1],
    )
}

/// The fastest plan for a board with forbidden cells, and the steps that
/// counting it is estimated to take: the best search, or the join where
/// it is expected to cost less: what auto plans a large case by, for the
/// tests that check its plans.
#[cfg(test)]
pub fn fastest(board: &Board) -> (Plan, f64) {
    let (plan, steps) = best_search(board, None);
    join_if_cheaper(board, plan, steps, steps)
}

/// `plan`, a search of `board` estimated at `steps` (`weighed` steps of
/// the fast core), or the join where it is expected to cost less.
pub fn join_if_cheaper(board: &Board, plan: Plan, steps: f64, weighed: f64) -> (Plan, f64) {
    if let Some((join, join_steps)) = cost::cheaper_join(board, weighed, JOIN_MEMORY) {
        #[cfg(test)]
        crate::rare_paths::hit(crate::rare_paths::Path::BoardJoin);
        return (join.into(), join_steps);
    }
    (plan, steps)
}

/// The least any plan of `board` can cost, its best search estimated at
/// `steps` of the fast core: the join's least where it fits
/// (`cost::least_join`), with no table built, or the search's.
pub fn least_plan(board: &Board, steps: f64) -> f64 {
    match cost::least_join(board, JOIN_MEMORY) {
        Some(join) if join < steps => join,
        _ => steps,
    }
}

/// The best search for a board with forbidden cells, and its estimated
/// steps: the dynamic search where many cells are forbidden, else the
/// fast core in the board's best orientation. The dynamic search goes on
/// from where `first`, its bounded count from the start, stopped (the
/// steps it spent no longer to come), unless the board's symmetries are
/// used instead.
pub fn best_search(board: &Board, first: Option<dynamic::Unfinished>) -> (Plan, f64) {
    if dynamic::pays(board) {
        let steps = dynamic::Search::new(board).estimate();
        let group = board.symmetries();
        // The mirror halving (`dynamic_search`) searches half the tree.
        let steps = match group.contains(MIRROR) || group.contains(TOP_BOTTOM) {
            true => steps / 2.0,
            false => steps,
        };
        let first = first.filter(|_| group.is_trivial());
        let (plan, steps) = match first {
            Some(first) => {
                let rest = first.rest_of(steps);
                (Jobs::resumed(dynamic::Search::new(board), first), rest)
            }
            None => (dynamic_search(board), steps),
        };
        (plan.into(), steps)
    } else {
        let (oriented, steps) = orient::best_with_estimate(board);
        (fast_search(&oriented).into(), steps)
    }
}

/// The dynamic-order search, the board's symmetries used (`symmetric`).
pub fn dynamic_search(board: &Board) -> Jobs<dynamic::Search> {
    let group = board.symmetries();
    if group.contains(TOP_BOTTOM) && !group.contains(MIRROR) {
        // Transposed, its top-bottom mirror is a left-right one.
        return dynamic_search(&board.transformed(TRANSPOSE));
    }
    let search = dynamic::Search::new(board);
    let start = search.start();
    let plan = Jobs::new(search, vec![(start, 1)]);
    symmetric(plan, board, group, pinned_dynamic)
}

/// `plan`, a search of `board`, with the board's symmetries used: pinned
/// border queens (`orbits`) or the mirror halving, whichever is estimated
/// to visit fewer nodes. The judge build leaves symmetries unused: judges'
/// boards are seldom symmetric.
fn symmetric<S: Expand>(
    mut plan: Jobs<S>,
    board: &Board,
    group: Symmetries,
    pinned_plan: fn(&Board, &[orbits::Pinned]) -> Jobs<S>,
) -> Jobs<S> {
    if group.contains(MIRROR) {
        plan.use_mirror(board.n);
    }
    pin_if_smaller(plan, board, group, pinned_plan)
}

/// The dynamic-order search from each configuration of pinned queens.
pub(crate) fn pinned_dynamic(
    board: &Board,
    configurations: &[orbits::Pinned],
) -> Jobs<dynamic::Search> {
    let search = dynamic::Search::new(board);
    let starts = configurations
        .iter()
        .map(|pinned| {
            let placed = (pinned.queens.iter()).fold(search.start(), |partial, &queen| {
                search.place(&partial, queen)
            });
            (placed, pinned.weight)
        })
        .collect();
    Jobs::new(search, starts)
}

/// The fast core on the board as given (orient it first), the board's
/// symmetries used (`symmetric`).
pub fn fast_search(board: &Board) -> Jobs<RowSets> {
    let plan = RowSets::plan(fast::NAME, Core::Fast, vec![rows_of(board)], vec![1]);
    symmetric(plan, board, board.symmetries(), pinned_fast)
}

/// The fast core from each configuration of pinned queens: the queens'
/// rows skipped, their attacks folded into the other rows.
pub(crate) fn pinned_fast(board: &Board, configurations: &[orbits::Pinned]) -> Jobs<RowSets> {
    let (row_sets, weights) = configurations
        .iter()
        .map(|pinned| (rows_around(board, &pinned.queens), pinned.weight))
        .unzip();
    RowSets::plan(fast::NAME, Core::Fast, row_sets, weights)
}

/// `plan`, or the plan that `pinned_plan` makes from the canonical
/// configurations of `board` (symmetries `group`) if Knuth's estimate
/// says that it visits fewer nodes.
fn pin_if_smaller<S: Expand>(
    plan: Jobs<S>,
    board: &Board,
    group: Symmetries,
    pinned_plan: fn(&Board, &[orbits::Pinned]) -> Jobs<S>,
) -> Jobs<S> {
    let lines = match orbits::pinned_lines(board.n, group) {
        Some(lines) => lines,
        None => return plan,
    };
    let smallest = (PIN_PROBES * board.n * PIN_MIN_TREE_PER_PROBE_NODE) as f64;
    if plan.estimate(GATE_PROBES) < smallest {
        return plan;
    }
    let unpinned = plan.estimate(PIN_PROBES);
    let pinned = pinned_plan(board, &orbits::canonical(board, group, &lines));
    if pinned.estimate(PIN_PROBES) < unpinned {
        #[cfg(test)]
        crate::rare_paths::hit(match lines.len() {
            2 => crate::rare_paths::Path::PinnedOnTwoLines,
            _ => crate::rare_paths::Path::PinnedOnFourLines,
        });
        pinned
    } else {
        plan
    }
}
