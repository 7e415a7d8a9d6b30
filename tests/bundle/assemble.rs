//! The crate as one stream of tokens: every `mod name;` replaced by
//! `mod name { … }` holding the file that rustc would load for it.

use super::items::{attribute_at, attribute_end, group_end, punct};
use super::tokens::{tokenize, Token};
use std::fs;
use std::path::{Path, PathBuf};

/// The module file that `mod name;` in `parent` names, inside the inline
/// modules `inline` of that file, as rustc finds it, and whether that
/// file owns its folder: `#[path]`'s (from the parent's folder, or from
/// the inline modules' folder inside it), or `name.rs` or `name/mod.rs`
/// in the module's folder (the parent's own folder for a crate root, a
/// `mod.rs` and a file loaded by path, else the folder named as the
/// file), the inline modules' names below it.
fn module_file(
    parent: &Path,
    owns_folder: bool,
    inline: &[String],
    name: &str,
    path: Option<&str>,
) -> (PathBuf, bool) {
    let folder = parent.parent().unwrap_or(Path::new("."));
    if let (Some(path), true) = (path, inline.is_empty()) {
        return (folder.join(path), true);
    }
    let stem = parent.file_stem().and_then(|s| s.to_str()).unwrap_or("");
    let mut base = match owns_folder || stem == "mod" {
        true => folder.to_path_buf(),
        false => folder.join(stem),
    };
    base.extend(inline);
    if let Some(path) = path {
        return (base.join(path), true);
    }
    let file = base.join(format!("{}.rs", name));
    match file.is_file() {
        true => (file, false),
        false => (base.join(name).join("mod.rs"), true),
    }
}

/// The tokens of the crate whose root is `root`, every `mod name;` made
/// `mod name { … }`; the root's inner attributes apart (they head the
/// file), every other file's dropped.
pub fn assemble(root: &Path) -> Result<(Vec<Token>, Vec<Token>), String> {
    let mut head = Vec::new();
    let body = assemble_file(root, true, true, &mut head)?;
    Ok((head, body))
}

fn assemble_file(
    path: &Path,
    owns_folder: bool,
    is_root: bool,
    head: &mut Vec<Token>,
) -> Result<Vec<Token>, String> {
    let source =
        fs::read_to_string(path).map_err(|e| format!("cannot read {}: {}", path.display(), e))?;
    let tokens = tokenize(&source).map_err(|e| format!("{}: {}", path.display(), e))?;
    let mut out = Vec::new();
    // The inline modules (`mod name { … }`) the tokens are in, each with
    // the brace depth inside it, and the depth now.
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut depth = 0;
    let mut i = 0;
    while i < tokens.len() {
        if attribute_at(&tokens, i, true) {
            let end = attribute_end(&tokens, i);
            // The root's, but those for test builds alone.
            if is_root && !tokens[i..end].iter().any(|t| t.is("test")) {
                head.extend_from_slice(&tokens[i..end]);
            }
            i = end;
            continue;
        }
        if tokens[i].is("{") {
            depth += 1;
            if i >= 2 && tokens[i - 2].is("mod") && tokens[i - 1].is_word() {
                inline.push((tokens[i - 1].text.clone(), depth));
            }
        } else if tokens[i].is("}") {
            if inline.last().is_some_and(|&(_, at)| at == depth) {
                inline.pop();
            }
            depth -= 1;
        }
        // Attributes, a visibility, `mod name;`?
        let start = i;
        let mut k = i;
        let mut path_attribute = None;
        let mut kept = Vec::new();
        while attribute_at(&tokens, k, false) {
            let end = attribute_end(&tokens, k);
            match (tokens.get(k + 2), tokens.get(k + 4)) {
                (Some(name), Some(value)) if name.is("path") && tokens[k + 3].is("=") => {
                    path_attribute = Some(value.text.trim_matches('"').to_string());
                }
                _ => kept.extend_from_slice(&tokens[k..end]),
            }
            k = end;
        }
        if tokens.get(k).is_some_and(|t| t.is("pub")) {
            kept.push(tokens[k].clone());
            k += 1;
            if tokens.get(k).is_some_and(|t| t.is("(")) {
                let end = group_end(&tokens, k);
                kept.extend_from_slice(&tokens[k..end]);
                k = end;
            }
        }
        let declares = tokens.get(k).is_some_and(|t| t.is("mod"))
            && tokens.get(k + 1).is_some_and(Token::is_word)
            && tokens.get(k + 2).is_some_and(|t| t.is(";"));
        if !declares {
            // Not a module declaration: the first token goes as it is.
            out.push(tokens[start].clone());
            i = start + 1;
            continue;
        }
        let name = &tokens[k + 1].text;
        let names: Vec<String> = inline.iter().map(|(name, _)| name.clone()).collect();
        let at = path_attribute.as_deref();
        let (file, owns) = module_file(path, owns_folder, &names, name, at);
        let inner = assemble_file(&file, owns, false, head)
            .map_err(|e| format!("{} (mod {} in {})", e, name, path.display()))?;
        out.extend(kept);
        out.push(tokens[k].clone());
        out.push(tokens[k + 1].clone());
        out.push(punct("{"));
        out.extend(inner);
        out.push(punct("}"));
        i = k + 3;
    }
    Ok(out)
}
