//! Rings of border queens for the tie class of `symmetry_plan`.

use crate::board::{attacks, orbit_size_if_smallest, transform, Cell};

/// The queens on the border lines of a plain board: the column of
/// the queen in the top row, of the one in the bottom row, the row of
/// the one in the left column, of the one in the right column.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub struct Ring {
    top: usize,
    bottom: usize,
    left: usize,
    right: usize,
}

impl Ring {
    pub fn queens(&self, n: usize) -> [Cell; 4] {
        [
            (0, self.top),
            (n - 1, self.bottom),
            (self.left, 0),
            (self.right, n - 1),
        ]
    }

    /// The ring formed by these queens (one on each border line).
    fn of_queens(n: usize, queens: &[Cell; 4]) -> Ring {
        let m = n - 1;
        let on = |line: &dyn Fn(Cell) -> bool, coordinate: &dyn Fn(Cell) -> usize| {
            queens
                .iter()
                .copied()
                .find(|&q| line(q))
                .map_or(usize::MAX, coordinate)
        };
        Ring {
            top: on(&|(r, _)| r == 0, &|(_, c)| c),
            bottom: on(&|(r, _)| r == m, &|(_, c)| c),
            left: on(&|(_, c)| c == 0, &|(r, _)| r),
            right: on(&|(_, c)| c == m, &|(r, _)| r),
        }
    }

    /// The distance of each ring queen from the two corners of its
    /// border line.
    fn corner_distances(&self, n: usize) -> [usize; 8] {
        // A queen's distance to the far corner of its side, one mirror
        // away.
        let m = n - 1;
        let far = |distance: usize| m - distance;
        [
            self.top,
            far(self.top),
            self.bottom,
            far(self.bottom),
            self.left,
            far(self.left),
            self.right,
            far(self.right),
        ]
    }

    /// No corner queen, and the smallest corner distance is had by
    /// more than one (queen, corner) pair.
    pub fn has_shared_nearest(&self, n: usize) -> bool {
        let distances = self.corner_distances(n);
        let nearest = distances.iter().copied().min().unwrap_or(0);
        nearest > 0 && distances.iter().filter(|&&d| d == nearest).count() > 1
    }
}

/// Every ring of an `n`×`n` board that is the smallest of its images
/// under the 8 symmetries, with its number of distinct images.
pub fn canonical(n: usize) -> Vec<(Ring, u64)> {
    let mut found = Vec::new();
    for top in 0..n {
        for bottom in 0..n {
            for left in 0..n {
                for right in 0..n {
                    let ring = Ring {
                        top,
                        bottom,
                        left,
                        right,
                    };
                    // A corner queen stands on two border lines at once,
                    // as the same cell of both; a ring that puts it and
                    // another queen on one line is an attack, dropped here.
                    let queens = ring.queens(n);
                    if queens
                        .iter()
                        .any(|&a| queens.iter().any(|&b| attacks(a, b)))
                    {
                        continue;
                    }
                    let image = |symmetry| {
                        let moved = queens.map(|q| transform(n, symmetry, q));
                        Ring::of_queens(n, &moved)
                    };
                    if let Some(images) = orbit_size_if_smallest(0..8, ring, image) {
                        found.push((ring, images));
                    }
                }
            }
        }
    }
    found
}
