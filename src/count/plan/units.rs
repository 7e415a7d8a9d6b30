//! What `--estimate` reads of a plan: random units of its jobs to time,
//! each with how many times its work the job holds (so that its time
//! times that factor is an unbiased estimate of its job's): a search's
//! subtree below a random descent (Knuth's estimator), of a size in rows
//! left; a join's random part of a piece, in row sets; a meet's job
//! whole. And a join's slices.

use super::{Expand, Jobs, Plan, Tree};
use crate::count::join::{Piece, SliceSize};
use crate::random::Random;

/// A part of one job of a plan.
#[derive(Clone, Copy, Debug)]
pub enum Unit {
    Rows(super::RowStart),
    Dynamic(crate::count::dynamic::Partial),
    Join(Piece),
    Meet(u32),
}

/// The rows a search's smallest unit has left to fill: a subtree of a
/// few thousand nodes, whose count a clock reads well.
const LEAST_ROWS: u64 = 10;

impl Plan {
    /// The least and the largest unit size.
    pub fn unit_sizes(&self) -> (u64, u64) {
        match self {
            Plan::Rows(jobs) => searches_sizes(jobs),
            Plan::Dynamic(jobs) => searches_sizes(jobs),
            Plan::Join(jobs) => {
                let most = (jobs.jobs.iter())
                    .map(|&(piece, _)| jobs.tree.row_sets(piece))
                    .max();
                (1, most.unwrap_or(1))
            }
            Plan::Meet(_) => (1, 1),
        }
    }

    /// The next unit size from `size`, larger (a row more, or twice the
    /// row sets) or smaller; `size` itself at either end.
    pub fn resize(&self, size: u64, larger: bool) -> u64 {
        let next = match (self, larger) {
            (Plan::Join(_), true) => size * 2,
            (Plan::Join(_), false) => size / 2,
            (_, true) => size + 1,
            (_, false) => size - 1,
        };
        let (least, most) = self.unit_sizes();
        match least <= next && next <= most {
            true => next,
            false => size,
        }
    }

    /// A random unit of job `job` of at most `size`, and how many times
    /// its work the job holds.
    pub fn unit(&self, job: usize, size: u64, random: &mut Random) -> (Unit, f64) {
        match self {
            Plan::Rows(jobs) => {
                let (start, factor) = descend(jobs, job, size, random);
                (Unit::Rows(start), factor)
            }
            Plan::Dynamic(jobs) => {
                let (start, factor) = descend(jobs, job, size, random);
                (Unit::Dynamic(start), factor)
            }
            Plan::Join(jobs) => {
                let (piece, factor) = jobs.tree.random_part(jobs.jobs[job].0, size, random);
                (Unit::Join(piece), factor)
            }
            Plan::Meet(jobs) => (Unit::Meet(jobs.jobs[job].0), 1.0),
        }
    }

    /// A unit's modelled work, in instructions, where a model is cheap
    /// beside counting it: a join's part of a piece (`Join::modelled_work`,
    /// which readies the thread to count it); `None` for the searches.
    pub fn unit_work(&self, unit: Unit) -> Option<f64> {
        match (self, unit) {
            (Plan::Join(jobs), Unit::Join(piece)) => Some(jobs.tree.modelled_work(piece)),
            _ => None,
        }
    }

    /// The count of a unit that `unit` made of this plan, unweighted.
    pub fn count_unit(&self, unit: Unit) -> u64 {
        match (self, unit) {
            (Plan::Rows(jobs), Unit::Rows(start)) => jobs.tree.count(start),
            (Plan::Dynamic(jobs), Unit::Dynamic(start)) => jobs.tree.count(start),
            (Plan::Join(jobs), Unit::Join(piece)) => jobs.tree.count(piece),
            (Plan::Meet(jobs), Unit::Meet(start)) => jobs.tree.count(start),
            _ => panic!("a unit of another plan"),
        }
    }

    /// A join in slices: each group's estimated queen sets and bytes,
    /// its pieces grouped as `fit` would within `memory` bytes, by
    /// estimated sizes (`Join::fit_estimated`); else `None`.
    pub fn fit_estimated(&self, memory: u64) -> Option<Vec<SliceSize>> {
        match self {
            Plan::Join(jobs) if jobs.tree.is_sliced() => {
                Some(jobs.tree.fit_estimated(&jobs.jobs, memory))
            }
            _ => None,
        }
    }

    /// The steps of the fast core the plan is modelled to take, where a
    /// model knows: a plain board's join (`cost::plain_join_steps`).
    pub fn modelled_steps(&self) -> Option<f64> {
        match self {
            Plan::Join(jobs) if jobs.tree.is_plain() => {
                Some(crate::count::cost::plain_join_steps(jobs.tree.n()))
            }
            _ => None,
        }
    }

    /// A join in slices: builds the slice that `units` read in place of
    /// the one held, within `bytes`, on `threads` threads, and returns its
    /// queen sets and bytes (`None`, no slice held, if it would take
    /// more). Any other plan holds what it reads: `Some((0, 0))`.
    pub fn load_units(&mut self, units: &[Unit], bytes: u64, threads: usize) -> Option<(u64, u64)> {
        match self {
            Plan::Join(jobs) if jobs.tree.is_sliced() => {
                let pieces: Vec<(Piece, u64)> = (units.iter())
                    .filter_map(|unit| match *unit {
                        Unit::Join(piece) => Some((piece, 1)),
                        _ => None,
                    })
                    .collect();
                (jobs.tree.load_within(&pieces, bytes, threads))
                    .then(|| (jobs.tree.held_entries(), jobs.tree.held_bytes()))
            }
            _ => Some((0, 0)),
        }
    }
}

/// A search's least and largest unit: `LEAST_ROWS` (or the largest job,
/// if smaller) and its largest job's rows.
fn searches_sizes<S: Expand>(jobs: &Jobs<S>) -> (u64, u64) {
    let most = (jobs.jobs.iter())
        .map(|&(start, _)| jobs.tree.rows_left(start) as u64)
        .max()
        .unwrap_or(1);
    (LEAST_ROWS.min(most), most)
}

/// A random descent from job `job` to a node with at most `rows` rows
/// left (or no children), and the product of the choices on the way:
/// how many such subtrees the job stands for.
fn descend<S: Expand>(jobs: &Jobs<S>, job: usize, rows: u64, rng: &mut Random) -> (S::Start, f64) {
    let (mut start, _) = jobs.jobs[job];
    let mut factor = 1.0;
    let mut children = Vec::new();
    while jobs.tree.rows_left(start) as u64 > rows {
        children.clear();
        jobs.tree
            .expand(start, false, &mut |_, child| children.push(child));
        if children.is_empty() {
            break;
        }
        factor *= children.len() as f64;
        start = children[rng.below(children.len())];
    }
    (start, factor)
}
