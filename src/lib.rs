//! nqueens: counts the ways to place N mutually non-attacking queens on an
//! N×N board, plain or with forbidden cells, for N from 1 to 64.
//!
//! The library behind the `nqueens` program. Its flow, one module each:
//! `input` (bytes to boards, `stdin` the run's input) → `board` → `count`
//! (the engines, and auto's choice between them) → `solve` (one case's
//! answer) → `cases` (the program's run; `batch` counts cases side by
//! side, `parallel` one case on threads and shards) → `writer` (the one
//! loop over a run's cases, and where they go) → `output` (what each
//! case prints, with `list` for its first solutions); `merge` adds the
//! parts of a sharded run. `judge/nqueens.rs` is the judge build
//! (src/judge.rs: this crate's input, board, engines and output, with a
//! one-thread counter of its own) made into one file for online judges
//! (see tests/judge.rs).
//!
//! ```
//! let board = nqueens::Board::from_rows(&["*.**", "****", "****", "****"]).unwrap();
//! assert_eq!(nqueens::count(&nqueens::Board::plain(8)), 92);
//! assert_eq!(nqueens::count(&board), 1);
//! ```
#![forbid(unsafe_code)]

mod batch;
mod board;
mod cases;
mod checkpoint;
mod count;
mod digest;
mod forecast;
mod input;
mod list;
mod memory;
mod merge;
mod once_cell;
mod output;
mod parallel;
mod part;
mod plain_counts;
mod progress;
mod random;
#[cfg(test)]
mod rare_paths;
mod report;
mod solve;
mod stdin;
#[cfg(test)]
mod testing;
mod times_and_sizes;
mod tuning;
mod writer;

pub use board::BoardError;
pub use board::{Board, MAX_N};
pub use cases::{Config, Outcome, Run};
pub use checkpoint::default_folder as checkpoint_folder;
pub use count::Engine;
pub use input::{Dialect, ParseError, Parser};
pub use memory::parse_bytes;
pub use merge::print_merged;
pub use output::Format;
pub use parallel::{Settings, Shard, MAX_THREADS};
pub use stdin::run_input;

/// The number of solutions of `board`, counted by the fastest engine for
/// it on every core.
///
/// ```
/// assert_eq!(nqueens::count(&nqueens::Board::plain(10)), 724);
/// ```
pub fn count(board: &Board) -> u64 {
    let quiet = Settings {
        progress: Some(false),
        ..Settings::default()
    };
    count_with(board, Engine::Auto, quiet).expect("auto counts every board")
}

/// This shard's part of the count of `board` by `engine`, on the threads
/// of `settings` (the parts of a shard count add up to the count); or why
/// the engine cannot count this board.
///
/// ```
/// use nqueens::{count_with, Board, Engine, Settings, Shard};
/// let board = Board::plain(12);
/// let parts: u64 = (0..3)
///     .map(|index| {
///         let shard = Shard::new(index, 3).unwrap();
///         let settings = Settings { threads: Some(1), progress: Some(false), shard, ..Settings::default() };
///         count_with(&board, Engine::Fast, settings).unwrap()
///     })
///     .sum();
/// assert_eq!(parts, 14200);
/// assert!(count_with(&Board::plain(30), Engine::Filter, Settings::default()).is_err());
/// ```
pub fn count_with(board: &Board, engine: Engine, settings: Settings) -> Result<u64, String> {
    let solver = solve::Solver::new(engine, settings);
    Ok(solver.answer(1, board, false, || ())?.count)
}

/// The jobs that `count_with` splits `board` into for the threads and
/// shard of `settings` (every shard's, in the order shards take them), to
/// be counted one by one: for a scheduler of one's own, or to time each
/// job (bench/simulate.py). Their counts add up to the whole count.
///
/// ```
/// use nqueens::{jobs, Board, Engine, Settings};
/// let jobs = jobs(&Board::plain(12), Engine::Fast, Settings::default()).unwrap();
/// let sum: u64 = (0..jobs.len()).map(|i| jobs.count(i)).sum();
/// assert_eq!(jobs.completed() + sum, 14200);
/// ```
pub fn jobs(board: &Board, engine: Engine, settings: Settings) -> Result<Jobs, String> {
    let (plan, completed) = solve::Solver::new(engine, settings).jobs(board)?;
    Ok(Jobs { plan, completed })
}

/// A case split into jobs (`jobs`).
pub struct Jobs {
    plan: Option<count::Plan>,
    completed: u64,
}

impl Jobs {
    /// How many jobs there are (none for a case counted while planned).
    pub fn len(&self) -> usize {
        self.plan.as_ref().map_or(0, |plan| plan.len())
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The count of job `index` (below `len`), weighted.
    pub fn count(&self, index: usize) -> u64 {
        self.plan.as_ref().map_or(0, |plan| plan.count_at(index))
    }

    /// What was counted while the case was planned and split: the rest
    /// of the count, beside the jobs'.
    pub fn completed(&self) -> u64 {
        self.completed
    }
}

/// The first `limit` solutions of `board` in lexicographic order, each the
/// queen's column (from 0) in every row, top to bottom.
///
/// ```
/// let first = nqueens::first_solutions(&nqueens::Board::plain(4), 5);
/// assert_eq!(first, vec![vec![1, 3, 0, 2], vec![2, 0, 3, 1]]);
/// ```
pub fn first_solutions(board: &Board, limit: usize) -> Vec<Vec<usize>> {
    let mut found = Vec::new();
    let _ = list::first_solutions(board, limit, &mut |solution| -> Result<(), ()> {
        found.push(solution.to_vec());
        Ok(())
    });
    found
}
