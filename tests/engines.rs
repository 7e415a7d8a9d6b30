//! Every engine, forced by name, and auto, against the independent oracle
//! of tests/common/oracle.rs on random boards large enough to reach every
//! path (N = 11..24 and 64): the dynamic search and its hand-off to the fast
//! core, orientation choices, mirror halving, queens pinned on 2 and on 4
//! border lines of a symmetric board, the walker with gaps, and the
//! solution filter both ways (every solution listed up to N = 13, one per
//! orbit matched against the board's 8 images from N = 14).
//! Boards come from fixed seeds, so a failure can be replayed; each is
//! kept only if the oracle and a plain top-down search (the reference
//! engine's order) both stay small on it, so the suite stays fast.

mod common;

use common::boards::{
    self, Board, ANTI_TRANSPOSE, HALF_TURN, MIRROR, QUARTER_TURN, TOP_BOTTOM, TRANSPOSE,
};
use common::{oracle, Rng, A000170};
use std::sync::OnceLock;

/// Engines that count any board (the join up to `JOIN_LARGEST`, the
/// filter and the meet up to `FILTER_LARGEST`).
const BOARD_ENGINES: [&str; 7] = [
    "auto",
    "reference",
    "fast",
    "dynamic",
    "join",
    "filter",
    "meet",
];
/// Engines that count plain boards only.
const PLAIN_ENGINES: [&str; 1] = ["symmetry"];
/// The largest random boards the join is checked on: its work grows
/// with the number of east row sets, C(N, N/2), 184,756 at N = 20.
const JOIN_LARGEST: usize = 20;
/// The largest boards the filter and the meet count: the filter lists the
/// plain board's solutions, and N = 17's would take some 360 MB; the meet
/// indexes a table by column sets, 2^N of them.
const FILTER_LARGEST: usize = 16;

/// Search nodes the oracle may spend on one board...
const ORACLE_NODES: u64 = 30_000;
/// ...and nodes a plain top-down search may visit (the reference engine).
const TOP_DOWN_NODES: u64 = 300_000;

/// The nodes of a plain row-by-row search (the reference engine's order),
/// or `None` past `limit`.
fn top_down_nodes(board: &Board, limit: u64) -> Option<u64> {
    struct TopDown<'a> {
        board: &'a Board,
        column: Vec<bool>,
        sum: Vec<bool>,
        difference: Vec<bool>,
        nodes: u64,
        limit: u64,
    }
    impl TopDown<'_> {
        /// False once past the limit.
        fn visit(&mut self, row: usize) -> bool {
            self.nodes += 1;
            let n = self.board.n();
            if self.nodes > self.limit {
                return false;
            }
            if row == n {
                return true;
            }
            for c in 0..n {
                let (s, d) = (row + c, row + n - 1 - c);
                if self.board.allowed[row][c]
                    && !self.column[c]
                    && !self.sum[s]
                    && !self.difference[d]
                {
                    self.column[c] = true;
                    self.sum[s] = true;
                    self.difference[d] = true;
                    let within = self.visit(row + 1);
                    self.column[c] = false;
                    self.sum[s] = false;
                    self.difference[d] = false;
                    if !within {
                        return false;
                    }
                }
            }
            true
        }
    }
    let n = board.n();
    let mut search = TopDown {
        board,
        column: vec![false; n],
        sum: vec![false; 2 * n],
        difference: vec![false; 2 * n],
        nodes: 0,
        limit,
    };
    search.visit(0).then_some(search.nodes)
}

/// A board with its class name and its count by the oracle.
struct Case {
    class: &'static str,
    board: Board,
    count: u64,
}

/// Keeps `board` if both searches stay small on it: within `scale`
/// times the node limits.
fn accept(class: &'static str, board: Board, scale: u64, cases: &mut Vec<Case>) -> bool {
    if top_down_nodes(&board, scale * TOP_DOWN_NODES).is_none() {
        return false;
    }
    match oracle::count_within(&board, scale * ORACLE_NODES) {
        Some(count) => {
            cases.push(Case {
                class,
                board,
                count,
            });
            true
        }
        None => false,
    }
}

/// The boards: random ones over N = 11..24 and densities 0.3..0.97, ones
/// symmetric under each of the 9 nontrivial groups of the square's
/// symmetries (each mirror, the half turn, each diagonal reflection, both
/// mirrors, both diagonals, the quarter turns, the whole group), ones with
/// an empty row or column, and 64-wide sparse ones.
///
/// Made afresh in every run, unless `NQUEENS_TEST_BOARDS` names a file
/// (set but empty, it names none): then they are read from it if this very
/// test source wrote it, and written to it otherwise. The boards and
/// counts depend on the tests alone, never on src/, and making them is
/// most of this file's time, so cargo-mutants runs (docs/mutants.md) set it:
/// each mutant is then checked against the same boards without making
/// them again.
fn cases() -> &'static [Case] {
    static CASES: OnceLock<Vec<Case>> = OnceLock::new();
    CASES.get_or_init(|| {
        let started = std::time::Instant::now();
        let saved = std::env::var_os("NQUEENS_TEST_BOARDS").filter(|path| !path.is_empty());
        if let Some(cases) = saved.as_ref().and_then(|path| read_cases(path.as_ref())) {
            eprintln!("{} boards read in {:?}", cases.len(), started.elapsed());
            return cases;
        }
        let cases = make_cases();
        eprintln!("{} boards made in {:?}", cases.len(), started.elapsed());
        if let Some(path) = saved {
            write_cases(path.as_ref(), &cases);
        }
        cases
    })
}

/// The first line of a saved board file: a hash of the sources that make
/// the boards and count them, so that a file from other sources is made
/// again rather than read.
fn saved_header() -> String {
    let sources = [
        include_str!("engines.rs"),
        include_str!("common/mod.rs"),
        include_str!("common/boards.rs"),
        include_str!("common/oracle.rs"),
    ];
    // FNV-1a over the sources, one after the other.
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in sources.iter().flat_map(|source| source.bytes()) {
        hash = (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
    }
    format!("nqueens test boards {:016x}", hash)
}

/// Each case as a line `class<TAB>count`, then the board as program input.
fn write_cases(path: &std::path::Path, cases: &[Case]) {
    let mut text = saved_header() + "\n";
    for case in cases {
        text += &format!("{}\t{}\n{}", case.class, case.count, case.board.to_input());
    }
    // Written whole under another name, then renamed: a reader never sees
    // half a file.
    let partial = path.with_extension(format!("partial{}", std::process::id()));
    std::fs::write(&partial, text).expect("cannot write the saved boards");
    std::fs::rename(&partial, path).expect("cannot write the saved boards");
}

/// The cases of `path`, or `None` if it is missing or was written by other
/// sources.
fn read_cases(path: &std::path::Path) -> Option<Vec<Case>> {
    let text = std::fs::read_to_string(path).ok()?;
    let mut lines = text.lines();
    if lines.next()? != saved_header() {
        return None;
    }
    let mut cases = Vec::new();
    while let Some(line) = lines.next() {
        let (class, count) = line.split_once('\t').expect("a saved case line");
        let n: usize = lines.next()?.parse().expect("a saved board's N");
        let allowed = (0..n)
            .map(|_| {
                lines
                    .next()
                    .map(|row| row.bytes().map(|b| b == b'*').collect())
            })
            .collect::<Option<Vec<Vec<bool>>>>()?;
        cases.push(Case {
            // The classes are a handful of names, leaked once per run.
            class: Box::leak(class.to_owned().into_boxed_str()),
            board: Board { allowed },
            count: count.parse().expect("a saved count"),
        });
    }
    Some(cases)
}

/// Random boards that a group of symmetries maps onto themselves.
struct Class {
    name: &'static str,
    /// Generators of the group (none: any random board)...
    group: &'static [boards::Symmetry],
    /// ...and its order.
    order: usize,
    wanted: usize,
    /// How many times the usual node limits a board may take.
    scale: u64,
}

/// The symmetric classes whose group fixes no border line, beyond the
/// half turn, the diagonal and the full group, may take 4 times the node
/// limits: so that some of their trees are large enough for the engines
/// to pin border queens on 2 lines (the other diagonal) and on 4 (both
/// diagonals, the quarter turns), which smaller trees never repay.
const PINNING_SCALE: u64 = 4;

fn make_cases() -> Vec<Case> {
    let class = |name, group, order, wanted, scale| Class {
        name,
        group,
        order,
        wanted,
        scale,
    };
    // The classes are made on threads of their own, each from its own
    // seed.
    let classes = [
        class("random", &[], 1, 300, 1),
        class("mirror", &[MIRROR], 2, 50, 1),
        class("half turn", &[HALF_TURN], 2, 50, 1),
        class("diagonal", &[TRANSPOSE], 2, 30, 1),
        class("full group", &[QUARTER_TURN, MIRROR], 8, 30, 1),
        class("top-bottom", &[TOP_BOTTOM], 2, 20, 1),
        class("other diagonal", &[ANTI_TRANSPOSE], 2, 20, PINNING_SCALE),
        class("both mirrors", &[MIRROR, TOP_BOTTOM], 4, 20, PINNING_SCALE),
        class(
            "both diagonals",
            &[TRANSPOSE, ANTI_TRANSPOSE],
            4,
            20,
            PINNING_SCALE,
        ),
        class("quarter turns", &[QUARTER_TURN], 4, 20, PINNING_SCALE),
    ];
    let mut made: Vec<Vec<Case>> = std::thread::scope(|scope| {
        let handles: Vec<_> = classes
            .iter()
            .enumerate()
            .map(|(i, class)| {
                scope.spawn(move || symmetric_cases(0x0E16_1E50_2026_1122 + i as u64, class))
            })
            .collect();
        handles
            .into_iter()
            .map(|handle| handle.join().expect("a generator panicked"))
            .collect()
    });
    let mut cases: Vec<Case> = made.drain(..).flatten().collect();
    let mut rng = Rng::new(0x0E16_1E50_2026_1100);
    let mut kept = 0;
    while kept < 20 {
        let n = rng.between(11, 24);
        let density = 0.5 + 0.47 * rng.unit();
        let mut board = Board::random(&mut rng, n, density);
        let line = rng.below(n);
        for i in 0..n {
            if kept % 2 == 0 {
                board.allowed[line][i] = false;
            } else {
                board.allowed[i][line] = false;
            }
        }
        if accept("empty line", board, 1, &mut cases) {
            kept += 1;
        }
    }
    let mut kept = 0;
    while kept < 30 {
        if accept("64 wide", boards::wide_sparse(&mut rng), 1, &mut cases) {
            kept += 1;
        }
    }
    cases
}

/// `class.wanted` random boards N = 11..24 that the group of the class
/// maps onto themselves.
fn symmetric_cases(seed: u64, class: &Class) -> Vec<Case> {
    let mut rng = Rng::new(seed);
    let mut cases = Vec::new();
    let mut tries = 0;
    while cases.len() < class.wanted {
        tries += 1;
        assert!(
            tries < 50 * class.wanted,
            "too few {} boards are small enough",
            class.name
        );
        let n = rng.between(11, 24);
        // Trees grow fast with density and N: the densest boards are
        // the small ones (0.97 at N = 11, about 0.5 at N = 24).
        let densest = 0.97 - 0.036 * (n - 11) as f64;
        let density = 0.3 + (densest - 0.3) * rng.unit();
        // Symmetrizing keeps a cell only if its whole orbit is free:
        // start denser so that the densities stay spread.
        let start = density.powf(1.0 / class.order as f64);
        let board = Board::random(&mut rng, n, start).symmetrized(class.group);
        accept(class.name, board, class.scale, &mut cases);
    }
    cases
}

#[test]
fn the_oracle_agrees_with_the_naive_counter_and_oeis() {
    let mut rng = Rng::new(0x0AC1_E000_0000_0001);
    for _ in 0..300 {
        let n = rng.between(1, 8);
        let density = 0.3 + 0.7 * rng.unit();
        let board = Board::random(&mut rng, n, density);
        assert_eq!(
            oracle::count(&board),
            common::naive_count(&board.allowed),
            "{}",
            board.to_input()
        );
    }
    for n in 1..=11 {
        assert_eq!(
            oracle::count(&Board::plain(n)),
            A000170[n - 1],
            "plain N = {}",
            n
        );
    }
}

#[test]
fn the_test_boards_have_the_shapes_they_claim() {
    let cases = cases();
    for class in [
        "random",
        "mirror",
        "top-bottom",
        "half turn",
        "diagonal",
        "other diagonal",
        "both mirrors",
        "both diagonals",
        "quarter turns",
        "full group",
        "empty line",
        "64 wide",
    ] {
        let of_class: Vec<&Case> = cases.iter().filter(|case| case.class == class).collect();
        let nonzero = of_class.iter().filter(|case| case.count > 0).count();
        let sizes = of_class.iter().map(|case| case.board.n());
        eprintln!(
            "{}: {} boards, {} with solutions, N {}..={}, largest count {}",
            class,
            of_class.len(),
            nonzero,
            sizes.clone().min().unwrap_or(0),
            sizes.max().unwrap_or(0),
            of_class.iter().map(|case| case.count).max().unwrap_or(0)
        );
    }
    for case in cases {
        let board = &case.board;
        let invariant = |s| board.is_invariant(s);
        let ok = match case.class {
            "mirror" => invariant(MIRROR),
            "top-bottom" => invariant(TOP_BOTTOM),
            "half turn" => invariant(HALF_TURN),
            "diagonal" => invariant(TRANSPOSE),
            "other diagonal" => invariant(ANTI_TRANSPOSE),
            "both mirrors" => invariant(MIRROR) && invariant(TOP_BOTTOM),
            "both diagonals" => invariant(TRANSPOSE) && invariant(ANTI_TRANSPOSE),
            "quarter turns" => invariant(QUARTER_TURN),
            "full group" => invariant(MIRROR) && invariant(QUARTER_TURN),
            "empty line" => case.count == 0,
            "64 wide" => board.n() == 64 && case.count >= 1,
            _ => (11..=24).contains(&board.n()),
        };
        assert!(
            ok,
            "a {} board is not one:\n{}",
            case.class,
            board.to_input()
        );
    }
    let staircase = boards::staircase_solution(64);
    let mut plain = Board::plain(64);
    for (r, &c) in staircase.iter().enumerate() {
        for (c2, cell) in plain.allowed[r].iter_mut().enumerate() {
            *cell = c2 == c;
        }
    }
    assert_eq!(
        oracle::count(&plain),
        1,
        "the staircase is a solution of N = 64"
    );
}

#[test]
fn saved_boards_read_back_as_written() {
    let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("saved-boards.txt");
    write_cases(&path, cases());
    let read = read_cases(&path).expect("the saved boards are not read back");
    assert_eq!(read.len(), cases().len());
    for (read, made) in read.iter().zip(cases()) {
        assert_eq!(
            (read.class, &read.board, read.count),
            (made.class, &made.board, made.count)
        );
    }
    // A file from other sources is not read.
    let text = std::fs::read_to_string(&path).unwrap();
    std::fs::write(&path, text.replacen("boards", "b0ards", 1)).unwrap();
    assert!(read_cases(&path).is_none());
}

#[test]
fn every_engine_agrees_with_the_oracle_on_large_boards() {
    let cases = cases();
    assert!(cases.len() >= 500, "only {} boards", cases.len());
    let nonzero = cases.iter().filter(|case| case.count > 0).count();
    assert!(
        nonzero * 10 > cases.len() * 4,
        "only {} of {} boards have solutions",
        nonzero,
        cases.len()
    );
    for engine in BOARD_ENGINES {
        let largest = match engine {
            "join" => JOIN_LARGEST,
            "filter" | "meet" => FILTER_LARGEST,
            _ => 64,
        };
        let cases: Vec<&Case> = cases
            .iter()
            .filter(|case| case.board.n() <= largest)
            .collect();
        assert!(
            cases.len() >= 150,
            "--engine {}: only {} boards",
            engine,
            cases.len()
        );
        let input: String = cases.iter().map(|case| case.board.to_input()).collect();
        let started = std::time::Instant::now();
        let output = common::run_ok(&input, &["--engine", engine]);
        eprintln!(
            "--engine {}: {} boards in {:?}",
            engine,
            cases.len(),
            started.elapsed()
        );
        let lines: Vec<&str> = output.lines().collect();
        assert_eq!(
            lines.len(),
            cases.len(),
            "--engine {}: wrong number of counts",
            engine
        );
        for (case, line) in cases.iter().zip(&lines) {
            assert_eq!(
                line.parse::<u64>().ok(),
                Some(case.count),
                "--engine {} on a {} board:\n{}",
                engine,
                case.class,
                case.board.to_input()
            );
        }
    }
}

#[test]
fn every_engine_counts_plain_boards_as_oeis_does() {
    for engine in BOARD_ENGINES.iter().chain(&PLAIN_ENGINES) {
        // The reference engine takes seconds from N = 16 on: stop it at
        // 14. The join takes seconds at 17 and 18 (auto uses it there:
        // tests/large.rs).
        let largest = match *engine {
            "reference" => 14,
            "join" => 18,
            "filter" => FILTER_LARGEST,
            // Plain N = 16 needs more than the meet's memory budget.
            "meet" => 15,
            _ => 16,
        };
        let input: String = (1..=largest).map(|n| format!("{}\n", n)).collect();
        let expected = common::counts_text(&A000170[..largest]);
        common::assert_same(
            &expected,
            &common::run_ok(&input, &["--engine", engine]),
            &format!("--engine {} on plain N = 1..={}", engine, largest),
        );
    }
}

#[test]
fn plain_only_engines_refuse_a_board_after_the_counts_before_it() {
    for engine in PLAIN_ENGINES {
        let output = common::run(b"8\n4\n**.*\n****\n****\n****\n6\n", &["--engine", engine]);
        assert_eq!(output.status.code(), Some(1), "--engine {}", engine);
        assert_eq!(common::stdout_text(&output), "92\n");
        let stderr = common::stderr_text(&output);
        assert!(
            stderr.starts_with("nqueens: error: case 2: ") && stderr.contains("engine"),
            "--engine {}: {:?}",
            engine,
            stderr
        );
    }
}

#[test]
fn the_join_refuses_a_board_wider_than_31_after_the_counts_before_it() {
    let mut input = String::from("8\n");
    input.push_str(&boards::wide_sparse(&mut Rng::new(7)).to_input());
    input.push_str("6\n");
    let output = common::run(input.as_bytes(), &["--engine", "join"]);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(common::stdout_text(&output), "92\n");
    let stderr = common::stderr_text(&output);
    assert!(
        stderr.starts_with("nqueens: error: case 2: ") && stderr.contains("N up to 31"),
        "{:?}",
        stderr
    );
}

#[test]
fn the_filter_refuses_a_board_wider_than_16_after_the_counts_before_it() {
    let output = common::run(b"8\n17\n6\n", &["--engine", "filter"]);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(common::stdout_text(&output), "92\n");
    let stderr = common::stderr_text(&output);
    assert!(
        stderr.starts_with("nqueens: error: case 2: ") && stderr.contains("N up to 16"),
        "{:?}",
        stderr
    );
}

#[test]
fn the_meet_refuses_a_board_wider_than_16_or_over_its_budget_after_the_counts_before_it() {
    for (input, refusal) in [
        ("8\n17\n6\n", "N up to 16"),
        // Plain N = 16 stores two halves of 15 million placements each.
        ("8\n16\n6\n", "more than its budget of 96 MiB"),
    ] {
        let output = common::run(input.as_bytes(), &["--engine", "meet"]);
        assert_eq!(output.status.code(), Some(1));
        assert_eq!(common::stdout_text(&output), "92\n");
        let stderr = common::stderr_text(&output);
        assert!(
            stderr.starts_with("nqueens: error: case 2: ") && stderr.contains(refusal),
            "{:?}",
            stderr
        );
    }
}

#[test]
fn the_join_refuses_a_board_over_its_memory_budget_after_the_counts_before_it() {
    // Plain N = 24: its least slice (the table's index) takes 64 MiB,
    // over a budget of 32 MiB.
    let args = ["--engine", "join", "--memory", "32M"];
    let output = common::run(b"8\n24\n6\n", &args);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(common::stdout_text(&output), "92\n");
    let stderr = common::stderr_text(&output);
    assert!(
        stderr.starts_with("nqueens: error: case 2: ")
            && stderr.contains("at least 64 MiB")
            && stderr.contains("over the budget of 32 MiB"),
        "{:?}",
        stderr
    );
    // N = 31, the widest the join takes, is refused for its memory, not
    // for its width.
    let output = common::run(b"31\n", &args);
    let stderr = common::stderr_text(&output);
    assert!(
        stderr.contains("over the budget") && !stderr.contains("N up to"),
        "{:?}",
        stderr
    );
}
