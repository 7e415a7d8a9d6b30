//! Work shared over threads that take its jobs in turn: a slice's build
//! and the counts of its row sets' queen sets that fitting slices reads,
//! which would otherwise run on one thread while the others wait.

use std::sync::Mutex;

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
