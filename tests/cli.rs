//! The command line: help and version, usage errors, N operands, and the
//! options that must never change a count (threads, engine); the progress
//! line has tests/progress.rs.

mod common;

use common::{assert_same, run_ok, Rng};

use std::fs;
use std::process::{Command, Output, Stdio};
use std::thread;
use std::time::{Duration, Instant};

/// The options that `src/cli.rs` matches on: every string literal there
/// that starts with `-` and names an option (not `-` itself).
fn options_the_parser_accepts() -> Vec<String> {
    let path = common::package_root().join("src").join("cli.rs");
    let source = fs::read_to_string(&path).expect("src/cli.rs is readable");
    let mut rest = &source[source.find("pub fn parse").expect("cli.rs has parse")..];
    let mut found = Vec::new();
    while let Some(at) = rest.find("\"-") {
        let literal = &rest[at + 1..];
        let end = literal.find('"').expect("a closed literal");
        let name = &literal[..end];
        let word = name.trim_start_matches('-');
        if !word.is_empty() && word.chars().all(|c| c == '-' || c.is_ascii_alphabetic()) {
            found.push(name.to_string());
        }
        rest = &literal[end..];
    }
    found.sort();
    found.dedup();
    found
}

/// The options the help lists: the first words of its lines that start
/// with `-` after two spaces (a short and a long form share a line).
fn options_in_help(help: &str) -> Vec<String> {
    let mut found = Vec::new();
    for line in help.lines().filter(|line| line.starts_with("  -")) {
        let names = line.trim_start().split("  ").next().unwrap_or("");
        for name in names.split(", ") {
            found.push(name.split(' ').next().unwrap_or("").to_string());
        }
    }
    found
}

#[test]
fn help_lists_every_option_once_and_nothing_else_and_exits_0() {
    let accepted = options_the_parser_accepts();
    assert!(
        accepted.len() >= 14,
        "too few options found: {:?}",
        accepted
    );
    for flag in ["--help", "-h"] {
        let output = common::run(b"", &[flag]);
        assert!(
            output.status.success(),
            "nqueens {} exited with {}",
            flag,
            output.status
        );
        assert!(output.stderr.is_empty(), "nqueens {} wrote to stderr", flag);
        let help = common::stdout_text(&output);
        assert!(
            help.lines().count() <= 45,
            "the help has {} lines",
            help.lines().count()
        );
        let mut listed = options_in_help(&help);
        let count = listed.len();
        listed.sort();
        listed.dedup();
        assert_eq!(listed.len(), count, "an option listed twice:\n{}", help);
        assert_eq!(
            listed, accepted,
            "the help's options against the parser's:\n{}",
            help
        );
        // Grouped under headings, examples last.
        let headings: Vec<&str> = (help.lines())
            .filter(|line| !line.starts_with(' ') && line.ends_with(':'))
            .collect();
        assert_eq!(
            headings,
            [
                "counting:",
                "output:",
                "threads and shards:",
                "judges:",
                "examples:"
            ]
        );
    }
}

/// The `version = "..."` of the `[package]` section of Cargo.toml.
fn cargo_toml_version() -> String {
    let path = common::package_root().join("Cargo.toml");
    let text = fs::read_to_string(&path)
        .unwrap_or_else(|error| panic!("cannot read {}: {}", path.display(), error));
    let mut in_package = false;
    for line in text.lines() {
        let line = line.trim();
        if line.starts_with('[') {
            in_package = line == "[package]";
            continue;
        }
        if !in_package {
            continue;
        }
        if let Some((key, value)) = line.split_once('=') {
            if key.trim() == "version" {
                let value = value.trim();
                assert!(
                    value.len() >= 2 && value.starts_with('"') && value.ends_with('"'),
                    "unexpected version line in Cargo.toml: {:?}",
                    line
                );
                return value[1..value.len() - 1].to_string();
            }
        }
    }
    panic!("no version in the [package] section of {}", path.display());
}

#[test]
fn version_matches_cargo_toml() {
    let expected = format!("nqueens {}\n", cargo_toml_version());
    for flag in ["--version", "-V"] {
        let output = common::run(b"", &[flag]);
        assert!(
            output.status.success() && output.stderr.is_empty(),
            "nqueens {} failed: status {}, stderr {:?}",
            flag,
            output.status,
            common::stderr_text(&output)
        );
        assert_eq!(
            common::stdout_text(&output),
            expected,
            "nqueens {} does not print the version in Cargo.toml",
            flag
        );
    }
}

#[test]
fn usage_errors_exit_2_with_a_message_and_no_output() {
    // The arguments, and what stderr must mention (case-insensitively).
    let cases: [(&[&str], &[&str]); 16] = [
        (&["--frobnicate"], &["--frobnicate"]),
        (&["-x", "8"], &["-x"]),
        (&["--engine", "fastest"], &["fastest"]),
        (&["--engine=fastest"], &["fastest"]),
        (&["-j", "0"], &["thread", "0"]),
        (&["--threads=0"], &["thread", "0"]),
        (&["--shard", "2/2"], &["--shard", "2/2"]),
        (&["--shard", "x"], &["--shard", "x"]),
        (&["--memory", "8X"], &["--memory", "8X"]),
        (&["--memory", "0"], &["--memory", "'0'"]),
        (&["--memory"], &["--memory"]),
        (&["65"], &["65"]),
        (&["0"], &["0"]),
        (&["8", "65"], &["65"]),
        (&["--estimate", "--list", "2"], &["--estimate", "--list"]),
        (&["--time", "--estimate"], &["--estimate", "--time"]),
    ];
    for (args, mentions) in cases {
        // A case on stdin, so that a run that ignored the error would print.
        let output = common::run(b"8\n", args);
        let stderr = common::stderr_text(&output);
        assert_eq!(
            output.status.code(),
            Some(2),
            "nqueens {:?} should be a usage error (exit 2), got {}; stderr {:?}",
            args,
            output.status,
            stderr
        );
        assert!(
            output.stdout.is_empty(),
            "nqueens {:?} printed {:?} on stdout despite the usage error",
            args,
            common::stdout_text(&output)
        );
        for mention in mentions {
            assert!(
                stderr.to_lowercase().contains(&mention.to_lowercase()),
                "nqueens {:?}: stderr should mention {:?}, got {:?}",
                args,
                mention,
                stderr
            );
        }
    }
}

/// Runs the program with stdin an open pipe that is never written to nor
/// closed: a program that waits for stdin hangs, and is killed after
/// `limit`. Returns the output, or `None` on a hang.
fn run_with_stdin_held_open(args: &[&str], limit: Duration) -> Option<Output> {
    let mut child = common::isolated(common::program_path())
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("cannot start nqueens");
    let held_stdin = child.stdin.take();
    let deadline = Instant::now() + limit;
    loop {
        match child.try_wait().expect("cannot wait for nqueens") {
            Some(_) => break,
            None if Instant::now() < deadline => thread::sleep(Duration::from_millis(5)),
            None => {
                let _ = child.kill();
                let _ = child.wait();
                return None;
            }
        }
    }
    drop(held_stdin);
    // The outputs are tiny, so they fit in the pipes while the child runs.
    Some(
        child
            .wait_with_output()
            .expect("cannot collect nqueens output"),
    )
}

#[test]
fn operands_are_counted_without_reading_stdin() {
    let output = run_with_stdin_held_open(&["8", "10"], Duration::from_secs(20))
        .expect("nqueens 8 10 waited for stdin instead of counting its operands");
    assert!(
        output.status.success() && output.stderr.is_empty(),
        "nqueens 8 10 failed: status {}, stderr {:?}",
        output.status,
        common::stderr_text(&output)
    );
    assert_same("92\n724\n", &common::stdout_text(&output), "nqueens 8 10");

    // Cases on stdin are ignored when there are operands.
    let stdout = run_ok("5\n6\n0\n", &["8", "10"]);
    assert_same("92\n724\n", &stdout, "nqueens 8 10 with cases on stdin");
}

#[test]
fn thread_counts_do_not_change_the_counts() {
    let (input, cases) = common::boards::mixed_input();
    let expected = run_ok(&input, &[]);
    assert_eq!(
        expected.lines().count(),
        cases,
        "expected one count per case, got {:?}",
        expected
    );
    assert!(
        expected.starts_with("73712\n"),
        "plain N = 13 should count 73712, got {:?}",
        expected
    );
    let variants: [&[&str]; 6] = [
        &["-j", "1"],
        &["-j", "2"],
        &["-j3"],
        &["--threads=2"],
        &["--threads", "3"],
        &["-j", "1", "--engine", "reference"],
    ];
    for args in variants {
        let actual = run_ok(&input, args);
        assert_same(
            &expected,
            &actual,
            &format!("nqueens {:?} differs from the default run", args),
        );
    }
}

#[test]
fn reference_engine_agrees_with_auto() {
    let (mut input, _) = common::boards::mixed_cases();
    // Also smaller boards of every density, where the engines choose
    // differently (reference, dynamic order, orientation, mirror symmetry).
    let mut random = Rng::new(0x0E16_14E5_0000_0001);
    for n in 1..=12 {
        input.push_str(&format!("{}\n", n));
    }
    for _ in 0..30 {
        let n = random.between(4, 12);
        let density = 0.3 + 0.7 * random.unit();
        input.push_str(&common::boards::Board::random(&mut random, n, density).to_input());
    }
    input.push_str("0\n");
    let auto = run_ok(&input, &["--engine", "auto"]);
    let default = run_ok(&input, &[]);
    let plain = run_ok(&input, &["--engine", "reference"]);
    let plain_inline = run_ok(&input, &["--engine=reference"]);
    assert_same(&default, &auto, "--engine auto differs from the default");
    assert_same(
        &auto,
        &plain,
        "--engine reference differs from --engine auto",
    );
    assert_same(
        &plain,
        &plain_inline,
        "--engine=reference differs from --engine reference",
    );
}

#[test]
fn thread_counts_above_4096_are_refused_at_once_and_4096_answers() {
    for huge in [
        "4097",
        "100000000",
        "18446744073709551615",
        "99999999999999999999999",
    ] {
        let started = Instant::now();
        let output = common::run(b"", &["-j", huge, "14"]);
        assert_eq!(
            output.status.code(),
            Some(2),
            "-j {}: {}",
            huge,
            common::stderr_text(&output)
        );
        assert!(output.stdout.is_empty());
        assert!(common::stderr_text(&output).contains("4096"));
        assert!(
            started.elapsed() < Duration::from_secs(5),
            "-j {} took {:?}",
            huge,
            started.elapsed()
        );
    }
    // The most threads allowed: no more are started than there are jobs.
    let output = common::run(b"", &["-j", "4096", "14"]);
    assert!(
        output.status.success(),
        "-j 4096: {}",
        common::stderr_text(&output)
    );
    assert_same("365596\n", &common::stdout_text(&output), "-j 4096 14");
}

/// `--estimate` prints, instead of each count, one line naming the case,
/// its N and its engine, with either "counted at once" or the jobs, the
/// time and the peak memory its count would take; in input order, with
/// every thread count and with a shard, and nothing on stderr.
#[test]
fn estimate_prints_one_line_a_case_in_order_and_no_count() {
    let (input, cases) = common::boards::mixed_input();
    for args in [
        &["--estimate", "-j", "1"][..],
        &["--estimate", "-j", "2"],
        &["--estimate", "-j", "2", "--shard", "1/3"],
    ] {
        let output = common::run(input.as_bytes(), args);
        assert!(output.status.success(), "nqueens {:?} failed", args);
        assert_eq!(common::stderr_text(&output), "", "nqueens {:?}", args);
        let stdout = common::stdout_text(&output);
        let lines: Vec<&str> = stdout.lines().collect();
        assert_eq!(lines.len(), cases, "nqueens {:?}:\n{}", args, stdout);
        for (k, line) in lines.iter().enumerate() {
            assert!(
                line.starts_with(&format!("case {}: N = ", k + 1)),
                "{}",
                line
            );
            let planned = line.contains(" on ")
                && line.contains(" thread")
                && line.contains(": about ")
                && line.contains(", peak memory ")
                && (line.contains(" sampled in ") || line.contains(" weighed, in "));
            assert!(planned || line.ends_with(": counted at once"), "{}", line);
        }
        // The plain 13×13 board is the join's, planned, in many jobs.
        assert!(
            lines[0].starts_with("case 1: N = 13, join ("),
            "{}",
            lines[0]
        );
        let threads = args[2];
        let plural = if threads == "1" { "" } else { "s" };
        let on = format!(" jobs on {} thread{}: about ", threads, plural);
        assert!(lines[0].contains(&on), "{} lacks {:?}", lines[0], on);
    }
}

/// A non-numeric operand that names a file is not read as input (operands
/// are N values): the error says to redirect it.
#[test]
fn a_file_operand_is_refused_with_the_redirection_to_use() {
    let file = common::package_root().join("samples").join("hdu2553.in");
    let file = file.to_str().expect("a UTF-8 path");
    let output = common::run(b"8\n", &[file]);
    assert_eq!(output.status.code(), Some(2));
    assert!(output.stdout.is_empty());
    let stderr = common::stderr_text(&output);
    assert!(
        stderr.contains(&format!("'nqueens < {}'", file)) && stderr.contains("is a file"),
        "{}",
        stderr
    );
    // A word that names no file is a bad N, as before.
    let output = common::run(b"", &["no-such-file.in"]);
    assert!(common::stderr_text(&output).contains("N must be an integer from 1 to 64"));
}

/// Cases typed on a terminal are counted once the input ends, so one line
/// on stderr says how to end it; off a terminal nothing is said. The
/// terminal is `script`'s (util-linux), as a user's shell gives one.
#[test]
fn cases_read_from_a_terminal_get_one_line_on_how_to_end_them() {
    let program = common::program_path().to_str().expect("a UTF-8 path");
    let output = Command::new("script")
        .args(["-q", "-e", "-c", program, "/dev/null"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            // 8, then Ctrl-D (the terminal's end of input) after it.
            let mut stdin = child.stdin.take().expect("stdin is piped");
            stdin.write_all(b"8\n\x04")?;
            child.wait_with_output()
        })
        .expect("script (util-linux) runs");
    let text = common::stdout_text(&output).replace('\r', "");
    assert!(
        text.contains("nqueens: reading cases from the terminal; end them with Ctrl-D")
            && text.contains("\n92\n"),
        "{:?}",
        text
    );
    assert_eq!(common::stderr_text(&common::run(b"8\n", &[])), "");
}

/// Every option the help lists has a row in the README's options table
/// and in docs/design.md's.
#[test]
fn every_option_is_documented_in_the_readme_and_the_design() {
    let output = common::run(b"", &["--help"]);
    let help = common::stdout_text(&output);
    let options = options_in_help(&help);
    for file in ["README.md", "docs/design.md"] {
        let text = fs::read_to_string(common::package_root().join(file)).expect("readable");
        let table = text
            .split("\n| option |")
            .nth(1)
            .unwrap_or_else(|| panic!("{} has no options table", file));
        let rows: Vec<&str> = (table.lines().skip(1))
            .take_while(|line| line.starts_with('|'))
            .collect();
        for option in &options {
            assert!(
                rows.iter()
                    .any(|row| row.split('|').nth(1).is_some_and(|cell| cell
                        .split(['`', ',', ' '])
                        .any(|word| word == option))),
                "{}'s options table lacks {}",
                file,
                option
            );
        }
    }
}
