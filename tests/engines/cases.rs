//! The boards the engines are checked on, each with its count by the
//! oracle: made from fixed seeds, or read from a file that an earlier
//! run of these very sources wrote (`cases`).

use crate::common::boards::{
    self, Board, ANTI_TRANSPOSE, HALF_TURN, MIRROR, QUARTER_TURN, TOP_BOTTOM, TRANSPOSE,
};
use crate::common::{oracle, Rng};
use std::sync::OnceLock;

/// Search nodes the oracle may spend on one board...
const ORACLE_NODES: u64 = 30_000;
/// ...and nodes a plain top-down search may visit (the reference engine).
const TOP_DOWN_NODES: u64 = 300_000;

/// The nodes of a plain row-by-row search (the reference engine's order),
/// or `None` past `limit`.
fn top_down_nodes(board: &Board, limit: u64) -> Option<u64> {
    struct TopDown<'a> {
        board: &'a Board,
        column: Vec<bool>,
        sum: Vec<bool>,
        difference: Vec<bool>,
        nodes: u64,
        limit: u64,
    }
    impl TopDown<'_> {
        /// False once past the limit.
        fn visit(&mut self, row: usize) -> bool {
            self.nodes += 1;
            let n = self.board.n();
            if self.nodes > self.limit {
                return false;
            }
            if row == n {
                return true;
            }
            for c in 0..n {
                let (s, d) = (row + c, row + n - 1 - c);
                if self.board.allowed[row][c]
                    && !self.column[c]
                    && !self.sum[s]
                    && !self.difference[d]
                {
                    self.column[c] = true;
                    self.sum[s] = true;
                    self.difference[d] = true;
                    let within = self.visit(row + 1);
                    self.column[c] = false;
                    self.sum[s] = false;
                    self.difference[d] = false;
                    if !within {
                        return false;
                    }
                }
            }
            true
        }
    }
    let n = board.n();
    let mut search = TopDown {
        board,
        column: vec![false; n],
        sum: vec![false; 2 * n],
        difference: vec![false; 2 * n],
        nodes: 0,
        limit,
    };
    search.visit(0).then_some(search.nodes)
}

/// A board with its class name and its count by the oracle.
pub(super) struct Case {
    pub(super) class: &'static str,
    pub(super) board: Board,
    pub(super) count: u64,
}

/// Keeps `board` if both searches stay small on it: within `scale`
/// times the node limits.
fn accept(class: &'static str, board: Board, scale: u64, cases: &mut Vec<Case>) -> bool {
    if top_down_nodes(&board, scale * TOP_DOWN_NODES).is_none() {
        return false;
    }
    match oracle::count_within(&board, scale * ORACLE_NODES) {
        Some(count) => {
            cases.push(Case {
                class,
                board,
                count,
            });
            true
        }
        None => false,
    }
}

/// The boards: random ones over N = 11..24 and densities 0.3..0.97, ones
/// symmetric under each of the 9 nontrivial groups of the square's
/// symmetries (each mirror, the half turn, each diagonal reflection, both
/// mirrors, both diagonals, the quarter turns, the whole group), ones with
/// an empty row or column, and 64-wide sparse ones.
///
/// Made afresh in every run, unless `NQUEENS_TEST_BOARDS` names a file
/// (set but empty, it names none): then they are read from it if this very
/// test source wrote it, and written to it otherwise. The boards and
/// counts depend on the tests alone, never on src/, and making them is
/// most of this file's time, so cargo-mutants runs (docs/mutants.md) set it:
/// each mutant is then checked against the same boards without making
/// them again.
pub(super) fn cases() -> &'static [Case] {
    static CASES: OnceLock<Vec<Case>> = OnceLock::new();
    CASES.get_or_init(|| {
        let started = std::time::Instant::now();
        let saved = std::env::var_os("NQUEENS_TEST_BOARDS").filter(|path| !path.is_empty());
        if let Some(cases) = saved.as_ref().and_then(|path| read_cases(path.as_ref())) {
            eprintln!("{} boards read in {:?}", cases.len(), started.elapsed());
            return cases;
        }
        let cases = make_cases();
        eprintln!("{} boards made in {:?}", cases.len(), started.elapsed());
        if let Some(path) = saved {
            write_cases(path.as_ref(), &cases);
        }
        cases
    })
}

/// The first line of a saved board file: a hash of the sources that make
/// the boards and count them, so that a file from other sources is made
/// again rather than read.
fn saved_header() -> String {
    let sources = [
        include_str!("../engines.rs"),
        include_str!("cases.rs"),
        include_str!("../common/mod.rs"),
        include_str!("../common/boards.rs"),
        include_str!("../common/oracle.rs"),
    ];
    // FNV-1a over the sources, one after the other.
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in sources.iter().flat_map(|source| source.bytes()) {
        hash = (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
    }
    format!("nqueens test boards {:016x}", hash)
}

/// Each case as a line `class<TAB>count`, then the board as program input.
pub(super) fn write_cases(path: &std::path::Path, cases: &[Case]) {
    let mut text = saved_header() + "\n";
    for case in cases {
        text += &format!("{}\t{}\n{}", case.class, case.count, case.board.to_input());
    }
    // Written whole under another name, then renamed: a reader never sees
    // half a file.
    let partial = path.with_extension(format!("partial{}", std::process::id()));
    std::fs::write(&partial, text).expect("cannot write the saved boards");
    std::fs::rename(&partial, path).expect("cannot write the saved boards");
}

/// The cases of `path`, or `None` if it is missing or was written by other
/// sources.
pub(super) fn read_cases(path: &std::path::Path) -> Option<Vec<Case>> {
    let text = std::fs::read_to_string(path).ok()?;
    let mut lines = text.lines();
    if lines.next()? != saved_header() {
        return None;
    }
    let mut cases = Vec::new();
    while let Some(line) = lines.next() {
        let (class, count) = line.split_once('\t').expect("a saved case line");
        let n: usize = lines.next()?.parse().expect("a saved board's N");
        let allowed = (0..n)
            .map(|_| {
                lines
                    .next()
                    .map(|row| row.bytes().map(|b| b == b'*').collect())
            })
            .collect::<Option<Vec<Vec<bool>>>>()?;
        cases.push(Case {
            // The classes are a handful of names, leaked once per run.
            class: Box::leak(class.to_owned().into_boxed_str()),
            board: Board { allowed },
            count: count.parse().expect("a saved count"),
        });
    }
    Some(cases)
}

/// Random boards that a group of symmetries maps onto themselves.
struct Class {
    name: &'static str,
    /// Generators of the group (none: any random board)...
    group: &'static [boards::Symmetry],
    /// ...and its order.
    order: usize,
    wanted: usize,
    /// How many times the usual node limits a board may take.
    scale: u64,
}

/// The symmetric classes whose group fixes no border line, beyond the
/// half turn, the diagonal and the full group, may take 4 times the node
/// limits: so that some of their trees are large enough for the engines
/// to pin border queens on 2 lines (the other diagonal) and on 4 (both
/// diagonals, the quarter turns), which smaller trees never repay.
const PINNING_SCALE: u64 = 4;

fn make_cases() -> Vec<Case> {
    let class = |name, group, order, wanted, scale| Class {
        name,
        group,
        order,
        wanted,
        scale,
    };
    // The classes are made on threads of their own, each from its own
    // seed.
    let classes = [
        class("random", &[], 1, 300, 1),
        class("mirror", &[MIRROR], 2, 50, 1),
        class("half turn", &[HALF_TURN], 2, 50, 1),
        class("diagonal", &[TRANSPOSE], 2, 30, 1),
        class("full group", &[QUARTER_TURN, MIRROR], 8, 30, 1),
        class("top-bottom", &[TOP_BOTTOM], 2, 20, 1),
        class("other diagonal", &[ANTI_TRANSPOSE], 2, 20, PINNING_SCALE),
        class("both mirrors", &[MIRROR, TOP_BOTTOM], 4, 20, PINNING_SCALE),
        class(
            "both diagonals",
            &[TRANSPOSE, ANTI_TRANSPOSE],
            4,
            20,
            PINNING_SCALE,
        ),
        class("quarter turns", &[QUARTER_TURN], 4, 20, PINNING_SCALE),
    ];
    let mut made: Vec<Vec<Case>> = std::thread::scope(|scope| {
        let handles: Vec<_> = classes
            .iter()
            .enumerate()
            .map(|(i, class)| {
                scope.spawn(move || symmetric_cases(0x0E16_1E50_2026_1122 + i as u64, class))
            })
            .collect();
        handles
            .into_iter()
            .map(|handle| handle.join().expect("a generator panicked"))
            .collect()
    });
    let mut cases: Vec<Case> = made.drain(..).flatten().collect();
    let mut rng = Rng::new(0x0E16_1E50_2026_1100);
    let mut kept = 0;
    while kept < 20 {
        let n = rng.between(11, 24);
        let density = 0.5 + 0.47 * rng.unit();
        let mut board = Board::random(&mut rng, n, density);
        let line = rng.below(n);
        for i in 0..n {
            if kept % 2 == 0 {
                board.allowed[line][i] = false;
            } else {
                board.allowed[i][line] = false;
            }
        }
        if accept("empty line", board, 1, &mut cases) {
            kept += 1;
        }
    }
    let mut kept = 0;
    while kept < 30 {
        if accept("64 wide", boards::wide_sparse(&mut rng), 1, &mut cases) {
            kept += 1;
        }
    }
    cases
}

/// `class.wanted` random boards N = 11..24 that the group of the class
/// maps onto themselves.
fn symmetric_cases(seed: u64, class: &Class) -> Vec<Case> {
    let mut rng = Rng::new(seed);
    let mut cases = Vec::new();
    let mut tries = 0;
    while cases.len() < class.wanted {
        tries += 1;
        assert!(
            tries < 50 * class.wanted,
            "too few {} boards are small enough",
            class.name
        );
        let n = rng.between(11, 24);
        // Trees grow fast with density and N: the densest boards are
        // the small ones (0.97 at N = 11, about 0.5 at N = 24).
        let densest = 0.97 - 0.036 * (n - 11) as f64;
        let density = 0.3 + (densest - 0.3) * rng.unit();
        // Symmetrizing keeps a cell only if its whole orbit is free:
        // start denser so that the densities stay spread.
        let start = density.powf(1.0 / class.order as f64);
        let board = Board::random(&mut rng, n, start).symmetrized(class.group);
        accept(class.name, board, class.scale, &mut cases);
    }
    cases
}
