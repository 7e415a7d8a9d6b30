//! Jobs: a board's count as independent weighted jobs of one engine's
//! tree (`Jobs`), and the trees of the searches that both builds count:
//! sets of rows for the DFS cores, the dynamic search, the meet in the
//! middle. Splitting, estimating and sharing jobs out is the program's
//! (`plan`); a judge's run counts them all on one thread.

use super::{count_fast, count_from, dynamic, meet, symmetry, Row};
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
    pub(super) tree: Box<T>,
    pub jobs: Vec<(T::Start, u64)>,
    /// Placements counted before the jobs were made (by a first search
    /// that the jobs go on from), counted once: in the whole count, or
    /// among those that splitting completes.
    pub(super) counted: u64,
}

/// Which DFS counts a set of rows.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Core {
    /// `count_from`, the reference engine's loop, alone.
    Reference,
    /// The branch-free core (`count_fast`) where the tree is large enough
    /// to repay its setup, `count_from` below.
    Fast,
}

/// Sets of rows to fill (the board's, or what pinned queens leave of it).
pub struct RowSets {
    /// The engine that made the plan, as `--engine` names it.
    pub engine: &'static str,
    pub core: Core,
    pub sets: Vec<Vec<Row>>,
}

/// A job of the row DFS: row `level` of `sets[set]` next, with these
/// attacks on it.
#[derive(Clone, Copy, Debug)]
pub struct RowStart {
    pub(super) set: usize,
    pub(super) level: usize,
    pub(super) cols: u64,
    pub(super) diag_left: u64,
    pub(super) diag_right: u64,
}

impl RowSets {
    /// A plan that counts each set of rows once, times its weight, made
    /// by `engine`.
    pub fn plan(
        engine: &'static str,
        core: Core,
        sets: Vec<Vec<Row>>,
        weights: Vec<u64>,
    ) -> Jobs<RowSets> {
        let jobs = (weights.into_iter().enumerate())
            .map(|(set, weight)| (RowStart::top_of(set), weight))
            .collect();
        Jobs::new(RowSets { engine, core, sets }, jobs)
    }
}

impl RowStart {
    pub(super) fn top_of(set: usize) -> RowStart {
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
    pub(super) fn count_at(&self, i: usize) -> u64 {
        let (start, weight) = self.jobs[i];
        weight * self.tree.count(start)
    }

    /// The whole count: every job's, and what was counted before them.
    pub fn count_all(&self) -> u64 {
        self.counted + (0..self.jobs.len()).map(|i| self.count_at(i)).sum::<u64>()
    }
}

impl Jobs<dynamic::Search> {
    /// The jobs that go on from where `first`, a bounded count of
    /// `search` from its start, stopped: the placements it left, with
    /// what it counted kept.
    pub fn resumed(search: dynamic::Search, first: dynamic::Unfinished) -> Jobs<dynamic::Search> {
        #[cfg(test)]
        crate::rare_paths::hit(crate::rare_paths::Path::Resumed);
        Jobs {
            tree: Box::new(search),
            jobs: first.left.into_iter().map(|start| (start, 1)).collect(),
            counted: first.counted,
        }
    }
}

/// The plain board's plan: its classes of solutions under the 8
/// symmetries of the square, each searched once and weighted
/// (`symmetry::class_row_sets`).
pub fn symmetry_plan(n: usize) -> Jobs<RowSets> {
    let (row_sets, weights) = symmetry::class_row_sets(n);
    RowSets::plan(symmetry::NAME, Core::Fast, row_sets, weights)
}
