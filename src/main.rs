//! nqueens: counts the ways to place N mutually non-attacking queens on an
//! N×N board, plain or with forbidden cells, for N from 1 to 64.
//!
//! Input (stdin): cases separated by ASCII whitespace. A case is an integer
//! N, optionally followed by N rows of `*` (a queen may stand here) and `.`
//! (no queen here; attacks still pass). `0` or the end of input ends it.
//! Output (stdout): one count per case, one line each.
//!
//! The data flow, one module each: `cli` (the command line) → `input`
//! (bytes to boards) → `board` → `count` (the engines, and auto's choice
//! between them) → `solve` (one case) → `cases` (the case loop; `batch`
//! counts cases side by side, `parallel` one case on threads and shards)
//! → `output` (what each case prints, with `list` for its first
//! solutions). `judge/nqueens.rs` is this crate made into one file for
//! online judges (see tests/judge.rs).
#![forbid(unsafe_code)]

/// Arguments used when the command line has none. A judge runs the program
/// without arguments, so a submission that needs an option sets it here.
const DEFAULT_ARGS: &str = "";

#[cfg(not(feature = "judge"))]
mod batch;
mod board;
mod cases;
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
#[cfg(test)]
mod testing;
mod tuning;

use std::io::{self, Read};

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    if args.is_empty() {
        args = DEFAULT_ARGS.split_whitespace().map(String::from).collect();
    }
    let options = match cli::parse(&args) {
        Ok(cli::Parsed::Run(options)) => options,
        Ok(cli::Parsed::Help) => {
            print!("{}", cli::USAGE);
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
    let mut run = cases::Run::new(&options, io::BufWriter::new(stdout.lock()));
    let outcome = if options.sizes.is_empty() {
        let mut input = Vec::new();
        if let Err(e) = io::stdin().lock().read_to_end(&mut input) {
            eprintln!("nqueens: error: cannot read standard input: {}", e);
            std::process::exit(1);
        }
        let mut parser = input::Parser::new(&input, options.dialect);
        let mut sizes = [0; board::MAX_N + 1];
        parser.sizes_ahead(&mut sizes);
        run.solver.expect(&sizes);
        run.all(&mut std::iter::from_fn(|| parser.next_case().transpose()))
    } else {
        run.all(&mut options.sizes.iter().map(|&n| Ok(board::Board::plain(n))))
    };
    let status = match outcome {
        cases::Outcome::Done | cases::Outcome::ReaderGone => 0,
        cases::Outcome::Failed => 1,
        cases::Outcome::WriteFailed(e) => {
            eprintln!("nqueens: error: cannot write standard output: {}", e);
            1
        }
    };
    std::process::exit(status);
}
