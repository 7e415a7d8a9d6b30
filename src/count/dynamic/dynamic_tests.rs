//! Unit tests of `dynamic`, against the reference engine and known counts.

use super::Search;
use super::{Choice, HANDOFF_CHOICES, HANDOFF_ROWS};
use crate::board::{Board, Cell, Line};
use crate::testing::{random_board, Rng};

/// A count within a budget is the count when it fits; when it does not,
/// the dynamic search's count by lines (here on boards of N ≤ 16 too,
/// which the search itself gives to the lanes) leaves what it counted
/// and the placements it did not finish, whose counts add up to the
/// rest, and the fast core alone leaves nothing. Both engines on trees below and above each budget (the
/// dynamic search with its hand-off to the fast core, which can run out
/// too). Long because each outcome has its own checks: counted, run out
/// with placements left (the dynamic search), run out with nothing left
/// (the fast core), and run out inside a hand-off.
#[test]
fn a_bounded_count_is_the_count_or_what_is_left_of_it() {
    use crate::count::{count_fast_within, rows_of};
    use crate::testing::reference_count;
    let mut rng = Rng(0x5EED_0005);
    let (mut counted, mut refused) = ([0; 2], [0; 2]);
    let mut left_in_handoff = 0;
    for case in 0..300 {
        let n = 11 + rng.below(4);
        let percent = 10 + rng.below(85);
        let board = random_board(&mut rng, n, percent, case % 2 == 0);
        let expected = reference_count(&board);
        let search = Search::new(&board);
        for budget in [1, 2, 30, 1000, 100_000, 1 << 40] {
            let mut left = [budget; 2];
            let found = [
                search.bounded(Search::count_by_lines_within, &mut left[0]),
                count_fast_within(&rows_of(&board), &mut left[1]).ok_or_else(|| {
                    super::Unfinished {
                        counted: 0,
                        left: Vec::new(),
                        spent: budget,
                    }
                }),
            ];
            for (engine, (found, left)) in found.into_iter().zip(left).enumerate() {
                match found {
                    Ok(count) => {
                        assert_eq!(count, expected, "budget {}, {:?}", budget, board);
                        assert!(left > 0 && left <= budget);
                        // A dead board counts 0 at once: only a solvable
                        // one shows the search ran.
                        counted[engine] += usize::from(expected > 0);
                    }
                    Err(unfinished) => {
                        assert_eq!((left, unfinished.spent), (0, budget));
                        refused[engine] += 1;
                        if engine == 1 {
                            continue;
                        }
                        let rest: u64 = (unfinished.left.iter())
                            .map(|&p| search.count_by_lines(p))
                            .sum();
                        assert_eq!(unfinished.counted + rest, expected, "{:?}", board);
                        assert!(!unfinished.left.is_empty());
                        // A placement left with 10 rows or fewer and
                        // choices everywhere was handed off when it ran out.
                        left_in_handoff += usize::from(unfinished.left.iter().any(|p| {
                            match search.lines(p).choose() {
                                super::Choice::Branch(_, free) => {
                                    super::hands_off(free, p.rows_left)
                                }
                                _ => false,
                            }
                        }));
                    }
                }
            }
        }
    }
    // Both outcomes happen for both engines: trees under and over each bound.
    for engine in 0..2 {
        assert!(
            counted[engine] > 150 && refused[engine] > 600,
            "{:?} {:?}",
            counted,
            refused
        );
    }
    assert!(left_in_handoff > 100, "{}", left_in_handoff);
}

/// A 6×6 board open everywhere but line 0 (column 0, or row 0 when
/// `rows`), which is open only at positions 1 and 4, with a queen on
/// (1, 5) (or (5, 1)): the line keeps one free cell, 4, as position 1
/// is in the queen's row (column) and (4, 0) is on none of its
/// diagonals, while every other line keeps three or more.
fn one_free_cell_left(rows: bool) -> Choice {
    let mut board = Board::plain(6);
    for at in [0, 2, 3, 5] {
        let (r, c) = if rows { (0, at) } else { (at, 0) };
        board.forbidden[r] |= 1 << c;
    }
    let search = Search::new(&board);
    let queen = if rows { (5, 1) } else { (1, 5) };
    let placed = search.place(&search.start(), queen);
    search.choose(&placed, false)
}

#[test]
fn the_most_constrained_line_counts_only_empty_unattacked_cells() {
    assert!(matches!(
        one_free_cell_left(false),
        Choice::Branch(Line::Column(0), 0b10000)
    ));
    assert!(matches!(
        one_free_cell_left(true),
        Choice::Branch(Line::Row(0), 0b10000)
    ));
}

/// The first `n` lines, as a mask.
fn lines_mask(n: usize) -> u64 {
    (0..n).fold(0, |mask, line| mask | 1 << line)
}

/// The free cells of every empty line of `board` with the queens
/// `queens`, worked out cell by cell: rows first, then columns.
fn free_lines(board: &Board, queens: &[Cell]) -> Vec<(Line, u64)> {
    let n = board.n;
    let attacked = |(r, c): Cell| {
        queens
            .iter()
            .any(|&(qr, qc)| qr == r || qc == c || qr + c == r + qc || qr + qc == r + c)
    };
    let free = |cells: &dyn Fn(usize) -> Cell| {
        (0..n)
            .filter(|&at| !board.is_forbidden(cells(at)) && !attacked(cells(at)))
            .fold(0u64, |mask, at| mask | 1 << at)
    };
    let empty_rows = (0..n).filter(|&r| queens.iter().all(|q| q.0 != r));
    let empty_cols = (0..n).filter(|&c| queens.iter().all(|q| q.1 != c));
    let rows = empty_rows.map(|r| (Line::Row(r), free(&|at| (r, at))));
    let cols = empty_cols.map(|c| (Line::Column(c), free(&|at| (at, c))));
    rows.chain(cols).collect()
}

/// What the search must choose, from `free_lines`: dead if a line has
/// no free cell, else the first line with the fewest. Where that is
/// `HANDOFF_CHOICES` or more with `HANDOFF_ROWS` rows or fewer left,
/// the placement is handed off whichever line is chosen: `None`.
fn expected(lines: &[(Line, u64)], rows_left: usize) -> Option<Choice> {
    let fewest = lines.iter().min_by_key(|(_, cells)| cells.count_ones());
    match fewest {
        None => Some(Choice::Complete),
        Some(&(_, 0)) => Some(Choice::Dead),
        Some(&(_, cells)) if cells.count_ones() >= HANDOFF_CHOICES && rows_left <= HANDOFF_ROWS => {
            None
        }
        Some(&(line, cells)) => Some(Choice::Branch(line, cells)),
    }
}

fn is_as_expected(choice: &Choice, expected: &Option<Choice>) -> bool {
    match (choice, expected) {
        (Choice::Branch(_, cells), None) => cells.count_ones() >= HANDOFF_CHOICES,
        (Choice::Dead, Some(Choice::Dead)) | (Choice::Complete, Some(Choice::Complete)) => true,
        (Choice::Branch(l, a), Some(Choice::Branch(m, b))) => l == m && a == b,
        _ => false,
    }
}

/// The queens `queens` and every queen they force in turn, the first
/// line with one free cell first, worked out from `free_lines`: `None` if
/// a line is left with no free cell on the way.
fn with_forced_queens(board: &Board, queens: &[Cell]) -> Option<Vec<Cell>> {
    let mut queens = queens.to_vec();
    loop {
        let free = free_lines(board, &queens);
        if free.iter().any(|&(_, cells)| cells == 0) {
            return None;
        }
        match free.iter().find(|&&(_, cells)| cells.count_ones() == 1) {
            Some(&(line, cells)) => queens.push(line.cell(cells.trailing_zeros() as usize)),
            None => return Some(queens),
        }
    }
}

/// Both ways of choosing the next line, the placement pass of
/// counting (`Lines::place_from`, whose cells are counted only up to
/// the hand-off, with its diagonals in a `u64` and in a `u128`) and
/// `Search::choose` on a `Partial`, pick what a plain count of every
/// line's free cells picks, along random placements on random boards of
/// N = 8..=24 from sparse to plain; the placement pass places every
/// queen forced in turn first, and fills the rows and columns they take.
/// Long because the plain recount, the walk and the three answers
/// compared share one loop's state.
#[test]
fn the_next_line_is_the_first_with_the_fewest_free_cells() {
    use crate::rare_paths::{hits, Path};
    let mut rng = Rng(0x5eed_11fe);
    let mut branches = [0usize; 5];
    for trial in 0..400 {
        let n = 8 + trial % 17;
        let percent = 30 + rng.below(71);
        let board = random_board(&mut rng, n, percent, false);
        let search = Search::new(&board);
        let mut partial = search.start();
        let mut lines = search.lines(&partial);
        let mut queens = Vec::new();
        loop {
            let free = free_lines(&board, &queens);
            let rows_left = n - queens.len();
            let want = expected(&free, rows_left);
            let chosen = search.choose(&partial, false);
            let context = format!("board {board:?}, queens {queens:?}");
            assert!(is_as_expected(&chosen, &want), "choose: {context}");
            if queens.is_empty() {
                assert!(is_as_expected(&lines.choose(), &want));
            }
            // The line and cells of a plain count, whichever the
            // search took when it hands off.
            let Choice::Branch(line, cells) = chosen else {
                break;
            };
            branches[(cells.count_ones() as usize).min(4)] += 1;
            let mut pick = cells;
            for _ in 0..rng.below(cells.count_ones() as usize) {
                pick &= pick - 1;
            }
            queens.push(line.cell(pick.trailing_zeros() as usize));
            let (mut narrow, mut wide) = (lines.clone(), lines.clone());
            let placed = [
                narrow.place_from::<u64>(&lines, queens[queens.len() - 1], n - 1),
                wide.place_from::<u128>(&lines, queens[queens.len() - 1], n - 1),
            ];
            let context = format!("board {board:?}, queens {queens:?}");
            let Some(forced) = with_forced_queens(&board, &queens) else {
                assert!(
                    placed.iter().all(|p| matches!(p, Choice::Dead)),
                    "{context}"
                );
                break;
            };
            let want = expected(&free_lines(&board, &forced), n - forced.len());
            for (placed, child) in placed.iter().zip([&narrow, &wide]) {
                assert!(is_as_expected(placed, &want), "place_from: {context}");
                let rows = forced.iter().fold(0, |rows, &(r, _)| rows | 1 << r);
                let columns = forced.iter().fold(0, |columns, &(_, c)| columns | 1 << c);
                assert_eq!(child.rows_left, lines_mask(n) & !rows, "{context}");
                assert_eq!(child.cols_left, lines_mask(n) & !columns, "{context}");
                let mut below: Vec<Cell> = child.queens_below(&lines).collect();
                let mut new = forced[queens.len() - 1..].to_vec();
                below.sort_unstable();
                new.sort_unstable();
                assert_eq!(below, new, "{context}");
            }
            for &queen in &forced[queens.len()..] {
                partial = search.place(&partial, queen);
            }
            partial = search.place(&partial, queens[queens.len() - 1]);
            queens = forced;
            lines = narrow;
        }
    }
    // Forced queens went down two or more in a pass, and some of them
    // attacked each other.
    assert!(
        hits(Path::ForcedTogether) > 50,
        "{}",
        hits(Path::ForcedTogether)
    );
    assert!(hits(Path::ForcedClash) > 20, "{}", hits(Path::ForcedClash));
    // Every kind of choice was met: one free cell (only where the walk
    // starts, as forced queens go down with the queen before them) to
    // four or more.
    assert!(
        branches[1] > 0 && branches[2..].iter().all(|&k| k > 50),
        "{branches:?}"
    );
}
