//! The bundler's printer: tokens as tight text, judges limiting a
//! submission's size (SPOJ to 50,000 bytes). No space between two tokens
//! unless both are words (`as u64`) or their characters would lex as one
//! token (`& &x`, `a < -1`, `x: ::std`); a comma before a closing `}` or
//! `]` dropped; lines filled up to `WIDTH` characters.

use super::tokens::{Kind, Token};

/// The width up to which lines are filled.
pub const WIDTH: usize = 170;

/// Two characters that lex as one token when nothing stands between
/// them, so that a space between them must stay.
const JOINING: [&str; 24] = [
    "&&", "||", "::", "->", "=>", "==", "!=", "<=", ">=", "<<", ">>", "+=", "-=", "*=", "/=", "%=",
    "^=", "&=", "|=", "..", "<-", "//", "/*", "*/",
];

/// Whether the characters `a` and `b` must stay apart: both word
/// characters, or two that would join into one token (`JOINING`).
pub fn needs_space(a: char, b: char) -> bool {
    let word = |c: char| c.is_alphanumeric() || c == '_';
    let pair: String = [a, b].iter().collect();
    word(a) && word(b) || JOINING.contains(&pair.as_str())
}

/// `tokens` as lines of tight text.
pub fn print(tokens: &[Token]) -> Vec<String> {
    let mut lines = vec![String::new()];
    // The characters of the last line so far (a string may hold line breaks).
    let mut width = 0;
    for (at, token) in tokens.iter().enumerate() {
        let closes = |t: &Token| t.kind == Kind::Punct && (t.is("}") || t.is("]"));
        if token.is(",") && tokens.get(at + 1).is_some_and(closes) {
            continue;
        }
        let line = lines.last_mut().expect("a line");
        let space = match (line.chars().last(), token.text.chars().next()) {
            (Some(a), Some(b)) => needs_space(a, b),
            _ => false,
        };
        let first_line = token.text.split('\n').next().unwrap_or("");
        if width > 0 && width + usize::from(space) + first_line.chars().count() > WIDTH {
            lines.push(String::new());
            width = 0;
        } else if space {
            line.push(' ');
            width += 1;
        }
        let line = lines.last_mut().expect("a line");
        line.push_str(&token.text);
        width = match token.text.rfind('\n') {
            Some(at) => token.text[at + 1..].chars().count(),
            None => width + token.text.chars().count(),
        };
    }
    lines.retain(|line| !line.is_empty());
    lines
}

/// `code` printed tight on one line (for the tests of the spacing).
pub fn tighten(code: &str) -> String {
    let tokens = super::tokens::tokenize(code).expect("code that tokenizes");
    print(&tokens).join("\n")
}
