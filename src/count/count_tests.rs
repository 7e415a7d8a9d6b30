//! The full program's engines against the reference, on boards chosen to
//! reach every path (the judge build is checked through its file,
//! tests/judge.rs).

use crate::board::Board;
use crate::count::auto::{Auto, Counted};
use crate::count::Planner;
use crate::count::{self, Plan};
use crate::testing::{random_board, reference_count, symmetric_board, Rng, SUBGROUPS};

#[test]
fn board_engines_match_reference() {
    let mut rng = Rng(0x5EED_0002);
    let mut nonzero = 0;
    for case in 0..1200 {
        let n = 1 + rng.below(12);
        let percent = 5 + rng.below(96);
        let board = random_board(&mut rng, n, percent, case % 3 == 0);
        let expected = reference_count(&board);
        nonzero += usize::from(expected > 0);
        let oriented = count::orient::best_with_estimate(&board).0;
        for (name, plan) in [
            ("dynamic", Plan::from(count::dynamic_search(&board))),
            ("fast", count::fast_search(&board).into()),
            ("oriented", count::fast_search(&oriented).into()),
            ("fastest", count::fastest(&board).0),
        ] {
            assert_eq!(plan.count_all(), expected, "{} engine on {:?}", name, board);
        }
    }
    assert!(nonzero > 300, "only {} boards with solutions", nonzero);
}

/// Auto's count, its fastest plan, the fast core in the best
/// orientation and the dynamic search on `board`, against the
/// reference.
fn check_board_engines(board: &Board) {
    let expected = reference_count(board);
    let auto = match Auto::new(Planner::default()).count(board) {
        Counted::Count { count, .. } => count,
        Counted::Plan { plan, .. } => plan.count_all(),
    };
    assert_eq!(auto, expected, "auto on {:?}", board);
    let oriented = count::orient::best_with_estimate(board).0;
    let plans: [(&str, Plan); 3] = [
        ("fastest", count::fastest(board).0),
        ("fast", count::fast_search(&oriented).into()),
        ("dynamic", count::dynamic_search(board).into()),
    ];
    for (name, plan) in plans {
        assert_eq!(plan.count_all(), expected, "{} on {:?}", name, board);
    }
}

#[test]
fn larger_boards_match_reference_and_reach_every_path() {
    use crate::rare_paths::{hits, Path};
    let mut rng = Rng(0x5EED_0007);
    for case in 0..300 {
        let n = 11 + rng.below(8);
        // Denser for smaller N, so that no tree is too large to count twice.
        let percent = 30 + rng.below(68 - 6 * (n - 11));
        check_board_engines(&random_board(&mut rng, n, percent, case % 2 == 0));
    }
    // Boards under each nontrivial subgroup of the square's symmetries.
    for case in 0..180 {
        let group = SUBGROUPS[1 + case % 9];
        let n = 11 + rng.below(6);
        // Symmetrizing keeps a cell free only if its whole orbit is:
        // start denser, so that 0.4..0.9 of the cells stay free
        // (the densest at small N).
        let free = 0.4 + 0.1 * rng.below(6 - (n - 11)) as f64;
        let order = group.iter().count() as f64;
        let percent = (100.0 * free.powf(1.0 / order)).round() as usize;
        check_board_engines(&symmetric_board(&mut rng, n, percent, group));
    }
    // Nearly plain boards, where the join on the board pays.
    for _ in 0..4 {
        check_board_engines(&random_board(&mut rng, 14, 98, false));
    }
    for (name, path) in [
        ("hand-off to the fast core", Path::Handoff),
        ("mirror halving below the top row", Path::MirrorBelowTop),
        ("a turned orientation", Path::Turned),
        ("queens pinned on 2 border lines", Path::PinnedOnTwoLines),
        ("queens pinned on 4 border lines", Path::PinnedOnFourLines),
        ("the join on a board", Path::BoardJoin),
    ] {
        assert!(hits(path) > 0, "no board reached {}", name);
    }
}

/// Auto counts a plain board by the join from `JOIN_MIN_N` on, as long
/// as its table fits the budget whole or one slice's index takes at most
/// half of it: under 1 GiB the index of N = 28 (1 GiB) is too large,
/// under 8 GiB that of N = 30 (4 GiB), and from N = 32 on the join
/// cannot count at all.
#[test]
fn auto_counts_plain_boards_by_the_join_only_where_its_tables_fit() {
    use crate::memory::Memory;
    for (budget, largest) in [(1u64 << 30, 27), (8 << 30, 29)] {
        let memory = Memory::new(Some(budget));
        let by_join: Vec<usize> = (1..=64).filter(|&n| count::join_pays(n, &memory)).collect();
        assert_eq!(
            by_join,
            (crate::tuning::JOIN_MIN_N..=largest).collect::<Vec<_>>()
        );
    }
}

/// The least a plan can cost is the join's least where it is lower than
/// the best search's estimate, else the search's.
#[test]
fn the_least_plan_is_the_joins_least_or_the_search() {
    use crate::tuning::JOIN_MEMORY;
    let board = random_board(&mut Rng(0x5EED_C0C7), 14, 90, false);
    let join = super::cost::least_join(&board, JOIN_MEMORY).expect("N = 14 fits");
    assert_eq!(count::least_plan(&board, join * 2.0), join);
    assert_eq!(count::least_plan(&board, join / 2.0), join / 2.0);
}

/// The planner weighs the dynamic search's steps by its pace against
/// the join's (the fast core's): a board (N = 16, a fifth of its cells
/// forbidden) whose join is estimated a little cheaper than its dynamic
/// search goes to the search where its steps weigh less than the join's
/// over the search's, and to the join where they weigh twice.
#[test]
fn the_dynamic_search_weighs_its_pace_against_the_join() {
    use crate::tuning::JOIN_MEMORY;
    let board = random_board(&mut Rng(0x5EED_C0C8), 16, 80, false);
    let (search, steps) = count::best_search(&board, None);
    assert!(matches!(search, Plan::Dynamic(_)));
    let (_, join) = super::cost::cheaper_join(&board, f64::MAX, JOIN_MEMORY).expect("fits");
    let engine = |dynamic_step: f64| {
        let (plan, _) = Planner::default().plan(&board, None, dynamic_step, &|_| false);
        plan.engine()
    };
    assert!(join < steps, "{} against {}", join, steps);
    assert_eq!(engine(join / steps * 0.99), "dynamic");
    assert_eq!(engine(2.0), "join");
}
