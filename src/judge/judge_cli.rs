//! The judge build's command line: what judges' problems need, the
//! dialect and `--list`, and plain N operands. Set in the judge file's
//! `DEFAULT_ARGS` by a submitter (README.md has the line for each judge).

use crate::board::MAX_N;
use crate::input::Dialect;

/// The help, `--help`.
pub const USAGE: &str = "usage: nqueens [--dialect luogu|uva11195|cses1624] [--list K] [N ...]\n";

/// What the command line asks for.
pub struct Options {
    pub dialect: Dialect,
    /// List the first this many solutions of each case before its count.
    pub list: usize,
    /// Plain N values given as operands; empty means "read stdin".
    pub sizes: Vec<usize>,
}

/// Parses the arguments: the options, `None` for `--help`; an `Err` is a
/// usage error (exit status 2).
pub fn parse(args: &[String]) -> Result<Option<Options>, String> {
    let mut options = Options {
        dialect: Dialect::default(),
        list: 0,
        sizes: Vec::new(),
    };
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        // `--name=value` and `--name value` both work.
        let (name, inline) = match arg.split_once('=') {
            Some((name, value)) if arg.starts_with("--") => (name, Some(value.to_string())),
            _ => (arg.as_str(), None),
        };
        let mut value = |what: &str| {
            (inline.clone().or_else(|| args.next().cloned()))
                .ok_or_else(|| format!("option '{}' needs {}", name, what))
        };
        match name {
            "-h" | "--help" => return Ok(None),
            "--list" => {
                let text = value("a number of solutions")?;
                options.list = text.parse().map_err(|_| {
                    format!("option '{}' takes a whole number, found '{}'", name, text)
                })?;
            }
            "--dialect" => {
                options.dialect = Dialect::named(&value("a value: luogu, uva11195 or cses1624")?)?
            }
            _ if name.starts_with('-') && name.len() > 1 => {
                return Err(format!("unknown option '{}'", arg))
            }
            _ => match arg.parse::<usize>() {
                Ok(n) if (1..=MAX_N).contains(&n) => options.sizes.push(n),
                _ => {
                    let message = "N must be an integer from 1 to";
                    return Err(format!("{} {}, found '{}'", message, MAX_N, arg));
                }
            },
        }
    }
    Ok(Some(options))
}
