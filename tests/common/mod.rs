//! Helpers shared by the integration tests: run a built `nqueens` binary on
//! some standard input and describe differences between outputs.

// Each test crate uses only some of these helpers.
#![allow(dead_code, unused_imports)]

pub mod bad_inputs;
pub mod boards;
pub mod oeis;
pub mod oracle;
pub mod parts;
pub mod samples;

pub use self::oeis::A000170;

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::thread;
use std::time::{Duration, Instant};

/// How long one run may take before the test gives up and kills it.
/// Generous, so that an unoptimised build still passes; it only turns a hang
/// into a failure.
pub const RUN_TIME_LIMIT: Duration = Duration::from_secs(300);

/// Path of the `nqueens` binary that Cargo built for these tests.
pub fn program_path() -> &'static Path {
    Path::new(env!("CARGO_BIN_EXE_nqueens"))
}

/// A command that runs `program` with checkpoints of its own: a state
/// folder (`XDG_STATE_HOME`) that no other run shares, so that tests
/// counting the same case side by side (in this binary or another, with
/// other jobs) never meet each other's checkpoints, nor the user's.
pub fn isolated(program: &Path) -> Command {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static RUNS: AtomicUsize = AtomicUsize::new(0);
    let run = RUNS.fetch_add(1, Ordering::Relaxed);
    let state = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!(
        "state-{}-{}",
        std::process::id(),
        run
    ));
    let mut command = Command::new(program);
    command.env("XDG_STATE_HOME", state);
    command
}

/// The case number, N, count and seconds of a `--time` line,
/// `nqueens: case K: N = N, count C, S s, by HOW`, if it is one.
pub fn time_line(line: &str) -> Option<(usize, usize, u64, f64)> {
    let rest = line.strip_prefix("nqueens: case ")?;
    let (case, rest) = rest.split_once(": N = ")?;
    let (n, rest) = rest.split_once(", count ")?;
    let (count, rest) = rest.split_once(", ")?;
    let (seconds, _how) = rest.split_once(" s, by ")?;
    // Each number as the program writes it: no sign, no leading zero.
    fn exact<T: std::str::FromStr + ToString>(text: &str) -> Option<T> {
        text.parse()
            .ok()
            .filter(|value: &T| value.to_string() == text)
    }
    Some((
        exact(case)?,
        exact(n)?,
        exact(count)?,
        seconds.parse().ok()?,
    ))
}

/// Root of the package (where `Cargo.toml`, `src/` and `samples/` live).
pub fn package_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Runs the `nqueens` binary with `args`, feeding it `input` on stdin.
pub fn run(input: &[u8], args: &[&str]) -> Output {
    run_program(program_path(), input, args)
}

/// Runs `program` with `args`, feeding it `input` on stdin, and collects its
/// exit status, stdout and stderr; a run past `RUN_TIME_LIMIT` is killed and
/// fails the test, so a hang cannot stall the suite.
pub fn run_program(program: &Path, input: &[u8], args: &[&str]) -> Output {
    run_program_within(program, input, args, RUN_TIME_LIMIT)
        .unwrap_or_else(|error| panic!("{}", error))
}

fn spawn_reader<R: Read + Send + 'static>(mut source: R) -> thread::JoinHandle<Vec<u8>> {
    thread::spawn(move || {
        let mut bytes = Vec::new();
        source
            .read_to_end(&mut bytes)
            .expect("cannot read the program's output");
        bytes
    })
}

/// Runs the program, insists on exit 0 with empty stderr, returns stdout.
pub fn run_ok(input: &str, args: &[&str]) -> String {
    let output = run(input.as_bytes(), args);
    assert!(
        output.status.success() && output.stderr.is_empty(),
        "nqueens {:?} failed: status {}, stderr {:?}",
        args,
        output.status,
        stderr_text(&output)
    );
    stdout_text(&output)
}

/// Panics with a line-by-line account when `actual` is not `expected`.
pub fn assert_same(expected: &str, actual: &str, what: &str) {
    if let Some(difference) = describe_difference(expected, actual) {
        panic!("{}:\n{}", what, difference);
    }
}

/// Standard output as text (lossy, for messages and comparisons).
pub fn stdout_text(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// Standard error as text (lossy, for messages and comparisons).
pub fn stderr_text(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// The exact stdout expected for these counts: one per line, each ending in `\n`.
pub fn counts_text(counts: &[u64]) -> String {
    counts.iter().map(|count| format!("{}\n", count)).collect()
}

/// A short, human-readable account of how `actual` differs from `expected`
/// (line by line), or `None` when they are equal.
pub fn describe_difference(expected: &str, actual: &str) -> Option<String> {
    if expected == actual {
        return None;
    }
    let expected_lines: Vec<&str> = expected.split('\n').collect();
    let actual_lines: Vec<&str> = actual.split('\n').collect();
    let mut report = String::new();
    let mut shown = 0;
    let longest = expected_lines.len().max(actual_lines.len());
    for index in 0..longest {
        let want = expected_lines.get(index);
        let got = actual_lines.get(index);
        if want == got {
            continue;
        }
        if shown == 10 {
            report.push_str("  ... (more differing lines not shown)\n");
            break;
        }
        report.push_str(&format!(
            "  line {}: expected {}, got {}\n",
            index + 1,
            show_line(want),
            show_line(got)
        ));
        shown += 1;
    }
    if report.is_empty() {
        // Same lines but different bytes cannot happen with split('\n'),
        // but keep a fallback rather than an empty message.
        report.push_str("  (outputs differ)\n");
    }
    report.push_str(&format!(
        "  expected {} bytes, got {} bytes\n",
        expected.len(),
        actual.len()
    ));
    Some(report)
}

fn show_line(line: Option<&&str>) -> String {
    match line {
        Some(text) => format!("{:?}", text),
        None => "<no line>".to_string(),
    }
}

/// Runs `program` with `args`, feeding it `input` on stdin, within `limit`:
/// a program still running then is killed and reported as `Err`.
///
/// Stdin is written from its own thread and stdout/stderr are drained by
/// their own threads, so large inputs or outputs cannot deadlock on full
/// pipes. The exit is polled with a short, growing pause, so that thousands
/// of millisecond-long runs (the fuzz test) do not each wait out a fixed tick.
pub fn run_program_within(
    program: &Path,
    input: &[u8],
    args: &[&str],
    limit: Duration,
) -> Result<Output, String> {
    let mut child = isolated(program)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|error| format!("cannot start {}: {}", program.display(), error))?;

    let mut stdin = child.stdin.take().expect("child stdin is piped");
    let input = input.to_vec();
    let writer = thread::spawn(move || {
        // The program may exit before reading everything (after a bad
        // token, or `0`): a broken pipe here is not an error.
        let _ = stdin.write_all(&input);
    });
    let stdout_reader = spawn_reader(child.stdout.take().expect("child stdout is piped"));
    let stderr_reader = spawn_reader(child.stderr.take().expect("child stderr is piped"));

    let started = Instant::now();
    let mut pause = Duration::from_micros(50);
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if started.elapsed() < limit => {
                thread::sleep(pause);
                pause = (pause * 2).min(Duration::from_millis(2));
            }
            Ok(None) => {
                let _ = child.kill();
                let _ = child.wait();
                // Killing closed its pipes, so these joins cannot block.
                let _ = writer.join();
                let _ = stdout_reader.join();
                let _ = stderr_reader.join();
                return Err(format!(
                    "{} did not finish within {:?}; killed it",
                    program.display(),
                    limit
                ));
            }
            Err(error) => return Err(format!("cannot wait for {}: {}", program.display(), error)),
        }
    };

    writer.join().expect("stdin writer thread panicked");
    let stdout = stdout_reader.join().expect("stdout reader thread panicked");
    let stderr = stderr_reader.join().expect("stderr reader thread panicked");
    Ok(Output {
        status,
        stdout,
        stderr,
    })
}

/// Which of a program's outputs `text_until` reads.
pub enum Stream {
    Stdout,
    Stderr,
}

/// Runs nqueens with `args` (stdin empty) until its `stream` holds a
/// whole line with `wanted` (then stops it) or 60 s pass; returns what
/// the stream held by then. For runs that would go on for hours.
pub fn text_until(args: &[&str], stream: Stream, wanted: &str) -> String {
    let mut child = isolated(program_path())
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("cannot start nqueens");
    let (read, other): (Box<dyn Read + Send>, Box<dyn Read + Send>) = {
        let stdout = Box::new(child.stdout.take().expect("stdout is piped"));
        let stderr = Box::new(child.stderr.take().expect("stderr is piped"));
        match stream {
            Stream::Stdout => (stdout, stderr),
            Stream::Stderr => (stderr, stdout),
        }
    };
    // The other stream is drained so that the program never blocks on it.
    let _drain = spawn_reader(other);
    let (sender, chunks) = std::sync::mpsc::channel();
    thread::spawn(move || {
        let mut read = read;
        let mut chunk = [0u8; 4096];
        while let Ok(length @ 1..) = read.read(&mut chunk) {
            if sender.send(chunk[..length].to_vec()).is_err() {
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
        match chunks.recv_timeout(left) {
            Ok(chunk) => seen.extend(chunk),
            Err(_) => break,
        }
    }
    let _ = child.kill();
    let _ = child.wait();
    String::from_utf8_lossy(&seen).into_owned()
}

/// Every solution of the board in lexicographic order, as the column of
/// the queen on each row; `allowed[r][c]` says whether a queen may stand on
/// row `r`, column `c` (a plain board allows every cell).
///
/// Deliberately naive, to be obviously right: it walks through every
/// permutation of the columns in lexicographic order (so no two queens
/// share a row or column) and keeps those with every queen on an allowed
/// cell and no two on a diagonal. No pruning, no bit tricks; fine up to
/// N = 10 (3.6 million permutations).
pub fn naive_solutions(allowed: &[Vec<bool>]) -> Vec<Vec<usize>> {
    let n = allowed.len();
    let mut columns: Vec<usize> = (0..n).collect();
    let mut solutions = Vec::new();
    loop {
        let cells_allowed = (0..n).all(|row| allowed[row][columns[row]]);
        let no_shared_diagonal = (0..n).all(|upper| {
            (upper + 1..n).all(|lower| columns[upper].abs_diff(columns[lower]) != lower - upper)
        });
        if cells_allowed && no_shared_diagonal {
            solutions.push(columns.clone());
        }
        if !next_permutation(&mut columns) {
            return solutions;
        }
    }
}

/// The number of solutions of the board, by `naive_solutions`.
pub fn naive_count(allowed: &[Vec<bool>]) -> u64 {
    naive_solutions(allowed).len() as u64
}

/// Steps `items` to the next permutation in lexicographic order; false (and
/// `items` untouched) once it is the last one.
pub fn next_permutation(items: &mut [usize]) -> bool {
    // The longest non-increasing tail cannot grow; the item before it must.
    let pivot = match (1..items.len()).rev().find(|&i| items[i - 1] < items[i]) {
        Some(i) => i - 1,
        None => return false,
    };
    let successor = (pivot + 1..items.len())
        .rev()
        .find(|&i| items[i] > items[pivot])
        .expect("the tail holds something larger than the pivot");
    items.swap(pivot, successor);
    items[pivot + 1..].reverse();
    true
}

/// xorshift64* with a fixed seed: the same inputs on every run, so a failure
/// can be replayed. Shared by every test that makes random inputs.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed | 1)
    }

    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// Uniform in `0..bound` (`bound` > 0; the modulo bias is irrelevant).
    pub fn below(&mut self, bound: usize) -> usize {
        (self.next() % bound as u64) as usize
    }

    /// Uniform in `low..=high`.
    pub fn between(&mut self, low: usize, high: usize) -> usize {
        low + self.below(high - low + 1)
    }

    /// True `percent` times in a hundred.
    pub fn percent(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }

    /// Uniform in `[0, 1)`.
    pub fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }

    pub fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())]
    }
}

/// A fresh, empty folder `group/name` under Cargo's folder for the tests'
/// files.
pub fn fresh_folder(group: &str, name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(group)
        .join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}
