//! Quadrant tables for the half-board join: every set of mutually
//! non-attacking queens on a rectangle of `rows` × `columns` cells (at
//! most one per row and column, none on a forbidden cell), grouped by the
//! rows and the columns it uses, each kept as its two diagonal masks.
//!
//! Coordinates are the rectangle's own: row r and column c from 0, the
//! first diagonal r + c and the second r - c + columns - 1, both below
//! rows + columns - 1. A quadrant whose top left cell is board cell
//! (r0, c0) turns them into board diagonals by a shift (see `Join`).
//! Limits: rows, columns ≤ 16 (the index has 2^(rows + columns) slots;
//! each diagonal mask fits in 31 bits).

use super::work_in_turns::{on_threads, run_length};
use crate::count::tree_estimate::random_bit;
use crate::random::Random;
use std::ops::Range;

/// Every queen set of the rectangle, grouped by (rows, columns), each
/// kept as its two diagonal masks packed in one word: `first | second <<
/// 32` (both below 2^31).
pub struct Table {
    columns: usize,
    /// `starts[key]..starts[key + 1]` are the entries of `key` =
    /// rows << columns | columns used.
    starts: Vec<u32>,
    entries: Vec<u64>,
    /// Each entry's key in the join, where the table serves one quadrant
    /// only (`with_keys`); empty otherwise.
    keys: Vec<u64>,
    /// Beside the keys, for each row set, the column sets that hold
    /// entries: `column_sets[sets_at[rows]..sets_at[rows + 1]]`. On a
    /// board with forbidden cells many column sets hold none, and the
    /// join tries only these instead of every split of the columns.
    sets_at: Vec<u32>,
    column_sets: Vec<u32>,
}

/// The packed diagonals of an entry: the first diagonal's mask in the
/// low half of the word, the second's in the high half.
pub const SECOND: u32 = 32;

impl Table {
    /// The table of a rectangle `forbidden.len()` rows high and `columns`
    /// wide; `forbidden[r]` has bit c set when cell (r, c) may not hold a
    /// queen.
    #[cfg(test)]
    pub fn build(columns: usize, forbidden: &[u32]) -> Table {
        Table::build_within(columns, forbidden, None, u64::MAX, 1).expect("no limit")
    }

    /// The table, holding with `Some(row_sets)` only the queen sets on
    /// exactly one of those row sets (distinct, in increasing order): a
    /// slice of the table, as the pieces of the join that read them need
    /// it; row sets left out read as empty. `None` once its queen sets
    /// are counted (the first of the two passes, before they take
    /// memory) if they are more than `most`. A slice is built on
    /// `threads` threads, each taking runs of its row sets in turn.
    pub fn build_within(
        columns: usize,
        forbidden: &[u32],
        row_sets: Option<&[u32]>,
        most: u64,
        threads: usize,
    ) -> Option<Table> {
        let rows = forbidden.len();
        assert!(rows <= 16 && columns <= 16 && rows + columns <= 32);
        let slots = 1usize << (rows + columns);
        let runs = Run::split(columns, slots, row_sets, threads);
        let spans: Vec<_> = runs.iter().map(|run| run.slots.clone()).collect();
        // Two passes over the same search, count per key and then fill,
        // rather than one into a list to sort: no second copy of the
        // entries (the plain N = 22 table holds 65 million).
        let mut starts = vec![0u32; slots + 1];
        let counting = runs.iter().zip(apart(&mut starts[1..], &spans));
        on_threads(counting, threads, |(run, counts)| {
            let first = run.slots.start;
            visit(columns, forbidden, run.row_sets, &mut |key, _| {
                counts[key - first] += 1
            });
        });
        for key in 0..slots {
            starts[key + 1] += starts[key];
        }
        if u64::from(starts[slots]) > most {
            return None;
        }
        let mut entries = vec![0u64; starts[slots] as usize];
        // A run's entries lie between the starts of its first slot and
        // of the slot after its last.
        let held: Vec<_> = (spans.iter())
            .map(|span| starts[span.start] as usize..starts[span.end] as usize)
            .collect();
        let filling = (runs.iter())
            .zip(apart(&mut starts, &spans))
            .zip(apart(&mut entries, &held));
        // Each key's cursor moves from its start to its end, which is the
        // next key's start: shifted back by one slot afterwards.
        on_threads(filling, threads, |((run, cursors), entries)| {
            let (first, base) = (run.slots.start, cursors.first().map_or(0, |&at| at));
            visit(columns, forbidden, run.row_sets, &mut |key, diagonals| {
                let cursor = &mut cursors[key - first];
                entries[(*cursor - base) as usize] = diagonals;
                *cursor += 1;
            });
        });
        starts.rotate_right(1);
        starts[0] = 0;
        Some(Table {
            columns,
            starts,
            entries,
            keys: Vec::new(),
            sets_at: Vec::new(),
            column_sets: Vec::new(),
        })
    }

    /// How many queen sets of the rectangle (as `build`'s) use exactly
    /// the rows `rows`: what a slice holding that row set adds, found
    /// without building it.
    pub fn entries_on(columns: usize, forbidden: &[u32], rows: u32) -> u64 {
        let mut entries = 0;
        visit(columns, forbidden, Some(&[rows]), &mut |_, _| entries += 1);
        entries
    }

    /// Knuth's estimate of `entries_on` (`probes` random descents, one
    /// queen on each row of `rows` in a random free column): what a slice
    /// holding that row set adds, in microseconds where counting it takes
    /// as long as building it. Each descent's product of choices is an
    /// unbiased count of the queen sets.
    pub fn estimated_entries_on(
        columns: usize,
        forbidden: &[u32],
        rows: u32,
        probes: usize,
        random: &mut Random,
    ) -> f64 {
        let inside = (1u64 << columns) - 1;
        let mut total = 0.0;
        for _ in 0..probes {
            let (mut used, mut left, mut right, mut paths) = (0u64, 0u64, 0u64, 1.0);
            for (row, &cells) in forbidden.iter().enumerate() {
                if rows >> row & 1 == 1 {
                    let free = inside & !(used | left | right | u64::from(cells));
                    if free == 0 {
                        paths = 0.0;
                        break;
                    }
                    paths *= f64::from(free.count_ones());
                    let bit = random_bit(free, random);
                    (used, left, right) = (used | bit, left | bit, right | bit);
                }
                (left, right) = (left << 1, right >> 1);
            }
            total += paths;
        }
        total / probes as f64
    }

    /// The bytes a table of `rows` × `columns` holding `entries` queen
    /// sets takes (`bytes`, as built), with keys and column-set lists
    /// (`with_keys`) or without.
    pub fn bytes_of(rows: usize, columns: usize, entries: u64, keyed: bool) -> u64 {
        let index = 4 * ((1u64 << (rows + columns)) + 1);
        match keyed {
            // A key beside each entry; at most one listed column set per
            // entry, and each row set's start in the list.
            true => index + 20 * entries + 4 * ((1u64 << rows) + 1),
            false => index + 8 * entries,
        }
    }

    /// The table with `key(entry)` kept beside every entry, and the lists
    /// of column sets that hold entries: for a table that serves one
    /// quadrant, whose keys never change (a board's, with no queen
    /// fixed).
    pub fn with_keys(mut self, key: impl Fn(u64) -> u64) -> Table {
        self.keys = self.entries.iter().map(|&entry| key(entry)).collect();
        let slots = 1usize << self.columns;
        self.sets_at.push(0);
        for (at, row_set) in self.starts[1..].chunks(slots).enumerate() {
            let mut start = self.starts[at * slots];
            for (columns, &end) in row_set.iter().enumerate() {
                if end > start {
                    self.column_sets.push(columns as u32);
                }
                start = end;
            }
            self.sets_at.push(self.column_sets.len() as u32);
        }
        self
    }

    /// The column sets that hold entries on exactly `rows`, in
    /// increasing order, where the table keeps keys.
    pub fn column_sets(&self, rows: u32) -> Option<&[u32]> {
        let at = rows as usize;
        let sets = self.sets_at.get(at..at + 2)?;
        Some(&self.column_sets[sets[0] as usize..sets[1] as usize])
    }

    /// Whether the table keeps each entry's key (`with_keys`).
    pub fn keeps_keys(&self) -> bool {
        !self.keys.is_empty()
    }

    /// The keys of `entries(rows, columns)`, if the table keeps keys.
    #[inline]
    pub fn keys(&self, rows: u32, columns: u32) -> Option<&[u64]> {
        if self.keys.is_empty() {
            return None;
        }
        let key = (rows as usize) << self.columns | columns as usize;
        Some(&self.keys[self.starts[key] as usize..self.starts[key + 1] as usize])
    }

    /// The queen sets that use exactly these rows and columns.
    #[inline]
    pub fn entries(&self, rows: u32, columns: u32) -> &[u64] {
        let key = (rows as usize) << self.columns | columns as usize;
        &self.entries[self.starts[key] as usize..self.starts[key + 1] as usize]
    }

    /// How many queen sets the table holds.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// The bytes its index, entries, keys and column-set lists hold.
    pub fn bytes(&self) -> u64 {
        let size = |len: usize, each: usize| (len * each) as u64;
        size(self.starts.len(), 4)
            + size(self.entries.len(), 8)
            + size(self.keys.len(), 8)
            + size(self.sets_at.len() + self.column_sets.len(), 4)
    }
}

/// Row sets of a table that one thread visits at a time, and the slots
/// of their keys: a key's high bits are its row set, so the runs of a
/// slice's increasing row sets own disjoint runs of slots and entries.
struct Run<'a> {
    row_sets: Option<&'a [u32]>,
    slots: Range<usize>,
}

impl<'a> Run<'a> {
    /// The runs of `row_sets` (`None`: every row set, one run of all
    /// `slots`) for `threads` threads, of `run_length` row sets, which
    /// threads take in turn (row sets differ widely in queen sets).
    fn split(
        columns: usize,
        slots: usize,
        row_sets: Option<&'a [u32]>,
        threads: usize,
    ) -> Vec<Run<'a>> {
        let Some(row_sets) = row_sets else {
            let slots = 0..slots;
            return vec![Run { row_sets, slots }];
        };
        (row_sets.chunks(run_length(row_sets.len(), threads)))
            .map(|sets| Run {
                row_sets: Some(sets),
                slots: (sets[0] as usize) << columns
                    ..(sets[sets.len() - 1] as usize + 1) << columns,
            })
            .collect()
    }
}

/// The disjoint parts `spans` (increasing, within it) of `slice`.
fn apart<'a, T>(mut slice: &'a mut [T], spans: &[Range<usize>]) -> Vec<&'a mut [T]> {
    let mut parts = Vec::with_capacity(spans.len());
    let mut at = 0;
    for span in spans {
        let rest = std::mem::take(&mut slice).split_at_mut(span.start - at).1;
        let (part, rest) = rest.split_at_mut(span.end - span.start);
        parts.push(part);
        (slice, at) = (rest, span.end);
    }
    parts
}

/// Calls `found(key, diagonals)` for every queen set of the rectangle
/// `columns` wide and `forbidden.len()` high (with `Some(row_sets)`, every
/// one on exactly one of those row sets), its diagonals packed as in
/// `Table`: a bitmask DFS down the rows in which a row may also stay empty
/// (`left`, `right`: the columns the queens above attack diagonally on the
/// current row). Long because the search's state and step are declared in it.
fn visit<F: FnMut(usize, u64)>(
    columns: usize,
    forbidden: &[u32],
    row_sets: Option<&[u32]>,
    found: &mut F,
) {
    struct Search<'a, F> {
        width: usize,
        inside: u64,
        forbidden: &'a [u32],
        /// The rows that may take a queen, and those that may stay empty.
        taking: u32,
        empty: u32,
        found: &'a mut F,
    }
    impl<F: FnMut(usize, u64)> Search<'_, F> {
        /// The columns of `row` where a queen may go: inside the
        /// rectangle, allowed, and attacked by none above. Kept apart from
        /// `go`, whose other bit fields never overlap (`|` and `^` agree
        /// there), as these attacks do.
        fn free(&self, row: usize, used: u64, left: u64, right: u64) -> u64 {
            self.inside & !(used | left | right | u64::from(self.forbidden[row]))
        }

        fn go(&mut self, row: usize, rows: u32, used: u64, diagonals: u64, left: u64, right: u64) {
            if row == self.forbidden.len() {
                (self.found)((rows as usize) << self.width | used as usize, diagonals);
                return;
            }
            // The row stays empty (the diagonal attacks still move on) ...
            if self.empty >> row & 1 == 1 {
                self.go(row + 1, rows, used, diagonals, left << 1, right >> 1);
            }
            // ... or takes a queen on a free column.
            if self.taking >> row & 1 == 0 {
                return;
            }
            let mut free = self.free(row, used, left, right);
            while free != 0 {
                let bit = free & free.wrapping_neg();
                free ^= bit;
                let column = bit.trailing_zeros() as usize;
                let these = 1u64 << (row + column)
                    | 1u64 << (SECOND as usize + row + self.width - 1 - column);
                self.go(
                    row + 1,
                    rows | 1 << row,
                    used | bit,
                    diagonals | these,
                    (left | bit) << 1,
                    (right | bit) >> 1,
                );
            }
        }
    }
    let mut search = Search {
        width: columns,
        inside: (1u64 << columns) - 1,
        forbidden,
        taking: u32::MAX,
        empty: u32::MAX,
        found,
    };
    match row_sets {
        None => search.go(0, 0, 0, 0, 0, 0),
        Some(row_sets) => {
            for &rows in row_sets {
                (search.taking, search.empty) = (rows, !rows);
                search.go(0, 0, 0, 0, 0, 0);
            }
        }
    }
}

#[cfg(test)]
mod quadrant_tests;
