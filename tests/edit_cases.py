"""Node-by-node edits, plain and under ``patch(graph_building=True)``: what a graph
looks like after them (everything torch's edits can change), and random edit
sequences for the fuzzer. Used by tests/test_graph_edits.py."""

from __future__ import annotations

import operator
import random
import warnings
from typing import Any, Callable

import torch
import torch.fx as fx

import pyfxfast

from transformer_cases import meta_view

aten = torch.ops.aten


def _arg(a: Any) -> str:
    # Containers' types matter (immutable_list vs list, immutable_dict vs dict): repr keeps them.
    return repr(fx.map_arg(a, lambda n: ("node", n.name, n._erased)))


def node_state(node: fx.Node, graph_ids: dict[Any, int]) -> tuple[Any, ...]:
    return (node.name, node.op, str(node.target), _arg(node._args), type(node._args).__name__, _arg(node._kwargs),
            type(node._kwargs).__name__, repr(node.type), [u.name for u in node.users],
            [n.name for n in node._input_nodes], node._erased, meta_view(node.meta, graph_ids))


def _insert_point(graph: fx.Graph) -> Any:
    insert = graph._insert
    owner = getattr(insert, "__self__", None)
    name = getattr(getattr(insert, "__func__", insert), "__name__", repr(insert))
    return name, getattr(owner, "name", None) if owner is not graph._root else "<root>"


def graph_state(graph: fx.Graph, extra: list[fx.Node] = ()) -> dict[str, Any]:
    """Nodes in order (every field an edit changes, users and input nodes in order),
    the find_nodes table bucket by bucket (empty ones too, keys in order), _len, the
    namespace's state, the insert point, and ``extra`` nodes (erased or of other graphs)."""
    graph_ids: dict[Any, int] = {}
    nodes = list(graph.nodes)
    ns = graph._graph_namespace
    return {
        "nodes": [node_state(n, graph_ids) for n in nodes],
        "order": [a < b for a, b in zip(nodes, nodes[1:])],
        "table": [(str(k), [n.name for n in bucket]) for k, bucket in graph._find_nodes_lookup_table.table.items()],
        "len": graph._len,
        "used_names": sorted(ns._used_names),
        "base_count": list(ns._base_count.items()),
        "obj_to_name": [ns._obj_to_name.get(n) for n in nodes],
        "insert": _insert_point(graph),
        "extra": [node_state(n, graph_ids) for n in extra],
    }


def outcome(fn: Callable[[], Any]) -> tuple[Any, ...]:
    """What a call did: its result described (nodes by name), or its exception's type
    and message; and the warnings it gave."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            value = fn()
            result: Any = ("ok", _describe(value))
        except Exception as exc:  # noqa: BLE001 - compared as data
            result = ("raised", type(exc).__name__, str(exc))
    return result + (tuple(str(w.message) for w in caught),)


def _describe(value: Any) -> Any:
    if isinstance(value, fx.Node):
        return ("node", value.name)
    if isinstance(value, list):
        return [_describe(v) for v in value]
    if value is None or isinstance(value, (int, str)):
        return value
    return type(value).__name__


def on_both(graph_pair: tuple[fx.Graph, fx.Graph], step: Callable[[fx.Graph], Any]) -> tuple[Any, Any]:
    """``step`` on the first graph plain and on the second under the patch."""
    plain = outcome(lambda: step(graph_pair[0]))
    with pyfxfast.patch(graph_building=True):
        patched = outcome(lambda: step(graph_pair[1]))
    return plain, patched


# ---------------------------------------------------------------- random edits

TARGETS = [aten.relu.default, aten.add.Tensor, aten.mul.Tensor, aten.neg.default, operator.getitem, torch.add,
           operator.add, "sum", "__add__", aten.view.default]
NAMES = [None, None, None, "x", "add", "relu_3", "1bad", "sum", "_", "__x__", "if", "print"]


class EditFuzzer:
    """Random edits chosen by index, so that the same seed applied to two copies of a
    graph makes the same calls on both: each step is ``step(graph) -> result``."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def step(self) -> tuple[str, Callable[[fx.Graph], Any]]:
        rng = self.rng
        kind = rng.choice(["create", "create", "create_at", "copy", "erase", "erase", "rauw", "replace_input",
                           "set_args", "set_kwargs", "update_arg", "update_kwarg", "set_target", "move", "rename",
                           "set_meta", "placeholder", "bad_create", "erase_erased", "copy_out"])
        picks = [rng.random() for _ in range(8)]
        literal = rng.choice([1, 2.5, None, "s", True, (1, 2), [3, 4], {"k": 5}, slice(1, None), torch.float32])

        def pick(nodes: list[fx.Node], at: float) -> fx.Node:
            return nodes[int(at * len(nodes))]

        def live(graph: fx.Graph) -> list[fx.Node]:
            return [n for n in graph.nodes if n.op != "output"] or list(graph.nodes)

        def step(graph: fx.Graph) -> Any:
            nodes = live(graph)
            a, b = pick(nodes, picks[0]), pick(nodes, picks[1])
            target = TARGETS[int(picks[2] * len(TARGETS))]
            name = NAMES[int(picks[3] * len(NAMES))]
            if kind == "create":
                op = "call_function" if callable(target) else "call_method"
                return graph.create_node(op, target, (a, b, literal)[: 1 + int(picks[4] * 3)],
                                         {"alpha": literal} if picks[5] < 0.3 else None, name=name)
            if kind == "create_at":
                where = graph.inserting_after(a) if picks[4] < 0.5 else graph.inserting_before(a if picks[5] < 0.8 else None)
                with where:
                    return graph.call_function(target if callable(target) else torch.relu, (a,), name=name)
            if kind == "copy":
                return graph.node_copy(a, lambda n: b if n is a else n)
            if kind == "copy_out":
                other = fx.Graph()
                env: dict[fx.Node, fx.Node] = {}
                for n in list(graph.nodes)[: 1 + int(picks[4] * 6)]:
                    env[n] = other.node_copy(n, lambda m: env.get(m, m))
                return [n.name for n in other.nodes]
            if kind == "erase":
                return graph.erase_node(a)
            if kind == "erase_erased":
                graph.erase_node(b) if not b.users else None
                return graph.erase_node(b)
            if kind == "rauw":
                cb = (lambda u: u is not a) if picks[4] < 0.5 else None
                return a.replace_all_uses_with(b, cb, propagate_meta=picks[5] < 0.2)
            if kind == "replace_input":
                old = a.all_input_nodes[0] if a.all_input_nodes else b
                return a.replace_input_with(old, b)
            if kind == "set_args":
                a.args = (b, literal) if picks[4] < 0.7 else [b, literal]
                return None
            if kind == "set_kwargs":
                a.kwargs = {"other": b, "v": literal}
                return None
            if kind == "update_arg":
                return a.update_arg(int(picks[4] * 4) - 1, b)
            if kind == "update_kwarg":
                return a.update_kwarg(rng_key(picks[4]), b)
            if kind == "set_target":
                a.target = target if a.op == "call_function" and callable(target) else a.target
                return None
            if kind == "move":
                return a.prepend(b) if picks[4] < 0.5 else a.append(b)
            if kind == "rename":
                a.name = f"renamed_{int(picks[4] * 5)}"
                return None
            if kind == "set_meta":
                a.meta = {"val": literal}
                return None
            if kind == "placeholder":
                with graph.inserting_before(None):
                    return graph.placeholder(name or "p")
            if kind == "bad_create":
                bad = [("bogus", torch.relu, (a,)), ("call_function", "not callable", (a,)),
                       ("call_module", torch.relu, (a,)), ("call_function", torch.relu, [a])]
                op, tgt, args = bad[int(picks[4] * len(bad))]
                return graph.create_node(op, tgt, args)
            raise AssertionError(kind)

        return kind, step


def rng_key(at: float) -> str:
    return ["alpha", "other", "dim", "v"][int(at * 4)]
