"""``TracerBase.create_proxy`` without its per-argument overhead.

torch lowers every argument of every new node through ``Tracer.create_arg``
(an ``isinstance`` chain, opaque-type checks and a pytree walk per value), then
scans the arguments once more in ``Graph.create_node`` for raw ``SymInt``\\s to
warn about. Inside a ``Transformer`` almost every argument is a ``Proxy`` or a
plain literal, for which that lowering is the identity (``Proxy`` -> its node).

:func:`create_proxy` lowers such arguments with one exact-type walk, creates
the node as ``Graph.create_node`` does (``_rebuild.NodeBuilder``) and then sets
the node's meta the way ``TracerBase.create_node`` does. Anything else (a
tensor, a parameter, a namedtuple, a symbolic scalar, a custom tracer, debug
logging of ``torch.fx.proxy``) goes to the tracer's own ``create_proxy``.
"""

from __future__ import annotations

import copy
import logging
from typing import Any

import torch
import torch.fx as fx
import torch.fx.proxy as _torch_proxy
import torch.fx.traceback as fx_traceback
from torch.fx._symbolic_trace import Tracer
from torch.fx.immutable_collections import immutable_dict, immutable_list
from torch.fx.proxy import Proxy, TracerBase

from .. import fidelity
from .._rebuild import NodeBuilder

__all__ = ["create_proxy", "is_stock_tracer", "lower", "release"]

# Leaf types that Tracer.create_arg returns unchanged (exact types: a subclass
# may define __fx_create_arg__ or be a tensor, and takes torch's path).
_MIRROR = fidelity.declare("Transformer")

_PLAIN = frozenset(
    {int, float, bool, str, complex, type(None), type(...), torch.dtype, torch.device, torch.memory_format, torch.layout}
)
_LISTS = frozenset({list, immutable_list})
_DICTS = frozenset({dict, immutable_dict})


class _NotPlain:
    """Returned by :func:`lower` for arguments it cannot vouch for."""


NOT_PLAIN: Any = _NotPlain()


def lower(a: Any) -> Any:
    """``tracer.create_arg(a)`` for a stock tracer when ``a`` holds only proxies
    and plain literals (in tuples, lists, dicts with ``str`` keys, slices);
    otherwise :data:`NOT_PLAIN`."""
    t = type(a)
    if t is Proxy:
        return a.node
    if t in _PLAIN:
        return a
    if t is tuple or t in _LISTS:
        out = []
        for item in a:
            value = item.node if type(item) is Proxy else item if type(item) in _PLAIN else lower(item)
            if value is NOT_PLAIN:
                return NOT_PLAIN
            out.append(value)
        return tuple(out) if t is tuple else out
    if t in _DICTS:
        lowered = {}
        for key, item in a.items():
            if type(key) is not str:
                return NOT_PLAIN
            value = lower(item)
            if value is NOT_PLAIN:
                return NOT_PLAIN
            lowered[key] = value
        return lowered
    if t is slice:
        parts = (lower(a.start), lower(a.stop), lower(a.step))
        return NOT_PLAIN if NOT_PLAIN in parts else slice(*parts)
    return NOT_PLAIN


# What a tracer must not have overridden for create_proxy to stand in for it.
_BYPASSED = ("create_proxy", "create_node", "create_arg", "proxy")
_STOCK = {name: getattr(Tracer, name) for name in _BYPASSED}
_stock_types: dict[type, bool] = {}


def is_stock_tracer(tracer: Any) -> bool:
    """True when ``tracer.create_proxy`` would run torch's own ``TracerBase``/``Tracer``
    code with default settings (no mutation checks, no recorded stack traces)."""
    cls = type(tracer)
    stock = _stock_types.get(cls)
    if stock is None:
        stock = _stock_types[cls] = isinstance(tracer, Tracer) and all(
            getattr(cls, name, None) is fn for name, fn in _STOCK.items()
        )
    if not stock or tracer.check_mutable_operations or tracer.record_stack_traces:
        return False
    state = tracer.__dict__
    return not any(name in state for name in _BYPASSED) and isinstance(state.get("graph"), fx.Graph)


_last_builder: list[Any] = [None, None, None]  # graph, its owner, the builder: the graph being built


def _builder(graph: fx.Graph) -> NodeBuilder:
    # Hooks are read when a builder is made: a new one when the owner changes.
    owner = graph.owning_module
    if _last_builder[0] is graph and _last_builder[1] is owner:
        return _last_builder[2]
    builder = NodeBuilder(graph, may_be_symbolic=False)
    _last_builder[:] = [graph, owner, builder]
    return builder


def release() -> None:
    """Forget the graph being built (the cache must not keep it alive)."""
    _last_builder[:] = [None, None, None]


def create_proxy(tracer: TracerBase, kind: str, target: Any, args: Any, kwargs: Any) -> Proxy:
    """``tracer.create_proxy(kind, target, args, kwargs)`` (no name, no type)."""
    if not is_stock_tracer(tracer) or _torch_proxy.log.isEnabledFor(logging.DEBUG):
        return tracer.create_proxy(kind, target, args, kwargs)
    args_ = lower(args)
    kwargs_ = lower(kwargs) if args_ is not NOT_PLAIN else NOT_PLAIN
    if type(args_) is not tuple or type(kwargs_) is not dict:
        return tracer.create_proxy(kind, target, args, kwargs)  # torch lowers (and raises) its own way
    # Plain arguments hold no SymInt: create_node's warning scan has nothing to find.
    node = _builder(tracer.graph).create(kind, target, args_, kwargs_, None, None)
    tracer.node_name_to_scope[node.name] = (tracer.scope.module_path, tracer.scope.module_type)
    _set_tracer_meta(tracer, node)
    return Proxy(node, tracer)


def _set_tracer_meta(tracer: TracerBase, node: fx.Node) -> None:
    """What ``TracerBase.create_node`` does to a new node after ``graph.create_node``
    (the record_stack_traces branch excepted: is_stock_tracer requires it off)."""
    if fx_traceback.has_preserved_node_meta():
        backward_marks = _MIRROR.behaves_as >= (2, 13)  # torch 2.11 sets no autograd_backward here
        current_meta = fx_traceback.get_current_meta()
        meta = node.meta
        stack_trace = current_meta.get("stack_trace")
        if stack_trace:
            node.stack_trace = stack_trace
            if fx_traceback.GRADIENT_ACC_SPECIAL_STACK in stack_trace:
                meta["is_gradient_acc"] = True
                if backward_marks:
                    meta["autograd_backward"] = True
        for field in _torch_proxy._COPY_META_FIELDS:
            if field in current_meta:
                value = current_meta[field]
                cls = type(value)
                # copy.copy of a list or dict is its .copy()
                meta[field] = value.copy() if cls is list or cls is dict else copy.copy(value)
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
        node.meta["nn_module_stack"] = copy.copy(tracer.module_stack)
