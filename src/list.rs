//! The first solutions of a board in lexicographic order, for `--list` and
//! `--boards`. A small DFS of its own in the board's given orientation, as
//! the counting engines turn boards and search rows out of order.

use crate::board::Board;
use crate::count::{place, rows_of, Row};

/// The first `limit` solutions of the board as given, in lexicographic
/// order (rows top to bottom, columns left to right), each as the column
/// of the queen in every row. The DFS tries columns lowest first, which
/// is that order, and stops at the `limit`-th solution.
pub fn first_solutions(board: &Board, limit: usize) -> Vec<Vec<usize>> {
    fn descend(
        rows: &[Row],
        path: &mut Vec<usize>,
        attacks: (u64, u64, u64),
        limit: usize,
        found: &mut Vec<Vec<usize>>,
    ) {
        let level = path.len();
        if level == rows.len() {
            found.push(path.clone());
            return;
        }
        let (cols, diag_left, diag_right) = attacks;
        let mut free = !(cols | diag_left | diag_right | rows[level].forbidden);
        while free != 0 && found.len() < limit {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            path.push(bit.trailing_zeros() as usize);
            descend(
                rows,
                path,
                place(rows[level], bit, cols, diag_left, diag_right),
                limit,
                found,
            );
            path.pop();
        }
    }
    let mut found = Vec::new();
    if limit > 0 {
        descend(
            &rows_of(board),
            &mut Vec::with_capacity(board.n),
            (0, 0, 0),
            limit,
            &mut found,
        );
    }
    found
}

#[cfg(test)]
mod tests {
    use super::first_solutions;
    use crate::testing::{random_board, reference_count, Rng};

    #[test]
    fn first_solutions_are_valid_distinct_and_ordered() {
        let mut rng = Rng(0x5EED_0005);
        for _ in 0..200 {
            let n = 1 + rng.below(8);
            let percent = 50 + rng.below(51);
            let board = random_board(&mut rng, n, percent, false);
            let all = first_solutions(&board, usize::MAX);
            assert_eq!(all.len() as u64, reference_count(&board));
            assert!(
                all.windows(2).all(|pair| pair[0] < pair[1]),
                "not in order: {:?}",
                all
            );
            for solution in &all {
                for (r, &c) in solution.iter().enumerate() {
                    assert!(!board.is_forbidden((r, c)));
                    for (r2, &c2) in solution.iter().enumerate().skip(r + 1) {
                        assert!(
                            c != c2 && r2 - r != c.abs_diff(c2),
                            "attack in {:?}",
                            solution
                        );
                    }
                }
            }
            let limit = rng.below(5);
            assert_eq!(
                first_solutions(&board, limit),
                all[..limit.min(all.len())].to_vec()
            );
        }
    }
}
