//! Unit tests of the lanes, against the reference engine.

use super::{Open, Order, MAX_N};
use crate::count::dynamic::Search;
use crate::testing::{random_board, reference_count, Rng};
use crate::tuning::LANES_NODE;

/// The lanes count every board of N = 1..=16 as the reference engine
/// does, from the start and from placements with queens already down
/// (whose filled lines the lanes must never read as empty), on boards
/// from plain to nine cells in ten forbidden.
#[test]
fn the_lanes_count_as_the_reference_does() {
    let mut rng = Rng(0x1a4e_5001);
    let mut from_placements = 0;
    for case in 0..600 {
        let n = 1 + case % MAX_N;
        let percent = rng.below(91);
        let board = random_board(&mut rng, n, percent, false);
        let search = Search::new(&board);
        assert_eq!(
            search.count(search.start()),
            reference_count(&board),
            "{board:?}"
        );
        // A queen on a free cell of the first row: the count of the
        // board whose first row is open there alone.
        let free = (0..n).find(|&c| !board.is_forbidden((0, c)));
        let Some(c) = free else { continue };
        let mut alone = board.clone();
        alone.forbidden[0] = crate::board::columns_mask(n) & !(1 << c);
        let placed = search.place(&search.start(), (0, c));
        assert_eq!(
            search.count(placed),
            reference_count(&alone),
            "{board:?} queen (0, {c})"
        );
        from_placements += 1;
    }
    assert!(from_placements > 400, "{from_placements}");
}

/// Within a budget the lanes give the count, or what they counted and
/// the placements left, whose counts make up the rest. A count spends
/// whole calls, the same each time: one step more is enough, and
/// exactly that many runs out at the end (a budget spent to 0 is spent).
#[test]
fn a_bounded_count_by_the_lanes_is_the_count_or_what_is_left() {
    let mut rng = Rng(0x1a4e_5002);
    let (mut counted, mut refused) = (0, 0);
    for case in 0..300 {
        let n = 8 + case % 9;
        let percent = 15 + rng.below(60);
        let board = random_board(&mut rng, n, percent, false);
        let expected = reference_count(&board);
        let search = Search::new(&board);
        let finishes = |budget: u64| {
            let mut left = budget;
            match search.count_within(&mut left) {
                Ok(count) => {
                    assert_eq!(count, expected, "{board:?}");
                    assert!(left > 0);
                    Some(budget - left)
                }
                Err(unfinished) => {
                    assert_eq!(left, 0);
                    let rest: u64 = unfinished.left.iter().map(|&p| search.count(p)).sum();
                    assert_eq!(unfinished.counted + rest, expected, "{board:?} {budget}");
                    None
                }
            }
        };
        for budget in [1, LANES_NODE + 1, 1000, 100_000, 1 << 40] {
            match finishes(budget) {
                Some(spent) => {
                    assert!(spent > 0 && spent % LANES_NODE == 0);
                    assert_eq!(finishes(spent + 1), Some(spent), "{board:?}");
                    assert_eq!(finishes(spent), None, "{board:?}");
                    counted += 1;
                }
                None => refused += 1,
            }
        }
    }
    assert!(counted > 600 && refused > 400, "{counted} {refused}");
}

/// Knuth's estimate of the lanes' steps is near what a count spends:
/// over many boards, within a factor of 1.5 in all.
#[test]
fn the_lanes_estimate_is_near_the_steps_spent() {
    let mut rng = Rng(0x1a4e_5003);
    let (mut estimated, mut spent) = (0.0, 0.0);
    for case in 0..60 {
        let n = 10 + case % 7;
        let percent = 20 + rng.below(40);
        let board = random_board(&mut rng, n, percent, false);
        let search = Search::new(&board);
        let mut left = u64::MAX;
        search.count_within(&mut left).ok().expect("counted");
        spent += (u64::MAX - left) as f64;
        estimated += search.estimated_steps(64, 0.0);
    }
    let ratio = estimated / spent;
    assert!((0.67..1.5).contains(&ratio), "{ratio}");
}

/// A board whose only open cells are one solution's (N = 4 and 6): every
/// queen is forced, and the lanes make no call below the first (a
/// placement with one row left is counted, not called). The count spends
/// that one call, and the estimate is that call, exactly.
#[test]
fn a_tree_of_forced_queens_is_one_call_spent_and_estimated() {
    for columns in [&[1, 3, 0, 2][..], &[1, 3, 5, 0, 2, 4]] {
        let n = columns.len();
        let mut board = crate::board::Board::plain(n);
        for (r, &c) in columns.iter().enumerate() {
            board.forbidden[r] = crate::board::columns_mask(n) & !(1 << c);
        }
        let search = Search::new(&board);
        let mut left = u64::MAX;
        assert_eq!(search.count_within(&mut left).ok(), Some(1));
        assert_eq!(u64::MAX - left, LANES_NODE, "N = {n}");
        assert_eq!(
            search.estimated_steps(64, 0.0),
            LANES_NODE as f64,
            "N = {n}"
        );
    }
}

/// Of equally constrained lines, the middle rows come first, each row
/// before the column as far from the middle, then outwards.
#[test]
fn the_order_starts_in_the_middle() {
    let order = Order::new(8);
    let lanes: Vec<u8> = order.lane[..6].to_vec();
    // Rows 3 and 4, columns 3 and 4 (lanes 19 and 20), then rows 2 and 5.
    assert_eq!(lanes, [3, 19, 4, 20, 2, 18]);
    for (rank, &lane) in order.lane.iter().enumerate() {
        assert_eq!(order.rank[usize::from(lane)], rank as i16);
    }
    let search = Search::new(&crate::board::Board::plain(8));
    let open = Open::of(&search, &search.start());
    assert_eq!(open.most_constrained(&search.order).0, 3);
}
