#!/usr/bin/env bash
# bench/check_peers.sh: checks the benchmark's C peers (bench/mrv.c, the MRV
# row search, and bench/dlx.c, the dancing-links counter) against
# `nqueens -j 1 --engine reference`, case by case.
#
# Cases: plain N = 1..12 (N alone, no rows), 300 random boards written as
# rows (N = 1..12, density 0.2 to 1.0, fixed seed), all of them again as
# one many-case input (ended by 0, with a case after it), then every board of
# bench/gen_boards.py (the slow part: the dense boards take dlx up to about
# a minute each).  Prints the board and exits 1 on the first mismatch.
# Builds into bench/work/peers/, which git ignores.
#
#   bench/check_peers.sh                 everything (several minutes)
#   bench/check_peers.sh --small         plain and random small boards only
#   NQ=path bench/check_peers.sh         use that nqueens binary, build none
set -euo pipefail

SMALL=0
case "${1:-}" in
    --small) SMALL=1 ;;
    "") ;;
    *)
        echo "usage: bench/check_peers.sh [--small]" >&2
        exit 2
        ;;
esac

cd "$(dirname "${BASH_SOURCE[0]}")/.."
W=bench/work/peers
rm -rf "$W/random" "$W/boards"
mkdir -p "$W/random"

if [ -z "${NQ:-}" ]; then
    NQ=$W/nqueens
    echo "bench/build.sh src $NQ"
    bench/build.sh src "$NQ"
fi
gcc -O2 -Wall bench/mrv.c -o "$W/mrv"
gcc -O2 -Wall bench/dlx.c -o "$W/dlx"

# The small cases: plain N, then random boards.
for n in $(seq 1 12); do echo "$n" >"$W/random/plain$n.txt"; done
python3 - "$W/random" <<'PY'
import os, random, sys
rng = random.Random(20261122)
for i in range(300):
    n = rng.randint(1, 12)
    d = rng.uniform(0.2, 1.0)
    rows = ["".join("*" if rng.random() < d else "." for _ in range(n)) for _ in range(n)]
    with open(os.path.join(sys.argv[1], "rand%03d.txt" % i), "w") as f:
        f.write("%d\n%s\n" % (n, "\n".join(rows)))
PY

checked=0
LAST=
check() { # file [label]: the three counts must agree
    local f=$1 ref m d
    ref=$("$NQ" -j 1 --engine reference <"$f")
    m=$("$W/mrv" <"$f")
    d=$("$W/dlx" <"$f")
    if [ "$ref" != "$m" ] || [ "$ref" != "$d" ]; then
        echo "MISMATCH on $f: reference $ref, mrv $m, dlx $d; the board:" >&2
        cat "$f" >&2
        exit 1
    fi
    checked=$((checked + 1))
    LAST=$ref
}

for f in "$W"/random/plain*.txt "$W"/random/rand*.txt; do check "$f"; done
echo "plain N = 1..12 and 300 random boards: all agree"
# The same cases again as one input, ended by 0 (bench/run's many-case
# rows): every peer must count each case of a file in order.
{ cat "$W"/random/plain*.txt "$W"/random/rand*.txt; echo 0; echo 5; } >"$W/random/all.txt"
check "$W/random/all.txt"
[ "$(wc -l <<<"$LAST")" = 312 ] || { echo "the many-case input gave $(wc -l <<<"$LAST") counts, not 312" >&2; exit 1; }
echo "the same 312 cases in one input (then 0 and a case after it): all agree"

if [ "$SMALL" = 0 ]; then
    python3 bench/gen_boards.py "$W/boards"
    while IFS=$'\t' read -r name _rest; do
        [ "$name" = name ] && continue
        start=$SECONDS
        check "$W/boards/$name.txt"
        printf '  %-12s %-10s (%d s for the three)\n' "$name" "$LAST" $((SECONDS - start))
    done <"$W/boards/boards.tsv"
    echo "every bench board: all agree"
fi
echo "check_peers: $checked cases, reference, mrv and dlx agree on all"
