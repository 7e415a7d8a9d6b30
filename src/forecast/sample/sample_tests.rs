use super::{counted_with, inclusion, length, sliced_batch, Drawn, Tally, Unit};
use super::{FORECAST_MIN_JOBS, SLICED_BATCH};

/// Every unit is counted up to the share of the sample's length that
/// leaves room for its least units; a longer one by chance, as much
/// less likely as it is longer, however much of the sample is left;
/// none that would end past the deadline.
#[test]
fn long_units_are_counted_by_chance() {
    let length = 8.0 * FORECAST_MIN_JOBS as f64;
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
    for _ in 1..FORECAST_MIN_JOBS {
        tally.count(4.0, 1.0, from_job(1, 2.0, 1.0), 0.0, 1.0);
    }
    assert_eq!(tally.longest_job(), 5.0);
    // ...until the least units are in.
    tally.count(20.0, 1.0, from_job(1, 2.0, 1.0), 0.0, 1.0);
    let mean = (8.0 * (FORECAST_MIN_JOBS - 1) as f64 + 40.0) / FORECAST_MIN_JOBS as f64;
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
    for _ in 2..FORECAST_MIN_JOBS {
        idle.weigh(1e-3, 0.0, drawn(5.0, 1.0));
    }
    // ...until the least units were weighed; one of some work ends it.
    assert!(idle.weighed_no_work());
    idle.weigh(1e-3, 2.0, drawn(5.0, 1.0));
    assert!(!idle.weighed_no_work());
}
