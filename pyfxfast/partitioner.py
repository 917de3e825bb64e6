"""Drop-in ``CapabilityBasedPartitioner``: torch's partitions, without torch's cubic cost.

``propose_partitions`` returns torch's own ``Partition`` objects with the same
ids, in the same order, with the same ``nodes`` dicts (keys and values) as
``torch.fx.passes.infra.partitioner.CapabilityBasedPartitioner`` of the
installed torch. The greedy merge phase runs in C++ (``csrc/partition/partitioner.cpp``)
on a CompactGraph; operator support is asked once per node (or once per target
for plain support dicts).
"""

from __future__ import annotations

import inspect
from typing import Any, NamedTuple, Sequence

import torch.fx as fx
from torch.fx.graph_module import GraphModule
from torch.fx.node import _get_qualified_name
from torch.fx.passes.infra.partitioner import CapabilityBasedPartitioner as _TorchPartitioner
from torch.fx.passes.infra.partitioner import Partition, _DependencyViewer
from torch.fx.passes.operator_support import OperatorSupport, OperatorSupportBase
from torch.fx.passes.tools_common import CALLABLE_NODE_OPS, get_node_target

from . import _C, fidelity
from ._graph import CompactGraph, OpKind
from ._graph.rebuild import gc_paused
from .fuse import fuse_by_partitions

__all__ = ["CapabilityBasedPartitioner", "LazyDependencyViewer", "Partition", "support_mask"]

_MIRROR = fidelity.declare("CapabilityBasedPartitioner")
# torch 2.11/2.12's partitioner has no skip_horizontal_fusion: pyfxfast's raises TypeError there too.
_TORCH_TAKES_SKIP = "skip_horizontal_fusion" in inspect.signature(_TorchPartitioner.__init__).parameters
_NOT_GIVEN: Any = object()

# torch's defaults for the single-node filter (note: "torch.ops.aten.view" has
# no overload, so it never matches "torch.ops.aten.view.default"; kept as is).
_DEFAULT_NON_COMPUTE_OPS = frozenset({"torch.ops.aten.view", "_operator.getitem"})
_NUM_OPS = len(OpKind.NAMES)


def _is_plain_support_dict(support: OperatorSupportBase) -> bool:
    """True if `support` is an OperatorSupport whose answer depends only on the
    node's op and target: the stock method and no dtype rules."""
    if type(support).is_node_supported is not OperatorSupport.is_node_supported:
        return False
    return all(rule is None for rule in support._support_dict.values())


def support_mask(gm: GraphModule, cg: CompactGraph, support: OperatorSupportBase) -> bytes:
    """``support.is_node_supported`` for every node, as one byte per node.

    Asked in torch's order (reverse graph order), once per node; ``named_modules``
    is built once. A plain support dict is evaluated once per (op, target).
    """
    nodes = cg.nodes
    submodules = dict(gm.named_modules())
    if _is_plain_support_dict(support):
        table = support._support_dict
        targets = cg.interner.targets
        flags = bytearray(_NUM_OPS * len(targets))
        for op, tid in cg.native.op_target_pairs():
            # get_node_target reads only node.op and node.target.
            key = _OpTarget(OpKind.NAMES[op], targets[tid])
            ok = key.op not in CALLABLE_NODE_OPS or get_node_target(submodules, key) in table  # type: ignore[arg-type]
            flags[tid * _NUM_OPS + op] = ok
        return _C.node_flags(cg.native, bytes(flags))
    ask = support.is_node_supported
    out = bytearray(len(nodes))
    for i in range(len(nodes) - 1, -1, -1):
        out[i] = 1 if ask(submodules, nodes[i]) else 0
    return bytes(out)


class _OpTarget(NamedTuple):
    op: str
    target: object


def _call_function_targets(cg: CompactGraph) -> list[int]:
    return [tid for op, tid in cg.native.op_target_pairs() if op == OpKind.CALL_FUNCTION]


def _target_flags(cg: CompactGraph, names: frozenset[str] | set[str], call_targets: list[int]) -> bytes:
    """One byte per interned target id: its qualified name is in `names`
    (call_function targets only; others are never consulted)."""
    targets = cg.interner.targets
    out = bytearray(len(targets))
    for tid in call_targets:
        try:
            out[tid] = _get_qualified_name(targets[tid]) in names
        except Exception:  # noqa: BLE001 - unnamed callables never match
            pass
    return bytes(out)


def _make_partition(pid: int, nodes: dict[fx.Node, int | None]) -> Partition:
    p = Partition.__new__(Partition)
    p.id = pid
    p.nodes = nodes
    return p


def _closures(start: fx.Node, order: list[fx.Node], step, memo: dict[fx.Node, set[fx.Node]]) -> set[fx.Node]:
    """Transitive sets of `start` and of everything it reaches through `step`,
    filled in `order` (targets before sources) exactly as torch fills them:
    for each neighbour, add it, then update with the neighbour's set. The same
    insertions in the same order give sets that iterate in torch's order."""
    if start in memo:
        return memo[start]
    needed = {start}
    stack = [start]
    while stack:
        for nxt in step(stack.pop()):
            if nxt not in needed and nxt not in memo:
                needed.add(nxt)
                stack.append(nxt)
    for node in order:
        if node not in needed:
            continue
        acc: set[fx.Node] = set()
        for nxt in step(node):
            acc.add(nxt)
            acc.update(memo[nxt])
        memo[node] = acc
    return memo[start]


class LazyDependencyViewer(_DependencyViewer):
    """torch's ``_DependencyViewer`` (``downstreams_of``) plus ``upstreams_of``
    (ExecuTorch's variant), built per node on first use instead of for the
    whole graph up front: torch's eager build takes O(nodes^2) time and memory.

    Each set holds the same nodes, in the same iteration order, as torch's.
    Like torch's, it describes the graph as it was when the sets were built.
    """

    def __init__(self, graph_module: GraphModule) -> None:  # no super(): torch's builds everything
        self._graph = graph_module.graph
        self._down: dict[fx.Node, set[fx.Node]] = {}
        self._up: dict[fx.Node, set[fx.Node]] = {}
        self._reverse_order: list[fx.Node] | None = None
        self._order: list[fx.Node] | None = None

    def downstreams_of(self, node: fx.Node) -> set[fx.Node]:
        """Every node reachable from `node` through users (not `node` itself)."""
        if node not in self._down and self._reverse_order is None:
            self._reverse_order = list(reversed(self._graph.nodes))
        return _closures(node, self._reverse_order or [], lambda n: n.users, self._down)

    def upstreams_of(self, node: fx.Node) -> set[fx.Node]:
        """Every node `node` depends on through inputs (not `node` itself)."""
        if node not in self._up and self._order is None:
            self._order = list(self._graph.nodes)
        return _closures(node, self._order or [], lambda n: n.all_input_nodes, self._up)

    @property
    def downstreams(self) -> dict[fx.Node, set[fx.Node]]:
        """torch's attribute: the sets of all nodes (built on first access)."""
        for node in self._graph.nodes:
            self.downstreams_of(node)
        return self._down

    @property
    def upstreams(self) -> dict[fx.Node, set[fx.Node]]:
        """ExecuTorch's attribute: the sets of all nodes (built on first access)."""
        for node in self._graph.nodes:
            self.upstreams_of(node)
        return self._up


def _reference_kernels():
    """The test-only module ``pyfxfast._C_reference`` (the tests' oracle),
    imported on first use only: ``import pyfxfast`` never loads it, and a plain
    ``pip install .`` does not build it."""
    try:
        from . import _C_reference
    except ImportError as e:
        raise ImportError(
            "pyfxfast._C_reference (the test-only kernels) is not built: install with "
            "-Ccmake.define.PYFXFAST_TEST_KERNELS=ON (make install and make test do)") from e
    return _C_reference


class CapabilityBasedPartitioner:
    """Same constructor, methods and results as torch's ``CapabilityBasedPartitioner``.

    The graph is read when ``propose_partitions`` runs (torch reads it in the
    constructor); don't change it in between. A graph torch would not lint (out
    of topological order, or using another graph's nodes) is partitioned by
    torch's own code, as torch would (``fast=True`` raises ``ValueError``). Subclasses find
    torch's protected members (``_is_node_supported``, ``dependency_viewer``,
    built on first use, and the constructor's attributes); a subclass's own
    ``_is_node_supported`` decides support in ``propose_partitions`` too.

    ``fast=True`` (keyword only) trades torch's exact partitions for near-linear
    time and memory on very large graphs: a node's new partition is merged only
    with its users' partitions (no horizontal fusion of unrelated partitions,
    whatever ``skip_horizontal_fusion`` says), and every merge is checked
    exactly on the graph of partitions, so the result is always acyclic (torch's
    stale bookkeeping can let a cyclic merge through). A merge whose check would
    take more than a fixed amount of work (16k node visits per node, e.g. for a
    parameter used by every layer) is not made. The getitem reassignment
    and single-node filtering are torch's.

    The default (``fast=False``) returns torch's partitions in both modes,
    near-linear on chain-like graphs (transformers, CNNs, mostly unsupported
    graphs: at most about two floors, one floor being one Python walk asking
    support per node, up to 1M nodes). On graphs of many interleaved branches
    with cross edges (the ``wide`` family of
    ``pyfxfast.testing.partition_families``) what a node reaches is
    scattered, and it costs more: at 1M nodes about 1.6 us per node with
    horizontal fusion and 34-36 us per node without (2-3 and up to 57-69
    floors). That is what fast mode stays for: its cost per node is bounded
    whatever the graph.
    """

    def __init__(
        self,
        graph_module: GraphModule,
        operator_support: OperatorSupportBase,
        allows_single_node_partition: bool = False,
        non_compute_ops: Sequence[str] | None = None,
        allowed_single_node_partition_ops: Sequence[str] | None = None,
        skip_horizontal_fusion: bool = _NOT_GIVEN,
        *,
        fast: bool = False,
    ) -> None:
        if skip_horizontal_fusion is _NOT_GIVEN:
            skip_horizontal_fusion = False
        elif not _TORCH_TAKES_SKIP:
            raise TypeError(
                "CapabilityBasedPartitioner.__init__() got an unexpected keyword argument 'skip_horizontal_fusion'"
            )
        self.graph_module = graph_module
        self.operator_support = operator_support
        self.allows_single_node_partition = allows_single_node_partition
        self.non_compute_ops = non_compute_ops if non_compute_ops is not None else []
        self.allowed_single_node_partition_ops = (
            allowed_single_node_partition_ops if allowed_single_node_partition_ops is not None else []
        )
        if _TORCH_TAKES_SKIP:  # torch's attributes, no more: subclasses may look
            self.skip_horizontal_fusion = skip_horizontal_fusion
        self.fast = fast
        #: Counters of the last propose_partitions: merge attempts torch would make, searches run,
        #: merges; in the exact modes also the merges replayed into cached downstream sets and the
        #: map runs those replays read (``refreshed_merges``, ``refreshed_runs``).
        self.stats: dict[str, int] = {}
        # Tests only: run the previous exact merge phase (the oracle beyond torch's reach),
        # from the test-only module pyfxfast._C_reference (see _reference_kernels).
        self._reference = False
        self._dependency_viewer: _DependencyViewer | None = None

    # -- torch's protected members, for subclasses (e.g. ExecuTorch's
    # GroupBasedPartitioner, which overrides propose_partitions and calls them).

    @property
    def dependency_viewer(self) -> _DependencyViewer:
        """torch's ``dependency_viewer``, built on first use (torch builds it in
        the constructor at O(nodes^2) cost; ``propose_partitions`` needs none).
        Subclasses may assign their own."""
        if self._dependency_viewer is None:
            self._dependency_viewer = LazyDependencyViewer(self.graph_module)
        return self._dependency_viewer

    @dependency_viewer.setter
    def dependency_viewer(self, viewer: _DependencyViewer) -> None:
        self._dependency_viewer = viewer

    def _is_node_supported(self, node: fx.Node) -> bool:
        """torch's: ``operator_support.is_node_supported`` with the module's named submodules."""
        return self.operator_support.is_node_supported(dict(self.graph_module.named_modules()), node)

    def _support_mask(self, cg: CompactGraph) -> bytes:
        """One byte per node; a subclass's own ``_is_node_supported`` is asked
        per node, in torch's order (reverse graph order)."""
        if type(self)._is_node_supported is CapabilityBasedPartitioner._is_node_supported:
            return support_mask(self.graph_module, cg, self.operator_support)
        ask = self._is_node_supported
        nodes = cg.nodes
        out = bytearray(len(nodes))
        for i in range(len(nodes) - 1, -1, -1):
            out[i] = 1 if ask(nodes[i]) else 0
        return bytes(out)

    def propose_partitions(self) -> list[Partition]:
        """torch's partitions: same ids, order, node order and getitem handling."""
        if not self.fast and not self._reference and not _MIRROR.accelerated:
            return _TorchPartitioner.propose_partitions(self)  # type: ignore[arg-type]
        cg = CompactGraph(self.graph_module.graph, arguments=False)
        if not self.fast and (cg.foreign_refs or not cg.is_topologically_ordered()):
            # torch does not lint: a graph out of order, or using nodes of another
            # graph, gets torch's result, whatever it is.
            return _TorchPartitioner.propose_partitions(self)  # type: ignore[arg-type]
        mask = self._support_mask(cg)
        calls = _call_function_targets(cg)
        getitem = _target_flags(cg, {"_operator.getitem"}, calls)
        non_compute = _target_flags(cg, _DEFAULT_NON_COMPUTE_OPS | set(self.non_compute_ops), calls)
        allowed = _target_flags(cg, set(self.allowed_single_node_partition_ops), calls)
        # Building one dict per partition over a large heap would otherwise
        # trigger full garbage collections that cost more than the work
        # (gc_paused: one pause shared with other threads doing the same).
        with gc_paused():
            flags = (cg.native, mask, getitem, non_compute, allowed)
            skip = bool(getattr(self, "skip_horizontal_fusion", False))
            single = bool(self.allows_single_node_partition)
            if self._reference and not self.fast:
                raw, self.stats = _reference_kernels().propose_partitions(*flags, skip, single)
            else:
                raw, self.stats = _C.propose_partitions(*flags, skip, single, bool(self.fast))
            return [_make_partition(pid, nodes) for pid, nodes in raw]

    def fuse_partitions(self, partitions: list[Partition], prefix: str = "fused_") -> GraphModule:
        """Fuse each partition into a ``call_module`` (torch's fuse_by_partitions)."""
        return fuse_by_partitions(self.graph_module, [p.nodes for p in partitions], prefix=prefix)

    def remove_bookend_non_compute_ops(self, partitions: list[Partition]) -> None:
        """Drop non-compute ops at partition boundaries (torch's own code: it is
        linear per partition and its shared caches are part of its results)."""
        _TorchPartitioner.remove_bookend_non_compute_ops(self, partitions)  # type: ignore[arg-type]

    def partition_and_fuse(self, prefix: str = "fused_") -> GraphModule:
        partitions = self.propose_partitions()
        return self.fuse_partitions(partitions, prefix=prefix)
