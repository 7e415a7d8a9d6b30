//! Cutting both key lists of a disjoint-pair count into buckets by a few
//! key bits, so that buckets that share one of those bits are never
//! compared: which bits, how many (by an instruction-count model), and
//! the stable sort by bucket.

use super::Squeeze;
use super::{looked_up_bits, runs_of};
use crate::tuning::{
    BUILD_PER_WORD, COPY_PER_KEY, JOIN_BUCKET_SAMPLE_SHARE, LOOK_UP_PER_RUN, SORT_PER_KEY,
};

/// A list's bucket sizes are told by a sample of its keys, evenly
/// spaced: one key in `JOIN_BUCKET_SAMPLE_SHARE`, at least `MIN_SAMPLE`
/// and at most `MAX_SAMPLE` keys. Bit shares need no more, and only a
/// long list's larger sample tells the sizes of many small buckets.
const MIN_SAMPLE: usize = 256;
const MAX_SAMPLE: usize = 4096;

/// The keys sampled from a list of `len` keys.
fn sample_len(len: usize) -> usize {
    (len / JOIN_BUCKET_SAMPLE_SHARE).clamp(MIN_SAMPLE, MAX_SAMPLE)
}

/// About `sample_len` keys of `keys`, evenly spaced, and how many keys
/// each stands for.
fn sample(keys: &[u64]) -> (impl Iterator<Item = &u64>, usize) {
    let stride = keys.len() / sample_len(keys.len()) + 1;
    (keys.iter().step_by(stride), stride)
}

/// The most bucket bits `count_weighted` uses: as many buckets as a
/// quarter of the largest sample, so that each holds four sampled keys
/// on average.
pub(super) const MAX_BUCKET_BITS: usize = (MAX_SAMPLE / 4).trailing_zeros() as usize;

/// The most bucket bits whose sizes the samples of both lists tell (at
/// least MIN_SAMPLE / 4 buckets, at most MAX_BUCKET_BITS bits): short
/// lists keep to a few large buckets, whose blocks fill; the long lists
/// of large boards get more, smaller buckets, which skip more pairs.
pub(super) fn most_bucket_bits(ps: &[u64], qs: &[u64]) -> usize {
    let buckets = sample_len(ps.len()).min(sample_len(qs.len())) / 4;
    (usize::BITS - 1 - buckets.leading_zeros()) as usize
}

/// How many of the `chosen` bits (in order) to bucket by: the b whose
/// look-ups, block builds, sorting and copying, counted from the lists'
/// own (sampled) bucket sizes, cost least. `meet` holds the bits a pair
/// can share: the keys are looked up without the others and without
/// the bucket bits, so each bucket bit can also save a run of a look-up.
pub(super) fn best_bucket_bits(ps: &[u64], qs: &[u64], chosen: &[usize], meet: u64) -> usize {
    bucket_costs(ps, qs, chosen, meet).0
}

/// The instructions that counting the pairs of `ps` × `qs` (keys below
/// `1 << bits`) is modelled to take, at the best bucket bits: what
/// `--estimate` weighs a row set's pairs by, its halves built but its
/// pairs not counted.
pub fn modelled_cost(ps: &[u64], qs: &[u64], bits: usize) -> u64 {
    let meet = super::shared_bits(ps, qs);
    let chosen = match ps.len().min(qs.len()) < 2 * super::BLOCK {
        true => Vec::new(),
        false => busiest_bits(ps, qs, bits, most_bucket_bits(ps, qs)),
    };
    bucket_costs(ps, qs, &chosen, meet).1
}

/// The best number of bucket bits and its modelled cost in instructions.
fn bucket_costs(ps: &[u64], qs: &[u64], chosen: &[usize], meet: u64) -> (usize, u64) {
    let sizes = |keys: &[u64]| {
        let mut sizes = vec![0u64; 1 << chosen.len()];
        let (keys, stride) = sample(keys);
        for &key in keys {
            sizes[bucket_of(key, chosen)] += stride as u64;
        }
        sizes
    };
    let (all_ps, all_qs) = (sizes(ps), sizes(qs));
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
        let (p_sizes, q_sizes) = (fold(&all_ps), fold(&all_qs));
        // The keys lose their bucket bits (`Squeeze`): a look-up costs
        // its runs.
        let key_bits = looked_up_bits(meet, &chosen[..b]).count_ones() as usize;
        let look_up = LOOK_UP_PER_RUN * runs_of(key_bits).count as u64;
        let mut cost = if b == 0 {
            0
        } else {
            SORT_PER_KEY * (ps.len() + qs.len()) as u64
        };
        // The p buckets that meet a q bucket are those within its
        // complement.
        let within = sums_within(&p_sizes);
        for (q_bucket, &q_size) in q_sizes.iter().enumerate() {
            let meeting = within[!q_bucket & ((1 << b) - 1)];
            if b > 0 {
                cost += COPY_PER_KEY * meeting;
            }
            // The shorter side is sliced (`count_unbucketed`).
            let (sliced, probes) = (q_size.min(meeting), q_size.max(meeting));
            let words = (sliced + 63) / 64;
            cost += words * (BUILD_PER_WORD + probes * look_up);
        }
        if cost < best.0 {
            best = (cost, b);
        }
    }
    (best.1, best.0)
}

/// `sizes` (a power of two of them, one a bucket) summed over subsets:
/// entry m is the sum of the sizes of the buckets whose bits all lie
/// in m. A pass a bit, so b bits cost b·2^b additions, not the 4^b of
/// summing each bucket's meeting buckets one by one.
pub(super) fn sums_within(sizes: &[u64]) -> Vec<u64> {
    debug_assert!(sizes.len().is_power_of_two());
    let mut sums = sizes.to_vec();
    let mut bit = 1;
    while bit < sums.len() {
        for m in 0..sums.len() {
            if m & bit != 0 {
                sums[m] += sums[m ^ bit];
            }
        }
        bit <<= 1;
    }
    sums
}

/// The bucket of `key`: bit i is its bit `chosen[i]`.
#[inline]
fn bucket_of(key: u64, chosen: &[usize]) -> usize {
    chosen.iter().enumerate().fold(0, |value, (i, &bit)| {
        value | ((key >> bit & 1) as usize) << i
    })
}

/// The `b` key bits below `bits` set in the most pairs: by (p's with
/// the bit) × (q's with the bit).
pub(super) fn busiest_bits(ps: &[u64], qs: &[u64], bits: usize, b: usize) -> Vec<usize> {
    let tally = |keys: &[u64]| {
        let mut counts = [0u64; 64];
        for &key in sample(keys).0 {
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

/// `keys`, squeezed, into `sorted` by their bucket under `squeeze`
/// (stable), with `starts[v]` the first place of bucket v and
/// `starts[buckets]` the end; `codes` gets each key's code, in the order
/// of `keys`. At most `MAX_BUCKET_BITS` bucket bits.
pub(super) fn sort_by_bucket(
    keys: &[u64],
    squeeze: &Squeeze,
    buckets: usize,
    sorted: &mut Vec<u64>,
    starts: &mut Vec<usize>,
    codes: &mut Vec<u64>,
) {
    // The keys in LANES parts, each counted and placed with its own
    // counters, the parts' steps interleaved: keys of one bucket often
    // come one after another, and one counter would make each step wait
    // on the last one's store.
    const LANES: usize = 4;
    debug_assert!(buckets <= 1 << MAX_BUCKET_BITS);
    squeeze.codes(keys, codes);
    let part = codes.len() / LANES;
    let mut next = [[0usize; 1 << MAX_BUCKET_BITS]; LANES];
    for i in 0..part {
        for (lane, counts) in next.iter_mut().enumerate() {
            counts[squeeze.bucket(codes[lane * part + i])] += 1;
        }
    }
    for &code in &codes[LANES * part..] {
        next[LANES - 1][squeeze.bucket(code)] += 1;
    }
    // Each lane's first place in each bucket, buckets in order, lanes in
    // order within each bucket: the sort stays stable.
    starts.clear();
    let mut at = 0;
    for v in 0..buckets {
        starts.push(at);
        for counts in next.iter_mut() {
            let count = counts[v];
            counts[v] = at;
            at += count;
        }
    }
    starts.push(at);
    sorted.clear();
    sorted.resize(keys.len(), 0);
    for i in 0..part {
        for (lane, places) in next.iter_mut().enumerate() {
            let code = codes[lane * part + i];
            let v = squeeze.bucket(code);
            sorted[places[v]] = squeeze.key(code);
            places[v] += 1;
        }
    }
    for &code in &codes[LANES * part..] {
        let v = squeeze.bucket(code);
        sorted[next[LANES - 1][v]] = squeeze.key(code);
        next[LANES - 1][v] += 1;
    }
}
