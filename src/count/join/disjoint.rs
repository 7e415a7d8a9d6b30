//! Counts the pairs (p, q), p from one list and q from another, with
//! p & q == 0: the hot loop of the half-board join.
//!
//! Bit-sliced: the q side goes in blocks of 512. For each bit j, the
//! block's "q has bit j" flags form a 512-bit vector; for each run of 5
//! key bits and each of its 32 values v, `table[run][v]` is the AND of
//! the "q lacks bit j" vectors over the bits j of v. One p then costs
//! one AND per run and a popcount for 512 pairs, with no branch. A short
//! list, or a short last block, is scanned pair by pair instead.
//! Limits: keys of at most 64 bits.

/// Patterns per block: 8 words of 64.
const WORDS: usize = 8;
const BLOCK: usize = WORDS * 64;
/// Key bits looked up at once.
const RUN: usize = 5;
/// Below this many q patterns a block costs more to build and look up
/// than testing the pairs one by one.
const SHORT: usize = 48;

type Lanes = [u64; WORDS];

/// Scratch space for the block tables, reused from call to call.
pub struct Pairs {
    tables: Vec<[Lanes; 1 << RUN]>,
    has_bit: Vec<Lanes>,
}

impl Pairs {
    pub fn new() -> Pairs {
        Pairs {
            tables: Vec::new(),
            has_bit: Vec::new(),
        }
    }

    /// The number of pairs (p, q) from `ps` × `qs` with p & q == 0, for
    /// keys below `1 << bits`.
    pub fn count_disjoint(&mut self, ps: &[u64], qs: &[u64], bits: usize) -> u64 {
        // The longer list is sliced: its blocks are fuller.
        let (ps, qs) = if ps.len() > qs.len() {
            (qs, ps)
        } else {
            (ps, qs)
        };
        if ps.len() < SHORT {
            return count_directly(ps, qs);
        }
        let runs = ((bits + RUN - 1) / RUN).max(1);
        let mut total = 0;
        for block in qs.chunks(BLOCK) {
            total += if block.len() < SHORT {
                count_directly(ps, block)
            } else {
                self.build(block, runs);
                match runs {
                    1 => self.look_up::<1>(ps),
                    2 => self.look_up::<2>(ps),
                    3 => self.look_up::<3>(ps),
                    4 => self.look_up::<4>(ps),
                    5 => self.look_up::<5>(ps),
                    6 => self.look_up::<6>(ps),
                    7 => self.look_up::<7>(ps),
                    8 => self.look_up::<8>(ps),
                    9 => self.look_up::<9>(ps),
                    10 => self.look_up::<10>(ps),
                    11 => self.look_up::<11>(ps),
                    12 => self.look_up::<12>(ps),
                    _ => self.look_up::<13>(ps),
                }
            };
        }
        total
    }

    /// Fills the tables for one block of q patterns.
    fn build(&mut self, block: &[u64], runs: usize) {
        let bits = runs * RUN;
        self.has_bit.clear();
        self.has_bit.resize(bits, [0; WORDS]);
        let mut present: Lanes = [0; WORDS];
        for (i, &q) in block.iter().enumerate() {
            let (word, flag) = (i / 64, 1u64 << (i % 64));
            present[word] |= flag;
            let mut rest = q;
            while rest != 0 {
                self.has_bit[rest.trailing_zeros() as usize][word] |= flag;
                rest &= rest - 1;
            }
        }
        self.tables.resize(runs, [[0; WORDS]; 1 << RUN]);
        for (run, table) in self.tables.iter_mut().enumerate().take(runs) {
            // Slots of the patterns past the block's end stay 0 in
            // table[0][..] of the first run, so they never count.
            table[0] = if run == 0 { present } else { [!0; WORDS] };
            for value in 1..1usize << RUN {
                let low = value.trailing_zeros() as usize;
                let without = table[value & (value - 1)];
                let has = self.has_bit[run * RUN + low];
                let mut lanes = [0; WORDS];
                for w in 0..WORDS {
                    lanes[w] = without[w] & !has[w];
                }
                table[value] = lanes;
            }
        }
    }

    /// The disjoint pairs of every p with the block in the tables.
    fn look_up<const RUNS: usize>(&self, ps: &[u64]) -> u64 {
        let tables: &[[Lanes; 1 << RUN]; RUNS] = self.tables[..RUNS]
            .try_into()
            .expect("the tables were built for RUNS runs");
        let mut total = 0u64;
        for &p in ps {
            let mut free = tables[0][(p & 31) as usize];
            for (run, table) in tables.iter().enumerate().skip(1) {
                let slot = &table[(p >> (run * RUN) & 31) as usize];
                for w in 0..WORDS {
                    free[w] &= slot[w];
                }
            }
            total += free.iter().map(|w| u64::from(w.count_ones())).sum::<u64>();
        }
        total
    }
}

/// Pair by pair.
fn count_directly(ps: &[u64], qs: &[u64]) -> u64 {
    let mut total = 0;
    for &p in ps {
        total += qs.iter().filter(|&&q| p & q == 0).count() as u64;
    }
    total
}

#[cfg(test)]
mod tests {
    use super::{count_directly, Pairs};
    use crate::testing::Rng;

    #[test]
    fn sliced_count_matches_pair_by_pair() {
        let mut rng = Rng(0x5EED_0010);
        let mut pairs = Pairs::new();
        for case in 0..200 {
            let bits = 1 + rng.below(64);
            let len_p = rng.below(if case % 4 == 0 { 40 } else { 1300 });
            let len_q = rng.below(1300);
            let key_mask = if bits == 64 { !0 } else { (1u64 << bits) - 1 };
            // Sparse keys, so that many pairs are disjoint.
            let mut key = |rng: &mut Rng| rng.next() & rng.next() & rng.next() & key_mask;
            let ps: Vec<u64> = (0..len_p).map(|_| key(&mut rng)).collect();
            let qs: Vec<u64> = (0..len_q).map(|_| key(&mut rng)).collect();
            assert_eq!(
                pairs.count_disjoint(&ps, &qs, bits),
                count_directly(&ps, &qs),
                "{} bits, {} × {}",
                bits,
                len_p,
                len_q
            );
        }
    }
}
