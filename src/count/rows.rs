//! What the engines share: a board's rows as the core DFS sees them
//! (forbidden masks with the outside of the board set, gaps over rows that
//! already hold a queen), a queen's attacks on a row, one placement's
//! update of the attack masks, and the budget of a bounded count.

use crate::board::{columns_mask, Board, Cell};

/// One row still to be filled, as the core DFS sees it.
#[derive(Clone, Copy, Debug)]
pub struct Row {
    /// Columns where no queen may stand, including every bit at or above
    /// N, so the hot loop needs no separate "inside the board" mask.
    pub forbidden: u64,
    /// How many board rows down the next row to fill lies: 1 normally,
    /// more when rows between already hold a queen (their attacks are
    /// then part of `forbidden`). The diagonals shift by this much.
    pub gap: u32,
}

/// The rows of a board, top to bottom, ready for the core DFS.
pub fn rows_of(board: &Board) -> Vec<Row> {
    let outside = !columns_mask(board.n);
    board
        .forbidden
        .iter()
        .map(|&forbidden| Row {
            forbidden: forbidden | outside,
            gap: 1,
        })
        .collect()
}

/// The rows of `board` still to fill once `queens` stand (at most one
/// per row, none attacking another), top to bottom: the queens' rows
/// skipped by the gaps, their attacks folded into the forbidden masks.
pub fn rows_around(board: &Board, queens: &[Cell]) -> Vec<Row> {
    let outside = !columns_mask(board.n);
    let taken = queens.iter().fold(0, |rows, &(r, _)| rows | 1 << r);
    gapped_rows(columns_mask(board.n) & !taken, |r| {
        let attacked = queens
            .iter()
            .fold(0, |mask, &queen| mask | attacks_on_row(queen, r));
        board.forbidden[r] | outside | attacked
    })
}

/// The board rows in the set `rows` (bit r for row r), top to bottom, as
/// the core DFS sees them: each with the columns `forbidden(row)` (every
/// column outside the board among them), the rows between skipped by
/// gaps.
pub fn gapped_rows(rows: u64, forbidden: impl Fn(usize) -> u64) -> Vec<Row> {
    let mut gapped: Vec<Row> = Vec::with_capacity(rows.count_ones() as usize);
    let mut previous = 0;
    let mut left = rows;
    while left != 0 {
        let r = left.trailing_zeros() as usize;
        left &= left - 1;
        if let Some(last) = gapped.last_mut() {
            last.gap = (r - previous) as u32;
        }
        gapped.push(Row {
            forbidden: forbidden(r),
            gap: 1,
        });
        previous = r;
    }
    gapped
}

/// The columns of row `r` that a queen on `(queen_row, column)` attacks.
pub fn attacks_on_row((queen_row, column): Cell, r: usize) -> u64 {
    let distance = r.abs_diff(queen_row);
    // Columns past 63 are off every board.
    let bit = |c: usize| 1u64.checked_shl(c as u32).unwrap_or(0);
    bit(column) | bit(column + distance) | column.checked_sub(distance).map_or(0, bit)
}

/// Takes `steps` from `*budget` if it holds more, for the counts that give
/// up when their budget is spent; else empties it and says so.
#[inline(always)]
pub fn spend(budget: &mut u64, steps: u64) -> bool {
    if *budget <= steps {
        *budget = 0;
        return false;
    }
    *budget -= steps;
    true
}

/// The attacks on the next row after a queen goes on column `bit` (a
/// free one) of a row whose next row lies `gap` board rows down: its
/// column, and the two diagonals, each drifting one column per board row
/// (bits pushed past bit 63 fall off, right for N = 64).
#[inline(always)]
pub fn place(gap: u32, bit: u64, cols: u64, diag_left: u64, diag_right: u64) -> (u64, u64, u64) {
    (
        cols | bit,
        (diag_left | bit) << gap,
        (diag_right | bit) >> gap,
    )
}

/// The set bits of `mask`, lowest first.
pub fn bits(mut mask: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let at = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            at
        })
    })
}
