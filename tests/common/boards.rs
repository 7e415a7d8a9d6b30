//! Boards for the tests, as plain data (`allowed[r][c]`: may a queen stand
//! on row `r`, column `c`), and the one random board generator, with the
//! shapes the engines treat specially: symmetric under a group of the
//! square's symmetries, with an empty line, or 64 wide with few choices.

use super::Rng;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    pub allowed: Vec<Vec<bool>>,
}

/// A symmetry of the square acting on (row, column) of an n×n board.
pub type Symmetry = fn(usize, usize, usize) -> (usize, usize);

/// The left-right mirror.
pub const MIRROR: Symmetry = |n, r, c| (r, n - 1 - c);
/// The half turn.
pub const HALF_TURN: Symmetry = |n, r, c| (n - 1 - r, n - 1 - c);
/// The reflection in the main diagonal.
pub const TRANSPOSE: Symmetry = |_, r, c| (c, r);
/// The quarter turn: with the others it generates the whole group.
pub const QUARTER_TURN: Symmetry = |n, r, c| (c, n - 1 - r);
/// The top-bottom mirror.
pub const TOP_BOTTOM: Symmetry = |n, r, c| (n - 1 - r, c);
/// The reflection in the other diagonal.
pub const ANTI_TRANSPOSE: Symmetry = |n, r, c| (n - 1 - c, n - 1 - r);

impl Board {
    /// The n×n board with every cell allowed.
    pub fn plain(n: usize) -> Board {
        Board {
            allowed: vec![vec![true; n]; n],
        }
    }

    /// Each cell allowed with probability `density`.
    pub fn random(rng: &mut Rng, n: usize, density: f64) -> Board {
        Board {
            allowed: (0..n)
                .map(|_| (0..n).map(|_| rng.unit() < density).collect())
                .collect(),
        }
    }

    pub fn n(&self) -> usize {
        self.allowed.len()
    }

    /// The board as a case of the program's input: N, then its rows.
    pub fn to_input(&self) -> String {
        let mut text = format!("{}\n", self.n());
        for row in &self.allowed {
            text.extend(row.iter().map(|&a| if a { '*' } else { '.' }));
            text.push('\n');
        }
        text
    }

    /// The largest board inside this one that the symmetries map onto
    /// itself: a cell stays allowed only if all its images under the group
    /// they generate are allowed.
    pub fn symmetrized(&self, generators: &[Symmetry]) -> Board {
        let n = self.n();
        let mut board = self.clone();
        // Applying every generator until nothing changes closes the group.
        loop {
            let mut changed = false;
            for r in 0..n {
                for c in 0..n {
                    for generator in generators {
                        let (r2, c2) = generator(n, r, c);
                        if board.allowed[r][c] != board.allowed[r2][c2] {
                            board.allowed[r][c] = false;
                            board.allowed[r2][c2] = false;
                            changed = true;
                        }
                    }
                }
            }
            if !changed {
                return board;
            }
        }
    }

    /// Whether `symmetry` maps the board onto itself.
    pub fn is_invariant(&self, symmetry: Symmetry) -> bool {
        let n = self.n();
        (0..n).all(|r| {
            (0..n).all(|c| {
                let (r2, c2) = symmetry(n, r, c);
                self.allowed[r][c] == self.allowed[r2][c2]
            })
        })
    }
}

/// One solution of the plain n×n board for even n with n mod 6 ≠ 2 (the
/// classic staircase: rows 0..n/2 at odd columns, the rest at even ones),
/// as the column of each row.
pub fn staircase_solution(n: usize) -> Vec<usize> {
    assert!(n % 2 == 0 && n % 6 != 2);
    let half = n / 2;
    (0..n)
        .map(|r| if r < half { 2 * r + 1 } else { 2 * (r - half) })
        .collect()
}

/// A 64-wide board with few choices and at least one solution: a planted
/// solution turned by a random symmetry, plus a few extra free cells in
/// some rows, placed only in columns 32..=63 (bits past 32, column 63 among
/// them) so that the upper half of every mask is exercised.
pub fn wide_sparse(rng: &mut Rng) -> Board {
    let n = 64;
    let symmetries = [MIRROR, HALF_TURN, TRANSPOSE, QUARTER_TURN, |_, r, c| (r, c)];
    let turn = rng.pick(&symmetries);
    let mut board = Board {
        allowed: vec![vec![false; n]; n],
    };
    for (r, c) in staircase_solution(n).into_iter().enumerate() {
        let (r2, c2) = turn(n, r, c);
        board.allowed[r2][c2] = true;
    }
    for row in board.allowed.iter_mut() {
        if rng.percent(30) {
            row[63] = true;
        }
        for _ in 0..rng.below(3) {
            row[32 + rng.below(32)] = true;
        }
    }
    board
}

/// Plain N = 13 and a few random boards, N = 12..14, sparse to dense,
/// some big enough that the case outlasts the single-thread start; no
/// terminating `0`. Returns the cases and how many there are.
pub fn mixed_cases() -> (String, usize) {
    let mut random = Rng::new(0x00C1_1D0E_5EED_0013);
    let mut input = String::from("13\n");
    let densities = [0.35, 0.55, 0.75, 0.9, 0.97, 1.0];
    for &density in &densities {
        let n = random.between(12, 14);
        input.push_str(&Board::random(&mut random, n, density).to_input());
    }
    (input, 1 + densities.len())
}

/// The cases of `mixed_cases`, ended by `0`.
pub fn mixed_input() -> (String, usize) {
    let (cases, count) = mixed_cases();
    (cases + "0\n", count)
}
