//! The bundler's tightening of a line of code: spaces that separate
//! nothing dropped, the crate's long names shortened (`RENAMES`), and a
//! trailing comma before a closing bracket dropped.

use super::lex::{char_literal_len, ident_before, raw_or_byte_len, string_len};
use std::fs;
use std::path::Path;

/// Two characters that lex as one token when nothing stands between
/// them, so that a space between them must stay.
const JOINING: [&str; 24] = [
    "&&", "||", "::", "->", "=>", "==", "!=", "<=", ">=", "<<", ">>", "+=", "-=", "*=", "/=", "%=",
    "^=", "&=", "|=", "..", "<-", "//", "/*", "*/",
];

/// Long names of the crate's own modules, items, fields and variables,
/// and the short ones the judge file gives them, as judges limit its
/// size: each renamed wherever it stands as a word outside literals. A
/// short name is a word that no source file uses (`bundle` checks it, so
/// no renamed name can meet one it would then mean), its case keeps to
/// Rust's naming lints, and compiling the file proves every use renamed.
const RENAMES: [(&str, &str); 149] = [
    ("config", "cfgs"),
    ("width", "wd"),
    ("fixed", "fxd"),
    ("queue", "qu"),
    ("parent", "pa"),
    ("fewest", "fw"),
    ("Solver", "Sv"),
    ("shifted", "shf"),
    ("planned", "pnd"),
    ("image", "img"),
    ("images", "imgs"),
    ("unfinished", "ufd"),
    ("operations", "opn"),
    ("listed", "lsd"),
    ("message", "msg"),
    ("options", "opts"),
    ("place", "pc"),
    ("steps", "sts"),
    ("sizes", "szs"),
    ("roots", "rts"),
    ("right", "rgt"),
    ("found", "fd"),
    ("classes", "cls"),
    ("Complete", "Cpl"),
    ("tuning", "tu"),
    ("choice", "ci"),
    ("transform", "tf"),
    ("OnceCount", "Ocn"),
    ("get_or_build", "gob"),
    ("judge_count", "jc"),
    ("judge_meet", "jm"),
    ("forbidden", "fb"),
    ("diag_right", "dr"),
    ("rows_left", "rl"),
    ("diag_left", "dl"),
    ("symmetry", "sy"),
    ("columns_mask", "cmask"),
    ("cols_left", "cl"),
    ("forced_columns", "fcs"),
    ("index_rows", "irs"),
    ("ParseError", "Pe"),
    ("budget", "bg"),
    ("dynamic", "dy"),
    ("column", "cn"),
    ("token", "tk"),
    ("forced_rows", "frs"),
    ("DYNAMIC_CELLS_PER_FORBIDDEN", "DCPF"),
    ("line_start", "ls"),
    ("count_from_within", "cfw"),
    ("count_fast_within", "cfaw"),
    ("depth", "dp"),
    ("columns", "cns"),
    ("Outcome", "Oc"),
    ("Dialect", "Dc"),
    ("diagonals", "dgs"),
    ("cells", "cs"),
    ("rows_of", "rof"),
    ("level", "lv"),
    ("Partial", "Pt"),
    ("write_failure", "wfail"),
    ("next_free", "nxf"),
    ("allowed", "al"),
    ("orbit_size_if_smallest", "osis"),
    ("Filter", "Fl"),
    ("total", "tt"),
    ("listing", "lg"),
    ("differences", "dif"),
    ("RowSets", "Rs"),
    ("BOUNDED", "BD"),
    ("solution", "sln"),
    ("solutions", "sos"),
    ("packed_shift", "psh"),
    ("choices_up_to_handoff", "cuth"),
    ("bottom", "bt"),
    ("descend", "de"),
    ("counted", "cd"),
    ("SUBTREE_MIN_ROWS", "SMR"),
    ("SMALL_TREE_PLANS", "STP"),
    ("Choice", "Ch"),
    ("writer", "wr"),
    ("UNIT_GAPS", "UG"),
    ("Solutions", "Sos"),
    ("HANDOFF_CHOICES", "HC"),
    ("Counted", "Cd"),
    ("allowed_rows", "alr"),
    ("FAST_CORE_MIN_ROWS", "FCMR"),
    ("each_placement", "epl"),
    ("attacks", "atk"),
    ("placements", "pls"),
    ("next_right", "nxr"),
    ("count_fast", "cfa"),
    ("column_of", "cof"),
    ("Unfinished", "Uf"),
    ("symmetry_plan", "syp"),
    ("searched", "sd"),
    ("dialect", "dc"),
    ("orbits", "ob"),
    ("MEET_BLOCK_BUILD", "MBB"),
    ("weight", "wt"),
    ("skip_whitespace", "sws"),
    ("queens", "qns"),
    ("plain_counts", "pcs"),
    ("placed", "pd"),
    ("offsets", "ofs"),
    ("next_left", "nxl"),
    ("next_cols", "nxc"),
    ("first_solutions", "fsos"),
    ("fewest_unforced", "fu"),
    ("count_placement", "cpl"),
    ("column_cells", "ccs"),
    ("a_listing", "al_"),
    ("b_listing", "bl_"),
    ("PLAIN_COUNTS", "PCS"),
    ("HANDOFF_ROWS", "HR"),
    ("row_free", "rfr"),
    ("random_bit", "rb"),
    ("mirrored", "mi"),
    ("RowStart", "Rst"),
    ("pending", "pg"),
    ("decode_char", "dch"),
    ("search_within", "sw"),
    ("error_at", "ea"),
    ("diagonal", "dg"),
    ("col_free", "cf"),
    ("Walker", "Wk"),
    ("board", "bd"),
    ("Board", "Bd"),
    ("rows", "rz"),
    ("free", "fr"),
    ("forbidden_cells", "fcl"),
    ("most_constrained", "mco"),
    ("count_lines", "cln"),
    ("attacks_on_row", "aor"),
    ("splits_again", "spa"),
    ("cols", "cz"),
    ("left", "lf"),
    ("Diagonals", "Dg"),
    ("weighted_rows_estimate", "wre"),
    ("DYNAMIC_OVERESTIMATE", "DO"),
    ("FILTER_OP_UNCACHED", "FOU"),
    ("FILTER_CACHED", "FCD"),
    ("FILTER_BUILD", "FB"),
    ("FILTER_OP", "FO"),
    ("RACE_SHARE", "RSH"),
    ("row_cells", "rcs"),
    ("searching", "sch"),
    ("Random", "Rnd"),
    ("random", "rnd"),
    ("Search", "Sr"),
];

/// `word` as the judge file names it (`RENAMES`).
pub(super) fn renamed(word: &str) -> &str {
    RENAMES
        .iter()
        .find(|&&(long, _)| long == word)
        .map_or(word, |&(_, short)| short)
}

/// The width up to which lines of code are joined.
pub(super) const WIDTH: usize = 170;

/// Whether the characters `a` and `b` must stay apart: both word
/// characters, or two that would join into one token (`JOINING`).
pub(super) fn needs_space(a: char, b: char) -> bool {
    let word = |c: char| c.is_alphanumeric() || c == '_';
    let pair: String = [a, b].iter().collect();
    word(a) && word(b) || JOINING.contains(&pair.as_str())
}

/// `code` (a line that starts outside any literal) without the spaces
/// that separate nothing: between two tokens, a space stays only if both
/// sides are word characters or the two characters would join (`JOINING`).
/// Literals are copied as they are, and so is the rest of a line that
/// opens a string it does not close.
pub fn tighten(code: &str) -> String {
    let chars: Vec<char> = code.chars().collect();
    let mut out = String::with_capacity(code.len());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c == ' ' {
            let next = chars[i..]
                .iter()
                .position(|&c| c != ' ')
                .map(|k| chars[i + k]);
            if let (Some(a), Some(b)) = (out.chars().last(), next) {
                if needs_space(a, b) {
                    out.push(' ');
                }
            }
            i += chars[i..].iter().take_while(|&&c| c == ' ').count();
            continue;
        }
        let literal = match c {
            '"' => string_len(&chars, i),
            '\'' => char_literal_len(&chars, i),
            'r' | 'b' if !ident_before(&chars, i) => raw_or_byte_len(&chars, i),
            _ => None,
        };
        match literal {
            Some(len) => {
                out.extend(&chars[i..i + len]);
                i += len;
            }
            // A string left open: the rest of the line is inside it.
            None if c == '"' => {
                out.extend(&chars[i..]);
                break;
            }
            None if (c.is_alphabetic() || c == '_') && !ident_before(&chars, i) => {
                let len = (chars[i..].iter())
                    .take_while(|&&c| c.is_alphanumeric() || c == '_')
                    .count();
                let word: String = chars[i..i + len].iter().collect();
                out.push_str(renamed(&word));
                i += len;
            }
            None => {
                if c == '}' || c == ']' {
                    drop_trailing_comma(&mut out);
                }
                out.push(c);
                i += 1;
            }
        }
    }
    out
}

/// `code`, a tightened `#[derive(...)]` line, without `Debug`, if it
/// names it: the judge file formats nothing with `{:?}` but strings, and
/// compiling it proves that nothing needs it.
pub(super) fn without_debug(code: &str) -> Option<String> {
    let list = code.strip_prefix("#[derive(")?.strip_suffix(")]")?;
    let kept: Vec<&str> = list.split(',').filter(|&name| name != "Debug").collect();
    (kept.len() < list.split(',').count()).then(|| format!("#[derive({})]", kept.join(",")))
}

/// Drops the comma that ends `code` (tightened, so a comma there is
/// code, not part of a literal), as a closing `}` or `]` follows: a
/// trailing comma in a list, a block of match arms or a struct is
/// optional. Not before `)`, where `(x,)` is a tuple of one.
pub(super) fn drop_trailing_comma(code: &mut String) {
    if code.ends_with(',') {
        code.pop();
    }
}

/// An error if a source file under `dir` uses, as a word, a short name
/// of `RENAMES`.
pub(super) fn check_renames(dir: &Path) -> Result<(), String> {
    let entries = fs::read_dir(dir).map_err(|e| format!("{}: {}", dir.display(), e))?;
    for entry in entries {
        let path = entry.map_err(|e| e.to_string())?.path();
        if path.is_dir() {
            check_renames(&path)?;
            continue;
        }
        let source = fs::read_to_string(&path).map_err(|e| format!("{}: {}", path.display(), e))?;
        let mut words = source.split(|c: char| !(c.is_alphanumeric() || c == '_'));
        if let Some(word) = words.find(|word| RENAMES.iter().any(|&(_, short)| short == *word)) {
            return Err(format!(
                "{} uses '{}', a short name the judge file gives to another (RENAMES in tests/bundle)",
                path.display(),
                word
            ));
        }
    }
    Ok(())
}
