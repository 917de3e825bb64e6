"""``pyfxfast.Tracer`` and ``pyfxfast.symbolic_trace``: torch.fx's tracer with
the node-creation step of :mod:`.proxies`.

Tracing itself (running ``forward`` on proxies, ``fx.wrap``, autowrap,
``concrete_args``, leaf modules) is torch's ``Tracer.trace``; every node it
records goes through ``create_proxy``, which here lowers plain arguments and
creates the node without torch's per-argument overhead (a subclass's
``create_arg``, ``create_node`` or ``proxy`` override is called as torch calls
it). The collector is paused while the graph is built.
"""

from __future__ import annotations

import bisect
import contextlib
import dis
import sys
import threading
import types
import weakref
from typing import Any, Callable, Iterator

import torch
import torch.fx as fx
from torch.fx import _lazy_graph_module
from torch.fx.graph_module import GraphModule
from torch.fx.proxy import Proxy

from .. import fidelity
from .._graph.rebuild import gc_paused, make_graph_module
from .proxies import _TORCH_CREATE_PROXY as TORCH_CREATE_PROXY, building_scope, tracer_create_proxy

__all__ = ["Tracer", "proxy_iter", "symbolic_trace", "trace"]

_MIRROR = fidelity.declare("graph_building")
_TORCH_TRACE = fx.Tracer.trace


def trace(self: fx.Tracer, root: torch.nn.Module | Callable[..., Any],
          concrete_args: dict[str, Any] | None = None) -> fx.Graph:
    """``Tracer.trace`` with the collector paused while the graph is built, and
    ``Proxy.__iter__`` as :func:`proxy_iter` meanwhile; a tracer that records
    stack traces traces with torch's ``create_proxy`` and ``Proxy.__iter__``
    (their frames are in the stacks it records)."""
    if not _MIRROR.accelerated:
        return _TORCH_TRACE(self, root, concrete_args)
    exact_stacks = _torchs_create_proxy_for_stack_traces(self)
    try:
        with (gc_paused() if _may_pause_collector(self) else contextlib.nullcontext(),
              torchs_unpacking() if exact_stacks is not None else fast_unpacking(), building_scope()):
            return _TORCH_TRACE(self, root, concrete_args)
    finally:
        if exact_stacks is not None and getattr(self, "__dict__", {}).get("create_proxy") is exact_stacks:
            del self.__dict__["create_proxy"]


def _may_pause_collector(tracer: fx.Tracer) -> bool:
    """Whether the collector may wait until the trace ends: not where the trace runs
    tensor operations (make_fx's tracers; gc_paused itself declines under a torch
    mode). There a finalizer run by the collection the pause defers (a ``no_grad``
    call, say) would be recorded, after the output node, where torch's collections
    fall elsewhere."""
    proxy_tensor = sys.modules.get("torch.fx.experimental.proxy_tensor")
    return proxy_tensor is None or not isinstance(tracer, proxy_tensor.PythonKeyTracer)


def _torchs_create_proxy_for_stack_traces(tracer: fx.Tracer) -> Any:
    """A tracer recording stack traces keeps the node's call stack as its
    ``stack_trace``: those stacks name torch's ``create_proxy``, not
    pyfxfast's. While it traces, ``tracer.create_proxy`` is torch's (an
    instance attribute, removed when the trace ends) when its class has
    pyfxfast's; returns that attribute, or None."""
    if not getattr(tracer, "record_stack_traces", False):
        return None
    state = getattr(tracer, "__dict__", None)
    if state is None or "create_proxy" in state or getattr(type(tracer), "create_proxy", None) is not tracer_create_proxy:
        return _KEEP  # torch's stacks still, for unpacking: see torchs_unpacking
    bound = state["create_proxy"] = types.MethodType(TORCH_CREATE_PROXY, tracer)
    return bound


_KEEP = object()  # a tracer recording stack traces whose create_proxy is left as it is


trace.__doc__ = _TORCH_TRACE.__doc__


class Tracer(fx.Tracer):
    """Drop-in for :class:`torch.fx.Tracer` (same constructor, methods and graphs);
    subclass it as torch's, overriding ``is_leaf_module``, ``create_arg``,
    ``call_module``, ``getattr`` and the rest."""

    create_proxy = tracer_create_proxy
    trace = trace


_unpacking_lock = threading.Lock()
_unpacking_users = 0  # traces running with proxy_iter installed by fast_unpacking
_held_by_patch = False  # patch(graph_building=True) installed proxy_iter until unpatch()


def hold_for_patch(held: bool) -> None:
    """Called by patch()/unpatch(): while held, traces leave ``Proxy.__iter__`` installed."""
    global _held_by_patch
    with _unpacking_lock:
        _held_by_patch = held


@contextlib.contextmanager
def fast_unpacking() -> Iterator[None]:
    """Install :func:`proxy_iter` as ``Proxy.__iter__`` while a pyfxfast trace
    runs (its results are torch's: only the time differs, for any thread
    tracing meanwhile). The last trace to leave puts torch's back, unless
    ``patch(graph_building=True)`` installed it for good meanwhile."""
    global _unpacking_users
    with _unpacking_lock:
        _unpacking_users += 1
        if _unpacking_users == 1 and not _torchs_users and Proxy.__dict__.get("__iter__") is TORCH_PROXY_ITER:
            Proxy.__iter__ = proxy_iter  # type: ignore[method-assign]
    try:
        yield
    finally:
        with _unpacking_lock:
            _unpacking_users -= 1
            if _unpacking_users == 0 and Proxy.__dict__.get("__iter__") is proxy_iter and not _held_by_patch:
                Proxy.__iter__ = TORCH_PROXY_ITER  # type: ignore[method-assign]


_torchs_users = 0  # traces recording stack traces: torch's Proxy.__iter__ while any runs


@contextlib.contextmanager
def torchs_unpacking() -> Iterator[None]:
    """torch's ``Proxy.__iter__`` while a trace that records stack traces runs:
    the stack of a node made by ``a, b = proxy`` holds the generator that
    unpacks, torch's. Traces in other threads meanwhile get torch's too (the
    same results); :func:`proxy_iter` is put back when the last one ends, if
    a fast trace or ``patch(graph_building=True)`` still wants it."""
    global _torchs_users
    with _unpacking_lock:
        _torchs_users += 1
        if Proxy.__dict__.get("__iter__") is proxy_iter:
            Proxy.__iter__ = TORCH_PROXY_ITER  # type: ignore[method-assign]
    try:
        yield
    finally:
        with _unpacking_lock:
            _torchs_users -= 1
            if (_torchs_users == 0 and (_unpacking_users or _held_by_patch)
                    and Proxy.__dict__.get("__iter__") is TORCH_PROXY_ITER):
                Proxy.__iter__ = proxy_iter  # type: ignore[method-assign]


def symbolic_trace(root: torch.nn.Module | Callable[..., Any], concrete_args: dict[str, Any] | None = None) -> GraphModule:
    """Drop-in for :func:`torch.fx.symbolic_trace`: the same ``GraphModule``."""
    if not _MIRROR.accelerated:
        return fx.symbolic_trace(root, concrete_args)
    with gc_paused():
        tracer = Tracer()
        graph = tracer.trace(root, concrete_args)
        name = root.__class__.__name__ if isinstance(root, torch.nn.Module) else root.__name__
        if _lazy_graph_module._use_lazy_graph_module_flag:
            return _lazy_graph_module._make_graph_module(tracer.root, graph, name)
        return make_graph_module(tracer.root, graph, name)


TORCH_PROXY_ITER = Proxy.__iter__
# code object -> (instruction offsets, UNPACK_SEQUENCE count or None per instruction)
_unpacks: "weakref.WeakKeyDictionary[Any, tuple[list[int], list[int | None]]]" = weakref.WeakKeyDictionary()


def _unpack_count(code: Any, lasti: int) -> int | None:
    """What ``Proxy.__iter__`` reads from the caller's bytecode: the count of the
    UNPACK_SEQUENCE at ``lasti``, or None. torch disassembles the whole caller
    on every call; the instructions of a code object never change, so they are
    disassembled once per code object."""
    table = _unpacks.get(code)
    if table is None:
        instructions = list(dis.get_instructions(code))
        table = ([i.offset for i in instructions],
                 [i.argval if i.opname == "UNPACK_SEQUENCE" else None for i in instructions])
        _unpacks[code] = table
    offsets, counts = table
    index = bisect.bisect_left(offsets, lasti) if sys.version_info >= (3, 11) else lasti // 2
    return counts[index]


def proxy_iter(self: Proxy) -> Iterator[Proxy]:
    """``Proxy.__iter__`` (installed by ``patch(graph_building=True)``): ``a, b = proxy``
    unpacks into ``proxy[0], proxy[1]``; any other iteration asks the tracer."""
    if not _MIRROR.accelerated:
        return TORCH_PROXY_ITER(self)
    calling_frame = sys._getframe(1)
    count = _unpack_count(calling_frame.f_code, calling_frame.f_lasti)
    if count is not None:
        return (self[i] for i in range(count))  # type: ignore[index]
    return self.tracer.iter(self)
