//! Plans: a board's count as the jobs (`jobs`) of one engine, the join
//! among them, and how to split jobs into smaller ones for threads and
//! shards, keep a shard's part and fit a join's slices into memory. It
//! knows the shape of every engine's job but chooses none. (The judge
//! build has a plan of its own, src/judge/judge_plan.rs: no join, no split.)

pub use super::jobs::{Jobs, RowSets, RowStart, Tree};
use super::{dynamic, join, meet};
use crate::digest::Digest;

/// A board's count as the jobs of one engine.
pub enum Plan {
    /// The masked DFS over sets of rows.
    Rows(Jobs<RowSets>),
    /// The dynamic-order search.
    Dynamic(Jobs<dynamic::Search>),
    /// The half-board join.
    Join(Jobs<join::Join>),
    /// The meet in the middle.
    Meet(Jobs<meet::Meet>),
}

/// `$body` with `$jobs` bound to the jobs of whichever engine `$plan`
/// holds.
macro_rules! with_jobs {
    ($plan:expr, $jobs:ident => $body:expr) => {
        match $plan {
            Plan::Rows($jobs) => $body,
            Plan::Dynamic($jobs) => $body,
            Plan::Join($jobs) => $body,
            Plan::Meet($jobs) => $body,
        }
    };
}

impl Tree for join::Join {
    type Start = join::Piece;

    fn count(&self, piece: join::Piece) -> u64 {
        join::Join::count(self, piece)
    }
}

impl From<Jobs<RowSets>> for Plan {
    fn from(jobs: Jobs<RowSets>) -> Plan {
        Plan::Rows(jobs)
    }
}

impl From<Jobs<dynamic::Search>> for Plan {
    fn from(jobs: Jobs<dynamic::Search>) -> Plan {
        Plan::Dynamic(jobs)
    }
}

impl From<meet::Meet> for Plan {
    /// The meet in the middle, one job per range of column sets.
    fn from(meet: meet::Meet) -> Plan {
        let starts = meet.starts();
        Plan::Meet(Jobs::new(meet, starts))
    }
}

impl From<join::Join> for Plan {
    /// The half-board join, one job per piece.
    fn from(join: join::Join) -> Plan {
        let pieces = join.pieces();
        Plan::Join(Jobs::new(join, pieces))
    }
}

impl Plan {
    /// How many jobs the plan holds.
    pub fn len(&self) -> usize {
        with_jobs!(self, jobs => jobs.jobs.len())
    }

    /// What each placement job `i` counts stands for: its weight.
    pub fn weight(&self, i: usize) -> u64 {
        with_jobs!(self, jobs => jobs.jobs[i].1)
    }

    /// The weighted count of job `i`.
    pub fn count_at(&self, i: usize) -> u64 {
        with_jobs!(self, jobs => jobs.count_at(i))
    }

    /// The whole count on this thread.
    pub fn count_all(&self) -> u64 {
        with_jobs!(self, jobs => jobs.count_all())
    }

    /// The engine that made the plan, as `--engine` names it.
    pub fn engine(&self) -> &'static str {
        match self {
            Plan::Rows(jobs) => jobs.tree.engine,
            Plan::Dynamic(_) => dynamic::NAME,
            Plan::Join(_) => join::NAME,
            Plan::Meet(_) => meet::NAME,
        }
    }

    /// What the jobs start from, for `--time`: the sets of rows or the
    /// starts (more than one where pinned border queens or the symmetry
    /// classes of a plain board split the board), a mirror halving (a
    /// job weighing twice), the join's pieces.
    pub fn shape(&self) -> String {
        let halved = with_jobs!(self, jobs => jobs.jobs.iter().any(|&(_, weight)| weight == 2));
        let mut shape = match self {
            Plan::Rows(jobs) if jobs.tree.sets.len() > 1 => {
                format!("{} row sets", jobs.tree.sets.len())
            }
            Plan::Dynamic(jobs) if jobs.jobs.len() > 1 => format!("{} starts", jobs.jobs.len()),
            Plan::Join(jobs) if jobs.tree.is_sliced() => {
                format!("{} pieces, tables in slices", jobs.jobs.len())
            }
            Plan::Join(jobs) => format!("{} pieces", jobs.jobs.len()),
            Plan::Meet(jobs) => format!("{} column-set ranges", jobs.jobs.len()),
            _ => String::new(),
        };
        if halved && !matches!(self, Plan::Join(_) | Plan::Meet(_)) {
            shape += if shape.is_empty() {
                "mirror halved"
            } else {
                ", mirror halved"
            };
        }
        shape
    }

    /// Keeps part `index` of `parts`: every `parts`-th job from `index`.
    pub fn keep_part(&mut self, index: usize, parts: usize) {
        with_jobs!(self, jobs => {
            let mut i = 0;
            jobs.jobs.retain(|_| {
                i += 1;
                (i - 1) % parts == index
            });
        })
    }

    /// The ranges of jobs to count one after the other, each with the
    /// slice of the join's tables that it reads built first (`load`),
    /// within `memory` bytes: for a join whose tables are slices, its
    /// pieces split and grouped until each group's slice fits
    /// (`Join::fit`, on `threads` threads); for any other plan, all its
    /// jobs at once.
    pub fn fit(&mut self, memory: u64, threads: usize) -> Vec<std::ops::Range<usize>> {
        match self {
            Plan::Join(jobs) if jobs.tree.is_sliced() => {
                let (pieces, groups) =
                    jobs.tree
                        .fit(std::mem::take(&mut jobs.jobs), memory, threads);
                jobs.jobs = pieces;
                groups
            }
            _ => std::iter::once(0..self.len()).collect(),
        }
    }

    /// Builds the slice that jobs `range` read on `threads` threads,
    /// where the plan is a join whose tables are slices; nothing
    /// otherwise.
    pub fn load(&mut self, range: std::ops::Range<usize>, threads: usize) {
        if let Plan::Join(jobs) = self {
            if jobs.tree.is_sliced() {
                jobs.tree.load(&jobs.jobs[range], threads);
            }
        }
    }

    /// Whether the plan is a join whose tables are slices (see `fit`).
    pub fn is_sliced(&self) -> bool {
        matches!(self, Plan::Join(jobs) if jobs.tree.is_sliced())
    }

    /// A digest of the split: the engine, each job's start and weight in
    /// order (their `Debug` forms, which name every field), the row sets
    /// they start in, and `completed`, what the split counted on the way.
    /// Parts of a run add up only where every part split alike; two
    /// builds, engines or memory budgets that split differently give
    /// different digests.
    pub fn digest(&self, completed: u64) -> u64 {
        use std::fmt::Write;
        let mut digest = Digest::default();
        let engine = match self {
            Plan::Rows(jobs) => format!("rows {:?}", jobs.tree.sets),
            Plan::Dynamic(_) => "dynamic".to_string(),
            Plan::Join(_) => "join".to_string(),
            Plan::Meet(_) => "meet".to_string(),
        };
        digest.bytes(engine.as_bytes()).number(completed);
        with_jobs!(self, jobs => {
            for job in &jobs.jobs {
                // Writing to a digest cannot fail.
                let _ = write!(digest, "{:?};", job);
            }
        });
        digest.value()
    }

    /// Splits the jobs until there are at least `target` of them, of
    /// similar sizes (`Jobs::split`; the join splits its pieces its own
    /// way); returns the weighted count of the placements it completes.
    pub fn split(&mut self, target: usize) -> u64 {
        match self {
            Plan::Rows(jobs) => jobs.split(target),
            Plan::Dynamic(jobs) => jobs.split(target),
            Plan::Join(jobs) => {
                let pieces = std::mem::take(&mut jobs.jobs);
                jobs.jobs = jobs.tree.split(pieces, target);
                std::mem::take(&mut jobs.counted)
            }
            // Its 64 ranges of column sets suffice for the sizes it counts.
            Plan::Meet(jobs) => std::mem::take(&mut jobs.counted),
        }
    }
}

mod expand;
pub use expand::Expand;
pub mod units;

#[cfg(test)]
mod plan_tests;
