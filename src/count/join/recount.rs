//! A piece of the join counted again by the depth-first search, for the
//! verification recount (`--recount`). For each row set E of the piece,
//! its solutions are those of the board whose rows E hold their queen in
//! the east half (columns 0..h) and the others in the west half, the
//! fixed queens' attacks forbidden: the fast core counts them, weighed
//! by the symmetry rule of the fixed choice (even N's by the west queens
//! on the long diagonals too). It reads no table, so what the join
//! builds and joins (quadrant tables, halves, the bit-sliced pairs) is
//! checked by a count made without it; the row sets of a piece
//! (`for_each_rows`) and the symmetry rules (`weights`) are shared, and
//! their own tests check them against every solution of small boards.

use super::super::jobs::{Core, RowSets, RowStart, Tree};
use super::super::rows::gapped_rows;
use super::weights::{Fixed, Symmetry};
use super::{low_bits, Join, Piece, EAST, WEST};

/// The board as a fixed choice leaves it, made once a piece: the columns
/// of each half that the fixed queens leave free, and each row's cells
/// that are allowed and that no fixed queen attacks.
struct Open {
    east: u64,
    west: u64,
    rows: Vec<u64>,
}

impl Join {
    /// The unweighted count of `piece`, as `count` gives it, by the fast
    /// depth-first core on the board with the fixed queens' attacks
    /// forbidden: where every solution weighs 1 (no symmetry rule), in
    /// one search, the rows the piece decides held to their half; else
    /// for every row set E of the piece that its rule weighs, every
    /// row's queen held to its half.
    pub fn recount(&self, piece: Piece) -> u64 {
        let fixed = &self.fixed[piece.fixed as usize];
        let open = self.open(fixed);
        if fixed.symmetry == Symmetry::None {
            let south = |rows: u32| u64::from(rows) << self.south_top;
            let held = (fixed.rows & u64::from(low_bits(self.h))) | south(piece.decided);
            let east = u64::from(piece.north) | south(piece.chosen);
            return self.count_held(fixed, &open, held, east, [false, false]);
        }
        let mut total = 0;
        self.for_each_rows(piece, |east| {
            let weight = self.rows_weight(fixed, east);
            if weight == 0 {
                return;
            }
            let count =
                |blocked: [bool; 2]| self.count_held(fixed, &open, fixed.rows, east, blocked);
            total += weight
                * match fixed.symmetry {
                    // Solutions by their west queens on the long
                    // diagonals (none, one, two), from the counts with
                    // those cells forbidden on neither, one or both.
                    Symmetry::Diagonals => {
                        let neither = count([false, false]);
                        let (first, second) = (count([true, false]), count([false, true]));
                        let both = count([true, true]);
                        let one = first + second - 2 * both;
                        let two = neither + both - first - second;
                        self.turn_weight(east) * both + 2 * one + 4 * two
                    }
                    _ => count([false, false]),
                };
        });
        total
    }

    /// The board as `fixed` leaves it.
    fn open(&self, fixed: &Fixed) -> Open {
        let n = self.n;
        let board_columns =
            |side: usize, columns: u32| u64::from(columns) << self.columns_of(side).0;
        // The fixed queens' second diagonals, r − c + N − 1, as
        // c − r + N − 1: row r reads both with a right shift.
        let mirrored = fixed.second.reverse_bits() >> (64 - (2 * n - 1));
        let rows = (0..n)
            .map(|row| {
                let attacked = fixed.first >> row | mirrored >> (n - 1 - row);
                !self.board.forbidden[row] & !attacked
            })
            .collect();
        Open {
            east: board_columns(EAST, fixed.east_columns),
            west: board_columns(WEST, fixed.west_columns),
            rows,
        }
    }

    /// The solutions whose rows `held` hold their queen in the east half
    /// if in `east`, else in the west half (the other rows of `fixed` in
    /// either); even N's east queens off the long diagonals, and its west
    /// queens off the first (r = c) or second (r + c = N − 1) where
    /// `blocked` says.
    fn count_held(
        &self,
        fixed: &Fixed,
        open: &Open,
        held: u64,
        east: u64,
        blocked: [bool; 2],
    ) -> u64 {
        let n = self.n;
        let diagonals = fixed.symmetry == Symmetry::Diagonals;
        let rows = gapped_rows(fixed.rows, |row| {
            let first_long = 1u64 << row;
            let second_long = 1u64 << (n - 1 - row);
            let free = match (held >> row & 1, east >> row & 1) {
                (0, _) => open.east | open.west,
                (_, 1) if diagonals => open.east & !(first_long | second_long),
                (_, 1) => open.east,
                _ => {
                    let first = if blocked[0] { first_long } else { 0 };
                    let second = if blocked[1] { second_long } else { 0 };
                    open.west & !(first | second)
                }
            };
            !(free & open.rows[row])
        });
        let sets = RowSets {
            engine: crate::count::fast::NAME,
            core: Core::Fast,
            sets: vec![rows],
        };
        sets.count(RowStart::top_of(0))
    }
}

#[cfg(test)]
mod tests {
    use super::Join;
    use crate::board::Board;
    use crate::testing::{random_board, Rng};

    /// Every piece, split as threads and shards split them, recounts to
    /// what the join counts: plain boards of both parities (every fixed
    /// choice and symmetry rule) and boards with forbidden cells.
    #[test]
    fn every_piece_recounts_to_the_joins_count() {
        let mut rng = Rng(0x5EED_0063);
        let mut boards: Vec<Board> = (1..=14).map(Board::plain).collect();
        for case in 0..150 {
            let (n, percent) = (4 + rng.below(10), 50 + rng.below(51));
            boards.push(random_board(&mut rng, n, percent, case % 3 == 0));
        }
        let mut nonzero = 0;
        for board in &boards {
            let join = Join::new(board);
            for (piece, _) in join.split(join.pieces(), 40) {
                let count = join.count(piece);
                nonzero += usize::from(count > 0);
                assert_eq!(join.recount(piece), count, "{:?} of {:?}", piece, board);
            }
        }
        assert!(nonzero > 500, "only {} pieces with solutions", nonzero);
    }
}
