//! The bundler's `use` trees, by rule: the `use` items that stand one
//! after another in a block and whose paths begin with the same segment
//! become one (`use crate::a::X;use crate::B;` is `use crate::{a::X,B};`),
//! `use` and that segment written once. A `use` made public, or under an
//! attribute, stays as it is; so does the file where the compiler
//! refuses the merged one.

use super::items::group_end;
use super::rename::file_text;
use super::tokens::{Kind, Token};

/// `body` (which compiles after `head`) with its runs of `use` items
/// merged by their first segment; as it is where the file would not
/// compile so (`compile`).
pub fn merge_uses(
    head: &[String],
    body: &[Token],
    compile: &dyn Fn(&str) -> Result<(), Vec<String>>,
) -> Vec<Token> {
    let merged = merged(body);
    match compile(&file_text(head, &merged)) {
        Ok(()) => merged,
        Err(_) => body.to_vec(),
    }
}

/// `tokens` with each run of plain `use` items that share their first
/// segment made one.
fn merged(tokens: &[Token]) -> Vec<Token> {
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len());
    let mut at = 0;
    while at < tokens.len() {
        let Some(end) = plain_use(tokens, at, out.last()) else {
            out.push(tokens[at].clone());
            at += 1;
            continue;
        };
        let root = tokens[at + 1].clone();
        let mut tails: Vec<&[Token]> = vec![&tokens[at + 3..end]];
        let mut next = end + 1;
        while let Some(end) = plain_use(tokens, next, tokens.get(next.wrapping_sub(1))) {
            if !tokens[next + 1].is(&root.text) {
                break;
            }
            let tail = &tokens[next + 3..end];
            if !tails.contains(&tail) {
                tails.push(tail);
            }
            next = end + 1;
        }
        if tails.len() == 1 {
            out.extend_from_slice(&tokens[at..=end]);
            at = end + 1;
            continue;
        }
        let punct = |text: &str| Token {
            kind: Kind::Punct,
            text: text.to_string(),
        };
        out.extend([tokens[at].clone(), root, punct("::"), punct("{")]);
        for (i, tail) in tails.iter().enumerate() {
            if i > 0 {
                out.push(punct(","));
            }
            // A group (`{A,B}`) joins the merged one as its members.
            let group = tail[0].is("{") && group_end(tail, 0) == tail.len();
            out.extend_from_slice(if group {
                &tail[1..tail.len() - 1]
            } else {
                tail
            });
        }
        out.extend([punct("}"), punct(";")]);
        at = next;
    }
    out
}

/// Where the plain `use` item at `tokens[at]` ends (its `;`), if one
/// stands there: `use`, not made public nor under an attribute (what
/// precedes it, `before`, is neither `pub`, a `pub(..)` nor an
/// attribute's `]`), its path beginning with a word and `::`.
fn plain_use(tokens: &[Token], at: usize, before: Option<&Token>) -> Option<usize> {
    let marked = before.is_some_and(|t| t.is("pub") || t.is(")") || t.is("]"));
    let path = tokens.get(at + 1).is_some_and(|t| t.is_word())
        && tokens.get(at + 2).is_some_and(|t| t.is("::"));
    if !tokens.get(at)?.is("use") || marked || !path {
        return None;
    }
    (at..tokens.len()).find(|&k| tokens[k].is(";"))
}

/// `code` with its `use` items merged, by `compile`, and printed (for
/// the tests of the rule).
pub fn merge_uses_code(code: &str, compile: &dyn Fn(&str) -> Result<(), Vec<String>>) -> String {
    let tokens = super::tokens::tokenize(code).expect("code that tokenizes");
    file_text(&[], &merge_uses(&[], &tokens, compile))
}
