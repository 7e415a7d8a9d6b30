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

mod buckets;
mod popcounts;
mod runs;
mod squeezed_keys;

use crate::board::transpose;
use crate::tuning::JOIN_SHORT_LIST;
pub use buckets::modelled_cost;
use buckets::{best_bucket_bits, busiest_bits, most_bucket_bits, sort_by_bucket};
use popcounts::{sum_of_ones, sum_of_weighted_ones, Vectors};
use runs::{lanes, looked_up_bits, runs_of, runs_within, shared_bits, weight_runs, Runs};
use squeezed_keys::{squeeze_pays, Squeeze};

/// Patterns per block: 8 words of 64.
const WORDS: usize = 8;
const BLOCK: usize = WORDS * 64;
/// Key bits looked up at once: runs of `NARROW` bits for keys of up to
/// `JOIN_NARROW_KEY_BITS` bits, of `WIDE` bits past that. A probe's
/// look-up costs a load and an AND a run and word, a block's build
/// 2^width entries a run and word: wide keys take fewer, wider runs,
/// whose larger builds their blocks' many probes repay.
const NARROW: usize = 5;
const WIDE: usize = 6;

type Lanes = [u64; WORDS];

/// Scratch space for the block tables, reused from call to call.
#[derive(Default)]
pub struct Pairs {
    /// The runs' tables one after another, 2^width entries each: entry
    /// v of run r at `r << width | v`, packed, so that narrow runs share
    /// the cache's sets evenly.
    tables: Vec<Lanes>,
    has_bit: Vec<Lanes>,
    /// Both lists squeezed (and sorted by bucket), the bucket starts,
    /// the probes of one q bucket, and the codes of a list's keys.
    ps: Vec<u64>,
    qs: Vec<u64>,
    p_starts: Vec<usize>,
    q_starts: Vec<usize>,
    probes: Vec<u64>,
    codes: Vec<u64>,
}

impl Pairs {
    pub fn new() -> Pairs {
        Pairs::default()
    }

    /// The bytes its buffers hold.
    #[cfg(test)]
    pub fn bytes(&self) -> u64 {
        let lanes =
            (self.tables.capacity() + self.has_bit.capacity()) * std::mem::size_of::<Lanes>();
        let words = self.ps.capacity()
            + self.qs.capacity()
            + self.probes.capacity()
            + self.codes.capacity()
            + self.p_starts.capacity()
            + self.q_starts.capacity();
        (lanes + 8 * words) as u64
    }

    /// Grows the buffers to what counting lists of `p` and `q` keys
    /// writes (their squeezed or sorted copies, and a list's codes), and
    /// writes them, so that the system gives their pages now: a count of
    /// such lists then grows nothing and takes no page fault.
    pub fn ready(&mut self, p: usize, q: usize) {
        for (buffer, keys) in [
            (&mut self.ps, p),
            (&mut self.qs, q),
            (&mut self.codes, p.max(q)),
        ] {
            if buffer.len() < keys {
                buffer.resize(keys, 0);
            }
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
    /// number (0 to `most_bucket_bits`) that the lists' own bucket sizes
    /// say costs least (`best_bucket_bits`).
    ///
    /// The keys are looked up squeezed (`Squeeze`): without the bits set
    /// in no p or in no q, which no pair shares, nor the bucket bits,
    /// which no two buckets that meet share. Each run of bits left out
    /// is a load less a probe and word.
    pub fn count_weighted(
        &mut self,
        ps: &[u64],
        qs: &[u64],
        runs: &[(usize, u64)],
        bits: usize,
    ) -> u64 {
        debug_assert_eq!(runs.iter().map(|&(len, _)| len).sum::<usize>(), qs.len());
        let meet = shared_bits(ps, qs);
        if ps.len().min(qs.len()) < 2 * BLOCK {
            return self.count_squeezed(ps, qs, runs, bits, meet);
        }
        let chosen = busiest_bits(ps, qs, bits, most_bucket_bits(ps, qs));
        // No bit worth bucketing by: one bucket, every pair.
        match best_bucket_bits(ps, qs, &chosen, meet) {
            0 => self.count_squeezed(ps, qs, runs, bits, meet),
            b => self.count_bucketed(ps, qs, runs, meet, &chosen[..b]),
        }
    }

    /// `count_weighted` with both lists cut into buckets by the key
    /// bits `chosen`, and the keys squeezed to the bits of `meet` but
    /// those.
    fn count_bucketed(
        &mut self,
        ps: &[u64],
        qs: &[u64],
        runs: &[(usize, u64)],
        meet: u64,
        chosen: &[usize],
    ) -> u64 {
        let b = chosen.len();
        let squeeze = Squeeze::new(looked_up_bits(meet, chosen), chosen);
        let mut sorted_ps = std::mem::take(&mut self.ps);
        let mut sorted_qs = std::mem::take(&mut self.qs);
        let mut p_starts = std::mem::take(&mut self.p_starts);
        let mut q_starts = std::mem::take(&mut self.q_starts);
        let mut probes = std::mem::take(&mut self.probes);
        let mut codes = std::mem::take(&mut self.codes);
        sort_by_bucket(
            ps,
            &squeeze,
            1 << b,
            &mut sorted_ps,
            &mut p_starts,
            &mut codes,
        );
        // Stable, so each q bucket holds the runs of `qs` in order: the
        // run lengths within each bucket are counted here, from the
        // keys' codes.
        sort_by_bucket(
            qs,
            &squeeze,
            1 << b,
            &mut sorted_qs,
            &mut q_starts,
            &mut codes,
        );
        // The length of each weight run within each q bucket: entry
        // `run << b | bucket`.
        let buckets = 1usize << b;
        let mut lengths = vec![0usize; runs.len() << b];
        let mut start = 0;
        for (run, &(len, _)) in runs.iter().enumerate() {
            for &code in &codes[start..start + len] {
                lengths[run << b | squeeze.bucket(code)] += 1;
            }
            start += len;
        }
        let mut runs_here = Vec::with_capacity(runs.len());
        let mut total = 0;
        for q_bucket in 0..buckets {
            let q_run = &sorted_qs[q_starts[q_bucket]..q_starts[q_bucket + 1]];
            if q_run.is_empty() {
                continue;
            }
            // The p buckets that meet this one: every subset of the
            // bucket bits it lacks, from all of them down to none.
            probes.clear();
            let free = !q_bucket & (buckets - 1);
            let mut p_bucket = free;
            loop {
                probes.extend_from_slice(&sorted_ps[p_starts[p_bucket]..p_starts[p_bucket + 1]]);
                if p_bucket == 0 {
                    break;
                }
                p_bucket = (p_bucket - 1) & free;
            }
            runs_here.clear();
            for (run, &(_, weight)) in runs.iter().enumerate() {
                let length = lengths[run << b | q_bucket];
                if length > 0 {
                    runs_here.push((length, weight));
                }
            }
            total += self.count_unbucketed(&probes, q_run, &runs_here, squeeze.bits());
        }
        self.ps = sorted_ps;
        self.qs = sorted_qs;
        self.p_starts = p_starts;
        self.q_starts = q_starts;
        self.probes = probes;
        self.codes = codes;
        total
    }

    /// `count_weighted` without buckets, on keys squeezed to the bits
    /// of `meet` where that saves more look-ups than it costs
    /// (`squeeze_pays`).
    fn count_squeezed(
        &mut self,
        ps: &[u64],
        qs: &[u64],
        runs: &[(usize, u64)],
        bits: usize,
        meet: u64,
    ) -> u64 {
        if !squeeze_pays(ps.len(), qs.len(), bits, meet.count_ones() as usize) {
            return self.count_unbucketed(ps, qs, runs, bits);
        }
        let squeeze = Squeeze::new(meet, &[]);
        let mut squeezed_ps = std::mem::take(&mut self.ps);
        let mut squeezed_qs = std::mem::take(&mut self.qs);
        squeeze.codes(ps, &mut squeezed_ps);
        squeeze.codes(qs, &mut squeezed_qs);
        let total = self.count_unbucketed(&squeezed_ps, &squeezed_qs, runs, squeeze.bits());
        self.ps = squeezed_ps;
        self.qs = squeezed_qs;
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
        let runs_of_bits = runs_of(bits);
        let mut total = 0;
        if slices_probes(ps.len(), qs.len()) {
            // The p side is sliced; the q's look it up, a weight run at a time.
            let all = [([!0; WORDS], 1)];
            for block in ps.chunks(BLOCK) {
                let words = if block.len() < JOIN_SHORT_LIST {
                    0
                } else {
                    self.build(block, runs_of_bits)
                };
                for (run, weight) in weight_runs(qs, runs).filter(|&(_, weight)| counts(weight)) {
                    total += weight
                        * if words == 0 {
                            count_directly(block, run)
                        } else {
                            self.look_up(runs_of_bits, words, run, &all)
                        };
                }
            }
            return total;
        }
        // The q side is sliced: a block may hold several weight runs,
        // each a range of its lanes.
        let mut classes = Vec::with_capacity(runs.len());
        for (at, block) in qs.chunks(BLOCK).enumerate() {
            let start = at * BLOCK;
            if block.len() < JOIN_SHORT_LIST || ps.len() < JOIN_SHORT_LIST {
                for (from, to, weight) in runs_within(runs, start, start + block.len()) {
                    total += weight * count_directly(ps, &qs[from..to]);
                }
                continue;
            }
            classes.clear();
            for (from, to, weight) in runs_within(runs, start, start + block.len()) {
                classes.push((lanes(from - start, to - start), weight));
            }
            // A single class is the whole block (`look_up`); runs of
            // weight 0 are left out where two or more others remain.
            match classes
                .iter()
                .filter(|&&(_, weight)| counts(weight))
                .count()
            {
                0 => continue,
                1 => {}
                _ => classes.retain(|&(_, weight)| counts(weight)),
            }
            let words = self.build(block, runs_of_bits);
            total += self.look_up(runs_of_bits, words, ps, &classes);
        }
        total
    }

    /// The sliced block (`words` words wide) against every probe: the
    /// sum over probes of their disjoint patterns in the block, each
    /// pattern weighted by its class (lanes, weight). A single class
    /// stands for every pattern of the block.
    fn look_up(&self, runs: Runs, words: usize, probes: &[u64], classes: &[(Lanes, u64)]) -> u64 {
        match words {
            1 => self.look_up_words::<1>(runs, probes, classes),
            2 => self.look_up_words::<2>(runs, probes, classes),
            3 => self.look_up_words::<3>(runs, probes, classes),
            4 => self.look_up_words::<4>(runs, probes, classes),
            5 => self.look_up_words::<5>(runs, probes, classes),
            6 => self.look_up_words::<6>(runs, probes, classes),
            7 => self.look_up_words::<7>(runs, probes, classes),
            _ => self.look_up_words::<WORDS>(runs, probes, classes),
        }
    }

    fn look_up_words<const W: usize>(
        &self,
        runs: Runs,
        probes: &[u64],
        classes: &[(Lanes, u64)],
    ) -> u64 {
        if runs.width == WIDE {
            // Keys of more than JOIN_NARROW_KEY_BITS bits: 6 runs or more.
            return match runs.count {
                6 => self.look_up_runs::<WIDE, 6, W>(probes, classes),
                7 => self.look_up_runs::<WIDE, 7, W>(probes, classes),
                8 => self.look_up_runs::<WIDE, 8, W>(probes, classes),
                9 => self.look_up_runs::<WIDE, 9, W>(probes, classes),
                10 => self.look_up_runs::<WIDE, 10, W>(probes, classes),
                _ => self.look_up_runs::<WIDE, 11, W>(probes, classes),
            };
        }
        match runs.count {
            1 => self.look_up_runs::<NARROW, 1, W>(probes, classes),
            2 => self.look_up_runs::<NARROW, 2, W>(probes, classes),
            3 => self.look_up_runs::<NARROW, 3, W>(probes, classes),
            4 => self.look_up_runs::<NARROW, 4, W>(probes, classes),
            5 => self.look_up_runs::<NARROW, 5, W>(probes, classes),
            6 => self.look_up_runs::<NARROW, 6, W>(probes, classes),
            7 => self.look_up_runs::<NARROW, 7, W>(probes, classes),
            _ => self.look_up_runs::<NARROW, 8, W>(probes, classes),
        }
    }

    /// Fills the tables for one block of patterns (at most `BLOCK`);
    /// returns its width in words, so that a short block costs its own
    /// size, not 512.
    fn build(&mut self, block: &[u64], runs: Runs) -> usize {
        let words = (block.len() + 63) / 64;
        let bits = runs.count * runs.width;
        // Every build writes the words it uses and reads no other: no
        // clearing between blocks.
        if self.has_bit.len() < bits {
            self.has_bit.resize(bits, [0; WORDS]);
        }
        let entries = runs.entries();
        if self.tables.len() < entries {
            self.tables.resize(entries, [0; WORDS]);
        }
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
            for (bit, has) in self.has_bit[..bits].iter_mut().enumerate() {
                has[word] = rows.get(bit).copied().unwrap_or(0);
            }
        }
        let (tables, has_bit) = (&mut self.tables[..entries], &self.has_bit[..bits]);
        match words {
            1 => fill::<1>(tables, runs.width, has_bit, &present),
            2 => fill::<2>(tables, runs.width, has_bit, &present),
            3 => fill::<3>(tables, runs.width, has_bit, &present),
            4 => fill::<4>(tables, runs.width, has_bit, &present),
            5 => fill::<5>(tables, runs.width, has_bit, &present),
            6 => fill::<6>(tables, runs.width, has_bit, &present),
            7 => fill::<7>(tables, runs.width, has_bit, &present),
            _ => fill::<WORDS>(tables, runs.width, has_bit, &present),
        }
        words
    }

    /// `look_up` for `RUNS` runs of `R` bits and blocks `W` words wide.
    fn look_up_runs<const R: usize, const RUNS: usize, const W: usize>(
        &self,
        probes: &[u64],
        classes: &[(Lanes, u64)],
    ) -> u64 {
        let runs = Runs {
            width: R,
            count: RUNS,
        };
        let vectors = Free::<R, RUNS> {
            tables: &self.tables[..runs.entries()],
        };
        match classes {
            // One class holds every pattern of the block (callers pass
            // one class only then), and the lanes past its end are never
            // free: no mask.
            [(_, weight)] => weight * sum_of_ones::<W>(probes, &vectors),
            _ => {
                let masks: Vec<([u64; W], u64)> = classes
                    .iter()
                    .map(|(lanes, weight)| {
                        let mut mask = [0; W];
                        mask.copy_from_slice(&lanes[..W]);
                        (mask, *weight)
                    })
                    .collect();
                sum_of_weighted_ones(probes, &vectors, &masks)
            }
        }
    }
}

/// A built block's look-up, keys in `RUNS` runs of `R` bits: for a
/// probe, the block's patterns that share no bit with it.
struct Free<'a, const R: usize, const RUNS: usize> {
    tables: &'a [Lanes],
}

impl<const R: usize, const RUNS: usize, const W: usize> Vectors<W> for Free<'_, R, RUNS> {
    #[inline(always)]
    fn of(&self, p: u64) -> [u64; W] {
        // R and RUNS are constants: the loop unrolls, each run's entry
        // an offset from the first.
        let mask = (1 << R) - 1;
        let mut free = [0u64; W];
        free.copy_from_slice(&self.tables[(p & mask) as usize][..W]);
        for run in 1..RUNS {
            let entry = &self.tables[run << R | (p >> (run * R) & mask) as usize];
            for w in 0..W {
                free[w] &= entry[w];
            }
        }
        free
    }
}

/// The run tables of a block `W` words wide, runs of `width` bits, from
/// its "has bit j" vectors: entry v of a run is the AND of the "lacks
/// bit j" vectors over the bits j of v, each from the entry without v's
/// lowest bit. Slots of the patterns past the block's end are 0 in the
/// first run's entries (`present`), so they never count.
fn fill<const W: usize>(tables: &mut [Lanes], width: usize, has_bit: &[Lanes], present: &Lanes) {
    for run in 0..has_bit.len() / width {
        let table = &mut tables[run << width..][..1 << width];
        table[0][..W].copy_from_slice(if run == 0 { &present[..W] } else { &[!0; W] });
        for value in 1..1usize << width {
            let has = &has_bit[run * width + value.trailing_zeros() as usize];
            let (before, from_here) = table.split_at_mut(value);
            let without = &before[value & (value - 1)];
            for w in 0..W {
                from_here[0][w] = without[w] & !has[w];
            }
        }
    }
}

/// Whether the probes `ps` (rather than the keys `qs`) are sliced into
/// blocks, given their lengths: the shorter list, where it is long enough
/// to repay a block's build. Either way counts every pair once; the
/// choice is only what it costs.
fn slices_probes(ps: usize, qs: usize) -> bool {
    ps < qs && ps >= JOIN_SHORT_LIST
}

/// Whether pairs of this weight add to a count: runs of weight 0 are
/// skipped, and counting them would add 0 times their pairs.
fn counts(weight: u64) -> bool {
    weight > 0
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
mod disjoint_tests;
