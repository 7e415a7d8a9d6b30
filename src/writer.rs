//! Where a run's cases go, in input order, and how a run ends; and the
//! one loop over a run's cases (`each_case`), which every caller and both
//! builds run, each with its own `Counter`. It writes what they counted
//! and counts nothing.

use crate::board::Board;
use crate::input::ParseError;
use crate::output::{self, Output};
use std::io::{self, Write};
use std::time::Duration;

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

impl Outcome {
    /// The exit status of a run that ended so: 0 when done (or when the
    /// reader went away), else 1; a failed write is reported here.
    pub fn status(self) -> i32 {
        match self {
            Outcome::Done | Outcome::ReaderGone => 0,
            Outcome::Failed => 1,
            Outcome::WriteFailed(e) => {
                eprintln!("nqueens: error: cannot write standard output: {}", e);
                1
            }
        }
    }
}

/// The cases of a run, in order: each a board, or the first bad token.
pub type Cases<'a> = dyn Iterator<Item = Result<Board, ParseError>> + 'a;

/// A case's answer: its count and how it was counted, made once by
/// whatever counted it and written as it is.
pub struct Answer {
    /// This shard's part of the count (all of it in a whole run).
    pub count: u64,
    /// How it was counted, as `--time` says it (empty where not asked).
    pub how: String,
    /// In a run in shards, the digest of the case's split
    /// (`part::WHOLE_AT_PART_0` where it was counted before any split).
    pub split: u64,
    /// Counted by a plan: too large for its first budget.
    pub planned: bool,
    /// Its time, where `--time` asks (zero where not).
    pub elapsed: Duration,
}

/// What a run does with its cases, in input order.
pub trait Counter<W: Write> {
    /// Counts `board`, case number `writer.cases + 1`, and writes it (or
    /// takes it to count and write later); `Err`: the run ends so.
    fn case(&mut self, writer: &mut Writer<W>, board: Board) -> Result<(), Outcome>;

    /// Writes every case taken and not yet written: at the end of the
    /// input, or before the error of a bad token.
    fn drain(&mut self, _writer: &mut Writer<W>) -> Result<(), Outcome> {
        Ok(())
    }

    /// Ends a run whose every case was written.
    fn done(&mut self, writer: &mut Writer<W>) -> Outcome {
        writer.finish()
    }

    /// Whether the cases still to come go to another counter (the run's
    /// first cases counted one by one, the rest side by side): checked
    /// before each case.
    fn hands_over(&self) -> bool {
        false
    }
}

/// The one loop over a run's cases: each to `counter`, in input order,
/// until the input ends (the cases written, then `done`), a bad token
/// (the cases before it written, then its error) or a case's error;
/// `None` where `counter` hands the rest of `cases` over.
pub fn each_case<W: Write, C: Counter<W>>(
    writer: &mut Writer<W>,
    cases: &mut Cases,
    counter: &mut C,
) -> Option<Outcome> {
    loop {
        if counter.hands_over() {
            return None;
        }
        let outcome = match cases.next() {
            Some(Ok(board)) => match counter.case(writer, board) {
                Ok(()) => continue,
                Err(outcome) => outcome,
            },
            Some(Err(error)) => match counter.drain(writer) {
                Ok(()) => writer.bad_input(&error),
                Err(outcome) => outcome,
            },
            None => match counter.drain(writer) {
                Ok(()) => counter.done(writer),
                Err(outcome) => outcome,
            },
        };
        return Some(outcome);
    }
}

/// Where a run's cases go, in order.
pub struct Writer<W: Write> {
    pub output: Output<W>,
    /// Cases taken so far; the last one's number.
    pub cases: usize,
}

impl<W: Write> Writer<W> {
    pub fn bad_input(&mut self, error: &ParseError) -> Outcome {
        let place = format!("line {}, column {}", error.line, error.column);
        self.fail(&place, &error.message)
    }

    /// Flushes the counts so far, then reports on stderr why the case
    /// taken last (number `cases`) cannot be counted.
    pub fn refused(&mut self, message: &str) -> Outcome {
        let place = format!("case {}", self.cases);
        self.fail(&place, message)
    }

    /// Flushes the counts so far, then reports an error on stderr (after
    /// the caller has ended the progress line, if any).
    pub fn fail(&mut self, place: &str, message: &str) -> Outcome {
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
