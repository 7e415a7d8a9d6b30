//! Known counts, shared by the integration tests and, through a `#[path]`
//! module, by the unit tests in src/testing.rs: data, not code, so the
//! oracles stay independent of the crate.

/// OEIS A000170: the solutions of the plain N-queens problem, N = 1..=21.
pub const A000170: [u64; 21] = [
    1,
    0,
    0,
    2,
    10,
    4,
    40,
    92,
    352,
    724,
    2680,
    14200,
    73712,
    365596,
    2279184,
    14772512,
    95815104,
    666090624,
    4968057848,
    39029188884,
    314666222712,
];
