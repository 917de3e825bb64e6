"""patch(graph_building=True) and pyfxfast.symbolic_trace / Tracer against
torch: traced modules, fx.Transformer passes and node-by-node passes give
torch's modules, and unpatch() restores torch's functions exactly."""

from __future__ import annotations

import collections
import copy
import warnings

import pytest
import torch
import torch.fx as fx
from torch import nn
from torch.fx.proxy import TracerBase

import pyfxfast
from pyfxfast._bench.cases_building import insert_relu_after_add
from pyfxfast.building import proxies
from pyfxfast.testing import aten_graph, torch_graph
from pyfxfast.testing.graphs import TransformerBlock

from transformer_cases import _Net, doc_passes, module_view

TORCH_PASSES = doc_passes(fx.Transformer)


def _targets():
    return (fx.Graph.create_node, fx.Graph.lint, TracerBase.create_proxy, fx.Proxy.__iter__, fx.Tracer.trace,
            dict(vars(fx.Transformer)))


def test_patch_installs_and_unpatch_restores():
    before = _targets()
    with pyfxfast.patch(graph_building=True):
        assert fx.Graph.create_node is not before[0] and TracerBase.create_proxy is not before[1]
        assert fx.Transformer.call_function is pyfxfast.Transformer.call_function
        with pyfxfast.patch():  # nested: the inner exit keeps it
            pass
        # Only what torch's Transformer defines is replaced: its members stay the same.
        assert sorted(vars(fx.Transformer)) == sorted(before[-1])
    assert _targets() == before


def _leafy(x):
    return torch.relu(x) + 1


fx.wrap("_leafy")


class _Wrapped(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.conv = nn.Conv2d(3, 3, 1)
        self.bn = nn.BatchNorm2d(3)

    def forward(self, x: torch.Tensor, flag: bool = True) -> torch.Tensor:
        y = self.bn(self.conv(x))
        if flag:
            y = _leafy(y)
        return torch.flatten(y, 1)[:, :4].softmax(-1)


class _LeafConv(fx.Tracer):
    def is_leaf_module(self, m: nn.Module, qualname: str) -> bool:
        return isinstance(m, nn.Conv2d) or super().is_leaf_module(m, qualname)


MODELS = {
    "net": lambda: (_Net(), None),
    "block": lambda: (TransformerBlock(), None),
    "wrapped_concrete": lambda: (_Wrapped(), {"flag": False}),
    "function": lambda: (lambda x, y: torch.cat([x, y]).sum(0, keepdim=True) * 2, None),
}


@pytest.mark.parametrize("model", sorted(MODELS))
def test_symbolic_trace_is_torchs(model, count_built):
    root, concrete = MODELS[model]()
    expected = fx.symbolic_trace(root, concrete)
    got = pyfxfast.symbolic_trace(root, concrete)
    assert module_view(got) == module_view(expected)
    assert type(got).__name__ == type(expected).__name__
    assert count_built  # pyfxfast built nodes
    with pyfxfast.patch(graph_building=True):
        patched = fx.symbolic_trace(root, concrete)
    assert module_view(patched) == module_view(expected)


def test_custom_tracer_subclass():
    class Leafy(pyfxfast.Tracer, _LeafConv):
        pass

    root = _Wrapped()
    expected = _LeafConv().trace(root, {"flag": False})
    got = Leafy().trace(root, {"flag": False})
    assert [n.format_node() for n in got.nodes] == [n.format_node() for n in expected.nodes]
    assert any(n.op == "call_module" and n.target == "conv" for n in got.nodes)


def scaled_by_two(x):
    return x * 2


def test_autowrap_is_torchs():
    import math

    def fn(x):
        return scaled_by_two(x).sum() + math.sqrt(4)

    kwargs = {"autowrap_modules": (math,), "autowrap_functions": (scaled_by_two,)}
    expected = fx.Tracer(**kwargs).trace(fn)
    got = pyfxfast.Tracer(**kwargs).trace(fn)
    assert [n.format_node() for n in got.nodes] == [n.format_node() for n in expected.nodes]
    assert any(n.target is scaled_by_two for n in got.nodes)  # autowrapped: a call_function node, not traced through


def test_tracing_errors_are_torchs():
    def control_flow(x):
        if x.sum() > 0:
            return x
        return -x

    errors = []
    for trace in (fx.symbolic_trace, pyfxfast.symbolic_trace):
        with pytest.raises(Exception) as info:
            trace(control_flow)
        errors.append((type(info.value), str(info.value)))
    assert errors[0] == errors[1] and errors[0][0] is fx.proxy.TraceError


@pytest.mark.parametrize("name", sorted(TORCH_PASSES))
def test_torch_transformers_under_patch(name, count_built):
    for gm in (aten_graph(400), torch_graph(400)):
        expected = TORCH_PASSES[name](copy.deepcopy(gm)).transform()
        with pyfxfast.patch(graph_building=True):
            got = TORCH_PASSES[name](copy.deepcopy(gm)).transform()
        assert module_view(got) == module_view(expected)
    assert count_built


def copy_and_erase(gm: fx.GraphModule) -> fx.GraphModule:
    """node_copy into a new graph, then erase what has no users."""
    graph = fx.Graph()
    env: dict[fx.Node, fx.Node] = {}
    for node in gm.graph.nodes:
        env[node] = graph.node_copy(node, env.__getitem__)
    for node in reversed(list(graph.nodes)):
        if node.op == "call_function" and not node.users:
            graph.erase_node(node)
    return fx.GraphModule(gm, graph)


@pytest.mark.parametrize("node_pass", [insert_relu_after_add, copy_and_erase])
def test_node_loops_under_patch(node_pass, count_built):
    for gm in (aten_graph(400), torch_graph(400)):
        expected = node_pass(copy.deepcopy(gm))
        with pyfxfast.patch(graph_building=True):
            got = node_pass(copy.deepcopy(gm))
        assert module_view(got) == module_view(expected)
    assert count_built


def test_symbolic_and_odd_arguments_take_torchs_create_node(count_built):
    from torch.fx.experimental.symbolic_shapes import ShapeEnv

    sym = ShapeEnv().create_unbacked_symint()
    caught = []
    for patched in (False, True):
        g = fx.Graph()
        x = g.placeholder("x")
        with pyfxfast.patch(graph_building=patched), warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            g.call_function(torch.ops.aten.view.default, (x, [sym]))
            g.call_function(torch.add, (x, torch.ones(1)))  # a tensor literal: torch's path
        caught.append([str(m.message) for m in w])
    assert caught[0] == caught[1]  # torch 2.12+ warns about the raw SymInt, 2.11 does not
    assert not count_built  # both nodes were created by torch's create_node


@pytest.mark.parametrize("bad", [
    lambda g, x: g.create_node("call_function", torch.relu, [x]),  # args not a tuple
    lambda g, x: g.create_node("call_function", torch.relu, (x,), [("a", 1)]),  # kwargs not a dict
    lambda g, x: g.create_node("bogus", torch.relu, (x,)),
    lambda g, x: g.create_node("call_function", torch.relu, (x,), name="1 bad name"),
    lambda g, x: g.create_node("call_function", torch.relu, (fx.Graph().placeholder("y"),)),  # foreign node
    lambda g, x: g.create_node("call_function", "not callable", (x,)),
    lambda g, x: g.create_node("call_module", torch.relu, (x,)),  # a module target that is not a str
])
def test_bad_create_node_is_torchs(bad):
    outcomes = []
    for patched in (False, True):
        g = fx.Graph()
        x = g.placeholder("x")
        with pyfxfast.patch(graph_building=patched):
            try:
                node = bad(g, x)
                outcomes.append(("ok", node.format_node(), [n.name for n in g.nodes]))
            except Exception as exc:
                outcomes.append((type(exc), str(exc)))
    assert outcomes[0] == outcomes[1]


def test_create_node_hooks_run():
    gm = fx.symbolic_trace(lambda x: torch.relu(x))
    seen = {False: [], True: []}
    for patched in (False, True):
        g = copy.deepcopy(gm)
        g._register_create_node_hook(lambda n, p=patched: seen[p].append(n.name))
        with pyfxfast.patch(graph_building=patched), g.graph.inserting_before(next(iter(g.graph.nodes)).next):
            g.graph.call_function(torch.neg, (next(iter(g.graph.nodes)),))
    assert seen[False] == seen[True] == ["neg"]


class _Copyable:
    def __init__(self) -> None:
        self.a = [1]

    def __copy__(self):
        return "custom"


class _Slotted:
    __slots__ = ("a",)

    def __init__(self) -> None:
        self.a = 1


class _OrderedWithState(collections.OrderedDict):
    pass


def _with_attribute(obj, name, value):
    setattr(obj, name, value)
    return obj


class _Plain:
    def __init__(self) -> None:
        self.a, self.b = [1], {"k": 2}


@pytest.mark.parametrize("value", [
    torch.ops.aten.add.Tensor, [1, [2]], {"a": [1]}, (1, [2]), "s", 3, None, _Copyable(), _Slotted(), _Plain(),
    torch.float32, nn.Linear(2, 2).weight, collections.OrderedDict(a=("x", nn.Linear), b=("y", nn.ReLU)),
    _OrderedWithState(a=1), _with_attribute(collections.OrderedDict(a=1), "extra", [5]),
], ids=lambda v: type(v).__name__ + str(len(getattr(v, "__dict__", ()))))
def test_shallow_copy_is_copy_copy(value):
    expected = copy.copy(value)
    got = proxies.shallow_copy(value)
    assert type(got) is type(expected)
    assert (got is value) == (expected is value)
    if hasattr(expected, "__dict__") and not isinstance(expected, torch.Tensor):
        assert list(vars(got)) == list(vars(expected))
        assert all(vars(got)[k] is vars(expected)[k] for k in vars(expected))
    elif isinstance(expected, (list, dict, tuple)):
        assert got == expected and all(a is b for a, b in zip(got, expected))
    if isinstance(expected, dict):
        assert list(got.items()) == list(expected.items())
        assert getattr(got, "__dict__", None) == getattr(expected, "__dict__", None)


def _unpacks(x):
    a, b = x.chunk(2)
    (c, d), e = (a.chunk(2), b)
    return a + b + c * d - e


def _star_unpack(x):
    a, *rest = x.chunk(3)
    return a


def _loop(x):
    return [y for y in x]


@pytest.mark.parametrize("fn", [_unpacks, _star_unpack, _loop])
def test_proxy_iteration_is_torchs(fn):
    outcomes = []
    for patched in (False, True):
        with pyfxfast.patch(graph_building=patched):
            try:
                outcomes.append(module_view(fx.symbolic_trace(fn)))
            except Exception as exc:
                outcomes.append((type(exc), str(exc)))
    assert outcomes[0] == outcomes[1]


def test_fast_unpacking_is_only_for_the_trace():
    from pyfxfast.building.tracer import TORCH_PROXY_ITER

    seen = []

    def spy(x):
        seen.append(fx.Proxy.__dict__["__iter__"])
        a, b = x.chunk(2)
        return a * b

    pyfxfast.symbolic_trace(spy)
    assert seen[0] is not TORCH_PROXY_ITER  # installed during the trace
    assert fx.Proxy.__dict__["__iter__"] is TORCH_PROXY_ITER  # and removed after it
    with pyfxfast.patch(graph_building=True):
        pyfxfast.symbolic_trace(spy)
        assert fx.Proxy.__dict__["__iter__"] is seen[0]  # the patch keeps it
    assert fx.Proxy.__dict__["__iter__"] is TORCH_PROXY_ITER


def _lint_cases():
    """Graphs each broken in one way lint detects (and a sound one)."""

    def sound(gm):
        return gm

    def foreign_arg(gm):
        relu = next(n for n in gm.graph.nodes if n.target is torch.relu)
        relu.args = (fx.Graph().placeholder("z"),)

    def used_before_defined(gm):
        nodes = list(gm.graph.nodes)
        nodes[1].prepend(nodes[3])  # add before the relu it reads

    def duplicate_name(gm):
        nodes = list(gm.graph.nodes)
        object.__setattr__(nodes[2], "name", nodes[1].name)

    def bad_op(gm):
        object.__setattr__(list(gm.graph.nodes)[1], "op", "bogus")

    def missing_attr(gm):
        with gm.graph.inserting_before(list(gm.graph.nodes)[1]):
            gm.graph.get_attr("nothing.here")

    def not_a_module(gm):
        gm.register_buffer("buf", torch.ones(1))
        with gm.graph.inserting_before(list(gm.graph.nodes)[1]):
            gm.graph.create_node("call_module", "buf", ())

    def bad_target(gm):
        list(gm.graph.nodes)[1].target = "relu"

    def not_in_side_table(gm):
        node = list(gm.graph.nodes)[1]
        gm.graph._find_nodes_lookup_table.remove(node)

    return [sound, foreign_arg, used_before_defined, duplicate_name, bad_op, missing_attr, not_a_module,
            bad_target, not_in_side_table]


@pytest.mark.parametrize("damage", _lint_cases(), ids=lambda f: f.__name__)
def test_lint_is_torchs(damage):
    outcomes = []
    for patched in (False, True):
        gm = fx.symbolic_trace(lambda x: torch.relu(x) + torch.neg(x))
        damage(gm)
        with pyfxfast.patch(graph_building=patched):
            try:
                gm.graph.lint()
                outcomes.append("ok")
            except Exception as exc:
                outcomes.append((type(exc), str(exc)))
    assert outcomes[0] == outcomes[1]
    if damage.__name__ != "sound":
        assert outcomes[0] != "ok"


def test_node_loops_keep_no_graph_alive():
    """torch's test_prepend_does_not_leak, under the patch: nothing pyfxfast caches
    keeps a graph (or its erased nodes) alive once the caller drops it."""
    import gc
    import weakref

    with pyfxfast.patch(graph_building=True):
        g = fx.Graph()
        x = g.placeholder("x")
        neg = g.call_function(torch.neg, (x,))
        g.erase_node(neg)
        ref = weakref.ref(neg)
        traced = pyfxfast.symbolic_trace(lambda y: torch.relu(y) + 1)
        traced_ref = weakref.ref(traced.graph)
        del g, x, neg, traced
        gc.collect()
        assert ref() is None and traced_ref() is None


class _EqualOp:
    """Callables equal to each other (one hash) with names of their own."""

    def __init__(self, name: str) -> None:
        self.__name__ = name

    def __call__(self, x):
        return x

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _EqualOp)

    def __hash__(self) -> int:
        return 0


def test_equal_targets_are_named_each_by_its_own_name():
    """Node names come from each target object, not from an equal one seen before
    (the node builder's name cache, which split_module, fuse and the orderings use)."""
    from pyfxfast._graph.rebuild import NodeBuilder

    def build(create) -> list[str]:
        x = create("placeholder", "x", (), {})
        for name in ("first", "second", "first", "third"):
            x = create("call_function", _EqualOp(name), (x,), {})
        return [n.name for n in x.graph.nodes]

    g = fx.Graph()
    theirs = build(lambda op, target, args, kwargs: g.create_node(op, target, args, kwargs))
    builder = NodeBuilder(fx.Graph(), may_be_symbolic=False)
    ours = build(lambda op, target, args, kwargs: builder.create(op, target, args, kwargs, None, None))
    assert ours == theirs == ["x", "first", "second", "first_1", "third"]


def test_traces_that_run_tensor_ops_keep_torchs_collector():
    """make_fx's trace (and any trace under a torch function mode) runs with the collector
    as torch leaves it: a collection the pause deferred to the trace's end ran finalizers
    there, and a ``no_grad`` among them was recorded after the output node (seen in
    ``torch.export``'s strict mode, under pytest-xdist)."""
    import gc

    from torch.fx.experimental.proxy_tensor import make_fx

    def seen_inside():
        states = []

        def f(x):
            states.append(gc.isenabled())
            return x.relu() + 1

        gm = make_fx(f, pre_dispatch=True)(torch.randn(3))
        return states, [n.op for n in gm.graph.nodes], gc.isenabled()

    plain = seen_inside()
    with pyfxfast.patch(graph_building=True):
        patched = seen_inside()
    assert plain == patched and plain[0] == [True]

