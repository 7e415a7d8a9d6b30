//! The work of a board's join, estimated before it is chosen (the
//! halves it builds and the pair look-ups, from a sample of row sets,
//! against a search's estimate, `cost`), and the modelled work of one
//! piece that `--estimate` weighs its units by. Never read for a count.

use super::halves::Halves;
use super::weights::Symmetry;
use super::{choose, disjoint, Join, Piece};
use crate::random::Random;
use crate::tuning::{HALF_INSTRUCTIONS, SPLIT_IN_LOOK_UPS};

impl Join {
    /// The join's work on a board with forbidden cells, estimated from
    /// `samples` row sets E drawn at random (a fixed seed): the halves
    /// built and the pair look-ups, in units of one look-up of one word
    /// of 64 pairs. `None` for a plain board (its symmetry rules make
    /// the row sets unequal).
    pub fn estimated_work(&self, samples: usize) -> Option<f64> {
        let [fixed] = &self.fixed[..] else {
            return None;
        };
        if fixed.symmetry != Symmetry::None {
            return None;
        }
        let rows: Vec<usize> = (0..self.n).filter(|&r| fixed.rows >> r & 1 == 1).collect();
        let east_size = fixed.east_columns.count_ones() as usize;
        let row_sets = choose(rows.len() as u64, east_size as u64) as f64;
        let mut halves = Halves::new();
        let mut random = Random::seeded();
        let mut work = 0.0;
        for _ in 0..samples {
            // A random east_size-subset of the rows: a partial shuffle.
            let mut order = rows.clone();
            let mut east = 0u64;
            for i in 0..east_size {
                let j = i + random.below(order.len() - i);
                order.swap(i, j);
                east |= 1 << order[i];
            }
            let built = self.build_halves(fixed, east, &mut halves);
            let (e, w) = (halves.east.len() as f64, halves.west.len() as f64);
            let words = (e.min(w) / 64.0).ceil();
            work += SPLIT_IN_LOOK_UPS * built.splits as f64 + built.steps as f64 + words * e.max(w);
        }
        Some(work * row_sets / samples as f64)
    }

    /// The least work `estimated_work` can find on a board with forbidden
    /// cells of size `n`: the column splits of every row set, whatever
    /// the tables hold. Needs no table.
    pub fn least_work(n: usize) -> f64 {
        let (h, rest) = (n / 2, (n - n / 2) as u64);
        let h = h as u64;
        // E takes k of the h north rows and h - k of the south ones; its
        // east half tries the k-subsets of h columns, its west half the
        // (h - k)-subsets of the other columns.
        let splits: u64 = (0..=h)
            .map(|k| choose(h, k) * choose(rest, h - k) * (choose(h, k) + choose(rest, h - k)))
            .sum();
        SPLIT_IN_LOOK_UPS * splits as f64
    }

    /// The work of counting `piece`, modelled in instructions: for each
    /// of its row sets of nonzero weight, its halves built
    /// (`HALF_INSTRUCTIONS` each) and its pairs looked up as the pair
    /// count's model has it (`disjoint::modelled_cost`). It builds the
    /// halves, which take milliseconds where the pairs take seconds:
    /// what `--estimate` weighs a part of a piece by. On the way it grows
    /// this thread's buffers to what counting the piece needs, their
    /// pages given (`Pairs::ready`): counted next, the piece takes as long
    /// as on a count's thread, whose buffers grew on its first row sets.
    pub fn modelled_work(&self, piece: Piece) -> f64 {
        if !self.holds(piece) {
            return Join::slice(&self.board, piece).modelled_work(piece);
        }
        let fixed = &self.fixed[piece.fixed as usize];
        let bits = 2 * self.key_width();
        let mut work = 0;
        Halves::with_kept(|halves| {
            self.for_each_rows(piece, |east| {
                if self.rows_weight(fixed, east) == 0 {
                    return;
                }
                self.build_halves(fixed, east, halves);
                let built = (halves.east.len() + halves.west.len()) as u64;
                work += HALF_INSTRUCTIONS * built;
                if halves.east.is_empty() {
                    return;
                }
                work += disjoint::modelled_cost(&halves.east, &halves.west, bits);
                if fixed.symmetry == Symmetry::Diagonals {
                    self.group_west(halves);
                }
                halves.pairs.ready(halves.east.len(), halves.west.len());
            });
        });
        work as f64
    }
}
