//! The bundler's visibility, by rule: `pub(crate)` and `pub(super)`
//! become `pub` (`drop_needless_qualifiers`), and a `pub` that nothing
//! outside its item's module needs is dropped, four characters each. Which are
//! needed the compiler tells: the file is compiled with every named
//! item's `pub` dropped but those kept so far, and each error names the
//! items to keep public (`function `xy` is private`, `private type `T`
//! in public interface`), until it compiles. An item is known by its
//! name, so every item of a name that must stay public stays public.

use super::rename::{file_text, quoted_words};
use super::tokens::Token;
use std::collections::BTreeSet;

/// `tokens` with every `pub(crate)` and `pub(super)` made `pub` (the
/// judge file's modules are private to it, so `pub` reaches no further
/// than the crate, and it is seven characters shorter), and without
/// item attributes `#[allow(dead_code)]` (the judge's root allows dead
/// code throughout).
pub fn drop_needless_qualifiers(tokens: Vec<Token>) -> Vec<Token> {
    let mut kept = Vec::with_capacity(tokens.len());
    let mut at = 0;
    while at < tokens.len() {
        let is = |k: usize, texts: &[&str]| {
            (texts.iter().enumerate())
                .all(|(i, text)| tokens.get(k + i).is_some_and(|t| t.is(text)))
        };
        if is(at, &["#", "[", "allow", "(", "dead_code", ")", "]"]) {
            at += 7;
            continue;
        }
        kept.push(tokens[at].clone());
        let restricted = is(at, &["pub", "(", "crate", ")"]) || is(at, &["pub", "(", "super", ")"]);
        at += if restricted { 4 } else { 1 };
    }
    kept
}

/// Item keywords whose name follows them.
const NAMED: [&str; 7] = ["fn", "struct", "enum", "const", "static", "type", "trait"];

/// The name of what the `pub` at `at` makes public: an item's, or a
/// field's (`pub name: Type`); `None` for a `pub use`, a `pub mod`, a
/// tuple field or a `pub(…)`, which stay as they are.
fn named(body: &[Token], at: usize) -> Option<&str> {
    let next = body.get(at + 1)?;
    let after = body.get(at + 2)?;
    let field = next.is_word() && after.is(":");
    match NAMED.contains(&next.text.as_str()) && after.is_word() {
        true => Some(&after.text),
        false => field.then_some(next.text.as_str()),
    }
}

/// `body` with the `pub` of every named item or field dropped, but of
/// those whose name is in `public`.
fn narrowed(body: &[Token], public: &BTreeSet<String>) -> Vec<Token> {
    (body.iter().enumerate())
        .filter(|&(at, token)| {
            !token.is("pub") || named(body, at).map_or(true, |name| public.contains(name))
        })
        .map(|(_, token)| token.clone())
        .collect()
}

/// The file of `head` and `body` (which compiles as it is), with every
/// `pub` dropped that it compiles without; `compile` says what is wrong
/// with a file. Where an error names no item that a `pub` was dropped
/// from, the file keeps every `pub`.
pub fn narrow(
    head: &[String],
    body: &[Token],
    compile: &dyn Fn(&str) -> Result<(), Vec<String>>,
) -> String {
    let names: BTreeSet<&str> = (0..body.len())
        .filter(|&at| body[at].is("pub"))
        .filter_map(|at| named(body, at))
        .collect();
    let mut public = BTreeSet::new();
    for _ in 0..40 {
        let text = file_text(head, &narrowed(body, &public));
        let errors = match compile(&text) {
            Ok(()) => return text,
            Err(errors) => errors,
        };
        // An error's first name is the item it is about (`field `x` of
        // struct `S` is private` is about `x`).
        let blamed: Vec<String> = (errors.iter())
            .filter_map(|error| {
                quoted_words(error).find(|word| names.contains(word) && !public.contains(*word))
            })
            .map(String::from)
            .collect();
        if blamed.is_empty() {
            break;
        }
        public.extend(blamed);
    }
    file_text(head, body)
}

/// `code`'s `pub`s narrowed by `compile` and printed (for the tests of
/// the rule).
pub fn narrow_code(code: &str, compile: &dyn Fn(&str) -> Result<(), Vec<String>>) -> String {
    let tokens = super::tokens::tokenize(code).expect("code that tokenizes");
    narrow(&[], &tokens, compile)
}
