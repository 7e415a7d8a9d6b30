//! The verification recount (`--recount`): every job of a plan counted
//! again by a search other than the one that counts it, so that a part
//! of a run in shards can be checked by a count that shares none of its
//! engine's machinery (the independent recomputation that record counts
//! relied on). The part's split, weights and record stay the same, so a
//! recounted part's record equals the counted one's exactly when every
//! job agrees.
//!
//! - The join's pieces: a depth-first search over the board
//!   (`Join::recount`), no table read.
//! - The row DFS's jobs: by the other core (a job the fast core counts,
//!   by the reference loop; one the reference loop counts, by the fast
//!   core).
//! - The dynamic search's partial placements: by rows alone (the most
//!   constrained row next), with no column lines and no hand-off to the
//!   fast core, where the dynamic search fills columns too and hands its
//!   last rows to the fast core.
//! - The meet in the middle's column-set ranges: none (`refusal`).
//!
//! What the split completes on its way to the jobs (placements it
//! reaches whole) is counted by the split, as in a count.

use super::dynamic::{Choice, Partial, Search};
use super::jobs::{Core, RowSets, RowStart};
use super::{bits, count_fast, count_from, meet, Plan};
use crate::board::Line;
use crate::tuning::FAST_CORE_MIN_ROWS;

impl Plan {
    /// Why the plan's jobs cannot be recounted by another engine, if so.
    pub fn recount_refusal(&self) -> Option<String> {
        match self {
            Plan::Meet(_) => Some(format!(
                "--recount: the {} counts this case, and nothing here recounts its jobs (a range of column sets) another way; --engine dynamic or join splits it into jobs that can be",
                meet::NAME
            )),
            _ => None,
        }
    }

    /// The weighted count of job `i`, recounted. The plan must have no
    /// `recount_refusal`.
    pub fn recount_at(&self, i: usize) -> u64 {
        let count = match self {
            Plan::Rows(jobs) => jobs.tree.recount(jobs.jobs[i].0),
            Plan::Dynamic(jobs) => by_rows(&jobs.tree, jobs.jobs[i].0),
            Plan::Join(jobs) => jobs.tree.recount(jobs.jobs[i].0),
            Plan::Meet(_) => panic!("{}", self.recount_refusal().unwrap_or_default()),
        };
        self.weight(i) * count
    }
}

impl RowSets {
    /// The count of the tree below `at` by the core that `count` does
    /// not use there.
    fn recount(&self, at: RowStart) -> u64 {
        let rows = &self.sets[at.set];
        let (level, cols, left, right) = (at.level, at.cols, at.diag_left, at.diag_right);
        if self.core == Core::Fast && rows.len() - level > FAST_CORE_MIN_ROWS {
            count_from(rows, level, cols, left, right)
        } else {
            count_fast(rows, level, cols, left, right)
        }
    }
}

/// The completions of `partial`, by rows alone: the row with the fewest
/// free cells next, until every row holds a queen.
fn by_rows(search: &Search, partial: Partial) -> u64 {
    match search.choose(&partial, true) {
        Choice::Dead => 0,
        Choice::Complete => 1,
        Choice::Branch(Line::Row(row), cells) => bits(cells)
            .map(|column| by_rows(search, search.place(&partial, (row, column))))
            .sum(),
        // A choice among rows alone names a row.
        Choice::Branch(Line::Column(_), _) => unreachable!("a column among rows alone"),
    }
}

#[cfg(test)]
mod tests {
    use crate::board::Board;
    use crate::count::{dynamic_search, fast_search, join, meet, orient, reference};
    use crate::count::{symmetry_plan, Plan};
    use crate::rare_paths::{hits, Path};
    use crate::testing::{random_board, Rng};
    use crate::tuning::FAST_CORE_MIN_ROWS;

    /// Every job of every engine's plan, split as threads and shards
    /// split them, recounts to its count, on random boards and plain
    /// ones large enough for both row cores; the meet's plans are refused.
    #[test]
    fn every_job_recounts_to_its_count() {
        let mut rng = Rng(0x5EED_0064);
        let mut boards: Vec<Board> = (4..=12).map(Board::plain).collect();
        for case in 0..60 {
            let (n, percent) = (4 + rng.below(10), 60 + rng.below(41));
            boards.push(random_board(&mut rng, n, percent, case % 4 == 0));
        }
        let mut jobs_with_solutions = [0; 4];
        for board in &boards {
            let mut plans: Vec<Plan> = vec![
                reference(board).into(),
                fast_search(&orient::best(board)).into(),
                dynamic_search(board).into(),
                join::Join::new(board).into(),
            ];
            if board.is_plain() {
                plans.push(symmetry_plan(board.n).into());
            }
            for (kind, mut plan) in plans.into_iter().enumerate() {
                assert_eq!(plan.recount_refusal(), None);
                plan.split(60);
                for i in 0..plan.len() {
                    let count = plan.count_at(i);
                    jobs_with_solutions[kind.min(3)] += usize::from(count > 0);
                    assert_eq!(plan.recount_at(i), count, "job {} of {:?}", i, board);
                }
            }
            let meet: Plan = meet::Meet::new(board).into();
            assert!(meet.recount_refusal().is_some());
        }
        assert!(
            jobs_with_solutions.iter().all(|&jobs| jobs > 300),
            "{:?}",
            jobs_with_solutions
        );
    }

    /// A row job is recounted by the core that did not count it: of the
    /// count and the recount, exactly one runs the fast core, on jobs of
    /// every depth (those with exactly `FAST_CORE_MIN_ROWS` rows left
    /// among them) of both row cores' plans.
    #[test]
    fn a_row_job_is_recounted_by_the_other_core() {
        let fast_runs = |count: &dyn Fn() -> u64| {
            let before = hits(Path::FastCore);
            count();
            hits(Path::FastCore) - before
        };
        let mut rows_left = [[0usize; 2]; 16];
        for n in 8..=13 {
            let board = Board::plain(n);
            let plans: [Plan; 2] = [
                reference(&board).into(),
                fast_search(&orient::best(&board)).into(),
            ];
            for (fast, mut plan) in plans.into_iter().enumerate() {
                plan.split(40 * n);
                let Plan::Rows(jobs) = &plan else {
                    panic!("a row plan")
                };
                for i in 0..plan.len() {
                    let counted = fast_runs(&|| plan.count_at(i));
                    let recounted = fast_runs(&|| plan.recount_at(i));
                    assert!(
                        (counted > 0) != (recounted > 0),
                        "job {} of N = {}: the fast core ran {} times counting and {} recounting",
                        i,
                        n,
                        counted,
                        recounted
                    );
                    let start = jobs.jobs[i].0;
                    rows_left[jobs.tree.sets[start.set].len() - start.level][fast] += 1;
                }
            }
        }
        for left in [FAST_CORE_MIN_ROWS, FAST_CORE_MIN_ROWS + 1] {
            assert!(
                rows_left[left].iter().all(|&jobs| jobs > 0),
                "{:?}",
                rows_left
            );
        }
    }
}
