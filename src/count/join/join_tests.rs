//! Unit tests of `join`, against the reference engine and known counts.

use super::{Halves, Join, Refusal, MAX_N};
use crate::board::Board;
use crate::testing::{random_board, reference_count, Rng, A000170};

fn total(join: &Join) -> u64 {
    join.pieces()
        .into_iter()
        .map(|(piece, weight)| weight * join.count(piece))
        .sum()
}

#[test]
fn join_matches_oeis() {
    for (i, &expected) in A000170[..16].iter().enumerate() {
        let n = i + 1;
        assert_eq!(total(&Join::new(&Board::plain(n))), expected, "N = {}", n);
    }
}

#[test]
fn join_matches_reference_on_boards() {
    let mut rng = Rng(0x5EED_0013);
    let mut nonzero = 0;
    for case in 0..400 {
        let n = 1 + rng.below(13);
        let percent = 40 + rng.below(61);
        let board = random_board(&mut rng, n, percent, case % 5 == 0);
        if board.is_plain() {
            continue;
        }
        let expected = reference_count(&board);
        nonzero += usize::from(expected > 0);
        let join = Join::new(&board);
        assert_eq!(total(&join), expected, "{:?}", board);
        // Split into pieces, as threads and shards see it.
        let pieces = join.split(join.pieces(), 50);
        let count: u64 = pieces.iter().map(|&(piece, w)| w * join.count(piece)).sum();
        assert_eq!(count, expected, "split, {:?}", board);
    }
    assert!(nonzero > 150, "only {} boards with solutions", nonzero);
}

/// Each piece counted by its slice of the tables (`Join::slice`) counts
/// what the whole join counts, on plain boards and others, pieces split
/// as threads and shards split them; a piece that decided south rows
/// holds fewer entries than the whole tables.
#[test]
fn slices_count_their_pieces_as_the_whole_join_does() {
    let mut rng = Rng(0x5EED_0015);
    let mut boards: Vec<Board> = (1..=13).map(Board::plain).collect();
    for case in 0..120 {
        let n = 4 + rng.below(10);
        let percent = 40 + rng.below(61);
        boards.push(random_board(&mut rng, n, percent, case % 4 == 0));
    }
    let mut smaller = 0;
    for board in &boards {
        let whole = Join::new(board);
        let held = |join: &Join| join.tables.iter().map(|t| t.len()).sum::<usize>();
        for target in [1, 40] {
            let mut count = 0;
            for (piece, weight) in whole.split(whole.pieces(), target) {
                let slice = Join::slice(board, piece);
                count += weight * slice.count(piece);
                assert!(held(&slice) <= held(&whole), "{:?}", board);
                smaller += usize::from(piece.decided != 0 && held(&slice) < held(&whole));
            }
            assert_eq!(count, total(&whole), "split {} ways, {:?}", target, board);
        }
    }
    assert!(smaller > 1000, "only {} smaller slices", smaller);
}

/// Under a budget that forces many groups, `fit` splits and groups the
/// pieces so that each group's slice, built by `load`, holds at most the
/// budget (as built: `slice_bytes` is exact on plain boards, an upper
/// bound with keys), and the groups together count what the whole join
/// counts; a piece outside the slice held is counted by its own. And
/// `least_slice` is the least a slice can take. Long because it checks
/// both, on the same boards and budgets.
#[test]
fn groups_of_pieces_fit_the_budget_and_count_the_whole() {
    let mut rng = Rng(0x5EED_0016);
    let mut boards: Vec<Board> = (4..=14).map(Board::plain).collect();
    for case in 0..60 {
        let n = 6 + rng.below(8);
        let percent = 50 + rng.below(51);
        boards.push(random_board(&mut rng, n, percent, case % 4 == 0));
    }
    let (mut many, mut outside) = (0, 0);
    for board in &boards {
        let whole = Join::new(board);
        let expected = total(&whole);
        let tables: u64 = whole.tables.iter().map(|t| t.bytes()).sum();
        let least = Join::least_slice(board);
        assert!(least < tables, "{:?}", board);
        // Slices built on one thread, and on three.
        for (share, threads) in [(2, 1), (5, 3)] {
            let budget = least + (tables - least) / share;
            let mut join = Join::deferred(board);
            assert!(join.is_sliced());
            // A piece counted before any slice is loaded: its own slice.
            let pieces = join.split(join.pieces(), 8);
            if let Some(&(piece, _)) = pieces.first() {
                assert_eq!(join.count(piece), whole.count(piece), "{:?}", board);
            }
            let (pieces, groups) = join.fit(pieces, budget, threads);
            many += usize::from(groups.len() > 2);
            assert_eq!(groups.first().map_or(0, |g| g.start), 0);
            assert_eq!(groups.last().map_or(0, |g| g.end), pieces.len());
            let mut count = 0;
            for group in &groups {
                join.load(&pieces[group.clone()], threads);
                let held: u64 = join.tables.iter().map(|t| t.bytes()).sum();
                let estimated = join.slice_bytes(join.held.as_ref().unwrap());
                assert!(held <= estimated, "{} > {}, {:?}", held, estimated, board);
                if board.is_plain() {
                    assert_eq!(held, estimated);
                }
                let one_set = group.len() == 1 && join.row_sets(pieces[group.start].0) == 1;
                assert!(estimated <= budget || one_set, "{:?}", board);
                for &(piece, weight) in &pieces[group.clone()] {
                    assert!(join.holds(piece));
                    count += weight * join.count(piece);
                }
            }
            assert_eq!(count, expected, "budget {}, {:?}", budget, board);
            // The first group's slice held, the pieces it does not hold
            // are counted by their own.
            if groups.len() > 1 {
                join.load(&pieces[groups[0].clone()], threads);
                for &(piece, _) in &pieces[groups[1].clone()] {
                    if !join.holds(piece) {
                        outside += 1;
                        assert_eq!(join.count(piece), whole.count(piece), "{:?}", board);
                    }
                }
            }
        }
    }
    assert!(many > 40, "only {} budgets made more than two groups", many);
    assert!(outside > 100, "only {} pieces outside a slice", outside);
}

/// A piece whose slice takes exactly the budget fits it and stays
/// whole; a byte less, and it is split (where it holds more than one
/// row set).
#[test]
fn a_piece_fits_a_budget_of_its_own_slice_to_the_byte() {
    let mut split = 0;
    for board in [Board::plain(12), Board::plain(13)] {
        let join = Join::deferred(&board);
        // Pieces with no row set are dropped by `fit`: left out here.
        for (piece, weight) in join.pieces() {
            let row_sets = join.row_sets(piece);
            if row_sets == 0 {
                continue;
            }
            let own = join.slice_bytes(&join.tables_read(&[piece]));
            let (pieces, groups) = join.fit(vec![(piece, weight)], own, 2);
            assert_eq!((pieces.len(), groups.len()), (1, 1), "{:?}", board);
            if row_sets > 1 {
                let (pieces, _) = join.fit(vec![(piece, weight)], own - 1, 1);
                assert!(pieces.len() > 1, "{:?}", board);
                split += 1;
            }
        }
    }
    assert!(split > 0);
}

/// `Join::memory` stays above what the tables hold, so that the
/// 4 GiB budget is never passed unseen, and close to it on plain
/// boards and full ones (where it is exact but for growth).
#[test]
fn memory_estimate_covers_the_tables() {
    let mut rng = Rng(0x5EED_0014);
    for n in 8..=18 {
        // A board with one forbidden corner: four keyed tables, each
        // nearly as full as a plain one.
        let mut corner = Board::plain(n);
        corner.forbidden[0] |= 1;
        let boards = [
            (Board::plain(n), 2),
            (corner, 3),
            (random_board(&mut rng, n, 80, n % 2 == 0), 1000),
        ];
        for (board, slack) in boards {
            let held: u64 = Join::new(&board).tables.iter().map(|t| t.bytes()).sum();
            let estimate = Join::memory(&board);
            assert!(
                held <= estimate && estimate <= slack * held,
                "N = {}: {} bytes held, {} estimated, {:?}",
                n,
                held,
                estimate,
                board
            );
        }
    }
}

/// The join takes a board up to `MAX_N` wide whose tables fit the
/// budget, to the byte.
#[test]
fn a_board_fits_up_to_its_width_and_to_the_byte() {
    let board = Board::plain(16);
    let needed = Join::memory(&board);
    assert_eq!(Join::fits(&board, needed), Ok(()));
    assert_eq!(
        Join::fits(&board, needed - 1),
        Err(Refusal::OverBudget(needed))
    );
    assert_eq!(Join::fits(&Board::plain(MAX_N), u64::MAX), Ok(()));
    assert_eq!(
        Join::fits(&Board::plain(MAX_N + 1), u64::MAX),
        Err(Refusal::TooWide)
    );
}

/// `row_sets` is the number of row sets E that `for_each_rows`
/// visits, for every piece of a split; on a board with forbidden
/// cells (nothing fixed, no symmetry) the pieces hold every choice of
/// h rows of N once.
#[test]
fn pieces_hold_the_row_sets_they_visit() {
    for n in 2..=14 {
        let mut corner = Board::plain(n);
        corner.forbidden[0] |= 1;
        for board in [Board::plain(n), corner] {
            let join = Join::new(&board);
            let mut all = 0;
            for (piece, _) in join.split(join.pieces(), 50) {
                let mut visited = 0;
                join.for_each_rows(piece, |_| visited += 1);
                assert_eq!(join.row_sets(piece), visited, "N = {}", n);
                all += visited;
            }
            if !board.is_plain() {
                let h_of_n = (0u32..1 << n).filter(|rows| rows.count_ones() as usize == n / 2);
                assert_eq!(all, h_of_n.count() as u64, "N = {}", n);
            }
        }
    }
}

#[test]
fn split_pieces_add_up_and_shrink() {
    for n in 4..=14 {
        let join = Join::new(&Board::plain(n));
        let whole = join.pieces();
        let all = join.row_sets_of(&whole);
        for target in [1, 7, 100, 5000] {
            let pieces = join.split(whole.clone(), target);
            let count: u64 = pieces
                .iter()
                .map(|&(piece, weight)| weight * join.count(piece))
                .sum();
            assert_eq!(count, A000170[n - 1], "N = {}, split for {}", n, target);
            let sizes: Vec<u64> = pieces
                .iter()
                .map(|&(piece, _)| join.row_sets(piece))
                .collect();
            assert_eq!(sizes.iter().sum::<u64>(), all, "N = {}: row sets lost", n);
            let limit = (all / target as u64).max(1);
            assert!(
                sizes.iter().all(|&size| (1..=limit).contains(&size)),
                "N = {}",
                n
            );
        }
    }
}

/// A thread that weighed a piece (`Join::modelled_work`) counts it
/// growing none of its halves' buffers and the pair count's by less
/// than half what an unweighed thread grows them by: on a plain board
/// and on one with forbidden cells (a quarter of the pieces, for time).
#[test]
fn a_weighed_piece_counts_in_the_buffers_it_readied() {
    let mut rng = Rng(0x5EED_0531);
    for board in [Board::plain(18), random_board(&mut rng, 18, 90, false)] {
        let join = Join::new(&board);
        // The bytes of the halves' buffers and of the pair count's.
        let held = || {
            Halves::with_kept(|halves| {
                let pairs = halves.pairs.bytes();
                (halves.bytes() - pairs, pairs)
            })
        };
        let grown = |weigh: bool| {
            std::thread::scope(|scope| {
                let thread = scope.spawn(|| {
                    let (mut halves, mut pairs) = (0, 0);
                    for (piece, _) in join.pieces().into_iter().step_by(4) {
                        if weigh {
                            join.modelled_work(piece);
                        }
                        let before = held();
                        join.count(piece);
                        let after = held();
                        halves += after.0 - before.0;
                        pairs += after.1 - before.1;
                    }
                    (halves, pairs)
                });
                thread.join().unwrap()
            })
        };
        let (weighed, unweighed) = (grown(true), grown(false));
        assert_eq!(weighed.0, 0, "{:?} {:?}", weighed, unweighed);
        assert!(unweighed.0 > 0, "{:?}", unweighed);
        assert!(
            unweighed.1 > 0 && weighed.1 * 2 < unweighed.1,
            "{:?} {:?}",
            weighed,
            unweighed
        );
    }
}
