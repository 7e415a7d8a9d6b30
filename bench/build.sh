#!/usr/bin/env bash
# bench/build.sh SRC OUT [RUSTC FLAGS...]: builds the program whose sources
# are in the folder SRC with rustc -O, as cargo builds it: the library
# (SRC/lib.rs, where there is one) as an rlib, then the program
# (SRC/main.rs) against it. A tree from before the library split has
# main.rs alone, built as one crate. Flags go to both builds.
set -euo pipefail
src="$1"
out="$2"
shift 2
if [ -f "$src/lib.rs" ]; then
    lib="$(dirname "$out")/libnqueens-$(basename "$out").rlib"
    rustc -O "$@" --edition 2021 --crate-type rlib --crate-name nqueens "$src/lib.rs" -o "$lib"
    rustc -O "$@" --edition 2021 "$src/main.rs" --extern nqueens="$lib" -o "$out"
    rm -f "$lib"
else
    rustc -O "$@" --edition 2021 "$src/main.rs" -o "$out"
fi
