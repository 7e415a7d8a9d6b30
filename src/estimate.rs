//! `--estimate`: what counting a case would take on this machine, said
//! without counting it. The case is planned and split into jobs as a count
//! would be; a random sample of its jobs is counted on as many threads as
//! the count would use and timed, until the mean time of a job is known to
//! within a few percent (or the sample's time runs out), and the rest is
//! scaled from it. No
//! figure is tuned to a processor: the sample is this machine's own time
//! for this case's own jobs.
//!
//! Peak memory is read from the kernel where it says (Linux: `VmHWM` in
//! `/proc/self/status`) once the sample is done: what planning built (the
//! join's tables) and what the sample's threads held.

use crate::count::Plan;
use crate::random::Random;
use crate::tuning::{
    ESTIMATE_ERROR, ESTIMATE_LONGEST, ESTIMATE_MAX_TIME, ESTIMATE_MIN_JOBS, ESTIMATE_MIN_TIME,
    ESTIMATE_SHARE,
};
use std::ops::Range;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// What counting a case (or this shard's part of it) would take.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Estimate {
    pub jobs: usize,
    pub threads: usize,
    /// Jobs counted for the sample, and the seconds they took.
    pub sampled: usize,
    pub sample_time: f64,
    /// Seconds that planning took (spent once, before the jobs).
    pub setup: f64,
    /// Seconds of thread time that all the jobs would take, each as long
    /// as it takes beside the others on `threads` threads.
    pub cpu: f64,
    /// Bytes the process would hold at most, where the system says.
    pub peak: Option<u64>,
}

impl Estimate {
    /// Seconds from start to end: planning, then the jobs shared out.
    pub fn wall(&self) -> f64 {
        self.setup + self.cpu / self.threads.min(self.jobs).max(1) as f64
    }
}

/// The estimate of counting `plan`'s jobs on `threads` threads, planning
/// having taken `setup`, from a sample of jobs `from` (all of them, or
/// those a join's first slice holds): these shuffled (a fixed seed: the same case
/// gets the same sample) and counted in that order by as many threads at
/// once as the count would run, each job timed, until the sample's mean
/// is known well enough (`enough`). Threads at once, so that what they
/// contend for (memory bandwidth, shared caches, a core's two threads) is
/// in the times, and their memory in the high-water mark. Every job
/// sampled: the time is the count's.
pub fn sample(plan: &Plan, from: Range<usize>, threads: usize, setup: Duration) -> Estimate {
    let jobs = plan.len();
    let workers = threads.min(jobs).max(1);
    let mut order: Vec<usize> = from.collect();
    let mut random = Random::seeded();
    for i in (1..order.len()).rev() {
        order.swap(i, random.below(i + 1));
    }
    let pool = order.len();
    let next = AtomicUsize::new(0);
    let done = AtomicBool::new(false);
    // The job times so far: how many, their sum and sum of squares.
    let times = Mutex::new((0usize, 0.0f64, 0.0f64));
    let started = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..workers {
            scope.spawn(|| {
                while !done.load(Ordering::Relaxed) {
                    let at = next.fetch_add(1, Ordering::Relaxed);
                    if at >= pool {
                        break;
                    }
                    let job = Instant::now();
                    std::hint::black_box(plan.count_at(order[at]));
                    let seconds = job.elapsed().as_secs_f64();
                    let mut times = times.lock().unwrap_or_else(|e| e.into_inner());
                    *times = (times.0 + 1, times.1 + seconds, times.2 + seconds * seconds);
                    let run = times.1 / times.0 as f64 * jobs as f64 / workers as f64;
                    if enough(times.0, times.1, times.2, started.elapsed(), run) {
                        done.store(true, Ordering::Relaxed);
                    }
                }
            });
        }
    });
    let (sampled, sum, _) = times.into_inner().unwrap_or_else(|e| e.into_inner());
    let cpu = match sampled {
        0 => 0.0,
        _ => sum / sampled as f64 * jobs as f64,
    };
    Estimate {
        jobs,
        threads,
        sampled,
        sample_time: started.elapsed().as_secs_f64(),
        setup: setup.as_secs_f64(),
        cpu,
        peak: peak_memory(),
    }
}

/// Whether `sampled` job times (their sum and sum of squares), taken in
/// `elapsed`, tell the mean well enough: the standard error of their mean
/// within `ESTIMATE_ERROR` of it, from `ESTIMATE_MIN_JOBS` jobs and
/// `ESTIMATE_MIN_TIME` on; or the sample has taken `ESTIMATE_MAX_TIME`,
/// or `ESTIMATE_SHARE` of the `run` it predicts (seconds) up to
/// `ESTIMATE_LONGEST`, whichever is longer.
fn enough(sampled: usize, sum: f64, squares: f64, elapsed: Duration, run: f64) -> bool {
    let share = Duration::from_secs_f64((ESTIMATE_SHARE * run).clamp(0.0, 1e9));
    if elapsed >= ESTIMATE_MAX_TIME.max(share.min(ESTIMATE_LONGEST)) {
        return true;
    }
    if sampled < ESTIMATE_MIN_JOBS || elapsed < ESTIMATE_MIN_TIME {
        return false;
    }
    let n = sampled as f64;
    let mean = sum / n;
    let variance = (squares / n - mean * mean).max(0.0) * n / (n - 1.0);
    (variance / n).sqrt() <= ESTIMATE_ERROR * mean
}

/// The most memory this process has held so far, in bytes, if the system
/// says (Linux: `VmHWM`).
fn peak_memory() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|line| line.starts_with("VmHWM:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}

#[cfg(test)]
mod tests {
    use super::{enough, sample, Estimate};
    use crate::count::plain_join;
    use crate::memory::Memory;
    use std::time::Duration;

    /// The wall time is the planning and the jobs shared over the
    /// threads, no more threads than jobs.
    #[test]
    fn the_wall_time_shares_the_jobs_over_the_threads() {
        let estimate = |jobs, threads| Estimate {
            jobs,
            threads,
            sampled: 1,
            sample_time: 0.5,
            setup: 2.0,
            cpu: 12.0,
            peak: None,
        };
        assert_eq!(estimate(100, 4).wall(), 5.0);
        assert_eq!(estimate(3, 4).wall(), 6.0);
        assert_eq!(estimate(0, 4).wall(), 14.0);
    }

    /// A case whose every job is sampled is estimated at what the sample
    /// took (its jobs' times, less than the whole sample's);
    /// one sampled in part at its mean job time times its jobs. The peak
    /// memory is what the process holds, and more for more threads.
    #[test]
    fn the_estimate_scales_the_sample_to_the_jobs() {
        let (plan, _) = plain_join(12, &Memory::default()).expect("the join");
        let whole = sample(&plan, 0..plan.len(), 1, Duration::from_millis(7));
        assert_eq!(whole.sampled, whole.jobs);
        assert!(whole.jobs > 1, "{:?}", whole);
        assert!(
            whole.cpu <= whole.sample_time && whole.cpu > 0.0,
            "{:?}",
            whole
        );
        assert_eq!(whole.setup, 0.007);
        assert_eq!(whole.peak.is_some(), cfg!(target_os = "linux"));
        if let Some(peak) = whole.peak {
            assert!(peak > 1 << 20 && peak < 1 << 40, "{}", peak);
            let more = sample(&plan, 0..plan.len(), 3, Duration::ZERO)
                .peak
                .expect("read again");
            assert!(more >= peak, "{} {}", more, peak);
        }
        // In part, on one thread and on two: the mean job time, times the
        // jobs; two threads time twice the jobs in the same while.
        let (plan, _) = plain_join(17, &Memory::default()).expect("the join");
        for threads in [1, 2] {
            let part = sample(&plan, 0..plan.len(), threads, Duration::ZERO);
            assert!(part.sampled >= 8 && part.sampled < part.jobs, "{:?}", part);
            let per_job = part.cpu / part.jobs as f64;
            let sampled = part.sample_time * threads as f64 / part.sampled as f64;
            assert!(per_job <= sampled && per_job > 0.2 * sampled, "{:?}", part);
        }
    }

    /// The sample stops once its mean is known within the error, and not
    /// before its least jobs and time; always at its most time.
    #[test]
    fn the_sample_ends_when_its_mean_is_known() {
        let at = Duration::from_secs_f64;
        // 100 jobs of 10 ms each: no spread, known at once.
        assert!(enough(100, 1.0, 100.0 * 1e-4, at(1.0), 10.0));
        // The same, but too soon or too few.
        assert!(!enough(100, 1.0, 100.0 * 1e-4, at(0.01), 10.0));
        assert!(!enough(2, 0.02, 2.0 * 1e-4, at(1.0), 10.0));
        // Half the jobs 0 s, half 20 ms: the standard error of the mean
        // is 10 ms / sqrt(n - 1), within 5% of 10 ms from n = 401.
        let spread = |n: usize| {
            let half = (n / 2) as f64;
            enough(n, half * 0.02, half * 4e-4, at(1.0), 10.0)
        };
        assert!(!spread(100));
        assert!(spread(500));
        // Three widely varied jobs: the sample ends at its most time...
        assert!(enough(3, 0.3, 0.1, at(10.0), 100.0));
        // ...or at a share of a long run predicted, up to its longest.
        assert!(!enough(3, 0.3, 0.1, at(10.0), 5_000.0));
        assert!(!enough(3, 0.3, 0.1, at(49.0), 5_000.0));
        assert!(enough(3, 0.3, 0.1, at(50.0), 5_000.0));
        assert!(!enough(3, 0.3, 0.1, at(119.0), 1e7));
        assert!(enough(3, 0.3, 0.1, at(120.0), 1e7));
    }
}
