//! Reliability under awkward conditions: a reader that goes away after the
//! first line, a million cases in one input, the widest boards, and
//! megabytes of whitespace. Times are printed (run with `--nocapture` to see
//! them) but never asserted.

mod common;

use common::Rng;

use std::collections::HashMap;
use std::fs;
use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{ExitStatus, Stdio};
use std::thread;
use std::time::{Duration, Instant};

/// How long the program may take to go once its reader has gone.
const EXIT_LIMIT: Duration = Duration::from_secs(10);
/// Generous limit for the big inputs: it turns a hang into a failure.
const BIG_RUN_LIMIT: Duration = Duration::from_secs(120);

/// A file for this test under Cargo's scratch directory for integration tests.
fn scratch_file(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    fs::create_dir_all(&dir).expect("cannot create the scratch directory");
    dir.join(format!("reliability-{}-{}", std::process::id(), name))
}

fn run_big(input: &[u8]) -> (std::process::Output, Duration) {
    let started = Instant::now();
    let output = common::run_program_within(common::program_path(), input, &[], BIG_RUN_LIMIT)
        .unwrap_or_else(|hang| panic!("{}", hang));
    (output, started.elapsed())
}

fn assert_success(output: &std::process::Output, what: &str) {
    assert!(
        output.status.code() == Some(0) && output.stderr.is_empty(),
        "{}: status {}, stderr {:?}",
        what,
        output.status,
        common::stderr_text(output)
    );
}

fn megabytes(bytes: usize) -> f64 {
    bytes as f64 / 1e6
}

// ---------------------------------------------------------------------------
// A reader that goes away

/// 200,000 lines of `8` (counted once, then cached by the program) with a
/// distinct 5x5 board every 100 lines, so the program also keeps counting
/// for real while its reader is gone.
fn long_input() -> Vec<u8> {
    let mut input = Vec::new();
    for line in 0..200_000u64 {
        if line % 100 == 99 {
            // Multiplying by an odd number is a bijection modulo 2^25, so
            // every line gets a different pattern of forbidden cells.
            let pattern = (line / 100).wrapping_mul(0x9E37_79B1) & ((1 << 25) - 1);
            input.extend_from_slice(b"5\n");
            for row in 0..5 {
                for column in 0..5 {
                    let forbidden = pattern >> (row * 5 + column) & 1 == 1;
                    input.push(if forbidden { b'.' } else { b'*' });
                }
                input.push(b'\n');
            }
        } else {
            input.extend_from_slice(b"8\n");
        }
    }
    input
}

fn wait_within(child: &mut std::process::Child, limit: Duration) -> Option<ExitStatus> {
    let started = Instant::now();
    while started.elapsed() < limit {
        if let Some(status) = child.try_wait().expect("cannot wait for nqueens") {
            return Some(status);
        }
        thread::sleep(Duration::from_millis(2));
    }
    let _ = child.kill();
    let _ = child.wait();
    None
}

#[test]
fn closing_stdout_after_the_first_line_ends_the_run_quietly() {
    let input = long_input();
    let mut child = common::isolated(common::program_path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("cannot start nqueens");
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let writer = thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let mut stderr = child.stderr.take().expect("stderr is piped");
    let stderr_reader = thread::spawn(move || {
        let mut text = Vec::new();
        let _ = stderr.read_to_end(&mut text);
        text
    });

    let mut stdout = BufReader::new(child.stdout.take().expect("stdout is piped"));
    let mut first_line = String::new();
    stdout
        .read_line(&mut first_line)
        .expect("cannot read the first line");
    drop(stdout);
    let closed_at = Instant::now();

    let status = wait_within(&mut child, EXIT_LIMIT);
    let exit_time = closed_at.elapsed();
    writer.join().expect("stdin writer panicked");
    let stderr = String::from_utf8_lossy(&stderr_reader.join().expect("stderr reader panicked"))
        .into_owned();
    println!(
        "closed stdout: first line {:?}, exit {:?} {:.3} s after the pipe closed",
        first_line,
        status,
        exit_time.as_secs_f64()
    );
    let status = status.unwrap_or_else(|| {
        panic!(
            "nqueens still ran {:?} after its stdout was closed; killed it",
            EXIT_LIMIT
        )
    });
    assert_eq!(first_line, "92\n");
    assert_eq!(
        status.code(),
        Some(0),
        "exit status after stdout closed: {}",
        status
    );
    assert!(
        stderr.is_empty(),
        "stderr after stdout closed: {:?}",
        stderr
    );
}

#[test]
fn piping_into_head_prints_the_first_count_and_no_error() {
    let input_path = scratch_file("head.in");
    let stderr_path = scratch_file("head.err");
    fs::write(&input_path, long_input()).expect("cannot write the input file");
    // $0 is nqueens, $1 the input, $2 where its stderr goes.
    let script = r#""$0" < "$1" 2> "$2" | head -n 1; echo "nqueens status ${PIPESTATUS[0]}""#;
    let program = common::program_path()
        .to_str()
        .expect("binary path is UTF-8");
    let started = Instant::now();
    let output = common::run_program_within(
        Path::new("bash"),
        b"",
        &[
            "-c",
            script,
            program,
            input_path.to_str().expect("scratch path is UTF-8"),
            stderr_path.to_str().expect("scratch path is UTF-8"),
        ],
        EXIT_LIMIT,
    )
    .unwrap_or_else(|hang| panic!("{}", hang));
    let nqueens_stderr = fs::read(&stderr_path).expect("cannot read nqueens' stderr file");
    let _ = fs::remove_file(&input_path);
    let _ = fs::remove_file(&stderr_path);
    println!(
        "nqueens | head -n 1: {:.3} s, output {:?}",
        started.elapsed().as_secs_f64(),
        common::stdout_text(&output)
    );
    assert_eq!(common::stdout_text(&output), "92\nnqueens status 0\n");
    assert!(
        nqueens_stderr.is_empty(),
        "nqueens wrote to stderr: {:?}",
        String::from_utf8_lossy(&nqueens_stderr)
    );
}

// ---------------------------------------------------------------------------
// A million cases

#[test]
fn a_million_mixed_cases_are_all_answered_correctly() {
    const CASES: usize = 1_000_000;
    const POOL: usize = 3000;
    let mut rng = Rng::new(0x10AD_0001_2553);

    // Small boards, drawn from a pool so that the naive counter (memoised
    // by board text) stays cheap; the program gets no such help.
    let pool: Vec<String> = (0..POOL)
        .map(|_| {
            let size = 1 + rng.below(6);
            let density = 40 + rng.below(61);
            let mut text = format!("{}\n", size);
            for _ in 0..size {
                for _ in 0..size {
                    text.push(if rng.below(100) < density { '*' } else { '.' });
                }
                text.push('\n');
            }
            text
        })
        .collect();
    let mut memo: HashMap<&str, u64> = HashMap::new();
    let generate_started = Instant::now();
    let mut input = String::with_capacity(16 * CASES);
    let mut expected = Vec::with_capacity(CASES);
    let mut boards = 0;
    for _ in 0..CASES {
        if rng.below(2) == 0 {
            let size = 1 + rng.below(12);
            input.push_str(&format!("{}\n", size));
            expected.push(common::A000170[size - 1]);
        } else {
            let text = pool[rng.below(POOL)].as_str();
            input.push_str(text);
            let count = *memo.entry(text).or_insert_with(|| {
                let allowed: Vec<Vec<bool>> = text
                    .lines()
                    .skip(1)
                    .map(|row| row.chars().map(|cell| cell == '*').collect())
                    .collect();
                common::naive_count(&allowed)
            });
            expected.push(count);
            boards += 1;
        }
    }
    input.push_str("0\n");
    let generated_in = generate_started.elapsed();

    let (output, wall) = run_big(input.as_bytes());
    assert_success(&output, "a million cases");
    let stdout = common::stdout_text(&output);
    assert!(stdout.ends_with('\n'), "output does not end with a newline");
    let lines: Vec<&str> = stdout[..stdout.len() - 1].split('\n').collect();
    assert_eq!(lines.len(), CASES, "number of output lines");
    let wrong: Vec<String> = lines
        .iter()
        .zip(&expected)
        .enumerate()
        .filter(|(_, (line, count))| line.parse::<u64>().ok() != Some(**count))
        .take(5)
        .map(|(case, (line, count))| {
            format!("case {}: expected {}, got {:?}", case + 1, count, line)
        })
        .collect();
    println!(
        "load: {} cases ({} boards from {} distinct, {} plain), {:.1} MB in, {:.1} MB out: \
         {:.3} s wall ({:.0} cases/s); input built and counted naively in {:.2} s",
        CASES,
        boards,
        memo.len(),
        CASES - boards,
        megabytes(input.len()),
        megabytes(stdout.len()),
        wall.as_secs_f64(),
        CASES as f64 / wall.as_secs_f64(),
        generated_in.as_secs_f64()
    );
    assert!(wrong.is_empty(), "wrong counts:\n{}", wrong.join("\n"));
}

// ---------------------------------------------------------------------------
// The widest boards

/// Whether `columns[r]` (a queen per row) has no two queens attacking.
fn is_solution(columns: &[usize]) -> bool {
    (0..columns.len()).all(|upper| {
        (upper + 1..columns.len()).all(|lower| {
            columns[upper] != columns[lower]
                && columns[upper].abs_diff(columns[lower]) != lower - upper
        })
    })
}

/// A board case whose row `r` allows only column `columns[r]`.
fn one_star_per_row(columns: &[usize]) -> String {
    let n = columns.len();
    let mut text = format!("{}\n", n);
    for &column in columns {
        let row: String = (0..n)
            .map(|c| if c == column { '*' } else { '.' })
            .collect();
        text.push_str(&row);
        text.push('\n');
    }
    text
}

#[test]
fn a_64_by_64_board_of_dots_has_no_placement() {
    let mut input = String::from("64\n");
    for _ in 0..64 {
        input.push_str(&".".repeat(64));
        input.push('\n');
    }
    let (output, wall) = run_big(input.as_bytes());
    assert_success(&output, "64x64 dots");
    println!("64x64 all dots: {:.3} s", wall.as_secs_f64());
    assert_eq!(common::stdout_text(&output), "0\n");
}

#[test]
fn a_64_by_64_board_that_allows_one_solution_counts_it_once() {
    // The classic explicit construction for even N with N mod 6 != 2
    // (64 mod 6 = 4): row r < 32 takes column 2r + 1, row 32 + r column 2r.
    let solution: Vec<usize> = (0..64)
        .map(|r| if r < 32 { 2 * r + 1 } else { 2 * (r - 32) })
        .collect();
    assert!(
        is_solution(&solution),
        "the construction is not a 64-queens solution"
    );

    // The solution itself, then variants with two rows' stars swapped: the
    // count is 1 exactly when the swapped placement is still a solution.
    let mut rng = Rng::new(0x6464_6464);
    let mut boards = vec![solution.clone()];
    for _ in 0..20 {
        let mut swapped = solution.clone();
        let (a, b) = (rng.below(64), rng.below(64));
        swapped.swap(a, b);
        boards.push(swapped);
    }
    let input: String = boards
        .iter()
        .map(|columns| one_star_per_row(columns))
        .collect();
    let expected: Vec<u64> = boards
        .iter()
        .map(|columns| u64::from(is_solution(columns)))
        .collect();
    assert_eq!(expected[0], 1);

    let (output, wall) = run_big(input.as_bytes());
    assert_success(&output, "64x64 boards with one star per row");
    println!(
        "{} 64x64 one-star-per-row boards: {:.3} s",
        boards.len(),
        wall.as_secs_f64()
    );
    if let Some(difference) = common::describe_difference(
        &common::counts_text(&expected),
        &common::stdout_text(&output),
    ) {
        panic!("wrong counts for the 64x64 boards:\n{}", difference);
    }
}

// ---------------------------------------------------------------------------
// Megabytes of whitespace

/// `length` bytes of random whitespace (space, newline, tab, CR, form feed).
fn whitespace(rng: &mut Rng, length: usize) -> Vec<u8> {
    const WHITESPACE: [u8; 6] = [b' ', b'\n', b'\t', b'\r', 0x0C, b' '];
    (0..length)
        .map(|_| WHITESPACE[rng.below(WHITESPACE.len())])
        .collect()
}

#[test]
fn ten_megabytes_of_whitespace_around_one_case() {
    let mut rng = Rng::new(0x5ACE_5ACE);
    let mut input = whitespace(&mut rng, 5_000_000);
    input.push(b'8');
    input.extend(whitespace(&mut rng, 5_000_000));
    let (output, wall) = run_big(&input);
    assert_success(&output, "whitespace around 8");
    println!(
        "{:.1} MB of whitespace around 8: {:.3} s",
        megabytes(input.len()),
        wall.as_secs_f64()
    );
    assert_eq!(common::stdout_text(&output), "92\n");
}

#[test]
fn ten_megabytes_of_whitespace_alone_print_nothing() {
    let mut rng = Rng::new(0x0E_0E_0E);
    let input = whitespace(&mut rng, 10_000_000);
    let (output, wall) = run_big(&input);
    assert_success(&output, "whitespace only");
    println!(
        "{:.1} MB of whitespace alone: {:.3} s",
        megabytes(input.len()),
        wall.as_secs_f64()
    );
    assert_eq!(common::stdout_text(&output), "");
}

#[test]
fn an_error_after_ten_megabytes_of_whitespace_is_placed_exactly() {
    let mut rng = Rng::new(0xE4_E4_E4);
    let mut input = b"8".to_vec();
    input.extend(whitespace(&mut rng, 10_000_000));
    input.extend_from_slice(b"x\n");
    let error_at = input.len() - 2;
    let line = 1 + input[..error_at]
        .iter()
        .filter(|&&byte| byte == b'\n')
        .count();
    let line_start = input[..error_at]
        .iter()
        .rposition(|&byte| byte == b'\n')
        .map_or(0, |newline| newline + 1);
    // Everything before `x` on its line is one-byte whitespace.
    let column = error_at - line_start + 1;

    let (output, wall) = run_big(&input);
    println!(
        "an error after {:.1} MB of whitespace: {:.3} s",
        megabytes(input.len()),
        wall.as_secs_f64()
    );
    let stderr = common::stderr_text(&output);
    let prefix = format!("nqueens: error: line {}, column {}: ", line, column);
    assert_eq!(output.status.code(), Some(1), "status {}", output.status);
    assert_eq!(common::stdout_text(&output), "92\n");
    assert!(
        stderr.starts_with(&prefix) && stderr.ends_with('\n') && stderr.matches('\n').count() == 1,
        "expected one line starting {:?}, got {:?}",
        prefix,
        stderr
    );
}
