//! The plain-board engine: an N×N board with no forbidden cell, counted
//! once per class of solutions under the 8 symmetries of the square.

mod ring;

use super::{columns_mask, reference, Plan, Row};
use crate::board::Board;

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
pub fn plain_board(n: usize) -> Plan {
    if n < 5 {
        return reference(&Board::plain(n));
    }
    let m = n - 1;
    let outside = !columns_mask(n);
    let empty = Row {
        forbidden: outside,
        gap: 1,
    };
    let mut row_sets = Vec::new();
    let mut weights = Vec::new();
    // Class 0: the corner queen at (0, 0), the row-1 queen at column k,
    // and the column-1 queen below row k (the reflection has it above).
    for k in 2..m {
        let mut rows = vec![empty; n];
        rows[0].forbidden = !1;
        rows[1].forbidden = !(1u64 << k);
        for row in &mut rows[2..=k] {
            row.forbidden |= 1 << 1;
        }
        row_sets.push(rows);
        weights.push(8);
    }
    // Class 1: the top queen at column a, nearer its corner than the
    // other ring queens are to any corner.
    let sides = 1u64 | 1u64 << m;
    let mut a = 1;
    while a < m - a {
        let mut rows = vec![empty; n];
        rows[0].forbidden = !(1u64 << a);
        for (r, row) in rows.iter_mut().enumerate().skip(1) {
            if r <= a || r >= m - a {
                row.forbidden |= sides;
            }
        }
        let near_corner = (1u64 << (a + 1)) - 1; // columns 0..=a
        rows[m].forbidden |= near_corner | near_corner << (m - a);
        row_sets.push(rows);
        weights.push(8);
        a += 1;
    }
    // Class 2: shared nearest distance, one ring per symmetry class.
    for (ring, weight) in ring::canonical(n) {
        if ring.has_shared_nearest(n) {
            row_sets.push(ring.inner_rows(n));
            weights.push(weight);
        }
    }
    Plan::shifted(true, row_sets, weights)
}

#[cfg(test)]
mod tests {
    use crate::board::Board;
    use crate::count;
    use crate::testing::{reference_count, A000170};

    #[test]
    fn plain_engines_match_oeis() {
        for (i, &expected) in A000170.iter().enumerate() {
            let n = i + 1;
            assert_eq!(
                count::plain_board(n).count_all(),
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
