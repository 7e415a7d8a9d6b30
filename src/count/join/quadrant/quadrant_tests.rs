//! Unit tests of the quadrant tables, against counts of partial placements.

use super::Table;

#[test]
fn table_sizes_match_counts_of_partial_placements() {
    // The key with every row and every column holds the h-queens
    // solutions; the table sizes for h = 6 and 8 are those in
    // shared/notes/join-method.md.
    let plain = |h: usize| Table::build(h, &vec![0; h]);
    // A 2×3 rectangle: 1 empty set, 6 single queens, and the pairs
    // in different rows that are two or more columns apart: 2.
    assert_eq!(Table::build(3, &[0, 0]).len(), 9);
    assert_eq!(Table::build(3, &[0, 0]).entries(0b11, 0b101).len(), 2);
    let full = |h: usize| (1u32 << h) - 1;
    for (h, queens) in [(1, 1), (4, 2), (5, 10), (6, 4), (8, 92)] {
        let table = plain(h);
        assert_eq!(table.entries(full(h), full(h)).len(), queens, "h = {}", h);
    }
    // Sizes up to h = 4 against every subset of cells; h = 6 and 8 as
    // in shared/notes/join-method.md; the rest as `Join::memory` has
    // them.
    for h in 0..=4 {
        assert_eq!(plain(h).len(), brute_force_sets(h), "h = {}", h);
    }
    for (h, size) in [(5, 462), (6, 2635), (7, 16_870), (8, 118_969)] {
        assert_eq!(plain(h).len(), size, "h = {}", h);
    }
    // A forbidden cell removes exactly the sets that use it.
    let mut forbidden = vec![0; 5];
    forbidden[2] = 1 << 3;
    let table = Table::build(5, &forbidden);
    assert_eq!(table.entries(1 << 2, 1 << 3).len(), 0);
    assert_eq!(table.entries(1 << 2, 1 << 1).len(), 1);
    assert_eq!(table.entries(0b11111, 0b11111).len(), count5(&forbidden));
}

/// The estimate of a row set's queen sets is exact where every
/// descent makes the same choices (one row; an empty set) and near
/// the count elsewhere.
/// A slice holds, of each row set it is given, the whole table's
/// entries in their order, and nothing of the rest, on one thread or
/// on several (runs of one row set and of several).
#[test]
fn a_slice_holds_its_row_sets_entries_on_any_threads() {
    let forbidden = [0b000100, 0, 0b100000, 0b000001, 0];
    let whole = Table::build(6, &forbidden);
    let row_sets: Vec<u32> = (0..32).filter(|rows| rows % 3 != 1).collect();
    for threads in [1, 2, 3, 16] {
        let slice = Table::build_within(6, &forbidden, Some(&row_sets), u64::MAX, threads)
            .expect("no limit");
        let mut held = 0;
        for rows in 0..32 {
            for columns in 0..64 {
                let entries = slice.entries(rows, columns);
                match row_sets.contains(&rows) {
                    true => assert_eq!(entries, whole.entries(rows, columns)),
                    false => assert!(entries.is_empty()),
                }
                held += entries.len();
            }
        }
        assert_eq!(slice.len(), held, "threads {}", threads);
        assert!(held > 100 && held < whole.len(), "{}", held);
        // Over the limit: known from the first pass, on any threads.
        let most = held as u64 - 1;
        assert!(Table::build_within(6, &forbidden, Some(&row_sets), most, threads).is_none());
    }
}

#[test]
fn entries_on_a_row_set_are_estimated_near_their_count() {
    use crate::random::Random;
    let mut random = Random::seeded();
    let forbidden = [0b0010_0000u32, 0, 0b1000_0001, 0, 0, 0b0101_0000, 0, 0];
    for rows in [0b1u32, 0, 0b0110_1001, 0b1111_0000, 0b1111_1111] {
        let exact = Table::entries_on(8, &forbidden, rows) as f64;
        let estimate = Table::estimated_entries_on(8, &forbidden, rows, 4000, &mut random);
        assert!(
            (estimate - exact).abs() <= 0.08 * exact,
            "rows {:b}: {} for {}",
            rows,
            estimate,
            exact
        );
        if rows.count_ones() <= 1 {
            assert_eq!(estimate, exact);
        }
    }
}

#[test]
fn a_table_keeps_keys_only_once_given_them() {
    let table = Table::build(3, &[0, 0, 0]);
    assert!(!table.keeps_keys());
    assert!(table.keys(0b011, 0b011).is_none());
    let table = table.with_keys(|entry| entry + 1);
    assert!(table.keeps_keys());
    assert!(table.keys(0b011, 0b011).is_some());
}

/// A table with keys lists, for each row set, exactly the column sets
/// that hold entries, in increasing order; one without lists none.
#[test]
fn column_sets_are_those_with_entries() {
    let forbidden = [0b00101, 0b10000, 0, 0b01010];
    let table = Table::build(5, &forbidden);
    assert_eq!(table.column_sets(0b1011), None);
    let table = table.with_keys(|entry| entry);
    let mut listed = 0;
    for rows in 0..1u32 << 4 {
        let with_entries: Vec<u32> = (0..1u32 << 5)
            .filter(|&columns| !table.entries(rows, columns).is_empty())
            .collect();
        assert_eq!(
            table.column_sets(rows),
            Some(&with_entries[..]),
            "rows {:b}",
            rows
        );
        listed += with_entries.len();
    }
    assert_eq!(table.column_sets(1 << 4), None);
    // Row 1 may use only columns 0 to 3: never column 4 alone.
    assert!(!table.column_sets(0b0010).unwrap().contains(&(1 << 4)));
    assert!(listed > 16);
}

/// Sets of cells of the h×h square with no two queens attacking.
fn brute_force_sets(h: usize) -> usize {
    let cells: Vec<(usize, usize)> = (0..h * h).map(|i| (i / h, i % h)).collect();
    (0u32..1 << (h * h))
        .filter(|&set| {
            let chosen: Vec<_> = (0..h * h).filter(|&i| set >> i & 1 == 1).collect();
            chosen.iter().all(|&a| {
                chosen.iter().all(|&b| {
                    let ((r1, c1), (r2, c2)) = (cells[a], cells[b]);
                    a == b || (r1 != r2 && c1 != c2 && r1.abs_diff(r2) != c1.abs_diff(c2))
                })
            })
        })
        .count()
}

/// Solutions of the 5×5 board avoiding the forbidden cells, counted
/// by brute force over permutations.
fn count5(forbidden: &[u32]) -> usize {
    let mut count = 0;
    let mut perm = [0usize; 5];
    for code in 0..3125usize {
        let mut c = code;
        for slot in perm.iter_mut() {
            *slot = c % 5;
            c /= 5;
        }
        let ok = (0..5).all(|r| forbidden[r] >> perm[r] & 1 == 0)
            && (0..5).all(|a| {
                (a + 1..5).all(|b| perm[a] != perm[b] && perm[a].abs_diff(perm[b]) != b - a)
            });
        count += usize::from(ok);
    }
    count
}
