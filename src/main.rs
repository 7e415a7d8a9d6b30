//! The `nqueens` program: the command line around the library. Reads the
//! cases from stdin (or the plain N operands), counts each, and prints one
//! count per case, one line each; see `nqueens --help`.
#![forbid(unsafe_code)]

mod cli;

use nqueens::Run;
use std::io;

/// Arguments used when the command line has none. A judge runs the program
/// without arguments, so a submission that needs an option sets it here.
const DEFAULT_ARGS: &str = "";

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
        Ok(cli::Parsed::Merge(files)) => std::process::exit(nqueens::print_merged(&files)),
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
    let mut run = Run::new(options.config, io::BufWriter::new(stdout.lock()));
    if let Some(dir) = options.todo {
        run.list_todo(dir);
    }
    if options.sizes.is_empty() && io::IsTerminal::is_terminal(&io::stdin()) {
        // Nothing is counted before the input ends: say how to end it.
        eprintln!("nqueens: reading cases from the terminal; end them with Ctrl-D (nqueens --help for usage)");
    }
    let dialect = options.config.format.dialect;
    let outcome = nqueens::run_input(&options.sizes, dialect, |ahead, cases| {
        run.note_ahead(ahead);
        run.all(cases)
    });
    std::process::exit(outcome.status());
}
