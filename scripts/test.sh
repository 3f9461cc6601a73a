#!/usr/bin/env bash
# Build everything and run every test: the engine's Rust tests (release mode, as the tests
# include long statistical runs) and the Python suite against the freshly built extension.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/bootstrap.sh
cargo test --release -p ccsim-engine
.venv/bin/python -m pytest -q tests "$@"
