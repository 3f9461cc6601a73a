"""ns-2's default random stream, reproduced to replay its tick phases (ccsim.validation.ns2rng)."""

from __future__ import annotations

import itertools
import os
import subprocess

import pytest

from ccsim.validation.ns2 import ns_binary
from ccsim.validation.ns2rng import Mrg32k3a, ns2_uniforms, stream_state, tick_phases

#: What ns-2.35 prints for `$defaultRNG seed 12345` then `puts [$defaultRNG uniform 0 1]` three
#: times (run by hand on Debian's ns2 package; the live test below repeats it where ns is).
NS2_PRINTS = (0.12701112177549448, 0.3185275654860435, 0.30918601542207691)


def test_the_first_draws_are_what_ns2_prints() -> None:
    assert tuple(itertools.islice(ns2_uniforms(12345), 3)) == NS2_PRINTS


def test_substreams_are_what_ns2_prints() -> None:
    # ns-2.35 after `$defaultRNG seed 12345` and one `next-substream` (two draws), and after
    # three (one draw).
    assert tuple(itertools.islice(ns2_uniforms(12345, 1), 2)) == (0.079398989714402235,
                                                                 0.4803395045363994)
    assert next(ns2_uniforms(12345, 3)) == 0.50321228872202906


def test_a_stream_state_continues_where_the_draws_left_off() -> None:
    """``stream_state`` (what a RED queue's ``ns2_stream`` starts from) is the generator after
    ``skip`` draws: ns-2's next draws follow from it, and the engine, given it, draws the same
    numbers (its own MRG32k3a, ``ns2_stream.rs``, checked in Rust against what ns-2 prints)."""
    g = Mrg32k3a()
    g.state = stream_state(substream=2, skip=7)
    following = [g.ns2_uniform() for _ in range(5)]
    assert following == list(itertools.islice(ns2_uniforms(12345, 2), 7, 12))


def test_many_draws_match_ns2_itself(tmp_path) -> None:
    ns = ns_binary()
    if ns is None:
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail("ns-2 is missing under CI=true: .ci/run must install it")
        pytest.skip("ns-2 is not installed (apt-get install ns2)")
    script = tmp_path / "rng.tcl"
    script.write_text("$defaultRNG seed 12345\n"
                      "for {set i 0} {$i < 200} {incr i} { puts [$defaultRNG uniform 0 1] }\n"
                      "$defaultRNG seed 12345\n"
                      "for {set r 0} {$r < 5} {incr r} { $defaultRNG next-substream }\n"
                      "for {set i 0} {$i < 50} {incr i} { puts [$defaultRNG uniform 0 1] }\n")
    out = subprocess.run([ns, str(script)], capture_output=True, text=True, check=True).stdout
    printed = [float(x) for x in out.split()]
    assert len(printed) == 250
    assert printed[:200] == list(itertools.islice(ns2_uniforms(12345), 200))
    assert printed[200:] == list(itertools.islice(ns2_uniforms(12345, 5), 50))


def test_tick_phases_follow_the_reset_order_and_skip_receivers() -> None:
    tcp = {"kind": "tcp", "tick_ns": 10_000_000}
    engine = {"flows": [
        {"src": 2, "dst": 3, "transport": tcp},
        {"src": 4, "dst": 5, "transport": tcp},
        {"src": 4, "dst": 3, "transport": dict(tcp, tick_ns=100_000_000)},
    ]}
    u = list(itertools.islice(ns2_uniforms(12345), 3))
    # Nodes reset 5, 4, 3, 2: node 5 and 3 hold receivers only; node 4's senders draw in flow
    # order, then node 2's.
    phases = tick_phases(engine, [5, 4, 3, 2])
    assert phases == {1: int(u[0] * 10_000_000), 2: int(u[1] * 100_000_000),
                      0: int(u[2] * 10_000_000)}
