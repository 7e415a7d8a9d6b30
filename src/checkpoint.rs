//! Checkpoints: the jobs of a case counted so far, kept in a file so that
//! a count stopped (Ctrl-C, SIGTERM from a scheduler, a crash, a power
//! cut) and started again with the same command goes on from them and
//! prints the same count. The program has no signal handler (std has
//! none to offer safe code), so it writes a checkpoint as it goes: once a case has run a
//! second, then whenever a tenth of its time so far, at least a second
//! and at most a minute (`CHECKPOINT_EVERY`), has passed since the last
//! one; a stop loses that and the jobs then being counted.
//!
//! A checkpoint is a file in the checkpoint folder (`--checkpoints DIR`;
//! by default `$XDG_STATE_HOME/nqueens`, else `~/.local/state/nqueens`)
//! named by the case's board and shard. It is resumed only where its
//! case, its shard, its job list (the jobs' digest after every split,
//! so the same threads and memory) and the program's own file are the
//! same; otherwise the case counts from its start and overwrites it. It
//! is written to a new file that then replaces the old one, so a stop
//! while writing leaves the last one whole, and it holds a check of its
//! own lines. It is deleted once its case is counted. Left out of the
//! judge file.

use crate::digest::Digest;
use crate::tuning::CHECKPOINT_EVERY;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, OnceLock, PoisonError};
use std::time::{Duration, Instant};

const MAGIC: &str = "nqueens-checkpoint";
const VERSION: u64 = 1;

/// The checkpoint folder by default: `$XDG_STATE_HOME/nqueens`, else
/// `$HOME/.local/state/nqueens`; none where neither is set.
pub fn default_folder() -> Option<PathBuf> {
    let state = std::env::var_os("XDG_STATE_HOME").filter(|dir| !dir.is_empty());
    let state = state.map(PathBuf::from).or_else(|| {
        let home = std::env::var_os("HOME").filter(|dir| !dir.is_empty())?;
        Some(Path::new(&home).join(".local").join("state"))
    })?;
    Some(state.join("nqueens"))
}

/// The digest of the running program's own file (so that no other build
/// resumes a checkpoint), read once; `None` where it cannot be read.
fn program_digest() -> Option<u64> {
    static DIGEST: OnceLock<Option<u64>> = OnceLock::new();
    *DIGEST.get_or_init(|| {
        let bytes = std::fs::read("/proc/self/exe")
            .or_else(|_| std::fs::read(std::env::current_exe()?))
            .ok()?;
        Some(Digest::of(&bytes))
    })
}

/// What names a case's count: its board, its shard and its number of
/// jobs; with the digest of its jobs (`Plan::digest`, given as a function
/// and computed only when a checkpoint is read or first written), its
/// identity.
#[derive(Clone, Copy)]
pub struct Identity {
    pub board: u64,
    pub shard: (usize, usize),
    pub jobs: usize,
}

/// The jobs of one case counted so far, and where they are kept.
pub struct Ledger {
    identity: Identity,
    path: PathBuf,
    started: Instant,
    state: Mutex<State>,
}

struct State {
    /// Bit `i` of word `i / 64`: job `i` is counted.
    done: Vec<u64>,
    /// The weighted counts of the jobs counted, added up.
    sum: u64,
    /// The identity's digest, once computed.
    identity: Option<u64>,
    /// When the last checkpoint was written (or the case started).
    written: Instant,
    /// Whether one was written or read: the file to delete at the end.
    kept: bool,
    /// Writing failed once: no more tries.
    failed: bool,
}

impl Ledger {
    /// The ledger of the case `identity` names, its checkpoint in `folder`;
    /// with the jobs it had counted where a checkpoint of the same case,
    /// jobs (whose digest `jobs` gives) and program is there (said on
    /// stderr, for case `case`).
    pub fn open(folder: &Path, identity: Identity, jobs: &dyn Fn() -> u64, case: usize) -> Ledger {
        let mut name = Digest::default();
        name.number(identity.board);
        name.number(identity.shard.0 as u64)
            .number(identity.shard.1 as u64);
        let path = folder.join(format!("{:016x}.checkpoint", name.value()));
        let now = Instant::now();
        let mut state = State {
            done: vec![0; (identity.jobs + 63) / 64],
            sum: 0,
            identity: None,
            written: now,
            kept: false,
            failed: false,
        };
        if let Ok(text) = std::fs::read_to_string(&path) {
            state.kept = true;
            let full = full_identity(&identity, jobs);
            state.identity = full;
            match full.and_then(|full| parse(&text, full, state.done.len())) {
                Some((done, sum)) => {
                    let counted: u32 = done.iter().map(|word| word.count_ones()).sum();
                    eprintln!(
                        "nqueens: case {}: going on from a checkpoint: {} of {} jobs counted ({})",
                        case,
                        counted,
                        identity.jobs,
                        path.display()
                    );
                    (state.done, state.sum) = (done, sum);
                }
                None => eprintln!(
                    "nqueens: case {}: {} is not a checkpoint of this case's jobs by this program: counting from the start",
                    case,
                    path.display()
                ),
            }
        }
        Ledger {
            identity,
            path,
            started: now,
            state: Mutex::new(state),
        }
    }

    /// Whether job `i` was counted before (a resumed checkpoint's).
    pub fn is_done(&self, i: usize) -> bool {
        let state = self.state.lock().unwrap_or_else(PoisonError::into_inner);
        state.done[i / 64] >> (i % 64) & 1 == 1
    }

    /// The weighted counts of the jobs counted so far, added up.
    pub fn sum(&self) -> u64 {
        self.state
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .sum
    }

    /// Notes job `i` counted with weighted count `count`, and writes a
    /// checkpoint when one is due (`jobs` gives the jobs' digest).
    pub fn done(&self, i: usize, count: u64, jobs: &dyn Fn() -> u64) {
        let mut state = self.state.lock().unwrap_or_else(PoisonError::into_inner);
        state.done[i / 64] |= 1 << (i % 64);
        state.sum += count;
        let now = Instant::now();
        if !state.failed && now - state.written >= due_after(now - self.started) {
            state.written = now;
            if state.identity.is_none() {
                state.identity = full_identity(&self.identity, jobs);
            }
            match state.identity {
                Some(full) => {
                    if let Err(e) = write(&self.path, &render(full, &state)) {
                        eprintln!(
                            "nqueens: cannot write a checkpoint to {}: {}; counting on without",
                            self.path.display(),
                            e
                        );
                        state.failed = true;
                    }
                    state.kept = true;
                }
                None => state.failed = true,
            }
        }
    }

    /// Deletes the checkpoint of a case counted to its end.
    pub fn finish(self) {
        let state = self
            .state
            .into_inner()
            .unwrap_or_else(PoisonError::into_inner);
        if state.kept {
            let _ = std::fs::remove_file(&self.path);
        }
    }
}

/// How long after the last checkpoint the next is due, in a case that has
/// run for `elapsed`: a tenth of it, within `CHECKPOINT_EVERY`.
fn due_after(elapsed: Duration) -> Duration {
    (elapsed / 10).clamp(CHECKPOINT_EVERY.0, CHECKPOINT_EVERY.1)
}

/// The digest of the case, its shard, its jobs and the program; `None`
/// where the program's file cannot be read.
fn full_identity(identity: &Identity, jobs: &dyn Fn() -> u64) -> Option<u64> {
    let mut digest = Digest::default();
    digest
        .bytes(MAGIC.as_bytes())
        .number(VERSION)
        .number(program_digest()?);
    digest.number(identity.board);
    digest
        .number(identity.shard.0 as u64)
        .number(identity.shard.1 as u64);
    digest.number(identity.jobs as u64).number(jobs());
    Some(digest.value())
}

/// The checkpoint's text: a header, the counted jobs as hexadecimal
/// words, their sum, and the check of the lines before it.
fn render(identity: u64, state: &State) -> String {
    let mut text = format!("{} {} {:016x}\n", MAGIC, VERSION, identity);
    for word in &state.done {
        let _ = write!(text, "{:016x}", word);
    }
    let _ = write!(text, "\nsum {}\n", state.sum);
    let check = Digest::of(text.as_bytes());
    let _ = writeln!(text, "check {:016x}", check);
    text
}

/// The counted jobs and their sum in checkpoint `text`, if it is whole
/// and of `identity` with `words` words of jobs.
fn parse(text: &str, identity: u64, words: usize) -> Option<(Vec<u64>, u64)> {
    let (body, check) = text.strip_suffix('\n')?.rsplit_once("check ")?;
    if u64::from_str_radix(check, 16).ok()? != Digest::of(body.as_bytes()) {
        return None;
    }
    let mut lines = body.lines();
    if lines.next()? != format!("{} {} {:016x}", MAGIC, VERSION, identity) {
        return None;
    }
    let bits = lines.next()?;
    if bits.len() != 16 * words || !bits.is_ascii() {
        return None;
    }
    let done = (0..words)
        .map(|w| u64::from_str_radix(&bits[16 * w..16 * w + 16], 16).ok())
        .collect::<Option<Vec<u64>>>()?;
    let sum = lines.next()?.strip_prefix("sum ")?.parse().ok()?;
    Some((done, sum))
}

/// Writes `text` to a new file beside `path`, then puts it in its place.
fn write(path: &Path, text: &str) -> std::io::Result<()> {
    if let Some(folder) = path.parent() {
        std::fs::create_dir_all(folder)?;
    }
    let fresh = path.with_extension(format!("new-{}", std::process::id()));
    std::fs::write(&fresh, text)?;
    std::fs::rename(&fresh, path)
}

#[cfg(test)]
mod tests {
    use super::{due_after, parse, render, State};
    use std::time::{Duration, Instant};

    fn state(done: Vec<u64>, sum: u64) -> State {
        State {
            done,
            sum,
            identity: None,
            written: Instant::now(),
            kept: false,
            failed: false,
        }
    }

    /// A checkpoint reads back as written, and only for its identity,
    /// its number of jobs and its own lines unchanged.
    #[test]
    fn a_checkpoint_reads_back_only_whole_and_for_its_case() {
        let text = render(0xfeed, &state(vec![5, u64::MAX, 0], 1234));
        assert_eq!(parse(&text, 0xfeed, 3), Some((vec![5, u64::MAX, 0], 1234)));
        assert_eq!(parse(&text, 0xfeee, 3), None);
        assert_eq!(parse(&text, 0xfeed, 2), None);
        for cut in 0..text.len() {
            assert_eq!(parse(&text[..cut], 0xfeed, 3), None, "cut at {}", cut);
        }
        let changed = text.replace("sum 1234", "sum 1235");
        assert_eq!(parse(&changed, 0xfeed, 3), None);
    }

    /// Due after a tenth of the case's time, at least a second, at most a
    /// minute.
    #[test]
    fn checkpoints_are_due_after_a_tenth_of_the_time() {
        assert_eq!(
            due_after(Duration::from_millis(500)),
            Duration::from_secs(1)
        );
        assert_eq!(due_after(Duration::from_secs(30)), Duration::from_secs(3));
        assert_eq!(
            due_after(Duration::from_secs(3600)),
            Duration::from_secs(60)
        );
    }
}
