/*
 * Textbook recursive bitmask N-Queens counter: the 1x baseline.
 *
 * One queen per row; `cols`, `diag1` and `diag2` hold the columns and the
 * two diagonal directions attacked by the queens already placed.  No
 * symmetry reduction, no iteration tricks.  Build: gcc -O2 textbook.c
 * Usage: textbook N [N ...]   (prints one count per line, 1 <= N <= 32)
 */
#include <stdio.h>
#include <stdlib.h>

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

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s N [N ...]\n", argv[0]);
        return 2;
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
