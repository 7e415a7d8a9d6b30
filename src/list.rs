//! The first solutions of a board in lexicographic order, for `--list` and
//! `--boards`: a DFS of its own in the board's given orientation (the
//! counting engines turn boards and search rows out of order), handing
//! each solution over as it is found, so that nothing is stored.
//!
//! On a board with forbidden cells it prunes as the board engines do: a
//! placement that leaves some later row, or some empty column, without a
//! free cell is abandoned at once. Plain boards skip that check: there it
//! almost never fires and would cost a pass over the rows at every node.

use crate::board::columns_mask;
use crate::board::Board;
use crate::count::{place, rows_of, Row};

/// Calls `each` with the first `limit` solutions of the board as given,
/// in lexicographic order (rows top to bottom, columns left to right),
/// each as the column of the queen in every row; stops early, returning
/// its error, if `each` fails. The DFS tries columns lowest first, which
/// is that order. Long because the walk it holds (a struct and its
/// descent) belongs to it alone.
pub fn first_solutions<E>(
    board: &Board,
    limit: usize,
    each: &mut dyn FnMut(&[usize]) -> Result<(), E>,
) -> Result<(), E> {
    struct Walk<'a, E> {
        rows: Vec<Row>,
        inside: u64,
        prune: bool,
        path: Vec<usize>,
        left: usize,
        each: &'a mut dyn FnMut(&[usize]) -> Result<(), E>,
    }
    impl<E> Walk<'_, E> {
        fn descend(&mut self, attacks: (u64, u64, u64)) -> Result<(), E> {
            let level = self.path.len();
            if level == self.rows.len() {
                self.left -= 1;
                return (self.each)(&self.path);
            }
            let (cols, diag_left, diag_right) = attacks;
            let mut free = !(cols | diag_left | diag_right | self.rows[level].forbidden);
            while free != 0 && self.left > 0 {
                let bit = free & free.wrapping_neg();
                free ^= bit;
                let next = place(self.rows[level].gap, bit, cols, diag_left, diag_right);
                if self.prune && !self.viable(level + 1, next) {
                    continue;
                }
                self.path.push(bit.trailing_zeros() as usize);
                self.descend(next)?;
                self.path.pop();
            }
            Ok(())
        }

        /// Whether every row from `level` on still has a free cell and
        /// every empty column a free cell in some of them.
        fn viable(&self, level: usize, (cols, diag_left, diag_right): (u64, u64, u64)) -> bool {
            let mut reachable = 0;
            for (distance, row) in self.rows[level..].iter().enumerate() {
                // Diagonals drift one column per row (gaps are all 1 here).
                let free = !(cols | diag_left << distance | diag_right >> distance | row.forbidden);
                if free == 0 {
                    return false;
                }
                reachable |= free;
            }
            let empty = self.inside & !cols;
            reachable & empty == empty
        }
    }
    if limit == 0 {
        return Ok(());
    }
    let mut walk = Walk {
        rows: rows_of(board),
        inside: columns_mask(board.n),
        prune: !board.is_plain(),
        path: Vec::with_capacity(board.n),
        left: limit,
        each,
    };
    walk.descend((0, 0, 0))
}

#[cfg(test)]
mod tests {
    use super::first_solutions;
    use crate::testing::{random_board, reference_count, Rng};

    fn collect(board: &crate::board::Board, limit: usize) -> Vec<Vec<usize>> {
        let mut found = Vec::new();
        first_solutions::<()>(board, limit, &mut |solution| {
            found.push(solution.to_vec());
            Ok(())
        })
        .expect("collecting never fails");
        found
    }

    #[test]
    fn first_solutions_are_valid_distinct_and_ordered() {
        let mut rng = Rng(0x5EED_0005);
        for case in 0..400 {
            // Larger boards, sparse ones among them, reach the pruning.
            let n = if case % 2 == 0 {
                1 + rng.below(8)
            } else {
                9 + rng.below(4)
            };
            let percent = if case % 2 == 0 {
                50 + rng.below(51)
            } else {
                30 + rng.below(50)
            };
            let board = random_board(&mut rng, n, percent, false);
            let all = collect(&board, usize::MAX);
            assert_eq!(all.len() as u64, reference_count(&board), "{:?}", board);
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
            assert_eq!(collect(&board, limit), all[..limit.min(all.len())].to_vec());
        }
    }

    #[test]
    fn listing_stops_when_the_writer_fails() {
        let board = crate::board::Board::plain(8);
        let mut seen = 0;
        let result = first_solutions(&board, usize::MAX, &mut |_| {
            seen += 1;
            if seen == 3 {
                Err("reader gone")
            } else {
                Ok(())
            }
        });
        assert_eq!(result, Err("reader gone"));
        assert_eq!(seen, 3);
    }
}
