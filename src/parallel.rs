//! Counts a plan on worker threads: splits it into jobs, keeps this
//! shard's share of them, and shows the progress line. Everything a judge
//! never uses lives here, so the judge file leaves this module out.

use crate::board::Board;
use crate::checkpoint::{Identity, Ledger};
use crate::count::Plan;
use crate::forecast::{self, Case, Clock, Forecast};
use crate::memory::Memory;
use crate::part::board_digest;
use crate::progress::{Phase, Progress};
use crate::times_and_sizes;
use crate::tuning::{
    CHECKPOINT_STEPS, JOBS, JOBS_PER_SHARD, JOBS_PER_THREAD, MAX_SHARD_JOBS, SMALL_N, SPAWN_AFTER,
    SPAWN_STEPS,
};
use std::io::IsTerminal;
use std::ops::Range;
use std::path::Path;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};
use std::time::Instant;

/// The most threads `-j` takes: far above any machine's cores, and low
/// enough that nothing derived from it can overflow.
pub const MAX_THREADS: usize = 4096;

/// Part `index` of `count` of every case (0 of 1: the whole case), with
/// 0 ≤ index < count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    index: usize,
    count: usize,
}

impl Shard {
    /// The whole case.
    pub const WHOLE: Shard = Shard { index: 0, count: 1 };

    /// Part `index` of `count`, or `None` unless index < count.
    ///
    /// ```
    /// assert!(nqueens::Shard::new(2, 3).is_some());
    /// assert!(nqueens::Shard::new(3, 3).is_none());
    /// ```
    pub fn new(index: usize, count: usize) -> Option<Shard> {
        (index < count).then_some(Shard { index, count })
    }

    pub fn index(self) -> usize {
        self.index
    }

    /// How many parts the case is counted in.
    pub fn count(self) -> usize {
        self.count
    }
}

/// What the workers of a case note each job's count in besides their
/// sums: its checkpoint's ledger, if it keeps one, and what the split
/// counted (part of the jobs' digest).
struct Notes<'a> {
    completed: u64,
    ledger: Option<&'a Ledger>,
}

/// How a case's count was shared out: its jobs, the threads that
/// counted them, and for a join in slices, how many slices were built and
/// the seconds building them took (on every thread, while no job counts).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Spread {
    pub jobs: usize,
    pub threads: usize,
    pub slices: usize,
    pub building: f64,
    /// In a run in shards, the digest of the whole case's split, which
    /// every part of the run shares (`Plan::digest`); 0 for a whole case.
    pub split: u64,
}

impl Spread {
    /// `jobs` counted on `threads`, no slice built.
    pub fn of(jobs: usize, threads: usize) -> Spread {
        Spread {
            jobs,
            threads,
            slices: 0,
            building: 0.0,
            split: 0,
        }
    }
}

impl std::fmt::Display for Spread {
    /// As `--time` says it: "3 jobs on 2 threads", "1 job on 1 thread",
    /// then for a join in slices "; 2 slices built in 4.1 s".
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str(&times_and_sizes::jobs_on_threads(self.jobs, self.threads))?;
        if self.slices > 0 {
            let slices = times_and_sizes::counted(self.slices, "slice");
            write!(f, "; {} built in {:.1} s", slices, self.building)?;
        }
        Ok(())
    }
}

/// How a large case is shared out.
#[derive(Clone, Copy, Debug)]
pub struct Settings {
    /// Worker threads; `None`: every available core. At least 1 and at
    /// most `MAX_THREADS` are used, whatever is asked.
    pub threads: Option<usize>,
    /// `Some(true)`/`Some(false)`: forced on/off; `None`: when stderr is
    /// a terminal.
    pub progress: Option<bool>,
    pub shard: Shard,
    /// What the join's tables may take, in bytes (`--memory`); `None`:
    /// a share of the machine's memory.
    pub memory: Option<u64>,
    /// Where a case counted in jobs keeps its checkpoints (`checkpoint`);
    /// `None`: it keeps none.
    pub checkpoints: Option<&'static Path>,
    /// Every job is counted by the verification recount (`--recount`).
    pub recount: bool,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            threads: None,
            progress: None,
            shard: Shard::WHOLE,
            memory: None,
            checkpoints: None,
            recount: false,
        }
    }
}

/// How a case's jobs are shared out: threads here, shards across machines.
pub struct Parallel {
    /// `-j`, if given.
    threads_asked: Option<usize>,
    /// The thread count, found when a case first needs it: asking the
    /// system (cgroup files, five system calls) is a tenth of the run of a
    /// case that takes a millisecond.
    threads: OnceLock<usize>,
    shard: Shard,
    /// The run's memory budget, built once here and shared with the
    /// planner (`Solver::new`).
    memory: Arc<Memory>,
    checkpoints: Option<&'static Path>,
    recount: bool,
    /// The progress line, where on.
    pub progress: Progress,
}

impl Parallel {
    pub fn new(settings: Settings) -> Parallel {
        let terminal = std::io::stderr().is_terminal();
        Parallel {
            threads_asked: settings.threads,
            threads: OnceLock::new(),
            shard: settings.shard,
            memory: Arc::new(Memory::new(settings.memory)),
            // A count's checkpoint is no recount's (and the reverse).
            checkpoints: settings.checkpoints.filter(|_| !settings.recount),
            recount: settings.recount,
            progress: Progress::new(settings.progress.unwrap_or(terminal), terminal),
        }
    }

    /// The run's memory budget.
    pub fn memory(&self) -> &Arc<Memory> {
        &self.memory
    }

    /// Whether jobs are counted by the verification recount.
    pub fn recounts(&self) -> bool {
        self.recount
    }

    /// Whether every case is counted whole (no `--shard`).
    pub fn whole(&self) -> bool {
        self.shard.count == 1
    }

    /// This shard's part of a count made whole on one machine: all of it
    /// for part 0, none for the others.
    pub fn part_of(&self, count: u64) -> u64 {
        if self.shard.index == 0 {
            count
        } else {
            0
        }
    }

    /// The threads to count on: `-j`, or the cores this process may use.
    pub fn threads(&self) -> usize {
        *self.threads.get_or_init(|| {
            self.threads_asked
                .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
                .clamp(1, MAX_THREADS)
        })
    }

    /// This shard's part of the count of `plan`, a plan for `board`
    /// estimated at `steps` (if estimated); `case` (from 1) names it on
    /// the progress line. A whole case is split into jobs only if they
    /// have somewhere to go: other threads, which start after
    /// `SPAWN_AFTER` (so not for a case estimated to end before), the
    /// progress line, or checkpoints (a case estimated past
    /// `CHECKPOINT_STEPS`). Returns the count and how it was shared out.
    pub fn count(
        &self,
        case: usize,
        mut plan: Plan,
        board: &Board,
        steps: Option<f64>,
    ) -> (u64, Spread) {
        // A join in slices is always split and grouped: its groups keep
        // it within the budget.
        if self.shard.count == 1 && !plan.is_sliced() && !self.recount {
            let long =
                steps.is_some_and(|steps| steps >= CHECKPOINT_STEPS) && self.checkpoints.is_some();
            let alone = self.threads() == 1 && !self.progress.is_on() && !long;
            if alone || board.n <= SMALL_N || steps.is_some_and(|steps| steps < SPAWN_STEPS) {
                let jobs = plan.len();
                return (plan.count_all(), Spread::of(jobs, 1));
            }
        }
        let (completed, _, split) = self.split_part(&mut plan);
        let groups = plan.fit(self.memory.bytes(), self.threads());
        let ledger = self.checkpoints.map(|folder| {
            let identity = Identity {
                board: board_digest(board),
                shard: (self.shard.index, self.shard.count),
                jobs: plan.len(),
            };
            Ledger::open(folder, identity, &|| plan.digest(completed), case)
        });
        // A case estimated to take longer than `SPAWN_AFTER` takes the
        // other threads at once; others after it, if still counting.
        let spawn_at = match steps {
            Some(steps) if steps >= SPAWN_STEPS => Instant::now(),
            _ => Instant::now() + SPAWN_AFTER,
        };
        let (mut count, mut threads) = (completed, 1);
        let slices = groups.len();
        let mut building = 0.0;
        for (at, group) in groups.into_iter().enumerate() {
            let ledger = ledger.as_ref();
            // A group whose every job a checkpoint holds needs no slice.
            if ledger.is_some_and(|ledger| group.clone().all(|i| ledger.is_done(i))) {
                group.clone().for_each(|_| self.progress.job_done());
                continue;
            }
            if plan.is_sliced() {
                let slice = at + 1;
                (self.progress).phase(case, Phase::Building { slice, slices });
                let started = Instant::now();
                plan.load(group.clone(), self.threads());
                building += started.elapsed().as_secs_f64();
            }
            let jobs = plan.len();
            self.progress.phase(case, Phase::Counting { jobs });
            let notes = Notes { completed, ledger };
            let (part, on) = self.run(&plan, group, spawn_at, &notes);
            count += part;
            threads = threads.max(on);
        }
        if let Some(ledger) = ledger {
            // The jobs counted before a stop are in its sum.
            count = completed + ledger.sum();
            ledger.finish();
        }
        let mut spread = Spread::of(plan.len(), threads);
        spread.split = split;
        if plan.is_sliced() {
            (spread.slices, spread.building) = (slices, building);
        }
        (count, spread)
    }

    /// Splits `plan` as `split` does and keeps this shard's part; the part
    /// of a sharded case is split again for this machine's threads (the
    /// few jobs a part of many holds would leave threads idle at its end;
    /// splitting a part's jobs changes no other part). Returns the
    /// weighted count of placements completed on the way that the part
    /// holds, the share of the whole's jobs it kept, and the digest of the
    /// whole's split (0 for a whole case).
    fn split_part(&self, plan: &mut Plan) -> (u64, f64, u64) {
        let completed = self.split(plan);
        if self.shard.count == 1 {
            return (completed, 1.0, 0);
        }
        let split = plan.digest(completed);
        let whole = plan.len();
        plan.keep_part(self.shard.index, self.shard.count);
        let share = plan.len() as f64 / whole.max(1) as f64;
        // Placements completed while splitting the whole belong to shard
        // 0 alone; those completed splitting the part, to the part.
        let completed = if self.shard.index == 0 { completed } else { 0 };
        let target = JOBS_PER_THREAD.saturating_mul(self.threads()).min(JOBS);
        (completed + plan.split(target), share, split)
    }

    /// The digest of the split of `plan` for this run in shards, as every
    /// part makes it (what `--todo` checks the parts' records against).
    pub fn split_digest(&self, mut plan: Plan) -> u64 {
        let completed = self.split(&mut plan);
        plan.digest(completed)
    }

    /// Splits `plan` into the jobs it is counted in; returns the weighted
    /// count of placements completed on the way. Shards split by the shard
    /// count alone, so that every machine sees the same jobs; one machine
    /// may split less when it has few threads, as every job's start-up
    /// costs a little.
    pub fn split(&self, plan: &mut Plan) -> u64 {
        let target = if self.shard.count > 1 {
            // Past `MAX_SHARD_JOBS` parts, a job a part: none is left empty.
            JOBS_PER_SHARD
                .saturating_mul(self.shard.count)
                .clamp(JOBS, MAX_SHARD_JOBS)
                .max(self.shard.count)
        } else {
            JOBS.min(JOBS_PER_THREAD.saturating_mul(self.threads()))
        };
        plan.split(target)
    }

    /// What counting this shard's part of `plan` would take (`--estimate`),
    /// the case having started at `clock`'s 0: split as `count` splits it
    /// when it shares it out, and sampled.
    pub fn forecast(&self, mut plan: Plan, clock: Arc<dyn Clock>) -> Forecast {
        let (completed, part, _) = self.split_part(&mut plan);
        let case = Case {
            part,
            completed,
            threads: self.threads(),
            memory: self.memory.bytes(),
            clock,
        };
        forecast::forecast(plan, &case)
    }

    /// Counts jobs `range` of `plan`: alone until `spawn_at`, then on
    /// `threads` workers that take jobs by a shared atomic index (no lock
    /// anywhere), while this thread waits for them. Returns the count and
    /// the threads that counted.
    fn run(
        &self,
        plan: &Plan,
        range: Range<usize>,
        spawn_at: Instant,
        notes: &Notes,
    ) -> (u64, usize) {
        let next = AtomicUsize::new(range.start);
        let total = AtomicU64::new(0);
        let (end, progress) = (range.end, &self.progress);
        let digest = || plan.digest(notes.completed);
        // Counts jobs until none is left or `keep_going` says stop.
        let work = |keep_going: &dyn Fn() -> bool| {
            let mut sum = 0u64;
            while keep_going() {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= end {
                    break;
                }
                match notes.ledger {
                    // Counted before a stop: in the ledger's sum already.
                    Some(ledger) if ledger.is_done(i) => {}
                    Some(ledger) => ledger.done(i, plan.count_at(i), &digest),
                    None if self.recount => sum += plan.recount_at(i),
                    None => sum += plan.count_at(i),
                }
                progress.job_done();
            }
            total.fetch_add(sum, Ordering::Relaxed);
        };
        work(&|| Instant::now() < spawn_at);
        let mut counted_on = 1;
        if next.load(Ordering::Relaxed) < end {
            std::thread::scope(|scope| {
                let mut workers = 0;
                // With one thread, this one is it: no worker to spawn; and
                // never more workers than jobs left to take.
                let left = end.saturating_sub(next.load(Ordering::Relaxed));
                let threads = self.threads();
                let spawn = if threads > 1 { threads.min(left) } else { 0 };
                for _ in 0..spawn {
                    let work = &work;
                    let spawned =
                        (std::thread::Builder::new()).spawn_scoped(scope, move || work(&|| true));
                    // A thread that cannot be spawned leaves its share to the others.
                    workers += usize::from(spawned.is_ok());
                }
                counted_on = workers.max(1);
                if workers == 0 {
                    work(&|| true);
                }
            });
        }
        (total.load(Ordering::Relaxed), counted_on)
    }
}

#[cfg(test)]
mod tests {
    use super::{Parallel, Settings, Shard};
    use crate::board::Board;
    use crate::count::join::Join;
    use crate::count::{reference, Plan};

    /// A part's share is the jobs it keeps over the whole's: about a
    /// quarter for part 1 of 4, whatever its re-split for its threads.
    #[test]
    fn a_part_keeps_its_share_of_the_jobs() {
        let settings = Settings {
            threads: Some(2),
            shard: Shard::new(1, 4).expect("a part"),
            ..Settings::default()
        };
        let mut plan: Plan = reference(&Board::plain(12)).into();
        let (_, share, _) = Parallel::new(settings).split_part(&mut plan);
        assert!(share > 0.2 && share < 0.3, "{}", share);
    }

    /// A join in slices is counted slice by slice on two threads, and its
    /// spread says how many slices it built and that building them took
    /// time: plain N = 16 within three least slices.
    #[test]
    fn a_join_in_slices_says_its_slices_and_their_build() {
        let board = Board::plain(16);
        let settings = Settings {
            threads: Some(2),
            progress: Some(false),
            memory: Some(Join::least_slice(&board) * 3),
            ..Settings::default()
        };
        let plan: Plan = Join::deferred(&board).into();
        let (count, spread) = Parallel::new(settings).count(1, plan, &board, None);
        assert_eq!(count, 14_772_512);
        assert!(spread.slices >= 2 && spread.building > 0.0, "{:?}", spread);
    }
}
