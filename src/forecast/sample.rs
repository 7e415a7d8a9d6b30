//! The timed sample behind an estimate: batches of random units of a
//! plan's jobs, counted on the threads the count would use, until the
//! mean job time is known within `FORECAST_ERROR` and its count within
//! `FORECAST_COUNT_ERROR`, or the time runs out.
//!
//! Two estimators. Where a unit's work has a cheap model (a join's part
//! of a piece, `Plan::unit_work`: its halves built, its pairs modelled),
//! many units are weighed by the model and some of them counted: the
//! mean job time is the mean modelled work of a job times the seconds a
//! unit of modelled work takes, as the counted units have it (double
//! sampling, with a ratio estimator). A join's row sets differ a
//! hundredfold in time and far less in time per modelled work, so this
//! needs a tenth of the counts. Elsewhere (the searches), each counted
//! unit's time times its factor estimates its job's.

use super::tally::{inclusion, Drawn, Tally};
use super::{Case, Clock};
use crate::count::{Plan, Unit};
use crate::random::Random;
use crate::tuning::{
    FORECAST_BOUND, FORECAST_ERROR, FORECAST_MAX_TIME, FORECAST_MIN_JOBS, FORECAST_MIN_TIME,
    FORECAST_SHARE, FORECAST_UNIT,
};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{mpsc, Arc, Mutex, MutexGuard};

/// Units drawn at a time per thread, and at most for a join in slices
/// (each batch a slice to build)...
const BATCH: usize = 64;
const SLICED_BATCH: usize = 16;
/// ...where the units of a batch build their slice in this share of the
/// sample's length, as the last batch built its own.
const SLICE_SHARE: f64 = 0.1;

/// How long a sample goes on at most where the run it predicts takes
/// `run` seconds: `FORECAST_MAX_TIME`, or `FORECAST_SHARE` of the run up
/// to `FORECAST_BOUND`, whichever is longer.
pub fn length(run: f64) -> f64 {
    let share = (FORECAST_SHARE * run).min(FORECAST_BOUND.as_secs_f64());
    FORECAST_MAX_TIME.as_secs_f64().max(share)
}

/// Whether a sample of `units`, whose mean has relative standard error
/// `error`, taken in `elapsed` seconds, tells the mean well enough:
/// within `FORECAST_ERROR`, from `FORECAST_MIN_JOBS` units and
/// `FORECAST_MIN_TIME` on; or the sample has gone on as long as the
/// `run` it predicts (seconds) allows (`length`).
pub fn enough(units: usize, error: f64, elapsed: f64, run: f64) -> bool {
    if elapsed >= length(run) {
        return true;
    }
    units >= FORECAST_MIN_JOBS
        && elapsed >= FORECAST_MIN_TIME.as_secs_f64()
        && error <= FORECAST_ERROR
}

/// The probability with which a weighed unit expected to take
/// `expected` seconds is counted at `now`, in a sample of `length`
/// seconds, if its `chance` draws it (`inclusion`), once `units` are
/// counted; the first unit tells the rate that `expected` needs, so it
/// is counted whatever it takes.
fn counted_with(
    units: usize,
    expected: f64,
    length: f64,
    (now, deadline): (f64, f64),
    chance: f64,
) -> Option<f64> {
    let included = match units {
        0 => 1.0,
        _ => inclusion(expected, length, deadline - now),
    };
    (chance < included).then_some(included)
}

/// What the threads of a sample share: the plan, the stopping rule's
/// inputs, the tally.
struct Sampling {
    plan: Plan,
    clock: Arc<dyn Clock>,
    jobs: usize,
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
        now + tally.longest >= self.deadline
            || enough(
                tally.units,
                tally.stopping_error(),
                now - self.started,
                self.run(tally),
            )
    }

    /// The seconds the count's run takes, as the sample has it so far.
    fn run(&self, tally: &Tally) -> f64 {
        tally.mean_job() * self.jobs as f64 / self.workers as f64
    }

    fn lock(&self) -> MutexGuard<'_, Tally> {
        self.tally.lock().unwrap_or_else(|e| e.into_inner())
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
        jobs,
        workers: case.threads.min(jobs).max(1),
        started: case.clock.now(),
        deadline: case.started + FORECAST_BOUND.as_secs_f64(),
        tally: Mutex::new(Tally::default()),
        stop: AtomicBool::new(false),
    });
    // A join in slices starts with a unit a thread, then as many as build
    // their slice in a share of the sample.
    let mut per_thread = if sliced { 1 } else { BATCH };
    loop {
        let mut units: Vec<Drawn> = (0..per_thread * shared.workers)
            .map(|_| {
                let job = random.below(jobs);
                let (unit, factor) = shared.plan.unit(job, size, &mut random);
                let weight = shared.plan.weight(job) as f64;
                let chance = random.fraction();
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
        let weighed = shared.plan.unit_work(units[0].unit).is_some();
        let batch = match weighed {
            true => weigh_and_count(&shared, units),
            false => count(&shared, units.into_iter().map(|u| (u, 0.0)).collect()),
        };
        let (timed, seconds) = match batch {
            Some(batch) => batch,
            None => break,
        };
        if shared.stop.load(Ordering::Relaxed) || shared.done(&shared.lock()) {
            break;
        }
        // Units of about `FORECAST_UNIT` each: long enough to time well,
        // short enough that a sample holds many and ends on time.
        let unit = seconds / timed.max(1) as f64;
        let target = FORECAST_UNIT.as_secs_f64();
        size = match unit {
            _ if timed > 0 && unit < target / 4.0 => shared.plan.larger(size).unwrap_or(size),
            _ if unit > target * 4.0 => shared.plan.smaller(size).unwrap_or(size),
            _ => size,
        };
    }
    let tally = std::mem::take(&mut *shared.lock());
    tally
}

/// Units a thread for the next batch of a join in slices, where the
/// last batch's `units` built their slice in `seconds`: as many as build
/// in `SLICE_SHARE` of a sample of `length` seconds on `workers`
/// threads, from 1 to `SLICED_BATCH`. Weighing a unit takes about as
/// long as building its part, and far less than counting it: a sample
/// of long units weighs many of them while it counts a few.
fn sliced_batch(seconds: f64, units: usize, length: f64, workers: usize) -> usize {
    let per_unit = seconds / units.max(1) as f64;
    let units = SLICE_SHARE * length / per_unit.max(f64::MIN_POSITIVE);
    (units / workers.max(1) as f64).clamp(1.0, SLICED_BATCH as f64) as usize
}

/// Builds the slice that `units` read, fewer of them if their slice
/// would pass `memory`, and returns the seconds it took; `None` if it
/// cannot: a unit of the last batch still counts (past the deadline), or
/// one unit alone passes `memory`.
fn load(shared: &mut Arc<Sampling>, units: &mut Vec<Drawn>, memory: u64) -> Option<f64> {
    let sampling = Arc::get_mut(shared)?;
    let (plan, clock, threads) = (&mut sampling.plan, &sampling.clock, sampling.workers);
    while !units.is_empty() {
        let pieces: Vec<Unit> = units.iter().map(|drawn| drawn.unit).collect();
        let mut loaded = None;
        let seconds = clock.time(&mut || loaded = plan.load_units(&pieces, memory, threads));
        if let Some(entries) = loaded {
            let tally = sampling.tally.get_mut().unwrap_or_else(|e| e.into_inner());
            tally.build_seconds += seconds;
            tally.built_entries += entries;
            return Some(seconds);
        }
        units.truncate(units.len() / 2);
    }
    None
}

/// Weighs every unit by its modelled work, then counts those of some
/// work, in their random order, while counting tells more than weighing
/// (`counting_tells_more`) and each is expected to end in time.
fn weigh_and_count(shared: &Arc<Sampling>, units: Vec<Drawn>) -> Option<(usize, f64)> {
    let works = Arc::new(Mutex::new(vec![0.0; units.len()]));
    let units = Arc::new(units);
    let (weighing, weights) = (units.clone(), works.clone());
    on_threads(shared, units.len(), move |sampling, at| {
        let drawn = weighing[at];
        let mut work = 0.0;
        let kept = sampling.plan.kept_bytes();
        let seconds = (sampling.clock).time(&mut || {
            work = sampling.plan.unit_work(drawn.unit).unwrap_or(0.0);
        });
        weights.lock().unwrap_or_else(|e| e.into_inner())[at] = work;
        let grown = sampling.plan.kept_bytes();
        let mut tally = sampling.lock();
        tally.weigh(seconds, work, drawn);
        tally.kept(drawn, kept, grown);
        if sampling.done(&tally) {
            sampling.stop.store(true, Ordering::Relaxed);
        }
        true
    })?;
    let works = works.lock().unwrap_or_else(|e| e.into_inner()).clone();
    let worth: Vec<(Drawn, f64)> = (units.iter().copied().zip(works))
        .filter(|&(_, work)| work > 0.0)
        .collect();
    count(shared, worth)
}

/// Counts `units` (each with its factor and modelled work) on the
/// sample's threads, each timed and noted in the tally, until all are
/// counted, the sample is done, or (weighed units) counting tells less
/// than weighing would. A weighed unit is counted with its `inclusion`
/// probability for the time it is expected to take. Returns how many
/// were counted and their seconds.
fn count(shared: &Arc<Sampling>, units: Vec<(Drawn, f64)>) -> Option<(usize, f64)> {
    let batch = Arc::new(Mutex::new((0usize, 0.0f64)));
    let (counted, units) = (batch.clone(), Arc::new(units));
    let len = units.len();
    on_threads(shared, len, move |sampling, at| {
        let (drawn, work) = units[at];
        let mut included = 1.0;
        if work > 0.0 {
            let (units, expected, tells_more, length) = {
                let tally = sampling.lock();
                let expected = work * tally.seconds_per_work();
                let length = length(sampling.run(&tally));
                (tally.units, expected, tally.counting_tells_more(), length)
            };
            if units > 0 && !tells_more {
                return false;
            }
            let when = (sampling.clock.now(), sampling.deadline);
            match counted_with(units, expected, length, when, drawn.chance) {
                Some(inclusion) => included = inclusion,
                None => return true,
            }
        }
        let mut count = 0;
        let kept = sampling.plan.kept_bytes();
        // Untimed: the thread's buffers grow to what the unit needs, as a
        // count's have grown by the time it counts most of its jobs.
        sampling.plan.ready_unit(drawn.unit);
        let seconds = sampling.clock.time(&mut || {
            count = std::hint::black_box(sampling.plan.count_unit(drawn.unit));
        });
        let grown = sampling.plan.kept_bytes();
        let mut tally = sampling.lock();
        tally.count(seconds, count as f64, drawn, work, included);
        tally.kept(drawn, kept, grown);
        let mut batch = counted.lock().unwrap_or_else(|e| e.into_inner());
        *batch = (batch.0 + 1, batch.1 + seconds);
        if sampling.done(&tally) {
            sampling.stop.store(true, Ordering::Relaxed);
        }
        true
    })?;
    let batch = *batch.lock().unwrap_or_else(|e| e.into_inner());
    Some(batch)
}

/// Runs `each(sampling, i)` for i in 0..`len` on the sample's threads
/// at once (what they contend for, memory bandwidth and shared caches,
/// is in the times), until all have run, the sample is done, or `each`
/// says to go no further (false), and notes in the tally the tables and
/// the threads' buffers held as they ended. `None` if the deadline passed
/// with work still running, which is left to end on its own (its threads
/// stop then): the estimate answers on time.
fn on_threads(
    shared: &Arc<Sampling>,
    len: usize,
    each: impl Fn(&Sampling, usize) -> bool + Send + Sync + 'static,
) -> Option<()> {
    let next = Arc::new(AtomicUsize::new(0));
    let batch_over = Arc::new(AtomicBool::new(false));
    let each = Arc::new(each);
    // Each thread ends saying the bytes of buffers it keeps.
    let work = {
        let shared = shared.clone();
        move || {
            while !shared.stop.load(Ordering::Relaxed) && !batch_over.load(Ordering::Relaxed) {
                let at = next.fetch_add(1, Ordering::Relaxed);
                if at >= len || !each(&shared, at) {
                    batch_over.store(true, Ordering::Relaxed);
                }
            }
            shared.plan.kept_bytes()
        }
    };
    let (ended, endings) = mpsc::channel();
    let mut running = 0;
    for _ in 0..shared.workers {
        let (work, ended) = (work.clone(), ended.clone());
        // A thread that cannot be spawned leaves its share to the others.
        let spawned = std::thread::Builder::new().spawn(move || {
            let kept = work();
            // Its hold on the plan ends before it says so: the next
            // batch may build a slice in it.
            drop(work);
            let _ = ended.send(kept);
        });
        running += usize::from(spawned.is_ok());
    }
    let mut kept = 0;
    if running == 0 {
        kept = work();
    }
    while running > 0 {
        let left = shared.deadline - shared.clock.now();
        match endings.recv_timeout(shared.clock.wait(left)) {
            Ok(bytes) => {
                running -= 1;
                kept += bytes;
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {
                shared.stop.store(true, Ordering::Relaxed);
                return None;
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => break,
        }
    }
    shared.lock().held(shared.plan.held_bytes(), kept);
    Some(())
}

#[cfg(test)]
mod sample_tests;
