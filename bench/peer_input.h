/*
 * peer_input.h: the one-case input reader shared by the benchmark's C peers
 * (bench/mrv.c, bench/dlx.c).
 *
 * Reads the next case of the nqueens input format from stdin: an integer N
 * (1..64); if the next token begins with '*' or '.', N rows of N
 * characters follow ('*' a queen may stand there, '.' forbidden; attacks
 * pass through forbidden cells), otherwise the case is the plain N x N
 * board.  `0` or the end of the input ends the cases, as in nqueens, so
 * a peer counts every case of a file, one line each.  On bad input it
 * prints a message and exits with status 2.
 */
#ifndef PEER_INPUT_H
#define PEER_INPUT_H

#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void peer_fail(const char *what)
{
    fprintf(stderr, "bad input: %s\n", what);
    exit(2);
}

/* Sets *n and free_cells[r] (bit c set: a queen may stand on row r, column
 * c) and returns 1, or returns 0 at `0` or the end of the input. */
static int read_case(int *n, uint64_t free_cells[64])
{
    int v, ch, got = scanf("%d", &v);
    if (got == EOF || (got == 1 && v == 0))
        return 0;
    if (got != 1 || v < 1 || v > 64)
        peer_fail("expected N in 1..64");
    uint64_t full = v == 64 ? ~0ULL : (1ULL << v) - 1;
    do
        ch = getchar();
    while (ch != EOF && isspace(ch));
    if (ch != EOF)
        ungetc(ch, stdin);
    if (ch != '*' && ch != '.') {                /* plain board */
        for (int r = 0; r < v; r++)
            free_cells[r] = full;
        *n = v;
        return 1;
    }
    char row[80];
    for (int r = 0; r < v; r++) {
        if (scanf("%79s", row) != 1 || (int)strlen(row) != v)
            peer_fail("expected a row of N characters");
        free_cells[r] = 0;
        for (int c = 0; c < v; c++) {
            if (row[c] == '*')
                free_cells[r] |= 1ULL << c;
            else if (row[c] != '.')
                peer_fail("a row holds a character other than '*' and '.'");
        }
    }
    *n = v;
    return 1;
}

#endif
