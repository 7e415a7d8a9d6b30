/*
 * nodes: the size of the search tree that different orders and prunings
 * of the masked depth-first search visit on the same boards, in
 * machine-independent units (queens placed), for issue 64's question of
 * where the time goes at middling density: fewer nodes or cheaper ones.
 *
 *   nodes < FILE   every case of FILE (the nqueens input format,
 *                  bench/peer_input.h); prints one line per strategy with
 *                  the queens placed over all cases, their ratio to the
 *                  textbook's and the row scans the strategy made
 *
 * Strategies (each counts the same solutions; the program checks that):
 *   textbook   rows top to bottom, each row's free cells (bench/textbook.c)
 *   fewest     rows in a fixed order, fewest free cells first, decided
 *              once per board
 *   ahead      the textbook with a look-ahead: a placement that leaves a
 *              later row without a free unattacked cell is not counted as
 *              a node (it is cut when made)
 *   mrv        the empty row with the fewest unattacked free cells next,
 *              decided at every node, cut at an empty row with none
 *
 * N up to 32 (the diagonals fit a 64-bit word). Build: gcc -O2 nodes.c
 */
#include "peer_input.h"

static int n;
static uint64_t free_cells[64];
static int order[64];
static uint64_t placed, scans;

/* The cells of row r that no queen attacks: queens' columns `cols`, sum
 * diagonals r + c as bits of `sums`, difference diagonals c - r + n - 1
 * as bits of `diffs`. */
static uint64_t open_in(int r, uint64_t cols, uint64_t sums, uint64_t diffs)
{
    scans++;
    return free_cells[r] & ~cols & ~(sums >> r) & ~(diffs >> (n - 1 - r));
}

static uint64_t in_order(int depth, uint64_t cols, uint64_t sums, uint64_t diffs)
{
    if (depth == n)
        return 1;
    int r = order[depth];
    uint64_t count = 0;
    for (uint64_t a = open_in(r, cols, sums, diffs); a; a &= a - 1) {
        int c = __builtin_ctzll(a);
        placed++;
        count += in_order(depth + 1, cols | 1ull << c, sums | 1ull << (r + c),
                          diffs | 1ull << (c - r + n - 1));
    }
    return count;
}

static uint64_t ahead(int depth, uint64_t cols, uint64_t sums, uint64_t diffs)
{
    if (depth == n)
        return 1;
    uint64_t count = 0;
    for (uint64_t a = open_in(depth, cols, sums, diffs); a; a &= a - 1) {
        int c = __builtin_ctzll(a);
        uint64_t nc = cols | 1ull << c, ns = sums | 1ull << (depth + c),
                 nd = diffs | 1ull << (c - depth + n - 1);
        int dead = 0;
        for (int r = depth + 1; r < n && !dead; r++)
            dead = open_in(r, nc, ns, nd) == 0;
        if (dead)
            continue;
        placed++;
        count += ahead(depth + 1, nc, ns, nd);
    }
    return count;
}

static uint64_t mrv(uint64_t rows_left, uint64_t cols, uint64_t sums, uint64_t diffs)
{
    if (!rows_left)
        return 1;
    int best = -1, fewest = 65;
    uint64_t best_open = 0;
    for (uint64_t left = rows_left; left; left &= left - 1) {
        int r = __builtin_ctzll(left);
        uint64_t o = open_in(r, cols, sums, diffs);
        int k = __builtin_popcountll(o);
        if (k < fewest) {
            fewest = k;
            best = r;
            best_open = o;
            if (k == 0)
                return 0;
        }
    }
    uint64_t count = 0;
    for (uint64_t a = best_open; a; a &= a - 1) {
        int c = __builtin_ctzll(a);
        placed++;
        count += mrv(rows_left & ~(1ull << best), cols | 1ull << c,
                     sums | 1ull << (best + c), diffs | 1ull << (c - best + n - 1));
    }
    return count;
}

struct tally {
    const char *name;
    uint64_t placed, scans;
};

int main(void)
{
    struct tally t[4] = {{"textbook", 0, 0}, {"fewest", 0, 0}, {"ahead", 0, 0}, {"mrv", 0, 0}};
    int cases = 0;
    while (read_case(&n, free_cells)) {
        if (n > 32)
            peer_fail("nodes takes N up to 32");
        cases++;
        uint64_t counts[4];
        for (int s = 0; s < 4; s++) {
            placed = scans = 0;
            for (int r = 0; r < n; r++)
                order[r] = r;
            if (s == 1) /* fewest free cells first; insertion sort, stable */
                for (int i = 1; i < n; i++)
                    for (int j = i; j > 0 && __builtin_popcountll(free_cells[order[j]]) <
                                                 __builtin_popcountll(free_cells[order[j - 1]]);
                         j--) {
                        int k = order[j];
                        order[j] = order[j - 1];
                        order[j - 1] = k;
                    }
            if (s <= 1)
                counts[s] = in_order(0, 0, 0, 0);
            else if (s == 2)
                counts[s] = ahead(0, 0, 0, 0);
            else
                counts[s] = mrv((1ull << n) - 1, 0, 0, 0);
            t[s].placed += placed;
            t[s].scans += scans;
        }
        for (int s = 1; s < 4; s++)
            if (counts[s] != counts[0]) {
                fprintf(stderr, "case %d: %s counts %llu, textbook %llu\n", cases, t[s].name,
                        (unsigned long long)counts[s], (unsigned long long)counts[0]);
                return 1;
            }
    }
    printf("%d cases\n%-9s %16s %8s %16s %8s\n", cases, "strategy", "queens placed", "ratio",
           "row scans", "ratio");
    for (int s = 0; s < 4; s++)
        printf("%-9s %16llu %8.3f %16llu %8.3f\n", t[s].name, (unsigned long long)t[s].placed,
               (double)t[s].placed / t[0].placed, (unsigned long long)t[s].scans,
               (double)t[s].scans / t[0].scans);
    return 0;
}
