//! Tuning constants.

/// A node of the dynamic search, in steps of the fast core.
pub const DYNAMIC_NODE: u64 = 9;

/// Random probes of one Knuth estimate.
pub const PROBES: usize = 256;
/// Random probes of the dynamic search's estimate, whose levels cost O(N)
/// lines each: measured on boards N = 14..20 against their counted nodes,
/// 64 probes put 80% of the estimates within 0.77 to 1.35 times the truth
/// (256 probes: 0.85 to 1.17), enough for decisions with margins of 2 to 4.
#[cfg(not(feature = "judge"))]
pub const DYNAMIC_PROBES: usize = 64;
/// Steps of the fast core that one level of one probe costs when a case is
/// planned.
pub const PROBE_LEVEL: f64 = 32.0;
/// Steps per cell of the board that setting up the dynamic search or the
/// fast core costs, about: what a case's very first count, by the plain
/// loop, may take.
pub const TINY_TREE_SETUP: usize = 4;
/// A case's first search may take this many times what planning it costs.
pub const SMALL_TREE_PLANS: f64 = 4.0;

/// Steps of the fast core that building the filter takes per plain solution.
pub const FILTER_BUILD: f64 = 44.0;
/// Steps of the fast core that one word operation of the filter takes.
pub const FILTER_OP: f64 = 0.3;
/// A search that races a built filter gets this share of the filter's
/// cost.
pub const RACE_SHARE: f64 = 0.25;
/// The most memory a filter may take to build.
pub const FILTER_MEMORY: u64 = 96 << 20;

/// Steps of the fast core in `parallel::SPAWN_AFTER` (10 ms), about: a
/// case estimated below it is not split into jobs, as it ends before any
/// thread would start to take them.
#[cfg(not(feature = "judge"))]
pub const SPAWN_STEPS: f64 = 3.2e6;
/// Cases read ahead per thread when cases are counted side by side.
#[cfg(not(feature = "judge"))]
pub const WINDOW_PER_THREAD: usize = 64;
/// Work a thread takes at once when cases are counted side by side.
#[cfg(not(feature = "judge"))]
pub const CHUNK_TIME: std::time::Duration = std::time::Duration::from_micros(200);
/// When cases are counted side by side, a case planned above this many
/// steps (about a second) is counted on all threads instead: long enough
/// to hold up the cases behind it, and to repay pausing the threads and
/// splitting it; shorter ones are counted alone, side by side.
#[cfg(not(feature = "judge"))]
pub const SHARED_STEPS: f64 = 3.2e8;

/// A unit of the join's work (`Join::estimated_work`), in steps of the
/// fast core.
#[cfg(not(feature = "judge"))]
pub const JOIN_UNIT: f64 = 0.48;
/// Steps of the fast core that building the join's tables takes per byte
/// of them (`Join::memory`).
#[cfg(not(feature = "judge"))]
pub const JOIN_TABLE_BYTE: f64 = 0.3;
/// The join's tables are built only for a search estimated at this many
/// times the least the join can cost: a rejected join then wastes at most
/// a quarter of the search.
#[cfg(not(feature = "judge"))]
pub const JOIN_GATE: f64 = 4.0;
/// Row sets the join's estimate samples.
#[cfg(not(feature = "judge"))]
pub const JOIN_SAMPLES: usize = 64;

/// Boards up to this size take microseconds in the reference engine:
/// less than choosing an orientation would cost.
#[cfg(not(feature = "judge"))]
pub const SMALL_N: usize = 10;

/// Plain boards from this size on are counted by the join: below it both
/// the join and the symmetry engine take about a millisecond, the join no
/// more (bench/RESULTS.md, plain boards), from it on the join is faster.
#[cfg(not(feature = "judge"))]
pub const JOIN_MIN_N: usize = 12;

/// The most memory the join may take (its quadrant table and index):
/// 4 GiB, which plain N ≤ 23 keep to (`Join::memory`; "Memory of the
/// join" in bench/RESULTS.md).
#[cfg(not(feature = "judge"))]
pub const JOIN_MEMORY: u64 = 4 << 30;

/// Random descents per estimate when choosing whether to pin border
/// queens of a symmetric board...
#[cfg(not(feature = "judge"))]
pub const PIN_PROBES: usize = 256;
/// ...and in the rough estimate that first tells whether the tree is
/// large enough to weigh pinning at all (and of a plain board's plan).
#[cfg(not(feature = "judge"))]
pub const GATE_PROBES: usize = 32;

/// Pinning is weighed only for trees estimated at more than this many
/// times the nodes that one estimate's probes visit (`PIN_PROBES` × N at
/// most): below, the two estimates and the configurations cost more than
/// an eighth of the count, which pinning rarely repays. Chosen from 1, 4,
/// 8, 16 and 64 by instructions counted on random symmetric boards N =
/// 11..14 of the seven nontrivial groups, where it was the best or within
/// 1% of it.
#[cfg(not(feature = "judge"))]
pub const PIN_MIN_TREE_PER_PROBE_NODE: usize = 16;

/// Below this many rows to fill, a tree is so small that the fast core's
/// setup (a list of subtree roots, two walkers' stacks) is most of its
/// cost: the plain loop of `count_from` counts it.
pub const FAST_CORE_MIN_ROWS: usize = 8;
