//! The bundler: makes `judge/nqueens.rs`, the one-file judge submission,
//! from the judge build's own crate root, `src/judge.rs`. The judge
//! build is a list of modules, the `mod` declarations that root makes
//! (with `#[path]` for the modules it shares with the library); the
//! bundler copies those modules into one file and compacts it by rule:
//!
//! - each `mod name;` becomes `mod name { … }` holding its file
//!   (`assemble::assemble`), the root's inner attributes heading the file;
//! - test code (`#[cfg(test)]` items, fields and statements) and
//!   `debug_assert!`s (compiled out by `-O`) are dropped, and `Debug` from
//!   derives (the file formats nothing with `{:?}` but strings);
//! - items that nothing in the file names are dropped, over and over
//!   (the shared modules hold functions only the full program calls), and
//!   then the imports nothing uses (`items::drop_unnamed_items`);
//! - `pub(crate)` and `pub(super)` become `pub`, which reaches no
//!   further in a file whose modules are its own, and an item's
//!   `#[allow(dead_code)]` goes, the root allowing it
//!   (`privacy::drop_needless_qualifiers`);
//! - the words the crate spells out get short names, the compiler saying
//!   which must keep theirs (`rename`), and the names it imports from std
//!   and `usize` short aliases where they save characters (`alias`);
//! - the `use` items of a block that begin alike are merged into one
//!   (`uses`);
//! - a `pub` that nothing outside its module needs is dropped, the
//!   compiler saying which are needed (`privacy`);
//! - it is printed tight (`print`): no space that separates nothing,
//!   lines filled to 170 characters.
//!
//! The line a submitter edits, `const DEFAULT_ARGS`, stands near the top
//! as written. Nothing here knows the crate's names: what goes in is what
//! the judge's root declares.

mod alias;
mod assemble;
mod items;
mod print;
mod privacy;
mod rename;
mod tokens;
mod uses;

pub use alias::{alias_code, alias_primitive_code};
pub use print::tighten;
pub use privacy::narrow_code;
use std::fs;
use std::path::Path;
use std::process::Command;
use tokens::{Kind, Token};
pub use uses::merge_uses_code;

/// Where the generated file lives, relative to the package root.
pub const JUDGE_FILE: &str = "judge/nqueens.rs";

/// The judge build's crate root.
pub const JUDGE_ROOT: &str = "src/judge.rs";

/// The command that rewrites the judge file.
pub const REGENERATE: &str = "UPDATE_JUDGE=1 cargo test --release --test judge";

/// The judge file for the package whose root is `root`.
pub fn bundle(root: &Path) -> Result<String, String> {
    let (attributes, body) = assemble::assemble(&root.join(JUDGE_ROOT))?;
    let body = items::drop_tests_and_debug(&body);
    let (body, default_args) = take_default_args(body)?;
    let body = items::drop_unnamed_items(body);
    let body = privacy::drop_needless_qualifiers(body);
    let mut head: Vec<String> = [
        "// nqueens: counts N-Queens placements, plain boards and boards with forbidden cells.",
        "// Generated from src/ by tests/bundle (do not edit by hand; to regenerate, run",
        &format!(
            "// `{}`). Submit this one file as it is. A judge runs it without",
            REGENERATE
        ),
        "// arguments: a problem that needs options (such as --list 3 for Luogu P1219) sets",
        "// them in DEFAULT_ARGS below; README.md lists the line for each judge.",
    ]
    .iter()
    .map(|line| line.to_string())
    .collect();
    head.extend(print::print(&attributes));
    head.push(default_args);
    let body = rename::shorten(&head, &body, &compile)?;
    let body = alias::alias(&head, &body, &compile);
    let body = alias::alias_primitive(&head, &body, &compile);
    let body = uses::merge_uses(&head, &body, &compile);
    Ok(privacy::narrow(&head, &body, &compile))
}

/// `body` without the `const DEFAULT_ARGS` item, and that item as its
/// line, written as README.md shows it.
fn take_default_args(body: Vec<Token>) -> Result<(Vec<Token>, String), String> {
    let at = (0..body.len())
        .find(|&k| body[k].is("const") && body.get(k + 1).is_some_and(|t| t.is("DEFAULT_ARGS")))
        .ok_or("the judge's root has no const DEFAULT_ARGS")?;
    let end = items::unit_end(&body, at);
    let value = (body[at..end].iter())
        .find(|t| t.kind == Kind::Literal)
        .ok_or("DEFAULT_ARGS has no value")?;
    let line = format!("const DEFAULT_ARGS: &str = {};", value.text);
    let mut rest = body[..at].to_vec();
    rest.extend_from_slice(&body[end..]);
    Ok((rest, line))
}

/// What rustc (`$RUSTC`, or from `PATH`) says is wrong with `text` as a
/// program: its errors' messages, warnings denied.
fn compile(text: &str) -> Result<(), Vec<String>> {
    let dir = std::env::temp_dir().join(format!("nqueens-bundle-{}", std::process::id()));
    let _ = fs::create_dir_all(&dir);
    let file = dir.join("nqueens.rs");
    fs::write(&file, text).map_err(|e| vec![format!("cannot write {}: {}", file.display(), e)])?;
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let output = Command::new(rustc)
        .args(["--edition", "2021", "--error-format=json", "-D", "warnings"])
        .args(["--crate-type", "bin", "--emit=metadata", "-o"])
        .arg(dir.join("nqueens.rmeta"))
        .arg(&file)
        .output()
        .map_err(|e| vec![format!("cannot run rustc: {}", e)])?;
    if output.status.success() {
        return Ok(());
    }
    let stderr = String::from_utf8_lossy(&output.stderr);
    let errors: Vec<String> = (stderr.lines())
        .filter(|line| line.contains("\"level\":\"error\""))
        .filter_map(first_message)
        .filter(|message| !message.starts_with("aborting due to"))
        .collect();
    match errors.is_empty() {
        true => Err(vec![stderr.into_owned()]),
        false => Err(errors),
    }
}

/// The first `"message"` of a line of rustc's JSON diagnostics: the
/// diagnostic's own, before its children's.
fn first_message(line: &str) -> Option<String> {
    let start = line.find("\"message\":\"")? + "\"message\":\"".len();
    let mut message = String::new();
    let mut chars = line[start..].chars();
    while let Some(c) = chars.next() {
        match c {
            '"' => return Some(message),
            '\\' => message.extend(chars.next()),
            _ => message.push(c),
        }
    }
    None
}

/// `code` with its visibility widened and printed tight (for the tests
/// of the rule).
pub fn widen(code: &str) -> String {
    let tokens = tokens::tokenize(code).expect("code that tokenizes");
    print::print(&privacy::drop_needless_qualifiers(tokens)).join("\n")
}
