"""Bulk graph building: torch's ``Graph.create_node`` / ``node_copy`` without
their per-node overhead, and GraphModule construction through the codegen seam.

In torch 2.11-2.15 most of ``create_node``'s time goes to a pytree walk of every
node's args looking for raw ``SymInt``/``SymFloat``/``SymBool`` values (to warn
about them). A graph that holds none of those (checked once, on its interned
literals) can skip that walk; every other step of ``create_node`` is done the
same way and in the same order, so the graph's invariants hold: the namespace
knows every name, ``_find_nodes_lookup_table`` and ``_len`` are updated, users
and input nodes are set by torch's own ``Node`` constructor, meta is copied as
``node_copy`` copies it. Anything unusual (create-node hooks, symbolic
literals) takes torch's own ``create_node``.
"""

from __future__ import annotations

import contextlib
import copy
import gc
import threading
from typing import Any, Callable, Iterable, Iterator, Mapping

import torch
import torch.fx as fx
from torch._C import _fx_map_arg
from torch.fx.graph_module import GraphModule
from torch.fx.immutable_collections import immutable_dict
from torch.utils import _pytree as pytree

from .. import codegen
from . import edits

__all__ = ["gc_paused", "NodeBuilder", "copy_nodes", "deepcopy_graph", "literals_may_be_symbolic", "assign_graph", "make_graph_module"]

_SYMBOLIC = (torch.SymInt, torch.SymFloat, torch.SymBool)
# torch's own, captured before patch(graph_building=True) can replace it.
_TORCH_CREATE_NODE = fx.Graph.create_node
_Node = fx.Node


_gc_lock = threading.Lock()
_gc_depth = 0  # gc_paused() blocks active, across threads
_gc_was_enabled = False


@contextlib.contextmanager
def gc_paused() -> Iterator[None]:
    """Pause the cyclic garbage collector while a graph is built.

    Building a graph allocates several objects per node; each batch of
    allocations triggers a collection that walks every live object, which is
    most of the cost of a rebuild when large graphs are alive. Nothing built
    here is garbage, so collecting during the build only costs time. Nested
    and concurrent uses share one pause; the last to leave restores the
    collector's state as the first found it.

    No pause under a torch function or dispatch mode (make_fx's tracing, say): the
    collection it defers would run finalizers (a ``no_grad`` call, say) under the mode,
    which records them where torch's own collections would not fall."""
    global _gc_depth, _gc_was_enabled
    if torch._C._len_torch_function_stack() or torch._C._len_torch_dispatch_stack():
        yield
        return
    with _gc_lock:
        if _gc_depth == 0:
            _gc_was_enabled = gc.isenabled()
            gc.disable()
        _gc_depth += 1
    try:
        yield
    finally:
        with _gc_lock:
            _gc_depth -= 1
            if _gc_depth == 0 and _gc_was_enabled:
                gc.enable()


def literals_may_be_symbolic(literals: Iterable[object]) -> bool:
    """True if any literal is (or, as a pytree container, holds) a raw symbolic
    scalar, i.e. if torch's ``create_node`` could warn about one."""
    for lit in literals:
        if isinstance(lit, _SYMBOLIC):
            return True
        if not pytree.tree_is_leaf(lit) and any(isinstance(v, _SYMBOLIC) for v in pytree.tree_iter(lit)):
            return True
    return False


def _has_create_hooks(graph: fx.Graph) -> bool:
    # Hooks, or a Graph subclass with its own create_node: torch's path. (A
    # GraphModule owns an empty hook list: torch loops over it, doing nothing.)
    if type(graph).create_node not in (fx.Graph.create_node, _TORCH_CREATE_NODE):
        return True
    owner = graph.owning_module
    return owner is not None and bool(getattr(owner, "_create_node_hooks", None))


def _copy_meta(meta: Any) -> Any:
    # node_copy's copy.copy(meta); for a plain dict that is dict.copy.
    return meta.copy() if type(meta) is dict else copy.copy(meta)


class NodeBuilder:
    """Creates nodes at ``graph``'s insert point exactly as ``graph.create_node``
    would, then sets their meta. Use one builder per batch; the
    hooks are read when it is made; the insert point at each node, as
    ``create_node`` reads it (a caller may move it between nodes)."""

    __slots__ = ("graph", "_slow", "_create_name", "_obj_to_name", "_table", "_name_cache")

    def __init__(self, graph: fx.Graph, may_be_symbolic: bool = True) -> None:
        self.graph = graph
        # Hooks and possible symbolic literals: torch's create_node does it all.
        self._slow = may_be_symbolic or _has_create_hooks(graph)
        namespace = graph._graph_namespace
        self._create_name = namespace.create_name
        self._obj_to_name = namespace._obj_to_name
        self._table = graph._find_nodes_lookup_table.table
        self._name_cache: dict[int, tuple[Any, str]] = {}

    def target_name(self, target: Any) -> str:
        """``graph._target_to_str(target)``, cached per target object (by identity: two
        equal targets may have different names, and torch names each)."""
        hit = self._name_cache.get(id(target))
        if hit is not None and hit[0] is target:
            return hit[1]
        name = self.graph._target_to_str(target)
        self._name_cache[id(target)] = (target, name)  # the target kept: its id stays its own
        return name

    def create(
        self,
        op: str,
        target: Any,
        args: tuple[Any, ...],
        kwargs: Mapping[str, Any],
        name: str | None,
        type_expr: Any,
        meta: dict[str, Any] | None = None,
    ) -> fx.Node:
        """``graph.create_node(op, target, args, kwargs, name, type_expr)``, then
        ``node.meta = meta`` when meta is given (already copied by the caller)."""
        if self._slow:
            node = self.graph.create_node(op, target, args, kwargs, name, type_expr)
            if meta is not None:
                node.meta = meta
            return node
        node = edits.create(self.graph, op, target, args, kwargs, name, type_expr, meta)
        if node is not NotImplemented:
            return node
        # Arguments the native path does not scan (a tensor literal, say): the caller
        # vouched for them (no raw SymInt), so the same steps without the scan.
        if not args:
            args = ()
        elif not isinstance(args, tuple):
            raise AssertionError(f"args must be a tuple, got {type(args)}")
        if not kwargs:
            kwargs = immutable_dict()
        elif not isinstance(kwargs, dict):
            raise AssertionError(f"kwargs must be a dict, got {type(kwargs)}")
        candidate = name if name is not None else self.target_name(target)
        name = self._create_name(candidate, None)
        node = _Node(self.graph, name, op, target, args, kwargs, type_expr)
        if self._obj_to_name.setdefault(node, name) is not name:
            raise AssertionError("obj is already associated")
        if meta is not None:
            # Not in the lookup table yet: Node.__setattr__ would only do this.
            object.__setattr__(node, "meta", meta)
        self.graph._insert(node)
        self._table[(op, target if op == "call_function" else None)][node] = None
        self.graph._len += 1
        return node


def copy_nodes(
    builder: NodeBuilder,
    nodes: Iterable[fx.Node],
    env: dict[fx.Node, fx.Node],
    arg_transform: Callable[[fx.Node], Any] | None = None,
) -> None:
    """``env[n] = graph.node_copy(n, arg_transform)`` for each node in order;
    ``arg_transform`` defaults to ``env.__getitem__``."""
    transform = env.__getitem__ if arg_transform is None else arg_transform
    create = builder.create
    for node in nodes:
        args = node.args
        if args:
            args = _fx_map_arg(args, transform)
            if not isinstance(args, tuple):
                raise AssertionError(f"Expected args to be tuple, got {type(args)}")
        kwargs = node.kwargs
        if kwargs:
            kwargs = _fx_map_arg(kwargs, transform)
            if not isinstance(kwargs, dict):
                raise AssertionError(f"Expected kwargs to be dict, got {type(kwargs)}")
        env[node] = create(node.op, node.target, args, kwargs, node.name, node.type, _copy_meta(node.meta))


def assign_graph(gm: GraphModule, graph: fx.Graph) -> None:
    """``gm.graph = graph``, with the recompile done by :func:`codegen.recompile`."""
    if type(gm).graph is not GraphModule.graph:
        gm.graph = graph  # a subclass with its own setter keeps its semantics
        return
    if not isinstance(graph, fx.Graph):
        raise AssertionError(f"Expected a Graph instance, but got {type(graph)}")
    gm._graph = graph
    graph.owning_module = gm
    codegen.recompile(gm)


def _no_recompile() -> None:
    return None


def make_graph_module(
    root: torch.nn.Module | dict[str, Any],
    graph: fx.Graph,
    class_name: str = "GraphModule",
    cls: type[GraphModule] = GraphModule,
    current_children: frozenset[str] = frozenset(),
) -> GraphModule:
    """``cls(root, graph, class_name)``, with the recompile done by
    :func:`codegen.recompile` after construction instead of inside it.

    Child GraphModules named in ``current_children`` (compiled just before,
    by the caller) are not recompiled a second time, as torch's recompile
    would do; the others are, as in torch."""
    if cls.__init__ is not GraphModule.__init__ or type.__getattribute__(cls, "recompile") is not GraphModule.recompile:
        return cls(root, graph, class_name)  # lazy or custom modules: their own way
    gm = cls.__new__(cls, root, graph, class_name)
    # The graph setter inside __init__ calls self.recompile(); an instance
    # attribute shadows the method for the duration of __init__.
    gm.__dict__["recompile"] = _no_recompile
    try:
        gm.__init__(root, graph, class_name)
    finally:
        gm.__dict__.pop("recompile", None)
    if not current_children:
        codegen.recompile(gm)
        return gm

    def recompile_other_children() -> list:
        return [
            (name, child.recompile())
            for name, child in gm.named_children()
            if isinstance(child, GraphModule) and name not in current_children
        ]

    gm.__dict__["_recompile_submodules"] = recompile_other_children
    try:
        codegen.recompile(gm)
    finally:
        gm.__dict__.pop("_recompile_submodules", None)
    return gm


def deepcopy_graph(
    graph: fx.Graph, may_be_symbolic: bool = True, val_map: dict[fx.Node, fx.Node] | None = None
) -> fx.Graph:
    """``copy.deepcopy(graph)``: torch's ``Graph.__deepcopy__`` (copy every node
    up to the first output, deep-copy the codegen, then the output node), with
    the nodes copied in bulk. ``val_map`` (empty) receives old node -> copy.
    A Graph subclass with its own copying methods gets ``copy.deepcopy``."""
    if val_map is None:
        val_map = {}
    cls = type(graph)
    if cls.__deepcopy__ is not fx.Graph.__deepcopy__ or cls.graph_copy is not fx.Graph.graph_copy or (
        cls.node_copy is not fx.Graph.node_copy
    ):
        copied = copy.deepcopy(graph)
        by_name = {n.name: n for n in copied.nodes}
        val_map.update((n, by_name[n.name]) for n in graph.nodes if n.name in by_name)
        return copied
    new = fx.Graph(tracer_cls=graph._tracer_cls)
    old_output = None
    body = []
    for node in graph.nodes:
        if node.op == "output":
            old_output = node
            break
        body.append(node)
    copy_nodes(NodeBuilder(new, may_be_symbolic), body, val_map)
    new._codegen = copy.deepcopy(graph._codegen)
    if old_output is not None:
        result = _fx_map_arg(old_output.args[0], val_map.__getitem__)
        new_output = new.output(result, type_expr=getattr(old_output, "type", None))
        new_output.meta = copy.copy(old_output.meta)
    return new
