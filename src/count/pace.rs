//! The dynamic search's pace on the machine that runs it, in steps of
//! the fast core: what auto weighs its searches by where they decide
//! whether the solution filter pays.
//!
//! Every cost in `crate::tuning` is in steps of the fast core, measured
//! on one machine. The filter's build is the fast core's own work
//! (`list_fast`), but a step of the dynamic search (its lines, its table
//! look-ups and its memory against the fast core's registers) costs
//! more or less of the fast core's time from one processor to another:
//! the filter would pay on one and not on the next for the same boards.
//! So where a filter's build is at stake, auto times the dynamic
//! searches it makes anyway and, once a run, a slice of the fast core,
//! and counts a dynamic step as the ratio of the two.
//!
//! And the filter's build runs on one thread while the others count
//! cases: where cases are counted side by side on T threads, a search's
//! steps stand for a T-th of their time in the run's wall time against
//! the build's, so they weigh a T-th.

use super::filter::{Filter, MAX_N};
use super::{count_fast_within, rows_of};
use crate::board::Board;
use crate::tuning::{DYNAMIC_PACE, FILTER_RENT, PACE_BOUND, PACE_COST, PACE_SLICE, PACE_TIMED};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// The dynamic searches timed so far, and the fast core's pace once
/// measured. Shared by the threads that count cases side by side.
#[derive(Default)]
pub struct Pace {
    /// Nanoseconds the timed searches took, all together...
    nanos: AtomicU64,
    /// ...and the steps they spent.
    steps: AtomicU64,
    /// Picoseconds a step of the fast core takes (0: not measured yet).
    fast: AtomicU64,
    /// The threads that count cases side by side (0: one).
    threads: AtomicUsize,
}

impl Pace {
    /// The clock, started where the first search of a case of N = `n`
    /// is timed: where its `small` steps may bring the searches of its
    /// N (`searched` so far) to `FILTER_RENT` of the filter's build at
    /// the most a step can weigh (`PACE_BOUND`), and where the build is
    /// large enough that timing the fast core costs at most `PACE_COST`
    /// of it. Elsewhere the clock is not read.
    pub fn timer(&self, n: usize, small: f64, searched: Option<&AtomicU64>) -> Option<Instant> {
        let searched = searched.filter(|_| n <= MAX_N)?.load(Ordering::Relaxed) as f64;
        let build = Filter::build_cost(n);
        let at_stake = build * PACE_COST >= (3 * PACE_SLICE) as f64
            && (searched + small) * PACE_BOUND >= build * FILTER_RENT;
        at_stake.then(Instant::now)
    }

    /// Notes that cases are counted side by side on `threads` threads.
    pub fn note_threads(&self, threads: usize) {
        self.threads.store(threads, Ordering::Relaxed);
    }

    /// The `steps` that a first search spent, weighed (`weigh`) by the
    /// pace known when it began, as its budget was; its own pace is
    /// noted for the searches after it if `timer` timed it and it is the
    /// dynamic search's (`dynamic`).
    pub fn weigh_timed(&self, timer: Option<Instant>, steps: f64, dynamic: bool) -> f64 {
        let weighed = self.weigh(steps, dynamic);
        if let Some(started) = timer.filter(|_| dynamic) {
            self.note_time(started.elapsed(), steps);
        }
        weighed
    }

    /// `steps` of a search, the dynamic one's if `dynamic`, in steps of the
    /// fast core on one thread of the run's wall time: times its pace
    /// (`dynamic_step`), over the threads that count cases side by side.
    pub fn weigh(&self, steps: f64, dynamic: bool) -> f64 {
        let pace = if dynamic { self.dynamic_step() } else { 1.0 };
        steps * pace / self.threads.load(Ordering::Relaxed).max(1) as f64
    }

    /// Notes a dynamic search that spent `steps` steps in `time`. One of
    /// fewer than `PACE_TIMED` steps is too short to tell its pace from
    /// its setup's and is not noted.
    fn note_time(&self, time: Duration, steps: f64) {
        if steps >= PACE_TIMED as f64 {
            let nanos = u64::try_from(time.as_nanos()).unwrap_or(u64::MAX);
            self.nanos.fetch_add(nanos, Ordering::Relaxed);
            self.steps.fetch_add(steps as u64, Ordering::Relaxed);
        }
    }

    /// Steps of the fast core that a step of the dynamic search takes
    /// here, as timed so far, within `1 / PACE_BOUND` to `PACE_BOUND` (a
    /// run interrupted while it is timed moves no decision far);
    /// `DYNAMIC_PACE` until a search is timed.
    pub fn dynamic_step(&self) -> f64 {
        let steps = self.steps.load(Ordering::Relaxed);
        if steps == 0 {
            return DYNAMIC_PACE;
        }
        let picos = self.nanos.load(Ordering::Relaxed) as f64 * 1000.0 / steps as f64;
        (picos / self.fast_step() as f64).clamp(1.0 / PACE_BOUND, PACE_BOUND)
    }

    /// Picoseconds a step of the fast core takes, measured the first
    /// time it is asked: the least of three counts of `PACE_SLICE` steps
    /// of the plain board of 16 (the least, as a count that a thread
    /// switch interrupts only looks slower).
    fn fast_step(&self) -> u64 {
        let known = self.fast.load(Ordering::Relaxed);
        if known > 0 {
            return known;
        }
        let rows = rows_of(&Board::plain(16));
        let least = (0..3)
            .map(|_| {
                let mut budget = PACE_SLICE;
                let started = Instant::now();
                count_fast_within(&rows, &mut budget);
                started.elapsed()
            })
            .min()
            .unwrap_or_default();
        let picos = picos_per_step(least, PACE_SLICE);
        self.fast.store(picos, Ordering::Relaxed);
        picos
    }
}

/// Picoseconds a step of `steps` that took `time` takes, at least 1 (a
/// pace of 0 would stand for one not measured).
fn picos_per_step(time: Duration, steps: u64) -> u64 {
    (time.as_nanos() * 1000 / u128::from(steps)).max(1) as u64
}

#[cfg(test)]
mod tests {
    use super::Pace;
    use crate::count::filter::Filter;
    use crate::tuning::{DYNAMIC_PACE, FILTER_RENT, PACE_BOUND, PACE_TIMED};
    use std::sync::atomic::{AtomicU64, Ordering};
    use std::time::{Duration, Instant};

    /// A pace with the fast core's step set to `picos`.
    fn paced(picos: u64) -> Pace {
        let pace = Pace::default();
        pace.fast.store(picos, Ordering::Relaxed);
        pace
    }

    /// The clock runs for N = 14 to 16, from where the searches of the
    /// N, this one's budget included, reach half the rent at stake (a
    /// step weighing at most 2); not below N = 14 (the fast core's
    /// timing would cost more than `PACE_COST` of the build), nor past
    /// the filter's largest N.
    #[test]
    fn the_clock_runs_where_the_filters_rent_is_at_stake() {
        let pace = Pace::default();
        let searched = |steps: f64| AtomicU64::new(steps as u64);
        for n in 14..=16 {
            let half = Filter::build_cost(n) * FILTER_RENT / PACE_BOUND;
            let small = 1000.0;
            let below = searched(half - small - 2.0);
            assert!(pace.timer(n, small, Some(&below)).is_none(), "N = {}", n);
            let at = searched(half - small + 1.0);
            assert!(pace.timer(n, small, Some(&at)).is_some(), "N = {}", n);
        }
        let plenty = searched(1e12);
        assert!(pace.timer(13, 0.0, Some(&plenty)).is_none());
        assert!(pace.timer(17, 0.0, Some(&plenty)).is_none());
        assert!(pace.timer(15, 1e12, None).is_none());
    }

    /// Until a dynamic search is timed, a step of it weighs
    /// `DYNAMIC_PACE` of the fast core's and the fast core is not timed:
    /// a search not timed, or another engine's, or too short to tell, is
    /// not noted.
    #[test]
    fn a_search_not_timed_weighs_as_tuned() {
        let pace = Pace::default();
        let long = (PACE_TIMED * 4) as f64;
        assert_eq!(pace.weigh_timed(None, long, true), long * DYNAMIC_PACE);
        assert_eq!(pace.weigh_timed(Some(Instant::now()), long, false), long);
        let short = (PACE_TIMED - 1) as f64;
        let weighed = short * DYNAMIC_PACE;
        assert_eq!(pace.weigh_timed(Some(Instant::now()), short, true), weighed);
        assert_eq!(pace.steps.load(Ordering::Relaxed), 0);
        assert_eq!(pace.weigh(long, true), long * DYNAMIC_PACE);
        assert_eq!(pace.weigh(long, false), long);
        assert_eq!(pace.fast.load(Ordering::Relaxed), 0);
    }

    /// On T threads side by side, every search's steps weigh a T-th.
    #[test]
    fn searches_side_by_side_weigh_a_share() {
        let pace = paced(3000);
        pace.note_time(Duration::from_nanos(6_291_456), (1u64 << 20) as f64);
        pace.note_threads(4);
        assert_eq!(pace.weigh(1000.0, false), 250.0);
        assert!((pace.weigh(1000.0, true) - 2000.0 / 4.0).abs() < 1e-6);
    }

    /// Timed searches weigh as their time over the fast core's for as
    /// many steps, all searches together: at 3,000 ps a fast step, 2^20
    /// steps in 4.5 ms and 2^20 in 6 ms are 5,250 ps a step, 1.75 of the
    /// fast core's.
    #[test]
    fn timed_searches_weigh_as_their_time_in_the_fast_cores_steps() {
        let pace = paced(3000);
        let steps = (1u64 << 20) as f64;
        pace.note_time(Duration::from_nanos(4_718_592), steps);
        assert!((pace.dynamic_step() - 1.5).abs() < 1e-9);
        pace.note_time(Duration::from_nanos(6_291_456), steps);
        assert!((pace.dynamic_step() - 1.75).abs() < 1e-9);
        assert!((pace.weigh(steps, true) - 1.75 * steps).abs() < 1e-3);
        // Timed by the clock, a dynamic search is weighed by the pace
        // before it, and noted.
        let before = pace.weigh(steps, true);
        let weighed = pace.weigh_timed(Some(Instant::now()), steps, true);
        assert_eq!(pace.steps.load(Ordering::Relaxed), 3 << 20);
        assert_eq!(weighed, before);
        assert_ne!(pace.weigh(steps, true), before);
    }

    /// A pace out of reason (a search interrupted for a second) moves
    /// the weight only to its bound, either way.
    #[test]
    fn a_pace_out_of_reason_is_bounded() {
        let steps = PACE_TIMED as f64;
        let slow = paced(3000);
        slow.note_time(Duration::from_secs(1), steps);
        assert_eq!(slow.dynamic_step(), PACE_BOUND);
        let fast = paced(3000);
        fast.note_time(Duration::from_nanos(1), steps);
        assert_eq!(fast.dynamic_step(), 1.0 / PACE_BOUND);
    }

    /// A pace in picoseconds a step: 100 ms over 2^15 steps is 3,051,757
    /// ps, 100 ns 3 ps; a time too short to tell is 1 ps, never 0.
    #[test]
    fn a_pace_is_picoseconds_a_step() {
        assert_eq!(
            super::picos_per_step(Duration::from_millis(100), 1 << 15),
            3_051_757
        );
        assert_eq!(super::picos_per_step(Duration::from_nanos(100), 1 << 15), 3);
        assert_eq!(super::picos_per_step(Duration::from_nanos(1), 1 << 15), 1);
    }

    /// The fast core's pace, measured on this machine, is some
    /// picoseconds a step, and kept: asked again, it is the same.
    #[test]
    fn the_fast_core_is_timed_once() {
        let pace = Pace::default();
        let picos = pace.fast_step();
        assert!(picos >= 1);
        assert_eq!(pace.fast.load(Ordering::Relaxed), picos);
        assert_eq!(pace.fast_step(), picos);
    }
}
