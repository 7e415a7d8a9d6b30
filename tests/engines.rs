//! Every engine, forced by name, and auto, against the independent oracle
//! of tests/common/oracle.rs on random boards large enough to reach every
//! path (N = 11..24 and 64): the dynamic search and its hand-off to the fast
//! core, orientation choices, mirror halving, queens pinned on 2 and on 4
//! border lines of a symmetric board, the walker with gaps, and the
//! solution filter both ways (every solution listed up to N = 13, one per
//! orbit matched against the board's 8 images from N = 14).
//! Boards come from fixed seeds (engines/cases.rs), so a failure can be
//! replayed; each is kept only if the oracle and a plain top-down search
//! (the reference engine's order) both stay small on it, so the suite
//! stays fast.

#[path = "engines/cases.rs"]
mod cases;
mod common;

use cases::{cases, read_cases, write_cases, Case};

use common::boards::{
    self, Board, ANTI_TRANSPOSE, HALF_TURN, MIRROR, QUARTER_TURN, TOP_BOTTOM, TRANSPOSE,
};
use common::{oracle, Rng, A000170};

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
