//! Reads cases from the raw bytes of the input.
//!
//! The parser works on bytes, not `str`, so a non-UTF-8 byte is reported
//! where it stands instead of failing the whole input up front, and cases
//! before it are still answered. Lines and columns are counted only when an
//! error is reported, so a million good cases pay nothing for them.

use crate::board::{Board, MAX_N};

/// Which judge's input format to read. They differ in what `*` means and
/// in whether a case starts with N.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Dialect {
    /// Luogu P1562 and the default: `*` a queen may stand, `.` forbidden.
    #[default]
    Luogu,
    /// UVa 11195: `.` a queen may stand, `*` a bad square; output lines
    /// read `Case k: count`.
    Uva11195,
    /// CSES 1624: no N, each case is 8 rows; `.` free, `*` reserved.
    Cses1624,
}

impl Dialect {
    /// The dialect `--dialect` names `name`, or the usage error that
    /// lists those it takes.
    pub fn named(name: &str) -> Result<Dialect, String> {
        match name {
            "luogu" => Ok(Dialect::Luogu),
            "uva11195" => Ok(Dialect::Uva11195),
            "cses1624" => Ok(Dialect::Cses1624),
            _ => Err(format!(
                "unknown dialect '{}': expected luogu, uva11195 or cses1624",
                name
            )),
        }
    }

    /// The cell that forbids a queen.
    fn forbidding_cell(self) -> u8 {
        match self {
            Dialect::Luogu => b'.',
            Dialect::Uva11195 | Dialect::Cses1624 => b'*',
        }
    }
}

/// The first thing wrong in the input: where it is (1-based line and
/// column, a column counting characters) and what was expected there.
#[derive(Debug)]
pub struct ParseError {
    pub line: usize,
    pub column: usize,
    pub message: String,
}

/// A maximal run of non-whitespace bytes and where it starts.
struct Token<'a> {
    text: &'a [u8],
    start: usize,
    line: usize,
    line_start: usize,
}

/// Hands out one case at a time, so every count before a bad case can be
/// printed before the error is.
///
/// ```
/// use nqueens::{Dialect, Parser};
/// let mut parser = Parser::new(b"8\n2\n*.\n.*\nx", Dialect::Luogu);
/// assert!(parser.next_case().unwrap().unwrap().is_plain());
/// assert_eq!(parser.next_case().unwrap().unwrap().forbidden(), [0b10, 0b01]);
/// let error = parser.next_case().unwrap_err();
/// assert_eq!((error.line, error.column), (5, 1));
/// ```
pub struct Parser<'a> {
    bytes: &'a [u8],
    dialect: Dialect,
    pos: usize,
    /// Line number of `pos` (1-based) and the offset where that line starts.
    line: usize,
    line_start: usize,
    finished: bool,
}

impl<'a> Parser<'a> {
    pub fn new(bytes: &'a [u8], dialect: Dialect) -> Parser<'a> {
        Parser {
            bytes,
            dialect,
            pos: 0,
            line: 1,
            line_start: 0,
            finished: false,
        }
    }

    /// The next case, `Ok(None)` at `0` or at the end of the input.
    pub fn next_case(&mut self) -> Result<Option<Board>, ParseError> {
        if self.finished {
            return Ok(None);
        }
        if self.dialect == Dialect::Cses1624 {
            // No N: every case is an 8×8 board, until the input ends.
            return match self.peek_byte() {
                Some(_) => self.board_rows(8).map(Some),
                None => Ok(None),
            };
        }
        let token = match self.next_token() {
            Some(token) => token,
            None => {
                self.finished = true;
                return Ok(None);
            }
        };
        let n = self.board_size(&token)?;
        if n == 0 {
            // Whatever follows a 0 is not ours to read (judges append junk).
            self.finished = true;
            return Ok(None);
        }
        match self.peek_byte() {
            Some(b'*') | Some(b'.') => self.board_rows(n).map(Some),
            _ => Ok(Some(Board::plain(n))),
        }
    }

    /// Each case that the input holds from here on, as its N and its
    /// forbidden cells (0 for a plain board), to `case`; read cheaply,
    /// and only for planning: a token of digits is a case's N, a token of
    /// cells a row of the case before it (its dialect's forbidding cells
    /// counted), and the scan stops at a `0` or at any other token, which
    /// the parser will report in its turn.
    pub fn cases_ahead(&self, mut case: impl FnMut(usize, usize)) {
        let tokens = self.bytes[self.pos..]
            .split(u8::is_ascii_whitespace)
            .filter(|token| !token.is_empty());
        let forbidding = self.dialect.forbidding_cell();
        let forbidden_in = |token: &[u8]| token.iter().filter(|&&cell| cell == forbidding).count();
        if self.dialect == Dialect::Cses1624 {
            let rows: Vec<&[u8]> = tokens.collect();
            for board in rows.chunks_exact(8) {
                case(8, board.iter().map(|row| forbidden_in(row)).sum());
            }
            return;
        }
        let mut last = None;
        for token in tokens {
            if is_cell(token[0]) {
                if let Some((_, forbidden)) = &mut last {
                    *forbidden += forbidden_in(token);
                }
                continue;
            }
            if let Some((n, forbidden)) = last.take() {
                case(n, forbidden);
            }
            if !token.iter().all(u8::is_ascii_digit) || token.len() > 2 {
                return;
            }
            match token.iter().fold(0, |n, &d| 10 * n + usize::from(d - b'0')) {
                0 => return,
                n => last = Some((n, 0)),
            }
        }
        if let Some((n, forbidden)) = last {
            case(n, forbidden);
        }
    }

    /// Parses N: decimal digits only, at most `MAX_N`.
    fn board_size(&self, token: &Token) -> Result<usize, ParseError> {
        self.check_utf8(token)?;
        if !token.text.iter().all(u8::is_ascii_digit) {
            return Err(self.error_at(
                token,
                token.start,
                format!(
                    "expected a board size N (a decimal integer from 0 to {}), found {}",
                    MAX_N,
                    quoted(token.text)
                ),
            ));
        }
        // Saturating: a 30-digit number is just "too large", never an overflow.
        let value = token.text.iter().fold(0u64, |acc, &digit| {
            acc.saturating_mul(10)
                .saturating_add(u64::from(digit - b'0'))
        });
        if value > MAX_N as u64 {
            return Err(self.error_at(
                token,
                token.start,
                format!(
                    "board size {} is too large: {} is the maximum",
                    String::from_utf8_lossy(token.text),
                    MAX_N
                ),
            ));
        }
        Ok(value as usize)
    }

    /// Reads the N rows of a board case into per-row forbidden masks.
    fn board_rows(&mut self, n: usize) -> Result<Board, ParseError> {
        let mut forbidden = Vec::with_capacity(n);
        for row in 0..n {
            let token = match self.next_token() {
                Some(token) => token,
                None => return Err(self.error_at_end(row, n)),
            };
            match row_mask(token.text, n, self.dialect.forbidding_cell()) {
                Some(mask) => forbidden.push(mask),
                None => return Err(self.row_fault(&token, row, n)),
            }
        }
        Ok(Board::new(n, forbidden))
    }

    /// What is wrong with `token`, row `row` (from 0) of an `n`-wide
    /// board, which `row_mask` refused: a byte sequence that is not
    /// UTF-8, a character other than a cell, or the wrong length, the
    /// first of them in the row.
    fn row_fault(&self, token: &Token, row: usize, n: usize) -> ParseError {
        if let Err(e) = self.check_utf8(token) {
            return e;
        }
        if let Some(column) = (token.text.iter()).position(|&cell| !is_cell(cell)) {
            let at = token.start + column;
            let found = match decode_char(self.bytes, at) {
                Some((c, _)) => format!("{:?}", c),
                None => format!("byte 0x{:02X}", token.text[column]),
            };
            return self.error_at(
                token,
                at,
                format!(
                    "row {} of {}: found {}, expected '*' or '.'",
                    row + 1,
                    n,
                    found
                ),
            );
        }
        self.error_at(
            token,
            token.start,
            format!(
                "row {} of {} has {} cells, expected {}",
                row + 1,
                n,
                token.text.len(),
                n
            ),
        )
    }

    /// Rejects a token holding a byte sequence that is not UTF-8, naming
    /// the first bad byte.
    fn check_utf8(&self, token: &Token) -> Result<(), ParseError> {
        // Nearly every token is ASCII: a word-at-a-time check, no decoding.
        if token.text.is_ascii() {
            return Ok(());
        }
        let end = token.start + token.text.len();
        let mut at = token.start;
        while at < end {
            match decode_char(self.bytes, at) {
                Some((_, len)) => at += len,
                None => {
                    return Err(self.error_at(
                        token,
                        at,
                        format!("byte 0x{:02X} is not valid UTF-8", self.bytes[at]),
                    ))
                }
            }
        }
        Ok(())
    }

    fn skip_whitespace(&mut self) {
        while let Some(&byte) = self.bytes.get(self.pos) {
            if !byte.is_ascii_whitespace() {
                break;
            }
            self.pos += 1;
            if byte == b'\n' {
                self.line += 1;
                self.line_start = self.pos;
            }
        }
    }

    fn peek_byte(&mut self) -> Option<u8> {
        self.skip_whitespace();
        self.bytes.get(self.pos).copied()
    }

    fn next_token(&mut self) -> Option<Token<'a>> {
        self.skip_whitespace();
        let start = self.pos;
        let rest = &self.bytes[start..];
        let len = rest
            .iter()
            .position(u8::is_ascii_whitespace)
            .unwrap_or(rest.len());
        if len == 0 {
            return None;
        }
        self.pos += len;
        Some(Token {
            text: &rest[..len],
            start,
            line: self.line,
            line_start: self.line_start,
        })
    }

    /// An error at byte offset `at`, which lies on the line of `token`.
    fn error_at(&self, token: &Token, at: usize, message: String) -> ParseError {
        ParseError {
            line: token.line,
            column: column_of(self.bytes, token.line_start, at),
            message,
        }
    }

    /// The input ran out after `rows_read` of the `n` rows of a board.
    fn error_at_end(&self, rows_read: usize, n: usize) -> ParseError {
        ParseError {
            line: self.line,
            column: column_of(self.bytes, self.line_start, self.bytes.len()),
            message: format!("input ended after {} of {} board rows", rows_read, n),
        }
    }
}

/// The forbidden cells of a board row, bit c for column c, if `text` is
/// a row of an `n`-wide board: `n` cells, each `*` or `.`, of which
/// `forbidding` is the forbidden one. Read without a branch per cell: a
/// 64-wide board is 4 KB of them.
fn row_mask(text: &[u8], n: usize, forbidding: u8) -> Option<u64> {
    if text.len() != n {
        return None;
    }
    let (mut mask, mut cells_only) = (0u64, true);
    for (column, &cell) in text.iter().enumerate() {
        mask |= u64::from(cell == forbidding) << column;
        cells_only &= is_cell(cell);
    }
    cells_only.then_some(mask)
}

/// Whether `byte` is a board cell, `*` or `.`, in either dialect.
fn is_cell(byte: u8) -> bool {
    byte == b'*' || byte == b'.'
}

/// The character starting at `at` and its length in bytes, or `None`
/// when the bytes there are not UTF-8.
fn decode_char(bytes: &[u8], at: usize) -> Option<(char, usize)> {
    let len = match bytes[at] {
        0x00..=0x7F => 1,
        0xC2..=0xDF => 2,
        0xE0..=0xEF => 3,
        0xF0..=0xF4 => 4,
        _ => return None,
    };
    let sequence = bytes.get(at..at + len)?;
    let text = std::str::from_utf8(sequence).ok()?;
    text.chars().next().map(|c| (c, len))
}

/// 1-based column of byte `at` on the line starting at `line_start`,
/// counting a UTF-8 character once and a stray byte once.
fn column_of(bytes: &[u8], line_start: usize, at: usize) -> usize {
    let mut column = 1;
    let mut pos = line_start;
    while pos < at {
        pos += decode_char(bytes, pos).map_or(1, |(_, len)| len);
        column += 1;
    }
    column
}

/// A token for an error message: quoted, escaped, and cut short if long.
fn quoted(text: &[u8]) -> String {
    const LIMIT: usize = 24;
    let text = String::from_utf8_lossy(text);
    if text.chars().count() > LIMIT {
        let head: String = text.chars().take(LIMIT).collect();
        format!("{:?}...", head)
    } else {
        format!("{:?}", text)
    }
}

#[cfg(test)]
mod tests {
    use super::{Dialect, Parser};

    /// The cases that the scan ahead of `text` gives.
    fn ahead(text: &str, dialect: Dialect) -> Vec<(usize, usize)> {
        let mut cases = Vec::new();
        Parser::new(text.as_bytes(), dialect)
            .cases_ahead(|n, forbidden| cases.push((n, forbidden)));
        cases
    }

    /// The scan ahead gives each case's N and forbidden cells (a plain
    /// board's none), in the dialect's own cells, and stops at a 0 or at
    /// a token that is neither an N nor a row.
    #[test]
    fn the_scan_ahead_gives_each_cases_size_and_forbidden_cells() {
        let luogu = "3\n.*.\n***\n*..\n12\n2 **\n*. 0 4\n";
        assert_eq!(ahead(luogu, Dialect::Luogu), [(3, 4), (12, 0), (2, 1)]);
        let uva = "2\n.*\n**\n1\n.\n";
        assert_eq!(ahead(uva, Dialect::Uva11195), [(2, 3), (1, 0)]);
        assert_eq!(ahead("4\n5 x 6\n", Dialect::Luogu), [(4, 0), (5, 0)]);
        assert_eq!(ahead("123 4\n", Dialect::Luogu), []);
        // Two boards of 8 rows, then a row that makes no board.
        let cses = "........\n".repeat(7) + "...**...\n" + &"*.......\n".repeat(9);
        assert_eq!(ahead(&cses, Dialect::Cses1624), [(8, 2), (8, 8)]);
    }
}
