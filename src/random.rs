//! The one random generator: xorshift64. The engines' estimates start it
//! from a fixed seed, so that the same board always gets the same
//! estimate, hence the same plan; the tests seed it per test, so that a
//! failure can be replayed.

/// xorshift64 (Marsaglia): the state must not be zero.
pub struct Random(pub u64);

impl Random {
    /// The generator the engines' estimates use.
    pub fn seeded() -> Random {
        Random(0x9E37_79B9_7F4A_7C15)
    }

    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A number below `bound` (> 0).
    pub fn below(&mut self, bound: usize) -> usize {
        (self.next() % bound as u64) as usize
    }
}
