//! The bundler's printer: tokens as tight text, judges limiting a
//! submission's size (SPOJ to 50,000 bytes). No space between two tokens
//! unless both are words (`as u64`) or their characters would lex as one
//! token (`& &x`, `a < -1`, `x: ::std`); a comma before a closing `}` or
//! `]` dropped; a float's `.0` written `.` where what follows cannot join
//! it (`1.)`, not `1.as` or `1...`); lines filled up to `WIDTH`
//! characters.

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
        let text = short_float(tokens, at).unwrap_or(&token.text);
        let line = lines.last_mut().expect("a line");
        let space = match (line.chars().last(), text.chars().next()) {
            (Some(a), Some(b)) => needs_space(a, b),
            _ => false,
        };
        let first_line = text.split('\n').next().unwrap_or("");
        if width > 0 && width + usize::from(space) + first_line.chars().count() > WIDTH {
            lines.push(String::new());
            width = 0;
        } else if space {
            line.push(' ');
            width += 1;
        }
        let line = lines.last_mut().expect("a line");
        line.push_str(text);
        width = match text.rfind('\n') {
            Some(at) => text[at + 1..].chars().count(),
            None => width + text.chars().count(),
        };
    }
    lines.retain(|line| !line.is_empty());
    lines
}

/// The float literal `tokens[at]`, such as `1.0`, without its last `0`
/// where nothing after it would then join it: not before a `.` (a range,
/// a method) or a word, and not a tuple's field (`t.0.0`).
fn short_float(tokens: &[Token], at: usize) -> Option<&str> {
    let token = &tokens[at];
    let whole = token.text.strip_suffix(".0")?;
    let digits = !whole.is_empty() && whole.bytes().all(|b| b.is_ascii_digit());
    let field = at > 0 && tokens[at - 1].is(".");
    let next = tokens.get(at + 1).and_then(|t| t.text.chars().next());
    let joins = next.is_some_and(|c| c == '.' || c.is_alphanumeric() || c == '_');
    (token.kind == Kind::Literal && digits && !field && !joins)
        .then(|| &token.text[..whole.len() + 1])
}

/// `code` printed tight on one line (for the tests of the spacing).
pub fn tighten(code: &str) -> String {
    let tokens = super::tokens::tokenize(code).expect("code that tokenizes");
    print(&tokens).join("\n")
}
