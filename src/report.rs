//! What the program writes beside the counts and solutions that both
//! builds write (`output`): solutions drawn (`--boards`), each case's time
//! line (`--time`), and `--estimate`'s line, from plain figures
//! (`Forecast`) that `forecast` makes, so that the writing side needs
//! nothing of the counting side.

use crate::output::Output;
use crate::times_and_sizes;
use crate::writer::{write_failure, Answer, Outcome, Writer};
use std::io::{self, Write};
use std::time::Duration;

/// What counting a case (or this shard's part of it) would take.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Forecast {
    pub jobs: usize,
    pub threads: usize,
    /// Units counted for the sample, units weighed by their modelled
    /// work (a join's), and the seconds it took.
    pub sampled: usize,
    pub weighed: usize,
    pub sample_time: f64,
    /// Seconds spent once, before or between the jobs: planning, and
    /// building a join's slices (`building` of them).
    pub setup: f64,
    pub building: f64,
    /// Seconds of thread time that all the jobs would take, each as long
    /// as it takes beside the others on `threads` threads.
    pub cpu: f64,
    /// Seconds the longest job takes, as far as the sample tells (0 where
    /// it does not): one thread counts it, so the jobs take at least this.
    pub longest_job: f64,
    /// Bytes the process would hold at most, where the system says.
    pub peak: Option<u64>,
    /// `Some(seconds)`: not sampled, as the least unit alone would take
    /// that long; `cpu` is the cost model's.
    pub modelled: Option<f64>,
    /// The standard error of `cpu` (of the sampled jobs, not of the
    /// setup), relative to it.
    pub time_error: f64,
    /// The count the jobs would give, and its standard error relative to
    /// it, where units were counted.
    pub count: Option<(f64, f64)>,
}

impl Forecast {
    /// Seconds from start to end: planning, then the jobs shared out,
    /// which take at least their longest.
    pub fn wall(&self) -> f64 {
        let shared = self.cpu / self.threads.min(self.jobs).max(1) as f64;
        self.setup + shared.max(self.longest_job)
    }
}

/// A relative standard error as `--estimate` gives it, " ± 4.2%": one
/// standard error, so that the true figure lies within it about two times
/// in three and within twice it nineteen times in twenty; nothing where
/// none is known (infinite, or no spread seen).
fn plus_or_minus(error: f64) -> String {
    match error {
        e if e.is_finite() && e > 0.0 => format!(" ± {:.1}%", e * 100.0),
        _ => String::new(),
    }
}

impl<W: Write> Output<W> {
    /// A solution as `--boards` draws it: a row of `.` and `Q` per row
    /// of the board, then an empty line.
    pub fn drawing(&mut self, columns: &[usize]) -> io::Result<()> {
        for &column in columns {
            let row: String = (0..columns.len())
                .map(|c| if c == column { 'Q' } else { '.' })
                .collect();
            writeln!(self.out, "{}", row)?;
        }
        writeln!(self.out)
    }

    /// `--estimate`'s line for case `case` of size `n`: `how` counts it
    /// (the engine, and for a plan its shape), and `estimate` says what
    /// that takes; `None`: counted already, within its first search.
    pub fn forecast(
        &mut self,
        case: usize,
        n: usize,
        how: &str,
        estimate: Option<&Forecast>,
    ) -> io::Result<()> {
        let head = format!("case {}: N = {}, {}", case, n, how);
        let Some(e) = estimate else {
            return writeln!(self.out, "{}: counted at once", head);
        };
        let seconds = times_and_sizes::seconds;
        let jobs = times_and_sizes::jobs_on_threads(e.jobs, e.threads);
        let (wall, error) = (seconds(e.wall()), plus_or_minus(e.time_error));
        let mut line = format!(
            "{}; {}: about {}{} ({} of CPU time",
            head,
            jobs,
            wall,
            error,
            seconds(e.setup + e.cpu)
        );
        if e.building > 0.0 {
            line += &format!(", {} building slices", seconds(e.building));
        }
        let peak = e
            .peak
            .map_or("not known here".to_string(), times_and_sizes::bytes);
        line += &format!("), peak memory {}", peak);
        if let Some((count, error)) = e.count {
            line += &format!("; count about {:.4e}{}", count, plus_or_minus(error));
        }
        let (units, time) = (
            times_and_sizes::counted(e.sampled, "unit"),
            seconds(e.sample_time),
        );
        line += &match e.modelled {
            Some(unit) => format!(" or more; from the join's cost model, not sampled: one row set alone would take about {}", seconds(unit)),
            None if e.weighed > 0 => format!("; {} counted, {} weighed, in {}", units, e.weighed, time),
            None => format!("; {} sampled in {}", units, time),
        };
        writeln!(self.out, "{}", line)?;
        self.out.flush()
    }

    /// The time line of a case just written, if the options ask for it:
    /// `how` it was counted follows the time.
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

impl<W: Write> Writer<W> {
    /// Writes `answer`, case number `case`'s, of size `n`: its count,
    /// its lines flushed at once where `flush` asks, and its `--time`
    /// line.
    pub fn answer(
        &mut self,
        case: usize,
        n: usize,
        answer: &Answer,
        flush: bool,
    ) -> Result<(), Outcome> {
        let output = &mut self.output;
        (output.count(case, answer.count, flush)).map_err(write_failure)?;
        (output.time(case, n, answer.count, answer.elapsed, &answer.how)).map_err(write_failure)
    }

    /// Flushes the counts written so far, before a case that is planned
    /// (milliseconds or more): a long input shows them while it counts.
    pub fn show(&mut self) -> Result<(), Outcome> {
        self.output.out.flush().map_err(write_failure)
    }
}

#[cfg(test)]
mod report_tests;
