//! The fuzzer's inputs: valid multi-case inputs from a seed, then
//! damaged token by token and byte by byte.

use crate::common::Rng;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Size,
    Row,
    Other,
}

type Token = (Kind, Vec<u8>);

/// Tokens that are wrong as a board size or as a row (some only after
/// truncation or in certain places), and a few good odd ones (`007`, `00`).
const GARBAGE: &[&[u8]] = &[
    b"-1",
    b"65",
    b"8.5",
    b"+3",
    b"0x10",
    b"99999999999999999999999999999",
    b"700000000000000000000",
    b"0000000000000000000000000065",
    b"007",
    b"00",
    b"100",
    b"66",
    b"99",
    b"640",
    b"18446744073709551616",
    b"abc",
    b"\0",
    b"8\0",
    b"\x0B",
    b"4\x0B",
    b"\x0B4",
    b"\xFF",
    b"\xC3",
    b"\x80",
    b"\xE2\x82",
    b"\xF0\x9F\x98",
    b"\xED\xA0\x80",
    b"\xC0\xAF",
    b"\xC3\xA9",
    b"\xC3\xA9\xFF",
    b"\xF0\x9F\x98\x80\xC3",
    b"*\xC3\xA9*",
    b"**\xFF",
    b".*x",
    b"*Q",
    b"**",
    b"...",
    b"*",
    b"\xC2\xB7\xC2\xB7",
];

/// Replacement characters for a damaged row cell.
const BAD_CELLS: &[&[u8]] = &[
    b"x",
    b"Q",
    b"0",
    b"1",
    b"-",
    b"\0",
    b"\x0B",
    b"\xFF",
    b"\xC3",
    b"\xC3\xA9",
    b"\xE2\x80\xA2",
    b"\xF0\x9F\x98\x80",
    b"\x80",
];

/// Inserted into a token (possibly splitting a multibyte character).
const INSERTED_INTO_TOKENS: &[&[u8]] = &[b"\xFF", b"\xC3", b"\x80", b"\xC3\xA9", b"\xE2\x82"];

/// Separators between tokens; an input mostly sticks to one style.
const SEPARATORS: &[&[u8]] = &[
    b"\n", b"\r\n", b" ", b"\t", b"  ", b"\n\n", b" \t ", b"\x0C", b"\r", b"\t\r\n",
];

/// Bytes inserted at random places (whitespace may split a token).
const STRAY_BYTES: &[u8] = &[
    b' ', b'\n', b'\t', b'\r', 0x0C, 0x0B, b'0', b'5', b'*', b'.', b'x', 0, 0xFF, 0x80, 0xC3,
];

fn valid_tokens(rng: &mut Rng) -> Vec<Token> {
    let mut tokens = Vec::new();
    for _ in 0..rng.between(1, 6) {
        if rng.percent(50) {
            let size = rng.between(1, 8);
            let text = if rng.percent(10) {
                format!("0{}", size)
            } else {
                size.to_string()
            };
            tokens.push((Kind::Size, text.into_bytes()));
        } else {
            let size = rng.between(1, 6);
            let text = if rng.percent(10) {
                format!("00{}", size)
            } else {
                size.to_string()
            };
            tokens.push((Kind::Size, text.into_bytes()));
            let density = rng.between(45, 100);
            for _ in 0..size {
                let row = (0..size)
                    .map(|_| if rng.percent(density) { b'*' } else { b'.' })
                    .collect();
                tokens.push((Kind::Row, row));
            }
        }
    }
    match rng.below(3) {
        0 => {}
        1 => tokens.push((Kind::Size, b"0".to_vec())),
        _ => {
            tokens.push((Kind::Size, b"0".to_vec()));
            for _ in 0..rng.between(1, 3) {
                tokens.push((Kind::Other, rng.pick(GARBAGE).to_vec()));
            }
        }
    }
    tokens
}

/// A random token of the given kind, if there is one.
fn token_of_kind(rng: &mut Rng, tokens: &[Token], kind: Kind) -> Option<usize> {
    let matching: Vec<usize> = (0..tokens.len()).filter(|&i| tokens[i].0 == kind).collect();
    if matching.is_empty() {
        None
    } else {
        Some(rng.pick(&matching))
    }
}

fn mutate_tokens(rng: &mut Rng, tokens: &mut Vec<Token>) {
    let place = rng.below(tokens.len() + 1);
    match rng.below(10) {
        0 if !tokens.is_empty() => {
            tokens.remove(rng.below(tokens.len()));
        }
        1 if !tokens.is_empty() => {
            let at = rng.below(tokens.len());
            let copy = tokens[at].clone();
            tokens.insert(at, copy);
        }
        2 => tokens.insert(place, (Kind::Other, rng.pick(GARBAGE).to_vec())),
        3 => {
            if let Some(at) = token_of_kind(rng, tokens, Kind::Row) {
                let row = &mut tokens[at].1;
                let cell = rng.below(row.len());
                let bad = rng.pick(BAD_CELLS);
                row.splice(cell..cell + 1, bad.iter().copied());
            }
        }
        4 => {
            if let Some(at) = token_of_kind(rng, tokens, Kind::Row) {
                let row = &mut tokens[at].1;
                row.remove(rng.below(row.len()));
                if row.is_empty() {
                    tokens.remove(at);
                }
            }
        }
        5 => {
            if let Some(at) = token_of_kind(rng, tokens, Kind::Row) {
                let row = &mut tokens[at].1;
                let cell = rng.below(row.len() + 1);
                row.insert(cell, if rng.percent(50) { b'*' } else { b'.' });
            }
        }
        6 => tokens.insert(place, (Kind::Size, b"0".to_vec())),
        7 => {
            if let Some(at) = token_of_kind(rng, tokens, Kind::Size) {
                tokens[at].1 = rng.between(1, 8).to_string().into_bytes();
            }
        }
        8 if !tokens.is_empty() => {
            let which = rng.below(tokens.len());
            let token = &mut tokens[which].1;
            let at = rng.below(token.len() + 1);
            let bad = rng.pick(INSERTED_INTO_TOKENS);
            token.splice(at..at, bad.iter().copied());
        }
        _ => {
            // Two neighbouring rows swapped, or a row moved: boards stay
            // well formed but shift against their sizes.
            if tokens.len() >= 2 {
                let at = rng.below(tokens.len() - 1);
                tokens.swap(at, at + 1);
            }
        }
    }
}

fn serialize(rng: &mut Rng, tokens: &[Token]) -> Vec<u8> {
    let style = rng.pick(SEPARATORS);
    let mut input = Vec::new();
    if rng.percent(15) {
        input.extend_from_slice(rng.pick(SEPARATORS));
    }
    for (index, (_, text)) in tokens.iter().enumerate() {
        if index > 0 {
            let separator = if rng.percent(80) {
                style
            } else {
                rng.pick(SEPARATORS)
            };
            input.extend_from_slice(separator);
        }
        input.extend_from_slice(text);
    }
    if rng.percent(70) {
        input.extend_from_slice(if rng.percent(80) { b"\n" } else { style });
    }
    input
}

fn mutate_bytes(rng: &mut Rng, input: &mut Vec<u8>) {
    if !input.is_empty() && rng.percent(8) {
        input.insert(rng.below(input.len() + 1), rng.pick(STRAY_BYTES));
    }
    if !input.is_empty() && rng.percent(6) {
        input.remove(rng.below(input.len()));
    }
    if !input.is_empty() && rng.percent(15) {
        input.truncate(rng.below(input.len()));
    }
}

pub(super) fn generate(rng: &mut Rng) -> Vec<u8> {
    let mut tokens = valid_tokens(rng);
    let mutations = match rng.below(10) {
        0..=2 => 0,
        3..=6 => 1,
        7..=8 => 2,
        _ => 3,
    };
    for _ in 0..mutations {
        mutate_tokens(rng, &mut tokens);
    }
    let mut input = serialize(rng, &tokens);
    mutate_bytes(rng, &mut input);
    input
}
