"""Benchmark cases of node-by-node edits, torch.fx's own against the same loop under
``patch(graph_building=True)`` (the native edits of ``pyfxfast._graph.edits``; the patch
applied before the clock starts, as a process applies it once): each
edit once per eligible node of an ATen graph, the edits alone timed (the nodes an
edit needs, a relu after each add say, are made before the clock starts). Results
compared node by node (names, arguments, users, the find_nodes table)."""

from __future__ import annotations

import operator
from typing import Any, Callable

import torch
import torch.fx as fx

from ..patching import patch
from .harness import BenchCase
from .inputs import model_copy

__all__ = ["cases", "graph_summary"]

_aten = torch.ops.aten
_ADDS = (operator.add, _aten.add.Tensor)


def graph_summary(graph: fx.Graph) -> Any:
    """Per node: name, op, target, arguments, users; the find_nodes table; _len."""
    nodes = [(n.name, n.op, str(n.target), repr(fx.map_arg((n.args, n.kwargs), lambda a: a.name)),
              [u.name for u in n.users]) for n in graph.nodes]
    table = [(str(k), [n.name for n in v]) for k, v in graph._find_nodes_lookup_table.table.items()]
    return nodes, table, graph._len


def _calls(gm: fx.GraphModule) -> list[fx.Node]:
    return [n for n in gm.graph.nodes if n.op == "call_function"]


def _with_relus(gm: fx.GraphModule) -> tuple[fx.GraphModule, list[tuple[fx.Node, fx.Node]]]:
    """A relu after every add, not yet used (what the rewiring and erasing cases edit)."""
    pairs = []
    for node in [n for n in gm.graph.nodes if n.op == "call_function" and n.target in _ADDS]:
        with gm.graph.inserting_after(node):
            pairs.append((node, gm.graph.call_function(_aten.relu.default, (node,))))
    return gm, pairs


# Each edit: (what it does to the prepared input) -> the graph to compare.
def _create_after_each(prepared: Any) -> fx.Graph:
    graph = prepared.graph
    for node in _calls(prepared):
        with graph.inserting_after(node):
            graph.call_function(_aten.relu.default, (node,))
    return graph


def _copy_each(prepared: Any) -> fx.Graph:
    new = fx.Graph()
    env: dict[fx.Node, fx.Node] = {}
    for node in prepared.graph.nodes:
        env[node] = new.node_copy(node, env.__getitem__)
    return new


def _erase_each(prepared: Any) -> fx.Graph:
    gm, pairs = prepared
    for _, relu in pairs:
        gm.graph.erase_node(relu)
    return gm.graph


def _rewire_each(prepared: Any) -> fx.Graph:
    gm, pairs = prepared
    for add, relu in pairs:
        add.replace_all_uses_with(relu, delete_user_cb=lambda user, relu=relu: user is not relu)
    return gm.graph


def _replace_input_each(prepared: Any) -> fx.Graph:
    gm, pairs = prepared
    for add, relu in pairs:
        for user in list(add.users):
            if user is not relu:
                user.replace_input_with(add, relu)
    return gm.graph


def _set_args_each(prepared: Any) -> fx.Graph:
    for node in _calls(prepared):
        node.args = node.args
    return prepared.graph


def cases(model: str = "aten") -> list[BenchCase]:
    edits = [
        # name, edit, prepare, leaves objects for the collector, in the default run
        ("inserting_after + call_function after each call_function node", _create_after_each, None, True, True),
        ("node_copy of every node into a new graph", _copy_each, None, True, True),
        ("erase_node of a relu after each add", _erase_each, _with_relus, False, False),
        ("replace_all_uses_with (delete_user_cb), each add's users to its relu", _rewire_each, _with_relus, False,
         False),
        ("replace_input_with, each add's users to its relu", _replace_input_each, _with_relus, False, False),
        ("args setter on every call_function node", _set_args_each, None, False, False),
    ]

    def make(prepare: Callable[[Any], Any] | None) -> Callable[[int], Any]:
        return lambda n: model_copy(model, n) if prepare is None else prepare(model_copy(model, n))

    return [
        BenchCase(
            name=f"{label}, under patch(graph_building) ({model})",
            sizes=(10_000, 50_000, 200_000),
            default_sizes=(10_000,) if in_default_run else (),
            make_input=make(prepare),
            run_torch=edit,
            run_fast=edit,
            # Applied once, outside the timing, as a process applies it: the figure is the edits'.
            fast_context=lambda: patch(graph_building=True),
            same=lambda a, b: graph_summary(a) == graph_summary(b),
            mutates_input=True,
            counts_deferred_gc=leaves_objects,
        )
        for label, edit, prepare, leaves_objects, in_default_run in edits
    ]
