"""Every benchmark case, run small on the installed torch: both sides run and their
results are identical. (`make bench` runs them large on torch 2.15 only; a case that
breaks on another release, or whose check drifts from torch's result, shows here.)"""

from __future__ import annotations

import gc

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


# What the harness times (pyfxfast/_bench/harness.py): the call and the collection it
# leaves, unless the case opts out because its calls leave the collector almost nothing.

_GRAPH_BUILDING = ("Transformer", "symbolic_trace", "insert_relu_after_add", "split_module", "fuse_by_partitions",
                   "fuse_conv_bn", "stable_topological_sort", "legalize_graph", "replace_pattern", "copy from_node")


def test_graph_building_cases_count_the_collection_they_leave() -> None:
    building = [c for c in _CASES.values() if any(word in c.name for word in _GRAPH_BUILDING)]
    assert len(building) >= 12
    assert [c.name for c in building if not c.counts_deferred_gc] == []


def _tracked_objects_left(fn, arg) -> int:
    """Objects the collector tracks that ``fn(arg)`` leaves (alive or as garbage only it
    can free), counted with it switched off: the work its next collections inherit."""
    gc.collect()
    gc.disable()
    try:
        before = len(gc.get_objects())
        out = fn(arg)
        left = len(gc.get_objects()) - before
    finally:
        gc.enable()
    del out
    return left


@pytest.mark.parametrize("name", [name for name, case in _CASES.items() if not case.counts_deferred_gc])
def test_call_only_cases_leave_the_collector_almost_nothing(name: str) -> None:
    """A case may time the call alone only if neither side's call leaves as many as one
    tracked object per ten nodes (a graph-building call leaves 5-100 per node)."""
    case = _CASES[name]
    nodes = min(1_000, *case.sizes)
    sides = [case.run_fast] + ([case.run_torch] if case.run_torch is not None else [])
    shared = None if case.mutates_input else case.make_input(nodes)
    for run in sides:
        left = _tracked_objects_left(run, case.make_input(nodes) if shared is None else shared)
        assert left < nodes / 10, (run, left)
