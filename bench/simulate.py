#!/usr/bin/env python3
"""Predict how nqueens scales past this machine's cores, from measured job times.

Usage:
    simulate.py --json DATA JOB_TIMES CASE_NAME INPUT_FILE_OR_N [...]

For each case, runs JOB_TIMES (bench/job_times.rs, built against the
library), which counts every job in turn on one thread and prints its
wall time: split as for 4 threads, as for 16 or more
threads (the program then splits to 4096 jobs or more), and as for 64 and
for 1024 shards (256 jobs or more a shard).  Then it computes the makespan of the program's own
scheduling:

- K threads take jobs in order by a shared index: greedy list scheduling
  in job order (each job goes to the thread that frees up first);
- M shards: part I holds jobs I, I+M, I+2M, ...; the slowest part is the
  wall time.

Efficiency = total work / (threads or parts x makespan).  The split's own
time (milliseconds) is left out.  Writes the figures as JSON to DATA
(bench/report.py makes the table).
"""

import heapq
import json
import subprocess
import sys


def job_times(program, case, split):
    """Times every job of `case` split as for `split` (e.g. ["-j", "4"] or
    ["--shard", "0/64"]: the jobs of every part of that split)."""
    command = [program] + split
    if case.isdigit():
        done = subprocess.run(command + [case], check=True, stdout=subprocess.PIPE)
    else:
        with open(case, "rb") as board:
            done = subprocess.run(command, check=True, stdin=board, stdout=subprocess.PIPE)
    return [float(line) for line in done.stdout.split()]


def threads_makespan(times, k):
    free = [0.0] * k
    heapq.heapify(free)
    end = 0.0
    for t in times:
        start = heapq.heappop(free)
        heapq.heappush(free, start + t)
        end = max(end, start + t)
    return end


def shards_makespan(times, m):
    parts = [0.0] * m
    for i, t in enumerate(times):
        parts[i % m] += t
    return max(parts)


def main():
    args = sys.argv[1:]
    if len(args) < 5 or args[0] != "--json" or len(args) % 2 != 1:
        sys.exit(__doc__)
    data, program = args[1], args[2]
    rows = []
    for name, case in zip(args[3::2], args[4::2]):
        few = job_times(program, case, ["-j", "4"])
        many = job_times(program, case, ["-j", "64"])
        cells = []
        for k, times in ((4, few), (16, many), (64, many), (256, many)):
            cells.append(sum(times) / (k * threads_makespan(times, k)))
        jobs = [len(few), len(many)]
        for m in (64, 1024):
            parts = job_times(program, case, ["--shard", "0/%d" % m])
            cells.append(sum(parts) / (m * shards_makespan(parts, m)))
            jobs.append(len(parts))
        rows.append({"case": name, "jobs": jobs, "work": sum(many),
                     "largest": max(many) / sum(many), "efficiency": cells})
    command = "bench/simulate.py " + " ".join(
        '"%s"' % a if " " in a else a for a in args[2:])
    with open(data, "w") as f:
        json.dump({"command": command, "rows": rows}, f, indent=1)


if __name__ == "__main__":
    main()
