//! The judge build's dynamic search beyond 16 rows: judges' boards have
//! at most 16 rows, which the lanes count (src/count/dynamic/lanes.rs),
//! so a larger board's placements go to the fast core as they are, in
//! the place of the program's count by lines (src/count/dynamic_lines.rs).

use super::dynamic::{Partial, Search};
use super::{count_fast, count_fast_within};

impl Search {
    /// `Search::count` beyond the lanes: the fast core on the rows left.
    pub(super) fn count_by_lines(&self, p: Partial) -> u64 {
        count_fast(&self.remaining_rows(&p), 0, 0, 0, 0)
    }

    /// `Search::count_within` beyond the lanes: the fast core within the
    /// budget, or the whole board left to count.
    pub(super) fn count_by_lines_within(&self, budget: &mut u64, left: &mut Vec<Partial>) -> u64 {
        let start = self.start();
        count_fast_within(&self.remaining_rows(&start), budget).unwrap_or_else(|| {
            left.push(start);
            0
        })
    }
}
