//! The judge build's case loop: one thread, the cases in input order,
//! each counted by auto (a plain board once per N) and written at once,
//! in the dialect's form, after its first solutions where `--list` asks.
//! On a bad token the counts before it are flushed and the error goes to
//! stderr. (The program's loop, src/cases.rs, adds threads, shards,
//! forced engines and the other outputs.)

use crate::board::Board;
use crate::count::auto::{known, Auto, By, Counted};
use crate::count::Planner;
use crate::list::first_solutions;
use crate::once::PlainCounts;
use crate::output::{Format, Output};
use crate::writer::{write_failure, Cases, Outcome, Writer};
use std::io::Write;

pub struct Runner<W: Write> {
    auto: Auto,
    plain_counts: PlainCounts,
    writer: Writer<W>,
}

impl<W: Write> Runner<W> {
    /// A run that writes to `out` as `format` asks.
    pub fn new(format: Format, out: W) -> Runner<W> {
        Runner {
            auto: Auto::new(Planner),
            plain_counts: PlainCounts::new(),
            writer: Writer {
                output: Output { out, format },
                cases: 0,
            },
        }
    }

    /// Notes how many cases of each size N the input holds (`sizes[N]`):
    /// auto builds what pays for the batch.
    pub fn note_sizes(&self, sizes: &[u32]) {
        self.auto.note_sizes(sizes);
    }

    /// Counts every case, writing each count as soon as it is known.
    pub fn all(&mut self, cases: &mut Cases) -> Outcome {
        loop {
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
        self.writer.cases += 1;
        let counted = match self.plain_counts.get(board) {
            Some(count) => known(count, By::Known),
            None => self.auto.count(board),
        };
        let output = &mut self.writer.output;
        let list = output.format.list;
        first_solutions(board, list, &mut |columns| output.solution(columns))
            .map_err(write_failure)?;
        let (count, planned) = match counted {
            Counted::Count { count, .. } => (count, false),
            Counted::Plan { plan, .. } => (plan.count_all(), true),
        };
        self.plain_counts.keep(board, count);
        (output.count(self.writer.cases, count, planned)).map_err(write_failure)
    }
}
