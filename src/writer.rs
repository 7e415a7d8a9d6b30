//! Where a run's cases go, in input order, and how a run ends. Shared by
//! the case loop (`cases`) and the side-by-side counting of cases
//! (`batch`); it writes what they counted and counts nothing.

use crate::board::Board;
use crate::input::ParseError;
use crate::output::{self, Output};
use std::io::{self, Write};

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
