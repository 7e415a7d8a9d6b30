use super::{Auto, Counted, Way};
use crate::board::Board;
use crate::count::Planner;
use crate::testing::{random_board, reference_count, Rng};
use std::sync::atomic::Ordering::Relaxed;

/// The cases of `boards` as the scan ahead gives them: N and the cells
/// forbidden.
fn ahead_of(boards: &[Board]) -> Vec<(usize, usize)> {
    (boards.iter())
        .map(|board| (board.n, board.forbidden_cells()))
        .collect()
}

/// Notes that the input holds `ahead` cases like `board`, `seen` of which
/// have come.
fn note_alike(auto: &Auto, board: &Board, ahead: usize, seen: u32) {
    let n = board.n;
    auto.note_ahead(&vec![(n, board.forbidden_cells()); ahead]);
    let share = super::tree_share(n, board.forbidden_cells()) * f64::from(seen);
    auto.seen[n].store(seen, Relaxed);
    auto.seen_share[n].store(share.to_bits(), Relaxed);
}

/// Counts `board` as auto does, planned or not.
fn count(auto: &Auto, board: &Board) -> u64 {
    match auto.count(board) {
        Counted::Count { count, .. } => count,
        Counted::Plan { plan, .. } => plan.count_all(),
    }
}

/// A board over the first budget whose plan is the dynamic search goes
/// on from where the first search stopped: its count is the
/// reference's, counted whole, and split into parts (the first
/// search's count goes once, to the placements the split completes).
#[test]
fn a_plan_goes_on_from_the_first_search() {
    let mut rng = Rng(0x5EED_A075);
    let before = crate::rare_paths::hits(crate::rare_paths::Path::Resumed);
    for _ in 0..3 {
        let board = random_board(&mut rng, 17, 60, false);
        let expected = reference_count(&board);
        let plan = || match Auto::new(Planner::default()).count(&board) {
            Counted::Plan { plan, .. } => plan,
            Counted::Count { .. } => panic!("counted within the first budget"),
        };
        assert!(matches!(plan(), crate::count::Plan::Dynamic(_)));
        assert_eq!(plan().count_all(), expected);
        // The judge build's runner counts it on its thread, as planned.
        let auto = Auto::new(Planner::default());
        assert_eq!(auto.count(&board).count_here(), (expected, true));
        let parts = 3;
        let total: u64 = (0..parts)
            .map(|part| {
                let mut plan = plan();
                let completed = plan.split(16);
                plan.keep_part(part, parts);
                let completed = if part == 0 { completed } else { 0 };
                completed + plan.count_all()
            })
            .sum();
        assert_eq!(total, expected);
    }
    // Six plans a board: its engine, the whole count, the count here,
    // three parts.
    assert_eq!(
        crate::rare_paths::hits(crate::rare_paths::Path::Resumed) - before,
        18
    );
}

/// A board within the first budget is counted at once, not planned, in
/// the judge build's runner as in the program.
#[test]
fn a_small_board_is_counted_here_unplanned() {
    let mut rng = Rng(0x5EED_A076);
    for _ in 0..5 {
        let board = random_board(&mut rng, 9, 80, false);
        let here = Auto::new(Planner::default()).count(&board).count_here();
        assert_eq!(here, (reference_count(&board), false));
    }
}

/// A batch of many cases of one N builds the filter (with the input's
/// sizes known, from the first case on), and the cases it counts then
/// go both ways of the race: dense boards to the search, the others to
/// the filter, most of them unraced, as the searches on record project
/// theirs far past a race's budget. Every count is the reference's.
#[test]
fn a_batch_builds_the_filter_and_races_it() {
    let mut rng = Rng(0x5EED_A070);
    let boards: Vec<Board> = (0..300)
        .map(|case| {
            // Every third board dense, so that its search wins the race.
            let percent = if case % 3 == 0 {
                20
            } else {
                75 + rng.below(20)
            };
            random_board(&mut rng, 11, percent, false)
        })
        .collect();
    let auto = Auto::new(Planner::default());
    auto.note_ahead(&ahead_of(&boards));
    for board in &boards {
        assert_eq!(count(&auto, board), reference_count(board), "{:?}", board);
    }
    assert!(auto.filter(11).is_some(), "no filter built");
    assert!(auto.went(Way::Searched) + auto.went(Way::BuiltFilter) <= 2);
    let went = [Way::RaceSearched, Way::RaceFiltered, Way::Filtered].map(|way| auto.went(way));
    assert!(
        went[0] > 50 && went[1] > 0 && went[1] + went[2] > 150 && went[2] > 100,
        "{:?}",
        went
    );
}

/// Without the sizes, the filter is built once the searches have cost
/// what building it would (renting until that is spent), not before.
#[test]
fn without_the_sizes_the_filter_waits_for_the_searches_to_repay_it() {
    let mut rng = Rng(0x5EED_A071);
    let auto = Auto::new(Planner::default());
    let mut searches = 0;
    while auto.filter(12).is_none() {
        let board = random_board(&mut rng, 12, 85, false);
        assert_eq!(count(&auto, &board), reference_count(&board));
        searches += 1;
        assert!(searches < 1000, "no filter after {} cases", searches);
    }
    // Each search of these costs far less than the filter's build. The
    // last one's stops where the searches have repaid it, and the filter
    // counts that case.
    assert!(searches > 3, "built after {} cases", searches);
    assert_eq!(auto.went(Way::Searched), searches - 1);
    assert_eq!(auto.went(Way::BuiltUnplanned), 1);
}

/// A lone case never builds a filter that its own search would not
/// repay: a small tree is searched, a large one on a small N too.
#[test]
fn a_lone_case_builds_no_filter_it_does_not_repay() {
    let mut rng = Rng(0x5EED_A072);
    for (n, percent) in [(12, 60), (13, 85), (14, 70)] {
        let board = random_board(&mut rng, n, percent, false);
        let auto = Auto::new(Planner::default());
        auto.note_ahead(&ahead_of(std::slice::from_ref(&board)));
        assert_eq!(count(&auto, &board), reference_count(&board));
        assert!(auto.filter(n).is_none(), "N = {}: a filter for one case", n);
    }
}

/// The first of many large cases builds the filter by its estimate,
/// unsearched, and is counted by it (N = 14, 10% forbidden: tens of
/// milliseconds of search each, a hundred of them).
#[test]
fn the_first_of_many_large_cases_builds_the_filter() {
    let mut rng = Rng(0x5EED_A073);
    let auto = Auto::new(Planner::default());
    let board = random_board(&mut rng, 14, 90, false);
    auto.note_ahead(&vec![(14, board.forbidden_cells()); 100]);
    assert_eq!(count(&auto, &board), reference_count(&board));
    assert_eq!(auto.went(Way::BuiltEstimated), 1);
}

/// With a filter built at N = 16 (where its tables are largest and a
/// count takes milliseconds), boards with half their cells forbidden go
/// to the search, whose few thousand nodes beat it; a nearly plain one,
/// a search of seconds, to the filter.
#[test]
fn at_n_16_dense_boards_go_to_the_search_and_sparse_ones_to_the_filter() {
    let mut rng = Rng(0x5EED_A074);
    let auto = Auto::new(Planner::default());
    // Built as a batch builds it: once, by the first thread to ask.
    assert!(auto.build(16).is_some());
    assert!(auto.build(16).is_none());
    for percent in [50, 52, 55] {
        let board = random_board(&mut rng, 16, percent, false);
        assert_eq!(count(&auto, &board), reference_count(&board));
    }
    assert_eq!(auto.went(Way::RaceSearched), 3);
    let mut nearly_plain = Board::plain(16);
    nearly_plain.forbidden[7] = 0b1011;
    let rows = crate::count::rows_of(&nearly_plain);
    assert_eq!(
        count(&auto, &nearly_plain),
        crate::count::count_fast(&rows, 0, 0, 0, 0)
    );
    assert_eq!(auto.went(Way::RaceFiltered), 1);
}

/// Whether the filter pays follows its rule: the searches of the cases
/// to come, projected from those seen, against building the filter and
/// matching each of them, and the `RACE_TRIALS` matches that the races
/// may lose. With 10 of 100 cases seen, 90 are to come (91 with this
/// one, if still to count): the searches pay for the filter from just
/// above that sum, not below.
#[test]
fn the_filter_pays_once_projected_searches_pass_its_build_and_matches() {
    use super::filter::Filter;
    use crate::tuning::RACE_TRIALS;
    let n = 14;
    let board = random_board(&mut Rng(0x5EED_A076), n, 60, false);
    let matching = Filter::model_cost(&board);
    let at = |searched: f64| {
        let auto = Auto::new(Planner::default());
        note_alike(&auto, &board, 100, 10);
        auto.searched[n].store(searched as u64, Relaxed);
        auto
    };
    for (pending, to_match) in [(0.0, 90.0), (1000.0, 91.0)] {
        // Searched so far: what projects, this case's pending steps
        // and all, to the filter's cost.
        let cost = Filter::build_cost(n) + matching * (to_match + RACE_TRIALS);
        let searched = (cost - pending) / 90.0 * 10.0 - pending;
        for (share, pays) in [(0.99, false), (1.01, true)] {
            let auto = at(searched * share);
            assert_eq!(
                auto.pays(&board, 0.0, pending),
                pays,
                "{} of the cost",
                share
            );
        }
    }
}

/// One case, however large its projection, buys no filter before the
/// searches of its N have cost `FILTER_RENT` of the build: with 150
/// cases ahead and this one seen, a case of just under that share (149
/// more like it would cost many builds) builds nothing; just over it,
/// the projection decides, and pays.
#[test]
fn no_filter_is_bought_before_the_searches_cost_a_share_of_it() {
    use super::filter::Filter;
    use crate::tuning::FILTER_RENT;
    let n = 15;
    let board = random_board(&mut Rng(0x5EED_A078), n, 65, false);
    let share = Filter::build_cost(n) * FILTER_RENT;
    for (scale, pays) in [(0.99, false), (1.01, true)] {
        let auto = Auto::new(Planner::default());
        note_alike(&auto, &board, 150, 1);
        assert_eq!(auto.pays(&board, 0.0, share * scale), pays, "{}", scale);
    }
}

/// A case whose first search runs out costs at least that search: where
/// the cases of its N to come repay the filter at that cost alone (300
/// near-plain N = 12 boards), the first case builds it and is counted by
/// it unplanned; where they do not (8 cases of N = 14, whose build is
/// sixteen times dearer), the case is planned first. (A case of one
/// step searched before: only an N's first case is estimated first.)
#[test]
fn a_first_search_that_runs_out_may_buy_the_filter_unplanned() {
    let mut rng = Rng(0x5EED_A07A);
    for (n, cases, unplanned) in [(12, 300, 1), (14, 8, 0)] {
        let board = random_board(&mut rng, n, 97, false);
        let auto = Auto::new(Planner::default());
        note_alike(&auto, &board, cases, 1);
        auto.searched[n].store(1, Relaxed);
        assert_eq!(count(&auto, &board), reference_count(&board), "N = {}", n);
        assert_eq!(auto.went(Way::BuiltUnplanned), unplanned, "N = {}", n);
        // What it cost is on the record, beside the step before, either way.
        assert!(auto.searched[n].load(Relaxed) > 1, "N = {}", n);
    }
}

/// A plan that goes on from the first search is estimated at the steps
/// still to come: the dynamic search's estimate less what the first
/// search spent, and none once it spent more than the estimate.
#[test]
fn a_resumed_plan_is_estimated_without_what_its_first_search_spent() {
    use crate::count::{best_search, dynamic};
    let board = random_board(&mut Rng(0x5EED_A079), 15, 65, false);
    assert!(board.symmetries().is_trivial() && dynamic::pays(&board));
    let whole = best_search(&board, None).1;
    let search = dynamic::Search::new(&board);
    for spent in [1000, whole as u64 / 3, whole as u64 * 2] {
        let first = dynamic::Unfinished {
            counted: 0,
            left: vec![search.start()],
            spent,
        };
        let rest = best_search(&board, Some(first)).1;
        assert_eq!(
            rest,
            (whole - spent as f64).max(0.0),
            "{} of {}",
            spent,
            whole
        );
    }
}

/// A settled case adds what its search cost and what its plan will cost
/// to its N's tally, from which the searches to come are projected,
/// whether the filter takes it or not (the races after the build are
/// projected from the same tally).
#[test]
fn a_settled_case_adds_its_search_and_its_plan_to_the_tally() {
    let mut rng = Rng(0x5EED_A077);
    // The only case of its N: no filter pays for one case; 300 cases
    // repay the filter of N = 11 at a plan of 5 million steps.
    for (n, ahead, pending, filtered) in [(14, 1, 5000.0, false), (11, 300, 5e6, true)] {
        let board = random_board(&mut rng, n, 60, false);
        let auto = Auto::new(Planner::default());
        note_alike(&auto, &board, ahead, 1);
        assert_eq!(auto.settle(&board, 300.0, pending).is_some(), filtered);
        assert_eq!(auto.searched[n].load(Relaxed), 300 + pending as u64);
    }
}

/// Where the search never beats the filter (nearly plain N = 12
/// boards), the races of the N stop once their losses pass
/// `RACE_TRIALS` filter counts (each loses at most `RACE_SHARE` of
/// one), and the filter counts the rest unraced; every count is the
/// reference's.
#[test]
fn races_that_do_not_pay_stop() {
    use crate::tuning::{RACE_SHARE, RACE_TRIALS};
    let mut rng = Rng(0x5EED_A079);
    let auto = Auto::new(Planner::default());
    auto.built_filter(12);
    let boards = std::iter::repeat_with(|| random_board(&mut rng, 12, 97, false));
    for board in boards.filter(|board| !board.is_plain()).take(60) {
        assert_eq!(count(&auto, &board), reference_count(&board));
    }
    let raced = auto.went(Way::RaceFiltered);
    let least = (RACE_TRIALS / RACE_SHARE) as usize;
    assert!((least..least + 8).contains(&raced), "{} races", raced);
    assert_eq!(auto.went(Way::Filtered), 60 - raced);
    assert_eq!(auto.went(Way::RaceSearched), 0);
}

/// A dynamic first search is timed where the filter's rent is at stake
/// (the searches of N = 15 so far near half of it, over cases enough
/// that this one's projects small), and not elsewhere;
/// it is weighed by the pace known when it began (`DYNAMIC_PACE`
/// untimed, as its budget was), and the next one by the pace it noted.
#[test]
fn a_dynamic_search_at_stake_is_weighed_by_its_pace() {
    use crate::tuning::{DYNAMIC_PACE, PACE_TIMED};
    let board = random_board(&mut Rng(0x5EED_A07A), 15, 55, false);
    let added = |auto: &Auto| {
        let before = auto.searched[15].load(Relaxed);
        assert_eq!(count(auto, &board), reference_count(&board));
        (auto.searched[15].load(Relaxed) - before) as f64
    };
    let elsewhere = Auto::new(Planner::default());
    let untimed = added(&elsewhere);
    assert_eq!(elsewhere.pace.weigh(1.0, true), DYNAMIC_PACE);
    let alone = (untimed / DYNAMIC_PACE).round();
    assert!(alone >= PACE_TIMED as f64, "{} steps", alone);
    let at_stake = Auto::new(Planner::default());
    at_stake.searched[15].store(5_000_000, Relaxed);
    at_stake.seen_share[15].store(64f64.to_bits(), Relaxed);
    assert_eq!(added(&at_stake), untimed);
    let pace = at_stake.pace.weigh(1.0, true);
    assert_ne!(pace, DYNAMIC_PACE);
    let weighed = added(&at_stake);
    assert_eq!(at_stake.went(Way::Searched), 2);
    assert!(
        (weighed - (alone * pace).trunc()).abs() <= 1.0,
        "{} against {} × {}",
        weighed,
        alone,
        pace
    );
}

/// Side by side on 4 threads, a search's steps weigh a quarter against
/// the filter's build, which holds up one thread.
#[test]
fn side_by_side_a_search_weighs_its_share_of_the_threads() {
    let auto = Auto::new(Planner::default());
    assert_eq!(auto.pace.weigh(1000.0, false), 1000.0);
    auto.note_side_by_side(4);
    assert_eq!(auto.pace.weigh(1000.0, false), 250.0);
}

/// The races' record has a place for every density, the fullest too: with
/// the filter of N = 12 built, a board with every cell forbidden and one
/// with a single cell allowed are raced and counted (0 and 0), the first
/// race's saving recorded: the filter's cost less the search's.
#[test]
fn the_fullest_boards_race_in_the_last_quarter() {
    let auto = Auto::new(Planner::default());
    auto.built_filter(12);
    let mut full = Board::plain(12);
    full.forbidden
        .iter_mut()
        .for_each(|row| *row = (1 << 12) - 1);
    assert_eq!(count(&auto, &full), 0);
    // Won by a search of some steps: the filter's modelled cost, less them.
    let dense = random_board(&mut Rng(0x5EED_A07C), 12, 15, false);
    let before = auto.raced[12][3].load(Relaxed);
    assert_eq!(count(&auto, &dense), reference_count(&dense));
    let modelled = super::filter::Filter::model_cost(&dense);
    let saved = (auto.raced[12][3].load(Relaxed) - before) as f64;
    let least = modelled * (1.0 - crate::tuning::RACE_SHARE) - 1.0;
    assert!(
        (least..modelled.trunc()).contains(&saved),
        "{} of {}",
        saved,
        modelled
    );
    full.forbidden[5] &= !(1 << 7);
    assert_eq!(count(&auto, &full), 0);
    assert_eq!(auto.went(Way::RaceSearched), 3);
}

/// The cases the filter would match, this one's included where it is
/// still to count (its plan pending), and `RACE_TRIALS` more for the
/// races: with every case of N = 12 seen and none to come, a pending
/// plan of the build and 4.5 matches does not buy the filter, one of 5.5
/// does; with one case to come and this one counted, searches that
/// project to the build and 5.5 matches buy it, 4.5 do not.
#[test]
fn the_filter_pays_against_the_cases_it_matches_and_the_races() {
    use super::filter::Filter;
    let n = 12;
    let board = random_board(&mut Rng(0x5EED_A07B), n, 90, false);
    let (build, matching) = (Filter::build_cost(n), Filter::model_cost(&board));
    let at = |seen: u32, ahead: usize| {
        let auto = Auto::new(Planner::default());
        note_alike(&auto, &board, ahead, seen);
        auto
    };
    for (matches, pays) in [(4.5, false), (5.5, true)] {
        let pending = build + matching * matches;
        assert_eq!(at(10, 10).pays(&board, 0.0, pending), pays, "{}", matches);
        // One to come, projected from 10 seen.
        let spent = 10.0 * (build + matching * (matches + 0.5));
        assert_eq!(at(10, 11).pays(&board, spent, 0.0), pays, "{}", matches);
    }
}

mod first;
mod projection;

/// Where the filter pays, `settle` builds it, and hands it back to be
/// counted by only where the case is still to count (its plan pending):
/// one counted already has its count.
#[test]
fn the_filter_built_counts_a_case_only_if_it_is_still_to_count() {
    let board = random_board(&mut Rng(0x5EED_A081), 12, 80, false);
    for (pending, handed) in [(0.0, false), (1.0, true)] {
        let auto = Auto::new(Planner::default());
        note_alike(&auto, &board, 60, 1);
        auto.searched[12].store(1 << 40, Relaxed);
        assert_eq!(auto.settle(&board, 1.0, pending).is_some(), handed);
        assert!(auto.filter(12).is_some());
    }
}
