//! The bundler's aliases, by rule: a name that a `use` brings in from
//! std (`Relaxed`, `AtomicU64`) keeps its spelling through the renaming,
//! so where its uses would save more characters than an alias costs, it
//! gets one: `use std::sync::atomic::Ordering::Relaxed as Ab;`, and `Ab`
//! wherever the name stands that is not a later segment of a path.
//! Only names that begin with a capital are aliased (types, traits,
//! variants: a lower-case one may be a method of the same spelling).
//! The compiler has the last word: an alias that an error quotes is
//! dropped, and the file made again, until it compiles. And `usize` and
//! `u64`, the primitives the file spells most, get `type` aliases at the
//! root, imported by each module where its uses pay for the import.

use super::rename::{file_text, in_std_use, quoted_words, short_names};
use super::tokens::{Kind, Token};
use std::collections::{BTreeMap, BTreeSet};

/// The characters an alias adds to each `use` that it is made in, beside
/// its name: ` as `.
const ALIAS_COST: usize = 4;

/// `body` (which compiles after `head`) with the names it imports from
/// std aliased where that saves characters; `compile` says what is
/// wrong with a file. Where an error quotes no alias, no alias is made.
pub fn alias(
    head: &[String],
    body: &[Token],
    compile: &dyn Fn(&str) -> Result<(), Vec<String>>,
) -> Vec<Token> {
    let mut dropped = BTreeSet::new();
    for _ in 0..20 {
        let aliases = choose(body, &dropped);
        if aliases.is_empty() {
            break;
        }
        let aliased = aliased(body, &aliases);
        let errors = match compile(&file_text(head, &aliased)) {
            Ok(()) => return aliased,
            Err(errors) => errors,
        };
        let names: BTreeMap<&String, &String> = aliases.iter().map(|(w, a)| (a, w)).collect();
        let blamed: Vec<String> = (errors.iter())
            .filter_map(|error| quoted_words(error).find_map(|word| names.get(&word.to_string())))
            .map(|word| word.to_string())
            .collect();
        if blamed.is_empty() {
            break;
        }
        dropped.extend(blamed);
    }
    body.to_vec()
}

/// Whether the word at `at` is a name that a `use` of std imports: the
/// last segment of its path, capitalized, not aliased already.
fn imported_leaf(body: &[Token], at: usize) -> bool {
    let token = &body[at];
    let ends = |t: Option<&Token>| t.is_some_and(|t| t.is(",") || t.is("}") || t.is(";"));
    token.kind == Kind::Word
        && token.text.starts_with(|c: char| c.is_ascii_uppercase())
        && ends(body.get(at + 1))
        && at > 0
        && !body[at - 1].is("as")
        && in_std_use(body, at)
}

/// Whether the word at `at` stands for the name itself: outside any
/// `use` of std and attribute, and not after `::`.
fn standing(body: &[Token], at: usize, in_attribute: usize) -> bool {
    body[at].kind == Kind::Word
        && at >= in_attribute
        && !(at > 0 && body[at - 1].is("::"))
        && !in_std_use(body, at)
}

/// The end of the attribute (outer or inner) that starts at `at`, if
/// one does.
fn attribute_from(body: &[Token], at: usize) -> Option<usize> {
    use super::items::{attribute_at, attribute_end};
    let starts = attribute_at(body, at, false) || attribute_at(body, at, true);
    starts.then(|| attribute_end(body, at))
}

/// The aliases that save characters, each imported name's (but those
/// `dropped`), the most used first getting the shortest capitalized
/// name that no word of `body` spells.
fn choose(body: &[Token], dropped: &BTreeSet<String>) -> BTreeMap<String, String> {
    let mut imports: BTreeMap<&str, usize> = BTreeMap::new();
    for at in (0..body.len()).filter(|&at| imported_leaf(body, at)) {
        *imports.entry(&body[at].text).or_insert(0) += 1;
    }
    let mut uses: BTreeMap<&str, usize> = BTreeMap::new();
    let mut in_attribute = 0;
    for at in 0..body.len() {
        in_attribute = attribute_from(body, at).unwrap_or(in_attribute);
        if imports.contains_key(body[at].text.as_str()) && standing(body, at, in_attribute) {
            *uses.entry(&body[at].text).or_insert(0) += 1;
        }
    }
    let words: BTreeSet<&str> = body.iter().map(|t| t.text.as_str()).collect();
    let mut free = short_names(true).filter(|name| !words.contains(name.as_str()));
    let mut order: Vec<(&str, usize)> = uses.into_iter().collect();
    order.sort_by_key(|&(word, count)| (std::cmp::Reverse(count * word.len()), word));
    let mut aliases = BTreeMap::new();
    for (word, count) in order.into_iter().filter(|(w, _)| !dropped.contains(*w)) {
        let Some(name) = free.next() else { break };
        let saved = count * word.len().saturating_sub(name.len());
        if saved > imports[word] * (ALIAS_COST + name.len()) {
            aliases.insert(word.to_string(), name);
        }
    }
    aliases
}

/// `body` with each name of `aliases` imported as its alias and called
/// by it where it stands.
fn aliased(body: &[Token], aliases: &BTreeMap<String, String>) -> Vec<Token> {
    let word = |text: &str| Token {
        kind: Kind::Word,
        text: text.to_string(),
    };
    let mut out = Vec::with_capacity(body.len());
    let mut in_attribute = 0;
    for (at, token) in body.iter().enumerate() {
        in_attribute = attribute_from(body, at).unwrap_or(in_attribute);
        match aliases.get(&token.text) {
            Some(name) if imported_leaf(body, at) => {
                out.extend([token.clone(), word("as"), word(name)]);
            }
            Some(name) if standing(body, at, in_attribute) => out.push(word(name)),
            _ => out.push(token.clone()),
        }
    }
    out
}

/// `code` with its std imports aliased by `compile` and printed (for
/// the tests of the rule).
pub fn alias_code(code: &str, compile: &dyn Fn(&str) -> Result<(), Vec<String>>) -> String {
    let tokens = super::tokens::tokenize(code).expect("code that tokenizes");
    file_text(&[], &alias(&[], &tokens, compile))
}

/// The primitive types that the judge file spells most often, each
/// given a short alias by `type` at the root and imported by each module
/// where its uses there save more than the import costs.
const PRIMITIVES: [&str; 2] = ["usize", "u64"];

/// `body` (which compiles after `head`) with each of `PRIMITIVES` called
/// by a short alias, `type Ab=usize;` at the root and `use crate::Ab;` in
/// each module where that saves characters; as it is where the file
/// would not compile so (`compile`) or be no shorter, one primitive at a
/// time.
pub fn alias_primitive(
    head: &[String],
    body: &[Token],
    compile: &dyn Fn(&str) -> Result<(), Vec<String>>,
) -> Vec<Token> {
    let mut body = body.to_vec();
    for primitive in PRIMITIVES {
        let words: BTreeSet<&str> = body.iter().map(|t| t.text.as_str()).collect();
        let Some(name) = short_names(true).find(|n| !words.contains(n.as_str())) else {
            break;
        };
        let mut aliased = tokens(&format!("type {}={};", name, primitive));
        aliased.extend(in_module(&body, 0, body.len(), (primitive, &name), true));
        let length = |tokens: &[Token]| tokens.iter().map(|t| t.text.len()).sum::<usize>();
        if length(&aliased) < length(&body) && compile(&file_text(head, &aliased)).is_ok() {
            body = aliased;
        }
    }
    body
}

/// The tokens of `code`.
fn tokens(code: &str) -> Vec<Token> {
    super::tokens::tokenize(code).expect("code that tokenizes")
}

/// The tokens of a module's body, `body[from..to]`, with `primitive`
/// called `name` where the module imports it (`root`: the crate root,
/// where the alias is declared), its inner modules each deciding alike.
fn in_module(
    body: &[Token],
    from: usize,
    to: usize,
    (primitive, name): (&str, &str),
    root: bool,
) -> Vec<Token> {
    // The module's own items, its inner modules' bodies left out.
    let mut own = Vec::new();
    let mut inner = Vec::new();
    let mut at = from;
    let mut in_attribute = 0;
    while at < to {
        in_attribute = attribute_from(body, at).unwrap_or(in_attribute);
        let opens_module = body[at].is("mod")
            && body.get(at + 1).is_some_and(|t| t.is_word())
            && body.get(at + 2).is_some_and(|t| t.is("{"));
        if opens_module {
            let end = super::items::group_end(body, at + 2);
            inner.push((at, end));
            at = end;
            continue;
        }
        if body[at].is(primitive) && at >= in_attribute {
            own.push(at);
        }
        at += 1;
    }
    let import = tokens(&format!("use crate::{};", name));
    let saved = own.len() * primitive.len().saturating_sub(name.len());
    let aliased = root || saved > import.iter().map(|t| t.text.len()).sum::<usize>() + 1;
    let mut out = match (aliased, root) {
        (true, false) => import,
        _ => Vec::new(),
    };
    let mut inner = inner.into_iter().peekable();
    let mut at = from;
    while at < to {
        if let Some(&(start, end)) = inner.peek().filter(|(start, _)| *start == at) {
            out.extend_from_slice(&body[start..start + 3]);
            out.extend(in_module(
                body,
                start + 3,
                end - 1,
                (primitive, name),
                false,
            ));
            out.push(body[end - 1].clone());
            inner.next();
            at = end;
            continue;
        }
        let token = match aliased && own.binary_search(&at).is_ok() {
            true => Token {
                kind: Kind::Word,
                text: name.to_string(),
            },
            false => body[at].clone(),
        };
        out.push(token);
        at += 1;
    }
    out
}

/// `code` with `PRIMITIVES` aliased by `compile` and printed (for the
/// tests of the rule).
pub fn alias_primitive_code(
    code: &str,
    compile: &dyn Fn(&str) -> Result<(), Vec<String>>,
) -> String {
    file_text(&[], &alias_primitive(&[], &tokens(code), compile))
}
