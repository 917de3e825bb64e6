"""``fuse_by_partitions``: torch.fx's fuser_utils result, without its quadratic checks.

torch validates every partition with a walk over everything downstream of it
(O(nodes) per partition). Here one O(nodes + edges) check of the graph with all
partitions contracted proves every per-partition check would pass; only when
it does not are partitions checked one by one (in C++, on the live graph), so
torch's "Invalid partition" error is raised at the same partition, after the
same earlier fusions. The rest replays torch's steps with torch's helpers,
except that each partition's graph is built in bulk (``_graph.rebuild``) and every
GraphModule is compiled through :mod:`pyfxfast.codegen`.
"""

from __future__ import annotations

import copy
from array import array
from typing import Mapping, Sequence

import torch.fx as fx
from torch.fx.graph_module import GraphModule
from torch.fx.passes.tools_common import stable_topological_sort
from torch.fx.passes.utils.common import HolderModule
from torch.fx.passes.utils.fuser_utils import erase_nodes, insert_subgm
from torch.fx.passes.utils.fuser_utils import fuse_by_partitions as _torch_fuse_by_partitions
from torch.fx.passes.utils.fuser_utils import topo_sort as _torch_topo_sort
from torch.fx.passes.utils.fuser_utils import validate_partition as _torch_validate_partition

from . import _C, codegen, fidelity
from ._graph import CompactGraph
from ._graph.rebuild import NodeBuilder, copy_nodes, gc_paused, literals_may_be_symbolic, make_graph_module

__all__ = ["fuse_by_partitions"]

_MIRROR = fidelity.declare("fuse_by_partitions")


def _groups_acyclic(cg: CompactGraph, partitions: Sequence[Mapping[fx.Node, object]]) -> bool:
    """True if contracting all partitions at once leaves the graph acyclic (then
    every sequential validate_partition passes). False also for unusual input
    (foreign nodes, a node in two partitions): those take the exact slow path."""
    index = {node: i for i, node in enumerate(cg.nodes)}
    label = array("i", [-1]) * len(index)
    for k, partition in enumerate(partitions):
        for node in partition:
            i = index.get(node)
            if i is None or label[i] != -1:
                return False
            label[i] = k
    return _C.groups_acyclic(cg.native, label.tobytes(), len(partitions))


def _check_members(gm: GraphModule, nodes: Sequence[fx.Node]) -> None:
    # torch's fuse_as_graphmodule preconditions, same messages and order.
    lookup = gm.graph._find_nodes_lookup_table
    for node in nodes:
        if node.graph.owning_module is not gm:
            raise AssertionError(f"{node} doesn't belong to passed in graph module {gm._get_name()}")
        if node._erased:
            raise AssertionError(f"{node} has been removed from owning graph")
        if node not in lookup:
            raise AssertionError(f"{node} is not found in graph module {gm._get_name()}")


def _is_valid(nodes: list[fx.Node]) -> bool:
    ok = _C.validate_partition_nodes(nodes, fx.Node)
    return _torch_validate_partition(nodes) if ok is None else bool(ok)


def _build_submodule(
    gm: GraphModule,
    nodes: list[fx.Node],
    module_name: str,
    members: Mapping[fx.Node, object],
    always_return_tuple: bool,
    may_be_symbolic: bool,
) -> tuple[GraphModule, tuple[fx.Node, ...], tuple[fx.Node, ...]]:
    """The partition as its own GraphModule (torch's fuse_as_graphmodule after
    validation): outside inputs become placeholders in first-use order (from
    torch 2.14 on: all of them first, in graph order when every one is a graph
    placeholder), nodes used outside become outputs in node order."""
    sub = fx.Graph()
    copies: dict[fx.Node, fx.Node] = {}
    placeholders: dict[fx.Node, fx.Node] = {}

    def add_placeholder(x: fx.Node) -> fx.Node:
        ph = sub.placeholder(x.name, type_expr=x.type)
        ph.meta = copy.copy(x.meta)
        placeholders[x] = ph
        return ph

    if _MIRROR.behaves_as >= (2, 14):
        for x in _outside_inputs(gm, nodes, members):
            add_placeholder(x)

    def remap(x: fx.Node) -> fx.Node:
        if x in members:
            return copies[x]
        ph = placeholders.get(x)
        return add_placeholder(x) if ph is None else ph

    copy_nodes(NodeBuilder(sub, may_be_symbolic), nodes, copies, remap)
    outputs: dict[fx.Node, fx.Node] = {}
    for node in nodes:
        for user in node.users:
            if user not in members:
                outputs[node] = copies[node]
    outs = tuple(outputs.values())
    sub.output(outs if always_return_tuple or len(outs) != 1 else outs[0])
    sub.lint()
    return _lift_as_module(gm, sub, module_name), tuple(placeholders), tuple(outputs)


def _outside_inputs(gm: GraphModule, nodes: list[fx.Node], members: Mapping[fx.Node, object]) -> list[fx.Node]:
    """The partition's inputs from outside, in first-use order; in graph order
    when all are graph placeholders (torch 2.14's fuse_as_graphmodule)."""
    inputs: dict[fx.Node, None] = {}
    for node in nodes:
        for x in node.all_input_nodes:
            if x not in members:
                inputs[x] = None
    if inputs and all(x.op == "placeholder" for x in inputs):
        position = {}
        for i, node in enumerate(gm.graph.nodes):
            if node.op != "placeholder":
                break  # placeholders come first in any graph that lints
            position[node] = i
        if all(x in position for x in inputs):
            return sorted(inputs, key=position.__getitem__)
        order = {node: i for i, node in enumerate(gm.graph.nodes)}
        return sorted(inputs, key=order.__getitem__)
    return list(inputs)


def _lift_as_module(gm: GraphModule, sub: fx.Graph, class_name: str) -> GraphModule:
    """torch's lift_subgraph_as_module(gm, sub, class_name=...)[0]: the modules
    and attributes ``sub`` uses, under HolderModules along their paths, with
    the GraphModule compiled through the codegen seam."""
    holder = HolderModule({})
    for node in sub.nodes:
        if node.op not in ("call_module", "get_attr"):
            continue
        target = node.target
        if not isinstance(target, str):
            raise AssertionError(f"Expected str target, got {type(target)}")
        *path, leaf = target.split(".")
        curr, orig = holder, gm
        for name in path:
            if not hasattr(curr, name):
                curr.add_module(name, HolderModule({}))
            curr = getattr(curr, name)
            orig = getattr(orig, name)
        setattr(curr, leaf, getattr(orig, leaf))
    return make_graph_module(holder, sub, class_name)


def fuse_by_partitions(
    gm: GraphModule,
    partitions: list[dict[fx.Node, int | None]],
    prefix: str = "fused_",
    always_return_tuple: bool = False,
) -> GraphModule:
    """Same as ``torch.fx.passes.utils.fuser_utils.fuse_by_partitions``: each
    partition becomes a ``call_module`` named ``prefix + index``; ``gm`` is
    modified in place, stably topologically sorted and returned."""
    if not _MIRROR.accelerated:
        return _torch_fuse_by_partitions(gm, partitions, prefix, always_return_tuple)
    with gc_paused():
        return _fuse(gm, partitions, prefix, always_return_tuple)


def _fuse(
    gm: GraphModule, partitions: list[dict[fx.Node, int | None]], prefix: str, always_return_tuple: bool
) -> GraphModule:
    cg = CompactGraph(gm.graph)
    all_valid = _groups_acyclic(cg, partitions)
    may_be_symbolic = literals_may_be_symbolic(cg.interner.literals)
    for partition_id, partition in enumerate(partitions):
        listed = list(partition)
        sorted_nodes = _C.topo_sort_nodes(listed, fx.Node)
        if sorted_nodes is None:
            sorted_nodes = _torch_topo_sort(listed)
        _check_members(gm, sorted_nodes)
        if not all_valid and not _is_valid(sorted_nodes):
            raise AssertionError("Invalid partition, found dependency cycles")
        members = partition if isinstance(partition, dict) else dict.fromkeys(sorted_nodes)
        sub_gm, orig_inputs, orig_outputs = _build_submodule(
            gm, sorted_nodes, prefix + str(partition_id), members, always_return_tuple, may_be_symbolic
        )
        insert_subgm(gm, sub_gm, orig_inputs, orig_outputs, sorted_nodes[-1])
        erase_nodes(gm, sorted_nodes)
    _stable_sort_in_place(gm)
    gm.graph.lint()
    return gm


def _stable_sort_in_place(gm: GraphModule) -> None:
    """torch's tools_common.stable_topological_sort, same node order and code.

    torch copies every node into a new graph and assigns it, which recompiles
    every fused submodule a second time; here nodes move within the graph and
    only ``gm`` itself is recompiled. (So ``gm.graph`` and its nodes stay the
    same objects, and names of erased nodes stay reserved in its namespace.)
    """
    cg = CompactGraph(gm.graph, arguments=False)
    order = cg.native.stable_topo_order()
    if len(order) != len(cg):
        stable_topological_sort(gm)  # raises torch's "graph has cycles" error
        return
    nodes = cg.nodes
    prev = gm.graph._root
    for i in order:
        node = nodes[i]
        if prev.next is not node:
            prev.append(node)
        prev = node
    # Submodule code is already current (each was compiled when it was built).
    gm._recompile_submodules = _no_submodules  # type: ignore[method-assign]
    try:
        codegen.recompile(gm)
    finally:
        del gm._recompile_submodules


def _no_submodules() -> list:
    return []
