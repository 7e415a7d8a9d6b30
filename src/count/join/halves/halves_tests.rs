use super::{kept_after_moving_down, Halves, NorthLists, SECOND};

#[test]
fn north_lists_are_made_once_for_the_same_rows_and_again_for_others() {
    let made = std::cell::Cell::new(0);
    let table = |split: u32| -> &'static [u64] {
        made.set(made.get() + 1);
        match split {
            0b01 => &[1, 2, 4],
            _ => &[8, 3],
        }
    };
    let mut lists = NorthLists::new();
    let clash_and_key = |entry: u64| (entry << 1, entry + 100);
    for _ in 0..2 {
        lists.make((1, 0b11, 2), &[0b01, 0b10], table, clash_and_key);
    }
    assert_eq!(made.get(), 2, "made once");
    assert_eq!(lists.split(0), (&[2u64, 8][..], &[101u64, 104][..]));
    assert_eq!(lists.split(1), (&[16u64][..], &[108u64][..]));
    // Other rows, the same splits: made again.
    lists.make((2, 0b11, 8), &[0b10, 0b01], table, clash_and_key);
    assert_eq!(made.get(), 4);
    assert_eq!(lists.split(0), (&[6u64][..], &[103u64][..]));
    assert_eq!(lists.split(1), (&[2u64, 4, 8][..], &[101u64, 102, 104][..]));
}

#[test]
fn moving_down_clears_exactly_the_bits_from_the_second_diagonal() {
    for down in 1..SECOND {
        let kept = kept_after_moving_down(down);
        for bit in 0..64 {
            let from_second_half = bit + down >= SECOND && bit < SECOND;
            assert_eq!(
                kept >> bit & 1 == 0,
                from_second_half,
                "down {} bit {}",
                down,
                bit
            );
        }
    }
}

/// Each buffer of a thread's halves adds its room to the bytes it keeps,
/// whatever the others hold; the pair count's scratch adds its own.
#[test]
fn every_buffer_of_the_halves_adds_its_room_to_the_bytes() {
    fn grow<T>(buffer: &mut Vec<T>, by: usize) -> u64 {
        let before = buffer.capacity();
        buffer.reserve_exact(before + by);
        (buffer.capacity() - before) as u64
    }
    let mut halves = Halves::new();
    assert_eq!(halves.bytes(), 0);
    for round in 1..=2 {
        for which in 0..12 {
            let by = 3 * round + which;
            let before = halves.bytes();
            let lists = &mut halves.north_lists;
            let room = match which {
                0 => grow(&mut halves.east.buf, by),
                1 => grow(&mut halves.west.buf, by),
                2 => grow(&mut halves.souths.clashes, by),
                3 => grow(&mut halves.souths.keys, by),
                4 => grow(&mut lists[0].starts, by),
                5 => grow(&mut lists[0].kept.clashes, by),
                6 => grow(&mut lists[1].kept.keys, by),
                7 => grow(&mut lists[1].starts, by),
                8 => grow(&mut halves.groups[0], by),
                9 => grow(&mut halves.groups[1], by),
                10 => grow(&mut halves.groups[2], by),
                _ => {
                    let pairs = halves.pairs.bytes();
                    halves.pairs.count_disjoint(&[1; 2000], &[2; 2000], 8);
                    halves.pairs.bytes() - pairs
                }
            };
            let added = if which == 11 { room } else { 8 * room };
            assert_eq!(halves.bytes() - before, added, "buffer {}", which);
            assert!(
                which < 11 || round > 1 || room > 0,
                "the pairs kept nothing"
            );
        }
    }
}
