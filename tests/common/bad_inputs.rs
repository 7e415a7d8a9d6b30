//! Malformed inputs and everything the program must say about each: the
//! counts before the bad token on stdout, one line naming line and column
//! on stderr, exit status 1. Run against the crate's binary (tests/errors.rs)
//! and the judge file's (tests/judge.rs).

use std::path::Path;

/// One malformed input and everything the program must say about it.
pub struct BadInput {
    pub name: &'static str,
    pub input: &'static [u8],
    /// Exact stdout: the counts of the good cases before the bad token.
    pub stdout: &'static str,
    pub line: usize,
    pub column: usize,
    /// Fragments the message must contain.
    pub message_parts: &'static [&'static str],
}

pub const BAD_INPUTS: &[BadInput] = &[
    BadInput {
        name: "letters as N",
        input: b"abc\n",
        stdout: "",
        line: 1,
        column: 1,
        message_parts: &["expected a board size", "\"abc\""],
    },
    BadInput {
        name: "negative N",
        input: b"-3\n",
        stdout: "",
        line: 1,
        column: 1,
        message_parts: &["expected a board size", "\"-3\""],
    },
    BadInput {
        name: "fractional N",
        input: b"8.5\n",
        stdout: "",
        line: 1,
        column: 1,
        message_parts: &["expected a board size", "\"8.5\""],
    },
    BadInput {
        name: "N with a plus sign",
        input: b"+5\n",
        stdout: "",
        line: 1,
        column: 1,
        message_parts: &["expected a board size", "\"+5\""],
    },
    BadInput {
        name: "N with trailing letters",
        input: b"8\n  5x\n",
        stdout: "92\n",
        line: 2,
        column: 3,
        message_parts: &["expected a board size", "\"5x\""],
    },
    BadInput {
        name: "a bad N of 24 characters, quoted whole",
        input: b"abcdefghijklmnopqrstuvwx\n",
        stdout: "",
        line: 1,
        column: 1,
        message_parts: &["found \"abcdefghijklmnopqrstuvwx\"\n"],
    },
    BadInput {
        name: "a bad N of 25 characters, cut to 24",
        input: b"abcdefghijklmnopqrstuvwxy\n",
        stdout: "",
        line: 1,
        column: 1,
        message_parts: &["found \"abcdefghijklmnopqrstuvwx\"...\n"],
    },
    BadInput {
        name: "N far beyond u64",
        input: b"99999999999999999999999\n",
        stdout: "",
        line: 1,
        column: 1,
        message_parts: &["64 is the maximum"],
    },
    BadInput {
        name: "N one too large",
        input: b"65\n",
        stdout: "",
        line: 1,
        column: 1,
        message_parts: &["64 is the maximum"],
    },
    BadInput {
        name: "N too large after good cases",
        input: b"4 5\n 65",
        stdout: "2\n10\n",
        line: 2,
        column: 2,
        message_parts: &["64 is the maximum"],
    },
    BadInput {
        name: "short row",
        input: b"4\n**.*\n***\n****\n****\n",
        stdout: "",
        line: 3,
        column: 1,
        message_parts: &["row 2 of 4 has 3 cells, expected 4"],
    },
    BadInput {
        name: "long row, indented",
        input: b"4\n**.*\n****\n  *****\n****\n",
        stdout: "",
        line: 4,
        column: 3,
        message_parts: &["row 3 of 4 has 5 cells, expected 4"],
    },
    BadInput {
        name: "rows on one line, one too short",
        input: b"3 *** ** ***\n",
        stdout: "",
        line: 1,
        column: 7,
        message_parts: &["row 2 of 3 has 2 cells, expected 3"],
    },
    BadInput {
        name: "bad character in a row",
        input: b"4\n****\n**x*\n****\n****\n",
        stdout: "",
        line: 3,
        column: 3,
        message_parts: &["row 2 of 4: found 'x', expected '*' or '.'"],
    },
    BadInput {
        name: "bad character is reported before a wrong length",
        input: b"3\n***\n*x**\n***\n",
        stdout: "",
        line: 3,
        column: 2,
        message_parts: &["row 2 of 3: found 'x'"],
    },
    BadInput {
        name: "non-ASCII character in a row",
        input: "2\n*.\n.\u{e9}\n".as_bytes(),
        stdout: "",
        line: 3,
        column: 2,
        message_parts: &["row 2 of 2: found '\u{e9}'"],
    },
    BadInput {
        name: "a 0 where a row is expected is a bad row",
        input: b"3\n***\n***\n0\n",
        stdout: "",
        line: 4,
        column: 1,
        message_parts: &["row 3 of 3: found '0'"],
    },
    BadInput {
        name: "missing rows, input ends with a newline",
        input: b"4\n**.*\n****\n",
        stdout: "",
        line: 4,
        column: 1,
        message_parts: &["input ended after 2 of 4 board rows"],
    },
    BadInput {
        name: "missing rows, input ends without a newline",
        input: b"4\n**.*\n****",
        stdout: "",
        line: 3,
        column: 5,
        message_parts: &["input ended after 2 of 4 board rows"],
    },
    BadInput {
        name: "missing rows, input ends with spaces",
        input: b"2\n1\n4\n**.*\n****  ",
        stdout: "0\n1\n",
        line: 5,
        column: 7,
        message_parts: &["input ended after 2 of 4 board rows"],
    },
    BadInput {
        name: "missing rows, CRLF input",
        input: b"3\r\n*..\r\n",
        stdout: "",
        line: 3,
        column: 1,
        message_parts: &["input ended after 1 of 3 board rows"],
    },
    BadInput {
        name: "invalid UTF-8 byte as N",
        input: b"8\n\xFF\n",
        stdout: "92\n",
        line: 2,
        column: 1,
        message_parts: &["not valid UTF-8", "0xFF"],
    },
    BadInput {
        name: "invalid UTF-8 byte inside N",
        input: b"12\xFF\n",
        stdout: "",
        line: 1,
        column: 3,
        message_parts: &["not valid UTF-8", "0xFF"],
    },
    BadInput {
        name: "invalid UTF-8 byte inside a row",
        input: b"3\n*.*\n.*\xFF\n***\n",
        stdout: "",
        line: 3,
        column: 3,
        message_parts: &["not valid UTF-8", "0xFF"],
    },
    BadInput {
        name: "lone UTF-8 lead byte inside a row",
        input: b"2\n*\xC3 **\n",
        stdout: "",
        line: 2,
        column: 2,
        message_parts: &["not valid UTF-8", "0xC3"],
    },
    BadInput {
        name: "bad N after good cases",
        input: b"8\n5\nabc\n",
        stdout: "92\n10\n",
        line: 3,
        column: 1,
        message_parts: &["expected a board size", "\"abc\""],
    },
    BadInput {
        name: "bad row after a good board",
        input: b"4\n**.*\n****\n****\n****\n1\n4\n****\n**.x\n",
        stdout: "1\n1\n",
        line: 9,
        column: 4,
        message_parts: &["row 2 of 4: found 'x'"],
    },
    BadInput {
        name: "tabs count as one column",
        input: b"8\n\t \tabc\n",
        stdout: "92\n",
        line: 2,
        column: 4,
        message_parts: &["expected a board size", "\"abc\""],
    },
    BadInput {
        name: "CRLF lines are counted once",
        input: b"8\r\n5\r\n\r\n x\r\n",
        stdout: "92\n10\n",
        line: 4,
        column: 2,
        message_parts: &["expected a board size", "\"x\""],
    },
];

/// Checks one bad input; returns a description of every broken promise.
pub fn problems_with(program: &Path, case: &BadInput) -> Vec<String> {
    let output = super::run_program(program, case.input, &[]);
    let stdout = super::stdout_text(&output);
    let stderr = super::stderr_text(&output);
    let mut problems = Vec::new();

    if output.status.code() != Some(1) {
        problems.push(format!("exit status {}, expected 1", output.status));
    }
    if let Some(difference) = super::describe_difference(case.stdout, &stdout) {
        problems.push(format!("stdout differs:\n{}", difference));
    }
    if stderr.contains("panicked") {
        problems.push("stderr reports a panic".to_string());
    }
    if !stderr.ends_with('\n') || stderr.matches('\n').count() != 1 {
        problems.push("stderr is not exactly one line ending in a newline".to_string());
    }
    let prefix = format!(
        "nqueens: error: line {}, column {}: ",
        case.line, case.column
    );
    if !stderr.starts_with(&prefix) {
        problems.push(format!("stderr does not start with {:?}", prefix));
    }
    for part in case.message_parts {
        if !stderr.contains(part) {
            problems.push(format!("message does not contain {:?}", part));
        }
    }
    if !problems.is_empty() {
        problems.push(format!("stderr was {:?}", stderr));
    }
    problems
}
