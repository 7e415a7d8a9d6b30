//! Pinned border queens: a board that some symmetries map onto itself,
//! counted once per orbit of the queens on a few of its border lines.
//!
//! Let G be the symmetries that map the board onto itself
//! (`Board::symmetries`) and L the orbit under G of a border line (row 0,
//! row N−1, column 0 or column N−1) whose orbit is smallest. Every
//! solution has exactly one queen on each line of L (a corner queen may
//! serve a row and a column at once): these queens are its
//! *configuration*. G permutes the configurations, and a symmetry g maps
//! the solutions with configuration C one-to-one onto those with g(C),
//! so they have as many completions. The count is therefore the sum, over
//! one canonical configuration per orbit, of the orbit's size times the
//! completions of that configuration: exact, with no check per solution.
//!
//! This module computes L and the canonical configurations with their
//! weights; the engines search the completions. Limits: only for groups
//! that fix no border line (|L| = 2 or 4), since a fixed line means G is
//! the identity or one mirror, which the mirror halving serves at no
//! cost. Every configuration is enumerated (at most the product of the
//! free cells on the lines of L), so whether pinning pays is the
//! caller's choice.

use crate::board::{attacks, orbit_size_if_smallest, transform, Board, Cell, Line, Symmetries};

/// Queens that stand before the search starts, one on each pinned line,
/// and how many configurations their orbit holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pinned {
    /// Sorted, so that equal configurations compare equal.
    pub queens: Vec<Cell>,
    pub weight: u64,
}

/// The lines to pin on an `n`×`n` board with symmetries `group`: the
/// smallest orbit of a border line; `None` when the whole group fixes
/// some border line, or N < 2.
pub fn pinned_lines(n: usize, group: Symmetries) -> Option<Vec<Line>> {
    smallest_orbit(n, group).filter(|lines| lines.len() > 1)
}

/// The smallest orbit of a border line under `group`, the top row's on
/// a tie (the top-down search branches on that row first anyway). Only
/// the top row and the left column need be tried: every symmetry of the
/// square maps opposite sides to opposite sides, so the bottom row's
/// orbit is as large as the top row's, the right column's as the left's.
fn smallest_orbit(n: usize, group: Symmetries) -> Option<Vec<Line>> {
    if n < 2 {
        return None;
    }
    [Line::Row(0), Line::Column(0)]
        .iter()
        .map(|&line| orbit(n, group, line))
        .min_by_key(|orbit| orbit.len())
}

/// The images of `line` under `group`, each once, `line` first.
fn orbit(n: usize, group: Symmetries, line: Line) -> Vec<Line> {
    let mut lines = Vec::with_capacity(4);
    for symmetry in group.iter() {
        let image = line.transformed(n, symmetry);
        if !lines.contains(&image) {
            lines.push(image);
        }
    }
    lines
}

/// One configuration per orbit under `group` of the queens on `lines`
/// (an orbit under `group` itself): the smallest of the orbit, weighted
/// by the orbit's size.
pub fn canonical(board: &Board, group: Symmetries, lines: &[Line]) -> Vec<Pinned> {
    configurations(board, lines)
        .into_iter()
        .filter_map(|queens| {
            let weight = orbit_size(board.n, group, &queens)?;
            Some(Pinned { queens, weight })
        })
        .collect()
}

/// The number of distinct images of `queens` (sorted, at most 4) under
/// `group`, if none is smaller than `queens`.
fn orbit_size(n: usize, group: Symmetries, queens: &[Cell]) -> Option<u64> {
    let k = queens.len();
    let mut key = [(0, 0); 4];
    key[..k].copy_from_slice(queens);
    orbit_size_if_smallest(group.iter(), key, |symmetry| {
        let mut image = [(0, 0); 4];
        for (moved, &queen) in image.iter_mut().zip(queens) {
            *moved = transform(n, symmetry, queen);
        }
        image[..k].sort_unstable();
        image
    })
}

/// Every placement of one queen on each of `lines` (free cells, no two
/// attacking; a corner queen serves both its lines), queens sorted.
fn configurations(board: &Board, lines: &[Line]) -> Vec<Vec<Cell>> {
    let mut found = Vec::new();
    extend(board, lines, &mut Vec::new(), &mut found);
    found
}

/// The configurations that add queens for `lines` to `queens`.
fn extend(board: &Board, lines: &[Line], queens: &mut Vec<Cell>, found: &mut Vec<Vec<Cell>>) {
    let (line, rest) = match lines.split_first() {
        Some((&line, rest)) => (line, rest),
        None => {
            let mut sorted = queens.clone();
            sorted.sort_unstable();
            found.push(sorted);
            return;
        }
    };
    if queens.iter().any(|&queen| line.contains(queen)) {
        return extend(board, rest, queens, found);
    }
    for at in 0..board.n {
        let cell = line.cell(at);
        if !board.is_forbidden(cell) && !queens.iter().any(|&queen| attacks(queen, cell)) {
            queens.push(cell);
            extend(board, rest, queens, found);
            queens.pop();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{canonical, configurations, orbit, pinned_lines, smallest_orbit};
    use crate::board::{transform, Cell, Line};
    use crate::count;
    use crate::testing::{reference_count, symmetric_board, Rng, SUBGROUPS};

    /// `smallest_orbit` tries the top row and the left column only; under
    /// every subgroup that is the first smallest orbit of all four border
    /// lines, and it pins more than one line exactly when the subgroup
    /// fixes no border line.
    #[test]
    fn the_smallest_orbit_is_the_first_smallest_of_the_four_border_lines() {
        for n in 2..=9 {
            for &group in &SUBGROUPS {
                let m = n - 1;
                let borders = [Line::Row(0), Line::Row(m), Line::Column(0), Line::Column(m)];
                let orbits: Vec<Vec<Line>> = borders.iter().map(|&l| orbit(n, group, l)).collect();
                let fewest = orbits.iter().map(Vec::len).min().unwrap();
                let first = orbits.iter().find(|o| o.len() == fewest).unwrap();
                assert_eq!(
                    smallest_orbit(n, group).as_ref(),
                    Some(first),
                    "N = {}, {:?}",
                    n,
                    group
                );
                let fixes_one =
                    (borders.iter()).any(|&l| group.iter().all(|s| l.transformed(n, s) == l));
                assert_eq!(fewest > 1, !fixes_one, "N = {}, {:?}", n, group);
                assert_eq!(
                    pinned_lines(n, group).is_some(),
                    !fixes_one,
                    "N = {}, {:?}",
                    n,
                    group
                );
            }
        }
    }

    /// For each of the 10 subgroups of the square's symmetries: random
    /// boards that it maps onto themselves, N = 4..12, pinned on the
    /// smallest orbit of a border line under that subgroup (one line
    /// when the subgroup fixes one, as the mirror halving does), counted
    /// by both pinned engines, against the reference. Long because each
    /// subgroup's boards are made and checked in the one loop.
    #[test]
    fn pinned_plans_match_reference_under_every_subgroup() {
        let mut rng = Rng(0x5EED_0020);
        for (i, &group) in SUBGROUPS.iter().enumerate() {
            let mut nonzero = 0;
            for case in 0..40 {
                let n = 4 + case % 9;
                // Denser for larger groups: symmetrizing forbids a cell
                // if any cell of its orbit is forbidden.
                let percent = [60, 80, 92, 100][case % 4] + i.min(1) * 3;
                let board = symmetric_board(&mut rng, n, percent.min(100), group);
                let lines = smallest_orbit(n, group).expect("N ≥ 2");
                let all = configurations(&board, &lines).len() as u64;
                let pinned = canonical(&board, group, &lines);
                let weights: u64 = pinned.iter().map(|p| p.weight).sum();
                assert_eq!(weights, all, "weights under {:?} on {:?}", group, board);
                // One configuration kept per orbit, weighted by the
                // orbit's size.
                for kept in &pinned {
                    let mut images: Vec<Vec<Cell>> = group
                        .iter()
                        .map(|symmetry| {
                            let mut image: Vec<Cell> = (kept.queens.iter())
                                .map(|&queen| transform(n, symmetry, queen))
                                .collect();
                            image.sort_unstable();
                            image
                        })
                        .collect();
                    images.sort_unstable();
                    images.dedup();
                    assert_eq!(kept.weight, images.len() as u64, "{:?}", kept);
                    let of_orbit = pinned.iter().filter(|p| images.contains(&p.queens));
                    assert_eq!(of_orbit.count(), 1, "{:?} under {:?}", kept, group);
                }
                let expected = reference_count(&board);
                nonzero += usize::from(expected > 0);
                for (name, plan) in [
                    (
                        "fast",
                        count::Plan::from(count::pinned_fast(&board, &pinned)),
                    ),
                    ("dynamic", count::pinned_dynamic(&board, &pinned).into()),
                ] {
                    assert_eq!(
                        plan.count_all(),
                        expected,
                        "{} pinned on {:?} under {:?}: {:?}",
                        name,
                        lines,
                        group,
                        board
                    );
                }
            }
            assert!(
                nonzero >= 10,
                "{:?}: only {} boards with solutions",
                group,
                nonzero
            );
        }
    }
}
