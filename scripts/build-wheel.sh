#!/usr/bin/env bash
# Build ccsim's wheel (the engine in release mode, as users get it from `pip install`) into
# target/wheels and print its path on stdout. Reuses the bootstrap venv's maturin and cargo's
# build cache, so after scripts/bootstrap.sh it mostly links. Used by the clean-venv wheel test
# (tests/test_wheel.py) and the lowest-versions job (scripts/test-lowest.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/bootstrap.sh >&2
rm -f target/wheels/ccsim-*.whl
PATH="$PWD/.venv/bin:$PATH" .venv/bin/maturin build --release --out target/wheels >&2
ls target/wheels/ccsim-*.whl
