//! `--merge FILE...`: adds the outputs of the parts of one sharded run,
//! case by case, exactly. Each part is what `nqueens --shard I/M` printed:
//! one count per line. The sums are u128 (a u64 count per part, and far
//! fewer than 2^64 parts), with overflow still checked. Every part must
//! have the same number of lines and nothing but counts in them; anything
//! else is an error naming the file and line. Left out of the judge file.

use std::fs;
use std::io::{self, Write};

/// Prints the sums of the parts in `files`, one per line; returns the exit
/// status (1 after an error message on stderr).
///
/// ```no_run
/// let status = nqueens::print_merged(&["part0.txt".to_string(), "part1.txt".to_string()]);
/// std::process::exit(status);
/// ```
pub fn print_merged(files: &[String]) -> i32 {
    let sums = match merge(files) {
        Ok(sums) => sums,
        Err(message) => {
            eprintln!("nqueens: error: {}", message);
            return 1;
        }
    };
    let text: String = sums.iter().map(|sum| format!("{}\n", sum)).collect();
    match io::stdout().lock().write_all(text.as_bytes()) {
        Err(e) if e.kind() != io::ErrorKind::BrokenPipe => {
            eprintln!("nqueens: error: cannot write standard output: {}", e);
            1
        }
        _ => 0,
    }
}

/// The case-by-case sums of the parts in `files`, or the first problem.
pub fn merge(files: &[String]) -> Result<Vec<u128>, String> {
    let mut sums: Option<Vec<u128>> = None;
    let mut first = "";
    for file in files {
        let counts = read_part(file)?;
        match &mut sums {
            None => {
                sums = Some(counts.iter().map(|&c| u128::from(c)).collect());
                first = file;
            }
            Some(sums) => {
                if counts.len() != sums.len() {
                    return Err(format!(
                        "{} has {} counts but {} has {}: the parts are not of one run",
                        file,
                        counts.len(),
                        first,
                        sums.len()
                    ));
                }
                for (case, (sum, &count)) in sums.iter_mut().zip(&counts).enumerate() {
                    *sum = sum.checked_add(u128::from(count)).ok_or_else(|| {
                        format!("{}, line {}: the sum passes 2^128", file, case + 1)
                    })?;
                }
            }
        }
    }
    Ok(sums.unwrap_or_default())
}

/// The counts of one part file, one per line (a last empty line and `\r`
/// before `\n` allowed).
fn read_part(file: &str) -> Result<Vec<u64>, String> {
    let bytes = fs::read(file).map_err(|e| format!("cannot read {}: {}", file, e))?;
    let text = String::from_utf8_lossy(&bytes);
    let body = text.strip_suffix('\n').unwrap_or(&text);
    if body.is_empty() {
        return Ok(Vec::new());
    }
    body.split('\n')
        .enumerate()
        .map(|(i, line)| {
            let count = line.trim();
            if count.is_empty() || !count.bytes().all(|b| b.is_ascii_digit()) {
                return Err(format!(
                    "{}, line {}: expected a count, found {:?}",
                    file,
                    i + 1,
                    line
                ));
            }
            count.parse::<u64>().map_err(|_| {
                format!(
                    "{}, line {}: {} is too large for a count",
                    file,
                    i + 1,
                    count
                )
            })
        })
        .collect()
}
