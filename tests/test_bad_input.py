"""Bad input: every public function raises a clear Python exception (the type
torch raises where torch raises), leaves the caller's graph unchanged when it
fails, and never takes the interpreter down. Cases that could crash (deep
recursion, self-containing literals, corrupt node lists) run in a subprocess.
"""

from __future__ import annotations

import operator
import subprocess
import sys
import textwrap
import warnings

import pytest
import torch
import torch.fx as fx
from torch.fx import subgraph_rewriter as torch_rw
from torch.fx.passes import tools_common as torch_tools
from torch.fx.passes.utils import fuser_utils as torch_fuser
from torch.fx.passes.utils.matcher_utils import SubgraphMatcher as TorchSubgraphMatcher

import pyfxfast
from pyfxfast import CompactGraph, StaleGraphError

from fuzz_cases import signature


def _outcome(fn):
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return ("ok", fn())
    except Exception as e:  # noqa: BLE001
        return ("raised", e)


def _same_failure(torch_fn, fast_fn):
    """Both raise, pyfxfast an instance of torch's exception type; or neither."""
    expected, got = _outcome(torch_fn), _outcome(fast_fn)
    if expected[0] == "raised":
        assert got[0] == "raised", f"torch raised {expected[1]!r}, pyfxfast returned {got[1]!r}"
        assert isinstance(got[1], type(expected[1])), f"torch {expected[1]!r} vs pyfxfast {got[1]!r}"
        assert str(got[1]), "the message must not be empty"
    else:
        assert got[0] == "ok", f"torch returned, pyfxfast raised {got[1]!r}"
    return expected, got


def _small_gm():
    return fx.symbolic_trace(lambda x: torch.relu(x) + 1)


def _pattern():
    return fx.symbolic_trace(lambda x: torch.relu(x) + 1)


# --------------------------------------------------------------- wrong types

_BAD = [None, 1, "graph", [], {}, (1, 2), [1, 2], torch.nn.Linear(2, 2), torch.zeros(2)]

_PAIRS = {
    "eliminate_dead_code": (lambda a: fx.Graph.eliminate_dead_code(a), pyfxfast.eliminate_dead_code),
    "topo_sort": (torch_fuser.topo_sort, pyfxfast.topo_sort),
    "validate_partition": (torch_fuser.validate_partition, pyfxfast.validate_partition),
    "stable_topological_sort": (torch_tools.stable_topological_sort, pyfxfast.stable_topological_sort),
    "legalize_graph": (torch_tools.legalize_graph, pyfxfast.legalize_graph),
    "SubgraphMatcher(pattern)": (TorchSubgraphMatcher, pyfxfast.SubgraphMatcher),
    "SubgraphMatcher.match": (
        lambda a: TorchSubgraphMatcher(_pattern().graph).match(a),
        lambda a: pyfxfast.SubgraphMatcher(_pattern().graph).match(a),
    ),
    "replace_pattern(gm)": (lambda a: torch_rw.replace_pattern(a, _pattern(), _pattern()),
                            lambda a: pyfxfast.replace_pattern(a, _pattern(), _pattern())),
    "replace_pattern(pattern)": (lambda a: torch_rw.replace_pattern(_small_gm(), a, _pattern()),
                                 lambda a: pyfxfast.replace_pattern(_small_gm(), a, _pattern())),
    "replace_pattern_with_filters(replacement)": (
        lambda a: torch_rw.replace_pattern_with_filters(_small_gm(), _pattern(), a),
        lambda a: pyfxfast.replace_pattern_with_filters(_small_gm(), _pattern(), a),
    ),
}


@pytest.mark.parametrize("name", list(_PAIRS))
@pytest.mark.parametrize("bad", _BAD, ids=lambda b: type(b).__name__)
def test_wrong_types_raise_like_torch(name, bad):
    torch_fn, fast_fn = _PAIRS[name]
    _same_failure(lambda: torch_fn(bad), lambda: fast_fn(bad))


def test_wrong_type_error_is_both_type_and_attribute_error():
    with pytest.raises(TypeError):
        pyfxfast.stable_topological_sort(None)
    with pytest.raises(AttributeError):  # what torch raises
        pyfxfast.stable_topological_sort(None)
    with pytest.raises(AssertionError):  # what torch's optimization.fuse raises
        pyfxfast.fuse_conv_bn(None)
    with pytest.raises(TypeError):
        CompactGraph("not a graph")


# ------------------------------------------------- erased and foreign nodes


def test_erased_nodes():
    for fn_torch, fn_fast in [(torch_fuser.topo_sort, pyfxfast.topo_sort),
                              (torch_fuser.validate_partition, pyfxfast.validate_partition)]:
        gm = _small_gm()
        relu = next(n for n in gm.graph.nodes if n.op == "call_function")
        nodes = list(gm.graph.nodes)
        add = nodes[2]
        add.replace_all_uses_with(relu)
        gm.graph.erase_node(add)
        _same_failure(lambda: fn_torch(list(nodes)), lambda: fn_fast(list(nodes)))
        assert relu.graph is gm.graph


def _foreign_arg_gm():
    gm = _small_gm()
    other = fx.Graph()
    stranger = other.placeholder("stranger")
    relu = next(n for n in gm.graph.nodes if n.op == "call_function")
    relu.args = (stranger,)
    return gm


@pytest.mark.parametrize("name", ["eliminate_dead_code", "stable_topological_sort", "legalize_graph"])
def test_foreign_node_arguments(name):
    ref, ours = _foreign_arg_gm(), _foreign_arg_gm()
    before = signature(ours.graph)
    if name == "eliminate_dead_code":
        _same_failure(lambda: ref.graph.eliminate_dead_code(), lambda: pyfxfast.eliminate_dead_code(ours.graph))
    else:
        _same_failure(lambda: getattr(torch_tools, name)(ref), lambda: getattr(pyfxfast, name)(ours))
    assert signature(ours.graph) == signature(ref.graph)
    del before


def test_foreign_nodes_in_matcher_graph():
    ref, ours = _foreign_arg_gm(), _foreign_arg_gm()
    pat = fx.symbolic_trace(lambda x: x + 1).graph
    _same_failure(lambda: len(TorchSubgraphMatcher(pat).match(ref.graph)),
                  lambda: len(pyfxfast.SubgraphMatcher(pat).match(ours.graph)))


# --------------------------------------------------- stale CompactGraphs


def test_graph_mutated_after_conversion():
    gm = _small_gm()
    cg = CompactGraph(gm.graph)
    relu = next(n for n in gm.graph.nodes if n.op == "call_function")
    with gm.graph.inserting_after(relu):
        gm.graph.call_function(torch.neg, (relu,))
    before = signature(gm.graph)
    with pytest.raises(StaleGraphError):
        pyfxfast.SubgraphMatcher(_pattern().graph).match(cg)
    with pytest.raises(StaleGraphError):
        pyfxfast.match_many(cg, [_pattern().graph])
    with pytest.raises(StaleGraphError):
        cg.nodes_at([0])
    assert signature(gm.graph) == before
    # Converting again works.
    expected = TorchSubgraphMatcher(_pattern().graph).match(gm.graph)
    got = pyfxfast.SubgraphMatcher(_pattern().graph).match(CompactGraph(gm.graph))
    assert [m.anchors[0].name for m in got] == [m.anchors[0].name for m in expected]


# ----------------------------------------------------------- cyclic graphs


def _cyclic_gm():
    g = fx.Graph()
    x = g.placeholder("x")
    a = g.call_function(torch.relu, (x,))
    b = g.call_function(torch.neg, (a,))
    c = g.call_function(operator.add, (b, x))
    g.output(c)
    gm = fx.GraphModule(torch.nn.Module(), g)
    a.args = (c,)  # a -> b -> c -> a
    return gm


@pytest.mark.parametrize(
    "name",
    ["eliminate_dead_code", "topo_sort", "validate_partition", "stable_topological_sort", "legalize_graph",
     "SubgraphMatcher", "replace_pattern"],
)
def test_cyclic_graphs(name):
    ref, ours = _cyclic_gm(), _cyclic_gm()
    before = signature(ours.graph)
    if name == "eliminate_dead_code":
        pair = (lambda: ref.graph.eliminate_dead_code(), lambda: pyfxfast.eliminate_dead_code(ours.graph))
    elif name in ("topo_sort", "validate_partition"):
        pair = (lambda: getattr(torch_fuser, name)(list(ref.graph.nodes)[1:4]),
                lambda: getattr(pyfxfast, name)(list(ours.graph.nodes)[1:4]))
    elif name == "SubgraphMatcher":
        pat = fx.symbolic_trace(lambda x: torch.neg(torch.relu(x))).graph
        pair = (lambda: len(TorchSubgraphMatcher(pat).match(ref.graph)),
                lambda: len(pyfxfast.SubgraphMatcher(pat).match(ours.graph)))
    elif name == "replace_pattern":
        pat = lambda x: torch.neg(x)  # noqa: E731
        rep = lambda x: torch.relu(x)  # noqa: E731
        pair = (lambda: len(torch_rw.replace_pattern(ref, pat, rep)), lambda: len(pyfxfast.replace_pattern(ours, pat, rep)))
    else:
        pair = (lambda: getattr(torch_tools, name)(ref), lambda: getattr(pyfxfast, name)(ours))
    expected, got = _same_failure(*pair)
    if got[0] == "raised":
        assert signature(ours.graph) == before, "a failed call must leave the graph unchanged"
    if expected[0] == "ok" and name != "eliminate_dead_code":
        assert got[1] == expected[1] if not isinstance(got[1], list) else [n.name for n in got[1]] == [
            n.name for n in expected[1]
        ]


# ------------------------------------------------ crashes, in a subprocess


_PRELUDE = textwrap.dedent(
    """
    import operator, os, resource, sys, warnings
    warnings.simplefilter("ignore")
    if "libasan" not in os.environ.get("LD_PRELOAD", ""):  # ASan reserves terabytes of address space
        resource.setrlimit(resource.RLIMIT_AS, (6 << 30, 6 << 30))  # fail, do not swap the machine to death
    import torch, torch.fx as fx, pyfxfast
    def _op(*a, **k):
        pass
    def graph_with(value):
        g = fx.Graph()
        x = g.placeholder("x")
        y = g.call_function(_op, (x, 0))
        g.output(y)
        object.__setattr__(y, "_args", (x, value))  # torch's setter would recurse
        return g
    def expect(exc, fn):
        try:
            fn()
        except exc as e:
            assert str(e)
            return
        raise AssertionError(f"expected {exc.__name__}")
    def sig(g):
        return [(n.name, n.op, id(n._args), id(n._kwargs)) for n in g.nodes]
    """
)


def _run(body: str, timeout: float = 240) -> str:
    proc = subprocess.run(
        [sys.executable, "-c", _PRELUDE + textwrap.dedent(body)],
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    assert proc.returncode == 0, f"rc={proc.returncode}\nstdout:{proc.stdout[-2000:]}\nstderr:{proc.stderr[-4000:]}"
    return proc.stdout


def test_deeply_nested_tuple_literal():
    # Regression: the matcher recursed in C++ once per nesting level and
    # overflowed the stack (segfault) on a 100k-deep tuple.
    out = _run(
        """
        t = (1,)
        for _ in range(100_000):
            t = (t,)
        g, p = graph_with(t), graph_with(t)
        before = sig(g)
        expect(RecursionError, lambda: pyfxfast.CompactGraph(g))
        expect(RecursionError, lambda: pyfxfast.SubgraphMatcher(p).match(g))
        # DCE reads no arguments (structure-only conversion): like torch, the
        # live node is kept and nothing is raised.
        assert pyfxfast.eliminate_dead_code(g) is False and g.eliminate_dead_code() is False
        assert sig(g) == before
        # Deep but under the converter's limit: the matcher still stops cleanly.
        t = (1,)
        for _ in range(8_000):
            t = (t,)
        g, p = graph_with(t), graph_with(t)
        assert len(pyfxfast.CompactGraph(g)) == 3
        expect(RecursionError, lambda: pyfxfast.SubgraphMatcher(p).match(g))
        print("ok")
        """
    )
    assert "ok" in out


def test_self_containing_literal():
    # Regression: the converter expanded a list that contains itself until
    # memory ran out.
    out = _run(
        """
        lst = [1]
        lst.append(lst)
        d = {}
        d["self"] = d
        for value in (lst, d, (lst,)):
            g = graph_with(value)
            before = sig(g)
            expect(RecursionError, lambda: pyfxfast.CompactGraph(g))
            assert pyfxfast.eliminate_dead_code(g) is False and g.eliminate_dead_code() is False  # as torch
            expect(RecursionError, lambda: pyfxfast.SubgraphMatcher(graph_with(1)).match(g))
            assert sig(g) == before
        print("ok")
        """
    )
    assert "ok" in out


def test_huge_list_literal():
    out = _run(
        """
        from torch.fx.passes.utils.matcher_utils import SubgraphMatcher as T
        big = list(range(1_000_000))
        g, p = graph_with(big), graph_with(list(big))
        cg = pyfxfast.CompactGraph(g)
        assert len(cg) == 3 and len(cg.arg_tokens(1)) > 1_000_000
        assert len(pyfxfast.SubgraphMatcher(p).match(g)) == len(T(p).match(g)) == 1
        p2 = graph_with(big[:-1] + [-1])
        assert len(pyfxfast.SubgraphMatcher(p2).match(g)) == len(T(p2).match(g)) == 0
        assert pyfxfast.eliminate_dead_code(g) is False
        print("ok")
        """
    )
    assert "ok" in out


def test_very_long_pattern_chain():
    # torch's recursive matcher raises RecursionError; so does pyfxfast (it
    # used to overflow the C++ stack).
    out = _run(
        """
        from torch.fx.passes.utils.matcher_utils import SubgraphMatcher as T
        def chain(n):
            g = fx.Graph()
            x = g.placeholder("x")
            for _ in range(n):
                x = g.call_function(torch.relu, (x,))
            g.output(x)
            return g
        p, g = chain(100_000), chain(100_000)
        expect(RecursionError, lambda: T(p).match(g))
        expect(RecursionError, lambda: pyfxfast.SubgraphMatcher(p).match(g))
        print("ok")
        """
    )
    assert "ok" in out


def test_corrupt_node_list():
    # A node list that loops back on itself (private-API corruption) must not hang.
    out = _run(
        """
        g = fx.Graph()
        x = g.placeholder("x")
        y = g.call_function(torch.relu, (x,))
        g.output(y)
        y._next = x  # x -> y -> x -> ...
        expect(ValueError, lambda: pyfxfast.CompactGraph(g))
        expect(ValueError, lambda: pyfxfast.SubgraphMatcher(graph_with(1)).match(g))
        print("ok")
        """,
        timeout=60,
    )
    assert "ok" in out
