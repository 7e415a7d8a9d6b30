//! Plans: a board's count as a list of independent weighted jobs of one
//! engine, how to count one job, and how to split jobs into smaller ones
//! for threads and shards. It knows the shape of every engine's job but
//! chooses none.

#[cfg(not(feature = "judge"))]
use super::join;
use super::{count_fast, count_from, dynamic, meet, Row};
use crate::tuning::FAST_CORE_MIN_ROWS;

/// What an engine's jobs count: a job starts at a `Start` of the tree.
pub trait Tree {
    type Start: Copy;
    /// The count of the tree below `start`.
    fn count(&self, start: Self::Start) -> u64;
}

/// One engine's tree and its jobs, each a start and a weight: the
/// weighted counts add up to the board's count.
pub struct Jobs<T: Tree> {
    tree: Box<T>,
    pub jobs: Vec<(T::Start, u64)>,
    /// Placements counted before the jobs were made (by a first search
    /// that the jobs go on from), counted once: in the whole count, or
    /// among those that splitting completes.
    counted: u64,
}

/// A board's count as the jobs of one engine.
pub enum Plan {
    /// The masked DFS over sets of rows.
    Rows(Jobs<RowSets>),
    /// The dynamic-order search.
    Dynamic(Jobs<dynamic::Search>),
    /// The half-board join.
    #[cfg(not(feature = "judge"))]
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
            #[cfg(not(feature = "judge"))]
            Plan::Join($jobs) => $body,
            Plan::Meet($jobs) => $body,
        }
    };
}

/// Which DFS counts a set of rows.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Core {
    /// `count_from`, the reference engine's loop, alone.
    #[cfg(not(feature = "judge"))]
    Reference,
    /// The branch-free core (`count_fast`) where the tree is large enough
    /// to repay its setup, `count_from` below.
    Fast,
}

/// Sets of rows to fill (the board's, or what pinned queens leave of it).
pub struct RowSets {
    pub core: Core,
    pub sets: Vec<Vec<Row>>,
}

/// A job of the row DFS: row `level` of `sets[set]` next, with these
/// attacks on it.
#[derive(Clone, Copy, Debug)]
pub struct RowStart {
    set: usize,
    level: usize,
    cols: u64,
    diag_left: u64,
    diag_right: u64,
}

impl RowSets {
    /// A plan that counts each set of rows once, times its weight.
    pub fn plan(core: Core, sets: Vec<Vec<Row>>, weights: Vec<u64>) -> Jobs<RowSets> {
        let jobs = (weights.into_iter().enumerate())
            .map(|(set, weight)| (RowStart::top_of(set), weight))
            .collect();
        Jobs::new(RowSets { core, sets }, jobs)
    }
}

impl RowStart {
    fn top_of(set: usize) -> RowStart {
        RowStart {
            set,
            level: 0,
            cols: 0,
            diag_left: 0,
            diag_right: 0,
        }
    }
}

impl Tree for RowSets {
    type Start = RowStart;

    fn count(&self, at: RowStart) -> u64 {
        let rows = &self.sets[at.set];
        if self.core == Core::Fast && rows.len() - at.level > FAST_CORE_MIN_ROWS {
            count_fast(rows, at.level, at.cols, at.diag_left, at.diag_right)
        } else {
            count_from(rows, at.level, at.cols, at.diag_left, at.diag_right)
        }
    }
}

impl Tree for dynamic::Search {
    type Start = dynamic::Partial;

    fn count(&self, partial: dynamic::Partial) -> u64 {
        dynamic::Search::count(self, partial)
    }
}

#[cfg(not(feature = "judge"))]
impl Tree for join::Join {
    type Start = join::Piece;

    fn count(&self, piece: join::Piece) -> u64 {
        join::Join::count(self, piece)
    }
}

impl Tree for meet::Meet {
    type Start = u32;

    fn count(&self, job: u32) -> u64 {
        self.count_job(job)
    }
}

impl<T: Tree> Jobs<T> {
    pub fn new(tree: T, jobs: Vec<(T::Start, u64)>) -> Jobs<T> {
        Jobs {
            tree: Box::new(tree),
            jobs,
            counted: 0,
        }
    }

    /// The weighted count of job `i`.
    fn count_at(&self, i: usize) -> u64 {
        let (start, weight) = self.jobs[i];
        weight * self.tree.count(start)
    }
}

impl Jobs<dynamic::Search> {
    /// The jobs that go on from where `first`, a bounded count of
    /// `search` from its start, stopped: the placements it left, with
    /// what it counted kept.
    pub fn resumed(search: dynamic::Search, first: dynamic::Unfinished) -> Jobs<dynamic::Search> {
        #[cfg(test)]
        crate::paths::hit(crate::paths::Path::Resumed);
        Jobs {
            tree: Box::new(search),
            jobs: first.left.into_iter().map(|start| (start, 1)).collect(),
            counted: first.counted,
        }
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

#[cfg(not(feature = "judge"))]
impl From<join::Join> for Plan {
    /// The half-board join, one job per piece.
    fn from(join: join::Join) -> Plan {
        let pieces = join.pieces();
        Plan::Join(Jobs::new(join, pieces))
    }
}

impl Plan {
    /// How many jobs the plan holds.
    #[cfg(not(feature = "judge"))]
    pub fn len(&self) -> usize {
        with_jobs!(self, jobs => jobs.jobs.len())
    }

    /// The weighted count of job `i`.
    #[cfg(not(feature = "judge"))]
    pub fn count_at(&self, i: usize) -> u64 {
        with_jobs!(self, jobs => jobs.count_at(i))
    }

    /// The whole count on this thread.
    pub fn count_all(&self) -> u64 {
        with_jobs!(self, jobs => {
            jobs.counted + (0..jobs.jobs.len()).map(|i| jobs.count_at(i)).sum::<u64>()
        })
    }

    /// What the jobs start from, for `--time`: the sets of rows or the
    /// starts (more than one where pinned border queens or the symmetry
    /// classes of a plain board split the board), a mirror halving (a
    /// job weighing twice), the join's pieces.
    #[cfg(not(feature = "judge"))]
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
    #[cfg(not(feature = "judge"))]
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
    /// (`Join::fit`); for any other plan, all its jobs at once.
    #[cfg(not(feature = "judge"))]
    pub fn fit(&mut self, memory: u64) -> Vec<std::ops::Range<usize>> {
        match self {
            Plan::Join(jobs) if jobs.tree.is_sliced() => {
                let (pieces, groups) = jobs.tree.fit(std::mem::take(&mut jobs.jobs), memory);
                jobs.jobs = pieces;
                groups
            }
            _ => std::iter::once(0..self.len()).collect(),
        }
    }

    /// Builds the slice that jobs `range` read, where the plan is a join
    /// whose tables are slices; nothing otherwise.
    #[cfg(not(feature = "judge"))]
    pub fn load(&mut self, range: std::ops::Range<usize>) {
        if let Plan::Join(jobs) = self {
            if jobs.tree.is_sliced() {
                jobs.tree.load(&jobs.jobs[range]);
            }
        }
    }

    /// Whether the plan is a join whose tables are slices (see `fit`).
    #[cfg(not(feature = "judge"))]
    pub fn is_sliced(&self) -> bool {
        matches!(self, Plan::Join(jobs) if jobs.tree.is_sliced())
    }

    /// Splits the jobs until there are at least `target` of them, of
    /// similar sizes (`Jobs::split`; the join splits its pieces its own
    /// way); returns the weighted count of the placements it completes.
    #[cfg(not(feature = "judge"))]
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

#[cfg(not(feature = "judge"))]
mod expand;
#[cfg(not(feature = "judge"))]
pub use expand::Expand;
#[cfg(not(feature = "judge"))]
pub mod units;

// Two attributes, not cfg(all(..)): cargo-mutants leaves a module under
// `#[cfg(test)]` unmutated.
#[cfg(test)]
#[cfg(not(feature = "judge"))]
mod plan_tests;
