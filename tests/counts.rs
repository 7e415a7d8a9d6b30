//! Proves the counts are right: plain boards N = 1..=16 match OEIS A000170,
//! hundreds of random masked boards match a deliberately simple reference
//! counter written here (no bit tricks), and neither repeated sizes nor a
//! masked board change the answers of later cases in the same input.

mod common;

use std::collections::HashSet;

/// OEIS A000170: solutions of the plain N-queens problem, N = 1..=16.
const A000170: [u64; 16] = [
    1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184, 14772512,
];

/// Runs the program, insists on success with empty stderr, returns stdout.
fn run_ok(input: &str) -> String {
    let output = common::run(input.as_bytes(), &[]);
    assert!(
        output.status.success() && output.stderr.is_empty(),
        "program failed: status {}, stderr {:?}",
        output.status,
        common::stderr_text(&output)
    );
    common::stdout_text(&output)
}

fn assert_counts(input: &str, expected: &[u64]) {
    let actual = run_ok(input);
    if let Some(difference) = common::describe_difference(&common::counts_text(expected), &actual) {
        panic!("wrong output for input {:?}:\n{}", input, difference);
    }
}

#[test]
fn plain_boards_1_to_16_match_oeis_a000170() {
    let input: String = (1..=A000170.len())
        .map(|n| format!("{}\n", n))
        .collect::<String>()
        + "0\n";
    assert_counts(&input, &A000170);
}

#[test]
fn repeated_plain_sizes_give_the_same_count_each_time() {
    assert_counts("8 8 8 5 8 0", &[92, 92, 92, 10, 92]);
}

#[test]
fn a_masked_board_does_not_affect_later_cases() {
    // The masked 4x4 board has 1 solution; the plain 4x4 board after it has 2.
    assert_counts(
        "4\n**.*\n****\n****\n****\n4\n4\n**.*\n****\n****\n****\n8\n0\n",
        &[1, 2, 1, 92],
    );
}

/// splitmix64: a small, fixed-seed pseudo-random generator.
struct SplitMix64 {
    state: u64,
}

impl SplitMix64 {
    fn new(seed: u64) -> Self {
        SplitMix64 { state: seed }
    }

    fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `low..=high` (the tiny modulo bias does not matter here).
    fn in_range(&mut self, low: usize, high: usize) -> usize {
        low + (self.next_u64() % (high - low + 1) as u64) as usize
    }

    /// Uniform in `[0, 1)`.
    fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }
}

/// One masked board: `rows[r][c]` is true where a queen may stand.
struct Board {
    rows: Vec<Vec<bool>>,
}

impl Board {
    fn size(&self) -> usize {
        self.rows.len()
    }

    fn row_text(&self, row: usize) -> String {
        self.rows[row]
            .iter()
            .map(|&allowed| if allowed { '*' } else { '.' })
            .collect()
    }

    fn describe(&self) -> String {
        let mut text = format!("{}\n", self.size());
        for row in 0..self.size() {
            text.push_str(&self.row_text(row));
            text.push('\n');
        }
        text
    }
}

/// Reference counter: place one queen per row, trying every allowed column,
/// remembering used columns and diagonals in hash sets.
fn reference_count(board: &Board) -> u64 {
    struct Search<'a> {
        board: &'a Board,
        used_columns: HashSet<usize>,
        used_diagonals: HashSet<i64>,
        used_anti_diagonals: HashSet<usize>,
    }

    impl Search<'_> {
        fn count_from(&mut self, row: usize) -> u64 {
            if row == self.board.size() {
                return 1;
            }
            let mut total = 0;
            for column in 0..self.board.size() {
                let diagonal = row as i64 - column as i64;
                let anti_diagonal = row + column;
                if !self.board.rows[row][column]
                    || self.used_columns.contains(&column)
                    || self.used_diagonals.contains(&diagonal)
                    || self.used_anti_diagonals.contains(&anti_diagonal)
                {
                    continue;
                }
                self.used_columns.insert(column);
                self.used_diagonals.insert(diagonal);
                self.used_anti_diagonals.insert(anti_diagonal);
                total += self.count_from(row + 1);
                self.used_columns.remove(&column);
                self.used_diagonals.remove(&diagonal);
                self.used_anti_diagonals.remove(&anti_diagonal);
            }
            total
        }
    }

    Search {
        board,
        used_columns: HashSet::new(),
        used_diagonals: HashSet::new(),
        used_anti_diagonals: HashSet::new(),
    }
    .count_from(0)
}

#[test]
fn reference_counter_agrees_with_oeis() {
    // Guards the reference itself, so the random comparison below means something.
    for (index, &expected) in A000170.iter().take(9).enumerate() {
        let size = index + 1;
        let board = Board {
            rows: vec![vec![true; size]; size],
        };
        assert_eq!(
            reference_count(&board),
            expected,
            "reference counter, plain N = {}",
            size
        );
    }
}

fn random_board(rng: &mut SplitMix64) -> Board {
    let size = rng.in_range(1, 9);
    let density = 0.3 + 0.7 * rng.unit();
    let rows = (0..size)
        .map(|_| (0..size).map(|_| rng.unit() < density).collect())
        .collect();
    Board { rows }
}

/// Whitespace between tokens, chosen at random: any mix must parse the same.
fn random_separator(rng: &mut SplitMix64) -> &'static str {
    const SEPARATORS: [&str; 6] = ["\n", "\n", " ", "\t", "\r\n", "\n\n  "];
    SEPARATORS[rng.in_range(0, SEPARATORS.len() - 1)]
}

#[test]
fn random_masked_boards_match_the_reference_counter() {
    const BOARDS: usize = 400;
    let mut rng = SplitMix64::new(0x5EED_2553_1562_0F0F);
    let mut boards: Vec<Board> = (0..BOARDS).map(|_| random_board(&mut rng)).collect();
    // A few fixed corner cases among the random ones.
    boards.push(Board {
        rows: vec![vec![true]],
    });
    boards.push(Board {
        rows: vec![vec![false]],
    });
    boards.push(Board {
        rows: vec![vec![false; 9]; 9],
    });
    boards.push(Board {
        rows: vec![vec![true; 9]; 9],
    });

    let mut input = String::new();
    for board in &boards {
        input.push_str(&board.size().to_string());
        for row in 0..board.size() {
            input.push_str(random_separator(&mut rng));
            input.push_str(&board.row_text(row));
        }
        input.push_str(random_separator(&mut rng));
    }
    input.push_str("0\n");

    let expected: Vec<u64> = boards.iter().map(reference_count).collect();
    let nonzero = expected.iter().filter(|&&count| count > 0).count();
    assert!(
        nonzero * 4 >= boards.len(),
        "only {} of {} random boards have a solution; the test would prove little",
        nonzero,
        boards.len()
    );

    let actual = run_ok(&input);
    let actual_lines: Vec<&str> = actual.lines().collect();
    let mut mismatches = Vec::new();
    for (index, (board, want)) in boards.iter().zip(&expected).enumerate() {
        let got = actual_lines.get(index).copied().unwrap_or("<missing>");
        if got != want.to_string() {
            mismatches.push(format!(
                "case {}: expected {}, got {} for board\n{}",
                index + 1,
                want,
                got,
                board.describe()
            ));
        }
    }
    assert!(
        mismatches.is_empty(),
        "{} of {} boards differ; the first ones:\n{}",
        mismatches.len(),
        boards.len(),
        mismatches
            .iter()
            .take(5)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
    assert_eq!(
        actual_lines.len(),
        boards.len(),
        "expected exactly one output line per board"
    );
    assert!(actual.ends_with('\n'), "output must end with a newline");
}
