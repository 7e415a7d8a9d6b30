#!/usr/bin/env python3
"""interleave.py: times commands against each other in alternation.

    interleave.py [--input FILE] [--budget S] [--min-runs K] [--max-runs K]
                  --export-json OUT  CMD1 CMD2 ...

Runs round after round; each round runs every command once, in a fresh
random order, stdin from FILE (default /dev/null), stdout and stderr to
/dev/null, no shell (each CMD is split like a shell would, without
expansions). One warm-up round first, not counted. It stops after
--max-runs rounds, or once --min-runs rounds are done and the time spent
passes --budget seconds.

Why not hyperfine: hyperfine runs all the runs of one command, then all
of the next, so a slow drift of the host (another guest, a frequency
change) lands on one command only; on this benchmark's 2-core virtual
machine that made whichever command ran second up to 12% slower (mid32
pinned, -j 1 against -j 2 in both orders: bench/log/ as of git
7b9267f). Here every round measures all commands within a few
moments of each other, so a drift lands on all of them alike.

Writes hyperfine's JSON shape (results: command, mean, stddev, median,
min, max, times in seconds) so the report reads either. Exits 1 if a
command fails.
"""
import json
import os
import random
import shlex
import statistics
import sys
import time


def main(argv):
    args = argv[1:]
    opts = {"--input": os.devnull, "--budget": "6", "--min-runs": "5",
            "--max-runs": "20", "--export-json": None}
    cmds = []
    while args:
        a = args.pop(0)
        if a in opts:
            if not args:
                sys.exit("interleave.py: %s needs a value" % a)
            opts[a] = args.pop(0)
        else:
            cmds.append(a)
    if not cmds or opts["--export-json"] is None:
        sys.exit(__doc__.split("\n\n")[1])
    budget = float(opts["--budget"])
    min_runs, max_runs = int(opts["--min-runs"]), int(opts["--max-runs"])
    argvs = [shlex.split(c) for c in cmds]
    times = [[] for _ in cmds]
    devnull = os.open(os.devnull, os.O_WRONLY)
    infd = os.open(opts["--input"], os.O_RDONLY)
    started = time.perf_counter()
    rounds = 0
    while rounds < max_runs + 1:
        order = list(range(len(cmds)))
        random.shuffle(order)
        for i in order:
            os.lseek(infd, 0, os.SEEK_SET)
            t = time.perf_counter()
            pid = os.posix_spawnp(argvs[i][0], argvs[i], os.environ, file_actions=[
                (os.POSIX_SPAWN_DUP2, infd, 0),
                (os.POSIX_SPAWN_DUP2, devnull, 1),
                (os.POSIX_SPAWN_DUP2, devnull, 2)])
            _, status = os.waitpid(pid, 0)
            t = time.perf_counter() - t
            if status != 0:
                sys.stderr.write("interleave.py: '%s' failed (status %d)\n" % (cmds[i], status))
                return 1
            if rounds > 0:  # round 0 is the warm-up
                times[i].append(t)
        rounds += 1
        if rounds - 1 >= min_runs and time.perf_counter() - started > budget:
            break
    results = []
    for c, t in zip(cmds, times):
        results.append({
            "command": c, "mean": statistics.mean(t),
            "stddev": statistics.stdev(t) if len(t) > 1 else None,
            "median": statistics.median(t), "min": min(t), "max": max(t),
            "times": t})
    with open(opts["--export-json"], "w") as f:
        json.dump({"results": results}, f)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
