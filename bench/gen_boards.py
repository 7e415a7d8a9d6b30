#!/usr/bin/env python3
"""Generate the "heavy" masked N-Queens boards used by bench/run.

Deterministic: every board has its own fixed seed, and only the Python
standard library's Mersenne Twister (random.Random) is used, whose output
for random(), randrange() and shuffle() is stable across Python 3 versions.

Usage:
    gen_boards.py OUTDIR            write every board
    gen_boards.py --quick OUTDIR    write only the boards marked quick

For each board OUTDIR/NAME.txt holds one case in the program's input
format: the line "N", then N rows of '*' (a queen may stand there) and '.'
(forbidden).  OUTDIR/boards.tsv lists name, N, density, planted, symmetric
and quick, one board per line, in the order the benchmark reports them.

A "planted" board first gets a complete N-queens placement, found by a
randomized backtracking search and verified, whose N cells are forced to
'*', so its count is at least 1.  A "symmetric" board is mirror-symmetric
left-right (each row reads the same backwards); its planted placement is
forced together with its mirror image, which is also a valid placement.
"""

import os
import random
import sys

# name, N, density (probability a cell is '*'), seed, planted, symmetric,
# quick (part of the --quick smoke test).  The last column is the time
# the reference engine took, one thread, when these boards were chosen.
# Tuned so that the reference engine (nqueens --engine plain) needs between
# about 0.05 s and 20 s per board on the 2-core benchmark machine.  The
# search tree grows so fast with density that a fixed density cannot serve
# every N: the full board (density 1) takes about a minute already at N=17,
# and at N=64 a density of 0.07 is out of reach.  So the density falls as N
# grows, from dense small boards to sparse large ones.  Changing a density
# or a seed can move a board's time by a factor of ten or more.
BOARDS = [
    # name          N   dens  seed  plant  sym    quick     plain -j 1
    ("dense16",    16, 0.95, 1601, False, False, False),      #   2.8 s
    ("dense17",    17, 0.90, 1701, False, False, False),      #   8.2 s
    ("busy18",     18, 0.70, 1801, True,  False, False),      #   2.9 s
    ("mid20",      20, 0.50, 2001, True,  False, False),      #   1.2 s
    ("mirror22",   22, 0.40, 2201, True,  True,  True),       #   1.0 s
    ("mid24",      24, 0.32, 2401, True,  False, False),      #   2.5 s
    ("mid28",      28, 0.26, 2801, True,  False, True),       #   0.9 s
    ("mid32",      32, 0.18, 3201, True,  False, False),      #   2.5 s
    ("sparse40",   40, 0.11, 4001, True,  False, False),      #   1.0 s
    ("sparse48",   48, 0.08, 4801, True,  False, True),       #  0.13 s
    ("sparse56",   56, 0.06, 5601, True,  False, False),      #   2.5 s
    ("sparse64",   64, 0.05, 6401, True,  False, False),      #   1.8 s
]


def is_solution(n, cols):
    """cols[r] is the column of the queen in row r."""
    if len(cols) != n or sorted(cols) != list(range(n)):
        return False
    if len({r + c for r, c in enumerate(cols)}) != n:
        return False
    if len({r - c for r, c in enumerate(cols)}) != n:
        return False
    return True


def random_placement(n, rng, node_limit=20000):
    """A random complete N-queens placement (n >= 4), as a column per row.

    Depth-first search, row by row, trying the free columns of each row in
    a random order; a search that visits more than node_limit nodes is
    abandoned and restarted with a fresh order (heavy-tailed run times are
    what make plain random backtracking slow for larger n).
    """
    while True:
        cols = []
        used_c, used_d1, used_d2 = set(), set(), set()
        nodes = 0

        def dfs(r):
            nonlocal nodes
            if r == n:
                return True
            nodes += 1
            if nodes > node_limit:
                return False
            cand = [c for c in range(n)
                    if c not in used_c and (r + c) not in used_d1
                    and (r - c) not in used_d2]
            rng.shuffle(cand)
            for c in cand:
                cols.append(c)
                used_c.add(c)
                used_d1.add(r + c)
                used_d2.add(r - c)
                if dfs(r + 1):
                    return True
                cols.pop()
                used_c.discard(c)
                used_d1.discard(r + c)
                used_d2.discard(r - c)
                if nodes > node_limit:
                    return False
            return False

        if dfs(0):
            assert is_solution(n, cols), "internal error: bad placement"
            return cols


def make_board(n, density, seed, planted, symmetric):
    rng = random.Random(seed)
    half = (n + 1) // 2
    grid = []
    for _ in range(n):
        if symmetric:
            left = [rng.random() < density for _ in range(half)]
            row = left + left[:n - half][::-1]
        else:
            row = [rng.random() < density for _ in range(n)]
        grid.append(row)
    placement = None
    if planted:
        placement = random_placement(n, rng)
        for r, c in enumerate(placement):
            grid[r][c] = True
            if symmetric:
                grid[r][n - 1 - c] = True
    rows = ["".join("*" if x else "." for x in row) for row in grid]
    # Self-checks: shape, symmetry, planted placement really on the board.
    assert len(rows) == n and all(len(r) == n for r in rows)
    if symmetric:
        assert all(r == r[::-1] for r in rows)
    if placement is not None:
        assert is_solution(n, placement)
        assert all(rows[r][c] == "*" for r, c in enumerate(placement))
    return rows


def main(argv):
    quick = False
    args = argv[1:]
    if args and args[0] == "--quick":
        quick = True
        args = args[1:]
    if len(args) != 1:
        sys.stderr.write("usage: gen_boards.py [--quick] OUTDIR\n")
        return 2
    outdir = args[0]
    os.makedirs(outdir, exist_ok=True)
    manifest = ["name\tn\tdensity\tplanted\tsymmetric\tquick"]
    for name, n, density, seed, planted, symmetric, is_quick in BOARDS:
        if quick and not is_quick:
            continue
        rows = make_board(n, density, seed, planted, symmetric)
        with open(os.path.join(outdir, name + ".txt"), "w") as f:
            f.write("%d\n%s\n" % (n, "\n".join(rows)))
        manifest.append("%s\t%d\t%.2f\t%s\t%s\t%s" % (
            name, n, density, "yes" if planted else "no",
            "yes" if symmetric else "no", "yes" if is_quick else "no"))
    with open(os.path.join(outdir, "boards.tsv"), "w") as f:
        f.write("\n".join(manifest) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
