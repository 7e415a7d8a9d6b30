//! A run's input, as both builds' mains read it: the plain boards of the
//! command line's N operands, or standard input read whole and parsed in
//! the dialect asked for.

use crate::board::Board;
use crate::input::{Dialect, Parser};
use crate::writer::{Cases, Outcome};
use std::io::{self, Read};

/// `run` on the cases of the run's input, with each case's N and
/// forbidden cells (`Parser::cases_ahead`; none where not known): the
/// plain boards of `sizes` where the command line gave them, else the
/// cases of standard input in `dialect`. A failed read is reported on
/// stderr.
pub fn run_input(
    sizes: &[usize],
    dialect: Dialect,
    run: impl FnOnce(&[(usize, usize)], &mut Cases) -> Outcome,
) -> Outcome {
    if !sizes.is_empty() {
        return run(&[], &mut sizes.iter().map(|&n| Ok(Board::plain(n))));
    }
    let mut input = Vec::new();
    if let Err(e) = io::stdin().lock().read_to_end(&mut input) {
        eprintln!("nqueens: error: cannot read standard input: {}", e);
        return Outcome::Failed;
    }
    let mut parser = Parser::new(&input, dialect);
    let mut ahead = Vec::new();
    parser.cases_ahead(|n, forbidden| ahead.push((n, forbidden)));
    run(
        &ahead,
        &mut std::iter::from_fn(|| parser.next_case().transpose()),
    )
}
