#!/usr/bin/env bash
# Build ccsim's wheel (the engine in release mode, profile-guided where bootstrap could make the
# profile) into target/wheels and print its path on stdout. Reuses the bootstrap venv's maturin
# and cargo's build cache, so after scripts/bootstrap.sh it mostly links. Used by the clean-venv
# wheel test (tests/test_wheel.py) and the lowest-versions job (scripts/test-lowest.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/bootstrap.sh >&2
# The profile bootstrap made for these sources (scripts/pgo.sh), if any: the wheel gets the same
# profile-guided engine, built in the same cargo directory (so this mostly links).
profile="$PWD/target/pgo/$(bash scripts/pgo-key.sh).profdata"
if [ "${CCSIM_PGO:-1}" != 0 ] && [ -f "$profile" ]; then
    export RUSTFLAGS="-Cprofile-use=$profile" CARGO_TARGET_DIR="$PWD/target/pgo/use"
fi
rm -f target/wheels/ccsim-*.whl
PATH="$PWD/.venv/bin:$PATH" .venv/bin/maturin build --release --out target/wheels >&2
ls target/wheels/ccsim-*.whl
