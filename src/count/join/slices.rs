//! The join within a memory budget. A piece reads, of each table, only
//! the row sets of its halves: its north parts (one per half) and the
//! south parts that complete them, fewer the more south rows the piece
//! has decided. A slice of the tables holds just the row sets some
//! pieces read (`Table::build_within`), and counts those pieces as the
//! whole tables do.
//!
//! Where the whole tables pass the budget, the pieces are split until
//! each one's slice fits, then dealt, in order, into groups whose
//! slices fit: a group's slice is built once and shared by every thread
//! while its pieces are counted, then dropped for the next. Pieces made
//! by splitting sit side by side and read mostly the same row sets, so
//! a group's slice is far smaller than the sum of its pieces' own. What
//! a slice holds is known before it is built: the queen sets on each
//! row set, counted once per row set (`Table::entries_on`).

use super::quadrant::Table;
use super::work_in_turns::{on_threads, run_length};
use super::{table_count, Join, Piece, EAST, WEST};
use crate::board::Board;
use crate::random::Random;
use crate::tuning::{FORECAST_FIT_PROBES, FORECAST_FIT_ROW_SETS};
use std::ops::Range;

impl Join {
    /// The join of `board` with no table built yet: each piece is
    /// counted by a slice, its own or a group's (`load`).
    pub fn deferred(board: &Board) -> Join {
        Join::frame(board)
    }

    /// The least bytes a slice of the join of `board` takes: its tables'
    /// indexes, which do not shrink with the row sets held.
    pub fn least_slice(board: &Board) -> u64 {
        let (n, h) = (board.n, board.n / 2);
        if board.is_plain() {
            return Table::bytes_of(h, h, 0, false);
        }
        let rest = n - h;
        [(h, h), (h, rest), (rest, h), (rest, rest)]
            .iter()
            .map(|&(rows, columns)| Table::bytes_of(rows, columns, 0, true))
            .sum()
    }

    /// Whether the tables are slices (none built yet, or a group's).
    pub fn is_sliced(&self) -> bool {
        self.held.is_some()
    }

    /// The join of `board` with tables that hold only what `piece` reads:
    /// it counts that piece as the whole join does.
    pub fn slice(board: &Board, piece: Piece) -> Join {
        let mut join = Join::frame(board);
        join.load(&[(piece, 1)], 1);
        join
    }

    /// Builds the slice that `pieces` read on `threads` threads, in
    /// place of the tables held (dropped first: never two slices at once).
    pub fn load(&mut self, pieces: &[(Piece, u64)], threads: usize) {
        self.load_within(pieces, u64::MAX, threads);
    }

    /// `load` within `bytes`: false, and no slice held, if the slice
    /// would take more (known before its queen sets take memory).
    pub fn load_within(&mut self, pieces: &[(Piece, u64)], bytes: u64, threads: usize) -> bool {
        self.tables = Vec::new();
        let pieces: Vec<Piece> = pieces.iter().map(|&(piece, _)| piece).collect();
        let row_sets = self.tables_read(&pieces);
        match self.build_tables_within(Some(&row_sets), bytes, threads) {
            Some(tables) => {
                self.tables = tables;
                self.held = Some(row_sets);
                true
            }
            None => {
                self.held = Some(vec![Vec::new(); row_sets.len()]);
                false
            }
        }
    }

    /// The row sets that the halves of `pieces` read, of each table (as
    /// its quadrant's rows), in increasing order.
    pub(super) fn tables_read(&self, pieces: &[Piece]) -> Vec<Vec<u32>> {
        let mut sets = vec![Vec::new(); table_count(&self.quadrants)];
        for &piece in pieces {
            let fixed = &self.fixed[piece.fixed as usize];
            self.for_each_rows(piece, |east| {
                for (side, rows) in [(EAST, east), (WEST, fixed.rows & !east)] {
                    let (north, south) = self.parts(rows);
                    sets[self.quadrants[side][0]].push(north);
                    sets[self.quadrants[side][1]].push(south);
                }
            });
        }
        for table in &mut sets {
            table.sort_unstable();
            table.dedup();
        }
        sets
    }

    /// Whether the tables hold every row set that `piece` reads.
    pub(super) fn holds(&self, piece: Piece) -> bool {
        let Some(held) = &self.held else {
            return true;
        };
        let read = self.tables_read(&[piece]);
        (read.iter().zip(held))
            .all(|(read, held)| read.iter().all(|rows| held.binary_search(rows).is_ok()))
    }

    /// The pieces, split until each one's slice fits in `budget` bytes
    /// (or it holds one row set), and the ranges of them whose slices fit
    /// together, in order. The queen sets of the row sets they read are
    /// counted first, on `threads` threads.
    pub fn fit(
        &self,
        pieces: Vec<(Piece, u64)>,
        budget: u64,
        threads: usize,
    ) -> (Vec<(Piece, u64)>, Vec<Range<usize>>) {
        let mut sizes = Sizes::new(self, None);
        let read: Vec<Piece> = pieces.iter().map(|&(piece, _)| piece).collect();
        sizes.count_all(&self.tables_read(&read), threads);
        self.fit_by(pieces, budget, &mut sizes)
    }

    /// `fit` by Knuth's estimates of the row sets' queen sets
    /// (`Table::estimated_entries_on`, `FORECAST_FIT_PROBES` descents
    /// each), in milliseconds where counting them takes as long as
    /// building the tables: each group's estimated queen sets and bytes,
    /// for `--estimate`. Past `FORECAST_FIT_ROW_SETS` row sets, every k-th
    /// piece is fitted, its groups' queen sets scaled up k times.
    pub fn fit_estimated(&self, pieces: &[(Piece, u64)], budget: u64) -> Vec<SliceSize> {
        let mut sizes = Sizes::new(self, Some(FORECAST_FIT_PROBES));
        let all = self.row_sets_of(pieces);
        let share: Vec<(Piece, u64)> = pieces.iter().step_by(fit_stride(all)).copied().collect();
        let scale = all as f64 / self.row_sets_of(&share).max(1) as f64;
        let (fitted, groups) = self.fit_by(share, budget, &mut sizes);
        (groups.iter())
            .map(|group| {
                let pieces: Vec<Piece> = fitted[group.clone()].iter().map(|p| p.0).collect();
                let entries = sizes.entries(&self.tables_read(&pieces));
                let held = entries.iter().sum::<u64>() as f64 * scale;
                SliceSize {
                    entries: held as u64,
                    bytes: sizes.bytes_of(&entries),
                }
            })
            .collect()
    }

    /// The queen sets the tables hold now.
    pub fn held_entries(&self) -> u64 {
        self.tables.iter().map(|table| table.len() as u64).sum()
    }

    /// The bytes the tables hold now.
    pub fn held_bytes(&self) -> u64 {
        self.tables.iter().map(Table::bytes).sum()
    }

    /// The bytes the calling thread keeps to count row sets in (its
    /// halves' buffers), beside the tables.
    #[cfg(test)]
    pub fn kept_bytes() -> u64 {
        super::halves::Halves::kept_bytes()
    }

    fn fit_by(
        &self,
        pieces: Vec<(Piece, u64)>,
        budget: u64,
        sizes: &mut Sizes,
    ) -> (Vec<(Piece, u64)>, Vec<Range<usize>>) {
        let pieces = self.split_while(pieces, |piece| {
            sizes.bytes(&self.tables_read(&[piece])) > budget
        });
        // The row sets the group holds, and its queen sets per table.
        let mut held: Vec<Vec<bool>> = (sizes.entries.iter())
            .map(|table| vec![false; table.len()])
            .collect();
        let mut entries = vec![0; held.len()];
        let mut groups = Vec::new();
        let mut start = 0;
        for (at, &(piece, _)) in pieces.iter().enumerate() {
            let read = self.tables_read(&[piece]);
            let added = |held: &Vec<Vec<bool>>, sizes: &mut Sizes| -> Vec<u64> {
                (read.iter().enumerate())
                    .map(|(t, sets)| {
                        let new = sets.iter().filter(|&&rows| !held[t][rows as usize]);
                        new.map(|&rows| sizes.entries_on(t, rows)).sum::<u64>()
                    })
                    .collect()
            };
            let with: Vec<u64> = (entries.iter().zip(added(&held, sizes)))
                .map(|(a, b)| a + b)
                .collect();
            entries = if at > start && sizes.bytes_of(&with) > budget {
                groups.push(start..at);
                start = at;
                held.iter_mut().for_each(|table| table.fill(false));
                added(&held, sizes)
            } else {
                with
            };
            for (t, sets) in read.iter().enumerate() {
                for &rows in sets {
                    held[t][rows as usize] = true;
                }
            }
        }
        if start < pieces.len() {
            groups.push(start..pieces.len());
        }
        (pieces, groups)
    }

    /// The bytes a slice holding `row_sets` takes, about (`Sizes`).
    #[cfg(test)]
    pub(super) fn slice_bytes(&self, row_sets: &[Vec<u32>]) -> u64 {
        Sizes::new(self, None).bytes(row_sets)
    }
}

/// What a group's slice holds: its queen sets and its bytes.
#[derive(Clone, Copy, Debug)]
pub struct SliceSize {
    pub entries: u64,
    pub bytes: u64,
}

/// The queen sets of each table on each row set, counted (or estimated)
/// when first asked: what slices would hold, without building them.
struct Sizes {
    /// Each table's width and forbidden cells, whether it keeps keys...
    tables: Vec<(usize, Vec<u32>)>,
    keyed: bool,
    /// ...and `entries[t][rows]`, once counted.
    entries: Vec<Vec<Option<u64>>>,
    /// `Some(probes)`: estimated by Knuth's descents, not counted.
    probes: Option<usize>,
    random: Random,
}

impl Sizes {
    fn new(join: &Join, probes: Option<usize>) -> Sizes {
        let tables = join.shapes();
        let entries = (tables.iter())
            .map(|(_, forbidden)| vec![None; 1 << forbidden.len()])
            .collect();
        Sizes {
            tables,
            keyed: !join.board.is_plain(),
            entries,
            probes,
            random: Random::seeded(),
        }
    }

    /// The queen sets of table `t` on the rows `rows`.
    fn entries_on(&mut self, t: usize, rows: u32) -> u64 {
        let (columns, forbidden) = &self.tables[t];
        let (probes, random) = (self.probes, &mut self.random);
        let known = &mut self.entries[t][rows as usize];
        *known.get_or_insert_with(|| match probes {
            None => Table::entries_on(*columns, forbidden, rows),
            Some(probes) => Table::estimated_entries_on(*columns, forbidden, rows, probes, random)
                .round() as u64,
        })
    }

    /// Counts the queen sets of each table's row sets `row_sets[t]` on
    /// `threads` threads, runs of them in turn, each into its own stretch
    /// of the counts.
    fn count_all(&mut self, row_sets: &[Vec<u32>], threads: usize) {
        for (t, sets) in row_sets.iter().enumerate() {
            let (columns, forbidden) = &self.tables[t];
            let mut counts = vec![0; sets.len()];
            let run = run_length(sets.len(), threads);
            let runs = sets.chunks(run).zip(counts.chunks_mut(run));
            on_threads(runs, threads, |(sets, counts)| {
                for (&rows, count) in sets.iter().zip(counts) {
                    *count = Table::entries_on(*columns, forbidden, rows);
                }
            });
            for (&rows, count) in sets.iter().zip(counts) {
                self.entries[t][rows as usize] = Some(count);
            }
        }
    }

    /// The queen sets of each table holding `row_sets[t]` of it.
    fn entries(&mut self, row_sets: &[Vec<u32>]) -> Vec<u64> {
        (row_sets.iter().enumerate())
            .map(|(t, sets)| sets.iter().map(|&rows| self.entries_on(t, rows)).sum())
            .collect()
    }

    /// The bytes of the tables holding `entries[t]` queen sets each.
    fn bytes_of(&self, entries: &[u64]) -> u64 {
        (self.tables.iter().zip(entries))
            .map(|((columns, forbidden), &entries)| {
                Table::bytes_of(forbidden.len(), *columns, entries, self.keyed)
            })
            .sum()
    }

    /// The bytes of the tables holding `row_sets[t]` of each table t
    /// (distinct row sets).
    fn bytes(&mut self, row_sets: &[Vec<u32>]) -> u64 {
        let entries = self.entries(row_sets);
        self.bytes_of(&entries)
    }
}

/// How many pieces apart those that `fit_estimated` reads are, of `all`
/// row sets: about `FORECAST_FIT_ROW_SETS` of them are read.
fn fit_stride(all: u64) -> usize {
    ((all + FORECAST_FIT_ROW_SETS - 1) / FORECAST_FIT_ROW_SETS).max(1) as usize
}
