//! What each case prints: its first solutions when asked, its count (in
//! the dialect's form) and, when asked, its time on stderr.

#[cfg(not(feature = "judge"))]
use crate::human;
use crate::input::Dialect;
#[cfg(not(feature = "judge"))]
use crate::report::Estimate;
use std::io::{self, Write};
#[cfg(not(feature = "judge"))]
use std::time::Duration;

/// What each case prints besides its count.
#[derive(Clone, Copy, Debug, Default)]
pub struct Format {
    pub dialect: Dialect,
    /// List the first this many solutions of each case as columns...
    pub list: usize,
    /// ...and draw the first this many as boards.
    #[cfg(not(feature = "judge"))]
    pub boards: usize,
    /// Report each case's wall time on stderr.
    #[cfg(not(feature = "judge"))]
    pub time: bool,
    /// `--estimate`: each case's expected time and memory, not its count.
    #[cfg(not(feature = "judge"))]
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

    /// A solution as `--boards` draws it: a row of `.` and `Q` per row
    /// of the board, then an empty line.
    #[cfg(not(feature = "judge"))]
    pub fn drawing(&mut self, columns: &[usize]) -> io::Result<()> {
        for &column in columns {
            let row: String = (0..columns.len())
                .map(|c| if c == column { 'Q' } else { '.' })
                .collect();
            writeln!(self.out, "{}", row)?;
        }
        writeln!(self.out)
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

    /// `--estimate`'s line for case `case` of size `n`: `how` counts it
    /// (the engine, and for a plan its shape), and `estimate` says what
    /// that takes; `None`: counted already, within its first search.
    #[cfg(not(feature = "judge"))]
    pub fn estimate(
        &mut self,
        case: usize,
        n: usize,
        how: &str,
        estimate: Option<&Estimate>,
    ) -> io::Result<()> {
        write!(self.out, "case {}: N = {}, {}", case, n, how)?;
        let estimate = match estimate {
            Some(estimate) => estimate,
            None => return writeln!(self.out, ": counted at once"),
        };
        let plural = |n: usize| if n == 1 { "" } else { "s" };
        let mut cpu = format!(
            "{} of CPU time",
            human::seconds(estimate.setup + estimate.cpu)
        );
        if estimate.building > 0.0 {
            cpu += &format!(", {} building slices", human::seconds(estimate.building));
        }
        let peak = match estimate.peak {
            Some(bytes) => human::bytes(bytes),
            None => "not known here".to_string(),
        };
        write!(
            self.out,
            "; {} job{} on {} thread{}: about {} ({}), peak memory {}",
            estimate.jobs,
            plural(estimate.jobs),
            estimate.threads,
            plural(estimate.threads),
            human::seconds(estimate.wall()),
            cpu,
            peak,
        )?;
        match estimate.modelled {
            Some(unit) => writeln!(
                self.out,
                " or more; from the join's cost model, not sampled: one row set alone would take about {}",
                human::seconds(unit)
            )?,
            None if estimate.weighed > 0 => writeln!(
                self.out,
                "; {} unit{} counted, {} weighed, in {}",
                estimate.sampled,
                plural(estimate.sampled),
                estimate.weighed,
                human::seconds(estimate.sample_time),
            )?,
            None => writeln!(
                self.out,
                "; {} unit{} sampled in {}",
                estimate.sampled,
                plural(estimate.sampled),
                human::seconds(estimate.sample_time),
            )?,
        }
        self.out.flush()
    }

    /// Whether the options ask for solutions before each count.
    #[cfg(not(feature = "judge"))]
    pub fn lists(&self) -> bool {
        self.format.list + self.format.boards > 0
    }

    /// Whether the options ask for a time line after each count.
    #[cfg(not(feature = "judge"))]
    pub fn timed(&self) -> bool {
        self.format.time
    }

    /// The time line of a case just written, if the options ask for it:
    /// `how` it was counted follows the time.
    #[cfg(not(feature = "judge"))]
    pub fn time(
        &mut self,
        case: usize,
        n: usize,
        count: u64,
        elapsed: Duration,
        how: &str,
    ) -> io::Result<()> {
        if self.format.time {
            // Flushed first, so the time line follows its count on a terminal.
            self.out.flush()?;
            eprintln!(
                "nqueens: case {}: N = {}, count {}, {:.6} s, by {}",
                case,
                n,
                count,
                elapsed.as_secs_f64(),
                how
            );
        }
        Ok(())
    }
}

/// An error on stderr, after the counts before it.
pub fn error(place: &str, message: &str) {
    eprintln!("nqueens: error: {}: {}", place, message);
}
