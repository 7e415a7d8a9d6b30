//! The `nqueens` program: the command line around the library. Reads the
//! cases from stdin (or the plain N operands), counts each, and prints one
//! count per case, one line each; see `nqueens --help`.
#![forbid(unsafe_code)]

mod cli;

use nqueens::{Board, Parser, Run, MAX_N};
use std::io::{self, Read};

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
    let outcome = if options.sizes.is_empty() {
        if io::IsTerminal::is_terminal(&io::stdin()) {
            // Nothing is counted before the input ends: say how to end it.
            eprintln!("nqueens: reading cases from the terminal; end them with Ctrl-D (nqueens --help for usage)");
        }
        let mut input = Vec::new();
        if let Err(e) = io::stdin().lock().read_to_end(&mut input) {
            eprintln!("nqueens: error: cannot read standard input: {}", e);
            std::process::exit(1);
        }
        let mut parser = Parser::new(&input, options.config.format.dialect);
        let mut sizes = [0; MAX_N + 1];
        parser.sizes_ahead(&mut sizes);
        run.note_sizes(&sizes);
        run.all(&mut std::iter::from_fn(|| parser.next_case().transpose()))
    } else {
        run.all(&mut options.sizes.iter().map(|&n| Ok(Board::plain(n))))
    };
    std::process::exit(outcome.status());
}
