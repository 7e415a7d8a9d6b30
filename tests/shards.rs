//! `--shard I/M`: the M parts of every case add up to its whole count, the
//! parts of a big case are of similar size, and the README's GNU parallel
//! recipe works.

mod common;

use common::boards::{Board, MIRROR};
use common::{oracle, Rng};

use std::path::Path;

/// The shard counts every case is split into.
const SHARD_COUNTS: [usize; 5] = [1, 2, 3, 7, 64];

/// A random board in which each cell is allowed with probability `density`;
/// with `mirrored`, cut down to its largest left-right symmetric part.
fn random_board(random: &mut Rng, n: usize, density: f64, mirrored: bool) -> Board {
    let board = Board::random(random, n, density);
    if mirrored {
        board.symmetrized(&[MIRROR])
    } else {
        board
    }
}

/// Plain N = 1..=13 (8..=13 are the big ones; below that, shards can
/// outnumber the pieces of a case), then 42 random boards (N = 6..=12,
/// densities 0.3 to 1.0, a third of them mirror-symmetric), ended by `0`;
/// and the count of every case, from the independent oracle.
fn cases() -> (String, Vec<u64>) {
    let mut input = String::new();
    let mut counts = Vec::new();
    for n in 1..=13 {
        let board = Board {
            allowed: vec![vec![true; n]; n],
        };
        input.push_str(&format!("{}\n", n));
        counts.push(oracle::count(&board));
    }
    let mut random = Rng::new(0x5AAD_0000_2553_1562);
    let mut mirrored = 0;
    let mut big_mirrored = 0;
    for i in 0..42 {
        // N = 11 and 12 go to the fast engines: give them a fair share.
        let n = if i % 2 == 0 {
            random.between(11, 12)
        } else {
            random.between(6, 12)
        };
        let density = 0.3 + 0.7 * random.unit();
        let board = random_board(&mut random, n, density, i % 3 == 1);
        if board.is_invariant(MIRROR) {
            mirrored += 1;
            if n >= 11 {
                big_mirrored += 1;
            }
        }
        input.push_str(&board.to_input());
        counts.push(oracle::count(&board));
    }
    assert!(
        mirrored >= 14 && big_mirrored >= 5,
        "only {} mirror-symmetric boards, {} of them with N >= 11",
        mirrored,
        big_mirrored
    );
    input.push_str("0\n");
    (input, counts)
}

/// Runs the program and returns its counts, insisting on exit 0, empty
/// stderr and one count per case.
fn counts_of(input: &str, args: &[&str], cases: usize) -> Vec<u64> {
    let stdout = common::run_ok(input, args);
    assert!(
        stdout.ends_with('\n') || stdout.is_empty(),
        "nqueens {:?}: output does not end with a newline: {:?}",
        args,
        stdout
    );
    // A part of a run in shards is a record (tests/common/parts.rs).
    let sharded = args
        .windows(2)
        .any(|pair| pair[0] == "--shard" && !pair[1].ends_with("/1"));
    let counts: Vec<u64> = match sharded {
        true => common::parts::counts(&stdout),
        false => (stdout.lines())
            .map(|line| {
                line.parse()
                    .unwrap_or_else(|_| panic!("nqueens {:?}: {:?} is not a count", args, line))
            })
            .collect(),
    };
    assert_eq!(
        counts.len(),
        cases,
        "nqueens {:?}: expected {} counts, got {:?}",
        args,
        cases,
        stdout
    );
    counts
}

/// The case-by-case sums of the M shards of `input` under `engine`.
fn shard_sums(input: &str, engine: &str, shards: usize, cases: usize) -> Vec<u64> {
    let mut sums = vec![0u64; cases];
    for index in 0..shards {
        let shard = format!("{}/{}", index, shards);
        let part = counts_of(input, &["--engine", engine, "--shard", &shard], cases);
        for (sum, count) in sums.iter_mut().zip(part) {
            *sum += count;
        }
    }
    sums
}

fn assert_shards_add_up(engine: &str) {
    let (input, expected) = cases();
    let whole = counts_of(&input, &["--engine", engine], expected.len());
    assert_eq!(
        whole, expected,
        "--engine {}: unsharded counts differ from the simple counter",
        engine
    );
    for shards in SHARD_COUNTS {
        let sums = shard_sums(&input, engine, shards, expected.len());
        let wrong: Vec<String> = sums
            .iter()
            .zip(&expected)
            .enumerate()
            .filter(|(_, (sum, want))| sum != want)
            .map(|(case, (sum, want))| {
                format!(
                    "case {}: shards add up to {}, whole count {}",
                    case + 1,
                    sum,
                    want
                )
            })
            .collect();
        assert!(
            wrong.is_empty(),
            "--engine {} with {} shards:\n  {}\ninput:\n{}",
            engine,
            shards,
            wrong.join("\n  "),
            input
        );
    }
}

#[test]
fn shards_add_up_to_the_whole_count() {
    assert_shards_add_up("auto");
}

#[test]
fn shards_add_up_to_the_whole_count_with_the_reference_engine() {
    assert_shards_add_up("reference");
}

#[test]
fn shards_add_up_with_the_meet_engine() {
    assert_shards_add_up("meet");
}

#[test]
fn shards_add_up_with_the_join_engine() {
    // Plain boards only: pieces of both parities, the centre queen and
    // the (p, q) pairs of odd N.
    let input: String = (1..=15).map(|n| format!("{}\n", n)).collect();
    let expected = common::A000170[..15].to_vec();
    assert_eq!(counts_of(&input, &["--engine", "join"], 15), expected);
    for shards in SHARD_COUNTS {
        assert_eq!(
            shard_sums(&input, "join", shards, 15),
            expected,
            "--engine join with {} shards",
            shards
        );
    }
}

#[test]
fn shards_of_n_13_are_balanced() {
    let parts: Vec<u64> = (0..7)
        .map(|index| counts_of("13\n", &["--shard", &format!("{}/7", index)], 1)[0])
        .collect();
    let total: u64 = parts.iter().sum();
    assert_eq!(total, 73712, "the 7 shards of N = 13 add up to {:?}", parts);
    for (index, &part) in parts.iter().enumerate() {
        assert!(
            part * 10 <= total * 4,
            "shard {}/7 of N = 13 holds {} of {} (over 40%): {:?}",
            index,
            part,
            total,
            parts
        );
    }
}

/// `--estimate` of a shard that holds none of a case's jobs (more shards
/// than N = 12 has jobs; a smaller plain N is counted at once): no job
/// sampled, no time.
#[test]
fn a_shard_without_jobs_estimates_no_time() {
    let output = common::run(b"12\n", &["--estimate", "-j", "2", "--shard", "999/1000"]);
    let text = common::stdout_text(&output);
    assert!(output.status.success(), "{}", common::stderr_text(&output));
    assert!(
        text.contains("; 0 jobs on 2 threads: about 0.0 s (0.0 s of CPU time), ")
            && text.ends_with("; 0 units sampled in 0.0 s\n"),
        "{}",
        text
    );
}

/// The number of jobs `--estimate` says for N = 14 with `args`.
fn jobs_of(args: &[&str]) -> usize {
    let mut all = vec!["--estimate", "-j", "1"];
    all.extend_from_slice(args);
    let output = common::run(b"14\n", &all);
    let text = common::stdout_text(&output);
    assert!(output.status.success(), "{}", common::stderr_text(&output));
    let before = text.split(" jobs on ").next().unwrap_or("");
    let jobs = before.rsplit("; ").next().unwrap_or("");
    jobs.parse()
        .unwrap_or_else(|_| panic!("no job count in {:?}", text))
}

/// One machine splits a case for its threads; a part of a run in shards is
/// split for the whole run's machines, so that every part holds jobs. Each
/// part of two holds more jobs than the whole case has on one machine.
#[test]
fn a_shard_is_split_for_the_run_and_a_machine_for_its_threads() {
    let alone = jobs_of(&[]);
    let part = jobs_of(&["--shard", "0/2"]);
    assert!(alone > 1, "{} jobs on one thread", alone);
    assert!(
        part > alone,
        "part 0/2 holds {} jobs, the whole case on one machine {}",
        part,
        alone
    );
    assert_eq!(
        jobs_of(&["--shard", "0/1"]),
        alone,
        "one part is the whole run"
    );
}

/// Quotes `text` for bash, inside single quotes.
fn shell_quoted(text: &str) -> String {
    format!("'{}'", text.replace('\'', r"'\''"))
}

/// The lines of docs/parallel.md's recipe for GNU parallel on one
/// machine (the `sh` block after "GNU parallel on this machine"), with
/// the program's path for `nqueens`, 16 parts for 256 and N = 12 and 13
/// for 22.
fn parallel_recipe() -> Vec<String> {
    let docs = std::fs::read_to_string(common::package_root().join("docs/parallel.md")).unwrap();
    let after = docs
        .split("GNU parallel on this machine")
        .nth(1)
        .expect("the recipe's heading");
    let block = after
        .split("```sh\n")
        .nth(1)
        .and_then(|rest| rest.split("```").next());
    let program = shell_quoted(common::program_path().to_str().expect("a UTF-8 path"));
    let lines: Vec<String> = (block.expect("the recipe's block").lines())
        .map(|line| {
            line.replace("nqueens ", &format!("{} ", program))
                .replace("256", "16")
                .replace(" 22", " 12 13")
        })
        .collect();
    assert_eq!(lines.len(), 3, "{:?}", lines);
    assert!(
        lines[1].contains("--todo") && lines[2].contains("--merge"),
        "{:?}",
        lines
    );
    lines
}

/// Runs `script` with bash in `dir`.
fn bash_in(dir: &Path, script: &str) -> std::process::Output {
    let script = format!("cd {} && {}", shell_quoted(dir.to_str().unwrap()), script);
    common::run_program(Path::new("bash"), b"", &["-c", &script])
}

/// docs/parallel.md's GNU parallel recipe, as written there but for M and
/// N: the run, then the same recipe after a part's file was deleted, one
/// truncated, one overwritten by a copy of another part and one by a part
/// of another run: the merge names each, the to-do list holds exactly
/// those parts, and the recipe run again counts them and adds up. Needs
/// GNU parallel, which .ci/run installs and then runs this test by name
/// (`cargo test --release --test shards -- --ignored`), so a fresh machine
/// without it still passes the README's test command.
#[test]
#[ignore = "needs GNU parallel: .ci/run installs it and runs this"]
fn the_gnu_parallel_recipe_resumes_and_gives_exact_counts() {
    let probe = bash_in(
        Path::new("."),
        "command -v parallel >/dev/null && parallel --version",
    );
    let version = common::stdout_text(&probe);
    assert!(
        probe.status.success() && version.contains("GNU parallel"),
        "GNU parallel is not installed: install it, e.g. `apt-get install parallel` (found: {:?})",
        version.lines().next().unwrap_or("nothing")
    );
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("parallel_recipe");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let recipe = parallel_recipe();
    let whole = recipe.join(" && ");
    let ran = bash_in(&dir, &whole);
    assert!(
        ran.status.success(),
        "{}: {}",
        whole,
        common::stderr_text(&ran)
    );
    assert_eq!(common::stdout_text(&ran), "14200\n73712\n", "{}", whole);
    // Faults: 3 deleted, 5 cut short, 1 copied over 7, part 9 of the run
    // of N = 11 and 13 over 9.
    let part = |index: usize| dir.join(format!("parts/{}.part", index));
    std::fs::remove_file(part(3)).unwrap();
    let five = std::fs::read(part(5)).unwrap();
    std::fs::write(part(5), &five[..five.len() / 2]).unwrap();
    std::fs::copy(part(1), part(7)).unwrap();
    let other = common::run_ok("", &["--shard", "9/16", "11", "13"]);
    std::fs::write(part(9), other).unwrap();
    let merged = bash_in(&dir, &recipe[2]);
    let said = common::stderr_text(&merged);
    assert_eq!(merged.status.code(), Some(1), "{}", said);
    assert!(merged.stdout.is_empty(), "{}", said);
    for fault in [
        "missing: 3, 5, 7, 9 (4 of 16 parts)",
        "parts/5.part, line 1: the record of part 5/16 ",
        "part 1/16 given twice: ",
        "parts/9.part: part 9/16 of another run (a run of other cases)",
    ] {
        assert!(said.contains(fault), "{:?} not in {}", fault, said);
    }
    let todo = bash_in(&dir, recipe[1].split(" | ").next().unwrap());
    assert_eq!(
        common::stdout_text(&todo),
        "3\n5\n7\n9\n",
        "{}",
        common::stderr_text(&todo)
    );
    let again = bash_in(&dir, &whole);
    assert!(again.status.success(), "{}", common::stderr_text(&again));
    assert_eq!(common::stdout_text(&again), "14200\n73712\n");
    let todo = bash_in(&dir, recipe[1].split(" | ").next().unwrap());
    assert_eq!(
        common::stdout_text(&todo),
        "",
        "{}",
        common::stderr_text(&todo)
    );
}

fn write_parts(name: &str, parts: &[&str]) -> Vec<String> {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("merge")
        .join(name);
    std::fs::create_dir_all(&dir).unwrap();
    parts
        .iter()
        .enumerate()
        .map(|(i, text)| {
            let path = dir.join(format!("part-{}.out", i));
            std::fs::write(&path, text).unwrap();
            path.to_str().unwrap().to_string()
        })
        .collect()
}

/// `--merge` into a pipe whose reader has gone (as `| head` leaves it):
/// it ends quietly with status 0, as counting does.
#[test]
fn merge_into_a_closed_pipe_ends_quietly() {
    let parts: Vec<String> = (0..2)
        .map(|i| common::stdout_text(&common::run(b"8\n", &["--shard", &format!("{}/2", i)])))
        .collect();
    let files = write_parts("closed_pipe", &[&parts[0], &parts[1]]);
    // The reader (`true`) is gone before the merge writes.
    let script = format!(
        "{{ sleep 0.5; exec {} --merge {} {}; }} | true; exit ${{PIPESTATUS[0]}}",
        shell_quoted(common::program_path().to_str().unwrap()),
        shell_quoted(&files[0]),
        shell_quoted(&files[1])
    );
    let output = std::process::Command::new("bash")
        .args(["-c", &script])
        .output()
        .expect("cannot run bash");
    assert_eq!(common::stderr_text(&output), "", "{}", script);
    assert_eq!(output.status.code(), Some(0), "{}", script);
}

/// The count `--estimate` gives in `line` and its standard error relative
/// to it (0 where it says none: no spread seen).
fn estimated_count(line: &str) -> (f64, f64) {
    let rest = line
        .split("; count about ")
        .nth(1)
        .unwrap_or_else(|| panic!("no count in {:?}", line));
    let rest = rest.split(';').next().unwrap_or("");
    let mut parts = rest.split(" ± ");
    let count = parts.next().unwrap_or("").trim().parse().ok();
    let count = count.unwrap_or_else(|| panic!("no count in {:?}", line));
    let error = match parts.next() {
        Some(percent) => {
            let percent: f64 = (percent.trim_end_matches('%').parse().ok())
                .unwrap_or_else(|| panic!("no error in {:?}", line));
            percent / 100.0
        }
        None => 0.0,
    };
    (count, error)
}

/// `--estimate`'s count, from a sample of units, covers the count: within
/// four of its standard errors (one in some 15,000 runs misses by chance)
/// and each error under 10%, on plain boards the join counts (N = 16 and
/// 20, Q(20) from OEIS A000170), a shard's part of one (its count from
/// counting it), and masked boards the searches count.
#[test]
fn an_estimated_count_covers_the_count_within_its_error() {
    let mut random = Rng::new(0x00E5_7130_0000_0053);
    let mut cases: Vec<(String, Vec<&str>, u64)> = vec![
        ("16\n".to_string(), vec![], 14_772_512),
        ("20\n".to_string(), vec![], 39_029_188_884),
    ];
    let part = common::run_ok("17\n", &["-j", "2", "--shard", "1/3"]);
    let part = common::parts::counts(&part)[0];
    cases.push(("17\n".to_string(), vec!["--shard", "1/3"], part));
    for _ in 0..3 {
        let board = random_board(&mut random, 14, 0.85, false);
        let count = oracle::count(&board);
        cases.push((board.to_input(), vec![], count));
    }
    for (input, extra, count) in cases {
        let mut args = vec!["--estimate", "-j", "2"];
        args.extend_from_slice(&extra);
        let output = common::run(input.as_bytes(), &args);
        assert!(output.status.success(), "{}", common::stderr_text(&output));
        let line = common::stdout_text(&output);
        let (estimate, error) = estimated_count(&line);
        assert!(error < 0.1, "an error of {} in {}", error, line);
        let off = (estimate - count as f64).abs() / count.max(1) as f64;
        assert!(
            off <= 4.0 * error + 1e-4,
            "{} is off {:.4} of {}, past 4 errors of {}: {}",
            estimate,
            off,
            count,
            error,
            line
        );
    }
}
