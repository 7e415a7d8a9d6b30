//! One case: its answer, made here once and passed on. Auto's policy
//! (`count::auto`) or the forced engine decides how; a case known or
//! small is counted at once, any other by the plan that the choice made,
//! on as many threads as it takes (the solver owns them). Plain boards
//! are counted once per N. A case's progress line begins and ends here,
//! and so does the account of how it was counted that `--time` prints.
//! Shared by the case loop and by the threads that count cases side by
//! side; this is the one place that reads auto's outcome (`Counted`).

use crate::board::Board;
use crate::count::auto::{known, Auto, By, Counted};
use crate::count::Plan;
use crate::count::Planner;
use crate::count::{self, Engine};
use crate::forecast::Clock;
use crate::parallel::{Parallel, Settings, Spread};
use crate::part::WHOLE_AT_PART_0;
use crate::plain_counts::PlainCounts;
use crate::report::Forecast;
use crate::tuning::SHARED_STEPS;
use crate::writer::Answer;
use std::sync::Arc;
use std::time::{Duration, Instant};

pub struct Solver {
    /// The forced engine (the judge build has auto's alone).
    engine: Engine,
    /// The threads and shard a planned case is counted on, and the
    /// progress line.
    pub parallel: Parallel,
    auto: Auto,
    plain_counts: PlainCounts,
}

/// A case too large to count beside others (`Solver::answer_alone`), to
/// be counted on all threads (`Solver::answer_large`).
pub struct Large {
    plan: Plan,
}

/// What `Solver::answer_alone` made of a case.
pub enum Alone {
    Answered(Answer),
    Large(Large),
}

impl Solver {
    /// A solver by `engine` on the threads and shard of `settings`, the
    /// join's tables within its memory.
    pub fn new(engine: Engine, settings: Settings) -> Solver {
        let parallel = Parallel::new(settings);
        Solver {
            engine,
            auto: Auto::new(Planner {
                memory: parallel.memory().clone(),
            }),
            parallel,
            plain_counts: PlainCounts::new(),
        }
    }

    /// The board's count if it is known or small, else the plan that
    /// counts it (with its estimated steps, under auto); or why the
    /// forced engine cannot count it (never a silent fallback).
    fn start(&self, board: &Board) -> Result<Counted, String> {
        if let Some(count) = self.plain_counts.get(board) {
            return Ok(known(count, By::Known));
        }
        let counted = count::forced(self.engine, board, &self.auto, self.parallel.memory())?;
        if let Counted::Count { count, .. } = counted {
            self.plain_counts.keep(board, count);
        }
        match &counted {
            Counted::Plan { plan, .. } if self.parallel.recounts() => {
                plan.recount_refusal().map_or(Ok(counted), Err)
            }
            _ => Ok(counted),
        }
    }

    /// Notes that cases are counted side by side on `threads` threads,
    /// which auto weighs its searches by.
    pub fn note_side_by_side(&self, threads: usize) {
        self.auto.note_side_by_side(threads);
    }

    /// Notes the cases that the input holds, each as its N and its
    /// forbidden cells, which auto plans by.
    pub fn note_ahead(&self, cases: &[(usize, usize)]) {
        self.auto.note_ahead(cases);
    }

    /// The answer of case number `case`, `board`: this shard's part of
    /// its count, and how it was counted where `timed` asks (`--time`);
    /// or why the forced engine cannot count it. `before_plan` runs once
    /// the case is planned, before its plan is counted.
    pub fn answer(
        &self,
        case: usize,
        board: &Board,
        timed: bool,
        before_plan: impl FnOnce(),
    ) -> Result<Answer, String> {
        let started = timed.then(Instant::now);
        self.parallel.progress.begin(case);
        let answer = self.start(board).map(|counted| match counted {
            Counted::Count { count, by } => at_once(self.part_of(count), by, started),
            Counted::Plan { plan, steps } => {
                before_plan();
                self.count_plan(case, board, plan, steps, started)
            }
        });
        self.parallel.progress.end(case);
        answer
    }

    /// `answer` for a case counted beside others, on this thread: unless
    /// its plan is estimated to be large (or is not estimated: a forced
    /// engine's), which is left for `answer_large` on all threads, its
    /// progress line still running.
    pub fn answer_alone(&self, case: usize, board: &Board, timed: bool) -> Result<Alone, String> {
        let started = timed.then(Instant::now);
        self.parallel.progress.begin(case);
        let alone = self.start(board).map(|counted| match counted {
            Counted::Count { count, by } => {
                Alone::Answered(at_once(self.part_of(count), by, started))
            }
            Counted::Plan {
                plan,
                steps: Some(steps),
            } if counted_alone(&plan, steps) => {
                let how = timed.then(|| how(&plan, Spread::of(plan.len(), 1)));
                let count = plan.count_all();
                self.finish(board, count);
                Alone::Answered(Answer {
                    count,
                    how: how.unwrap_or_default(),
                    split: WHOLE_AT_PART_0,
                    planned: true,
                    elapsed: since(started),
                })
            }
            Counted::Plan { plan, .. } => Alone::Large(Large { plan }),
        });
        if !matches!(alone, Ok(Alone::Large(_))) {
            self.parallel.progress.end(case);
        }
        alone
    }

    /// The answer of case `case`, `board`, that `answer_alone` left as
    /// `large`: counted on all threads.
    pub fn answer_large(&self, case: usize, board: &Board, large: Large, timed: bool) -> Answer {
        let started = timed.then(Instant::now);
        let answer = self.count_plan(case, board, large.plan, None, started);
        self.parallel.progress.end(case);
        answer
    }

    /// This shard's part of the count of case `case`, `board`, which
    /// `plan` counts (in about `steps`, if estimated), on as many threads
    /// as it needs; timed, with how it was counted, where `started` says
    /// when it began (`--time`). A whole count is kept for the next case
    /// of its plain N.
    fn count_plan(
        &self,
        case: usize,
        board: &Board,
        plan: Plan,
        steps: Option<f64>,
        started: Option<Instant>,
    ) -> Answer {
        let account = started.map(|_| (plan.engine(), plan.shape()));
        let (count, spread) = self.parallel.count(case, plan, board, steps);
        if self.parallel.whole() {
            self.finish(board, count);
        }
        let how = account.map(|(engine, shape)| described(engine, &shape, &spread));
        Answer {
            count,
            how: how.unwrap_or_default(),
            split: spread.split,
            planned: true,
            elapsed: since(started),
        }
    }

    /// The digest of the split that every part of a run in shards makes
    /// of `board` (`part::WHOLE_AT_PART_0` where it is counted before any
    /// split), without counting it: what `--todo` expects the parts'
    /// records to hold.
    pub fn split_digest(&self, board: &Board) -> Result<u64, String> {
        Ok(match self.start(board)? {
            Counted::Count { .. } => WHOLE_AT_PART_0,
            Counted::Plan { plan, .. } => self.parallel.split_digest(plan),
        })
    }

    /// The jobs that `board` is split into for this shard and threads, if
    /// it is planned, and the count completed on the way (all of it for
    /// a case counted at once).
    pub fn jobs(&self, board: &Board) -> Result<(Option<Plan>, u64), String> {
        Ok(match self.start(board)? {
            Counted::Count { count, .. } => (None, count),
            Counted::Plan { mut plan, .. } => {
                let completed = self.parallel.split(&mut plan);
                (Some(plan), completed)
            }
        })
    }

    /// This shard's part of a count made whole on this machine.
    fn part_of(&self, count: u64) -> u64 {
        self.parallel.part_of(count)
    }

    /// What `--estimate` says of case `case`, `board`, the case having
    /// started at `clock`'s 0: how it is counted, and for a plan what
    /// counting this shard's part of it would take here; or why the
    /// forced engine cannot count it.
    pub fn forecast(
        &self,
        case: usize,
        board: &Board,
        clock: Arc<dyn Clock>,
    ) -> Result<(String, Option<Forecast>), String> {
        self.parallel.progress.begin(case);
        let estimated = self.start(board).map(|counted| match counted {
            Counted::Count { by, .. } => (by.name(), None),
            Counted::Plan { plan, .. } => {
                let how = described_plan(plan.engine(), &plan.shape());
                (how, Some(self.parallel.forecast(plan, clock)))
            }
        });
        self.parallel.progress.end(case);
        estimated
    }

    /// Notes the count of a board that `start` planned.
    fn finish(&self, board: &Board, count: u64) {
        self.plain_counts.keep(board, count);
    }
}

/// Whether a plan estimated at `steps` is counted alone, beside other
/// cases: not if large, nor a join in slices, which keeps to the memory
/// budget by its groups, which `Parallel` counts: never side by side.
fn counted_alone(plan: &Plan, steps: f64) -> bool {
    steps < SHARED_STEPS && !plan.is_sliced()
}

/// The answer of a case counted at once by `by`, begun at `started`
/// (where timed).
fn at_once(count: u64, by: By, started: Option<Instant>) -> Answer {
    Answer {
        count,
        how: by.name(),
        split: WHOLE_AT_PART_0,
        planned: false,
        elapsed: since(started),
    }
}

/// The time since `started`, where the case is timed (zero where not:
/// a clock read costs as much as a small case's count).
fn since(started: Option<Instant>) -> Duration {
    started.map(|started| started.elapsed()).unwrap_or_default()
}

/// How `plan` counts, as `--time` says it, spread as `spread` says.
fn how(plan: &Plan, spread: Spread) -> String {
    described(plan.engine(), &plan.shape(), &spread)
}

/// "engine (shape); jobs on threads": how `--time` says a plan counted.
fn described(engine: &str, shape: &str, spread: &Spread) -> String {
    format!("{}; {}", described_plan(engine, shape), spread)
}

/// "engine (shape)", or the engine alone for a plan of no shape.
fn described_plan(engine: &str, shape: &str) -> String {
    match shape {
        "" => engine.to_string(),
        shape => format!("{} ({})", engine, shape),
    }
}

#[cfg(test)]
mod tests {
    use super::Solver;
    use crate::count::Engine;
    use crate::parallel::Settings;

    /// Cases counted side by side on 4 threads weigh each search's steps
    /// a quarter against the filter's build.
    #[test]
    fn the_threads_side_by_side_reach_auto() {
        let solver = Solver::new(Engine::Auto, Settings::default());
        assert_eq!(solver.auto.fast_step_weight(), 1.0);
        solver.note_side_by_side(4);
        assert_eq!(solver.auto.fast_step_weight(), 0.25);
    }
}
