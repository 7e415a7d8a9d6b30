//! The counting engines. Each one turns a board into a `Plan`: a list of
//! independent jobs whose weighted counts add up to the board's count, so
//! that splitting, threads and shards work the same for all of them.
//!
//! One engine per file: `reference` (the masked bitmask DFS that every other
//! engine is checked against), `walk` (the same DFS without branches: the
//! fast core), `plain` (plain boards, once per symmetry class), `orient`
//! (which way up to search a board), `orbits` (queens pinned on the
//! border of a symmetric board, once per orbit) and `dynamic` (most
//! constrained line first). `plan` makes jobs of them. This file holds what they share and
//! the choice between them; engines read boards and write nothing.

pub mod auto;
#[cfg(not(feature = "judge"))]
mod cost;
mod dynamic;
pub mod filter;
#[cfg(not(feature = "judge"))]
pub mod join;
#[cfg(not(feature = "judge"))]
mod orbits;
mod orient;
mod plain;
mod plan;
mod reference;
mod walk;

pub use self::plain::plain_board;
#[cfg(not(feature = "judge"))]
pub use self::plan::Job;
pub use self::plan::Plan;
#[cfg(not(feature = "judge"))]
pub use self::reference::reference;
pub use self::reference::{count_from, count_from_within};
pub use self::walk::{count_fast, count_fast_within};
#[cfg(not(feature = "judge"))]
use crate::board::Symmetries;
use crate::board::{columns_mask, Board, Cell};
#[cfg(not(feature = "judge"))]
use crate::board::{MIRROR, TOP_BOTTOM, TRANSPOSE};
#[cfg(not(feature = "judge"))]
use crate::tuning::{DYNAMIC_NODE, DYNAMIC_PROBES};

/// One row still to be filled, as the core DFS sees it.
#[derive(Clone, Copy, Debug)]
pub struct Row {
    /// Columns where no queen may stand, including every bit at or above
    /// N, so the hot loop needs no separate "inside the board" mask.
    pub forbidden: u64,
    /// How many board rows down the next row to fill lies: 1 normally,
    /// more when rows between already hold a queen (their attacks are
    /// then part of `forbidden`). The diagonals shift by this much.
    pub gap: u32,
}

/// The rows of a board, top to bottom, ready for the core DFS.
pub fn rows_of(board: &Board) -> Vec<Row> {
    let outside = !columns_mask(board.n);
    board
        .forbidden
        .iter()
        .map(|&forbidden| Row {
            forbidden: forbidden | outside,
            gap: 1,
        })
        .collect()
}

/// The rows of `board` still to fill once `queens` stand (at most one
/// per row, none attacking another), top to bottom: the queens' rows
/// skipped by the gaps, their attacks folded into the forbidden masks.
#[cfg(not(feature = "judge"))]
pub fn rows_around(board: &Board, queens: &[Cell]) -> Vec<Row> {
    let mut rows: Vec<(usize, Row)> = Vec::with_capacity(board.n);
    for (r, row) in rows_of(board).into_iter().enumerate() {
        if queens.iter().any(|&(queen_row, _)| queen_row == r) {
            continue;
        }
        let attacked = queens
            .iter()
            .fold(0, |mask, &queen| mask | attacks_on_row(queen, r));
        if let Some(previous) = rows.last_mut() {
            previous.1.gap = (r - previous.0) as u32;
        }
        let forbidden = row.forbidden | attacked;
        rows.push((r, Row { forbidden, gap: 1 }));
    }
    rows.into_iter().map(|(_, row)| row).collect()
}

/// The columns of row `r` that a queen on `(queen_row, column)` attacks.
pub(crate) fn attacks_on_row((queen_row, column): Cell, r: usize) -> u64 {
    let distance = r.abs_diff(queen_row);
    // Columns past 63 are off every board.
    let bit = |c: usize| 1u64.checked_shl(c as u32).unwrap_or(0);
    bit(column) | bit(column + distance) | column.checked_sub(distance).map_or(0, bit)
}

/// Takes `steps` from `*budget` if it holds more, for the counts that give
/// up when their budget is spent; else empties it and says so.
#[inline(always)]
pub(crate) fn spend(budget: &mut u64, steps: u64) -> bool {
    if *budget <= steps {
        *budget = 0;
        return false;
    }
    *budget -= steps;
    true
}

/// The attacks on the next row after a queen goes on column `bit` of
/// `row`: its column, and the two diagonals, each drifting one column
/// per board row (bits pushed past bit 63 fall off, right for N = 64).
#[inline(always)]
pub(crate) fn place(
    row: Row,
    bit: u64,
    cols: u64,
    diag_left: u64,
    diag_right: u64,
) -> (u64, u64, u64) {
    (
        cols | bit,
        (diag_left | bit) << row.gap,
        (diag_right | bit) >> row.gap,
    )
}

/// The engines the command line can force, and `Auto`, which picks one
/// (the judge build has no `--engine`).
#[cfg(not(feature = "judge"))]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Engine {
    /// The fastest engine for each case (`fastest`).
    #[default]
    Auto,
    /// The masked DFS on the board as given (`reference`).
    Reference,
    /// The branch-free core, the board turned the best way (`shifted`).
    Fast,
    /// Most constrained line first (`dynamic_search`).
    Dynamic,
    /// Plain boards once per symmetry class (`plain_board`).
    Symmetry,
    /// The plain board's solutions matched against the board (`filter`).
    Filter,
    /// Plain boards as pairs of half boards (`join`).
    Join,
}

#[cfg(not(feature = "judge"))]
impl Engine {
    /// The names `--engine` takes, in the order of `ALL`.
    pub const NAMES: [&'static str; 7] = [
        "auto",
        "reference",
        "fast",
        "dynamic",
        "symmetry",
        "filter",
        "join",
    ];
    const ALL: [Engine; 7] = [
        Engine::Auto,
        Engine::Reference,
        Engine::Fast,
        Engine::Dynamic,
        Engine::Symmetry,
        Engine::Filter,
        Engine::Join,
    ];

    pub fn named(name: &str) -> Option<Engine> {
        let at = Engine::NAMES.iter().position(|&known| known == name)?;
        Some(Engine::ALL[at])
    }
}

/// The plan of `engine` for `board`, or why that engine cannot count it
/// (never a silent fallback to another engine).
#[cfg(not(feature = "judge"))]
pub fn plan(engine: Engine, board: &Board) -> Result<Plan, String> {
    match engine {
        Engine::Auto if board.is_plain() => Ok(plain_plan(board.n).0),
        Engine::Auto => Ok(fastest(board).0),
        Engine::Filter => Err("engine 'filter' counts without a plan".to_string()),
        Engine::Reference => Ok(reference(board)),
        Engine::Fast => Ok(shifted(&orient::best(board))),
        Engine::Dynamic => Ok(dynamic_search(board)),
        Engine::Symmetry if board.is_plain() => Ok(plain_board(board.n)),
        Engine::Symmetry => Err(
            "engine 'symmetry' counts plain boards only, and this board has forbidden cells"
                .to_string(),
        ),
        Engine::Join => match join::Join::fits(board, JOIN_MEMORY) {
            Ok(()) => Ok(Plan::join(join::Join::new(board))),
            Err(join::Refusal::TooWide) => Err(format!(
                "engine 'join' counts N up to {}, and this board has N = {}",
                join::MAX_N,
                board.n
            )),
            Err(join::Refusal::OverBudget(needed)) => Err(format!(
                "engine 'join' would need about {} MiB for this board, over its budget of {} MiB",
                needed >> 20,
                JOIN_MEMORY >> 20
            )),
        },
    }
}

/// Boards up to this size take microseconds in the reference engine:
/// less than choosing an orientation would cost.
#[cfg(not(feature = "judge"))]
pub const SMALL_N: usize = 10;

/// Plain boards from this size on are counted by the join: below it
/// both engines take about a millisecond, the join no more (measured
/// N = 9..13 in bench/RESULTS.md), from it on the join is faster.
#[cfg(not(feature = "judge"))]
pub const JOIN_MIN_N: usize = 12;

/// The most memory the join may take (its quadrant table and index):
/// 4 GiB, which N ≤ 23 keep to (about 0.55 GB at N = 22, 23; 4.5 GB
/// at N = 24, 25).
#[cfg(not(feature = "judge"))]
pub const JOIN_MEMORY: u64 = 4 << 30;

/// Whether auto counts this plain N by the join.
#[cfg(not(feature = "judge"))]
fn join_pays(n: usize) -> bool {
    n >= JOIN_MIN_N && join::Join::fits(&Board::plain(n), JOIN_MEMORY).is_ok()
}

/// The plan of a plain board of size `n`, and the steps (of the fast
/// core) that counting it is estimated to take.
pub fn plain_plan(n: usize) -> (Plan, f64) {
    #[cfg(not(feature = "judge"))]
    if join_pays(n) {
        let join = join::Join::new(&Board::plain(n));
        return (Plan::join(join), cost::plain_join_steps(n));
    }
    let plan = plain_board(n);
    // The judge build shares no work out by estimates: it needs none.
    #[cfg(feature = "judge")]
    let steps = 0.0;
    #[cfg(not(feature = "judge"))]
    let steps = plan.estimate(GATE_PROBES);
    (plan, steps)
}

/// The fastest plan for a board with forbidden cells, and the steps that
/// counting it is estimated to take: the best search, or the join where
/// it is expected to cost less.
#[cfg(not(feature = "judge"))]
pub fn fastest(board: &Board) -> (Plan, f64) {
    let (plan, steps) = best_search(board);
    join_if_cheaper(board, plan, steps)
}

/// `plan`, a search of `board` estimated at `steps`, or the join where it
/// is expected to cost less.
#[cfg(not(feature = "judge"))]
pub fn join_if_cheaper(board: &Board, plan: Plan, steps: f64) -> (Plan, f64) {
    if let Some((join, join_steps)) = cost::cheaper_join(board, steps, JOIN_MEMORY) {
        #[cfg(test)]
        paths::BOARD_JOIN.fetch_add(1, paths::ORDER);
        return (Plan::join(join), join_steps);
    }
    (plan, steps)
}

/// The least any plan of `board` can cost, its best search estimated at
/// `steps`: the join's least where it fits (`cost::least_join`), with no
/// table built.
#[cfg(not(feature = "judge"))]
pub fn least_plan(board: &Board, steps: f64) -> f64 {
    match cost::least_join(board, JOIN_MEMORY) {
        Some(join) => steps.min(join),
        None => steps,
    }
}

/// The best search for a board with forbidden cells, and its estimated
/// steps: the dynamic search where many cells are forbidden, else the
/// fast core in the board's best orientation. The judge build searches
/// the board as given and leaves its symmetries unused (`symmetric`).
pub fn best_search(board: &Board) -> (Plan, f64) {
    if dynamic::pays(board) {
        #[cfg(not(feature = "judge"))]
        let steps = dynamic_steps(board);
        // The judge build takes the fast core's tree for it: an
        // estimator less to hold, high by up to 3 times.
        #[cfg(feature = "judge")]
        let steps = orient::estimate(board);
        // The mirror halving (`dynamic_search`) searches half the tree.
        #[cfg(not(feature = "judge"))]
        let group = board.symmetries();
        #[cfg(not(feature = "judge"))]
        let steps = match group.contains(MIRROR) || group.contains(TOP_BOTTOM) {
            true => steps / 2.0,
            false => steps,
        };
        (dynamic_search(board), steps)
    } else {
        #[cfg(not(feature = "judge"))]
        let (oriented, steps) = orient::best_with_estimate(board);
        #[cfg(feature = "judge")]
        let (oriented, steps) = (board.clone(), orient::estimate(board));
        (shifted(&oriented), steps)
    }
}

/// The steps that the dynamic search of `board` is estimated to take.
#[cfg(not(feature = "judge"))]
fn dynamic_steps(board: &Board) -> f64 {
    let (nodes, handed_off) = dynamic::Search::new(board).estimated_work(DYNAMIC_PROBES);
    DYNAMIC_NODE as f64 * nodes + handed_off
}

/// The dynamic-order search, the board's symmetries used (`symmetric`).
pub fn dynamic_search(board: &Board) -> Plan {
    #[cfg(not(feature = "judge"))]
    let group = board.symmetries();
    #[cfg(not(feature = "judge"))]
    if group.contains(TOP_BOTTOM) && !group.contains(MIRROR) {
        // Transposed, its top-bottom mirror is a left-right one.
        return dynamic_search(&board.transformed(TRANSPOSE));
    }
    let search = dynamic::Search::new(board);
    let start = search.start();
    let plan = Plan::dynamic(search, vec![(start, 1)]);
    #[cfg(not(feature = "judge"))]
    let plan = symmetric(plan, board, group, pinned_dynamic);
    plan
}

/// `plan`, a search of `board`, with the board's symmetries used: pinned
/// border queens (`orbits`) or the mirror halving, whichever is estimated
/// to visit fewer nodes. Left out of the judge file (its size limit):
/// judges' boards are seldom symmetric.
#[cfg(not(feature = "judge"))]
fn symmetric(
    mut plan: Plan,
    board: &Board,
    group: Symmetries,
    pinned_plan: fn(&Board, &[orbits::Pinned]) -> Plan,
) -> Plan {
    if group.contains(MIRROR) {
        plan.use_mirror_of(board);
    }
    pin_if_smaller(plan, board, group, pinned_plan)
}

/// The dynamic-order search from each configuration of pinned queens.
#[cfg(not(feature = "judge"))]
pub(crate) fn pinned_dynamic(board: &Board, configurations: &[orbits::Pinned]) -> Plan {
    let search = dynamic::Search::new(board);
    let starts = configurations
        .iter()
        .map(|pinned| {
            let placed = (pinned.queens.iter()).fold(search.start(), |partial, &queen| {
                search.place(&partial, queen)
            });
            (placed, pinned.weight)
        })
        .collect();
    Plan::dynamic(search, starts)
}

/// The fast core on the board as given (orient it first), the board's
/// symmetries used (`symmetric`).
pub fn shifted(board: &Board) -> Plan {
    let plan = Plan::shifted(true, vec![rows_of(board)], vec![1]);
    #[cfg(not(feature = "judge"))]
    let plan = symmetric(plan, board, board.symmetries(), pinned_shifted);
    plan
}

/// The fast core from each configuration of pinned queens: the queens'
/// rows skipped, their attacks folded into the other rows.
#[cfg(not(feature = "judge"))]
pub(crate) fn pinned_shifted(board: &Board, configurations: &[orbits::Pinned]) -> Plan {
    let (row_sets, weights) = configurations
        .iter()
        .map(|pinned| (rows_around(board, &pinned.queens), pinned.weight))
        .unzip();
    Plan::shifted(true, row_sets, weights)
}

/// Random descents per estimate when choosing whether to pin...
#[cfg(not(feature = "judge"))]
const PIN_PROBES: usize = 256;
/// ...and in the rough estimate that first tells whether the tree is
/// large enough to weigh pinning at all (and of a plain board's plan).
#[cfg(not(feature = "judge"))]
const GATE_PROBES: usize = 32;

/// Pinning is weighed only for trees estimated at more than this many
/// times the nodes that one estimate's probes visit (`PIN_PROBES` × N at
/// most): below, the two estimates and the configurations cost more
/// than an eighth of the count, which pinning rarely repays. Measured in
/// instructions on 2,000 symmetric boards N = 11..13 (density 0.4..0.8,
/// seven groups): 16 is the best of 1, 4, 8, 16 and 64 (+3.8% over no
/// pinning at all, +25% at 1), and within 1% of the best on 700 boards
/// N = 11..14 (density 0.5..0.95), where pinning saves 22%.
#[cfg(not(feature = "judge"))]
const PIN_MIN_TREE_PER_PROBE_NODE: usize = 16;

/// `plan`, or the plan that `pinned_plan` makes from the canonical
/// configurations of `board` (symmetries `group`) if Knuth's estimate
/// says that it visits fewer nodes.
#[cfg(not(feature = "judge"))]
fn pin_if_smaller(
    plan: Plan,
    board: &Board,
    group: Symmetries,
    pinned_plan: fn(&Board, &[orbits::Pinned]) -> Plan,
) -> Plan {
    let lines = match orbits::pinned_lines(board.n, group) {
        Some(lines) => lines,
        None => return plan,
    };
    let smallest = (PIN_PROBES * board.n * PIN_MIN_TREE_PER_PROBE_NODE) as f64;
    if plan.estimate(GATE_PROBES) < smallest {
        return plan;
    }
    let unpinned = plan.estimate(PIN_PROBES);
    let pinned = pinned_plan(board, &orbits::canonical(board, group, &lines));
    if pinned.estimate(PIN_PROBES) < unpinned {
        #[cfg(test)]
        paths::PINNED[lines.len() / 4].fetch_add(1, paths::ORDER);
        pinned
    } else {
        plan
    }
}

/// How often the rarer paths of the engines ran, counted in test builds
/// only, so that the tests can show that their boards reach each one.
#[cfg(test)]
pub mod paths {
    use std::sync::atomic::{AtomicUsize, Ordering};

    pub const ORDER: Ordering = Ordering::Relaxed;
    /// The dynamic search handed the rest of a placement to the fast core.
    pub static HANDOFF: AtomicUsize = AtomicUsize::new(0);
    /// Mirror halving branched on a row other than the top one.
    #[cfg(not(feature = "judge"))]
    pub static MIRROR_BELOW_TOP: AtomicUsize = AtomicUsize::new(0);
    /// An orientation other than the board as given was chosen.
    #[cfg(not(feature = "judge"))]
    pub static TURNED: AtomicUsize = AtomicUsize::new(0);
    /// Pinned border queens were chosen: on 2 lines, on 4 lines.
    #[cfg(not(feature = "judge"))]
    pub static PINNED: [AtomicUsize; 2] = [AtomicUsize::new(0), AtomicUsize::new(0)];
    /// Auto chose the join for a board with forbidden cells.
    #[cfg(not(feature = "judge"))]
    pub static BOARD_JOIN: AtomicUsize = AtomicUsize::new(0);

    /// Mirror halving branched on the row `row`.
    #[cfg(not(feature = "judge"))]
    pub fn mirror_split_on_row(row: usize) {
        if row != 0 {
            MIRROR_BELOW_TOP.fetch_add(1, ORDER);
        }
    }
}

/// The full program's engines (the judge build is checked through its
/// file, tests/judge.rs).
// Two attributes, not cfg(all(..)): cargo-mutants leaves a module under
// `#[cfg(test)]` unmutated.
#[cfg(test)]
#[cfg(not(feature = "judge"))]
mod tests {
    use crate::board::Board;
    use crate::count::auto::{Auto, Counted};
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
                ("dynamic", count::dynamic_search(&board)),
                ("shifted", count::shifted(&board)),
                ("oriented", count::shifted(&oriented)),
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
        let auto = match Auto::new().count(board) {
            Counted::Count(count) => count,
            Counted::Plan { plan, .. } => plan.count_all(),
        };
        assert_eq!(auto, expected, "auto on {:?}", board);
        let oriented = count::orient::best_with_estimate(board).0;
        let plans: [(&str, Plan); 3] = [
            ("fastest", count::fastest(board).0),
            ("fast", count::shifted(&oriented)),
            ("dynamic", count::dynamic_search(board)),
        ];
        for (name, plan) in plans {
            assert_eq!(plan.count_all(), expected, "{} on {:?}", name, board);
        }
    }

    #[test]
    fn larger_boards_match_reference_and_reach_every_path() {
        use crate::count::paths;
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
        for (name, hits) in [
            ("hand-off to the fast core", &paths::HANDOFF),
            ("mirror halving below the top row", &paths::MIRROR_BELOW_TOP),
            ("a turned orientation", &paths::TURNED),
            #[cfg(not(feature = "judge"))]
            ("queens pinned on 2 border lines", &paths::PINNED[0]),
            #[cfg(not(feature = "judge"))]
            ("queens pinned on 4 border lines", &paths::PINNED[1]),
            #[cfg(not(feature = "judge"))]
            ("the join on a board", &paths::BOARD_JOIN),
        ] {
            assert!(hits.load(paths::ORDER) > 0, "no board reached {}", name);
        }
    }

    /// Auto counts a plain board by the join from `JOIN_MIN_N` on, as
    /// long as its tables fit in `JOIN_MEMORY`: plain N = 24 would need
    /// about 4.5 GB, and from N = 32 on the join cannot count at all.
    #[cfg(not(feature = "judge"))]
    #[test]
    fn auto_counts_plain_boards_by_the_join_only_where_its_tables_fit() {
        let by_join: Vec<usize> = (1..=64).filter(|&n| super::join_pays(n)).collect();
        assert_eq!(by_join, (super::JOIN_MIN_N..=23).collect::<Vec<_>>());
    }
}
