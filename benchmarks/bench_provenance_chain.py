"""A pipeline of successive identity Transformer passes, torch.fx vs pyfxfast: the
provenance chain (``node.meta["from_node"]``) grows by one level per pass.

On torch 2.11-2.14 torch's ``NodeSource`` deep-copies the node's whole chain for
every re-created node, so each pass costs more than the one before; from 2.15 it
shares the records (a list copy) and every pass costs the same. Prints the time of
each pass (torch, pyfxfast, ratio), pyfxfast's last pass against its first, the
pipeline's ratio, and checks that the final graphs are identical: code, names,
meta, every record's fields (``to_dict``), and the aliasing of the whole record
graph (which objects are one object), with nothing shared with the input graph's
records where torch shares nothing.

Usage: python benchmarks/bench_provenance_chain.py [--nodes 10000] [--passes 20] [--model aten]
"""

from __future__ import annotations

import argparse
import gc
import sys
import time
from typing import Any

import torch
import torch.fx as fx
from torch.fx.traceback import NodeSource

import pyfxfast
from pyfxfast._bench.cases_building import module_summary
from pyfxfast._bench.inputs import model_graph


def record_graph(gm: fx.GraphModule) -> tuple[list[Any], set[int]]:
    """The object graph of every node's records, as (type, first-seen index) per object
    reached depth first, and the ids of the records: equal lists mean equal aliasing."""
    seen: dict[int, int] = {}
    shape: list[Any] = []
    records: set[int] = set()

    def walk(obj: Any) -> None:
        if type(obj) in (str, int, float, bool, type(None)) or not hasattr(obj, "__dict__") and type(obj) not in (list, dict):
            shape.append(("atom", obj if type(obj) is not int else "int"))  # graph_id: id() of a graph
            return
        key = id(obj)
        if key in seen:
            shape.append(("again", seen[key]))
            return
        seen[key] = len(seen)
        shape.append((type(obj).__name__, len(seen) - 1))
        if isinstance(obj, NodeSource):
            records.add(key)
        if type(obj) is list:
            for item in obj:
                walk(item)
        elif type(obj) is dict:
            for k, v in obj.items():
                shape.append(("key", k))
                walk(v)
        else:
            walk(vars(obj))

    for node in gm.graph.nodes:
        walk(node.meta.get("from_node"))
    return shape, records


def summary(gm: fx.GraphModule) -> Any:
    """module_summary with each record's graph_id (the id() of a graph both runs made
    separately) numbered in order of first appearance, per nesting depth: the graphs of
    earlier passes are freed, so one address may name two of them (at two depths), in
    one run and not in the other."""
    numbers: dict[tuple[int, int], int] = {}

    def canonical(value: Any, depth: int) -> Any:
        if type(value) is dict:
            return {k: numbers.setdefault((depth, v), len(numbers)) if k == "graph_id" else canonical(v, depth + 1)
                    for k, v in value.items()}
        if type(value) in (list, tuple):
            return type(value)(canonical(v, depth) for v in value)
        return value

    return canonical(module_summary(gm), 0)


def run(transformer: type, gm: fx.GraphModule, passes: int) -> tuple[fx.GraphModule, list[float]]:
    times = []
    for _ in range(passes):
        gc.collect()
        start = time.perf_counter()
        gm = transformer(gm).transform()
        times.append(time.perf_counter() - start)
    return gm, times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--nodes", type=int, default=10_000)
    parser.add_argument("--passes", type=int, default=20)
    parser.add_argument("--model", default="aten")
    args = parser.parse_args()

    source = model_graph(args.model, args.nodes)
    _, input_records = record_graph(source)
    # Interleaved would keep two chains alive at once: torch first, then pyfxfast.
    ours, fast = run(pyfxfast.Transformer, source, args.passes)
    theirs, slow = run(fx.Transformer, source, args.passes)

    print(f"{args.passes} identity Transformer passes, {args.model} graph of {args.nodes:,} nodes, "
          f"torch {torch.__version__}, Python {sys.version.split()[0]}")
    print(f"{'pass':>4}  {'torch.fx':>10}  {'pyfxfast':>10}  {'speed-up':>8}")
    for i, (t, f) in enumerate(zip(slow, fast), 1):
        print(f"{i:>4}  {t * 1e3:>8.1f}ms  {f * 1e3:>8.1f}ms  {t / f:>7.1f}x")
    print(f"{'all':>4}  {sum(slow):>9.2f}s  {sum(fast):>9.2f}s  {sum(slow) / sum(fast):>7.1f}x")
    print(f"pyfxfast's pass {args.passes} / pass 1: {fast[-1] / fast[0]:.2f}; torch's: {slow[-1] / slow[0]:.2f}")

    same_meta = summary(ours) == summary(theirs)
    (shape_ours, records_ours), (shape_theirs, records_theirs) = record_graph(ours), record_graph(theirs)
    same_aliasing = shape_ours == shape_theirs
    # torch's records are fresh from 2.11 to 2.14 (deep copies) and shared from 2.15: the same holds for ours.
    same_sharing = bool(records_ours & input_records) == bool(records_theirs & input_records)
    print(f"identical: code, names, meta and records {same_meta}; aliasing {same_aliasing}; "
          f"sharing with the input's records {same_sharing}")
    return 0 if same_meta and same_aliasing and same_sharing else 1


if __name__ == "__main__":
    sys.exit(main())
