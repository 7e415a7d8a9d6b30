//! The counting engines. Each one turns a board into a `Plan`: a list of
//! independent jobs whose weighted counts add up to the board's count, so
//! that splitting, threads and shards work the same for all of them.
//!
//! One engine per file, named as `--engine` names it: `reference` (the
//! masked bitmask DFS that every other engine is checked against), `fast`
//! (the same DFS without branches), `dynamic` (most constrained line
//! first), `symmetry` (plain boards, once per symmetry class), `filter`
//! (the plain board's solutions matched against a board) and `join` (pairs
//! of half boards joined on their diagonals, plain or not). Beside them:
//! `rows` (what the searches share), `tree_estimate` (Knuth's estimate of a search tree),
//! `orient` (which way up to search a board), `orbits` (queens pinned on
//! the border of a symmetric board, once per orbit), `cost` (the join's
//! cost model), `jobs` (an engine's weighted jobs), `plan` (the program's
//! plans: split, sharded, sliced), `choice` (which plan counts a board)
//! and `auto` (whether a case needs a plan at all). Engines read boards
//! and write nothing, and import neither plans nor policies.
//!
//! This file is the program's list of them. The judge build's root
//! (src/judge.rs) lists the modules it takes, with a plan and a choice
//! of its own (src/judge/judge_plan.rs, src/judge/judge_choice.rs).

pub mod auto;
mod choice;
mod cost;
mod dynamic;
mod dynamic_lines;
mod fast;
pub mod filter;
mod jobs;
pub mod join;
pub mod meet;
mod orbits;
mod orient;
mod pace;
mod plan;
mod recount;
mod reference;
mod rows;
mod symmetry;
mod tree_estimate;

pub use self::choice::*;
pub use self::fast::{count_fast, count_fast_within};
pub use self::jobs::symmetry_plan;
pub use self::plan::units::Unit;
pub use self::plan::Plan;
pub use self::reference::{count_from, count_from_within};
pub use self::rows::*;
use crate::board::Board;
use crate::memory::Memory;
use crate::tuning::MEET_MEMORY;

/// The engines the command line can force, and `Auto`, which picks one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Engine {
    /// The fastest engine for each case (`fastest`).
    #[default]
    Auto,
    /// The masked DFS on the board as given (`reference`).
    Reference,
    /// The branch-free core, the board turned the best way (`fast_search`).
    Fast,
    /// Most constrained line first (`dynamic_search`).
    Dynamic,
    /// Plain boards once per symmetry class (`symmetry_plan`).
    Symmetry,
    /// The plain board's solutions matched against the board (`filter`).
    Filter,
    /// Plain boards as pairs of half boards (`join`).
    Join,
    /// The top and bottom halves joined (`meet`).
    Meet,
}

impl Engine {
    /// The names `--engine` takes, in the order of `ALL`.
    /// Each engine's name is its file's `NAME`.
    pub const NAMES: [&'static str; 8] = [
        "auto",
        reference::NAME,
        fast::NAME,
        dynamic::NAME,
        symmetry::NAME,
        filter::NAME,
        join::NAME,
        meet::NAME,
    ];
    const ALL: [Engine; 8] = [
        Engine::Auto,
        Engine::Reference,
        Engine::Fast,
        Engine::Dynamic,
        Engine::Symmetry,
        Engine::Filter,
        Engine::Join,
        Engine::Meet,
    ];

    /// The name `--engine` takes for it.
    pub fn name(self) -> &'static str {
        Engine::NAMES[Engine::ALL
            .iter()
            .position(|&engine| engine == self)
            .unwrap_or(0)]
    }

    pub fn named(name: &str) -> Option<Engine> {
        let at = Engine::NAMES.iter().position(|&known| known == name)?;
        Some(Engine::ALL[at])
    }
}

impl auto::By {
    /// How `--time` names it: the engine, as `--engine` names it.
    pub fn name(self) -> String {
        let within = |engine: Engine| format!("{}, within its first budget", engine.name());
        match self {
            auto::By::Loop => format!("{} loop, within its first budget", Engine::Reference.name()),
            auto::By::Dynamic => within(Engine::Dynamic),
            auto::By::Fast => within(Engine::Fast),
            auto::By::Filter => Engine::Filter.name().to_string(),
            auto::By::Known => "the count of the same plain N before".to_string(),
        }
    }
}

/// How `engine` goes on with `board`: auto's way (`auto`, which also
/// keeps the filters built), the filter's count, or the engine's plan,
/// the join's tables within `memory`; or why that engine cannot count it
/// (never a silent fallback to another engine).
pub fn forced(
    engine: Engine,
    board: &Board,
    auto: &auto::Auto,
    memory: &Memory,
) -> Result<auto::Counted, String> {
    let plan = match engine {
        Engine::Auto => return Ok(auto.count(board)),
        Engine::Filter if board.n <= filter::MAX_N => {
            let count = auto.built_filter(board.n).count(board);
            return Ok(auto::known(count, auto::By::Filter));
        }
        Engine::Filter => Err(format!(
            "engine '{}' counts N up to {}, and this board has N = {}",
            engine.name(),
            filter::MAX_N,
            board.n
        )),
        Engine::Reference => Ok(reference(board).into()),
        Engine::Fast => Ok(fast_search(&orient::best(board)).into()),
        Engine::Dynamic => Ok(dynamic_search(board).into()),
        Engine::Symmetry if board.is_plain() => Ok(symmetry_plan(board.n).into()),
        Engine::Symmetry => Err(format!(
            "engine '{}' counts plain boards only, and this board has forbidden cells",
            engine.name()
        )),
        Engine::Meet if board.n > meet::MAX_N => Err(format!(
            "engine '{}' counts N up to {}, and this board has N = {}",
            engine.name(),
            meet::MAX_N,
            board.n
        )),
        Engine::Meet if !meet::Meet::fits(board) => Err(format!(
            "engine '{}' would need more than its budget of {} MiB for this board",
            engine.name(),
            MEET_MEMORY >> 20
        )),
        Engine::Meet => Ok(meet::Meet::new(board).into()),
        Engine::Join => match join::Join::fits(board, memory.whole()) {
            Ok(()) => Ok(join::Join::new(board).into()),
            Err(join::Refusal::TooWide) => Err(format!(
                "engine '{}' counts N up to {}, and this board has N = {}",
                engine.name(),
                join::MAX_N,
                board.n
            )),
            // Too large whole: in slices, if the least of them fits.
            Err(join::Refusal::OverBudget(_)) => match join::Join::least_slice(board) {
                least if least <= memory.bytes() => Ok(join::Join::deferred(board).into()),
                least => Err(format!(
                    "engine '{}' would need at least {} MiB for this board, over the budget of {} MiB (--memory)",
                    engine.name(),
                    least >> 20,
                    memory.bytes() >> 20
                )),
            },
        },
    };
    plan.map(auto::unestimated)
}

#[cfg(test)]
mod count_tests;
