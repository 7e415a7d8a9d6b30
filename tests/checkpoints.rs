//! A long count stopped and started again with the same command goes on
//! from its checkpoint and prints the same count; a checkpoint that is
//! not of the case's jobs is never resumed.

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// A fresh state folder for test `name` (the program keeps its
/// checkpoints in `$XDG_STATE_HOME/nqueens`).
fn state(name: &str) -> PathBuf {
    common::fresh_folder("checkpoints", name)
}

fn command(state: &Path, args: &[&str]) -> Command {
    let mut command = Command::new(common::program_path());
    command
        .args(args)
        .env("XDG_STATE_HOME", state)
        .stdin(Stdio::null());
    command
}

/// The checkpoint files in the state folder.
fn checkpoints(state: &Path) -> Vec<PathBuf> {
    match std::fs::read_dir(state.join("nqueens")) {
        Ok(entries) => entries.map(|entry| entry.unwrap().path()).collect(),
        Err(_) => Vec::new(),
    }
}

/// Starts `args`, waits for its first checkpoint and stops it (SIGTERM, a
/// scheduler's stop: the program has no handler for it).
fn stop_at_first_checkpoint(state: &Path, args: &[&str]) {
    let mut child = command(state, args)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let started = Instant::now();
    while checkpoints(state).is_empty() {
        assert!(
            child.try_wait().unwrap().is_none(),
            "ended before its first checkpoint"
        );
        assert!(
            started.elapsed() < Duration::from_secs(120),
            "no checkpoint in 2 minutes"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    let pid = child.id().to_string();
    assert!(Command::new("kill")
        .args(["-TERM", &pid])
        .status()
        .unwrap()
        .success());
    assert!(!child.wait().unwrap().success(), "it ended on its own");
}

fn run(state: &Path, args: &[&str]) -> Output {
    command(state, args).output().unwrap()
}

/// Plain N = 19 on two threads (long enough that its first checkpoint,
/// due a second in, comes before its end on any processor), stopped at
/// its first checkpoint, then run again: it says how many of its jobs it
/// goes on from, prints the count, and leaves no checkpoint behind.
#[test]
fn a_stopped_count_goes_on_from_its_checkpoint() {
    let state = state("resume");
    let args = ["-j", "2", "19"];
    stop_at_first_checkpoint(&state, &args);
    let again = run(&state, &args);
    let said = common::stderr_text(&again);
    assert!(again.status.success(), "{}", said);
    assert_eq!(common::stdout_text(&again), "4968057848\n");
    let jobs: Vec<&str> = said
        .split("going on from a checkpoint: ")
        .nth(1)
        .unwrap_or("")
        .split(' ')
        .collect();
    let counted: usize = jobs[0].parse().unwrap_or_else(|_| panic!("{}", said));
    let of: usize = jobs[2].parse().unwrap_or_else(|_| panic!("{}", said));
    assert!(
        jobs[1] == "of" && jobs[3] == "jobs" && counted > 0 && counted < of,
        "{}",
        said
    );
    assert_eq!(checkpoints(&state), Vec::<PathBuf>::new(), "left behind");
}

/// A checkpoint whose lines were changed, or of another run of the same
/// board (another shard), is not resumed: the count starts over and is
/// right. `--no-checkpoints` keeps none.
#[test]
fn a_checkpoint_of_other_jobs_is_not_resumed() {
    let state = state("other");
    let args = ["-j", "2", "19"];
    stop_at_first_checkpoint(&state, &args);
    let file = checkpoints(&state).remove(0);
    let text = std::fs::read_to_string(&file).unwrap();
    std::fs::write(&file, text.replacen("sum ", "sum 1", 1)).unwrap();
    let again = run(&state, &args);
    let said = common::stderr_text(&again);
    assert!(
        said.contains(
            "is not a checkpoint of this case's jobs by this program: counting from the start"
        ),
        "{}",
        said
    );
    assert_eq!(common::stdout_text(&again), "4968057848\n");
    // The checkpoint of part 0 of 2 is not one of the whole case.
    let part = ["-j", "2", "--shard", "0/2", "19"];
    stop_at_first_checkpoint(&state, &part);
    let whole = run(&state, &args);
    assert_eq!(common::stderr_text(&whole), "");
    assert_eq!(common::stdout_text(&whole), "4968057848\n");
    assert_eq!(checkpoints(&state).len(), 1, "part 0/2's checkpoint stays");
    let state = self::state("none");
    let none = run(&state, &["-j", "2", "--no-checkpoints", "19"]);
    assert_eq!(common::stdout_text(&none), "4968057848\n");
    assert!(!state.join("nqueens").exists());
}
