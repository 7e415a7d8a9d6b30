//! A part's record: what `nqueens --shard I/M` writes, and `--merge` and
//! `--todo` read. A record names its part and run, every case's N, board
//! and split, and ends with a check of its own lines:
//!
//! ```text
//! nqueens-part 1 part 3/256 run 5f0c8f2b6a3d9e41 cases 2
//! case 1 n 22 board 9d1c0b8e3f2a7c64 split 0a7e5c3b91d2f468 count 10481762504
//! case 2 n 12 board 1b3a5c7e9f0d2468 split 7c3e1a9b5d0f2468 count 0
//! check 3e8a1f0c5b7d9264
//! ```
//!
//! The run is a digest of the number of parts and every case's N, board
//! and split digests: parts of one run share it, and parts of runs whose
//! cases, part count, build, engine or memory split the jobs apart do
//! not. The check is the digest of the record's lines before it, each
//! with its newline, so that a record cut short, edited or corrupted fails
//! it. A file holds any number of records (a task that counts several
//! parts appends them); the program writes each record in one write once
//! every case of the part is counted, so a task stopped earlier leaves no
//! record of that part.

use crate::board::Board;
use crate::digest::Digest;
use std::fmt::Write;

/// The record's first word and its format's version.
const MAGIC: &str = "nqueens-part";
const VERSION: u64 = 1;

/// The split digest of a case counted whole on one machine before any
/// split (a small case, or a count known already): part 0 holds it all.
pub const WHOLE_AT_PART_0: u64 = 0;

/// One case of a part: its N, its board's digest, its split's digest and
/// the part's count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CaseLine {
    pub n: usize,
    pub board: u64,
    pub split: u64,
    pub count: u64,
}

impl CaseLine {
    /// The line of `board`, split as `split` says, counting `count`.
    pub fn of(board: &Board, split: u64, count: u64) -> CaseLine {
        CaseLine {
            n: board.n,
            board: board_digest(board),
            split,
            count,
        }
    }
}

/// A part of a run: part `index` of `parts` of every case.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Part {
    pub index: usize,
    pub parts: usize,
    pub cases: Vec<CaseLine>,
}

/// The digest of a board: its N and every row's forbidden cells.
pub fn board_digest(board: &Board) -> u64 {
    let mut digest = Digest::default();
    digest.number(board.n as u64);
    for &row in board.forbidden() {
        digest.number(row);
    }
    digest.value()
}

/// The digest of a run of `parts` parts of these cases (their counts left
/// out).
pub fn run_of(parts: usize, cases: &[CaseLine]) -> u64 {
    let mut digest = Digest::default();
    digest.bytes(MAGIC.as_bytes()).number(VERSION);
    digest.number(parts as u64).number(cases.len() as u64);
    for case in cases {
        digest
            .number(case.n as u64)
            .number(case.board)
            .number(case.split);
    }
    digest.value()
}

impl Part {
    /// The digest of this part's run.
    pub fn run(&self) -> u64 {
        run_of(self.parts, &self.cases)
    }

    /// The record, ready to be written at once.
    pub fn record(&self) -> String {
        let mut text = format!(
            "{} {} part {}/{} run {:016x} cases {}\n",
            MAGIC,
            VERSION,
            self.index,
            self.parts,
            self.run(),
            self.cases.len()
        );
        for (i, case) in self.cases.iter().enumerate() {
            // Writing to a String cannot fail.
            let _ = writeln!(
                text,
                "case {} n {} board {:016x} split {:016x} count {}",
                i + 1,
                case.n,
                case.board,
                case.split,
                case.count
            );
        }
        let check = Digest::of(text.as_bytes());
        let _ = writeln!(text, "check {:016x}", check);
        text
    }
}

/// A record read back: the part, its run and its check.
#[derive(Debug)]
pub struct Read {
    pub part: Part,
    pub run: u64,
    pub check: u64,
}

/// What is wrong with a stretch of a file: the line (from 1) and why.
#[derive(Debug, PartialEq, Eq)]
pub struct Damage {
    pub line: usize,
    pub why: String,
}

/// The records of a file's text, and each stretch that is not one (read
/// on from the next record's first line).
pub fn read(text: &str) -> (Vec<Read>, Vec<Damage>) {
    let mut records = Vec::new();
    let mut damage = Vec::new();
    // A record's first line begins a line even where a record cut short
    // runs into it with no newline between.
    let mut lines: Vec<&str> = Vec::new();
    for mut line in text.split_inclusive('\n') {
        while let Some(at) = line.get(1..).and_then(|rest| rest.find(MAGIC)) {
            lines.push(&line[..at + 1]);
            line = &line[at + 1..];
        }
        lines.push(line);
    }
    let mut at = 0;
    while at < lines.len() {
        if !lines[at].starts_with(MAGIC) {
            let first = at;
            while at < lines.len() && !lines[at].starts_with(MAGIC) {
                at += 1;
            }
            let stray = &lines[first..at];
            // Blank lines between records are harmless.
            if stray.iter().any(|line| !line.trim().is_empty()) {
                damage.push(Damage {
                    line: first + 1,
                    why: stray_text(stray[0]),
                });
            }
            continue;
        }
        match record_at(&lines, at) {
            Ok((record, next)) => {
                records.push(record);
                at = next;
            }
            Err(hurt) => {
                // What is left of a damaged record is not said again.
                damage.push(hurt);
                at += 1;
                while at < lines.len() && !lines[at].starts_with(MAGIC) {
                    at += 1;
                }
            }
        }
    }
    (records, damage)
}

/// Why a line outside any record is there.
fn stray_text(line: &str) -> String {
    let line = line.trim_end();
    if !line.is_empty() && line.bytes().all(|b| b.is_ascii_digit()) {
        "a bare count, not a part's record (the output of a run without --shard, or of an older nqueens)".to_string()
    } else {
        format!("{:?} is not part of a record", shorten(line))
    }
}

fn shorten(line: &str) -> String {
    line.chars().take(60).collect()
}

/// The record whose first line is `lines[at]`, and the line after it.
fn record_at(lines: &[&str], at: usize) -> Result<(Read, usize), Damage> {
    let hurt = |line: usize, why: String| Damage {
        line: line + 1,
        why,
    };
    let header = words(lines[at]);
    let (index, parts, run, cases) = match header.as_slice() {
        [MAGIC, version, "part", part, "run", run, "cases", cases] => {
            if version.parse() != Ok(VERSION) {
                return Err(hurt(
                    at,
                    format!(
                        "a record of format {}, not {}: written by another version of nqueens",
                        version, VERSION
                    ),
                ));
            }
            let (index, parts) = part
                .split_once('/')
                .and_then(|(i, m)| Some((i.parse::<usize>().ok()?, m.parse::<usize>().ok()?)))
                .filter(|&(i, m)| i < m)
                .ok_or_else(|| hurt(at, format!("bad part {:?}", part)))?;
            let run = hex(run).ok_or_else(|| hurt(at, format!("bad run {:?}", run)))?;
            let cases = cases
                .parse::<usize>()
                .map_err(|_| hurt(at, format!("bad number of cases {:?}", cases)))?;
            (index, parts, run, cases)
        }
        _ => return Err(hurt(at, "a bad first line of a record".to_string())),
    };
    let mut part = Part {
        index,
        parts,
        cases: Vec::with_capacity(cases.min(1 << 16)),
    };
    let mut digest = Digest::default();
    feed(&mut digest, lines[at]);
    for case in 1..=cases {
        let line = at + case;
        let text = match lines.get(line) {
            Some(text) if text.ends_with('\n') && !text.starts_with(MAGIC) => text,
            _ => return Err(hurt(at, format!("the record of part {}/{} is cut short after {} of its {} cases (a truncated file, or a task stopped while writing)", index, parts, case - 1, cases))),
        };
        part.cases.push(case_line(text, case).ok_or_else(|| {
            hurt(
                line,
                format!(
                    "expected case {} of part {}/{}, found {:?}",
                    case,
                    index,
                    parts,
                    shorten(text.trim_end())
                ),
            )
        })?);
        feed(&mut digest, text);
    }
    let end = at + cases + 1;
    let check = match lines.get(end).map(|line| words(line)) {
        Some(words) if lines[end].ends_with('\n') && words.len() == 2 && words[0] == "check" => {
            hex(words[1]).ok_or_else(|| hurt(end, format!("bad check {:?}", words[1])))?
        }
        _ => return Err(hurt(at, format!("the record of part {}/{} has no check line after its {} cases (a truncated file, or a task stopped while writing)", index, parts, cases))),
    };
    if check != digest.value() {
        return Err(hurt(
            at,
            format!(
                "the record of part {}/{} fails its check: its lines were changed or corrupted",
                index, parts
            ),
        ));
    }
    if run != part.run() {
        return Err(hurt(
            at,
            format!(
                "the record of part {}/{} names a run its cases do not make",
                index, parts
            ),
        ));
    }
    Ok((Read { part, run, check }, end + 1))
}

/// Feeds a line to its record's check: its text and one `\n`, so that
/// `\r\n` line ends pass.
fn feed(digest: &mut Digest, line: &str) {
    match line.strip_suffix("\r\n") {
        Some(text) => digest.bytes(text.as_bytes()).bytes(b"\n"),
        None => digest.bytes(line.as_bytes()),
    };
}

/// A line's words, `\r\n` or `\n` ends allowed.
fn words(line: &str) -> Vec<&str> {
    line.split_ascii_whitespace().collect()
}

/// Case line `case`: `case K n N board B split S count C`.
fn case_line(text: &str, case: usize) -> Option<CaseLine> {
    match words(text).as_slice() {
        ["case", k, "n", n, "board", board, "split", split, "count", count]
            if k.parse() == Ok(case) =>
        {
            Some(CaseLine {
                n: n.parse().ok()?,
                board: hex(board)?,
                split: hex(split)?,
                count: count.parse().ok()?,
            })
        }
        _ => None,
    }
}

/// Sixteen hexadecimal digits.
fn hex(text: &str) -> Option<u64> {
    (text.len() == 16)
        .then(|| u64::from_str_radix(text, 16).ok())
        .flatten()
}

#[cfg(test)]
mod tests {
    use super::{read, CaseLine, Part};

    fn part(index: usize) -> Part {
        let case = |n, count| CaseLine {
            n,
            board: 0x1234 + n as u64,
            split: 0xabcd,
            count,
        };
        Part {
            index,
            parts: 4,
            cases: vec![case(12, 3550), case(8, 0)],
        }
    }

    /// A record reads back as the part it was written from, whatever
    /// else the file holds between records, and with `\r\n` line ends.
    #[test]
    fn a_record_reads_back() {
        let text = format!("{}\n{}", part(1).record(), part(3).record());
        let (records, damage) = read(&text);
        assert!(damage.is_empty(), "{:?}", damage);
        assert_eq!(records.len(), 2);
        assert_eq!((&records[0].part, &records[1].part), (&part(1), &part(3)));
        assert_eq!(records[0].run, records[1].run);
        assert_ne!(records[0].check, records[1].check);
        let (crlf, damage) = read(&part(2).record().replace('\n', "\r\n"));
        assert!(damage.is_empty() && crlf[0].part == part(2), "{:?}", damage);
    }

    /// Every line's loss, every cut and every changed digit is seen, and
    /// the record after it is still read.
    #[test]
    fn a_damaged_record_is_seen() {
        let good = part(0).record();
        let next = part(1).record();
        for cut in 0..good.len() {
            let text = format!("{}{}", &good[..cut], next);
            let (records, damage) = read(&text);
            assert_eq!(records.len(), 1, "cut at {}: {:?}", cut, damage);
            assert_eq!(records[0].part, part(1), "cut at {}", cut);
            assert_eq!(damage.is_empty(), cut == 0, "cut at {}: {:?}", cut, damage);
        }
        for (at, byte) in good.bytes().enumerate() {
            if byte.is_ascii_digit() {
                let mut changed = good.clone().into_bytes();
                changed[at] = if byte == b'9' { b'8' } else { byte + 1 };
                let (records, damage) = read(std::str::from_utf8(&changed).unwrap());
                assert!(records.is_empty(), "digit {} changed: {:?}", at, records);
                assert_eq!(damage.len(), 1, "digit {} changed", at);
            }
        }
    }

    /// What is said of a damaged stretch: where, and what it is.
    #[test]
    fn damage_names_its_line_and_cause() {
        let good = part(2).record();
        let lines: Vec<&str> = good.lines().collect();
        let why = |text: &str| {
            let (_, damage) = read(text);
            assert_eq!(damage.len(), 1, "{:?}", damage);
            (damage[0].line, damage[0].why.clone())
        };
        let (line, cut) = why(&format!("{}\n{}\n{}\n", lines[0], lines[1], lines[2]));
        assert_eq!(line, 1);
        assert!(cut.contains("part 2/4 has no check line"), "{}", cut);
        let (_, short) = why(&format!("{}\n", lines[0]));
        assert!(
            short.contains("cut short after 0 of its 2 cases"),
            "{}",
            short
        );
        let (line, bare) = why("14200\n");
        assert_eq!(line, 1);
        assert!(bare.contains("a bare count"), "{}", bare);
        let swapped = format!("{}\n{}\n{}\n{}\n", lines[0], lines[2], lines[1], lines[3]);
        let (line, order) = why(&swapped);
        assert_eq!(line, 2);
        assert!(order.contains("expected case 1 of part 2/4"), "{}", order);
        let (_, version) = why(&good.replacen("nqueens-part 1 ", "nqueens-part 2 ", 1));
        assert!(version.contains("format 2"), "{}", version);
    }
}
