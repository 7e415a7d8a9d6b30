//! Auto's projection of the cases to come: by their trees' shares, from
//! the cases that the scan ahead notes.

use super::note_alike;
use crate::board::Board;
use crate::count::auto::Auto;
use crate::count::Planner;
use crate::testing::{random_board, reference_count, Rng};
use std::sync::atomic::Ordering::Relaxed;

/// The cases to come are projected by their trees' shares
/// (`tree_share`): searches so far that project to just the filter's
/// cost over cases like those seen pay for it where the cases to come
/// forbid fewer cells, and not where they forbid more.
#[test]
fn the_cases_to_come_are_projected_by_their_forbidden_cells() {
    use crate::count::filter::Filter;
    use crate::tuning::RACE_TRIALS;
    let n = 14;
    let board = random_board(&mut Rng(0x5EED_A07C), n, 60, false);
    let forbidden = board.forbidden_cells();
    let cost = Filter::build_cost(n) + Filter::model_cost(&board) * (90.0 + RACE_TRIALS);
    for (to_come, pays) in [(forbidden - 10, true), (forbidden + 10, false)] {
        let auto = Auto::new(Planner::default());
        note_alike(&auto, &board, 10, 10);
        auto.note_ahead(&vec![(n, to_come); 90]);
        auto.searched[n].store((cost / 9.0) as u64, Relaxed);
        assert_eq!(auto.pays(&board, 0.0, 0.0), pays, "{}", to_come);
    }
}

/// The scan's cases that come to auto's filter are noted: those with a
/// forbidden cell (a plain board goes elsewhere) and N ≤ 16. Searches of
/// boards with no tree share (every cell forbidden) project nothing.
#[test]
fn only_the_cases_for_the_filter_are_noted_and_a_share_of_none_projects_nothing() {
    use crate::count::{auto::tree_share, filter::Filter};
    let auto = Auto::new(Planner::default());
    auto.note_ahead(&[(14, 0), (14, 5), (20, 9), (14, 7), (3, 9), (16, 1)]);
    assert_eq!(auto.ahead[14].load(Relaxed), 2);
    assert_eq!(auto.ahead[16].load(Relaxed), 1);
    let share = f64::from_bits(auto.ahead_share[16].load(Relaxed));
    assert_eq!(share, tree_share(16, 1));
    let share = f64::from_bits(auto.ahead_share[14].load(Relaxed));
    assert_eq!(share, tree_share(14, 5) + tree_share(14, 7));
    assert_eq!(auto.ahead[3].load(Relaxed), 1);
    assert_eq!(f64::from_bits(auto.ahead_share[3].load(Relaxed)), 0.0);
    assert_eq!(tree_share(14, 0), 1.0);
    assert!((tree_share(8, 32) - 0.5f64.powi(8)).abs() < 1e-15);
    // A fully forbidden board seen, a whole build searched: no projection.
    let board = Board::new(14, vec![(1 << 14) - 1; 14]);
    note_alike(&auto, &board, 0, 1);
    let searched = Filter::build_cost(14) * 1.5;
    auto.searched[14].store(searched as u64, Relaxed);
    assert!(!auto.pays(&board, 0.0, 0.0));
}

/// The first search stops where its steps alone, projected over the
/// cases to come, repay the filter (60 near-plain N = 13 cases): just
/// past what it must still spend (`unpaid`). A lone case, or one whose
/// filter another thread builds, gets the whole first budget.
#[test]
fn the_first_search_stops_where_the_cases_to_come_repay_the_filter() {
    use crate::count::auto::small_tree;
    use crate::count::filter::Filter;
    use crate::tuning::FILTER_RENT;
    let n = 13;
    let board = random_board(&mut Rng(0x5EED_A07E), n, 98, false);
    let small = small_tree(n);
    let auto = Auto::new(Planner::default());
    note_alike(&auto, &board, 60, 1);
    let budget = auto.first_budget(&board, board.forbidden_cells(), small);
    assert!(budget > 0.0 && budget < small, "{} of {}", budget, small);
    let spent = |steps| auto.pace.weigh(steps, true);
    assert!(!auto.pays(&board, spent(budget - 1.0), 0.0));
    assert!(auto.pays(&board, spent(budget), 0.0));
    auto.building[n].store(true, Relaxed);
    assert_eq!(
        auto.first_budget(&board, board.forbidden_cells(), small),
        small
    );
    let alone = Auto::new(Planner::default());
    note_alike(&alone, &board, 1, 1);
    assert_eq!(
        alone.first_budget(&board, board.forbidden_cells(), small),
        small
    );
    // At N = 16 too, once the searches so far have paid the rent.
    let n = 16;
    let board = random_board(&mut Rng(0x5EED_A07F), n, 98, false);
    let auto = Auto::new(Planner::default());
    note_alike(&auto, &board, 500, 1);
    let rent = Filter::build_cost(n) * FILTER_RENT;
    auto.searched[n].store(rent as u64, Relaxed);
    assert!(auto.first_budget(&board, board.forbidden_cells(), small_tree(n)) < small_tree(n));
}

/// Once its N's filter is built, a plain board is counted by it;
/// without one, a plain board whose whole tree fits the first budget
/// (N = 11) is counted by the first search, and a larger one (N = 12)
/// is planned.
#[test]
fn a_plain_board_is_counted_by_its_built_filter_or_its_first_search() {
    use crate::count::auto::{By, Counted};
    let auto = Auto::new(Planner::default());
    auto.built_filter(12);
    for (n, plain, filtered) in [(12, 14200, true), (11, 2680, false)] {
        match auto.count(&Board::plain(n)) {
            Counted::Count { count, by } => {
                assert_eq!(count, plain);
                assert_eq!(matches!(by, By::Filter), filtered, "{:?}", by);
            }
            Counted::Plan { .. } => panic!("N = {} planned", n),
        }
    }
    let unbuilt = Auto::new(Planner::default());
    assert!(matches!(
        unbuilt.count(&Board::plain(12)),
        Counted::Plan { .. }
    ));
}

/// With the filter built, a case whose search the searches before the
/// build, per share of their trees, project past `RACE_HOPE` times the
/// race's budget is counted by the filter unraced; one projected just
/// within it is raced, and so is one with no searches to project from.
/// (A dynamic search's, on two threads: their steps weigh the pace over
/// 2, as the searches before did.)
#[test]
fn no_race_is_run_that_the_searches_before_the_build_project_to_lose() {
    use super::Way;
    use crate::count::auto::small_tree;
    use crate::count::dynamic;
    use crate::tuning::{RACE_HOPE, RACE_SHARE};
    let n = 12;
    let board = random_board(&mut Rng(0x5EED_A080), n, 70, false);
    assert!(dynamic::pays(&board));
    for (times, raced) in [(1.1, false), (0.9, true), (0.0, true)] {
        let auto = Auto::new(Planner::default());
        auto.note_side_by_side(2);
        let modelled = auto.built_filter(n).modelled_cost(board.forbidden_cells());
        let budget = (modelled * RACE_SHARE).min(small_tree(n));
        let step = auto.pace.weigh(1.0, dynamic::pays(&board));
        note_alike(&auto, &board, 40, 40);
        let searched = 40.0 * budget * RACE_HOPE * step * times;
        auto.searched[n].store(searched as u64, Relaxed);
        assert_eq!(super::count(&auto, &board), reference_count(&board));
        let races = auto.went(Way::RaceFiltered) + auto.went(Way::RaceSearched);
        assert_eq!(
            (races, auto.went(Way::Filtered)),
            (raced as usize, !raced as usize)
        );
    }
}

/// A case whose search the searches of its N so far, per share of their
/// trees, project past `RACE_HOPE` times its first budget gets no first
/// search: it is planned at once, and counted right. One projected just
/// within it is searched first.
#[test]
fn no_first_search_is_run_that_the_searches_so_far_project_to_run_out() {
    use super::Way;
    use crate::count::auto::small_tree;
    use crate::count::dynamic;
    use crate::tuning::RACE_HOPE;
    let n = 16;
    let board = random_board(&mut Rng(0x5EED_A081), n, 60, false);
    let small = small_tree(n);
    for (times, way) in [(1.1, Way::Planned), (0.9, Way::Searched)] {
        let auto = Auto::new(Planner::default());
        let step = auto.pace.weigh(1.0, dynamic::pays(&board));
        note_alike(&auto, &board, 0, 5);
        let searched = 5.0 * small * RACE_HOPE * step * times;
        auto.searched[n].store(searched as u64, Relaxed);
        assert_eq!(super::count(&auto, &board), reference_count(&board));
        assert_eq!(auto.went(way), 1, "{}", times);
    }
}

/// Where the build and the searches alone leave this case less to
/// spend than its budget weighs, the matches are counted in too: the
/// first budget is cut where the whole repays the filter, not short of
/// it where the build alone would (60 N = 13 cases, 10% forbidden, for
/// the dynamic search, whose steps weigh more than the fast core's; 10
/// seen, the searches so far leaving 1.1 budgets unpaid by the build).
#[test]
fn a_first_budget_cut_counts_the_matches_in() {
    use crate::count::auto::small_tree;
    use crate::count::dynamic;
    let n = 13;
    let board = random_board(&mut Rng(0x5EED_A083), n, 90, false);
    let small = small_tree(n);
    let auto = Auto::new(Planner::default());
    note_alike(&auto, &board, 60, 10);
    assert!(dynamic::pays(&board));
    let step = auto.pace.weigh(1.0, dynamic::pays(&board));
    // The build's part alone (`within` 0: no match modelled).
    let build_alone = auto.unpaid(&board, 0.0, 0.0);
    assert!(
        build_alone > 1.1 * small,
        "{} against {}",
        build_alone,
        small
    );
    auto.searched[n].store((build_alone - 1.1 * small) as u64, Relaxed);
    let least = auto.unpaid(&board, 0.0, 0.0);
    let whole = auto.unpaid(&board, 0.0, f64::INFINITY);
    let cut = |unpaid: f64| (unpaid / step + 1.0).clamp(0.0, small).floor();
    assert!(cut(whole) > cut(least), "{} against {}", whole, least);
    let budget = auto.first_budget(&board, board.forbidden_cells(), small);
    assert_eq!(budget, cut(whole));
}
