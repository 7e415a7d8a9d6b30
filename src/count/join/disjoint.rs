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
const RUN_MASK: u64 = (1 << RUN) - 1;
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
        self.count_weighted(ps, qs, |_| 1, bits)
    }

    /// The sum of `weight(q)` over the pairs (p, q) from `ps` × `qs` with
    /// p & q == 0. Runs of equal weight in `qs` keep blocks of one weight.
    pub fn count_weighted<W>(&mut self, ps: &[u64], qs: &[u64], weight: W, bits: usize) -> u64
    where
        W: Fn(u64) -> u64 + Copy,
    {
        let runs = ((bits + RUN - 1) / RUN).max(1);
        if ps.len().min(qs.len()) < SHORT {
            return count_directly(ps, qs, weight);
        }
        let mut total = 0;
        if ps.len() > qs.len() {
            // The p side is sliced; each q looks it up with its weight.
            for block in ps.chunks(BLOCK) {
                total += if block.len() < SHORT {
                    count_directly(block, qs, weight)
                } else {
                    self.build(block, runs);
                    self.look_up(runs, qs, weight, None)
                };
            }
            return total;
        }
        for block in qs.chunks(BLOCK) {
            if block.len() < SHORT {
                total += count_directly(ps, block, weight);
                continue;
            }
            self.build(block, runs);
            let first = weight(block[0]);
            if block.iter().all(|&q| weight(q) == first) {
                total += first * self.look_up(runs, ps, |_| 1, None);
                continue;
            }
            // Lanes of each weight, looked up apart.
            let mut weights = Vec::new();
            for &q in block {
                if !weights.contains(&weight(q)) {
                    weights.push(weight(q));
                }
            }
            for &w in &weights {
                let mut lanes: Lanes = [0; WORDS];
                for (i, &q) in block.iter().enumerate() {
                    if weight(q) == w {
                        lanes[i / 64] |= 1 << (i % 64);
                    }
                }
                total += w * self.look_up(runs, ps, |_| 1, Some(&lanes));
            }
        }
        total
    }

    /// The sliced block against every probe: the sum over probes of
    /// `weight(probe)` times its disjoint patterns in the block (within
    /// `only`, if given).
    fn look_up<W>(&self, runs: usize, probes: &[u64], weight: W, only: Option<&Lanes>) -> u64
    where
        W: Fn(u64) -> u64,
    {
        match runs {
            1 => self.look_up_runs::<1, W>(probes, weight, only),
            2 => self.look_up_runs::<2, W>(probes, weight, only),
            3 => self.look_up_runs::<3, W>(probes, weight, only),
            4 => self.look_up_runs::<4, W>(probes, weight, only),
            5 => self.look_up_runs::<5, W>(probes, weight, only),
            6 => self.look_up_runs::<6, W>(probes, weight, only),
            7 => self.look_up_runs::<7, W>(probes, weight, only),
            8 => self.look_up_runs::<8, W>(probes, weight, only),
            9 => self.look_up_runs::<9, W>(probes, weight, only),
            10 => self.look_up_runs::<10, W>(probes, weight, only),
            11 => self.look_up_runs::<11, W>(probes, weight, only),
            12 => self.look_up_runs::<12, W>(probes, weight, only),
            _ => self.look_up_runs::<13, W>(probes, weight, only),
        }
    }

    /// Fills the tables for one block of q patterns.
    fn build(&mut self, block: &[u64], runs: usize) {
        let bits = runs * RUN;
        self.has_bit.clear();
        self.has_bit.resize(bits, [0; WORDS]);
        let mut present: Lanes = [0; WORDS];
        for (word, patterns) in block.chunks(64).enumerate() {
            present[word] = if patterns.len() == 64 {
                !0
            } else {
                (1 << patterns.len()) - 1
            };
            let mut rows = [0u64; 64];
            rows[..patterns.len()].copy_from_slice(patterns);
            transpose(&mut rows);
            for (bit, has) in self.has_bit.iter_mut().enumerate() {
                has[word] = rows.get(bit).copied().unwrap_or(0);
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

    fn look_up_runs<const RUNS: usize, W>(
        &self,
        probes: &[u64],
        weight: W,
        only: Option<&Lanes>,
    ) -> u64
    where
        W: Fn(u64) -> u64,
    {
        let tables: &[[Lanes; 1 << RUN]; RUNS] = self.tables[..RUNS]
            .try_into()
            .expect("the tables were built for RUNS runs");
        let free_of = |p: u64| {
            let mut free = tables[0][(p & RUN_MASK) as usize];
            for (run, table) in tables.iter().enumerate().skip(1) {
                let slot = &table[(p >> (run * RUN) & RUN_MASK) as usize];
                for w in 0..WORDS {
                    free[w] &= slot[w];
                }
            }
            free
        };
        let ones = |lanes: Lanes| lanes.iter().map(|w| u64::from(w.count_ones())).sum::<u64>();
        let mut total = 0u64;
        match only {
            None => {
                for &p in probes {
                    total += weight(p) * ones(free_of(p));
                }
            }
            Some(only) => {
                for &p in probes {
                    let mut free = free_of(p);
                    for w in 0..WORDS {
                        free[w] &= only[w];
                    }
                    total += weight(p) * ones(free);
                }
            }
        }
        total
    }
}

/// Transposes a 64×64 bit matrix: afterwards bit i of `rows[j]` is what
/// bit j of `rows[i]` was. Six rounds, each swapping blocks of half the
/// size of the last across the diagonal.
fn transpose(rows: &mut [u64; 64]) {
    let mut width = 32;
    let mut low: u64 = 0x0000_0000_FFFF_FFFF;
    while width != 0 {
        let mut k = 0;
        while k < 64 {
            // Row k's high block and row k + width's low block trade places.
            let swap = ((rows[k] >> width) ^ rows[k + width]) & low;
            rows[k] ^= swap << width;
            rows[k + width] ^= swap;
            k = (k + width + 1) & !width;
        }
        width >>= 1;
        low ^= low << width;
    }
}

/// Pair by pair.
fn count_directly<W: Fn(u64) -> u64>(ps: &[u64], qs: &[u64], weight: W) -> u64 {
    let mut total = 0;
    for &q in qs {
        let count = ps.iter().filter(|&&p| p & q == 0).count() as u64;
        total += weight(q) * count;
    }
    total
}

#[cfg(test)]
mod tests {
    use super::{count_directly, Pairs};
    use crate::testing::Rng;

    #[test]
    fn transpose_swaps_rows_and_columns() {
        let mut rng = Rng(0x5EED_0011);
        let original: Vec<u64> = (0..64).map(|_| rng.next()).collect();
        let mut rows = [0u64; 64];
        rows.copy_from_slice(&original);
        super::transpose(&mut rows);
        for (i, &before) in original.iter().enumerate() {
            for (j, &after) in rows.iter().enumerate() {
                assert_eq!(after >> i & 1, before >> j & 1, "bit {} of row {}", j, i);
            }
        }
    }

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
            let key = |rng: &mut Rng| rng.next() & rng.next() & rng.next() & key_mask;
            let ps: Vec<u64> = (0..len_p).map(|_| key(&mut rng)).collect();
            let qs: Vec<u64> = (0..len_q).map(|_| key(&mut rng)).collect();
            assert_eq!(
                pairs.count_disjoint(&ps, &qs, bits),
                count_directly(&ps, &qs, |_| 1),
                "{} bits, {} × {}",
                bits,
                len_p,
                len_q
            );
            // Weights in runs, as the join gives them, and a plain count
            // of each run as the independent check.
            let mut qs = qs;
            qs.sort_unstable_by_key(|&q| q % 3);
            let weight = |q: u64| [1, 2, 4][(q % 3) as usize];
            let expected: u64 = (0..3)
                .map(|class| {
                    let run: Vec<u64> = qs.iter().copied().filter(|&q| q % 3 == class).collect();
                    [1, 2, 4][class as usize] * pairs.count_disjoint(&ps, &run, bits)
                })
                .sum();
            assert_eq!(
                pairs.count_weighted(&ps, &qs, weight, bits),
                expected,
                "weighted, {} bits, {} × {}",
                bits,
                len_p,
                len_q
            );
        }
    }
}
