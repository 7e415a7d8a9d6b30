//! The bundler: makes `judge/nqueens.rs`, the one-file judge submission,
//! from the crate in `src/`. std only, line-based, and as simple as the
//! source allows because the source keeps to a few rules:
//!
//! - The library (`lib.rs`) comes first, then the program (`main.rs`)
//!   at the same level: the program's `use nqueens::...` lines are
//!   dropped (what they name is in scope there already), its inner
//!   attributes too (the library's stand at the top), and `nqueens::` in
//!   its modules becomes `crate::`.
//! - `mod name;` becomes `mod name { ... }` holding `name.rs` or
//!   `name/mod.rs` (looked up beside the parent file, or in the parent's
//!   own folder when the parent is not `main.rs` or `mod.rs`), indented.
//! - Comments (`//`, `///`, `//!`, `/* */`) are dropped, and so is every
//!   item or line under a `cfg` that needs `test`.
//! - `feature = "judge"` counts as on: what stands under
//!   `#[cfg(not(feature = "judge"))]` is dropped (an item, a field, a match
//!   arm or a statement, up to where its brackets close), and the line
//!   `#[cfg(feature = "judge")]` itself is dropped, keeping what it gates.
//!   So `cargo build --features judge` compiles what the judge file holds,
//!   and clippy checks it there.
//! - The file is written tight, as judges limit its size (SPOJ to 50,000
//!   bytes): no indentation, no blank line, no space between two tokens
//!   unless both are words (`as u64`) or the two characters would lex as
//!   one token (`& &x`, `a < -1`, `x: ::std`), and lines of code joined up
//!   to 170 characters; a comma before a closing `}` or `]` is dropped.
//! - Long names of the crate's own are shortened (`RENAMES`).
//! - `debug_assert!` statements are dropped: `-O` compiles them out, so a
//!   judge never runs them. So is `Debug` in a `#[derive(...)]` line: the
//!   judge file formats nothing with `{:?}` but strings.
//! - String and char literals are copied untouched, and so is a line that
//!   starts inside a string (the help text) and the `DEFAULT_ARGS` line a
//!   submitter edits.
//!
//! It is not a Rust parser: a `cfg` attribute must stand alone on its line,
//! and the bundle is checked by compiling it (tests/judge.rs).

mod lex;
mod tighten;

use lex::{lex, Line};
use std::fs;
use std::path::{Path, PathBuf};
pub use tighten::tighten;
use tighten::{check_renames, drop_trailing_comma, needs_space, renamed, without_debug, WIDTH};

/// Where the generated file lives, relative to the package root.
pub const JUDGE_FILE: &str = "judge/nqueens.rs";

/// The command that rewrites the judge file.
pub const REGENERATE: &str = "UPDATE_JUDGE=1 cargo test --release --test judge";

/// The file that `mod name;` in `parent` refers to.
fn module_file(parent: &Path, name: &str) -> Result<PathBuf, String> {
    let folder = parent.parent().unwrap_or(Path::new("."));
    let stem = parent.file_stem().and_then(|s| s.to_str()).unwrap_or("");
    let base = if stem == "main" || stem == "mod" || stem == "lib" {
        folder.to_path_buf()
    } else {
        folder.join(stem)
    };
    for candidate in [
        base.join(format!("{}.rs", name)),
        base.join(name).join("mod.rs"),
    ] {
        if candidate.is_file() {
            return Ok(candidate);
        }
    }
    Err(format!(
        "no file for `mod {};` in {}",
        name,
        parent.display()
    ))
}

/// `mod name;` (any visibility) gives `Some((visibility and "mod", name))`.
fn module_declaration(text: &str) -> Option<(&str, &str)> {
    let body = text.trim().strip_suffix(';')?;
    let at = body.rfind("mod ")?;
    let (head, name) = (&body[..at + 3], body[at + 4..].trim());
    let valid_head = head == "mod" || head.starts_with("pub") && head.ends_with(" mod");
    (valid_head && name.chars().all(|c| c.is_alphanumeric() || c == '_')).then_some((head, name))
}

/// Which part of the package a file belongs to: the library, or the
/// program (its root file, or a module of it), which names the library
/// `nqueens`.
#[derive(Clone, Copy, PartialEq)]
enum Part {
    Library,
    ProgramRoot,
    Program,
}

/// The bundled text of one file.
fn bundle_file(path: &Path, part: Part, out: &mut Out) -> Result<(), String> {
    let source =
        fs::read_to_string(path).map_err(|e| format!("cannot read {}: {}", path.display(), e))?;
    let lines = lex(&source);
    let mut i = 0;
    while i < lines.len() {
        let line = &lines[i];
        i += 1;
        if line.in_string {
            out.push(line.text.clone());
            continue;
        }
        let trimmed = line.text.trim();
        if line.only_comment {
            continue;
        }
        if is_test_cfg(trimmed) || trimmed == "#[cfg(not(feature = \"judge\"))]" {
            i = skip_unit(&lines, i);
            continue;
        }
        if trimmed.starts_with("debug_assert") {
            // Compiled out of any `-O` build: a judge never runs it.
            i = skip_unit(&lines, i - 1);
            continue;
        }
        if trimmed == "#[cfg(feature = \"judge\")]" {
            continue;
        }
        if trimmed.contains("feature = \"judge\"") {
            return Err(format!(
                "{}: a judge cfg must stand alone on its line: {}",
                path.display(),
                trimmed
            ));
        }
        if trimmed.is_empty() {
            continue;
        }
        if trimmed.starts_with("#![") {
            // The library's inner attributes head the file; the program's
            // repeat them.
            if part == Part::Library {
                out.head.push(trimmed.to_string());
            }
            continue;
        }
        if part == Part::ProgramRoot && trimmed.starts_with("use nqueens::") {
            i = skip_unit(&lines, i - 1);
            continue;
        }
        if let Some((head, name)) = module_declaration(&line.text) {
            let file = module_file(path, name)?;
            let inner = if part == Part::Library {
                Part::Library
            } else {
                Part::Program
            };
            out.push_code(format!("{} {}{{", tighten(head), renamed(name)));
            bundle_file(&file, inner, out)?;
            out.push_code("}".to_string());
            continue;
        }
        let code = if part == Part::Library {
            tighten(trimmed)
        } else {
            tighten(trimmed).replace("nqueens::", "crate::")
        };
        let code = match without_debug(&code) {
            Some(code) if code == "#[derive()]" => continue,
            Some(code) => code,
            None => code,
        };
        if trimmed.starts_with(EDITED_LINE) {
            // Near the top, where a submitter finds it.
            out.head.push(trimmed.to_string());
        } else if lines.get(i).is_some_and(|next| next.in_string) {
            // It opens a string that goes on: nothing may join it.
            out.push(code);
        } else {
            out.push_code(code);
        }
    }
    Ok(())
}

/// The lines written so far, and whether the last one ends outside any
/// literal (code that a line may join); and the lines that head the
/// file: the crate's inner attributes, then the line a submitter edits.
#[derive(Default)]
struct Out {
    lines: Vec<String>,
    last_is_code: bool,
    head: Vec<String>,
}

impl Out {
    /// Adds a line that is not code to join: it starts or ends inside a
    /// string, or is the line a submitter edits.
    fn push(&mut self, line: String) {
        self.lines.push(line);
        self.last_is_code = false;
    }

    /// Adds a line of code that ends outside any literal: it joins the
    /// line before, if that one is code too and the two fit in `WIDTH`
    /// (a space between them where the tokens would otherwise merge).
    fn push_code(&mut self, line: String) {
        if self.last_is_code && line.starts_with(['}', ']']) {
            if let Some(last) = self.lines.last_mut() {
                drop_trailing_comma(last);
            }
        }
        match self.lines.last_mut() {
            Some(last) if self.last_is_code => {
                let (a, b) = (last.chars().last(), line.chars().next());
                let space = match (a, b) {
                    (Some(a), Some(b)) => needs_space(a, b),
                    _ => false,
                };
                if last.len() + usize::from(space) + line.len() <= WIDTH {
                    if space {
                        last.push(' ');
                    }
                    last.push_str(&line);
                } else {
                    self.lines.push(line);
                }
            }
            _ => self.lines.push(line),
        }
        self.last_is_code = true;
    }
}

/// The start of the line a submitter edits (README.md shows it): copied
/// as written, so that it reads as documented.
const EDITED_LINE: &str = "const DEFAULT_ARGS: &str";

/// A `cfg` attribute that needs `test` (`#[cfg(test)]`, `#[cfg(all(test, ..))]`):
/// what it gates never reaches the judge.
fn is_test_cfg(trimmed: &str) -> bool {
    trimmed.starts_with("#[cfg(")
        && trimmed
            .split(|c: char| !c.is_alphanumeric() && c != '_')
            .any(|word| word == "test")
}

/// The index of the line after the item, field, arm or statement that
/// starts at `lines[start]` (after its attributes): where its brackets
/// have closed and it ends in `;`, `,` or `}`.
fn skip_unit(lines: &[Line], start: usize) -> usize {
    let mut depth = 0;
    let mut i = start;
    while i < lines.len() {
        let line = &lines[i];
        i += 1;
        depth += line.depth_change;
        let trimmed = line.text.trim();
        if line.only_comment || trimmed.is_empty() || trimmed.starts_with("#[") && depth == 0 {
            continue;
        }
        // A line that ends inside a string literal ends no item.
        let ends_in_string = lines.get(i).is_some_and(|next| next.in_string);
        if depth == 0
            && !ends_in_string
            && (trimmed.ends_with(';') || trimmed.ends_with(',') || trimmed.ends_with('}'))
        {
            break;
        }
    }
    i
}

/// The judge file for the crate whose root is `root`.
pub fn bundle(root: &Path) -> Result<String, String> {
    let mut body = Out::default();
    let src = root.join("src");
    check_renames(&src)?;
    bundle_file(&src.join("lib.rs"), Part::Library, &mut body)?;
    bundle_file(&src.join("main.rs"), Part::ProgramRoot, &mut body)?;
    let mut text = format!(
        "// nqueens: counts N-Queens placements, plain boards and boards with forbidden cells.\n\
         // Generated from src/ by tests/bundle (do not edit by hand; to regenerate, run\n\
         // `{}`). Submit this one file as it is. A judge runs it without\n\
         // arguments: a problem that needs options (such as --list 3 for Luogu P1219) sets\n\
         // them in DEFAULT_ARGS below; README.md lists the line for each judge.\n",
        REGENERATE
    );
    for line in body.head.iter().chain(&body.lines) {
        text.push_str(line);
        text.push('\n');
    }
    Ok(text)
}
