//! Mutation fuzzing against an independent model of the input grammar.
//!
//! Valid multi-case inputs (plain boards and masked boards) are generated
//! from a fixed seed and then damaged: tokens deleted, duplicated or
//! replaced by garbage, rows broken, bytes inserted, the input cut short.
//! Every input (fuzz/generate.rs) is run through the real binary and
//! compared with a model written from the input contract alone
//! (fuzz/model.rs: its own tokenizer, its own rules, counts from the
//! naive permutation counter in `common`):
//!
//! * no panic, no signal, no hang (10 s limit), exit status 0 or 1;
//! * exit 0 exactly when the model finds the input valid;
//! * stdout is exactly the counts of the cases before the first bad token;
//! * a bad input gets one stderr line `nqueens: error: line L, column C: ...`
//!   with the model's L and C.

mod common;
#[path = "fuzz/generate.rs"]
mod generate;
#[path = "fuzz/model.rs"]
mod model;

use generate::generate;
use model::{judge, line_and_column, Fault};

use common::Rng;

use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How many inputs are run (after discarding the few that would ask for a
/// count too large for the naive counter).
const INPUTS: usize = 20_000;
/// Parallel runs of the binary: the tests get two cores, and each run spends
/// part of its time in process start-up rather than on a core.
const THREADS: usize = 3;
/// A run still going after this long is a hang.
const RUN_LIMIT: Duration = Duration::from_secs(10);
/// Inputs whose good cases include a larger N are regenerated: the naive
/// counter would take too long (10! permutations is the most it does here).
const MAX_COUNTED_N: usize = 10;
const SEED: u64 = 0xF0_22ED_2553_0001;

// ---------------------------------------------------------------------------
// Running and checking

struct Case {
    input: Vec<u8>,
    stdout: String,
    /// Line and column of the expected error, `None` for a valid input.
    error: Option<(usize, usize)>,
}

/// Printable form of arbitrary bytes, for failure reports.
fn show(bytes: &[u8]) -> String {
    let mut text = String::from("b\"");
    for &byte in bytes {
        match byte {
            b'\n' => text.push_str("\\n"),
            b'\r' => text.push_str("\\r"),
            b'\t' => text.push_str("\\t"),
            b'"' => text.push_str("\\\""),
            b'\\' => text.push_str("\\\\"),
            0x20..=0x7E => text.push(byte as char),
            _ => text.push_str(&format!("\\x{:02X}", byte)),
        }
    }
    text.push('"');
    text
}

/// Everything wrong with one run, or `None` when it matches the model.
fn check(case: &Case) -> Option<String> {
    let output =
        match common::run_program_within(common::program_path(), &case.input, &[], RUN_LIMIT) {
            Ok(output) => output,
            Err(hang) => return Some(hang),
        };
    let stdout = common::stdout_text(&output);
    let stderr = common::stderr_text(&output);
    let mut problems = Vec::new();
    if stderr.contains("panicked") {
        problems.push("panicked".to_string());
    }
    match output.status.code() {
        Some(0) | Some(1) => {}
        Some(code) => problems.push(format!("exit status {}", code)),
        None => problems.push(format!("killed by a signal ({})", output.status)),
    }
    let expected_code = if case.error.is_some() { 1 } else { 0 };
    if output.status.code() != Some(expected_code) {
        problems.push(format!(
            "expected exit {}, got {}",
            expected_code, output.status
        ));
    }
    if let Some(difference) = common::describe_difference(&case.stdout, &stdout) {
        problems.push(format!("stdout differs:\n{}", difference));
    }
    match case.error {
        None if !stderr.is_empty() => problems.push("stderr not empty".to_string()),
        None => {}
        Some((line, column)) => {
            let prefix = format!("nqueens: error: line {}, column {}: ", line, column);
            let one_line = stderr.ends_with('\n') && stderr.matches('\n').count() == 1;
            let has_message = stderr.len() > prefix.len() + 1;
            if !(stderr.starts_with(&prefix) && one_line && has_message) {
                problems.push(format!("expected one stderr line starting {:?}", prefix));
            }
        }
    }
    if problems.is_empty() {
        return None;
    }
    Some(format!(
        "input {}\n  {}\n  model: stdout {:?}, error {:?}\n  got: status {}, stdout {:?}, stderr {:?}",
        show(&case.input),
        problems.join("\n  "),
        case.stdout,
        case.error,
        output.status,
        stdout,
        stderr
    ))
}

#[test]
fn fuzzed_inputs_match_the_model() {
    let started = Instant::now();
    let mut rng = Rng::new(SEED);
    let mut memo: HashMap<Vec<Vec<bool>>, u64> = HashMap::new();
    let mut cases = Vec::with_capacity(INPUTS);
    let mut faults: HashMap<Fault, usize> = HashMap::new();
    let mut stopped_early = 0;
    let mut with_counts_before_error = 0;
    let mut discarded = 0;
    while cases.len() < INPUTS {
        let input = generate(&mut rng);
        let verdict = judge(&input);
        if verdict
            .cases
            .iter()
            .any(|board| board.len() > MAX_COUNTED_N)
        {
            discarded += 1;
            continue;
        }
        let mut stdout = String::new();
        for board in &verdict.cases {
            let count = *memo
                .entry(board.clone())
                .or_insert_with(|| common::naive_count(board));
            stdout.push_str(&format!("{}\n", count));
        }
        if let Some((_, fault)) = verdict.fault {
            *faults.entry(fault).or_insert(0) += 1;
            if !verdict.cases.is_empty() {
                with_counts_before_error += 1;
            }
        }
        if verdict.stopped_early {
            stopped_early += 1;
        }
        let error = verdict.fault.map(|(at, _)| line_and_column(&input, at));
        cases.push(Case {
            input,
            stdout,
            error,
        });
    }
    let generated_in = started.elapsed();

    let next = AtomicUsize::new(0);
    let failures: Mutex<Vec<String>> = Mutex::new(Vec::new());
    let failed = AtomicUsize::new(0);
    let run_started = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..THREADS {
            scope.spawn(|| loop {
                let index = next.fetch_add(1, Ordering::Relaxed);
                let case = match cases.get(index) {
                    Some(case) => case,
                    None => break,
                };
                if let Some(report) = check(case) {
                    failed.fetch_add(1, Ordering::Relaxed);
                    let mut failures = failures.lock().unwrap();
                    if failures.len() < 10 {
                        failures.push(format!("#{}: {}", index, report));
                    }
                }
            });
        }
    });
    let run_time = run_started.elapsed();

    let invalid = cases.iter().filter(|case| case.error.is_some()).count();
    let valid = cases.len() - invalid;
    let mut fault_list: Vec<(Fault, usize)> = faults.into_iter().collect();
    fault_list.sort();
    println!(
        "fuzz: {} inputs ({} valid, {} invalid; {} valid ones stop at a 0 before their end; \
         {} invalid ones print counts first; {} discarded as too large to count naively)",
        cases.len(),
        valid,
        invalid,
        stopped_early,
        with_counts_before_error,
        discarded
    );
    println!("fuzz: first faults: {:?}", fault_list);
    println!(
        "fuzz: generated and modelled in {:.2} s, ran on {} threads in {:.2} s ({:.0} runs/s)",
        generated_in.as_secs_f64(),
        THREADS,
        run_time.as_secs_f64(),
        cases.len() as f64 / run_time.as_secs_f64()
    );

    let failures = failures.into_inner().unwrap();
    assert!(
        failures.is_empty(),
        "{} of {} fuzzed inputs went wrong; the first ones:\n\n{}",
        failed.load(Ordering::Relaxed),
        cases.len(),
        failures.join("\n\n")
    );
    // The mix must be real, or the test could pass without testing much.
    assert!(valid * 5 >= cases.len(), "only {} valid inputs", valid);
    assert!(
        invalid * 5 >= cases.len(),
        "only {} invalid inputs",
        invalid
    );
    for fault in [
        Fault::InvalidUtf8,
        Fault::NotANumber,
        Fault::TooLarge,
        Fault::BadCell,
        Fault::RowLength,
        Fault::MissingRows,
    ] {
        let seen = fault_list
            .iter()
            .find(|(kind, _)| *kind == fault)
            .map_or(0, |&(_, seen)| seen);
        assert!(seen >= 100, "only {} inputs fail with {:?}", seen, fault);
    }
    assert!(
        stopped_early >= 100,
        "only {} inputs stop at an inner 0",
        stopped_early
    );
}

// ---------------------------------------------------------------------------
// The model's own checks, so that a wrong model cannot hide a wrong program.

/// An input, how many good cases come before its first bad token, and that
/// token's line and column (if any).
type Example = (&'static [u8], usize, Option<(usize, usize)>);

#[test]
fn model_agrees_with_hand_worked_examples() {
    let cases: &[Example] = &[
        (b"", 0, None),
        (b" \n\t\r\x0C", 0, None),
        (b"8 4 0 garbage \xFF", 2, None),
        (b"4\n*.**\n****\n****\n****\n", 1, None),
        (b"\x0B", 0, Some((1, 1))),
        (b"8\n  5x\n", 1, Some((2, 3))),
        (b"000000000000000000000000065", 0, Some((1, 1))),
        (b"0064", 1, None),
        (b"3\n**\n", 0, Some((2, 1))),
        (b"3\n*\xC3\xA9*\n", 0, Some((2, 2))),
        (b"3\r\n*x\xFF\n", 0, Some((2, 3))),
        (b"3 \xC3\xA9\xFF", 1, Some((1, 4))),
        (b"2\n**\n", 0, Some((3, 1))),
        (b"2\n**", 0, Some((2, 3))),
        (b"2\n**\n*", 0, Some((3, 1))),
        (b"1\n\xE2\x82\xAC", 1, Some((2, 1))),
        (b"\xC3\xA9\xC3 9", 0, Some((1, 2))),
        (b"1 \xE2\x82 \xC3\xA9 x", 1, Some((1, 3))),
    ];
    for &(input, good_cases, error) in cases {
        let verdict = judge(input);
        let position = verdict.fault.map(|(at, _)| line_and_column(input, at));
        assert_eq!(
            (verdict.cases.len(), position),
            (good_cases, error),
            "model on {}",
            show(input)
        );
    }
}

#[test]
fn naive_counter_counts_a_masked_board() {
    // The one 4x4 solution that avoids the cell (0, 2); plain boards are
    // checked against OEIS in tests/counts.rs.
    let mut board = vec![vec![true; 4]; 4];
    board[0][2] = false;
    assert_eq!(common::naive_count(&board), 1);
}
