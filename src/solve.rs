//! Counts a case: picks its engine and runs the plan, on threads and
//! shards unless this is the judge build. Plain boards are counted once
//! per N.

use crate::board::{Board, MAX_N};
use crate::cli::Options;
use crate::count::{self, Engine, Plan};
#[cfg(not(feature = "judge"))]
use crate::parallel::Parallel;

/// A case ready to count (`Solver::prepare`).
pub enum Prepared {
    /// A plain N counted before.
    Known(u64),
    Plan(Plan),
}

pub struct Solver {
    engine: Engine,
    #[cfg(not(feature = "judge"))]
    parallel: Parallel,
    /// Plain boards repeat often in judge inputs: each N is counted once.
    plain_counts: [Option<u64>; MAX_N + 1],
}

impl Solver {
    pub fn new(options: &Options) -> Solver {
        Solver {
            engine: options.engine,
            #[cfg(not(feature = "judge"))]
            parallel: Parallel::new(options),
            plain_counts: [None; MAX_N + 1],
        }
    }

    /// What counting the board takes: its count, if this plain N was
    /// counted before, or the plan of the engine; or why the forced
    /// engine cannot count it. Nothing is counted yet, so the caller may
    /// write the case's solutions first.
    pub fn prepare(&self, board: &Board) -> Result<Prepared, String> {
        if board.is_plain() {
            if let Some(count) = self.plain_counts[board.n] {
                return Ok(Prepared::Known(count));
            }
        }
        count::plan(self.engine, board).map(Prepared::Plan)
    }

    /// This shard's part of the board's count (the whole count when
    /// there is one shard); `case` (from 1) names it on the progress line.
    pub fn count(&mut self, case: usize, board: &Board, prepared: Prepared) -> u64 {
        match prepared {
            Prepared::Known(count) => count,
            Prepared::Plan(plan) => {
                let count = self.run(case, plan, board.n);
                if board.is_plain() {
                    self.plain_counts[board.n] = Some(count);
                }
                count
            }
        }
    }

    #[cfg(not(feature = "judge"))]
    fn run(&self, case: usize, plan: Plan, n: usize) -> u64 {
        self.parallel.count(case, plan, n)
    }

    /// The judge build: one thread, the whole case.
    #[cfg(feature = "judge")]
    fn run(&self, _case: usize, plan: Plan, _n: usize) -> u64 {
        plan.count_all()
    }
}
