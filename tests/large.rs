//! Plain boards too slow for every test run: OEIS A000170 for N = 17 and 18.
//! Run with `cargo test --release -- --ignored`.

mod common;

#[test]
#[ignore = "about a minute on 2 cores: run with --ignored"]
fn oeis_for_17_and_18() {
    let output = common::run(b"", &["17", "18"]);
    assert!(output.status.success(), "status {:?}", output.status);
    common::assert_same(
        &common::counts_text(&common::A000170[16..18]),
        &common::stdout_text(&output),
        "plain N = 17 and 18",
    );
}
