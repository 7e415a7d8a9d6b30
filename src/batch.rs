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
use crate::solve::{Alone, Large, Solver};
use crate::tuning::{CHUNK_TIME, WINDOW_PER_THREAD};
use crate::writer::{each_case, Answer, Cases, Counter, Outcome, Writer};
use std::collections::VecDeque;
use std::io::Write;
use std::sync::{Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// A case of the window that a thread has counted.
enum Slot {
    Counted {
        n: usize,
        answer: Answer,
    },
    /// Planned, and estimated too large for one thread.
    Large {
        board: Board,
        large: Large,
    },
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

    /// Puts back the cases from number `from` on, which took `time`.
    fn give(&mut self, from: usize, slots: Vec<Slot>, time: Duration) {
        self.time += time;
        for (k, slot) in slots.into_iter().enumerate() {
            if let Slot::Counted { .. } = &slot {
                self.counted += 1;
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
        // The chunk is timed whole: a clock read per case would cost as
        // much as a small case's count.
        let started = Instant::now();
        let slots = (boards.into_iter())
            .enumerate()
            .map(|(k, board)| count_alone(solver, board, from + k, self.timed))
            .collect();
        let time = started.elapsed();
        let mut guard = self.lock();
        guard.give(from, slots, time);
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
fn count_alone(solver: &Solver, board: Board, case: usize, timed: bool) -> Slot {
    match solver.answer_alone(case, &board, timed) {
        Ok(Alone::Answered(answer)) => Slot::Counted { n: board.n, answer },
        Ok(Alone::Large(large)) => Slot::Large { board, large },
        Err(message) => Slot::Refused(message),
    }
}

/// Counts the rest of `cases` side by side by `solver`, for `writer`
/// (whose case number says how many were written before).
pub fn run<W: Write>(solver: &Solver, writer: &mut Writer<W>, cases: &mut Cases) -> Outcome {
    let threads = solver.parallel.threads();
    solver.note_side_by_side(threads);
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
    };
    std::thread::scope(|scope| {
        for _ in 1..threads {
            let shared = &shared;
            // A thread that cannot be spawned leaves its share to the others.
            let _ = std::thread::Builder::new().spawn_scoped(scope, move || shared.work(solver));
        }
        let window = threads * WINDOW_PER_THREAD;
        let mut coordinator = Coordinator {
            solver,
            shared: &shared,
            window,
            read: Vec::new(),
            room: window,
        };
        let outcome = each_case(writer, cases, &mut coordinator);
        shared.lock().stop = true;
        shared.changed.notify_all();
        outcome.unwrap_or(Outcome::Done)
    })
}

/// This thread's part: reads ahead, writes in order, counts the large
/// cases on all threads and, when idle, counts chunks.
struct Coordinator<'a> {
    solver: &'a Solver,
    shared: &'a Shared,
    /// The most cases read ahead of the first not yet written.
    window: usize,
    /// Cases read and not yet handed to the threads: they go in batches,
    /// as many as the window had room for when last looked at, one lock
    /// for all.
    read: Vec<Board>,
    room: usize,
}

impl Coordinator<'_> {
    /// Hands the cases read to the threads.
    fn hand_over(&mut self) {
        let mut guard = self.shared.lock();
        guard.waiting.extend(self.read.drain(..));
        self.shared.changed.notify_all();
    }

    /// Writes the cases at the front that are counted, counts a chunk
    /// or waits, until the window has room for `wanted` more (0: until it
    /// is empty); notes the room.
    fn settle<W: Write>(&mut self, writer: &mut Writer<W>, wanted: usize) -> Result<(), Outcome> {
        let shared = self.shared;
        loop {
            let mut guard = shared.lock();
            while let Some(slot) = guard.counted_front() {
                drop(guard);
                write(self.solver, writer, shared, slot)?;
                guard = shared.lock();
            }
            self.room = self.window.saturating_sub(guard.len());
            let settled = match wanted {
                0 => guard.len() == 0,
                wanted => self.room >= wanted,
            };
            if settled {
                return Ok(());
            }
            if !guard.waiting.is_empty() && !guard.paused {
                drop(shared.count_chunk(guard, self.solver));
            } else {
                drop(shared.wait(guard));
            }
        }
    }
}

impl<W: Write> Counter<W> for Coordinator<'_> {
    /// Reads `board` ahead; once as many are read as the window has room
    /// for, hands them to the threads and writes what is counted.
    fn case(&mut self, writer: &mut Writer<W>, board: Board) -> Result<(), Outcome> {
        self.read.push(board);
        if self.read.len() < self.room {
            return Ok(());
        }
        self.hand_over();
        self.settle(writer, 1)
    }

    fn drain(&mut self, writer: &mut Writer<W>) -> Result<(), Outcome> {
        self.hand_over();
        self.settle(writer, 0)
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
    let case = writer.cases;
    match slot {
        Slot::Counted { n, answer } => writer.answer(case, n, &answer, false),
        Slot::Refused(message) => Err(writer.refused(&message)),
        Slot::Large { board, large } => {
            let mut guard = shared.lock();
            guard.paused = true;
            while guard.busy > 0 {
                guard = shared.wait(guard);
            }
            drop(guard);
            writer.show()?;
            let answer = solver.answer_large(case, &board, large, shared.timed);
            shared.lock().paused = false;
            shared.changed.notify_all();
            writer.answer(case, board.n, &answer, true)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Slot, State};
    use crate::board::Board;
    use crate::tuning::CHUNK_TIME;
    use crate::writer::Answer;
    use std::collections::VecDeque;
    use std::time::Duration;

    fn counted() -> Slot {
        let answer = Answer {
            count: 2,
            how: String::new(),
            split: 0,
            planned: false,
            elapsed: Duration::ZERO,
        };
        Slot::Counted { n: 4, answer }
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
        state.give(from, vec![counted()], quarter);
        assert_eq!(state.busy, 0);
        let (from, boards) = state.take();
        assert_eq!((from, boards.len()), (2, 4));
        state.give(from, (0..4).map(|_| counted()).collect(), 4 * quarter);
        let (from, boards) = state.take();
        assert_eq!((from, boards.len(), state.len()), (6, 4, 20));
        for number in 1..=5 {
            assert!(state.counted_front().is_some(), "case {}", number);
            assert_eq!(state.first, number + 1);
        }
        assert!(state.counted_front().is_none(), "case 6 is being counted");
    }
}
