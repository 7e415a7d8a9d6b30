//! `--estimate`: what counting a case, or this shard's part of it, would
//! take on this machine, said without counting it, within
//! `FORECAST_BOUND` of the case's start, planning included.
//!
//! The case is planned and split into jobs as a count would be; random
//! units of them (`Plan::unit`), each a fair estimate of its job's time
//! scaled by its factor, are timed on the count's threads (`sample`) and
//! scaled to all the jobs (`tally`). A join in slices is fitted by
//! estimated sizes, and its slices timed at the rate the sample built its
//! own. Where not one unit ends in time, the join's cost model at this
//! machine's speed answers, and says so. Nothing is tuned to a processor:
//! the sample is this machine's time for this case's own work.

use crate::board::Board;
use crate::count::{count_fast_within, rows_of, Plan};
use std::sync::Arc;
use std::time::{Duration, Instant};

pub use crate::report::Forecast;
use tally::Tally;

/// The clock and speed a forecast reads: the machine's own, or a test's.
pub trait Clock: Send + Sync {
    /// Seconds since a fixed moment.
    fn now(&self) -> f64;
    /// Runs `work` and returns the seconds it took.
    fn time(&self, work: &mut dyn FnMut()) -> f64;
    /// Steps of the fast core this machine takes a second, on one thread.
    fn step_rate(&self) -> f64;
    /// How long to wait for work due within `seconds` of this clock.
    fn wait(&self, seconds: f64) -> Duration;
}

/// This machine's clock, from the moment it holds.
pub struct Wall(pub Instant);

impl Clock for Wall {
    fn now(&self) -> f64 {
        self.0.elapsed().as_secs_f64()
    }

    fn time(&self, work: &mut dyn FnMut()) -> f64 {
        let started = Instant::now();
        work();
        started.elapsed().as_secs_f64()
    }

    /// The fast core on the plain 16×16 board, bounded counts for 50 ms.
    fn step_rate(&self) -> f64 {
        let rows = rows_of(&Board::plain(16));
        let started = Instant::now();
        let mut steps = 0;
        while started.elapsed().as_secs_f64() < 0.05 {
            let mut budget = 1 << 20;
            std::hint::black_box(count_fast_within(&rows, &mut budget));
            steps += (1 << 20) - budget;
        }
        steps as f64 / started.elapsed().as_secs_f64()
    }

    fn wait(&self, seconds: f64) -> Duration {
        Duration::from_secs_f64(seconds.clamp(0.0, 1e9))
    }
}

/// What a forecast is given of the case besides its plan.
pub struct Case {
    /// The share of the whole case the plan's jobs are (1 unless a shard).
    pub part: f64,
    /// Placements the plan's jobs leave out, counted while making them.
    pub completed: u64,
    pub threads: usize,
    /// What a join's slices may hold, in bytes.
    pub memory: u64,
    /// Started when the case started (planning included, its time 0).
    pub clock: Arc<dyn Clock>,
}

/// The forecast of counting `plan`'s jobs, split and kept as the count
/// keeps them.
pub fn forecast(plan: Plan, case: &Case) -> Forecast {
    let clock = &case.clock;
    let jobs = plan.len();
    let mut said = Forecast::default();
    (said.jobs, said.threads) = (jobs, case.threads);
    // Planning, and fitting a join's slices, are the count's too.
    let groups = plan.fit_estimated(case.memory);
    said.setup = clock.now();
    let modelled_steps = plan.modelled_steps();
    let tally = match jobs {
        0 => Tally::default(),
        _ => sample::sample(plan, case),
    };
    said.sample_time = clock.now() - said.setup;
    (said.sampled, said.weighed) = (tally.units, tally.weighed);
    if jobs == 0 || tally.weighed_no_work() {
        said.count = Some((case.completed as f64, 0.0));
    } else if tally.units == 0 {
        // Not one unit ended in time: the cost model is all there is.
        let steps = modelled_steps.unwrap_or(0.0) * case.part;
        said.cpu = steps / clock.step_rate();
        said.modelled = Some(said.sample_time);
    } else {
        let time = tally.job_time();
        said.cpu = time.mean * jobs as f64;
        said.time_error = time.error;
        said.longest_job = tally.longest_job();
        said.count = tally.job_count().map(|count| {
            let jobs_count = count.mean * jobs as f64;
            let total = jobs_count + case.completed as f64;
            let error = count.error * jobs_count / total.max(f64::MIN_POSITIVE);
            (total, error)
        });
    }
    said.building = tally.building(groups.iter().flatten().map(|group| group.entries).sum());
    let largest = groups.map(|groups| groups.iter().map(|group| group.bytes).max().unwrap_or(0));
    said.setup += said.building;
    said.peak = peak_memory().map(|peak| tally.peak_in_count(peak, largest));
    said
}

/// The most memory this process has held so far, in bytes, where the
/// kernel says (Linux: `VmHWM` in `/proc/self/status`).
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
