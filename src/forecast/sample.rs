//! The timed sample behind a forecast: batches of random units of a
//! plan's jobs on the count's threads (what they contend for is in the
//! times), until the mean job time and count are known well enough or
//! the time runs out. A join's units are weighed by their modelled work
//! and some of them counted (`Tally`): its row sets differ a hundredfold
//! in time, far less in time per work.

use super::tally::{Drawn, Tally};
use super::{Case, Clock};
use crate::count::{Plan, Unit};
use crate::random::Random;
use crate::tuning::{
    FORECAST_BOUND, FORECAST_ERROR, FORECAST_MAX_TIME, FORECAST_MIN_JOBS, FORECAST_MIN_TIME,
    FORECAST_SHARE, FORECAST_UNIT,
};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{mpsc, Arc, Mutex, MutexGuard};

/// Units drawn a batch per thread, at most for a join in slices (each
/// batch a slice to build)...
const BATCH: usize = 64;
const SLICED_BATCH: usize = 16;
/// ...so that a batch builds its slice in this share of the sample.
const SLICE_SHARE: f64 = 0.1;

/// How long a sample goes on at most where the run it predicts takes
/// `run` seconds: `FORECAST_MAX_TIME`, or `FORECAST_SHARE` of the run up
/// to `FORECAST_BOUND`, whichever is longer.
pub fn length(run: f64) -> f64 {
    let share = (FORECAST_SHARE * run).min(FORECAST_BOUND.as_secs_f64());
    FORECAST_MAX_TIME.as_secs_f64().max(share)
}

/// Whether a sample of `units`, its mean's relative error `error`, taken
/// in `elapsed` seconds, is enough: within `FORECAST_ERROR`, from the
/// least units and time on; or it has gone on for its `length`.
pub fn enough(units: usize, error: f64, elapsed: f64, run: f64) -> bool {
    elapsed >= length(run)
        || (units >= FORECAST_MIN_JOBS
            && elapsed >= FORECAST_MIN_TIME.as_secs_f64()
            && error <= FORECAST_ERROR)
}

/// What the threads of a sample share.
struct Sampling {
    plan: Plan,
    clock: Arc<dyn Clock>,
    workers: usize,
    started: f64,
    deadline: f64,
    tally: Mutex<Tally>,
    /// The sample is done.
    stop: AtomicBool,
}

impl Sampling {
    /// Whether the mean is known well enough, or a unit more (as long as
    /// the longest so far) would end past the deadline.
    fn done(&self, tally: &Tally) -> bool {
        let now = self.clock.now();
        let (units, error, run) = (tally.units, tally.stopping_error(), self.run(tally));
        now + tally.longest >= self.deadline || enough(units, error, now - self.started, run)
    }

    /// The seconds the count's run takes, as the sample has it so far.
    fn run(&self, tally: &Tally) -> f64 {
        tally.job_time().mean * self.plan.len() as f64 / self.workers as f64
    }

    fn lock(&self) -> MutexGuard<'_, Tally> {
        self.tally.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Weighs a unit where it has a model, and counts it (timed) unless
    /// the tally passes it over (`Tally::counted_with`).
    fn take(&self, drawn: Drawn) {
        let (mut work, mut inclusion, mut weighed) = (0.0, 1.0, None);
        let weighing = (self.clock).time(&mut || weighed = self.plan.unit_work(drawn.unit));
        if let Some(modelled) = weighed {
            work = modelled;
            let mut tally = self.lock();
            // Decided before its own weighing is in: a choice that read its
            // work twice would favour units of one size, biasing the ratio.
            let (length, when) = (length(self.run(&tally)), (self.clock.now(), self.deadline));
            let counted = tally.counted_with(work, drawn.chance, length, when);
            tally.weigh(weighing, work, drawn);
            match counted {
                Some(included) => inclusion = included,
                None => return self.stop_if_done(&tally),
            }
        }
        let mut count = 0;
        let seconds = (self.clock).time(&mut || {
            count = std::hint::black_box(self.plan.count_unit(drawn.unit));
        });
        let mut tally = self.lock();
        tally.count(seconds, count as f64, drawn, work, inclusion);
        self.stop_if_done(&tally);
    }

    fn stop_if_done(&self, tally: &Tally) {
        if self.done(tally) {
            self.stop.store(true, Ordering::Relaxed);
        }
    }
}

/// Times batches of random units of `plan` until the mean job time is
/// known well enough or the time runs out; the tally says what it saw.
pub fn sample(plan: Plan, case: &Case) -> Tally {
    let jobs = plan.len();
    let sliced = plan.is_sliced();
    let mut random = Random::seeded();
    let mut size = plan.unit_sizes().0;
    let mut shared = Arc::new(Sampling {
        plan,
        clock: case.clock.clone(),
        workers: case.threads.min(jobs).max(1),
        started: case.clock.now(),
        deadline: FORECAST_BOUND.as_secs_f64(),
        tally: Mutex::new(Tally::default()),
        stop: AtomicBool::new(false),
    });
    // A join in slices starts with a unit a thread (`sliced_batch`).
    let mut per_thread = if sliced { 1 } else { BATCH };
    loop {
        let mut units: Vec<Drawn> = (0..per_thread * shared.workers)
            .map(|_| {
                let job = random.below(jobs);
                let (unit, factor) = shared.plan.unit(job, size, &mut random);
                let (weight, chance) = (shared.plan.weight(job) as f64, random.fraction());
                Drawn {
                    unit,
                    job,
                    factor,
                    weight,
                    chance,
                }
            })
            .collect();
        if sliced {
            let Some(seconds) = load(&mut shared, &mut units, case.memory) else {
                break;
            };
            let length = length(shared.run(&shared.lock()));
            per_thread = sliced_batch(seconds, units.len(), length, shared.workers);
        }
        let counted = |tally: &Tally| (tally.units, tally.seconds);
        let before = counted(&shared.lock());
        if on_threads(&shared, units).is_none() {
            break;
        }
        let tally = shared.lock();
        let after = counted(&tally);
        shared.stop_if_done(&tally);
        drop(tally);
        if shared.stop.load(Ordering::Relaxed) {
            break;
        }
        if let Some(larger) = resized(before, after) {
            size = shared.plan.resize(size, larger);
        }
    }
    let tally = std::mem::take(&mut *shared.lock());
    tally
}

/// Whether the next batch's units are to be larger (`Some(true)`) or
/// smaller than the last batch's, which took the sample's counted units
/// and seconds from `before` to `after`: towards `FORECAST_UNIT` each,
/// long enough to time well, short enough that a sample holds many.
fn resized(before: (usize, f64), after: (usize, f64)) -> Option<bool> {
    let (counted, seconds) = (after.0 - before.0, after.1 - before.1);
    let (unit, target) = (seconds / counted.max(1) as f64, FORECAST_UNIT.as_secs_f64());
    match unit {
        _ if counted > 0 && unit < target / 4.0 => Some(true),
        _ if unit > target * 4.0 => Some(false),
        _ => None,
    }
}

/// Units a thread for the next batch of a join in slices, the last
/// batch's `units` having built their slice in `seconds`: as many as
/// build in `SLICE_SHARE` of a sample of `length` seconds on `workers`
/// threads, from 1 to `SLICED_BATCH`.
fn sliced_batch(seconds: f64, units: usize, length: f64, workers: usize) -> usize {
    let per_unit = seconds / units.max(1) as f64;
    let units = SLICE_SHARE * length / per_unit.max(f64::MIN_POSITIVE);
    (units / workers.max(1) as f64).clamp(1.0, SLICED_BATCH as f64) as usize
}

/// Builds the slice that `units` read (fewer of them where it would
/// pass `memory`) and returns its seconds; `None` if a unit of the last
/// batch still counts (past the deadline) or one alone passes `memory`.
fn load(shared: &mut Arc<Sampling>, units: &mut Vec<Drawn>, memory: u64) -> Option<f64> {
    let sampling = Arc::get_mut(shared)?;
    let (plan, clock, threads) = (&mut sampling.plan, &sampling.clock, sampling.workers);
    while !units.is_empty() {
        let pieces: Vec<Unit> = units.iter().map(|drawn| drawn.unit).collect();
        let mut loaded = None;
        let seconds = clock.time(&mut || loaded = plan.load_units(&pieces, memory, threads));
        if let Some((entries, bytes)) = loaded {
            let tally = sampling.tally.get_mut().unwrap_or_else(|e| e.into_inner());
            tally.build_seconds += seconds;
            tally.built_entries += entries;
            tally.tables = tally.tables.max(bytes);
            return Some(seconds);
        }
        units.truncate(units.len() / 2);
    }
    None
}

/// Takes `units` on the sample's threads until all are taken or the
/// sample is done. `None` if the deadline passed with a unit still
/// counting, left to end on its own (its thread stops then): the
/// forecast answers on time.
fn on_threads(shared: &Arc<Sampling>, units: Vec<Drawn>) -> Option<()> {
    let (next, units) = (Arc::new(AtomicUsize::new(0)), Arc::new(units));
    let work = {
        let shared = shared.clone();
        move || {
            while !shared.stop.load(Ordering::Relaxed) {
                let Some(&drawn) = units.get(next.fetch_add(1, Ordering::Relaxed)) else {
                    break;
                };
                shared.take(drawn);
            }
        }
    };
    let (ended, endings) = mpsc::channel();
    let mut running = 0;
    for _ in 0..shared.workers {
        let (work, ended) = (work.clone(), ended.clone());
        // A thread that cannot be spawned leaves its share to the others.
        let spawned = std::thread::Builder::new().spawn(move || {
            work();
            // Its hold on the plan ends before it says so: the next
            // batch may build a slice in it.
            drop(work);
            let _ = ended.send(());
        });
        running += usize::from(spawned.is_ok());
    }
    if running == 0 {
        work();
    }
    drop(work);
    while running > 0 {
        let left = shared.deadline - shared.clock.now();
        match endings.recv_timeout(shared.clock.wait(left)) {
            Ok(()) => running -= 1,
            Err(mpsc::RecvTimeoutError::Timeout) => {
                shared.stop.store(true, Ordering::Relaxed);
                return None;
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => break,
        }
    }
    Some(())
}

#[cfg(test)]
mod sample_tests;
