"""``Graph.create_node`` and ``Graph.lint`` for node-by-node passes
(``patch(graph_building=True)``; ``PassManager`` lints after every pass).

Every ``graph.call_function(...)``, ``graph.placeholder(...)``,
``graph.node_copy(...)`` and the like goes through ``Graph.create_node``, whose
largest cost in torch 2.11-2.15 is a pytree walk over the arguments looking for
raw ``SymInt``/``SymFloat``/``SymBool`` values to warn about. When the
arguments hold only nodes and plain literals that walk cannot find one, and
the node is created by ``_graph.rebuild.NodeBuilder``: the same steps in the same
order (name, ``Node``, namespace, insert point, ``find_nodes`` table, length).
Create-node hooks, graph subclasses, other arguments: torch's own.
"""

from __future__ import annotations

from typing import Any

import torch
import torch.fx as fx
from torch.fx.graph import _legal_ops

from .. import fidelity
from .proxies import _LISTS, _DICTS, _PLAIN, _builder

__all__ = ["graph_create_node", "graph_lint", "TORCH_GRAPH_CREATE_NODE", "TORCH_GRAPH_LINT"]

_MIRROR = fidelity.declare("graph_building")
TORCH_GRAPH_CREATE_NODE = fx.Graph.create_node
_Node = fx.Node


def _plain(a: Any) -> bool:
    """``a`` holds only nodes and plain literals (no SymInt, nothing to lower)."""
    t = type(a)
    if t is _Node or t in _PLAIN:
        return True
    if t is tuple or t in _LISTS:
        for item in a:
            ti = type(item)
            if not (ti is _Node or ti in _PLAIN or _plain(item)):
                return False
        return True
    if t in _DICTS:
        return all(type(k) is str and _plain(v) for k, v in a.items())
    if t is slice:
        return _plain(a.start) and _plain(a.stop) and _plain(a.step)
    return False


def graph_create_node(
    self: fx.Graph,
    op: str,
    target: Any,
    args: tuple[Any, ...] | None = None,
    kwargs: dict[str, Any] | None = None,
    name: str | None = None,
    type_expr: Any | None = None,
) -> fx.Node:
    if (
        not _MIRROR.accelerated
        or type(self) is not fx.Graph
        or (self.owning_module is not None and getattr(self.owning_module, "_create_node_hooks", None))
        or (args and not _plain(args))
        or (kwargs and not _plain(kwargs))
    ):
        return TORCH_GRAPH_CREATE_NODE(self, op, target, args, kwargs, name, type_expr)
    return _builder(self).create(op, target, args if args else (), kwargs if kwargs else {}, name, type_expr)


graph_create_node.__doc__ = TORCH_GRAPH_CREATE_NODE.__doc__


TORCH_GRAPH_LINT = fx.Graph.lint


def graph_lint(self: fx.Graph) -> None:
    """``Graph.lint``: the same checks, in one loop without a function call and
    a formatted message per argument; on the first problem, torch's own lint
    runs and raises its exception with its message."""
    if not _MIRROR.accelerated or type(self) is not fx.Graph:
        return TORCH_GRAPH_LINT(self)
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

