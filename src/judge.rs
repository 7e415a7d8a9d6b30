//! The judge build: the program as online judges run it, one thread, one
//! file (judge/nqueens.rs, written from this root by tests/bundle). Its
//! modules are the list below: the library's input, board, engines and
//! output, and files of its own for what differs: a plan with no join or
//! split (judge/judge_plan.rs), a choice with no symmetries
//! (judge/judge_choice.rs), a one-thread counter of a run's cases
//! (judge/runner.rs) and
//! a command line of the options judges' problems need
//! (judge/judge_cli.rs).
#![forbid(unsafe_code)]
// The shared modules' tests run in the library's test build, which has
// the helpers they use; `cargo clippy --all-targets` checks this root
// as a test too, with nothing in it.
#![cfg(not(test))]
// The shared modules hold what only the program calls; the bundler drops
// what the judge file does not name.
#![allow(dead_code)]

/// Arguments used when the command line has none. A judge runs the program
/// without arguments, so a submission that needs an option sets it here.
const DEFAULT_ARGS: &str = "";

mod board;
mod input;
mod list;
mod once_cell;
mod output;
mod plain_counts;
mod random;
mod stdin;
mod tuning;
mod writer;

// Unformatted: rustfmt looks for an inline module's files in the wrong
// folder (src/judge/) and stops; the compiler finds them in src/count/.
#[rustfmt::skip]
mod count {
    pub mod auto;
    #[path = "../judge/judge_choice.rs"]
    mod choice;
    mod dynamic;
    #[path = "../judge/judge_dynamic_lines.rs"]
    mod dynamic_lines;
    mod fast;
    pub mod filter;
    mod jobs;
    mod tree_estimate;
    pub mod meet;
    mod orient;
    #[path = "../judge/judge_pace.rs"]
    mod pace;
    #[path = "../judge/judge_plan.rs"]
    mod plan;
    mod reference;
    mod rows;
    mod symmetry;

    pub use self::choice::Planner;
    pub use self::fast::{count_fast, count_fast_within};
    pub use self::reference::{count_from, count_from_within};
    pub use self::rows::*;
}

#[path = "judge/judge_cli.rs"]
mod cli;
#[path = "judge/runner.rs"]
mod runner;

use output::Format;
use std::io;

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    if args.is_empty() {
        args = DEFAULT_ARGS.split_whitespace().map(String::from).collect();
    }
    let options = match cli::parse(&args) {
        Ok(Some(options)) => options,
        Ok(None) => {
            print!("{}", cli::USAGE);
            return;
        }
        Err(message) => {
            eprintln!("nqueens: {}\n(run 'nqueens --help' for usage)", message);
            std::process::exit(2);
        }
    };
    let format = Format {
        dialect: options.dialect,
        list: options.list,
        ..Format::default()
    };
    let stdout = io::stdout();
    let out = io::BufWriter::new(stdout.lock());
    let mut writer = writer::Writer {
        output: output::Output { out, format },
        cases: 0,
    };
    let mut counter = runner::OneThread::new();
    let outcome = stdin::run_input(&options.sizes, options.dialect, |ahead, cases| {
        counter.auto.note_ahead(ahead);
        writer::each_case(&mut writer, cases, &mut counter).unwrap_or(writer::Outcome::Done)
    });
    std::process::exit(outcome.status());
}
