//! Keys with the bits that cannot decide a pair taken out: a bit set in
//! no key of one list never makes a pair meet, nor does a bucket bit
//! between buckets that can meet. A look-up costs a load a run of key
//! bits, so fewer bits are fewer loads; `squeeze_pays` says when the
//! loads saved repay the squeeze. Pure functions of their arguments.

use super::runs::runs_of;
use crate::tuning::{JOIN_SHORT_LIST, LOOK_UP_PER_RUN, SQUEEZE_PER_KEY, SQUEEZE_PER_TABLE};

/// Whether squeezing lists of `ps` and `qs` keys from `bits` bits to
/// `squeezed` bits saves more look-ups (a look-up costs in proportion
/// to its runs) than it costs: its tables set up, and each key squeezed.
pub(super) fn squeeze_pays(ps: usize, qs: usize, bits: usize, squeezed: usize) -> bool {
    let (short, long) = (ps.min(qs), ps.max(qs));
    let (before, after) = (runs_of(bits).count, runs_of(squeezed).count);
    if short < JOIN_SHORT_LIST || after >= before {
        return false;
    }
    let words = ((short + 63) / 64 * long) as u64;
    let saved = words * LOOK_UP_PER_RUN * (before - after) as u64;
    let tables = (bits as u64 + 7) / 8;
    saved > SQUEEZE_PER_TABLE * tables + SQUEEZE_PER_KEY * (ps + qs) as u64
}

/// Takes the bits outside a mask out of a key, closing the gaps: bit j
/// of the mask's set bits goes to bit (its rank among them); and, for a
/// count cut into buckets, the key's bucket bits to the top of the same
/// word (its code). By a table a byte of the key: the same few loads
/// and ORs whatever the gaps and bucket bits.
pub(super) struct Squeeze {
    /// The bits kept.
    keep: u64,
    /// The bucket bits: a code's bucket is its top `buckets` bits.
    buckets: u32,
    /// `tables[i][x]`: the code of a key whose byte i is x, all others 0.
    tables: Vec<[u64; 256]>,
}

impl Squeeze {
    /// The squeeze that keeps the bits of `keep`, none of `chosen`, and
    /// puts bucket bit i (`chosen[i]`) at the code's top.
    pub(super) fn new(keep: u64, chosen: &[usize]) -> Squeeze {
        let buckets = chosen.len() as u32;
        let mut target = [0u64; 64];
        for (bit, place) in target.iter_mut().enumerate() {
            if keep >> bit & 1 == 1 {
                // A kept bit lands on the number of kept bits below it.
                *place = 1 << (keep & ((1u64 << bit) - 1)).count_ones();
            }
        }
        for (i, &bit) in chosen.iter().enumerate() {
            debug_assert_eq!(keep >> bit & 1, 0, "a bucket bit kept");
            target[bit] = 1 << (64 - buckets as usize + i);
        }
        let top = target
            .iter()
            .rposition(|&place| place != 0)
            .map_or(0, |bit| bit + 1);
        let mut tables = vec![[0u64; 256]; (top + 7) / 8];
        for (i, table) in tables.iter_mut().enumerate() {
            for bit in 0..8 {
                table[1 << bit] = target[8 * i + bit];
            }
            // Each other byte from the one without its lowest bit.
            for x in 1..256usize {
                table[x] = table[x & (x - 1)] | table[x & x.wrapping_neg()];
            }
        }
        debug_assert!(
            keep.count_ones() <= 64 - buckets,
            "kept and bucket bits overlap"
        );
        Squeeze {
            keep,
            buckets,
            tables,
        }
    }

    /// The bits of a squeezed key: those kept.
    pub(super) fn bits(&self) -> usize {
        self.keep.count_ones() as usize
    }

    /// The codes of `keys`, in order, into `codes`.
    pub(super) fn codes(&self, keys: &[u64], codes: &mut Vec<u64>) {
        codes.clear();
        // A loop for each number of bytes: unrolled, a key's table
        // look-ups are independent loads.
        match self.tables.len() {
            0 => codes.resize(keys.len(), 0),
            1 => self.codes_of::<1>(keys, codes),
            2 => self.codes_of::<2>(keys, codes),
            3 => self.codes_of::<3>(keys, codes),
            4 => self.codes_of::<4>(keys, codes),
            5 => self.codes_of::<5>(keys, codes),
            6 => self.codes_of::<6>(keys, codes),
            7 => self.codes_of::<7>(keys, codes),
            _ => self.codes_of::<8>(keys, codes),
        }
    }

    /// `codes` for keys of `BYTES` bytes.
    fn codes_of<const BYTES: usize>(&self, keys: &[u64], codes: &mut Vec<u64>) {
        let tables: &[[u64; 256]; BYTES] = self.tables[..BYTES].try_into().unwrap();
        codes.extend(keys.iter().map(|&key| {
            let mut code = 0;
            for (i, table) in tables.iter().enumerate() {
                code |= table[(key >> (8 * i)) as u8 as usize];
            }
            code
        }));
    }

    /// The bucket of a code.
    #[inline]
    pub(super) fn bucket(&self, code: u64) -> usize {
        // Two shifts: without buckets, a shift by 64 would overflow.
        (code >> (63 - self.buckets) >> 1) as usize
    }

    /// The squeezed key of a code.
    #[inline]
    pub(super) fn key(&self, code: u64) -> u64 {
        code & (u64::MAX >> self.buckets)
    }
}

#[cfg(test)]
mod tests {
    use super::Squeeze;
    use crate::testing::Rng;

    /// The squeeze written bit by bit.
    fn squeezed(key: u64, keep: u64) -> u64 {
        let mut out = 0;
        let mut at = 0;
        for bit in 0..64 {
            if keep >> bit & 1 == 1 {
                out |= (key >> bit & 1) << at;
                at += 1;
            }
        }
        out
    }

    #[test]
    fn squeeze_matches_bit_by_bit() {
        let mut rng = Rng(0x5EED_0013);
        let masks = [0, !0, 1, 1 << 63, 0x8000_0000_0000_0001, 0xF0F0, 0b1011];
        for case in 0..400 {
            let keep = match masks.get(case) {
                Some(&mask) => mask,
                None => rng.next() & rng.next() | rng.next() & 0xFF,
            };
            assert_eq!(Squeeze::new(keep, &[]).bits(), keep.count_ones() as usize);
            // Up to 6 bucket bits outside `keep`, as a count gives them.
            let chosen: Vec<usize> = (0..64)
                .filter(|&bit| keep >> bit & 1 == 0)
                .filter(|_| rng.below(8) == 0)
                .take(case % 7)
                .collect();
            let squeeze = Squeeze::new(keep, &chosen);
            let keys: Vec<u64> = (0..20).map(|_| rng.next()).collect();
            let mut codes = Vec::new();
            squeeze.codes(&keys, &mut codes);
            assert_eq!(codes.len(), keys.len());
            for (&key, &code) in keys.iter().zip(&codes) {
                assert_eq!(
                    squeeze.key(code),
                    squeezed(key, keep),
                    "{:#x} of {:#x}",
                    keep,
                    key
                );
                let bucket = chosen
                    .iter()
                    .enumerate()
                    .map(|(i, &bit)| ((key >> bit & 1) as usize) << i)
                    .sum::<usize>();
                assert_eq!(squeeze.bucket(code), bucket, "{:?} of {:#x}", chosen, key);
            }
        }
    }
}
