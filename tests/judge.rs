//! The judge submission, `judge/nqueens.rs`: generated from src/ by the
//! bundler in tests/bundle, committed, and kept honest here. It must be
//! current, fit every judge's size limit, compile alone with plain
//! `rustc -O -D warnings` under every edition, and answer every samples/
//! pair and every bad input like the crate's own binary. A sample with a
//! `NAME.args` file is answered by a copy whose `DEFAULT_ARGS` line holds
//! those arguments, as a submitter would set it for that problem.

mod bundle;
mod common;

use common::samples::{self, Sample};
use std::ffi::OsString;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::thread;

/// SPOJ takes 50,000 bytes, the strictest limit we know (Codeforces 64 KB).
const SIZE_LIMIT: usize = 50_000;

/// The line a submitter edits, as the bundle writes it.
const DEFAULT_ARGS_LINE: &str = "const DEFAULT_ARGS: &str = \"\";";

fn judge_text() -> String {
    let path = common::package_root().join(bundle::JUDGE_FILE);
    fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {}: {}", path.display(), e))
}

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
        "{} is stale: it is not what src/ bundles to now. Regenerate it with `{}` and commit it.",
        bundle::JUDGE_FILE,
        bundle::REGENERATE
    );
}

#[test]
fn judge_file_fits_and_has_one_default_args_line() {
    let text = judge_text();
    assert!(
        text.len() <= SIZE_LIMIT,
        "{} bytes, over {}",
        text.len(),
        SIZE_LIMIT
    );
    assert_eq!(
        text.matches(DEFAULT_ARGS_LINE).count(),
        1,
        "the DEFAULT_ARGS line must appear once"
    );
    // A submitter finds it at once.
    let at = text.lines().position(|line| line == DEFAULT_ARGS_LINE);
    assert!(
        at.is_some_and(|at| at < 10),
        "DEFAULT_ARGS on line {:?}",
        at
    );
    assert!(!text.contains("cfg(test)") && !text.contains("feature"));
}

/// The library, the program and the judge build forbid unsafe code: no
/// file of src/ mentions `unsafe` but their crate roots, each in its
/// `#![forbid(unsafe_code)]`.
#[test]
fn no_unsafe_code_in_src() {
    fn visit(dir: &Path, found: &mut Vec<PathBuf>) {
        for entry in fs::read_dir(dir).expect("src/ is readable") {
            let path = entry.expect("a directory entry").path();
            if path.is_dir() {
                visit(&path, found);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = fs::read_to_string(&path).expect("a source file is readable");
                if text.contains("unsafe") {
                    found.push(path);
                }
            }
        }
    }
    let src = common::package_root().join("src");
    let mut found = Vec::new();
    visit(&src, &mut found);
    found.sort();
    let roots = ["judge.rs", "lib.rs", "main.rs"].map(|root| src.join(root));
    assert_eq!(found, roots);
    for root in found {
        let text = fs::read_to_string(&root).expect("a crate root is readable");
        assert_eq!(text.matches("unsafe").count(), 1, "{}", root.display());
        assert!(
            text.contains("#![forbid(unsafe_code)]"),
            "{}",
            root.display()
        );
    }
}

/// The compiler to use: `$RUSTC` when set, else `rustc` from `PATH`.
fn rustc() -> OsString {
    std::env::var_os("RUSTC").unwrap_or_else(|| OsString::from("rustc"))
}

/// The oldest compiler a judge builds with: Debian 12's `rustc` package
/// (1.63), `/usr/bin/rustc` where it is installed, or `$OLD_RUSTC`.
fn old_rustc() -> OsString {
    std::env::var_os("OLD_RUSTC").unwrap_or_else(|| OsString::from("/usr/bin/rustc"))
}

/// Compiles `source` with `compiler` under `edition` into `dir`, warnings
/// as errors and unsafe code forbidden; returns the binary's path or the
/// compiler's complaint.
fn compile(
    compiler: &OsString,
    source: &str,
    edition: &str,
    dir: &Path,
) -> Result<PathBuf, String> {
    fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {}", dir.display(), e))?;
    let file = dir.join("nqueens.rs");
    fs::write(&file, source).map_err(|e| format!("cannot write {}: {}", file.display(), e))?;
    let binary = dir.join(format!("nqueens{}", std::env::consts::EXE_SUFFIX));
    let output = Command::new(compiler)
        .args([
            "--edition",
            edition,
            "-D",
            "warnings",
            "-F",
            "unsafe_code",
            "-O",
        ])
        .arg(&file)
        .arg("-o")
        .arg(&binary)
        .output()
        .map_err(|e| format!("cannot run rustc: {}", e))?;
    if !output.status.success() {
        return Err(format!(
            "rustc --edition {} exited with {}:\n{}",
            edition,
            output.status,
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    Ok(binary)
}

/// One build of the judge file: a compiler, an edition and the arguments
/// put on its `DEFAULT_ARGS` line; it answers the samples that need those
/// arguments.
struct Build {
    compiler: OsString,
    edition: &'static str,
    args: String,
}

/// What went wrong with one build: its compile, its samples, its bad inputs.
fn check_build(build: &Build, samples: &[Sample], dir: &Path) -> Vec<String> {
    let text = judge_text();
    let line = format!("const DEFAULT_ARGS: &str = {:?};", build.args);
    let source = text.replacen(DEFAULT_ARGS_LINE, &line, 1);
    let binary = match compile(&build.compiler, &source, build.edition, dir) {
        Ok(binary) => binary,
        Err(problem) => return vec![problem],
    };
    let mut problems: Vec<String> = samples
        .iter()
        .filter(|sample| sample.args == build.args)
        .filter_map(|sample| samples::check(&binary, sample, &[]))
        .collect();
    if build.args.is_empty() {
        for case in common::bad_inputs::BAD_INPUTS {
            let found = common::bad_inputs::problems_with(&binary, case);
            if !found.is_empty() {
                problems.push(format!(
                    "bad input {}:\n  {}",
                    case.name,
                    found.join("\n  ")
                ));
            }
        }
    }
    problems
        .into_iter()
        .map(|problem| {
            format!(
                "{:?}, edition {}, DEFAULT_ARGS {:?}: {}",
                build.compiler, build.edition, build.args, problem
            )
        })
        .collect()
}

#[test]
fn judge_file_builds_under_every_edition_and_answers_every_sample_and_bad_input() {
    check_builds(rustc(), &["2015", "2018", "2021", "2024"]);
}

/// Judges that take their compiler from a distribution build with
/// Debian 12's rustc 1.63, which knows editions up to 2021. Ignored in a
/// plain `cargo test` (a fresh machine has no second compiler); `.ci/run`
/// installs Debian's `rustc` and runs it.
#[test]
#[ignore]
fn judge_file_builds_with_debian_rustc_1_63_and_answers_every_sample() {
    let version = Command::new(old_rustc())
        .arg("--version")
        .output()
        .unwrap_or_else(|e| {
            panic!(
                "cannot run {:?} (apt-get install rustc): {}",
                old_rustc(),
                e
            )
        });
    let version = String::from_utf8_lossy(&version.stdout);
    assert!(
        version.starts_with("rustc 1.63."),
        "{:?} is {}",
        old_rustc(),
        version
    );
    check_builds(old_rustc(), &["2015", "2018", "2021"]);
}

/// Builds the judge file with `compiler` under each of `editions`, and
/// under the last with each problem's `DEFAULT_ARGS`; every build answers
/// its samples (and, with no arguments, every bad input).
fn check_builds(compiler: OsString, editions: &[&'static str]) {
    let samples = samples::all();
    let mut builds: Vec<Build> = editions
        .iter()
        .map(|&edition| Build {
            compiler: compiler.clone(),
            edition,
            args: String::new(),
        })
        .collect();
    let mut problem_args: Vec<String> = samples
        .iter()
        .map(|s| s.args.clone())
        .filter(|a| !a.is_empty())
        .collect();
    problem_args.sort();
    problem_args.dedup();
    assert!(
        problem_args.len() >= 3,
        "expected samples for P1219, UVa 11195 and CSES 1624"
    );
    let last = editions[editions.len() - 1];
    builds.extend(problem_args.into_iter().map(|args| Build {
        compiler: compiler.clone(),
        edition: last,
        args,
    }));
    let name = Path::new(&compiler).to_string_lossy().replace('/', "_");
    let work = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("judge")
        .join(name);
    let failures: Vec<String> = thread::scope(|scope| {
        let handles: Vec<_> = builds
            .iter()
            .enumerate()
            .map(|(i, build)| {
                let dir = work.join(format!("build_{}", i));
                let samples = &samples;
                scope.spawn(move || check_build(build, samples, &dir))
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|handle| handle.join().expect("a build thread panicked"))
            .collect()
    });
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// The bundler drops the spaces that separate nothing, and keeps the ones
/// that keep two tokens apart, literals as written but a float's `.0`
/// where nothing after it would join the dot (a field of a field, a
/// method, a range or a word).
#[test]
fn the_bundler_keeps_only_the_spaces_that_matter() {
    for (code, tight) in [
        ("let (a, b) = (c + d, e * f);", "let(a,b)=(c+d,e*f);"),
        ("x as u64 == y", "x as u64==y"),
        ("if a < -1 && b & &c {", "if a< -1&&b& &c{"),
        (
            "let v: ::std::vec::Vec<u8> = w;",
            "let v: ::std::vec::Vec<u8> =w;",
        ),
        ("a || !b", "a||!b"),
        (
            "fn f<'a>(x: &'a str) -> &'a str {",
            "fn f<'a>(x:&'a str)->&'a str{",
        ),
        (
            r#"s.split(' ').map(|x| x == " ; ")"#,
            r#"s.split(' ').map(|x|x==" ; ")"#,
        ),
        (
            r##"r#"a "b" c"# , b'x' ,b"y z""##,
            r##"r#"a "b" c"#,b'x',b"y z""##,
        ),
        (r#"let s = "open \" quote";"#, r#"let s="open \" quote";"#),
        ("1 .. 2; x . 0 ..= n", "1..2;x.0..=n"),
        (
            "f(1.0, 20.0) - 0.0 * t.0.0 + 1.0.max(2.0 as f64) + (0.0..1.0).end + 1.0e5",
            "f(1.,20.)-0.*t.0.0+1.0.max(2.0 as f64)+(0.0..1.).end+1.0e5",
        ),
    ] {
        assert_eq!(bundle::tighten(code), tight, "{}", code);
    }
}

/// The bundler makes `pub(crate)` and `pub(super)` plain `pub`, and
/// leaves every other `pub`, and a `pub(in path)`, as written; it drops
/// `#[allow(dead_code)]` (the judge's root allows it), no other
/// attribute.
#[test]
fn the_bundler_widens_crate_and_super_visibility_to_pub() {
    for (code, widened) in [
        ("pub(crate) fn f() {}", "pub fn f(){}"),
        (
            "pub(super) struct S { pub(super) x: u8 }",
            "pub struct S{pub x:u8}",
        ),
        ("pub fn g(x: (u8, u8)) {}", "pub fn g(x:(u8,u8)){}"),
        ("pub(in crate::a) fn h() {}", "pub(in crate::a)fn h(){}"),
        ("pub (self) fn i() {}", "pub(self)fn i(){}"),
        ("#[allow(dead_code)] pub(crate) fn j() {}", "pub fn j(){}"),
        ("#[allow(unused)] fn k() {}", "#[allow(unused)]fn k(){}"),
    ] {
        assert_eq!(bundle::widen(code), widened, "{}", code);
    }
}

/// A bundler rule applied to code and printed, given a compiler that
/// answers for each file it makes.
type RuleOnCode = fn(&str, &dyn Fn(&str) -> Result<(), Vec<String>>) -> String;

/// A bundler rule on `code` (as `bundle::alias_code` and its kind
/// apply one), with every file it makes refused by the compiler with
/// `error`, changes nothing: the code comes out only printed tight.
fn assert_refused_rule_only_tightens(rule: RuleOnCode, code: &str, error: &str) {
    let never = |_: &str| Err(vec![error.to_string()]);
    assert_eq!(
        rule(code, &never).replace('\n', ""),
        bundle::tighten(code).replace('\n', "")
    );
}

/// The bundler drops each `pub` of a named item or field that the file
/// compiles without, as the compiler's errors tell (here a stand-in
/// that needs `a` public); a `pub use`, a tuple field and a `pub(…)`
/// stay. Where an error names no item it dropped `pub` from, every
/// `pub` stays.
#[test]
fn the_bundler_drops_each_pub_the_file_compiles_without() {
    let code = "pub fn a() {} pub struct S { pub x: u8 } pub struct T(pub u8); pub use y::z; pub(crate) fn b() {}";
    let needs_a = |text: &str| match text.contains("pub fn a") {
        true => Ok(()),
        false => Err(vec!["function `a` is private".to_string()]),
    };
    assert_eq!(
        bundle::narrow_code(code, &needs_a).trim_end(),
        "pub fn a(){}struct S{x:u8}struct T(pub u8);pub use y::z;pub(crate)fn b(){}"
    );
    let never = |_: &str| Err(vec!["mismatched types".to_string()]);
    assert_eq!(
        bundle::narrow_code(code, &never).trim_end(),
        bundle::tighten(code)
    );
}

/// The bundler aliases a capitalized name imported from std where its
/// uses save more than the alias costs (not a later segment of a path,
/// nor a name with no use), the most used the shortest name; an alias
/// that an error quotes is dropped, and where an error quotes none, no
/// alias is made.
#[test]
fn the_bundler_aliases_std_names_where_that_saves_characters() {
    let code = "use std::sync::atomic::{AtomicU64, Ordering::Relaxed}; use std::io::Write; \
                fn f(a: &AtomicU64) -> u64 { a.load(Relaxed) + a.load(Relaxed) } \
                fn g(_: std::sync::atomic::Ordering) {}";
    let tail = "fn g(_:std::sync::atomic::Ordering){}";
    let any = |_: &str| Ok(());
    assert_eq!(
        bundle::alias_code(code, &any).replace('\n', ""),
        "use std::sync::atomic::{AtomicU64 as B,Ordering::Relaxed as A};use std::io::Write;\
         fn f(a:&B)->u64{a.load(A)+a.load(A)}"
            .to_string()
            + tail
    );
    let not_relaxed = |text: &str| match text.contains("Relaxed as") {
        true => Err(vec!["cannot find value `A` in this scope".to_string()]),
        false => Ok(()),
    };
    assert_eq!(
        bundle::alias_code(code, &not_relaxed).replace('\n', ""),
        "use std::sync::atomic::{AtomicU64 as A,Ordering::Relaxed};use std::io::Write;\
         fn f(a:&A)->u64{a.load(Relaxed)+a.load(Relaxed)}"
            .to_string()
            + tail
    );
    assert_refused_rule_only_tightens(bundle::alias_code, code, "mismatched types");
}

/// The bundler merges the `use` items that stand one after another in a
/// block and begin with the same segment, a group's members joining the
/// merged group and a repeated path written once; a public `use`, one
/// under an attribute and one of another segment stay as they are.
/// Where the file would not compile so, nothing changes.
#[test]
fn the_bundler_merges_the_uses_of_a_block_that_begin_alike() {
    let code = "mod m { use crate::a::X; use crate::{B, C}; use crate::a::X; use std::f; \
                use std::g as h; pub use crate::D; use crate::E; #[cfg(unix)] use crate::F; \
                fn f() { use super::*; use super::x::y; } }";
    let any = |_: &str| Ok(());
    assert_eq!(
        bundle::merge_uses_code(code, &any).replace('\n', ""),
        "mod m{use crate::{a::X,B,C};use std::{f,g as h};pub use crate::D;use crate::E;\
         #[cfg(unix)]use crate::F;fn f(){use super::{*,x::y};}}"
    );
    assert_refused_rule_only_tightens(bundle::merge_uses_code, code, "unresolved import");
}

/// The bundler calls `usize` and `u64` by short aliases declared at the
/// root, which each module imports where its uses there save more than
/// the import costs (here `a`, not `b`), and only where the file comes
/// out shorter (`u64`, used once, keeps its name); an attribute's
/// `usize` stays. Where the file would not compile so, nothing changes.
#[test]
fn the_bundler_aliases_usize_and_u64_in_the_modules_where_that_saves_characters() {
    let code = "mod a { pub fn f(x: u8) -> usize { x as usize + usize::MAX / 2 \
                + std::mem::size_of::<usize>() + usize::BITS as usize + usize::MIN } } \
                mod b { pub fn g() -> usize { 1 } } #[repr(usize)] enum E { X } \
                fn main() { let _: u64 = 1; let _ = a::f(1) + b::g() + E::X as usize; }";
    let any = |_: &str| Ok(());
    assert_eq!(
        bundle::alias_primitive_code(code, &any).replace('\n', ""),
        "type A=usize;mod a{use crate::A;pub fn f(x:u8)->A{x as A+A::MAX/2+std::mem::size_of::<A>()\
         +A::BITS as A+A::MIN}}mod b{pub fn g()->usize{1}}#[repr(usize)]enum E{X}\
         fn main(){let _:u64=1;let _=a::f(1)+b::g()+E::X as A;}"
    );
    let wide =
        "fn f(x: u64, y: u64) -> u64 { x * u64::MAX + u64::MIN + y as u64 + u64::BITS as u64 }";
    assert_eq!(
        bundle::alias_primitive_code(wide, &any).replace('\n', ""),
        "type A=u64;fn f(x:A,y:A)->A{x*A::MAX+A::MIN+y as A+A::BITS as A}"
    );
    assert_refused_rule_only_tightens(bundle::alias_primitive_code, code, "mismatched types");
}
