//! The judge build's choice of plan for a case too large for its first
//! search: the dynamic search where many cells are forbidden, else the
//! fast core, on the board as given (judges' boards are random: no
//! orientation, no symmetries), or the meet in the middle where its
//! estimate is below theirs. The program's choice (src/count/choice.rs)
//! adds orientation, symmetries and the join.

use super::jobs::{symmetry_plan, Core, Jobs, RowSets};
use super::meet::Meet;
use super::plan::Plan;
use super::{dynamic, fast, orient, rows_of};
use crate::board::Board;

/// What plans a case for auto in the judge build.
#[derive(Default)]
pub struct Planner;

impl Planner {
    /// The plan of the plain board of size `n`: the symmetry engine. Its
    /// steps go unused on one thread.
    pub fn plain(&self, n: usize) -> (Plan, f64) {
        (symmetry_plan(n).into(), 0.0)
    }

    /// The least any plan of `board` can cost, its search estimated at
    /// `steps`: those (the meet is weighed only when planned).
    pub fn least(&self, _: &Board, steps: f64) -> f64 {
        steps
    }

    /// The plan of `board` and its estimated steps: the best search
    /// (going on from `first`, the first search's bounded count, where it
    /// stopped), or the meet in the middle where it is estimated cheaper,
    /// its tables built only where the solution filter does not pay
    /// against it (`filter_pays`; the filter then counts the case). A
    /// step of the dynamic search weighs `dynamic_step` of the fast
    /// core's (the meet's).
    pub fn plan(
        &self,
        board: &Board,
        first: Option<dynamic::Unfinished>,
        dynamic_step: f64,
        filter_pays: &dyn Fn(f64) -> bool,
    ) -> (Plan, f64) {
        // Knuth's estimate of the search's own tree, as the program
        // makes it: auto's filter decision rests on it.
        let (plan, steps, weighed): (Plan, f64, f64) = if dynamic::pays(board) {
            let search = dynamic::Search::new(board);
            let steps = search.estimate();
            // The steps the first search spent are no longer to come.
            let (plan, steps) = match first {
                Some(first) => {
                    let rest = first.rest_of(steps);
                    (Jobs::resumed(search, first), rest)
                }
                None => {
                    let start = search.start();
                    (Jobs::new(search, vec![(start, 1)]), steps)
                }
            };
            (plan.into(), steps, steps * dynamic_step)
        } else {
            let rows = vec![rows_of(board)];
            let plan = RowSets::plan(fast::NAME, Core::Fast, rows, vec![1]);
            let steps = orient::estimate(board);
            (plan.into(), steps, steps)
        };
        match Meet::estimated_steps(board).filter(|&meet| meet < weighed) {
            Some(meet) if !filter_pays(meet) => (Meet::new(board).into(), meet),
            _ => (plan, steps),
        }
    }
}
