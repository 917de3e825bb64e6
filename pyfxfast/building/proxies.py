"""``TracerBase.create_proxy`` without its per-argument overhead.

torch lowers every argument of every new node through ``Tracer.create_arg``
(an ``isinstance`` chain, opaque-type checks and a pytree walk per value), then
scans the arguments once more in ``Graph.create_node`` for raw ``SymInt``\\s to
warn about. Inside a ``Transformer`` almost every argument is a ``Proxy`` or a
plain literal, for which that lowering is the identity (``Proxy`` -> its node).

:func:`tracer_create_proxy` (``TracerBase.create_proxy`` under the patch, and
pyfxfast's ``Tracer`` and ``Transformer``) lowers such arguments with one
exact-type walk, creates the node as ``Graph.create_node`` does
(``_graph.rebuild.NodeBuilder``) and then sets the node's meta the way
``TracerBase.create_node`` does. Other arguments (a tensor, a parameter, a
namedtuple, a symbolic scalar) go through the tracer's ``create_arg``; a
tracer class that overrides ``create_arg``, ``create_node`` or ``proxy`` has
them called as torch calls them; with debug logging of ``torch.fx.proxy`` on,
``create_node`` is torch's.
"""

from __future__ import annotations

import contextlib
import copy
import logging
import operator
import threading
import types
import weakref
from collections import OrderedDict
from typing import Any, Callable, Iterator

import torch
import torch.fx as fx
import torch.fx.proxy as _torch_proxy
import torch.fx.traceback as fx_traceback
from torch.fx._symbolic_trace import Tracer
from torch.fx.proxy import Proxy, TracerBase

from .. import _cpython, fidelity
from .._graph.edits import DICT_TYPES, LIST_TYPES, PLAIN_TYPES
from .._graph.rebuild import NodeBuilder

__all__ = ["NOT_PLAIN", "Built", "building_scope", "copy_stack_trace", "defined_on_proxy", "create_proxy", "is_stock_tracer", "lower", "lower_nodes", "release",
           "tracer_create_proxy"]

_MIRROR = fidelity.declare("graph_building")

_PLAIN, _LISTS, _DICTS = PLAIN_TYPES, LIST_TYPES, DICT_TYPES
_Node = fx.Node


class _NotPlain:
    """Returned by :func:`lower` for arguments it cannot vouch for."""


NOT_PLAIN: Any = _NotPlain()


class Built(dict):
    """Source node -> its node in the new graph; a missing node reads as NOT_PLAIN."""

    def __missing__(self, key: Any) -> Any:
        return NOT_PLAIN


def _walk(a: Any, ref: type, resolve: Callable[[Any], Any]) -> Any:
    """``a`` with each ``ref`` (a Proxy or a Node) replaced by ``resolve(ref)``,
    plain literals kept, containers rebuilt as ``create_arg`` rebuilds them;
    NOT_PLAIN for anything else. ``resolve`` is a C callable: no Python call per reference."""
    t = type(a)
    if t is ref:
        return resolve(a)
    if t in _PLAIN:
        return a
    if t is tuple or t in _LISTS:
        out = []
        for item in a:
            ti = type(item)
            value = resolve(item) if ti is ref else item if ti in _PLAIN else _walk(item, ref, resolve)
            if value is NOT_PLAIN:
                return NOT_PLAIN
            out.append(value)
        return tuple(out) if t is tuple else out
    if t in _DICTS:
        lowered = {}
        for key, item in a.items():
            if type(key) is not str:
                return NOT_PLAIN
            value = _walk(item, ref, resolve)
            if value is NOT_PLAIN:
                return NOT_PLAIN
            lowered[key] = value
        return lowered
    if t is slice:
        parts = (_walk(a.start, ref, resolve), _walk(a.stop, ref, resolve), _walk(a.step, ref, resolve))
        return NOT_PLAIN if NOT_PLAIN in parts else slice(*parts)
    return NOT_PLAIN


_proxy_node = operator.attrgetter("node")
# Proxies whose create_arg is their node, for a stock tracer: Tracer.create_arg
# finds none of its own cases (parameter, tensor, module, namedtuple, constant,
# proxyable class) and TracerBase.create_arg returns ``a.node`` (an Attribute's
# node is created on first use, by torch's own property, as create_arg would).
_PROXIES = frozenset({Proxy, _torch_proxy.Attribute, _torch_proxy.ParameterProxy})


def _lower(a: Any) -> Any:
    """``tracer.create_arg(a)`` for a stock tracer, as :func:`_walk` does, with
    the proxies of :data:`_PROXIES` as references. Stops at the first argument
    it cannot vouch for (the caller then lowers everything with ``create_arg``:
    an Attribute's node, made here already, is not made twice)."""
    t = type(a)
    if t in _PROXIES:
        return a.node
    if t in _PLAIN:
        return a
    if t is tuple or t in _LISTS:
        out = []
        append = out.append
        for item in a:
            ti = type(item)
            if ti is Proxy:
                append(item.node)
            elif ti in _PLAIN:
                append(item)
            else:
                value = _lower(item)
                if value is NOT_PLAIN:
                    return NOT_PLAIN
                append(value)
        return tuple(out) if t is tuple else out
    if t in _DICTS:
        lowered = {}
        for key, item in a.items():
            if type(key) is not str:
                return NOT_PLAIN
            value = _lower(item)
            if value is NOT_PLAIN:
                return NOT_PLAIN
            lowered[key] = value
        return lowered
    if t is slice:
        parts = []
        for part in (a.start, a.stop, a.step):
            value = _lower(part)
            if value is NOT_PLAIN:
                return NOT_PLAIN
            parts.append(value)
        return slice(*parts)
    return NOT_PLAIN


def lower(a: Any) -> Any:
    """``tracer.create_arg(a)`` for a stock tracer when ``a`` holds only proxies
    and plain literals (in tuples, lists, dicts with ``str`` keys, slices);
    otherwise :data:`NOT_PLAIN`."""
    return _lower(a)


def lower_nodes(a: Any, built: Built) -> Any:
    """What ``create_arg`` makes of a source node's argument ``a`` once each node
    in it is replaced by its Proxy in the new graph: ``built[node]`` for nodes,
    plain literals unchanged; :data:`NOT_PLAIN` for anything else (a node not
    in ``built``, a literal ``create_arg`` would not return as it is)."""
    return _walk(a, _Node, built.__getitem__)


_on_proxy: dict[Any, bool] = {}


def defined_on_proxy(method: Any) -> bool:
    """``getattr(proxy, method)`` finds something Proxy defines itself (or the
    name is not a string): torch's path, not a recorded call_method."""
    found = _on_proxy.get(method)
    if found is None:
        found = _on_proxy[method] = not isinstance(method, str) or hasattr(Proxy, method)
    return found


def copy_stack_trace(out: dict[str, Any], stack_trace: Any, backward_marks: bool) -> None:
    """``TracerBase.create_node``'s stack trace step, into the new node's meta ``out``."""
    if stack_trace:
        out["stack_trace"] = stack_trace  # the Node.stack_trace setter
        if fx_traceback.GRADIENT_ACC_SPECIAL_STACK in stack_trace:
            out["is_gradient_acc"] = True
            if backward_marks:  # torch 2.11 sets no autograd_backward here
                out["autograd_backward"] = True


# Methods whose torch versions the fast path stands in for (per class: is it torch's?).
_TORCH_CREATE_PROXY = TracerBase.create_proxy
_STOCK_CREATE_ARG = (Tracer.create_arg, TracerBase.create_arg)
_INSTANCE_OVERRIDES = frozenset({"create_proxy", "create_node", "create_arg", "proxy"})
# Weak: torch's Transformer makes a tracer class per instance, which must not outlive it.
_plans: "weakref.WeakKeyDictionary[type, tuple[bool, bool, bool, bool]]" = weakref.WeakKeyDictionary()


def _plan(cls: type) -> tuple[bool, bool, bool, bool]:
    """(create_proxy is torch's or pyfxfast's, create_arg is torch's, create_node is
    torch's, proxy is torch's) for a tracer class."""
    plan = _plans.get(cls)
    if plan is None:
        plan = _plans[cls] = (
            cls.create_proxy in (_TORCH_CREATE_PROXY, tracer_create_proxy),
            cls.create_arg in _STOCK_CREATE_ARG,
            cls.create_node is TracerBase.create_node,
            cls.proxy is TracerBase.proxy,
        )
    return plan


def is_stock_tracer(tracer: Any) -> bool:
    """True when ``tracer.create_proxy`` would run torch's own ``TracerBase``/``Tracer``
    code with default settings (no mutation checks, no recorded stack traces)."""
    if not isinstance(tracer, TracerBase) or not all(_plan(type(tracer))):
        return False
    if tracer.check_mutable_operations or tracer.record_stack_traces:
        return False
    state = getattr(tracer, "__dict__", {})
    return _INSTANCE_OVERRIDES.isdisjoint(state) and isinstance(state.get("graph"), fx.Graph)


_last_builder: tuple[Any, Any, Any] = (None, None, None)  # graph, its owner, the builder
_scope_lock = threading.Lock()
_scopes = 0  # building_scope()s open, in any thread


@contextlib.contextmanager
def building_scope() -> Iterator[None]:
    """A run or a trace: within it, consecutive nodes of one graph share a
    NodeBuilder (cached); when the last scope closes the cache is dropped, so
    that it never keeps a graph alive after the build."""
    global _scopes
    with _scope_lock:
        _scopes += 1
    try:
        yield
    finally:
        with _scope_lock:
            _scopes -= 1
            if _scopes == 0:
                release()


def _builder(graph: fx.Graph) -> NodeBuilder:
    """A NodeBuilder for ``graph``. Outside a :func:`building_scope` (a node loop
    calling ``graph.create_node``) a new one each time. A builder reads
    create-node hooks when it is made: a graph whose owner has hooks gets a new
    one each time (which takes torch's ``create_node``, hooks and all). The
    cache is one tuple, read once: threads building other graphs only replace it."""
    global _last_builder
    owner = graph.owning_module
    if not _scopes or (owner is not None and getattr(owner, "_create_node_hooks", None)):
        return NodeBuilder(graph, may_be_symbolic=False)
    cached = _last_builder
    if cached[0] is graph and cached[1] is owner:
        return cached[2]
    builder = NodeBuilder(graph, may_be_symbolic=False)
    _last_builder = (graph, owner, builder)
    return builder


def release() -> None:
    """Forget the cached builder (and with it the graph it builds)."""
    global _last_builder, _last_tracer
    _last_builder = (None, None, None)
    _last_tracer = (None, None, None, None, None)


def create_proxy(tracer: TracerBase, kind: str, target: Any, args: Any, kwargs: Any) -> Proxy:
    """``tracer.create_proxy(kind, target, args, kwargs)``."""
    if not isinstance(tracer, TracerBase) or not _plan(type(tracer))[0] or "create_proxy" in getattr(tracer, "__dict__", {}):
        return tracer.create_proxy(kind, target, args, kwargs)
    return tracer_create_proxy(tracer, kind, target, args, kwargs)


# The last tracer that created a node inside a building_scope: (tracer, its class,
# its graph, the graph's NodeBuilder, _plan(class)). Checked by identity on
# each node; dropped with the builder cache when the last scope closes.
_last_tracer: tuple[Any, Any, Any, Any, Any] = (None, None, None, None, None)
_TORCH_PROXY_INIT = Proxy.__init__
_new_object = object.__new__
_DEBUG = logging.DEBUG


def tracer_create_proxy(
    self: TracerBase,
    kind: str,
    target: Any,
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
    name: str | None = None,
    type_expr: Any | None = None,
    proxy_factory_fn: Callable[[fx.Node], Proxy] | None = None,
) -> Proxy:
    """``TracerBase.create_proxy``: lower the arguments, create the node, wrap it.

    Steps the tracer's class overrides (``create_arg``, ``create_node``,
    ``proxy``) are called as torch calls them; torch's own steps are done
    without their per-argument overhead when the arguments are plain."""
    global _last_tracer
    cached = _last_tracer
    cls = type(self)
    if cached[0] is self and cached[1] is cls:
        plan = cached[4]  # made in this building scope, when the mirror was accelerated
    else:
        if not _MIRROR.accelerated:
            return _TORCH_CREATE_PROXY(self, kind, target, args, kwargs, name, type_expr, proxy_factory_fn)
        plan = _plan(cls)
        cached = None
    _, stock_arg, stock_node, stock_proxy = plan
    state = getattr(self, "__dict__", {})
    if not _INSTANCE_OVERRIDES.isdisjoint(state):
        stock_arg = stock_node = stock_proxy = False  # an instance attribute shadows a method
    plain = stock_arg
    if plain:
        args_ = _lower(args)
        kwargs_ = _lower(kwargs) if args_ is not NOT_PLAIN else NOT_PLAIN
        plain = args_ is not NOT_PLAIN and kwargs_ is not NOT_PLAIN
    if not plain:
        args_ = self.create_arg(args)
        kwargs_ = self.create_arg(kwargs)
    if not isinstance(args_, tuple):
        raise AssertionError(f"Expected args_ to be tuple, got {type(args_)}")
    if not isinstance(kwargs_, dict):
        raise AssertionError(f"Expected kwargs_ to be dict, got {type(kwargs_)}")
    graph = state.get("graph")
    if (plain and stock_node and not self.check_mutable_operations and not self.record_stack_traces
            and type(graph) is fx.Graph and not _torch_proxy.log.isEnabledFor(_DEBUG)):
        # Plain arguments hold no SymInt: create_node's warning scan has nothing to find.
        if cached is not None and cached[2] is graph and graph._owning_module is None:
            builder = cached[3]
        else:
            builder = _builder(graph)
            if _scopes and graph._owning_module is None:
                _last_tracer = (self, cls, graph, builder, plan)
        node = builder.create(kind, target, args_, kwargs_, name, type_expr)
        scope = self.scope
        self.node_name_to_scope[node.name] = (scope.module_path, scope.module_type)
        if fx_traceback.has_preserved_node_meta():
            _set_tracer_meta(self, node)
        else:
            module_stack = self.module_stack
            if module_stack:
                # copy.copy of an OrderedDict without instance attributes: the same items in order.
                node.meta["nn_module_stack"] = (module_stack.copy()
                                                if type(module_stack) is OrderedDict and not module_stack.__dict__
                                                else shallow_copy(module_stack))
    else:
        node = self.create_node(kind, target, args_, kwargs_, name, type_expr)
    if proxy_factory_fn:
        return proxy_factory_fn(node)
    if not stock_proxy:
        return self.proxy(node)
    if Proxy.__init__ is not _TORCH_PROXY_INIT or Proxy.__new__ is not _new_object:
        return Proxy(node, self)
    proxy = _new_object(Proxy)  # Proxy(node, self): its __init__ sets these two
    proxy.tracer = self
    proxy.node = node
    return proxy


# What copy.copy returns as it is, and the builtin containers it copies by cls.copy, read from
# CPython's own tables where pyfxfast was verified (elsewhere both empty: copy.copy copies).
_COPY_ATOMIC, _COPY_CONTAINERS = _cpython.shallow_copy_kinds()
_SLOTNAMES = _cpython.slotnames()
_by_dict: "weakref.WeakKeyDictionary[type, bool]" = weakref.WeakKeyDictionary()


def _copies_by_dict(cls: type) -> bool:
    """copy.copy(x) of this class is ``cls.__new__(cls)`` plus x's ``__dict__``
    (copyreg's protocol-4 reduce, nothing customised), e.g. ``OpOverload``."""
    import copyreg

    getstate = getattr(object, "__getstate__", None)
    return (
        not issubclass(cls, type)
        and cls not in copyreg.dispatch_table
        and getattr(cls, "__copy__", None) is None
        and cls.__reduce_ex__ is object.__reduce_ex__
        and cls.__reduce__ is object.__reduce__
        and getattr(cls, "__getstate__", None) is getstate
        and not hasattr(cls, "__setstate__")
        and not hasattr(cls, "__getnewargs_ex__")
        and not hasattr(cls, "__getnewargs__")
        and cls.__new__ is object.__new__
        and _SLOTNAMES is not None
        and not _SLOTNAMES(cls)
        and _plain_dict_slot(cls)
    )


def _plain_dict_slot(cls: type) -> bool:
    """``cls.__dict__`` is the slot ``type()`` makes for a class: ``x.__dict__`` is then
    the state object.__reduce_ex__ reads, and assigning a copy of it is what
    ``copy._reconstruct``'s ``y.__dict__.update(state)`` gives a fresh object."""
    owner = next((k for k in cls.__mro__ if "__dict__" in vars(k)), None)
    if owner is None:
        return False
    slot = vars(owner)["__dict__"]
    return (type(slot) is types.GetSetDescriptorType and slot.__name__ == "__dict__"
            and bool(owner.__flags__ & _HEAP_TYPE))


_HEAP_TYPE = 1 << 9  # Py_TPFLAGS_HEAPTYPE: a class made by a class statement or type()


def shallow_copy(value: Any) -> Any:
    """``copy.copy(value)``, without its generic reduce for plain classes."""
    cls = type(value)
    if cls is list or cls is dict:
        return value.copy()
    if cls is OrderedDict and not value.__dict__:
        # OrderedDict.__reduce__: a new one, then the items in order (and the
        # instance __dict__, when there is one: copy.copy below).
        return OrderedDict(value)
    if cls in _COPY_ATOMIC:
        return value
    if cls in _COPY_CONTAINERS:
        return cls.copy(value)
    by_dict = _by_dict.get(cls)
    if by_dict is None:
        by_dict = _by_dict[cls] = _copies_by_dict(cls)
    if not by_dict:
        return copy.copy(value)
    new = object.__new__(cls)
    state = value.__dict__
    if state:
        new.__dict__.update(state)
    return new


def _set_tracer_meta(tracer: TracerBase, node: fx.Node) -> None:
    """What ``TracerBase.create_node`` does to a new node after ``graph.create_node``
    (the record_stack_traces branch excepted: is_stock_tracer requires it off)."""
    if fx_traceback.has_preserved_node_meta():
        backward_marks = _MIRROR.behaves_as >= (2, 12)
        current_meta = fx_traceback.get_current_meta()
        meta = node.meta
        copy_stack_trace(meta, current_meta.get("stack_trace"), backward_marks)
        for field in _torch_proxy._COPY_META_FIELDS:
            if field in current_meta:
                meta[field] = shallow_copy(current_meta[field])
        seq_nr = _torch_proxy._get_seq_nr(node.name)
        if seq_nr is not None:
            meta["seq_nr"] = seq_nr
        replay_node = fx_traceback.get_current_replay_node()
        if replay_node is not None:
            meta["is_functional_regenerated"] = True
            if "custom" in replay_node.meta:
                meta["custom"] = replay_node.meta.get("custom")
            if "stack_trace" in replay_node.meta:
                node.stack_trace = replay_node.meta.get("stack_trace")
        if backward_marks and current_meta.get("autograd_backward", False):
            meta["autograd_backward"] = True
    elif tracer.module_stack:
        node.meta["nn_module_stack"] = shallow_copy(tracer.module_stack)
