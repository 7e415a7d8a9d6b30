//! Σ of the one bits of many bit vectors, with weights by lane: the
//! popcounts of the disjoint-pair look-ups. One popcount a word where the
//! CPU has the instruction, carry-save adders where it has not. Pure
//! functions of their arguments.

/// A bit vector of `W` words for each probe: what the sums below add up.
/// A trait rather than a closure so that its method is always inlined
/// into the sums' loops: a call per probe returns its words through
/// memory, where inlined they stay in registers.
pub(super) trait Vectors<const W: usize> {
    fn of(&self, probe: u64) -> [u64; W];
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
pub(super) fn sum_of_ones<const W: usize>(probes: &[u64], vector: &impl Vectors<W>) -> u64 {
    if cfg!(target_feature = "popcnt") {
        counted(probes, vector)
    } else {
        added(probes, vector)
    }
}

/// `sum_of_ones` by a popcount of every word.
#[inline(always)]
fn counted<const W: usize>(probes: &[u64], vector: &impl Vectors<W>) -> u64 {
    probes.iter().map(|&p| ones(&vector.of(p))).sum()
}

/// `sum_of_ones` for CPUs without a popcount instruction: the vectors
/// are added 4 at a time into bit-sliced counters of weight 1 and 2 by
/// carry-save adders (Harley and Seal), and only the carries of weight 4
/// are counted. Two counters of `W` words, not three as in
/// `added_by_class`: with a probe's vector they fit x86-64's 16 vector
/// registers, so no counter is stored and loaded back between probes,
/// and loads are what bound a look-up (docs/performance.md).
#[inline(always)]
fn added<const W: usize>(probes: &[u64], vector: &impl Vectors<W>) -> u64 {
    let (mut ones1, mut twos) = ([0u64; W], [0u64; W]);
    let mut fours = 0;
    let mut groups = probes.chunks_exact(4);
    for group in &mut groups {
        let fours_ab = add_four(&mut ones1, &mut twos, group, vector);
        fours += ones(&fours_ab);
    }
    let rest: u64 = groups
        .remainder()
        .iter()
        .map(|&p| ones(&vector.of(p)))
        .sum();
    4 * fours + 2 * ones(&twos) + ones(&ones1) + rest
}

/// Adds the vectors of 4 probes into the counters of weight 1 and 2;
/// returns the carries of weight 4.
#[inline(always)]
fn add_four<const W: usize>(
    ones1: &mut [u64; W],
    twos: &mut [u64; W],
    probes: &[u64],
    vector: &impl Vectors<W>,
) -> [u64; W] {
    let (twos_a, sum) = add(ones1, &vector.of(probes[0]), &vector.of(probes[1]));
    let (twos_b, sum) = add(&sum, &vector.of(probes[2]), &vector.of(probes[3]));
    let (fours, twos_ab) = add(twos, &twos_a, &twos_b);
    *ones1 = sum;
    *twos = twos_ab;
    fours
}

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

/// Σ over probes and classes (mask, weight) of weight × ones(vector(p)
/// & mask): the block's patterns of several weights at once.
#[inline(always)]
pub(super) fn sum_of_weighted_ones<const W: usize>(
    probes: &[u64],
    vector: &impl Vectors<W>,
    classes: &[([u64; W], u64)],
) -> u64 {
    if cfg!(target_feature = "popcnt") {
        counted_by_class(probes, vector, classes)
    } else {
        added_by_class(probes, vector, classes)
    }
}

/// The ones of `lanes` within `mask`.
#[inline(always)]
fn ones_in<const W: usize>(lanes: &[u64; W], mask: &[u64; W]) -> u64 {
    (0..W)
        .map(|w| u64::from((lanes[w] & mask[w]).count_ones()))
        .sum()
}

/// `sum_of_weighted_ones` by popcounts.
#[inline(always)]
fn counted_by_class<const W: usize>(
    probes: &[u64],
    vector: &impl Vectors<W>,
    classes: &[([u64; W], u64)],
) -> u64 {
    let mut total = 0;
    for &p in probes {
        let free = vector.of(p);
        for (mask, weight) in classes {
            total += weight * ones_in(&free, mask);
        }
    }
    total
}

/// `sum_of_weighted_ones` by carry-save adders (see `added`), 8 vectors
/// at a time into counters of weight 1, 2 and 4: the carries of weight 8
/// and the counters left at the end are counted within each class's
/// mask. Eight, not four as in `added`: each class's masked popcount is
/// a software popcount of every word, which 4 at a time would pay twice
/// as often, more than the stored counters cost.
#[inline(always)]
fn added_by_class<const W: usize>(
    probes: &[u64],
    vector: &impl Vectors<W>,
    classes: &[([u64; W], u64)],
) -> u64 {
    let (mut ones1, mut twos, mut fours) = ([0u64; W], [0u64; W], [0u64; W]);
    let mut eights = 0;
    let mut groups = probes.chunks_exact(8);
    for group in &mut groups {
        let fours_a = add_four(&mut ones1, &mut twos, &group[..4], vector);
        let fours_b = add_four(&mut ones1, &mut twos, &group[4..], vector);
        let (eights_ab, fours_ab) = add(&fours, &fours_a, &fours_b);
        fours = fours_ab;
        for (mask, weight) in classes {
            eights += weight * ones_in(&eights_ab, mask);
        }
    }
    let mut total = 8 * eights + counted_by_class(groups.remainder(), vector, classes);
    for (mask, weight) in classes {
        total +=
            weight * (4 * ones_in(&fours, mask) + 2 * ones_in(&twos, mask) + ones_in(&ones1, mask));
    }
    total
}

#[cfg(test)]
mod tests {
    use super::Vectors;
    use crate::testing::Rng;

    /// Four words made from a probe, some sparse, some dense.
    struct Mixed;

    impl Vectors<4> for Mixed {
        fn of(&self, p: u64) -> [u64; 4] {
            [p, p.rotate_left(17) & p, !p, p >> 3]
        }
    }

    /// The first four words of `super::super::lanes(from, to)`.
    fn lane_mask(from: usize, to: usize) -> [u64; 4] {
        let lanes = super::super::lanes(from, to);
        [lanes[0], lanes[1], lanes[2], lanes[3]]
    }

    #[test]
    fn carry_save_sum_matches_popcounts() {
        let mut rng = Rng(0x5EED_0012);
        for len in 0..40 {
            let probes: Vec<u64> = (0..len).map(|_| rng.next()).collect();
            let vector = Mixed;
            let expected: u64 = probes
                .iter()
                .map(|&p| {
                    vector
                        .of(p)
                        .iter()
                        .map(|w| u64::from(w.count_ones()))
                        .sum::<u64>()
                })
                .sum();
            assert_eq!(super::added(&probes, &vector), expected, "{} probes", len);
            assert_eq!(super::counted(&probes, &vector), expected, "{} probes", len);
            // By class: lanes 0..100 weigh 3, 100..200 weigh 1, 200..256 0.
            let classes = [
                (lane_mask(0, 100), 3),
                (lane_mask(100, 200), 1),
                (lane_mask(200, 256), 0),
            ];
            let weighted: u64 = probes
                .iter()
                .map(|&p| {
                    let v = vector.of(p);
                    (0..256)
                        .filter(|&i| v[i / 64] >> (i % 64) & 1 == 1)
                        .map(|i| {
                            if i < 100 {
                                3
                            } else if i < 200 {
                                1
                            } else {
                                0
                            }
                        })
                        .sum::<u64>()
                })
                .sum();
            assert_eq!(super::added_by_class(&probes, &vector, &classes), weighted);
            assert_eq!(
                super::counted_by_class(&probes, &vector, &classes),
                weighted
            );
        }
    }
}
