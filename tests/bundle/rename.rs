//! The bundler's renaming, by rule: every word of the bundle that the
//! crate spells out (not a keyword, a macro's name, a word of an
//! attribute or of a path into std) is given a short name nothing else
//! in the bundle uses, the most frequent long words the shortest names.
//! A word that must keep its spelling because std or the language names
//! it too (`count` is also `Iterator::count`, `fmt` a trait's method) is
//! told by the compiler: the bundle is compiled, and each error names a
//! short name whose word then keeps its own. No table of names is kept:
//! the compiler's answers make the same bundle every time.

use super::print::print;
use super::tokens::{Kind, Token};
use std::collections::{BTreeMap, BTreeSet};

/// Words that are Rust's own, in any edition, and never names to give.
const KEYWORDS: [&str; 55] = [
    "as", "break", "const", "continue", "crate", "else", "enum", "extern", "false", "fn", "for",
    "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub", "ref", "return",
    "self", "Self", "static", "struct", "super", "trait", "true", "type", "unsafe", "use", "where",
    "while", "async", "await", "dyn", "abstract", "become", "box", "do", "final", "macro",
    "override", "priv", "typeof", "unsized", "virtual", "yield", "try", "gen", "union", "main",
    "_",
];

/// Short names never given: methods of primitives and std's traits.
/// Given to a word used as a method, such a name may still compile with
/// another meaning or fail with an error that names no short name
/// (`x.saturating_add(y)` renamed to `x.ne(y)` is a type mismatch).
const STD_METHODS: [&str; 38] = [
    "eq", "ne", "lt", "le", "gt", "ge", "min", "max", "abs", "pow", "cmp", "map", "get", "len",
    "any", "all", "sum", "zip", "rev", "nth", "add", "sub", "mul", "div", "rem", "neg", "not",
    "shl", "shr", "ok", "err", "or", "and", "xor", "by", "fmt", "ln", "exp",
];

/// Primitive types: never renamed.
const PRIMITIVES: [&str; 17] = [
    "u8", "u16", "u32", "u64", "u128", "usize", "i8", "i16", "i32", "i64", "i128", "isize", "f32",
    "f64", "bool", "char", "str",
];

/// The words of `body` that may be renamed, by how often they appear:
/// all words but keywords, primitives, `DEFAULT_ARGS`, macros' names,
/// words inside attributes and words of paths into `std`.
fn candidates(body: &[Token]) -> BTreeMap<String, usize> {
    let mut fixed: BTreeSet<&str> = KEYWORDS.iter().chain(&PRIMITIVES).copied().collect();
    fixed.insert("DEFAULT_ARGS");
    let mut in_attribute = 0;
    let mut counts = BTreeMap::new();
    for (at, token) in body.iter().enumerate() {
        if token.is("#") && body.get(at + 1).is_some_and(|t| t.is("[") || t.is("!")) {
            in_attribute =
                super::items::group_end(body, at + 1 + usize::from(body[at + 1].is("!")));
        }
        if token.kind != Kind::Word || at < in_attribute {
            continue;
        }
        let macro_name = body.get(at + 1).is_some_and(|t| t.is("!"))
            && !body.get(at + 2).is_some_and(|t| t.is("="));
        // A word after `std::`, `core::` or another such word's `::`, or
        // anywhere in a `use` of std.
        let in_std_path = std_path_word(body, at) || in_std_use(body, at);
        if macro_name || in_std_path {
            fixed.insert(token.text.as_str());
        }
        *counts.entry(token.text.clone()).or_insert(0) += 1;
    }
    counts.retain(|word, _| !fixed.contains(word.as_str()));
    counts
}

/// Whether the word at `at` is inside a `use` declaration whose path
/// starts at `std`, `core` or `alloc`.
pub fn in_std_use(body: &[Token], at: usize) -> bool {
    // Back to the `use` this word is in, if no `;` comes first.
    let start = (0..at)
        .rev()
        .find(|&k| body[k].is(";") || body[k].is("use"));
    start.is_some_and(|k| {
        body[k].is("use")
            && body
                .get(k + 1)
                .is_some_and(|t| ["std", "core", "alloc"].contains(&t.text.as_str()))
    })
}

/// Whether the word at `at` is a segment of a path that starts at
/// `std`, `core` or `alloc`.
fn std_path_word(body: &[Token], at: usize) -> bool {
    let mut k = at;
    while k >= 2 && body[k - 1].is("::") && body[k - 2].is_word() {
        k -= 2;
    }
    k < at && ["std", "core", "alloc"].contains(&body[k].text.as_str())
        || ["std", "core", "alloc"].contains(&body[at].text.as_str())
}

/// Short names in order: one letter, then two, then three, in the case
/// of the word renamed (an upper-case first letter for types, variants
/// and constants).
pub fn short_names(upper: bool) -> impl Iterator<Item = String> {
    let letters: Vec<char> = match upper {
        true => ('A'..='Z').collect(),
        false => ('a'..='z').collect(),
    };
    let one = letters.clone().into_iter().map(String::from);
    let pairs = letters.clone().into_iter().flat_map(move |a| {
        let letters = letters.clone();
        letters
            .into_iter()
            .map(move |b| [a, b].iter().collect::<String>())
    });
    let triples = (0..26usize.pow(3)).map(move |k| {
        let base = if upper { b'A' } else { b'a' };
        [k / 676, k / 26 % 26, k % 26]
            .iter()
            .map(|&d| char::from(base + d as u8))
            .collect::<String>()
    });
    one.chain(pairs).chain(triples)
}

/// The renaming of `counts`' words but `kept`: the word with the most
/// characters to save first gets the next short name of its case that no
/// word of the bundle spells; a word whose name would be no shorter
/// keeps its own.
fn assign(counts: &BTreeMap<String, usize>, kept: &BTreeSet<String>) -> BTreeMap<String, String> {
    let mut order: Vec<(&String, usize)> = counts
        .iter()
        .filter(|(word, _)| !kept.contains(*word))
        .map(|(word, &count)| (word, count))
        .collect();
    order.sort_by(|a, b| (b.1 * b.0.len()).cmp(&(a.1 * a.0.len())).then(a.0.cmp(b.0)));
    let taken = |name: &str| {
        counts.contains_key(name) || KEYWORDS.contains(&name) || STD_METHODS.contains(&name)
    };
    let mut lower = short_names(false).filter(|n| !taken(n));
    let mut upper = short_names(true).filter(|n| !taken(n));
    let mut names = BTreeMap::new();
    for (word, _) in order {
        let is_upper = word.starts_with(|c: char| c.is_ascii_uppercase());
        let pool: &mut dyn Iterator<Item = String> = match is_upper {
            true => &mut upper,
            false => &mut lower,
        };
        let Some(name) = pool.next() else { break };
        if name.len() < word.len() {
            names.insert(word.clone(), name);
        }
    }
    names
}

/// `body` with its words renamed by `names`.
fn renamed(body: &[Token], names: &BTreeMap<String, String>) -> Vec<Token> {
    let mut in_attribute = 0;
    (body.iter().enumerate())
        .map(|(at, token)| {
            if token.is("#") && body.get(at + 1).is_some_and(|t| t.is("[") || t.is("!")) {
                let open = at + 1 + usize::from(body[at + 1].is("!"));
                in_attribute = super::items::group_end(body, open);
            }
            match (token.kind, names.get(&token.text)) {
                (Kind::Word, Some(name)) if at >= in_attribute => Token {
                    kind: Kind::Word,
                    text: name.clone(),
                },
                _ => token.clone(),
            }
        })
        .collect()
}

/// `body` renamed, such that its lines as `head` (printed as it is) and
/// the renamed body make a file that compiles; `compile` says what is
/// wrong with a file, if anything. Each error keeps the spelling of the
/// first short name it quotes, which is what it is about (`no method
/// named `xy` found for struct `AB``: the method, not the struct it was
/// looked up on), and the file is made again, until it compiles; an
/// error that names none is the bundler's to report.
pub fn shorten(
    head: &[String],
    body: &[Token],
    compile: &dyn Fn(&str) -> Result<(), Vec<String>>,
) -> Result<Vec<Token>, String> {
    let counts = candidates(body);
    let mut kept = BTreeSet::new();
    for _ in 0..40 {
        let names = assign(&counts, &kept);
        let body = renamed(body, &names);
        let text = file_text(head, &body);
        let errors = match compile(&text) {
            Ok(()) => return Ok(body),
            Err(errors) => errors,
        };
        let originals: BTreeMap<&String, &String> =
            names.iter().map(|(word, name)| (name, word)).collect();
        // An error that names no short name follows from others (an
        // associated type renamed), or is the bundler's own, if none of
        // the round's errors names one.
        let blamed: Vec<String> = (errors.iter())
            .filter_map(|error| {
                quoted_words(error)
                    .find_map(|word| originals.get(&word.to_string()).map(|w| w.to_string()))
            })
            .collect();
        if blamed.is_empty() {
            let failed = std::env::temp_dir().join("nqueens-judge-failed.rs");
            let _ = std::fs::write(&failed, &text);
            return Err(format!(
                "the judge file does not compile ({}): {}",
                failed.display(),
                errors.join("\n")
            ));
        }
        kept.extend(blamed);
    }
    Err("renaming did not settle in 40 rounds".to_string())
}

/// The words of the names a compiler error quotes (`function `xy` is
/// private`: `xy`; `Vec<AB>`: `Vec`, `AB`), in order.
pub fn quoted_words(error: &str) -> impl Iterator<Item = &str> {
    (error.split('`').skip(1).step_by(2))
        .flat_map(|quoted| quoted.split(|c: char| !c.is_alphanumeric() && c != '_'))
}

/// The file: `head`'s lines, then `body` printed tight.
pub fn file_text(head: &[String], body: &[Token]) -> String {
    let mut text = String::new();
    for line in head.iter().cloned().chain(print(body)) {
        text.push_str(&line);
        text.push('\n');
    }
    text
}
