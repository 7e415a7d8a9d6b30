//! A join's pieces split into smaller ones, one south row decided at a
//! time: into pieces of similar size for threads and shards, or into a
//! random part of a piece for `--estimate`'s sample.

use super::{Join, Piece};
use crate::random::Random;

impl Join {
    /// Splits pieces, deciding one more south row at a time, until none
    /// holds more than 1/`target` of all row sets (or one row set):
    /// pieces of similar size for threads and shards. Pieces with no row
    /// set are dropped.
    pub fn split(&self, pieces: Vec<(Piece, u64)>, target: usize) -> Vec<(Piece, u64)> {
        let limit = (self.row_sets_of(&pieces) / target.max(1) as u64).max(1);
        self.split_while(pieces, |piece| self.row_sets(piece) > limit)
    }

    /// The row sets that `pieces` hold.
    pub(super) fn row_sets_of(&self, pieces: &[(Piece, u64)]) -> u64 {
        pieces.iter().map(|&(piece, _)| self.row_sets(piece)).sum()
    }

    /// Splits pieces, deciding one more south row at a time, while
    /// `too_large` says so of a piece of more than one row set, depth
    /// first from the last piece (the order shards are dealt by): the
    /// two pieces of a split end up side by side. Pieces with no row set
    /// are dropped.
    pub(super) fn split_while(
        &self,
        pieces: Vec<(Piece, u64)>,
        mut too_large: impl FnMut(Piece) -> bool,
    ) -> Vec<(Piece, u64)> {
        let mut done = Vec::with_capacity(pieces.len());
        let mut todo = pieces;
        while let Some((piece, weight)) = todo.pop() {
            let size = self.row_sets(piece);
            if size == 0 {
                continue;
            }
            if size == 1 || !too_large(piece) {
                done.push((piece, weight));
                continue;
            }
            todo.extend(self.split_piece(piece).map(|part| (part, weight)));
        }
        done
    }

    /// The two pieces that share out the row sets of `piece`, which
    /// holds more than one (so some open row is still undecided): its
    /// first open row decided, left out or chosen.
    fn split_piece(&self, piece: Piece) -> [Piece; 2] {
        let (open, _) = self.open_rows(piece).expect("the piece has row sets");
        let row = open & open.wrapping_neg();
        let (decided, chosen) = (piece.decided | row, piece.chosen | row);
        [
            Piece { decided, ..piece },
            Piece {
                decided,
                chosen,
                ..piece
            },
        ]
    }

    /// A random part of `piece` that holds at most `at_most` row sets
    /// (or one), each of its row sets as likely to fall in the part, and
    /// how many times its row sets the piece holds: the part's count
    /// time that many times over is an unbiased estimate of the piece's.
    /// Splits as `split_while` does, deciding one open row at a time.
    pub fn random_part(&self, mut piece: Piece, at_most: u64, random: &mut Random) -> (Piece, f64) {
        let whole = self.row_sets(piece);
        loop {
            let size = self.row_sets(piece);
            if size <= at_most.max(1) {
                return (piece, whole as f64 / size.max(1) as f64);
            }
            let [out, within] = self.split_piece(piece);
            piece = match (random.next() % size) < self.row_sets(out) {
                true => out,
                false => within,
            };
        }
    }
}
