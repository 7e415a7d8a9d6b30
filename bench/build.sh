#!/usr/bin/env bash
# bench/build.sh SRC OUT [RUSTC FLAGS...]: builds the program whose sources
# are in the folder SRC with rustc -O, as cargo builds it: the library
# (SRC/lib.rs, where there is one) as an rlib, then the program
# (SRC/main.rs) against it, with the flags that SRC/../.cargo/config.toml
# gives cargo for this host (the C runtime linked statically, the
# conditional moves kept: that file says why). A tree from before the
# library split has main.rs alone, built as one crate. Further flags go
# to both builds. MAIN=FILE builds FILE against the library instead of
# SRC/main.rs (bench/job_times.rs).
set -euo pipefail
src="$1"
main="${MAIN:-$1/main.rs}"
out="$2"
shift 2
host="$(rustc -vV | sed -n 's/^host: //p')"
config="$(dirname "$src")/.cargo/config.toml"
cargo_flags=()
if [ -f "$config" ]; then
    # tomllib: Python 3.11 or later.
    listed=$(python3 - "$config" "$host" <<'PY'
import sys, tomllib
with open(sys.argv[1], "rb") as f:
    config = tomllib.load(f)
for flag in config.get("target", {}).get(sys.argv[2], {}).get("rustflags", []):
    print(flag)
PY
    ) || { echo "bench/build.sh: cannot read the flags of $config" >&2; exit 1; }
    [ -z "$listed" ] || mapfile -t cargo_flags <<<"$listed"
fi
flags=("${cargo_flags[@]}" "$@")
if [ -f "$src/lib.rs" ]; then
    lib="$(dirname "$out")/libnqueens-$(basename "$out").rlib"
    rustc -O "${flags[@]}" --edition 2021 --crate-type rlib --crate-name nqueens "$src/lib.rs" -o "$lib"
    rustc -O "${flags[@]}" --edition 2021 "$main" --extern nqueens="$lib" -o "$out"
    rm -f "$lib"
else
    rustc -O "${flags[@]}" --edition 2021 "$src/main.rs" -o "$out"
fi
