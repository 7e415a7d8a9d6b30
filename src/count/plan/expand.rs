//! Trees searched one queen at a time (`Expand`): their jobs split into
//! their children for threads and shards, estimated by Knuth's descents,
//! and halved by a mirror.

use super::{dynamic, Jobs, RowSets, RowStart, Tree};
use crate::count::place;
use crate::count::tree_estimate::knuth;
use crate::random::Random;

/// A tree searched one queen at a time, whose jobs can be split into
/// their children, estimated and halved by a mirror.
pub trait Expand: Tree {
    /// Calls `each` with the column of every queen `start` can place
    /// next and the start that follows; returns the number of
    /// placements this completes outright. With `rows_only`, the queens
    /// placed all go on one row.
    fn expand(
        &self,
        start: Self::Start,
        rows_only: bool,
        each: &mut dyn FnMut(usize, Self::Start),
    ) -> u64;
    /// How many queens `start` still has to place: a rough measure of its
    /// size, as trees grow by a similar factor per row.
    fn rows_left(&self, start: Self::Start) -> usize;
}

impl Expand for RowSets {
    fn expand(&self, at: RowStart, _: bool, each: &mut dyn FnMut(usize, RowStart)) -> u64 {
        let rows = &self.sets[at.set];
        if at.level >= rows.len() {
            return 1;
        }
        let mut completed = 0;
        let mut free = !(at.cols | at.diag_left | at.diag_right | rows[at.level].forbidden);
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            // The last row: a placement completed.
            if rows.len() - at.level == 1 {
                completed += 1;
                continue;
            }
            let (cols, diag_left, diag_right) = place(
                rows[at.level].gap,
                bit,
                at.cols,
                at.diag_left,
                at.diag_right,
            );
            let next = RowStart {
                level: at.level + 1,
                cols,
                diag_left,
                diag_right,
                ..at
            };
            each(bit.trailing_zeros() as usize, next);
        }
        completed
    }

    fn rows_left(&self, at: RowStart) -> usize {
        self.sets[at.set].len() - at.level
    }
}

impl Expand for dynamic::Search {
    fn expand(
        &self,
        partial: dynamic::Partial,
        rows_only: bool,
        each: &mut dyn FnMut(usize, dynamic::Partial),
    ) -> u64 {
        match self.choose(&partial, rows_only) {
            dynamic::Choice::Dead => 0,
            dynamic::Choice::Complete => 1,
            dynamic::Choice::Branch(line, mut free) => {
                #[cfg(test)]
                if rows_only {
                    crate::rare_paths::mirror_split_on_row(line.cell(0).0);
                }
                while free != 0 {
                    let cell = line.cell(free.trailing_zeros() as usize);
                    free &= free - 1;
                    each(cell.1, self.place(&partial, cell));
                }
                0
            }
        }
    }

    fn rows_left(&self, partial: dynamic::Partial) -> usize {
        partial.rows_left()
    }
}

impl<S: Expand> Jobs<S> {
    /// Knuth's estimate of the nodes that counting the jobs visits (the
    /// trees of all jobs together): descents from a random job, each
    /// job standing for all of them.
    pub fn estimate(&self, probes: usize) -> f64 {
        if self.jobs.is_empty() {
            return 0.0;
        }
        let jobs = self.jobs.len();
        let mut children = Vec::new();
        let below = knuth(
            probes,
            &mut Random::seeded(),
            |random| (self.jobs[random.below(jobs)].0, jobs as f64),
            |&start, random| {
                children.clear();
                self.tree
                    .expand(start, false, &mut |_, child| children.push(child));
                let n = children.len();
                (n > 0).then(|| (n as u32, children[random.below(n)], 1.0))
            },
        );
        jobs as f64 + below
    }

    /// Splits the largest jobs (most rows left) into their children,
    /// one row at a time, until there are at least `target` jobs and no
    /// job has more than one row left beyond the median job; returns the
    /// weighted count of placements completed on the way. Jobs end at
    /// similar depths, so at similar sizes, which is what threads and
    /// shards balance on. The median rule matters when an engine starts
    /// with many small jobs beside a few large ones (the symmetry engine
    /// gives a plain board many small ring jobs beside a few whole ones).
    pub fn split(&mut self, target: usize) -> u64 {
        let mut completed = std::mem::take(&mut self.counted);
        loop {
            let mut sizes: Vec<usize> = (self.jobs.iter())
                .map(|&(start, _)| self.tree.rows_left(start))
                .collect();
            sizes.sort_unstable();
            let (median, largest) = match (sizes.get(sizes.len() / 2), sizes.last()) {
                (Some(&median), Some(&largest)) => (median, largest),
                _ => return completed, // no job left: all completed
            };
            if self.jobs.len() >= target && largest <= median + 1 {
                return completed;
            }
            let mut next = Vec::with_capacity(self.jobs.len() * 4);
            for &(start, weight) in &self.jobs {
                if self.tree.rows_left(start) == largest {
                    let done = self.tree.expand(start, false, &mut |_, child| {
                        next.push((child, weight));
                    });
                    completed += weight * done;
                } else {
                    next.push((start, weight));
                }
            }
            self.jobs = next;
        }
    }

    /// The board of `n` columns that these jobs search being its own
    /// left-right mirror image, splits the first row to branch on so that
    /// only queens in its left half (and the middle) are searched, the
    /// left half counting twice: a solution's mirror image is a solution
    /// too.
    pub fn use_mirror(&mut self, n: usize) {
        if n < 2 {
            return;
        }
        let mut halved = Vec::new();
        for (start, weight) in std::mem::take(&mut self.jobs) {
            let completed = self.tree.expand(start, true, &mut |column, child| {
                let mirror = n - 1 - column;
                if column < mirror {
                    halved.push((child, 2 * weight));
                } else if column == mirror {
                    halved.push((child, weight));
                }
            });
            // A first row that completes the board only happens for N = 1.
            debug_assert_eq!(completed, 0);
        }
        self.jobs = halved;
    }
}
