//! A run of the program: its cases counted one by one (`OneByOne`), each
//! on as many threads as it takes, or for `--todo` only planned and split
//! (`Todo`), through the one loop over a run's cases (`writer::each_case`).
//! On the first bad token, or a case the forced engine cannot count, the
//! counts before it are flushed and the error goes to stderr. The full
//! program counts the rest of a run side by side on threads once it has
//! run for `SPAWN_AFTER` (`batch`), still writing in input order.

use crate::board::Board;
use crate::count::Engine;
use crate::forecast::{Clock, Wall};
use crate::list::first_solutions;
use crate::output::{Format, Output};
use crate::parallel::Settings;
use crate::part::{CaseLine, Part};
use crate::solve::Solver;
use crate::tuning::SPAWN_AFTER;
pub use crate::writer::Outcome;
use crate::writer::{each_case, write_failure, Cases, Counter, Writer};
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

    /// Notes the cases that the input holds, each as its N and its
    /// forbidden cells (`Parser::cases_ahead`): auto builds what pays for
    /// the batch.
    pub fn note_ahead(&self, cases: &[(usize, usize)]) {
        self.solver.note_ahead(cases);
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
            let mut todo = Todo {
                solver: &self.solver,
                parts: self.part.as_ref().map_or(1, |part| part.parts),
                dir,
                lines: Vec::new(),
            };
            return each_case(&mut self.writer, cases, &mut todo).unwrap_or(Outcome::Done);
        }
        let format = &self.writer.output.format;
        // Nothing listed (a listing streams out as it is found, before its
        // count) and nothing estimated (a sample is timed alone).
        let may_share = format.list + format.boards == 0 && !format.estimate;
        let mut one_by_one = OneByOne {
            solver: &self.solver,
            part: &mut self.part,
            may_share,
            started: Instant::now(),
        };
        match each_case(&mut self.writer, cases, &mut one_by_one) {
            Some(outcome) => outcome,
            None => crate::batch::run(&self.solver, &mut self.writer, cases),
        }
    }
}

/// The run's cases counted one after another, each on as many threads as
/// it takes, until a run that may count them side by side has run for
/// `SPAWN_AFTER`.
struct OneByOne<'a> {
    solver: &'a Solver,
    /// In a run in shards, the part's record so far.
    part: &'a mut Option<Part>,
    /// Whether the options let the run count its cases side by side.
    may_share: bool,
    started: Instant,
}

impl<W: Write> Counter<W> for OneByOne<'_> {
    fn case(&mut self, writer: &mut Writer<W>, board: Board) -> Result<(), Outcome> {
        writer.cases += 1;
        let case = writer.cases;
        if writer.output.format.estimate {
            let clock = Arc::new(Wall(Instant::now())) as Arc<dyn Clock>;
            let (how, estimate) = (self.solver.forecast(case, &board, clock))
                .map_err(|message| writer.refused(&message))?;
            let output = &mut writer.output;
            return (output.forecast(case, board.n, &how, estimate.as_ref()))
                .map_err(write_failure);
        }
        // The solutions stream out before a large case is planned and
        // counted, so that `--list K | head` answers at once.
        solutions(&mut writer.output, &board).map_err(write_failure)?;
        let timed = writer.output.format.time;
        let mut shown = Ok(());
        let answer = self
            .solver
            .answer(case, &board, timed, || shown = writer.show());
        shown?;
        let answer = answer.map_err(|message| writer.refused(&message))?;
        match self.part {
            Some(part) => {
                part.cases
                    .push(CaseLine::of(&board, answer.split, answer.count));
                Ok(())
            }
            None => writer.answer(case, board.n, &answer, answer.planned),
        }
    }

    /// A part's record, once every case is counted, then the flush.
    fn done(&mut self, writer: &mut Writer<W>) -> Outcome {
        if let Some(part) = self.part {
            if let Err(e) = writer.output.out.write_all(part.record().as_bytes()) {
                return write_failure(e);
            }
        }
        writer.finish()
    }

    /// Side by side: once the run has taken `SPAWN_AFTER`, whole cases on
    /// more than one thread (the threads are asked for only then).
    fn hands_over(&self) -> bool {
        let parallel = &self.solver.parallel;
        // The clock last: a run that cannot hand over never reads it.
        self.may_share
            && parallel.whole()
            && parallel.threads() > 1
            && self.started.elapsed() >= SPAWN_AFTER
    }
}

/// `--todo`: each case planned and split as the parts split it, not
/// counted; then the parts that `dir` lacks.
struct Todo<'a> {
    solver: &'a Solver,
    parts: usize,
    dir: String,
    lines: Vec<CaseLine>,
}

impl<W: Write> Counter<W> for Todo<'_> {
    fn case(&mut self, writer: &mut Writer<W>, board: Board) -> Result<(), Outcome> {
        writer.cases += 1;
        let split =
            (self.solver.split_digest(&board)).map_err(|message| writer.refused(&message))?;
        self.lines.push(CaseLine::of(&board, split, 0));
        Ok(())
    }

    fn done(&mut self, writer: &mut Writer<W>) -> Outcome {
        let text: String = (crate::merge::todo(self.parts, &self.lines, &self.dir).iter())
            .map(|index| format!("{}\n", index))
            .collect();
        match writer.output.out.write_all(text.as_bytes()) {
            Ok(()) => writer.finish(),
            Err(e) => write_failure(e),
        }
    }
}

/// The first solutions of `board`, as the options ask: `--list` lines,
/// then `--boards` drawings (a second pass of the listing DFS), each
/// written as it is found.
fn solutions<W: Write>(output: &mut Output<W>, board: &Board) -> io::Result<()> {
    let list = output.format.list;
    first_solutions(board, list, &mut |columns| output.solution(columns))?;
    first_solutions(board, output.format.boards, &mut |columns| {
        output.drawing(columns)
    })?;
    Ok(())
}
