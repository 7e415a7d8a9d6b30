//! The case loop: takes the cases in order (from the input, or the plain
//! N of the command line), counts each and writes what it prints. On the
//! first bad token, or a case the forced engine cannot count, the counts
//! before it are flushed and the error goes to stderr. The full program
//! counts the rest of a run side by side on threads once it has run for
//! `SPAWN_AFTER` (`batch`), still writing in input order.

use crate::board::Board;
use crate::count::auto::Counted;
#[cfg(not(feature = "judge"))]
use crate::count::Engine;
#[cfg(not(feature = "judge"))]
use crate::forecast::{Clock, Wall};
#[cfg(not(feature = "judge"))]
use crate::memory::Memory;
use crate::output::{Format, Output};
#[cfg(not(feature = "judge"))]
use crate::parallel::{Parallel, Settings};
use crate::solve::Solver;
#[cfg(not(feature = "judge"))]
use crate::tuning::SPAWN_AFTER;
pub use crate::writer::Outcome;
use crate::writer::{write_failure, Cases, Writer};
#[cfg(not(feature = "judge"))]
use std::borrow::Cow;
use std::io::Write;
#[cfg(not(feature = "judge"))]
use std::sync::Arc;
#[cfg(not(feature = "judge"))]
use std::time::Instant;

/// What a run counts with and prints: the engine, each case's lines, and
/// the threads, shard and progress of a large case.
///
/// ```
/// let mut out = Vec::new();
/// let config = nqueens::Config::default();
/// let input = b"4 6\n2\n*.\n**\n";
/// let mut parser = nqueens::Parser::new(input, config.format.dialect);
/// let mut run = nqueens::Run::new(config, &mut out);
/// run.all(&mut std::iter::from_fn(|| parser.next_case().transpose()));
/// assert_eq!(String::from_utf8(out).unwrap(), "2\n4\n0\n");
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct Config {
    #[cfg(not(feature = "judge"))]
    pub engine: Engine,
    pub format: Format,
    #[cfg(not(feature = "judge"))]
    pub parallel: Settings,
}

/// A run: what counts the cases, and what writes them.
pub struct Run<W: Write> {
    solver: Solver,
    writer: Writer<W>,
}

impl<W: Write> Run<W> {
    /// A run of `config` that writes to `out`.
    pub fn new(config: Config, out: W) -> Run<W> {
        Run {
            #[cfg(not(feature = "judge"))]
            solver: Solver::new(config.engine, Memory::new(config.parallel.memory)),
            #[cfg(feature = "judge")]
            solver: Solver::new(),
            writer: Writer {
                output: Output {
                    out,
                    format: config.format,
                },
                #[cfg(not(feature = "judge"))]
                parallel: Parallel::new(config.parallel),
                cases: 0,
            },
        }
    }

    /// Notes how many cases of each size N the input holds (`sizes[N]`,
    /// from `Parser::sizes_ahead`): auto builds what pays for the batch.
    pub fn note_sizes(&self, sizes: &[u32]) {
        self.solver.note_sizes(sizes);
    }

    /// Counts every case, writing each count as soon as it is known.
    pub fn all(&mut self, cases: &mut Cases) -> Outcome {
        #[cfg(not(feature = "judge"))]
        let started = Instant::now();
        loop {
            #[cfg(not(feature = "judge"))]
            if self.writer.side_by_side() && started.elapsed() >= SPAWN_AFTER {
                return crate::batch::run(&self.solver, &mut self.writer, cases);
            }
            match cases.next() {
                None => return self.writer.finish(),
                Some(Err(error)) => return self.writer.bad_input(&error),
                Some(Ok(board)) => {
                    if let Err(outcome) = self.case(&board) {
                        return outcome;
                    }
                }
            }
        }
    }

    fn case(&mut self, board: &Board) -> Result<(), Outcome> {
        let writer = &mut self.writer;
        writer.cases += 1;
        #[cfg(not(feature = "judge"))]
        let estimate =
            (writer.output.format.estimate).then(|| Arc::new(Wall::new()) as Arc<dyn Clock>);
        #[cfg(not(feature = "judge"))]
        let started = writer.output.timed().then(Instant::now);
        #[cfg(not(feature = "judge"))]
        writer.parallel.progress.begin(writer.cases);
        let counted = match self.solver.start(board) {
            Ok(counted) => counted,
            Err(message) => return Err(writer.fail(&format!("case {}", writer.cases), &message)),
        };
        #[cfg(not(feature = "judge"))]
        if let Some(clock) = estimate {
            return (writer.estimate(&self.solver, board, counted, clock)).map_err(write_failure);
        }
        // The solutions stream out before a large case is counted, so
        // that `--list K | head` answers at once; no progress line
        // between them.
        #[cfg(not(feature = "judge"))]
        if writer.output.lists() {
            writer.parallel.progress.end(writer.cases);
        }
        writer.output.solutions(board).map_err(write_failure)?;
        let planned = matches!(counted, Counted::Plan { .. });
        #[cfg(not(feature = "judge"))]
        let (count, how) = match counted {
            Counted::Count { count, by } => (writer.part_of(count), Cow::Owned(by.name())),
            Counted::Plan { plan, steps } => writer.count_plan(&self.solver, board, plan, steps),
        };
        #[cfg(feature = "judge")]
        let count = match counted {
            Counted::Count { count } => count,
            Counted::Plan { plan } => writer.judge_count(&self.solver, board, plan),
        };
        #[cfg(not(feature = "judge"))]
        writer.parallel.progress.end(writer.cases);
        (writer.output.count(writer.cases, count, planned)).map_err(write_failure)?;
        #[cfg(not(feature = "judge"))]
        if let Some(started) = started {
            (writer
                .output
                .time(writer.cases, board.n, count, started.elapsed(), &how))
            .map_err(write_failure)?;
        }
        Ok(())
    }
}
