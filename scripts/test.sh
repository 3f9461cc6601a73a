#!/usr/bin/env bash
# Build everything and run every test: the engine's Rust tests (release mode, as the tests
# include long statistical runs) and the Python suite against the freshly built extension.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/bootstrap.sh
# The Rust code's layout (rustfmt.toml); required under CI, which installs rustfmt (.ci/run).
if cargo fmt --version >/dev/null 2>&1; then
    cargo fmt --check || { echo "Rust code not formatted: run cargo fmt" >&2; exit 1; }
elif [ -n "${CI:-}" ]; then
    echo "rustfmt missing under CI" >&2; exit 1
else
    echo "rustfmt not installed (rustup component add rustfmt): the Rust layout is not checked"
fi
cargo test --release -p ccsim-engine
.venv/bin/python -m pytest -q tests "$@"
