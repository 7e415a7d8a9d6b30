//! The timed sample behind an estimate: batches of random units of a
//! plan's jobs, counted on the threads the count would use, until the
//! mean job time is known within `ESTIMATE_ERROR` or the time runs out.
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

use super::{Case, Clock};
use crate::count::{Plan, Unit};
use crate::random::Random;
use crate::tuning::{
    ESTIMATE_BOUND, ESTIMATE_ERROR, ESTIMATE_MAX_TIME, ESTIMATE_MIN_JOBS, ESTIMATE_MIN_TIME,
    ESTIMATE_SHARE, ESTIMATE_UNIT,
};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{mpsc, Arc, Mutex, MutexGuard};

/// Units drawn at a time per thread, and at most for a join in slices
/// (each batch a slice to build)...
const BATCH: usize = 64;
const SLICED_BATCH: usize = 16;
/// ...whose batch grows while building its slice takes less than this
/// share of the time left.
const SLICE_SHARE: f64 = 0.1;

/// The sample so far.
#[derive(Clone, Copy, Default)]
pub struct Tally {
    /// Units counted and timed, the seconds they took, and the longest
    /// unit counted or weighed.
    pub units: usize,
    pub seconds: f64,
    longest: f64,
    /// The job times they estimate (time times factor): sum and squares.
    sum: f64,
    squares: f64,
    /// Units weighed by their modelled work, the seconds that took, and
    /// the job work they estimate (work times factor): sum and squares...
    pub weighed: usize,
    weighing: f64,
    work_sum: f64,
    work_squares: f64,
    /// ...and of the units counted, their modelled work, and its products
    /// with their seconds and itself.
    counted_work: f64,
    seconds_by_work: f64,
    work_by_work: f64,
    seconds_squares: f64,
    /// Slices built for the units, and the largest held.
    pub built_entries: u64,
    pub build_seconds: f64,
    pub largest_slice: u64,
}

impl Tally {
    /// A unit of modelled work `work` (0 where unweighed), standing for
    /// `factor` times its work, counted in `seconds`.
    fn count(&mut self, seconds: f64, factor: f64, work: f64) {
        let job = seconds * factor;
        self.units += 1;
        self.seconds += seconds;
        self.longest = self.longest.max(seconds);
        self.sum += job;
        self.squares += job * job;
        self.counted_work += work;
        self.seconds_by_work += seconds * work;
        self.work_by_work += work * work;
        self.seconds_squares += seconds * seconds;
    }

    /// A unit weighed in `seconds`: its modelled work, standing for
    /// `factor` times it.
    fn weigh(&mut self, seconds: f64, work: f64, factor: f64) {
        let job = work * factor;
        self.weighed += 1;
        self.weighing += seconds;
        self.longest = self.longest.max(seconds);
        self.work_sum += job;
        self.work_squares += job * job;
    }

    /// The seconds a unit of modelled work takes, as the counted units
    /// have it.
    fn seconds_per_work(&self) -> f64 {
        self.seconds / self.counted_work.max(f64::MIN_POSITIVE)
    }

    /// The mean time of a job, in seconds.
    pub fn mean_job(&self) -> f64 {
        match self.weighed {
            0 => self.sum / self.units.max(1) as f64,
            weighed => self.work_sum / weighed as f64 * self.seconds_per_work(),
        }
    }

    /// The standard error of `mean_job`, relative to it (infinite until
    /// two units are counted).
    pub fn relative_error(&self) -> f64 {
        if self.weighed == 0 {
            return relative(self.units, self.sum, self.squares);
        }
        let (ratio, work) = (self.ratio_error(), self.work_error());
        (ratio * ratio + work * work).sqrt()
    }

    /// The relative error of the mean modelled work of a job.
    fn work_error(&self) -> f64 {
        relative(self.weighed, self.work_sum, self.work_squares)
    }

    /// The relative error of the seconds per modelled work, from its
    /// residuals (seconds - ratio * work); none where there is no work.
    fn ratio_error(&self) -> f64 {
        if self.work_sum <= 0.0 {
            return 0.0;
        }
        if self.units < 2 {
            return f64::INFINITY;
        }
        let ratio = self.seconds_per_work();
        let residuals = self.seconds_squares - 2.0 * ratio * self.seconds_by_work
            + ratio * ratio * self.work_by_work;
        let n = self.units as f64;
        (residuals.max(0.0) / (n * (n - 1.0))).sqrt() / (self.seconds / n)
    }

    /// Whether counting a unit more would tell more than weighing one
    /// more, for the time each takes (a weighing with its share of the
    /// slices built): each error's square falls by its share of a unit
    /// (1 / units counted, or weighed), and the one that falls more per
    /// second goes on (double sampling's best split). The ratio's error
    /// is trusted from `ESTIMATE_MIN_JOBS` units counted on.
    fn counting_tells_more(&self) -> bool {
        if self.units < ESTIMATE_MIN_JOBS {
            return true;
        }
        let (counted, weighed) = (self.units as f64, self.weighed as f64);
        let per_count = self.seconds / counted;
        let per_weighing = (self.weighing + self.build_seconds) / weighed;
        let (ratio, work) = (self.ratio_error(), self.work_error());
        ratio * ratio / (counted * per_count) > work * work / (weighed * per_weighing)
    }
}

/// The standard error of the mean of `n` values (their sum and sum of
/// squares), relative to the mean: infinite below two values, 0 where
/// all are 0.
fn relative(n: usize, sum: f64, squares: f64) -> f64 {
    if n < 2 {
        return f64::INFINITY;
    }
    if sum <= 0.0 {
        return 0.0;
    }
    let n = n as f64;
    let mean = sum / n;
    let variance = (squares / n - mean * mean).max(0.0) * n / (n - 1.0);
    (variance / n).sqrt() / mean
}

/// Whether a sample of `units`, whose mean has relative standard error
/// `error`, taken in `elapsed` seconds, tells the mean well enough:
/// within `ESTIMATE_ERROR`, from `ESTIMATE_MIN_JOBS` units and
/// `ESTIMATE_MIN_TIME` on; or the sample has taken `ESTIMATE_MAX_TIME`,
/// or `ESTIMATE_SHARE` of the `run` it predicts (seconds) up to
/// `ESTIMATE_BOUND`, whichever is longer.
pub fn enough(units: usize, error: f64, elapsed: f64, run: f64) -> bool {
    let share = (ESTIMATE_SHARE * run).min(ESTIMATE_BOUND.as_secs_f64());
    if elapsed >= ESTIMATE_MAX_TIME.as_secs_f64().max(share) {
        return true;
    }
    units >= ESTIMATE_MIN_JOBS
        && elapsed >= ESTIMATE_MIN_TIME.as_secs_f64()
        && error <= ESTIMATE_ERROR
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
        let run = tally.mean_job() * self.jobs as f64 / self.workers as f64;
        now + tally.longest >= self.deadline
            || enough(tally.units, tally.relative_error(), now - self.started, run)
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
        deadline: case.started + ESTIMATE_BOUND.as_secs_f64(),
        tally: Mutex::new(Tally::default()),
        stop: AtomicBool::new(false),
    });
    // A join in slices starts with a unit a thread, and takes more while
    // building their slice takes little of the time left.
    let mut per_thread = if sliced { 1 } else { BATCH };
    loop {
        let mut units: Vec<(Unit, f64)> = (0..per_thread * shared.workers)
            .map(|_| shared.plan.unit(random.below(jobs), size, &mut random))
            .collect();
        if sliced {
            let Some(seconds) = load(&mut shared, &mut units, case.memory) else {
                break;
            };
            let left = shared.deadline - shared.clock.now();
            if seconds * 2.0 < SLICE_SHARE * left {
                per_thread = (per_thread * 2).min(SLICED_BATCH);
            }
        }
        let weighed = shared.plan.unit_work(units[0].0).is_some();
        let batch = match weighed {
            true => weigh_and_count(&shared, units),
            false => count(
                &shared,
                units.into_iter().map(|(u, f)| (u, f, 0.0)).collect(),
            ),
        };
        let (timed, seconds) = match batch {
            Some(batch) => batch,
            None => break,
        };
        if shared.stop.load(Ordering::Relaxed) || shared.done(&shared.lock()) {
            break;
        }
        // Units of about `ESTIMATE_UNIT` each: long enough to time well,
        // short enough that a sample holds many and ends on time.
        let unit = seconds / timed.max(1) as f64;
        let target = ESTIMATE_UNIT.as_secs_f64();
        size = match unit {
            _ if timed > 0 && unit < target / 4.0 => shared.plan.larger(size).unwrap_or(size),
            _ if unit > target * 4.0 => shared.plan.smaller(size).unwrap_or(size),
            _ => size,
        };
    }
    let tally = *shared.lock();
    tally
}

/// Builds the slice that `units` read, fewer of them if their slice
/// would pass `memory`, and returns the seconds it took; `None` if it
/// cannot: a unit of the last batch still counts (past the deadline), or
/// one unit alone passes `memory`.
fn load(shared: &mut Arc<Sampling>, units: &mut Vec<(Unit, f64)>, memory: u64) -> Option<f64> {
    let sampling = Arc::get_mut(shared)?;
    let (plan, clock) = (&mut sampling.plan, &sampling.clock);
    while !units.is_empty() {
        let pieces: Vec<Unit> = units.iter().map(|unit| unit.0).collect();
        let mut loaded = None;
        let seconds = clock.time(&mut || loaded = plan.load_units(&pieces, memory));
        if let Some(entries) = loaded {
            let held = plan.held_bytes();
            let tally = sampling.tally.get_mut().unwrap_or_else(|e| e.into_inner());
            tally.build_seconds += seconds;
            tally.built_entries += entries;
            tally.largest_slice = tally.largest_slice.max(held);
            return Some(seconds);
        }
        units.truncate(units.len() / 2);
    }
    None
}

/// Weighs every unit by its modelled work, then counts those of some
/// work, in their random order, while counting tells more than weighing
/// (`counting_tells_more`) and each is expected to end in time.
fn weigh_and_count(shared: &Arc<Sampling>, units: Vec<(Unit, f64)>) -> Option<(usize, f64)> {
    let works = Arc::new(Mutex::new(vec![0.0; units.len()]));
    let units = Arc::new(units);
    let (weighing, weights) = (units.clone(), works.clone());
    on_threads(shared, units.len(), move |sampling, at| {
        let (unit, factor) = weighing[at];
        let mut work = 0.0;
        let seconds = (sampling.clock).time(&mut || {
            work = sampling.plan.unit_work(unit).unwrap_or(0.0);
        });
        weights.lock().unwrap_or_else(|e| e.into_inner())[at] = work;
        let mut tally = sampling.lock();
        tally.weigh(seconds, work, factor);
        if sampling.done(&tally) {
            sampling.stop.store(true, Ordering::Relaxed);
        }
        true
    })?;
    let works = works.lock().unwrap_or_else(|e| e.into_inner()).clone();
    let worth: Vec<(Unit, f64, f64)> = (units.iter().zip(works))
        .filter(|&(_, work)| work > 0.0)
        .map(|(&(unit, factor), work)| (unit, factor, work))
        .collect();
    count(shared, worth)
}

/// Counts `units` (each with its factor and modelled work) on the
/// sample's threads, each timed and noted in the tally, until all are
/// counted, the sample is done, or (weighed units) counting tells less
/// than weighing would. A weighed unit expected to end past the deadline
/// is passed over. Returns how many were counted and their seconds.
fn count(shared: &Arc<Sampling>, units: Vec<(Unit, f64, f64)>) -> Option<(usize, f64)> {
    let batch = Arc::new(Mutex::new((0usize, 0.0f64)));
    let (counted, units) = (batch.clone(), Arc::new(units));
    let len = units.len();
    on_threads(shared, len, move |sampling, at| {
        let (unit, factor, work) = units[at];
        if work > 0.0 {
            let tally = *sampling.lock();
            let expected = work * tally.seconds_per_work();
            if tally.units > 0 && !tally.counting_tells_more() {
                return false;
            }
            if tally.units > 0 && sampling.clock.now() + expected >= sampling.deadline {
                return true;
            }
        }
        let seconds = sampling.clock.time(&mut || {
            std::hint::black_box(sampling.plan.count_unit(unit));
        });
        let mut tally = sampling.lock();
        tally.count(seconds, factor, work);
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
/// says to go no further (false). `None` if the deadline passed with
/// work still running, which is left to end on its own (its threads stop
/// then): the estimate answers on time.
fn on_threads(
    shared: &Arc<Sampling>,
    len: usize,
    each: impl Fn(&Sampling, usize) -> bool + Send + Sync + 'static,
) -> Option<()> {
    let next = Arc::new(AtomicUsize::new(0));
    let batch_over = Arc::new(AtomicBool::new(false));
    let each = Arc::new(each);
    let work = {
        let shared = shared.clone();
        move || {
            while !shared.stop.load(Ordering::Relaxed) && !batch_over.load(Ordering::Relaxed) {
                let at = next.fetch_add(1, Ordering::Relaxed);
                if at >= len || !each(&shared, at) {
                    batch_over.store(true, Ordering::Relaxed);
                }
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
mod tests {
    use super::Tally;

    /// Units whose time is their work times a fixed rate: the mean job is
    /// the mean work of a job (work times factor) at that rate, and the
    /// ratio is known exactly, so the error is the work's alone; counting
    /// more is worth it only below the least units, or once a unit is
    /// off the rate.
    #[test]
    fn weighed_units_scale_the_mean_work_by_the_counted_rate() {
        let mut tally = Tally::default();
        let units = [(2.0, 10.0), (5.0, 4.0), (1.0, 30.0), (8.0, 1.0)];
        for &(work, factor) in units.iter().cycle().take(40) {
            tally.weigh(1e-2, work, factor);
        }
        let mean_work = (20.0 + 20.0 + 30.0 + 8.0) / 4.0;
        for &(work, factor) in units.iter().cycle().take(8) {
            assert!(tally.counting_tells_more(), "below the least units");
            tally.count(3e-3 * work, factor, work);
        }
        assert!((tally.mean_job() - mean_work * 3e-3).abs() < 1e-12);
        assert!(tally.ratio_error() < 1e-6, "{}", tally.ratio_error());
        assert!((tally.relative_error() - tally.work_error()).abs() < 1e-9);
        assert!(!tally.counting_tells_more());
        // A unit far off the rate: the ratio now has an error of its own,
        // and a count (about as long as a weighing) tells more.
        tally.count(5e-2, 1.0, 1.0);
        assert!(tally.ratio_error() > 0.1 && tally.counting_tells_more());
    }

    /// Without a model, each counted unit's time times its factor is a
    /// job's time: their mean, and the standard error of it.
    #[test]
    fn counted_units_alone_give_the_mean_of_their_jobs() {
        let mut tally = Tally::default();
        assert_eq!(tally.relative_error(), f64::INFINITY);
        tally.count(1.0, 2.0, 0.0);
        tally.count(2.0, 2.0, 0.0);
        assert_eq!(tally.mean_job(), 3.0);
        // Jobs 2 and 4: sample deviation sqrt(2), its mean's error 1.
        assert!((tally.relative_error() - 1.0 / 3.0).abs() < 1e-12);
        // All zero: no spread.
        let mut idle = Tally::default();
        idle.weigh(1e-3, 0.0, 5.0);
        idle.weigh(1e-3, 0.0, 5.0);
        assert_eq!(idle.relative_error(), 0.0);
    }
}
