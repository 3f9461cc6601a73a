"""Statistics over repeated runs: the mean of a quantity over seeds and its confidence interval.

A sweep or a reproduction runs each point with several seeds; what a paper's table is compared
with is the mean over seeds and how far it could be from the true mean. With few seeds (2-10)
the normal approximation is too narrow, so the interval is Student's t:
``mean ± t_{(1+level)/2, n-1} · s / sqrt(n)`` with ``s`` the sample standard deviation.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np
import pandas as pd

__all__ = ["mean_ci"]


def mean_ci(values: Any, level: float = 0.95) -> tuple[float, float]:
    """Mean and the half-width of its Student-t confidence interval at ``level``.

    Missing values (NaN, ``pd.NA`` of nullable columns) are left out. One value gives a
    half-width of ``inf``: with no spread to estimate the interval is unbounded (Student's t
    has no degree of freedom), so a one-seed run never reads as certain; no value gives
    ``(nan, nan)``. An infinite value
    among several leaves the interval unbounded: the half-width is ``inf`` (the mean is
    ``inf``, or NaN where both signs occur), never a NaN that compares false.

    >>> mean_ci([1.0, 2.0, 3.0])  # s = 1, t(0.975, 2) = 4.3027: 4.3027 / sqrt(3)
    (2.0, 2.484...)
    """
    if not 0 < level < 1:
        raise ValueError(f"level: {level!r} is not a confidence level in (0, 1), e.g. 0.95")
    try:
        x = pd.to_numeric(values if isinstance(values, pd.Series) else pd.Series(list(values)))
    except (TypeError, ValueError) as e:
        raise ValueError(f"values: expected numbers ({e})") from None
    x = x.to_numpy(dtype=float, na_value=np.nan)
    x = x[~np.isnan(x)]
    if x.size == 0:
        return math.nan, math.nan
    if x.size == 1:
        return float(x[0]), math.inf
    if not np.isfinite(x).all():
        with np.errstate(invalid="ignore"):  # inf - inf
            return float(x.mean()), math.inf
    from scipy import stats

    half = stats.t.ppf(0.5 + level / 2, x.size - 1) * x.std(ddof=1) / math.sqrt(x.size)
    return float(x.mean()), float(half)
