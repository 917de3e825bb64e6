"""``pyfxfast inspect MODEL.pt2``: size, op histogram, depth and width of an exported program's graph."""

from __future__ import annotations

import argparse
import json
import time
from collections import Counter

from .._graph import CompactGraph
from .common import add_import_option, count, load_program
from .stats import graph_stats, levels


def _ms(s: float) -> str:
    return f"{s * 1e3:.2f} ms" if s < 1 else f"{s:.2f} s"


def run(args: argparse.Namespace) -> int:
    ep, load_s = load_program(args.model, args.imports)
    graph = ep.graph_module.graph
    t0 = time.perf_counter()
    cg = CompactGraph(graph)
    convert_s = time.perf_counter() - t0
    t0 = time.perf_counter()
    lv = levels(cg)
    stats = graph_stats(cg, lv)
    stats_s = time.perf_counter() - t0
    try:
        inputs = Counter(spec.kind.name.lower() for spec in ep.graph_signature.input_specs)
    except Exception:  # noqa: BLE001 - informational only
        inputs = Counter()
    if args.json:
        out = stats.as_dict(args.top)
        out.update(model=args.model, load_s=load_s, convert_s=convert_s, stats_s=stats_s,
                   compact_graph_bytes=cg.memory_bytes, inputs=dict(inputs))
        print(json.dumps(out, indent=2))
        return 0
    print(f"{args.model}")
    print(f"  nodes        {stats.nodes:,} ({stats.edges:,} edges)")
    if inputs:
        print(f"  inputs       {', '.join(f'{k}: {c:,}' for k, c in inputs.most_common())}")
    print(f"  depth        {stats.depth:,} levels (longest path from an input, in nodes)")
    print(f"  width        {stats.width:,} nodes at level {stats.widest_level}"
          f"; widest compute level: {stats.compute_width:,} call nodes at level {stats.compute_widest_level}")
    print(f"  load         {_ms(load_s)} (torch.export.load)")
    print(f"  conversion   {_ms(convert_s)} (CompactGraph, {cg.memory_bytes / 1024:,.1f} KiB)"
          f"; depth/width/histogram {_ms(stats_s)}")
    print("\nop kinds")
    w = max((len(k) for k in stats.ops), default=0)
    for op, c in stats.ops.most_common():
        print(f"  {op:<{w}}  {c:>8,}")
    if stats.targets:
        top = stats.targets.most_common(args.top)
        shown = "" if len(top) == len(stats.targets) else f" (top {len(top)} of {len(stats.targets)})"
        print(f"\ncall_function targets{shown}")
        w = max(len(t) for t, _ in top)
        total = sum(stats.targets.values())
        for t, c in top:
            print(f"  {t:<{w}}  {c:>8,}  {100 * c / total:5.1f}%")
    return 0


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("inspect", help="node count, op histogram, depth and width of an exported program",
                       description="Load MODEL.pt2 (torch.export.save) and describe its graph.")
    p.add_argument("model", metavar="MODEL.pt2")
    p.add_argument("--top", type=count, default=15, metavar="N", help="how many call_function targets to list (default 15)")
    p.add_argument("--json", action="store_true", help="print the statistics as JSON")
    add_import_option(p)
    p.set_defaults(func=run)
