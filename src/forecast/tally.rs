//! What a forecast's sample saw, and what it makes of it: the units
//! counted and weighed (`Tally`), and the estimators that turn them into
//! a mean job time and count with their standard errors. A join's units
//! are weighed by their modelled work and some of them counted (double
//! sampling with a ratio estimator); a search's are counted, each
//! unit's time times its factor estimating its job's.

use crate::count::Unit;
use crate::tuning::{FORECAST_COUNT_ERROR, FORECAST_ERROR, FORECAST_MIN_JOBS};

/// Sums over the counted units of one thing each unit estimates of its
/// job (its time, its count) and of the modelled work it estimates, both
/// scaled to the job alike: what a ratio estimator of that thing per
/// unit of work needs. Scaled, a unit that stands for more of its job
/// weighs more in the ratio, as it does in the job.
#[derive(Clone, Copy, Default)]
pub(super) struct Sums {
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
    pub(super) fn per_work(&self) -> f64 {
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
pub(super) struct Seen {
    weighed: u32,
    work: f64,
    counted: u32,
    pub(super) time: f64,
    whole: bool,
    pub(super) kept: u64,
}

/// The sample so far.
#[derive(Clone, Default)]
pub struct Tally {
    /// Units counted and timed, the seconds they took, and the longest
    /// unit counted or weighed.
    pub units: usize,
    pub seconds: f64,
    pub(super) longest: f64,
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
    pub(super) times: Sums,
    pub(super) counts: Sums,
    /// Slices built for the units, and the seconds that took.
    pub built_entries: u64,
    pub build_seconds: f64,
    /// The most bytes the sample held at once in tables and its threads'
    /// buffers, as (tables, buffers).
    pub(super) held_at_once: (u64, u64),
    /// Each job drawn from, by its index.
    pub(super) jobs: Vec<Seen>,
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
    pub(super) fn count(
        &mut self,
        seconds: f64,
        count: f64,
        unit: Drawn,
        work: f64,
        inclusion: f64,
    ) {
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
    pub(super) fn weigh(&mut self, seconds: f64, work: f64, unit: Drawn) {
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
    pub(super) fn kept(&mut self, unit: Drawn, before: u64, after: u64) {
        if after > before {
            let seen = self.seen(unit);
            seen.kept = seen.kept.max(after);
        }
    }

    /// The sample's threads ended a batch holding `tables` bytes of
    /// tables and `buffers` bytes of buffers between them.
    pub(super) fn held(&mut self, tables: u64, buffers: u64) {
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
    /// (`FORECAST_COUNT_ERROR`), in the time's terms.
    pub(super) fn stopping_error(&self) -> f64 {
        let count = self.job_count().map_or(f64::INFINITY, |count| count.error);
        (self.relative_error()).max(count * (FORECAST_ERROR / FORECAST_COUNT_ERROR))
    }

    /// Whether the least units of a sample were weighed and none holds
    /// any work (none is counted: none would count a placement), as in a
    /// part of row sets that symmetry leaves out.
    pub fn weighed_no_work(&self) -> bool {
        self.weighed >= FORECAST_MIN_JOBS && self.work_sum <= 0.0
    }

    /// The seconds a unit of modelled work takes, as the counted units
    /// have it.
    pub(super) fn seconds_per_work(&self) -> f64 {
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
    /// whole job, or `FORECAST_MIN_JOBS` were drawn from it), in seconds,
    /// as `job_time` tells a mean job's: its mean work at the counted
    /// units' seconds per work where units are weighed. A job runs on
    /// one thread, so a part takes at least this long; 0 if no job is
    /// told.
    pub fn longest_job(&self) -> f64 {
        let weighed = self.weighed > 0;
        let rate = self.seconds_per_work();
        let told = |units: u32, seen: &Seen| seen.whole || units as usize >= FORECAST_MIN_JOBS;
        (self.jobs.iter())
            .filter_map(|seen| match weighed {
                true => told(seen.weighed, seen).then(|| seen.work / seen.weighed as f64 * rate),
                false => told(seen.counted, seen).then(|| seen.time / seen.counted as f64),
            })
            .fold(0.0, f64::max)
    }

    /// The relative error of the mean modelled work of a job.
    pub(super) fn work_error(&self) -> f64 {
        relative(self.weighed, self.work_sum, self.work_squares)
    }

    /// The relative error of the ratio of `values` (of the counted units)
    /// to their modelled work, from its residuals (value - ratio * work);
    /// none where there is no work, or no value.
    pub(super) fn ratio_error(&self, values: &Sums) -> f64 {
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
    /// is trusted from `FORECAST_MIN_JOBS` units counted on.
    pub(super) fn counting_tells_more(&self) -> bool {
        if self.units < FORECAST_MIN_JOBS {
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
    pub(super) unit: Unit,
    pub(super) job: usize,
    pub(super) factor: f64,
    pub(super) weight: f64,
    /// Uniform in [0, 1): whether it is counted where it is counted
    /// only by chance (`inclusion`).
    pub(super) chance: f64,
}

/// The probability that a weighed unit expected to take `expected`
/// seconds is counted in a sample of `length` seconds, with `left`
/// seconds left to the deadline: 1 up to the share of the sample that
/// leaves room for its least units (`FORECAST_MIN_JOBS`), falling as
/// 1 / `expected` past it (a few long units would take the time that
/// weighing needs, yet the counted rate must see long units too); 0
/// where it would end past the deadline. The sample's whole length, not
/// what is left of it: a long unit drawn late is as likely to be counted
/// as one drawn early, so it stands for as many.
pub(super) fn inclusion(expected: f64, length: f64, left: f64) -> f64 {
    let most = length / FORECAST_MIN_JOBS as f64;
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
