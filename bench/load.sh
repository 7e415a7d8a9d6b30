#!/usr/bin/env bash
# Load figures for nqueens: generates three inputs into bench/work/load/
# (git-ignored), checks the program's answers on each once, then times it on
# each with hyperfine and writes the figures as JSON to DATA (hyperfine's
# results, each input's size in bytes, the command; bench/report.py makes
# the table; hyperfine's own report goes to stderr).
#
#   mixed_1e6.in   10^6 cases: plain N <= 12 and small boards N <= 6
#   dots_64.in     one 64x64 board of all '.' (answer 0)
#   ws_10mb.in     10 MB of spaces, newlines and tabs around `8` (answer 92)
#
# Usage: bench/load.sh [path/to/nqueens [DATA]]
#   (defaults target/release/nqueens and bench/work/load.json)
# Needs bash, python3 and hyperfine; takes well under a minute.
set -euo pipefail

cd "$(dirname "$0")/.."
bin="${1:-target/release/nqueens}"
data="${2:-bench/work/load.json}"
command="bench/load.sh $bin"
if [[ ! -x "$bin" ]]; then
    echo "load.sh: '$bin' is not an executable; build it with 'cargo build --release'" >&2
    exit 1
fi
bin="$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")"
work=bench/work/load
mkdir -p "$work"

echo "load.sh: generating inputs in $work" >&2
python3 - "$work" <<'PY'
import random, sys

work = sys.argv[1]
rng = random.Random(2553)

# 10^6 mixed cases; boards come from a pool of 3000 random ones.
pool = []
for _ in range(3000):
    n = rng.randint(1, 6)
    density = rng.randint(40, 100)
    rows = ["".join("*" if rng.randrange(100) < density else "." for _ in range(n))
            for _ in range(n)]
    pool.append("%d\n%s\n" % (n, "\n".join(rows)))
parts = []
for _ in range(10**6):
    if rng.randrange(2):
        parts.append("%d\n" % rng.randint(1, 12))
    else:
        parts.append(rng.choice(pool))
parts.append("0\n")
with open(work + "/mixed_1e6.in", "w") as f:
    f.write("".join(parts))

with open(work + "/dots_64.in", "w") as f:
    f.write("64\n" + ("." * 64 + "\n") * 64)

half = 5 * 10**6
blank = lambda: "".join(rng.choice(" \n\t") for _ in range(half))
with open(work + "/ws_10mb.in", "w") as f:
    f.write(blank() + "8" + blank())
PY

# One checked run each, so the timings below are of correct runs.
lines=$("$bin" < "$work/mixed_1e6.in" | wc -l)
[[ "$lines" -eq 1000000 ]] || { echo "load.sh: mixed_1e6.in gave $lines lines, expected 1000000" >&2; exit 1; }
[[ "$("$bin" < "$work/dots_64.in")" == 0 ]] || { echo "load.sh: dots_64.in did not answer 0" >&2; exit 1; }
[[ "$("$bin" < "$work/ws_10mb.in")" == 92 ]] || { echo "load.sh: ws_10mb.in did not answer 92" >&2; exit 1; }

names=(mixed_1e6 dots_64 ws_10mb)
commands=()
for name in "${names[@]}"; do
    commands+=(-n "$name" "'$bin' < '$work/$name.in' > /dev/null")
done
hyperfine --warmup 1 --runs 10 --style basic --export-json "$work/hyperfine.json" \
    "${commands[@]}" >&2

python3 - "$work" "$data" "$command" <<'PY'
import json, os, sys

work, data, command = sys.argv[1:4]
with open(work + "/hyperfine.json") as f:
    results = json.load(f)["results"]
sizes = {r["command"]: os.path.getsize("%s/%s.in" % (work, r["command"])) for r in results}
with open(data, "w") as f:
    json.dump({"command": command, "results": results, "sizes": sizes}, f, indent=1)
PY
