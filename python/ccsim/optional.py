"""Optional parts of ccsim and the message a user sees when one is not installed.

A plain ``pip install ccsim`` runs scenarios, sweeps on local processes, metrics, models and
``ccsim reproduce`` (tables and pages). Two parts pull in large libraries few runs need, so they
are extras: figures (``ccsim[plots]``: matplotlib) and sweeps on a Dask cluster
(``ccsim[dask]``: dask + distributed). Code that needs one calls :func:`require`, which names
the extra to install instead of failing with a bare ``ModuleNotFoundError``.
"""

from __future__ import annotations

import importlib
import importlib.util
from types import ModuleType

__all__ = ["EXTRAS", "MissingExtra", "require", "available"]

#: Importable module -> (extra that installs it, what it is for).
EXTRAS: dict[str, tuple[str, str]] = {
    "matplotlib": ("plots", "drawing figures"),
    "distributed": ("dask", "the dask sweep backend"),
}


class MissingExtra(ImportError):
    """An optional part of ccsim was used without its extra installed."""


def available(module: str) -> bool:
    """Whether ``module`` can be imported (without importing it)."""
    try:
        return importlib.util.find_spec(module) is not None
    except (ImportError, ValueError):
        return False


def require(module: str) -> ModuleType:
    """Import ``module`` (a key of :data:`EXTRAS`) or raise :class:`MissingExtra` saying which
    extra to install."""
    extra, purpose = EXTRAS[module]
    try:
        return importlib.import_module(module)
    except ImportError as e:
        raise MissingExtra(
            f"{purpose} needs the optional package {module!r}, which is not installed; "
            f"install it with: pip install 'ccsim[{extra}]'"
        ) from e
