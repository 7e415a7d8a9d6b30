//! The layers of src/ (docs/design.md, "The picture"): read from the
//! `use` lines of every module, no module imports one that imports it
//! back, directly or round a longer circle, and what writes the cases
//! imports nothing that counts them. And one loop takes a run's cases
//! from their input, for both builds.
//!
//! A module is a file of src/ (`count/join.rs` is `count::join`). A `use`
//! line is an edge to the module that defines the name it brings in: a
//! name that a parent re-exports (`pub use`) is followed to the module
//! that defines it. Edges between a module and its own parent or child
//! are left out (a parent re-exports its children, which build on what
//! it declares), as are test modules, which import what they test.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

/// Every module of src/ but the program's root, by path, with its text
/// (comments and inline test modules cut).
fn modules() -> BTreeMap<String, String> {
    let mut modules = BTreeMap::new();
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut todo = vec![src.clone()];
    while let Some(dir) = todo.pop() {
        for entry in fs::read_dir(&dir).expect("src/ reads") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                todo.push(path);
                continue;
            }
            let relative = path.strip_prefix(&src).unwrap().with_extension("");
            let mut parts: Vec<String> = (relative.iter())
                .map(|part| part.to_string_lossy().into_owned())
                .collect();
            if parts.last().is_some_and(|last| last == "mod") {
                parts.pop();
            }
            match parts.join("::").as_str() {
                "main" => continue,
                "lib" => parts.clear(),
                _ => {}
            }
            let text = fs::read_to_string(&path).expect("a source file reads");
            modules.insert(parts.join("::"), code_of(&text));
        }
    }
    modules
}

/// `text` without its comments and without a test module at its end.
fn code_of(text: &str) -> String {
    let mut code = String::new();
    let mut test_attribute = false;
    for line in text.lines() {
        let line = line.split("//").next().unwrap_or("");
        let trimmed = line.trim();
        if trimmed == "#[cfg(test)]" {
            test_attribute = true;
        } else if test_attribute && trimmed.starts_with("mod ") {
            // A test module, inline or in a file of its own, ends the code.
            break;
        } else if !trimmed.starts_with("#[") {
            test_attribute = false;
        }
        code.push_str(line);
        code.push('\n');
    }
    code
}

/// The paths of the `use` declarations of `code` (braces expanded), each
/// with whether the declaration is `pub` (a re-export).
fn uses(code: &str) -> Vec<(String, bool)> {
    let mut found = Vec::new();
    let mut rest = code;
    while let Some(at) = find_use(rest) {
        let before = rest[..at].trim_end();
        let public = before.ends_with("pub") || before.ends_with(')');
        let end = rest[at..].find(';').map_or(rest.len(), |end| at + end);
        let mut tree = rest[at + 4..end]
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        for tight in ["::", "{", "}", ","] {
            tree = tree.replace(&format!(" {}", tight), tight);
            tree = tree.replace(&format!("{} ", tight), tight);
        }
        for path in expand(&tree) {
            let path = match path.split_once(" as ") {
                Some((path, _)) => path.to_string(),
                None => path,
            };
            found.push((path, public));
        }
        rest = &rest[end..];
    }
    found
}

/// Where the next `use ` declaration starts, at the start of a line or
/// after `pub` or `pub(...)`.
fn find_use(code: &str) -> Option<usize> {
    let mut from = 0;
    while let Some(at) = code[from..].find("use ") {
        let at = from + at;
        let before = code[..at].trim_end_matches(' ');
        if before.is_empty()
            || before.ends_with('\n')
            || before.ends_with("pub")
            || before.ends_with(')')
        {
            return Some(at);
        }
        from = at + 4;
    }
    None
}

/// `a::{b, c::{d, e}}` as `a::b`, `a::c::d`, `a::c::e`.
fn expand(tree: &str) -> Vec<String> {
    let open = match tree.find('{') {
        Some(open) => open,
        None => return vec![tree.to_string()],
    };
    let (prefix, inner) = (&tree[..open], &tree[open + 1..tree.len() - 1]);
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (i, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&inner[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&inner[start..]);
    (parts.into_iter())
        .filter(|part| !part.is_empty())
        .flat_map(|part| expand(&format!("{}{}", prefix, part)))
        .collect()
}

struct Tree {
    modules: BTreeMap<String, String>,
}

impl Tree {
    /// The module `path` names, seen from `module`, and the names after
    /// it; `None` for a path outside the crate.
    fn absolute(&self, module: &str, path: &str) -> Option<(Vec<String>, Vec<String>)> {
        let mut segments: Vec<String> = path.split("::").map(str::to_string).collect();
        let mut base: Vec<String> = match module {
            "" => Vec::new(),
            _ => module.split("::").map(str::to_string).collect(),
        };
        match segments[0].as_str() {
            "crate" => {
                base.clear();
                segments.remove(0);
            }
            "self" | "super" => {}
            first => {
                let child = [base.clone(), vec![first.to_string()]].concat().join("::");
                if !self.modules.contains_key(&child) {
                    return None;
                }
            }
        }
        while let Some(first) = segments.first() {
            match first.as_str() {
                "super" => {
                    base.pop();
                }
                "self" => {}
                _ => break,
            }
            segments.remove(0);
        }
        Some((base, segments))
    }

    fn defines(&self, module: &str, name: &str) -> bool {
        let code = &self.modules[module];
        [
            "fn",
            "struct",
            "enum",
            "trait",
            "const",
            "static",
            "type",
            "macro_rules!",
        ]
        .iter()
        .any(|keyword| {
            let declared = format!("{} {}", keyword, name);
            code.match_indices(&declared).any(|(at, _)| {
                let after = code[at + declared.len()..].chars().next();
                !after.is_some_and(|c| c.is_alphanumeric() || c == '_')
            })
        })
    }

    /// The module that defines what `segments` names below `base`.
    fn resolve(&self, mut base: Vec<String>, mut segments: Vec<String>, depth: usize) -> String {
        while let Some(first) = segments.first() {
            let deeper = [base.clone(), vec![first.clone()]].concat();
            if first == "*" || !self.modules.contains_key(&deeper.join("::")) {
                break;
            }
            base = deeper;
            segments.remove(0);
        }
        let module = base.join("::");
        let name = match segments.first() {
            Some(name) if name != "*" && depth < 8 && !self.defines(&module, name) => name,
            _ => return module,
        };
        for (path, public) in uses(&self.modules[&module]) {
            let (from, names) = match (public, self.absolute(&module, &path)) {
                (true, Some(found)) => found,
                _ => continue,
            };
            match names.last().map(String::as_str) {
                Some(last) if last == name => return self.resolve(from, names, depth + 1),
                Some("*") => {
                    let glob = names[..names.len() - 1].to_vec();
                    let origin = self.resolve(from, glob, depth + 1);
                    if self.modules.contains_key(&origin) && self.defines(&origin, name) {
                        return origin;
                    }
                }
                _ => {}
            }
        }
        module
    }

    /// Each module's imports, as `resolve` finds them.
    fn edges(&self) -> BTreeMap<String, BTreeSet<String>> {
        let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for (module, code) in &self.modules {
            if module.ends_with("tests") || module == "testing" || module == "rare_paths" {
                continue;
            }
            for (path, _) in uses(code) {
                let (base, segments) = match self.absolute(module, &path) {
                    Some(found) => found,
                    None => continue,
                };
                let target = self.resolve(base, segments, 0);
                let (a, b) = (format!("{}::", module), format!("{}::", target));
                if a.starts_with(&b) || b.starts_with(&a) || module.is_empty() || target.is_empty()
                {
                    continue; // itself, a parent or a child
                }
                edges.entry(module.clone()).or_default().insert(target);
            }
        }
        edges
    }
}

/// A circle of imports, if there is one: depth first, the path to a
/// module already on the path.
fn circle(edges: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        module: &str,
        edges: &BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(at) = path.iter().position(|on| on == module) {
            let mut circle = path[at..].to_vec();
            circle.push(module.to_string());
            return Some(circle);
        }
        if !done.insert(module.to_string()) {
            return None;
        }
        path.push(module.to_string());
        for next in edges.get(module).into_iter().flatten() {
            if let Some(circle) = visit(next, edges, path, done) {
                return Some(circle);
            }
        }
        path.pop();
        None
    }
    let mut done = BTreeSet::new();
    for module in edges.keys() {
        if let Some(circle) = visit(module, edges, &mut Vec::new(), &mut done) {
            return Some(circle);
        }
    }
    None
}

#[test]
fn no_module_imports_one_that_imports_it_back() {
    let tree = Tree { modules: modules() };
    let edges = tree.edges();
    assert!(
        edges.len() > 20,
        "too few modules import others: {:?}",
        edges
    );
    assert_eq!(circle(&edges), None, "a circle of imports");
}

#[test]
fn a_circle_is_found_however_long() {
    let edges: BTreeMap<String, BTreeSet<String>> =
        [("a", "b"), ("b", "c"), ("c", "a"), ("d", "a")]
            .iter()
            .map(|&(from, to)| (from.to_string(), BTreeSet::from([to.to_string()])))
            .collect();
    assert_eq!(
        circle(&edges),
        Some(vec!["a".into(), "b".into(), "c".into(), "a".into()])
    );
    let mut open = edges.clone();
    open.remove("c");
    assert_eq!(circle(&open), None);
}

/// A re-export is followed to the module that defines the name, and a
/// module's own parent is no edge.
#[test]
fn imports_are_followed_through_re_exports() {
    let modules: BTreeMap<String, String> = [
        ("", "mod count;\nmod output;\n"),
        (
            "count",
            "mod fast;\npub use self::fast::*;\npub use plan::Plan;\n",
        ),
        ("count::fast", "use super::Plan;\npub fn count_fast() {}\n"),
        ("count::plan", "pub enum Plan {}\n"),
        ("output", "use crate::count::{count_fast, Plan as P};\n"),
    ]
    .iter()
    .map(|&(path, code)| (path.to_string(), code.to_string()))
    .collect();
    let edges = Tree { modules }.edges();
    let targets = |module: &str| edges.get(module).cloned().unwrap_or_default();
    assert_eq!(
        targets("output"),
        BTreeSet::from(["count::fast".into(), "count::plan".into()])
    );
    assert_eq!(
        targets("count::fast"),
        BTreeSet::from(["count::plan".into()])
    );
}

/// What writes the cases formats them and nothing more: output.rs and
/// writer.rs import nothing that counts or shares out a count.
#[test]
fn output_and_writer_import_nothing_that_counts() {
    let tree = Tree { modules: modules() };
    let edges = tree.edges();
    for module in ["output", "writer"] {
        for target in edges.get(module).into_iter().flatten() {
            let counting = ["solve", "parallel", "forecast", "batch", "count"]
                .iter()
                .any(|layer| target == layer || target.starts_with(&format!("{}::", layer)));
            assert!(!counting, "{} imports {}", module, target);
        }
    }
}

/// Each function of `code`: its name, its parameters and its body (by
/// brace matching; the code has no comments).
fn functions(code: &str) -> Vec<(String, String, String)> {
    let mut found = Vec::new();
    let mut from = 0;
    while let Some(at) = code[from..].find("fn ") {
        let start = from + at + 3;
        from = start;
        let boundary = code[..start - 3].chars().last();
        if boundary.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue;
        }
        let name: String = (code[start..].chars())
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        let (open, close) = match (code[start..].find('('), code[start..].find('{')) {
            (Some(open), Some(brace)) if open < brace => (start + open, start + brace),
            _ => continue,
        };
        if code[start..close].contains(';') {
            continue; // a declaration without a body (a trait's)
        }
        let mut depth = 0;
        let mut end = code.len();
        for (i, c) in code[close..].char_indices() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                _ => {}
            }
            if depth == 0 {
                end = close + i + 1;
                break;
            }
        }
        let params = code[open..close].to_string();
        found.push((name, params, code[close..end].to_string()));
        from = close;
    }
    found
}

/// The functions of `modules` that take cases from a run's `Cases`
/// themselves (rather than handing them on whole): a method called on
/// them, or a `for` over them.
fn case_loops(modules: &BTreeMap<String, String>) -> Vec<String> {
    let mut loops = Vec::new();
    for (module, code) in modules {
        for (name, params, body) in functions(code) {
            let bound = params.split(',').find_map(|param| {
                let (name, kind) = param.split_once(':')?;
                let name = name
                    .trim()
                    .trim_start_matches('(')
                    .trim_start_matches("mut ");
                kind.contains("Cases").then(|| name.trim().to_string())
            });
            let cases = match bound {
                Some(cases) => cases,
                None => continue,
            };
            let taken = body.contains(&format!("{}.", cases))
                || body.contains(&format!("in {}", cases))
                || body.contains(&format!("in &mut {}", cases));
            if taken {
                loops.push(format!("{}::{}", module, name));
            }
        }
    }
    loops
}

/// One loop takes a run's cases from their input, for every caller and
/// both builds (`writer::each_case`); every other function that is
/// handed the cases passes them on whole.
#[test]
fn one_loop_takes_the_cases() {
    assert_eq!(
        case_loops(&modules()),
        vec!["writer::each_case".to_string()]
    );
}

/// A second loop over the cases is found, by a method call or a `for`.
#[test]
fn a_second_case_loop_is_found() {
    let modules: BTreeMap<String, String> = [
        (
            "writer",
            "pub fn each_case<W>(w: &mut W, cases: &mut Cases, c: &mut C) -> Outcome {\n    loop { cases.next(); }\n}\n",
        ),
        (
            "batch",
            "fn run(solver: &Solver, cases: &mut Cases) -> Outcome {\n    each_case(w, cases, c)\n}\nfn read(mut input: &mut Cases<'_>) {\n    for board in input {}\n}\n",
        ),
        (
            "cases",
            "fn all(&mut self, cases: &mut Cases) -> Outcome {\n    let next = cases.next();\n}\n",
        ),
    ]
    .iter()
    .map(|&(path, code)| (path.to_string(), code.to_string()))
    .collect();
    assert_eq!(
        case_loops(&modules),
        vec![
            "batch::read".to_string(),
            "cases::all".to_string(),
            "writer::each_case".to_string()
        ]
    );
}
