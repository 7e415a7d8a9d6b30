//! One case: its count at once when it is known or small, else the plan
//! that counts it, counted on as many threads as it takes (the solver
//! owns them). Auto's policy (`count::auto`) or the forced engine; plain
//! boards are counted once per N. Shared by the threads that count cases
//! side by side. Returns each count with how it was counted, for the
//! runner to write.

use crate::board::Board;
use crate::count::auto::{known, Auto, By, Counted};
use crate::count::Plan;
use crate::count::Planner;
use crate::count::{self, Engine};
use crate::forecast::Clock;
use crate::memory::Memory;
use crate::once::PlainCounts;
use crate::parallel::{Parallel, Settings};
use crate::part::WHOLE_AT_PART_0;
use crate::report::Estimate;
use std::borrow::Cow;
use std::sync::Arc;

pub struct Solver {
    /// The forced engine (the judge build has auto's alone).
    engine: Engine,
    /// What a forced join's tables may take.
    memory: Memory,
    /// The threads and shard a planned case is counted on, and the
    /// progress line.
    pub parallel: Parallel,
    auto: Auto,
    plain_counts: PlainCounts,
}

impl Solver {
    /// A solver by `engine` on the threads and shard of `settings`, the
    /// join's tables within its memory.
    pub fn new(engine: Engine, settings: Settings) -> Solver {
        let memory = Memory::new(settings.memory);
        Solver {
            engine,
            auto: Auto::new(Planner {
                memory: memory.clone(),
            }),
            memory,
            parallel: Parallel::new(settings),
            plain_counts: PlainCounts::new(),
        }
    }

    /// The board's count if it is known or small, else the plan that
    /// counts it (with its estimated steps, under auto); or why the
    /// forced engine cannot count it (never a silent fallback).
    pub fn start(&self, board: &Board) -> Result<Counted, String> {
        if let Some(count) = self.plain_counts.get(board) {
            return Ok(known(count, By::Known));
        }
        let counted = count::forced(self.engine, board, &self.auto, &self.memory)?;
        match &counted {
            Counted::Plan { plan, .. } if self.parallel.recounts() => {
                plan.recount_refusal().map_or(Ok(counted), Err)
            }
            _ => Ok(counted),
        }
    }

    /// Notes how many cases of each size N the input holds (`sizes[N]`),
    /// which auto plans by.
    pub fn note_sizes(&self, sizes: &[u32]) {
        self.auto.note_sizes(sizes);
    }

    /// The engine that `plan`, which `start` made for `board`, counts
    /// with, and the plan's shape, for `--time`.
    pub fn describe(&self, board: &Board, plan: &Plan) -> String {
        let engine = match (self.engine, plan) {
            (Engine::Auto, Plan::Join(_)) => Engine::Join,
            (Engine::Auto, Plan::Meet(_)) => Engine::Meet,
            (Engine::Auto, _) if board.is_plain() => Engine::Symmetry,
            (Engine::Auto, Plan::Dynamic(_)) => Engine::Dynamic,
            (Engine::Auto, _) => Engine::Fast,
            (engine, _) => engine,
        }
        .name();
        match plan.shape() {
            shape if shape.is_empty() => engine.to_string(),
            shape => format!("{} ({})", engine, shape),
        }
    }

    /// This shard's part of the count of case `case`, `board`, which
    /// `plan` counts (in about `steps`, if estimated), on as many threads
    /// as it needs; with how it was counted where `timed` asks (for
    /// `--time`), and in a run in shards the digest of its split. A whole
    /// count is kept for the next case of its plain N.
    pub fn count_plan(
        &self,
        case: usize,
        board: &Board,
        plan: Plan,
        steps: Option<f64>,
        timed: bool,
    ) -> (u64, Cow<'static, str>, u64) {
        // Begun at its planning, unless counted side by side or listed.
        self.parallel.progress.begin(case);
        let shape = match timed {
            true => self.describe(board, &plan),
            false => String::new(),
        };
        let (count, spread) = self.parallel.count(case, plan, board, steps);
        if self.parallel.whole() {
            self.finish(board, count);
        }
        match timed {
            true => (
                count,
                Cow::Owned(format!("{}; {}", shape, spread)),
                spread.split,
            ),
            false => (count, Cow::Borrowed(""), spread.split),
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

    /// This shard's part of a count made whole on this machine.
    pub fn part_of(&self, count: u64) -> u64 {
        self.parallel.part_of(count)
    }

    /// What `--estimate` says of case `case`, `board`, which `start` gave
    /// as `counted`, the case having started at `clock`'s 0: how it is
    /// counted, and for a plan what counting this shard's part of it
    /// would take here.
    pub fn estimate(
        &self,
        case: usize,
        board: &Board,
        counted: Counted,
        clock: Arc<dyn Clock>,
    ) -> (String, Option<Estimate>) {
        let estimated = match counted {
            Counted::Count { by, .. } => (by.name(), None),
            Counted::Plan { plan, .. } => {
                let how = self.describe(board, &plan);
                (how, Some(self.parallel.estimate(plan, clock)))
            }
        };
        self.parallel.progress.end(case);
        estimated
    }

    /// Notes the count of a board that `start` planned.
    pub fn finish(&self, board: &Board, count: u64) {
        self.plain_counts.keep(board, count);
    }
}
