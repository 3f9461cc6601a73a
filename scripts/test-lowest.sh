#!/usr/bin/env bash
# Test the declared dependency floors: a fresh venv gets every dependency of pyproject.toml
# (runtime and the plots/dask extras) at the lowest version it allows (uv's
# `--resolution lowest-direct`), the built wheel without dependencies, and a smoke subset of the
# tests runs against that install. A floor below what the code needs fails here, not on a user's
# machine. Takes a few minutes (mostly downloads); needs PyPI.
set -euo pipefail
cd "$(dirname "$0")/.."

PYTHON="${PYTHON:-python3}"
wheel="$(bash scripts/build-wheel.sh)"
venv=target/venv-lowest
rm -rf "$venv"
"$PYTHON" -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --upgrade pip
"$venv/bin/python" -m pip install --quiet uv
uv=("$venv/bin/uv" pip install --quiet --python "$venv/bin/python")
"${uv[@]}" --resolution lowest-direct -r pyproject.toml --extra plots --extra dask
"${uv[@]}" --no-deps "$wheel"
# The test tools are not part of what a user installs: any recent version, leaving the floors be.
"${uv[@]}" pytest hypothesis
echo "installed at the floors:" >&2
"$venv/bin/uv" pip list --python "$venv/bin/python" 2>/dev/null \
    | grep -Ei "^(pydantic|pydantic-core|numpy|pandas|pyarrow|scipy|typer|click|rich|tomli-w|orjson|loky|matplotlib|dask|distributed) " >&2

# Run from the repository root: its tests, the installed wheel (python/ is not on the path).
"$venv/bin/python" -m pytest -q -p no:cacheprovider -m "not wheel" \
    tests/test_packaging.py tests/test_units.py tests/test_validation.py \
    tests/test_scenario_files.py tests/test_run.py tests/test_metrics.py tests/test_cli.py \
    tests/test_models.py tests/test_sweep.py tests/test_experiments.py
