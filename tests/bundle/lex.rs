//! The bundler's lexer: source lines with their comments removed,
//! string literals and bracket depth noted, and the lengths of literals.

/// One line of source with its comments removed.
pub(super) struct Line {
    pub(super) text: String,
    /// The line starts inside a string literal: keep it byte for byte.
    pub(super) in_string: bool,
    /// Opening minus closing brackets on the line, outside literals.
    pub(super) depth_change: i64,
    /// Whether the line held nothing but a comment (it is then dropped,
    /// where a blank line of the source is kept).
    pub(super) only_comment: bool,
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
pub(super) fn lex(source: &str) -> Vec<Line> {
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
pub(super) fn ident_before(chars: &[char], i: usize) -> bool {
    i > 0 && (chars[i - 1].is_alphanumeric() || chars[i - 1] == '_')
}

/// The length of the char literal starting at `chars[i]` (a `'`), if it is one.
pub(super) fn char_literal_len(chars: &[char], i: usize) -> Option<usize> {
    match chars.get(i + 1)? {
        '\\' => {
            let close = chars[i + 2..].iter().take(12).position(|&c| c == '\'')?;
            Some(close + 3)
        }
        _ if chars.get(i + 2) == Some(&'\'') => Some(3),
        _ => None,
    }
}

/// The length of the string literal starting at `chars[i]` (a `"`), if
/// it closes on this line.
pub(super) fn string_len(chars: &[char], i: usize) -> Option<usize> {
    let mut k = i + 1;
    while k < chars.len() {
        match chars[k] {
            '\\' => k += 2,
            '"' => return Some(k + 1 - i),
            _ => k += 1,
        }
    }
    None
}

/// The length of the raw string (`r"..."`, `r#"..."#`) or byte literal
/// (`b'x'`, `b"..."`) starting at `chars[i]`, if it is one that closes on
/// this line.
pub(super) fn raw_or_byte_len(chars: &[char], i: usize) -> Option<usize> {
    match (chars[i], chars.get(i + 1)?) {
        ('b', '\'') => char_literal_len(chars, i + 1).map(|len| len + 1),
        ('b', '"') => string_len(chars, i + 1).map(|len| len + 1),
        ('r', '"' | '#') => {
            let hashes = chars[i + 1..].iter().take_while(|&&h| h == '#').count();
            let open = i + 1 + hashes;
            if chars.get(open) != Some(&'"') {
                return None;
            }
            let close: String = std::iter::once('"')
                .chain("#".repeat(hashes).chars())
                .collect();
            let rest: String = chars[open + 1..].iter().collect();
            rest.find(&close)
                .map(|at| open + 1 + rest[..at].chars().count() + close.len() - i)
        }
        _ => None,
    }
}
