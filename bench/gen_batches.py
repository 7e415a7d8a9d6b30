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
    gen_batches.py OUTDIR              write every class
    gen_batches.py --quick OUTDIR      only the classes marked quick
    gen_batches.py --seed S OUTDIR     only the middling classes, drawn
                                       from seed S (any integer)

The middling classes (N = 14 to 16, 20 to 45% forbidden) are where the
program's lead over the textbook is smallest; drawn afresh from each seed,
they check that a speed-up holds for boards nobody tuned it on.

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
# N, density, cases: about two seconds of the textbook each (its time per
# case grows about fivefold with N and falls about threefold with each
# tenth of the cells forbidden).
MIDDLING_CLASSES = [
    (14, 0.20, 80), (14, 0.30, 280), (14, 0.35, 700), (14, 0.45, 3000),
    (15, 0.20, 16), (15, 0.30, 60), (15, 0.35, 150), (15, 0.45, 700),
    (16, 0.20, 4), (16, 0.30, 15), (16, 0.35, 30), (16, 0.45, 150),
]
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
    args = argv[1:]
    if args in (["-h"], ["--help"]):
        print(__doc__)
        return
    quick = "--quick" in args
    args = [a for a in args if a != "--quick"]
    seed = None
    if len(args) == 3 and args[0] == "--seed":
        try:
            seed = int(args[1])
        except ValueError:
            sys.exit("gen_batches.py: --seed needs an integer, not %r" % args[1])
        args = args[2:]
    # A folder named like an option is a mistyped option, not a folder.
    if len(args) != 1 or args[0].startswith("-") or (quick and seed is not None):
        sys.exit(__doc__)
    out = args[0]
    os.makedirs(out, exist_ok=True)
    listed = []
    if seed is not None:
        for n, density, cases in MIDDLING_CLASSES:
            name = "m%d-n%d-d%02d" % (seed, n, round(density * 100))
            # One stream a class, fixed by the seed and the class alone.
            rng = random.Random("%d/%d/%.2f" % (seed, n, density))
            write_class(os.path.join(out, name + ".in"),
                        [board_case(rng, n, density) for _ in range(cases)])
            listed.append((name, n, density, cases, "judge"))
        write_list(out, listed)
        return
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
    write_list(out, listed)


def write_list(out, listed):
    with open(os.path.join(out, "classes.tsv"), "w") as f:
        f.write("name\tn\tdensity\tcases\tkind\n")
        for row in listed:
            f.write("\t".join(str(x) for x in row) + "\n")

if __name__ == "__main__":
    main(sys.argv)
