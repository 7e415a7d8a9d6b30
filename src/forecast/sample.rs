//! The timed sample behind an estimate: batches of random units of a
//! plan's jobs, counted on the threads the count would use, until the
//! mean job time is known within `ESTIMATE_ERROR` and its count within
//! `ESTIMATE_COUNT_ERROR`, or the time runs out.
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
    ESTIMATE_BOUND, ESTIMATE_COUNT_ERROR, ESTIMATE_ERROR, ESTIMATE_MAX_TIME, ESTIMATE_MIN_JOBS,
    ESTIMATE_MIN_TIME, ESTIMATE_SHARE, ESTIMATE_UNIT,
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

/// Sums over the counted units of one thing each unit estimates of its
/// job (its time, its count) and of the modelled work it estimates, both
/// scaled to the job alike: what a ratio estimator of that thing per
/// unit of work needs. Scaled, a unit that stands for more of its job
/// weighs more in the ratio, as it does in the job.
#[derive(Clone, Copy, Default)]
struct Sums {
    sum: f64,
    squares: f64,
    by_work: f64,
    work: f64,
    work_squares: f64,
}

impl Sums {
    fn add(&mut self, value: f64, work: f64) {
        self.sum += value;
        self.squares += value * value;
        self.by_work += value * work;
        self.work += work;
        self.work_squares += work * work;
    }

    /// The thing per unit of modelled work.
    fn per_work(&self) -> f64 {
        self.sum / self.work.max(f64::MIN_POSITIVE)
    }
}

/// What the sample saw of one job: the units drawn from it that were
/// weighed, and counted, with the sums of their estimates of its work
/// (work times factor) and time (seconds times factor), and whether one
/// of them was the whole job (factor 1: its estimate is the job's own),
/// and the most bytes of buffers one of them was seen to need
/// (`Tally::kept`).
#[derive(Clone, Copy, Default)]
struct Seen {
    weighed: u32,
    work: f64,
    counted: u32,
    time: f64,
    whole: bool,
    kept: u64,
}

/// The sample so far.
#[derive(Clone, Default)]
pub struct Tally {
    /// Units counted and timed, the seconds they took, and the longest
    /// unit counted or weighed.
    pub units: usize,
    pub seconds: f64,
    longest: f64,
    /// Units weighed by their modelled work, the seconds that took, and
    /// the job work they estimate (work times factor), sums and squares,
    /// also times the job's weight (for the count)...
    pub weighed: usize,
    weighing: f64,
    work_sum: f64,
    work_squares: f64,
    weighted_work_sum: f64,
    weighted_work_squares: f64,
    /// ...and of the units counted, the job times they estimate (time
    /// times factor) and the job counts (count times factor times the
    /// job's weight), each against their job work.
    times: Sums,
    counts: Sums,
    /// Slices built for the units, and the seconds that took.
    pub built_entries: u64,
    pub build_seconds: f64,
    /// The most bytes the sample held at once in tables and its threads'
    /// buffers, as (tables, buffers).
    held_at_once: (u64, u64),
    /// Each job drawn from, by its index.
    jobs: Vec<Seen>,
}

/// What the sample says of a mean: the mean, and its standard error
/// relative to it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Mean {
    pub mean: f64,
    pub error: f64,
}

impl Tally {
    /// A unit of modelled work `work` (0 where unweighed), standing for
    /// `factor` times its work in a job of weight `weight`, counted in
    /// `seconds`: `count` placements. It was counted with probability
    /// `inclusion` among the weighed units, so it stands for
    /// 1 / `inclusion` of them in the ratios (an unbiased sum whatever
    /// the units passed over).
    fn count(&mut self, seconds: f64, count: f64, unit: Drawn, work: f64, inclusion: f64) {
        let stands_for = unit.factor / inclusion;
        let (time, placements) = (seconds * stands_for, count * stands_for * unit.weight);
        self.units += 1;
        self.seconds += seconds;
        self.longest = self.longest.max(seconds);
        self.times.add(time, work * stands_for);
        self.counts.add(placements, work * stands_for * unit.weight);
        let seen = self.seen(unit);
        seen.counted += 1;
        seen.time += seconds * unit.factor;
    }

    /// What the sample saw of `unit`'s job, now that it saw `unit`.
    fn seen(&mut self, unit: Drawn) -> &mut Seen {
        if self.jobs.len() <= unit.job {
            self.jobs.resize(unit.job + 1, Seen::default());
        }
        let seen = &mut self.jobs[unit.job];
        seen.whole |= unit.factor == 1.0;
        seen
    }

    /// A unit weighed in `seconds`: its modelled work, standing for
    /// `factor` times it in a job of weight `weight`.
    fn weigh(&mut self, seconds: f64, work: f64, unit: Drawn) {
        let job = work * unit.factor;
        let weighted = job * unit.weight;
        self.weighed += 1;
        self.weighing += seconds;
        self.longest = self.longest.max(seconds);
        self.work_sum += job;
        self.work_squares += job * job;
        self.weighted_work_sum += weighted;
        self.weighted_work_squares += weighted * weighted;
        let seen = self.seen(unit);
        seen.weighed += 1;
        seen.work += job;
    }

    /// `unit` was counted or weighed on a thread whose buffers held
    /// `before` bytes, and `after` once it was done: where they grew, the
    /// unit's job needed what they grew to (an upper bound: they hold
    /// what the thread's earlier units needed too); where they did not,
    /// the unit tells nothing of them.
    fn kept(&mut self, unit: Drawn, before: u64, after: u64) {
        if after > before {
            let seen = self.seen(unit);
            seen.kept = seen.kept.max(after);
        }
    }

    /// The sample's threads ended a batch holding `tables` bytes of
    /// tables and `buffers` bytes of buffers between them.
    fn held(&mut self, tables: u64, buffers: u64) {
        let (most_tables, most_buffers) = self.held_at_once;
        if tables + buffers > most_tables + most_buffers {
            self.held_at_once = (tables, buffers);
        }
    }

    /// The peak memory of the count, from the sample's `peak`: the
    /// tables and buffers the sample held at once (at most) give way to
    /// the count's `tables` (its largest slice; the sample's own where
    /// `None`, whole tables) and the buffers its `threads` keep. A
    /// count's thread keeps what the largest row set it counted needed,
    /// and a job is counted on one thread, so its threads keep at most
    /// the largest needs of as many different jobs as threads; the
    /// sample's threads may each count units of the one largest job.
    pub fn peak_in_count(&self, peak: u64, threads: usize, tables: Option<u64>) -> u64 {
        let (held_tables, held_buffers) = self.held_at_once;
        let mut needs: Vec<u64> = self.jobs.iter().map(|seen| seen.kept).collect();
        needs.sort_unstable_by(|a, b| b.cmp(a));
        let kept: u64 = needs.iter().take(threads).sum();
        peak.saturating_sub(held_tables + held_buffers) + tables.unwrap_or(held_tables) + kept
    }

    /// The error the sample's stopping rule reads: the time's, or the
    /// count's where that is further from its own target
    /// (`ESTIMATE_COUNT_ERROR`), in the time's terms.
    fn stopping_error(&self) -> f64 {
        let count = self.job_count().map_or(f64::INFINITY, |count| count.error);
        (self.relative_error()).max(count * (ESTIMATE_ERROR / ESTIMATE_COUNT_ERROR))
    }

    /// Whether the least units of a sample were weighed and none holds
    /// any work (none is counted: none would count a placement), as in a
    /// part of row sets that symmetry leaves out.
    pub fn weighed_no_work(&self) -> bool {
        self.weighed >= ESTIMATE_MIN_JOBS && self.work_sum <= 0.0
    }

    /// The seconds a unit of modelled work takes, as the counted units
    /// have it.
    fn seconds_per_work(&self) -> f64 {
        self.times.per_work()
    }

    /// The mean time of a job, in seconds.
    pub fn mean_job(&self) -> f64 {
        self.job_time().mean
    }

    /// The standard error of `mean_job`, relative to it (infinite until
    /// two units are counted).
    pub fn relative_error(&self) -> f64 {
        self.job_time().error
    }

    /// The mean time of a job, in seconds, and its error: where units
    /// are weighed, the mean modelled work of a job at the seconds per
    /// work of the counted units (both errors in it); else the mean of
    /// the counted units' job times.
    pub fn job_time(&self) -> Mean {
        self.job_mean(&self.times, self.work_error(), self.work_sum)
    }

    /// The mean weighted count of a job, and its error, as `job_time`
    /// has the time (its counts in place of seconds, each job's work
    /// times its weight); `None` until a unit is counted.
    pub fn job_count(&self) -> Option<Mean> {
        let (sum, squares) = (self.weighted_work_sum, self.weighted_work_squares);
        let work = relative(self.weighed, sum, squares);
        (self.units > 0).then(|| self.job_mean(&self.counts, work, sum))
    }

    /// The mean of a job's `values` and its error: the plain mean of the
    /// counted units' where none is weighed; else the mean job work (sum
    /// `work_sum` over the weighed, relative error `work_error`) times
    /// the values per work of the counted units.
    fn job_mean(&self, values: &Sums, work_error: f64, work_sum: f64) -> Mean {
        match self.weighed {
            0 => Mean {
                mean: values.sum / self.units.max(1) as f64,
                error: relative(self.units, values.sum, values.squares),
            },
            weighed => {
                let ratio = self.ratio_error(values);
                Mean {
                    mean: work_sum / weighed as f64 * values.per_work(),
                    error: (ratio * ratio + work_error * work_error).sqrt(),
                }
            }
        }
    }

    /// The time of the longest job whose own units tell it (one was the
    /// whole job, or `ESTIMATE_MIN_JOBS` were drawn from it), in seconds,
    /// as `job_time` tells a mean job's: its mean work at the counted
    /// units' seconds per work where units are weighed. A job runs on
    /// one thread, so a part takes at least this long; 0 if no job is
    /// told.
    pub fn longest_job(&self) -> f64 {
        let weighed = self.weighed > 0;
        let rate = self.seconds_per_work();
        let told = |units: u32, seen: &Seen| seen.whole || units as usize >= ESTIMATE_MIN_JOBS;
        (self.jobs.iter())
            .filter_map(|seen| match weighed {
                true => told(seen.weighed, seen).then(|| seen.work / seen.weighed as f64 * rate),
                false => told(seen.counted, seen).then(|| seen.time / seen.counted as f64),
            })
            .fold(0.0, f64::max)
    }

    /// The relative error of the mean modelled work of a job.
    fn work_error(&self) -> f64 {
        relative(self.weighed, self.work_sum, self.work_squares)
    }

    /// The relative error of the ratio of `values` (of the counted units)
    /// to their modelled work, from its residuals (value - ratio * work);
    /// none where there is no work, or no value.
    fn ratio_error(&self, values: &Sums) -> f64 {
        if self.work_sum <= 0.0 || values.sum <= 0.0 {
            return 0.0;
        }
        if self.units < 2 {
            return f64::INFINITY;
        }
        let ratio = values.per_work();
        let residuals =
            values.squares - 2.0 * ratio * values.by_work + ratio * ratio * values.work_squares;
        let n = self.units as f64;
        (residuals.max(0.0) / (n * (n - 1.0))).sqrt() / (values.sum / n)
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
        let (ratio, work) = (self.ratio_error(&self.times), self.work_error());
        ratio * ratio / (counted * per_count) > work * work / (weighed * per_weighing)
    }
}

/// A unit drawn for the sample: how many times its work its job holds,
/// and the job's weight (what each of its placements counts for).
#[derive(Clone, Copy, Debug)]
pub struct Drawn {
    unit: Unit,
    job: usize,
    factor: f64,
    weight: f64,
    /// Uniform in [0, 1): whether it is counted where it is counted
    /// only by chance (`inclusion`).
    chance: f64,
}

/// The probability that a weighed unit expected to take `expected`
/// seconds is counted in a sample of `length` seconds, with `left`
/// seconds left to the deadline: 1 up to the share of the sample that
/// leaves room for its least units (`ESTIMATE_MIN_JOBS`), falling as
/// 1 / `expected` past it (a few long units would take the time that
/// weighing needs, yet the counted rate must see long units too); 0
/// where it would end past the deadline. The sample's whole length, not
/// what is left of it: a long unit drawn late is as likely to be counted
/// as one drawn early, so it stands for as many.
fn inclusion(expected: f64, length: f64, left: f64) -> f64 {
    let most = length / ESTIMATE_MIN_JOBS as f64;
    match expected {
        _ if expected >= left => 0.0,
        _ if expected <= most => 1.0,
        _ => most / expected,
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

/// How long a sample goes on at most where the run it predicts takes
/// `run` seconds: `ESTIMATE_MAX_TIME`, or `ESTIMATE_SHARE` of the run up
/// to `ESTIMATE_BOUND`, whichever is longer.
pub fn length(run: f64) -> f64 {
    let share = (ESTIMATE_SHARE * run).min(ESTIMATE_BOUND.as_secs_f64());
    ESTIMATE_MAX_TIME.as_secs_f64().max(share)
}

/// Whether a sample of `units`, whose mean has relative standard error
/// `error`, taken in `elapsed` seconds, tells the mean well enough:
/// within `ESTIMATE_ERROR`, from `ESTIMATE_MIN_JOBS` units and
/// `ESTIMATE_MIN_TIME` on; or the sample has gone on as long as the
/// `run` it predicts (seconds) allows (`length`).
pub fn enough(units: usize, error: f64, elapsed: f64, run: f64) -> bool {
    if elapsed >= length(run) {
        return true;
    }
    units >= ESTIMATE_MIN_JOBS
        && elapsed >= ESTIMATE_MIN_TIME.as_secs_f64()
        && error <= ESTIMATE_ERROR
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
        deadline: case.started + ESTIMATE_BOUND.as_secs_f64(),
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
mod tests {
    use super::{counted_with, inclusion, length, sliced_batch, Drawn, Tally, Unit};
    use super::{ESTIMATE_MIN_JOBS, SLICED_BATCH};

    /// Every unit is counted up to the share of the sample's length that
    /// leaves room for its least units; a longer one by chance, as much
    /// less likely as it is longer, however much of the sample is left;
    /// none that would end past the deadline.
    #[test]
    fn long_units_are_counted_by_chance() {
        let length = 8.0 * ESTIMATE_MIN_JOBS as f64;
        let left = 1000.0;
        assert_eq!(inclusion(0.5, length, left), 1.0);
        assert_eq!(inclusion(8.0, length, left), 1.0);
        assert_eq!(inclusion(16.0, length, left), 0.5);
        assert_eq!(inclusion(32.0, length, left), 0.25);
        assert_eq!(inclusion(8.0, length, 9.0), 1.0);
        assert_eq!(inclusion(16.0, length, 17.0), 0.5);
        assert_eq!(inclusion(16.0, length, 16.0), 0.0);
        assert_eq!(inclusion(32.0, length, 16.0), 0.0);
    }

    /// A clock that reads the seconds whose bits it holds, whatever is
    /// timed.
    struct At(std::sync::atomic::AtomicU64);

    impl super::Clock for At {
        fn now(&self) -> f64 {
            f64::from_bits(self.0.load(std::sync::atomic::Ordering::Relaxed))
        }
        fn time(&self, work: &mut dyn FnMut()) -> f64 {
            work();
            0.0
        }
        fn step_rate(&self) -> f64 {
            1.0
        }
        fn wait(&self, seconds: f64) -> std::time::Duration {
            std::time::Duration::from_secs_f64(seconds.max(0.0))
        }
    }

    /// The run a sample predicts is its mean job's time over all the
    /// jobs, shared by its threads; the sample is done where a unit as
    /// long as its longest would end past the deadline, or once it has
    /// gone on for its length (here the bound's: a long run).
    #[test]
    fn a_sample_is_done_before_the_deadline_or_at_its_length() {
        use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
        let clock = std::sync::Arc::new(At(AtomicU64::new(0)));
        let sampling = super::Sampling {
            plan: crate::count::reference(&crate::board::Board::plain(6)).into(),
            clock: clock.clone(),
            jobs: 1000,
            workers: 4,
            started: 50.0,
            deadline: 170.0,
            tally: std::sync::Mutex::new(Tally::default()),
            stop: AtomicBool::new(false),
        };
        let mut tally = Tally::default();
        // One unit of 5 s, a tenth of its job: jobs of 50 s.
        tally.count(5.0, 1.0, drawn(10.0, 1.0), 0.0, 1.0);
        assert_eq!(sampling.run(&tally), 50.0 * 1000.0 / 4.0);
        let done_at = |seconds: f64| {
            clock.0.store(seconds.to_bits(), Ordering::Relaxed);
            sampling.done(&tally)
        };
        // 110 s in, a unit more ends at 165...
        assert!(!done_at(160.0));
        // ...at 171, past the deadline.
        assert!(done_at(166.0));
        // Its length from its start, had the deadline been later.
        let late = super::Sampling {
            deadline: 1000.0,
            ..sampling
        };
        let done_at = |seconds: f64| {
            clock.0.store(seconds.to_bits(), Ordering::Relaxed);
            late.done(&tally)
        };
        assert!(!done_at(169.0));
        assert!(done_at(170.0));
    }

    /// A sample goes on for 10 s, or a tenth of the run it predicts, up
    /// to the bound.
    #[test]
    fn a_sample_goes_on_for_a_share_of_its_run() {
        assert_eq!(length(0.0), 10.0);
        assert_eq!(length(99.0), 10.0);
        assert_eq!(length(500.0), 50.0);
        assert_eq!(length(1e7), 120.0);
    }

    /// A batch of a join in slices holds as many units a thread as build
    /// their slice in a tenth of the sample, from one to the most.
    #[test]
    fn a_sliced_batch_builds_in_a_share_of_the_sample() {
        assert_eq!(sliced_batch(0.05, 1, 10.0, 2), 10);
        assert_eq!(sliced_batch(0.2, 4, 10.0, 2), 10);
        assert_eq!(sliced_batch(0.04, 1, 10.0, 4), 6);
        assert_eq!(sliced_batch(0.3, 3, 20.0, 2), 10);
        assert_eq!(sliced_batch(0.02, 2, 10.0, 2), SLICED_BATCH);
        assert_eq!(sliced_batch(0.0, 2, 10.0, 2), SLICED_BATCH);
        assert_eq!(sliced_batch(4.0, 2, 10.0, 2), 1);
    }

    /// The first unit is counted whatever it is expected to take; later
    /// ones where their chance falls below their inclusion, out of the
    /// sample's length and the time left to the deadline.
    #[test]
    fn a_unit_is_counted_where_its_chance_draws_it() {
        let at = |now| (now, 120.0);
        assert_eq!(counted_with(0, 1e6, 20.0, at(100.0), 0.99), Some(1.0));
        assert_eq!(counted_with(3, 1.0, 20.0, at(100.0), 0.99), Some(1.0));
        assert_eq!(counted_with(3, 5.0, 20.0, at(20.0), 0.49), Some(0.5));
        assert_eq!(counted_with(3, 5.0, 20.0, at(20.0), 0.5), None);
        assert_eq!(counted_with(3, 5.0, 20.0, at(115.0), 0.0), None);
        assert_eq!(counted_with(3, 2.0, 20.0, at(115.0), 0.99), Some(1.0));
        assert_eq!(counted_with(3, 2.0, 20.0, at(118.5), 0.0), None);
    }

    /// A unit counted with probability p stands for 1 / p units in the
    /// rate (seconds, and placements, per unit of work), not in the
    /// seconds the sample spent, nor in its job's own time.
    #[test]
    fn a_unit_counted_by_chance_weighs_as_the_units_it_stands_for() {
        let mut tally = Tally::default();
        tally.weigh(1e-3, 1.0, from_job(0, 1.0, 1.0));
        tally.weigh(1e-3, 4.0, from_job(1, 1.0, 1.0));
        tally.count(1.0, 10.0, from_job(0, 1.0, 1.0), 1.0, 1.0);
        tally.count(2.0, 20.0, from_job(1, 1.0, 1.0), 4.0, 0.25);
        assert_eq!(
            tally.seconds_per_work(),
            (1.0 + 2.0 * 4.0) / (1.0 + 4.0 * 4.0)
        );
        assert_eq!(
            tally.counts.per_work(),
            (10.0 + 20.0 * 4.0) / (1.0 + 4.0 * 4.0)
        );
        assert_eq!((tally.units, tally.seconds), (2, 3.0));
        assert_eq!(tally.jobs[1].time, 2.0);
    }

    /// Two threads that each counted units of the one large job held its
    /// buffers twice; the count, a job a thread, holds the large job's
    /// and the small one's. The tables the sample held at once give way
    /// to the count's slice, or stay where the tables are whole.
    #[test]
    fn the_count_keeps_the_buffers_of_as_many_jobs_as_threads() {
        let (large, small, base) = (1000, 100, 50);
        let mut tally = Tally::default();
        tally.kept(from_job(0, 1.0, 1.0), 0, large);
        tally.kept(from_job(1, 1.0, 1.0), 0, small);
        tally.kept(from_job(0, 1.0, 1.0), 0, large / 2);
        tally.held(300, 2 * large);
        tally.held(400, large + small);
        let peak = base + 300 + 2 * large;
        assert_eq!(
            tally.peak_in_count(peak, 2, Some(700)),
            base + 700 + large + small
        );
        assert_eq!(
            tally.peak_in_count(peak, 2, None),
            base + 300 + large + small
        );
        assert_eq!(tally.peak_in_count(peak, 1, None), base + 300 + large);
        assert_eq!(
            tally.peak_in_count(peak, 8, None),
            base + 300 + large + small
        );
        // A peak the kernel says below what was held: the count's own.
        assert_eq!(tally.peak_in_count(10, 2, Some(700)), 700 + large + small);
        // Held as much again, otherwise split: the first is kept; held
        // more, the larger.
        tally.held(1300, 1000);
        assert_eq!(
            tally.peak_in_count(peak, 2, None),
            base + 300 + large + small
        );
        tally.held(500, 2500);
        let peak = base + 3000;
        assert_eq!(
            tally.peak_in_count(peak, 2, None),
            base + 500 + large + small
        );
    }

    /// A join sampled on two threads: the buffers its threads held at
    /// once are the sum of each thread's, at least the most one job's
    /// units needed and at most that once a thread (a thread keeps
    /// what its units grew its buffers to, noted for the unit's job).
    #[test]
    fn the_buffers_held_at_once_add_up_the_threads() {
        let (mut plan, _) =
            crate::count::plain_join(14, &crate::memory::Memory::default()).expect("the join");
        plan.split(64);
        let clock = std::sync::Arc::new(crate::forecast::Wall::new());
        let case = super::Case {
            part: 1.0,
            completed: 0,
            threads: 2,
            memory: 1 << 30,
            started: super::Clock::now(&*clock),
            clock,
        };
        let tally = super::sample(plan, &case);
        let most = tally.jobs.iter().map(|seen| seen.kept).max().unwrap_or(0);
        let (_, held) = tally.held_at_once;
        assert!(
            most > 0 && most <= held && held <= 2 * most,
            "{} {}",
            most,
            held
        );
    }

    /// A unit needed the buffers it grew to, and tells nothing of them
    /// where they did not grow.
    #[test]
    fn a_unit_needs_the_buffers_it_grew() {
        let need = |before, after| {
            let mut tally = Tally::default();
            tally.kept(from_job(0, 1.0, 1.0), before, after);
            tally.jobs.first().map(|seen| seen.kept)
        };
        assert_eq!(need(0, 64), Some(64));
        assert_eq!(need(64, 65), Some(65));
        assert_eq!(need(64, 64), None);
        assert_eq!(need(65, 64), None);
    }

    /// The longest job is told by a unit that is the whole job, or by the
    /// least units of a sample drawn from it: their mean job time, or
    /// where units are weighed, their mean job work at the counted rate.
    #[test]
    fn the_longest_job_is_told_by_its_own_units() {
        let mut tally = Tally::default();
        assert_eq!(tally.longest_job(), 0.0);
        tally.count(5.0, 1.0, from_job(3, 1.0, 1.0), 0.0, 1.0);
        assert_eq!(tally.longest_job(), 5.0);
        // Job 1's units say 8 s, then 10 s, but too few of them...
        for _ in 1..ESTIMATE_MIN_JOBS {
            tally.count(4.0, 1.0, from_job(1, 2.0, 1.0), 0.0, 1.0);
        }
        assert_eq!(tally.longest_job(), 5.0);
        // ...until the least units are in.
        tally.count(20.0, 1.0, from_job(1, 2.0, 1.0), 0.0, 1.0);
        let mean = (8.0 * (ESTIMATE_MIN_JOBS - 1) as f64 + 40.0) / ESTIMATE_MIN_JOBS as f64;
        assert_eq!(tally.longest_job(), mean);
        // Weighed: job 2's whole work, 30, at the counted 0.25 s a work.
        let mut weighed = Tally::default();
        weighed.weigh(1e-3, 30.0, from_job(2, 1.0, 1.0));
        weighed.weigh(1e-3, 4.0, from_job(0, 5.0, 1.0));
        weighed.count(1.0, 1.0, from_job(0, 5.0, 1.0), 4.0, 1.0);
        assert_eq!(weighed.longest_job(), 7.5);
    }

    /// A unit standing for `factor` times itself in a job of weight
    /// `weight`.
    fn drawn(factor: f64, weight: f64) -> Drawn {
        from_job(0, factor, weight)
    }

    /// A unit of job `job`, as `drawn`.
    fn from_job(job: usize, factor: f64, weight: f64) -> Drawn {
        Drawn {
            unit: Unit::Meet(0),
            job,
            factor,
            weight,
            chance: 0.0,
        }
    }

    /// Units whose time is their work times a fixed rate: the mean job is
    /// the mean work of a job (work times factor) at that rate, and the
    /// ratio is known exactly, so the error is the work's alone; counting
    /// more is worth it only below the least units, or once a unit is
    /// off the rate. Their counts, 7 per unit of work in jobs of weight
    /// 2, give the mean count of a job the same way.
    #[test]
    fn weighed_units_scale_the_mean_work_by_the_counted_rate() {
        let mut tally = Tally::default();
        assert_eq!(tally.job_count(), None);
        let units = [(2.0, 10.0), (5.0, 4.0), (1.0, 30.0), (8.0, 1.0)];
        for &(work, factor) in units.iter().cycle().take(40) {
            tally.weigh(1e-2, work, drawn(factor, 2.0));
        }
        let mean_work = (20.0 + 20.0 + 30.0 + 8.0) / 4.0;
        for &(work, factor) in units.iter().cycle().take(8) {
            assert!(tally.counting_tells_more(), "below the least units");
            tally.count(3e-3 * work, 7.0 * work, drawn(factor, 2.0), work, 1.0);
        }
        assert!((tally.mean_job() - mean_work * 3e-3).abs() < 1e-12);
        assert!(tally.ratio_error(&tally.times) < 1e-6);
        assert!((tally.relative_error() - tally.work_error()).abs() < 1e-9);
        let count = tally.job_count().unwrap();
        assert!((count.mean - mean_work * 7.0 * 2.0).abs() < 1e-9);
        assert!((count.error - tally.work_error()).abs() < 1e-9);
        assert!(!tally.counting_tells_more());
        // A unit far off the rate: the ratio now has an error of its own,
        // and a count (about as long as a weighing) tells more.
        tally.count(2e-1, 7.0, drawn(1.0, 2.0), 1.0, 1.0);
        assert!(tally.ratio_error(&tally.times) > 0.1 && tally.counting_tells_more());
        // Its count was on the rate: the count's error is still the work's.
        let count = tally.job_count().unwrap();
        assert!((count.error - tally.work_error()).abs() < 1e-9);
    }

    /// Without a model, each counted unit's time times its factor is a
    /// job's time, and its count times factor and weight a job's count:
    /// their means, and the standard errors of them.
    #[test]
    fn counted_units_alone_give_the_mean_of_their_jobs() {
        let mut tally = Tally::default();
        assert_eq!(tally.relative_error(), f64::INFINITY);
        tally.count(1.0, 3.0, drawn(2.0, 1.0), 0.0, 1.0);
        tally.count(2.0, 2.0, drawn(2.0, 3.0), 0.0, 1.0);
        assert_eq!(tally.mean_job(), 3.0);
        // Jobs 2 and 4: sample deviation sqrt(2), its mean's error 1.
        assert!((tally.relative_error() - 1.0 / 3.0).abs() < 1e-12);
        // Job counts 6 and 12: mean 9, its error 3.
        let count = tally.job_count().unwrap();
        assert_eq!(count.mean, 9.0);
        assert!((count.error - 1.0 / 3.0).abs() < 1e-12, "{:?}", count);
        // All zero: no spread.
        let mut idle = Tally::default();
        idle.weigh(1e-3, 0.0, drawn(5.0, 1.0));
        idle.weigh(1e-3, 0.0, drawn(5.0, 1.0));
        assert_eq!(idle.relative_error(), 0.0);
        // No work seen, but in too few units to say there is none...
        assert!(!idle.weighed_no_work());
        for _ in 2..ESTIMATE_MIN_JOBS {
            idle.weigh(1e-3, 0.0, drawn(5.0, 1.0));
        }
        // ...until the least units were weighed; one of some work ends it.
        assert!(idle.weighed_no_work());
        idle.weigh(1e-3, 2.0, drawn(5.0, 1.0));
        assert!(!idle.weighed_no_work());
    }
}
