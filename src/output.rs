//! Runs the cases and writes their counts (and, when asked, their first
//! solutions and timings).

use crate::board::Board;
use crate::cli::Options;
use crate::input::{Dialect, Parser};
use crate::list::first_solutions;
use crate::solve::Solver;
use std::io::{self, Write};
use std::time::{Duration, Instant};

/// A case that took longer than this has its lines flushed at once, so
/// a long input shows its counts as they come rather than at the end.
const FLUSH_AFTER: Duration = Duration::from_millis(20);

/// How a run ended, for the exit status.
pub enum Outcome {
    Done,
    /// An error went to stderr (bad input, or a case the forced engine
    /// cannot count) after the counts before it: exit status 1.
    Failed,
    /// Whoever reads stdout went away: stop quietly.
    ReaderGone,
    WriteFailed(io::Error),
}

/// Writes what each case asks for: its first solutions, its count, and
/// its time on stderr.
pub struct Reporter<'a, W: Write> {
    solver: Solver,
    options: &'a Options,
    out: W,
    cases: usize,
}

impl<'a, W: Write> Reporter<'a, W> {
    pub fn new(options: &'a Options, out: W) -> Reporter<'a, W> {
        Reporter {
            solver: Solver::new(options),
            options,
            out,
            cases: 0,
        }
    }

    /// Counts every case of `input`, writing each count as soon as it is
    /// known; on the first bad token, flushes the counts before it and
    /// then reports the error on stderr.
    pub fn run_input(&mut self, input: &[u8]) -> Outcome {
        let mut parser = Parser::new(input, self.options.dialect);
        loop {
            let board = match parser.next_case() {
                Ok(Some(board)) => board,
                Ok(None) => return self.finish(),
                Err(error) => {
                    let place = format!("line {}, column {}", error.line, error.column);
                    return self.fail(&place, &error.message);
                }
            };
            if let Err(outcome) = self.case(&board) {
                return outcome;
            }
        }
    }

    /// Counts the plain boards named on the command line.
    pub fn run_sizes(&mut self, sizes: &[usize]) -> Outcome {
        for &n in sizes {
            if let Err(outcome) = self.case(&Board::plain(n)) {
                return outcome;
            }
        }
        self.finish()
    }

    /// Flushes the counts so far, then reports an error on stderr.
    fn fail(&mut self, place: &str, message: &str) -> Outcome {
        if let Err(e) = self.out.flush() {
            return write_failure(e);
        }
        eprintln!("nqueens: error: {}: {}", place, message);
        Outcome::Failed
    }

    fn case(&mut self, board: &Board) -> Result<(), Outcome> {
        self.cases += 1;
        let started = Instant::now();
        let prepared = match self.solver.prepare(board) {
            Ok(prepared) => prepared,
            Err(message) => return Err(self.fail(&format!("case {}", self.cases), &message)),
        };
        // The solutions stream out before the count is made, so that
        // `--list K | head` answers at once.
        self.write_solutions(board).map_err(write_failure)?;
        let count = self.solver.count(self.cases, board, prepared);
        self.write_count(board, count, started)
            .map_err(write_failure)
    }

    /// The first solutions, as the options ask: `--list` lines, then
    /// `--boards` drawings (a second pass of the listing DFS), each
    /// written as it is found.
    fn write_solutions(&mut self, board: &Board) -> io::Result<()> {
        let out = &mut self.out;
        first_solutions(board, self.options.list, &mut |solution| {
            let columns: Vec<String> = solution.iter().map(|c| (c + 1).to_string()).collect();
            writeln!(out, "{}", columns.join(" "))
        })?;
        first_solutions(board, self.options.boards, &mut |solution| {
            for &column in solution {
                let row: String = (0..board.n)
                    .map(|c| if c == column { 'Q' } else { '.' })
                    .collect();
                writeln!(out, "{}", row)?;
            }
            writeln!(out)
        })
    }

    fn write_count(&mut self, board: &Board, count: u64, started: Instant) -> io::Result<()> {
        if self.options.dialect == Dialect::Uva11195 {
            write!(self.out, "Case {}: ", self.cases)?;
        }
        writeln!(self.out, "{}", count)?;
        let elapsed = started.elapsed();
        if self.options.time {
            // Flushed first, so the time line follows its count on a terminal.
            self.out.flush()?;
            eprintln!(
                "nqueens: case {}: N = {}, count {}, {:.6} s",
                self.cases,
                board.n,
                count,
                elapsed.as_secs_f64()
            );
        }
        if elapsed >= FLUSH_AFTER {
            self.out.flush()?;
        }
        Ok(())
    }

    fn finish(&mut self) -> Outcome {
        match self.out.flush() {
            Ok(()) => Outcome::Done,
            Err(e) => write_failure(e),
        }
    }
}

fn write_failure(error: io::Error) -> Outcome {
    if error.kind() == io::ErrorKind::BrokenPipe {
        Outcome::ReaderGone
    } else {
        Outcome::WriteFailed(error)
    }
}
