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

    /// A number uniform in [0, 1): the top 53 bits, as many as an f64's
    /// mantissa holds exactly, over 2^53.
    pub fn fraction(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }
}

#[cfg(test)]
mod tests {
    use super::Random;

    /// Fractions lie in [0, 1) and spread over it: a tenth of them in
    /// each tenth, within a few standard deviations.
    #[test]
    fn fractions_spread_evenly_below_one() {
        let mut random = Random::seeded();
        let mut tenths = [0u32; 10];
        for _ in 0..10_000 {
            let fraction = random.fraction();
            assert!((0.0..1.0).contains(&fraction), "{}", fraction);
            tenths[(fraction * 10.0) as usize] += 1;
        }
        for &tenth in &tenths {
            assert!((850..=1150).contains(&tenth), "{:?}", tenths);
        }
    }
}
