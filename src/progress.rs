//! The progress line on stderr: what a long case is doing (planned, its
//! table slices built, its jobs counted) and for how long, from its first
//! second on: redrawn in place on a terminal, a plain line now and then
//! elsewhere (a log file). A thread of its own draws it, started with the
//! first case, so a case whose planning or whose first job takes long
//! still shows it; with progress off, no thread and nothing to pay.

use crate::times_and_sizes;
use std::io::Write;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, OnceLock};
use std::time::{Duration, Instant};

/// The line appears once a case has run this long...
const AFTER: Duration = Duration::from_secs(1);
/// ...and is redrawn at most this often on a terminal...
const EVERY: Duration = Duration::from_millis(100);
/// ...while off a terminal a plain line is added at most this often, so
/// a long run leaves a readable log, not a stream of redraws.
const LOG_EVERY: Duration = Duration::from_secs(5);

/// What a case under way is doing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Planned: searched within its first budget, estimated, its join's
    /// tables built.
    Planning,
    /// Building slice `slice` (from 1) of `slices` of the join's tables.
    Building { slice: usize, slices: usize },
    /// Counting its `jobs` jobs (`Progress::job_done` tells how many are).
    Counting { jobs: usize },
}

/// The progress line of a run, or nothing where it is off. Its clones
/// draw the same line.
#[derive(Clone)]
pub struct Progress {
    shared: Option<Arc<Shared>>,
}

struct Shared {
    /// The drawing thread, started with the first case; it holds a clone.
    drawer: OnceLock<()>,
    state: Mutex<State>,
    changed: Condvar,
    /// Jobs of the case being counted that are done.
    done: AtomicUsize,
    terminal: bool,
}

struct State {
    /// The cases under way: their number, start and phase; the line
    /// tells of the first (cases counted side by side are planned at
    /// once).
    cases: Vec<(usize, Instant, Phase)>,
    /// When the line was last drawn, for the case it was drawn for.
    drawn: Option<(usize, Instant)>,
    stop: bool,
}

impl Progress {
    /// The progress line, shown where `enabled`, redrawn in place where
    /// stderr is a `terminal`.
    pub fn new(enabled: bool, terminal: bool) -> Progress {
        let shared = enabled.then(|| {
            Arc::new(Shared {
                drawer: OnceLock::new(),
                state: Mutex::new(State {
                    cases: Vec::new(),
                    drawn: None,
                    stop: false,
                }),
                changed: Condvar::new(),
                done: AtomicUsize::new(0),
                terminal,
            })
        });
        Progress { shared }
    }

    /// Whether the line is shown at all.
    pub fn is_on(&self) -> bool {
        self.shared.is_some()
    }

    /// Case number `case` (from 1) begins: planned first. Begun again
    /// (its solutions listed, it goes on to be counted), it goes on.
    pub fn begin(&self, case: usize) {
        let Some(shared) = &self.shared else {
            return;
        };
        shared.drawer.get_or_init(|| {
            let shared = shared.clone();
            // Progress is a courtesy: without its thread, no line.
            let _ = std::thread::Builder::new().spawn(move || shared.draw_until_stopped());
        });
        let mut state = shared.lock();
        if state.cases.iter().all(|entry| entry.0 != case) {
            state.cases.push((case, Instant::now(), Phase::Planning));
            shared.changed.notify_all();
        }
    }

    /// Case `case` goes on to `phase`; counting starts with no job done.
    pub fn phase(&self, case: usize, phase: Phase) {
        let Some(shared) = &self.shared else {
            return;
        };
        if let Phase::Counting { .. } = phase {
            shared.done.store(0, Ordering::Relaxed);
        }
        let mut state = shared.lock();
        if let Some(entry) = state.cases.iter_mut().find(|entry| entry.0 == case) {
            entry.2 = phase;
        }
    }

    /// A job of the case being counted is done.
    pub fn job_done(&self) {
        if let Some(shared) = &self.shared {
            shared.done.fetch_add(1, Ordering::Relaxed);
        }
    }

    /// Case `case` is over: its line, if drawn on a terminal, is erased
    /// before anything else is written.
    pub fn end(&self, case: usize) {
        let Some(shared) = &self.shared else {
            return;
        };
        let mut state = shared.lock();
        state.cases.retain(|entry| entry.0 != case);
        if state.drawn.is_some_and(|(drawn, _)| drawn == case) {
            state.drawn = None;
            if shared.terminal {
                let _ = std::io::stderr().write_all(b"\r\x1b[2K");
            }
        }
    }
}

impl Drop for Progress {
    /// The last handle but the drawing thread's stops that thread.
    fn drop(&mut self) {
        if let Some(shared) = &self.shared {
            let drawing = usize::from(shared.drawer.get().is_some());
            if Arc::strong_count(shared) <= 1 + drawing {
                shared.lock().stop = true;
                shared.changed.notify_all();
            }
        }
    }
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The drawing thread: wakes when a case begins or a draw is due.
    fn draw_until_stopped(&self) {
        let mut state = self.lock();
        while !state.stop {
            let now = Instant::now();
            let wait = match state.cases.first().copied() {
                None => Duration::from_secs(3600),
                Some((case, since, phase)) => {
                    let due = match state.drawn {
                        Some((drawn, at)) if drawn == case => {
                            at + if self.terminal { EVERY } else { LOG_EVERY }
                        }
                        _ => since + AFTER,
                    };
                    if now >= due {
                        self.draw(case, now - since, phase);
                        state.drawn = Some((case, now));
                        if self.terminal {
                            EVERY
                        } else {
                            LOG_EVERY
                        }
                    } else {
                        due - now
                    }
                }
            };
            state = match self.changed.wait_timeout(state, wait) {
                Ok((state, _)) => state,
                Err(poisoned) => poisoned.into_inner().0,
            };
        }
    }

    /// Draws the line of case `case`, under way for `elapsed`, in `phase`.
    fn draw(&self, case: usize, elapsed: Duration, phase: Phase) {
        let seconds = elapsed.as_secs_f64();
        let what = match phase {
            Phase::Planning => "planning".to_string(),
            Phase::Building { slice, slices } => {
                format!("building table slice {} of {}", slice, slices)
            }
            Phase::Counting { jobs } => {
                let done = self.done.load(Ordering::Relaxed).min(jobs);
                let left = match done {
                    0 => "time left unknown".to_string(),
                    // Jobs vary in size: a rough guide, not a promise.
                    _ => format!(
                        "about {} left",
                        times_and_sizes::seconds(seconds * (jobs - done) as f64 / done as f64)
                    ),
                };
                format!(
                    "{}/{} subproblems, {} elapsed, {}",
                    done,
                    jobs,
                    times_and_sizes::seconds(seconds),
                    left
                )
            }
        };
        let report = match phase {
            Phase::Counting { .. } => format!("nqueens: case {}: {}", case, what),
            _ => format!(
                "nqueens: case {}: {}, {} elapsed",
                case,
                what,
                times_and_sizes::seconds(seconds)
            ),
        };
        // On a terminal: back to the line's start and clear it, then draw.
        let line = match self.terminal {
            true => format!("\r\x1b[2K{}", report),
            false => format!("{}\n", report),
        };
        let mut err = std::io::stderr().lock();
        // Progress is a courtesy: a failed write to stderr must not stop the count.
        let _ = err.write_all(line.as_bytes()).and_then(|()| err.flush());
    }
}
