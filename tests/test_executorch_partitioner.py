"""pyfxfast.executorch.GroupBasedPartitioner against ExecuTorch's own class.

Same partitions (ids, order, node order and values), on random DAGs with
random node groups (convex or not, overlapping, with unsupported members,
getitem users) and on XNNPACK's groups for exported models.
"""

from __future__ import annotations

import operator
import random
import sys

import pytest
import torch
import torch.fx as fx

if sys.version_info >= (3, 15):
    pytest.skip("ExecuTorch 1.5.1 publishes no CPython 3.15 wheel", allow_module_level=True)
# On torch 2.11 and 2.12 make test does not install it (its runtime fails there: the Makefile).
pytest.importorskip("executorch")

from executorch.exir.backend.canonical_partitioners import group_partitioner as et_group  # noqa: E402
from torch.fx.passes.operator_support import OperatorSupportBase, create_op_support  # noqa: E402

from executorch_lowering import ConvBN, tiny_llama  # noqa: E402
from partition_dags import random_graph_module, random_support  # noqa: E402
from pyfxfast.executorch import GroupBasedPartitioner  # noqa: E402

ExecuTorchGroupBasedPartitioner = et_group.GroupBasedPartitioner


def _snapshot(partitions):
    return [(p.id, list(p.nodes.items())) for p in partitions]


def _random_groups(gm: fx.GraphModule, rng: random.Random) -> list[list[fx.Node]]:
    """Disjoint groups: runs of consecutive nodes (mostly convex) and random
    picks (often not), sometimes including placeholders and the output."""
    nodes = list(gm.graph.nodes)
    free = list(range(len(nodes)))
    rng.shuffle(free)
    taken: set[int] = set()
    groups = []
    for _ in range(rng.randint(0, max(1, len(nodes) // 3))):
        if rng.random() < 0.5:
            start = rng.randrange(len(nodes))
            run = [i for i in range(start, min(len(nodes), start + rng.randint(1, 5))) if i not in taken]
        else:
            run = [i for i in rng.sample(range(len(nodes)), k=min(len(nodes), rng.randint(1, 4))) if i not in taken]
        if not run:
            continue
        taken.update(run)
        groups.append([nodes[i] for i in run])
    return groups


def _both(gm, support, **kwargs):
    theirs = ExecuTorchGroupBasedPartitioner(gm, support, **kwargs).propose_partitions()
    ours = GroupBasedPartitioner(gm, support, **kwargs).propose_partitions()
    return _snapshot(theirs), _snapshot(ours)


@pytest.mark.parametrize("seed", range(300))
def test_random_dags_with_groups(seed):
    rng = random.Random(seed)
    gm = random_graph_module(seed, num_nodes=rng.choice([10, 25, 60]))
    support = random_support(seed, gm)
    kwargs = dict(
        node_groups=_random_groups(gm, rng) or None,
        allows_single_node_partition=rng.random() < 0.5,
    )
    if rng.random() < 0.3:
        kwargs["non_compute_ops"] = ["torch.relu"]
    if rng.random() < 0.3:
        kwargs["allowed_single_node_partition_ops"] = ["torch.sin", "torch.ops.aten.sigmoid.default"]
    theirs, ours = _both(gm, support, **kwargs)
    assert ours == theirs


@pytest.mark.parametrize("seed", range(20))
def test_larger_random_dags(seed):
    rng = random.Random(1000 + seed)
    gm = random_graph_module(1000 + seed, num_nodes=300)
    support = random_support(seed, gm)
    theirs, ours = _both(gm, support, node_groups=_random_groups(gm, rng), allows_single_node_partition=True)
    assert ours == theirs
    assert len(ours) >= 1


def _chain(n: int) -> tuple[fx.GraphModule, list[fx.Node]]:
    g = fx.Graph()
    x = g.placeholder("x")
    nodes = [x]
    for _ in range(n):
        nodes.append(g.call_function(torch.relu, (nodes[-1],)))
    g.output(nodes[-1])
    return fx.GraphModule(torch.nn.Module(), g), nodes


def test_overlapping_groups_raise_the_same_error():
    gm, nodes = _chain(4)
    support = create_op_support(lambda _m, n: n.op == "call_function")
    groups = [[nodes[1], nodes[2]], [nodes[2], nodes[3]]]
    with pytest.raises(ValueError) as theirs:
        ExecuTorchGroupBasedPartitioner(gm, support, node_groups=groups)
    with pytest.raises(ValueError) as ours:
        GroupBasedPartitioner(gm, support, node_groups=groups)
    assert str(ours.value) == str(theirs.value)


def test_group_that_would_form_a_cycle():
    # {relu1, relu3} skips relu2, which is unsupported: the group stays whole
    # (ExecuTorch keeps groups as given) but nothing can merge with it.
    gm, nodes = _chain(5)
    unsupported = {nodes[2]}
    support = create_op_support(lambda _m, n: n.op == "call_function" and n not in unsupported)
    groups = [[nodes[1], nodes[3]]]
    for single in (False, True):
        theirs, ours = _both(gm, support, node_groups=groups, allows_single_node_partition=single)
        assert ours == theirs
    # The gap filled by a later partition: {relu1, relu3} + {relu2} is convex
    # (while {relu3, relu4} cannot take the group: relu2 lies between).
    support_all = create_op_support(lambda _m, n: n.op == "call_function")
    theirs, ours = _both(gm, support_all, node_groups=groups)
    assert ours == theirs
    assert [len(nodes) for _, nodes in ours] == [2, 3]


def test_single_node_filter_and_getitems():
    g = fx.Graph()
    x = g.placeholder("x")
    t = g.call_function(torch.ops.aten.split.Tensor, (x, 2))
    a = g.call_function(operator.getitem, (t, 0))
    b = g.call_function(operator.getitem, (t, 1))
    c = g.call_function(torch.relu, (a,))
    v = g.call_function(torch.ops.aten.view.default, (b, [-1]))
    g.output((c, v))
    gm = fx.GraphModule(torch.nn.Module(), g)
    for groups in (None, [[t], [a, c]], [[t, b], [a]], [[v, c]]):
        for single in (False, True):
            for allowed in (None, ["torch.ops.aten.split.Tensor"]):
                support = create_op_support(lambda _m, n: n.op == "call_function")
                theirs, ours = _both(
                    gm, support, node_groups=groups, allows_single_node_partition=single,
                    allowed_single_node_partition_ops=allowed,
                )
                assert ours == theirs


def test_group_node_not_in_graph_raises():
    gm, nodes = _chain(3)
    other, other_nodes = _chain(2)
    support = create_op_support(lambda _m, n: n.op == "call_function")
    part = GroupBasedPartitioner(gm, support, node_groups=[[nodes[1], other_nodes[1]]])
    with pytest.raises(ValueError, match="not in this graph"):
        part.propose_partitions()


def test_members_and_dependency_viewer_match():
    gm, nodes = _chain(4)
    support = create_op_support(lambda _m, n: n.op == "call_function")
    groups = [[nodes[1], nodes[2]]]
    theirs = ExecuTorchGroupBasedPartitioner(gm, support, node_groups=groups)
    ours = GroupBasedPartitioner(gm, support, node_groups=groups)
    assert ours.node_groups == theirs.node_groups
    assert dict(ours.node_to_group) == dict(theirs.node_to_group)
    assert ours.all_nodes_in_groups == theirs.all_nodes_in_groups
    for n in nodes:
        assert ours.dependency_viewer.downstreams_of(n) == theirs.dependency_viewer.downstreams_of(n)
        assert ours.dependency_viewer.upstreams_of(n) == theirs.dependency_viewer.upstreams_of(n)
        assert ours._is_node_supported(n) == theirs._is_node_supported(n)


# -- exported models, XNNPACK's groups ------------------------------------------

def _edge_program(model, args, kwargs=None):
    from executorch.exir import to_edge

    ep = torch.export.export(model, args, kwargs=kwargs or {})
    return to_edge(ep).exported_program()


@pytest.mark.parametrize("model", ["cnn", "llama"])
def test_xnnpack_groups_on_exported_models(model):
    from executorch.backends.xnnpack.partition.xnnpack_partitioner import XnnpackPartitioner

    if model == "cnn":
        ep = _edge_program(ConvBN().eval(), (torch.randn(1, 3, 8, 8),))
    else:
        ep = _edge_program(tiny_llama(2), (torch.randint(0, 128, (1, 8)),), {"use_cache": False})
    xnn = XnnpackPartitioner()
    groups = xnn.get_matched_nodes_from_configs(ep)
    assert groups
    in_group = {n for g in groups for n in g}

    class Tagged(OperatorSupportBase):
        def is_node_supported(self, submodules, node):
            return node in in_group

    gm = ep.graph_module
    theirs, ours = _both(gm, Tagged(), node_groups=groups, allows_single_node_partition=True)
    assert ours == theirs
    assert len(ours) >= 1


def test_executorch_own_group_partitioner_tests_pass_with_ours(monkeypatch):
    """ExecuTorch's unit tests for its class (expected partitions written by
    its authors), run with pyfxfast's class in its place."""
    import unittest

    et_tests = pytest.importorskip("executorch.exir.backend.test.test_group_partitioner")
    monkeypatch.setattr(et_tests, "GroupBasedPartitioner", GroupBasedPartitioner)
    suite = unittest.defaultTestLoader.loadTestsFromModule(et_tests)
    result = unittest.TestResult()
    suite.run(result)
    assert result.testsRun >= 20
    problems = [f"{test}: {tb[-600:]}" for test, tb in result.failures + result.errors]
    assert not problems, "\n".join(problems)
    assert not result.skipped
