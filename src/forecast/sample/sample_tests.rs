use super::super::forecast_tests::{case, Ticks};
use super::super::tally::tally_tests::unit;
use super::{resized, sliced_batch, Sampling, Tally, SLICED_BATCH};
use crate::board::Board;
use crate::tuning::FORECAST_UNIT;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

/// The run a sample predicts is its mean job's time over all the jobs,
/// shared by its threads; the sample is done where a unit as long as its
/// longest would end past the deadline, or once it has gone on for its
/// length (here the bound's: a long run).
#[test]
fn a_sample_is_done_before_the_deadline_or_at_its_length() {
    let clock = Arc::new(Ticks::new(1.0));
    let plan = || {
        let mut plan: crate::count::Plan = crate::count::reference(&Board::plain(6)).into();
        plan.split(8);
        plan
    };
    let sampling = |deadline| Sampling {
        plan: plan(),
        clock: clock.clone(),
        workers: 4,
        started: 50.0,
        deadline,
        tally: Mutex::new(Tally::default()),
        stop: AtomicBool::new(false),
    };
    let mut tally = Tally::default();
    // One unit of 5 s, a ten-thousandth of its one job.
    tally.count(5.0, 1.0, unit(0, 1e4, 1.0), 0.0, 1.0);
    let (early, late) = (sampling(170.0), sampling(1000.0));
    let jobs = early.plan.len() as f64;
    assert!(jobs > 1.0 && early.run(&tally) == 5e4 * jobs / 4.0);
    let done_at = |sampling: &Sampling, seconds| {
        clock.ticks.store(seconds, Ordering::Relaxed);
        sampling.done(&tally)
    };
    // 110 s in, a unit more ends at 165; at 171, past the deadline.
    assert!(!done_at(&early, 160) && done_at(&early, 166));
    // Its length from its start, had the deadline been later.
    assert!(!done_at(&late, 169) && done_at(&late, 170));
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

/// A join in slices sampled on two threads notes the most bytes of
/// slices it held, within its memory.
#[test]
fn a_sample_notes_the_slices_it_held() {
    let board = Board::plain(14);
    let mut plan: crate::count::Plan = crate::count::join::Join::deferred(&board).into();
    plan.split(64);
    let memory = crate::count::join::Join::least_slice(&board) * 3;
    let tally = super::sample(plan, &case(2, memory, Arc::new(Ticks::new(0.05))));
    assert!(
        tally.tables > 0 && tally.tables <= memory,
        "{}",
        tally.tables
    );
}

/// A batch whose units took under a quarter of `FORECAST_UNIT` each
/// makes them larger; over four times it, smaller; none counted, as
/// they are.
#[test]
fn units_are_resized_towards_the_unit_time() {
    let unit = FORECAST_UNIT.as_secs_f64();
    let batch = |each: f64| resized((5, 2.0), (15, 2.0 + 10.0 * each * unit));
    assert_eq!((batch(0.2), batch(1.0)), (Some(true), None));
    assert_eq!(batch(5.0), Some(false));
    assert_eq!(resized((0, 0.0), (1, unit / 4.0)), None);
    assert_eq!(resized((0, 0.0), (1, unit * 4.0)), None);
    assert_eq!(resized((5, 2.0), (5, 2.0)), None);
}
