"""pyfxfast.CapabilityBasedPartitioner against torch's, the oracle.

Partitions are compared as (id, [(node name, dict value), ...]) lists, so ids,
partition order, node order and the dict values must all match.
"""

from __future__ import annotations

import copy
import random

import pytest
import torch
import torch.fx as fx
from torch.fx.passes.infra.partitioner import CapabilityBasedPartitioner as TorchPartitioner
from torch.fx.passes.operator_support import OperatorSupport, OpSupports, any_chain, chain, create_op_support

import pyfxfast
from partition_dags import hub_graph_module, random_graph_module, random_inputs, random_support
from torch_release import HAS_SKIP, SKIP_MODES, partitioner_kwargs
from pyfxfast.testing.graphs import aten_graph, torch_graph

CALLABLE_OPS = ("call_function", "call_module", "call_method")
ATEN_POINTWISE = OperatorSupport(
    {
        f"torch.ops.aten.{op}": None
        for op in ("add.Tensor", "mul.Tensor", "gelu.default", "clone.default", "view.default", "permute.default")
    }
)


def summary(partitions) -> list[tuple[int, list[tuple[str, int | None]]]]:
    return [(p.id, [(n.name, v) for n, v in p.nodes.items()]) for p in partitions]


def both(gm: fx.GraphModule, support, **kwargs):
    kwargs = partitioner_kwargs(kwargs)
    expected = TorchPartitioner(gm, support, **kwargs).propose_partitions()
    got = pyfxfast.CapabilityBasedPartitioner(gm, support, **kwargs).propose_partitions()
    return summary(expected), summary(got)


def callable_only(support):
    """Keeps placeholders and the output node out of partitions, so the fused module stays runnable."""
    return create_op_support(lambda mods, node: node.op in CALLABLE_OPS and support.is_node_supported(mods, node))


def random_options(rng: random.Random) -> dict:
    opts: dict = {
        "skip_horizontal_fusion": rng.random() < 0.5 and HAS_SKIP,
        "allows_single_node_partition": rng.random() < 0.4,
    }
    if rng.random() < 0.3:
        opts["non_compute_ops"] = ["torch.ops.aten.view.default", "torch.ops.aten.clone.default"]
    if rng.random() < 0.3:
        opts["allowed_single_node_partition_ops"] = ["torch.relu", "torch.ops.aten.sigmoid.default"]
    return opts


@pytest.mark.parametrize("chunk", range(6))
def test_random_dags_match_torch(chunk: int) -> None:
    for seed in range(chunk * 60, chunk * 60 + 60):
        rng = random.Random(seed)
        gm = random_graph_module(seed, num_nodes=rng.randint(4, 70))
        support = random_support(seed, gm)
        opts = random_options(rng)
        expected, got = both(gm, support, **opts)
        assert got == expected, (seed, opts)


@pytest.mark.parametrize("skip", SKIP_MODES)
def test_larger_random_dags_match_torch(skip: bool) -> None:
    for seed in range(1000, 1030):
        gm = random_graph_module(seed, num_nodes=random.Random(seed).randint(100, 220))
        support = random_support(seed, gm)
        expected, got = both(gm, support, skip_horizontal_fusion=skip, allows_single_node_partition=seed % 2 == 0)
        assert got == expected, seed


@pytest.mark.parametrize("skip", SKIP_MODES)
def test_shared_input_dags_match_torch(skip: bool) -> None:
    # Nodes with many users (shared weights): one step merges one node's
    # partition with many others, and partitions carry dozens of outside users.
    for seed in range(20):
        gm = hub_graph_module(seed, num_nodes=random.Random(seed).randint(150, 400))
        support = random_support(seed, gm)
        expected, got = both(gm, support, skip_horizontal_fusion=skip, allows_single_node_partition=seed % 3 == 0)
        assert got == expected, seed


@pytest.mark.parametrize("skip", SKIP_MODES)
def test_random_dags_at_3k_match_reference(skip: bool) -> None:
    # Beyond torch's reach in default mode (its passes are cubic): against the
    # previous exact implementation, on shared-input and random DAGs.
    for seed in range(12):
        gm = hub_graph_module(seed, 3000) if seed % 2 else random_graph_module(seed, num_nodes=3000)
        support = random_support(seed, gm)
        partitioner = pyfxfast.CapabilityBasedPartitioner(gm, support, **partitioner_kwargs({"skip_horizontal_fusion": skip}))
        got = summary(partitioner.propose_partitions())
        partitioner._reference = True
        assert got == summary(partitioner.propose_partitions()), seed


@pytest.mark.parametrize("kind, seed", [("hub", 1916), ("rand", 2088), ("hub", 2433), ("hub", 2925), ("hub", 4160)])
def test_maps_retaken_after_other_merges_match_torch(kind: str, seed: int) -> None:
    # Found by search: a merge must retake its outside users' sets when other
    # merges happened since its map was taken (graphs where reusing the old
    # map would give other partitions than torch's).
    rng = random.Random(seed)
    if kind == "hub":
        gm = hub_graph_module(seed, rng.randint(60, 300))
    else:
        gm = random_graph_module(seed, num_nodes=rng.randint(20, 200))
    support = random_support(seed, gm)
    for skip in SKIP_MODES[::-1]:
        expected, got = both(gm, support, skip_horizontal_fusion=skip)
        assert got == expected, skip


def test_random_partitions_are_not_trivial() -> None:
    # Guards the generator: the differential tests must see merges, getitem
    # reassignment (None values) and both filters at work.
    sizes, none_values = [], 0
    for seed in range(60):
        gm = random_graph_module(seed)
        parts = pyfxfast.CapabilityBasedPartitioner(gm, random_support(seed, gm)).propose_partitions()
        sizes += [len(p.nodes) for p in parts]
        none_values += sum(v is None for p in parts for v in p.nodes.values())
    assert max(sizes) >= 6 and none_values > 10


def test_support_combinators_and_custom_classes() -> None:
    gm = random_graph_module(7, num_nodes=80)

    class ByName(pyfxfast.OperatorSupportBase):
        def is_node_supported(self, submodules, node) -> bool:
            return hash(node.name) % 3 != 0

    supports = [
        chain(ByName(), OpSupports.decline_if_node_in_names({"add", "sin_1"})),
        any_chain(ByName(), OperatorSupport({"torch.relu": None})),
        OperatorSupport({"torch.add": None, "torch.ops.aten.view.default": None, "_operator.getitem": None}),
        OperatorSupport(),  # nothing callable supported
    ]
    for support in supports:
        for skip in SKIP_MODES:
            expected, got = both(gm, support, skip_horizontal_fusion=skip, allows_single_node_partition=True)
            assert got == expected


def test_support_is_asked_once_per_node() -> None:
    gm = random_graph_module(3, num_nodes=60)
    calls: list[str] = []

    def ask(mods, node) -> bool:
        calls.append(node.name)
        return node.name[-1] in "0123456"

    pyfxfast.CapabilityBasedPartitioner(gm, create_op_support(ask)).propose_partitions()
    names = [n.name for n in gm.graph.nodes]
    assert calls == names[::-1]  # torch's order: reverse graph order


@pytest.mark.parametrize("skip", SKIP_MODES)
def test_aten_transformer_matches_torch(skip: bool) -> None:
    gm = aten_graph(1000)
    expected, got = both(gm, ATEN_POINTWISE, skip_horizontal_fusion=skip)
    assert len(got) > 50
    assert got == expected


def test_torch_level_and_cnn_graphs_match_torch() -> None:
    gm = torch_graph(700)
    support = OperatorSupport(
        {"_operator.add": None, "torch.nn.functional.gelu": None, "transpose": None, "view": None, "reshape": None}
    )
    expected, got = both(gm, support, allows_single_node_partition=True)
    assert got == expected and len(got) > 10
    cnn = aten_graph(700, kind="cnn")
    support = callable_only(random_support(5, cnn))
    for skip in SKIP_MODES:
        expected, got = both(cnn, support, skip_horizontal_fusion=skip)
        assert got == expected


def test_remove_bookend_non_compute_ops_matches_torch() -> None:
    for seed in range(40):
        gm = random_graph_module(seed, num_nodes=50)
        support = random_support(seed, gm)
        opts = {"non_compute_ops": ["torch.ops.aten.view.default", "_operator.getitem", "torch.neg"]}
        tp = TorchPartitioner(gm, support, **opts)
        fp = pyfxfast.CapabilityBasedPartitioner(gm, support, **opts)
        expected, got = tp.propose_partitions(), fp.propose_partitions()
        tp.remove_bookend_non_compute_ops(expected)
        fp.remove_bookend_non_compute_ops(got)
        assert summary(got) == summary(expected)


def test_unsorted_graph_as_torch() -> None:
    # torch assumes topological order without checking: the exact modes give
    # torch's result on such a graph too; fast mode (pyfxfast's own) refuses it.
    g = fx.Graph()
    x = g.placeholder("x")
    a = g.call_function(torch.relu, (x,))
    b = g.call_function(torch.neg, (a,))
    c = g.call_function(torch.relu, (b,))
    g.output(c)
    b.append(a)  # a now comes after its user
    gm = fx.GraphModule(torch.nn.Module(), g)
    support = OperatorSupport({"torch.relu": None, "torch.neg": None})
    expected = TorchPartitioner(gm, support).propose_partitions()
    got = pyfxfast.CapabilityBasedPartitioner(gm, support).propose_partitions()
    assert summary(got) == summary(expected)
    with pytest.raises(ValueError, match="topologically"):
        pyfxfast.CapabilityBasedPartitioner(gm, support, fast=True).propose_partitions()


def test_fast_mode_partitions_are_acyclic_and_fusable() -> None:
    from array import array

    from pyfxfast._graph import CompactGraph

    checked = 0
    for seed in range(2000, 2040):
        rng = random.Random(seed)
        gm = random_graph_module(seed, num_nodes=rng.randint(20, 120))
        support = callable_only(random_support(seed, gm))
        parts = pyfxfast.CapabilityBasedPartitioner(
            gm, support, allows_single_node_partition=rng.random() < 0.5, fast=True
        ).propose_partitions()
        cg = CompactGraph(gm.graph)
        index = {n: i for i, n in enumerate(cg.nodes)}
        label = array("i", [-1]) * len(index)
        for k, p in enumerate(parts):
            for node in p.nodes:
                assert label[index[node]] == -1  # disjoint
                label[index[node]] = k
        assert pyfxfast._C.groups_acyclic(cg.native, label.tobytes(), len(parts))
        fused = copy.deepcopy(gm)
        fused_parts = pyfxfast.CapabilityBasedPartitioner(fused, support, fast=True).propose_partitions()
        pyfxfast.fuse_by_partitions(fused, [p.nodes for p in fused_parts])
        x = random_inputs(gm)
        torch.testing.assert_close(fused(*x), gm(*x))
        checked += len(parts) > 1
    assert checked > 10


def test_groups_acyclic_detects_a_cycle() -> None:
    from array import array

    from pyfxfast._graph import CompactGraph

    g = fx.Graph()
    x = g.placeholder("x")
    a = g.call_function(torch.relu, (x,))
    b = g.call_function(torch.neg, (a,))
    c = g.call_function(torch.add, (a, b))
    g.output(c)
    cg = CompactGraph(g)
    assert not pyfxfast._C.groups_acyclic(cg.native, array("i", [-1, 0, -1, 0, -1]).tobytes(), 1)
    assert pyfxfast._C.groups_acyclic(cg.native, array("i", [-1, 0, 0, 0, -1]).tobytes(), 1)


# -- protected members that subclasses use (ExecuTorch's GroupBasedPartitioner style)


def grouping_subclass(base: type) -> type:
    """A subclass that overrides propose_partitions with its own greedy pass and
    uses the protected members torch's class provides."""

    class Grouping(base):  # type: ignore[misc, valid-type]
        def propose_partitions(self):
            from torch.fx.passes.infra.partitioner import Partition

            assert self.non_compute_ops is not None and self.allowed_single_node_partition_ops is not None
            assert isinstance(self.allows_single_node_partition, bool)
            assert getattr(self, "skip_horizontal_fusion", False) in (False, True)
            parts: list[set] = []
            for node in reversed(self.graph_module.graph.nodes):
                if not self._is_node_supported(node):
                    continue
                placed = False
                for group in parts:
                    if any(u in group for u in node.users):
                        combined = group | {node}
                        outside = [u for n in combined for u in n.users if u not in combined]
                        if not any(d in combined for u in outside for d in self.dependency_viewer.downstreams_of(u)):
                            group.add(node)
                            placed = True
                            break
                if not placed:
                    parts.append({node})
            order = {n: i for i, n in enumerate(self.graph_module.graph.nodes)}
            return [Partition(id=i, nodes=sorted(p, key=order.__getitem__)) for i, p in enumerate(parts)]

    return Grouping


def fused_code(partitioner) -> tuple:
    try:
        return "ok", partitioner.fuse_partitions(partitioner.propose_partitions()).code
    except Exception as exc:  # noqa: BLE001 - compared with torch's
        return "raises", type(exc), str(exc)


def test_subclass_using_protected_members_matches_torch_subclass() -> None:
    merged = 0
    for seed in range(25):
        gm = random_graph_module(seed, num_nodes=60)
        support = random_support(seed, gm)
        opts = {"non_compute_ops": ["torch.neg"], "allowed_single_node_partition_ops": ["torch.relu"]}
        ours = grouping_subclass(pyfxfast.CapabilityBasedPartitioner)(gm, support, **opts)
        theirs = grouping_subclass(TorchPartitioner)(gm, support, **opts)
        got = summary(ours.propose_partitions())
        assert got == summary(theirs.propose_partitions()), seed
        merged += any(len(nodes) > 1 for _, nodes in got)
        for attr in ("graph_module", "operator_support", "allows_single_node_partition", "non_compute_ops",
                     "allowed_single_node_partition_ops", "skip_horizontal_fusion"):
            # (torch < 2.13 has no skip_horizontal_fusion attribute, and then neither has pyfxfast)
            assert getattr(ours, attr, None) == getattr(theirs, attr, None)
            assert hasattr(ours, attr) == hasattr(theirs, attr)
        # fuse_partitions on the subclass's own partitions (each side on its own copy)
        ours = grouping_subclass(pyfxfast.CapabilityBasedPartitioner)(copy.deepcopy(gm), support, **opts)
        theirs = grouping_subclass(TorchPartitioner)(copy.deepcopy(gm), support, **opts)
        # (torch 2.11 cannot fuse a partition without outputs: both raise its AssertionError there)
        assert fused_code(ours) == fused_code(theirs)
    assert merged > 10


def test_dependency_viewer_matches_torch_sets_and_order() -> None:
    from torch.fx.passes.infra.partitioner import _DependencyViewer

    for seed in range(10):
        gm = random_graph_module(seed, num_nodes=80)
        ref = _DependencyViewer(gm)
        viewer = pyfxfast.CapabilityBasedPartitioner(gm, random_support(seed, gm)).dependency_viewer
        nodes = list(gm.graph.nodes)
        random.Random(seed).shuffle(nodes)  # any query order gives torch's sets
        for node in nodes:
            assert list(viewer.downstreams_of(node)) == list(ref.downstreams_of(node))
            # upstreams_of (ExecuTorch's viewer): every node this one depends on
            expected_up, stack = set(), list(node.all_input_nodes)
            while stack:
                n = stack.pop()
                if n not in expected_up:
                    expected_up.add(n)
                    stack.extend(n.all_input_nodes)
            assert viewer.upstreams_of(node) == expected_up


def test_subclass_may_replace_dependency_viewer_and_is_node_supported() -> None:
    gm = random_graph_module(4, num_nodes=50)
    asked: list[str] = []

    class Custom(pyfxfast.CapabilityBasedPartitioner):
        def __init__(self, *args, **kwargs) -> None:
            super().__init__(*args, **kwargs)
            self.dependency_viewer = "mine"

        def _is_node_supported(self, node) -> bool:
            asked.append(node.name)
            return node.op == "call_function" and node.name[-1] in "02468"

    class TorchCustom(TorchPartitioner):
        def _is_node_supported(self, node) -> bool:
            return node.op == "call_function" and node.name[-1] in "02468"

    p = Custom(gm, OperatorSupport())
    assert p.dependency_viewer == "mine"
    got = summary(p.propose_partitions())
    assert asked == [n.name for n in reversed(gm.graph.nodes)]
    assert got == summary(TorchCustom(gm, OperatorSupport()).propose_partitions()) and got


def test_subclass_made_while_patched_has_torch_members() -> None:
    import torch.fx.passes.infra.partitioner as torch_partitioner_module

    gm = random_graph_module(9, num_nodes=60)
    support = random_support(9, gm)
    with pyfxfast.patch():
        base = torch_partitioner_module.CapabilityBasedPartitioner
        assert base is pyfxfast.CapabilityBasedPartitioner
        patched_sub = grouping_subclass(base)
    expected = summary(grouping_subclass(TorchPartitioner)(gm, support).propose_partitions())
    assert summary(patched_sub(gm, support).propose_partitions()) == expected
