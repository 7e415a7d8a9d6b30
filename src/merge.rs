//! `--merge PATH...` and `--todo M DIR`: the records of a run's parts
//! (`part`), read from files and folders. The merge adds them up, case by
//! case, exactly (u128), only when they are every part 0..M-1 of one run
//! exactly once; otherwise it names what is missing, given twice, damaged
//! or of another run, and adds up nothing. The to-do list names the parts
//! of a run that a folder does not hold whole. Left out of the judge file.

use crate::part::{self, CaseLine, Read};
use std::collections::{HashMap, HashSet};
use std::fs;
use std::io::{self, Write};
use std::path::Path;

/// The most items of one kind an error message names; it counts the rest.
const NAMED: usize = 12;

/// The records of one run found so far.
struct Tally {
    parts: usize,
    /// Its cases as the first record found gives them: only their N,
    /// board and split are read (counts differ from part to part).
    cases: Vec<CaseLine>,
    /// Each part found: the file of its first record, and that record's
    /// check (an identical copy has the same one).
    found: HashMap<usize, (usize, u64)>,
    /// Parts found again: the part, the file, and whether the copy is
    /// identical.
    again: Vec<(usize, usize, bool)>,
    records: usize,
    sums: Vec<u128>,
}

impl Tally {
    /// A run of `parts` parts of `cases`, none found yet.
    fn of(parts: usize, cases: &[CaseLine]) -> Tally {
        Tally {
            parts,
            cases: cases.to_vec(),
            found: HashMap::new(),
            again: Vec::new(),
            records: 0,
            sums: vec![0; cases.len()],
        }
    }

    fn add(&mut self, read: Read, file: usize) {
        self.records += 1;
        if let Some(&(_, check)) = self.found.get(&read.part.index) {
            self.again
                .push((read.part.index, file, check == read.check));
            return;
        }
        self.found.insert(read.part.index, (file, read.check));
        for (sum, case) in self.sums.iter_mut().zip(&read.part.cases) {
            // A u64 count per part, and far fewer than 2^64 parts.
            *sum += u128::from(case.count);
        }
    }

    /// The parts of 0..M-1 not found, as ranges.
    fn missing(&self) -> Vec<(usize, usize)> {
        let mut found: Vec<usize> = self.found.keys().copied().collect();
        found.sort_unstable();
        let mut ranges = Vec::new();
        let mut next = 0;
        for index in found.into_iter().chain(std::iter::once(self.parts)) {
            if index > next {
                ranges.push((next, index - 1));
            }
            next = index + 1;
        }
        ranges
    }
}

/// Every record of some files, by run, and what could not be read.
#[derive(Default)]
struct Gathered {
    files: Vec<String>,
    runs: HashMap<u64, Tally>,
    /// Unreadable files and damaged stretches.
    faults: Faults,
}

impl Gathered {
    /// Reads `paths`: files, and the `*.part` files of folders (not of
    /// their subfolders), in name order, so that logs and other files
    /// may sit beside the parts.
    fn read(paths: &[String]) -> Gathered {
        let mut gathered = Gathered::default();
        for path in paths {
            match fs::read_dir(path) {
                Ok(entries) => {
                    let mut files: Vec<_> = (entries.filter_map(Result::ok))
                        .filter(|entry| entry.file_type().is_ok_and(|kind| !kind.is_dir()))
                        .map(|entry| entry.path().to_string_lossy().into_owned())
                        .filter(|path| path.ends_with(".part"))
                        .collect();
                    // Part 9 before part 10.
                    files.sort_by(|a, b| (a.len(), a).cmp(&(b.len(), b)));
                    files.iter().for_each(|file| gathered.file(file));
                }
                Err(_) => gathered.file(path),
            }
        }
        gathered
    }

    fn file(&mut self, path: &str) {
        let bytes = match fs::read(path) {
            Ok(bytes) => bytes,
            Err(e) => {
                let fault = || format!("cannot read {}: {}", path, e);
                return self.faults.add(Kind::Damaged, fault);
            }
        };
        let file = self.files.len();
        self.files.push(path.to_string());
        let (records, damage) = part::read(&String::from_utf8_lossy(&bytes));
        if records.is_empty() && damage.is_empty() {
            self.faults.add(Kind::Empty, || path.to_string());
        }
        for hurt in damage {
            let fault = || format!("{}, line {}: {}", path, hurt.line, hurt.why);
            self.faults.add(Kind::Damaged, fault);
        }
        for read in records {
            let tally = (self.runs.entry(read.run))
                .or_insert_with(|| Tally::of(read.part.parts, &read.part.cases));
            tally.add(read, file);
        }
    }

    /// The run most records belong to (the first found of a tie).
    fn main_run(&self) -> Option<u64> {
        let most = self.runs.values().map(|tally| tally.records).max()?;
        let first = |tally: &Tally| tally.found.values().map(|&(file, _)| file).min();
        (self.runs.iter())
            .filter(|(_, tally)| tally.records == most)
            .min_by_key(|(_, tally)| first(tally))
            .map(|(&run, _)| run)
    }

    /// What is wrong with the parts of `run` as a whole run: the files'
    /// faults, the records of other runs, parts given twice and parts
    /// missing.
    fn faults(&self, run: u64) -> Faults {
        let mut faults = self.faults.clone();
        let tally = &self.runs[&run];
        let mut others: Vec<&Tally> = (self.runs.iter())
            .filter(|(&other, _)| other != run)
            .map(|(_, other)| other)
            .collect();
        others.sort_by_key(|other| other.found.values().map(|&(file, _)| file).min());
        for other in others {
            let how = difference(tally, other);
            let found = other.found.iter().map(|(&part, &(file, _))| (file, part));
            let again = other.again.iter().map(|&(part, file, _)| (file, part));
            let mut found: Vec<(usize, usize)> = found.chain(again).collect();
            found.sort_unstable();
            for (file, part) in found {
                let (file, parts) = (&self.files[file], other.parts);
                let fault =
                    || format!("{}: part {}/{} of another run ({})", file, part, parts, how);
                faults.add(Kind::Foreign, fault);
            }
        }
        let mut again = tally.again.clone();
        again.sort_unstable();
        for (part, file, same) in again {
            let first = &self.files[tally.found[&part].0];
            let what = match same {
                true => "given twice",
                false => "given twice with different counts",
            };
            let (file, parts) = (&self.files[file], tally.parts);
            let fault = || format!("part {}/{} {}: {} and {}", part, parts, what, first, file);
            faults.add(Kind::Twice, fault);
        }
        let missing = tally.missing();
        if !missing.is_empty() {
            let count: usize = missing.iter().map(|(first, last)| last - first + 1).sum();
            let (missing, parts) = (ranges(&missing), tally.parts);
            let fault = || format!("missing: {} ({} of {} parts)", missing, count, parts);
            faults.add(Kind::Missing, fault);
        }
        faults
    }
}

/// The kinds of fault, each said up to `NAMED` times.
#[derive(Clone, Copy)]
enum Kind {
    /// A file with no record at all (a task killed before it wrote, most
    /// often): its name, said with the others on one line.
    Empty,
    /// An unreadable file, or a damaged stretch of one.
    Damaged,
    /// A record of another run.
    Foreign,
    Twice,
    Missing,
}

/// What keeps a set of parts from being one whole run, by kind: the first
/// `NAMED` of each said, the rest counted.
#[derive(Clone, Default)]
struct Faults {
    said: [Vec<String>; 5],
    unsaid: [usize; 5],
}

impl Faults {
    /// Notes a fault of `kind`, written by `text` if it is to be said.
    fn add(&mut self, kind: Kind, text: impl FnOnce() -> String) {
        match self.said[kind as usize].len() < NAMED {
            true => self.said[kind as usize].push(text()),
            false => self.unsaid[kind as usize] += 1,
        }
    }

    fn is_empty(&self) -> bool {
        self.said.iter().all(Vec::is_empty)
    }

    /// On stderr, one a line (the empty files on one), each kind's
    /// unsaid counted.
    fn report(&self) {
        let [empty, rest @ ..] = &self.said;
        if !empty.is_empty() {
            let more = match self.unsaid[Kind::Empty as usize] {
                0 => String::new(),
                more => format!(" and {} more", more),
            };
            let files = empty.join(", ");
            eprintln!(
                "  no record of a part (tasks that never finished?) in {}{}",
                files, more
            );
        }
        for (said, &unsaid) in rest.iter().zip(&self.unsaid[1..]) {
            said.iter().for_each(|fault| eprintln!("  {}", fault));
            if unsaid > 0 {
                eprintln!("  and {} more like these", unsaid);
            }
        }
    }
}

/// How run `other` differs from run `main`.
fn difference(main: &Tally, other: &Tally) -> String {
    if other.parts != main.parts {
        return format!("a run in {} parts, not {}", other.parts, main.parts);
    }
    let same = |a: &CaseLine, b: &CaseLine| (a.n, a.board) == (b.n, b.board);
    if other.cases.len() != main.cases.len()
        || !other.cases.iter().zip(&main.cases).all(|(a, b)| same(a, b))
    {
        return "a run of other cases".to_string();
    }
    let case = (other.cases.iter().zip(&main.cases)).position(|(a, b)| a.split != b.split);
    format!(
        "case {} split otherwise: another build, engine or --memory",
        case.map_or(0, |case| case + 1)
    )
}

/// `ranges` as "3-5, 17, 200-255", the first `NAMED` of them.
fn ranges(ranges: &[(usize, usize)]) -> String {
    let mut named: Vec<String> = ranges
        .iter()
        .take(NAMED)
        .map(|&(first, last)| match first == last {
            true => first.to_string(),
            false => format!("{}-{}", first, last),
        })
        .collect();
    if ranges.len() > NAMED {
        named.push(format!("and {} more ranges", ranges.len() - NAMED));
    }
    named.join(", ")
}

/// The sums of the parts in `paths` (files, and folders of them), one per
/// case, when they are every part of one run exactly once; else every
/// fault found.
fn merge(paths: &[String]) -> Result<Vec<u128>, Box<Faults>> {
    let mut gathered = Gathered::read(paths);
    let Some(run) = gathered.main_run() else {
        let mut faults = gathered.faults;
        let fault = || "no record of a part found: nothing to add up".to_string();
        faults.add(Kind::Missing, fault);
        return Err(Box::new(faults));
    };
    let faults = gathered.faults(run);
    match faults.is_empty() {
        true => Ok((gathered.runs.remove(&run))
            .map(|tally| tally.sums)
            .unwrap_or_default()),
        false => Err(Box::new(faults)),
    }
}

/// Prints the sums of the parts in `paths`, one per line; returns the
/// exit status (1 after the faults on stderr).
///
/// ```no_run
/// let status = nqueens::print_merged(&["parts".to_string()]);
/// std::process::exit(status);
/// ```
pub fn print_merged(paths: &[String]) -> i32 {
    let sums = match merge(paths) {
        Ok(sums) => sums,
        Err(faults) => {
            eprintln!("nqueens: error: the parts are not one whole run, so nothing is added up:");
            faults.report();
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

/// The parts of a run of `parts` parts of `cases` (counts left out) that
/// the files of folder `dir` do not hold whole: none found, found only
/// damaged or of another run, or found twice with different counts.
/// Says on stderr what it found.
pub fn todo(parts: usize, cases: &[CaseLine], dir: &str) -> Vec<usize> {
    let mut gathered = match Path::new(dir).is_dir() {
        true => Gathered::read(&[dir.to_string()]),
        // No folder yet: nothing counted.
        false => Gathered::default(),
    };
    let run = part::run_of(parts, cases);
    let tally = (gathered.runs.entry(run)).or_insert_with(|| Tally::of(parts, cases));
    let differ: HashSet<usize> = (tally.again.iter())
        .filter(|&&(_, _, same)| !same)
        .map(|&(part, _, _)| part)
        .collect();
    let todo: Vec<usize> = (0..parts)
        .filter(|index| !tally.found.contains_key(index) || differ.contains(index))
        .collect();
    eprintln!(
        "nqueens: {} of {} parts to count in {}",
        todo.len(),
        parts,
        dir
    );
    gathered.faults(run).report();
    todo
}
