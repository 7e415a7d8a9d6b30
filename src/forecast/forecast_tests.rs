//! The estimate from times it is given: a clock that advances a fixed
//! tick at every reading (one unit counted, one tick), on one thread, so
//! that what a sample covers and what it predicts follow from the plan
//! alone, whatever else the machine is doing.

use super::sample::enough;
use super::{forecast, Case, Clock, Forecast};
use crate::board::Board;
use crate::count::join::Join;
use crate::count::{plain_join, reference, Plan};
use crate::memory::Memory;
use crate::random::Random;
use crate::tuning::FORECAST_BOUND;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;

/// A clock that moves on only as work is timed: `tick` seconds a unit
/// counted or a slice built, on a machine of `rate` steps a second. Its
/// work ends at once in real time, unless it `stalls`.
struct Ticks {
    ticks: AtomicU64,
    tick: f64,
    rate: f64,
    stalls: bool,
}

impl Ticks {
    fn new(tick: f64) -> Ticks {
        Ticks {
            ticks: AtomicU64::new(0),
            tick,
            rate: 3e8,
            stalls: false,
        }
    }
}

impl Clock for Ticks {
    fn now(&self) -> f64 {
        self.ticks.load(Ordering::Relaxed) as f64 * self.tick
    }

    fn time(&self, work: &mut dyn FnMut()) -> f64 {
        work();
        if self.stalls {
            std::thread::sleep(Duration::from_secs(2));
        }
        self.ticks.fetch_add(1, Ordering::Relaxed);
        self.tick
    }

    fn step_rate(&self) -> f64 {
        self.rate
    }

    /// Long enough for any unit of these tests to end, unless it stalls:
    /// far less than the stall.
    fn wait(&self, _: f64) -> Duration {
        match self.stalls {
            true => Duration::from_millis(20),
            false => Duration::from_secs(600),
        }
    }
}

fn estimate_on_one_thread(plan: Plan, memory: u64, clock: Ticks) -> Forecast {
    let clock = Arc::new(clock);
    let case = Case {
        part: 1.0,
        completed: 0,
        threads: 1,
        memory,
        started: clock.now(),
        clock,
    };
    forecast(plan, &case)
}

/// The wall time is the planning and the jobs shared over the
/// threads, no more threads than jobs, and no less than the longest job.
#[test]
fn the_wall_time_shares_the_jobs_over_the_threads() {
    let estimate = |jobs, threads, longest_job| Forecast {
        jobs,
        threads,
        sampled: 1,
        weighed: 0,
        sample_time: 0.5,
        setup: 2.0,
        building: 0.0,
        cpu: 12.0,
        longest_job,
        peak: None,
        modelled: None,
        time_error: 0.0,
        count: None,
    };
    assert_eq!(estimate(100, 4, 0.0).wall(), 5.0);
    assert_eq!(estimate(3, 4, 0.0).wall(), 6.0);
    assert_eq!(estimate(0, 4, 0.0).wall(), 14.0);
    assert_eq!(estimate(3, 4, 3.5).wall(), 6.0);
    assert_eq!(estimate(3, 4, 9.0).wall(), 11.0);
}

/// Jobs smaller than the least unit are units whole: each takes one
/// tick, so the jobs take one tick each, exactly; the sample has timed
/// at least its least units, and stopped once the mean was known.
#[test]
fn whole_jobs_are_timed_and_scaled_to_all_of_them() {
    let mut plan: Plan = reference(&Board::plain(9)).into();
    plan.split(64);
    let jobs = plan.len();
    let clock = Ticks::new(0.001);
    let estimate = estimate_on_one_thread(plan, 1 << 30, clock);
    assert_eq!(estimate.jobs, jobs);
    assert!(
        (estimate.cpu - jobs as f64 * 0.001).abs() < 1e-9,
        "{:?}",
        estimate
    );
    assert!(
        estimate.sampled >= 8 && estimate.modelled.is_none(),
        "{:?}",
        estimate
    );
    // No spread in time; the jobs' counts differ, so the sample went on
    // until their mean was known within 2%, and Q(9) = 352 is within
    // four of its errors.
    let (count, error) = estimate.count.expect("a count");
    assert!(error <= 0.02 && (count - 352.0).abs() <= 4.0 * error * count);
    assert!(estimate.sample_time < 10.0, "{:?}", estimate);
    assert_eq!(estimate.peak.is_some(), cfg!(target_os = "linux"));
    // Each unit was its whole job: the longest job is told, one tick.
    assert!(
        (estimate.longest_job - 0.001).abs() < 1e-12,
        "{:?}",
        estimate
    );
}

/// A join's units are weighed by their modelled work, and some of them
/// counted: the estimate is the mean work of a job times the seconds a
/// unit of work took, and it holds more than three times as many units
/// weighed as counted: once the seconds per work are known, a unit more
/// counted tells less than one more weighed.
#[test]
fn a_join_weighs_many_units_and_counts_some() {
    let (mut plan, _) = plain_join(14, &Memory::default()).expect("the join");
    plan.split(64);
    let clock = Ticks::new(0.02);
    let estimate = estimate_on_one_thread(plan, 1 << 30, clock);
    assert!(
        estimate.weighed > 3 * estimate.sampled && estimate.sampled >= 8,
        "{:?}",
        estimate
    );
    assert!(estimate.cpu > 0.0 && estimate.modelled.is_none());
}

/// Units (weighed or counted) of seconds each: the sample stops before a
/// unit more would end past the bound, which planning counts towards,
/// with an answer, sampled or modelled.
#[test]
fn a_sample_ends_within_the_bound() {
    for tick in [3.0, 10.0, 50.0] {
        let (mut plan, _) = plain_join(14, &Memory::default()).expect("the join");
        plan.split(64);
        let estimate = estimate_on_one_thread(plan, 1 << 30, Ticks::new(tick));
        let bound = FORECAST_BOUND.as_secs_f64();
        assert!(
            estimate.setup + estimate.sample_time <= bound,
            "{:?}",
            estimate
        );
        assert!(
            estimate.cpu > 0.0 && (estimate.sampled > 0) != estimate.modelled.is_some(),
            "{:?}",
            estimate
        );
    }
}

/// A unit that has not ended when the bound comes is left to end on its
/// own: the join's cost model, on this machine's speed, answers, and
/// says so.
#[test]
fn a_join_too_slow_to_sample_is_modelled() {
    let (mut plan, steps) = plain_join(16, &Memory::default()).expect("the join");
    plan.split(64);
    let mut clock = Ticks::new(0.001);
    clock.stalls = true;
    let estimate = estimate_on_one_thread(plan, 1 << 30, clock);
    assert_eq!(estimate.sampled, 0);
    assert!(estimate.modelled.is_some(), "{:?}", estimate);
    assert_eq!(estimate.cpu, steps / 3e8);
}

/// A join whose tables are slices: its units are counted in slices of
/// their own, and the count's slices take what building those took per
/// queen set.
#[test]
fn a_join_in_slices_is_given_its_slices_build() {
    let mut plan: Plan = Join::deferred(&Board::plain(16)).into();
    plan.split(64);
    let clock = Ticks::new(0.001);
    let estimate = estimate_on_one_thread(plan, Join::least_slice(&Board::plain(16)) * 3, clock);
    assert!(estimate.building > 0.0, "{:?}", estimate);
    assert!(estimate.setup >= estimate.building, "{:?}", estimate);
    assert!(estimate.sampled >= 8, "{:?}", estimate);
}

/// A part of an even plain board whose row sets symmetry all leaves out
/// (their images are counted) holds no work: it is estimated at no time
/// and a count of 0, not by the cost model.
#[test]
fn a_part_of_no_work_is_estimated_at_none() {
    const PARTS: usize = 4096;
    let part = |index| {
        let (mut plan, _) = plain_join(16, &Memory::default()).expect("the join");
        plan.split(PARTS);
        plan.keep_part(index, PARTS);
        plan
    };
    // The first such part: jobs, each of no modelled work (a job whole
    // is a unit of the largest size).
    let no_work = |plan: &Plan| {
        let mut random = Random::seeded();
        (0..plan.len()).all(|job| {
            let (unit, _) = plan.unit(job, plan.unit_sizes().1, &mut random);
            plan.unit_work(unit) == Some(0.0)
        })
    };
    let index = (0..PARTS)
        .find(|&index| {
            let plan = part(index);
            plan.len() > 0 && no_work(&plan)
        })
        .expect("a part of no work");
    assert_eq!(part(index).count_all(), 0);
    let estimate = estimate_on_one_thread(part(index), 1 << 30, Ticks::new(0.001));
    assert!(estimate.jobs > 0, "{:?}", estimate);
    assert_eq!(estimate.count, Some((0.0, 0.0)), "{:?}", estimate);
    assert!(
        estimate.cpu == 0.0 && estimate.modelled.is_none() && estimate.weighed >= 8,
        "{:?}",
        estimate
    );
}

/// The sample stops once its mean is known within the error, and not
/// before its least units and time; always at its most time.
#[test]
fn the_sample_ends_when_its_mean_is_known() {
    // Known within 5% at once, but too soon or from too few units.
    assert!(enough(100, 0.05, 1.0, 10.0));
    assert!(!enough(100, 0.06, 1.0, 10.0));
    assert!(!enough(100, 0.01, 0.1, 10.0));
    assert!(!enough(7, 0.01, 1.0, 10.0));
    // Never known: the sample ends at its most time...
    let never = f64::INFINITY;
    assert!(!enough(3, never, 9.9, 100.0));
    assert!(enough(3, never, 10.0, 100.0));
    // ...or at a share of a long run predicted, up to the bound.
    assert!(!enough(3, never, 49.0, 500.0));
    assert!(enough(3, never, 50.0, 500.0));
    assert!(!enough(3, never, 119.0, 1e7));
    assert!(enough(3, never, 120.0, 1e7));
}
