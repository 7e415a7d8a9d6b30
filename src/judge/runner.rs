//! The judge build's counter of a run's cases (`writer::each_case` runs
//! it): one thread, each case counted by auto (a plain board once per N)
//! and written at once, in the dialect's form, after its first solutions
//! where `--list` asks. (The program's, src/cases.rs, adds threads,
//! shards, forced engines and the other outputs.)

use crate::board::Board;
use crate::count::auto::Auto;
use crate::count::Planner;
use crate::list::first_solutions;
use crate::output::{Format, Output};
use crate::plain_counts::PlainCounts;
use crate::writer::{each_case, write_failure, Cases, Counter, Outcome, Writer};
use std::io::Write;

pub struct Runner<W: Write> {
    counter: OneThread,
    writer: Writer<W>,
}

/// Auto on one thread, and the plain counts made so far.
struct OneThread {
    auto: Auto,
    plain_counts: PlainCounts,
}

impl<W: Write> Runner<W> {
    /// A run that writes to `out` as `format` asks.
    pub fn new(format: Format, out: W) -> Runner<W> {
        Runner {
            counter: OneThread {
                auto: Auto::new(Planner),
                plain_counts: PlainCounts::new(),
            },
            writer: Writer {
                output: Output { out, format },
                cases: 0,
            },
        }
    }

    /// Notes how many cases of each size N the input holds (`sizes[N]`):
    /// auto builds what pays for the batch.
    pub fn note_sizes(&self, sizes: &[u32]) {
        self.counter.auto.note_sizes(sizes);
    }

    /// Counts every case, writing each count as soon as it is known.
    pub fn all(&mut self, cases: &mut Cases) -> Outcome {
        let outcome = each_case(&mut self.writer, cases, &mut self.counter);
        outcome.unwrap_or(Outcome::Done)
    }
}

impl<W: Write> Counter<W> for OneThread {
    fn case(&mut self, writer: &mut Writer<W>, board: Board) -> Result<(), Outcome> {
        writer.cases += 1;
        let known = self.plain_counts.get(&board);
        let output = &mut writer.output;
        let list = output.format.list;
        first_solutions(&board, list, &mut |columns| output.solution(columns))
            .map_err(write_failure)?;
        let (count, planned) = match known {
            Some(count) => (count, false),
            None => self.auto.count(&board).count_here(),
        };
        self.plain_counts.keep(&board, count);
        (output.count(writer.cases, count, planned)).map_err(write_failure)
    }
}
