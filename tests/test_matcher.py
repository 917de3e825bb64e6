"""Differential tests: pyfxfast.SubgraphMatcher against torch's SubgraphMatcher.

Every comparison checks anchors, nodes_map items in insertion order,
placeholder_nodes, returning_nodes and match order (see matcher_cases.match_key),
or, where torch raises, the same exception type and message.
"""

from __future__ import annotations

import random

import pytest
import torch
import torch.fx as fx

import pyfxfast
from pyfxfast import CompactGraph, _C, StaleGraphError
from pyfxfast.matcher import SubgraphMatcher, match_many
from torch.fx.passes.utils import matcher_utils as torch_matcher
from torch.fx.passes.utils.matcher_utils import InternalMatch
from torch.fx.passes.utils.matcher_utils import SubgraphMatcher as TorchSubgraphMatcher

from matcher_cases import all_option_combos, compare, cut_pattern, match_key, outcome, random_graph

aten = torch.ops.aten

# ------------------------------------------------------------------ random


def _random_cases(seed: int, **graph_kw):
    rng = random.Random(seed)
    g = random_graph(rng, rng.randint(20, 120), **graph_kw)
    patterns = [
        cut_pattern(
            rng,
            g,
            rng.randint(1, 7),
            perturb=rng.choice([0.0, 0.0, 0.15]),
            literal_wildcards=rng.choice([0.0, 0.0, 0.4]),
        )
        for _ in range(3)
    ]
    return g, [p for p in patterns if p is not None]


@pytest.mark.parametrize("seed", range(30))
def test_random_graphs_every_option_combination(seed):
    g, patterns = _random_cases(seed)
    for p in patterns:
        for options in all_option_combos():
            compare(p, g, **options)


def test_random_graphs_find_matches():
    # Guards the generator: the differential tests must exercise real matches,
    # multi-anchor matches and placeholders bound to literals.
    matches = multi_anchor = literal_bound = 0
    for seed in range(40):
        g, patterns = _random_cases(seed, literal_heavy=seed % 2 == 0)
        for p in patterns:
            result = compare(p, g)
            if result[0] == "ok":
                matches += len(result[1])
                multi_anchor += sum(len(m[0]) > 1 for m in result[1])
                literal_bound += sum(v[0] == "value" for m in result[1] for v in m[2])
    assert matches > 30
    assert multi_anchor > 0
    assert literal_bound > 0


@pytest.mark.parametrize("seed", range(25))
def test_literal_heavy_graphs(seed):
    g, patterns = _random_cases(1000 + seed, literal_heavy=True, exotic=0.2)
    rng = random.Random(seed)
    for p in patterns:
        for options in rng.sample(all_option_combos(), 6):
            compare(p, g, **options)


@pytest.mark.parametrize("seed", range(25))
def test_kwarg_heavy_graphs(seed):
    g, patterns = _random_cases(2000 + seed, kwarg_heavy=True, exotic=0.1)
    rng = random.Random(seed)
    for p in patterns:
        for options in rng.sample(all_option_combos(), 6):
            compare(p, g, **options)


@pytest.mark.parametrize("seed", range(10))
def test_node_name_match(seed):
    g, patterns = _random_cases(3000 + seed)
    for p in patterns:
        for name in ("add", "relu_1", "op", "in0"):
            compare(p, g, name)
            compare(p, g, name, match_placeholder=True, remove_overlapping_matches=False)


@pytest.mark.parametrize("seed", range(8))
def test_larger_patterns(seed):
    rng = random.Random(4000 + seed)
    g = random_graph(rng, 200, literal_heavy=seed % 2 == 0)
    for _ in range(4):
        p = cut_pattern(rng, g, rng.randint(8, 16), grow_users=0.5)
        compare(p, g)
        compare(p, g, remove_overlapping_matches=False)


@pytest.mark.parametrize("seed", range(12))
def test_replicated_random_blocks_multi_anchor(seed):
    # Every copy of the block holds the pattern: many multi-anchor matches,
    # where the matcher prunes later anchors' candidates.
    from pyfxfast.testing import replicate

    from matcher_cases import as_module

    rng = random.Random(5000 + seed)
    block = random_graph(rng, rng.randint(8, 25), num_inputs=rng.choice([1, 2]), literal_heavy=seed % 3 == 0)
    g = replicate(fx.GraphModule(as_module(block).owning_module, block), rng.randint(100, 250)).graph
    multi = 0
    for _ in range(3):
        p = cut_pattern(rng, g, rng.randint(3, 10), grow_users=0.9, literal_wildcards=rng.choice([0.0, 0.3]))
        for options in ({}, {"remove_overlapping_matches": False}, {"ignore_literals": True}):
            r = compare(p, g, **options)
            multi += r[0] == "ok" and sum(len(m[0]) > 1 for m in r[1])
    if seed == 0:
        assert multi > 0


# -------------------------------------------------------------- real models


def _cut_patterns(graph: fx.Graph, seed: int, count: int, sizes=(1, 8)):
    rng = random.Random(seed)
    return [cut_pattern(rng, graph, rng.randint(*sizes), extra_outputs=0.5) for _ in range(count)]


def test_torch_level_transformer():
    from pyfxfast.testing import torch_graph

    g = torch_graph(250).graph
    total = 0
    for p in _cut_patterns(g, 0, 12):
        for options in ({}, {"remove_overlapping_matches": False}, {"ignore_literals": True}):
            r = compare(p, g, **options)
            total += len(r[1]) if r[0] == "ok" else 0
    assert total > 12


def test_torch_level_cnn():
    from pyfxfast.testing import torch_graph

    g = torch_graph(120, kind="cnn").graph
    for p in _cut_patterns(g, 1, 8):
        compare(p, g)
        compare(p, g, match_placeholder=True)


def test_aten_level_cut_patterns():
    from pyfxfast.testing import aten_graph

    g = aten_graph(600).graph
    total = 0
    for p in _cut_patterns(g, 2, 12):
        r = compare(p, g)
        total += len(r[1]) if r[0] == "ok" else 0
        compare(p, g, remove_overlapping_matches=False, ignore_literals=True)
    assert total > 12


def addmm_view_pattern() -> fx.Graph:
    p = fx.Graph()
    x, w, b, shape = (p.placeholder(n) for n in ("x", "w", "b", "shape"))
    mm = p.call_function(aten.addmm.default, (b, x, w))
    p.output(p.call_function(aten.view.default, (mm, shape)))
    return p


def test_aten_addmm_view():
    from pyfxfast.testing import aten_graph

    g = aten_graph(1500).graph
    r = compare(addmm_view_pattern(), g)
    assert r[0] == "ok" and len(r[1]) == sum(n.target is aten.addmm.default for n in g.nodes)
    # The view's shape literal is bound to a placeholder.
    assert all(m[2][3][0] == "value" for m in r[1])


def test_aten_block_against_itself():
    from pyfxfast.testing import aten_block

    gm = aten_block()
    for options in all_option_combos():
        compare(gm.graph, gm.graph, **options)


def test_aten_cnn_block_patterns():
    from pyfxfast.testing import aten_block

    g = aten_block("cnn").graph
    for p in _cut_patterns(g, 3, 10):
        compare(p, g)


# --------------------------------------------------------- specific semantics


def _graph(build) -> fx.Graph:
    g = fx.Graph()
    build(g)
    return g


def test_schema_normalisation_of_opoverload_args():
    def pattern(g):
        x, y = g.placeholder("x"), g.placeholder("y")
        g.output(g.call_function(aten.add.Tensor, (x, y)))

    def target(g):
        a, b = g.placeholder("a"), g.placeholder("b")
        r1 = g.call_function(aten.add.Tensor, (a, b), {"alpha": 1})
        r2 = g.call_function(aten.add.Tensor, (a, b), {"alpha": 2})
        r3 = g.call_function(aten.add.Tensor, (b, a))
        g.output((r1, r2, r3))

    r = compare(_graph(pattern), _graph(target))
    assert [m[1][0][1][1] for m in r[1]] == ["add_tensor", "add_tensor_2"]  # alpha=2 differs from the default


def test_schema_normalisation_binds_placeholder_to_default():
    def pattern(g):
        x, keep = g.placeholder("x"), g.placeholder("keep")
        g.output(g.call_function(aten.sum.dim_IntList, (x, [1], keep)))

    def target(g):
        a = g.placeholder("a")
        s1 = g.call_function(aten.sum.dim_IntList, (a, [1]))
        s2 = g.call_function(aten.sum.dim_IntList, (a, [1]), {"keepdim": True})
        g.output((s1, s2))

    r = compare(_graph(pattern), _graph(target))
    assert r[0] == "ok" and len(r[1]) == 2


def test_kwarg_order_matters_without_schema():
    def pattern(g):
        x = g.placeholder("x")
        g.output(g.call_function(torch.clamp, (x,), {"min": 0, "max": 1}))

    def target(g):
        a = g.placeholder("a")
        c1 = g.call_function(torch.clamp, (a,), {"max": 1, "min": 0})
        c2 = g.call_function(torch.clamp, (a,), {"min": 0, "max": 1})
        g.output((c1, c2))

    r = compare(_graph(pattern), _graph(target))
    assert len(r[1]) == 1


def test_placeholder_bound_to_literals_compared_with_eq():
    def pattern(g):
        x, k = g.placeholder("x"), g.placeholder("k")
        g.output(g.call_function(torch.add, (x, k, k)))

    def target(g):
        a = g.placeholder("a")
        outs = [g.call_function(torch.add, (a, u, v)) for u, v in [(3, 3.0), (3, 4), ([1], (1,)), ([1], [1])]]
        g.output(tuple(outs))

    r = compare(_graph(pattern), _graph(target), remove_overlapping_matches=False)
    assert len(r[1]) == 2  # 3 == 3.0 and [1] == [1]


def test_lists_and_tuples_compare_structurally():
    def pattern(g):
        x = g.placeholder("x")
        g.output(g.call_function(torch.permute, (x, [0, 1])))

    def target(g):
        a = g.placeholder("a")
        outs = [g.call_function(torch.permute, (a, d)) for d in ([0, 1], (0, 1), [0, 1.0], [0, True], [0])]
        g.output(tuple(outs))

    r = compare(_graph(pattern), _graph(target), remove_overlapping_matches=False)
    assert len(r[1]) == 2
    compare(_graph(pattern), _graph(target), ignore_literals=True)


@pytest.mark.parametrize(
    "literal, other",
    [
        (float("nan"), float("nan")),
        (torch.tensor(1.0), torch.tensor(1.0)),
        (torch.tensor([1.0, 2.0]), torch.tensor([1.0, 2.0])),  # bool() of it raises, in torch too
        (slice(1, 2), slice(1, 2.0)),
        ({"k": 1}, {"k": 1.0}),
        ({"k": 1}, {"j": 1}),
        ({1, 2}, {1, 2}),
    ],
)
def test_literals_compared_in_python(literal, other):
    def pattern(g):
        x = g.placeholder("x")
        g.output(g.call_function(torch.add, (x, literal)))

    def target(g):
        a = g.placeholder("a")
        g.output((g.call_function(torch.add, (a, other)), g.call_function(torch.add, (a, literal))))

    for options in ({}, {"ignore_literals": True}, {"remove_overlapping_matches": False}):
        compare(_graph(pattern), _graph(target), **options)


def test_get_attr_tensor_attributes():
    class M(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.w = torch.nn.Parameter(torch.ones(2))
            self.c = torch.zeros(3)

        def forward(self, x):
            return torch.relu(x + self.w) * self.c

    class P(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.w = torch.nn.Parameter(torch.ones(5))

        def forward(self, x):
            return x + self.w

    g = fx.symbolic_trace(M()).graph
    p = fx.symbolic_trace(P()).graph
    r = compare(p, g)
    assert len(r[1]) == 1
    compare(p, g, match_placeholder=True)


def test_get_attr_non_tensor_raises_like_torch():
    def with_attr(value):
        root = torch.nn.Module()
        root.k = value
        g = fx.Graph()
        x = g.placeholder("x")
        g.output(g.call_function(torch.add, (x, g.get_attr("k"))))
        return fx.GraphModule(root, g).graph

    r = compare(with_attr(4), with_attr(3))
    assert r[0] == "raised" and r[1] == "RuntimeError"
    r = compare(with_attr(4), with_attr(torch.ones(1)))
    assert r == ("ok", [])


def test_anchor_without_candidates_raises_key_error():
    def pattern(g):
        x = g.placeholder("x")
        g.output((g.call_function(torch.relu, (x,)), g.call_function(torch.sigmoid, (x,))))

    def target(g):
        a = g.placeholder("a")
        g.output(g.call_function(torch.relu, (a,)))

    r = compare(_graph(pattern), _graph(target))
    assert r[:2] == ("raised", "KeyError")


def test_multi_anchor_backtracking_shared_input():
    def pattern(g):
        x = g.placeholder("x")
        g.output((g.call_function(torch.relu, (x,)), g.call_function(torch.sigmoid, (x,))))

    def target(g):
        inputs = [g.placeholder(f"a{i}") for i in range(4)]
        outs = []
        for i, a in enumerate(inputs):
            outs.append(g.call_function(torch.relu, (a,)))
            outs.append(g.call_function(torch.sigmoid, (inputs[(i + i % 2) % 4],)))
        g.output(tuple(outs))

    for options in all_option_combos():
        compare(_graph(pattern), _graph(target), **options)


def test_cycle_filter():
    # add -> relu matched, but relu also reads an outside node fed by add: fusing
    # {add, relu} would create a cycle.
    def pattern(g):
        x, y = g.placeholder("x"), g.placeholder("y")
        a = g.call_function(torch.add, (x, 1))
        g.output((a, g.call_function(torch.mul, (a, y))))

    def target(g):
        x = g.placeholder("x")
        a = g.call_function(torch.add, (x, 1))
        n = g.call_function(torch.neg, (a,))
        m = g.call_function(torch.mul, (a, n))
        g.output((m,))

    for options in ({}, {"remove_overlapping_matches": False}):
        compare(_graph(pattern), _graph(target), **options)
    assert outcome(lambda: SubgraphMatcher(_graph(pattern)).match(_graph(target))) == ("ok", [])


def test_cycle_filter_on_graph_out_of_topological_order():
    g = fx.Graph()
    x = g.placeholder("x")
    a = g.call_function(torch.add, (x, 1))
    m = g.call_function(torch.mul, (a, a))
    g.output((m,))
    with g.inserting_after(m):  # a node placed after its user
        n = g.call_function(torch.neg, (a,))
    m.args = (a, n)
    assert not CompactGraph(g).is_topologically_ordered()

    def pattern(p):
        x, y = p.placeholder("x"), p.placeholder("y")
        a = p.call_function(torch.add, (x, 1))
        p.output((a, p.call_function(torch.mul, (a, y))))

    compare(_graph(pattern), g)


def test_match_output_and_placeholder():
    def pattern(g):
        x = g.placeholder("x")
        g.output(g.call_function(torch.relu, (x,)))

    def target(g):
        a = g.placeholder("a")
        g.output(g.call_function(torch.relu, (g.call_function(torch.relu, (a,)),)))

    for options in all_option_combos():
        compare(_graph(pattern), _graph(target), **options)


# ------------------------------------------------------------------ errors


def test_empty_pattern_raises_like_torch():
    with pytest.raises(ValueError, match="empty pattern"):
        SubgraphMatcher(fx.Graph())


def test_dead_code_pattern_raises_like_torch():
    def pattern(g):
        x = g.placeholder("x")
        g.call_function(torch.relu, (x,))
        g.output(x)

    with pytest.raises(AssertionError, match="dead code"):
        SubgraphMatcher(_graph(pattern))


def test_bad_inputs_give_clear_errors():
    p = addmm_view_pattern()
    with pytest.raises(TypeError, match="torch.fx.Graph"):
        SubgraphMatcher(p).match("not a graph")
    with pytest.raises(TypeError, match="torch.fx.Graph"):
        SubgraphMatcher(p).match(fx.symbolic_trace(torch.nn.ReLU()))  # a GraphModule, not its graph
    with pytest.raises(TypeError, match="torch.fx.Graph"):
        match_many(42, [p])
    with pytest.raises(TypeError, match="pattern must be a torch.fx.Graph"):
        SubgraphMatcher(fx.symbolic_trace(torch.nn.ReLU()))
    m = SubgraphMatcher(p)
    m.pattern = "not a graph"
    with pytest.raises(TypeError, match="pattern"):
        m.match(fx.Graph())


def test_pattern_with_nodes_of_another_graph_behaves_like_torch():
    other = fx.Graph()
    stranger = other.placeholder("stranger")
    p = fx.Graph()
    x = p.placeholder("x")
    p.output(p.call_function(torch.add, (x, stranger)))

    def target(g):
        a, b = g.placeholder("a"), g.placeholder("b")
        g.output(g.call_function(torch.add, (a, b)))

    assert CompactGraph(p).foreign_refs > 0
    compare(p, _graph(target))


def test_absent_anchor_target_short_cut():
    # No node has the anchor's target: torch has no candidates and returns [].
    def pattern(g):
        x = g.placeholder("x")
        g.output(g.call_function(torch.sigmoid, (g.call_function(torch.relu, (x,)),)))

    from pyfxfast.testing import aten_graph

    g = aten_graph(300).graph
    assert compare(_graph(pattern), g) == ("ok", [])
    assert not _C.has_op_target(g, fx.Node, [("call_function", torch.sigmoid)])
    assert _C.has_op_target(g, fx.Node, [("call_function", torch.sigmoid), ("call_function", aten.view.default)])
    assert not _C.has_op_target(g, fx.Node, [("call_method", aten.view.default)])


def test_stale_compact_graph_raises():
    gm = fx.symbolic_trace(torch.nn.Sequential(torch.nn.ReLU(), torch.nn.ReLU()))
    cg = CompactGraph(gm.graph)
    p = fx.symbolic_trace(torch.nn.ReLU()).graph
    assert len(SubgraphMatcher(p).match(cg)) == len(TorchSubgraphMatcher(p).match(gm.graph))
    node = next(n for n in gm.graph.nodes if n.op == "call_module")
    with gm.graph.inserting_after(node):
        gm.graph.call_function(torch.neg, (node,))
    with pytest.raises(StaleGraphError):
        SubgraphMatcher(p).match(cg)


def test_pattern_mutated_after_init_matches_like_torch():
    p = addmm_view_pattern()
    fast, ref = SubgraphMatcher(p), TorchSubgraphMatcher(p)
    view = next(n for n in p.nodes if n.target is aten.view.default)
    view.target = aten.reshape.default
    from pyfxfast.testing import aten_graph

    g = aten_graph(300).graph
    assert outcome(lambda: fast.match(g)) == outcome(lambda: ref.match(g))


# ----------------------------------------------------- objects and subclasses


def test_returns_torch_internal_match_objects():
    from pyfxfast.testing import aten_graph

    g = aten_graph(300).graph
    m = SubgraphMatcher(addmm_view_pattern())
    matches = m.match(g)
    assert matches and all(type(x) is InternalMatch for x in matches)
    assert all(x.anchors is m.pattern_anchors for x in matches)
    assert all(x.name_node_map == {} for x in matches)
    assert pyfxfast.SubgraphMatcher is SubgraphMatcher
    assert pyfxfast.InternalMatch is InternalMatch
    # Same pattern objects on both sides: the dataclasses compare equal.
    assert matches == TorchSubgraphMatcher(m.pattern).match(g)
    assert [vars(x).keys() for x in matches] == [vars(x).keys() for x in TorchSubgraphMatcher(m.pattern).match(g)]


def test_garbage_collector_state_is_restored():
    import gc

    from pyfxfast.testing import aten_graph

    g = aten_graph(300).graph
    assert gc.isenabled()
    assert SubgraphMatcher(addmm_view_pattern()).match(g)
    assert gc.isenabled()
    gc.disable()
    try:
        SubgraphMatcher(addmm_view_pattern()).match(g)
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_replaced_internal_match_init_is_called(monkeypatch):
    from pyfxfast.testing import aten_graph

    made = []
    original = InternalMatch.__init__

    def init(self, *args, **kwargs):
        made.append(1)
        original(self, *args, **kwargs)

    monkeypatch.setattr(InternalMatch, "__init__", init)
    g = aten_graph(300).graph
    p = addmm_view_pattern()
    matches = SubgraphMatcher(p).match(g)
    assert len(made) == len(matches) > 0
    assert matches == TorchSubgraphMatcher(p).match(g)


def test_fast_path_does_not_call_torch(monkeypatch):
    def boom(*a, **k):
        raise AssertionError("torch's match was called")

    monkeypatch.setattr(torch_matcher.SubgraphMatcher, "match", boom)
    monkeypatch.setattr(torch_matcher.SubgraphMatcher, "_match_nodes", boom)
    from pyfxfast.testing import aten_graph

    assert SubgraphMatcher(addmm_view_pattern()).match(aten_graph(300).graph)


def test_subclass_hook_override_is_honoured():
    def loose(self, pn, gn, node_name_match=""):
        if pn.op == "call_function" and gn.op == "call_function":
            return True  # any function matches any function
        return TorchSubgraphMatcher._nodes_are_equal(self, pn, gn, node_name_match)

    class Loose(SubgraphMatcher):
        _nodes_are_equal = loose

    class TorchLoose(TorchSubgraphMatcher):
        _nodes_are_equal = loose

    def pattern(g):
        x = g.placeholder("x")
        g.output(g.call_function(torch.relu, (x,)))

    def target(g):
        a = g.placeholder("a")
        g.output(g.call_function(torch.sigmoid, (g.call_function(torch.neg, (a,)),)))

    r = compare(_graph(pattern), _graph(target), torch_cls=TorchLoose, fast_cls=Loose)
    assert len(r[1]) == 2
    assert SubgraphMatcher(_graph(pattern)).match(_graph(target)) == []


def test_instance_hook_override_is_honoured():
    p = addmm_view_pattern()
    m = SubgraphMatcher(p)
    m._is_contained = lambda nodes_map: False
    from pyfxfast.testing import aten_graph

    assert m.match(aten_graph(300).graph) == []


def test_match_attributes_override_used_by_fast_path():
    calls = []

    class Counting(SubgraphMatcher):
        def _match_attributes(self, pn, gn):
            calls.append((pn.name, gn.name))
            return False

    class P(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.w = torch.nn.Parameter(torch.ones(2))

        def forward(self, x):
            return x + self.w

    g = fx.symbolic_trace(P()).graph
    assert Counting(g).match(g) == []
    assert calls


def test_subgraph_matcher_with_name_node_map():
    from torch.fx.passes.utils.matcher_with_name_node_map_utils import (
        SubgraphMatcherWithNameNodeMap as TorchWithNames,
    )

    def pattern(x, y):
        a = torch.relu(x)
        b = a * y
        return b, {"a": a, "b": b}

    class Target(torch.nn.Module):
        def forward(self, x, y):
            return torch.relu(x) * y + torch.relu(y) * x

    example = (torch.randn(3), torch.randn(3))
    target = torch.export.export(Target(), example).module().graph

    expected = outcome(lambda: TorchWithNames(_export_pattern(pattern, example)).match(target))
    got = outcome(lambda: pyfxfast.SubgraphMatcherWithNameNodeMap(_export_pattern(pattern, example)).match(target))
    assert got == expected
    assert expected[0] == "ok" and len(expected[1]) == 2 and expected[1][0][4]


def _export_pattern(fn, example):
    class Wrap(torch.nn.Module):
        def forward(self, *args):
            return fn(*args)

    return torch.export.export(Wrap(), example).module()


def test_match_many_identical_to_individual_runs():
    from pyfxfast.testing import aten_graph

    g = aten_graph(600).graph
    patterns = [addmm_view_pattern()] + [p for p in _cut_patterns(g, 7, 6) if p is not None]
    results = match_many(g, patterns)
    assert len(results) == len(patterns)
    for p, got in zip(patterns, results):
        assert [match_key(m) for m in got] == [match_key(m) for m in TorchSubgraphMatcher(p).match(g)]
    # Options, ready matchers (also torch's own) and node_name_match.
    mixed = [TorchSubgraphMatcher(patterns[0]), SubgraphMatcher(patterns[1], remove_overlapping_matches=False)]
    for m, got in zip(mixed, match_many(g, mixed, "view")):
        assert [match_key(x) for x in got] == [match_key(x) for x in m.match(g, "view")]
    got = match_many(g, patterns[:2], ignore_literals=True)
    for p, r in zip(patterns[:2], got):
        assert [match_key(x) for x in r] == [
            match_key(x) for x in TorchSubgraphMatcher(p, ignore_literals=True).match(g)
        ]


def test_match_many_on_a_converted_graph():
    from pyfxfast.testing import aten_graph

    gm = aten_graph(300)
    cg = CompactGraph(gm.graph)
    p = addmm_view_pattern()
    (got,) = match_many(cg, [p])
    assert got == TorchSubgraphMatcher(p).match(gm.graph)
    assert SubgraphMatcher(p).match(cg) == got
    view = next(n for n in gm.graph.nodes if n.target is aten.view.default)
    with gm.graph.inserting_after(view):
        gm.graph.call_function(aten.neg.default, (view,))
    with pytest.raises(StaleGraphError):
        match_many(cg, [p])


@pytest.mark.parametrize("model", ["aten", "torch"])
def test_benchmark_cases_agree_with_torch(model):
    from pyfxfast._bench.cases_matcher import cases

    found = []
    for case in cases(model):
        graph = case.make_input(600)
        fast = case.run_fast(graph)
        assert case.same(case.run_torch(graph), fast), case.name
        found.append(bool(fast) and not (isinstance(fast[0], list) and not any(fast)))
    assert sum(found) >= 3  # the matching patterns do match
