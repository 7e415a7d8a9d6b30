//! Proves that `src/main.rs` is a self-contained judge submission: plain
//! `rustc` compiles it alone, warning-free (`-D warnings -O`), under every
//! edition 2015, 2018, 2021 and 2024, and each resulting binary answers
//! `samples/hdu2553.in` correctly.

mod common;

use std::ffi::OsString;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::thread;

const EDITIONS: [&str; 4] = ["2015", "2018", "2021", "2024"];

/// The compiler to use: `$RUSTC` when set, else `rustc` from `PATH`.
fn rustc() -> OsString {
    std::env::var_os("RUSTC").unwrap_or_else(|| OsString::from("rustc"))
}

/// Compiles `source` under `edition` into `out_dir`; returns the binary's
/// path, or the compiler's complaint.
fn compile(source: &Path, edition: &str, out_dir: &Path) -> Result<PathBuf, String> {
    fs::create_dir_all(out_dir)
        .map_err(|error| format!("cannot create {}: {}", out_dir.display(), error))?;
    let binary = out_dir.join(format!("nqueens{}", std::env::consts::EXE_SUFFIX));
    let output = Command::new(rustc())
        .arg("--edition")
        .arg(edition)
        .args(["-D", "warnings", "-O"])
        .arg(source)
        .arg("-o")
        .arg(&binary)
        .output()
        .map_err(|error| format!("cannot run rustc: {}", error))?;
    if !output.status.success() {
        return Err(format!(
            "rustc exited with {}:\n{}",
            output.status,
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    Ok(binary)
}

#[test]
fn main_rs_compiles_alone_under_every_edition_and_answers_a_sample() {
    let root = common::package_root();
    let source = root.join("src").join("main.rs");
    let sample_input =
        fs::read(root.join("samples").join("hdu2553.in")).expect("cannot read samples/hdu2553.in");
    let expected = fs::read_to_string(root.join("samples").join("hdu2553.out"))
        .expect("cannot read samples/hdu2553.out");
    let work_dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("judge_build");

    // Compile all editions at once; each thread also runs its own binary.
    let results: Vec<(&str, Result<(), String>)> = thread::scope(|scope| {
        let handles: Vec<_> = EDITIONS
            .iter()
            .map(|&edition| {
                let out_dir = work_dir.join(format!("edition_{}", edition));
                let source = &source;
                let sample_input = &sample_input;
                let expected = &expected;
                let handle = scope.spawn(move || -> Result<(), String> {
                    let binary = compile(source, edition, &out_dir)?;
                    let output = common::run_program(&binary, sample_input, &[]);
                    if !output.status.success() {
                        return Err(format!("binary exited with {}", output.status));
                    }
                    match common::describe_difference(expected, &common::stdout_text(&output)) {
                        Some(difference) => {
                            Err(format!("wrong output on hdu2553:\n{}", difference))
                        }
                        None => Ok(()),
                    }
                });
                (edition, handle)
            })
            .collect();
        handles
            .into_iter()
            .map(|(edition, handle)| {
                let result = handle
                    .join()
                    .unwrap_or_else(|_| Err("the checking thread panicked".to_string()));
                (edition, result)
            })
            .collect()
    });

    let failures: Vec<String> = results
        .into_iter()
        .filter_map(|(edition, result)| {
            result
                .err()
                .map(|problem| format!("edition {}: {}", edition, problem))
        })
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
