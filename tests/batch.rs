//! Cases counted side by side (src/batch.rs): once a run has lasted 10 ms,
//! the full program counts its cases on every thread and writes them in
//! input order. Each input here starts with a few cases that take that
//! long, so the rest is counted side by side; the same input on one thread
//! (`-j 1`, never side by side) gives what every thread count must give,
//! line for line, errors included.

mod common;

use common::boards::Board;
use common::Rng;

/// A judge's file in miniature: a few slow cases first (plain N = 16,
/// boards N = 15 with few cells forbidden), then `cases` of judge size
/// (N = 8..14, 0 to 60% of the cells forbidden, plain ones among them and
/// N repeated), each with its board.
fn batch_input(seed: u64, cases: usize) -> String {
    let mut rng = Rng::new(seed);
    let mut input = String::from("16\n");
    for _ in 0..3 {
        input.push_str(&Board::random(&mut rng, 15, 0.97).to_input());
    }
    for case in 0..cases {
        let n = rng.between(8, 14);
        if case % 17 == 0 {
            input.push_str(&format!("{}\n", n));
        } else {
            let density = 1.0 - 0.6 * rng.unit();
            input.push_str(&Board::random(&mut rng, n, density).to_input());
        }
    }
    input
}

/// The run of `input` with `args` and each thread count, against the
/// same on one thread: stdout, stderr and exit status alike.
fn assert_like_one_thread(input: &str, args: &[&str]) {
    let with = |threads: &str| {
        let mut all = vec!["-j", threads];
        all.extend_from_slice(args);
        common::run(input.as_bytes(), &all)
    };
    let one = with("1");
    for threads in ["2", "3", "4"] {
        let many = with(threads);
        let what = format!("-j {} {:?}", threads, args);
        common::assert_same(
            &common::stdout_text(&one),
            &common::stdout_text(&many),
            &what,
        );
        assert_eq!(
            common::stderr_text(&one),
            common::stderr_text(&many),
            "{}",
            what
        );
        assert_eq!(one.status.code(), many.status.code(), "{}", what);
    }
}

#[test]
fn side_by_side_counts_are_the_one_thread_counts_in_input_order() {
    let input = batch_input(0xBA7C_0001, 3000);
    let output = common::run_ok(&input, &["-j", "1"]);
    assert_eq!(output.lines().count(), 3004);
    assert!(output.starts_with("14772512\n"), "{:?}", &output[..40]);
    assert_like_one_thread(&input, &[]);
    // The reference engine, on one thread, agrees with the first 400
    // judge-size cases (the slow ones would take it seconds, and so would
    // all 3,000).
    let judge_size = batch_input(0xBA7C_0001, 400);
    let judge_size: Vec<&str> = judge_size.lines().skip(1 + 3 * 16).collect();
    let judge_counts: Vec<&str> = output.lines().skip(4).take(400).collect();
    common::assert_same(
        &(judge_counts.join("\n") + "\n"),
        &common::run_ok(
            &(judge_size.join("\n") + "\n"),
            &["-j", "1", "--engine", "reference"],
        ),
        "the reference engine",
    );
}

#[test]
fn side_by_side_stops_at_a_bad_token_after_the_counts_before_it() {
    for (at, bad) in [(1500, "12x\n"), (2999, "5\n**.**\n"), (40, "99\n")] {
        let input = batch_input(0xBA7C_0002, 3000);
        // The bad token goes in after case `at` of the batch (after the
        // four slow cases), and good cases follow it.
        let mut lines: Vec<&str> = input.lines().collect();
        let mut cases = 0;
        let mut line = 0;
        while cases < 4 + at {
            let n: usize = lines[line].parse().expect("a case's N");
            let board = lines
                .get(line + 1)
                .is_some_and(|l| l.starts_with(['*', '.']));
            line += 1 + if board { n } else { 0 };
            cases += 1;
        }
        lines.insert(line, bad.trim_end());
        let input = lines.join("\n") + "\n";
        let one = common::run(input.as_bytes(), &["-j", "1"]);
        assert_eq!(one.status.code(), Some(1), "{:?}", bad);
        assert_eq!(common::stdout_text(&one).lines().count(), 4 + at);
        assert!(common::stderr_text(&one).starts_with("nqueens: error: line "));
        assert_like_one_thread(&input, &[]);
    }
}

#[test]
fn side_by_side_stops_at_a_refused_case_after_the_counts_before_it() {
    // The plain-board engine counts the plain cases and refuses the first
    // board (case 405).
    let mut input = String::from("16\n");
    for k in 0..400 {
        input.push_str(&format!("{}\n", 8 + k % 5));
    }
    input.push_str("4\n**.*\n****\n****\n****\n9\n");
    let one = common::run(input.as_bytes(), &["-j", "1", "--engine", "symmetry"]);
    assert_eq!(one.status.code(), Some(1));
    assert_eq!(common::stdout_text(&one).lines().count(), 401);
    assert!(common::stderr_text(&one).starts_with("nqueens: error: case 402: "));
    assert_like_one_thread(&input, &["--engine", "symmetry"]);
}

#[test]
fn side_by_side_time_lines_follow_the_cases_in_order() {
    let input = batch_input(0xBA7C_0003, 1000);
    let output = common::run(input.as_bytes(), &["-j", "2", "--time"]);
    assert_eq!(output.status.code(), Some(0));
    let counts: Vec<String> = common::stdout_text(&output)
        .lines()
        .map(String::from)
        .collect();
    let stderr = common::stderr_text(&output);
    let times: Vec<&str> = stderr.lines().collect();
    assert_eq!(times.len(), counts.len());
    let mut total = 0.0;
    for (k, (time, count)) in times.iter().zip(&counts).enumerate() {
        match common::time_line(time) {
            Some((case, _, line_count, seconds))
                if case == k + 1 && line_count.to_string() == *count =>
            {
                total += seconds
            }
            _ => panic!("{:?} for count {}", time, count),
        }
    }
    // A cached count may take under a microsecond, but not a thousand
    // cases: each case is timed.
    assert!(total > 0.0, "the times add up to {} s", total);
}

/// A run that lists solutions (`--list`, `--boards`, or both alike) is
/// never counted side by side: each case's solutions come before its
/// count, on every thread count as on one.
#[test]
fn a_listing_run_writes_each_case_whole_on_every_thread_count() {
    let input = batch_input(0xBA7C_0004, 60);
    let one = common::run_ok(&input, &["-j", "1", "--list", "1", "--boards", "1"]);
    // Solutions are listed: many more lines than the 64 counts.
    assert!(one.lines().count() > 3 * 64, "{}", one);
    for args in [
        &["--list", "1"][..],
        &["--boards", "1"],
        &["--list", "1", "--boards", "1"],
    ] {
        assert_like_one_thread(&input, args);
    }
}
