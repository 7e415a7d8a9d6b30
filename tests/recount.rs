//! `--recount`: every job of a part counted again by another engine
//! gives the part's record byte for byte, for plain boards and boards
//! with forbidden cells under every engine that splits into jobs;
//! docs/parallel.md's sampling loop, run as written there but for M and
//! N, says which parts agree and which do not; what it cannot recount
//! is refused by name.

mod common;

use common::boards::Board;
use common::Rng;
use std::path::Path;

/// Part `index` of `parts` of `input` by `engine`, counted or recounted.
fn part(input: &str, engine: &str, index: usize, parts: usize, recount: bool) -> String {
    let shard = format!("{}/{}", index, parts);
    let mut args = vec!["-j", "1", "--engine", engine, "--shard", &shard];
    if recount {
        args.push("--recount");
    }
    common::run_ok(input, &args)
}

/// Each engine that splits a case into jobs, forced, recounts every
/// part of plain boards and boards with forbidden cells (some with no
/// solution) to its record: the same split, the same counts.
#[test]
fn a_recounted_part_is_the_counted_part() {
    let mut rng = Rng::new(0x5EED_0065);
    let mut input = String::from("13\n");
    for _ in 0..3 {
        // 10% to 40% of the cells forbidden.
        let density = 1.0 - rng.between(10, 40) as f64 / 100.0;
        input += &Board::random(&mut rng, 13, density).to_input();
    }
    for engine in ["auto", "join", "dynamic", "fast", "reference"] {
        for index in 0..5 {
            let counted = part(&input, engine, index, 5, false);
            assert!(counted.starts_with("nqueens-part 1 part"), "{}", counted);
            let recounted = part(&input, engine, index, 5, true);
            assert_eq!(recounted, counted, "part {} by {}", index, engine);
        }
    }
}

/// The meet's jobs have no second engine: a case it counts is refused,
/// naming it; `--recount` with options that count nothing is a usage
/// error.
#[test]
fn what_cannot_be_recounted_is_refused_by_name() {
    let output = common::run(
        b"12\n",
        &["--engine", "meet", "--recount", "--shard", "1/4"],
    );
    assert_eq!(output.status.code(), Some(1));
    let stderr = common::stderr_text(&output);
    assert!(
        stderr.contains("--recount") && stderr.contains("meet"),
        "{}",
        stderr
    );
    assert_eq!(common::stdout_text(&output), "");
    for args in [
        &["--recount", "--estimate", "12"][..],
        &["--recount", "--todo", "4", "d", "12"],
    ] {
        let output = common::run(b"", args);
        assert_eq!(output.status.code(), Some(2), "{:?}", args);
        assert!(
            common::stderr_text(&output).contains("--recount"),
            "{:?}",
            args
        );
    }
}

/// docs/parallel.md's loop that recounts a sample of the parts (the `sh`
/// block after "Checking parts by another engine"), with the program's
/// path, 16 parts for 256, all of them drawn, and N = 12 and 13 for 22:
/// every part agrees; a part whose count was changed does not.
#[test]
fn the_sampling_loop_of_the_docs_tells_parts_that_agree() {
    let docs = std::fs::read_to_string(common::package_root().join("docs/parallel.md")).unwrap();
    let after = (docs.split("Checking parts by another engine").nth(1)).expect("the heading");
    let block = after
        .split("```sh\n")
        .nth(1)
        .and_then(|rest| rest.split("```").next());
    let program = common::program_path().to_str().expect("a UTF-8 path");
    let script = (block.expect("the loop's block"))
        .replace("nqueens ", &format!("'{}' ", program))
        .replace("0-255", "0-15")
        .replace("-n 4", "-n 16")
        .replace("256", "16")
        .replace(" 22", " 12 13");
    assert!(
        script.contains("--recount") && script.contains("cmp"),
        "{}",
        script
    );
    let dir = common::fresh_folder("recount", "loop");
    std::fs::create_dir_all(dir.join("parts")).unwrap();
    let parts: Vec<String> = (0..16)
        .map(|index| part("12 13", "auto", index, 16, false))
        .collect();
    let run = |parts: &[String]| {
        for (index, text) in parts.iter().enumerate() {
            std::fs::write(dir.join(format!("parts/{}.part", index)), text).unwrap();
        }
        let script = format!("cd '{}' && {}", dir.to_str().unwrap(), script);
        let output = common::run_program(Path::new("bash"), b"", &["-c", &script]);
        let mut agree: Vec<String> = common::stdout_text(&output)
            .lines()
            .filter(|line| line.ends_with(" agrees"))
            .map(str::to_string)
            .collect();
        agree.sort();
        (agree, common::stdout_text(&output))
    };
    let mut all: Vec<String> = (0..16)
        .map(|index| format!("part {} agrees", index))
        .collect();
    all.sort();
    assert_eq!(run(&parts).0, all);
    let mut changed = parts.clone();
    let at = changed[9].find(" count ").expect("a count") + " count ".len();
    let digit = if &changed[9][at..at + 1] == "1" {
        "2"
    } else {
        "1"
    };
    changed[9].replace_range(at..at + 1, digit);
    let (agree, stdout) = run(&changed);
    all.retain(|line| line != "part 9 agrees");
    assert_eq!(agree, all, "{}", stdout);
    assert!(stdout.contains("differ"), "{}", stdout);
}
