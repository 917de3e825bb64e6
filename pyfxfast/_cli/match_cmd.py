"""``pyfxfast match MODEL.pt2 --pattern module:function [--replacement module:function] [--out OUT.pt2]``.

Patterns and replacements: an ``fx.Graph`` or ``fx.GraphModule`` is used as
is; any other callable is traced with ``torch.fx.symbolic_trace``. Exported
programs hold ATen operators, so write patterns with them, e.g.
``def pattern(x): return torch.ops.aten.relu.default(x)``.

Rewriting: the program's ``ep.module()`` (parameters as attributes) is
rewritten with ``replace_pattern_with_filters`` and exported again with
``torch.export.export`` at the example inputs stored in the .pt2, then saved
with ``torch.export.save``. Dynamic shapes are not carried over: the new
program is specialised to the example inputs' shapes.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path
from typing import Any

import torch
import torch.fx as fx

from ..matcher import SubgraphMatcher
from ..rewriter import replace_pattern_with_filters
from .common import CliError, add_import_option, count, first_line, load_program, resolve_object


def load_pattern(spec: str, what: str) -> fx.GraphModule:
    obj: Any = resolve_object(spec, what)
    if isinstance(obj, fx.GraphModule):
        return obj
    if isinstance(obj, fx.Graph):
        return fx.GraphModule(torch.nn.Module(), obj)
    if not callable(obj):
        raise CliError(f"{what} {spec!r}: expected a function, fx.Graph or fx.GraphModule, got {type(obj).__name__}")
    try:
        return fx.symbolic_trace(obj)
    except Exception as e:  # noqa: BLE001
        raise CliError(f"{what} {spec!r}: symbolic_trace failed ({first_line(e)})") from None


def _calls(gm: fx.GraphModule) -> int:
    return sum(1 for n in gm.graph.nodes if n.op not in ("placeholder", "output"))


def run(args: argparse.Namespace) -> int:
    if args.out and not args.replacement:
        raise CliError("--out needs --replacement")
    if args.replacement and not args.out:
        raise CliError("--replacement needs --out OUT.pt2 (where the rewritten program goes)")
    pattern = load_pattern(args.pattern, "pattern")
    if _calls(pattern) == 0:
        raise CliError(f"pattern {args.pattern!r}: has no operations to match")
    replacement = load_pattern(args.replacement, "replacement") if args.replacement else None
    ep, _ = load_program(args.model, args.imports)
    graph = ep.graph_module.graph
    t0 = time.perf_counter()
    try:
        matches = SubgraphMatcher(pattern.graph, match_output=False, match_placeholder=False,
                                  remove_overlapping_matches=True).match(graph)
    except Exception as e:  # noqa: BLE001
        raise CliError(f"matching failed ({first_line(e)})") from None
    match_s = time.perf_counter() - t0
    n_nodes = len(graph.nodes)
    print(f"{args.model}: {len(matches):,} non-overlapping match(es) of {args.pattern} "
          f"in {n_nodes:,} nodes ({match_s * 1e3:.1f} ms)")
    for m in matches[: args.show]:
        nodes = [n.name for n in m.nodes_map.values() if n.op not in ("placeholder", "output")]
        print(f"  at {', '.join(nodes)}")
    if len(matches) > args.show:
        print(f"  ... {len(matches) - args.show:,} more")
    if replacement is None:
        return 0

    if ep.example_inputs is None:
        raise CliError(f"{args.model}: the program has no example inputs stored, so it cannot be exported again")
    module = ep.module()
    t0 = time.perf_counter()
    try:
        replaced = replace_pattern_with_filters(module, pattern, replacement)
    except Exception as e:  # noqa: BLE001
        raise CliError(f"rewriting failed ({first_line(e)})") from None
    rewrite_s = time.perf_counter() - t0
    args_, kwargs = ep.example_inputs
    try:
        new_ep = torch.export.export(module, tuple(args_), dict(kwargs or {}))
    except Exception as e:  # noqa: BLE001
        raise CliError(f"the rewritten module could not be exported again ({first_line(e)})") from None
    out = Path(args.out)
    try:
        torch.export.save(new_ep, str(out))
    except Exception as e:  # noqa: BLE001
        raise CliError(f"cannot write {out} ({first_line(e)})") from None
    print(f"replaced {len(replaced):,} match(es) in {rewrite_s * 1e3:.1f} ms; "
          f"wrote {out} ({len(new_ep.graph.nodes):,} nodes)")
    return 0


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "match", help="count matches of a pattern in an exported program, optionally rewrite it",
        description="Count the non-overlapping matches of a pattern (pyfxfast's SubgraphMatcher, as "
                    "replace_pattern uses it) in MODEL.pt2. PATTERN and REPLACEMENT are module:object or "
                    "file.py:object naming a function (traced with torch.fx.symbolic_trace; use ATen ops such "
                    "as torch.ops.aten.relu.default) or an fx.Graph / fx.GraphModule. With --replacement the "
                    "rewritten program is exported again at its stored example inputs and saved to --out.")
    p.add_argument("model", metavar="MODEL.pt2")
    p.add_argument("--pattern", required=True, metavar="MODULE:FUNCTION")
    p.add_argument("--replacement", metavar="MODULE:FUNCTION")
    p.add_argument("--out", metavar="OUT.pt2", help="where the rewritten program goes (with --replacement)")
    p.add_argument("--show", type=count, default=5, metavar="N", help="matches to list (default 5)")
    add_import_option(p)
    p.set_defaults(func=run)
