//! Counts a case: picks its engine and runs the plan, on threads and
//! shards unless this is the judge build. Plain boards are counted once
//! per N.

use crate::board::{Board, MAX_N};
use crate::cli::Options;
use crate::count::{self, Engine, Plan};
#[cfg(not(feature = "judge"))]
use crate::parallel::Parallel;

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

    /// This shard's part of the board's count (the whole count when
    /// there is one shard), or why the forced engine cannot count it;
    /// `case` (from 1) names it on the progress line.
    pub fn count(&mut self, case: usize, board: &Board) -> Result<u64, String> {
        if !board.is_plain() {
            return self.count_uncached(case, board);
        }
        if let Some(count) = self.plain_counts[board.n] {
            return Ok(count);
        }
        let count = self.count_uncached(case, board)?;
        self.plain_counts[board.n] = Some(count);
        Ok(count)
    }

    fn count_uncached(&self, case: usize, board: &Board) -> Result<u64, String> {
        let plan = count::plan(self.engine, board)?;
        Ok(self.run(case, plan, board.n))
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
