"""pyfxfast.python_code / pyfxfast.recompile against torch's Graph.python_code / GraphModule.recompile."""

from __future__ import annotations

import builtins
import collections
import copy
import enum
import math
import operator
import pickle
import typing
from typing import Optional

import pytest
import torch
import torch.fx as fx
from torch import nn
from torch.fx._lazy_graph_module import _LazyGraphModule, _use_lazy_graph_module
from torch.fx.graph import CodeGen

import pyfxfast
from pyfxfast import codegen
from pyfxfast.testing import TransformerBlock, aten_graph, cnn_model, random_dag, shuffle_nodes, torch_graph


def _same(a, b) -> None:
    assert a.src == b.src
    assert a.globals.keys() == b.globals.keys()
    for name, value in a.globals.items():
        assert b.globals[name] is value, name
    assert a._lineno_map == b._lineno_map
    assert a._prologue_start == b._prologue_start


def check(graph: fx.Graph, native: bool = True, root_module: str = "self", **kwargs) -> None:
    """Native (where `native`) and public results equal torch's; `native` says the native path must run."""
    expected = graph.python_code(root_module, **kwargs)
    got = codegen._try_native(graph, root_module, kwargs)
    if native:
        assert got is not None, "native codegen fell back to torch"
        _same(expected, got)
    else:
        assert got is None
    _same(expected, pyfxfast.python_code(graph, root_module, **kwargs))


# --- the project's graph generators ---------------------------------------------------------------


@pytest.mark.parametrize("size", [20, 300, 2000])
def test_aten_graphs(size):
    check(aten_graph(size, dead_fraction=0.2).graph)


@pytest.mark.parametrize("size", [20, 300, 2000])
def test_torch_graphs(size):
    check(torch_graph(size, dead_fraction=0.2).graph)


@pytest.mark.parametrize("size", [20, 500])
def test_cnn_models(size):
    check(cnn_model(size).graph)


@pytest.mark.parametrize("seed", range(40))
def test_random_dags(seed):
    gm = random_dag(30 + 7 * seed, seed=seed)
    check(gm.graph)
    shuffle_nodes(gm.graph, seed)  # not topologically ordered: names are created at first mention
    check(gm.graph)


def test_other_root_module_name():
    check(torch_graph(100).graph, root_module="m")


# --- real models ----------------------------------------------------------------------------------


def test_exported_decomposed_transformer_uses_pytree_codegen():
    ep = torch.export.export(TransformerBlock(), (torch.randn(2, 5, 32),)).run_decompositions()
    gm = ep.module()
    assert type(gm.graph._codegen).__name__ == "_PyTreeCodeGen"
    check(gm.graph)


class _KwModel(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.lin = nn.Linear(4, 4)

    def forward(self, x, *, scale, bias=None):
        y = self.lin(x) * scale
        return {"out": y + bias, "aux": (y, x)}


def test_exported_with_kwargs_and_dict_output():
    x = torch.randn(3, 4)
    ep = torch.export.export(_KwModel(), (x,), {"scale": torch.tensor(2.0), "bias": torch.ones(4)})
    gm = ep.module()
    check(gm.graph)


@fx.wrap
def scaled(x, factor):
    return x * factor


@fx.wrap
def len(x):  # noqa: A001 - shadows a builtin on purpose: the global gets a fresh name
    return x.shape[0]


class Color(enum.Enum):
    RED = 1
    BLUE = 2


class _Annotated(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.layers = nn.ModuleList([nn.Linear(4, 4), nn.Linear(4, 4)])
        self.register_buffer("buf", torch.ones(4))
        self.param = nn.Parameter(torch.zeros(4))

    def forward(self, x: torch.Tensor, n: int, opt: Optional[torch.Tensor] = None,
                seq: typing.List[int] = (1, 2), pair: "tuple[int, str] | None" = None) -> torch.Tensor:
        scaled_ = scaled(x, 2.0)
        y = self.layers[0](scaled_) + self.layers[1](x) + self.buf + self.param
        z = y.sum(dim=-1, keepdim=True)
        return scaled(y, 0.5) + z + len(x)


def test_symbolic_trace_with_annotations_wrapped_functions_and_submodules():
    gm = fx.symbolic_trace(_Annotated())
    check(gm.graph)
    assert "scaled" in gm.code and "wrap(" in gm.code


def test_wrapped_function_name_collides_with_node_names():
    # The node is named like the wrapped function, whose global claims the name first.
    def f(x):
        scaled_1 = x + 1  # a node that will want the suffixed name
        return scaled(scaled_1, 3)

    gm = fx.symbolic_trace(f)
    check(gm.graph)


def test_literals_and_call_kinds():
    g = fx.Graph()
    x = g.placeholder("x", type_expr=torch.Tensor)
    y = g.placeholder("y", default_value=3)
    star = g.placeholder("*rest")
    a = g.call_function(operator.add, (x, 1.5))
    b = g.call_function(torch.ops.aten.mul.Tensor, (a, x))
    c = g.call_function(torch.clamp, (b,), {"min": -math.inf, "max": math.nan})
    d = g.call_method("view", (c, -1), {})
    e = g.call_function(operator.getitem, (d, slice(None, 3, None)))
    f = g.call_function(getattr, (e, "shape"))
    h = g.call_function(getattr, (e, "not an identifier", None))
    i = g.call_function(torch.full, ((2, 2), 1.0), {"dtype": torch.float16, "device": torch.device("cpu"),
                                                    "layout": torch.strided})
    j = g.call_function(operator.iadd, (i, 1))
    k = g.call_function(torch.cat, ([e, e],), {"dim": 0})
    m = g.call_function(print, ({"key": x, "n": [1, (2,)], "t": ()}, "quote'\"\n", b"bytes", None, True, Ellipsis))
    n = g.call_function(torch.add, (x, Color.RED))
    o = g.call_function(torch.add, (x, torch.ones(2, 3)))
    p = g.call_function(torch.ops.aten.sym_size.int, (x, 0))
    q = g.call_function(operator.neg, (p,))
    g.output((f, h, j, k, m, n, o, q, y, star, (x,), []))
    check(g)


def test_qualified_get_attr_and_call_module_targets():
    root = nn.Module()
    root.blocks = nn.ModuleList([nn.Linear(2, 2)])
    root.register_buffer("weird-name", torch.ones(2))
    g = fx.Graph()
    x = g.placeholder("x")
    a = g.call_module("blocks.0", (x,))
    w = g.get_attr("blocks.0.weight")
    b = g.get_attr("weird-name")
    g.output(g.call_function(torch.add, (a, w), {"alpha": b}))
    gm = fx.GraphModule(root, g)
    check(gm.graph)


def test_node_names_needing_the_namespace():
    g = fx.Graph()
    x = g.placeholder("x")
    nodes = [g.call_function(torch.relu, (x,)) for _ in range(6)]
    for node, name in zip(nodes, ["list", "weird name", "9lives", "relu_007", "relu", "relu_1"]):
        node.name = name
    g.output(tuple(nodes))
    check(g)


def test_reserved_names_registered_later_are_honoured(monkeypatch):
    """The native side caches torch's reserved-name table; a name reserved (or
    re-owned) after a first run must still rename a variable as torch does."""
    import torch.fx.graph as fx_graph

    g = fx.Graph()
    x = g.placeholder("x")
    y = g.call_function(torch.relu, (x,))
    y.name = "zebra_fn"
    g.output(y)
    check(g)
    names = dict(fx_graph._illegal_names)
    monkeypatch.setattr(fx_graph, "_illegal_names", names)
    names["zebra_fn"] = object()
    check(g)
    assert "zebra_fn_1" in g.python_code("self").src
    names["zebra_fn"] = object()  # a new owner under the same name
    check(g)
    del names["zebra_fn"]
    check(g)
    assert "zebra_fn_1" not in g.python_code("self").src


def test_empty_and_trivial_graphs():
    check(fx.Graph())
    g = fx.Graph()
    g.output(None)
    check(g)
    g = fx.Graph()
    g.placeholder("x")
    g.output(None)
    check(g)


def test_unused_values_are_freed_like_torch():
    g = fx.Graph()
    x = g.placeholder("x")
    side = g.call_function(print, (x,))  # no users: freed right away
    a = g.call_function(torch.relu, (x,))
    b = g.call_function(torch.add, (a, a))
    g.output(b)
    check(g)
    assert side.name in g.python_code("self").src


# --- what goes to torch ---------------------------------------------------------------------------


Point = collections.namedtuple("Point", ["x", "y"])


def test_named_tuple_literal_goes_to_torch():
    g = fx.Graph()
    x = g.placeholder("x")
    g.output(g.call_function(torch.add, (x, Point(1, 2))))
    check(g, native=False)


def test_custom_codegen_subclass_goes_to_torch():
    class Renamed(CodeGen):
        def gen_fn_def(self, free_vars, maybe_return_annotation, *, expanded_def=False):
            return "def forward(self, *inputs):\n    " + ", ".join(free_vars) + ", = inputs"

    gm = torch_graph(50)
    gm.graph.set_codegen(Renamed())
    check(gm.graph, native=False)


def test_body_transformer_goes_to_torch():
    gm = torch_graph(50)
    gm.graph.on_generate_code(lambda _: lambda body: ["# header\n", *body])
    check(gm.graph, native=False)


@pytest.mark.parametrize("option", ["verbose", "colored", "expanded_def", "record_func"])
def test_output_options_go_to_torch(option):
    gm = aten_graph(100)
    check(gm.graph, native=False, **{option: True})


def test_options_without_effect_stay_native():
    check(aten_graph(100).graph, include_stride=True, include_device=True, additional_meta=["x"])


def test_bad_graph_raises_torchs_error():
    g = fx.Graph()
    x = g.placeholder("x")
    node = g.call_function(torch.relu, (x,))
    node.target = "not callable"
    g.output(node)
    with pytest.raises(AssertionError) as theirs:
        g.python_code("self")
    with pytest.raises(AssertionError) as ours:
        pyfxfast.python_code(g)
    assert str(ours.value) == str(theirs.value)
    with pytest.raises(TypeError):
        pyfxfast.python_code(g, no_such_option=True)


# --- recompile ------------------------------------------------------------------------------------


def test_recompile_same_code_forward_and_line_map():
    ref = torch_graph(300)
    ours = copy.deepcopy(ref)
    expected = ref.recompile()
    got = pyfxfast.recompile(ours)
    _same(expected, got)
    assert ours.code == ref.code
    assert ours._lineno_map == ref._lineno_map and ours._prologue_start == ref._prologue_start
    x = torch.randn(2, 5, 32)
    torch.testing.assert_close(ours(x), ref(x))
    assert "python_code" not in ours.graph.__dict__  # the routing is undone


def test_recompile_recompiles_graph_submodules():
    root = nn.Module()
    root.inner = torch_graph(30)
    g = fx.Graph()
    g.output(g.call_module("inner", (g.placeholder("x"),)))
    ref = fx.GraphModule(root, g)
    ours = copy.deepcopy(ref)
    _same(ref.recompile(), pyfxfast.recompile(ours))
    assert ours.inner.code == ref.inner.code
    x = torch.randn(2, 5, 32)
    torch.testing.assert_close(ours(x), ref(x))


def test_recompile_lazy_graph_module_stays_lazy():
    with _use_lazy_graph_module(True):
        gm = _LazyGraphModule(nn.Module(), fx.symbolic_trace(lambda x: x + 1).graph)
    gm.real_recompile()
    assert not type(gm)._needs_recompile()
    assert pyfxfast.recompile(gm) is None  # same return value as gm.recompile()
    assert type(gm)._needs_recompile()
    assert gm(torch.ones(2)).tolist() == [2.0, 2.0]


def test_recompiled_module_pickles():
    gm = fx.symbolic_trace(lambda x, y: (x + y) * 2)
    pyfxfast.recompile(gm)
    loaded = pickle.loads(pickle.dumps(gm))
    assert loaded.code == gm.code


# --- patch(codegen=True) --------------------------------------------------------------------------


@pytest.fixture
def _unpatched():
    yield
    while pyfxfast.is_patched():
        pyfxfast.unpatch()


def test_patch_codegen_routes_and_restores(_unpatched):
    torch_python_code, torch_recompile = fx.Graph.python_code, fx.GraphModule.recompile
    pyfxfast.patch()
    assert fx.Graph.python_code is torch_python_code  # off by default
    pyfxfast.unpatch()
    gm = torch_graph(200)
    expected = gm.graph.python_code("self")
    with pyfxfast.patch(codegen=True):
        assert fx.Graph.python_code is not torch_python_code
        assert fx.GraphModule.recompile is not torch_recompile
        _same(expected, gm.graph.python_code("self"))
        traced = fx.symbolic_trace(_Annotated())
        code = traced.code
        ep_code = torch.export.export(TransformerBlock(), (torch.randn(2, 5, 32),)).module().code
    assert fx.Graph.python_code is torch_python_code and fx.GraphModule.recompile is torch_recompile
    assert code == fx.symbolic_trace(_Annotated()).code
    assert ep_code == torch.export.export(TransformerBlock(), (torch.randn(2, 5, 32),)).module().code


def test_patch_codegen_lazy_graph_module(_unpatched):
    with pyfxfast.patch(codegen=True), _use_lazy_graph_module(True):
        gm = _LazyGraphModule(nn.Module(), fx.symbolic_trace(lambda x: x * 2).graph)
        assert type(gm)._needs_recompile()
        assert gm(torch.ones(1)).item() == 2.0
        assert not type(gm)._needs_recompile()
        assert "mul" in gm.code


# --- after each editing pass: the pass's own recompile is native and its code is torch's ------------


@pytest.fixture
def native_runs(monkeypatch):
    """Counts native code generations (so a silent fallback to torch fails the test)."""
    runs = []
    real = codegen._NativeCodegen.generate

    def spy(self, nodes):
        runs.append(builtins.len(nodes))
        return real(self, nodes)

    monkeypatch.setattr(codegen._NativeCodegen, "generate", spy)
    return runs


def _gelu_pattern(x):
    return torch.nn.functional.gelu(x)


def _gelu_replacement(x):
    return x * torch.sigmoid(1.702 * x)


def test_after_replace_pattern(native_runs):
    ref = torch_graph(400)
    ours = copy.deepcopy(ref)
    fx.subgraph_rewriter.replace_pattern(ref, _gelu_pattern, _gelu_replacement)
    pyfxfast.replace_pattern(ours, _gelu_pattern, _gelu_replacement)
    assert native_runs and ours.code == ref.code
    check(ours.graph)


def test_after_replace_patterns(native_runs):
    ref = torch_graph(300)
    ours = copy.deepcopy(ref)
    fx.subgraph_rewriter.replace_pattern(ref, _gelu_pattern, _gelu_replacement)
    pyfxfast.replace_patterns(ours, [(_gelu_pattern, _gelu_replacement)])
    assert native_runs and ours.code == ref.code


def test_after_fuse_by_partitions(native_runs):
    from torch.fx.passes.utils.fuser_utils import fuse_by_partitions as torch_fuse

    ref = aten_graph(300)
    ours = copy.deepcopy(ref)

    def partitions(gm):
        calls = [n for n in gm.graph.nodes if n.op == "call_function"]
        return [dict.fromkeys(calls[i:i + 1]) for i in range(0, builtins.len(calls), 9)]

    torch_fuse(ref, partitions(ref))
    pyfxfast.fuse_by_partitions(ours, partitions(ours))
    # (torch 2.11: fuse_by_partitions is torch's own, which recompiles without pyfxfast's codegen)
    assert native_runs or not pyfxfast.fidelity.status("fuse_by_partitions").accelerated
    assert ours.code == ref.code
    for name, child in ref.named_children():
        assert getattr(ours, name).code == child.code
    check(ours.graph)


def test_after_fuse_conv_bn(native_runs):
    from torch.fx.experimental.optimization import fuse as torch_fuse_conv_bn

    model = cnn_model(100)
    ref = torch_fuse_conv_bn(model)
    ours = pyfxfast.fuse_conv_bn(model)
    assert native_runs and ours.code == ref.code
    check(ours.graph)


def test_after_dead_code_elimination(native_runs):
    ref = aten_graph(500, dead_fraction=0.3)
    ours = copy.deepcopy(ref)
    ref.graph.eliminate_dead_code()
    ref.recompile()
    pyfxfast.eliminate_dead_code(ours.graph)
    pyfxfast.recompile(ours)
    assert native_runs and ours.code == ref.code
    check(ours.graph)


# --- torch's own FX machinery under patch(codegen=True) -----------------------------------------------
# (torch's own test files are not installed with the wheel; these run torch's
# internal callers of python_code/recompile with and without the patch.)


def _torch_outputs(codegen_patched: bool) -> dict:
    from torch.fx.passes.split_module import split_module

    out = {}
    with pyfxfast.patch(codegen=codegen_patched) if codegen_patched else _nullcontext():
        traced = fx.symbolic_trace(TransformerBlock())
        out["traced"] = traced.code
        out["readable"] = traced.print_readable(print_output=False)
        out["deepcopy"] = copy.deepcopy(traced).code
        order = {n: i for i, n in enumerate(traced.graph.nodes)}
        parts = split_module(traced, traced, lambda n: order[n] * 3 // builtins.len(order))
        out["split"] = [(name, m.code) for name, m in parts.named_children()] + [("root", parts.code)]
        ep = torch.export.export(TransformerBlock(), (torch.randn(2, 5, 32),)).run_decompositions()
        out["export"] = ep.module().code
        out["graph_module"] = fx.GraphModule(traced, copy.deepcopy(traced.graph)).code
    return out


class _nullcontext:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return None


def test_torch_fx_users_identical_under_patch(_unpatched, native_runs):
    expected = _torch_outputs(False)
    assert not native_runs
    got = _torch_outputs(True)
    assert native_runs  # torch's own recompiles went through the native codegen
    assert got == expected


def test_dynamo_graphs_identical_under_patch(_unpatched, native_runs):
    def capture(codes):
        def backend(gm, example_inputs):
            codes.append(gm.code)
            return gm.forward
        return backend

    def run(patched):
        torch._dynamo.reset()
        codes = []
        model = TransformerBlock()
        x = torch.randn(2, 5, 32)
        with pyfxfast.patch(codegen=True) if patched else _nullcontext():
            torch.compile(model, backend=capture(codes))(x)
        return codes

    expected = run(False)
    got = run(True)
    assert native_runs and got == expected and expected


def test_graphs_with_stack_traces():
    ep = torch.export.export(TransformerBlock(), (torch.randn(2, 5, 32),))
    gm = ep.module()
    assert any(n.meta.get("stack_trace") for n in gm.graph.nodes)
    check(gm.graph)  # stack traces show only with verbose=True ...
    check(gm.graph, native=False, verbose=True)  # ... which torch renders


def test_show_meta_environment_goes_to_torch(monkeypatch):
    monkeypatch.setenv("FX_GRAPH_SHOW_META", "1")
    check(torch_graph(40).graph, native=False)


def test_not_a_graph_raises_like_torch():
    with pytest.raises(AttributeError):
        pyfxfast.python_code("not a graph")
    with pytest.raises(AttributeError):
        pyfxfast.recompile("not a module")


def test_targets_needing_global_names_and_foreign_nodes():
    g = fx.Graph()
    x = g.placeholder("x")
    a = g.call_function(math.sqrt, (x,))
    b = g.call_function(operator.not_, (a,))
    c = g.call_function(builtins.len, (x,))
    d = g.call_function(torch.Tensor.add, (x, c))
    e = g.call_function(sum, ([a, b],))
    f = g.call_function(max, (a, b), {"key": abs})
    h = g.call_function(torch.ops.aten.add.Tensor, (x, torch.ops.aten.mul.Tensor))
    foreign = fx.Graph().placeholder("foreign")  # a node of another graph
    k = g.call_function(torch.relu, (foreign,))
    m = g.call_function(math.floor, (x,))
    m.name = "math_floor"  # the name the global math.floor will want
    n = g.call_function(math.floor, (m,))
    g.output((d, e, f, h, k, n))
    check(g)


def test_self_containing_and_deeply_nested_literals():
    # A list that contains itself: torch recurses until RecursionError; the
    # native path stops at a depth limit and hands the graph to torch.
    g = fx.Graph()
    x = g.placeholder("x")
    node = g.call_function(torch.add, (x, [1]))
    g.output(node)
    literal = node.args[1]
    list.append(literal, literal)  # bypass immutable_list
    with pytest.raises(RecursionError):
        g.python_code("self")
    assert codegen._try_native(g, "self", {}) is None
    with pytest.raises(RecursionError):
        pyfxfast.python_code(g)
    # Nesting beyond the native depth limit: torch's rendering.
    deep: list = [1]
    for _ in range(250):
        deep = [deep]
    g = fx.Graph()
    g.output(g.call_function(torch.add, (g.placeholder("x"), deep)))
    check(g, native=False)
    g = fx.Graph()
    g.output(g.call_function(torch.add, (g.placeholder("x"), [[[[1, (2, [3])]]]])))
    check(g)
