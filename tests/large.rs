//! The largest plain boards of the normal test run: OEIS A000170 for
//! N = 17 and 18 through auto (the join engine; seconds on 2 cores).

mod common;

#[test]
fn oeis_for_17_and_18() {
    let output = common::run(b"", &["17", "18"]);
    assert!(output.status.success(), "status {:?}", output.status);
    common::assert_same(
        &common::counts_text(&common::A000170[16..18]),
        &common::stdout_text(&output),
        "plain N = 17 and 18",
    );
}
