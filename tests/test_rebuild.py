"""Bulk graph rebuilds (pyfxfast._graph.rebuild) against torch's node_copy / deepcopy /
GraphModule, and the passes that use them against torch: names, meta, node
order, graph bookkeeping and code."""

import copy
import warnings

import pytest
import torch
import torch.fx as fx
from torch.fx._lazy_graph_module import _LazyGraphModule, _use_lazy_graph_module
from torch.fx.experimental.optimization import fuse as torch_fuse_conv_bn
from torch.fx.experimental.symbolic_shapes import ShapeEnv
from torch.fx.passes import tools_common
from torch.fx.passes.infra.partitioner import CapabilityBasedPartitioner as TorchPartitioner
from torch.fx.passes.operator_support import OperatorSupport
from torch.fx.passes.utils.fuser_utils import fuse_by_partitions as torch_fuse_by_partitions

from torch_release import RELEASE
import pyfxfast
from pyfxfast._graph import rebuild as _rebuild
from pyfxfast.testing import aten_graph, cnn_model, random_dag, shuffle_nodes, torch_graph

from conftest import graph_signature


def graph_state(graph: fx.Graph) -> list:
    """Everything create_node maintains, by names (comparable across graphs)."""
    table = graph._find_nodes_lookup_table.table
    ns = graph._graph_namespace
    nodes = list(graph.nodes)
    return [
        graph._len,
        len(nodes),
        sorted(ns._used_names),
        sorted(ns._base_count.items()),
        sorted((name, obj.name if isinstance(obj, fx.Node) else repr(obj)) for obj, name in ns._obj_to_name.items()),
        sorted((str(k), [n.name for n in v]) for k, v in table.items() if v),
        graph_signature(graph),
        [(n.type, [m.name for m in n._input_nodes], n.meta.keys() and sorted(n.meta)) for n in nodes],
        type(graph._codegen).__name__,
        graph._tracer_cls,
    ]


def same_meta_values(a: fx.Graph, b: fx.Graph, same_source: bool = True) -> None:
    """Copies of one source share meta values (shallow copies); copies of two
    equal sources have values of the same types."""
    for x, y in zip(a.nodes, b.nodes):
        assert x.meta.keys() == y.meta.keys()
        if same_source:
            assert all(x.meta[k] is y.meta[k] for k in x.meta)
        else:
            assert [type(v) for v in x.meta.values()] == [type(v) for v in y.meta.values()]


GRAPHS = {
    "random": lambda: random_dag(300, seed=3),
    "aten": lambda: aten_graph(800),
    "torch": lambda: torch_graph(800),
    "cnn": lambda: cnn_model(200),
}


@pytest.mark.parametrize("kind", list(GRAPHS))
def test_copy_nodes_equals_node_copy(kind):
    gm = GRAPHS[kind]()
    ref, ours = fx.Graph(), fx.Graph()
    env_ref: dict = {}
    for node in gm.graph.nodes:
        env_ref[node] = ref.node_copy(node, lambda n: env_ref[n])
    cg = pyfxfast.CompactGraph(gm.graph)
    env: dict = {}
    _rebuild.copy_nodes(_rebuild.NodeBuilder(ours, _rebuild.literals_may_be_symbolic(cg.interner.literals)),
                        list(gm.graph.nodes), env)
    assert graph_state(ours) == graph_state(ref)
    same_meta_values(ours, ref)
    for old, new in env.items():
        assert new.meta is not old.meta and new.meta == old.meta
    assert ours.python_code("self").src == ref.python_code("self").src


@pytest.mark.parametrize("kind", list(GRAPHS))
def test_deepcopy_graph_equals_deepcopy(kind):
    graph = GRAPHS[kind]().graph
    ref = copy.deepcopy(graph)
    ours = _rebuild.deepcopy_graph(graph)
    assert graph_state(ours) == graph_state(ref)
    same_meta_values(ours, ref)
    assert ours._codegen is not graph._codegen
    assert ours.python_code("self").src == ref.python_code("self").src


def test_deepcopy_graph_pytree_codegen():
    class M(torch.nn.Module):
        def forward(self, x, ys):
            return {"a": x + ys[0], "b": ys[1].relu()}

    ep = torch.export.export(M(), (torch.rand(2), [torch.rand(2), torch.rand(2)]))
    graph = ep.module().graph
    ref, ours = copy.deepcopy(graph), _rebuild.deepcopy_graph(graph)
    assert graph_state(ours) == graph_state(ref)
    assert ours.python_code("self").src == ref.python_code("self").src


def _graph_with_raw_symint() -> fx.GraphModule:
    s = ShapeEnv().create_unbacked_symint()
    g = fx.Graph()
    x = g.placeholder("x")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        y = g.call_function(torch.add, (x, s))
    g.output(y)
    return fx.GraphModule(torch.nn.Module(), g)


def test_raw_symint_literal_warns_like_torch():
    gm = _graph_with_raw_symint()
    cg = pyfxfast.CompactGraph(gm.graph)
    assert _rebuild.literals_may_be_symbolic(cg.interner.literals)
    messages = []
    for build in (
        lambda g, env: [env.__setitem__(n, g.node_copy(n, env.__getitem__)) for n in gm.graph.nodes],
        lambda g, env: _rebuild.copy_nodes(_rebuild.NodeBuilder(g, True), list(gm.graph.nodes), env),
    ):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            build(fx.Graph(), {})
        messages.append([str(w.message) for w in caught])
    assert messages[0] == messages[1]
    if RELEASE >= (2, 13):  # torch 2.13 started warning about raw SymInt literals
        assert messages[0]


def test_plain_literals_are_not_symbolic():
    assert not _rebuild.literals_may_be_symbolic([1, 2.0, "a", None, torch.float32, (1, 2), [3], {"k": 4}])
    s = ShapeEnv().create_unbacked_symint()
    assert _rebuild.literals_may_be_symbolic([1, s])
    assert _rebuild.literals_may_be_symbolic([(1, [s])])


def test_create_node_hooks_take_torch_path():
    gm = random_dag(50, seed=1)
    seen = []
    gm._register_create_node_hook(seen.append)
    builder = _rebuild.NodeBuilder(gm.graph, may_be_symbolic=False)
    x = next(iter(gm.graph.nodes))
    with gm.graph.inserting_after(x):
        builder = _rebuild.NodeBuilder(gm.graph, may_be_symbolic=False)
        node = builder.create("call_function", torch.relu, (x,), {}, None, None)
    assert seen == [node] and node.prev is x


def test_builder_respects_insert_point_and_errors():
    g = fx.Graph()
    x = g.placeholder("x")
    out = g.output(x)
    with g.inserting_before(out):
        b = _rebuild.NodeBuilder(g, may_be_symbolic=False)
        y = b.create("call_function", torch.relu, (x,), {}, None, None, {"k": 1})
    assert [n.name for n in g.nodes] == ["x", "relu", "output"] and y.meta == {"k": 1}
    g.lint()
    b = _rebuild.NodeBuilder(g, may_be_symbolic=False)
    with pytest.raises(ValueError):
        b.create("call_function", "not callable", (x,), {}, None, None)
    with pytest.raises(AssertionError):
        b.create("call_function", torch.relu, [x], {}, None, None)
    with pytest.raises(AssertionError):
        b.create("bogus_op", "t", (), {}, None, None)


def test_make_graph_module_equals_graph_module():
    gm = torch_graph(400)
    ref = fx.GraphModule(gm, copy.deepcopy(gm.graph), "Named")
    ours = _rebuild.make_graph_module(gm, copy.deepcopy(gm.graph), "Named")
    assert type(ours).__name__ == type(ref).__name__ == "Named"
    assert ours.code == ref.code and "recompile" not in ours.__dict__
    assert [n for n, _ in ours.named_modules()] == [n for n, _ in ref.named_modules()]
    x = torch.rand(2, 8, 32)
    torch.testing.assert_close(ours(x), ref(x))
    with _use_lazy_graph_module(True):
        lazy = _rebuild.make_graph_module(gm, copy.deepcopy(gm.graph), cls=_LazyGraphModule)
    assert isinstance(lazy, _LazyGraphModule) and lazy.code == ref.code


@pytest.mark.parametrize("name", ["stable_topological_sort", "legalize_graph"])
@pytest.mark.parametrize("kind", ["aten", "torch"])
def test_ordering_graph_state_like_torch(name, kind):
    ref, ours = GRAPHS[kind](), GRAPHS[kind]()
    for gm in (ref, ours):
        shuffle_nodes(gm.graph, seed=5, swaps=80)
    old = ours.graph
    getattr(tools_common, name)(ref)
    getattr(pyfxfast, name)(ours)
    assert ours.graph is not old and ours.graph.owning_module is ours
    assert graph_state(ours.graph) == graph_state(ref.graph)
    same_meta_values(ours.graph, ref.graph, same_source=False)
    assert ours.code == ref.code


def test_fuse_by_partitions_submodules_like_torch():
    support = OperatorSupport({f"torch.ops.aten.{op}": None for op in ("add.Tensor", "mul.Tensor", "gelu.default", "view.default")})
    ref, ours = aten_graph(1500), aten_graph(1500)
    parts = [p.nodes for p in TorchPartitioner(ref, support).propose_partitions()]
    name = {n.name: n for n in ours.graph.nodes}
    parts_ours = [{name[n.name]: v for n, v in p.items()} for p in parts]
    torch_fuse_by_partitions(ref, parts)
    pyfxfast.fuse_by_partitions(ours, parts_ours)
    assert ours.code == ref.code
    subs_ref = dict(ref.named_children())
    subs = dict(ours.named_children())
    assert list(subs) == list(subs_ref)
    for key, sub in subs.items():
        if isinstance(sub, fx.GraphModule):
            assert type(sub).__name__ == type(subs_ref[key]).__name__
            assert sub.code == subs_ref[key].code
            assert graph_state(sub.graph) == graph_state(subs_ref[key].graph)
            same_meta_values(sub.graph, subs_ref[key].graph, same_source=False)


def test_conv_bn_no_trace_graph_like_torch():
    ref, ours = cnn_model(300), cnn_model(300)
    ours.load_state_dict(ref.state_dict())
    before = ours.code
    out_ref = torch_fuse_conv_bn(ref, inplace=False, no_trace=True)
    out = pyfxfast.fuse_conv_bn(ours, inplace=False, no_trace=True)
    assert ours.code == before  # the caller's module is left alone
    assert out.code == out_ref.code
    assert graph_state(out.graph) == graph_state(out_ref.graph)
    same_meta_values(out.graph, out_ref.graph, same_source=False)


class _OwnCopyGraph(fx.Graph):
    def node_copy(self, node, arg_transform=lambda x: x):
        copied = super().node_copy(node, arg_transform)
        copied.meta["copied_by_subclass"] = True
        return copied


def test_graph_subclasses_keep_their_own_copying():
    gm = random_dag(60, seed=2)
    sub = _OwnCopyGraph()
    env: dict = {}
    for node in gm.graph.nodes:
        env[node] = sub.node_copy(node, env.__getitem__)
    val_map: dict = {}
    ours = _rebuild.deepcopy_graph(sub, False, val_map)
    ref = copy.deepcopy(sub)
    assert graph_state(ours) == graph_state(ref)
    assert all(n.meta.get("copied_by_subclass") for n in ours.nodes if n.op != "output")
    assert [v.name for v in val_map.values()] == [n.name for n in sub.nodes]
    # create_node overridden: the builder takes the subclass's create_node
    assert _rebuild.NodeBuilder(sub, may_be_symbolic=False)._slow is False

    class OwnCreate(fx.Graph):
        def create_node(self, *args, **kwargs):
            node = super().create_node(*args, **kwargs)
            node.meta["made_by_subclass"] = True
            return node

    g = OwnCreate()
    x = g.placeholder("x")
    y = _rebuild.NodeBuilder(g, may_be_symbolic=False).create("call_function", torch.relu, (x,), {}, None, None)
    assert y.meta.get("made_by_subclass")


def test_gc_paused_nests_and_restores():
    import gc

    assert gc.isenabled()
    with _rebuild.gc_paused():
        assert not gc.isenabled()
        with _rebuild.gc_paused():
            assert not gc.isenabled()
        assert not gc.isenabled()
    assert gc.isenabled()
    gc.disable()
    try:
        with _rebuild.gc_paused():
            pass
        assert not gc.isenabled()  # the caller's choice is kept
    finally:
        gc.enable()
    with pytest.raises(RuntimeError):
        with _rebuild.gc_paused():
            raise RuntimeError("boom")
    assert gc.isenabled()
