//! The bundler's passes over tokens (after `assemble` has put the
//! modules inline): test code and `debug_assert!`s dropped, `Debug` derives dropped, items that nothing
//! names dropped (the judge's modules hold functions that only the full
//! program calls), and imports that nothing uses.

use super::tokens::{Kind, Token};
use std::collections::HashMap;

/// The index after the bracket group that opens at `tokens[at]`.
pub fn group_end(tokens: &[Token], at: usize) -> usize {
    let mut depth = 0i64;
    for (i, token) in tokens.iter().enumerate().skip(at) {
        if token.kind == Kind::Punct {
            match token.text.as_str() {
                "(" | "[" | "{" => depth += 1,
                ")" | "]" | "}" => {
                    depth -= 1;
                    if depth == 0 {
                        return i + 1;
                    }
                }
                _ => {}
            }
        }
    }
    tokens.len()
}

/// Whether an attribute (`#[…]`, or `#![…]` if `inner`) starts at `at`.
pub fn attribute_at(tokens: &[Token], at: usize, inner: bool) -> bool {
    let open = if inner { 2 } else { 1 };
    tokens.get(at).is_some_and(|t| t.is("#"))
        && (!inner || tokens.get(at + 1).is_some_and(|t| t.is("!")))
        && tokens.get(at + open).is_some_and(|t| t.is("["))
}

/// The end of the attribute starting at `at`.
pub fn attribute_end(tokens: &[Token], at: usize) -> usize {
    let open = if tokens[at + 1].is("!") { 2 } else { 1 };
    group_end(tokens, at + open)
}

/// The end of the item, field, match arm or statement that starts at
/// `at` (after its attributes): where its brackets have closed and it
/// ends in `;` or `,` (included), or in a `}` that closes a brace it
/// opened; or before a bracket that closes one opened earlier.
pub fn unit_end(tokens: &[Token], at: usize) -> usize {
    let mut depth = 0i64;
    let mut i = at;
    while i < tokens.len() {
        let token = &tokens[i];
        if token.kind == Kind::Punct {
            match token.text.as_str() {
                "(" | "[" | "{" => depth += 1,
                ")" | "]" | "}" => {
                    depth -= 1;
                    if depth < 0 {
                        return i;
                    }
                    if depth == 0 && token.is("}") {
                        // A closing brace ends it, unless more follows
                        // of the same expression (`} else {`, `}.x`).
                        let more = tokens.get(i + 1).is_some_and(|t| {
                            t.is("else") || t.is(".") || t.is("?") || t.is(";") || t.is(",")
                        });
                        if !more {
                            return i + 1;
                        }
                    }
                }
                ";" | "," if depth == 0 => return i + 1,
                _ => {}
            }
        }
        i += 1;
    }
    tokens.len()
}

/// The end of the item whose keyword (`fn`, `struct`, `impl`, `const`, …)
/// is at `at`: after its body's closing brace, or after the `;` that ends
/// a body-less one. Commas and angle brackets inside its signature
/// (`-> Result<A, B>`) do not end it.
pub fn item_end(tokens: &[Token], at: usize) -> usize {
    let braced =
        ["fn", "struct", "enum", "impl", "trait", "mod"].contains(&tokens[at].text.as_str());
    let mut k = at;
    while k < tokens.len() {
        let token = &tokens[k];
        if token.is("(") || token.is("[") || (token.is("{") && !braced) {
            k = group_end(tokens, k);
            continue;
        }
        if token.is("{") {
            return group_end(tokens, k);
        }
        if token.is(";") {
            return k + 1;
        }
        k += 1;
    }
    tokens.len()
}

/// Item keywords, which `item_end` ends.
const ITEM_KEYWORDS: [&str; 9] = [
    "fn", "const", "static", "struct", "enum", "type", "trait", "impl", "mod",
];

/// The end of what starts at `at` (after its attributes): an item by
/// `item_end`, anything else by `unit_end`.
fn end_of(tokens: &[Token], at: usize) -> usize {
    let mut k = at;
    if tokens.get(k).is_some_and(|t| t.is("pub")) {
        k += 1;
        if tokens.get(k).is_some_and(|t| t.is("(")) {
            k = group_end(tokens, k);
        }
    }
    match tokens.get(k) {
        Some(t) if ITEM_KEYWORDS.contains(&t.text.as_str()) => item_end(tokens, k),
        _ => unit_end(tokens, at),
    }
}

pub fn punct(text: &str) -> Token {
    Token {
        kind: Kind::Punct,
        text: text.to_string(),
    }
}

/// `tokens` without what a judge's build never compiles or runs: items,
/// fields and statements under a `cfg` that needs `test`, and
/// `debug_assert!`s (`-O` compiles them out); `Debug` left out of
/// derives (the judge file formats nothing with `{:?}` but strings);
/// `#[rustfmt::…]` attributes, the formatter's alone.
pub fn drop_tests_and_debug(tokens: &[Token]) -> Vec<Token> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        if attribute_at(tokens, i, false) {
            let end = attribute_end(tokens, i);
            let words: Vec<&str> = tokens[i..end].iter().map(|t| t.text.as_str()).collect();
            if words.get(2) == Some(&"cfg") && words.contains(&"test") {
                // The attributes after it and what they stand on.
                let mut k = end;
                while attribute_at(tokens, k, false) {
                    k = attribute_end(tokens, k);
                }
                i = end_of(tokens, k);
                continue;
            }
            if words.get(2) == Some(&"rustfmt") {
                // For the formatter alone.
                i = end;
                continue;
            }
            if words.get(2) == Some(&"derive") {
                let kept: Vec<&Token> = tokens[i + 4..end - 2]
                    .iter()
                    .filter(|t| !t.is(","))
                    .filter(|t| !t.is("Debug"))
                    .collect();
                if !kept.is_empty() {
                    out.extend(tokens[i..i + 4].iter().cloned());
                    for (n, token) in kept.into_iter().enumerate() {
                        if n > 0 {
                            out.push(punct(","));
                        }
                        out.push(token.clone());
                    }
                    out.extend(tokens[end - 2..end].iter().cloned());
                }
                i = end;
                continue;
            }
            out.extend(tokens[i..end].iter().cloned());
            i = end;
            continue;
        }
        let word = &tokens[i].text;
        if tokens[i].is_word()
            && word.starts_with("debug_assert")
            && tokens.get(i + 1).is_some_and(|t| t.is("!"))
        {
            i = unit_end(tokens, i);
            continue;
        }
        out.push(tokens[i].clone());
        i += 1;
    }
    out
}

/// An item found at item level: its kind, its name and its span (its
/// attributes and visibility included).
#[derive(Debug)]
struct Item {
    name: String,
    kind: String,
    span: (usize, usize),
    /// An `impl` block, by the type it is for (`impl T` or `impl X for T`).
    impl_for: Option<String>,
}

/// The items at item level in `tokens[from..to]` (a module body or an
/// inherent `impl` body), recursing into modules and inherent impls.
fn items_in(tokens: &[Token], from: usize, to: usize, found: &mut Vec<Item>) {
    let mut i = from;
    while i < to {
        let start = i;
        while attribute_at(tokens, i, false) {
            i = attribute_end(tokens, i);
        }
        if tokens[i].is("pub") {
            i += 1;
            if tokens.get(i).is_some_and(|t| t.is("(")) {
                i = group_end(tokens, i);
            }
        }
        let keyword = tokens[i].text.clone();
        let end = match ITEM_KEYWORDS.contains(&keyword.as_str()) {
            true => item_end(tokens, i),
            false => unit_end(tokens, i),
        };
        match keyword.as_str() {
            "fn" | "const" | "static" | "struct" | "enum" | "type" | "trait" => {
                let mut at = i + 1;
                if tokens[at].is("mut") {
                    at += 1;
                }
                found.push(Item {
                    name: tokens[at].text.clone(),
                    kind: keyword,
                    span: (start, end),
                    impl_for: None,
                });
            }
            "mod" => {
                let open = i + 2;
                if tokens.get(open).is_some_and(|t| t.is("{")) {
                    items_in(tokens, open + 1, group_end(tokens, open) - 1, found);
                }
            }
            "impl" => {
                let open = (i..end).find(|&k| tokens[k].is("{")).unwrap_or(end);
                let header = &tokens[i + 1..open];
                let is_trait_impl = header.iter().any(|t| t.is("for"));
                // The type: the first word after `for`, or after the generics.
                let ty = match header.iter().position(|t| t.is("for")) {
                    Some(at) => header.get(at + 1),
                    None => header
                        .iter()
                        .find(|t| t.is_word() && !["impl", "dyn"].contains(&t.text.as_str())),
                };
                let ty = ty.map(|t| t.text.clone()).unwrap_or_default();
                found.push(Item {
                    name: String::new(),
                    kind: "impl".to_string(),
                    span: (start, end),
                    impl_for: Some(ty),
                });
                if !is_trait_impl {
                    items_in(tokens, open + 1, end - 1, found);
                }
            }
            _ => {}
        }
        i = end.max(start + 1);
    }
}

/// Whether `tokens[at]` is a word used as a name (not a keyword of a
/// path's start).
fn is_name(token: &Token) -> bool {
    token.is_word()
}

/// `tokens` without the items that nothing names, over and over until
/// none is left: functions, constants and statics whose name appears
/// only where items of that name are declared (imports not counted), and types named only
/// in their own declaration and impls (which go with them). Methods of
/// trait impls and the program's `main` stay.
pub fn drop_unnamed_items(mut tokens: Vec<Token>) -> Vec<Token> {
    loop {
        let mut items = Vec::new();
        items_in(&tokens, 0, tokens.len(), &mut items);
        let uses = use_spans(&tokens);
        let in_use = |at: usize| uses.iter().any(|&(from, to)| at >= from && at < to);
        let mut counts: HashMap<&str, usize> = HashMap::new();
        for (at, token) in tokens.iter().enumerate() {
            if is_name(token) && !in_use(at) {
                *counts.entry(token.text.as_str()).or_default() += 1;
            }
        }
        // A function, constant or static is named where it is declared:
        // one named no more often than declared (in any module) is dead.
        let mut declared: HashMap<&str, usize> = HashMap::new();
        for item in items
            .iter()
            .filter(|i| ["fn", "const", "static"].contains(&i.kind.as_str()))
        {
            *declared.entry(item.name.as_str()).or_default() += 1;
        }
        let mut dead: Vec<(usize, usize)> = Vec::new();
        for item in &items {
            let named = counts.get(item.name.as_str()).copied().unwrap_or(0);
            let declarations = declared.get(item.name.as_str()).copied().unwrap_or(0);
            match item.kind.as_str() {
                "fn" | "const" | "static" if named <= declarations && item.name != "main" => {
                    dead.push(item.span)
                }
                "struct" | "enum" | "type" | "trait" => {
                    // Named only in its declaration and its impls' spans.
                    let impls: Vec<&Item> = (items.iter())
                        .filter(|other| other.impl_for.as_deref() == Some(item.name.as_str()))
                        .collect();
                    let inside = |at: usize| {
                        (at >= item.span.0 && at < item.span.1)
                            || impls.iter().any(|i| at >= i.span.0 && at < i.span.1)
                    };
                    let outside = (tokens.iter().enumerate())
                        .filter(|&(at, t)| t.text == item.name && !inside(at) && !in_use(at))
                        .count();
                    if outside == 0 {
                        dead.push(item.span);
                        dead.extend(impls.iter().map(|i| i.span));
                    }
                }
                _ => {}
            }
        }
        if dead.is_empty() {
            return drop_unused_imports(tokens);
        }
        // Outermost spans only (an impl's methods go with it).
        dead.sort_unstable();
        let mut kept = Vec::new();
        let mut at = 0;
        for (from, to) in dead {
            if from < at {
                continue;
            }
            kept.extend_from_slice(&tokens[at..from]);
            at = to;
        }
        kept.extend_from_slice(&tokens[at..]);
        tokens = kept;
    }
}

/// The spans of the `use` items.
fn use_spans(tokens: &[Token]) -> Vec<(usize, usize)> {
    let mut spans = Vec::new();
    for (at, token) in tokens.iter().enumerate() {
        if token.is("use") {
            let start = match at > 0 && tokens[at - 1].is("pub") {
                true => at - 1,
                false => at,
            };
            spans.push((start, unit_end(tokens, at)));
        }
    }
    spans
}

/// `tokens` with every imported name that its module does not use left
/// out of its `use` (a `pub use` whose name the bundle names elsewhere
/// stays), and a `use` that imports nothing dropped.
fn drop_unused_imports(tokens: Vec<Token>) -> Vec<Token> {
    let modules = module_of_each(&tokens);
    let mut out = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        let public = tokens[i].is("pub") && tokens.get(i + 1).is_some_and(|t| t.is("use"));
        if !(tokens[i].is("use") || public) {
            out.push(tokens[i].clone());
            i += 1;
            continue;
        }
        let end = unit_end(&tokens, i);
        let used = |name: &str| {
            // A trait imported for its methods is used where no one names it.
            TRAITS_FOR_METHODS.contains(&name)
                || (tokens.iter().enumerate())
                    .filter(|&(at, t)| t.text == name && (at < i || at >= end))
                    .any(|(at, _)| public || modules[at] == modules[i])
        };
        let start = if public { i + 2 } else { i + 1 };
        if let Some(kept) = pruned_tree(&tokens[start..end - 1], &used) {
            out.extend_from_slice(&tokens[i..start]);
            out.extend(kept);
            out.push(tokens[end - 1].clone());
        }
        i = end;
    }
    out
}

/// Traits that the crate imports for their methods alone (`read_to_end`,
/// `is_terminal`), which no other token names.
const TRAITS_FOR_METHODS: [&str; 4] = ["Read", "BufRead", "IsTerminal", "Seek"];

/// For each token, the module it is in: the index of its body's opening
/// brace (0 for the crate's root).
fn module_of_each(tokens: &[Token]) -> Vec<usize> {
    let mut open: Vec<Option<usize>> = Vec::new();
    let mut modules = Vec::with_capacity(tokens.len());
    for (k, token) in tokens.iter().enumerate() {
        let current = open.iter().rev().find_map(|&m| m).unwrap_or(0);
        modules.push(current);
        if token.is("{") {
            let is_module = k >= 2 && tokens[k - 2].is("mod");
            open.push(is_module.then_some(k));
        } else if token.is("}") {
            open.pop();
        }
    }
    modules
}

/// A use tree (`a::b::{c, d::e, self}`, `a::b as c`, `a::*`) with the
/// leaves whose bound name `used` does not hold left out; `None` if none
/// is left.
fn pruned_tree(tree: &[Token], used: &dyn Fn(&str) -> bool) -> Option<Vec<Token>> {
    match tree.iter().position(|t| t.is("{")) {
        None => {
            // A path: its bound name is its alias or its last word.
            let bound = tree.iter().rev().find(|t| t.is_word())?;
            let name = match bound.text.as_str() {
                "self" => tree.iter().rev().filter(|t| t.is_word()).nth(1)?,
                _ => bound,
            };
            let keep = tree.last().is_some_and(|t| t.is("*")) || used(&name.text);
            keep.then(|| tree.to_vec())
        }
        Some(open) => {
            let close = group_end(tree, open) - 1;
            let mut leaves = Vec::new();
            let mut k = open + 1;
            while k < close {
                let end = (k..close)
                    .find(|&e| tree[e].is(",") && depth_at(&tree[open + 1..e]) == 0)
                    .unwrap_or(close);
                let leaf = &tree[k..end];
                let kept = match leaf.len() == 1 && leaf[0].is("self") {
                    // `self` binds the path's last word.
                    true => used(&tree[open - 2].text).then(|| leaf.to_vec()),
                    false => pruned_tree(leaf, used),
                };
                leaves.extend(kept);
                k = end + 1;
            }
            if leaves.is_empty() {
                return None;
            }
            let mut out = tree[..=open].to_vec();
            for (n, leaf) in leaves.into_iter().enumerate() {
                if n > 0 {
                    out.push(punct(","));
                }
                out.extend(leaf);
            }
            out.push(punct("}"));
            Some(out)
        }
    }
}

/// Open brackets minus closed ones in `tokens`.
fn depth_at(tokens: &[Token]) -> i64 {
    tokens.iter().fold(0, |depth, t| match t.text.as_str() {
        "{" | "(" | "[" => depth + 1,
        "}" | ")" | "]" => depth - 1,
        _ => depth,
    })
}
