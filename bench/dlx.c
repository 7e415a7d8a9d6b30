/*
 * dlx.c: the "dancing links" peer of the nqueens benchmark.
 *
 * A small independent counter for masked boards as an exact cover problem,
 * solved with dancing links in the manner of Knuth's Algorithm DLX1 (the
 * idea only; this code is written for the benchmark).  Items: the N rows
 * and N columns (primary: each covered exactly once) and the 2N-1 + 2N-1
 * diagonals (secondary: covered at most once).  Options: the free cells,
 * each covering its row, its column and its two diagonals.  At every node
 * the primary item with the fewest remaining options is chosen (MRV; one
 * with none is a dead end) and each of its options is tried.  All
 * solutions are counted.  No other pruning.
 *
 * Every option has exactly four nodes, stored consecutively, so the other
 * nodes of an option are found by index arithmetic instead of spacer nodes.
 * Secondary items link horizontally only to themselves, so covering one
 * never touches the list of primary items.
 *
 * Limits: every case of the input, one count per line (see
 * bench/peer_input.h for the format); 1 <= N <= 64; the count is an
 * unsigned 64-bit integer; plain boards are searched as they are, so plain
 * N > 16 takes very long.
 *
 * Build: gcc -O2 bench/dlx.c -o dlx      Usage: dlx < board.txt
 */
#include "peer_input.h"

#define MAX_ITEMS (6 * 64 - 2 + 1)
#define MAX_NODES (MAX_ITEMS + 4 * 64 * 64)

static int left[MAX_ITEMS], right[MAX_ITEMS], len[MAX_ITEMS];
static int top[MAX_NODES], up[MAX_NODES], down[MAX_NODES];
static int first_node; /* the first option node: items are 0 (root) .. first_node - 1 */

/* The next and previous node of the same option, cyclically. */
static inline int next_in_option(int q)
{
    int k = q - first_node;
    return first_node + (k & ~3) + ((k + 1) & 3);
}
static inline int prev_in_option(int q)
{
    int k = q - first_node;
    return first_node + (k & ~3) + ((k + 3) & 3);
}

static void cover(int i)
{
    for (int p = down[i]; p != i; p = down[p])
        for (int q = next_in_option(p); q != p; q = next_in_option(q)) {
            down[up[q]] = down[q];
            up[down[q]] = up[q];
            len[top[q]]--;
        }
    right[left[i]] = right[i];
    left[right[i]] = left[i];
}

static void uncover(int i)
{
    right[left[i]] = i;
    left[right[i]] = i;
    for (int p = up[i]; p != i; p = up[p])
        for (int q = prev_in_option(p); q != p; q = prev_in_option(q)) {
            down[up[q]] = q;
            up[down[q]] = q;
            len[top[q]]++;
        }
}

static uint64_t search(void)
{
    if (right[0] == 0)
        return 1;
    int best = right[0];
    for (int i = right[best]; i != 0 && len[best] > 0; i = right[i])
        if (len[i] < len[best])
            best = i;
    if (len[best] == 0)
        return 0;
    uint64_t count = 0;
    cover(best);
    for (int x = down[best]; x != best; x = down[x]) {
        for (int q = next_in_option(x); q != x; q = next_in_option(q))
            cover(top[q]);
        count += search();
        for (int q = prev_in_option(x); q != x; q = prev_in_option(q))
            uncover(top[q]);
    }
    uncover(best);
    return count;
}

int main(void)
{
    int n;
    uint64_t free_cells[64];
    while (read_case(&n, free_cells)) {
        /* Items 1..n rows, n+1..2n columns, then 2n-1 diagonals r+c and 2n-1
         * diagonals c-r+n-1. */
        int primary = 2 * n, items = 6 * n - 2;
        first_node = items + 1;
        for (int i = 0; i <= items; i++) {
            up[i] = down[i] = i, len[i] = 0;
            if (i <= primary)
                left[i] = i == 0 ? primary : i - 1, right[i] = i == primary ? 0 : i + 1;
            else
                left[i] = right[i] = i;
        }
        int node = first_node;
        for (int r = 0; r < n; r++)
            for (int c = 0; c < n; c++) {
                if (!(free_cells[r] >> c & 1))
                    continue;
                int its[4] = {1 + r, 1 + n + c, 1 + 2 * n + r + c, 1 + 4 * n - 1 + c - r + n - 1};
                for (int k = 0; k < 4; k++, node++) {
                    int i = its[k];
                    top[node] = i;
                    up[node] = up[i], down[node] = i;
                    down[up[i]] = node, up[i] = node;
                    len[i]++;
                }
            }
        printf("%llu\n", (unsigned long long)search());
    }
    return 0;
}
