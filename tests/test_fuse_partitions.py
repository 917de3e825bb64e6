"""pyfxfast.fuse_by_partitions / partition_and_fuse against torch, and invariants
of fused graphs at sizes where torch is too slow to compare."""

from __future__ import annotations

import copy
import random

import pytest
import torch
import torch.fx as fx
from torch.fx.passes.infra.partitioner import CapabilityBasedPartitioner as TorchPartitioner
from torch.fx.passes.operator_support import OperatorSupport, create_op_support
from torch.fx.passes.utils.fuser_utils import fuse_by_partitions as torch_fuse_by_partitions

from torch_release import HAS_SKIP, partitioner_kwargs
import pyfxfast
from partition_dags import random_graph_module, random_inputs, random_support
from pyfxfast.testing.graphs import aten_graph

CALLABLE_OPS = ("call_function", "call_module", "call_method")
ATEN_POINTWISE = OperatorSupport(
    {
        f"torch.ops.aten.{op}": None
        for op in ("add.Tensor", "mul.Tensor", "gelu.default", "clone.default", "view.default", "permute.default")
    }
)


def callable_only(support):
    return create_op_support(lambda mods, node: node.op in CALLABLE_OPS and support.is_node_supported(mods, node))


def fused_signature(gm: fx.GraphModule) -> tuple[str, list[str]]:
    return gm.code, [name for name, _ in gm.named_modules()]


def outcome(fn):
    try:
        return fused_signature(fn()), None
    except Exception as e:  # noqa: BLE001 - the error itself is compared
        return None, (type(e), str(e))


@pytest.mark.parametrize("chunk", range(3))
def test_partition_and_fuse_matches_torch(chunk: int) -> None:
    for seed in range(chunk * 40, chunk * 40 + 40):
        rng = random.Random(seed)
        gm = random_graph_module(seed, num_nodes=rng.randint(6, 60))
        support = random_support(seed, gm)
        runnable = seed % 2 == 1
        if runnable:
            support = callable_only(support)
        opts = partitioner_kwargs({"skip_horizontal_fusion": rng.random() < 0.5 and HAS_SKIP,
                                   "allows_single_node_partition": rng.random() < 0.3})
        g_torch, g_fast = copy.deepcopy(gm), copy.deepcopy(gm)
        expected = outcome(lambda: TorchPartitioner(g_torch, support, **opts).partition_and_fuse())
        got = outcome(lambda: pyfxfast.CapabilityBasedPartitioner(g_fast, support, **opts).partition_and_fuse())
        assert got == expected, (seed, opts)
        if runnable:
            x = random_inputs(gm)
            torch.testing.assert_close(g_fast(*x), gm(*x))


def test_fuse_by_partitions_options_and_prefix() -> None:
    gm = random_graph_module(11, num_nodes=60)
    support = callable_only(random_support(11, gm))
    for always_return_tuple in (False, True):
        g_torch, g_fast = copy.deepcopy(gm), copy.deepcopy(gm)
        p_torch = TorchPartitioner(g_torch, support).propose_partitions()
        p_fast = pyfxfast.CapabilityBasedPartitioner(g_fast, support).propose_partitions()
        assert len(p_fast) >= 2
        torch_fuse_by_partitions(g_torch, [p.nodes for p in p_torch], "blk_", always_return_tuple)
        pyfxfast.fuse_by_partitions(g_fast, [p.nodes for p in p_fast], "blk_", always_return_tuple)
        assert fused_signature(g_fast) == fused_signature(g_torch)
        assert "blk_0" in dict(g_fast.named_modules())


def test_cyclic_partition_raises_like_torch() -> None:
    # {a, c} is not convex: a -> b -> c with b outside.
    def build() -> tuple[fx.GraphModule, list[dict]]:
        g = fx.Graph()
        x = g.placeholder("x")
        a = g.call_function(torch.relu, (x,))
        b = g.call_function(torch.neg, (a,))
        c = g.call_function(torch.add, (a, b))
        d = g.call_function(torch.sin, (x,))
        e = g.call_function(torch.cos, (d,))
        g.output((c, e))
        gm = fx.GraphModule(torch.nn.Module(), g)
        return gm, [{d: None, e: None}, {a: None, c: None}]

    gm_t, parts_t = build()
    gm_f, parts_f = build()
    with pytest.raises(AssertionError) as expected:
        torch_fuse_by_partitions(gm_t, parts_t)
    with pytest.raises(AssertionError) as got:
        pyfxfast.fuse_by_partitions(gm_f, parts_f)
    assert str(got.value) == str(expected.value)
    # The first partition was fused before the error, as in torch.
    assert fused_signature(gm_f)[1] == fused_signature(gm_t)[1]


def test_aten_transformer_fuse_matches_torch() -> None:
    g_torch, g_fast = aten_graph(600), aten_graph(600)
    p_torch = TorchPartitioner(g_torch, ATEN_POINTWISE).propose_partitions()
    p_fast = pyfxfast.CapabilityBasedPartitioner(g_fast, ATEN_POINTWISE).propose_partitions()
    torch_fuse_by_partitions(g_torch, [p.nodes for p in p_torch])
    pyfxfast.fuse_by_partitions(g_fast, [p.nodes for p in p_fast])
    assert fused_signature(g_fast) == fused_signature(g_torch)


def aten_inputs(gm: fx.GraphModule, seed: int = 0) -> list[torch.Tensor]:
    """Random values for an aten_graph's placeholders (parameters, then the input)."""
    gen = torch.Generator().manual_seed(seed)
    out = []
    for node in gm.graph.nodes:
        if node.op == "placeholder":
            val = node.meta["val"]
            out.append(torch.randn(tuple(val.shape), generator=gen, dtype=val.dtype) * 0.5)
    return out


def is_acyclic_and_sorted(gm: fx.GraphModule) -> bool:
    seen: set[fx.Node] = set()
    for node in gm.graph.nodes:
        if any(inp not in seen for inp in node.all_input_nodes):
            return False
        seen.add(node)
    return True


@pytest.mark.parametrize("fast", [False, True])
def test_large_fused_graph_is_acyclic_and_computes_the_same(fast: bool) -> None:
    gm = aten_graph(3_000)
    x = aten_inputs(gm)
    expected = gm(*x)
    reference = copy.deepcopy(gm.graph)
    # Placeholders and the output are "supported" by a support dict (they are
    # not callable); keep them out so the fused module keeps its signature.
    partitioner = pyfxfast.CapabilityBasedPartitioner(gm, callable_only(ATEN_POINTWISE), fast=fast)
    partitions = partitioner.propose_partitions()
    assert len(partitions) > 50
    fused = partitioner.fuse_partitions(partitions)
    fused.graph.lint()
    assert is_acyclic_and_sorted(fused)
    assert sum(1 for n in fused.graph.nodes if n.op == "call_module") == len(partitions)
    assert len(fused.graph.nodes) < len(reference.nodes)
    torch.testing.assert_close(fused(*x), expected)


def test_torch_level_graph_with_modules_fuses_like_torch() -> None:
    # call_module nodes inside partitions: their submodules are copied into the fused modules.
    from pyfxfast.testing.graphs import torch_graph

    support = OperatorSupport(
        {
            "_operator.add": None,
            "torch.nn.modules.linear.Linear": None,
            "torch.nn.functional.gelu": None,
            "transpose": None,
            "view": None,
        }
    )
    g_torch, g_fast = torch_graph(400), torch_graph(400)
    opts = {"allows_single_node_partition": True}
    TorchPartitioner(g_torch, callable_only(support), **opts).partition_and_fuse()
    pyfxfast.CapabilityBasedPartitioner(g_fast, callable_only(support), **opts).partition_and_fuse()
    assert fused_signature(g_fast) == fused_signature(g_torch)
    assert sum(1 for n in g_fast.graph.nodes if n.op == "call_module" and n.target.startswith("fused_")) > 5
    x = torch.randn(2, 8, 32)
    torch.testing.assert_close(g_fast(x), g_torch(x))
