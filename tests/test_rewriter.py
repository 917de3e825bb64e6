"""replace_pattern family against torch.fx.subgraph_rewriter."""

import copy
import random

import pytest
import torch
import torch.fx as fx
from torch.fx import subgraph_rewriter as torch_rw

import pyfxfast
from pyfxfast.testing import aten_graph, random_dag, torch_graph

aten = torch.ops.aten


def _names(nodes):
    return [n.name if isinstance(n, fx.Node) else n for n in nodes]


def _summary(results):
    out = []
    for r in results:
        item = [r.anchor.name, [(k.name, v.name if isinstance(v, fx.Node) else v) for k, v in r.nodes_map.items()]]
        if hasattr(r, "replacements"):
            item.append(_names(r.replacements))
        out.append(item)
    return out


def _compare(make_gm, fn_name, *args, **kwargs):
    ref, ours = make_gm(), make_gm()
    expected = getattr(torch_rw, fn_name)(ref, *args, **kwargs)
    got = getattr(pyfxfast, fn_name)(ours, *args, **kwargs)
    assert ours.code == ref.code
    assert _summary(got) == _summary(expected)
    assert [type(r) for r in got] == [type(r) for r in expected]
    return got


# ------------------------------------------------------------- torch level


class _Net(torch.nn.Module):
    def forward(self, x, y):
        a = torch.add(x, y)
        b = torch.relu(a)
        c = torch.add(b, y)
        d = torch.relu(c)
        e = torch.add(d, d)
        return torch.relu(e) + a


def _add_relu(x, y):
    return torch.relu(torch.add(x, y))


def _sub_sigmoid(x, y):
    return torch.sigmoid(torch.sub(x, y))


def test_basic_torch_level():
    results = _compare(lambda: fx.symbolic_trace(_Net()), "replace_pattern", _add_relu, _sub_sigmoid)
    assert len(results) >= 1


def test_trivial_replacement_returns_input():
    _compare(lambda: fx.symbolic_trace(_Net()), "replace_pattern", lambda x: torch.relu(x), lambda x: x)


def test_unused_and_many_users():
    class M(torch.nn.Module):
        def forward(self, x):
            a = torch.neg(x)
            b = torch.relu(a)
            return b + b * b - torch.relu(torch.neg(b))

    _compare(lambda: fx.symbolic_trace(M()), "replace_pattern", lambda x: torch.relu(torch.neg(x)),
             lambda x: torch.sigmoid(x))


def test_back_to_back_chain():
    class Chain(torch.nn.Module):
        def forward(self, x):
            for _ in range(9):
                x = torch.relu(x)
            return x

    _compare(lambda: fx.symbolic_trace(Chain()), "replace_pattern", lambda x: torch.relu(torch.relu(x)),
             lambda x: torch.tanh(x))


def test_multi_output_pattern():
    class M(torch.nn.Module):
        def forward(self, x, y):
            a, b = torch.relu(x), torch.sigmoid(y)
            return a * b, a + b

    def pattern(x, y):
        return torch.relu(x), torch.sigmoid(y)

    def replacement(x, y):
        return torch.tanh(x), torch.neg(y)

    _compare(lambda: fx.symbolic_trace(M()), "replace_pattern", pattern, replacement)


def test_graph_and_graphmodule_patterns():
    pat = fx.symbolic_trace(_add_relu)
    rep = fx.symbolic_trace(_sub_sigmoid)
    _compare(lambda: fx.symbolic_trace(_Net()), "replace_pattern", pat, rep)
    _compare(lambda: fx.symbolic_trace(_Net()), "replace_pattern_with_filters", pat.graph, rep.graph)


def test_filters_literals_callback_and_name_match():
    make = lambda: fx.symbolic_trace(_Net())  # noqa: E731
    keep_first = lambda m, g, p: m.anchors[0].name == "relu"  # noqa: E731
    _compare(make, "replace_pattern_with_filters", _add_relu, _sub_sigmoid, [keep_first])
    _compare(make, "replace_pattern_with_filters", _add_relu, _sub_sigmoid, None, True)

    def callback(match, g, p):
        return fx.symbolic_trace(_sub_sigmoid if len(match.nodes_map) % 2 else _add_relu).graph

    _compare(make, "replace_pattern_with_filters", _add_relu, None, None, False, callback)
    _compare(make, "replace_pattern_with_filters", _add_relu, _sub_sigmoid, node_name_match="add_1")


def test_literal_patterns():
    class M(torch.nn.Module):
        def forward(self, x):
            return torch.add(x, 1) * torch.add(x, 2) + torch.add(x, 1)

    _compare(lambda: fx.symbolic_trace(M()), "replace_pattern", lambda x: torch.add(x, 1), lambda x: torch.sub(x, 1))
    _compare(lambda: fx.symbolic_trace(M()), "replace_pattern_with_filters", lambda x: torch.add(x, 1),
             lambda x: torch.sub(x, 3), ignore_literals=True)


def test_module_replacement_copies_submodules():
    class M(torch.nn.Module):
        def forward(self, x):
            return torch.relu(x) + torch.relu(x + 1)

    class Rep(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.lin = torch.nn.Linear(3, 3)
            self.scale = torch.nn.Parameter(torch.ones(3))

        def forward(self, x):
            return self.lin(x) * self.scale

    rep = fx.symbolic_trace(Rep())
    ref, ours = fx.symbolic_trace(M()), fx.symbolic_trace(M())
    torch_rw.replace_pattern(ref, lambda x: torch.relu(x), rep)
    pyfxfast.replace_pattern(ours, lambda x: torch.relu(x), rep)
    assert ours.code == ref.code
    assert dict(ours.named_modules()).keys() == dict(ref.named_modules()).keys()
    x = torch.randn(2, 3)
    torch.testing.assert_close(ours(x), ref(x))


def test_placeholder_count_mismatch():
    for mod in (torch_rw, pyfxfast):
        with pytest.raises(AssertionError):
            mod.replace_pattern(fx.symbolic_trace(_Net()), _add_relu, lambda x: x)


def test_missing_replacement():
    for mod in (torch_rw, pyfxfast):
        with pytest.raises(AssertionError):
            mod.replace_pattern_with_filters(fx.symbolic_trace(_Net()), _add_relu, None)


def test_not_a_graph_module():
    with pytest.raises(TypeError):
        pyfxfast.replace_pattern(fx.symbolic_trace(_Net()).graph, _add_relu, _sub_sigmoid)


# -------------------------------------------------------------- ATen level


def _addmm_view_pattern():
    """Pattern graphs built by hand, as export-based flows do."""
    g = fx.Graph()
    b, x, w = g.placeholder("b"), g.placeholder("x"), g.placeholder("w")
    shape = g.placeholder("shape")
    mm = g.call_function(aten.addmm.default, (b, x, w))
    g.output(g.call_function(aten.view.default, (mm, shape)))
    return g


def _addmm_view_replacement():
    g = fx.Graph()
    b, x, w = g.placeholder("b"), g.placeholder("x"), g.placeholder("w")
    shape = g.placeholder("shape")
    mm = g.call_function(aten.mm.default, (x, w))
    add = g.call_function(aten.add.Tensor, (mm, b))
    g.output(g.call_function(aten.view.default, (add, shape)))
    return g


@pytest.fixture(scope="module")
def aten_3k():
    return aten_graph(3000)


def test_aten_addmm_view(aten_3k):
    results = _compare(lambda: copy.deepcopy(aten_3k), "replace_pattern_with_filters",
                       _addmm_view_pattern(), _addmm_view_replacement())
    assert len(results) > 10


def test_torch_level_model():
    gm = torch_graph(1500)
    pattern = fx.symbolic_trace(lambda x: torch.nn.functional.gelu(x))
    _compare(lambda: copy.deepcopy(gm), "replace_pattern", pattern, lambda x: torch.relu(x))


# -------------------------------------------------------------- random DAGs


def _relu_add():
    g = fx.Graph()
    x, y = g.placeholder("x"), g.placeholder("y")
    g.output(g.call_function(aten.relu.default, (g.call_function(aten.add.Tensor, (x, y)),)))
    return g


def _mul_sub():
    g = fx.Graph()
    x, y = g.placeholder("x"), g.placeholder("y")
    g.output(g.call_function(aten.neg.default, (g.call_function(aten.sub.Tensor, (x, y)),)))
    return g


def _single(target):
    def build():
        g = fx.Graph()
        x, y = g.placeholder("x"), g.placeholder("y")
        g.output(g.call_function(target, (x, y)))
        return g

    return build


@pytest.mark.parametrize("seed", range(40))
def test_random_dags(seed):
    rng = random.Random(seed)
    make = lambda: random_dag(rng_size, seed=seed)  # noqa: E731
    rng_size = rng.randint(20, 300)
    pattern, replacement = rng.choice([
        (_relu_add, _mul_sub),
        (_single(aten.add.Tensor), _single(aten.sub.Tensor)),
        (_single(aten.mul.Tensor), _relu_add),
    ])
    _compare(make, "replace_pattern_with_filters", pattern(), replacement())


# ------------------------------------------------------- replace_patterns


def test_replace_patterns_single_rule_is_identical():
    ref, ours = fx.symbolic_trace(_Net()), fx.symbolic_trace(_Net())
    expected = torch_rw.replace_pattern_with_filters(ref, _add_relu, _sub_sigmoid)
    (got,) = pyfxfast.replace_patterns(ours, [(_add_relu, _sub_sigmoid)])
    assert ours.code == ref.code and _summary(got) == _summary(expected)


@pytest.mark.parametrize("seed", range(10))
def test_replace_patterns_equals_sequential_calls(seed):
    rules = [
        (_relu_add(), _mul_sub()),
        (_single(aten.sub.Tensor)(), _single(aten.mul.Tensor)()),
        (_single(aten.mul.Tensor)(), _relu_add()),
    ]
    ref, ours = random_dag(200, seed=seed), random_dag(200, seed=seed)
    expected = [torch_rw.replace_pattern_with_filters(ref, p, r) for p, r in rules]
    got = pyfxfast.replace_patterns(ours, [pyfxfast.Rule(p, r) for p, r in rules])
    assert ours.code == ref.code
    assert [_summary(x) for x in got] == [_summary(x) for x in expected]


def test_replace_patterns_bad_rule():
    with pytest.raises(TypeError):
        pyfxfast.replace_patterns(fx.symbolic_trace(_Net()), [object()])
