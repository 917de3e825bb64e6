"""Inlining of composite ops: calls to ``fx.wrap``-ped functions replaced by
the operations of their implementation, after tracing (:func:`inline`) or
while tracing (:class:`InliningTracer`), as in torch.fx's "primitive library"
example."""

from __future__ import annotations

from typing import Any, Callable, Iterable

import torch.fx as fx

from ._graph import CompactGraph, OpKind
from .codegen import recompile

__all__ = ["inline", "InliningTracer"]


def _trace_call(graph: fx.Graph, fn: Callable[..., Any], args: Any, kwargs: Any) -> fx.Node:
    """Run ``fn`` on proxies of ``args``/``kwargs``: its operations are appended
    at the graph's insert point. Returns the node of its result."""
    tracer = fx.proxy.GraphAppendingTracer(graph)
    proxy_args = fx.node.map_arg(args, lambda n: fx.Proxy(n, tracer))
    proxy_kwargs = fx.node.map_arg(kwargs, lambda n: fx.Proxy(n, tracer))
    result = fn(*proxy_args, **proxy_kwargs)
    if not isinstance(result, fx.Proxy):
        raise TypeError(
            f"inlining {getattr(fn, '__name__', fn)!r} needs it to return a single traced value, got {type(result).__name__}"
        )
    return result.node


def inline(gm: fx.GraphModule, fns: Iterable[Callable[..., Any]]) -> fx.GraphModule:
    """Replace every ``call_function`` node whose target is one of ``fns`` by the
    operations of that function's implementation, then recompile.

    The result (``gm.code``) is the same as inserting the traced implementation
    before each call with ``GraphAppendingTracer`` proxies, replacing the call's
    uses and erasing it, one call after another in graph order. Modifies
    ``gm`` in place and returns it.
    """
    if not isinstance(gm, fx.GraphModule):
        raise TypeError(f"inline expects a torch.fx.GraphModule, got {type(gm).__name__}")
    wanted = list(fns)
    if not all(callable(f) for f in wanted):
        raise TypeError("fns must be callables")
    graph = gm.graph
    cg = CompactGraph(graph)
    ids = {tid for tid, target in enumerate(cg.interner.targets) if any(target is f for f in wanted)}
    sites = [
        node
        for node, kind, tid in zip(cg.nodes, cg.op_kinds(), cg.target_ids())
        if kind == OpKind.CALL_FUNCTION and tid in ids
    ]
    for node in sites:
        with graph.inserting_before(node):
            result = _trace_call(graph, node.target, node.args, node.kwargs)
        node.replace_all_uses_with(result)
        graph.erase_node(node)
    recompile(gm)
    return gm


class InliningTracer(fx.Tracer):
    """A tracer that traces through calls to ``fns`` (typically ``fx.wrap``-ped
    composite ops) instead of recording them as ``call_function`` nodes."""

    def __init__(self, fns: Iterable[Callable[..., Any]] = (), **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.fns_to_inline = list(fns)

    def create_node(self, kind, target, args, kwargs, name=None, type_expr=None):  # type: ignore[override]
        if kind == "call_function" and target in self.fns_to_inline:
            return _trace_call(self.graph, target, args, kwargs)
        return super().create_node(kind, target, args, kwargs, name, type_expr)
