//! The command line: options and plain N operands.

use nqueens::{checkpoint_folder, parse_bytes, Engine, Shard, MAX_THREADS};
use nqueens::{Config, Dialect, MAX_N};
use std::path::PathBuf;

/// What the command line asks for (the judge build's own command line,
/// src/judge/judge_cli.rs, takes what judges' problems need: the dialect
/// and `--list`).
#[derive(Debug)]
pub struct Options {
    /// The engine, what each case prints, and threads, shards and progress.
    pub config: Config,
    /// Plain N values given as operands; empty means "read stdin".
    pub sizes: Vec<usize>,
    /// `--todo M DIR`: the folder of the parts (M is the shard count).
    pub todo: Option<String>,
}

/// The help, `--help`.
pub const USAGE: &str = "\
usage: nqueens [OPTIONS] [N ...]
       nqueens --merge PATH...

Counts the ways to place N non-attacking queens on an N×N board (1 <= N <= 64).
Without N operands, reads cases from stdin: each is N, optionally followed by
N rows of '*' (a queen may stand here) and '.' (forbidden; attacks still pass);
0 or the end of input ends them. Prints one count per case, one per line.

counting:
  --engine NAME        auto (default: the fastest for each case), reference,
                       fast, dynamic, symmetry (plain boards), filter and meet
                       (N <= 16), join (N <= 31); docs/engines.md tells each

output:
  --list K             before each count, its first K solutions, 1-based columns
  --boards K           before each count, the first K solutions drawn with Q and .
  --time               after each case, on stderr: its number, N, count, time,
                       and the engine that counted it with its jobs and threads
  --estimate           instead of each count: its engine, jobs, time and peak
                       memory here, from a timed sample (at most 2 minutes)
  -h, --help           print this help and exit
  -V, --version        print the version and exit

threads and shards:
  -j, --threads N      worker threads, 1 to 4096 (default: all cores)
  --progress           show progress even off a terminal (a line every 5 s)
  --no-progress        never show it (default: on a terminal, after 1 s)
  --shard I/M          count only part I of M (0 <= I < M) of every case
  --memory SIZE        the join's tables at most SIZE (512M, 8G; default: half)
  --merge PATH...      add up every part of one run (files, folders of *.part)
  --todo M DIR         list the parts of M of this run that DIR's *.part lack
  --checkpoints DIR    where long counts keep what to resume from
  --no-checkpoints     keep none
  --recount            count every job by another engine (to check parts)

judges:
  --dialect NAME       luogu (default: '*' free, '.' forbidden), uva11195 ('.'
                       free, '*' bad; prints \"Case k: count\"), cses1624 (no N:
                       each case is 8 rows, '.' free, '*' reserved)

examples:
  echo 8 | nqueens                      prints 92
  nqueens --shard 3/64 20 > parts/3.part  part 3 of 64 of N = 20
  nqueens --todo 64 parts 20              the parts of N = 20 not yet in parts/
  nqueens --merge parts                   the parts added up: Q(20)
";

/// The program's version, as in Cargo.toml (a test keeps them equal;
/// a judge builds without Cargo, so it cannot come from there).
pub const VERSION: &str = "0.1.0";

/// What the command line asks for.
pub enum Parsed {
    Run(Options),
    /// `--merge FILE...`: add up the parts of a sharded run.
    Merge(Vec<String>),
    Help,
    Version,
}

/// Parses the arguments; an `Err` is a usage error (exit status 2). Long
/// because it is one match over every option, an arm or two each.
pub fn parse(args: &[String]) -> Result<Parsed, String> {
    let mut options = Options {
        config: Config::default(),
        sizes: Vec::new(),
        todo: None,
    };
    let config = &mut options.config;
    let mut todo = None;
    // `Some(None)`: none kept; `None`: the default folder.
    let mut checkpoints: Option<Option<String>> = None;
    if args.first().map(String::as_str) == Some("--merge") {
        return match &args[1..] {
            [] => Err("--merge needs the files of the parts to add".to_string()),
            files => Ok(Parsed::Merge(files.to_vec())),
        };
    }
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        // `--name=value`, `--name value`, `-j4` and `-j 4` all work.
        let (name, mut inline) = match arg.split_once('=') {
            Some((name, value)) if arg.starts_with("--") => (name, Some(value.to_string())),
            _ if arg.starts_with("-j") && arg.len() > 2 => ("-j", Some(arg[2..].to_string())),
            _ => (arg.as_str(), None),
        };
        let mut value = |what: &str| -> Result<String, String> {
            inline
                .take()
                .or_else(|| args.next().cloned())
                .ok_or_else(|| format!("option '{}' needs {}", name, what))
        };
        match name {
            "-h" | "--help" => return Ok(Parsed::Help),
            "-V" | "--version" => return Ok(Parsed::Version),
            "--list" => config.format.list = parse_count(name, &value("a number of solutions")?)?,
            "--boards" => {
                config.format.boards = parse_count(name, &value("a number of solutions")?)?
            }
            "--time" => config.format.time = true,
            "--estimate" => config.format.estimate = true,
            "--engine" => {
                let name = value("an engine name")?;
                config.engine = Engine::named(&name).ok_or_else(|| {
                    format!(
                        "unknown engine '{}': expected one of {}",
                        name,
                        Engine::NAMES.join(", ")
                    )
                })?;
            }
            "--dialect" => {
                let name = value("a value: luogu, uva11195 or cses1624")?;
                config.format.dialect = Dialect::named(&name)?;
            }
            "-j" | "--threads" => {
                let text = value("a number of threads")?;
                match text.parse::<usize>() {
                    Ok(threads) if (1..=MAX_THREADS).contains(&threads) => {
                        config.parallel.threads = Some(threads)
                    }
                    _ => {
                        return Err(format!(
                            "threads must be a whole number from 1 to {}, found '{}'",
                            MAX_THREADS, text
                        ))
                    }
                }
            }
            "--progress" => config.parallel.progress = Some(true),
            "--no-progress" => config.parallel.progress = Some(false),
            "--shard" => config.parallel.shard = parse_shard(&value("a value I/M")?)?,
            "--todo" => {
                let text = value("the number of parts M and a folder")?;
                let parts = match text.parse::<usize>() {
                    Ok(parts) if parts > 1 => parts,
                    _ => {
                        return Err(format!(
                            "--todo takes a number of parts M > 1, then a folder, found '{}'",
                            text
                        ))
                    }
                };
                let dir = args
                    .next()
                    .ok_or("--todo takes a folder after the number of parts")?;
                todo = Some((parts, dir.clone()));
            }
            "--checkpoints" => checkpoints = Some(Some(value("a folder")?)),
            "--no-checkpoints" => checkpoints = Some(None),
            "--recount" => config.parallel.recount = true,
            "--memory" => {
                let text = value("a size such as 8G")?;
                config.parallel.memory = Some(parse_bytes(&text).ok_or_else(|| {
                    format!(
                        "--memory takes a size such as 512M, 8G or 8GiB, found '{}'",
                        text
                    )
                })?);
            }
            _ if name.starts_with('-') && name.len() > 1 => {
                return Err(format!("unknown option '{}'", arg));
            }
            _ => options.sizes.push(parse_size(arg)?),
        }
        if inline.is_some() {
            return Err(format!("option '{}' takes no value", name));
        }
    }
    if config.format.estimate
        && (config.format.list + config.format.boards > 0 || config.format.time)
    {
        // Nothing is counted: there is no solution to list, no time to say.
        return Err(
            "--estimate counts nothing: it cannot be combined with --list, --boards or --time"
                .to_string(),
        );
    }
    if config.parallel.recount && (config.format.estimate || todo.is_some()) {
        // Nothing is counted, so nothing is recounted.
        return Err(
            "--recount counts again: it cannot be combined with --estimate or --todo".to_string(),
        );
    }
    let folder = match checkpoints {
        Some(folder) => folder.map(PathBuf::from),
        None => checkpoint_folder(),
    };
    // Kept for the run, which is the program's whole life.
    config.parallel.checkpoints = folder.map(|folder| &*Box::leak(folder.into_boxed_path()));
    if let Some((parts, dir)) = todo {
        // The parts of the run are split as part 0 of them splits it.
        if config.parallel.shard != Shard::WHOLE {
            return Err(
                "--todo names the number of parts itself: it cannot be combined with --shard"
                    .to_string(),
            );
        }
        if config.format.estimate
            || config.format.time
            || config.format.list + config.format.boards > 0
        {
            // Nothing is counted.
            return Err("--todo counts nothing: it cannot be combined with --estimate, --time, --list or --boards".to_string());
        }
        config.parallel.shard = Shard::new(0, parts).expect("0 < parts");
        options.todo = Some(dir);
    }
    if config.parallel.shard.count() > 1 && (config.format.list > 0 || config.format.boards > 0) {
        // A shard's "first solutions" would be the whole case's anyway.
        return Err(
            "--list and --boards list whole cases: they cannot be combined with --shard"
                .to_string(),
        );
    }
    Ok(Parsed::Run(options))
}

fn parse_count(name: &str, text: &str) -> Result<usize, String> {
    text.parse::<usize>()
        .map_err(|_| format!("option '{}' takes a whole number, found '{}'", name, text))
}

fn parse_size(arg: &str) -> Result<usize, String> {
    match arg.parse::<usize>() {
        Ok(n) if (1..=MAX_N).contains(&n) => Ok(n),
        Err(_) if std::path::Path::new(arg).is_file() => Err(format!(
            "'{}' is a file, and operands are N values: cases are read from standard input, as in 'nqueens < {}'",
            arg, arg
        )),
        _ => Err(format!(
            "N must be an integer from 1 to {}, found '{}'",
            MAX_N, arg
        )),
    }
}

fn parse_shard(text: &str) -> Result<Shard, String> {
    let parts = text
        .split_once('/')
        .and_then(|(i, m)| Some((i.parse::<usize>().ok()?, m.parse::<usize>().ok()?)));
    match parts.and_then(|(index, count)| Shard::new(index, count)) {
        Some(shard) => Ok(shard),
        None => Err(format!(
            "--shard takes I/M with 0 <= I < M, found '{}'",
            text
        )),
    }
}
