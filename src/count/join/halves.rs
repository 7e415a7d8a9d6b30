//! The halves of one row set E: every placement of the east half on
//! rows E (and of the west half on the other rows) as the key of the
//! diagonals the other half can reach, glued from pairs of quadrant
//! table entries whose columns fill the half and whose diagonals do not
//! clash. No search; reads the tables, writes keys to reused buffers.

use super::disjoint::Pairs;
use super::quadrant::SECOND;
use super::weights::{Fixed, Symmetry};
use super::{Join, EAST, WEST};
pub(super) use buffers::Keys;
use buffers::{Entries, NorthLists};

mod buffers;

impl Join {
    /// The first column and the width of the `side` half.
    pub(super) fn columns_of(&self, side: usize) -> (usize, usize) {
        if side == EAST {
            (0, self.h)
        } else {
            (self.west_left, self.n - self.west_left)
        }
    }

    /// How the quadrant of the `side` half whose top row is `top` reads
    /// on the board, its diagonals `blocked` ruled out.
    pub(super) fn view(&self, side: usize, top: usize, blocked: [u64; 2]) -> View {
        let (n, h) = (self.n, self.h);
        let (left, width) = self.columns_of(side);
        // Keys: the first diagonals from the west half's first column on,
        // the second ones from that of the east half's last column.
        let windows = [self.west_left, n - h];
        View::new(n, top, left, width, windows, self.key_width(), blocked)
    }

    /// Builds the east halves on rows `east` and, if there are any, the
    /// west halves on the other rows of `fixed`, into `halves`; returns
    /// its work.
    pub(super) fn build_halves(&self, fixed: &Fixed, east: u64, halves: &mut Halves) -> Work {
        let n = self.n;
        let west = fixed.rows & !east;
        // Even N counts east halves with no queen on a long diagonal.
        let blocked = if fixed.symmetry == Symmetry::Diagonals {
            [fixed.first | 1 << (n - 1), fixed.second | 1 << (n - 1)]
        } else {
            [fixed.first, fixed.second]
        };
        let (north, south) = self.parts(east);
        let work = self.halves(
            blocked,
            north,
            south,
            &fixed.east_splits,
            fixed.east_columns,
            EAST,
            &mut halves.souths,
            &mut halves.north_lists[EAST],
            &mut halves.east,
        );
        if halves.east.is_empty() {
            halves.west.clear();
            return work;
        }
        let (north, south) = self.parts(west);
        work + self.halves(
            [fixed.first, fixed.second],
            north,
            south,
            &fixed.west_splits,
            fixed.west_columns,
            WEST,
            &mut halves.souths,
            &mut halves.north_lists[WEST],
            &mut halves.west,
        )
    }

    /// How many diagonals of each direction the two halves share: the
    /// width of each half of a key.
    pub(super) fn key_width(&self) -> usize {
        (self.n + self.h).saturating_sub(1 + self.west_left)
    }

    /// Every half on north rows `north` and south rows `south` (quadrant
    /// masks) filling the quadrant columns `columns` of the `side` half
    /// (`EAST` or `WEST`), as keys of the diagonals the other half can
    /// reach, none on a diagonal of `blocked`. `splits[k]` lists the
    /// k-column subsets of `columns`: the columns the north quadrant may
    /// take. Returns a measure of its work: the column splits tried, and
    /// the table entries read and pairs of entries tested. Long because
    /// the two table walks and the keys kept beside a table share the
    /// loop's state.
    #[allow(clippy::too_many_arguments)]
    fn halves(
        &self,
        blocked: [u64; 2],
        north: u32,
        south: u32,
        splits: &[Vec<u32>],
        columns: u32,
        side: usize,
        souths: &mut Entries,
        north_lists: &mut NorthLists,
        out: &mut Keys,
    ) -> Work {
        out.clear();
        let [north_table, south_table] = self.quadrants[side].map(|at| &self.tables[at]);
        let (north_view, south_view) = (
            self.view(side, 0, blocked),
            self.view(side, self.south_top, blocked),
        );
        // A north and a south entry clash where their diagonals meet:
        // the south entry's own quadrant coordinates, and the north
        // entry's moved down by the south quadrants' top (both
        // diagonals grow by one per row), the bits that cross from the
        // second half into the first cleared (`crossing`).
        let down = self.south_top as u32;
        let crossing = kept_after_moving_down(down);
        // Where the north table lists its column sets with entries, those
        // (all within the half's columns: no queen is fixed), else every
        // split of the columns.
        let splits = match north_table.column_sets(north) {
            Some(sets) => sets,
            None => &splits[north.count_ones() as usize],
        };
        let mut work = Work {
            splits: splits.len(),
            steps: 0,
        };
        let moved = |u: u64| u >> down & crossing;
        // Without keys beside the north table, the north entries' clashes
        // and keys for every split, made once for the piece's row sets.
        if !north_table.keeps_keys() {
            north_lists.make(
                (north, columns, north_view.blocked),
                splits,
                |upper| north_table.entries(north, upper),
                |u| (moved(u), north_view.key(u)),
            );
        }
        // Splits by decreasing north columns, so that the south columns
        // (the rest) increase: the south entries of a row set, which a
        // piece reads once, are then read front to back, at the pace of
        // a prefetching stream rather than a cache miss a split. The
        // north rows are the piece's own: their entries stay cached in
        // any order. (Both lists are in increasing order.)
        for (at, &upper) in splits.iter().enumerate().rev() {
            let uppers = north_table.entries(north, upper);
            if uppers.is_empty() {
                continue;
            }
            let lower_columns = columns & !upper;
            let south_entries = south_table.entries(south, lower_columns);
            work.read(uppers.len(), south_entries.len());
            // The south entries as (clash, key): kept beside the table, or
            // made here, the blocked ones left out.
            let (clashes, keys) = match south_table.keys(south, lower_columns) {
                Some(keys) => {
                    debug_assert_eq!(south_view.blocked, 0, "keys kept where queens are fixed");
                    (south_entries, keys)
                }
                _ => {
                    souths.keep(south_entries, south_view.blocked, |l| {
                        (l, south_view.key(l))
                    });
                    souths.kept()
                }
            };
            if clashes.is_empty() {
                continue;
            }
            // The north entries' clashes moved down, with their keys.
            work.pair(uppers.len(), clashes.len());
            let keys = &keys[..clashes.len()];
            let len = match north_table.keys(north, upper) {
                // Keys are kept only where nothing is blocked.
                Some(upper_keys) => {
                    debug_assert_eq!(north_view.blocked, 0, "keys kept where queens are fixed");
                    let room = out.room(uppers.len() * clashes.len());
                    let uppers = uppers.iter().zip(upper_keys);
                    write_pairs(
                        room,
                        uppers.map(|(&u, &key)| (moved(u), key)),
                        clashes,
                        keys,
                    )
                }
                None => {
                    let (upper_clashes, upper_keys) = north_lists.split(at);
                    let room = out.room(upper_clashes.len() * clashes.len());
                    let uppers = upper_clashes.iter().zip(upper_keys);
                    write_pairs(room, uppers.map(|(&c, &key)| (c, key)), clashes, keys)
                }
            };
            out.keep(len);
        }
        work
    }
}

/// Writes the key of every pair of an upper (clash, key) and a lower
/// (`clashes[i]`, `keys[i]`) into `room`, in order, and keeps those
/// without a clash: no branch. Returns how many it kept. Room for all of
/// them first: lowers are few, so a step per upper would cost more.
#[inline(always)]
fn write_pairs(
    room: &mut [u64],
    uppers: impl Iterator<Item = (u64, u64)>,
    clashes: &[u64],
    keys: &[u64],
) -> usize {
    let mut len = 0;
    for (u_clash, u_key) in uppers {
        for i in 0..clashes.len() {
            room[len] = u_key | keys[i];
            len += usize::from(u_clash & clashes[i] == 0);
        }
    }
    len
}

/// The bits of a packed entry (both diagonals, `SECOND` apart) kept
/// after it is shifted down by `down` (1 <= down < SECOND): those below
/// `SECOND - down`, where the first diagonal's moved bits lie, and the
/// second half; the bits in between came from the second diagonal's
/// lowest `down` and would read as first-diagonal bits. (Among the
/// boards the join takes, they could meet a south entry's first diagonal
/// only at plain N = 23, never in the tests.)
fn kept_after_moving_down(down: u32) -> u64 {
    ((1u64 << (SECOND - down)) - 1) | !0u64 << SECOND
}

/// The work of building halves (see `Join::halves`).
#[derive(Clone, Copy, Default)]
pub(super) struct Work {
    /// Column splits tried: each reads the index of two tables.
    pub(super) splits: usize,
    /// Table entries read and pairs of entries tested.
    pub(super) steps: usize,
}

impl Work {
    /// Notes `uppers` north and `lowers` south entries read.
    fn read(&mut self, uppers: usize, lowers: usize) {
        self.steps += uppers + lowers;
    }

    /// Notes every pair of `uppers` north and `lowers` south entries
    /// tested.
    fn pair(&mut self, uppers: usize, lowers: usize) {
        self.steps += uppers * lowers;
    }
}

impl std::ops::Add for Work {
    type Output = Work;
    fn add(self, other: Work) -> Work {
        Work {
            splits: self.splits + other.splits,
            steps: self.steps + other.steps,
        }
    }
}

/// How the packed diagonals of a quadrant's entries (quadrant
/// coordinates) read on the board, for one quadrant of one half.
pub(super) struct View {
    /// The packed quadrant diagonals that `blocked` forbids.
    pub(super) blocked: u64,
    /// Each diagonal's shift from the quadrant into its window of the
    /// key: left, then right.
    first: (u32, u32),
    second: (u32, u32),
    /// The key: the first diagonals' window, then the second's.
    width: u32,
}

impl View {
    /// The quadrant `width` columns wide whose top left cell is board
    /// cell (top, left); the key's windows start at board diagonals
    /// `windows` and are `key_width` wide.
    fn new(
        n: usize,
        top: usize,
        left: usize,
        width: usize,
        windows: [usize; 2],
        key_width: usize,
        blocked: [u64; 2],
    ) -> View {
        // Quadrant diagonals r + c and r - c + width - 1 become board
        // diagonals r + c and r - c + n - 1 by these shifts.
        let first_shift = top + left;
        let second_shift = top + n - width - left;
        let low = |mask: u64| mask & ((1u64 << SECOND) - 1);
        let into_window = |shift: usize, window: usize| {
            if shift >= window {
                ((shift - window) as u32, 0)
            } else {
                (0, (window - shift) as u32)
            }
        };
        View {
            blocked: low(blocked[0] >> first_shift) | low(blocked[1] >> second_shift) << SECOND,
            first: into_window(first_shift, windows[0]),
            second: into_window(second_shift, windows[1]),
            width: key_width as u32,
        }
    }

    /// The key of a packed entry: its diagonals in the windows.
    #[inline(always)]
    pub(super) fn key(&self, entry: u64) -> u64 {
        let mask = (1u64 << self.width) - 1;
        let first = entry & ((1u64 << SECOND) - 1);
        let second = entry >> SECOND;
        (first << self.first.0 >> self.first.1 & mask)
            | (second << self.second.0 >> self.second.1 & mask) << self.width
    }
}

/// Buffers one thread reuses from row set to row set.
pub(super) struct Halves {
    pub(super) east: Keys,
    pub(super) west: Keys,
    /// The south entries of a column split.
    souths: Entries,
    /// Each side's north entries, split by split.
    north_lists: [NorthLists; 2],
    /// West halves by their queens on the long diagonals.
    pub(super) groups: [Vec<u64>; 3],
    pub(super) pairs: Pairs,
}

thread_local! {
    /// This thread's buffers between pieces: a piece of few row sets
    /// (a split part's job, an estimate's unit) would otherwise spend
    /// more of its time growing fresh buffers, page by page, than
    /// counting, and threads that fault pages in at once wait on each
    /// other in the kernel.
    static KEPT: std::cell::RefCell<Option<Halves>> = const { std::cell::RefCell::new(None) };
}

impl Halves {
    /// Runs `work` with this thread's buffers (new ones the first time).
    pub(super) fn with_kept<T>(work: impl FnOnce(&mut Halves) -> T) -> T {
        let mut halves = KEPT
            .with(|kept| kept.borrow_mut().take())
            .unwrap_or_else(Halves::new);
        let result = work(&mut halves);
        KEPT.with(|kept| *kept.borrow_mut() = Some(halves));
        result
    }

    /// The bytes this thread's kept buffers hold (0 before it counts).
    #[cfg(test)]
    pub(super) fn kept_bytes() -> u64 {
        KEPT.with(|kept| kept.borrow().as_ref().map_or(0, Halves::bytes))
    }

    /// The bytes its buffers hold: what a thread that counts row sets
    /// keeps beside the tables (the tests' measure of `Join::ready`).
    #[cfg(test)]
    pub(super) fn bytes(&self) -> u64 {
        let groups: usize = self.groups.iter().map(Vec::capacity).sum();
        let lists: u64 = self.north_lists.iter().map(NorthLists::bytes).sum();
        self.east.bytes()
            + self.west.bytes()
            + self.souths.bytes()
            + lists
            + 8 * groups as u64
            + self.pairs.bytes()
    }

    pub(super) fn new() -> Halves {
        Halves {
            east: Keys::new(),
            west: Keys::new(),
            souths: Entries::new(),
            north_lists: [NorthLists::new(), NorthLists::new()],
            groups: [Vec::new(), Vec::new(), Vec::new()],
            pairs: Pairs::new(),
        }
    }
}

#[cfg(test)]
mod halves_tests;
