//! An N's first case: estimated before it is searched, where the
//! filter may pay for it, and never where its tree fits the first budget.

use super::note_alike;
use crate::board::Board;
use crate::count::auto::first::{first_estimate, WHOLE_TREE_FITS};
use crate::count::auto::{small_tree, Auto, Way};
use crate::count::Planner;
use crate::testing::{random_board, Rng};
use std::sync::atomic::Ordering::Relaxed;

/// Nodes of the plain board's top-down tree at size `n`, the root
/// included: each placement of queens on the top rows that no two attack.
fn plain_tree(n: usize) -> u64 {
    fn below(n: usize, placed: &mut Vec<usize>) -> u64 {
        let row = placed.len();
        let mut nodes = 1;
        if row == n {
            return nodes;
        }
        for column in 0..n {
            let attacked = placed
                .iter()
                .enumerate()
                .any(|(r, &c)| c == column || row - r == column.abs_diff(c));
            if !attacked {
                placed.push(column);
                nodes += below(n, placed);
                placed.pop();
            }
        }
        nodes
    }
    below(n, &mut Vec::new())
}

/// `WHOLE_TREE_FITS` is the largest N whose plain board's whole tree is
/// within its first budget: at that N the tree fits, at the next it does
/// not.
#[test]
fn whole_tree_fits_is_the_largest_n_whose_plain_tree_fits_its_first_budget() {
    let fits = |n: usize| (plain_tree(n) as f64) <= small_tree(n);
    assert_eq!(plain_tree(8), 2057);
    assert!(fits(WHOLE_TREE_FITS));
    assert!(!fits(WHOLE_TREE_FITS + 1));
}

/// An N's first case is estimated before it is searched, where more than
/// one case of its N is ahead and its tree may not fit the first budget:
/// 100 near-plain N = 14 cases repay the filter at the estimate of the
/// first, and so do 100 of N = 12, and 5, and 15 of N = 14, whose first
/// searches would run out and, with the join's least after them, buy
/// it, though the join's least alone would not; 2 do not, nor do 10 near-plain N = 16
/// cases, the join costing them far less than their searches. A lone
/// case is not estimated, nor a case after one searched, nor one of N up
/// to `WHOLE_TREE_FITS`. A built filter puts the estimate on the record
/// of its N's searches.
#[test]
fn an_estimate_buys_the_filter_only_against_the_least_plan() {
    let mut rng = Rng(0x5EED_A082);
    for (n, ahead, searched, estimated, pays) in [
        (14, 100, 0, true, true),
        (12, 100, 0, true, true),
        (12, 5, 0, true, true),
        (14, 15, 0, true, true),
        (14, 2, 0, true, false),
        (16, 10, 0, true, false),
        (14, 1, 0, false, false),
        (14, 100, 1, false, false),
        (WHOLE_TREE_FITS, 100, 0, false, false),
    ] {
        let board = random_board(&mut rng, n, 97, false);
        let auto = Auto::new(Planner::default());
        note_alike(&auto, &board, ahead, 1);
        auto.searched[n].store(searched, Relaxed);
        let built = auto.estimate_pays(&board, small_tree(n));
        let what = (auto.went(Way::Estimated) == 1, built.is_some());
        assert_eq!(what, (estimated, pays), "N = {}, {} ahead", n, ahead);
        let (estimate, dynamic) = first_estimate(&board);
        let record = match pays {
            true => auto.pace.weigh(estimate, dynamic) as u64,
            false => searched,
        };
        assert_eq!(auto.searched[n].load(Relaxed), record, "N = {}", n);
    }
}

/// The estimate is weighed against the first budget as it is cut, not
/// against the budget uncut: a board whose estimate is under the uncut
/// budget and over the cut one (150 cases of N = 14, a quarter of their
/// cells forbidden) buys the filter, as the search would only run out
/// and buy it; where the budget is the estimate itself, it does not.
#[test]
fn an_estimate_is_weighed_against_the_first_budget_as_cut() {
    let mut rng = Rng(0x5EED_A084);
    let n = 14;
    let small = small_tree(n);
    let fresh = |board: &Board| {
        let auto = Auto::new(Planner::default());
        note_alike(&auto, board, 150, 1);
        auto
    };
    let (board, budget) = (0..100)
        .map(|_| random_board(&mut rng, n, 75, false))
        .map(|board| {
            let budget = fresh(&board).first_budget(&board, board.forbidden_cells(), small);
            (board, budget)
        })
        .find(|(board, budget)| (*budget..small).contains(&first_estimate(board).0))
        .expect("a board whose estimate is between the cut budget and the uncut one");
    let (estimate, _) = first_estimate(&board);
    for (budget, pays) in [(budget, true), (estimate, false)] {
        let built = fresh(&board).estimate_pays(&board, budget);
        assert_eq!(built.is_some(), pays, "budget {} for {}", budget, estimate);
    }
}

/// A dynamic search that runs out goes on in its plan from where it
/// stopped, so the rest after it is its estimate less its budget: 12
/// cases of N = 14 with a quarter of their cells forbidden repay the
/// filter at that rest, 50 of N = 15 with 30% forbidden do not (the
/// first search would run out in each).
#[test]
fn a_dynamic_first_search_is_followed_by_the_rest_of_its_estimate() {
    for (n, percent, ahead, pays) in [(14, 75, 12, true), (15, 70, 50, false)] {
        let board = random_board(&mut Rng(0x5EED_A086), n, percent, false);
        let (estimate, dynamic) = first_estimate(&board);
        assert!(dynamic && estimate > small_tree(n), "N = {}", n);
        let auto = Auto::new(Planner::default());
        note_alike(&auto, &board, ahead, 1);
        let built = auto.estimate_pays(&board, small_tree(n));
        assert_eq!(built.is_some(), pays, "N = {}", n);
    }
}

/// A budget too small to repay the setup of a search is the plain
/// loop's alone, even for a tree that takes the loop more than that
/// setup; a budget above it tries the loop within the setup's steps and
/// then searches.
#[test]
fn a_budget_too_small_for_a_search_is_the_loops_alone() {
    use crate::count::auto::{first::search_within, By};
    use crate::count::{count_fast_within, count_from_within, dynamic, rows_of};
    use crate::tuning::{SEARCH_SETUP, SMALL_TREE_PLANS};
    let n = 11;
    let tiny = (SEARCH_SETUP * n) as u64;
    let loop_only = tiny * (1 + SMALL_TREE_PLANS as u64);
    let mut rng = Rng(0x5EED_A077);
    // A board whose loop needs more than `tiny` steps and fewer than
    // `loop_only`.
    let board = (0..1000)
        .map(|_| random_board(&mut rng, n, 60, false))
        .find(|board| {
            let rows = rows_of(board);
            let within = |budget: u64| count_from_within(&rows, &mut { budget }).is_some();
            !within(tiny) && within(loop_only)
        })
        .expect("no board between the budgets");
    let expected = crate::testing::reference_count(&board);
    let mut budget = loop_only;
    let (count, by) = search_within(&board, &mut budget).ok().unwrap();
    assert_eq!(count, expected);
    assert!(matches!(by, By::Loop), "{:?}", by);
    // A budget above it: the loop runs out within `tiny`, the search's
    // steps follow, and the budget is left with what neither used.
    let start = loop_only * 100;
    let mut budget = start;
    let (count, by) = search_within(&board, &mut budget).ok().unwrap();
    assert_eq!(count, expected);
    let mut searched = start;
    match by {
        By::Fast => drop(count_fast_within(&rows_of(&board), &mut searched)),
        By::Dynamic => drop(dynamic::Search::new(&board).count_within(&mut searched)),
        _ => panic!("{:?}", by),
    }
    assert_eq!(budget, start - tiny - (start - searched));
    // A board that the loop counts within `tiny` leaves what it used.
    let dense = random_board(&mut rng, n, 15, false);
    let mut used = tiny;
    assert!(count_from_within(&rows_of(&dense), &mut used).is_some());
    let mut budget = start;
    let (count, by) = search_within(&dense, &mut budget).ok().unwrap();
    assert_eq!(
        (count, budget),
        (
            crate::testing::reference_count(&dense),
            start - (tiny - used)
        )
    );
    assert!(matches!(by, By::Loop), "{:?}", by);
}
