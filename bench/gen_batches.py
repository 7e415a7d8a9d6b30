#!/usr/bin/env python3
"""Generate the batch files of the judge-size benchmark (bench/batch).

A judge's test file holds many cases; each class here is one such file:
cases of one N and one density of forbidden cells, drawn at random, as a
judge's generator would draw them (and as Luogu P1562 and UVa 11195 ask:
'.' forbids a queen, attacks pass). Besides them: plain N repeated, as HDU
2553 asks (random N from 1 to 10), and the thread classes (bench/batch
times the full program on one thread and on all of them there): a
thousand cases of N = 17 to 20 with half the cells forbidden, each a
millisecond or two.

Deterministic: each class has its own seed, and only the standard
library's Mersenne Twister is used (random.Random: its random() and
randint() are stable across Python 3 versions).

Usage:
    gen_batches.py OUTDIR            write every class
    gen_batches.py --quick OUTDIR    only the classes marked quick

OUTDIR/NAME.in holds the class's cases, ending with 0; OUTDIR/classes.tsv
lists name, N, density, cases, kind (judge, plain or threads) and quick.
"""

import os
import random
import sys

# The number of cases of each class makes the textbook masked DFS
# (bench/textbook.c) take about one to three seconds on the benchmark
# machine, at most 3,000 cases (a judge's file holds hundreds to
# thousands): a class of large N and few forbidden cells has few cases,
# as one of them takes the textbook seconds.
JUDGE_CLASSES = [
    # N, density of '.', cases
    (10, 0.02, 3000), (10, 0.10, 3000), (10, 0.25, 3000), (10, 0.40, 3000), (10, 0.50, 3000),
    (11, 0.02, 2000), (11, 0.10, 3000), (11, 0.25, 3000), (11, 0.40, 3000), (11, 0.50, 3000),
    (12, 0.02, 300), (12, 0.10, 600), (12, 0.25, 2000), (12, 0.40, 3000), (12, 0.50, 3000),
    (13, 0.02, 60), (13, 0.10, 120), (13, 0.25, 600), (13, 0.40, 3000), (13, 0.50, 3000),
    (14, 0.02, 10), (14, 0.10, 25), (14, 0.25, 150), (14, 0.40, 1000), (14, 0.50, 3000),
    (15, 0.02, 2), (15, 0.10, 5), (15, 0.25, 40), (15, 0.40, 300), (15, 0.50, 1500),
    (16, 0.02, 1), (16, 0.10, 1), (16, 0.25, 8), (16, 0.40, 80), (16, 0.50, 400),
    # Added later, last so that the classes above keep their seeds: the
    # densities between, where at N = 15 and 16 the join and the searches
    # are closest.
    (15, 0.30, 60), (16, 0.20, 5), (16, 0.30, 20), (16, 0.35, 30),
]
# The smoke test's classes (bench/batch --quick).
QUICK = {(10, 0.25), (12, 0.40), (13, 0.10), (14, 0.50), (15, 0.25)}
THREAD_CLASSES = [(17, 0.50, 1000), (18, 0.53, 1000), (20, 0.60, 1000)]
PLAIN_CASES = 3000


def board_case(rng, n, density):
    rows = ["".join("." if rng.random() < density else "*" for _ in range(n))
            for _ in range(n)]
    return "%d\n%s\n" % (n, "\n".join(rows))


def write_class(path, cases):
    with open(path, "w") as f:
        f.writelines(cases)
        f.write("0\n")


def main(argv):
    quick = "--quick" in argv
    args = [a for a in argv[1:] if a != "--quick"]
    if len(args) != 1:
        sys.exit(__doc__)
    out = args[0]
    os.makedirs(out, exist_ok=True)
    listed = []
    for k, (n, density, cases) in enumerate(JUDGE_CLASSES):
        if quick and (n, density) not in QUICK:
            continue
        name = "n%d-d%02d" % (n, round(density * 100))
        rng = random.Random(2800 + k)
        write_class(os.path.join(out, name + ".in"),
                    [board_case(rng, n, density) for _ in range(cases)])
        listed.append((name, n, density, cases, "judge"))
    rng = random.Random(2553)
    write_class(os.path.join(out, "plain-hdu.in"),
                ["%d\n" % rng.randint(1, 10) for _ in range(PLAIN_CASES)])
    listed.append(("plain-hdu", "1-10", 0, PLAIN_CASES, "plain"))
    if not quick:
        for k, (n, density, cases) in enumerate(THREAD_CLASSES):
            name = "threads-n%d" % n
            rng = random.Random(1700 + k)
            write_class(os.path.join(out, name + ".in"),
                        [board_case(rng, n, density) for _ in range(cases)])
            listed.append((name, n, density, cases, "threads"))
    with open(os.path.join(out, "classes.tsv"), "w") as f:
        f.write("name\tn\tdensity\tcases\tkind\n")
        for row in listed:
            f.write("\t".join(str(x) for x in row) + "\n")


if __name__ == "__main__":
    main(sys.argv)
