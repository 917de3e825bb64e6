"""Time pyfxfast's partitioner against torch.fx and against a floor.

``python benchmarks/bench_partitioner.py [max_nodes]`` runs every case of
``pyfxfast._bench.cases_partitioner`` at its sizes up to ``max_nodes``
(default 2000), once each, and prints torch s / pyfxfast s / ratio.

``python benchmarks/bench_partitioner.py --floor [--family F ...] [--nodes N ...]
[--modes default,skip,fast] [--repeats R]`` compares ``propose_partitions``
(the whole call: conversion, support queries, result objects) with the floor
any implementation must pay, measured on the same graph in the same process,
interleaved: one Python walk over the graph that calls
``operator_support.is_node_supported`` once per node and reads each node's
inputs. It prints a markdown table with the ratio (floors) and the peak RSS
growth of one more call (the result included). Families are those
of ``pyfxfast.testing.partition_families`` (default: aten); sizes default to
40k and 200k. ``--work`` adds the kernel's work counters
(``CapabilityBasedPartitioner.stats``): merges, and the merges replayed into
cached downstream sets with the map runs they read, the term that grows
faster than the graph on ``wide`` in skip mode.
"""

from __future__ import annotations

import argparse
import ctypes
import gc
import os
import sys
import threading
import time
from typing import Any, Callable

from pyfxfast._bench.cases_partitioner import CASES

MODES: dict[str, dict[str, bool]] = {
    "default": {},
    "skip": {"skip_horizontal_fusion": True},
    "fast": {"fast": True},
}


def main(max_nodes: int = 2_000) -> None:
    print(f"{'case':<62} {'nodes':>8} {'torch s':>9} {'fast s':>9} {'ratio':>8} same")
    for case in CASES:
        for n in (s for s in case.sizes if s <= max_nodes):
            inp = case.make_input(n)
            t = time.perf_counter()
            fast = case.run_fast(inp)
            t_fast = time.perf_counter() - t
            t_torch, same = float("nan"), "-"
            if case.run_torch is not None and (case.torch_max_nodes is None or n <= case.torch_max_nodes):
                if case.mutates_input:
                    inp = case.make_input(n)
                t = time.perf_counter()
                ref = case.run_torch(inp)
                t_torch = time.perf_counter() - t
                same = str(case.same(ref, fast))
            print(f"{case.name:<62} {n:>8} {t_torch:>9.4f} {t_fast:>9.4f} {t_torch / t_fast:>8.1f} {same}", flush=True)


def floor_walk(gm: Any, support: Any) -> int:
    """The least any partitioner must do: ask support once per node, read its inputs."""
    submodules = dict(gm.named_modules())
    ask = support.is_node_supported
    count = 0
    for node in gm.graph.nodes:
        if ask(submodules, node):
            count += 1
        node.all_input_nodes
    return count


def _rss() -> int:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


def peak_rss_growth(fn: Callable[[], Any]) -> int:
    """Bytes the process's RSS rose above its level before ``fn`` at its peak
    (sampled every 5 ms by a thread; Linux only, 0 elsewhere)."""
    if not os.path.exists("/proc/self/statm"):
        fn()
        return 0
    gc.collect()
    try:  # hand freed heap back to the OS, so that reuse of it does not hide growth
        ctypes.CDLL(None).malloc_trim(0)
    except (OSError, AttributeError):
        pass
    base = _rss()
    peak = [base]
    done = threading.Event()

    def sample() -> None:
        while not done.wait(0.005):
            peak[0] = max(peak[0], _rss())

    t = threading.Thread(target=sample, daemon=True)
    t.start()
    try:
        fn()
    finally:
        done.set()
        t.join()
    return max(peak[0], _rss()) - base


def _best(fn: Callable[[], Any], repeats: int) -> float:
    best = float("inf")
    for _ in range(repeats):
        gc.collect()
        t = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t)
    return best


_WORK = ("merges", "refreshed_merges", "refreshed_runs")


def floor_table(families: list[str], sizes: list[int], modes: list[str], repeats: int, work: bool = False) -> None:
    import pyfxfast
    from pyfxfast.testing.partition_families import FAMILIES

    extra = "".join(f" {name.replace('_', ' ')} |" for name in _WORK) if work else ""
    print(f"| family | nodes | mode | floor | pyfxfast | floors | partitions | peak memory |{extra}")
    print("|---|---:|---|---:|---:|---:|---:|---:|" + ("---:|" * len(_WORK) if work else ""))
    for family in families:
        for n in sizes:
            gm, support = FAMILIES[family](n)
            reps = repeats if n <= 50_000 else 1
            for mode in modes:
                result: list[Any] = []
                stats: dict[str, int] = {}

                def run() -> None:
                    partitioner = pyfxfast.CapabilityBasedPartitioner(gm, support, **MODES[mode])
                    result[:] = partitioner.propose_partitions()
                    stats.update(partitioner.stats)

                # interleaved: floor, run, floor; the best floor of the two
                floor = _best(lambda: floor_walk(gm, support), reps)
                ours = _best(run, reps)
                floor = min(floor, _best(lambda: floor_walk(gm, support), reps))
                result.clear()
                grew = peak_rss_growth(run)
                counters = "".join(f" {stats.get(name, 0):,} |" for name in _WORK) if work else ""
                print(f"| {family} | {len(gm.graph.nodes):,} | {mode} | {floor * 1e3:.1f} ms | "
                      f"{ours * 1e3:.1f} ms | {ours / floor:.1f} | {len(result):,} | {grew / 2**20:,.0f} MB |{counters}",
                      flush=True)
            del gm


if __name__ == "__main__":
    if "--floor" in sys.argv[1:]:
        parser = argparse.ArgumentParser()
        parser.add_argument("--floor", action="store_true")
        parser.add_argument("--family", nargs="+", default=["aten"])
        parser.add_argument("--nodes", nargs="+", type=int, default=[40_000, 200_000])
        parser.add_argument("--modes", default="default,skip,fast")
        parser.add_argument("--repeats", type=int, default=3)
        parser.add_argument("--work", action="store_true")
        args = parser.parse_args()
        floor_table(args.family, args.nodes, args.modes.split(","), args.repeats, args.work)
    else:
        main(int(sys.argv[1]) if len(sys.argv) > 1 else 2_000)
