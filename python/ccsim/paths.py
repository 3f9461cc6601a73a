"""Parameter paths: how a sweep, ``Scenario.with_changes`` and experiments name a place in a
scenario.

A path addresses the *user-facing* scenario (the dict a TOML file loads to, before validation), so
it is written the way a user reads the file: ``topology.bottleneck.bandwidth``, ``flows[0].rtt``,
``flows[-1].rtt`` (from the end), ``flows[*].tcp.schedule.interval`` (``[*]`` = every element of
the list). Applying paths before validation means every changed value goes through the same
checks and unit parsing as a hand-written scenario, and the scenario model needs no knowledge of
paths. This is the only parser of such paths in ccsim.
"""

from __future__ import annotations

import copy
import re
from typing import Any

__all__ = ["PathError", "parse_path", "format_path", "apply_params"]

_SEGMENT = re.compile(r"([A-Za-z_][A-Za-z0-9_-]*)|\[(\*|-?\d+)\]")


class PathError(ValueError):
    """A parameter path is malformed or does not fit the base scenario."""


Segment = str | int  # a key, an index, or "*" for every element


def parse_path(path: str) -> list[Segment]:
    """Split ``flows[*].tcp.rtt`` into ``["flows", "*", "tcp", "rtt"]``.

    Indices become ints; ``[*]`` becomes the string ``"*"``.
    """
    segments: list[Segment] = []
    pos = 0
    expect_key = True
    while pos < len(path):
        if path[pos] == "." and not expect_key and segments:
            pos += 1
            expect_key = True
            continue
        m = _SEGMENT.match(path, pos)
        if m is None or bool(m.group(1)) != expect_key:
            raise PathError(f"{path!r}: cannot parse at character {pos} ({path[pos:]!r})")
        if m.group(1):
            segments.append(m.group(1))
        else:
            idx = m.group(2)
            segments.append("*" if idx == "*" else int(idx))
        expect_key = False
        pos = m.end()
    if not segments or expect_key:
        raise PathError(f"{path!r}: empty path or trailing '.'")
    return segments


def format_path(segments: list[Segment]) -> str:
    """The inverse of :func:`parse_path`: ``["flows", 0, "rtt"]`` -> ``flows[0].rtt``."""
    out = ""
    for s in segments:
        if isinstance(s, int) or s == "*":
            out += f"[{s}]"
        else:
            out += f".{s}" if out else s
    return out


def _set(node: Any, segments: list[Segment], done: list[Segment], value: Any, path: str) -> None:
    """Set ``value`` at ``segments`` below ``node``; ``done`` is the walked part (for errors)."""
    head, rest = segments[0], segments[1:]
    where = format_path(done) or "the scenario"
    if isinstance(head, str) and head != "*":
        if not isinstance(node, dict):
            raise PathError(f"{path}: {where} is {node!r}, not a table, so it has no key {head!r}")
        if not rest:
            node[head] = copy.deepcopy(value)
            return
        if head not in node:
            # A missing intermediate table is created: the user may sweep a setting the base file
            # leaves at its default (e.g. flows[0].tcp.mss when the flow has no [tcp] table).
            node[head] = {}
        _set(node[head], rest, done + [head], value, path)
        return
    if not isinstance(node, list):
        raise PathError(f"{path}: {where} is not a list, so it cannot be indexed with [{head}]")
    if isinstance(head, int):
        if not -len(node) <= head < len(node):
            raise PathError(f"{path}: {where} has {len(node)} elements, no index {head}")
        indices = range(head % len(node), head % len(node) + 1)
    else:  # "*"
        indices = range(len(node))
    for i in indices:
        if rest:
            _set(node[i], rest, done + [i], value, path)
        else:
            node[i] = copy.deepcopy(value)


def apply_params(base: dict[str, Any], params: dict[str, Any]) -> dict[str, Any]:
    """Return a deep copy of ``base`` with each ``path: value`` of ``params`` set, in order."""
    out = copy.deepcopy(base)
    for path, value in params.items():
        _set(out, parse_path(path), [], value, path)
    return out
