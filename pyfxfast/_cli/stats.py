"""Graph statistics over a CompactGraph: levels (longest path from an input), depth, width, histograms."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from torch.fx.node import _get_qualified_name

from .. import _C
from .._graph import CompactGraph, OpKind

__all__ = ["GraphStats", "levels", "graph_stats", "target_name"]


def levels(cg: CompactGraph) -> list[int]:
    """Each node's level: 0 for nodes without inputs, else 1 + the highest
    level among its inputs (the longest path to it, in edges). Needs graph
    order to be topological, as fx guarantees for a linted graph. Computed in
    C++ (csrc/analysis/levels.cpp); :func:`levels_py` is the reference."""
    return _C.node_levels(cg.native)


def levels_py(cg: CompactGraph) -> list[int]:
    """Pure-Python :func:`levels`."""
    n = len(cg)
    level = [0] * n
    inputs = cg.inputs
    for i in range(n):
        ins = inputs(i)
        if ins:
            level[i] = 1 + max(level[j] for j in ins)
    return level


def target_name(op: int, target: Any) -> str:
    """A readable name: the qualified name for call_function targets
    (``torch.ops.aten.add.Tensor``), else the target string."""
    if op == OpKind.CALL_FUNCTION:
        try:
            return _get_qualified_name(target)
        except Exception:  # noqa: BLE001 - lambdas, partials...
            return getattr(target, "__name__", repr(target))
    return str(target)


@dataclass
class GraphStats:
    nodes: int
    edges: int
    ops: Counter            # op kind name -> count
    targets: Counter        # qualified call_function target -> count
    depth: int              # number of levels (longest path in nodes)
    width: int              # most nodes on one level
    widest_level: int
    compute_width: int      # most call_* nodes on one level
    compute_widest_level: int

    def as_dict(self, top: int | None = None) -> dict[str, Any]:
        return {
            "nodes": self.nodes,
            "edges": self.edges,
            "ops": dict(self.ops.most_common()),
            "targets": dict(self.targets.most_common(top)),
            "distinct_targets": len(self.targets),
            "depth": self.depth,
            "width": self.width,
            "widest_level": self.widest_level,
            "compute_width": self.compute_width,
            "compute_widest_level": self.compute_widest_level,
        }


_CALLS = {OpKind.CALL_FUNCTION, OpKind.CALL_MODULE, OpKind.CALL_METHOD}


def graph_stats(cg: CompactGraph, lv: list[int] | None = None) -> GraphStats:
    kinds = cg.op_kinds()
    tids = cg.target_ids()
    targets = cg.interner.targets
    lv = levels(cg) if lv is None else lv
    ops: Counter = Counter()
    for k, c in Counter(kinds).items():
        ops[OpKind.NAMES[k]] = c
    per_tid = Counter(t for k, t in zip(kinds, tids) if k == OpKind.CALL_FUNCTION)
    names: Counter = Counter()
    for tid, c in per_tid.items():
        names[target_name(OpKind.CALL_FUNCTION, targets[tid])] += c
    depth = (max(lv) + 1) if lv else 0
    per_level = Counter(lv)
    compute_level = Counter(l for l, k in zip(lv, kinds) if k in _CALLS)
    widest, width = max(per_level.items(), key=lambda kv: (kv[1], -kv[0]), default=(0, 0))
    cwidest, cwidth = max(compute_level.items(), key=lambda kv: (kv[1], -kv[0]), default=(0, 0))
    return GraphStats(len(cg), cg.num_edges, ops, names, depth, width, widest, cwidth, cwidest)
