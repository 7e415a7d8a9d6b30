//! The house's size rules, read from the tree: no file in src/ or
//! tests/ over 500 lines, none in src/forecast over 400, and the
//! forecast in proportion to its one option: src/forecast.rs and
//! src/forecast/ with their tests, the plan and join code only the
//! forecast calls (each item with its doc comment), and its constants,
//! 1,500 lines at most.

use std::fs;
use std::path::{Path, PathBuf};

fn files(dir: &Path, found: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files(&path, found);
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            found.push(path);
        }
    }
}

fn lines(path: &Path) -> usize {
    fs::read_to_string(path).unwrap().lines().count()
}

/// The lines of the item whose first line holds `key` in `file`, with
/// the doc comments and attributes above it: to its closing brace, or
/// to its `;` where it has no body.
fn item_lines(file: &str, key: &str) -> usize {
    let text = fs::read_to_string(file).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    let at = (lines.iter())
        .position(|line| line.contains(key) && !line.trim_start().starts_with("//"))
        .unwrap_or_else(|| panic!("{} not in {}", key, file));
    let doc =
        |line: &str| line.trim_start().starts_with("///") || line.trim_start().starts_with("#[");
    let start = (0..at)
        .rev()
        .take_while(|&i| doc(lines[i]))
        .last()
        .unwrap_or(at);
    let mut depth = 0i64;
    for (i, line) in lines.iter().enumerate().skip(at) {
        depth += line.matches('{').count() as i64 - line.matches('}').count() as i64;
        if (depth <= 0 && line.contains('}')) || (depth == 0 && line.trim_end().ends_with(';')) {
            return i + 1 - start;
        }
    }
    panic!("{} in {} does not end", key, file);
}

#[test]
fn no_file_is_over_its_rule() {
    let mut found = Vec::new();
    files(Path::new("src"), &mut found);
    files(Path::new("tests"), &mut found);
    for path in found {
        let most = match path.starts_with("src/forecast") {
            true => 400,
            false => 500,
        };
        assert!(
            lines(&path) <= most,
            "{}: {} lines",
            path.display(),
            lines(&path)
        );
    }
}

#[test]
fn the_forecast_is_in_proportion() {
    let mut found = vec![
        PathBuf::from("src/forecast.rs"),
        PathBuf::from("src/count/plan/units.rs"),
    ];
    files(Path::new("src/forecast"), &mut found);
    let mut total: usize = found.iter().map(|path| lines(path)).sum();
    for (file, key) in [
        ("src/count/join/work.rs", "pub fn modelled_work"),
        ("src/count/join/slices.rs", "pub fn fit_estimated"),
        ("src/count/join/slices.rs", "fn fit_stride"),
        ("src/count/join/slices.rs", "pub fn held_entries"),
        ("src/count/join/slices.rs", "pub fn held_bytes"),
        ("src/count/join/slices.rs", "pub struct SliceSize"),
        ("src/count/join/pieces.rs", "pub fn random_part"),
        ("src/count/join/disjoint/buckets.rs", "pub fn modelled_cost"),
    ] {
        total += item_lines(file, key);
    }
    let tuning = fs::read_to_string("src/tuning.rs").unwrap();
    let tuning: Vec<&str> = tuning.lines().collect();
    for (i, line) in tuning.iter().enumerate() {
        if line.starts_with("pub const FORECAST_") {
            let docs = (0..i)
                .rev()
                .take_while(|&j| tuning[j].starts_with("///"))
                .count();
            total += docs + 1;
        }
    }
    assert!(total <= 1500, "the forecast is {} lines", total);
}
