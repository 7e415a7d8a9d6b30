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

use crate::board::transpose;

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
    /// Both lists sorted by bucket, the bucket starts, and the probes of
    /// one q bucket.
    ps: Vec<u64>,
    qs: Vec<u64>,
    p_starts: Vec<usize>,
    q_starts: Vec<usize>,
    probes: Vec<u64>,
}

impl Pairs {
    pub fn new() -> Pairs {
        Pairs {
            tables: Vec::new(),
            has_bit: Vec::new(),
            ps: Vec::new(),
            qs: Vec::new(),
            p_starts: Vec::new(),
            q_starts: Vec::new(),
            probes: Vec::new(),
        }
    }

    /// The number of pairs (p, q) from `ps` × `qs` with p & q == 0, for
    /// keys below `1 << bits`.
    pub fn count_disjoint(&mut self, ps: &[u64], qs: &[u64], bits: usize) -> u64 {
        self.count_weighted(ps, qs, |_| 1, bits)
    }

    /// The sum of `weight(q)` over the pairs (p, q) from `ps` × `qs` with
    /// p & q == 0. Runs of equal weight in `qs` keep blocks of one weight.
    ///
    /// Long lists are first cut into buckets by b key bits, the bits set
    /// in the most pairs: a p bucket meets only the q buckets with no bit
    /// in common. Buckets skip pairs but fill blocks less well; b is the
    /// number (0 to MAX_BUCKET_BITS) that the lists' own bucket sizes
    /// say costs least (`best_bucket_bits`).
    pub fn count_weighted<W>(&mut self, ps: &[u64], qs: &[u64], weight: W, bits: usize) -> u64
    where
        W: Fn(u64) -> u64 + Copy,
    {
        if ps.len().min(qs.len()) < 2 * BLOCK {
            return self.count_unbucketed(ps, qs, weight, bits);
        }
        let chosen = busiest_bits(ps, qs, bits, MAX_BUCKET_BITS);
        let b = best_bucket_bits(ps, qs, &chosen);
        if b == 0 {
            return self.count_unbucketed(ps, qs, weight, bits);
        }
        let chosen = &chosen[..b];
        let bucket = |key: u64| {
            chosen.iter().enumerate().fold(0usize, |value, (i, &bit)| {
                value | ((key >> bit & 1) as usize) << i
            })
        };
        let mut sorted_ps = std::mem::take(&mut self.ps);
        let mut sorted_qs = std::mem::take(&mut self.qs);
        let mut p_starts = std::mem::take(&mut self.p_starts);
        let mut q_starts = std::mem::take(&mut self.q_starts);
        let mut probes = std::mem::take(&mut self.probes);
        sort_by_bucket(ps, bucket, 1 << b, &mut sorted_ps, &mut p_starts);
        // Stable, so each q bucket keeps the weight runs of `qs`.
        sort_by_bucket(qs, bucket, 1 << b, &mut sorted_qs, &mut q_starts);
        let mut total = 0;
        for q_bucket in 0..1usize << b {
            let q_run = &sorted_qs[q_starts[q_bucket]..q_starts[q_bucket + 1]];
            if q_run.is_empty() {
                continue;
            }
            probes.clear();
            for p_bucket in 0..1usize << b {
                if p_bucket & q_bucket == 0 {
                    probes
                        .extend_from_slice(&sorted_ps[p_starts[p_bucket]..p_starts[p_bucket + 1]]);
                }
            }
            total += self.count_unbucketed(&probes, q_run, weight, bits);
        }
        self.ps = sorted_ps;
        self.qs = sorted_qs;
        self.p_starts = p_starts;
        self.q_starts = q_starts;
        self.probes = probes;
        total
    }

    /// `count_weighted` without buckets.
    fn count_unbucketed<W>(&mut self, ps: &[u64], qs: &[u64], weight: W, bits: usize) -> u64
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

/// Keys sampled (evenly spaced) to choose bucket bits and their number:
/// bit shares and bucket sizes need no more.
const SAMPLE: usize = 256;

/// About SAMPLE keys of `keys`, evenly spaced.
fn sample(keys: &[u64]) -> impl Iterator<Item = &u64> {
    keys.iter().step_by(keys.len() / SAMPLE + 1)
}

/// The most bucket bits `count_weighted` uses.
const MAX_BUCKET_BITS: usize = 6;
/// Building a block's tables costs about as much as this many look-ups:
/// ~11 K word operations (8 transposes, 7 × 31 table rows of 8 words)
/// against ~150 (7 × 8 ANDs and 8 popcounts).
const BUILD_IN_LOOK_UPS: u64 = 64;

/// How many of the `chosen` bits (in order) to bucket by: the b whose
/// look-ups and block builds, counted from the real bucket sizes, are
/// fewest. The longer list is the one sliced into blocks.
fn best_bucket_bits(ps: &[u64], qs: &[u64], chosen: &[usize]) -> usize {
    let (probes, sliced) = if ps.len() > qs.len() {
        (qs, ps)
    } else {
        (ps, qs)
    };
    let sizes = |keys: &[u64]| {
        let mut sizes = vec![0u64; 1 << chosen.len()];
        let stride = keys.len() / SAMPLE + 1;
        for &key in sample(keys) {
            let value = chosen.iter().enumerate().fold(0, |value, (i, &bit)| {
                value | ((key >> bit & 1) as usize) << i
            });
            sizes[value] += stride as u64;
        }
        sizes
    };
    let (all_probes, all_sliced) = (sizes(probes), sizes(sliced));
    let mut best = (u64::MAX, 0);
    for b in 0..=chosen.len() {
        // Bucket sizes on the first b bits: the others summed out.
        let fold = |all: &[u64]| {
            let mut sizes = vec![0u64; 1 << b];
            for (value, &size) in all.iter().enumerate() {
                sizes[value & ((1 << b) - 1)] += size;
            }
            sizes
        };
        let (probe_sizes, sliced_sizes) = (fold(&all_probes), fold(&all_sliced));
        let mut cost = 0;
        for (q_bucket, &size) in sliced_sizes.iter().enumerate() {
            let blocks = (size + BLOCK as u64 - 1) / BLOCK as u64;
            let meeting: u64 = probe_sizes
                .iter()
                .enumerate()
                .filter(|&(p_bucket, _)| p_bucket & q_bucket == 0)
                .map(|(_, &size)| size)
                .sum();
            cost += blocks * (meeting + BUILD_IN_LOOK_UPS);
        }
        if cost < best.0 {
            best = (cost, b);
        }
    }
    best.1
}

/// The `b` key bits below `bits` set in the most pairs: by (p's with
/// the bit) × (q's with the bit).
fn busiest_bits(ps: &[u64], qs: &[u64], bits: usize, b: usize) -> Vec<usize> {
    let tally = |keys: &[u64]| {
        let mut counts = [0u64; 64];
        for &key in sample(keys) {
            let mut rest = key;
            while rest != 0 {
                counts[rest.trailing_zeros() as usize] += 1;
                rest &= rest - 1;
            }
        }
        counts
    };
    let (in_p, in_q) = (tally(ps), tally(qs));
    let mut order: Vec<usize> = (0..bits.min(64)).collect();
    order.sort_by_key(|&bit| std::cmp::Reverse(in_p[bit] * in_q[bit]));
    order.truncate(b);
    order
}

/// `keys` into `sorted` by `bucket(key)` (stable), with `starts[v]` the
/// first place of bucket v and `starts[buckets]` the end.
fn sort_by_bucket(
    keys: &[u64],
    bucket: impl Fn(u64) -> usize,
    buckets: usize,
    sorted: &mut Vec<u64>,
    starts: &mut Vec<usize>,
) {
    starts.clear();
    starts.resize(buckets + 1, 0);
    for &key in keys {
        starts[bucket(key) + 1] += 1;
    }
    for v in 0..buckets {
        starts[v + 1] += starts[v];
    }
    let mut next = starts.clone();
    sorted.clear();
    sorted.resize(keys.len(), 0);
    for &key in keys {
        let v = bucket(key);
        sorted[next[v]] = key;
        next[v] += 1;
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
    fn sliced_count_matches_pair_by_pair() {
        let mut rng = Rng(0x5EED_0010);
        let mut pairs = Pairs::new();
        let mut bucketed = 0;
        for case in 0..200 {
            let bits = 1 + rng.below(64);
            // Short lists, lists of a few blocks, and lists long enough
            // to be cut into buckets (both at least two blocks).
            let (len_p, len_q) = match case % 4 {
                0 => (rng.below(40), rng.below(1300)),
                1 => (1024 + rng.below(4000), 1024 + rng.below(4000)),
                _ => (rng.below(1300), rng.below(1300)),
            };
            let key_mask = if bits == 64 { !0 } else { (1u64 << bits) - 1 };
            // Sparse keys, so that many pairs are disjoint; in the long
            // lists, 4 bits set half the time, which buckets pay for.
            let dense = if case % 4 == 1 { 0xF << (bits / 2) } else { 0 };
            let key = |rng: &mut Rng| {
                (rng.next() & rng.next() & rng.next() | rng.next() & dense) & key_mask
            };
            let ps: Vec<u64> = (0..len_p).map(|_| key(&mut rng)).collect();
            let qs: Vec<u64> = (0..len_q).map(|_| key(&mut rng)).collect();
            if case % 4 == 1 && bits >= 16 {
                let chosen = super::busiest_bits(&ps, &qs, bits, super::MAX_BUCKET_BITS);
                bucketed += usize::from(super::best_bucket_bits(&ps, &qs, &chosen) > 0);
            }
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
        assert!(bucketed >= 10, "only {} cases cut into buckets", bucketed);
    }
}
