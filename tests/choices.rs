//! Auto's choices that decide how long a user waits, on named inputs,
//! read from the `--time` line ("by join (P pieces); J jobs on T
//! threads"): whether a plain case is split into jobs for the threads,
//! and whether a batch's case is shared out on every thread or counted
//! beside the others. N = 13, 15 and 16 lie 4 to 5 times from their
//! thresholds in the join's estimate, N = 17 just above its own.

mod common;

/// The pieces and jobs of each case that `input` with `args` counts by
/// the join.
fn pieces_and_jobs(input: &str, args: &[&str]) -> Vec<(usize, usize)> {
    let mut all = vec!["--time"];
    all.extend_from_slice(args);
    let output = common::run(input.as_bytes(), &all);
    assert!(output.status.success(), "{}", common::stderr_text(&output));
    common::stderr_text(&output)
        .lines()
        .map(|line| {
            let number = |after: &str, before: &str| -> usize {
                let rest = line.split(after).nth(1).unwrap_or("");
                let text = rest.split(before).next().unwrap_or("");
                text.parse()
                    .unwrap_or_else(|_| panic!("no number after {:?} in {:?}", after, line))
            };
            (
                number("by join (", " pieces)"),
                number("pieces); ", " jobs on "),
            )
        })
        .collect()
}

/// Plain N = 13 ends before a second thread would start: it is not split
/// (its jobs are the join's pieces); N = 15 is, for both threads.
#[test]
fn a_plain_case_is_split_for_the_threads_only_when_long() {
    let [(pieces, jobs)] = pieces_and_jobs("", &["-j", "2", "13"])[..] else {
        panic!("one case");
    };
    assert_eq!(jobs, pieces, "N = 13 split into jobs");
    let [(pieces, jobs)] = pieces_and_jobs("", &["-j", "2", "15"])[..] else {
        panic!("one case");
    };
    assert_ne!(jobs, pieces, "N = 15 not split");
}

/// In a batch on two threads, plain N = 17 (about a second) is shared out
/// on both; plain N = 16 after it is counted alone, beside what follows.
#[test]
fn a_batch_shares_out_only_its_long_cases() {
    let cases = pieces_and_jobs("17\n16\n0\n", &["-j", "2"]);
    let [(pieces_17, jobs_17), (pieces_16, jobs_16)] = cases[..] else {
        panic!("two cases: {:?}", cases);
    };
    assert_ne!(jobs_17, pieces_17, "N = 17 not shared out");
    assert_eq!(jobs_16, pieces_16, "N = 16 shared out");
}

/// The batch's sizes, read before its first case, decide from the first:
/// with 100 masked N = 14 cases to come (one in ten cells forbidden, each
/// a search of tens of milliseconds), the filter is built at once and
/// counts the first case; the same case alone goes to the join.
#[test]
fn a_batch_of_many_large_cases_counts_its_first_by_the_filter() {
    let mut rng = common::Rng::new(0x5EED_C401);
    let boards: Vec<String> = (0..100)
        .map(|_| common::boards::Board::random(&mut rng, 14, 0.9).to_input())
        .collect();
    let engine_of_first = |input: &str| {
        let output = common::run(input.as_bytes(), &["-j", "1", "--time"]);
        assert!(output.status.success(), "{}", common::stderr_text(&output));
        let stderr = common::stderr_text(&output);
        let first = stderr.lines().next().unwrap_or("").to_string();
        first.split(", by ").nth(1).unwrap_or("").to_string()
    };
    assert_eq!(engine_of_first(&boards.concat()), "filter");
    assert!(engine_of_first(&boards[0]).starts_with("join"));
}

/// A plain board whose N's filter is built is counted by the filter (a
/// read of its words, where a plan would search), and once: the next
/// plain board of that N has its count.
#[test]
fn a_plain_board_after_its_filter_is_built_is_counted_by_it_once() {
    let mut rng = common::Rng::new(0x5EED_C402);
    let mut input: String = (0..200)
        .map(|_| common::boards::Board::random(&mut rng, 12, 0.9).to_input())
        .collect();
    input.push_str("12\n12\n");
    let output = common::run(input.as_bytes(), &["-j", "1", "--time"]);
    assert!(output.status.success(), "{}", common::stderr_text(&output));
    let stdout = String::from_utf8_lossy(&output.stdout);
    let counts: Vec<&str> = stdout.lines().collect();
    assert_eq!(counts[200..], ["14200", "14200"]);
    let stderr = common::stderr_text(&output);
    let by: Vec<&str> = (stderr.lines())
        .filter_map(|line| line.split(", by ").nth(1))
        .collect();
    assert_eq!(by[0], "filter");
    assert_eq!(by[200], "filter");
    assert_eq!(by[201], "the count of the same plain N before");
}
