//! The progress line on stderr: it never changes stdout, off a terminal
//! it is plain lines, and it shows once a case has run a second, while
//! the case is planned and before its first job ends.

mod common;

use common::{assert_same, run_ok};

use std::process::{Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

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

/// Runs nqueens with `args` until its stderr holds a whole line with
/// `wanted` (then stops it) or 60 s pass; returns its stderr.
fn stderr_until(args: &[&str], wanted: &str) -> String {
    use std::io::Read;
    let mut child = Command::new(common::program_path())
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("cannot start nqueens");
    let mut stderr = child.stderr.take().expect("stderr is piped");
    let (sender, lines) = std::sync::mpsc::channel();
    thread::spawn(move || {
        let mut byte = [0u8];
        while let Ok(1) = stderr.read(&mut byte) {
            if sender.send(byte[0]).is_err() {
                break;
            }
        }
    });
    let deadline = Instant::now() + Duration::from_secs(60);
    let mut seen = Vec::new();
    let whole_line = |seen: &[u8]| {
        let text = String::from_utf8_lossy(seen);
        text.split_once(wanted)
            .is_some_and(|(_, rest)| rest.contains('\n'))
    };
    while !whole_line(&seen) {
        let left = deadline.saturating_duration_since(Instant::now());
        match lines.recv_timeout(left) {
            Ok(byte) => seen.push(byte),
            Err(_) => break,
        }
    }
    let _ = child.kill();
    let _ = child.wait();
    String::from_utf8_lossy(&seen).into_owned()
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
    let planning = stderr_until(
        &["--progress", "--memory", "16G", "30"],
        "nqueens: case 1: planning, ",
    );
    assert!(
        planning.starts_with("nqueens: case 1: planning, ")
            && seconds_after(&planning, "planning, ").is_some_and(|s| s >= 1.0),
        "{:?}",
        planning
    );
    let counting = stderr_until(&["--progress", "40"], " subproblems, ");
    assert!(
        counting.starts_with("nqueens: case 1: 0/")
            && seconds_after(&counting, " subproblems, ").is_some_and(|s| s >= 1.0),
        "{:?}",
        counting
    );
}
