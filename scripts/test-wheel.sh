#!/usr/bin/env bash
# A plain `pip install` works: build the wheel, install it into a clean venv without extras, and
# run `ccsim reproduce ... --quick`, a script sweep and the models CLI with it
# (tests/test_wheel.py; needs PyPI). CI runs this as its own step; a few minutes.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/bootstrap.sh
CCSIM_WHEEL_TEST=1 .venv/bin/python -m pytest -q -p no:cacheprovider -m wheel tests/test_wheel.py "$@"
