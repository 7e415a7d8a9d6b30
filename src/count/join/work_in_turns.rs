//! Work shared over threads that take its jobs in turn: a slice's build
//! and the counts of its row sets' queen sets that fitting slices reads,
//! which would otherwise run on one thread while the others wait.

use crate::tuning::SLICE_RUNS_PER_THREAD;
use std::sync::Mutex;

/// How many of `items` a run holds for `threads` threads: all of them on
/// one thread, else `SLICE_RUNS_PER_THREAD` runs a thread of similar
/// lengths. It decides only how the threads share the work, never what
/// the work makes.
pub fn run_length(items: usize, threads: usize) -> usize {
    let runs = match threads {
        0 | 1 => 1,
        _ => threads.saturating_mul(SLICE_RUNS_PER_THREAD),
    };
    ((items + runs - 1) / runs).max(1)
}

/// Calls `work` on every job of `jobs`, taken in turn by `threads`
/// threads, this one among them (one that cannot be spawned leaves its
/// share to the others).
pub fn on_threads<J: Send>(
    jobs: impl Iterator<Item = J> + Send,
    threads: usize,
    work: impl Fn(J) + Sync,
) {
    let jobs = Mutex::new(jobs);
    let next = || jobs.lock().unwrap_or_else(|e| e.into_inner()).next();
    let take_all = || {
        while let Some(job) = next() {
            work(job);
        }
    };
    if threads <= 1 {
        return take_all();
    }
    std::thread::scope(|scope| {
        for _ in 1..threads {
            let _ = std::thread::Builder::new().spawn_scoped(scope, take_all);
        }
        take_all();
    });
}
