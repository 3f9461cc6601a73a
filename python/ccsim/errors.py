"""The exceptions ccsim raises, and the translation of pydantic's errors into readable ones.

DESIGN.md, "Clear failure": a bad scenario is refused before the run with a message naming the
field, the value and what is allowed, e.g. ``flows[3].rtt: "-5ms" is negative``. Pydantic knows
the field path of each problem but words it for programmers and includes internal steps (the tag
of a tagged union, ``Value error, ...``); :func:`from_validation_error` rewrites each problem as
``dotted.path[index]: message`` using the input the user wrote.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any, NoReturn

from ccsim.units import describe

if TYPE_CHECKING:  # pydantic is imported where it is used: ``import ccsim`` does not need it
    from pydantic import ValidationError

__all__ = [
    "ScenarioError",
    "BudgetExceeded",
    "EngineError",
    "ConservationError",
    "EngineMissing",
    "fail",
    "from_validation_error",
    "problems_from",
    "did_you_mean",
    "shorten",
    "from_engine",
]

try:  # The compiled engine defines these; importing it is cheap and keeps one class identity.
    from ccsim._core import BudgetExceeded, EngineError
except ImportError:  # pragma: no cover - only while the engine is not built

    class BudgetExceeded(RuntimeError):  # type: ignore[no-redef]
        """A run stopped because it exceeded the scenario's budget (events or wall time)."""

    class EngineError(RuntimeError):  # type: ignore[no-redef]
        """An internal engine failure (a bug), including a caught panic."""


#: One problem: (path such as ``flows[3].rtt``, message such as ``"-5ms" is negative``).
Problem = tuple[str, str]


class ScenarioError(ValueError):
    """A scenario that cannot be run, with every problem found and where it is.

    ``str(err)`` is one ``path: message`` line per problem. ``err.problems`` holds the same as
    (path, message) pairs. ``err.source`` names the file the scenario came from, when known.
    Errors found by the engine (e.g. ``flows[2]: no route from node 3 to node 7``) arrive here
    with their message unchanged; their paths refer to the lowered scenario.
    """

    def __init__(self, problems: str | Sequence[Problem], source: str | None = None) -> None:
        if isinstance(problems, str):
            field, sep, message = problems.partition(": ")
            self.problems: list[Problem] = [(field, message) if sep else ("", problems)]
            text = problems
        else:
            self.problems = list(problems)
            text = "\n".join(f"{p}: {m}" if p else m for p, m in self.problems)
        self.source = source
        super().__init__(text)


class ConservationError(RuntimeError):
    """The engine lost track of packets: sent != delivered + dropped + in flight (DESIGN.md,
    "Accounted"). This is an engine bug, never a scenario mistake."""


class EngineMissing(ImportError):
    """The compiled engine ``ccsim._core`` is not built (run ``bash scripts/bootstrap.sh``)."""


# -- raising problems from inside validators ---------------------------------------------------

_CUSTOM = "ccsim_problem"


def fail(problems: Iterable[Problem] | str, message: str | None = None) -> NoReturn:
    """Raise from a pydantic validator with paths relative to the field being validated.

    ``fail("max_th", "must exceed min_th")`` inside the RED queue model reports
    ``topology.bottleneck.queue.max_th: must exceed min_th``.
    """
    from pydantic_core import PydanticCustomError

    items = [(problems, message or "")] if isinstance(problems, str) else list(problems)
    raise PydanticCustomError(
        _CUSTOM,
        "{text}",
        {"problems": items, "text": "; ".join(f"{p}: {m}" for p, m in items)},
    )


# -- pydantic -> readable --------------------------------------------------------------------

_TAG_KEYS = ("kind", "rule")
_QUOTED = re.compile(r"'([^']*)'")
#: A step of pydantic's ``loc`` naming a member of a plain (untagged) union rather than a key:
#: a type (``float``, ``str``, ``list[int]``, ``constrained-str``) or a model class
#: (``FixedRounds``); ccsim's own keys are snake_case and never look like these.
_MEMBER = re.compile(
    r"^(?:[A-Z]\w*|(?:float|int|str|bool|bytes|none|list|dict|tuple|set|frozenset|literal"
    r"|nullable|union|chain|default|lax-or-strict|json-or-python|is-instance|is-subclass"
    r"|constrained-\w+|function-\w+|tagged-union)(?:\[.*\])?)$"
)
#: Shown values longer than this are cut (a 401-digit integer is not worth echoing whole).
_SHOWN_MAX = 40
_SHOWN_KEEP = 20
_LONG_DIGITS = re.compile(r"\d{%d,}" % (_SHOWN_MAX + 1))


def shorten(text: str) -> str:
    """``text`` cut to its first 20 characters and ``...`` when it is over 40 characters long."""
    return text if len(text) <= _SHOWN_MAX else text[:_SHOWN_KEEP] + "..."


def _show(value: Any) -> str:
    return shorten(describe(value))


def _shorten_values(message: str, value: Any, found: bool) -> str:
    """A value over 40 characters that a validator echoed in its message (a quoted string of a
    thousand characters) cut short, and so every run of over 40 digits (a 401-digit integer)."""
    if found:
        try:
            full = describe(value)
        except Exception:  # noqa: BLE001 - showing less is never worth a second error
            full = ""
        if len(full) > _SHOWN_MAX:
            message = message.replace(full, shorten(full))
    return _LONG_DIGITS.sub(lambda m: shorten(m.group(0)), message)


def _path(loc: Sequence[int | str], data: Any) -> tuple[str, Any, bool, bool]:
    """Render pydantic's ``loc`` as ``a.b[2].c`` following the user's input.

    Returns (path, value at that path, whether the value exists, whether a step naming a member
    of an untagged union was left out: ``rate.float`` and ``rate.str`` both report ``rate``,
    once). Pydantic puts the tag of a
    tagged union into ``loc`` (``topology.dumbbell.bottleneck``); a step that is the current
    object's ``kind``/``rule`` value and not one of its keys is such a tag and is skipped, as
    are the ``~value``/``~table`` tags of value-or-table fields (``ccsim.schema.flows``).
    """
    out = ""
    cur: Any = data
    found = True
    tagged = False  # the current object's tag was passed: a step naming it again is its key
    member = False
    for step in loc:
        if isinstance(step, int):
            out += f"[{step}]"
            if found and isinstance(cur, list) and 0 <= step < len(cur):
                cur, tagged = cur[step], False
            else:
                found = False
            continue
        if found and isinstance(cur, dict):
            # the tag before a key of that name ({kind = "ber", ber = 2}: loc "ber", "ber")
            if not tagged and any(cur.get(k) == step for k in _TAG_KEYS):
                tagged = True
                continue
            if step in cur:
                cur, tagged = cur[step], False
                out += f".{step}" if out else step
                continue
        if step.startswith("function-"):  # a member with a validator (``Real | str``)
            member = True
            continue
        if step.startswith(("~", "tagged-union[")):
            continue
        if found and not isinstance(cur, dict):
            # The user wrote a scalar or a list here: a further name is not theirs but a union
            # member's (``rate.float``) or a key of a shorthand's expansion (``rounds = "2s"``
            # is read as ``{ kind = "fixed", m = "2s" }``): the problem is the value written.
            member = True
            continue
        if _MEMBER.match(step):
            member = True
            continue
        found = False
        out += f".{step}" if out else step
    return out, cur, found, member


def _join(base: str, rel: str) -> str:
    if not rel:
        return base
    if not base or rel.startswith("["):
        return base + rel
    return f"{base}.{rel}"


def _choices(expected: str) -> str:
    """``"'tahoe', 'reno' or 'newreno'"`` -> ``"tahoe, reno, newreno"``."""
    items = _QUOTED.findall(expected)
    return ", ".join(items) if items else expected


def did_you_mean(value: Any, allowed: Iterable[str]) -> str:
    """``'; did you mean "reno"?'`` when ``value`` is a near miss of one allowed name, else ""."""
    if not isinstance(value, str):
        return ""
    options = [str(a) for a in allowed]
    lowered = {o.lower(): o for o in options}
    close = difflib.get_close_matches(value.lower(), list(lowered), n=1, cutoff=0.6)
    return f"; did you mean {describe(lowered[close[0]])}?" if close else ""


def _one_of(shown: str, value: Any, expected: str) -> str:
    items = _QUOTED.findall(expected)
    return f"{shown} is not one of {_choices(expected)}{did_you_mean(value, items)}"


def _singular(loc: Sequence[int | str]) -> str:
    """``flow`` for a list under ``flows``, ``link`` under ``links``; ``item`` otherwise."""
    names = [s for s in loc if isinstance(s, str) and not s.startswith("~")]
    name = names[-1] if names else ""
    return name[:-1] if len(name) > 1 and name.endswith("s") else "item"


def _items(count: Any) -> str:
    return f"{count} item" if count == 1 else f"{count} items"


def _message(err: Any, value: Any, found: bool) -> tuple[str, str]:
    """(extra path suffix, message) for one pydantic error dict."""
    kind = err["type"]
    ctx = err.get("ctx") or {}
    shown = _show(value) if found else _show(err.get("input"))
    if kind == "missing":
        return "", "required field is missing"
    if kind == "extra_forbidden":
        return "", "unknown field"
    if kind == "value_error":
        return "", str(ctx.get("error", err["msg"]))
    if kind in ("literal_error", "enum"):
        return "", _one_of(shown, value if found else err.get("input"), str(ctx.get("expected", "")))
    if kind == "union_tag_invalid":
        key = str(ctx.get("discriminator", "kind")).strip("'")
        tag = ctx.get("tag")
        return key, _one_of(_show(tag), tag, str(ctx.get("expected_tags", "")))
    if kind == "union_tag_not_found":
        key = str(ctx.get("discriminator", "kind")).strip("'")
        return key, "required field is missing"
    if kind in ("int_parsing", "int_type", "int_from_float"):
        return "", f"{shown} is not a whole number"
    if kind in ("float_parsing", "float_type"):
        return "", f"{shown} is not a number"
    if kind == "finite_number":
        return "", f"{shown} is not a finite number"
    if kind in ("bool_parsing", "bool_type"):
        return "", f"{shown} is not true or false"
    if kind == "string_type":
        return "", f"{shown} is not a string"
    if kind in ("list_type", "tuple_type"):
        return "", f"{shown} is not a list"
    if kind in ("dict_type", "model_type", "model_attributes_type"):
        return "", f"{shown} is not a table (write {{ key = value, ... }})"
    if kind in ("greater_than", "greater_than_equal", "less_than", "less_than_equal"):
        sign = {"greater_than": ">", "greater_than_equal": ">=", "less_than": "<",
                "less_than_equal": "<="}[kind]
        bound = next(iter(ctx.values()), "?")
        given = value if found else err.get("input")
        if isinstance(bound, int) and not isinstance(bound, bool):
            # whole bounds exactly (2^64 is not "1.84467e+19"); against a whole number the strict
            # upper bound of the whole-number fields (``lt=2**64``) reads as the inclusive one it
            # means ("at most 18446744073709551615"). A strict lower bound stays strict: ``gt=0``
            # bounds real fields (``w_q = 0``: "must be > 0", not "at least 1").
            if isinstance(given, int) and not isinstance(given, bool) and kind == "less_than":
                return "", f"{shown} is too large: at most {bound - 1}"
            return "", f"{shown} must be {sign} {bound}"
        limit = f"{bound:g}" if isinstance(bound, float) else describe(bound)
        return "", f"{shown} must be {sign} {limit}"
    if kind == "too_short":
        least = int(ctx.get("min_length", 1))
        if least == 1:
            return "", f"at least one {_singular(err['loc'])} is needed"
        return "", f"{shown} has {_items(ctx.get('actual_length'))}; at least {least} are needed"
    if kind == "too_long":
        most = int(ctx.get("max_length", 0))
        return "", f"{shown} has {_items(ctx.get('actual_length'))}; at most {most} are allowed"
    return "", f"{shown}: {err['msg']}"


def from_validation_error(
    exc: ValidationError, data: Any, prefix: str = "", source: str | None = None
) -> ScenarioError:
    """Translate a pydantic ``ValidationError`` raised while validating ``data``."""
    return ScenarioError(problems_from(exc.errors(include_url=False), data, prefix), source=source)


def problems_from(errors: Iterable[Any], data: Any, prefix: str = "") -> list[Problem]:
    """(path, message) pairs of pydantic error dicts raised while validating ``data``."""
    problems: list[Problem] = []
    members: set[str] = set()  # paths already reported for one member of an untagged union
    for err in errors:
        path, value, found, member = _path(err["loc"], data)
        path = _join(prefix, path)
        if member:
            if path in members:  # "is not a number" for ``float``, then "is not a string"
                continue
            members.add(path)
        if err["type"] == _CUSTOM:
            for rel, msg in err["ctx"]["problems"]:
                problems.append((_join(path, rel), _shorten_values(msg, value, found and not rel)))
            continue
        nested = (err.get("ctx") or {}).get("error")
        if err["type"] == "value_error" and isinstance(nested, ScenarioError):
            # A model validated inside another (pydantic calls Scenario.__init__ from
            # model_validate) already listed its problems as pairs: keep them as pairs.
            problems.extend((_join(path, rel), msg) for rel, msg in nested.problems)
            continue
        suffix, msg = _message(err, value, found)
        if err["type"] == "value_error":
            msg = _shorten_values(msg, value if found else err.get("input"), True)
        problems.append((_join(path, suffix), msg))
    return list(dict.fromkeys((p, _shorten_values(m, None, False)) for p, m in problems))


_SERDE_POSITION = re.compile(r" at line \d+ column \d+$")


def from_engine(message: str) -> ScenarioError:
    """The engine's refusal (``field: message``) as a ScenarioError with one (path, message)
    pair. Its JSON reader's position in the lowered text (``at line 1 column 345``) means
    nothing to a user, so it is left out; the path is the engine scenario's (expanded flows)."""
    field, sep, text = message.partition(": ")
    text = _SERDE_POSITION.sub("", text if sep else message)
    return ScenarioError([(field if sep else "", text)])

