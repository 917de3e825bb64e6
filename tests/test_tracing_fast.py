"""Tracing's fast node creation against torch: pyfxfast.symbolic_trace,
pyfxfast.Tracer subclasses and torch's symbolic_trace / Tracer under
patch(graph_building=True), on models that reach each step of
``create_proxy``: ``x.shape`` unpacking and other Attribute arguments (in
tuples, kwargs, lists and slices), leaf modules, modules called twice,
parameters and buffers (get_attr, ParameterProxy), tensor constants,
namedtuples, ``fx.wrap``, ``concrete_args``, tracers overriding
``create_arg`` / ``create_node`` / ``create_proxy`` / ``proxy`` /
``is_leaf_module``, recorded stack traces and preserved node meta."""

from __future__ import annotations

import collections

import pytest
import torch
import torch.fx as fx
import torch.fx.traceback as fx_traceback
from torch import nn

import pyfxfast
from pyfxfast.testing.graphs import TransformerBlock

from transformer_cases import module_view

Pair = collections.namedtuple("Pair", ["a", "b"])


def _halve(x):
    return x[:, : x.shape[1] // 2]


fx.wrap("_halve")


class Shapes(nn.Module):
    """Attribute arguments: unpacked shapes, shapes in kwargs, lists, slices."""

    def forward(self, x):
        b, s, d = x.shape
        y = x[:, : x.shape[1]]  # a getitem of an Attribute, inside a slice, inside a tuple
        z = x.reshape(b, s * d).reshape(shape=[b, s, d])
        w = x[: x.ndim]  # an Attribute directly in a slice
        n = torch.zeros(x.shape, dtype=x.dtype)  # Attributes as an argument and as a kwarg
        return torch.cat([y, z, w[:b]], dim=x.ndim - 1) + n.sum(), _halve(x)


class Params(nn.Module):
    """Parameters and buffers read directly (get_attr), a tensor constant, a namedtuple."""

    def __init__(self):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(4, 4))
        self.register_buffer("scale", torch.ones(4))
        self.lin = nn.Linear(4, 4)
        self.const = torch.arange(4.0)  # a plain tensor attribute

    def forward(self, x, pair: Pair = None):
        y = x @ self.weight * self.scale + self.const
        y = self.lin(y) + self.lin(x)  # the same module called twice
        y = y + torch.tensor([1.0, 2.0, 3.0, 4.0])  # a tensor constant: _tensor_constant0
        return torch.stack([y, self.lin.weight.sum() * y]), Pair(y, x)


class Twice(nn.Module):
    def __init__(self):
        super().__init__()
        self.inner = nn.Sequential(nn.Linear(8, 8), nn.ReLU())
        self.blocks = nn.Sequential(TransformerBlock(d_model=8, heads=2), TransformerBlock(d_model=8, heads=2))

    def forward(self, x, flag: bool = True):
        x = self.blocks(self.inner(x))
        if flag:
            x = self.inner(x)
        q, k = x.chunk(2, dim=-1)
        return {"q": q, "k": k.softmax(dim=-1)}


MODELS = {
    "shapes": (Shapes, None),
    "params": (Params, None),
    "twice": (Twice, {"flag": True}),
    "twice_concrete": (Twice, {"flag": False}),
    "blocks": (lambda: nn.Sequential(*[TransformerBlock() for _ in range(3)]), None),
}


def _fresh(model):
    """A new root each time: tracing stores tensor constants on the root it traces."""
    make, concrete = MODELS[model]
    torch.manual_seed(0)
    return make(), concrete


@pytest.mark.parametrize("model", sorted(MODELS))
def test_symbolic_trace_is_torchs(model, count_built):
    expected = fx.symbolic_trace(*_fresh(model))
    got = pyfxfast.symbolic_trace(*_fresh(model))
    assert module_view(got) == module_view(expected)
    assert count_built  # pyfxfast built nodes
    with pyfxfast.patch(graph_building=True):
        patched = fx.symbolic_trace(*_fresh(model))
    assert module_view(patched) == module_view(expected)


def test_attribute_arguments_take_the_fast_path(count_built):
    gm = pyfxfast.symbolic_trace(Shapes())
    getattrs = [n for n in gm.graph.nodes if n.op == "call_function" and n.target is getattr]
    assert getattrs  # x.shape and x.ndim became nodes ...
    # ... and every node of the trace was built by pyfxfast (no create_arg fallback).
    assert len(count_built) == len(gm.graph.nodes) - 1  # the output node is torch's create_node


def _tracer_kinds(base):
    class LeafLinear(base):
        def is_leaf_module(self, m, qualname):
            return not isinstance(m, TransformerBlock) and (isinstance(m, nn.Linear) or super().is_leaf_module(m, qualname))

    class ArgCounting(base):
        lowered = 0

        def create_arg(self, a):
            type(self).lowered += 1
            return super().create_arg(a)

    class NodeTagging(base):
        def create_node(self, kind, target, args, kwargs, name=None, type_expr=None):
            node = super().create_node(kind, target, args, kwargs, name, type_expr)
            node.meta["tag"] = kind
            return node

    class ProxyRenaming(base):
        def create_proxy(self, kind, target, args, kwargs, name=None, type_expr=None, proxy_factory_fn=None):
            if kind == "call_function" and name is None:
                name = f"fn_{getattr(target, '__name__', 'x')}"
            return super().create_proxy(kind, target, args, kwargs, name, type_expr, proxy_factory_fn)

    class Proxying(base):
        made = 0

        def proxy(self, node):
            type(self).made += 1
            return super().proxy(node)

    class ParamShapes(base):
        param_shapes_constant = True  # parameters as ParameterProxy arguments

    class Mutable(base):
        check_mutable_operations = True

    class Buffers(base):
        proxy_buffer_attributes = True

    return {cls.__name__: cls for cls in (LeafLinear, ArgCounting, NodeTagging, ProxyRenaming, Proxying, ParamShapes,
                                          Mutable, Buffers)}


@pytest.mark.parametrize("tracer", sorted(_tracer_kinds(fx.Tracer)))
@pytest.mark.parametrize("model", ["shapes", "params", "twice"])
def test_tracer_overrides_are_torchs(tracer, model):
    theirs = _tracer_kinds(fx.Tracer)[tracer]
    ours = _tracer_kinds(pyfxfast.Tracer)[tracer]
    results = []
    for cls in (theirs, ours):
        t = cls()
        graph = t.trace(*_fresh(model))
        results.append((module_view(fx.GraphModule(t.root, graph)), dict(t.node_name_to_scope),
                        getattr(cls, "lowered", None), getattr(cls, "made", None)))
    with pyfxfast.patch(graph_building=True):
        cls = _tracer_kinds(fx.Tracer)[tracer]
        t = cls()
        graph = t.trace(*_fresh(model))
        results.append((module_view(fx.GraphModule(t.root, graph)), dict(t.node_name_to_scope),
                        getattr(cls, "lowered", None), getattr(cls, "made", None)))
    assert results[1] == results[0]
    assert results[2] == results[0]


def test_instance_override_is_called():
    calls = []
    for tracer_cls in (fx.Tracer, pyfxfast.Tracer):
        t = tracer_cls()
        t.create_arg = lambda a, t=t: calls.append(type(a).__name__) or tracer_cls.create_arg(t, a)
        t.trace(Shapes())
    half = len(calls) // 2
    assert calls[:half] == calls[half:] and half


@pytest.mark.parametrize("model", ["shapes", "blocks", "twice"])
def test_recorded_stack_traces_are_torchs(model):
    def stacks(base, patched=False):
        class Recording(base):
            record_stack_traces = True

        with pyfxfast.patch(graph_building=patched):
            graph = Recording().trace(*_fresh(model))
        return [(n.name, n.stack_trace) for n in graph.nodes]

    expected = stacks(fx.Tracer)
    assert any(trace for _, trace in expected)
    assert stacks(pyfxfast.Tracer) == expected
    assert stacks(fx.Tracer, patched=True) == expected
    # The instance attribute that routes create_proxy to torch's is gone afterwards.
    t = type("R", (pyfxfast.Tracer,), {"record_stack_traces": True})()
    t.trace(*_fresh(model))
    assert "create_proxy" not in vars(t)


def test_preserved_node_meta_is_torchs():
    def traced(trace):
        with fx_traceback.preserve_node_meta():
            return trace(_fresh("params")[0])

    expected = traced(fx.symbolic_trace)
    assert module_view(traced(pyfxfast.symbolic_trace)) == module_view(expected)
    with pyfxfast.patch(graph_building=True):
        assert module_view(traced(fx.symbolic_trace)) == module_view(expected)


def test_traced_modules_run_as_torchs():
    x = torch.randn(3, 4)
    expected, got = fx.symbolic_trace(_fresh("params")[0]), pyfxfast.symbolic_trace(_fresh("params")[0])
    for a, b in zip(torch.utils._pytree.tree_leaves(expected(x)), torch.utils._pytree.tree_leaves(got(x))):
        assert torch.equal(a, b)
