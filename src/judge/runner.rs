//! The judge build's counter of a run's cases (`writer::each_case` runs
//! it): one thread, each case counted by auto (a plain board once per N)
//! and written at once, in the dialect's form, after its first solutions
//! where `--list` asks. (The program's, src/cases.rs, adds threads,
//! shards, forced engines and the other outputs.)

use crate::board::Board;
use crate::count::auto::Auto;
use crate::count::Planner;
use crate::list::first_solutions;
use crate::plain_counts::PlainCounts;
use crate::writer::{write_failure, Counter, Outcome, Writer};
use std::io::Write;

/// Auto on one thread, and the plain counts made so far.
pub struct OneThread {
    pub auto: Auto,
    plain_counts: PlainCounts,
}

impl OneThread {
    pub fn new() -> OneThread {
        OneThread {
            auto: Auto::new(Planner),
            plain_counts: PlainCounts::new(),
        }
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
