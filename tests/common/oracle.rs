//! The independent oracle for large boards: counts the solutions of a
//! board with forbidden cells by filling, at every step, the row or column
//! with the fewest cells left where a queen could go (a line with none ends
//! the branch). Written for clarity, with plain arrays of booleans; it
//! shares nothing with src/. Fast enough for N up to 24 on boards whose
//! count stays in the tens of thousands, and for 64-wide boards with few
//! choices.

use super::boards::Board;

struct Search<'a> {
    board: &'a Board,
    row_used: Vec<bool>,
    column_used: Vec<bool>,
    /// Indexed by row + column.
    sum_used: Vec<bool>,
    /// Indexed by row + (n - 1) - column.
    difference_used: Vec<bool>,
    /// Search nodes visited, to keep test boards small...
    nodes: u64,
    /// ...and the most it may visit.
    limit: u64,
}

impl Search<'_> {
    fn n(&self) -> usize {
        self.board.n()
    }

    fn can_place(&self, r: usize, c: usize) -> bool {
        self.board.allowed[r][c]
            && !self.row_used[r]
            && !self.column_used[c]
            && !self.sum_used[r + c]
            && !self.difference_used[r + self.n() - 1 - c]
    }

    fn set(&mut self, r: usize, c: usize, used: bool) {
        let n = self.n();
        self.row_used[r] = used;
        self.column_used[c] = used;
        self.sum_used[r + c] = used;
        self.difference_used[r + n - 1 - c] = used;
    }

    /// The cells of line `line` (a row, or with `column` a column).
    fn cells(&self, line: usize, column: bool) -> impl Iterator<Item = (usize, usize)> + '_ {
        (0..self.n()).map(move |i| if column { (i, line) } else { (line, i) })
    }

    /// The free cells of the most constrained empty row or column, or
    /// `None` when every row holds a queen.
    fn most_constrained_line(&self) -> Option<Vec<(usize, usize)>> {
        let mut best: Option<(usize, usize, bool)> = None; // (free cells, line, is a column)
        for line in 0..self.n() {
            for column in [false, true] {
                let used = if column {
                    self.column_used[line]
                } else {
                    self.row_used[line]
                };
                if used {
                    continue;
                }
                let free = self
                    .cells(line, column)
                    .filter(|&(r, c)| self.can_place(r, c))
                    .count();
                if best.map_or(true, |(fewest, _, _)| free < fewest) {
                    best = Some((free, line, column));
                }
            }
        }
        let (_, line, column) = best?;
        Some(
            self.cells(line, column)
                .filter(|&(r, c)| self.can_place(r, c))
                .collect(),
        )
    }

    /// The count, or `None` once past the node limit.
    fn count(&mut self) -> Option<u64> {
        self.nodes += 1;
        if self.nodes > self.limit {
            return None;
        }
        let cells = match self.most_constrained_line() {
            None => return Some(1),
            Some(cells) => cells,
        };
        let mut total = 0;
        for (r, c) in cells {
            self.set(r, c, true);
            let below = self.count();
            self.set(r, c, false);
            total += below?;
        }
        Some(total)
    }
}

/// The number of solutions of `board`, or `None` if finding it takes more
/// than `limit` search nodes.
pub fn count_within(board: &Board, limit: u64) -> Option<u64> {
    let n = board.n();
    let mut search = Search {
        board,
        row_used: vec![false; n],
        column_used: vec![false; n],
        sum_used: vec![false; 2 * n],
        difference_used: vec![false; 2 * n],
        nodes: 0,
        limit,
    };
    search.count()
}

/// The number of solutions of `board`.
pub fn count(board: &Board) -> u64 {
    count_within(board, u64::MAX).expect("no limit")
}
