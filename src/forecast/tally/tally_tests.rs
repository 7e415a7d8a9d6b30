use super::{Drawn, Ratio, Tally};
use crate::count::Unit;
use crate::tuning::FORECAST_MIN_JOBS;

/// A unit of job `job`, `factor` times itself in it, of weight `weight`.
pub(in crate::forecast) fn unit(job: usize, factor: f64, weight: f64) -> Drawn {
    Drawn {
        unit: Unit::Meet(0),
        job,
        factor,
        weight,
        chance: 0.0,
    }
}

/// The first unit is counted whatever its work, before the deadline; later
/// ones surely up to the share of the sample's length that leaves room
/// for its least units, longer ones by chance, as much less likely as
/// they are longer, however much of the sample is left; none of no work
/// or that would end past the deadline.
#[test]
fn long_units_are_counted_by_chance() {
    let length = 8.0 * FORECAST_MIN_JOBS as f64;
    let first = |now| Tally::default().counted_with(1e6, 0.99, length, (now, 100.0));
    assert_eq!((first(99.0), first(100.0)), (Some(1.0), None));
    let mut tally = Tally::default();
    // One unit counted: a second of time a unit of work.
    tally.count(1.0, 1.0, unit(0, 1.0, 1.0), 1.0, 1.0);
    for (work, left, chance, counted) in [
        (0.5, 1000.0, 0.99, Some(1.0)),
        (8.0, 1000.0, 0.99, Some(1.0)),
        (16.0, 1000.0, 0.49, Some(0.5)),
        (16.0, 1000.0, 0.5, None),
        (32.0, 1000.0, 0.2, Some(0.25)),
        (8.0, 9.0, 0.99, Some(1.0)),
        (16.0, 17.0, 0.0, Some(0.5)),
        (16.0, 16.0, 0.0, None),
        (4.0, 4.0, 0.0, None),
        (32.0, 16.0, 0.0, None),
        (0.0, 1000.0, 0.0, None),
    ] {
        let said = tally.counted_with(work, chance, length, (1000.0 - left, 1000.0));
        assert_eq!(said, counted, "{} {} {}", work, left, chance);
    }
}

/// A unit counted with probability p stands for 1 / p units in the
/// rate (seconds, and placements, per unit of work), not in the seconds
/// the sample spent, nor in its job's own time.
#[test]
fn a_unit_counted_by_chance_weighs_as_the_units_it_stands_for() {
    let mut tally = Tally::default();
    tally.weigh(1e-3, 1.0, unit(0, 1.0, 1.0));
    tally.weigh(1e-3, 4.0, unit(1, 1.0, 1.0));
    tally.count(1.0, 10.0, unit(0, 1.0, 1.0), 1.0, 1.0);
    tally.count(2.0, 20.0, unit(1, 1.0, 1.0), 4.0, 0.25);
    let works = 1.0 + 4.0 * 4.0;
    assert_eq!(tally.times.per_work(), (1.0 + 2.0 * 4.0) / works);
    assert_eq!(tally.counts.per_work(), (10.0 + 20.0 * 4.0) / works);
    let seen = (tally.units, tally.seconds, tally.jobs[1].time);
    assert_eq!(seen, (2, 3.0, 2.0));
}

/// The tables the sample held at most give way to the count's slice, or
/// stay where the tables are whole; its slices build at the sample's
/// seconds an entry.
#[test]
fn the_count_holds_its_own_slice_in_place_of_the_samples() {
    let tally = Tally {
        tables: 300,
        built_entries: 400,
        build_seconds: 2.0,
        ..Tally::default()
    };
    assert_eq!(tally.building(1000), 5.0);
    assert_eq!(Tally::default().building(9), 0.0);
    assert_eq!(tally.peak_in_count(1000, Some(700)), 1400);
    assert_eq!(tally.peak_in_count(1000, None), 1000);
    // A peak the kernel says below what was held: the count's own.
    assert_eq!(tally.peak_in_count(10, Some(700)), 700);
}

/// The longest job is told by a unit that is the whole job, or by the
/// least units of a sample drawn from it: their mean job time, or where
/// units are weighed, their mean job work at the counted rate.
#[test]
fn the_longest_job_is_told_by_its_own_units() {
    let mut tally = Tally::default();
    assert_eq!(tally.longest_job(), 0.0);
    tally.count(5.0, 1.0, unit(3, 1.0, 1.0), 0.0, 1.0);
    assert_eq!(tally.longest_job(), 5.0);
    // Job 1's units say 8 s, then 40 s, but too few of them...
    for _ in 1..FORECAST_MIN_JOBS {
        tally.count(4.0, 1.0, unit(1, 2.0, 1.0), 0.0, 1.0);
    }
    assert_eq!(tally.longest_job(), 5.0);
    // ...until the least units are in.
    tally.count(20.0, 1.0, unit(1, 2.0, 1.0), 0.0, 1.0);
    let mean = (8.0 * (FORECAST_MIN_JOBS - 1) as f64 + 40.0) / FORECAST_MIN_JOBS as f64;
    assert_eq!(tally.longest_job(), mean);
    // Weighed: job 2's whole work, 30, at the counted 0.25 s a work.
    let mut weighed = Tally::default();
    weighed.weigh(1e-3, 30.0, unit(2, 1.0, 1.0));
    weighed.weigh(1e-3, 4.0, unit(0, 5.0, 1.0));
    weighed.count(1.0, 1.0, unit(0, 5.0, 1.0), 4.0, 1.0);
    assert_eq!(weighed.longest_job(), 7.5);
}

/// Units whose time is their work times a fixed rate: the mean job is
/// the mean work of a job (work times factor) at that rate, and the
/// ratio is known exactly, so the error is the work's alone; counting
/// more is worth it only below the least units, or once a unit is off
/// the rate. Their counts, 7 per unit of work in jobs of weight 2, give
/// the mean count of a job the same way.
#[test]
fn weighed_units_scale_the_mean_work_by_the_counted_rate() {
    let mut tally = Tally::default();
    assert_eq!(tally.job_count(), None);
    let units = [(2.0, 10.0), (5.0, 4.0), (1.0, 30.0), (8.0, 1.0)];
    for &(work, factor) in units.iter().cycle().take(40) {
        tally.weigh(1e-2, work, unit(0, factor, 2.0));
    }
    let mean_work = (20.0 + 20.0 + 30.0 + 8.0) / 4.0;
    for &(work, factor) in units.iter().cycle().take(8) {
        assert!(tally.counting_tells_more(), "below the least units");
        tally.count(3e-3 * work, 7.0 * work, unit(0, factor, 2.0), work, 1.0);
    }
    let (time, work_error) = (tally.job_time(), tally.work.error());
    assert!((time.mean - mean_work * 3e-3).abs() < 1e-12 && tally.times.error() < 1e-6);
    assert!((time.error - work_error).abs() < 1e-9);
    let count = tally.job_count().unwrap();
    assert!((count.mean - mean_work * 7.0 * 2.0).abs() < 1e-9);
    assert!((count.error - work_error).abs() < 1e-9 && !tally.counting_tells_more());
    assert_eq!(tally.counted_with(1.0, 0.0, 1e9, (0.0, 1e9)), None);
    // A unit far off the rate: the ratio now has an error of its own,
    // and a count (about as long as a weighing) tells more.
    tally.count(2e-1, 7.0, unit(0, 1.0, 2.0), 1.0, 1.0);
    assert!(tally.times.error() > 0.1 && tally.counting_tells_more());
    // Its count was on the rate: the count's error is still the work's.
    let count = tally.job_count().unwrap();
    assert!((count.error - tally.work.error()).abs() < 1e-9);
    // A ratio's error is its residuals' about the ratio: none without
    // work or values, unknown from one value.
    let error = |pairs: &[(f64, f64)]| {
        let mut ratio = Ratio::default();
        (pairs.iter()).for_each(|&(value, work)| ratio.add(value, work));
        ratio.error()
    };
    assert_eq!(error(&[(1.0, 1.0), (3.0, 1.0)]), 0.5);
    assert_eq!(error(&[(1.0, 1.0)]), f64::INFINITY);
    let none = [(1.0, 0.0), (2.0, 0.0), (0.0, 1.0), (0.0, 2.0)];
    assert_eq!((error(&none[..2]), error(&none[2..])), (0.0, 0.0));
}

/// Without a model, each counted unit's time times its factor is a job's
/// time, and its count times factor and weight a job's count: their
/// means, and the standard errors of them.
#[test]
fn counted_units_alone_give_the_mean_of_their_jobs() {
    let mut tally = Tally::default();
    assert_eq!(tally.job_time().error, f64::INFINITY);
    tally.count(1.0, 3.0, unit(0, 2.0, 1.0), 0.0, 1.0);
    tally.count(2.0, 2.0, unit(0, 2.0, 3.0), 0.0, 1.0);
    // Jobs 2 and 4 s: sample deviation sqrt(2), its mean's error 1.
    let time = tally.job_time();
    assert!(time.mean == 3.0 && (time.error - 1.0 / 3.0).abs() < 1e-12);
    // Job counts 6 and 12: mean 9, its error 3.
    let count = tally.job_count().unwrap();
    assert!(count.mean == 9.0 && (count.error - 1.0 / 3.0).abs() < 1e-12);
    // All zero: no spread.
    let mut idle = Tally::default();
    idle.weigh(1e-3, 0.0, unit(0, 5.0, 1.0));
    idle.weigh(1e-3, 0.0, unit(0, 5.0, 1.0));
    assert_eq!(idle.job_time().error, 0.0);
    // No work seen, but in too few units to say there is none...
    assert!(!idle.weighed_no_work());
    for _ in 2..FORECAST_MIN_JOBS {
        idle.weigh(1e-3, 0.0, unit(0, 5.0, 1.0));
    }
    // ...until the least units were weighed; one of some work ends it.
    assert!(idle.weighed_no_work());
    idle.weigh(1e-3, 2.0, unit(0, 5.0, 1.0));
    assert!(!idle.weighed_no_work());
}

/// Counting goes on while it lowers the errors faster than weighing:
/// each error's square over the seconds spent on it, the slices built
/// for the weighing counted as its.
#[test]
fn counting_goes_on_while_it_lowers_the_errors_faster() {
    let mut tally = Tally::default();
    for &(work, seconds) in [(1.0, 1.1), (3.0, 2.9)].iter().cycle().take(16) {
        tally.weigh(0.01, work, unit(0, 1.0, 1.0));
        tally.count(seconds, 1.0, unit(0, 1.0, 1.0), work, 1.0);
    }
    let (ratio, work) = (tally.times.error(), tally.work.error());
    let even = work * work * tally.seconds / (ratio * ratio) - tally.weighing;
    for (share, more) in [(0.5, false), (2.0, true)] {
        tally.build_seconds = even * share;
        assert_eq!(tally.counting_tells_more(), more, "{}", even);
    }
}
