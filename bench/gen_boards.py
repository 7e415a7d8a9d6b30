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
(forbidden).  OUTDIR/boards.tsv lists name, N, density, planted, symmetry
and quick, one board per line, in the order the benchmark reports them.

Density is the probability that a cell is '*'.  A "skewed" board has a
range LOW-HIGH instead: each row draws its own density uniformly in it, so
its rows have very different freedom.

A "planted" board first gets a complete N-queens placement, found by a
randomized backtracking search and verified, whose N cells are forced to
'*', so its count is at least 1.

Symmetry is the name of a group of symmetries of the square that maps the
board onto itself: none; mirror (left-right: each row reads the same
backwards); turn (the half turn, 180 degrees); diagonal (the reflection in
the main diagonal r = c); c4 (the quarter turns, 90 degrees); full (all 8
symmetries of the square).  Such a board is drawn one cell per orbit of
cells under the group, copied to the orbit's other cells; a planted
placement is forced together with all its images under the group, each of
which is a placement too.  The result is checked to have the symmetry.
"""

import os
import random
import sys

# name, N, density (probability a cell is '*', or (low, high) for a skewed
# board), seed, planted, symmetry, quick (part of the --quick smoke test).
# The last column is the time the reference engine took, one thread
# (nqueens -j 1 --engine reference), when these boards were chosen.  The
# first twelve were tuned so that it needs between about 0.05 s and 20 s
# per board on the 2-core benchmark machine, the rest between about 0.3 s
# and 20 s with the slower C peer (bench/mrv.c, bench/dlx.c) under a
# minute; those times were taken while the machine was shared, so they are
# rough.  The search tree grows so fast with density that a fixed density
# cannot serve every N: the full board (density 1) takes about a minute
# already at N=17, and at N=64 a density of 0.07 is out of reach.  So the
# density falls as N grows, from dense small boards to sparse large ones.
# Changing a density or a seed can move a board's time by a factor of ten
# or more; symmetric boards vary most, as each draw decides a whole orbit.
BOARDS = [
    # name          N   dens  seed  plant  sym    quick     plain -j 1
    ("dense16",    16, 0.95, 1601, False, "none", False),      #   2.8 s
    ("dense17",    17, 0.90, 1701, False, "none", False),      #   8.2 s
    ("busy18",     18, 0.70, 1801, True,  "none", False),      #   2.9 s
    ("mid20",      20, 0.50, 2001, True,  "none", False),      #   1.2 s
    ("mirror22",   22, 0.40, 2201, True,  "mirror", True),     #   1.0 s
    ("mid24",      24, 0.32, 2401, True,  "none", False),      #   2.5 s
    ("mid28",      28, 0.26, 2801, True,  "none", True),       #   0.9 s
    ("mid32",      32, 0.18, 3201, True,  "none", False),      #   2.5 s
    ("sparse40",   40, 0.11, 4001, True,  "none", False),      #   1.0 s
    ("sparse48",   48, 0.08, 4801, True,  "none", True),       #  0.13 s
    ("sparse56",   56, 0.06, 5601, True,  "none", False),      #   2.5 s
    ("sparse64",   64, 0.05, 6401, True,  "none", False),      #   1.8 s
    # Every symmetry class, planted and not, skewed rows.  full16: 236 of
    # 256 cells free.  turn17: 253 of 289.  dense18: 257 of 324 (0.79), the
    # low end of its draw: the 21 other seeds tried (260 to 287 cells free,
    # 0.80 to 0.89) each took the reference over 12 s, the two timed to the
    # end 30 s and 36 s.  plant22, plant24 and plant26 are shaped like a
    # hidden test set where an MRV search beats the program.
    ("full16",     16, 0.92, 1633, False, "full", False),      #   2.2 s
    ("turn17",     17, 0.90, 1725, False, "turn", False),      #   6.9 s
    ("dense18",    18, 0.85, 1816, False, "none", False),      #  16.5 s
    ("skew20",     20, (0.15, 0.95), 2051, True, "none", True),  #  0.8 s
    ("diag21",     21, 0.50, 2101, True,  "diagonal", True),   #   1.5 s
    ("plant22",    22, 0.42, 2221, True,  "none", True),       #   0.4 s
    ("open22",     22, 0.45, 2241, False, "none", False),      #   1.5 s
    ("c4_24",      24, 0.32, 2431, True,  "c4", False),        #   2.1 s
    ("plant24",    24, 0.33, 2421, True,  "none", False),      #   0.6 s
    ("plant26",    26, 0.28, 2621, True,  "none", False),      #   2.7 s
    ("skew28",     28, (0.05, 0.70), 2851, True, "none", False),  #  7.6 s
    # A sparse board with work in it: on the ones above from N = 40 every
    # program, peers included, finishes in about a millisecond, most of it
    # process start-up; here the peers need 0.1 to 0.3 s.
    ("hard32",     32, 0.22, 3222, True,  "none", False),      #  17 s
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


def group_maps(n, symmetry):
    """The cell maps (r, c) -> (r', c') of a symmetry group of the n x n
    square, the identity first."""
    m = n - 1
    ident = lambda r, c: (r, c)
    mirror = lambda r, c: (r, m - c)            # left-right
    turn = lambda r, c: (m - r, m - c)          # 180 degrees
    diagonal = lambda r, c: (c, r)              # in the main diagonal r = c
    quarter = lambda r, c: (c, m - r)           # 90 degrees
    if symmetry == "none":
        return [ident]
    if symmetry == "mirror":
        return [ident, mirror]
    if symmetry == "turn":
        return [ident, turn]
    if symmetry == "diagonal":
        return [ident, diagonal]
    rotations = [ident, quarter, turn, lambda r, c: quarter(*turn(r, c))]
    if symmetry == "c4":
        return rotations
    if symmetry == "full":
        return rotations + [lambda r, c, g=g: mirror(*g(r, c)) for g in rotations]
    raise ValueError("unknown symmetry group %r" % symmetry)


def make_board(n, density, seed, planted, symmetry):
    """The board's rows.  density is a probability, or (low, high) for a
    skewed board, whose rows each get their own density drawn uniformly
    between low and high (rows of very different freedom)."""
    rng = random.Random(seed)
    maps = group_maps(n, symmetry)
    if isinstance(density, tuple):
        assert symmetry in ("none", "mirror"), "a skewed board keeps its rows"
        low, high = density
        row_density = [low + (high - low) * rng.random() for _ in range(n)]
    else:
        row_density = [density] * n
    # One draw per orbit of cells, at its first cell in row-major order,
    # copied to the orbit's other cells.  For "none" and "mirror" this is
    # the order of the boards made before symmetry groups existed.
    grid = [[None] * n for _ in range(n)]
    for r in range(n):
        for c in range(n):
            if grid[r][c] is None:
                value = rng.random() < row_density[r]
                for g in maps:
                    r2, c2 = g(r, c)
                    grid[r2][c2] = value
    placement = None
    if planted:
        placement = random_placement(n, rng)
        # Every image of a placement under a symmetry of the square is a
        # placement too; force them all so the board keeps its symmetry.
        for g in maps:
            image = [None] * n
            for r, c in enumerate(placement):
                r2, c2 = g(r, c)
                image[r2] = c2
                grid[r2][c2] = True
            assert is_solution(n, image), "internal error: image not a placement"
    rows = ["".join("*" if x else "." for x in row) for row in grid]
    # Self-checks: shape, symmetry, planted placement really on the board.
    assert len(rows) == n and all(len(r) == n for r in rows)
    for g in maps:
        for r in range(n):
            for c in range(n):
                r2, c2 = g(r, c)
                assert rows[r2][c2] == rows[r][c], "board lacks its symmetry"
    if placement is not None:
        assert is_solution(n, placement)
        assert all(rows[r][c] == "*" for r, c in enumerate(placement))
    return rows


def density_text(density):
    if isinstance(density, tuple):
        return "%.2f-%.2f" % density
    return "%.2f" % density


def main(argv):
    quick = False
    args = argv[1:]
    if args and args[0] == "--quick":
        quick = True
        args = args[1:]
    if len(args) != 1 or args[0].startswith("-"):
        sys.stderr.write("usage: gen_boards.py [--quick] OUTDIR\n")
        return 2
    outdir = args[0]
    os.makedirs(outdir, exist_ok=True)
    manifest = ["name\tn\tdensity\tplanted\tsymmetry\tquick"]
    for name, n, density, seed, planted, symmetry, is_quick in BOARDS:
        if quick and not is_quick:
            continue
        rows = make_board(n, density, seed, planted, symmetry)
        with open(os.path.join(outdir, name + ".txt"), "w") as f:
            f.write("%d\n%s\n" % (n, "\n".join(rows)))
        manifest.append("%s\t%d\t%s\t%s\t%s\t%s" % (
            name, n, density_text(density), "yes" if planted else "no",
            symmetry, "yes" if is_quick else "no"))
    with open(os.path.join(outdir, "boards.tsv"), "w") as f:
        f.write("\n".join(manifest) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
