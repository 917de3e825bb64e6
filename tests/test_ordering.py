"""stable_topological_sort / legalize_graph against torch.fx.passes.tools_common."""

import pytest
import torch
import torch.fx as fx
from torch.fx.passes import tools_common

import pyfxfast
from pyfxfast.testing import random_dag, shuffle_nodes

from conftest import graph_signature, twin

PASSES = ["stable_topological_sort", "legalize_graph"]


def _compare(make, name):
    """`make()` builds the input; called twice (a shuffled graph cannot be deep-copied)."""
    ref, ours = make(), make()
    out_ref = getattr(tools_common, name)(ref)
    out_ours = getattr(pyfxfast, name)(ours)
    assert out_ref is ref and out_ours is ours
    assert graph_signature(ours.graph) == graph_signature(ref.graph)
    ours.recompile(), ref.recompile()
    assert ours.code == ref.code


@pytest.mark.parametrize("name", PASSES)
@pytest.mark.parametrize("seed", range(60))
def test_shuffled_random_dags(name, seed):
    def make():
        gm = random_dag(20 + seed * 3, seed=seed)
        shuffle_nodes(gm.graph, seed=seed)
        return gm

    _compare(make, name)


@pytest.mark.parametrize("name", PASSES)
def test_sorted_graph_and_real_model(name, aten_2k):
    _compare(lambda: random_dag(300, seed=5), name)
    _compare(lambda: twin(aten_2k)[0], name)


@pytest.mark.parametrize("name", PASSES)
def test_prioritized_ops_order(name):
    # operator.* nodes jump the legalize queue; the stable sort ignores that.
    def make():
        g = fx.Graph()
        x = g.placeholder("x")
        a = g.call_function(torch.relu, (x,))
        b = g.call_function(torch.neg, (x,))
        c = g.call_function(operator_add(), (a, b))
        d = g.call_function(torch.sigmoid, (a,))
        g.output((c, d))
        c.append(a)  # a after its user c
        return fx.GraphModule(torch.nn.Module(), g)

    _compare(make, name)


def operator_add():
    import operator

    return operator.add


def _cyclic():
    g = fx.Graph()
    x = g.placeholder("x")
    a = g.call_function(torch.relu, (x,))
    b = g.call_function(torch.neg, (a,))
    a.args = (b,)
    g.output(b)
    return fx.GraphModule(torch.nn.Module(), g)


@pytest.mark.parametrize("name,exc", [("stable_topological_sort", AssertionError), ("legalize_graph", RuntimeError)])
def test_cycle_raises_like_torch(name, exc):
    with pytest.raises(exc) as expected:
        getattr(tools_common, name)(_cyclic())
    with pytest.raises(exc) as got:
        getattr(pyfxfast, name)(_cyclic())
    assert str(got.value) == str(expected.value)


@pytest.mark.parametrize("name", PASSES)
def test_not_a_graph_module(name):
    with pytest.raises(TypeError):
        getattr(pyfxfast, name)(fx.Graph())
