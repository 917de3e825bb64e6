"""pyfxfast.eliminate_dead_code against torch.fx.Graph.eliminate_dead_code."""

import random

import pytest
import torch
import torch.fx as fx

import pyfxfast
from pyfxfast.testing import random_dag

from conftest import graph_signature, twin


def _compare(gm, is_impure_node=None):
    ref, ours = twin(gm)
    expected = ref.graph.eliminate_dead_code(is_impure_node)
    got = pyfxfast.eliminate_dead_code(ours.graph, is_impure_node)
    assert got == expected
    assert graph_signature(ours.graph) == graph_signature(ref.graph)
    assert len(ours.graph.nodes) == len(ref.graph.nodes)
    # The find_nodes side table is maintained as erase_node maintains it.
    for op in ("placeholder", "get_attr", "call_module", "call_method", "output"):
        assert [n.name for n in ours.graph.find_nodes(op=op)] == [n.name for n in ref.graph.find_nodes(op=op)]
    for target in {n.target for n in ref.graph.nodes if n.op == "call_function"}:
        found = ours.graph.find_nodes(op="call_function", target=target)
        assert [n.name for n in found] == [n.name for n in ref.graph.find_nodes(op="call_function", target=target)]
    ref.recompile(), ours.recompile()
    assert ours.code == ref.code
    return got


@pytest.mark.parametrize("seed", range(150))
def test_random_dags(seed):
    rng = random.Random(seed)
    _compare(random_dag(rng.randint(3, 250), seed=seed))


@pytest.mark.parametrize("seed", range(30))
def test_random_dags_with_callback(seed):
    calls = []

    def is_impure(node):
        calls.append(node)
        return node.op in ("placeholder", "output") or node.name.endswith("1")

    _compare(random_dag(120, seed=seed), is_impure)
    assert calls  # the callback decided something


def test_callback_truthiness():
    # torch negates whatever the callback returns; non-bool results must work.
    _compare(random_dag(80, seed=7), lambda n: 1 if n.op in ("placeholder", "output") else [])


def test_real_models(aten_2k, torch_2k):
    assert _compare(aten_2k) is True
    assert _compare(torch_2k) is True


def test_erase_hooks_see_the_same_nodes():
    gm = random_dag(150, seed=11)
    ref, ours = twin(gm)
    seen = {"ref": [], "ours": []}
    ref._register_erase_node_hook(lambda n: seen["ref"].append(n.name))
    ours._register_erase_node_hook(lambda n: seen["ours"].append(n.name))
    ref.graph.eliminate_dead_code()
    pyfxfast.eliminate_dead_code(ours.graph)
    assert seen["ours"] == seen["ref"] and seen["ref"]


def test_erased_nodes_are_marked():
    g = fx.Graph()
    x = g.placeholder("x")
    dead = g.call_function(torch.relu, (x,))
    g.output(x)
    pyfxfast.eliminate_dead_code(g)
    assert dead._erased and list(x.users) == [g.output_node()] and len(g.nodes) == 2


def test_nothing_to_remove():
    g = fx.Graph()
    x = g.placeholder("x")
    g.output(g.call_function(torch.relu, (x,)))
    assert pyfxfast.eliminate_dead_code(g) is False
    assert len(g.nodes) == 3


def test_cascading_chain_is_removed():
    g = fx.Graph()
    x = g.placeholder("x")
    a = g.call_function(torch.relu, (x,))
    b = g.call_function(torch.neg, (a,))
    g.call_function(torch.sigmoid, (b,))
    g.output(x)
    assert pyfxfast.eliminate_dead_code(g) is True
    assert [n.op for n in g.nodes] == ["placeholder", "output"]


def test_impure_nodes_are_kept():
    g = fx.Graph()
    x = g.placeholder("x")
    y = g.placeholder("y")
    g.call_function(torch.ops.aten.add_.Tensor, (x, y))  # mutating: impure
    g.call_function(torch._assert, (True, "msg"))  # side-effectful
    g.call_function(torch.ops.aten.rand.default, ([2],))  # random: impure
    g.call_function(torch.ops.aten.relu.default, (x,))  # pure, dead
    g.output(None)
    gm = fx.GraphModule(torch.nn.Module(), g)
    assert _compare(gm) is True
    assert [n.target for n in gm.graph.nodes if n.op == "call_function"]  # graph untouched by _compare


def test_subgraph_modules_are_cleaned():
    inner = fx.Graph()
    a = inner.placeholder("a")
    inner.call_function(torch.neg, (a,))  # dead
    inner.output(a)
    root = torch.nn.Module()
    root.body = fx.GraphModule(torch.nn.Module(), inner)
    g = fx.Graph()
    x = g.placeholder("x")
    body = g.get_attr("body")
    g.output((x, body))
    gm = fx.GraphModule(root, g)
    ref, ours = twin(gm)
    assert ref.graph.eliminate_dead_code() is True
    assert pyfxfast.eliminate_dead_code(ours.graph) is True
    assert ours.body.code == ref.body.code


def _non_topological():
    g = fx.Graph()
    x = g.placeholder("x")
    a = g.call_function(torch.relu, (x,))
    b = g.call_function(torch.neg, (a,))
    b.append(a)  # a now comes after its user b
    g.output(b)
    return g


def test_non_topological_graph_raises_like_torch():
    with pytest.raises(RuntimeError) as expected:
        _non_topological().eliminate_dead_code()
    with pytest.raises(RuntimeError) as got:
        pyfxfast.eliminate_dead_code(_non_topological())
    assert str(got.value) == str(expected.value)


def test_foreign_argument_raises_like_torch():
    def build():
        other = fx.Graph()
        foreign = other.placeholder("foreign")
        g = fx.Graph()
        g.placeholder("x")
        g.output(g.call_function(torch.relu, (foreign,)))
        return g

    with pytest.raises(RuntimeError) as expected:
        build().eliminate_dead_code()
    with pytest.raises(RuntimeError) as got:
        pyfxfast.eliminate_dead_code(build())
    assert type(got.value) is type(expected.value)


def test_missing_submodule_raises_like_torch():
    def build():
        root = torch.nn.Module()
        root.lin = torch.nn.Linear(2, 2)
        g = fx.Graph()
        x = g.placeholder("x")
        g.call_module("lin", (x,))
        g.output(x)
        gm = fx.GraphModule(root, g)
        del gm.lin
        return gm

    with pytest.raises(RuntimeError) as expected:
        build().graph.eliminate_dead_code()
    with pytest.raises(RuntimeError) as got:
        pyfxfast.eliminate_dead_code(build().graph)
    assert str(got.value) == str(expected.value)


def test_call_module_without_owner_raises_like_torch():
    def build():
        g = fx.Graph()
        x = g.placeholder("x")
        g.call_module("m", (x,))
        g.output(x)
        return g

    with pytest.raises(AssertionError):
        build().eliminate_dead_code()
    with pytest.raises(AssertionError):
        pyfxfast.eliminate_dead_code(build())


def test_not_a_graph():
    with pytest.raises(TypeError):
        pyfxfast.eliminate_dead_code(random_dag(10))  # a GraphModule, not a Graph
    with pytest.raises(TypeError):
        pyfxfast.eliminate_dead_code(None)


def test_callback_sees_earlier_removals():
    # Regression (found by tests/test_fuzz.py): torch erases each dead node
    # before asking about the next, so a callback reading node.users sees the
    # removals; x's only user is dead, so x is removed as well.
    def make():
        g = fx.Graph()
        x = g.placeholder("x")
        g.call_method("relu", (x,))
        g.output(())
        return g

    def callback(n):
        return len(n.users) if n.op != "output" else 1

    ref, ours = make(), make()
    assert ref.eliminate_dead_code(callback) is pyfxfast.eliminate_dead_code(ours, callback) is True
    assert [n.name for n in ours.nodes] == [n.name for n in ref.nodes] == ["output"]
