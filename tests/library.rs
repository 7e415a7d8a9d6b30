//! The library's public API on sizes it does not take: every way to make a
//! board checks N against 1..=64 and says so in its documented error (or,
//! for `Board::plain`, its documented panic), so no engine meets a size it
//! cannot count; a case split into jobs by the library counts the same.

use nqueens::{count, count_with, jobs, Board, BoardError, Engine, Settings, Shard};

#[test]
fn sizes_outside_1_to_64_are_refused_with_the_documented_error() {
    for n in [0, 65, 1000, usize::MAX] {
        assert_eq!(Board::try_plain(n), Err(BoardError::Size(n)));
        let message = std::panic::catch_unwind(|| Board::plain(n))
            .expect_err("Board::plain panics on a bad size")
            .downcast::<String>()
            .expect("a formatted message");
        assert_eq!(*message, format!("a board has 1 to 64 rows, not {}", n));
    }
    assert_eq!(Board::from_rows(&[]), Err(BoardError::Size(0)));
    let wide = vec!["*".repeat(65); 65];
    let rows: Vec<&str> = wide.iter().map(String::as_str).collect();
    assert_eq!(Board::from_rows(&rows), Err(BoardError::Size(65)));
    assert_eq!(
        BoardError::Size(0).to_string(),
        "a board has 1 to 64 rows, not 0"
    );
}

#[test]
fn the_sizes_at_the_ends_count() {
    assert_eq!(count(&Board::try_plain(1).unwrap()), 1);
    assert_eq!(count(&Board::plain(6)), 4);
    let board = Board::from_rows(&["*"]).unwrap();
    assert_eq!((board.n(), count(&board)), (1, 1));
    // N = 64 with one free cell a row, on the anti-diagonal: no two of
    // them share a row or column, but all share that diagonal.
    let rows: Vec<String> = (0..64)
        .map(|r| {
            (0..64)
                .map(|c| if r + c == 63 { '*' } else { '.' })
                .collect()
        })
        .collect();
    let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
    assert_eq!(count(&Board::from_rows(&rows).unwrap()), 0);
}

#[test]
fn rows_of_the_wrong_shape_are_named() {
    assert_eq!(
        Board::from_rows(&["**", "*x"]),
        Err(BoardError::Cell { row: 2, found: 'x' })
    );
    assert_eq!(
        Board::from_rows(&["***", "**", "***"]),
        Err(BoardError::RowLength { row: 2, cells: 2 })
    );
}

/// Shards are made only with 0 ≤ I < M, and any thread count counts (at
/// least one thread, at most 4096).
#[test]
fn settings_cannot_be_out_of_range() {
    assert!(Shard::new(0, 0).is_none() && Shard::new(7, 7).is_none());
    let board = Board::plain(9);
    for threads in [0, 1, 5000] {
        let settings = Settings {
            threads: Some(threads),
            progress: Some(false),
            ..Settings::default()
        };
        assert_eq!(count_with(&board, Engine::Auto, settings), Ok(352));
    }
    let parts: u64 = (0..4)
        .map(|index| {
            let settings = Settings {
                threads: Some(1),
                progress: Some(false),
                shard: Shard::new(index, 4).unwrap(),
                ..Settings::default()
            };
            count_with(&board, Engine::Reference, settings).unwrap()
        })
        .sum();
    assert_eq!(parts, 352);
}

/// `jobs` splits as `count_with` would (more jobs for more threads, the
/// same for every shard), and the jobs' counts with what was completed
/// while splitting add up to the count: on the plain board (the join's
/// pieces), on a board with forbidden cells (a search's row sets), and
/// for each engine forced (the meet in the middle splits its own way).
#[test]
fn jobs_of_a_case_add_up_to_its_count() {
    let mut rows = vec!["*".repeat(13); 13];
    rows[2] = format!("{}{}", "*".repeat(6), ".".repeat(7));
    rows[9] = format!("{}{}", ".".repeat(5), "*".repeat(8));
    let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
    let masked = Board::from_rows(&rows).unwrap();
    let whole_masked = count_with(&masked, Engine::Reference, Settings::default()).unwrap();
    assert!(whole_masked > 0);
    let cases = [
        (Board::plain(14), Engine::Auto, 365_596),
        (Board::plain(14), Engine::Fast, 365_596),
        (masked.clone(), Engine::Auto, whole_masked),
        (masked.clone(), Engine::Dynamic, whole_masked),
        (masked, Engine::Meet, whole_masked),
    ];
    for (board, engine, whole) in cases {
        let mut lengths = Vec::new();
        for settings in [
            Settings {
                threads: Some(1),
                ..Settings::default()
            },
            Settings {
                threads: Some(8),
                ..Settings::default()
            },
            Settings {
                shard: Shard::new(3, 5).unwrap(),
                ..Settings::default()
            },
        ] {
            let jobs = jobs(&board, engine, settings).unwrap();
            let sum: u64 = (0..jobs.len()).map(|i| jobs.count(i)).sum();
            assert_eq!(
                jobs.completed() + sum,
                whole,
                "{:?} {:?}",
                engine,
                settings.threads
            );
            let length = jobs.len();
            assert_eq!(jobs.is_empty(), length == 0);
            lengths.push(length);
        }
        assert!(lengths[0] > 1, "{:?}: {:?}", engine, lengths);
        // The meet's 64 ranges of column sets are its jobs on any machine.
        if engine != Engine::Meet {
            let more = lengths[1] > lengths[0] && lengths[2] > lengths[0];
            assert!(more, "{:?}: {:?}", engine, lengths);
        }
    }
    // A case counted while it is planned has no jobs: its count is all
    // completed.
    let small = jobs(&Board::plain(8), Engine::Auto, Settings::default()).unwrap();
    assert!(small.is_empty());
    assert_eq!((small.len(), small.completed()), (0, 92));
    let counted = jobs(&Board::plain(30), Engine::Filter, Settings::default());
    assert!(counted.is_err());
}
