#!/usr/bin/env bash
# Profile-guided build of the engine's extension (run by scripts/bootstrap.sh; CCSIM_PGO=0 skips
# it). An instrumented build of the extension simulates the training set (scripts/pgo-train.py:
# every mechanism, the benchmark dumbbells weighing most); LLVM's profile of that run then
# guides the inlining and code layout of the final build, which replaces python/ccsim/_core*.so.
# Results are unchanged (the same code, arranged differently; no fast-math): scripts/golden-
# digests.py gives the same digests with either build. Measured gains: docs/performance.md.
#
# The profile is kept under target/pgo/ named by the key of what it was made from
# (scripts/pgo-key.sh) and made again only when that changes. Needs the package installed in
# .venv (the training set is lowered by ccsim's Python side) and an llvm-profdata that reads
# rustc's profiles (below). Exits non-zero, leaving the installed extension as it was, if the
# optimised build cannot be made.
set -euo pipefail
cd "$(dirname "$0")/.."

dir="$PWD/target/pgo"
key="$(bash scripts/pgo-key.sh)"
profile="$dir/$key.profdata"
build() {  # build TARGET_DIR RUSTFLAGS: the extension as maturin builds it for an editable install
    RUSTFLAGS="$2" cargo build --quiet --release -p ccsim-py --features pyo3/extension-module \
        --target-dir "$1"
}
library() {  # library TARGET_DIR: the extension cargo built there (Linux .so, macOS .dylib)
    ls "$1"/release/lib_core.so "$1"/release/lib_core.dylib 2>/dev/null | head -n 1
}

merge() {  # merge LLVM_PROFDATA: the raw profiles into $profile.tmp; fails if they are unreadable
    "$1" merge -o "$profile.tmp" "$dir/raw" 2>/dev/null || return 1
    # An older LLVM skips raw profiles of a newer format with a warning: check what it wrote.
    "$1" show "$profile.tmp" 2>/dev/null | grep -q "^Total functions: [1-9]"
}

no_profdata() {
    echo "pgo: no llvm-profdata that reads rustc's profiles (rustup component add llvm-tools," \
         "or a system LLVM >= 19)" >&2
    exit 1
}

if [ ! -f "$profile" ]; then
    # llvm-profdata: the Rust toolchain's (rustup's llvm-tools component), else a system LLVM
    # recent enough for rustc's profile format (Debian 12: llvm-19, which .ci/run installs).
    # Looked for first, so that a machine without one does not build and train for nothing.
    host="$(rustc -vV | sed -n 's/^host: //p')"
    rust_profdata="$(rustc --print sysroot)/lib/rustlib/$host/bin/llvm-profdata"
    if [ ! -x "$rust_profdata" ] && command -v rustup >/dev/null; then
        rustup component add llvm-tools >/dev/null 2>&1 || true
    fi
    tools=()
    [ -x "$rust_profdata" ] && tools+=("$rust_profdata")
    for tool in llvm-profdata-{25,24,23,22,21,20,19} llvm-profdata; do
        major="$("$tool" --version 2>/dev/null | sed -n 's/.*LLVM version \([0-9]*\).*/\1/p' || true)"
        if [ "${major:-0}" -ge 19 ]; then tools+=("$tool"); fi
    done
    [ ${#tools[@]} -gt 0 ] || no_profdata
    rm -rf "$dir/raw"
    build "$dir/gen" "-Cprofile-generate=$dir/raw"
    .venv/bin/python scripts/pgo-train.py "$(library "$dir/gen")"
    merged=""
    for tool in "${tools[@]}"; do
        if merge "$tool"; then merged="$tool"; break; fi
    done
    if [ -z "$merged" ]; then
        rm -f "$profile.tmp"
        no_profdata
    fi
    rm -f "$dir"/*.profdata
    mv "$profile.tmp" "$profile"
    # A new profile changes RUSTFLAGS, so cargo rebuilds every crate of the optimised build
    # under new names and would keep the old ones beside them (over a gigabyte after a few
    # profiles): start that build afresh; it takes no longer.
    rm -rf "$dir/use"
fi
build "$dir/use" "-Cprofile-use=$profile"
# The extension module of the editable install (maturin's name for an abi3 build).
cp "$(library "$dir/use")" python/ccsim/_core.abi3.so.tmp
mv python/ccsim/_core.abi3.so.tmp python/ccsim/_core.abi3.so
echo "pgo: profile-guided engine installed (profile $key)"
