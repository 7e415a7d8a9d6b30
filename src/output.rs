//! What each case prints: its first solutions when asked, its count (in
//! the dialect's form) and, when asked, its time on stderr.

use crate::input::Dialect;
use std::io::{self, Write};

/// What each case prints besides its count.
#[derive(Clone, Copy, Debug, Default)]
pub struct Format {
    pub dialect: Dialect,
    /// List the first this many solutions of each case as columns...
    pub list: usize,
    /// ...and draw the first this many as boards.
    pub boards: usize,
    /// Report each case's wall time on stderr.
    pub time: bool,
    /// `--estimate`: each case's expected time and memory, not its count.
    pub estimate: bool,
}

/// Writes the cases' lines to `out`.
pub struct Output<W: Write> {
    pub out: W,
    pub format: Format,
}

impl<W: Write> Output<W> {
    /// A solution as `--list` writes it: the queen's column in every
    /// row, from 1.
    pub fn solution(&mut self, columns: &[usize]) -> io::Result<()> {
        let columns: Vec<String> = columns.iter().map(|c| (c + 1).to_string()).collect();
        writeln!(self.out, "{}", columns.join(" "))
    }

    /// The count of case number `case` (from 1); `planned`: the case was
    /// planned (too large to count within its first budget: milliseconds
    /// or more), and its lines are flushed at once, so that a long input
    /// shows its counts as they come rather than at the end. Small cases
    /// are not timed for it: a clock read costs a few percent of one.
    pub fn count(&mut self, case: usize, count: u64, planned: bool) -> io::Result<()> {
        if self.format.dialect == Dialect::Uva11195 {
            write!(self.out, "Case {}: ", case)?;
        }
        writeln!(self.out, "{}", count)?;
        if planned {
            self.out.flush()?;
        }
        Ok(())
    }
}

/// An error on stderr, after the counts before it.
pub fn error(place: &str, message: &str) {
    eprintln!("nqueens: error: {}: {}", place, message);
}
