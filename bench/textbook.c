/*
 * Textbook recursive bitmask N-Queens counter: the 1x baseline.
 *
 * One queen per row, top row first; `cols`, `diag1` and `diag2` hold the
 * columns and the two diagonal directions attacked by the queens already
 * placed.  No symmetry reduction, no iteration tricks.
 *
 *   textbook N [N ...]   plain boards (1 <= N <= 32), one count per line
 *   textbook < FILE      every case of FILE in the nqueens input format
 *                        (bench/peer_input.h): the masked DFS, the same
 *                        recursion with each row's free cells as a 64-bit
 *                        mask, as a judge's solution to Luogu P1562 or
 *                        UVa 11195 counts
 *
 * Build: gcc -O2 textbook.c
 */
#include "peer_input.h"

static int n;            /* board size */
static unsigned int all; /* low n bits set */

static unsigned long long solve(int row, unsigned int cols,
                                unsigned int diag1, unsigned int diag2)
{
    if (row == n)
        return 1;
    unsigned long long count = 0;
    unsigned int avail = all & ~(cols | diag1 | diag2);
    while (avail) {
        unsigned int bit = avail & -avail;
        avail -= bit;
        count += solve(row + 1, cols | bit, (diag1 | bit) << 1,
                       (diag2 | bit) >> 1);
    }
    return count;
}

static uint64_t free_cells[64]; /* per row: the cells a queen may stand on */

static unsigned long long solve_masked(int row, uint64_t cols, uint64_t diag1,
                                       uint64_t diag2)
{
    if (row == n)
        return 1;
    unsigned long long count = 0;
    uint64_t avail = free_cells[row] & ~(cols | diag1 | diag2);
    while (avail) {
        uint64_t bit = avail & -avail;
        avail -= bit;
        count += solve_masked(row + 1, cols | bit, (diag1 | bit) << 1,
                              (diag2 | bit) >> 1);
    }
    return count;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        while (read_case(&n, free_cells))
            printf("%llu\n", solve_masked(0, 0, 0, 0));
        return 0;
    }
    for (int i = 1; i < argc; i++) {
        char *end;
        long v = strtol(argv[i], &end, 10);
        if (end == argv[i] || *end != '\0' || v < 1 || v > 32) {
            fprintf(stderr, "%s: N must be an integer in 1..32, got '%s'\n",
                    argv[0], argv[i]);
            return 2;
        }
        n = (int)v;
        all = (n == 32) ? 0xffffffffu : ((1u << n) - 1u);
        printf("%llu\n", solve(0, 0, 0, 0));
    }
    return 0;
}
