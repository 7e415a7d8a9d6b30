//! Proves the error contract: on the first bad token the program prints the
//! counts of the cases before it (and nothing else) on stdout, exactly one
//! line `nqueens: error: line L, column C: MESSAGE` on stderr with the right
//! position, exits with status 1 and never panics. Also proves that empty or
//! whitespace-only input is a silent success.

mod common;

use common::bad_inputs::{problems_with, BAD_INPUTS};

#[test]
fn bad_inputs_are_reported_at_the_right_place() {
    let mut failures = Vec::new();
    for case in BAD_INPUTS {
        let problems = problems_with(common::program_path(), case);
        if !problems.is_empty() {
            failures.push(format!(
                "{} (input {:?}):\n  {}",
                case.name,
                String::from_utf8_lossy(case.input),
                problems.join("\n  ")
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} bad inputs were mishandled:\n{}",
        failures.len(),
        BAD_INPUTS.len(),
        failures.join("\n")
    );
}

fn assert_silent_success(input: &[u8]) {
    let output = common::run(input, &[]);
    assert!(
        output.status.success() && output.stdout.is_empty() && output.stderr.is_empty(),
        "input {:?}: expected exit 0 with no output, got status {}, stdout {:?}, stderr {:?}",
        String::from_utf8_lossy(input),
        output.status,
        common::stdout_text(&output),
        common::stderr_text(&output)
    );
}

#[test]
fn empty_input_prints_nothing_and_succeeds() {
    assert_silent_success(b"");
}

#[test]
fn whitespace_only_input_prints_nothing_and_succeeds() {
    assert_silent_success(b" \n\t\r\n\n   \t\n");
}

#[test]
fn a_leading_zero_case_ends_the_input_silently() {
    assert_silent_success(b"0\n");
    assert_silent_success(b"\n\n 0 abc -3 65 x\xFF\n");
}
