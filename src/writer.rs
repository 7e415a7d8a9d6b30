//! Where a run's cases go, in input order: their lines, and the threads
//! and shard a large case is counted on; how a run ends. Shared by the
//! case loop (`cases`) and the side-by-side counting of cases (`batch`).

use crate::board::Board;
#[cfg(not(feature = "judge"))]
use crate::count::auto::Counted;
use crate::count::Plan;
#[cfg(not(feature = "judge"))]
use crate::forecast::Clock;
use crate::input::ParseError;
use crate::output::{self, Output};
#[cfg(not(feature = "judge"))]
use crate::parallel::Parallel;
use crate::solve::Solver;
#[cfg(not(feature = "judge"))]
use std::borrow::Cow;
use std::io::{self, Write};
#[cfg(not(feature = "judge"))]
use std::sync::Arc;

/// How a run ended, for the exit status.
#[derive(Debug)]
pub enum Outcome {
    Done,
    /// An error went to stderr (bad input, or a case the forced engine
    /// cannot count) after the counts before it: exit status 1.
    Failed,
    /// Whoever reads stdout went away: stop quietly.
    ReaderGone,
    WriteFailed(io::Error),
}

/// The cases of a run, in order: each a board, or the first bad token.
pub type Cases<'a> = dyn Iterator<Item = Result<Board, ParseError>> + 'a;

/// Where a run's cases go, in order, and the threads a large one runs on.
pub struct Writer<W: Write> {
    pub output: Output<W>,
    #[cfg(not(feature = "judge"))]
    pub parallel: Parallel,
    /// Cases taken so far; the last one's number.
    pub cases: usize,
}

impl<W: Write> Writer<W> {
    /// Whether cases may be counted side by side: more than one thread,
    /// whole cases, nothing listed (a listing streams out as it is found,
    /// before its count) and nothing estimated (a sample is timed alone).
    #[cfg(not(feature = "judge"))]
    pub fn side_by_side(&self) -> bool {
        let format = &self.output.format;
        self.parallel.threads() > 1
            && self.parallel.whole()
            && format.list + format.boards == 0
            && !format.estimate
    }

    /// This shard's part of the count of `board`, which `plan` counts (in
    /// about `steps`, if estimated), on as many threads as it needs; a
    /// whole count is noted with `solver`.
    #[cfg(not(feature = "judge"))]
    pub fn count_plan(
        &self,
        solver: &Solver,
        board: &Board,
        plan: Plan,
        steps: Option<f64>,
    ) -> (u64, Cow<'static, str>) {
        // Begun at its planning, unless counted side by side or listed.
        self.parallel.progress.begin(self.cases);
        // What counted it is said only when `--time` asks.
        let timed = self.output.format.time;
        let shape = if timed {
            solver.describe(board, &plan)
        } else {
            String::new()
        };
        let (count, spread) = self.parallel.count(self.cases, plan, board.n, steps);
        if self.parallel.whole() {
            solver.finish(board, count);
        }
        if !timed {
            return (count, Cow::Borrowed(""));
        }
        (count, Cow::Owned(format!("{}; {}", shape, spread)))
    }

    /// `--estimate`'s line for `board`, which `solver` started as
    /// `counted`, the case having started at `clock`'s 0: the engine, and
    /// for a plan what counting this shard's part of it would take here.
    #[cfg(not(feature = "judge"))]
    pub fn estimate(
        &mut self,
        solver: &Solver,
        board: &Board,
        counted: Counted,
        clock: Arc<dyn Clock>,
    ) -> io::Result<()> {
        match counted {
            Counted::Count { by, .. } => {
                self.parallel.progress.end(self.cases);
                self.output.estimate(self.cases, board.n, &by.name(), None)
            }
            Counted::Plan { plan, .. } => {
                let how = solver.describe(board, &plan);
                let estimate = self.parallel.estimate(plan, clock);
                self.parallel.progress.end(self.cases);
                (self.output).estimate(self.cases, board.n, &how, Some(&estimate))
            }
        }
    }

    /// This shard's part of a whole count: all of it for part 0, which also
    /// takes the placements completed while splitting, none for the others.
    #[cfg(not(feature = "judge"))]
    pub fn part_of(&self, count: u64) -> u64 {
        self.parallel.part_of(count)
    }

    /// The judge build's `count_plan`: one thread, the whole case.
    #[cfg(feature = "judge")]
    pub fn judge_count(&self, solver: &Solver, board: &Board, plan: Plan) -> u64 {
        let count = plan.count_all();
        solver.finish(board, count);
        count
    }

    pub fn bad_input(&mut self, error: &ParseError) -> Outcome {
        let place = format!("line {}, column {}", error.line, error.column);
        self.fail(&place, &error.message)
    }

    /// Flushes the counts so far, then reports an error on stderr.
    pub fn fail(&mut self, place: &str, message: &str) -> Outcome {
        #[cfg(not(feature = "judge"))]
        self.parallel.progress.end(self.cases);
        if let Err(e) = self.output.out.flush() {
            return write_failure(e);
        }
        output::error(place, message);
        Outcome::Failed
    }

    pub fn finish(&mut self) -> Outcome {
        match self.output.out.flush() {
            Ok(()) => Outcome::Done,
            Err(e) => write_failure(e),
        }
    }
}

pub fn write_failure(error: io::Error) -> Outcome {
    if error.kind() == io::ErrorKind::BrokenPipe {
        Outcome::ReaderGone
    } else {
        Outcome::WriteFailed(error)
    }
}
