//! Knuth's estimate of the cost of a search tree (Knuth, "Estimating the
//! efficiency of backtrack programs", 1975): along a random descent, a
//! node met at depth d stands for the product of the branching factors
//! above it, so the sum over the descent of that product times the node's
//! cost is an unbiased estimate of the tree's total cost; averaged over
//! many descents. Every engine's estimate is this one function.

use crate::random::Random;

/// The estimated cost of a tree, averaged over `probes` descents drawn
/// from `random`. `root` starts a descent: a node and how many nodes like
/// it stand beside it (the number of jobs a random job is drawn from; 1
/// for one tree). `descend` picks a random child of a node: `None` at a
/// leaf, else the node's number of children, the child, and the child's
/// cost.
pub fn knuth<N>(
    probes: usize,
    random: &mut Random,
    mut root: impl FnMut(&mut Random) -> (N, f64),
    mut descend: impl FnMut(&N, &mut Random) -> Option<(u32, N, f64)>,
) -> f64 {
    let mut total = 0.0;
    for _ in 0..probes {
        let (mut node, mut paths) = root(random);
        while let Some((children, child, cost)) = descend(&node, random) {
            paths *= f64::from(children);
            total += paths * cost;
            node = child;
        }
    }
    total / probes as f64
}

/// A set bit of `free` (not 0), each with the same chance.
pub fn random_bit(free: u64, random: &mut Random) -> u64 {
    let mut pick = free;
    for _ in 0..random.below(free.count_ones() as usize) {
        pick &= pick - 1;
    }
    pick & pick.wrapping_neg()
}

#[cfg(test)]
mod tests {
    use super::{knuth, random_bit};
    use crate::random::Random;

    /// A complete binary tree of depth `depth`: every descent sees the
    /// same branching, so the estimate is exact whatever the draws.
    #[test]
    fn a_uniform_tree_is_estimated_exactly() {
        let depth = 10;
        let estimate = knuth(
            3,
            &mut Random::seeded(),
            |_| (0u32, 1.0),
            |&level, _| (level < depth).then_some((2, level + 1, 1.0)),
        );
        // 2 + 4 + ... + 2^10 nodes below the root.
        assert_eq!(estimate, f64::from((1 << (depth + 1)) - 2));
    }

    /// A tree whose left child is a leaf and whose right child is a
    /// leaf of cost 3: the estimate averages 2·1 and 2·3 over draws.
    #[test]
    fn an_uneven_tree_is_estimated_without_bias() {
        let estimate = knuth(
            20_000,
            &mut Random::seeded(),
            |_| (None, 1.0),
            |node: &Option<bool>, random| match node {
                None => {
                    let right = random.below(2) == 1;
                    Some((2, Some(right), if right { 3.0 } else { 1.0 }))
                }
                Some(_) => None,
            },
        );
        assert!((estimate - 4.0).abs() < 0.1, "{}", estimate);
    }

    #[test]
    fn random_bits_are_set_bits_each_drawn() {
        let mut random = Random::seeded();
        let free = 0b1010_0110u64;
        let mut seen = 0;
        for _ in 0..200 {
            let bit = random_bit(free, &mut random);
            assert_eq!(bit.count_ones(), 1);
            assert_eq!(bit & free, bit);
            seen |= bit;
        }
        assert_eq!(seen, free);
    }
}
