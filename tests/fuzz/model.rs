//! The fuzzer's model of the input contract, written from the contract
//! alone: its own tokenizer and rules, and where the first bad token is.

/// The bytes that separate tokens. Vertical tab (0x0B) is not one of them.
fn is_separator(byte: u8) -> bool {
    matches!(byte, b' ' | b'\t' | b'\n' | b'\r' | 0x0C)
}

/// Byte ranges of the tokens of `input`, in order.
fn tokens_of(input: &[u8]) -> Vec<(usize, usize)> {
    let mut tokens = Vec::new();
    let mut start = None;
    for (at, &byte) in input.iter().enumerate() {
        match (start, is_separator(byte)) {
            (None, false) => start = Some(at),
            (Some(from), true) => {
                tokens.push((from, at));
                start = None;
            }
            _ => {}
        }
    }
    if let Some(from) = start {
        tokens.push((from, input.len()));
    }
    tokens
}

/// Length of the UTF-8 character starting at `at`, or `None` when no valid
/// character starts there (that byte then counts as one column on its own).
fn character_at(input: &[u8], at: usize) -> Option<usize> {
    let window = &input[at..input.len().min(at + 4)];
    let valid = match std::str::from_utf8(window) {
        Ok(text) => text,
        // The valid prefix is itself valid UTF-8; an empty one means no
        // character starts at `at`.
        Err(error) => std::str::from_utf8(&window[..error.valid_up_to()]).ok()?,
    };
    valid.chars().next().map(char::len_utf8)
}

/// 1-based line and column of byte offset `at` (which may be `input.len()`).
pub(super) fn line_and_column(input: &[u8], at: usize) -> (usize, usize) {
    let before = &input[..at];
    let line = 1 + before.iter().filter(|&&byte| byte == b'\n').count();
    let line_start = before
        .iter()
        .rposition(|&byte| byte == b'\n')
        .map_or(0, |newline| newline + 1);
    let mut column = 1;
    let mut offset = line_start;
    while offset < at {
        offset += character_at(input, offset).unwrap_or(1);
        column += 1;
    }
    assert_eq!(offset, at, "model: a character straddles offset {}", at);
    (line, column)
}

/// What went wrong first, for the summary.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub(super) enum Fault {
    InvalidUtf8,
    NotANumber,
    TooLarge,
    BadCell,
    RowLength,
    MissingRows,
}

/// The model's verdict on one input.
pub(super) struct Verdict {
    /// Boards of the cases before the first bad token, `allowed[r][c]`.
    pub(super) cases: Vec<Vec<Vec<bool>>>,
    /// Byte offset and kind of the first bad token, if any.
    pub(super) fault: Option<(usize, Fault)>,
    /// Whether a `0` ended the input before its last token.
    pub(super) stopped_early: bool,
}

pub(super) fn judge(input: &[u8]) -> Verdict {
    let tokens = tokens_of(input);
    let mut verdict = Verdict {
        cases: Vec::new(),
        fault: None,
        stopped_early: false,
    };
    let invalid_byte = |(start, end): (usize, usize)| -> Option<usize> {
        let mut at = start;
        while at < end {
            at += match character_at(input, at) {
                Some(length) => length,
                None => return Some(at),
            };
        }
        None
    };
    let mut next = 0;
    while next < tokens.len() {
        let size_token = tokens[next];
        next += 1;
        if let Some(at) = invalid_byte(size_token) {
            verdict.fault = Some((at, Fault::InvalidUtf8));
            return verdict;
        }
        let text = &input[size_token.0..size_token.1];
        if !text.iter().all(u8::is_ascii_digit) {
            verdict.fault = Some((size_token.0, Fault::NotANumber));
            return verdict;
        }
        let significant = &text[text.iter().take_while(|&&digit| digit == b'0').count()..];
        let size: usize = if significant.is_empty() {
            0
        } else if significant.len() > 2 {
            usize::MAX
        } else {
            std::str::from_utf8(significant).unwrap().parse().unwrap()
        };
        if size > 64 {
            verdict.fault = Some((size_token.0, Fault::TooLarge));
            return verdict;
        }
        if size == 0 {
            verdict.stopped_early = next < tokens.len();
            return verdict;
        }
        let starts_board = tokens
            .get(next)
            .is_some_and(|&(start, _)| input[start] == b'*' || input[start] == b'.');
        if !starts_board {
            verdict.cases.push(vec![vec![true; size]; size]);
            continue;
        }
        let mut allowed = Vec::with_capacity(size);
        for _ in 0..size {
            let row_token = match tokens.get(next) {
                Some(&token) => token,
                None => {
                    verdict.fault = Some((input.len(), Fault::MissingRows));
                    return verdict;
                }
            };
            next += 1;
            if let Some(at) = invalid_byte(row_token) {
                verdict.fault = Some((at, Fault::InvalidUtf8));
                return verdict;
            }
            let row = &input[row_token.0..row_token.1];
            // Every byte before a bad one is ASCII `*` or `.`, so the first
            // bad byte is where the first bad character starts.
            if let Some(bad) = row.iter().position(|&cell| cell != b'*' && cell != b'.') {
                verdict.fault = Some((row_token.0 + bad, Fault::BadCell));
                return verdict;
            }
            if row.len() != size {
                verdict.fault = Some((row_token.0, Fault::RowLength));
                return verdict;
            }
            allowed.push(row.iter().map(|&cell| cell == b'*').collect());
        }
        verdict.cases.push(allowed);
    }
    verdict
}
