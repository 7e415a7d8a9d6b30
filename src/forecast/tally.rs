//! What a forecast's sample saw (`Tally`), and the mean job time and
//! count it makes of that, with their standard errors: of a search, the
//! counted units' times (counts) times their factors; of a join, the
//! weighed units' mean job work at the counted units' seconds (counts)
//! per work (double sampling, with a ratio estimator).

use crate::count::Unit;
use crate::tuning::{FORECAST_COUNT_ERROR, FORECAST_ERROR, FORECAST_MIN_JOBS};

/// Sums of values and their squares: a mean and its standard error.
#[derive(Clone, Copy, Default)]
pub(super) struct Moments {
    n: usize,
    sum: f64,
    squares: f64,
}

impl Moments {
    fn add(&mut self, value: f64) {
        self.n += 1;
        self.sum += value;
        self.squares += value * value;
    }

    fn mean(&self) -> f64 {
        self.sum / self.n.max(1) as f64
    }

    /// The mean's relative standard error: infinite below two values, 0 at 0.
    pub(super) fn error(&self) -> f64 {
        if self.n < 2 {
            return f64::INFINITY;
        }
        if self.sum <= 0.0 {
            return 0.0;
        }
        let (n, mean) = (self.n as f64, self.mean());
        let variance = (self.squares / n - mean * mean).max(0.0) * n / (n - 1.0);
        (variance / n).sqrt() / mean
    }
}

/// What counted units estimate of their jobs (time, or count) against
/// the job work they estimate: a ratio estimator of it per work.
#[derive(Clone, Copy, Default)]
pub(super) struct Ratio {
    values: Moments,
    by_work: f64,
    work: Moments,
}

impl Ratio {
    fn add(&mut self, value: f64, work: f64) {
        self.values.add(value);
        self.by_work += value * work;
        self.work.add(work);
    }

    /// The thing per unit of modelled work.
    pub(super) fn per_work(&self) -> f64 {
        self.values.sum / self.work.sum.max(f64::MIN_POSITIVE)
    }

    /// The relative error of `per_work`, from the residuals value -
    /// ratio * work; none where there is no work or no value.
    pub(super) fn error(&self) -> f64 {
        let (v, w) = (&self.values, &self.work);
        if w.sum <= 0.0 || v.sum <= 0.0 {
            return 0.0;
        }
        if v.n < 2 {
            return f64::INFINITY;
        }
        let ratio = self.per_work();
        let residuals = v.squares - 2.0 * ratio * self.by_work + ratio * ratio * w.squares;
        let n = v.n as f64;
        (residuals.max(0.0) / (n * (n - 1.0))).sqrt() / v.mean()
    }
}

/// What the sample saw of a job: units weighed (the job work they
/// estimate) and counted (the job time), and if one was the whole job.
#[derive(Clone, Copy, Default)]
pub(super) struct Seen {
    weighed: u32,
    work: f64,
    counted: u32,
    pub(super) time: f64,
    whole: bool,
}

/// A unit drawn: its job, how many times its work the job holds, and
/// the job's weight (what each placement counts for).
#[derive(Clone, Copy, Debug)]
pub struct Drawn {
    pub(super) unit: Unit,
    pub(super) job: usize,
    pub(super) factor: f64,
    pub(super) weight: f64,
    /// Uniform in [0, 1): draws a weighed unit to be counted
    /// (`counted_with`).
    pub(super) chance: f64,
}

/// The sample so far.
#[derive(Clone, Default)]
pub struct Tally {
    /// Units counted, their seconds; the longest unit counted or weighed.
    pub units: usize,
    pub seconds: f64,
    pub(super) longest: f64,
    /// Units weighed, their seconds, the job work they estimate (work
    /// times factor), and that times the job's weight.
    pub weighed: usize,
    weighing: f64,
    pub(super) work: Moments,
    weighted_work: Moments,
    /// The job times and counts the counted units estimate.
    pub(super) times: Ratio,
    pub(super) counts: Ratio,
    /// Slices built for the units, and the seconds that took.
    pub(super) built_entries: u64,
    pub(super) build_seconds: f64,
    /// The most bytes of slices the sample held at once.
    pub(super) tables: u64,
    pub(super) jobs: Vec<Seen>,
}

/// A mean, and its standard error relative to it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Mean {
    pub mean: f64,
    pub error: f64,
}

impl Tally {
    /// `unit`, of modelled work `work` (0 unweighed), counted in
    /// `seconds`: `count` placements. Counted with probability `p`, it
    /// stands for 1 / `p` units in the ratios (unbiased, whatever was
    /// passed over).
    pub(super) fn count(&mut self, seconds: f64, count: f64, unit: Drawn, work: f64, p: f64) {
        let stands_for = unit.factor / p;
        self.units += 1;
        self.seconds += seconds;
        self.longest = self.longest.max(seconds);
        self.times.add(seconds * stands_for, work * stands_for);
        let weighted = stands_for * unit.weight;
        self.counts.add(count * weighted, work * weighted);
        let seen = self.seen(unit);
        seen.counted += 1;
        seen.time += seconds * unit.factor;
    }

    /// `unit` weighed in `seconds`: its modelled work `work`.
    pub(super) fn weigh(&mut self, seconds: f64, work: f64, unit: Drawn) {
        let job = work * unit.factor;
        self.weighed += 1;
        self.weighing += seconds;
        self.longest = self.longest.max(seconds);
        self.work.add(job);
        self.weighted_work.add(job * unit.weight);
        let seen = self.seen(unit);
        seen.weighed += 1;
        seen.work += job;
    }

    fn seen(&mut self, unit: Drawn) -> &mut Seen {
        if self.jobs.len() <= unit.job {
            self.jobs.resize(unit.job + 1, Seen::default());
        }
        let seen = &mut self.jobs[unit.job];
        seen.whole |= unit.factor == 1.0;
        seen
    }

    /// The count's peak memory from the sample's `peak`: the most slices
    /// the sample held give way to the count's largest, `tables` (`None`:
    /// whole tables, as the sample's); its threads keep their buffers.
    pub fn peak_in_count(&self, peak: u64, tables: Option<u64>) -> u64 {
        peak.saturating_sub(self.tables) + tables.unwrap_or(self.tables)
    }

    /// Seconds to build slices of `entries` entries at the sample's rate (0 where it built none).
    pub fn building(&self, entries: u64) -> f64 {
        match self.built_entries {
            0 => 0.0,
            built => entries as f64 * self.build_seconds / built as f64,
        }
    }

    /// The error the stopping rule reads: the time's, or the count's in
    /// the time's terms where further from its target.
    pub(super) fn stopping_error(&self) -> f64 {
        let count = self.job_count().map_or(f64::INFINITY, |count| count.error);
        (self.job_time().error).max(count * (FORECAST_ERROR / FORECAST_COUNT_ERROR))
    }

    /// Whether the least units were weighed and none holds work (a part
    /// whose row sets symmetry all leaves out).
    pub fn weighed_no_work(&self) -> bool {
        self.weighed >= FORECAST_MIN_JOBS && self.work.sum <= 0.0
    }

    /// The mean time of a job, in seconds, and its error.
    pub fn job_time(&self) -> Mean {
        self.job_mean(&self.times, &self.work)
    }

    /// The mean weighted count of a job and its error; `None` until a
    /// unit is counted.
    pub fn job_count(&self) -> Option<Mean> {
        (self.units > 0).then(|| self.job_mean(&self.counts, &self.weighted_work))
    }

    /// A job's mean of `values`: the counted units' mean where none is
    /// weighed, else the mean job `work` times the values per work.
    fn job_mean(&self, values: &Ratio, work: &Moments) -> Mean {
        if self.weighed == 0 {
            let values = &values.values;
            return Mean {
                mean: values.mean(),
                error: values.error(),
            };
        }
        let (ratio, work_error) = (values.error(), work.error());
        Mean {
            mean: work.mean() * values.per_work(),
            error: (ratio * ratio + work_error * work_error).sqrt(),
        }
    }

    /// The time of the longest job its own units tell (one was the whole
    /// job, or `FORECAST_MIN_JOBS` were drawn from it); 0 if none. A job
    /// runs on one thread: a part takes at least this long.
    pub fn longest_job(&self) -> f64 {
        let rate = self.times.per_work();
        let told = |units: u32, seen: &Seen| seen.whole || units as usize >= FORECAST_MIN_JOBS;
        (self.jobs.iter())
            .filter_map(|seen| match self.weighed > 0 {
                true => told(seen.weighed, seen).then(|| seen.work / seen.weighed as f64 * rate),
                false => told(seen.counted, seen).then(|| seen.time / seen.counted as f64),
            })
            .fold(0.0, f64::max)
    }

    /// The probability with which a weighed unit of `work` is counted,
    /// its `chance` below it, in a sample of `length` seconds, at `now`
    /// before its `deadline`; `None`: passed over. While counting tells
    /// more: surely up to a share of the length that leaves room for the
    /// least units (the first, of no rate yet, expected to take none),
    /// then as 1 / its expected time (the rate must see long units, which
    /// would take the weighing's time); none that would end past the deadline.
    pub(super) fn counted_with(
        &self,
        work: f64,
        chance: f64,
        length: f64,
        (now, deadline): (f64, f64),
    ) -> Option<f64> {
        if work <= 0.0 || !self.counting_tells_more() {
            return None;
        }
        let (expected, left) = (work * self.times.per_work(), deadline - now);
        let most = length / FORECAST_MIN_JOBS as f64;
        let included = match expected {
            _ if expected >= left => 0.0,
            _ if expected <= most => 1.0,
            _ => most / expected,
        };
        (chance < included).then_some(included)
    }

    /// Whether a unit more counted tells more than one more weighed for
    /// its time: each error's square falls by its share of a unit, so a
    /// second by its square over the seconds spent on it (weighing's with
    /// the slices built), and the faster goes on (double sampling's best
    /// split); trusted from the least units on.
    pub(super) fn counting_tells_more(&self) -> bool {
        if self.units < FORECAST_MIN_JOBS {
            return true;
        }
        let (ratio, work) = (self.times.error(), self.work.error());
        ratio * ratio / self.seconds > work * work / (self.weighing + self.build_seconds)
    }
}

#[cfg(test)]
pub(super) mod tally_tests;
