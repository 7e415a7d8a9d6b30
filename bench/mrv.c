/*
 * mrv.c: the "MRV row search" peer of the nqueens benchmark.
 *
 * A small independent counter for masked boards: depth-first search that
 * at every node fills the most constrained row, the empty row with the
 * fewest free cells (a row with none is a dead end), and branches on each
 * of its free cells.  Columns are a uint64_t mask; the 2N-1 diagonals of
 * each direction are absolute bitsets (unsigned __int128, bit r+c and bit
 * c-r+N-1); the rows still empty are a mask.  No other pruning (no check
 * for columns left without a free cell, no symmetry, no memoisation).
 *
 * Limits: every case of the input, one count per line (see
 * bench/peer_input.h for the format); 1 <= N <= 64; the count is an
 * unsigned 64-bit integer (it would wrap past 2^64 - 1, far beyond any
 * board this search can finish); plain boards are searched as they are,
 * so plain N > 17 takes very long.
 *
 * Build: gcc -O2 bench/mrv.c -o mrv      Usage: mrv < board.txt
 */
#include "peer_input.h"

typedef unsigned __int128 u128;

static int n;
static uint64_t full;           /* low n bits */
static uint64_t free_cells[64]; /* per row: the cells a queen may stand on */

static uint64_t search(uint64_t empty_rows, uint64_t cols, u128 d1, u128 d2)
{
    if (empty_rows == 0)
        return 1;
    int best_row = -1, best_len = 65;
    uint64_t best = 0;
    for (uint64_t rows = empty_rows; rows; rows &= rows - 1) {
        int r = __builtin_ctzll(rows);
        uint64_t avail = free_cells[r] & ~cols & ~(uint64_t)(d1 >> r) &
                         ~(uint64_t)(d2 >> (n - 1 - r)) & full;
        int len = __builtin_popcountll(avail);
        if (len < best_len) {
            best_len = len, best_row = r, best = avail;
            if (len == 0)
                return 0;
        }
    }
    uint64_t count = 0;
    int r = best_row;
    for (; best; best &= best - 1) {
        int c = __builtin_ctzll(best);
        count += search(empty_rows & ~(1ULL << r), cols | (1ULL << c),
                        d1 | ((u128)1 << (r + c)),
                        d2 | ((u128)1 << (c - r + n - 1)));
    }
    return count;
}

int main(void)
{
    while (read_case(&n, free_cells)) {
        full = n == 64 ? ~0ULL : (1ULL << n) - 1;
        printf("%llu\n", (unsigned long long)search(full, 0, 0, 0));
    }
    return 0;
}
