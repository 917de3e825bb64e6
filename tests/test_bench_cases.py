"""Every benchmark case, run small on the installed torch: both sides run and their
results are identical. (`make bench` runs them large on torch 2.15 only; a case that
breaks on another release, or whose check drifts from torch's result, shows here.)"""

from __future__ import annotations

import pytest

from pyfxfast._bench.registry import all_cases

_NODES = 300
_CASES = {case.name: case for case in all_cases("aten")}



@pytest.mark.parametrize("name", list(_CASES))
def test_case_runs_and_matches_torch(name: str) -> None:
    case = _CASES[name]
    nodes = min(_NODES, *case.sizes)
    shared = None if case.mutates_input else case.make_input(nodes)
    fast = case.run_fast(case.make_input(nodes) if shared is None else shared)
    if case.run_torch is None:
        return  # measured against a floor: running is the check
    theirs = case.run_torch(case.make_input(nodes) if shared is None else shared)
    assert case.same(theirs, fast)
