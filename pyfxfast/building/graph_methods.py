"""``Graph.lint`` for node-by-node passes (``patch(graph_building=True)``;
``PassManager`` lints after every pass): its checks in one C++ walk where the graph is
torch's, then this module's Python loop (which hands a problem to torch's lint). ``Graph.create_node`` and the other
edits are in :mod:`pyfxfast._graph.edits`."""

from __future__ import annotations

import torch
import torch.fx as fx
from torch.fx.graph import _legal_ops

from .. import _C, fidelity
from .._graph import edits

__all__ = ["graph_lint", "TORCH_GRAPH_LINT"]

_MIRROR = fidelity.declare("graph_building")

TORCH_GRAPH_LINT = fx.Graph.lint


def graph_lint(self: fx.Graph) -> None:
    """``Graph.lint``: the same checks, in one loop without a function call and
    a formatted message per argument; on the first problem, torch's own lint
    runs and raises its exception with its message."""
    if not _MIRROR.accelerated or type(self) is not fx.Graph:
        return TORCH_GRAPH_LINT(self)
    kit = edits.kit()
    if kit is not None and _C.edit_lint(kit, self, torch.nn.Module) is None:
        return None  # the same checks, in C++ (csrc/python/edits/lint.cpp), found nothing
    legal_ops = _legal_ops
    table = self._find_nodes_lookup_table.table
    seen_names: set[str] = set()
    seen_values: set[fx.Node] = set()
    for node in self.nodes:
        op = node.op
        if (
            op not in legal_ops
            or node.graph is not self
            or node not in table.get((op, node.target if op == "call_function" else None), ())
            or node.name in seen_names
        ):
            return TORCH_GRAPH_LINT(self)
        for arg in node._input_nodes:
            if arg.graph is not self or arg not in seen_values:
                return TORCH_GRAPH_LINT(self)
        seen_values.add(node)
        seen_names.add(node.name)
    owner = self.owning_module
    if owner:
        for node in self.nodes:
            op, target = node.op, node.target
            if op == "call_function":
                if not callable(target):
                    return TORCH_GRAPH_LINT(self)
            elif not isinstance(target, str):
                return TORCH_GRAPH_LINT(self)
            elif op == "get_attr" or op == "call_module":
                module = owner
                for atom in target.split("."):
                    module = getattr(module, atom, None)
                    if module is None or (op == "call_module" and not isinstance(module, torch.nn.Module)):
                        return TORCH_GRAPH_LINT(self)
    return None

