//! nqueens: counts the ways to place N mutually non-attacking queens on an
//! N×N board, plain or with forbidden cells, for N from 1 to 64.
//!
//! Input (stdin): cases separated by ASCII whitespace. A case is an integer
//! N, optionally followed by N rows of `*` (a queen may stand here) and `.`
//! (no queen here; attacks still pass). `0` or the end of input ends it.
//! Output (stdout): one count per case, one line each.
//!
//! The data flow, one module each: `cli` (the command line) → `input`
//! (bytes to boards) → `board` → `count` (the engines) → `solve` (jobs,
//! threads, shards, progress) → `output` (what each case prints, with
//! `list` for its first solutions). `judge/nqueens.rs` is this crate made
//! into one file for online judges (see tests/judge.rs).
#![deny(unsafe_code)]
// The command-line build on Linux with glibc starts at `start::main`, which
// skips Rust's start-up runtime (see src/start.rs for why). The condition
// is the one on `mod start` below: either both apply or neither does.
#![cfg_attr(
    not(feature = "judge"),
    cfg_attr(all(target_os = "linux", target_env = "gnu", not(test)), no_main)
)]

/// Arguments used when the command line has none. A judge runs the program
/// without arguments, so a submission that needs an option sets it here.
const DEFAULT_ARGS: &str = "";

mod board;
mod cli;
mod count;
mod input;
mod list;
#[cfg(not(feature = "judge"))]
mod merge;
mod output;
#[cfg(not(feature = "judge"))]
mod parallel;
mod solve;
#[cfg(not(feature = "judge"))]
#[cfg(all(target_os = "linux", target_env = "gnu", not(test)))]
mod start;
#[cfg(test)]
mod testing;

fn main() {
    use std::io::{self, Read};
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    if args.is_empty() {
        args = DEFAULT_ARGS.split_whitespace().map(String::from).collect();
    }
    let options = match cli::parse(&args) {
        Ok(cli::Parsed::Run(options)) => options,
        Ok(cli::Parsed::Help) => {
            print!("{}{}", cli::USAGE, cli::PARALLEL_USAGE);
            return;
        }
        #[cfg(not(feature = "judge"))]
        Ok(cli::Parsed::Merge(files)) => std::process::exit(merge::run(&files)),
        Ok(cli::Parsed::Version) => {
            println!("nqueens {}", cli::VERSION);
            return;
        }
        Err(message) => {
            eprintln!("nqueens: {}\n(run 'nqueens --help' for usage)", message);
            std::process::exit(2);
        }
    };
    let stdout = io::stdout();
    let mut reporter = output::Reporter::new(&options, io::BufWriter::new(stdout.lock()));
    let outcome = if options.sizes.is_empty() {
        let mut input = Vec::new();
        if let Err(e) = io::stdin().lock().read_to_end(&mut input) {
            eprintln!("nqueens: error: cannot read standard input: {}", e);
            std::process::exit(1);
        }
        reporter.run_input(&input)
    } else {
        reporter.run_sizes(&options.sizes)
    };
    let status = match outcome {
        output::Outcome::Done | output::Outcome::ReaderGone => 0,
        output::Outcome::Failed => 1,
        output::Outcome::WriteFailed(e) => {
            eprintln!("nqueens: error: cannot write standard output: {}", e);
            1
        }
    };
    std::process::exit(status);
}
