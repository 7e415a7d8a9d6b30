//! The README's three starts run as written: every command of their
//! `sh` blocks runs in a scratch folder (with `samples/` and `judge/`
//! beside it, and the built program first on `PATH` as `nqueens`), exits
//! 0, and prints what its `# prints ...` comment says.

mod common;

use std::fs;
use std::path::Path;
use std::process::Command;

/// The commands of the `sh` blocks under the README's "Three starts".
fn start_commands() -> Vec<String> {
    let readme = fs::read_to_string(common::package_root().join("README.md"))
        .expect("README.md is readable");
    let starts = readme
        .split("\n## Three starts\n")
        .nth(1)
        .expect("README has a section 'Three starts'");
    let starts = starts.split("\n## ").next().unwrap_or("");
    let mut commands = Vec::new();
    let mut in_block = false;
    for line in starts.lines() {
        match line {
            "```sh" => in_block = true,
            "```" => in_block = false,
            _ if in_block && !line.trim().is_empty() => commands.push(line.to_string()),
            _ => {}
        }
    }
    commands
}

#[test]
fn the_readme_starts_run_as_written() {
    let commands = start_commands();
    assert!(commands.len() >= 8, "too few commands: {:?}", commands);
    let root = common::package_root();
    let scratch = std::env::temp_dir().join(format!("nqueens-readme-{}", std::process::id()));
    fs::create_dir_all(&scratch).expect("a scratch folder");
    let bin = scratch.join("bin");
    fs::create_dir_all(&bin).expect("a bin folder");
    link(&root.join("samples"), &scratch.join("samples"));
    link(&root.join("judge"), &scratch.join("judge"));
    link(common::program_path(), &bin.join("nqueens"));
    let path = format!(
        "{}:{}",
        bin.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    for command in &commands {
        let (script, expected) = match command.split_once("# prints ") {
            Some((script, printed)) => (script, Some(printed.trim())),
            None => (command.as_str(), None),
        };
        let output = Command::new("bash")
            .args(["-c", script])
            .current_dir(&scratch)
            .env("PATH", &path)
            .output()
            .expect("bash runs");
        assert!(
            output.status.success(),
            "{:?} failed: {}",
            command,
            common::stderr_text(&output)
        );
        if let Some(expected) = expected {
            let printed: Vec<String> = common::stdout_text(&output)
                .lines()
                .map(String::from)
                .collect();
            assert_eq!(printed.join(", "), expected, "{:?}", command);
        }
    }
    let _ = fs::remove_dir_all(&scratch);
}

fn link(target: &Path, at: &Path) {
    let _ = fs::remove_file(at);
    std::os::unix::fs::symlink(target, at)
        .unwrap_or_else(|e| panic!("cannot link {}: {}", at.display(), e));
}

/// The README is for users: short, and its first lines are the two
/// commands a newcomer needs (the program on a sample, the tests).
#[test]
fn the_readme_is_short_and_opens_with_the_two_set_up_commands() {
    let readme = fs::read_to_string(common::package_root().join("README.md"))
        .expect("README.md is readable");
    assert!(
        readme.len() <= 12_000,
        "README.md has {} bytes",
        readme.len()
    );
    let first: Vec<&str> = readme
        .lines()
        .skip(1)
        .filter(|l| !l.is_empty())
        .take(3)
        .collect();
    assert_eq!(first[0], "```sh");
    assert!(
        first[1].starts_with("cargo run --release < samples/"),
        "{}",
        first[1]
    );
    assert!(first[2].starts_with("cargo test --release"), "{}", first[2]);
}
