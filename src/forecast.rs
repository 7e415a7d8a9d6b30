//! `--estimate`: what counting a case, or this shard's part of it, would
//! take on this machine, said without counting it, within
//! `FORECAST_BOUND` of the case's start, planning included.
//!
//! The case is planned and split into jobs as a count would be. Random
//! units of its jobs (`Plan::unit`: the subtree below a random descent of
//! a search, a random part of a join's piece; either, scaled by its
//! factor, a fair estimate of its job's time) are counted on as many
//! threads as the count would use and timed, until the mean job time is
//! known within a few percent or the sample's time runs out. Units grow
//! or shrink between batches so that each takes milliseconds: no job is
//! too large to sample, and the sample ends on time.
//!
//! A join whose tables are slices is planned by estimated sizes (counting
//! them exactly takes as long as building them); each batch of its units
//! is counted in a slice of their own, and the slices the count would
//! build are timed at the rate the batches were built. Where even the
//! least unit, one row set, would take too long to sample, the join's
//! cost model, timed against this machine's fast core, is all there is,
//! and the estimate says so.
//!
//! Nothing is tuned to a processor: the sample is this machine's time for
//! this case's own work. Peak memory is read from the kernel where it
//! says (Linux: `VmHWM`, `VmRSS` in `/proc/self/status`).

use crate::board::Board;
use crate::count::{count_fast_within, rows_of, Plan};
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

pub use crate::report::Forecast;

/// The clock and speed an estimate reads: the machine's own, or a test's.
pub trait Clock: Send + Sync {
    /// Seconds since a fixed moment.
    fn now(&self) -> f64;
    /// Runs `work` and returns the seconds it took.
    fn time(&self, work: &mut dyn FnMut()) -> f64;
    /// Steps of the fast core this machine takes a second, on one thread.
    fn step_rate(&self) -> f64;
    /// How long to wait, at most, for work that should end within
    /// `seconds` of this clock.
    fn wait(&self, seconds: f64) -> Duration;
}

/// This machine's clock; its speed measured when first asked.
pub struct Wall {
    start: Instant,
    rate: OnceLock<f64>,
}

impl Wall {
    pub fn new() -> Wall {
        Wall {
            start: Instant::now(),
            rate: OnceLock::new(),
        }
    }
}

impl Clock for Wall {
    fn now(&self) -> f64 {
        self.start.elapsed().as_secs_f64()
    }

    fn time(&self, work: &mut dyn FnMut()) -> f64 {
        let started = Instant::now();
        work();
        started.elapsed().as_secs_f64()
    }

    /// The fast core on the plain 16×16 board, a bounded count at a time,
    /// for 50 ms.
    fn step_rate(&self) -> f64 {
        *self.rate.get_or_init(|| {
            let rows = rows_of(&Board::plain(16));
            let started = Instant::now();
            let mut steps = 0;
            while started.elapsed().as_secs_f64() < 0.05 {
                let mut budget = 1 << 20;
                std::hint::black_box(count_fast_within(&rows, &mut budget));
                steps += (1 << 20) - budget;
            }
            steps as f64 / started.elapsed().as_secs_f64()
        })
    }

    fn wait(&self, seconds: f64) -> Duration {
        Duration::from_secs_f64(seconds.clamp(0.0, 1e9))
    }
}

/// What an estimate is given of the case besides its plan.
pub struct Case {
    /// The share of the whole case that the plan's jobs are (1 unless a
    /// shard).
    pub part: f64,
    /// Placements the plan's jobs leave out, counted while making them.
    pub completed: u64,
    pub threads: usize,
    /// What a join's slices may hold, in bytes.
    pub memory: u64,
    /// When the case started (planning included), on `clock`.
    pub started: f64,
    pub clock: Arc<dyn Clock>,
}

/// The estimate of counting `plan`'s jobs, split and kept as the count
/// keeps them.
pub fn forecast(mut plan: Plan, case: &Case) -> Forecast {
    let clock = &case.clock;
    let jobs = plan.len();
    // Planning so far, and fitting a join's slices (as the count fits
    // them, by their counts: at least as long), are the count's too.
    let mut estimate = Forecast {
        jobs,
        threads: case.threads,
        sampled: 0,
        weighed: 0,
        sample_time: 0.0,
        setup: clock.now() - case.started,
        building: 0.0,
        cpu: 0.0,
        longest_job: 0.0,
        peak: None,
        modelled: None,
        time_error: 0.0,
        count: None,
    };
    if jobs == 0 {
        estimate.count = Some((case.completed as f64, 0.0));
        estimate.peak = peak_memory();
        return estimate;
    }
    let fitting = clock.now();
    let groups = plan.fit_estimated(case.memory);
    let sampling = clock.now();
    estimate.setup += sampling - fitting;
    let modelled_steps = plan.modelled_steps();
    let tally = sample::sample(plan, case);
    estimate.sample_time = clock.now() - sampling;
    estimate.sampled = tally.units;
    estimate.weighed = tally.weighed;
    if tally.weighed_no_work() {
        // No unit weighed holds work: nothing to count.
        estimate.count = Some((case.completed as f64, 0.0));
    } else if tally.units == 0 {
        // Not one unit ended in time: the cost model is all there is.
        let steps = modelled_steps.unwrap_or(0.0) * case.part;
        estimate.cpu = steps / clock.step_rate();
        estimate.modelled = Some(estimate.sample_time);
    } else {
        let time = tally.job_time();
        estimate.cpu = time.mean * jobs as f64;
        estimate.time_error = time.error;
        estimate.longest_job = tally.longest_job();
        estimate.count = tally.job_count().map(|count| {
            let jobs_count = count.mean * jobs as f64;
            let total = jobs_count + case.completed as f64;
            (
                total,
                count.error * jobs_count / total.max(f64::MIN_POSITIVE),
            )
        });
    }
    let mut largest = None;
    if let Some(groups) = groups {
        let entries: u64 = groups.iter().map(|group| group.entries).sum();
        if tally.built_entries > 0 {
            estimate.building = entries as f64 * tally.build_seconds / tally.built_entries as f64;
        }
        largest = Some(groups.iter().map(|group| group.bytes).max().unwrap_or(0));
    }
    estimate.setup += estimate.building;
    // The sample held slices and buffers of its own; the count holds a
    // group's slice and its threads' buffers.
    estimate.peak = peak_memory().map(|peak| tally.peak_in_count(peak, case.threads, largest));
    estimate
}

/// The most memory this process has held so far, in bytes, if the system
/// says (Linux: `VmHWM`).
fn peak_memory() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|line| line.starts_with("VmHWM:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}

#[cfg(test)]
mod forecast_tests;
mod sample;
mod tally;
