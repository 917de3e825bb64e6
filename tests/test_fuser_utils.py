"""topo_sort / validate_partition against torch.fx.passes.utils.fuser_utils."""

import random

import pytest
import torch
import torch.fx as fx
from torch.fx.passes.utils import fuser_utils

import pyfxfast
from pyfxfast.testing import random_dag

from conftest import names


def _subsets(seed):
    rng = random.Random(seed)
    gm = random_dag(rng.randint(5, 200), seed=seed)
    nodes = list(gm.graph.nodes)
    for _ in range(8):
        k = rng.randint(0, len(nodes))
        subset = rng.sample(nodes, k)
        if rng.random() < 0.5:
            subset.sort(key=nodes.index)
        yield subset
    # contiguous windows: convex or not depending on where they cut
    for _ in range(4):
        i = rng.randint(0, len(nodes) - 1)
        yield nodes[i : i + rng.randint(1, 30)]


@pytest.mark.parametrize("seed", range(100))
def test_topo_sort_random(seed):
    for subset in _subsets(seed):
        assert names(pyfxfast.topo_sort(subset)) == names(fuser_utils.topo_sort(subset))


@pytest.mark.parametrize("seed", range(100))
def test_validate_partition_random(seed):
    results = set()
    for subset in _subsets(seed):
        expected = fuser_utils.validate_partition(subset)
        assert pyfxfast.validate_partition(subset) is expected
        results.add(expected)


def test_validate_partition_sees_both_outcomes():
    seen = set()
    for seed in range(20):
        for subset in _subsets(seed):
            seen.add(pyfxfast.validate_partition(subset))
    assert seen == {True, False}


def test_real_model(aten_2k):
    nodes = list(aten_2k.graph.nodes)
    rng = random.Random(0)
    part = nodes[10:-10]
    shuffled = part[:]
    rng.shuffle(shuffled)
    assert names(pyfxfast.topo_sort(shuffled)) == names(fuser_utils.topo_sort(shuffled))
    assert pyfxfast.validate_partition(part) is fuser_utils.validate_partition(part) is True
    gap = nodes[10:500] + nodes[600:1000]
    assert pyfxfast.validate_partition(gap) is fuser_utils.validate_partition(gap)


def _two_graphs():
    g1, g2 = random_dag(30, seed=1).graph, random_dag(30, seed=2).graph
    return list(g1.nodes)[5:15] + list(g2.nodes)[3:12]


def test_nodes_from_two_graphs():
    mixed = _two_graphs()
    random.Random(3).shuffle(mixed)
    assert names(pyfxfast.topo_sort(mixed)) == names(fuser_utils.topo_sort(mixed))
    assert pyfxfast.validate_partition(mixed) is fuser_utils.validate_partition(mixed)


def _outcome(fn, arg):
    try:
        return ("ok", names(fn(arg)) if isinstance(fn(arg), list) else fn(arg))
    except Exception as e:  # noqa: BLE001 - the exception type is what we compare
        return ("raised", type(e))


@pytest.mark.parametrize("seed", range(10))
def test_duplicates_behave_like_torch(seed):
    rng = random.Random(seed)
    nodes = list(random_dag(30, seed=seed).graph.nodes)
    dup = nodes[3:12] + rng.sample(nodes[3:12], 3)
    rng.shuffle(dup)
    for fn in ("topo_sort", "validate_partition"):
        assert _outcome(getattr(pyfxfast, fn), dup) == _outcome(getattr(fuser_utils, fn), dup)


def test_cycle_raises_like_torch():
    g = fx.Graph()
    x = g.placeholder("x")
    a = g.call_function(torch.relu, (x,))
    b = g.call_function(torch.neg, (a,))
    a.args = (b,)
    with pytest.raises(AssertionError):
        fuser_utils.topo_sort([a, b])
    with pytest.raises(AssertionError):
        pyfxfast.topo_sort([a, b])


def test_erased_nodes():
    g = fx.Graph()
    x = g.placeholder("x")
    a = g.call_function(torch.relu, (x,))
    b = g.call_function(torch.neg, (x,))
    g.output(a)
    g.erase_node(b)
    assert names(pyfxfast.topo_sort([b, a, x])) == names(fuser_utils.topo_sort([b, a, x]))
    assert pyfxfast.validate_partition([b, x]) is fuser_utils.validate_partition([b, x])


@pytest.mark.parametrize("bad", [[1, 2], ["x"], [None]])
def test_non_nodes_raise_like_torch(bad):
    for fn in ("topo_sort", "validate_partition"):
        with pytest.raises(Exception) as expected:
            getattr(fuser_utils, fn)(bad)
        with pytest.raises(type(expected.value)):
            getattr(pyfxfast, fn)(bad)


def test_empty():
    assert pyfxfast.topo_sort([]) == []
    assert pyfxfast.validate_partition([]) is True
