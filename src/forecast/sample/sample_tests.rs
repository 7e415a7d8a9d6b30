use super::super::forecast_tests::Ticks;
use super::{sliced_batch, Drawn, Sampling, Tally, Unit, SLICED_BATCH};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

/// The run a sample predicts is its mean job's time over all the jobs,
/// shared by its threads; the sample is done where a unit as long as its
/// longest would end past the deadline, or once it has gone on for its
/// length (here the bound's: a long run).
#[test]
fn a_sample_is_done_before_the_deadline_or_at_its_length() {
    let clock = Arc::new(Ticks::new(1.0));
    let sampling = |deadline| Sampling {
        plan: crate::count::reference(&crate::board::Board::plain(6)).into(),
        clock: clock.clone(),
        workers: 4,
        started: 50.0,
        deadline,
        tally: Mutex::new(Tally::default()),
        stop: AtomicBool::new(false),
    };
    let mut tally = Tally::default();
    // One unit of 5 s, a ten-thousandth of its one job.
    let drawn = Drawn {
        unit: Unit::Meet(0),
        job: 0,
        factor: 1e4,
        weight: 1.0,
        chance: 0.0,
    };
    tally.count(5.0, 1.0, drawn, 0.0, 1.0);
    let (early, late) = (sampling(170.0), sampling(1000.0));
    assert_eq!(early.run(&tally), 5e4 / 4.0);
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

/// A join sampled on two threads notes the tables it held.
#[test]
fn a_sample_notes_the_tables_it_held() {
    let (mut plan, _) =
        crate::count::plain_join(14, &crate::memory::Memory::default()).expect("the join");
    plan.split(64);
    let held = plan.held_bytes();
    let case =
        super::super::forecast_tests::case(2, 1 << 30, Arc::new(crate::forecast::Wall::new()));
    let tally = super::sample(plan, &case);
    assert!(
        held > 0 && tally.tables == held,
        "{} {}",
        held,
        tally.tables
    );
}
