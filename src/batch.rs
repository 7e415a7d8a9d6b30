//! Cases counted side by side. Threads take the run's cases in input
//! order, a few at a time, and count each alone; this thread reads the
//! input a window ahead of them, writes each case's lines as soon as it
//! and every case before it are counted, and counts cases too when it has
//! nothing else to do. A case whose plan is estimated to be large waits
//! for its turn to be written, and is then counted on all threads
//! (`Parallel`), the others paused, as a case of a run of one is.
//!
//! Memory stays bounded: at most `WINDOW_PER_THREAD` cases per thread are
//! read ahead of the first case not yet written. The error rule holds:
//! the cases before a bad token or a refused case are written, nothing
//! after it.

use crate::board::Board;
use crate::count::auto::Counted;
use crate::count::Plan;
use crate::input::ParseError;
use crate::parallel::Spread;
use crate::progress::Progress;
use crate::solve::Solver;
use crate::tuning::{CHUNK_TIME, SHARED_STEPS, WINDOW_PER_THREAD};
use crate::writer::{write_failure, Cases, Outcome, Writer};
use std::borrow::Cow;
use std::collections::VecDeque;
use std::io::Write;
use std::sync::{Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// A case of the window that a thread has counted.
enum Slot {
    Counted {
        n: usize,
        count: u64,
        elapsed: Duration,
        /// What counted it, for `--time`.
        how: Cow<'static, str>,
    },
    /// Planned, and estimated too large for one thread.
    Large { board: Board, plan: Plan },
    /// The forced engine cannot count it.
    Refused(String),
}

struct State {
    /// The cases taken from number `first` on, in input order: `None`
    /// while a thread counts it.
    taken: VecDeque<Option<Slot>>,
    first: usize,
    /// The cases read after them, not yet taken.
    waiting: VecDeque<Board>,
    /// Threads counting a chunk now.
    busy: usize,
    /// No case may be taken: a large one is counted on all threads.
    paused: bool,
    /// The run is over: take no more cases.
    stop: bool,
    /// Cases counted alone so far, and their time, for the chunk size.
    counted: u32,
    time: Duration,
}

impl State {
    /// Cases in the window: taken or waiting.
    fn len(&self) -> usize {
        self.taken.len() + self.waiting.len()
    }

    /// Takes the next cases to count: about `CHUNK_TIME` of work, as the
    /// cases so far took, so that taking them costs little beside
    /// counting them. Returns the first one's number.
    fn take(&mut self) -> (usize, Vec<Board>) {
        let mean = match self.counted {
            0 => CHUNK_TIME,
            counted => self.time / counted,
        };
        let size = (CHUNK_TIME.as_nanos() / mean.as_nanos().max(1)).clamp(1, 64) as usize;
        let from = self.first + self.taken.len();
        let boards: Vec<Board> = (self.waiting.drain(..size.min(self.waiting.len()))).collect();
        self.taken.extend(boards.iter().map(|_| None));
        self.busy += 1;
        (from, boards)
    }

    /// Puts back the counted cases from number `from` on.
    fn give(&mut self, from: usize, slots: Vec<Slot>) {
        for (k, slot) in slots.into_iter().enumerate() {
            if let Slot::Counted { elapsed, .. } = slot {
                self.counted += 1;
                self.time += elapsed;
            }
            let at = from + k - self.first;
            self.taken[at] = Some(slot);
        }
        self.busy -= 1;
    }

    /// The case at the front of the window if it is counted.
    fn counted_front(&mut self) -> Option<Slot> {
        let slot = self.taken.front_mut()?.take()?;
        self.taken.pop_front();
        self.first += 1;
        Some(slot)
    }
}

struct Shared {
    state: Mutex<State>,
    changed: Condvar,
    /// `--time`: each case says what counted it.
    timed: bool,
    /// The progress line, which tells of a case planned long.
    progress: Progress,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, State> {
        self.state
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn wait<'a>(&self, guard: MutexGuard<'a, State>) -> MutexGuard<'a, State> {
        self.changed
            .wait(guard)
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Counts a chunk of cases, taken under the lock `guard`, and puts
    /// them back; returns the lock.
    fn count_chunk<'a>(
        &'a self,
        mut guard: MutexGuard<'a, State>,
        solver: &Solver,
    ) -> MutexGuard<'a, State> {
        let (from, boards) = guard.take();
        drop(guard);
        let slots = (boards.into_iter())
            .enumerate()
            .map(|(k, b)| count_alone(solver, b, from + k, self))
            .collect();
        let mut guard = self.lock();
        guard.give(from, slots);
        self.changed.notify_all();
        guard
    }

    /// A worker: counts chunks until the run stops.
    fn work(&self, solver: &Solver) {
        let mut guard = self.lock();
        loop {
            if guard.stop {
                return;
            }
            if guard.paused || guard.waiting.is_empty() {
                guard = self.wait(guard);
                continue;
            }
            guard = self.count_chunk(guard, solver);
        }
    }
}

/// Counts case number `case` on this thread, unless its plan is
/// estimated to be large (or not estimated: a forced engine's), which is
/// left for `write` to count on all threads.
fn count_alone(solver: &Solver, board: Board, case: usize, shared: &Shared) -> Slot {
    shared.progress.begin(case);
    let slot = count_planned(solver, board, shared.timed);
    if !matches!(slot, Slot::Large { .. }) {
        shared.progress.end(case);
    }
    slot
}

/// `count_alone`'s count, or the slot of a case it leaves.
fn count_planned(solver: &Solver, board: Board, timed: bool) -> Slot {
    let started = Instant::now();
    let (count, how) = match solver.start(&board) {
        Err(message) => return Slot::Refused(message),
        Ok(Counted::Count { count, by }) => (count, Cow::Owned(by.name())),
        Ok(Counted::Plan { plan, steps }) => match steps {
            // A join in slices keeps to the memory budget by its groups,
            // which `Parallel` counts: never side by side.
            Some(steps) if steps < SHARED_STEPS && !plan.is_sliced() => {
                let how = match timed {
                    true => {
                        let spread = Spread::of(plan.len(), 1);
                        Cow::Owned(format!("{}; {}", solver.describe(&board, &plan), spread))
                    }
                    false => Cow::Borrowed(""),
                };
                let count = plan.count_all();
                solver.finish(&board, count);
                (count, how)
            }
            _ => return Slot::Large { board, plan },
        },
    };
    Slot::Counted {
        n: board.n,
        count,
        elapsed: started.elapsed(),
        how,
    }
}

/// Counts the rest of `cases` side by side by `solver`, for `writer`
/// (whose case number says how many were written before).
pub fn run<W: Write>(solver: &Solver, writer: &mut Writer<W>, cases: &mut Cases) -> Outcome {
    let threads = solver.parallel.threads();
    let shared = Shared {
        state: Mutex::new(State {
            taken: VecDeque::new(),
            first: writer.cases + 1,
            waiting: VecDeque::new(),
            busy: 0,
            paused: false,
            stop: false,
            counted: 0,
            time: Duration::ZERO,
        }),
        changed: Condvar::new(),
        timed: writer.output.format.time,
        progress: solver.parallel.progress.clone(),
    };
    std::thread::scope(|scope| {
        for _ in 1..threads {
            let shared = &shared;
            // A thread that cannot be spawned leaves its share to the others.
            let _ = std::thread::Builder::new().spawn_scoped(scope, move || shared.work(solver));
        }
        let outcome = coordinate(solver, writer, cases, &shared, threads * WINDOW_PER_THREAD);
        shared.lock().stop = true;
        shared.changed.notify_all();
        outcome
    })
}

/// This thread's part: reads ahead, writes in order, counts the large
/// cases on all threads and, when idle, counts chunks.
fn coordinate<W: Write>(
    solver: &Solver,
    writer: &mut Writer<W>,
    cases: &mut Cases,
    shared: &Shared,
    window: usize,
) -> Outcome {
    // Where the input ended: `Some(None)` at its end, `Some(Some(error))`
    // at a bad token.
    let mut ended: Option<Option<ParseError>> = None;
    loop {
        let mut guard = shared.lock();
        // Write the cases at the front that are counted.
        while let Some(slot) = guard.counted_front() {
            drop(guard);
            if let Err(outcome) = write(solver, writer, shared, slot) {
                return outcome;
            }
            guard = shared.lock();
        }
        let room = window.saturating_sub(guard.len());
        if ended.is_none() && room > 0 {
            // Read ahead, outside the lock.
            drop(guard);
            let mut boards = Vec::new();
            while boards.len() < room {
                match cases.next() {
                    Some(Ok(board)) => boards.push(board),
                    Some(Err(error)) => {
                        ended = Some(Some(error));
                        break;
                    }
                    None => {
                        ended = Some(None);
                        break;
                    }
                }
            }
            let mut guard = shared.lock();
            guard.waiting.extend(boards);
            shared.changed.notify_all();
            continue;
        }
        if guard.len() == 0 {
            if let Some(ended) = ended {
                drop(guard);
                return match ended {
                    Some(error) => writer.bad_input(&error),
                    None => writer.finish(),
                };
            }
        }
        if !guard.waiting.is_empty() && !guard.paused {
            drop(shared.count_chunk(guard, solver));
        } else {
            drop(shared.wait(guard));
        }
    }
}

/// Writes the case at the front of the window, which `slot` holds; a
/// large case is counted first, on all threads.
fn write<W: Write>(
    solver: &Solver,
    writer: &mut Writer<W>,
    shared: &Shared,
    slot: Slot,
) -> Result<(), Outcome> {
    writer.cases += 1;
    let planned = matches!(slot, Slot::Large { .. });
    let (n, count, elapsed, how) = match slot {
        Slot::Counted {
            n,
            count,
            elapsed,
            how,
        } => (n, count, elapsed, how),
        Slot::Refused(message) => {
            solver.parallel.progress.end(writer.cases);
            return Err(writer.fail(&format!("case {}", writer.cases), &message));
        }
        Slot::Large { board, plan } => {
            let mut guard = shared.lock();
            guard.paused = true;
            while guard.busy > 0 {
                guard = shared.wait(guard);
            }
            drop(guard);
            let started = Instant::now();
            let timed = writer.output.format.time;
            let (count, how, _) = solver.count_plan(writer.cases, &board, plan, None, timed);
            shared.lock().paused = false;
            shared.changed.notify_all();
            (board.n, count, started.elapsed(), how)
        }
    };
    solver.parallel.progress.end(writer.cases);
    let output = &mut writer.output;
    (output.count(writer.cases, count, planned)).map_err(write_failure)?;
    (output.time(writer.cases, n, count, elapsed, &how)).map_err(write_failure)
}

#[cfg(test)]
mod tests {
    use super::{Slot, State};
    use crate::board::Board;
    use crate::tuning::CHUNK_TIME;
    use std::borrow::Cow;
    use std::collections::VecDeque;
    use std::time::Duration;

    fn counted(elapsed: Duration) -> Slot {
        Slot::Counted {
            n: 4,
            count: 2,
            elapsed,
            how: Cow::Borrowed(""),
        }
    }

    /// A thread takes one case before any is counted, then about
    /// `CHUNK_TIME` of work as the cases counted so far took: after cases
    /// of a quarter of it each, four at a time. Counted cases leave the
    /// window's front in input order.
    #[test]
    fn a_chunk_is_about_chunk_time_of_work_as_the_cases_so_far_took() {
        let mut state = State {
            taken: VecDeque::new(),
            first: 1,
            waiting: (0..20).map(|_| Board::plain(4)).collect(),
            busy: 0,
            paused: false,
            stop: false,
            counted: 0,
            time: Duration::ZERO,
        };
        let quarter = CHUNK_TIME / 4;
        let (from, boards) = state.take();
        assert_eq!((from, boards.len(), state.busy), (1, 1, 1));
        state.give(from, vec![counted(quarter)]);
        assert_eq!(state.busy, 0);
        let (from, boards) = state.take();
        assert_eq!((from, boards.len()), (2, 4));
        state.give(from, (0..4).map(|_| counted(quarter)).collect());
        let (from, boards) = state.take();
        assert_eq!((from, boards.len(), state.len()), (6, 4, 20));
        for number in 1..=5 {
            assert!(state.counted_front().is_some(), "case {}", number);
            assert_eq!(state.first, number + 1);
        }
        assert!(state.counted_front().is_none(), "case 6 is being counted");
    }
}
