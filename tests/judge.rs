//! The judge submission, `judge/nqueens.rs`: generated from src/ by the
//! bundler in tests/bundle, committed, and kept honest here. It must be
//! current, compile alone with plain `rustc -O -D warnings` under every
//! edition, and answer every samples/ pair.

mod bundle;
mod common;

use std::fs;

#[test]
fn judge_file_is_current() {
    let root = common::package_root();
    let fresh = bundle::bundle(&root).unwrap_or_else(|e| panic!("the bundler failed: {}", e));
    let path = root.join(bundle::JUDGE_FILE);
    if std::env::var_os("UPDATE_JUDGE").is_some() {
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(&path, &fresh)
            .unwrap_or_else(|e| panic!("cannot write {}: {}", path.display(), e));
        return;
    }
    let committed = fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == fresh,
        "{} is stale: it does not match what src/ bundles to. Regenerate it with `{}` and commit it.",
        bundle::JUDGE_FILE,
        bundle::REGENERATE
    );
}
