//! The plain-board engine: an N×N board with no forbidden cell, counted
//! once per class of solutions under the 8 symmetries of the square.

mod ring;

use super::rows_around;
use super::{attacks_on_row, Row};
use crate::board::{columns_mask, Board, Cell};

/// The name `--engine` and `--time` give this engine.
pub const NAME: &str = "symmetry";

/// Plain boards, counted once per class of solutions under the 8
/// symmetries of the square.
///
/// Every solution of N ≥ 5 falls in one of three classes, each counted
/// exactly, with no per-solution symmetry check:
/// 0. a queen in a corner: turned so it stands at the top left, the
///    solution and its diagonal reflection are the two images with that
///    queen there, told apart by which of the queens in row 1 and column
///    1 is nearer the corner; one is searched, weight 8.
/// 1. no corner queen, and one queen of the outer ring is strictly
///    nearest a corner along its border line: turned so that it is in the
///    top row at column `a` of the left half, the other ring queens at
///    distance more than `a` from every corner is a mask; weight 8.
/// 2. the nearest distance is shared: searched per ring of the four
///    border queens, one ring per symmetry class, weighted by the number
///    of distinct images of the ring (a solution's image has the image
///    ring).
///
/// Returns the rows each class is searched on, and the classes' weights
/// (`symmetry_plan` searches them).
pub fn class_row_sets(n: usize) -> (Vec<Vec<Row>>, Vec<u64>) {
    classes(n)
        .into_iter()
        .map(|class| (class_rows(&class), class.weight))
        .unzip()
}

/// The rows a class is searched on: its fixed queens' rows skipped.
fn class_rows(class: &Class) -> Vec<Row> {
    rows_around(&class.board, &class.queens)
}

/// One class of the plain board's solutions: the solutions of `board`,
/// each standing for `weight` solutions of the plain board. `board` holds
/// the class's fixed queens as rows with one allowed cell; `queens` lists
/// those a search may place at once (their rows skipped).
pub struct Class {
    pub board: Board,
    pub queens: Vec<Cell>,
    pub weight: u64,
}

/// The classes of `symmetry_plan`, whose weighted counts add up to the plain
/// count. A class of weight 8 holds one solution of each of its orbits
/// under the square's symmetries, and no solution that a symmetry fixes.
/// Long because the three classes are made here side by side, each from
/// the same masks of the border.
pub fn classes(n: usize) -> Vec<Class> {
    if n < 5 {
        return vec![Class {
            board: Board::plain(n),
            queens: Vec::new(),
            weight: 1,
        }];
    }
    let m = n - 1;
    let all = columns_mask(n);
    let only = |column: usize| all & !(1u64 << column);
    let mut classes = Vec::new();
    // Class 0: the corner queen at (0, 0), the row-1 queen at column k,
    // and the column-1 queen below row k (the reflection has it above).
    for k in 2..m {
        let mut board = Board::plain(n);
        board.forbidden[0] = only(0);
        board.forbidden[1] = only(k);
        for row in &mut board.forbidden[2..=k] {
            *row |= 1 << 1;
        }
        classes.push(Class {
            board,
            queens: Vec::new(),
            weight: 8,
        });
    }
    // Class 1: the top queen at column a, nearer its corner than the
    // other ring queens are to any corner.
    let sides = 1u64 | 1u64 << m;
    let mut a = 1;
    while a < m - a {
        let mut board = Board::plain(n);
        board.forbidden[0] = only(a);
        for (r, row) in board.forbidden.iter_mut().enumerate().skip(1) {
            if r <= a || r >= m - a {
                *row |= sides;
            }
        }
        let near_corner = (1u64 << (a + 1)) - 1; // columns 0..=a
        board.forbidden[m] |= near_corner | near_corner << (m - a);
        classes.push(Class {
            board,
            queens: Vec::new(),
            weight: 8,
        });
        a += 1;
    }
    // Class 2: shared nearest distance, one ring per symmetry class.
    for (ring, weight) in ring::canonical(n) {
        if ring.has_shared_nearest(n) {
            let queens = ring.queens(n).to_vec();
            classes.push(Class {
                board: ring_board(n, &queens),
                queens,
                weight,
            });
        }
    }
    classes
}

/// The board of class 2 for the ring `queens`: each queen's row open at
/// its column alone, every other row closed where they attack it.
fn ring_board(n: usize, queens: &[Cell]) -> Board {
    let all = columns_mask(n);
    let mut board = Board::plain(n);
    for (r, row) in board.forbidden.iter_mut().enumerate() {
        *row = match queens.iter().find(|queen| queen.0 == r) {
            Some(&(_, c)) => all & !(1u64 << c),
            None => {
                queens
                    .iter()
                    .fold(0, |mask, &q| mask | attacks_on_row(q, r))
                    & all
            }
        };
    }
    board
}

#[cfg(test)]
mod tests {
    use crate::board::Board;
    use crate::count;
    use crate::testing::{reference_count, A000170};

    #[test]
    fn plain_engines_match_oeis() {
        for (i, &expected) in A000170[..16].iter().enumerate() {
            let n = i + 1;
            assert_eq!(
                count::Plan::from(count::symmetry_plan(n)).count_all(),
                expected,
                "symmetry classes, N = {}",
                n
            );
            if n <= 13 {
                assert_eq!(
                    reference_count(&Board::plain(n)),
                    expected,
                    "reference, N = {}",
                    n
                );
            }
        }
    }
}
