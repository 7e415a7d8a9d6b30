//! The progress line on stderr: it never changes stdout, off a terminal
//! it is plain lines, and it shows once a case has run a second, while
//! the case is planned and before its first job ends. The counts before
//! a long case show while it is counted.

mod common;

use common::{assert_same, run_ok, text_until, Stream};

#[test]
fn progress_flags_leave_stdout_unchanged() {
    let (input, _) = common::boards::mixed_input();
    let expected = run_ok(&input, &[]);
    let quiet = run_ok(&input, &["--no-progress"]);
    assert_same(&expected, &quiet, "--no-progress changed stdout");
    // A long case may draw the progress line on stderr; stdout must not change.
    let output = common::run(input.as_bytes(), &["--progress"]);
    assert!(
        output.status.success(),
        "nqueens --progress failed: status {}, stderr {:?}",
        output.status,
        common::stderr_text(&output)
    );
    assert_same(
        &expected,
        &common::stdout_text(&output),
        "--progress changed stdout",
    );

    // The line appears only after a case has run 1 s: none for tiny cases.
    let output = common::run(b"8\n6\n0\n", &["--progress"]);
    assert!(
        output.status.success(),
        "nqueens --progress failed on tiny cases: status {}",
        output.status
    );
    assert_same(
        "92\n4\n",
        &common::stdout_text(&output),
        "--progress on N = 8, 6",
    );
    assert!(
        output.stderr.is_empty(),
        "--progress wrote to stderr on cases far shorter than 1 s: {:?}",
        common::stderr_text(&output)
    );
}

#[test]
fn progress_off_a_terminal_is_plain_lines() {
    // Several seconds on two threads: the first report comes after 1 s.
    let output = common::run(
        b"",
        &["--progress", "--engine", "reference", "-j", "2", "16"],
    );
    assert!(output.status.success(), "status {}", output.status);
    assert_same(
        "14772512\n",
        &common::stdout_text(&output),
        "N = 16 with --progress",
    );
    let stderr = common::stderr_text(&output);
    assert!(
        !stderr.is_empty(),
        "no progress report in a case of several seconds"
    );
    assert!(
        !stderr.contains('\r') && !stderr.contains('\x1b'),
        "terminal controls in a non-terminal's progress: {:?}",
        stderr
    );
    for line in stderr.lines() {
        assert!(
            line.starts_with("nqueens: case 1: ") && line.contains(" subproblems, "),
            "{:?}",
            line
        );
    }
    assert!(
        stderr.ends_with('\n'),
        "the last progress line is unfinished: {:?}",
        stderr
    );
}

/// The seconds that follow the first `marker` in `text` ("2.1 s"), or
/// `None` where no number follows it.
fn seconds_after(text: &str, marker: &str) -> Option<f64> {
    let (_, rest) = text.split_once(marker)?;
    let number: String = rest
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == '.')
        .collect();
    number.parse().ok()
}

/// The progress line shows once a case has run a second, while it is
/// planned (N = 30's join fits its slices to the memory for minutes) and
/// while its first jobs run (N = 40's each run for ages). How soon after
/// the second it shows is left to the scheduler: with every core busy it
/// can be seconds later, so the test asks only that it shows, and not
/// before the second.
#[test]
fn progress_shows_while_a_case_is_planned_and_before_a_job_ends() {
    let planning = text_until(
        &["--progress", "--memory", "16G", "30"],
        Stream::Stderr,
        "nqueens: case 1: planning, ",
    );
    assert!(
        planning.starts_with("nqueens: case 1: planning, ")
            && seconds_after(&planning, "planning, ").is_some_and(|s| s >= 1.0),
        "{:?}",
        planning
    );
    let counting = text_until(&["--progress", "40"], Stream::Stderr, " subproblems, ");
    assert!(
        counting.starts_with("nqueens: case 1: 0/")
            && seconds_after(&counting, " subproblems, ").is_some_and(|s| s >= 1.0),
        "{:?}",
        counting
    );
}

/// Cases counted side by side end their progress lines and keep their
/// numbers: once the run hands over to the threads (after N = 15, counted
/// alone), the five small cases are over before N = 30 begins (the first
/// chunks hold one case each, the next the rest), so the line tells of
/// case 7, not of a case already written nor of a number from its chunk.
#[test]
fn progress_tells_of_the_case_under_way_after_cases_counted_side_by_side() {
    let args = ["--progress", "--memory", "16G", "-j", "2", "15"];
    let small = ["8"; 5];
    let args: Vec<&str> = (args.iter().chain(&small).chain(&["30"]))
        .copied()
        .collect();
    let planning = text_until(&args, Stream::Stderr, ": planning, ");
    assert!(
        planning.starts_with("nqueens: case 7: planning, "),
        "{:?}",
        planning
    );
}

/// The counts before a long case are flushed before it is counted (N =
/// 40: hours), counted one by one (the first two) or side by side (once
/// N = 15 has taken the run past its first milliseconds).
#[test]
fn the_counts_before_a_long_case_show_while_it_counts() {
    let one_by_one = text_until(
        &["--no-progress", "-j", "2", "8", "8", "40"],
        Stream::Stdout,
        "92\n92",
    );
    assert_eq!(one_by_one, "92\n92\n");
    let args = [
        "--no-progress",
        "-j",
        "2",
        "15",
        "8",
        "8",
        "8",
        "8",
        "8",
        "40",
    ];
    let side_by_side = text_until(&args, Stream::Stdout, "92\n92\n92\n92\n92");
    assert_eq!(side_by_side, "2279184\n92\n92\n92\n92\n92\n");
}
