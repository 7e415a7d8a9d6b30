//! Counts a plan on worker threads: splits it into jobs, keeps this
//! shard's share of them, and shows the progress line. Everything a judge
//! never uses lives here, so the judge file leaves this module out.

use crate::count::Plan;
use crate::estimate::{self, Estimate};
use crate::memory::Memory;
use crate::tuning::{
    JOBS, JOBS_PER_SHARD, JOBS_PER_THREAD, MAX_SHARD_JOBS, SMALL_N, SPAWN_AFTER, SPAWN_STEPS,
};
use std::cell::OnceCell;
use std::io::{IsTerminal, Write};
use std::ops::Range;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// The progress line appears once a case has run this long...
const PROGRESS_AFTER: Duration = Duration::from_secs(1);
/// ...and is redrawn at most this often on a terminal...
const PROGRESS_EVERY: Duration = Duration::from_millis(100);
/// ...while off a terminal (a log file) a plain line is added at most this
/// often, so a long run leaves a readable log, not a stream of redraws.
const PROGRESS_LOG_EVERY: Duration = Duration::from_secs(5);
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

/// What the command line says of threads, shards and progress.
/// How a case's count was shared out: its jobs, and the threads that
/// counted them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Spread {
    pub jobs: usize,
    pub threads: usize,
}

impl std::fmt::Display for Spread {
    /// As `--time` says it: "3 jobs on 2 threads", "1 job on 1 thread".
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        let plural = |n: usize| if n == 1 { "" } else { "s" };
        write!(
            f,
            "{} job{} on {} thread{}",
            self.jobs,
            plural(self.jobs),
            self.threads,
            plural(self.threads)
        )
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
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            threads: None,
            progress: None,
            shard: Shard::WHOLE,
            memory: None,
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
    threads: OnceCell<usize>,
    shard: Shard,
    memory: Memory,
    show_progress: bool,
    /// Whether stderr is a terminal: redraw one line, or append lines.
    terminal: bool,
}

impl Parallel {
    pub fn new(settings: Settings) -> Parallel {
        let terminal = std::io::stderr().is_terminal();
        Parallel {
            threads_asked: settings.threads,
            threads: OnceCell::new(),
            shard: settings.shard,
            memory: Memory::new(settings.memory),
            show_progress: settings.progress.unwrap_or(terminal),
            terminal,
        }
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

    /// This shard's part of the count of `plan`, a plan for an `n`×`n`
    /// board estimated at `steps` (if estimated); `case` (from 1) names it
    /// on the progress line. A whole case is split into jobs only if they
    /// have somewhere to go: other threads, which start after
    /// `SPAWN_AFTER` (so not for a case estimated to end before), or the
    /// progress line. Returns the count and how it was shared out.
    pub fn count(
        &self,
        case: usize,
        mut plan: Plan,
        n: usize,
        steps: Option<f64>,
    ) -> (u64, Spread) {
        // A join in slices is always split and grouped: its groups keep
        // it within the budget.
        if self.shard.count == 1 && !plan.is_sliced() {
            let alone = self.threads() == 1 && !self.show_progress;
            if alone || n <= SMALL_N || steps.is_some_and(|steps| steps < SPAWN_STEPS) {
                let jobs = plan.len();
                return (plan.count_all(), Spread { jobs, threads: 1 });
            }
        }
        let completed = self.split(&mut plan);
        if let Some(path) = std::env::var_os("NQUEENS_JOB_TIMES") {
            let spread = Spread {
                jobs: plan.len(),
                threads: 1,
            };
            return (completed + time_jobs(&plan, &path), spread);
        }
        plan.keep_part(self.shard.index, self.shard.count);
        // Placements completed while splitting belong to shard 0 alone.
        let completed = if self.shard.index == 0 { completed } else { 0 };
        let groups = plan.fit(self.memory.bytes());
        let mut progress = Progress::new(self.show_progress, self.terminal, case, plan.len());
        let (mut count, mut threads) = (completed, 1);
        for group in groups {
            plan.load(group.clone());
            let (part, on) = self.run(&plan, group, &mut progress);
            count += part;
            threads = threads.max(on);
        }
        progress.erase();
        let jobs = plan.len();
        (count, Spread { jobs, threads })
    }

    /// Splits `plan` into the jobs it is counted in; returns the weighted
    /// count of placements completed on the way. Shards split by the shard
    /// count alone, so that every machine sees the same jobs; one machine
    /// may split less when it has few threads, as every job's start-up
    /// costs a little.
    fn split(&self, plan: &mut Plan) -> u64 {
        let target = if self.shard.count > 1 {
            JOBS_PER_SHARD
                .saturating_mul(self.shard.count)
                .clamp(JOBS, MAX_SHARD_JOBS)
        } else {
            JOBS.min(JOBS_PER_THREAD.saturating_mul(self.threads()))
        };
        plan.split(target)
    }

    /// What counting this shard's part of `plan` would take (`--estimate`),
    /// planning it having taken `setup`: split as `count` splits it when
    /// it shares it out, and sampled.
    pub fn estimate(&self, mut plan: Plan, setup: Duration) -> Estimate {
        let splitting = Instant::now();
        self.split(&mut plan);
        plan.keep_part(self.shard.index, self.shard.count);
        let groups = plan.fit(self.memory.bytes());
        // A join in slices: the first group's slice built, as the count
        // builds it, its jobs sampled, and every group's slice taken to
        // cost as much to build.
        let split = splitting.elapsed();
        let first = groups.first().cloned().unwrap_or(0..0);
        let loading = Instant::now();
        plan.load(first.clone());
        let slices = loading.elapsed() * groups.len().max(1) as u32;
        estimate::sample(&plan, first, self.threads(), setup + split + slices)
    }

    /// Counts jobs `range` of `plan`: alone until `SPAWN_AFTER` from the
    /// case's start, then on `threads` workers that take jobs by a shared
    /// atomic index (no lock anywhere), while this thread keeps the
    /// progress line. Returns the count and the threads that counted.
    /// Long because the workers, their spawning and the progress line
    /// share its counters.
    fn run(&self, plan: &Plan, range: Range<usize>, progress: &mut Progress) -> (u64, usize) {
        let next = AtomicUsize::new(range.start);
        let done = AtomicUsize::new(range.start);
        let total = AtomicU64::new(0);
        let end = range.end;
        // Counts jobs until none is left or `keep_going` says stop.
        let work = |keep_going: &mut dyn FnMut() -> bool| {
            let mut sum = 0u64;
            while keep_going() {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= end {
                    break;
                }
                sum += plan.count_at(i);
                done.fetch_add(1, Ordering::Relaxed);
            }
            total.fetch_add(sum, Ordering::Relaxed);
        };
        let spawn_at = progress.started + SPAWN_AFTER;
        work(&mut || Instant::now() < spawn_at);
        let mut counted_on = 1;
        if next.load(Ordering::Relaxed) < end {
            std::thread::scope(|scope| {
                let (finished, finishes) = mpsc::channel();
                let mut workers = 0;
                // With one thread, this one is it: no worker to spawn; and
                // never more workers than jobs left to take.
                let left = end.saturating_sub(next.load(Ordering::Relaxed));
                let threads = self.threads();
                let spawn = if threads > 1 { threads.min(left) } else { 0 };
                for _ in 0..spawn {
                    let finished = finished.clone();
                    let work = &work;
                    let spawned = std::thread::Builder::new().spawn_scoped(scope, move || {
                        work(&mut || true);
                        // The receiver outlives the workers; nothing to do if not.
                        let _ = finished.send(());
                    });
                    // A thread that cannot be spawned leaves its share to the others.
                    if spawned.is_ok() {
                        workers += 1;
                    }
                }
                counted_on = workers.max(1);
                if workers == 0 {
                    // No one else to watch: this thread works, drawing between jobs.
                    work(&mut || {
                        progress.draw(done.load(Ordering::Relaxed));
                        true
                    });
                }
                while workers > 0 {
                    if finishes.recv_timeout(PROGRESS_EVERY).is_ok() {
                        workers -= 1;
                    }
                    progress.draw(done.load(Ordering::Relaxed));
                }
            });
        }
        (total.load(Ordering::Relaxed), counted_on)
    }
}

/// The benchmark's scheduling model (bench/simulate.py) needs the time of
/// every job as this machine would split the case: with the environment
/// variable `NQUEENS_JOB_TIMES=FILE` every job runs in order on this thread
/// and its wall time in seconds goes to FILE, one line per job.
fn time_jobs(plan: &Plan, path: &std::ffi::OsStr) -> u64 {
    let mut total = 0;
    let mut times = String::new();
    for i in 0..plan.len() {
        let started = Instant::now();
        total += plan.count_at(i);
        times.push_str(&format!("{:.9}\n", started.elapsed().as_secs_f64()));
    }
    if let Err(e) = std::fs::write(path, times) {
        eprintln!("nqueens: cannot write the job times: {}", e);
    }
    total
}

/// The progress report on stderr for a long case: one line redrawn in
/// place on a terminal, plain lines now and then anywhere else.
struct Progress {
    enabled: bool,
    terminal: bool,
    case: usize,
    jobs: usize,
    started: Instant,
    drawn: Option<Instant>,
}

impl Progress {
    fn new(enabled: bool, terminal: bool, case: usize, jobs: usize) -> Progress {
        Progress {
            enabled,
            terminal,
            case,
            jobs,
            started: Instant::now(),
            drawn: None,
        }
    }

    fn draw(&mut self, done: usize) {
        let now = Instant::now();
        let elapsed = now - self.started;
        let due = match self.drawn {
            Some(at) if self.terminal => now - at >= PROGRESS_EVERY,
            Some(at) => now - at >= PROGRESS_LOG_EVERY,
            None => elapsed >= PROGRESS_AFTER,
        };
        if !self.enabled || !due {
            return;
        }
        self.drawn = Some(now);
        let seconds = elapsed.as_secs_f64();
        let left = if done == 0 {
            "time left unknown".to_string()
        } else {
            // Jobs vary in size, so this is a rough guide, not a promise.
            let rest = seconds * (self.jobs - done) as f64 / done as f64;
            format!("about {} left", human(rest))
        };
        let report = format!(
            "nqueens: case {}: {}/{} subproblems, {} elapsed, {}",
            self.case,
            done,
            self.jobs,
            human(seconds),
            left
        );
        // On a terminal: back to the line's start and clear it, then draw.
        let line = if self.terminal {
            format!("\r\x1b[2K{}", report)
        } else {
            format!("{}\n", report)
        };
        let mut err = std::io::stderr().lock();
        // Progress is a courtesy: a failed write to stderr must not stop the count.
        let _ = err.write_all(line.as_bytes()).and_then(|()| err.flush());
    }

    fn erase(&mut self) {
        if self.terminal && self.drawn.is_some() {
            let _ = std::io::stderr().write_all(b"\r\x1b[2K");
        }
    }
}

/// Seconds as "4.2 s", "3 min 05 s" or "2 h 07 min".
pub fn human(seconds: f64) -> String {
    let whole = seconds as u64;
    if seconds < 60.0 {
        format!("{:.1} s", seconds)
    } else if whole < 3600 {
        format!("{} min {:02} s", whole / 60, whole % 60)
    } else {
        format!("{} h {:02} min", whole / 3600, whole % 3600 / 60)
    }
}
