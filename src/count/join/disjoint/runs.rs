//! Runs: the parts of a list of keys that share a weight, and the runs
//! of bits a look-up cuts a key into; with the lanes and bit sets they
//! are counted in.

use super::{Lanes, NARROW, WIDE, WORDS};
use crate::tuning::JOIN_NARROW_KEY_BITS;

/// The lanes `from..to` of a block.
pub(super) fn lanes(from: usize, to: usize) -> Lanes {
    let mut lanes = [0; WORDS];
    for (w, word) in lanes.iter_mut().enumerate() {
        let (low, high) = (w * 64, w * 64 + 64);
        let (a, b) = (from.clamp(low, high) - low, to.clamp(low, high) - low);
        if a < b {
            *word = (u64::MAX >> (64 - (b - a))) << a;
        }
    }
    lanes
}

/// The parts of the (length, weight) runs that fall within `start..end`
/// of the list they cut: (from, to, weight), none empty.
pub(super) fn runs_within(
    runs: &[(usize, u64)],
    start: usize,
    end: usize,
) -> impl Iterator<Item = (usize, usize, u64)> + '_ {
    runs.iter()
        .scan(0, move |run_start, &(len, weight)| {
            let part = ((*run_start).max(start), (*run_start + len).min(end), weight);
            *run_start += len;
            Some(part)
        })
        .filter(|&(from, to, _)| from < to)
}

/// `qs` cut into its (length, weight) runs: (keys, weight).
pub(super) fn weight_runs<'a>(
    qs: &'a [u64],
    runs: &'a [(usize, u64)],
) -> impl Iterator<Item = (&'a [u64], u64)> + 'a {
    runs.iter().scan(0, move |start, &(len, weight)| {
        let run = &qs[*start..*start + len];
        *start += len;
        Some((run, weight))
    })
}

/// How a look-up cuts a key into runs of bits.
#[derive(Clone, Copy)]
pub(super) struct Runs {
    /// Bits a run: `NARROW` or `WIDE`.
    pub(super) width: usize,
    /// Runs a key.
    pub(super) count: usize,
}

impl Runs {
    /// The entries of the runs' tables.
    pub(super) fn entries(self) -> usize {
        self.count << self.width
    }
}

/// The bits that a pair from `ps` × `qs` can share: set in some p and
/// in some q.
pub(super) fn shared_bits(ps: &[u64], qs: &[u64]) -> u64 {
    ps.iter().fold(0, |all, &p| all | p) & qs.iter().fold(0, |all, &q| all | q)
}

/// The key bits a count cut into buckets by the bits `chosen` looks up:
/// those a pair can share (`meet`) but the bucket bits, which no two
/// buckets that meet share.
pub(super) fn looked_up_bits(meet: u64, chosen: &[usize]) -> u64 {
    meet & !bit_set(chosen)
}

/// The set of the bits `bits`, as a mask.
pub(super) fn bit_set(bits: &[usize]) -> u64 {
    bits.iter().fold(0, |all, &bit| all | 1 << bit)
}

/// The runs a look-up takes for keys of `bits` bits.
pub(super) fn runs_of(bits: usize) -> Runs {
    let width = if bits <= JOIN_NARROW_KEY_BITS {
        NARROW
    } else {
        WIDE
    };
    Runs {
        width,
        count: ((bits + width - 1) / width).max(1),
    }
}
