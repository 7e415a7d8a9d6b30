//! Counts the pairs (p, q), p from one list and q from another, with
//! p & q == 0: the hot loop of the half-board join.
//!
//! Bit-sliced: the shorter list goes in blocks of up to 512 patterns.
//! For each bit j, the block's "has bit j" flags form a vector of one bit
//! per pattern; for each run of 5 key bits and each of its 32 values v,
//! `table[run][v]` is the AND of the "lacks bit j" vectors over the bits
//! j of v. A probe from the other list then costs one AND per run and a
//! popcount for up to 512 pairs, with no branch. A block is as many words
//! wide as its patterns need, so a short list pays for its own length. A
//! list under 16 patterns is scanned pair by pair instead.
//! Limits: keys of at most 64 bits.

/// Patterns per block: 8 words of 64.
const WORDS: usize = 8;
const BLOCK: usize = WORDS * 64;
/// Key bits looked up at once.
const RUN: usize = 5;
const RUN_MASK: u64 = (1 << RUN) - 1;
/// Below this many patterns a block costs more to build and look up
/// than testing the pairs one by one (a one-word block costs ~2,000
/// operations to build, then ~15 per probe; a pair costs ~2). Measured
/// in instructions at N = 13, 16 and 18: 16 and 32 within 2% of each
/// other; 8 costs 17% more at N = 13, 48 3% more at N = 18.
const SHORT: usize = 16;

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
        self.count_weighted(ps, qs, &[(qs.len(), 1)], bits)
    }

    /// The sum of the weights of q over the pairs (p, q) from `ps` × `qs`
    /// with p & q == 0, where `runs` cuts `qs` into (length, weight)
    /// runs, in order. A block never mixes two weights.
    ///
    /// Long lists are first cut into buckets by b key bits, the bits set
    /// in the most pairs: a p bucket meets only the q buckets with no bit
    /// in common. Buckets skip pairs but fill blocks less well; b is the
    /// number (0 to MAX_BUCKET_BITS) that the lists' own bucket sizes
    /// say costs least (`best_bucket_bits`).
    pub fn count_weighted(
        &mut self,
        ps: &[u64],
        qs: &[u64],
        runs: &[(usize, u64)],
        bits: usize,
    ) -> u64 {
        debug_assert_eq!(runs.iter().map(|&(len, _)| len).sum::<usize>(), qs.len());
        if ps.len().min(qs.len()) < 2 * BLOCK {
            return self.count_unbucketed(ps, qs, runs, bits);
        }
        let chosen = busiest_bits(ps, qs, bits, MAX_BUCKET_BITS);
        let b = best_bucket_bits(ps, qs, &chosen);
        if b == 0 {
            return self.count_unbucketed(ps, qs, runs, bits);
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
        // Stable, so each q bucket holds the runs of `qs` in order: the
        // run lengths within each bucket are counted here.
        sort_by_bucket(qs, bucket, 1 << b, &mut sorted_qs, &mut q_starts);
        let mut bucket_runs = vec![Vec::with_capacity(runs.len()); 1 << b];
        let mut start = 0;
        for &(len, weight) in runs {
            let mut lengths = vec![0usize; 1 << b];
            for &q in &qs[start..start + len] {
                lengths[bucket(q)] += 1;
            }
            for (runs_here, &length) in bucket_runs.iter_mut().zip(&lengths) {
                if length > 0 {
                    runs_here.push((length, weight));
                }
            }
            start += len;
        }
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
            total += self.count_unbucketed(&probes, q_run, &bucket_runs[q_bucket], bits);
        }
        self.ps = sorted_ps;
        self.qs = sorted_qs;
        self.p_starts = p_starts;
        self.q_starts = q_starts;
        self.probes = probes;
        total
    }

    /// `count_weighted` without buckets. The shorter list is sliced: a
    /// look-up costs the same per (probe, word of 64 patterns) either
    /// way, but a block costs its build, in proportion to its patterns.
    fn count_unbucketed(
        &mut self,
        ps: &[u64],
        qs: &[u64],
        runs: &[(usize, u64)],
        bits: usize,
    ) -> u64 {
        let runs_of_bits = ((bits + RUN - 1) / RUN).max(1);
        let mut total = 0;
        if ps.len() < qs.len() && ps.len() >= SHORT {
            // The p side is sliced; the q's look it up, a weight run at a time.
            for block in ps.chunks(BLOCK) {
                let words = if block.len() < SHORT {
                    0
                } else {
                    self.build(block, runs_of_bits)
                };
                for (run, weight) in weight_runs(qs, runs) {
                    total += weight
                        * if words == 0 {
                            count_directly(block, run)
                        } else {
                            self.look_up(runs_of_bits, words, run)
                        };
                }
            }
            return total;
        }
        for (run, weight) in weight_runs(qs, runs) {
            for block in run.chunks(BLOCK) {
                total += weight
                    * if block.len() < SHORT || ps.len() < SHORT {
                        count_directly(ps, block)
                    } else {
                        let words = self.build(block, runs_of_bits);
                        self.look_up(runs_of_bits, words, ps)
                    };
            }
        }
        total
    }

    /// The sliced block (`words` words wide) against every probe: the
    /// sum over probes of their disjoint patterns in the block.
    fn look_up(&self, runs: usize, words: usize, probes: &[u64]) -> u64 {
        match words {
            1 => self.look_up_words::<1>(runs, probes),
            2 => self.look_up_words::<2>(runs, probes),
            3 => self.look_up_words::<3>(runs, probes),
            4 => self.look_up_words::<4>(runs, probes),
            5 => self.look_up_words::<5>(runs, probes),
            6 => self.look_up_words::<6>(runs, probes),
            7 => self.look_up_words::<7>(runs, probes),
            _ => self.look_up_words::<WORDS>(runs, probes),
        }
    }

    fn look_up_words<const W: usize>(&self, runs: usize, probes: &[u64]) -> u64 {
        match runs {
            1 => self.look_up_runs::<1, W>(probes),
            2 => self.look_up_runs::<2, W>(probes),
            3 => self.look_up_runs::<3, W>(probes),
            4 => self.look_up_runs::<4, W>(probes),
            5 => self.look_up_runs::<5, W>(probes),
            6 => self.look_up_runs::<6, W>(probes),
            7 => self.look_up_runs::<7, W>(probes),
            8 => self.look_up_runs::<8, W>(probes),
            9 => self.look_up_runs::<9, W>(probes),
            10 => self.look_up_runs::<10, W>(probes),
            11 => self.look_up_runs::<11, W>(probes),
            12 => self.look_up_runs::<12, W>(probes),
            _ => self.look_up_runs::<13, W>(probes),
        }
    }

    /// Fills the tables for one block of patterns (at most `BLOCK`);
    /// returns its width in words, so that a short block costs its own
    /// size, not 512.
    fn build(&mut self, block: &[u64], runs: usize) -> usize {
        let words = (block.len() + 63) / 64;
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
                let lanes = &mut table[value];
                for w in 0..words {
                    lanes[w] = without[w] & !has[w];
                }
            }
        }
        words
    }

    fn look_up_runs<const RUNS: usize, const W: usize>(&self, probes: &[u64]) -> u64 {
        let tables: &[[Lanes; 1 << RUN]; RUNS] = self.tables[..RUNS]
            .try_into()
            .expect("the tables were built for RUNS runs");
        let free_of = |p: u64| {
            let first = &tables[0][(p & RUN_MASK) as usize];
            let mut free = [0u64; W];
            free.copy_from_slice(&first[..W]);
            for (run, table) in tables.iter().enumerate().skip(1) {
                let slot = &table[(p >> (run * RUN) & RUN_MASK) as usize];
                for w in 0..W {
                    free[w] &= slot[w];
                }
            }
            free
        };
        sum_of_ones(probes, free_of)
    }
}

/// The number of one bits in a vector of words.
#[inline(always)]
fn ones<const W: usize>(lanes: &[u64; W]) -> u64 {
    lanes.iter().map(|w| u64::from(w.count_ones())).sum()
}

/// Σ ones(vector(p)) over the probes: one popcount per word where the
/// CPU has the instruction (`-C target-cpu=native` on any recent
/// x86-64), carry-save adders where it has not (the portable build).
#[inline(always)]
fn sum_of_ones<const W: usize>(probes: &[u64], vector: impl Fn(u64) -> [u64; W]) -> u64 {
    if cfg!(target_feature = "popcnt") {
        counted(probes, vector)
    } else {
        added(probes, vector)
    }
}

/// `sum_of_ones` by a popcount of every word.
#[inline(always)]
fn counted<const W: usize>(probes: &[u64], vector: impl Fn(u64) -> [u64; W]) -> u64 {
    probes.iter().map(|&p| ones(&vector(p))).sum()
}

/// `sum_of_ones` for CPUs without a popcount instruction: the vectors
/// are added 8 at a time into bit-sliced counters of weight 1, 2 and 4
/// by carry-save adders (Harley and Seal), and only the carries of
/// weight 8 are counted: 5 bit operations a word instead of the ~16 of
/// a software popcount.
#[inline(always)]
fn added<const W: usize>(probes: &[u64], vector: impl Fn(u64) -> [u64; W]) -> u64 {
    /// Adds three vectors bit by bit: (carries, sums).
    #[inline(always)]
    fn add<const W: usize>(a: &[u64; W], b: &[u64; W], c: &[u64; W]) -> ([u64; W], [u64; W]) {
        let (mut carries, mut sums) = ([0; W], [0; W]);
        for w in 0..W {
            let half = a[w] ^ b[w];
            carries[w] = a[w] & b[w] | half & c[w];
            sums[w] = half ^ c[w];
        }
        (carries, sums)
    }
    let (mut ones1, mut twos, mut fours) = ([0u64; W], [0u64; W], [0u64; W]);
    let mut eights = 0;
    let mut groups = probes.chunks_exact(8);
    for group in &mut groups {
        let v = |i: usize| vector(group[i]);
        let (twos_a, sum) = add(&ones1, &v(0), &v(1));
        let (twos_b, sum) = add(&sum, &v(2), &v(3));
        let (fours_a, twos_ab) = add(&twos, &twos_a, &twos_b);
        let (twos_c, sum) = add(&sum, &v(4), &v(5));
        let (twos_d, sum) = add(&sum, &v(6), &v(7));
        let (fours_b, twos_cd) = add(&twos_ab, &twos_c, &twos_d);
        let (eights_ab, fours_ab) = add(&fours, &fours_a, &fours_b);
        ones1 = sum;
        twos = twos_cd;
        fours = fours_ab;
        eights += ones(&eights_ab);
    }
    let rest = counted(groups.remainder(), vector);
    8 * eights + 4 * ones(&fours) + 2 * ones(&twos) + ones(&ones1) + rest
}

/// `qs` cut into its (length, weight) runs: (keys, weight).
fn weight_runs<'a>(
    qs: &'a [u64],
    runs: &'a [(usize, u64)],
) -> impl Iterator<Item = (&'a [u64], u64)> + 'a {
    runs.iter().scan(0, move |start, &(len, weight)| {
        let run = &qs[*start..*start + len];
        *start += len;
        Some((run, weight))
    })
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

/// The disjoint pairs, pair by pair.
fn count_directly(ps: &[u64], qs: &[u64]) -> u64 {
    let mut total = 0;
    for &q in qs {
        total += ps.iter().filter(|&&p| p & q == 0).count() as u64;
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
    fn carry_save_sum_matches_popcounts() {
        let mut rng = Rng(0x5EED_0012);
        for len in 0..40 {
            let probes: Vec<u64> = (0..len).map(|_| rng.next()).collect();
            let vector = |p: u64| [p, p.rotate_left(17) & p, !p, p >> 3];
            let expected: u64 = probes
                .iter()
                .map(|&p| vector(p).iter().map(|w| u64::from(w.count_ones())).sum::<u64>())
                .sum();
            assert_eq!(super::added(&probes, vector), expected, "{} probes", len);
            assert_eq!(super::counted(&probes, vector), expected, "{} probes", len);
        }
    }

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
                count_directly(&ps, &qs),
                "{} bits, {} × {}",
                bits,
                len_p,
                len_q
            );
            // Weights in runs, as the join gives them, checked pair by
            // pair with each q's own weight.
            let mut qs = qs;
            qs.sort_unstable_by_key(|&q| q % 3);
            let weight = |q: u64| [1, 2, 4][(q % 3) as usize];
            let runs: Vec<(usize, u64)> = (0..3)
                .map(|class| {
                    let len = qs.iter().filter(|&&q| q % 3 == class).count();
                    (len, [1, 2, 4][class as usize])
                })
                .collect();
            let expected: u64 = qs
                .iter()
                .map(|&q| weight(q) * ps.iter().filter(|&&p| p & q == 0).count() as u64)
                .sum();
            assert_eq!(
                pairs.count_weighted(&ps, &qs, &runs, bits),
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
