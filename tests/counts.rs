//! Proves the counts are right: plain boards N = 1..=16 match OEIS A000170,
//! hundreds of random masked boards match the naive counter of
//! tests/common (every permutation, no bit tricks), and neither repeated sizes nor a
//! masked board change the answers of later cases in the same input.

mod common;

use common::boards::Board;
use common::{Rng, A000170};

fn assert_counts(input: &str, expected: &[u64]) {
    let actual = common::run_ok(input, &[]);
    if let Some(difference) = common::describe_difference(&common::counts_text(expected), &actual) {
        panic!("wrong output for input {:?}:\n{}", input, difference);
    }
}

#[test]
fn plain_boards_1_to_16_match_oeis_a000170() {
    let input: String = (1..=16).map(|n| format!("{}\n", n)).collect::<String>() + "0\n";
    assert_counts(&input, &A000170[..16]);
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

#[test]
fn the_naive_counter_agrees_with_oeis() {
    // Guards the shared naive counter, so the random comparison below means something.
    for n in 1..=9 {
        assert_eq!(
            common::naive_count(&Board::plain(n).allowed),
            A000170[n - 1],
            "naive counter, plain N = {}",
            n
        );
    }
}

fn random_board(rng: &mut Rng) -> Board {
    let size = rng.between(1, 9);
    let density = 0.3 + 0.7 * rng.unit();
    Board::random(rng, size, density)
}

/// Whitespace between tokens, chosen at random: any mix must parse the same.
fn random_separator(rng: &mut Rng) -> &'static str {
    const SEPARATORS: [&str; 6] = ["\n", "\n", " ", "\t", "\r\n", "\n\n  "];
    rng.pick(&SEPARATORS)
}

#[test]
fn random_masked_boards_match_the_reference_counter() {
    const BOARDS: usize = 400;
    let mut rng = Rng::new(0x5EED_2553_1562_0F0F);
    let mut boards: Vec<Board> = (0..BOARDS).map(|_| random_board(&mut rng)).collect();
    // A few fixed corner cases among the random ones.
    boards.push(Board::plain(1));
    boards.push(Board {
        allowed: vec![vec![false]],
    });
    boards.push(Board {
        allowed: vec![vec![false; 9]; 9],
    });
    boards.push(Board::plain(9));

    let mut input = String::new();
    for board in &boards {
        input.push_str(&board.n().to_string());
        for row in board.to_input().lines().skip(1) {
            input.push_str(random_separator(&mut rng));
            input.push_str(row);
        }
        input.push_str(random_separator(&mut rng));
    }
    input.push_str("0\n");

    let expected: Vec<u64> = boards
        .iter()
        .map(|board| common::naive_count(&board.allowed))
        .collect();
    let nonzero = expected.iter().filter(|&&count| count > 0).count();
    assert!(
        nonzero * 4 >= boards.len(),
        "only {} of {} random boards have a solution; the test would prove little",
        nonzero,
        boards.len()
    );

    let actual = common::run_ok(&input, &[]);
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
                board.to_input()
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
