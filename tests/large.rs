//! The largest plain boards of the normal test run: OEIS A000170 for
//! N = 17 and 18 through auto (the join engine; seconds on 2 cores), and
//! N = 16 to 18 and boards with the join's tables in slices.

mod common;

#[test]
fn oeis_for_17_and_18() {
    let output = common::run(b"", &["17", "18"]);
    assert!(output.status.success(), "status {:?}", output.status);
    common::assert_same(
        &common::counts_text(&common::A000170[16..18]),
        &common::stdout_text(&output),
        "plain N = 17 and 18",
    );
}

/// Under a `--memory` budget below the whole table, auto counts plain
/// N = 16 to 18 by the join with its table in slices (as `--time` says),
/// on two threads, and still gets A000170.
#[test]
fn oeis_for_16_to_18_with_the_join_in_slices() {
    // Each budget under the whole table (1.2 MB for N = 16 and 17, 8.4 MB
    // for N = 18) and over twice one slice's index (0.26 MB, 1.05 MB).
    for (n, budget) in [(16, "700K"), (17, "900K"), (18, "3M")] {
        let size = n.to_string();
        let output = common::run(b"", &["--time", "-j", "2", "--memory", budget, &size]);
        assert!(output.status.success(), "status {:?}", output.status);
        common::assert_same(
            &common::counts_text(&common::A000170[n - 1..n]),
            &common::stdout_text(&output),
            &format!("plain N = {} within {}", n, budget),
        );
        let time = common::stderr_text(&output);
        assert!(
            time.contains("join (") && time.contains("tables in slices"),
            "{}",
            time
        );
    }
}

/// The join forced on boards with forbidden cells (N = 14 to 16, 20% of
/// cells forbidden), its four tables in slices under a budget below
/// every board's whole tables: the independent oracle's counts.
#[test]
fn boards_by_the_join_in_slices_match_the_oracle() {
    let (input, expected) = boards_and_counts(0x5EED_0031, &[14, 15, 16, 16], 0.8);
    let args = ["--time", "-j", "2", "--engine", "join", "--memory", "1500K"];
    let output = common::run(input.as_bytes(), &args);
    assert!(output.status.success(), "status {:?}", output.status);
    common::assert_same(
        &common::counts_text(&expected),
        &common::stdout_text(&output),
        "boards by the join in slices",
    );
    let time = common::stderr_text(&output);
    assert_eq!(time.matches("tables in slices").count(), 4, "{}", time);
}

/// The join forced on boards of N = 22 (55% of cells forbidden, so that
/// the oracle stays quick): keys of 42 bits, looked up in runs of 6 bits
/// where smaller boards take runs of 5.
#[test]
fn wide_keys_by_the_join_match_the_oracle() {
    let (input, expected) = boards_and_counts(0x5EED_0032, &[22, 22], 0.45);
    let output = common::run(input.as_bytes(), &["-j", "2", "--engine", "join"]);
    assert!(output.status.success(), "status {:?}", output.status);
    common::assert_same(
        &common::counts_text(&expected),
        &common::stdout_text(&output),
        "wide keys by the join",
    );
}

/// The join forced under a budget below its least slice (plain N = 20:
/// a 4 MiB index) refuses the case, naming the budget; auto counts it
/// by another engine instead (N = 12 here, to stay quick).
#[test]
fn a_budget_below_the_least_slice_refuses_the_forced_join() {
    let output = common::run(b"", &["--engine", "join", "--memory", "1M", "20"]);
    assert_eq!(output.status.code(), Some(1), "status {:?}", output.status);
    let stderr = common::stderr_text(&output);
    assert!(
        stderr.contains("--memory") && stderr.contains("engine 'join'"),
        "{}",
        stderr
    );
    let output = common::run(b"", &["--time", "--memory", "1K", "12"]);
    assert_eq!(common::stdout_text(&output), "14200\n");
    assert!(!common::stderr_text(&output).contains("join"));
}

/// Random boards of the sizes `ns` (each cell allowed with probability
/// `density`, from `seed`) as one input, and the oracle's counts of them.
fn boards_and_counts(seed: u64, ns: &[usize], density: f64) -> (String, Vec<u64>) {
    let mut rng = common::Rng::new(seed);
    let mut input = String::new();
    let mut expected = Vec::new();
    for &n in ns {
        let board = common::boards::Board::random(&mut rng, n, density);
        input += &board.to_input();
        expected.push(common::oracle::count(&board));
    }
    (input, expected)
}
