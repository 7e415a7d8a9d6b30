//! `--list K` and `--boards K` (the first K solutions, in lexicographic
//! order) checked against a naive generator, and `--time`.

mod common;

use common::boards::Board;
use common::{assert_same, naive_solutions, run_ok, Rng};

fn plain(n: usize) -> Vec<Vec<bool>> {
    vec![vec![true; n]; n]
}

/// What `--list list --boards boards` should print for one case.
fn expected_case(allowed: &[Vec<bool>], list: usize, boards: usize) -> String {
    let solutions = naive_solutions(allowed);
    let n = allowed.len();
    let mut text = String::new();
    for solution in solutions.iter().take(list) {
        let columns: Vec<String> = solution.iter().map(|c| (c + 1).to_string()).collect();
        text.push_str(&columns.join(" "));
        text.push('\n');
    }
    for solution in solutions.iter().take(boards) {
        for &column in solution {
            text.extend((0..n).map(|c| if c == column { 'Q' } else { '.' }));
            text.push('\n');
        }
        text.push('\n');
    }
    text.push_str(&format!("{}\n", solutions.len()));
    text
}

#[test]
fn naive_generator_agrees_with_known_counts() {
    let counts: Vec<usize> = (1..=8).map(|n| naive_solutions(&plain(n)).len()).collect();
    assert_eq!(counts, [1, 0, 0, 2, 10, 4, 40, 92]);
    let mut items = vec![0, 1, 2];
    let mut seen = vec![items.clone()];
    while common::next_permutation(&mut items) {
        seen.push(items.clone());
    }
    assert_eq!(
        seen,
        [
            [0, 1, 2],
            [0, 2, 1],
            [1, 0, 2],
            [1, 2, 0],
            [2, 0, 1],
            [2, 1, 0]
        ]
    );
}

#[test]
fn luogu_p1219_first_three_solutions_of_6() {
    assert_same(
        "2 4 6 1 3 5\n3 6 2 5 1 4\n4 1 5 2 6 3\n4\n",
        &run_ok("", &["--list", "3", "6"]),
        "nqueens --list 3 6",
    );
    // The same from stdin, and with --list=3.
    assert_same(
        "2 4 6 1 3 5\n3 6 2 5 1 4\n4 1 5 2 6 3\n4\n",
        &run_ok("6\n", &["--list=3"]),
        "echo 6 | nqueens --list=3",
    );
}

#[test]
fn luogu_p1562_sample_board_lists_its_one_solution() {
    assert_same(
        "2 4 1 3\n1\n",
        &run_ok("4\n**.*\n****\n****\n****\n", &["--list", "3"]),
        "the P1562 sample board with --list 3",
    );
}

#[test]
fn listing_every_solution_of_n_1_to_8_matches_the_naive_generator() {
    let expected: String = (1..=8)
        .map(|n| expected_case(&plain(n), usize::MAX, 0))
        .collect();
    let operands: Vec<String> = (1..=8).map(|n| n.to_string()).collect();
    let mut args = vec!["--list", "100000"];
    args.extend(operands.iter().map(String::as_str));
    assert_same(
        &expected,
        &run_ok("", &args),
        "nqueens --list 100000 1 2 ... 8",
    );
    assert_same(
        &expected,
        &run_ok("1\n2\n3\n4\n5\n6\n7\n8\n0\n", &["--list", "100000"]),
        "N = 1..8 on stdin with --list 100000",
    );
}

#[test]
fn listing_the_first_5_of_8() {
    let mut expected: String = naive_solutions(&plain(8))
        .iter()
        .take(5)
        .map(|solution| {
            let columns: Vec<String> = solution.iter().map(|c| (c + 1).to_string()).collect();
            columns.join(" ") + "\n"
        })
        .collect();
    expected.push_str("92\n");
    assert_same(
        &expected,
        &run_ok("", &["--list", "5", "8"]),
        "nqueens --list 5 8",
    );
}

#[test]
fn boards_of_4_are_drawn_exactly() {
    assert_same(
        ".Q..\n...Q\nQ...\n..Q.\n\n..Q.\nQ...\n...Q\n.Q..\n\n2\n",
        &run_ok("", &["--boards", "2", "4"]),
        "nqueens --boards 2 4",
    );
    // More boards asked for than there are solutions: all of them.
    assert_same(
        ".Q..\n...Q\nQ...\n..Q.\n\n..Q.\nQ...\n...Q\n.Q..\n\n2\n",
        &run_ok("", &["--boards", "5", "4"]),
        "nqueens --boards 5 4",
    );
}

#[test]
fn list_lines_come_before_boards_and_the_count() {
    let expected = "1 3 5 2 4\n1 4 2 5 3\nQ....\n..Q..\n....Q\n.Q...\n...Q.\n\n10\n";
    assert_eq!(expected, expected_case(&plain(5), 2, 1));
    for args in [
        ["--list", "2", "--boards", "1", "5"],
        ["--boards", "1", "--list", "2", "5"],
    ] {
        assert_same(expected, &run_ok("", &args), &format!("nqueens {:?}", args));
    }
    // Boards may outnumber list lines.
    assert_same(
        &expected_case(&plain(6), 1, 3),
        &run_ok("", &["--list", "1", "--boards", "3", "6"]),
        "nqueens --list 1 --boards 3 6",
    );
}

#[test]
fn nothing_to_list_prints_just_the_count() {
    assert_same(
        "0\n",
        &run_ok("", &["--list", "3", "2"]),
        "nqueens --list 3 2",
    );
    assert_same(
        "0\n0\n",
        &run_ok("", &["--boards", "3", "2", "3"]),
        "nqueens --boards 3 2 3",
    );
    assert_same(
        "92\n",
        &run_ok("", &["--list", "0", "8"]),
        "nqueens --list 0 8",
    );
    assert_same(
        "1\nQ\n\n1\n",
        &run_ok("", &["--list", "9", "--boards", "9", "1"]),
        "N = 1",
    );
}

fn case_text(allowed: &[Vec<bool>]) -> String {
    common::boards::Board {
        allowed: allowed.to_vec(),
    }
    .to_input()
}

#[test]
fn listing_random_small_boards_matches_the_naive_generator() {
    let mut random = Rng::new(0x0000_1157_B0A2_D500);
    let mut boards = Vec::new();
    while boards.len() < 80 {
        let n = random.between(1, 7);
        let density = 0.5 + 0.5 * random.unit();
        boards.push(common::boards::Board::random(&mut random, n, density).allowed);
    }
    let with_solutions = boards
        .iter()
        .filter(|allowed| !naive_solutions(allowed).is_empty())
        .count();
    assert!(
        with_solutions >= 30,
        "only {} boards have solutions",
        with_solutions
    );
    let input: String = boards
        .iter()
        .map(|allowed| case_text(allowed))
        .collect::<String>()
        + "0\n";
    for (list, boards_drawn) in [(1000, 0), (0, 1000), (1000, 1000), (2, 3), (1, 0)] {
        let expected: String = boards
            .iter()
            .map(|allowed| expected_case(allowed, list, boards_drawn))
            .collect();
        let list_arg = list.to_string();
        let boards_arg = boards_drawn.to_string();
        let args = ["--list", &list_arg, "--boards", &boards_arg];
        assert_same(
            &expected,
            &run_ok(&input, &args),
            &format!("nqueens {:?} on random boards:\n{}", args, input),
        );
    }
}

/// The library's `first_solutions`, on random boards: the naive
/// generator's first solutions, as many as asked.
#[test]
fn the_librarys_first_solutions_match_the_naive_generator() {
    let mut random = Rng::new(0x0000_F125_7501_0715);
    for case in 0..60 {
        let n = random.between(1, 8);
        let density = if case % 4 == 0 {
            1.0
        } else {
            0.6 + 0.4 * random.unit()
        };
        let random_board = common::boards::Board::random(&mut random, n, density);
        let text = random_board.to_input();
        let rows: Vec<&str> = text.lines().skip(1).collect();
        let board = nqueens::Board::from_rows(&rows).expect("a valid board");
        let solutions = naive_solutions(&random_board.allowed);
        for limit in [0, 1, 3, 1000] {
            let expected: Vec<Vec<usize>> = solutions.iter().take(limit).cloned().collect();
            assert_eq!(
                nqueens::first_solutions(&board, limit),
                expected,
                "{:?}, limit {}",
                rows,
                limit
            );
        }
    }
}

#[test]
fn time_reports_each_case_on_stderr_and_leaves_stdout_alone() {
    let input = "8\n4\n**.*\n****\n****\n****\n6\n8\n0\n";
    let cases = [(8, 92), (4, 1), (6, 4), (8, 92)];
    for extra in [&[][..], &["--list", "2", "--boards", "1"][..]] {
        let plain_stdout = run_ok(input, extra);
        let mut args = extra.to_vec();
        args.push("--time");
        let output = common::run(input.as_bytes(), &args);
        assert!(
            output.status.success(),
            "nqueens {:?} failed: status {}, stderr {:?}",
            args,
            output.status,
            common::stderr_text(&output)
        );
        assert!(
            output.stdout == plain_stdout.as_bytes(),
            "--time changed stdout of nqueens {:?}:\n{}",
            extra,
            common::describe_difference(&plain_stdout, &common::stdout_text(&output))
                .unwrap_or_default()
        );
        let stderr = common::stderr_text(&output);
        assert!(
            stderr.ends_with('\n'),
            "stderr does not end with a newline: {:?}",
            stderr
        );
        let lines: Vec<&str> = stderr.lines().collect();
        assert_eq!(
            lines.len(),
            cases.len(),
            "one time line per case expected: {:?}",
            stderr
        );
        for (index, (line, (n, count))) in lines.iter().zip(cases).enumerate() {
            let (case, line_n, line_count, seconds) = common::time_line(line)
                .unwrap_or_else(|| panic!("time line {:?} is not a --time line", line));
            assert_eq!(
                (case, line_n, line_count),
                (index + 1, n, count),
                "time line {:?}",
                line
            );
            assert!(
                (0.0..60.0).contains(&seconds),
                "time line {:?}: implausible time",
                line
            );
        }
    }
    // Operands are timed too.
    let output = common::run(b"", &["--time", "8"]);
    assert_eq!(common::stdout_text(&output), "92\n");
    let stderr = common::stderr_text(&output);
    assert!(
        stderr.starts_with("nqueens: case 1: N = 8, count 92, ") && stderr.lines().count() == 1,
        "nqueens --time 8: unexpected stderr {:?}",
        stderr
    );
}

#[test]
fn listing_with_more_than_one_shard_is_a_usage_error() {
    let cases: [&[&str]; 4] = [
        &["--list", "3", "--shard", "0/2", "8"],
        &["--shard", "0/2", "--list", "3", "8"],
        &["--boards", "1", "--shard", "1/3"],
        &["--shard=5/64", "--list=1", "--boards=1"],
    ];
    for args in cases {
        let output = common::run(b"8\n", args);
        let stderr = common::stderr_text(&output);
        assert_eq!(
            output.status.code(),
            Some(2),
            "nqueens {:?} should be a usage error (exit 2), got {}",
            args,
            output.status
        );
        assert!(
            output.stdout.is_empty(),
            "nqueens {:?} printed {:?}",
            args,
            common::stdout_text(&output)
        );
        assert!(
            stderr.contains("--shard"),
            "nqueens {:?}: stderr should mention --shard, got {:?}",
            args,
            stderr
        );
    }
    // One shard is the whole case: listing works as without --shard.
    assert_same(
        &run_ok("", &["--list", "2", "6"]),
        &run_ok("", &["--list", "2", "--shard", "0/1", "6"]),
        "nqueens --list 2 --shard 0/1 6",
    );
}

/// `--list K` streams: the first solutions of plain N = 17 come out
/// while the rest are still being found, and a reader that stops after
/// 100,000 lines ends the program quietly (status 0, broken pipe). Storing
/// the listing first would need about 15 GB for K = 10^9.
#[test]
fn listing_streams_and_stops_when_the_reader_goes() {
    use std::io::{BufRead, BufReader};
    use std::process::Stdio;
    use std::sync::mpsc;
    use std::time::Duration;

    let mut child = common::isolated(common::program_path())
        .args(["--list", "1000000000", "17"])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the program starts");
    let stdout = child.stdout.take().expect("stdout is piped");
    let (sender, receiver) = mpsc::channel();
    std::thread::spawn(move || {
        let lines: Vec<String> = BufReader::new(stdout)
            .lines()
            .take(100_000)
            .map(|line| line.expect("a line of text"))
            .collect();
        // Dropping the reader closes the pipe.
        let _ = sender.send(lines);
    });
    // A guard against a hang, not a speed check: streaming takes well
    // under a second here.
    let lines = match receiver.recv_timeout(Duration::from_secs(120)) {
        Ok(lines) => lines,
        Err(_) => {
            let _ = child.kill();
            panic!("no 100,000 lines of --list 1000000000 17 within 2 minutes");
        }
    };
    assert_eq!(lines.len(), 100_000);
    assert_eq!(lines[0], "1 3 5 2 8 11 15 7 16 14 17 4 6 9 12 10 13");
    let status = child.wait().expect("the program ends");
    assert!(
        status.success(),
        "status {:?} after the reader left",
        status
    );
}

/// The engine named on `nqueens ARGS`'s time line for the one case of
/// `input`, and what follows it.
fn engine_on_time_line(input: &str, args: &[&str]) -> String {
    let mut args = args.to_vec();
    args.push("--time");
    let output = common::run(input.as_bytes(), &args);
    assert!(output.status.success(), "nqueens {:?} failed", args);
    let stderr = common::stderr_text(&output);
    let line = stderr.lines().next().unwrap_or("");
    match line.split_once(" s, by ") {
        Some((_, how)) => how.to_string(),
        None => panic!("nqueens {:?}: no engine on {:?}", args, line),
    }
}

/// `--time` names what counted each case: the engine (auto's choice or
/// the forced one), and for a plan its shape, jobs and threads.
#[test]
fn time_names_the_engine_of_every_case() {
    let mut rng = Rng::new(0x71AE_E4E1_0000_0001);
    let board = |rng: &mut Rng, n: usize, density: f64| Board::random(rng, n, density).to_input();
    let starts_with = |how: &str, engine: &str| how.starts_with(engine);
    // Plain boards: the first search where the whole tree fits its
    // budget (N up to 11), the symmetry engine forced, the join from 12.
    let how = engine_on_time_line("", &["-j", "1", "9"]);
    assert!(how.ends_with("within its first budget"), "{}", how);
    let how = engine_on_time_line("", &["-j", "1", "--engine", "symmetry", "9"]);
    assert!(
        starts_with(&how, "symmetry (") && how.ends_with("jobs on 1 thread"),
        "{}",
        how
    );
    let how = engine_on_time_line("", &["-j", "1", "13"]);
    assert!(
        starts_with(&how, "join (") && how.contains(" pieces); "),
        "{}",
        how
    );
    // A small board: counted within auto's first budget.
    let small = board(&mut rng, 8, 0.8);
    let how = engine_on_time_line(&small, &[]);
    assert!(how.ends_with("within its first budget"), "{}", how);
    // Larger boards that auto plans: the dynamic search where a third of
    // the cells are forbidden, the fast core where few are.
    let dense = board(&mut rng, 17, 0.65);
    let how = engine_on_time_line(&dense, &["-j", "1"]);
    // Its plan starts from several placements of its first rows.
    assert!(
        starts_with(&how, "dynamic (")
            && how.contains(" starts); ")
            && how.ends_with("on 1 thread"),
        "{}",
        how
    );
    let open = board(&mut rng, 16, 0.96);
    let how = engine_on_time_line(&open, &["-j", "1"]);
    assert!(
        starts_with(&how, "fast") || starts_with(&how, "join"),
        "{}",
        how
    );
    // Every forced engine names itself.
    let case = board(&mut rng, 12, 0.85);
    for engine in ["reference", "fast", "dynamic", "filter", "join", "meet"] {
        let how = engine_on_time_line(&case, &["--engine", engine]);
        assert!(starts_with(&how, engine), "--engine {}: {}", engine, how);
    }
    let how = engine_on_time_line("", &["--engine", "symmetry", "11"]);
    assert!(starts_with(&how, "symmetry"), "{}", how);
    // A nearly plain board, where auto's join beats the searches.
    let nearly_plain = board(&mut rng, 16, 0.99);
    let how = engine_on_time_line(&nearly_plain, &["-j", "1"]);
    assert!(starts_with(&how, "join ("), "{}", how);
    // A batch of many cases of one N: auto builds the solution filter,
    // and names it on the cases it counts.
    let batch: String = (0..400).map(|_| board(&mut rng, 12, 0.8)).collect();
    let output = common::run(batch.as_bytes(), &["-j", "1", "--time"]);
    let stderr = common::stderr_text(&output);
    assert!(
        stderr.lines().any(|line| line.ends_with(" s, by filter")),
        "{}",
        stderr
    );
    // Two threads on a case long enough to share.
    let how = engine_on_time_line("", &["-j", "2", "17"]);
    assert!(how.ends_with(" jobs on 2 threads"), "{}", how);
}
