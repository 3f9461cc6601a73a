#!/usr/bin/env bash
# Build ccsim from a checkout: create .venv (Python >= 3.11) if missing, install the package in
# editable mode with its test extras. pip drives maturin, which compiles the Rust engine
# (crates/ccsim-py) in release mode into python/ccsim/_core*.so; scripts/pgo.sh then replaces it
# with a profile-guided build. Safe to run again: the venv is reused and cargo rebuilds only what
# changed.
set -euo pipefail
cd "$(dirname "$0")/.."

PYTHON="${PYTHON:-python3}"
if [ ! -x .venv/bin/python ]; then
    "$PYTHON" -c 'import sys; assert sys.version_info >= (3, 11), "ccsim needs Python >= 3.11"'
    "$PYTHON" -m venv .venv
fi
command -v cargo >/dev/null || { echo "bootstrap: cargo (Rust) is required: https://rustup.rs" >&2; exit 1; }

# The build backend lives in the venv so the build needs no isolated environment (and works
# offline once the venv exists); maturin's backend runs the `maturin` binary from PATH.
export PATH="$PWD/.venv/bin:$PATH"
if ! .venv/bin/python -c 'import maturin' 2>/dev/null; then
    .venv/bin/python -m pip install --quiet --upgrade pip
    .venv/bin/python -m pip install --quiet 'maturin>=1.5,<2'
fi
.venv/bin/python -m pip install --quiet --no-build-isolation -e '.[test,plots,dask]'
# The profile-guided build of the engine (scripts/pgo.sh: 10-20% faster runs, the same results)
# replaces the plain one; about a minute the first time, seconds when the sources have not
# changed. CCSIM_PGO=0 keeps the plain build.
if [ "${CCSIM_PGO:-1}" != 0 ]; then
    bash scripts/pgo.sh || echo "bootstrap: the profile-guided build failed; the plain build stays" >&2
fi
.venv/bin/python -c 'import ccsim._core as c; print(f"ccsim engine {c.version()} built ({c.build()})")'
