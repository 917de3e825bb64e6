"""Dead code elimination, a drop-in for ``torch.fx.Graph.eliminate_dead_code``."""

from __future__ import annotations

import logging
from typing import Callable

import torch
import torch.fx as fx
from torch._library.utils import is_impure as _op_is_impure

from . import fidelity
from ._graph import CompactGraph, OpKind, edits
from .codegen import recompile
from ._errors import WrongTypeError

__all__ = ["eliminate_dead_code"]

# torch's own implementation, captured before pyfxfast.patch() can replace it:
# the fallback for inputs whose errors only torch phrases exactly.
_torch_eliminate_dead_code = fx.Graph.eliminate_dead_code

# torch logs removed nodes under its own logger; so do we.
_torch_log = logging.getLogger("torch.fx.graph")
_MIRROR = fidelity.declare("eliminate_dead_code")

_PURE, _IMPURE, _ASK = 0, 1, 2


def eliminate_dead_code(graph: fx.Graph, is_impure_node: Callable[[fx.Node], bool] | None = None) -> bool:
    """Remove nodes that have no users and no side effects.

    Same nodes removed, same return value and same exceptions as
    ``graph.eliminate_dead_code(is_impure_node)`` of the installed torch, including the
    pass over ``GraphModule`` submodules that the graph reads with ``get_attr``.

    With ``is_impure_node`` this is torch's own loop (the callback must see
    each removal before the next question, as in torch). Without it,
    Graph.lint's checks for duplicate node names and the find_nodes side
    table (invariants that only private API misuse breaks) are not repeated.

    Returns:
        bool: whether the graph changed.
    """
    if not isinstance(graph, fx.Graph):
        raise WrongTypeError(f"eliminate_dead_code expects a torch.fx.Graph, got {type(graph).__name__}")
    if is_impure_node is not None or not _MIRROR.accelerated:
        # torch asks the callback while it erases, so a callback that reads the
        # graph (node.users, say) sees earlier removals; only torch's own loop
        # reproduces that exactly. (Or pyfxfast was not verified on this torch.)
        return _torch_eliminate_dead_code(graph, is_impure_node)
    cg = CompactGraph(graph, arguments=False)
    if not cg.is_topologically_ordered() or not _targets_are_legit(graph, cg):
        graph.lint()  # raises torch's own error
        return _torch_eliminate_dead_code(graph)

    table = _impurity_table(graph, cg)
    if table is None:  # a case whose error behaviour only torch reproduces
        return _torch_eliminate_dead_code(graph)
    nodes = cg.nodes
    impure_random = _impure_random()
    # Only nodes whose purity depends on their arguments (auto_functionalized) are asked.
    removed = cg.native.dead_nodes(table, lambda i: bool(nodes[i].is_impure(impure_random)))

    _erase_dead_nodes(graph, [nodes[i] for i in removed])
    changed = len(removed) > 0
    if changed and _torch_log.isEnabledFor(logging.INFO):
        _torch_log.info("The following nodes were dead code eliminated: %s", {nodes[i].name for i in removed})
    return _eliminate_in_subgraphs(graph) or changed


def _none(_: fx.Node) -> None:
    return None


def _erase_dead_nodes(graph: fx.Graph, dead: list[fx.Node]) -> None:
    """``graph.erase_node`` for each node, in order, with the same effects
    (erase hooks, find_nodes side table, list unlinking, ``_erased``, users of
    the inputs), minus the checks that cannot fail here: the nodes are in the
    graph, not erased, and every user was erased before them."""
    if edits.erase_dead(graph, dead):
        return
    owner = graph.owning_module
    hooks = getattr(owner, "_erase_node_hooks", None) if owner is not None else None
    table = graph._find_nodes_lookup_table.table
    set_attr = object.__setattr__  # Node.__setattr__ would re-check the side table
    for node in dead:
        if hooks is not None:
            for hook in hooks:
                hook(node)
        op = node.op
        table[(op, node.target if op == "call_function" else None)].pop(node)
        node._remove_from_list()
        set_attr(node, "_erased", True)
        graph._len -= 1
        node._update_args_kwargs(fx.map_arg(node._args, _none), fx.map_arg(node._kwargs, _none))


def _impure_random() -> bool:
    # As torch: under a tracing context, random ops are impure only if inductor
    # falls back to eager randomness.
    if torch._guards.TracingContext.try_get():
        return torch._inductor.config.fallback_random
    return True


def _impurity_table(graph: fx.Graph, cg: CompactGraph) -> bytes | None:
    """Node.is_impure by (target id, op), as the C++ DCE kernel reads it."""
    targets = cg.interner.targets
    table = bytearray(len(targets) * 6)
    pairs = cg.native.op_target_pairs()
    impure_random = _impure_random()
    owner = graph.owning_module
    for op, tid in pairs:
        target = targets[tid]
        if op in (OpKind.PLACEHOLDER, OpKind.OUTPUT):
            value = _IMPURE
        elif op == OpKind.CALL_MODULE:
            if owner is None:
                return None  # torch raises an AssertionError from Node.is_impure
            value = _IMPURE if getattr(owner.get_submodule(target), "_is_impure", False) else _PURE
        elif op == OpKind.CALL_FUNCTION:
            if isinstance(target, torch._ops.HigherOrderOperator):
                value = _ASK  # auto_functionalized's purity depends on its args
            else:
                value = _IMPURE if _op_is_impure(target, impure_random=impure_random) else _PURE
        else:
            value = _PURE
        table[tid * 6 + op] = value
    return bytes(table)


def _targets_are_legit(graph: fx.Graph, cg: CompactGraph) -> bool:
    """Graph.lint()'s target checks, once per distinct (op, target)."""
    owner = graph.owning_module
    if not owner:
        return True
    targets = cg.interner.targets
    for op, tid in cg.native.op_target_pairs():
        target = targets[tid]
        if op == OpKind.CALL_FUNCTION:
            if not callable(target):
                return False
            continue
        if not isinstance(target, str):
            return False
        if op in (OpKind.GET_ATTR, OpKind.CALL_MODULE):
            obj = owner
            for atom in target.split("."):
                obj = getattr(obj, atom, None)
                if obj is None or (op == OpKind.CALL_MODULE and not isinstance(obj, torch.nn.Module)):
                    return False
    return True


def _eliminate_in_subgraphs(graph: fx.Graph) -> bool:
    """torch also runs DCE on GraphModule children that the graph reads via get_attr."""
    owner = graph.owning_module
    if owner is None:
        return False
    read = {n.target for n in graph.find_nodes(op="get_attr")}
    changed = False
    for name, child in owner.named_children():
        if name in read and isinstance(child, fx.GraphModule):
            changed |= eliminate_dead_code(child.graph)
            recompile(child)
    return changed
