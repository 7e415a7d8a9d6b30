//! Cutting both key lists of a disjoint-pair count into buckets by a few
//! key bits, so that buckets that share one of those bits are never
//! compared: which bits, how many (by an instruction-count model), and
//! the stable sort by bucket.

use crate::tuning::{BUILD_PER_WORD, COPY_PER_KEY, LOOK_UP_PER_WORD, SORT_PER_KEY};

/// Keys sampled (evenly spaced) to choose bucket bits and their number:
/// bit shares and bucket sizes need no more.
const SAMPLE: usize = 256;

/// About SAMPLE keys of `keys`, evenly spaced.
fn sample(keys: &[u64]) -> impl Iterator<Item = &u64> {
    keys.iter().step_by(keys.len() / SAMPLE + 1)
}

/// The most bucket bits `count_weighted` uses.
pub(super) const MAX_BUCKET_BITS: usize = 6;

/// How many of the `chosen` bits (in order) to bucket by: the b whose
/// look-ups, block builds, sorting and copying, counted from the lists'
/// own (sampled) bucket sizes, cost least.
pub(super) fn best_bucket_bits(ps: &[u64], qs: &[u64], chosen: &[usize]) -> usize {
    let sizes = |keys: &[u64]| {
        let mut sizes = vec![0u64; 1 << chosen.len()];
        let stride = keys.len() / SAMPLE + 1;
        for &key in sample(keys) {
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
        let mut cost = if b == 0 {
            0
        } else {
            SORT_PER_KEY * (ps.len() + qs.len()) as u64
        };
        for (q_bucket, &q_size) in q_sizes.iter().enumerate() {
            let meeting: u64 = p_sizes
                .iter()
                .enumerate()
                .filter(|&(p_bucket, _)| p_bucket & q_bucket == 0)
                .map(|(_, &size)| size)
                .sum();
            if b > 0 {
                cost += COPY_PER_KEY * meeting;
            }
            // The shorter side is sliced (`count_unbucketed`).
            let (sliced, probes) = (q_size.min(meeting), q_size.max(meeting));
            let words = (sliced + 63) / 64;
            cost += words * (BUILD_PER_WORD + probes * LOOK_UP_PER_WORD);
        }
        if cost < best.0 {
            best = (cost, b);
        }
    }
    best.1
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

/// `keys` into `sorted` by bucket (stable), with `starts[v]` the first
/// place of bucket v and `starts[buckets]` the end; `buckets_of` gets
/// each key's bucket, in the order of `keys`. At most `MAX_BUCKET_BITS`
/// bits chosen.
pub(super) fn sort_by_bucket(
    keys: &[u64],
    chosen: &[usize],
    sorted: &mut Vec<u64>,
    starts: &mut Vec<usize>,
    buckets_of: &mut Vec<u8>,
) {
    // A fixed number of bits: `bucket_of` over an array of known length
    // unrolls into straight-line shifts, with no loop over `chosen`.
    fn with<const B: usize>(keys: &[u64], chosen: &[usize], buckets_of: &mut Vec<u8>) {
        let mut shifts = [0; B];
        shifts.copy_from_slice(chosen);
        buckets_of.extend(keys.iter().map(|&key| bucket_of(key, &shifts) as u8));
    }
    buckets_of.clear();
    match chosen.len() {
        1 => with::<1>(keys, chosen, buckets_of),
        2 => with::<2>(keys, chosen, buckets_of),
        3 => with::<3>(keys, chosen, buckets_of),
        4 => with::<4>(keys, chosen, buckets_of),
        5 => with::<5>(keys, chosen, buckets_of),
        _ => with::<MAX_BUCKET_BITS>(keys, chosen, buckets_of),
    }
    let buckets = 1 << chosen.len();
    starts.clear();
    starts.resize(buckets + 1, 0);
    for &v in buckets_of.iter() {
        starts[v as usize + 1] += 1;
    }
    for v in 0..buckets {
        starts[v + 1] += starts[v];
    }
    let mut next = starts.clone();
    sorted.clear();
    sorted.resize(keys.len(), 0);
    for (&key, &v) in keys.iter().zip(buckets_of.iter()) {
        sorted[next[v as usize]] = key;
        next[v as usize] += 1;
    }
}
