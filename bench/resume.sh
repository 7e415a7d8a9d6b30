#!/usr/bin/env bash
# bench/resume.sh N [ARGS...]: plain N counted whole, then the same
# command stopped by SIGTERM at about half its time and started again, as
# issue 63 asks: the count of each, and the CPU time of the uninterrupted
# run against the two runs' together (from /usr/bin/time). The checkpoint
# folder is bench/work/resume/ (emptied first); ARGS go to every run.
set -euo pipefail
N="${1:?N}"
shift
cd "$(dirname "${BASH_SOURCE[0]}")/.."
ROOT=$PWD
W=$ROOT/bench/work/resume
cargo build --release -q
NQ="$ROOT/target/release/nqueens"
rm -rf "$W" && mkdir -p "$W"
cd "$W"
COMMAND=("$NQ" --no-progress --checkpoints "$W/checkpoints" "$@" "$N")
echo "== CPU: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2), family $(grep -m1 'cpu family' /proc/cpuinfo | cut -d: -f2), model $(grep -m1 '^model' /proc/cpuinfo | cut -d: -f2), $(nproc) cores"
echo "== the command: nqueens ${COMMAND[*]:1}"
/usr/bin/time -f "%e %U %S" -o whole.time "${COMMAND[@]}" > whole.out
read -r WALL USER SYS < whole.time
echo "== uninterrupted: count $(cat whole.out), ${WALL} s wall, $(echo "$USER + $SYS" | bc) s CPU"
HALF=$(echo "$WALL / 2" | bc)
/usr/bin/time -f "%e %U %S" -o first.time "${COMMAND[@]}" > first.out 2> first.err &
TIMER=$!
sleep "$HALF"
# /usr/bin/time's child is the program: stop it as a scheduler would.
pkill -TERM -P "$TIMER" || true
wait "$TIMER" || true
read -r WALL1 USER1 SYS1 < <(tail -n 1 first.time)
echo "== stopped by SIGTERM after ${WALL1} s ($(echo "$USER1 + $SYS1" | bc) s CPU); stdout: '$(cat first.out)'; checkpoints: $(ls "$W/checkpoints" | wc -l)"
/usr/bin/time -f "%e %U %S" -o second.time "${COMMAND[@]}" > second.out 2> second.err
read -r WALL2 USER2 SYS2 < second.time
echo "== started again: count $(cat second.out), ${WALL2} s wall, $(echo "$USER2 + $SYS2" | bc) s CPU; it said: $(cat second.err)"
TOTAL=$(echo "$USER1 + $SYS1 + $USER2 + $SYS2" | bc)
echo "== both runs: ${TOTAL} s CPU, $(echo "scale=3; $TOTAL / ($USER + $SYS)" | bc) of the uninterrupted run's; counts $(cmp -s whole.out second.out && echo equal || echo DIFFERENT)"
echo "== checkpoints left: $(ls "$W/checkpoints" 2>/dev/null | wc -l)"
