"""``Graph.create_node`` for node-by-node passes (``patch(graph_building=True)``).

Every ``graph.call_function(...)``, ``graph.placeholder(...)``,
``graph.node_copy(...)`` and the like goes through ``Graph.create_node``, whose
largest cost in torch 2.11-2.15 is a pytree walk over the arguments looking for
raw ``SymInt``/``SymFloat``/``SymBool`` values to warn about. When the
arguments hold only nodes and plain literals that walk cannot find one, and
the node is created by ``_rebuild.NodeBuilder``: the same steps in the same
order (name, ``Node``, namespace, insert point, ``find_nodes`` table, length).
Create-node hooks, graph subclasses, other arguments: torch's own.
"""

from __future__ import annotations

from typing import Any

import torch.fx as fx

from .. import fidelity
from .proxies import _LISTS, _DICTS, _PLAIN, _builder

__all__ = ["graph_create_node", "TORCH_GRAPH_CREATE_NODE"]

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
