"""Graphs torch does not lint: pyfxfast must give torch's result (or its exception type), not lint either.

Three kinds, each built twice (one copy for torch, one for pyfxfast):
- an argument that is a node of *another* graph;
- an argument that is a node erased from this graph;
- nodes after the output node.
Every native path that takes a whole graph is run on each, against the installed torch.
"""

from __future__ import annotations

import operator

import pytest
import torch
import torch.fx as fx
from torch.fx.passes import tools_common
from torch.fx.passes.infra.partitioner import CapabilityBasedPartitioner as TorchPartitioner
from torch.fx.passes.operator_support import OperatorSupport
from torch.fx.passes.utils import fuser_utils
from torch.fx.passes.utils.matcher_utils import SubgraphMatcher as TorchMatcher

import pyfxfast


def _foreign_argument() -> fx.GraphModule:
    other = fx.Graph()
    ox = other.placeholder("x")
    foreign = other.call_function(operator.add, (ox, ox))  # named "add" in its own graph
    g = fx.Graph()
    x = g.placeholder("x")
    y = g.placeholder("y")
    a = g.call_function(operator.add, (x, y))  # "add" here too
    b = g.call_function(operator.add, (foreign, y))
    c = g.call_function(torch.relu, (b,))
    g.output((a, c))
    return fx.GraphModule(torch.nn.Module(), g)


def _erased_argument() -> fx.GraphModule:
    g = fx.Graph()
    x = g.placeholder("x")
    gone = g.call_function(torch.neg, (x,))
    g.erase_node(gone)
    a = g.call_function(operator.mul, (x, x))
    b = g.call_function(operator.add, (gone, a))
    g.output(b)
    return fx.GraphModule(torch.nn.Module(), g)


def _nodes_after_output() -> fx.GraphModule:
    g = fx.Graph()
    x = g.placeholder("x")
    a = g.call_function(torch.relu, (x,))
    g.output(a)
    b = g.call_function(torch.neg, (a,))  # after the output, used by nothing
    g.call_function(operator.add, (b, x))
    return fx.GraphModule(torch.nn.Module(), g)


BUILDERS = {"foreign_argument": _foreign_argument, "erased_argument": _erased_argument,
            "nodes_after_output": _nodes_after_output}


def _outcome(fn, *args):
    """What a call gives: ('ok', value) or ('raises', exception type)."""
    try:
        return "ok", fn(*args)
    except Exception as exc:  # noqa: BLE001 - the type is what is compared
        return "raises", type(exc)


def _graph_summary(graph: fx.Graph) -> list[tuple]:
    return [(n.name, n.op, str(n.target), str(n.args)) for n in graph.nodes]


def _both(build, run):
    torch_side, ours = build(), build()
    return run(torch_side, "torch"), run(ours, "pyfxfast")


@pytest.fixture(params=sorted(BUILDERS))
def build(request):
    return BUILDERS[request.param]


def test_python_code(build):
    def run(gm, who):
        fn = (lambda: gm.graph.python_code("self").src) if who == "torch" else (
            lambda: pyfxfast.python_code(gm.graph).src)
        return _outcome(fn)

    theirs, ours = _both(build, run)
    assert ours == theirs


def test_recompile(build):
    def run(gm, who):
        return _outcome(lambda: (gm.recompile() if who == "torch" else pyfxfast.recompile(gm)).src)

    theirs, ours = _both(build, run)
    assert ours == theirs


def test_eliminate_dead_code(build):
    def run(gm, who):
        dce = gm.graph.eliminate_dead_code if who == "torch" else (lambda: pyfxfast.eliminate_dead_code(gm.graph))
        kind, value = _outcome(dce)
        return kind, value, _graph_summary(gm.graph)

    theirs, ours = _both(build, run)
    assert ours == theirs


@pytest.mark.parametrize("name", ["stable_topological_sort", "legalize_graph"])
def test_orderings(build, name):
    def run(gm, who):
        fn = getattr(tools_common if who == "torch" else pyfxfast, name)
        kind, value = _outcome(fn, gm)
        return kind, (_graph_summary(gm.graph) if kind == "ok" else value)

    theirs, ours = _both(build, run)
    assert ours == theirs


@pytest.mark.parametrize("name", ["topo_sort", "validate_partition"])
def test_fuser_utils(build, name):
    def run(gm, who):
        fn = getattr(fuser_utils if who == "torch" else pyfxfast, name)
        nodes = [n for n in gm.graph.nodes if n.op == "call_function"]
        kind, value = _outcome(fn, nodes)
        return kind, ([n.name for n in value] if isinstance(value, list) else value)

    theirs, ours = _both(build, run)
    assert ours == theirs


def test_matcher(build):
    pattern = fx.Graph()
    p = pattern.placeholder("p")
    q = pattern.placeholder("q")
    pattern.output(pattern.call_function(operator.add, (p, q)))

    def run(gm, who):
        cls = TorchMatcher if who == "torch" else pyfxfast.SubgraphMatcher
        kind, value = _outcome(lambda: cls(pattern).match(gm.graph))
        if kind == "ok":
            value = [sorted((k.name, v.name) for k, v in m.nodes_map.items()) for m in value]
        return kind, value

    theirs, ours = _both(build, run)
    assert ours == theirs


def test_partitioner(build):
    support = OperatorSupport({"_operator.add": None, "_operator.mul": None, "torch.relu": None})

    def run(gm, who):
        cls = TorchPartitioner if who == "torch" else pyfxfast.CapabilityBasedPartitioner
        kind, value = _outcome(lambda: cls(gm, support, allows_single_node_partition=True).propose_partitions())
        if kind == "ok":
            value = [(p.id, [n.name for n in p.nodes]) for p in value]
        return kind, value

    theirs, ours = _both(build, run)
    assert ours == theirs
