//! How often the rarer paths of the engines ran, counted in test builds
//! only, so that a test can show that its boards reach each one. The
//! counts are per thread: `cargo test` runs tests side by side, and a
//! test sees only what its own boards reached.

use std::cell::Cell;

/// A rarer path of the engines.
#[derive(Clone, Copy, Debug)]
pub enum Path {
    /// The dynamic search handed the rest of a placement to the fast core.
    Handoff,
    /// Mirror halving branched on a row other than the top one.
    MirrorBelowTop,
    /// An orientation other than the board as given was chosen.
    Turned,
    /// Pinned border queens were chosen, on 2 lines...
    PinnedOnTwoLines,
    /// ...and on 4 lines.
    PinnedOnFourLines,
    /// Auto chose the join for a board with forbidden cells.
    BoardJoin,
    /// The fast core counted a tree.
    FastCore,
    /// Auto's plan went on from where its first search stopped.
    Resumed,
    /// The dynamic search placed two or more forced queens in one pass...
    ForcedTogether,
    /// ...and found two forced queens that attack each other.
    ForcedClash,
}

thread_local! {
    static HITS: [Cell<usize>; 10] = Default::default();
}

/// Notes that `path` ran on this thread.
pub fn hit(path: Path) {
    HITS.with(|hits| hits[path as usize].set(hits[path as usize].get() + 1));
}

/// How often `path` ran on this thread.
pub fn hits(path: Path) -> usize {
    HITS.with(|hits| hits[path as usize].get())
}

/// Mirror halving branched on the row `row`.
pub fn mirror_split_on_row(row: usize) {
    if row != 0 {
        hit(Path::MirrorBelowTop);
    }
}
