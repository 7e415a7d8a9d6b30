//! One case: its count at once when it is known or small, else the plan
//! that counts it. Auto's policy (`count::auto`) or the forced engine;
//! plain boards are counted once per N. Shared by the threads that count
//! cases side by side.

use crate::board::{Board, MAX_N};
use crate::count::auto::{known, Auto, By, Counted};
#[cfg(not(feature = "judge"))]
use crate::count::{self, Engine, Plan};
#[cfg(not(feature = "judge"))]
use crate::memory::Memory;
use crate::once::OnceCount;

pub struct Solver {
    /// The forced engine (the judge build has auto's alone).
    #[cfg(not(feature = "judge"))]
    engine: Engine,
    /// What a forced join's tables may take.
    #[cfg(not(feature = "judge"))]
    memory: Memory,
    auto: Auto,
    /// Plain boards repeat often in judge inputs: each N is counted once.
    plain_counts: [OnceCount; MAX_N + 1],
}

impl Solver {
    /// A solver by `engine`, the join's tables within `memory`.
    #[cfg(not(feature = "judge"))]
    pub fn new(engine: Engine, memory: Memory) -> Solver {
        Solver {
            engine,
            auto: Auto::new().within(memory.clone()),
            memory,
            plain_counts: std::array::from_fn(|_| OnceCount::default()),
        }
    }

    #[cfg(feature = "judge")]
    pub fn new() -> Solver {
        Solver {
            auto: Auto::new(),
            plain_counts: std::array::from_fn(|_| OnceCount::default()),
        }
    }

    /// The board's count if it is known or small, else the plan that
    /// counts it (with its estimated steps, under auto); or why the
    /// forced engine cannot count it (never a silent fallback).
    pub fn start(&self, board: &Board) -> Result<Counted, String> {
        if board.is_plain() {
            if let Some(count) = self.plain_counts[board.n].get() {
                return Ok(known(count, By::Known));
            }
        }
        #[cfg(feature = "judge")]
        return Ok(self.auto.count(board));
        #[cfg(not(feature = "judge"))]
        count::forced(self.engine, board, &self.auto, &self.memory)
    }

    /// Notes how many cases of each size N the input holds (`sizes[N]`),
    /// which auto plans by.
    pub fn note_sizes(&self, sizes: &[u32]) {
        self.auto.note_sizes(sizes);
    }

    /// The engine that `plan`, which `start` made for `board`, counts
    /// with, and the plan's shape, for `--time`.
    #[cfg(not(feature = "judge"))]
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

    /// Notes the count of a board that `start` planned.
    pub fn finish(&self, board: &Board, count: u64) {
        if board.is_plain() {
            self.plain_counts[board.n].set(count);
        }
    }
}
