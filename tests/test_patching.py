"""pyfxfast.patch(): torch code that calls torch.fx's utilities reaches pyfxfast."""

import copy

import pytest
import torch
import torch.fx as fx
import torch.fx.passes.tools_common as tools_common
import torch.fx.passes.utils.fuser_utils as fuser_utils
import torch.fx.passes.utils.matcher_utils as matcher_utils
import torch.fx.subgraph_rewriter as subgraph_rewriter
from torch.fx.experimental import merge_matmul

import pyfxfast
from pyfxfast.testing import random_dag


@pytest.fixture(autouse=True)
def _always_unpatched():
    yield
    while pyfxfast.is_patched():
        pyfxfast.unpatch()


def test_patch_and_unpatch_swap_the_names():
    # (validate_partition, not topo_sort: the latter is torch's own on torch 2.11, which patch() leaves alone)
    originals = (matcher_utils.SubgraphMatcher, subgraph_rewriter.replace_pattern, fuser_utils.validate_partition,
                 tools_common.legalize_graph, fx.Graph.eliminate_dead_code, fx.replace_pattern)
    pyfxfast.patch()
    assert matcher_utils.SubgraphMatcher is pyfxfast.SubgraphMatcher
    assert subgraph_rewriter.replace_pattern is pyfxfast.replace_pattern
    assert fx.replace_pattern is pyfxfast.replace_pattern  # re-exported name, patched where imported
    assert fuser_utils.validate_partition is pyfxfast.validate_partition
    assert tools_common.legalize_graph is pyfxfast.legalize_graph
    assert merge_matmul.legalize_graph is pyfxfast.legalize_graph
    pyfxfast.unpatch()
    assert (matcher_utils.SubgraphMatcher, subgraph_rewriter.replace_pattern, fuser_utils.validate_partition,
            tools_common.legalize_graph, fx.Graph.eliminate_dead_code, fx.replace_pattern) == originals


def test_context_manager_and_nesting():
    original = fuser_utils.validate_partition
    with pyfxfast.patch():
        with pyfxfast.patch():
            assert fuser_utils.validate_partition is pyfxfast.validate_partition
        assert fuser_utils.validate_partition is pyfxfast.validate_partition  # inner exit keeps the outer patch
    assert fuser_utils.validate_partition is original
    assert not pyfxfast.is_patched()


@pytest.mark.parametrize("switches", [{"codegen": True}, {"graph_building": True},
                                      {"codegen": True, "graph_building": True}])
def test_graph_building_implies_codegen(switches):
    """One switch: the GraphModules that graph building builds get pyfxfast's code generation."""
    from pyfxfast.codegen import _patch_targets

    targets = _patch_targets()
    if not targets:
        pytest.skip("pyfxfast's codegen is not verified on this torch: patch() installs none")
    originals = [owner.__dict__.get(name) for owner, name, _ in targets]
    gm = fx.symbolic_trace(torch.nn.Sequential(torch.nn.Linear(2, 2), torch.nn.ReLU()))
    twin = copy.deepcopy(gm)
    twin.recompile()  # torch's own
    with pyfxfast.patch(**switches):
        for owner, name, replacement in targets:
            assert owner.__dict__.get(name) is replacement, (owner, name)
        gm.recompile()
        assert gm.code == twin.code
    assert [owner.__dict__.get(name) for owner, name, _ in targets] == originals


def test_graph_dce_method_is_routed_and_identical():
    gm = random_dag(200, seed=3)
    ref, ours = copy.deepcopy(gm), copy.deepcopy(gm)
    expected = ref.graph.eliminate_dead_code()
    calls = []
    real = pyfxfast.dce.eliminate_dead_code
    with pyfxfast.patch():
        import pyfxfast.dce as dce_module

        dce_module.eliminate_dead_code = lambda g, f=None: calls.append(g) or real(g, f)
        try:
            got = ours.graph.eliminate_dead_code()
        finally:
            dce_module.eliminate_dead_code = real
    assert calls and got == expected
    assert [n.name for n in ours.graph.nodes] == [n.name for n in ref.graph.nodes]


class _MatMuls(torch.nn.Module):
    def forward(self, a, b, c):
        x = torch.matmul(a, c)
        y = torch.matmul(b, c)
        return x + y


def test_torch_merge_matmul_identical_with_patch(monkeypatch):
    # merge_matmul calls tools_common.legalize_graph internally.
    seen = []
    real = pyfxfast.ordering.legalize_graph

    def spy(gm):
        seen.append(gm)
        return real(gm)

    monkeypatch.setattr(pyfxfast, "legalize_graph", spy)
    expected = merge_matmul.merge_matmul(_MatMuls())
    with pyfxfast.patch():
        got = merge_matmul.merge_matmul(_MatMuls())
    assert seen, "torch's merge_matmul did not reach pyfxfast.legalize_graph"
    assert got.code == expected.code
    a, b, c = torch.randn(2, 3), torch.randn(2, 3), torch.randn(3, 4)
    torch.testing.assert_close(got(a, b, c), expected(a, b, c))


def test_torch_replace_pattern_reaches_pyfxfast_matcher():
    class M(torch.nn.Module):
        def forward(self, x):
            return torch.relu(torch.neg(x)) + torch.relu(torch.neg(x + 1))

    pattern = lambda x: torch.relu(torch.neg(x))  # noqa: E731
    replacement = lambda x: torch.sigmoid(x)  # noqa: E731
    subgraph_rewriter_original = torch.fx.subgraph_rewriter._replace_pattern
    expected = fx.symbolic_trace(M())
    torch.fx.replace_pattern(expected, pattern, replacement)
    got = fx.symbolic_trace(M())
    with pyfxfast.patch():
        assert torch.fx.subgraph_rewriter._replace_pattern is not subgraph_rewriter_original
        torch.fx.replace_pattern(got, pattern, replacement)
    assert got.code == expected.code


def test_modules_imported_while_patched_are_restored():
    # Both torch names map to pyfxfast functions; unpatch must give each binding its own original.
    import sys
    import types

    originals = (subgraph_rewriter.replace_pattern_with_filters, subgraph_rewriter._replace_pattern)
    late = types.ModuleType("late_importer")
    sys.modules["late_importer"] = late
    try:
        with pyfxfast.patch():
            late.replace_pattern_with_filters = subgraph_rewriter.replace_pattern_with_filters
            late._replace_pattern = subgraph_rewriter._replace_pattern
            assert late.replace_pattern_with_filters is pyfxfast.replace_pattern_with_filters
        assert (late.replace_pattern_with_filters, late._replace_pattern) == originals
    finally:
        del sys.modules["late_importer"]


def test_unpatch_keeps_pyfxfast_objects_a_module_imported_itself():
    # A module that chose pyfxfast's class before patch() must still hold it after
    # unpatch(); only bindings patch() changed, or made while patched, go back.
    import sys
    import types

    user = types.ModuleType("user_of_pyfxfast")
    user.SubgraphMatcher = pyfxfast.SubgraphMatcher
    user.TorchMatcher = matcher_utils.SubgraphMatcher
    torch_matcher = matcher_utils.SubgraphMatcher
    sys.modules["user_of_pyfxfast"] = user
    try:
        with pyfxfast.patch():
            assert user.TorchMatcher is pyfxfast.SubgraphMatcher
        assert user.SubgraphMatcher is pyfxfast.SubgraphMatcher
        assert user.TorchMatcher is torch_matcher
    finally:
        del sys.modules["user_of_pyfxfast"]
