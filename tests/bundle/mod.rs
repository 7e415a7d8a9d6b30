//! The bundler: makes `judge/nqueens.rs`, the one-file judge submission,
//! from the crate in `src/`. std only, line-based, and as simple as the
//! source allows because the source keeps to a few rules:
//!
//! - `mod name;` becomes `mod name { ... }` holding `name.rs` or
//!   `name/mod.rs` (looked up beside the parent file, or in the parent's
//!   own folder when the parent is not `main.rs` or `mod.rs`), indented.
//! - Comments (`//`, `///`, `//!`, `/* */`) are dropped, and so is every
//!   item or line under a `cfg` that needs `test`.
//! - `feature = "judge"` counts as on: what stands under
//!   `#[cfg(not(feature = "judge"))]` is dropped (an item, a field, a match
//!   arm or a statement, up to where its brackets close), and the line
//!   `#[cfg(feature = "judge")]` itself is dropped, keeping what it gates.
//!   A crate attribute `#![cfg_attr(not(feature = "judge"), ...)]`, on one
//!   line or several, is dropped whole (main.rs's `no_main`, which only the
//!   command-line build takes).
//!   So `cargo build --features judge` compiles what the judge file holds,
//!   and clippy checks it there.
//! - Indentation is halved to two spaces a level, plus two per module.
//! - String literals are copied untouched: a line that starts inside one
//!   (the help text) is not indented.
//!
//! It is not a Rust parser: a `cfg` attribute must stand alone on its line,
//! and the bundle is checked by compiling it (tests/judge.rs).

use std::fs;
use std::path::{Path, PathBuf};

/// Where the generated file lives, relative to the package root.
pub const JUDGE_FILE: &str = "judge/nqueens.rs";

/// The command that rewrites the judge file.
pub const REGENERATE: &str = "UPDATE_JUDGE=1 cargo test --release --test judge";

/// One line of source with its comments removed.
struct Line {
    text: String,
    /// The line starts inside a string literal: keep it byte for byte.
    in_string: bool,
    /// Opening minus closing brackets on the line, outside literals.
    depth_change: i64,
    /// Whether the line held nothing but a comment (it is then dropped,
    /// where a blank line of the source is kept).
    only_comment: bool,
}

/// Lexer state carried from one character to the next.
#[derive(Clone, Copy, PartialEq)]
enum State {
    Code,
    /// Inside `"..."`.
    Str,
    /// Inside `r#..#"..."#..#` with this many `#`.
    RawStr(usize),
    /// Inside `/* */`, this deep.
    Block(usize),
}

/// Splits `source` into lines without comments, noting strings and brackets.
fn lex(source: &str) -> Vec<Line> {
    let chars: Vec<char> = source.chars().collect();
    let mut lines = Vec::new();
    let mut state = State::Code;
    let mut i = 0;
    let mut line = Line {
        text: String::new(),
        in_string: false,
        depth_change: 0,
        only_comment: false,
    };
    let mut had_comment = false;
    while i < chars.len() {
        let c = chars[i];
        if c == '\n' {
            let finished = std::mem::replace(
                &mut line,
                Line {
                    text: String::new(),
                    in_string: matches!(state, State::Str | State::RawStr(_)),
                    depth_change: 0,
                    only_comment: false,
                },
            );
            lines.push(finish(finished, had_comment));
            had_comment = matches!(state, State::Block(_));
            i += 1;
            continue;
        }
        match state {
            State::Code => {
                let next = chars.get(i + 1).copied();
                if c == '/' && next == Some('/') {
                    // A line comment: skip to the end of the line.
                    had_comment = true;
                    while i < chars.len() && chars[i] != '\n' {
                        i += 1;
                    }
                    continue;
                }
                if c == '/' && next == Some('*') {
                    had_comment = true;
                    state = State::Block(1);
                    i += 2;
                    continue;
                }
                if c == '"' {
                    state = State::Str;
                } else if c == 'r'
                    && (next == Some('"') || next == Some('#'))
                    && !ident_before(&chars, i)
                {
                    let hashes = chars[i + 1..].iter().take_while(|&&h| h == '#').count();
                    if chars.get(i + 1 + hashes) == Some(&'"') {
                        line.text.extend(&chars[i..i + 2 + hashes]);
                        state = State::RawStr(hashes);
                        i += 2 + hashes;
                        continue;
                    }
                } else if c == '\'' {
                    // A char literal ('x', '\n', '\u{..}'), not a lifetime.
                    if let Some(len) = char_literal_len(&chars, i) {
                        line.text.extend(&chars[i..i + len]);
                        i += len;
                        continue;
                    }
                } else if "([{".contains(c) {
                    line.depth_change += 1;
                } else if ")]}".contains(c) {
                    line.depth_change -= 1;
                }
                line.text.push(c);
                i += 1;
            }
            State::Str => {
                line.text.push(c);
                if c == '\\' {
                    if let Some(&escaped) = chars.get(i + 1) {
                        if escaped == '\n' {
                            // A line continuation: the next line starts in the string.
                            i += 1;
                            continue;
                        }
                        line.text.push(escaped);
                        i += 2;
                        continue;
                    }
                } else if c == '"' {
                    state = State::Code;
                }
                i += 1;
            }
            State::RawStr(hashes) => {
                line.text.push(c);
                if c == '"'
                    && chars[i + 1..]
                        .iter()
                        .take(hashes)
                        .filter(|&&h| h == '#')
                        .count()
                        == hashes
                {
                    line.text.extend(&chars[i + 1..i + 1 + hashes]);
                    i += 1 + hashes;
                    state = State::Code;
                    continue;
                }
                i += 1;
            }
            State::Block(depth) => {
                let next = chars.get(i + 1).copied();
                if c == '*' && next == Some('/') {
                    state = if depth == 1 {
                        State::Code
                    } else {
                        State::Block(depth - 1)
                    };
                    i += 2;
                } else if c == '/' && next == Some('*') {
                    state = State::Block(depth + 1);
                    i += 2;
                } else {
                    i += 1;
                }
            }
        }
    }
    if !line.text.is_empty() || had_comment {
        lines.push(finish(line, had_comment));
    }
    lines
}

fn finish(mut line: Line, had_comment: bool) -> Line {
    if !line.in_string {
        let trimmed = line.text.trim_end().len();
        line.text.truncate(trimmed);
    }
    line.only_comment = had_comment && line.text.trim().is_empty();
    line
}

/// Whether `chars[i]` continues an identifier (so `r` is not a raw-string prefix).
fn ident_before(chars: &[char], i: usize) -> bool {
    i > 0 && (chars[i - 1].is_alphanumeric() || chars[i - 1] == '_')
}

/// The length of the char literal starting at `chars[i]` (a `'`), if it is one.
fn char_literal_len(chars: &[char], i: usize) -> Option<usize> {
    match chars.get(i + 1)? {
        '\\' => {
            let close = chars[i + 2..].iter().take(12).position(|&c| c == '\'')?;
            Some(close + 3)
        }
        _ if chars.get(i + 2) == Some(&'\'') => Some(3),
        _ => None,
    }
}

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

/// The bundled text of one file, its lines indented by `indent` levels.
fn bundle_file(path: &Path, indent: usize, out: &mut Vec<String>) -> Result<(), String> {
    let source =
        fs::read_to_string(path).map_err(|e| format!("cannot read {}: {}", path.display(), e))?;
    let lines = lex(&source);
    let pad = "  ".repeat(indent);
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
        if trimmed == "#[cfg(feature = \"judge\")]" {
            continue;
        }
        if trimmed.starts_with("#![cfg_attr(") {
            // A crate attribute, perhaps over several lines (rustfmt breaks
            // long ones): dropped whole if the command-line build alone
            // takes it.
            let end = attribute_end(&lines, i - 1);
            let text: String = lines[i - 1..end].iter().map(|l| l.text.trim()).collect();
            if text.starts_with("#![cfg_attr(not(feature = \"judge\"),") {
                i = end;
                continue;
            }
        }
        if trimmed.contains("feature = \"judge\"") {
            return Err(format!(
                "{}: a judge cfg must stand alone on its line: {}",
                path.display(),
                trimmed
            ));
        }
        if trimmed.is_empty() {
            // Keep one blank line between items, none after an opening brace.
            let after_open = out
                .last()
                .map_or(true, |last| last.trim().is_empty() || last.ends_with('{'));
            if !after_open {
                out.push(String::new());
            }
            continue;
        }
        if let Some((head, name)) = module_declaration(&line.text) {
            let file = module_file(path, name)?;
            out.push(format!(
                "{}{}{} {} {{",
                pad,
                half_indent(&line.text),
                head,
                name
            ));
            bundle_file(&file, indent + 1, out)?;
            out.push(format!("{}{}}}", pad, half_indent(&line.text)));
            continue;
        }
        if trimmed.starts_with('}') && matches!(out.last(), Some(last) if last.is_empty()) {
            out.pop();
        }
        out.push(format!(
            "{}{}{}",
            pad,
            half_indent(&line.text),
            line.text.trim_start()
        ));
    }
    if matches!(out.last(), Some(last) if last.is_empty()) {
        out.pop();
    }
    Ok(())
}

/// A `cfg` attribute that needs `test` (`#[cfg(test)]`, `#[cfg(all(test, ..))]`):
/// what it gates never reaches the judge.
fn is_test_cfg(trimmed: &str) -> bool {
    trimmed.starts_with("#[cfg(")
        && trimmed
            .split(|c: char| !c.is_alphanumeric() && c != '_')
            .any(|word| word == "test")
}

/// Half the line's indentation: two spaces a level instead of rustfmt's
/// four, which keeps the file readable and saves a fifth of its size.
fn half_indent(text: &str) -> String {
    " ".repeat((text.len() - text.trim_start().len()) / 2)
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
        if depth == 0
            && (trimmed.ends_with(';') || trimmed.ends_with(',') || trimmed.ends_with('}'))
        {
            break;
        }
    }
    i
}

/// The index of the line after the attribute that starts at
/// `lines[start]`: where its brackets have closed.
fn attribute_end(lines: &[Line], start: usize) -> usize {
    let mut depth = 0;
    let mut i = start;
    while i < lines.len() {
        depth += lines[i].depth_change;
        i += 1;
        if depth == 0 {
            break;
        }
    }
    i
}

/// The judge file for the crate whose root is `root`.
pub fn bundle(root: &Path) -> Result<String, String> {
    let mut body = Vec::new();
    bundle_file(&root.join("src").join("main.rs"), 0, &mut body)?;
    let mut text = format!(
        "// nqueens: counts N-Queens placements, plain boards and boards with forbidden cells.\n\
         // Generated from src/ by tests/bundle (do not edit by hand; to regenerate, run\n\
         // `{}`). Submit this one file as it is.\n\
         // A problem that needs options (such as --list 3 for Luogu P1219) sets them in\n\
         // DEFAULT_ARGS below; README.md lists the line for each judge.\n",
        REGENERATE
    );
    for line in body {
        text.push_str(&line);
        text.push('\n');
    }
    Ok(text)
}
