"""Drop-in for ExecuTorch's ``GroupBasedPartitioner`` (XNNPACK's partitioner core).

``executorch.exir.backend.canonical_partitioners.group_partitioner.GroupBasedPartitioner``
keeps every node group together and then greedily merges partitions whose
union stays convex. ExecuTorch decides each of its quadratically many merge
attempts in Python over transitive-closure sets. This class returns the same
partitions (ids, order, node order, getitem handling, single-node filter) with
the merge phase in C++ (``csrc/partition/group_partitioner.cpp``).

This module does not import executorch: the class works on any ``GraphModule``.
``pyfxfast.patch()`` routes ExecuTorch's class here when executorch is installed.
"""

from __future__ import annotations

import collections
import struct
from typing import Any, Sequence

from torch.fx.graph_module import GraphModule
from torch.fx.node import Node
from torch.fx.passes.infra.partitioner import Partition
from torch.fx.passes.operator_support import OperatorSupportBase

from . import _C, fidelity
from ._graph import CompactGraph
from ._graph.rebuild import gc_paused
from .partitioner import (
    _DEFAULT_NON_COMPUTE_OPS,
    CapabilityBasedPartitioner,
    _call_function_targets,
    _make_partition,
    _target_flags,
    support_mask,
)

__all__ = ["GroupBasedPartitioner", "EXECUTORCH_MODULE"]

#: Where ExecuTorch defines the class this module replaces.
EXECUTORCH_MODULE = "executorch.exir.backend.canonical_partitioners.group_partitioner"


class _DependencyViewer:
    """ExecuTorch's ``_DependencyViewer`` (full downstream and upstream closures:
    quadratic memory). Built only if someone reads ``dependency_viewer``."""

    def __init__(self, graph_module: GraphModule) -> None:
        self.downstreams: dict[Node, set[Node]] = collections.defaultdict(set)
        self.upstreams: dict[Node, set[Node]] = collections.defaultdict(set)
        for node in reversed(graph_module.graph.nodes):
            for user in node.users:
                self.downstreams[node].add(user)
                self.downstreams[node].update(self.downstreams[user])
        for node in graph_module.graph.nodes:
            for inp in node.all_input_nodes:
                self.upstreams[node].add(inp)
                self.upstreams[node].update(self.upstreams[inp])

    def downstreams_of(self, node: Node) -> set[Node]:
        return self.downstreams[node]

    def upstreams_of(self, node: Node) -> set[Node]:
        return self.upstreams[node]


class GroupBasedPartitioner(CapabilityBasedPartitioner):
    """Same constructor and results as ExecuTorch's ``GroupBasedPartitioner``.

    ``node_groups`` lists groups of nodes that must share a partition; a node in
    two groups raises ``ValueError`` (ExecuTorch's message). ``operator_support``
    is asked once per node. The graph is read when ``propose_partitions`` runs.
    """

    def __init__(
        self,
        graph_module: GraphModule,
        operator_support: OperatorSupportBase,
        allows_single_node_partition: bool = False,
        non_compute_ops: Sequence[str] | None = None,
        allowed_single_node_partition_ops: Sequence[str] | None = None,
        node_groups: list[list[Node]] | None = None,
    ) -> None:
        super().__init__(
            graph_module,
            operator_support,
            allows_single_node_partition=allows_single_node_partition,
            non_compute_ops=non_compute_ops,
            allowed_single_node_partition_ops=allowed_single_node_partition_ops,
        )
        # Python sets, as ExecuTorch keeps them: their iteration order is the
        # order of each group's nodes in its partition.
        self.node_groups: list[set[Node]] | None = [set(g) for g in node_groups] if node_groups else None
        self.node_to_group: dict[Node, int] = collections.defaultdict(int)
        self.all_nodes_in_groups: set[Node] = set()
        for i, group in enumerate(self.node_groups or ()):
            for node in group:
                if node in self.node_to_group:
                    raise ValueError(f"Node {node} exists in multiple groups.")
                self.node_to_group[node] = i
                self.all_nodes_in_groups.add(node)
        self._viewer: _DependencyViewer | None = None

    @property
    def dependency_viewer(self) -> _DependencyViewer:
        """ExecuTorch's closure sets, built on first use (this class never needs them)."""
        if self._viewer is None:
            self._viewer = _DependencyViewer(self.graph_module)
        return self._viewer

    @dependency_viewer.setter
    def dependency_viewer(self, value: Any) -> None:
        self._viewer = value

    def _is_node_supported(self, node: Node) -> bool:
        return self.operator_support.is_node_supported(dict(self.graph_module.named_modules()), node)

    def propose_partitions(self) -> list[Partition]:
        """ExecuTorch's partitions: same ids, order, node order and getitem handling."""
        cg = CompactGraph(self.graph_module.graph, arguments=False)
        mask = support_mask(self.graph_module, cg, self.operator_support)
        group = [-1] * len(cg)
        members: list[list[int]] = []
        index_of = cg.index_of
        for gi, nodes in enumerate(self.node_groups or ()):
            indices = [index_of(node) for node in nodes]
            for i in indices:
                group[i] = gi
            members.append([i for i in indices if mask[i]])
        calls = _call_function_targets(cg)
        getitem = _target_flags(cg, {"_operator.getitem"}, calls)
        non_compute = _target_flags(cg, _DEFAULT_NON_COMPUTE_OPS | set(self.non_compute_ops or ()), calls)
        allowed = _target_flags(cg, set(self.allowed_single_node_partition_ops or ()), calls)
        with gc_paused():  # many small dicts over a large heap: avoid full collections
            raw, self.stats = _C.propose_group_partitions(
                cg.native,
                mask,
                struct.pack(f"={len(group)}i", *group),
                members,
                getitem,
                non_compute,
                allowed,
                bool(self.allows_single_node_partition),
            )
            return [_make_partition(pid, nodes) for pid, nodes in raw]
