//! Unit tests of the disjoint-pair count, against the pair-by-pair count.

use super::{count_directly, Pairs};
use crate::testing::Rng;

/// Long because it builds lists of every shape the sliced count
/// treats apart, and checks each against the pair-by-pair count.
#[test]
fn sliced_count_matches_pair_by_pair() {
    let mut rng = Rng(0x5EED_0010);
    let mut pairs = Pairs::new();
    let mut bucketed = 0;
    let mut squeezed = 0;
    // Cases with keys in runs of each width and blocks to look up.
    let mut widths = [0; 2];
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
        // Some lists each on bits of their own, which share a quarter of
        // them: keys squeezed to fewer runs.
        let (p_mask, q_mask) = if case % 4 == 3 || case % 8 == 5 {
            (key_mask & rng.next(), key_mask & rng.next())
        } else {
            (key_mask, key_mask)
        };
        // Sparse keys, so that many pairs are disjoint; in the long
        // lists, 4 bits set half the time, which buckets pay for.
        let dense = if case % 4 == 1 { 0xF << (bits / 2) } else { 0 };
        let key = |rng: &mut Rng, mask: u64| {
            (rng.next() & rng.next() & rng.next() | rng.next() & dense) & key_mask & mask
        };
        let ps: Vec<u64> = (0..len_p).map(|_| key(&mut rng, p_mask)).collect();
        let qs: Vec<u64> = (0..len_q).map(|_| key(&mut rng, q_mask)).collect();
        let meet = ps.iter().fold(0, |all, &p| all | p) & qs.iter().fold(0, |all, &q| all | q);
        if case % 4 == 1 && bits >= 16 {
            let chosen = super::busiest_bits(&ps, &qs, bits, super::buckets::MAX_BUCKET_BITS);
            bucketed += usize::from(super::best_bucket_bits(&ps, &qs, &chosen, meet) > 0);
        } else {
            let squeezes = super::squeeze_pays(len_p, len_q, bits, meet.count_ones() as usize);
            squeezed += usize::from(squeezes);
        }
        if len_p.min(len_q) >= super::JOIN_SHORT_LIST {
            widths[usize::from(super::runs_of(bits).width == super::WIDE)] += 1;
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
        // The join's weights, and some that are 0.
        let weights = if case % 2 == 0 { [1, 2, 4] } else { [0, 1, 3] };
        let (runs, expected) = weighed_by_class(&ps, &mut qs, weights);
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
    assert!(
        squeezed >= 10,
        "only {} unbucketed cases squeezed",
        squeezed
    );
    assert!(
        widths.iter().all(|&cases| cases >= 20),
        "cases in narrow and wide runs: {:?}",
        widths
    );
}

/// `qs` sorted into weight runs by class (q mod 3), class c weighing
/// `weights[c]`: the runs, and the weighted count of disjoint pairs
/// with `ps`, pair by pair with each q's own weight.
fn weighed_by_class(ps: &[u64], qs: &mut [u64], weights: [u64; 3]) -> (Vec<(usize, u64)>, u64) {
    qs.sort_unstable_by_key(|&q| q % 3);
    let runs = (0..3)
        .map(|class| {
            let len = qs.iter().filter(|&&q| q % 3 == class).count();
            (len, weights[class as usize])
        })
        .collect();
    let expected = qs
        .iter()
        .map(|&q| weights[(q % 3) as usize] * ps.iter().filter(|&&p| p & q == 0).count() as u64)
        .sum();
    (runs, expected)
}

/// Lists cut into 7 to 10 bucket bits, forced: more buckets than any
/// list short enough for a test earns, against the pair-by-pair count,
/// with weight runs that a bucket may lack.
#[test]
fn many_buckets_count_every_pair_once() {
    let mut rng = Rng(0x5EED_0011);
    let mut pairs = Pairs::new();
    for b in 7..=super::buckets::MAX_BUCKET_BITS {
        let bits = 20 + rng.below(30);
        let mask = (1u64 << bits) - 1;
        // Dense keys, so that bucket bits are often set.
        let key = |rng: &mut Rng| (rng.next() & rng.next()) & mask;
        let ps: Vec<u64> = (0..1500 + rng.below(1000)).map(|_| key(&mut rng)).collect();
        let mut qs: Vec<u64> = (0..1500 + rng.below(1000)).map(|_| key(&mut rng)).collect();
        let (runs, expected) = weighed_by_class(&ps, &mut qs, [1, 0, 5]);
        let meet = super::shared_bits(&ps, &qs);
        let chosen = super::busiest_bits(&ps, &qs, bits, b);
        assert_eq!(chosen.len(), b);
        assert_eq!(
            pairs.count_bucketed(&ps, &qs, &runs, meet, &chosen),
            expected,
            "{} bucket bits, {} bits",
            b,
            bits
        );
    }
}

/// The scratch a bucketed count keeps holds both lists sorted by bucket,
/// and the tables of at least one block; none before it counts.
#[test]
fn a_bucketed_count_keeps_its_lists_and_tables() {
    let mut rng = Rng(0x5EED_0057);
    let mut pairs = Pairs::new();
    assert_eq!(pairs.bytes(), 0);
    let ps: Vec<u64> = (0..3000).map(|_| rng.next() & 0xFFFF_FFFF).collect();
    let qs: Vec<u64> = (0..2000).map(|_| rng.next() & 0xFFFF_FFFF).collect();
    let meet = super::shared_bits(&ps, &qs);
    let chosen = super::busiest_bits(&ps, &qs, 32, 7);
    pairs.count_bucketed(&ps, &qs, &[(qs.len(), 1)], meet, &chosen);
    let lists = 8 * (ps.len() + qs.len()) as u64;
    let lanes = std::mem::size_of::<super::Lanes>() as u64;
    let tables = lanes * (pairs.tables.len() + pairs.has_bit.len()) as u64;
    assert!(!pairs.tables.is_empty());
    assert!(
        pairs.bytes() >= lists + tables,
        "{} < {}",
        pairs.bytes(),
        lists + tables
    );
}

/// Each buffer adds its room to the bytes, whatever the others hold.
#[test]
fn every_buffer_adds_its_room_to_the_bytes() {
    let lanes = std::mem::size_of::<super::Lanes>() as u64;
    let mut pairs = Pairs::new();
    let grow = |pairs: &mut Pairs, which: usize, by: usize| {
        let before = pairs.bytes();
        let (room, size) = match which {
            0 => (grow_room(&mut pairs.tables, by), lanes),
            1 => (grow_room(&mut pairs.has_bit, by), lanes),
            2 => (grow_room(&mut pairs.ps, by), 8),
            3 => (grow_room(&mut pairs.qs, by), 8),
            4 => (grow_room(&mut pairs.probes, by), 8),
            5 => (grow_room(&mut pairs.codes, by), 8),
            6 => (grow_room(&mut pairs.p_starts, by), 8),
            _ => (grow_room(&mut pairs.q_starts, by), 8),
        };
        assert_eq!(pairs.bytes() - before, room * size, "buffer {}", which);
    };
    for round in 1..=2 {
        for which in 0..8 {
            grow(&mut pairs, which, 3 * round + which);
        }
    }
}

/// Grows the room of empty `buffer` by at least `by`; returns by how
/// much.
fn grow_room<T>(buffer: &mut Vec<T>, by: usize) -> u64 {
    let before = buffer.capacity();
    buffer.reserve_exact(before + by);
    (buffer.capacity() - before) as u64
}

/// Short lists get at most 6 bucket bits, lists of 64 × 4,096 keys
/// the most; the shorter list decides.
#[test]
fn longer_lists_get_more_bucket_bits() {
    let keys = |len: usize| vec![0u64; len];
    let most = |p: usize, q: usize| super::buckets::most_bucket_bits(&keys(p), &keys(q));
    assert_eq!(super::buckets::MAX_BUCKET_BITS, 10);
    assert_eq!(most(1024, 1024), 6);
    assert_eq!(most(64 * 512 - 1, 1 << 20), 6);
    assert_eq!(most(64 * 512, 1 << 20), 7);
    assert_eq!(most(1 << 20, 64 * 1024), 8);
    assert_eq!(most(64 * 4096, 64 * 4096), 10);
    assert_eq!(most(1 << 24, 1 << 24), 10);
}

/// The sizes within each bucket set, against summing them one by one.
#[test]
fn sums_within_add_the_buckets_inside() {
    let mut rng = Rng(0x5EED_0012);
    for b in 0..=6 {
        let sizes: Vec<u64> = (0..1usize << b).map(|_| rng.below(100) as u64).collect();
        let sums = super::buckets::sums_within(&sizes);
        for (m, &sum) in sums.iter().enumerate() {
            let inside: u64 = (0..sizes.len())
                .filter(|&v| v & !m == 0)
                .map(|v| sizes[v])
                .sum();
            assert_eq!(sum, inside, "{} bits, set {:b}", b, m);
        }
    }
}

/// Every key width gets runs that cover it and that `look_up_words` has
/// a case for: 1 to 8 narrow runs, 6 to 11 wide ones (wide keys have
/// more than `JOIN_NARROW_KEY_BITS` bits).
#[test]
fn every_key_width_has_a_look_up() {
    for bits in 1..=64 {
        let runs = super::runs_of(bits);
        let cases = if runs.width == super::WIDE {
            6..=11
        } else {
            1..=8
        };
        assert!(
            cases.contains(&runs.count),
            "{} bits: {} runs of {}",
            bits,
            runs.count,
            runs.width
        );
        assert!(runs.count * runs.width >= bits, "{} bits", bits);
    }
}

/// The bits a count looks its keys up by: those some p and some q have,
/// less the bucket bits.
#[test]
fn keys_are_looked_up_by_the_bits_a_pair_can_share() {
    // The p's have bits 0 to 3, the q's 2 to 5: pairs can share 2 and 3.
    let (ps, qs) = ([0b0011, 0b1100], [0b01_0100, 0b10_1000]);
    let meet = super::shared_bits(&ps, &qs);
    assert_eq!(meet, 0b1100);
    assert_eq!(super::looked_up_bits(meet, &[3]), 0b0100);
    assert_eq!(super::looked_up_bits(meet, &[3, 2]), 0);
    assert_eq!(super::looked_up_bits(meet, &[0, 5]), 0b1100);
}

/// Not a check but a measurement (docs/performance.md, "The pair count
/// against the machine's limit"): one full block of random keys looked up
/// by 2^20 probes, keys of 28 and 34 bits (in 5 and 6 runs of 6 bits:
/// the squeezed keys of N = 20 and 21, and of N = 22),
/// the best of 40 rounds, in nanoseconds and in cycles of a clock read
/// from a chain of dependent operations (a rotate and an XOR: two cycles
/// a step wherever each takes one). Beside it, the limit on this machine:
/// a probe reads one 64-byte table entry a run, so it needs at least the
/// cycles in which the core reads those bytes from its L1 cache, at the
/// rate of an AND over an L1-resident table in the same build (the
/// widest loads the build's vector instructions make). Run it alone on a
/// quiet machine:
/// `cargo test --release --lib look_up_time -- --ignored --nocapture`.
#[test]
#[ignore]
fn look_up_time() {
    use std::time::Instant;
    fn best_of(rounds: usize, mut run: impl FnMut() -> u64) -> (f64, u64) {
        let mut best = f64::MAX;
        let mut result = 0;
        for _ in 0..rounds {
            let start = Instant::now();
            result = std::hint::black_box(run());
            best = best.min(start.elapsed().as_secs_f64());
        }
        (best, result)
    }
    let steps = 1u64 << 26;
    let (chain, _) = best_of(10, || {
        let mut x = std::hint::black_box(1u64);
        for step in 0..steps {
            x = (x ^ step).rotate_left(7);
        }
        x
    });
    let ghz = 2.0 * steps as f64 / chain / 1e9;
    // 16 KiB of entries, ANDed word by word into one entry's worth of
    // accumulators: independent loads, each AND one cycle deep.
    let entries: Vec<[u64; super::WORDS]> = (0..256u64)
        .map(|i| [i.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1; super::WORDS])
        .collect();
    let sweeps = 1usize << 12;
    let (read, _) = best_of(10, || {
        let mut acc = [!0u64; super::WORDS];
        for _ in 0..sweeps {
            for entry in std::hint::black_box(&entries) {
                for (a, &e) in acc.iter_mut().zip(entry) {
                    *a &= e;
                }
            }
        }
        acc.iter().fold(0, |x, &a| x ^ a)
    });
    let bytes = (sweeps * entries.len() * super::WORDS * 8) as f64;
    let bytes_a_cycle = bytes / (read * ghz * 1e9);
    println!(
        "clock: {:.2} GHz; L1 reads {:.1} bytes a cycle",
        ghz, bytes_a_cycle
    );
    for &(bits, ones) in &[(28, 8), (34, 9)] {
        let mut rng = Rng(0x5EED_0077);
        let mut key = || {
            let mut key = 0u64;
            while key.count_ones() < ones {
                key |= 1 << rng.below(bits);
            }
            key
        };
        let block: Vec<u64> = (0..super::BLOCK).map(|_| key()).collect();
        let probes: Vec<u64> = (0..1 << 20).map(|_| key()).collect();
        let mut pairs = Pairs::new();
        let runs = super::runs_of(bits);
        let words = pairs.build(&block, runs);
        let all = [([!0; super::WORDS], 1)];
        // Even N's west halves weigh 1 or 2, 2 or 4 by their queens on
        // the long diagonals: a block of three weights.
        let weighted = [
            (super::lanes(0, 200), 1),
            (super::lanes(200, 400), 2),
            (super::lanes(400, super::BLOCK), 4),
        ];
        let bound = (runs.count * super::WORDS * 8) as f64 / bytes_a_cycle;
        for (name, classes) in [("one weight", &all[..]), ("three weights", &weighted[..])] {
            let (best, sum) = best_of(40, || pairs.look_up(runs, words, &probes, classes));
            let ns = best * 1e9 / probes.len() as f64;
            println!(
                "{} bits, {} runs of {}, {}: {:.2} ns, {:.1} cycles a probe, {:.2} times its bound of {:.1} (sum {})",
                bits,
                runs.count,
                runs.width,
                name,
                ns,
                ns * ghz,
                ns * ghz / bound,
                bound,
                sum
            );
        }
    }
}

/// A count of lists as long as `ready` was told grows none of the
/// buffers it readied (the lists' copies and codes), bucketed or not.
#[test]
fn a_count_after_ready_grows_no_readied_buffer() {
    let mut rng = Rng(0x5EED_0053);
    for (len_p, len_q) in [(3000, 5000), (5000, 3000), (700, 900)] {
        let ps: Vec<u64> = (0..len_p)
            .map(|_| rng.next() & rng.next() & 0xFF_FFFF)
            .collect();
        let qs: Vec<u64> = (0..len_q)
            .map(|_| rng.next() & rng.next() & 0xFF_FFFF)
            .collect();
        let mut pairs = Pairs::new();
        pairs.ready(len_p, len_q);
        let lengths = (pairs.ps.len(), pairs.qs.len(), pairs.codes.len());
        assert_eq!(lengths, (len_p, len_q, len_p.max(len_q)));
        let room = |pairs: &Pairs| {
            (
                pairs.ps.capacity(),
                pairs.qs.capacity(),
                pairs.codes.capacity(),
            )
        };
        let readied = room(&pairs);
        assert_eq!(pairs.count_disjoint(&ps, &qs, 24), count_directly(&ps, &qs));
        assert_eq!(room(&pairs), readied, "{} × {}", len_p, len_q);
    }
}
