//! Proves that the program reproduces every sample exactly: each
//! `samples/NAME.in`, fed on stdin, must make `nqueens` exit 0 and print
//! exactly `samples/NAME.out`. Samples are discovered at run time, so adding
//! a new `.in`/`.out` pair adds a new check without touching this file.

mod common;

use std::ffi::OsStr;
use std::fs;
use std::path::{Path, PathBuf};

/// The suite must not pass vacuously because the directory went missing.
const MINIMUM_SAMPLE_PAIRS: usize = 7;

/// Every file in `samples/` whose name ends in `.extension`, sorted by name.
fn files_with_extension(extension: &str) -> Vec<PathBuf> {
    let dir = common::samples::samples_dir();
    let entries = fs::read_dir(&dir)
        .unwrap_or_else(|error| panic!("cannot list {}: {}", dir.display(), error));
    let mut paths: Vec<PathBuf> = entries
        .map(|entry| entry.expect("cannot read a samples/ entry").path())
        .filter(|path| path.is_file() && path.extension() == Some(OsStr::new(extension)))
        .collect();
    paths.sort();
    paths
}

fn sample_name(path: &Path) -> String {
    path.file_stem()
        .map(|stem| stem.to_string_lossy().into_owned())
        .unwrap_or_else(|| path.display().to_string())
}

#[test]
fn enough_sample_pairs_exist() {
    let pairs = files_with_extension("in")
        .iter()
        .filter(|input| input.with_extension("out").is_file())
        .count();
    assert!(
        pairs >= MINIMUM_SAMPLE_PAIRS,
        "found only {} sample pairs in {}, expected at least {}",
        pairs,
        common::samples::samples_dir().display(),
        MINIMUM_SAMPLE_PAIRS
    );
}

#[test]
fn every_input_has_an_expected_output_and_vice_versa() {
    let missing_outputs: Vec<String> = files_with_extension("in")
        .iter()
        .filter(|input| !input.with_extension("out").is_file())
        .map(|input| sample_name(input))
        .collect();
    let missing_inputs: Vec<String> = files_with_extension("out")
        .iter()
        .filter(|output| !output.with_extension("in").is_file())
        .map(|output| sample_name(output))
        .collect();
    assert!(
        missing_outputs.is_empty() && missing_inputs.is_empty(),
        "samples without a .out: {:?}; samples without a .in: {:?}",
        missing_outputs,
        missing_inputs
    );
}

#[test]
fn every_sample_matches_its_expected_output() {
    let samples = common::samples::all();
    assert!(!samples.is_empty(), "no samples were checked");
    let failures: Vec<String> = samples
        .iter()
        .filter_map(|sample| {
            let args: Vec<&str> = sample.args.split_whitespace().collect();
            common::samples::check(common::program_path(), sample, &args)
        })
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {} samples failed:\n{}",
        failures.len(),
        samples.len(),
        failures.concat()
    );
}
