//! A run in shards that is never silently wrong: each part writes a
//! record of what it is (read here by tests/common/parts.rs, which shares
//! no code with src/), `--merge` adds up only every part of one run
//! exactly once and names whatever else it finds, and `--todo` lists the
//! parts to count again after any fault.

mod common;

use common::parts::{self, Case};
use common::Rng;
use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::time::{Duration, Instant};

/// A fresh folder for test `name`.
fn folder(name: &str) -> PathBuf {
    common::fresh_folder("parts", name)
}

fn path_text(path: &Path) -> String {
    path.to_str().expect("a UTF-8 path").to_string()
}

/// `nqueens --merge` of `paths`: its status, stdout and stderr.
fn merge(paths: &[PathBuf]) -> (Option<i32>, String, String) {
    let texts: Vec<String> = paths.iter().map(|path| path_text(path)).collect();
    let mut args = vec!["--merge"];
    args.extend(texts.iter().map(String::as_str));
    let output = common::run(b"", &args);
    let stdout = common::stdout_text(&output);
    (output.status.code(), stdout, common::stderr_text(&output))
}

/// Asserts that merging `paths` is refused and says each of `faults`.
fn assert_refused(paths: &[PathBuf], faults: &[&str]) {
    let (status, stdout, stderr) = merge(paths);
    assert_eq!(status, Some(1), "{}", stderr);
    assert_eq!(stdout, "", "{}", stderr);
    assert!(
        stderr.starts_with("nqueens: error: the parts are not one whole run"),
        "{}",
        stderr
    );
    for fault in faults {
        assert!(stderr.contains(fault), "{:?} not said:\n{}", fault, stderr);
    }
}

/// Part `index` of `parts` of `input`, as the program writes it.
fn part(input: &str, index: usize, parts: usize) -> String {
    common::run_ok(
        input,
        &["-j", "1", "--shard", &format!("{}/{}", index, parts)],
    )
}

/// Writes `text` to `dir/name` and returns the path.
fn write(dir: &Path, name: &str, text: &str) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

/// The `parts` parts of `INPUT`, each written to `dir/I.part`: their
/// texts and files.
fn parts_in(dir: &Path, parts: usize) -> (Vec<String>, Vec<PathBuf>) {
    let texts: Vec<String> = (0..parts).map(|index| part(INPUT, index, parts)).collect();
    let files = (texts.iter().enumerate())
        .map(|(index, text)| write(dir, &format!("{}.part", index), text))
        .collect();
    (texts, files)
}

const INPUT: &str = "12\n4\n**.*\n****\n****\n****\n11\n";
const COUNTS: &str = "14200\n1\n2680\n";

/// A part's record names its part, its run and every case: N, a digest
/// of the board (here computed from the format's description), a split
/// (none for a case counted before any split), and the count; the parts'
/// counts add up. `--shard 0/1` is the whole case, printed plainly.
#[test]
fn a_part_is_a_record_of_its_run() {
    let records: Vec<_> = (0..3)
        .map(|index| parts::read(&part(INPUT, index, 3)))
        .collect();
    let board = |n: u64, rows: &[u64]| {
        let mut bytes = n.to_le_bytes().to_vec();
        rows.iter().for_each(|row| bytes.extend(row.to_le_bytes()));
        parts::fnv1a(&bytes)
    };
    let mut sums = [0; 3];
    for (index, record) in records.iter().enumerate() {
        assert_eq!(record.len(), 1);
        let (at, of, cases) = &record[0];
        assert_eq!((*at, *of), (index as u64, 3));
        assert_eq!(cases.len(), 3);
        assert_eq!(cases[0].board, board(12, &[0; 12]));
        assert_eq!(cases[1].board, board(4, &[0b100, 0, 0, 0]));
        // The board of N = 4 is counted before any split: part 0 has it.
        assert_eq!(cases[1].split, 0);
        assert_ne!(cases[0].split, 0, "N = 12 is split");
        assert_eq!(
            cases[0].split, records[0][0].2[0].split,
            "every part splits alike"
        );
        for (sum, case) in sums.iter_mut().zip(cases) {
            *sum += case.count;
        }
    }
    assert_eq!(sums, [14200, 1, 2680]);
    assert_eq!(records[1][0].2[1].count, 0);
    assert_eq!(common::run_ok(INPUT, &["--shard", "0/1"]), COUNTS);
}

/// The merge adds up the parts of every case exactly: from a file each,
/// from files that hold several parts, from a folder of `*.part` files
/// (other files beside them left alone), and past 2^64.
#[test]
fn the_merge_adds_every_part_exactly() {
    let dir = folder("adds");
    let (texts, files) = parts_in(&dir, 5);
    assert_eq!(merge(&files), (Some(0), COUNTS.to_string(), String::new()));
    let pair = write(
        &dir,
        "three.parts",
        &(texts[0].clone() + &texts[3] + "\n" + &texts[1]),
    );
    let rest = write(&dir, "two.parts", &(texts[4].clone() + &texts[2]));
    assert_eq!(
        merge(&[rest, pair]),
        (Some(0), COUNTS.to_string(), String::new())
    );
    write(&dir, "task.log", "not a part\n");
    assert_eq!(
        merge(std::slice::from_ref(&dir)),
        (Some(0), COUNTS.to_string(), String::new())
    );
    // Three parts of u64::MAX each.
    let wide = folder("wide");
    let case = |count| Case {
        n: 30,
        board: 7,
        split: 9,
        count,
    };
    for index in 0..3 {
        write(
            &wide,
            &format!("{}.part", index),
            &parts::record(index, 3, &[case(u64::MAX), case(1)]),
        );
    }
    let sum = format!("{}\n3\n", 3 * u128::from(u64::MAX));
    assert_eq!(merge(&[wide]), (Some(0), sum, String::new()));
}

/// The merge refuses every set that is not each part of one run once, and
/// names each fault: a part missing, given twice, given twice with other
/// counts, of another run (other cases, another M, a case split
/// otherwise), cut short, edited, bare counts, an empty or unreadable file.
#[test]
fn the_merge_names_every_fault() {
    let dir = folder("faults");
    let (texts, files) = parts_in(&dir, 4);
    let with = |extra: PathBuf| files.iter().cloned().chain([extra]).collect::<Vec<_>>();
    assert_refused(&files[..3], &["missing: 3 (1 of 4 parts)"]);
    assert_refused(
        &[&files[..], &files[1..2]].concat(),
        &["part 1/4 given twice: "],
    );
    // Part 2 again, with its count changed and the record made whole.
    let mut cases = parts::read(&texts[2])[0].2.clone();
    cases[0].count += 1;
    let changed = write(&dir, "changed", &parts::record(2, 4, &cases));
    assert_refused(
        &with(changed),
        &["part 2/4 given twice with different counts: "],
    );
    let other_cases = write(&dir, "other", &part("12\n", 1, 4));
    assert_refused(
        &with(other_cases),
        &["other: part 1/4 of another run (a run of other cases)"],
    );
    let other_m = write(&dir, "five", &part(INPUT, 1, 5));
    assert_refused(
        &with(other_m),
        &["five: part 1/5 of another run (a run in 5 parts, not 4)"],
    );
    let mut split = parts::read(&texts[1])[0].2.clone();
    split[2].split ^= 1;
    let resplit = write(&dir, "resplit", &parts::record(1, 4, &split));
    assert_refused(
        &with(resplit),
        &["resplit: part 1/4 of another run (case 3 split otherwise: another build, engine or --memory)"],
    );
    let cut = write(&dir, "cut", &texts[3][..texts[3].len() - 20]);
    assert_refused(
        &[&files[..3], &[cut]].concat(),
        &[
            "cut, line 1: the record of part 3/4 has no check line",
            "missing: 3 (1 of 4 parts)",
        ],
    );
    let edited = write(&dir, "edited", &texts[3].replacen("count ", "count 1", 1));
    assert_refused(
        &[&files[..3], &[edited]].concat(),
        &["edited, line 1: the record of part 3/4 fails its check"],
    );
    let bare = write(&dir, "bare", "14200\n");
    assert_refused(
        &with(bare),
        &["bare, line 1: a bare count, not a part's record"],
    );
    let empty = write(&dir, "empty", "");
    assert_refused(
        &with(empty),
        &[
            "no record of a part (tasks that never finished?) in ",
            "/empty\n",
        ],
    );
    assert_refused(&with(dir.join("absent")), &["cannot read "]);
    assert_refused(&[dir.join("absent")], &["no record of a part found"]);
}

/// Of each kind of fault the merge names the first twelve and counts the
/// rest: fourteen files with no record (named on one line) and fourteen
/// bare counts (a line each).
#[test]
fn the_merge_names_twelve_faults_of_a_kind_and_counts_the_rest() {
    let dir = folder("many-faults");
    let (_, files) = parts_in(&dir, 2);
    let many = |stem: &str, text: &str| -> Vec<PathBuf> {
        (0..14)
            .map(|at| write(&dir, &format!("{}{:02}", stem, at), text))
            .collect()
    };
    let (empty, bare) = (many("empty", ""), many("bare", "14200\n"));
    assert_refused(
        &[&files[..], &empty[..], &bare[..]].concat(),
        &[" and 2 more\n", "  and 2 more like these\n"],
    );
    let (_, _, stderr) = merge(&[&files[..], &empty[..], &bare[..]].concat());
    assert_eq!(stderr.matches("/empty").count(), 12, "{}", stderr);
    assert_eq!(stderr.matches("a bare count").count(), 12, "{}", stderr);
}

/// `nqueens --todo M DIR` with the cases of `input`: its stdout.
fn todo(input: &str, parts: usize, dir: &Path) -> String {
    let parts = parts.to_string();
    let output = common::run(input.as_bytes(), &["--todo", &parts, &path_text(dir)]);
    assert!(output.status.success(), "{}", common::stderr_text(&output));
    common::stdout_text(&output)
}

/// The to-do list holds exactly the parts that the folder lacks whole:
/// none found, cut short, of another run, or given twice with other
/// counts; a folder not made yet lacks every part. Counted and written,
/// they leave nothing to do.
#[test]
fn the_todo_lists_exactly_the_parts_to_count() {
    let dir = folder("todo");
    assert_eq!(todo(INPUT, 6, &dir.join("none")), "0\n1\n2\n3\n4\n5\n");
    let texts: Vec<String> = (0..6).map(|index| part(INPUT, index, 6)).collect();
    for index in [0, 1, 3, 5] {
        write(&dir, &format!("{}.part", index), &texts[index]);
    }
    write(&dir, "2.part", &texts[2][..40]);
    write(
        &dir,
        "5-again.part",
        &texts[5].replacen("count ", "count 9", 1),
    );
    write(&dir, "4.part", &part("12\n", 4, 6));
    let mut cases = parts::read(&texts[3])[0].2.clone();
    cases[0].count += 1;
    write(&dir, "3-again.part", &parts::record(3, 6, &cases));
    assert_eq!(todo(INPUT, 6, &dir), "2\n3\n4\n");
    std::fs::remove_file(dir.join("3-again.part")).unwrap();
    for index in [2, 3, 4] {
        write(&dir, &format!("{}.part", index), &texts[index]);
    }
    assert_eq!(todo(INPUT, 6, &dir), "");
    assert_eq!(
        todo("13\n", 6, &dir),
        "0\n1\n2\n3\n4\n5\n",
        "another run's list"
    );
}

/// A case that the forced engine refuses ends the to-do list's run as it
/// ends a count: exit 1, the error naming the case by its number.
#[test]
fn the_todo_names_a_refused_case_by_its_number() {
    let dir = folder("todo-refused");
    let input = "8\n9\n4\n**.*\n****\n****\n****\n";
    let args = ["--todo", "4", &path_text(&dir), "--engine", "symmetry"];
    let output = common::run(input.as_bytes(), &args);
    assert_eq!(output.status.code(), Some(1));
    let stderr = common::stderr_text(&output);
    assert!(stderr.starts_with("nqueens: error: case 3: "), "{}", stderr);
}

#[test]
fn the_todo_takes_a_part_count_and_a_folder_alone() {
    for args in [
        &["--todo", "1", "d"][..],
        &["--todo", "x", "d"],
        &["--todo", "4"],
        &["--todo", "4", "d", "--shard", "1/4"],
        &["--todo", "4", "d", "--time"],
        &["--todo", "4", "d", "--estimate"],
    ] {
        let output = common::run(b"", args);
        assert_eq!(output.status.code(), Some(2), "{:?}", args);
        assert!(
            common::stderr_text(&output).contains("--todo"),
            "{:?}",
            args
        );
    }
}

/// Starts part `index` of `parts` of `input`, its stdout into `file`.
fn start_part(input: &str, index: usize, parts: usize, file: &Path) -> std::process::Child {
    let shard = format!("{}/{}", index, parts);
    let mut child = common::isolated(common::program_path())
        .args(["-j", "1", "--shard", &shard])
        .stdin(Stdio::piped())
        .stdout(std::fs::File::create(file).unwrap())
        .stderr(Stdio::null())
        .spawn()
        .expect("cannot start nqueens");
    use std::io::Write;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child
}

/// A part killed while it counts leaves a file that is no part: the
/// merge and the to-do list see it missing.
#[test]
fn a_part_killed_while_it_counts_leaves_no_record() {
    let dir = folder("killed");
    let file = dir.join("0.part");
    let mut child = start_part("18\n", 0, 2, &file);
    std::thread::sleep(Duration::from_millis(300));
    child.kill().unwrap();
    let status = child.wait().unwrap();
    assert!(!status.success(), "part 0/2 of N = 18 ended within 300 ms");
    assert_eq!(std::fs::read(&file).unwrap(), b"", "a killed part wrote");
    assert_refused(
        &[file],
        &[
            "no record of a part (tasks that never finished?) in ",
            "/0.part\n",
        ],
    );
    assert_eq!(todo("18\n", 2, &dir), "0\n1\n");
}

/// Faults at random (seeded): parts killed at random moments while
/// others count beside them, then one file deleted, one cut short, one
/// overwritten by a copy of another part and one by a part of another
/// run. The merge names each, the to-do list holds exactly the parts
/// hit, and counting those makes the merge add up to the whole counts.
#[test]
fn a_run_resumes_after_random_faults() {
    // A part of N = 18 counts for a few tenths of a second: longer than
    // the moments the kills are drawn from.
    let input = "18\n13\n";
    let (parts, whole) = (24, "666090624\n73712\n");
    let dir = folder("random");
    let file = |index: usize| dir.join(format!("{}.part", index));
    let mut random = Rng::new(0x0063_FA17_5EED_0001);
    let mut hit = Vec::new();
    let mut whole_anyway = Vec::new();
    for batch in (0..parts).collect::<Vec<_>>().chunks(4) {
        let started = Instant::now();
        let mut children: Vec<_> = (batch.iter())
            .map(|&index| {
                (
                    index,
                    start_part(input, index, parts, &file(index)),
                    random.below(3) == 0,
                )
            })
            .collect();
        // A third are killed at a random moment of their first 150 ms.
        let moment = Duration::from_millis(random.below(150) as u64);
        std::thread::sleep(moment.saturating_sub(started.elapsed()));
        for (index, child, kill) in &mut children {
            if *kill {
                let _ = child.kill();
            }
            if !child.wait().unwrap().success() {
                hit.push(*index);
                // A kill that lands after the part wrote its record (its
                // last act) leaves it whole: the to-do may leave it out.
                if std::fs::metadata(file(*index)).is_ok_and(|m| m.len() > 0) {
                    whole_anyway.push(*index);
                }
            }
        }
    }
    assert!(hit.len() >= 2, "only parts {:?} were killed in time", hit);
    let whole_parts: Vec<usize> = (0..parts).filter(|index| !hit.contains(index)).collect();
    assert!(whole_parts.len() >= 6, "parts {:?} were killed", hit);
    let (deleted, cut, copied, foreign, source) = (
        whole_parts[0],
        whole_parts[1],
        whole_parts[2],
        whole_parts[3],
        whole_parts[4],
    );
    std::fs::remove_file(file(deleted)).unwrap();
    let text = std::fs::read(file(cut)).unwrap();
    std::fs::write(file(cut), &text[..text.len() / 2]).unwrap();
    std::fs::copy(file(source), file(copied)).unwrap();
    std::fs::write(file(foreign), part("16\n", foreign, parts)).unwrap();
    hit.extend([deleted, cut, copied, foreign]);
    hit.sort_unstable();
    let (_, _, said) = merge(std::slice::from_ref(&dir));
    for fault in [
        format!(
            "{}.part, line 1: the record of part {}/{} ",
            cut, cut, parts
        ),
        format!("part {}/{} given twice: ", source, parts),
        format!(
            "{}.part: part {}/{} of another run",
            foreign, foreign, parts
        ),
        "missing: ".to_string(),
    ] {
        assert!(said.contains(&fault), "{:?} not said:\n{}", fault, said);
    }
    let listed = todo(input, parts, &dir);
    let expected: String = (hit.iter())
        .filter(|index| {
            listed.lines().any(|line| line == index.to_string()) || !whole_anyway.contains(index)
        })
        .map(|index| format!("{}\n", index))
        .collect();
    assert_eq!(listed, expected, "the to-do list against the parts hit");
    for index in &hit {
        let mut child = start_part(input, *index, parts, &file(*index));
        assert!(child.wait().unwrap().success());
    }
    assert_eq!(
        merge(std::slice::from_ref(&dir)),
        (Some(0), whole.to_string(), String::new())
    );
    assert_eq!(todo(input, parts, &dir), "");
}
