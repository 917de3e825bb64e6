"""Hypothesis-driven differential fuzzing of every drop-in (see fuzz_cases.py).

The profile comes from ``PYFXFAST_FUZZ``: ``quick`` (default, part of
``make test``), ``long`` (``make fuzz``: 10,000+ graphs) or ``off``. The number
of graphs each drop-in was checked on is printed at the end of the run.
"""

from __future__ import annotations

import os
import random
import warnings

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fuzz_cases import DROP_INS, recipes

_COMMON = dict(
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much],
    derandomize=False,
)
settings.register_profile("quick", max_examples=100, derandomize=True, **{k: v for k, v in _COMMON.items() if k != "derandomize"})
settings.register_profile("long", max_examples=1200, **_COMMON)
PROFILE = os.environ.get("PYFXFAST_FUZZ", "quick")

COUNTS: dict[str, int] = {}


@pytest.fixture(scope="module", autouse=True)
def _report_counts(request):
    yield
    capture = request.config.pluginmanager.get_plugin("capturemanager")
    if COUNTS:
        total = sum(COUNTS.values())
        detail = ", ".join(f"{k}={v}" for k, v in COUNTS.items())
        failed = request.session.testsfailed
        line = (
            f"\nfuzz profile {PROFILE!r}: {total} graphs checked without a mismatch ({detail}); "
            f"failing tests in this session: {failed}"
        )
        if capture is not None:
            with capture.global_and_fixture_disabled():
                print(line, flush=True)
        else:
            print(line, flush=True)


@pytest.mark.skipif(PROFILE == "off", reason="PYFXFAST_FUZZ=off")
@pytest.mark.parametrize("name,check", DROP_INS, ids=[name for name, _ in DROP_INS])
def test_fuzz_drop_in(name, check):
    @settings(settings.get_profile(PROFILE if PROFILE != "off" else "quick"))
    @given(recipe=recipes(), seed=st.integers(0, 2**32 - 1))
    def run(recipe, seed):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            check(recipe, random.Random(seed))
        COUNTS[name] = COUNTS.get(name, 0) + 1

    run()
