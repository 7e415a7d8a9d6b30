//! Plans: a board's count as a list of independent weighted jobs, how to
//! count one job, and how to split jobs into smaller ones for threads and
//! shards. It knows the shape of every engine's job but chooses none.

#[cfg(not(feature = "judge"))]
use super::join;
#[cfg(not(feature = "judge"))]
use super::orient::Random;
#[cfg(not(feature = "judge"))]
use super::place;
use super::{count_fast, count_from, dynamic, Row};
#[cfg(not(feature = "judge"))]
use crate::board::Board;

/// Where a job starts.
#[derive(Clone, Copy, Debug)]
pub enum Start {
    /// The core DFS over `plan.row_sets[rows]`, from `level`, with these
    /// attacks on that row.
    Shifted {
        rows: usize,
        level: usize,
        cols: u64,
        diag_left: u64,
        diag_right: u64,
    },
    /// The dynamic-order search of `plan.dynamic` from this placement.
    Dynamic(dynamic::Partial),
    /// A piece of `plan.join`.
    #[cfg(not(feature = "judge"))]
    Join(join::Piece),
}

/// One independent piece of a count: its count times `weight` is its
/// share of the board's count.
#[derive(Clone, Copy, Debug)]
pub struct Job {
    pub start: Start,
    pub weight: u64,
}

/// Below this many rows to fill, a tree is so small that `count_fast`'s
/// setup (a Vec of subtree roots, two 2.5 KB walkers) is most of its cost.
const FAST_CORE_MIN_ROWS: usize = 8;

/// A board's count as a sum of jobs.
pub struct Plan {
    /// Whether shifted jobs may use `count_fast`; the reference engine
    /// keeps to `count_from`.
    fast: bool,
    row_sets: Vec<Vec<Row>>,
    dynamic: Option<Box<dynamic::Search>>,
    #[cfg(not(feature = "judge"))]
    join: Option<Box<join::Join>>,
    pub jobs: Vec<Job>,
}

impl Plan {
    pub(super) fn shifted(fast: bool, row_sets: Vec<Vec<Row>>, weights: Vec<u64>) -> Plan {
        let jobs = weights
            .into_iter()
            .enumerate()
            .map(|(rows, weight)| Job {
                start: Start::Shifted {
                    rows,
                    level: 0,
                    cols: 0,
                    diag_left: 0,
                    diag_right: 0,
                },
                weight,
            })
            .collect();
        Plan {
            fast,
            row_sets,
            dynamic: None,
            #[cfg(not(feature = "judge"))]
            join: None,
            jobs,
        }
    }

    /// The dynamic-order search from each of these placements, each
    /// with its weight, one job each.
    pub(super) fn dynamic(search: dynamic::Search, starts: Vec<(dynamic::Partial, u64)>) -> Plan {
        let jobs = starts
            .into_iter()
            .map(|(partial, weight)| Job {
                start: Start::Dynamic(partial),
                weight,
            })
            .collect();
        Plan {
            fast: true,
            row_sets: Vec::new(),
            dynamic: Some(Box::new(search)),
            #[cfg(not(feature = "judge"))]
            join: None,
            jobs,
        }
    }

    /// The half-board join, one job per piece.
    #[cfg(not(feature = "judge"))]
    pub(super) fn join(join: join::Join) -> Plan {
        let jobs = join
            .pieces()
            .into_iter()
            .map(|(piece, weight)| Job {
                start: Start::Join(piece),
                weight,
            })
            .collect();
        Plan {
            fast: true,
            row_sets: Vec::new(),
            dynamic: None,
            join: Some(Box::new(join)),
            jobs,
        }
    }

    /// Knuth's estimate of the nodes that counting the plan visits (the
    /// trees of all jobs together): along a descent from a random job,
    /// the number of jobs times the branching factors met, summed per
    /// level and averaged over `probes` descents from a fixed seed.
    #[cfg(not(feature = "judge"))]
    pub(super) fn estimate(&self, probes: usize) -> f64 {
        if self.jobs.is_empty() {
            return 0.0;
        }
        let mut random = Random::seeded();
        let mut children = Vec::new();
        let mut total = 0.0;
        for _ in 0..probes {
            let mut job = self.jobs[random.below(self.jobs.len())];
            let mut paths = self.jobs.len() as f64;
            loop {
                total += paths;
                children.clear();
                self.expand(&job, false, &mut |_, child| children.push(child));
                if children.is_empty() {
                    break;
                }
                paths *= children.len() as f64;
                job = children[random.below(children.len())];
            }
        }
        total / probes as f64
    }

    /// The whole count on this thread.
    pub fn count_all(&self) -> u64 {
        self.jobs
            .iter()
            .map(|job| job.weight * self.count_job(job))
            .sum()
    }

    /// The count of one job, unweighted.
    pub fn count_job(&self, job: &Job) -> u64 {
        match job.start {
            Start::Shifted {
                rows,
                level,
                cols,
                diag_left,
                diag_right,
            } => {
                let rows = &self.row_sets[rows];
                if self.fast && rows.len() - level > FAST_CORE_MIN_ROWS {
                    count_fast(rows, level, cols, diag_left, diag_right)
                } else {
                    count_from(rows, level, cols, diag_left, diag_right)
                }
            }
            Start::Dynamic(partial) => self.search().count(partial),
            #[cfg(not(feature = "judge"))]
            Start::Join(piece) => self
                .join
                .as_ref()
                .expect("join jobs come with their join")
                .count(piece),
        }
    }

    fn search(&self) -> &dynamic::Search {
        self.dynamic
            .as_ref()
            .expect("dynamic jobs come with their search")
    }

    /// Calls `each` with the column of every queen the job can place
    /// next and the job that follows; returns the weighted count of the
    /// placements this completes outright. With `rows_only`, the queens
    /// placed all go on one row.
    #[cfg(not(feature = "judge"))]
    fn expand(&self, job: &Job, rows_only: bool, each: &mut dyn FnMut(usize, Job)) -> u64 {
        let mut completed = 0;
        match job.start {
            Start::Shifted {
                rows,
                level,
                cols,
                diag_left,
                diag_right,
            } => {
                let row_set = &self.row_sets[rows];
                if level >= row_set.len() {
                    return job.weight;
                }
                let mut free = !(cols | diag_left | diag_right | row_set[level].forbidden);
                while free != 0 {
                    let bit = free & free.wrapping_neg();
                    free ^= bit;
                    let (cols, diag_left, diag_right) =
                        place(row_set[level], bit, cols, diag_left, diag_right);
                    if level + 1 == row_set.len() {
                        completed += job.weight;
                        continue;
                    }
                    let start = Start::Shifted {
                        rows,
                        level: level + 1,
                        cols,
                        diag_left,
                        diag_right,
                    };
                    each(
                        bit.trailing_zeros() as usize,
                        Job {
                            start,
                            weight: job.weight,
                        },
                    );
                }
            }
            Start::Dynamic(partial) => {
                let search = self.search();
                match search.choose(&partial, rows_only) {
                    dynamic::Choice::Dead => {}
                    dynamic::Choice::Complete => completed += job.weight,
                    dynamic::Choice::Branch(line, mut free) => {
                        #[cfg(test)]
                        if rows_only {
                            crate::paths::mirror_split_on_row(line.cell(0).0);
                        }
                        while free != 0 {
                            let cell = line.cell(free.trailing_zeros() as usize);
                            free &= free - 1;
                            let start = Start::Dynamic(search.place(&partial, cell));
                            each(
                                cell.1,
                                Job {
                                    start,
                                    weight: job.weight,
                                },
                            );
                        }
                    }
                }
            }
            #[cfg(not(feature = "judge"))]
            Start::Join(_) => unreachable!("join pieces are never expanded"),
        }
        completed
    }

    #[cfg(not(feature = "judge"))]
    /// How many queens a job still has to place: a rough measure of its
    /// size, as trees grow by a similar factor per row.
    fn rows_left(&self, job: &Job) -> usize {
        match job.start {
            Start::Shifted { rows, level, .. } => self.row_sets[rows].len() - level,
            Start::Dynamic(partial) => partial.rows_left(),
            Start::Join(_) => 0,
        }
    }

    #[cfg(not(feature = "judge"))]
    /// Splits the largest jobs (most rows left) into their children,
    /// one row at a time, until there are at least `target` jobs and no
    /// job has more than one row left beyond the median job; returns the
    /// weighted count of placements completed on the way. Jobs end at
    /// similar depths, so at similar sizes, which is what threads and
    /// shards balance on. The median rule matters when an engine starts
    /// with many small jobs beside a few large ones (the symmetry engine
    /// gives plain N = 18 ~850 small ring jobs beside 23 whole boards).
    pub fn split(&mut self, target: usize) -> u64 {
        if let Some(join) = &self.join {
            let pieces = self
                .jobs
                .iter()
                .map(|job| match job.start {
                    Start::Join(piece) => (piece, job.weight),
                    _ => unreachable!("a join plan holds join pieces only"),
                })
                .collect();
            self.jobs = join
                .split(pieces, target)
                .into_iter()
                .map(|(piece, weight)| Job {
                    start: Start::Join(piece),
                    weight,
                })
                .collect();
            return 0;
        }
        let mut completed = 0;
        loop {
            let mut sizes: Vec<usize> = self.jobs.iter().map(|job| self.rows_left(job)).collect();
            sizes.sort_unstable();
            let (median, largest) = match (sizes.get(sizes.len() / 2), sizes.last()) {
                (Some(&median), Some(&largest)) => (median, largest),
                _ => return completed, // no job left: all completed
            };
            if self.jobs.len() >= target && largest <= median + 1 {
                return completed;
            }
            let mut next = Vec::with_capacity(self.jobs.len() * 4);
            for job in &self.jobs {
                if self.rows_left(job) == largest {
                    completed += self.expand(job, false, &mut |_, child| next.push(child));
                } else {
                    next.push(*job);
                }
            }
            self.jobs = next;
        }
    }

    /// `board` (the one this plan searches) being its own left-right
    /// mirror image, splits the first row to branch on so that only
    /// queens in its left half (and the middle) are searched, the left
    /// half counting twice: a solution's mirror image is a solution too.
    #[cfg(not(feature = "judge"))]
    pub(super) fn use_mirror_of(&mut self, board: &Board) {
        if board.n < 2 {
            return;
        }
        let n = board.n;
        let mut halved = Vec::new();
        for job in std::mem::take(&mut self.jobs) {
            let completed = self.expand(&job, true, &mut |column, mut child| {
                let mirror = n - 1 - column;
                if column < mirror {
                    child.weight *= 2;
                    halved.push(child);
                } else if column == mirror {
                    halved.push(child);
                }
            });
            // A first row that completes the board only happens for N = 1.
            debug_assert_eq!(completed, 0);
        }
        self.jobs = halved;
    }
}

/// Splitting exists only outside the judge build.
// Two attributes, not cfg(all(..)): cargo-mutants leaves a module under
// `#[cfg(test)]` unmutated.
#[cfg(test)]
#[cfg(not(feature = "judge"))]
mod tests {
    use super::{Plan, Start};
    use crate::board::Board;
    use crate::count::{self, orbits};
    use crate::testing::{random_board, reference_count, symmetric_board, Rng, SUBGROUPS};

    /// What `Plan::split` promises of a search's jobs: none left (all
    /// completed on the way), or at least `target`, none with more than
    /// one queen to place beyond the median job.
    fn assert_split_as_documented(plan: &Plan, target: usize) {
        let mut queens_left: Vec<usize> = (plan.jobs.iter())
            .map(|job| match job.start {
                Start::Shifted { rows, level, .. } => plan.row_sets[rows].len() - level,
                Start::Dynamic(partial) => partial.rows_left(),
                Start::Join(_) => unreachable!("a search plan"),
            })
            .collect();
        queens_left.sort_unstable();
        if let Some(&most) = queens_left.last() {
            let median = queens_left[queens_left.len() / 2];
            assert!(
                plan.jobs.len() >= target && most <= median + 1,
                "{} jobs for {}, queens left {}..={}, median {}",
                plan.jobs.len(),
                target,
                queens_left[0],
                most,
                median
            );
        }
    }

    /// `split` stops as soon as its rule holds: jobs that already meet it
    /// (enough of them, none with more than one queen beyond the median)
    /// are left as they are, and a round splits the largest jobs alone.
    #[test]
    fn split_stops_as_soon_as_its_rule_holds() {
        let mut plan = count::symmetry_plan(12);
        let (job, children) = (plan.jobs.iter())
            .map(|job| {
                let mut children = Vec::new();
                plan.expand(job, false, &mut |_, child| children.push(child));
                (*job, children)
            })
            .find(|(_, children)| children.len() >= 2)
            .expect("a job with two children");
        let child = children[0];
        assert_eq!(plan.rows_left(&child) + 1, plan.rows_left(&job));
        plan.jobs = vec![child, job, child];
        assert_eq!(plan.split(3), 0);
        assert_eq!(plan.jobs.len(), 3, "the rule held: nothing to split");
        plan.split(4);
        assert_eq!(
            plan.jobs.len(),
            2 + children.len(),
            "one round, the largest job split"
        );
    }

    /// The plain-board engine splits plain N = 16..21 into the jobs that
    /// README's table gives, for one or two threads (256 or 512 jobs
    /// wanted) and for 16 or more (4,096).
    #[test]
    fn plain_boards_split_into_the_jobs_of_the_readme() {
        let table = [
            (16, 1_391, 7_045),
            (17, 1_693, 9_373),
            (18, 2_176, 13_372),
            (19, 2_577, 17_077),
            (20, 3_215, 23_385),
            (21, 3_729, 28_941),
        ];
        for (n, few, many) in table {
            for (target, jobs) in [(256, few), (512, few), (4096, many)] {
                let mut plan = count::symmetry_plan(n);
                plan.split(target);
                assert_split_as_documented(&plan, target);
                assert_eq!(plan.jobs.len(), jobs, "N = {}, {} wanted", n, target);
            }
        }
    }

    #[test]
    fn split_jobs_add_up_to_the_count() {
        let mut rng = Rng(0x5EED_0004);
        for case in 0..200 {
            let n = 1 + rng.below(13);
            let board = if case % 10 == 0 {
                Board::plain(n)
            } else if case % 5 == 1 {
                let group = SUBGROUPS[3 + case / 5 % 7]; // the ones that fix no border line
                let percent = 92 + rng.below(9);
                symmetric_board(&mut rng, n, percent, group)
            } else {
                let percent = 30 + rng.below(71);
                random_board(&mut rng, n, percent, case % 4 == 0)
            };
            let expected = reference_count(&board);
            for &target in &[1, 7, 100, 5000] {
                let mut plans = vec![
                    count::fastest(&board).0,
                    count::dynamic_search(&board),
                    count::reference(&board),
                ];
                // Pinned plans, whether or not the engines would choose them.
                let group = board.symmetries();
                if let Some(lines) = orbits::pinned_lines(n, group) {
                    let pinned = orbits::canonical(&board, group, &lines);
                    plans.push(count::pinned_fast(&board, &pinned));
                    plans.push(count::pinned_dynamic(&board, &pinned));
                }
                for mut plan in plans {
                    let completed = plan.split(target);
                    if plan.join.is_none() {
                        assert_split_as_documented(&plan, target);
                    }
                    assert_eq!(
                        completed + plan.count_all(),
                        expected,
                        "split to {} of {:?}",
                        target,
                        board
                    );
                }
            }
        }
    }
}
