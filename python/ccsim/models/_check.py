"""Argument checks for the analytical models: refuse values outside a model's domain with a
message naming the argument, instead of returning NaN or a negative rate."""

from __future__ import annotations

import numpy as np


def arr(x, name: str) -> np.ndarray:
    """``x`` as a float array (scalars stay 0-d), refusing NaN."""
    if x is None:  # numpy would read it as NaN
        raise ValueError(f"{name}: expected a number, got None")
    try:
        a = np.asarray(x, dtype=float)
    except (TypeError, ValueError):
        raise ValueError(f"{name}: expected a number, got {x!r}") from None
    if np.isnan(a).any():
        raise ValueError(f"{name}: NaN is not allowed")
    return a


def check(cond, name: str, what: str, value) -> None:
    """Raise ``ValueError("name must be what, got value")`` unless ``cond`` holds everywhere."""
    if not np.all(cond):
        if isinstance(value, np.ndarray):
            value = value.item() if value.ndim == 0 else value.tolist()
        raise ValueError(f"{name} must be {what}, got {value!r}")


def out(x):
    """Return a Python float for 0-d results, the array otherwise."""
    x = np.asarray(x, dtype=float)
    return float(x) if x.ndim == 0 else x
