//! The forecast from times it is given: a clock that advances a fixed
//! tick at every timing (a unit counted, a slice built), on one thread,
//! so that what a sample covers and what it predicts follow from the
//! plan alone, whatever else the machine is doing.

use super::sample::{enough, length};
use super::{forecast, Case, Clock, Forecast};
use crate::board::Board;
use crate::count::join::Join;
use crate::count::{plain_join, reference, Plan};
use crate::memory::Memory;
use crate::tuning::FORECAST_BOUND;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;

/// A clock that moves on only as work is timed, `tick` seconds a timing
/// (or as its `ticks` are set), on a machine of 3e8 steps a second. Its
/// work ends at once in real time, unless it `stalls`.
pub(super) struct Ticks {
    pub(super) ticks: AtomicU64,
    tick: f64,
    stalls: bool,
}

impl Ticks {
    pub(super) fn new(tick: f64) -> Ticks {
        let (ticks, stalls) = (AtomicU64::new(0), false);
        Ticks {
            ticks,
            tick,
            stalls,
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
        3e8
    }

    /// Long enough for any unit of these tests to end, unless it stalls:
    /// far less than the stall.
    fn wait(&self, _: f64) -> Duration {
        Duration::from_millis(if self.stalls { 20 } else { 600_000 })
    }
}

/// A case of one part on `threads` threads.
pub(super) fn case(threads: usize, memory: u64, clock: Arc<dyn Clock>) -> Case {
    Case {
        part: 1.0,
        completed: 0,
        threads,
        memory,
        clock,
    }
}

fn on_one_thread(plan: Plan, memory: u64, clock: Ticks) -> Forecast {
    forecast(plan, &case(1, memory, Arc::new(clock)))
}

fn plain_join_in_jobs(n: usize) -> Plan {
    let (mut plan, _) = plain_join(n, &Memory::default()).expect("the join");
    plan.split(64);
    plan
}

/// Jobs smaller than the least unit are units whole, a tick each: the
/// jobs take a tick each, exactly, and each is its own longest job. The
/// jobs' counts differ, so the sample went on until their mean was
/// known within 2%, and Q(9) = 352 is within four of its errors.
#[test]
fn whole_jobs_are_timed_and_scaled_to_all_of_them() {
    let mut plan: Plan = reference(&Board::plain(9)).into();
    plan.split(64);
    let jobs = plan.len();
    let clock = Ticks::new(0.001);
    clock.ticks.store(1000, Ordering::Relaxed);
    let e = &on_one_thread(plan, 1 << 30, clock);
    assert!(e.jobs == jobs && (e.cpu - jobs as f64 * 0.001).abs() < 1e-9);
    assert!(e.sampled >= 8 && e.modelled.is_none(), "{:?}", e);
    // After a second of planning, a weighing and a count a unit.
    let sampling = e.sampled as f64 * 0.002 + 1e-9;
    let planned = (e.setup - 1.0).abs() < 1e-9;
    assert!(planned && e.sample_time <= sampling, "{:?}", e);
    let (count, error) = e.count.expect("a count");
    assert!(error <= 0.02 && (count - 352.0).abs() <= 4.0 * error * count);
    assert_eq!(e.peak.is_some(), cfg!(target_os = "linux"));
    assert!((e.longest_job - 0.001).abs() < 1e-12, "{:?}", e);
}

/// A join's units double or halve in row sets, a search's gain or lose
/// a row, within the least and the largest unit.
#[test]
fn a_unit_grows_or_shrinks_within_the_plans_sizes() {
    let search: Plan = reference(&Board::plain(16)).into();
    for (plan, size, sizes) in [(plain_join_in_jobs(14), 8, (16, 4)), (search, 12, (13, 11))] {
        let (least, most) = plan.unit_sizes();
        assert_eq!((plan.resize(size, true), plan.resize(size, false)), sizes);
        let ends = (plan.resize(most, true), plan.resize(least, false));
        assert_eq!(ends, (most, least));
    }
}

/// A join's units are weighed by their modelled work and some of them
/// counted: once the seconds per work are known, a unit more counted
/// tells less than one more weighed, so more than three times as many
/// are weighed.
#[test]
fn a_join_weighs_many_units_and_counts_some() {
    let e = on_one_thread(plain_join_in_jobs(14), 1 << 30, Ticks::new(0.02));
    assert!(e.weighed > 3 * e.sampled && e.sampled >= 8, "{:?}", e);
    assert!(e.cpu > 0.0 && e.modelled.is_none());
}

/// Units of seconds each: the sample stops before a unit more would end
/// past the bound, which planning counts towards, with an answer,
/// sampled or modelled.
#[test]
fn a_sample_ends_within_the_bound() {
    for tick in [3.0, 10.0, 50.0] {
        let e = on_one_thread(plain_join_in_jobs(14), 1 << 30, Ticks::new(tick));
        let bound = FORECAST_BOUND.as_secs_f64();
        assert!(e.setup + e.sample_time <= bound, "{:?}", e);
        let answered = e.cpu > 0.0 && (e.sampled > 0) != e.modelled.is_some();
        assert!(answered, "{:?}", e);
    }
}

/// A unit that has not ended when the bound comes is left to end on its
/// own: the join's cost model, at this machine's speed, answers, and
/// says so.
#[test]
fn a_join_too_slow_to_sample_is_modelled() {
    let (mut plan, steps) = plain_join(16, &Memory::default()).expect("the join");
    plan.split(64);
    let mut clock = Ticks::new(0.001);
    clock.stalls = true;
    let e = on_one_thread(plan, 1 << 30, clock);
    assert!(e.sampled == 0 && e.modelled.is_some(), "{:?}", e);
    assert_eq!(e.cpu, steps / 3e8);
}

/// A join whose tables are slices: its units are counted in slices of
/// their own, and the count's slices take what building those took per
/// queen set (a tick a slice).
#[test]
fn a_join_in_slices_is_given_its_slices_build() {
    let mut plan: Plan = Join::deferred(&Board::plain(16)).into();
    plan.split(64);
    let memory = Join::least_slice(&Board::plain(16)) * 3;
    let e = on_one_thread(plan, memory, Ticks::new(0.001));
    // Fewer than a thousand of the sample's slices' builds.
    assert!(
        e.building > 0.0 && e.building < 1.0 && e.setup >= e.building,
        "{:?}",
        e
    );
    assert!(e.sampled >= 8, "{:?}", e);
}

/// A part of an even plain board whose row sets symmetry all leaves out
/// (their images are counted) holds no work: it is estimated at no time
/// and a count of 0, not by the cost model.
#[test]
fn a_part_of_no_work_is_estimated_at_none() {
    const PARTS: usize = 4096;
    let part = |index| {
        let mut plan = plain_join_in_jobs(16);
        plan.split(PARTS);
        plan.keep_part(index, PARTS);
        plan
    };
    let no_solution = |index| part(index).len() > 0 && part(index).count_all() == 0;
    let index = (0..PARTS)
        .find(|&index| no_solution(index))
        .expect("a part");
    let e = on_one_thread(part(index), 1 << 30, Ticks::new(0.001));
    assert!(e.jobs > 0 && e.count == Some((0.0, 0.0)), "{:?}", e);
    assert!(e.cpu == 0.0 && e.modelled.is_none(), "{:?}", e);
    assert!(e.weighed >= 8, "{:?}", e);
    // A part of no jobs at all: nothing to sample.
    let mut none: Plan = reference(&Board::plain(9)).into();
    none.keep_part(1, 2);
    let e = on_one_thread(none, 1 << 30, Ticks::new(0.001));
    assert!(e.jobs == 0 && e.count == Some((0.0, 0.0)), "{:?}", e);
}

/// The sample stops once its mean is known within the error, and not
/// before its least units and time; at the latest after 10 s, or a
/// tenth of a long run it predicts, up to the bound.
#[test]
fn the_sample_ends_when_its_mean_is_known() {
    assert!(enough(100, 0.05, 1.0, 10.0));
    assert!(!enough(100, 0.06, 1.0, 10.0));
    assert!(!enough(100, 0.01, 0.1, 10.0));
    assert!(!enough(7, 0.01, 1.0, 10.0));
    let never = f64::INFINITY;
    for (run, at) in [(0.0, 10.0), (100.0, 10.0), (500.0, 50.0), (1e7, 120.0)] {
        assert_eq!(length(run), at);
        assert!(!enough(3, never, at - 0.1, run) && enough(3, never, at, run));
    }
}
