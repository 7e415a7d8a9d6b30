//! The samples/ pairs: `NAME.in` fed on stdin must make the program exit 0
//! and print `NAME.out`; an optional `NAME.args` holds the command-line
//! arguments the sample needs (one line, split at whitespace), such as a
//! judge's dialect.

use std::ffi::OsStr;
use std::fs;
use std::path::{Path, PathBuf};

pub struct Sample {
    pub name: String,
    pub input: Vec<u8>,
    pub expected: String,
    /// The contents of `NAME.args`, trimmed; empty when there is none.
    pub args: String,
}

pub fn samples_dir() -> PathBuf {
    super::package_root().join("samples")
}

/// Every `NAME.in` that has a `NAME.out`, in name order.
pub fn all() -> Vec<Sample> {
    let mut paths: Vec<PathBuf> = fs::read_dir(samples_dir())
        .expect("cannot read samples/")
        .map(|entry| entry.expect("cannot read samples/").path())
        .filter(|path| path.extension() == Some(OsStr::new("in")))
        .collect();
    paths.sort();
    paths
        .into_iter()
        .filter(|path| path.with_extension("out").is_file())
        .map(|path| Sample {
            name: path.file_stem().unwrap().to_string_lossy().into_owned(),
            input: read(&path),
            expected: String::from_utf8(read(&path.with_extension("out")))
                .expect("a .out is UTF-8"),
            args: fs::read_to_string(path.with_extension("args"))
                .map(|args| args.trim().to_string())
                .unwrap_or_default(),
        })
        .collect()
}

fn read(path: &Path) -> Vec<u8> {
    fs::read(path).unwrap_or_else(|error| panic!("cannot read {}: {}", path.display(), error))
}

/// Runs `program` on the sample with `args`; describes what went wrong.
pub fn check(program: &Path, sample: &Sample, args: &[&str]) -> Option<String> {
    let output = super::run_program(program, &sample.input, args);
    let mut problems = Vec::new();
    if !output.status.success() {
        problems.push(format!("  exit status {} (expected 0)\n", output.status));
    }
    if let Some(difference) =
        super::describe_difference(&sample.expected, &super::stdout_text(&output))
    {
        problems.push(difference);
    }
    if problems.is_empty() {
        return None;
    }
    Some(format!(
        "sample {} (args {:?}):\n{}  stderr: {:?}\n",
        sample.name,
        args,
        problems.concat(),
        super::stderr_text(&output)
    ))
}
