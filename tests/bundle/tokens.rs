//! The bundler's tokenizer: Rust source as tokens (words, literals,
//! lifetimes, punctuation), comments dropped. It knows the literals the
//! crate writes (strings, raw and byte strings, chars, numbers with
//! suffixes and exponents), not all of Rust's.

/// What a token is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// An identifier or keyword.
    Word,
    /// A string, char or number literal, as written.
    Literal,
    Lifetime,
    Punct,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Token {
    pub kind: Kind,
    pub text: String,
}

impl Token {
    pub fn is(&self, text: &str) -> bool {
        self.text == text
    }

    pub fn is_word(&self) -> bool {
        self.kind == Kind::Word
    }
}

/// Punctuation of more than one character, longest first.
const PUNCT: [&str; 24] = [
    "<<=", ">>=", "..=", "...", "::", "->", "=>", "==", "!=", "<=", ">=", "&&", "||", "<<", ">>",
    "+=", "-=", "*=", "/=", "%=", "^=", "&=", "|=", "..",
];

/// The tokens of `source`, or where it holds what this tokenizer does
/// not know.
pub fn tokenize(source: &str) -> Result<Vec<Token>, String> {
    let chars: Vec<char> = source.chars().collect();
    let mut tokens = Vec::new();
    let mut i = 0;
    let token = |kind, from: usize, to: usize, chars: &[char]| Token {
        kind,
        text: chars[from..to].iter().collect(),
    };
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c.is_whitespace() {
            i += 1;
        } else if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            i = block_comment_end(&chars, i)?;
        } else if c == '"' {
            let end = string_end(&chars, i + 1)?;
            tokens.push(token(Kind::Literal, i, end, &chars));
            i = end;
        } else if (c == 'r' || c == 'b') && raw_or_byte(&chars, i).is_some() {
            let end = raw_or_byte(&chars, i).unwrap_or(i + 1);
            tokens.push(token(Kind::Literal, i, end, &chars));
            i = end;
        } else if c == '\'' {
            match char_literal_end(&chars, i) {
                Some(end) => {
                    tokens.push(token(Kind::Literal, i, end, &chars));
                    i = end;
                }
                None => {
                    let end = word_end(&chars, i + 1);
                    tokens.push(token(Kind::Lifetime, i, end, &chars));
                    i = end;
                }
            }
        } else if c.is_ascii_digit() {
            let end = number_end(&chars, i);
            tokens.push(token(Kind::Literal, i, end, &chars));
            i = end;
        } else if c.is_alphabetic() || c == '_' {
            let end = word_end(&chars, i);
            tokens.push(token(Kind::Word, i, end, &chars));
            i = end;
        } else {
            let rest: String = chars[i..chars.len().min(i + 3)].iter().collect();
            let len = PUNCT
                .iter()
                .find(|p| rest.starts_with(*p))
                .map_or(1, |p| p.len());
            tokens.push(token(Kind::Punct, i, i + len, &chars));
            i += len;
        }
    }
    Ok(tokens)
}

fn word_end(chars: &[char], mut i: usize) -> usize {
    while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
        i += 1;
    }
    i
}

/// A number: digits, letters (suffixes, hex), `_`, a fraction when a
/// digit follows the dot, and an exponent's sign.
fn number_end(chars: &[char], mut i: usize) -> usize {
    let hex = chars.get(i + 1) == Some(&'x');
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        let in_number = c.is_alphanumeric()
            || c == '_'
            || c == '.' && next.is_some_and(|d| d.is_ascii_digit())
            || (c == '-' || c == '+') && !hex && matches!(chars[i - 1], 'e' | 'E');
        if !in_number {
            break;
        }
        i += 1;
    }
    i
}

fn block_comment_end(chars: &[char], mut i: usize) -> Result<usize, String> {
    let mut depth = 0;
    while i + 1 < chars.len() {
        match (chars[i], chars[i + 1]) {
            ('/', '*') => {
                depth += 1;
                i += 2;
            }
            ('*', '/') => {
                depth -= 1;
                i += 2;
                if depth == 0 {
                    return Ok(i);
                }
            }
            _ => i += 1,
        }
    }
    Err("a block comment is not closed".to_string())
}

/// The end of a string whose contents start at `i`.
fn string_end(chars: &[char], mut i: usize) -> Result<usize, String> {
    while i < chars.len() {
        match chars[i] {
            '\\' => i += 2,
            '"' => return Ok(i + 1),
            _ => i += 1,
        }
    }
    Err("a string is not closed".to_string())
}

/// The end of a raw string (`r"…"`, `r#"…"#`) or a byte literal (`b'x'`,
/// `b"…"`) starting at `i`, if one starts there.
fn raw_or_byte(chars: &[char], i: usize) -> Option<usize> {
    if i > 0 && (chars[i - 1].is_alphanumeric() || chars[i - 1] == '_') {
        return None;
    }
    match (chars[i], chars.get(i + 1)?) {
        ('b', '\'') => char_literal_end(chars, i + 1),
        ('b', '"') => string_end(chars, i + 2).ok(),
        ('r', '"' | '#') => {
            let hashes = chars[i + 1..].iter().take_while(|&&h| h == '#').count();
            let open = i + 1 + hashes;
            if chars.get(open) != Some(&'"') {
                return None;
            }
            let mut k = open + 1;
            while k < chars.len() {
                let closes = chars[k] == '"'
                    && chars[k + 1..]
                        .iter()
                        .take(hashes)
                        .filter(|&&h| h == '#')
                        .count()
                        == hashes;
                if closes {
                    return Some(k + 1 + hashes);
                }
                k += 1;
            }
            None
        }
        _ => None,
    }
}

/// The end of the char literal starting at `chars[i]` (a `'`), if it is
/// one and not a lifetime.
fn char_literal_end(chars: &[char], i: usize) -> Option<usize> {
    match chars.get(i + 1)? {
        // '\u{…}': to the closing quote after the brace.
        '\\' if chars.get(i + 2) == Some(&'u') => {
            let close = chars[i + 3..].iter().take(10).position(|&c| c == '}')?;
            (chars.get(i + close + 4) == Some(&'\'')).then_some(i + close + 5)
        }
        // '\n', '\'', '\\': one escaped character.
        '\\' => (chars.get(i + 3) == Some(&'\'')).then_some(i + 4),
        _ if chars.get(i + 2) == Some(&'\'') => Some(i + 3),
        _ => None,
    }
}
