//! Mutation fuzzing against an independent model of the input grammar.
//!
//! Valid multi-case inputs (plain boards and masked boards) are generated
//! from a fixed seed and then damaged: tokens deleted, duplicated or
//! replaced by garbage, rows broken, bytes inserted, the input cut short.
//! Every input is run through the real binary and compared with a model
//! written here from the input contract alone (its own tokenizer, its own
//! rules, counts from the naive permutation counter in `common`):
//!
//! * no panic, no signal, no hang (10 s limit), exit status 0 or 1;
//! * exit 0 exactly when the model finds the input valid;
//! * stdout is exactly the counts of the cases before the first bad token;
//! * a bad input gets one stderr line `nqueens: error: line L, column C: ...`
//!   with the model's L and C.

mod common;

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
// The model: the input contract, implemented from scratch.

/// The bytes that separate tokens. Vertical tab (0x0B) is not one of them.
fn is_separator(byte: u8) -> bool {
    matches!(byte, b' ' | b'\t' | b'\n' | b'\r' | 0x0C)
}

/// Byte ranges of the tokens of `input`, in order.
fn tokens_of(input: &[u8]) -> Vec<(usize, usize)> {
    let mut tokens = Vec::new();
    let mut start = None;
    for (at, &byte) in input.iter().enumerate() {
        match (start, is_separator(byte)) {
            (None, false) => start = Some(at),
            (Some(from), true) => {
                tokens.push((from, at));
                start = None;
            }
            _ => {}
        }
    }
    if let Some(from) = start {
        tokens.push((from, input.len()));
    }
    tokens
}

/// Length of the UTF-8 character starting at `at`, or `None` when no valid
/// character starts there (that byte then counts as one column on its own).
fn character_at(input: &[u8], at: usize) -> Option<usize> {
    let window = &input[at..input.len().min(at + 4)];
    let valid = match std::str::from_utf8(window) {
        Ok(text) => text,
        // The valid prefix is itself valid UTF-8; an empty one means no
        // character starts at `at`.
        Err(error) => std::str::from_utf8(&window[..error.valid_up_to()]).ok()?,
    };
    valid.chars().next().map(char::len_utf8)
}

/// 1-based line and column of byte offset `at` (which may be `input.len()`).
fn line_and_column(input: &[u8], at: usize) -> (usize, usize) {
    let before = &input[..at];
    let line = 1 + before.iter().filter(|&&byte| byte == b'\n').count();
    let line_start = before
        .iter()
        .rposition(|&byte| byte == b'\n')
        .map_or(0, |newline| newline + 1);
    let mut column = 1;
    let mut offset = line_start;
    while offset < at {
        offset += character_at(input, offset).unwrap_or(1);
        column += 1;
    }
    assert_eq!(offset, at, "model: a character straddles offset {}", at);
    (line, column)
}

/// What went wrong first, for the summary.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
enum Fault {
    InvalidUtf8,
    NotANumber,
    TooLarge,
    BadCell,
    RowLength,
    MissingRows,
}

/// The model's verdict on one input.
struct Verdict {
    /// Boards of the cases before the first bad token, `allowed[r][c]`.
    cases: Vec<Vec<Vec<bool>>>,
    /// Byte offset and kind of the first bad token, if any.
    fault: Option<(usize, Fault)>,
    /// Whether a `0` ended the input before its last token.
    stopped_early: bool,
}

fn judge(input: &[u8]) -> Verdict {
    let tokens = tokens_of(input);
    let mut verdict = Verdict {
        cases: Vec::new(),
        fault: None,
        stopped_early: false,
    };
    let invalid_byte = |(start, end): (usize, usize)| -> Option<usize> {
        let mut at = start;
        while at < end {
            at += match character_at(input, at) {
                Some(length) => length,
                None => return Some(at),
            };
        }
        None
    };
    let mut next = 0;
    while next < tokens.len() {
        let size_token = tokens[next];
        next += 1;
        if let Some(at) = invalid_byte(size_token) {
            verdict.fault = Some((at, Fault::InvalidUtf8));
            return verdict;
        }
        let text = &input[size_token.0..size_token.1];
        if !text.iter().all(u8::is_ascii_digit) {
            verdict.fault = Some((size_token.0, Fault::NotANumber));
            return verdict;
        }
        let significant = &text[text.iter().take_while(|&&digit| digit == b'0').count()..];
        let size: usize = if significant.is_empty() {
            0
        } else if significant.len() > 2 {
            usize::MAX
        } else {
            std::str::from_utf8(significant).unwrap().parse().unwrap()
        };
        if size > 64 {
            verdict.fault = Some((size_token.0, Fault::TooLarge));
            return verdict;
        }
        if size == 0 {
            verdict.stopped_early = next < tokens.len();
            return verdict;
        }
        let starts_board = tokens
            .get(next)
            .is_some_and(|&(start, _)| input[start] == b'*' || input[start] == b'.');
        if !starts_board {
            verdict.cases.push(vec![vec![true; size]; size]);
            continue;
        }
        let mut allowed = Vec::with_capacity(size);
        for _ in 0..size {
            let row_token = match tokens.get(next) {
                Some(&token) => token,
                None => {
                    verdict.fault = Some((input.len(), Fault::MissingRows));
                    return verdict;
                }
            };
            next += 1;
            if let Some(at) = invalid_byte(row_token) {
                verdict.fault = Some((at, Fault::InvalidUtf8));
                return verdict;
            }
            let row = &input[row_token.0..row_token.1];
            // Every byte before a bad one is ASCII `*` or `.`, so the first
            // bad byte is where the first bad character starts.
            if let Some(bad) = row.iter().position(|&cell| cell != b'*' && cell != b'.') {
                verdict.fault = Some((row_token.0 + bad, Fault::BadCell));
                return verdict;
            }
            if row.len() != size {
                verdict.fault = Some((row_token.0, Fault::RowLength));
                return verdict;
            }
            allowed.push(row.iter().map(|&cell| cell == b'*').collect());
        }
        verdict.cases.push(allowed);
    }
    verdict
}

// ---------------------------------------------------------------------------
// Input generation

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Size,
    Row,
    Other,
}

type Token = (Kind, Vec<u8>);

/// Tokens that are wrong as a board size or as a row (some only after
/// truncation or in certain places), and a few good odd ones (`007`, `00`).
const GARBAGE: &[&[u8]] = &[
    b"-1",
    b"65",
    b"8.5",
    b"+3",
    b"0x10",
    b"99999999999999999999999999999",
    b"700000000000000000000",
    b"0000000000000000000000000065",
    b"007",
    b"00",
    b"100",
    b"66",
    b"99",
    b"640",
    b"18446744073709551616",
    b"abc",
    b"\0",
    b"8\0",
    b"\x0B",
    b"4\x0B",
    b"\x0B4",
    b"\xFF",
    b"\xC3",
    b"\x80",
    b"\xE2\x82",
    b"\xF0\x9F\x98",
    b"\xED\xA0\x80",
    b"\xC0\xAF",
    b"\xC3\xA9",
    b"\xC3\xA9\xFF",
    b"\xF0\x9F\x98\x80\xC3",
    b"*\xC3\xA9*",
    b"**\xFF",
    b".*x",
    b"*Q",
    b"**",
    b"...",
    b"*",
    b"\xC2\xB7\xC2\xB7",
];

/// Replacement characters for a damaged row cell.
const BAD_CELLS: &[&[u8]] = &[
    b"x",
    b"Q",
    b"0",
    b"1",
    b"-",
    b"\0",
    b"\x0B",
    b"\xFF",
    b"\xC3",
    b"\xC3\xA9",
    b"\xE2\x80\xA2",
    b"\xF0\x9F\x98\x80",
    b"\x80",
];

/// Inserted into a token (possibly splitting a multibyte character).
const INSERTED_INTO_TOKENS: &[&[u8]] = &[b"\xFF", b"\xC3", b"\x80", b"\xC3\xA9", b"\xE2\x82"];

/// Separators between tokens; an input mostly sticks to one style.
const SEPARATORS: &[&[u8]] = &[
    b"\n", b"\r\n", b" ", b"\t", b"  ", b"\n\n", b" \t ", b"\x0C", b"\r", b"\t\r\n",
];

/// Bytes inserted at random places (whitespace may split a token).
const STRAY_BYTES: &[u8] = &[
    b' ', b'\n', b'\t', b'\r', 0x0C, 0x0B, b'0', b'5', b'*', b'.', b'x', 0, 0xFF, 0x80, 0xC3,
];

fn valid_tokens(rng: &mut Rng) -> Vec<Token> {
    let mut tokens = Vec::new();
    for _ in 0..rng.between(1, 6) {
        if rng.percent(50) {
            let size = rng.between(1, 8);
            let text = if rng.percent(10) {
                format!("0{}", size)
            } else {
                size.to_string()
            };
            tokens.push((Kind::Size, text.into_bytes()));
        } else {
            let size = rng.between(1, 6);
            let text = if rng.percent(10) {
                format!("00{}", size)
            } else {
                size.to_string()
            };
            tokens.push((Kind::Size, text.into_bytes()));
            let density = rng.between(45, 100);
            for _ in 0..size {
                let row = (0..size)
                    .map(|_| if rng.percent(density) { b'*' } else { b'.' })
                    .collect();
                tokens.push((Kind::Row, row));
            }
        }
    }
    match rng.below(3) {
        0 => {}
        1 => tokens.push((Kind::Size, b"0".to_vec())),
        _ => {
            tokens.push((Kind::Size, b"0".to_vec()));
            for _ in 0..rng.between(1, 3) {
                tokens.push((Kind::Other, rng.pick(GARBAGE).to_vec()));
            }
        }
    }
    tokens
}

/// A random token of the given kind, if there is one.
fn token_of_kind(rng: &mut Rng, tokens: &[Token], kind: Kind) -> Option<usize> {
    let matching: Vec<usize> = (0..tokens.len()).filter(|&i| tokens[i].0 == kind).collect();
    if matching.is_empty() {
        None
    } else {
        Some(rng.pick(&matching))
    }
}

fn mutate_tokens(rng: &mut Rng, tokens: &mut Vec<Token>) {
    let place = rng.below(tokens.len() + 1);
    match rng.below(10) {
        0 if !tokens.is_empty() => {
            tokens.remove(rng.below(tokens.len()));
        }
        1 if !tokens.is_empty() => {
            let at = rng.below(tokens.len());
            let copy = tokens[at].clone();
            tokens.insert(at, copy);
        }
        2 => tokens.insert(place, (Kind::Other, rng.pick(GARBAGE).to_vec())),
        3 => {
            if let Some(at) = token_of_kind(rng, tokens, Kind::Row) {
                let row = &mut tokens[at].1;
                let cell = rng.below(row.len());
                let bad = rng.pick(BAD_CELLS);
                row.splice(cell..cell + 1, bad.iter().copied());
            }
        }
        4 => {
            if let Some(at) = token_of_kind(rng, tokens, Kind::Row) {
                let row = &mut tokens[at].1;
                row.remove(rng.below(row.len()));
                if row.is_empty() {
                    tokens.remove(at);
                }
            }
        }
        5 => {
            if let Some(at) = token_of_kind(rng, tokens, Kind::Row) {
                let row = &mut tokens[at].1;
                let cell = rng.below(row.len() + 1);
                row.insert(cell, if rng.percent(50) { b'*' } else { b'.' });
            }
        }
        6 => tokens.insert(place, (Kind::Size, b"0".to_vec())),
        7 => {
            if let Some(at) = token_of_kind(rng, tokens, Kind::Size) {
                tokens[at].1 = rng.between(1, 8).to_string().into_bytes();
            }
        }
        8 if !tokens.is_empty() => {
            let which = rng.below(tokens.len());
            let token = &mut tokens[which].1;
            let at = rng.below(token.len() + 1);
            let bad = rng.pick(INSERTED_INTO_TOKENS);
            token.splice(at..at, bad.iter().copied());
        }
        _ => {
            // Two neighbouring rows swapped, or a row moved: boards stay
            // well formed but shift against their sizes.
            if tokens.len() >= 2 {
                let at = rng.below(tokens.len() - 1);
                tokens.swap(at, at + 1);
            }
        }
    }
}

fn serialize(rng: &mut Rng, tokens: &[Token]) -> Vec<u8> {
    let style = rng.pick(SEPARATORS);
    let mut input = Vec::new();
    if rng.percent(15) {
        input.extend_from_slice(rng.pick(SEPARATORS));
    }
    for (index, (_, text)) in tokens.iter().enumerate() {
        if index > 0 {
            let separator = if rng.percent(80) {
                style
            } else {
                rng.pick(SEPARATORS)
            };
            input.extend_from_slice(separator);
        }
        input.extend_from_slice(text);
    }
    if rng.percent(70) {
        input.extend_from_slice(if rng.percent(80) { b"\n" } else { style });
    }
    input
}

fn mutate_bytes(rng: &mut Rng, input: &mut Vec<u8>) {
    if !input.is_empty() && rng.percent(8) {
        input.insert(rng.below(input.len() + 1), rng.pick(STRAY_BYTES));
    }
    if !input.is_empty() && rng.percent(6) {
        input.remove(rng.below(input.len()));
    }
    if !input.is_empty() && rng.percent(15) {
        input.truncate(rng.below(input.len()));
    }
}

fn generate(rng: &mut Rng) -> Vec<u8> {
    let mut tokens = valid_tokens(rng);
    let mutations = match rng.below(10) {
        0..=2 => 0,
        3..=6 => 1,
        7..=8 => 2,
        _ => 3,
    };
    for _ in 0..mutations {
        mutate_tokens(rng, &mut tokens);
    }
    let mut input = serialize(rng, &tokens);
    mutate_bytes(rng, &mut input);
    input
}

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
