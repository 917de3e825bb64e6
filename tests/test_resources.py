"""Resources: no memory or reference growth over repeated calls, and correct
results from two threads working on different graphs at once (the C++ kernels
run with the GIL released)."""

from __future__ import annotations

import gc
import os
import random
import sys
import threading
import tracemalloc
import warnings

import torch.fx as fx
from torch.fx.passes.utils.matcher_utils import SubgraphMatcher as TorchSubgraphMatcher

import pyfxfast
from pyfxfast.testing import random_dag

from fuzz_cases import signature
from matcher_cases import cut_pattern, match_key


def _rss() -> int:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * 4096


def _graph_and_pattern(seed: int) -> tuple[fx.GraphModule, fx.Graph]:
    gm = random_dag(300, seed)
    rng = random.Random(seed)
    pattern = None
    while pattern is None:
        pattern = cut_pattern(rng, gm.graph, 3)
    return gm, pattern


def test_repeated_calls_do_not_grow_memory():
    gm, pattern = _graph_and_pattern(1)
    nodes = list(gm.graph.nodes)
    matcher = pyfxfast.SubgraphMatcher(pattern)

    def work():
        cg = pyfxfast.CompactGraph(gm.graph)
        assert len(cg) == len(nodes)
        matcher.match(gm.graph)
        pyfxfast.topo_sort(nodes[::-1])
        pyfxfast.validate_partition(nodes[5:20])

    for _ in range(100):  # warm-up: caches, interned names, allocator pools
        work()
    gc.collect()
    refs = [sys.getrefcount(n) for n in nodes]
    rss = _rss()
    tracemalloc.start()
    snap = tracemalloc.take_snapshot()
    for _ in range(1000):
        work()
    gc.collect()
    grown = sum(s.size_diff for s in tracemalloc.take_snapshot().compare_to(snap, "filename"))
    tracemalloc.stop()
    # Exact: no reference to any node is leaked or lost.
    assert [sys.getrefcount(n) for n in nodes] == refs
    # Generous: a leak of one object per call would be ~100 KB; per node, MBs.
    assert grown < 200_000, f"Python allocations grew by {grown} bytes over 1000 calls"
    if "libasan" not in os.environ.get("LD_PRELOAD", ""):  # ASan's quarantine holds freed memory
        assert _rss() - rss < 20 << 20, f"RSS grew by {(_rss() - rss) >> 20} MB over 1000 calls"


def test_failed_conversions_do_not_leak():
    g = fx.Graph()
    x = g.placeholder("x")
    y = g.call_function(pyfxfast.topo_sort, (x, 0))
    g.output(y)
    lst = [1]
    lst.append(lst)
    object.__setattr__(y, "_args", (x, lst))
    for _ in range(50):
        try:
            pyfxfast.CompactGraph(g)
        except RecursionError:
            pass
    gc.collect()
    refs = (sys.getrefcount(x), sys.getrefcount(y), sys.getrefcount(lst))
    for _ in range(500):
        try:
            pyfxfast.CompactGraph(g)
        except RecursionError:
            pass
    gc.collect()
    assert (sys.getrefcount(x), sys.getrefcount(y), sys.getrefcount(lst)) == refs


def _work(seed: int) -> list:
    """Everything a thread computes on its own graph, in comparable form."""
    gm, pattern = _graph_and_pattern(seed)
    out = []
    for _ in range(20):
        out.append([match_key(m) for m in pyfxfast.SubgraphMatcher(pattern).match(gm.graph)])
        out.append([n.name for n in pyfxfast.topo_sort(list(gm.graph.nodes)[::-1])])
        out.append(pyfxfast.validate_partition(list(gm.graph.nodes)[3:30]))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        pyfxfast.eliminate_dead_code(gm.graph)
        pyfxfast.stable_topological_sort(gm)
    out.append(signature(gm.graph))
    return out


def _expected(seed: int) -> list:
    gm, pattern = _graph_and_pattern(seed)
    from torch.fx.passes.tools_common import stable_topological_sort
    from torch.fx.passes.utils import fuser_utils

    out = []
    for _ in range(20):
        out.append([match_key(m) for m in TorchSubgraphMatcher(pattern).match(gm.graph)])
        out.append([n.name for n in fuser_utils.topo_sort(list(gm.graph.nodes)[::-1])])
        out.append(fuser_utils.validate_partition(list(gm.graph.nodes)[3:30]))
    gm.graph.eliminate_dead_code()
    stable_topological_sort(gm)
    out.append(signature(gm.graph))
    return out


def test_two_threads_on_different_graphs():
    seeds = [11, 12]
    expected = {s: _expected(s) for s in seeds}
    results: dict[int, list] = {}
    errors: list[BaseException] = []
    barrier = threading.Barrier(len(seeds))

    def run(seed: int) -> None:
        try:
            barrier.wait()
            for _ in range(3):
                results[seed] = _work(seed)
                assert results[seed] == expected[seed]
        except BaseException as e:  # noqa: BLE001 - reported below
            errors.append(e)

    threads = [threading.Thread(target=run, args=(s,)) for s in seeds]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=300)
    assert not errors, errors
    assert all(results[s] == expected[s] for s in seeds)


def test_threads_sharing_one_compact_graph():
    # Matching only reads the converted graph: several threads may share one.
    gm = random_dag(1000, 3)
    cg = pyfxfast.CompactGraph(gm.graph)
    rng = random.Random(0)
    patterns = [p for p in (cut_pattern(rng, gm.graph, 3, literal_wildcards=0.3) for _ in range(6)) if p is not None]
    expected = [[match_key(m) for m in TorchSubgraphMatcher(p).match(gm.graph)] for p in patterns]
    assert sum(map(len, expected)) > 0
    errors: list[BaseException] = []

    def run() -> None:
        try:
            for _ in range(5):
                for p, e in zip(patterns, expected):
                    assert [match_key(m) for m in pyfxfast.SubgraphMatcher(p).match(cg)] == e
                assert [[match_key(m) for m in r] for r in pyfxfast.match_many(cg, patterns)] == expected
        except BaseException as e:  # noqa: BLE001 - reported below
            errors.append(e)

    threads = [threading.Thread(target=run) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=300)
    assert not errors, errors
