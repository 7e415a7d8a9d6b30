//! The case loop: takes the cases in order (from the input, or the plain
//! N of the command line), counts each and writes what it prints. On the
//! first bad token, or a case the forced engine cannot count, the counts
//! before it are flushed and the error goes to stderr. The full program
//! counts the rest of a run side by side on threads once it has run for
//! `SPAWN_AFTER` (`batch`), still writing in input order.

use crate::board::Board;
use crate::count::auto::Counted;
use crate::count::Engine;
use crate::forecast::{Clock, Wall};
use crate::list::first_solutions;
use crate::output::{Format, Output};
use crate::parallel::Settings;
use crate::part::{CaseLine, Part, WHOLE_AT_PART_0};
use crate::solve::Solver;
use crate::tuning::SPAWN_AFTER;
pub use crate::writer::Outcome;
use crate::writer::{write_failure, Cases, Writer};
use std::borrow::Cow;
use std::io::{self, Write};
use std::sync::Arc;
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
    pub engine: Engine,
    pub format: Format,
    pub parallel: Settings,
}

/// A run: what counts the cases, and what writes them.
pub struct Run<W: Write> {
    solver: Solver,
    writer: Writer<W>,
    /// In a run in shards (`--shard I/M`, M > 1, counted), the part's
    /// record so far: written whole once every case is counted, so that
    /// a part stopped earlier leaves no record.
    part: Option<Part>,
    /// `--todo`'s folder: list the parts still to count instead.
    todo: Option<String>,
}

impl<W: Write> Run<W> {
    /// A run of `config` that writes to `out`.
    pub fn new(config: Config, out: W) -> Run<W> {
        let shard = config.parallel.shard;
        let part = (shard.count() > 1 && !config.format.estimate).then(|| Part {
            index: shard.index(),
            parts: shard.count(),
            cases: Vec::new(),
        });
        Run {
            part,
            todo: None,
            solver: Solver::new(config.engine, config.parallel),
            writer: Writer {
                output: Output {
                    out,
                    format: config.format,
                },
                cases: 0,
            },
        }
    }

    /// Notes how many cases of each size N the input holds (`sizes[N]`,
    /// from `Parser::sizes_ahead`): auto builds what pays for the batch.
    pub fn note_sizes(&self, sizes: &[u32]) {
        self.solver.note_sizes(sizes);
    }

    /// Makes the run list the parts of its run in shards that the files
    /// of folder `dir` do not hold whole (`--todo`), one number a line,
    /// instead of counting.
    pub fn list_todo(&mut self, dir: String) {
        self.todo = Some(dir);
    }

    /// Counts every case, writing each count as soon as it is known (or
    /// lists the parts to do).
    pub fn all(&mut self, cases: &mut Cases) -> Outcome {
        if let Some(dir) = self.todo.take() {
            return self.todo(&dir, cases);
        }
        let started = Instant::now();
        loop {
            if self.side_by_side() && started.elapsed() >= SPAWN_AFTER {
                return crate::batch::run(&self.solver, &mut self.writer, cases);
            }
            match cases.next() {
                None => return self.finish(),
                Some(Err(error)) => return self.writer.bad_input(&error),
                Some(Ok(board)) => {
                    if let Err(outcome) = self.case(&board) {
                        return outcome;
                    }
                }
            }
        }
    }

    /// `--todo`: each case planned and split as the parts split it, not
    /// counted; then the parts that `dir` lacks.
    fn todo(&mut self, dir: &str, cases: &mut Cases) -> Outcome {
        let mut lines = Vec::new();
        for (case, board) in cases.enumerate() {
            let board = match board {
                Ok(board) => board,
                Err(error) => return self.writer.bad_input(&error),
            };
            match self.solver.split_digest(&board) {
                Ok(split) => lines.push(CaseLine::of(&board, split, 0)),
                Err(message) => return self.writer.fail(&format!("case {}", case + 1), &message),
            }
        }
        let parts = self.part.as_ref().map_or(1, |part| part.parts);
        let text: String = (crate::merge::todo(parts, &lines, dir).iter())
            .map(|index| format!("{}\n", index))
            .collect();
        match self.writer.output.out.write_all(text.as_bytes()) {
            Ok(()) => self.writer.finish(),
            Err(e) => write_failure(e),
        }
    }

    /// Ends a run whose every case was counted: a part's record, then
    /// the flush.
    fn finish(&mut self) -> Outcome {
        if let Some(part) = &self.part {
            let out = &mut self.writer.output.out;
            if let Err(e) = out.write_all(part.record().as_bytes()) {
                return write_failure(e);
            }
        }
        self.writer.finish()
    }

    /// Whether cases may be counted side by side: more than one thread,
    /// whole cases, nothing listed (a listing streams out as it is found,
    /// before its count) and nothing estimated (a sample is timed alone).
    fn side_by_side(&self) -> bool {
        let (format, parallel) = (&self.writer.output.format, &self.solver.parallel);
        parallel.threads() > 1
            && parallel.whole()
            && format.list + format.boards == 0
            && !format.estimate
    }

    /// The first solutions of `board`, as the options ask: `--list`
    /// lines, then `--boards` drawings (a second pass of the listing
    /// DFS), each written as it is found.
    fn solutions(&mut self, board: &Board) -> io::Result<()> {
        let output = &mut self.writer.output;
        let list = output.format.list;
        first_solutions(board, list, &mut |columns| output.solution(columns))?;
        first_solutions(board, output.format.boards, &mut |columns| {
            output.drawing(columns)
        })?;
        Ok(())
    }

    fn case(&mut self, board: &Board) -> Result<(), Outcome> {
        let writer = &mut self.writer;
        writer.cases += 1;
        let estimate =
            (writer.output.format.estimate).then(|| Arc::new(Wall::new()) as Arc<dyn Clock>);
        let started = writer.output.timed().then(Instant::now);
        let case = writer.cases;
        let progress = &self.solver.parallel.progress;
        progress.begin(case);
        let counted = match self.solver.start(board) {
            Ok(counted) => counted,
            Err(message) => {
                progress.end(case);
                return Err(writer.fail(&format!("case {}", case), &message));
            }
        };
        if let Some(clock) = estimate {
            let (how, estimate) = self.solver.estimate(case, board, counted, clock);
            let output = &mut writer.output;
            return (output.estimate(case, board.n, &how, estimate.as_ref()))
                .map_err(write_failure);
        }
        // The solutions stream out before a large case is counted, so
        // that `--list K | head` answers at once; no progress line
        // between them.
        if writer.output.lists() {
            progress.end(case);
        }
        self.solutions(board).map_err(write_failure)?;
        let planned = matches!(counted, Counted::Plan { .. });
        let (count, how, split) = match counted {
            Counted::Count { count, by } => {
                let how = Cow::Owned(by.name());
                (self.solver.part_of(count), how, WHOLE_AT_PART_0)
            }
            Counted::Plan { plan, steps } => {
                let timed = self.writer.output.format.time;
                (self.solver).count_plan(case, board, plan, steps, timed)
            }
        };
        self.solver.parallel.progress.end(case);
        let writer = &mut self.writer;
        match &mut self.part {
            Some(part) => part.cases.push(CaseLine::of(board, split, count)),
            None => (writer.output.count(case, count, planned)).map_err(write_failure)?,
        }
        if let Some(started) = started {
            (writer
                .output
                .time(writer.cases, board.n, count, started.elapsed(), &how))
            .map_err(write_failure)?;
        }
        Ok(())
    }
}
