#!/usr/bin/env bash
# The key of a profile-guided build's profile (scripts/pgo.sh): a digest of what the profile
# depends on (the engine's and the extension's sources, the lock file, the training set's
# scripts and scenario files, the Rust compiler). A profile whose key differs is made again.
set -euo pipefail
cd "$(dirname "$0")/.."

{
    rustc -vV
    find crates scenarios tests/ns2 -type f \( -name '*.rs' -o -name 'Cargo.toml' -o -name '*.toml' \) \
        -print0 | LC_ALL=C sort -z | xargs -0 sha256sum
    sha256sum Cargo.lock Cargo.toml scripts/pgo.sh scripts/pgo-train.py scripts/golden-digests.py \
        python/ccsim/bench.py
} | sha256sum | cut -c1-16
