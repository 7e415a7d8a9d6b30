//! Every tuning constant, with its reason and the measurement behind it:
//! what the engines' cost models count in, how many probes an estimate
//! takes, where auto's choices switch, how work is split. Costs are in
//! steps of the fast core (one node of its tree), so that they hold
//! across machines; bench/RESULTS.md and bench/log/ hold the timings,
//! git log the values tried before.

/// A queen placed by the dynamic search (a node of its tree, or a forced
/// queen that goes down with it), in steps of the fast core.
pub const DYNAMIC_NODE: u64 = 9;
/// A call of the dynamic search's lanes (N ≤ 16: every line's open
/// cells in one 16-bit lane), with the placements it tries (its line's
/// cells, and after each the queens that lines left with one open cell
/// force), in steps of the fast core: fitted as 104 ns a call and 4.7 ns
/// a placement over batch classes N = 14..16 with 2 to 50% forbidden
/// (each class within 7%; 2 to 5 placements a call: 114 to 128 ns),
/// against 5.0 to 6.7 ns a step of the fast core on the sparse N = 16
/// classes in the same runs (bench/log/).
pub const LANES_NODE: u64 = 20;

/// Random probes of one Knuth estimate (of a board's orientation, and of
/// whether a case is small): enough to tell orders of magnitude apart,
/// cheap next to any board worth planning.
pub const PROBES: usize = 256;
/// Random probes of the dynamic search's estimate, whose levels cost O(N)
/// lines each: measured on boards N = 14..20 against their counted nodes,
/// 64 probes put 80% of the estimates within 0.77 to 1.35 times the truth
/// (256 probes: 0.85 to 1.17), enough for decisions with margins of 2 to 4.
pub const DYNAMIC_PROBES: usize = 64;
/// Steps of the fast core that one level of one probe costs when a case is
/// planned.
pub const PROBE_LEVEL: f64 = 32.0;
/// Steps per row of the board that setting up the search after the plain
/// loop costs, about: what a case's very first count, by the plain loop,
/// may take, so that a tree too small to repay the setup costs none and
/// a larger one loses at most the setup. Measured on random boards N =
/// 10..64 as the time of a search stopped at its first node over that of
/// a step of the loop: the dynamic search (each line's free cells, a 1 KB
/// stack level per row) 10 to 22 steps a row; the fast core (its tables
/// of 128 rows, its subtrees, two walkers) 300 to 600 steps at any N,
/// which sparse boards, the fast core's, repay many times over.
pub const SEARCH_SETUP: usize = 16;
/// A case's first search may take this many times what planning it costs.
pub const SMALL_TREE_PLANS: f64 = 4.0;

/// Steps of the fast core that building the filter of N = 0..=16 takes
/// per plain solution: measured as the time of a filter's build (its
/// listing and tables, less the time of a process that counts a tiny case)
/// per plain solution, over the time of a step of the fast core counting
/// sparse N = 16 boards with no budget (n16-d02, n16-d10 of the batch
/// classes). Below N = 14 a build takes more steps a solution (up to 1.7
/// times as many); the sizes below 12 take N = 12's, their builds being
/// too short to time.
pub const FILTER_BUILD: [u8; 17] = [
    50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 46, 32, 30, 30,
];
/// Steps of the fast core that one word operation of the filter takes
/// while its tables fit in the last-level cache (`FILTER_CACHED`):
/// measured as a case's count by a built filter over its modelled
/// operations, on the batch classes N = 12..15 with 10 to 50% forbidden
/// (a spread of 0.6 to 1.4 around it), in the same unit as above.
pub const FILTER_OP: f64 = 0.15;
/// ...and while they do not: measured the same way at N = 16 (0.7 to
/// 1.5 around it) and at N = 15, 20 to 35% forbidden (1.2 to 2 around it).
pub const FILTER_OP_UNCACHED: f64 = 0.3;
/// The largest filter (its build's memory, `Filter::memory`) whose tables
/// are read from cache: a core's share of a server's last-level cache
/// (2 to 4 MiB a core on current x86 servers; a batch keeps every core
/// busy, each with its own cases). N = 14's filter (1.5 MB) fits in it,
/// N = 15's (10 MB) and N = 16's (74 MB) do not.
pub const FILTER_CACHED: u64 = 4 << 20;
/// The share of the filter's build that the searches of its N (this
/// case's included) must have cost before their projection may build
/// it: a few cases, weighed by their forbidden cells
/// (`auto::tree_share`), are too few to project from, as one case's tree
/// may stray far from its share (bench/log/). Where the filter does
/// pay, waiting costs at most this share of its build.
pub const FILTER_RENT: f64 = 1.0 / 32.0;
/// A search that races a built filter gets this share of the filter's
/// cost.
pub const RACE_SHARE: f64 = 0.25;
/// The races of an N go on while what their lost searches cost stays
/// within what their won ones saved and this many of the filter's
/// counts: where the searches seldom win (boards of middling density,
/// whose searches take longer than matching them), the races stop
/// after a few cases instead of adding `RACE_SHARE` to every count.
pub const RACE_TRIALS: f64 = 4.0;
/// ...and no race is run where the searches of its N before the build,
/// per share of their trees (`auto::tree_share`), project the case's
/// search past this many times the race's budget, nor a first search
/// past this many times its own (`auto::first_budget`): one case's tree
/// strays from its projection by 0.25 to 0.56 in log as measured
/// (bench/log/), and 4 is 1.4 in log, past two of those.
pub const RACE_HOPE: f64 = 4.0;

/// Dynamic searches of fewer steps than this are too short to time for
/// their pace (`count::pace`): their setup is a large share of them.
pub const PACE_TIMED: u64 = 1 << 14;
/// Steps of the fast core in each of the three counts that time its
/// pace: a tenth of a millisecond, hundreds of clock ticks.
pub const PACE_SLICE: u64 = 1 << 15;
/// Timing the fast core costs at most this share of the filter's build
/// that it helps to decide on: paces are measured for N = 14 to 16,
/// where the build takes tens of milliseconds or more.
pub const PACE_COST: f64 = 1.0 / 64.0;
/// What a step of the dynamic search weighs in steps of the fast core
/// where it is not timed (the judge build, and a run before its first
/// timed search): `DYNAMIC_NODE` and `LANES_NODE` count its work, but
/// timed on AMD families 25 and 26 and Intel family 6 its steps took
/// 1.25 to 1.7 of the fast core's (bench/log/); the least of those.
pub const DYNAMIC_PACE: f64 = 1.25;
/// A dynamic step is weighed at most this many times a step of the fast
/// core, and at least its inverse: its pace moves by processor, within
/// this (bench/log/), and a timing that a busy machine spoils moves no
/// decision further.
pub const PACE_BOUND: f64 = 2.0;

/// Steps of the fast core that the meet in the middle takes per
/// placement of either half (found twice: counted, then stored)...
pub const MEET_LEAF: f64 = 4.0;
/// ...per block of up to 64 top placements that it builds (each diagonal
/// of each placement set, then 186 subsets)...
pub const MEET_BLOCK_BUILD: f64 = 80.0;
/// ...and per block that a bottom placement is joined with (six look-ups
/// and a popcount). Measured against the fast core on one thread on
/// random boards N = 12..16 with 2 to 40% forbidden (`--engine meet`
/// against `--engine fast`): each part within 30%.
pub const MEET_BLOCK: f64 = 1.5;
/// The most memory the meet's halves may take.
pub const MEET_MEMORY: u64 = 96 << 20;

/// Steps of the fast core in `parallel::SPAWN_AFTER` (10 ms), about: a
/// case estimated below it is not split into jobs, as it ends before any
/// thread would start to take them.
pub const SPAWN_STEPS: f64 = 3.2e6;
/// Cases read ahead per thread when cases are counted side by side.
pub const WINDOW_PER_THREAD: usize = 64;
/// Work a thread takes at once when cases are counted side by side.
pub const CHUNK_TIME: std::time::Duration = std::time::Duration::from_micros(200);
/// When cases are counted side by side, a case planned above this many
/// steps (about a second) is counted on all threads instead: long enough
/// to hold up the cases behind it, and to repay pausing the threads and
/// splitting it; shorter ones are counted alone, side by side.
pub const SHARED_STEPS: f64 = 3.2e8;

/// A unit of the join's work (`Join::estimated_work`), in steps of the
/// fast core.
pub const JOIN_UNIT: f64 = 0.48;
/// Steps of the fast core that the plain board's join takes at N = 16 per
/// unit of its least work (`Join::least_work`, its column splits): a
/// unit is `JOIN_UNIT` steps, and the pairs each split then looks up
/// make it about 30 units...
pub const PLAIN_JOIN_STEPS_AT_16: f64 = 30.0 * JOIN_UNIT;
/// ...and this many times more per N above (less per N below): fitted to
/// the one-thread times of plain N = 14..20 in bench/RESULTS.md, each
/// within a factor of 2, which is all the choice between one thread and
/// all of them needs.
pub const PLAIN_JOIN_PAIRS_GROWTH: f64 = 1.8;
/// Steps of the fast core that building the join's tables takes per byte
/// of them (`Join::table_bytes`).
pub const JOIN_TABLE_BYTE: f64 = 0.3;
/// The join's tables are built only for a search estimated at this many
/// times what building them costs: a rejected join then wastes at most
/// about a quarter of the search.
pub const JOIN_GATE: f64 = 4.0;
/// Row sets the join's estimate samples.
pub const JOIN_SAMPLES: usize = 64;

/// Boards up to this size take microseconds in the reference engine:
/// less than choosing an orientation would cost.
pub const SMALL_N: usize = 10;

/// Plain boards from this size on are counted by the join: below it both
/// the join and the symmetry engine take about a millisecond, the join no
/// more (bench/RESULTS.md, plain boards), from it on the join is faster.
pub const JOIN_MIN_N: usize = 12;

/// The most memory the join may take (its quadrant table and index):
/// 4 GiB, which plain N ≤ 23 keep to (`Join::memory`; "Memory of the
/// join" in bench/RESULTS.md).
pub const JOIN_MEMORY: u64 = 4 << 30;
/// Without `--memory`, the join's slices may take this share of the
/// machine's physical memory: half, leaving the rest to the system and
/// whatever else runs (a cluster job is usually given its own share).
pub const MEMORY_SHARE: f64 = 0.5;

/// Random descents per estimate when choosing whether to pin border
/// queens of a symmetric board...
pub const PIN_PROBES: usize = 256;
/// ...and in the rough estimate that first tells whether the tree is
/// large enough to weigh pinning at all (and of a plain board's plan).
pub const GATE_PROBES: usize = 32;

/// Pinning is weighed only for trees estimated at more than this many
/// times the nodes that one estimate's probes visit (`PIN_PROBES` × N at
/// most): below, the two estimates and the configurations cost more than
/// an eighth of the count, which pinning rarely repays. On random
/// symmetric boards N = 11..14 of the seven nontrivial groups it needs the
/// fewest instructions counted, or within 1% of the fewest.
pub const PIN_MIN_TREE_PER_PROBE_NODE: usize = 16;

/// Below this many rows to fill, a tree is so small that the fast core's
/// setup (a list of subtree roots, two walkers' stacks) is most of its
/// cost: the plain loop of `count_from` counts it.
pub const FAST_CORE_MIN_ROWS: usize = 8;

/// The dynamic search is chosen over the fast core when more than one
/// cell in this many is forbidden: below, rows and columns are alike in
/// how constrained they are and the fast core's cheaper nodes win (the
/// bench board dense17, one forbidden cell in 10, goes to the fast core;
/// busy18, three in 10, to the dynamic search).
pub const DYNAMIC_CELLS_PER_FORBIDDEN: usize = 8;
/// The same for boards the lanes count (N ≤ 16): their trees are smaller
/// than the fast core's from a few forbidden cells on (forced, on random
/// boards N = 12 to 16, the two are even at 3% forbidden and the lanes
/// 1.2 to 1.6 times faster from 5%: bench/log/).
pub const LANES_CELLS_PER_FORBIDDEN: usize = 32;

/// The dynamic search hands the rest of a placement to the fast core once
/// even the most constrained line has this many choices left, that is,
/// once forward checking stops forcing moves...
pub const HANDOFF_CHOICES: u32 = 4;
/// ...and at most this many rows are left. The fast core's nodes are
/// cheaper, the dynamic order's trees smaller: with 10 rows or fewer left
/// a subtree is small enough that the fast core's cheaper nodes win over
/// the smaller tree (the dense bench boards and random 0.7-dense boards
/// N = 18, 19 count as fast at 6 or 8, slower from 12). At 20 or more, a
/// board of N ≤ 20 would be handed off at its root and never use the
/// dynamic order.
pub const HANDOFF_ROWS: usize = 10;

/// The fast core splits a tree breadth first into up to this many
/// subtrees for its two interleaved walkers: enough that both stay busy
/// to the end, few enough that the list of roots stays small...
pub const SUBTREES: usize = 64;
/// ...and stops splitting while more than this many rows are left below
/// the split: a subtree shorter than that ends before its setup pays.
pub const SUBTREE_MIN_ROWS: u64 = 2;

/// A column split tried in the join's `halves` costs about as much as
/// this many look-ups of one word of 64 pairs; a table entry read or a
/// pair of entries tested about as much as one. Fitted to the times of the
/// 12 bench boards N = 16..22, each within 30%: a split reads the index of
/// two tables, which on the larger boards lies out of cache.
pub const SPLIT_IN_LOOK_UPS: f64 = 3.5;

/// Instruction counts that decide the join's bucket bits
/// (`best_bucket_bits`), fitted by least squares to this code's own
/// counts (callgrind, the portable build) at plain N = 18 and 20 with
/// every bucket width from 0 to 6 bits forced, within 1% at each point:
/// a key costs this many to sort into its bucket...
pub const SORT_PER_KEY: u64 = 40;
/// ...this many to copy as the probe of a bucket (with its share of a
/// call)...
pub const COPY_PER_KEY: u64 = 45;
/// ...a block word this many to build...
pub const BUILD_PER_WORD: u64 = 11_700;
/// ...and a look-up this many per word and run of key bits (the fit's
/// 14 a word at 7 and 8 runs).
pub const LOOK_UP_PER_RUN: u64 = 2;
/// ...and a half (a pair of table entries, its clash tested and its key
/// written) this many to build: `--estimate` weighs a row set's halves
/// against its pairs by it (5 to 7 ns a half measured at plain N = 24).
pub const HALF_INSTRUCTIONS: u64 = 20;
/// Squeezing the keys of an unbucketed count (`Squeeze`) costs about
/// this many instructions a byte of key to set up its table of 256
/// codes (7 a code)...
pub const SQUEEZE_PER_TABLE: u64 = 1_800;
/// ...and this many a key (a load and 3 operations a byte of a 5-byte
/// key, and the store), both counted from the loops' instructions.
pub const SQUEEZE_PER_KEY: u64 = 25;
/// Squeezed keys of up to this many bits are looked up in runs of 5
/// bits, wider keys in runs of 6: fewer loads a probe and word, for
/// twice the entries a run to build. Squeezed, the keys of N = 20 to 22
/// have about 26 to 36 bits. Runs of 6 repay their larger build only on
/// long lists (a part of N = 20), and the short lists of plain N = 14 and
/// 15, whose keys have fewer than 30 bits, would pay it: 30 keeps those on
/// runs of 5.
pub const JOIN_NARROW_KEY_BITS: usize = 30;
/// Below this many patterns a join block costs more to build and look up
/// than testing the pairs one by one (a one-word block costs about 2,000
/// operations to build, then about 15 per probe; a pair about 2): the
/// block pays once some 16 to 32 probes share it, the fewest instructions
/// counted at plain N = 13, 16 and 18.
pub const JOIN_SHORT_LIST: usize = 16;
/// The join's bucket model samples one key in this many of a list (at
/// least 256 keys, at most 4,096), and cuts the lists into at most a
/// quarter as many buckets as the shorter list's sample: at most 6 bucket
/// bits for lists under 32,768 keys, up to 10 for lists of 262,144 keys
/// and more, which large boards join: there more, smaller buckets skip
/// most pairs and still fill their blocks.
pub const JOIN_BUCKET_SAMPLE_SHARE: usize = 64;
/// A join's slice is built, and its row sets' queen sets counted to fit
/// slices, in runs of row sets that threads take in turn, this many runs
/// a thread: the last run keeps one thread alone for about
/// 1 / (this × threads) of the work, as far as runs are alike.
pub const SLICE_RUNS_PER_THREAD: usize = 8;

/// The split target's cap on one machine, and its floor with `--shard`
/// (a target is a floor: `Plan::split` may make more jobs). Enough for 64
/// threads to stay balanced when job sizes vary a hundredfold, while the
/// split itself stays in the milliseconds.
pub const JOBS: usize = 4096;
/// With `--shard`, each part gets this many jobs (at least `JOBS` in all,
/// at most `MAX_SHARD_JOBS`): a part is one machine's whole share, so it
/// needs as many jobs as a machine needs to balance its own threads.
pub const JOBS_PER_SHARD: usize = 256;
/// The split of a sharded case stays well under a second.
pub const MAX_SHARD_JOBS: usize = 1 << 18;
/// Unsharded, a case is split into this many jobs per thread (up to
/// `JOBS`): enough to balance, few enough to keep start-up costs low.
pub const JOBS_PER_THREAD: usize = 256;
/// A case still running after this long gets the other threads, and a
/// run of many cases counts them side by side once it has run this long;
/// a run that ends sooner never spawns any (some judges forbid or bill
/// threads).
pub const SPAWN_AFTER: std::time::Duration = std::time::Duration::from_millis(10);

/// `--estimate` samples a case's work until the standard error of its
/// mean job time is within this share of it (room within the 30% a plan
/// needs for what a sample misses)...
pub const FORECAST_ERROR: f64 = 0.05;
/// ...and its mean count within this share (a run of an unknown count
/// is checked against it)...
pub const FORECAST_COUNT_ERROR: f64 = 0.02;
/// ...from this many units (a spread needs some to be seen) and this
/// long on (units of microseconds vary with the clock)...
pub const FORECAST_MIN_JOBS: usize = 8;
pub const FORECAST_MIN_TIME: std::time::Duration = std::time::Duration::from_millis(200);
/// ...for at most this long, or this share of a long run it predicts
/// (a join's row sets at N = 24 take 0.01 to 4 s each: a few tell the
/// mean badly)...
pub const FORECAST_MAX_TIME: std::time::Duration = std::time::Duration::from_secs(10);
pub const FORECAST_SHARE: f64 = 0.1;
/// ...and never past this long from the case's start, planning
/// included: the bound `--estimate` promises.
pub const FORECAST_BOUND: std::time::Duration = std::time::Duration::from_secs(120);
/// Where a forecast sizes a join's slices, Knuth's descents per row set
/// (the groups sum thousands of row sets, whose errors cancel), and the
/// row sets it reads at most (about a second).
pub const FORECAST_FIT_PROBES: usize = 8;
pub const FORECAST_FIT_ROW_SETS: u64 = 1 << 20;
/// A sampled unit is grown or shrunk towards this long: a clock reads it
/// well, and a sample of seconds holds hundreds.
pub const FORECAST_UNIT: std::time::Duration = std::time::Duration::from_millis(20);

/// Checkpoints (`checkpoint`): the next is due a tenth of the case's time
/// so far after the last, but at least this (so that writing one, a few
/// kilobytes, costs nothing beside the count) and at most that (so that
/// a stop loses at most a minute of work).
pub const CHECKPOINT_EVERY: (std::time::Duration, std::time::Duration) = (
    std::time::Duration::from_secs(1),
    std::time::Duration::from_secs(60),
);

/// A case estimated at more steps than this (about ten seconds: a stop
/// of a shorter one loses little) is counted in jobs with checkpoints
/// even on one thread without a progress line, where a shorter one is
/// counted in one go.
pub const CHECKPOINT_STEPS: f64 = 3.2e9;
