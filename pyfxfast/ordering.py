"""Graph reordering passes, drop-ins for ``torch.fx.passes.tools_common``:
``stable_topological_sort`` and ``legalize_graph``.

The order is computed in C++ from the compact graph; the new graph is then
built in bulk (``_graph.rebuild.copy_nodes``: what ``Graph.node_copy`` does, without
its per-node pytree walk) and assigned as torch assigns it, so names, meta and
the generated code are the same.
"""

from __future__ import annotations

import operator
from typing import Sequence

import torch
import torch.fx as fx
from torch.fx.passes import tools_common as _torch_tools

from ._graph import CompactGraph
from ._graph.rebuild import NodeBuilder, gc_paused, assign_graph, copy_nodes, literals_may_be_symbolic
from ._errors import WrongTypeError
from . import fidelity

__all__ = ["stable_topological_sort", "legalize_graph"]

# torch's functions, captured before pyfxfast.patch() can replace them.
_torch_stable_topological_sort = _torch_tools.stable_topological_sort
_torch_legalize_graph = _torch_tools.legalize_graph
_STABLE_SORT = fidelity.declare("stable_topological_sort")
_LEGALIZE = fidelity.declare("legalize_graph")


def _prioritized_ops() -> list[object]:
    # legalize_graph moves these to the front of its queue so runtime asserts
    # come before data-dependent ops (torch's list, the same in 2.11-2.15: the fingerprint of
    # legalize_graph, where it is written, guards it).
    return [
        operator.add, operator.mul, operator.sub, operator.floordiv, operator.truediv, operator.mod,
        operator.le, operator.lt, operator.ge, operator.gt, operator.eq, operator.ne,
        torch.ops.aten.sym_constrain_range.default,
        torch.ops.aten.sym_constrain_range_for_size.default,
        torch.ops.aten._assert_async.msg,
        torch.ops.aten.scalar_tensor.default,
        torch.ops.aten._assert_scalar.default,
    ]


def _check_gm(gm: object, fn: str) -> fx.GraphModule:
    if not isinstance(gm, fx.GraphModule):
        raise WrongTypeError(f"{fn} expects a torch.fx.GraphModule, got {type(gm).__name__}")
    return gm


def _rebuild(gm: fx.GraphModule, cg: CompactGraph, order: Sequence[int]) -> fx.GraphModule:
    """torch's rebuild: every node copied into a new graph in ``order``, the
    codegen kept, the graph assigned (which recompiles)."""
    old = gm.graph
    new_graph = fx.Graph()
    nodes = cg.nodes
    builder = NodeBuilder(new_graph, literals_may_be_symbolic(cg.interner.literals))
    copy_nodes(builder, [nodes[i] for i in order], {})
    new_graph._codegen = old._codegen
    assign_graph(gm, new_graph)
    return gm


def stable_topological_sort(gm: fx.GraphModule) -> fx.GraphModule:
    """Topologically sort ``gm.graph`` in place, keeping the original order
    wherever dependencies allow (the ready node earliest in the old order goes
    first). Same graph, names and exceptions as torch's ``stable_topological_sort``.
    """
    _check_gm(gm, "stable_topological_sort")
    if not _STABLE_SORT.accelerated:
        return _torch_stable_topological_sort(gm)
    with gc_paused():
        return _stable_topological_sort(gm)


def _stable_topological_sort(gm: fx.GraphModule) -> fx.GraphModule:
    cg = CompactGraph(gm.graph, arguments=False)
    order = cg.native.stable_topo_order()
    if cg.foreign_refs or len(order) != len(cg):
        return _torch_stable_topological_sort(gm)  # raises torch's own error
    return _rebuild(gm, cg, order)


def legalize_graph(gm: fx.GraphModule) -> fx.GraphModule:
    """Topologically sort ``gm.graph`` in place with torch's (unstable) FIFO
    order, runtime-assert ops first. Same result and exceptions as torch's
    ``legalize_graph``.
    """
    _check_gm(gm, "legalize_graph")
    if not _LEGALIZE.accelerated:
        return _torch_legalize_graph(gm)
    with gc_paused():
        return _legalize_graph(gm)


def _legalize_graph(gm: fx.GraphModule) -> fx.GraphModule:
    cg = CompactGraph(gm.graph, arguments=False)
    prioritized = _prioritized_ops()
    wanted = [tid for tid, t in enumerate(cg.interner.targets) if _in_list(t, prioritized)]
    order = cg.native.legalize_order(wanted)
    if cg.foreign_refs or len(order) != len(cg):
        return _torch_legalize_graph(gm)  # raises torch's own error
    return _rebuild(gm, cg, order)


def _in_list(target: object, items: list[object]) -> bool:
    try:
        return target in items
    except Exception:  # an exotic target whose __eq__ raises is simply not prioritized
        return False
