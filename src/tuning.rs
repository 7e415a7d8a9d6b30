//! Tuning constants.

/// A node of the dynamic search, in steps of the fast core.
pub const DYNAMIC_NODE: u64 = 20;

/// Random probes of one Knuth estimate.
pub const PROBES: usize = 256;
/// Steps of the fast core that one level of one probe costs when a case is
/// planned.
pub const PROBE_LEVEL: f64 = 32.0;
/// A case's first search may take this many times what planning it costs.
pub const SMALL_TREE_PLANS: f64 = 4.0;

/// Steps of the fast core that building the filter takes per plain solution.
pub const FILTER_BUILD: f64 = 44.0;
/// Steps of the fast core that one word operation of the filter takes.
pub const FILTER_OP: f64 = 0.45;
/// The most memory a filter may take to build.
pub const FILTER_MEMORY: u64 = 96 << 20;

/// Cases read ahead per thread when cases are counted side by side.
#[cfg(not(feature = "judge"))]
pub const WINDOW_PER_THREAD: usize = 64;
/// Work a thread takes at once when cases are counted side by side.
#[cfg(not(feature = "judge"))]
pub const CHUNK_TIME: std::time::Duration = std::time::Duration::from_micros(200);
/// A case planned above this many steps is counted on all threads.
#[cfg(not(feature = "judge"))]
pub const SHARED_STEPS: f64 = 3.2e6;
