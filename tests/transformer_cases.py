"""Transformer passes from torch.fx's documentation and edge-case graphs, built
on either base class, for the differential tests (tests/test_transformer.py)."""

from __future__ import annotations

import operator
from typing import Any, Callable

import torch
import torch.fx as fx
from torch import nn


def doc_passes(base: type) -> dict[str, type]:
    """The Transformer subclasses torch.fx's docs teach, on ``base``."""

    class Identity(base):
        pass

    class ReplaceAddWithMul(base):
        def call_function(self, target, args, kwargs):
            if target in (operator.add, torch.add, torch.ops.aten.add.Tensor):
                target = {operator.add: operator.mul, torch.add: torch.mul}.get(target, torch.ops.aten.mul.Tensor)
            return super().call_function(target, args, kwargs)

    class ReplaceAddWithMulSub(base):
        """add(x, y) -> mul(x, y) - y: Proxy arithmetic inside an override."""

        def call_function(self, target, args, kwargs):
            if target is operator.add or target is torch.add:
                x, y = args
                return x * y - y
            return super().call_function(target, args, kwargs)

    class RemoveDetach(base):
        def call_function(self, target, args, kwargs):
            if target in (torch.ops.aten.detach.default, torch.detach):
                return args[0]
            return super().call_function(target, args, kwargs)

        def call_method(self, target, args, kwargs):
            if target == "detach":
                return args[0]
            return super().call_method(target, args, kwargs)

    class NegSigmSwap(base):
        def call_function(self, target, args, kwargs):
            if target is torch.sigmoid:
                return torch.neg(*args, **kwargs)
            return super().call_function(target, args, kwargs)

        def call_method(self, target, args, kwargs):
            if target == "neg":
                call_self, *args_tail = args
                return call_self.sigmoid(*args_tail, **kwargs)
            return super().call_method(target, args, kwargs)

    class ScalarToTensor(base):
        """Scalar second operands of mul become tensor constants (torch's get_attr path)."""

        def call_function(self, target, args, kwargs):
            if target is operator.mul and isinstance(args[1], (int, float)):
                args = (args[0], torch.tensor(float(args[1])))
            return super().call_function(target, args, kwargs)

    class RenamePlaceholders(base):
        def placeholder(self, target, args, kwargs):
            proxy = super().placeholder(target, args, kwargs)
            proxy.node.meta["seen"] = target
            return proxy

    class RunNodeOverride(base):
        def run_node(self, n):
            result = super().run_node(n)
            if isinstance(result, fx.Proxy):
                result.node.meta["origin"] = n.name
            return result

    class FetchOverride(base):
        def fetch_args_kwargs_from_env(self, n):
            args, kwargs = super().fetch_args_kwargs_from_env(n)
            return tuple(args), dict(kwargs)

    class GetAttrOverride(base):
        def get_attr(self, target, args, kwargs):
            proxy = super().get_attr(target, args, kwargs)
            proxy.node.meta["attr"] = target
            return proxy

    class OutputOverride(base):
        def output(self, target, args, kwargs):
            out = super().output(target, args, kwargs)
            return (out,) if not isinstance(out, tuple) else out

    class InsertReluAfterAdd(base):
        def call_function(self, target, args, kwargs):
            out = super().call_function(target, args, kwargs)
            if target in (operator.add, torch.ops.aten.add.Tensor):
                return self.tracer.create_proxy("call_function", torch.relu, (out,), {})
            return out

    class EditCurrentMeta(base):
        """The current meta changed before super(): the new node's meta reads it."""

        def call_function(self, target, args, kwargs):
            import torch.fx.traceback as fx_traceback

            current = fx_traceback.get_current_meta()
            if current:
                current["custom"] = {"seen": str(target)}
                current["seq_nr"] = 11
                current.pop("nn_module_stack", None)
            return super().call_function(target, args, kwargs)

    class TracerFlagsMidway(base):
        """The tracer's settings changed by an override: later nodes see them."""

        def call_function(self, target, args, kwargs):
            out = super().call_function(target, args, kwargs)
            self.tracer.record_stack_traces = True
            return out

    class MethodAndAttrThroughSuper(base):
        """call_method and get_attr overridden, each calling super() with other arguments."""

        def call_method(self, target, args, kwargs):
            if target == "add":
                kwargs = {**kwargs, "alpha": 2}
            return super().call_method(target, args, kwargs)

        def get_attr(self, target, args, kwargs):
            return super().get_attr(target, args, kwargs)

    class LiteralResults(base):
        """Steps that return literals and Attributes instead of a Proxy."""

        def call_function(self, target, args, kwargs):
            if target is torch.relu:
                return args[0]
            if target is operator.getitem and isinstance(args[1], int):
                return args[0][args[1]]  # a Proxy's __getitem__
            return super().call_function(target, args, kwargs)

    class RebindEnv(base):
        """An override that replaces self.env by a copy: Interpreter.run stores each
        result in the environment it finds after the step."""

        def call_function(self, target, args, kwargs):
            self.env = dict(self.env)
            return super().call_function(target, args, kwargs)

    return {cls.__name__: cls for cls in (
        Identity, ReplaceAddWithMul, ReplaceAddWithMulSub, RemoveDetach, NegSigmSwap, ScalarToTensor,
        RenamePlaceholders, RunNodeOverride, FetchOverride, GetAttrOverride, OutputOverride, InsertReluAfterAdd,
        EditCurrentMeta, TracerFlagsMidway, MethodAndAttrThroughSuper, LiteralResults, RebindEnv)}


class _EqualTarget:
    """Callable targets equal to each other (one hash): torch's lookup table keys them as one."""

    def __init__(self, name: str) -> None:
        self.__name__ = name

    def __call__(self, x: Any) -> Any:
        return x

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _EqualTarget)

    def __hash__(self) -> int:
        return 1


class _Net(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.lin = nn.Linear(4, 4)
        self.register_buffer("scale", torch.ones(4))
        self.inner = nn.Sequential(nn.ReLU(), nn.Linear(4, 4))

    def forward(self, x, y=2, *rest):
        a = torch.sigmoid(self.lin(x)) + x
        b = a.neg().detach() * y
        c = self.inner(b).sum(dim=-1, keepdim=True) + self.scale
        d = torch.cat([a, b], dim=0)[1:3, ...]
        return {"c": c * 0.5, "d": torch.add(d, 1, alpha=2), "n": a.size(0)}


def edge_graphs() -> dict[str, Callable[[], fx.GraphModule]]:
    """Graphs whose arguments exercise every lowering rule (and its fallbacks)."""

    def traced() -> fx.GraphModule:
        return fx.symbolic_trace(_Net())

    def literals() -> fx.GraphModule:
        g = fx.Graph()
        x = g.placeholder("x")
        d = g.placeholder("d", default_value=3)
        a = g.call_function(torch.ops.aten.view.default, (x, [2, -1]))
        b = g.call_function(torch.ops.aten.to.dtype_layout, (a,), {
            "dtype": torch.float64, "layout": torch.strided, "device": torch.device("cpu")})
        c = g.call_function(operator.getitem, (b, (slice(None, 1, None), Ellipsis, None)))
        e = g.call_function(torch.cat, ([c, c],), {"dim": 0})
        f = g.call_method("add", (e, 1.5), {"alpha": 1 + 2j})
        h = g.call_function(torch.stack, ((f, f),))
        k = g.call_function(dict, (), {"a": [h, {"b": (d, None)}], "c": True})
        g.output((h, k, e))
        return fx.GraphModule(nn.Module(), g)

    def tensor_constant() -> fx.GraphModule:
        g = fx.Graph()
        x = g.placeholder("x")
        y = g.call_function(torch.add, (x, torch.ones(2)))  # a raw tensor argument: torch's own lowering
        g.output(y)
        return fx.GraphModule(nn.Module(), g)

    def proxy_methods() -> fx.GraphModule:
        g = fx.Graph()
        x = g.placeholder("x")
        a = g.call_method("size", (x,))
        b = g.call_method("keys", (x,))  # a name Proxy defines itself: torch's getattr path
        g.output((a, b))
        return fx.GraphModule(nn.Module(), g)

    def shared_names() -> fx.GraphModule:
        g = fx.Graph()
        x = g.placeholder("x")
        out = x
        for _ in range(30):
            out = g.call_function(torch.relu, (out,), name="relu")
            out = g.call_function(operator.add, (out, x), name="add_1")
        g.output(out)
        return fx.GraphModule(nn.Module(), g)

    def backward_meta() -> fx.GraphModule:
        import torch.fx.traceback as fx_traceback

        gm = fx.symbolic_trace(lambda x: torch.relu(x) + 1)
        relu, add = [n for n in gm.graph.nodes if n.op == "call_function"]
        relu.meta["autograd_backward"] = True
        relu.meta["seq_nr"] = 7
        relu.meta["in_grad_fn"] = 1  # a backward node: seq_nr from grad_fn_seq_nr
        relu.meta["grad_fn_seq_nr"] = [3, 5]
        relu.meta["stack_trace"] = "File y.py, line 2"  # searched first: add's answer is not relu's
        add.meta["stack_trace"] = f"File x.py, line 1\n{fx_traceback.GRADIENT_ACC_SPECIAL_STACK}"
        add.meta["custom"] = {"k": [1]}
        return gm

    def empty_meta() -> fx.GraphModule:
        """Some nodes with meta, some without (torch reads the enclosing current meta for those)."""
        gm = fx.symbolic_trace(_Net())
        for i, node in enumerate(gm.graph.nodes):
            if i % 2:
                node.meta.clear()
            else:
                node.meta["stack_trace"] = f"File y.py, line {i}"
                node.meta["nn_module_stack"] = {"m": ("m", "M")}
        return gm

    def deep_nesting() -> fx.GraphModule:
        """Arguments nested deeper than the native lowering goes, and dicts with odd keys."""
        g = fx.Graph()
        x = g.placeholder("x")
        nested: Any = [x]
        for _ in range(150):  # the native lowering stops at 100
            nested = [nested]
        a = g.call_function(dict, (), {"n": nested, "k": {"a": (x, [x, slice(x, None, 2)])}})
        b = g.call_function(dict, ({1: x, "s": x},))  # a non-str key: create_arg's own path
        c = g.call_function(torch.cat, ((x, x),), {"out": None, "dim": -1})
        g.output((a, b, c))
        return fx.GraphModule(nn.Module(), g)

    def odd_names() -> fx.GraphModule:
        """Candidates torch's namespace renames: builtins, keywords, digits, numbered suffixes, dots."""
        g = fx.Graph()
        x = g.placeholder("x")
        root = nn.Module()
        root.sub = nn.Module()
        root.sub.weight = nn.Parameter(torch.ones(1))
        outs = [g.get_attr("sub.weight")]
        for fn in (list, print, len, abs, _EqualTarget("first"), _EqualTarget("second")):
            outs.append(g.call_function(fn, (x,)))
        outs.append(g.call_method("clone", (x,)))
        outs.append(g.call_function(torch.relu, (x,), name="relu_7"))
        outs.append(g.call_function(torch.relu, (x,), name="relu_7"))
        outs.append(g.call_function(torch.relu, (x,), name="if"))
        outs.append(g.call_function(torch.relu, (x,), name="1st"))
        g.output(tuple(outs))
        return fx.GraphModule(root, g)

    return {"traced": traced, "backward_meta": backward_meta, "empty_meta": empty_meta, "deep_nesting": deep_nesting,
            "odd_names": odd_names, "literals": literals, "tensor_constant": tensor_constant,
            "proxy_methods": proxy_methods, "shared_names": shared_names}


def node_view(node: fx.Node, graph_ids: dict[Any, int]) -> tuple[Any, ...]:
    """Everything the identity contract covers for one node, comparable with ==."""

    def arg(a: Any) -> Any:
        return fx.map_arg(a, lambda n: ("node", n.name))

    return (node.name, node.op, str(node.target), repr(arg(node.args)), repr(arg(node.kwargs)),
            repr(node.type), [u.name for u in node.users], meta_view(node.meta, graph_ids))


def _sources(sources: list[Any], graph_ids: dict[Any, int], depth: int = 0) -> list[dict[str, Any]]:
    """from_node records as dicts, graph ids numbered in order of appearance (the
    two sides run on copies of one module, whose graphs have different ids), per
    depth in the chain: a graph freed by an earlier pass can leave its address to a
    later pass's graph on one side and not the other (CI saw it on 3.13)."""
    out = []
    for record in sources:
        d = dict(record.to_dict())
        d["graph_id"] = graph_ids.setdefault((d["graph_id"], depth), len(graph_ids))
        d["from_node"] = _sources(record.from_node, graph_ids, depth + 1)
        out.append(d)
    return out


def meta_view(meta: dict[str, Any], graph_ids: dict[Any, int]) -> list[tuple[str, Any]]:
    out = []
    for key, value in meta.items():
        if key == "from_node":
            value = _sources(value, graph_ids)
        elif isinstance(value, torch.Tensor):
            value = (type(value).__name__, tuple(value.shape), value.dtype)
        else:
            value = repr(value)
        out.append((key, value))
    return out


def module_view(gm: fx.GraphModule) -> dict[str, Any]:
    """Code, nodes, the find_nodes table, parameters, buffers and submodules."""
    graph = gm.graph
    graph_ids: dict[Any, int] = {}
    table = {key: [n.name for n in nodes] for key, nodes in graph._find_nodes_lookup_table.table.items()}
    return {
        "code": gm.code,
        "nodes": [node_view(n, graph_ids) for n in graph.nodes],
        "find_nodes": {str(k): v for k, v in table.items()},
        "len": graph._len,
        "params": {k: tuple(v.shape) for k, v in gm.named_parameters()},
        "buffers": {k: tuple(v.shape) for k, v in gm.named_buffers()},
        "modules": [(k, type(v).__name__) for k, v in gm.named_modules()],
        "constants": sorted(k for k in vars(gm) if k.startswith("_tensor_constant")),
    }
