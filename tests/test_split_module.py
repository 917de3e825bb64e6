"""pyfxfast.split_module against torch.fx.passes.split_module.split_module."""

import copy
import random

import pytest
import torch
import torch.fx as fx
import torch.fx.passes.split_module as torch_split_module
from torch.fx.passes.split_module import split_module as torch_split

import pyfxfast
from pyfxfast.testing import aten_graph, cnn_model, random_dag, torch_graph

from conftest import graph_signature

OPTIONS = [
    {},
    {"keep_original_order": True},
    {"keep_original_node_name": True},
    {"keep_original_input_name": False},
    {"partition_affix": "pp"},
    {"tuple_return": True},
    {"keep_original_order": True, "keep_original_node_name": True, "keep_original_input_name": False},
]


def summary(gm: fx.GraphModule) -> list:
    """Every module of the result: name, class name, code, graph, parameters."""
    out = []
    for name, mod in gm.named_modules():
        entry = [name, type(mod).__name__]
        if isinstance(mod, fx.GraphModule):
            entry += [mod.code, graph_signature(mod.graph),
                      [(n.name, n.type, sorted(n.meta)) for n in mod.graph.nodes]]
        entry.append(sorted(k for k, _ in mod.named_parameters(recurse=False)))
        out.append(entry)
    return out


def _graph_state(graph: fx.Graph) -> list:
    # The bookkeeping a bulk-built graph must keep like create_node does.
    table = graph._find_nodes_lookup_table.table
    ns = graph._graph_namespace
    return [
        graph._len,
        sorted(ns._used_names),
        sorted(ns._base_count.items()),
        sorted(ns._obj_to_name.values()),
        sorted((str(k), [n.name for n in v]) for k, v in table.items() if v),
        [n.name for n in graph.nodes],
    ]


def blocks(parts: int):
    """Contiguous blocks in graph order (never a cycle between partitions)."""
    def make(gm: fx.GraphModule):
        nodes = list(gm.graph.nodes)
        where = {n.name: i * parts // len(nodes) for i, n in enumerate(nodes)}
        return lambda node: where[node.name]
    return make


def round_robin(parts: int):
    """Stateful, like torch's docstring example: usually a partition cycle."""
    def make(gm: fx.GraphModule):
        count = [0]

        def callback(node: fx.Node) -> int:
            count[0] += 1
            return count[0] % parts
        return callback
    return make


def by_op(gm: fx.GraphModule):
    kinds: dict[str, int] = {}
    return lambda node: kinds.setdefault(str(node.target), len(kinds)) % 4


def random_labels(seed: int):
    def make(gm: fx.GraphModule):
        rng = random.Random(seed)
        where = {n.name: rng.randrange(3) for n in gm.graph.nodes}
        return lambda node: where[node.name]
    return make


def run_both(gm: fx.GraphModule, make_callback, **options):
    """Split twins of gm with torch and pyfxfast; compare everything."""
    ref, ours = copy.deepcopy(gm), copy.deepcopy(gm)
    qref, qours = {}, {}
    try:
        expected = torch_split(ref, ref, make_callback(ref), qref, **options)
    except Exception as e:  # noqa: BLE001 - compared below
        with pytest.raises(type(e)) as info:
            pyfxfast.split_module(ours, ours, make_callback(ours), qours, **options)
        assert str(info.value) == str(e)
        return None
    got = pyfxfast.split_module(ours, ours, make_callback(ours), qours, **options)
    assert summary(got) == summary(expected)
    assert qours == qref
    assert got.meta == expected.meta
    for a, b in zip(got.modules(), expected.modules()):
        if isinstance(a, fx.GraphModule):
            assert _graph_state(a.graph) == _graph_state(b.graph)
    # torch tags the input's nodes with their partition
    assert [getattr(n, "_fx_partition", None) for n in ours.graph.nodes] == [
        getattr(n, "_fx_partition", None) for n in ref.graph.nodes
    ]
    return got


@pytest.mark.parametrize("seed", range(12))
@pytest.mark.parametrize("make", [blocks(1), blocks(3), blocks(7), round_robin(2), by_op, random_labels(1)],
                         ids=["one", "blocks3", "blocks7", "round_robin", "by_op", "random"])
def test_random_dags(seed, make):
    run_both(random_dag(40 + 10 * seed, seed=seed), make)


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: ",".join(o) or "default")
@pytest.mark.parametrize("make", [blocks(5), random_labels(2), by_op], ids=["blocks", "random", "by_op"])
def test_options_on_generators(options, make):
    for gm in (random_dag(120, seed=4), aten_graph(600), torch_graph(600), cnn_model(300)):
        run_both(gm, make, **options)


def test_real_model_with_submodules_and_attributes():
    class Inner(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.lin = torch.nn.Linear(4, 4)
            self.register_buffer("scale", torch.ones(4))

        def forward(self, x):
            return self.lin(x) * self.scale

    class Model(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.inner = Inner()
            self.param = torch.nn.Parameter(torch.rand(4))
            self.seq = torch.nn.Sequential(torch.nn.ReLU(), torch.nn.Linear(4, 4))

        def forward(self, x: torch.Tensor, y: torch.Tensor = None):
            z = self.inner(x + self.param).clamp(min=0.0, max=1.0)
            w = self.seq(z).sum(dim=-1, keepdim=True)
            return {"z": z + w, "w": w}

    gm = fx.symbolic_trace(Model())
    for options in OPTIONS:
        for make in (blocks(2), blocks(4), by_op):
            got = run_both(gm, make, **options)
            if got is not None:
                x = torch.rand(2, 4)
                ref = gm(x)
                assert all(torch.equal(got(x)[k], ref[k]) for k in ref)


def test_dynamo_graph_with_symbolic_shapes():
    """Dynamo graphs with SymInt example values (the DDP optimizer's input)."""
    seen = []

    def backend(gm, example_inputs):
        for options in ({}, {"keep_original_order": True}):
            for make in (blocks(3), blocks(5)):
                run_both(gm, make, **options)
        seen.append(gm)
        return gm.forward

    def fn(x, y):
        a = torch.relu(x) + y.sum()
        b = a.view(-1) * 2
        return b.sin(), a.shape[0] + 1

    compiled = torch.compile(fn, backend=backend, dynamic=True)
    compiled(torch.rand(4, 3), torch.rand(3))
    assert seen and any(
        isinstance(n.meta.get("example_value"), torch.SymInt) for n in seen[0].graph.nodes
    )


def test_grad_regions_take_torch_path():
    def fn(x):
        with torch.no_grad():
            y = x * 2
        return y + 1

    def backend(gm, example_inputs):
        run_both(gm, blocks(2))
        return gm.forward

    torch._dynamo.reset()
    torch.compile(fn, backend=backend)(torch.rand(3))


def test_callback_errors_are_torch_errors():
    gm = random_dag(60, seed=2)

    def bad(_gm):
        def callback(node):
            raise ValueError(f"no partition for {node.name}")
        return callback

    run_both(gm, bad)
    run_both(gm, lambda _gm: (lambda node: [1]))  # unhashable id: str() still works
    with pytest.raises(RuntimeError, match="cycle exists between partitions"):
        pyfxfast.split_module(copy.deepcopy(gm), gm, round_robin(2)(gm))


def test_not_a_graph_module_raises_like_torch():
    with pytest.raises(AttributeError) as ours:
        pyfxfast.split_module(torch.nn.Linear(2, 2), None, lambda n: 0)
    with pytest.raises(AttributeError) as ref:
        torch_split(torch.nn.Linear(2, 2), None, lambda n: 0)
    assert str(ours.value) == str(ref.value)


def test_callback_called_like_torch():
    gm = random_dag(80, seed=9)
    calls: list[list[str]] = []

    def make(_gm):
        mine: list[str] = []
        calls.append(mine)
        return lambda node: mine.append(node.name) or len(mine) // 30

    run_both(gm, make)
    assert calls[0] == calls[1]  # torch's calls, then ours
    assert calls[1] == [n.name for n in gm.graph.nodes if n.op not in ("placeholder", "get_attr", "output")]


def test_patch_routes_torch_split_module():
    gm = random_dag(50, seed=1)
    original = torch_split_module.split_module
    native = pyfxfast.fidelity.status("split_module").accelerated  # torch's own on 2.11 and 2.12
    with pyfxfast.patch():
        assert torch_split_module.split_module is (pyfxfast.split_module if native else original)
        out = torch_split_module.split_module(gm, gm, blocks(2)(gm))
        assert isinstance(out, fx.GraphModule)
    assert torch_split_module.split_module is original


def test_split_twice_same_graph():
    gm = random_dag(100, seed=3)
    ref, ours = copy.deepcopy(gm), copy.deepcopy(gm)
    for make in (blocks(2), blocks(4)):
        a = torch_split(ref, ref, make(ref))
        b = pyfxfast.split_module(ours, ours, make(ours))
        assert summary(a) == summary(b)


@pytest.mark.parametrize("seed", range(8))
def test_cross_group_edges_kernel_matches_python(seed):
    from array import array

    from pyfxfast import _C

    gm = random_dag(150, seed=seed)
    cg = pyfxfast.CompactGraph(gm.graph)
    nodes = list(gm.graph.nodes)
    rng = random.Random(seed)
    label = array("i", [rng.randrange(-1, 4) for _ in nodes])
    got = array("i")
    got.frombytes(_C.cross_group_edges(cg.native, label.tobytes()))
    index = {n: i for i, n in enumerate(nodes)}
    expected = [
        (index[d], v)
        for v, node in enumerate(nodes)
        if label[v] >= 0
        for d in node.all_input_nodes
        if label[index[d]] != label[v]
    ]
    assert list(zip(got[::2], got[1::2])) == expected


def test_cross_group_edges_rejects_bad_labels():
    from pyfxfast import _C

    cg = pyfxfast.CompactGraph(random_dag(20, seed=0).graph)
    with pytest.raises(ValueError):
        _C.cross_group_edges(cg.native, b"\x00" * 3)


def test_attribute_graph_modules_recompiled_like_torch():
    """A GraphModule held as an attribute (as HOP bodies are) is recompiled by
    torch when the split module is built; only the new partitions are not
    compiled twice."""
    def make():
        root = torch.nn.Module()
        root.body = fx.symbolic_trace(torch.nn.ReLU())
        g = fx.Graph()
        x = g.placeholder("x")
        a = g.call_function(torch.add, (x, 1))
        f = g.get_attr("body")
        g.output(g.call_function(torch.mul, (a, f)))
        out = fx.GraphModule(root, g)
        # Edit the attribute's graph without recompiling: the split recompiles it.
        relu = next(n for n in out.body.graph.nodes if n.op == "call_module" or n.op == "call_function")
        relu.name = "renamed"
        return out

    ref, ours = make(), make()
    stale = ours.body.code
    cb = lambda n: 0 if n.target is torch.add else 1  # noqa: E731
    a = torch_split(ref, ref, cb)
    b = pyfxfast.split_module(ours, ours, cb)
    assert summary(a) == summary(b)
    assert b.body.code == a.body.code != stale


def test_partitions_compiled_once():
    gm = random_dag(200, seed=4)
    calls = []
    original = fx.GraphModule.recompile

    def counting(self):
        calls.append(type(self).__name__)
        return original(self)

    fx.GraphModule.recompile = counting
    ref, mine = copy.deepcopy(gm), copy.deepcopy(gm)
    try:
        calls.clear()
        torch_split(ref, ref, blocks(4)(ref))
        torch_calls = len(calls)
        calls.clear()
        pyfxfast.split_module(mine, mine, blocks(4)(mine))
        ours = len(calls)
    finally:
        fx.GraphModule.recompile = original
    if pyfxfast.fidelity.status("split_module").accelerated:
        assert torch_calls == 2 * 4 + 1 and ours == 4 + 1
    else:  # torch 2.11/2.12: torch's own split_module runs
        assert ours == torch_calls
