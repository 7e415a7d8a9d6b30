//! The ways auto counts a case, tallied in test builds: a test sees
//! where its own cases went, and what auto weighs them by.

use super::Auto;
use std::sync::atomic::Ordering::Relaxed;

/// The ways auto counts a case, as test builds tally them.
#[derive(Clone, Copy, Debug)]
pub enum Way {
    /// Searched within its first budget, no filter built.
    Searched,
    /// Planned, no filter built.
    Planned,
    /// Counted by the filter that it made pay.
    BuiltFilter,
    /// Counted by the filter that its first search made pay, unplanned.
    BuiltUnplanned,
    /// Counted by the filter that its estimate made pay, unsearched.
    BuiltEstimated,
    /// Estimated before its first search (tallied beside its way).
    Estimated,
    /// The filter built, the search won the race.
    RaceSearched,
    /// The filter built, it counted.
    RaceFiltered,
    /// The filter built, its races stopped: it counted.
    Filtered,
}
/// How many ways there are.
pub const WAYS: usize = 9;

impl Auto {
    /// How many cases went `way`.
    pub fn went(&self, way: Way) -> usize {
        self.ways[way as usize].load(Relaxed)
    }

    /// What a step of the fast core's search weighs against the filter's
    /// build.
    pub fn fast_step_weight(&self) -> f64 {
        self.pace.weigh(1.0, false)
    }

    /// Tallies a case that went `way`.
    pub(super) fn tally(&self, way: Way) {
        self.ways[way as usize].fetch_add(1, Relaxed);
    }
}
