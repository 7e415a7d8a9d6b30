//! A run's input, as both builds' mains read it: the plain boards of the
//! command line's N operands, or standard input read whole and parsed in
//! the dialect asked for.

use crate::board::{Board, MAX_N};
use crate::input::{Dialect, Parser};
use crate::writer::{Cases, Outcome};
use std::io::{self, Read};

/// `run` on the cases of the run's input, with how many cases of each N
/// it holds (`Parser::sizes_ahead`; all 0 where not known): the plain
/// boards of `sizes` where the command line gave them, else the cases of
/// standard input in `dialect`. A failed read is reported on stderr.
pub fn run_input(
    sizes: &[usize],
    dialect: Dialect,
    run: impl FnOnce(&[u32], &mut Cases) -> Outcome,
) -> Outcome {
    let mut ahead = [0; MAX_N + 1];
    if !sizes.is_empty() {
        return run(&ahead, &mut sizes.iter().map(|&n| Ok(Board::plain(n))));
    }
    let mut input = Vec::new();
    if let Err(e) = io::stdin().lock().read_to_end(&mut input) {
        eprintln!("nqueens: error: cannot read standard input: {}", e);
        return Outcome::Failed;
    }
    let mut parser = Parser::new(&input, dialect);
    parser.sizes_ahead(&mut ahead);
    run(
        &ahead,
        &mut std::iter::from_fn(|| parser.next_case().transpose()),
    )
}
