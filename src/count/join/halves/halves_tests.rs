use super::{kept_after_moving_down, NorthLists, SECOND};

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
