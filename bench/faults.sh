#!/usr/bin/env bash
# bench/faults.sh N M [SEED [GAP]]: docs/parallel.md's GNU parallel recipe for
# plain N in M parts on this machine, with faults, as issue 63 asks:
#
#  1. the recipe runs while a killer stops at least a tenth of the parts
#     (SIGKILL or SIGTERM, a running part drawn at random, at random
#     moments: 0 to 2*GAP seconds apart, GAP 1 by default);
#  2. then one part's file is deleted, one cut in half, one overwritten by
#     a copy of another part, and one by the same part of another run
#     (plain N - 1);
#  3. the merge (refused, every fault named), the to-do list (against the
#     parts parallel's job log saw fail, and the four files hit), then the
#     recipe again, the to-do list again (empty) and the merge (the count).
#
# Every step's command and output go to stdout; the work is in
# bench/work/faults/. The recipe's lines are taken from docs/parallel.md
# (the block after "GNU parallel on this machine") with M for 256 and N
# for 22, and `--joblog` added to parallel so that the kills can be told
# from the parts that ended.
set -euo pipefail
N="${1:?N}"
M="${2:?M}"
SEED="${3:-63}"
GAP="${4:-1}"
cd "$(dirname "${BASH_SOURCE[0]}")/.."
ROOT=$PWD
W=$ROOT/bench/work/faults
command -v parallel >/dev/null || { apt-get update -qq; apt-get install -y -qq parallel >/dev/null; }
cargo build --release -q
export PATH="$ROOT/target/release:$PATH"
RANDOM=$SEED
rm -rf "$W" && mkdir -p "$W" && cd "$W"

awk '/^GNU parallel on this machine/ {on=1} on && /^```sh$/ {in_block=1; next} on && in_block && /^```$/ {exit}
     in_block {print}' "$ROOT/docs/parallel.md" > recipe.sh
sed -i -e "s|/256|/$M|g" -e "s|--todo 256|--todo $M|" -e "s| 22| $N|g" recipe.sh
sed "s|parallel '|parallel --joblog joblog '|" recipe.sh > recipe-logged.sh
echo "== the recipe (docs/parallel.md, M = $M, N = $N)"
cat recipe.sh
echo "== CPU: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2), family $(grep -m1 'cpu family' /proc/cpuinfo | cut -d: -f2), model $(grep -m1 '^model' /proc/cpuinfo | cut -d: -f2), $(nproc) cores"

# 1. The recipe, with a killer beside it.
START=$SECONDS
bash recipe-logged.sh > first.out 2> first.err &
RUN=$!
WANT=$(( (M + 9) / 10 + 2 ))
KILLED=0
sleep 1
while kill -0 "$RUN" 2>/dev/null && [ "$KILLED" -lt "$WANT" ]; do
    # A running part, at a random moment of its count.
    sleep "$(( RANDOM % (2 * GAP) )).$(( RANDOM % 10 ))"
    mapfile -t pids < <(pgrep -f -- "--shard [0-9]*/$M $N\$" || true)
    [ "${#pids[@]}" -gt 0 ] || continue
    pid=${pids[$(( RANDOM % ${#pids[@]} ))]}
    signal=$([ $(( RANDOM % 2 )) = 0 ] && echo KILL || echo TERM)
    kill -s "$signal" "$pid" 2>/dev/null && KILLED=$(( KILLED + 1 ))
done
wait "$RUN" || true
echo "== first run: $(( SECONDS - START )) s; $KILLED parts killed"
echo "-- its merge printed (stdout):"; cat first.out
echo "-- its stderr (first lines):"; head -8 first.err
# The parts parallel saw end without success (exit value or signal).
awk -F'\t' 'NR > 1 && ($7 != 0 || $8 != 0) {print $9}' joblog | grep -o -- "--shard [0-9]*" | cut -d' ' -f2 | sort -n > failed.list || true
echo "== parts parallel saw fail: $(wc -l < failed.list): $(paste -sd' ' failed.list)"

# 2. Faults on four parts that ended well, drawn at random.
mapfile -t good < <(ls parts | sed 's/\.part$//' | sort -n | grep -vxFf failed.list)
pick() { local i=$(( RANDOM % ${#good[@]} )); echo "${good[$i]}"; good=("${good[@]:0:$i}" "${good[@]:$((i + 1))}"); }
DELETED=$(pick); CUT=$(pick); COPIED=$(pick); FOREIGN=$(pick); SOURCE=$(pick)
rm "parts/$DELETED.part"
size=$(wc -c < "parts/$CUT.part"); truncate -s $(( size / 2 )) "parts/$CUT.part"
cp "parts/$SOURCE.part" "parts/$COPIED.part"
nqueens -j1 --shard "$FOREIGN/$M" $(( N - 1 )) > "parts/$FOREIGN.part"
echo "== deleted part $DELETED, cut part $CUT in half, copied part $SOURCE over part $COPIED, part $FOREIGN of N = $(( N - 1 )) over part $FOREIGN"
printf '%s\n' "$DELETED" "$CUT" "$COPIED" "$FOREIGN" | cat - failed.list | sort -n | uniq > expected.list

# 3. The merge refuses and names them; the to-do list; the recipe again.
MERGE=$(tail -n 1 recipe.sh)
TODO=$(sed -n 2p recipe.sh | sed 's/ | parallel.*//')
echo "== $MERGE"
set +e; bash -c "$MERGE"; echo "-- exit status $?"; set -e
echo "== $TODO"
bash -c "$TODO" > todo.list
echo "-- it lists $(wc -l < todo.list): $(paste -sd' ' todo.list)"
if cmp -s todo.list expected.list; then echo "-- exactly the parts killed or hit"; else
    echo "-- NOT the parts killed or hit: expected $(paste -sd' ' expected.list)"; fi
START=$SECONDS
echo "== the recipe again"
bash recipe.sh > second.out 2> second.err
echo "-- $(( SECONDS - START )) s; the merge printed: $(cat second.out)"
echo "-- the to-do list now: $(bash -c "$TODO" 2>&1 | paste -sd' ')"
