"""The run loop's per-node work in C++ (``pyfxfast._C.TransformerRun``).

When a ``Transformer``'s tracer is torch's stock one, re-creating a node runs
no user code except the methods a subclass overrides. Then the step that torch
spreads over ``run_node``, ``set_current_meta``, ``fetch_args_kwargs_from_env``,
``create_proxy``, ``create_arg``, ``create_node`` and ``_get_seq_nr`` reduces
to: map the arguments to the new nodes, create the node (as
``Graph.create_node`` does), and give it the meta ``TracerBase.create_node``
would read from the node's meta, with its ``NodeSource`` record
(``provenance.create_record``). :class:`StockRun` prepares the C++ object that
does it, per run:

- ``step(node)``: that fused step, for nodes whose ``get_attr`` /
  ``call_function`` / ``call_method`` nobody overrode;
- ``create(kind, target, args, kwargs)``: ``tracer.create_proxy`` for plain
  arguments, meta from ``fx.traceback``'s current meta: what an overriding
  method's ``super()`` call ends in;
- ``run(...)``: ``Interpreter.run``'s loop, which hands every other node to the
  Python step (torch's calls, the subclass's methods).

State that only user code could change during the loop (the seq_nr source of
fused steps, the replay node, logging) is read once per run; ``create`` re-reads
the tracer's flags and ``fx.traceback``'s state per call. Anything either step
cannot vouch for (empty meta, non-plain literals, names ``Proxy`` defines,
missing values) comes back as NOT_PLAIN and takes the Python path.
"""

from __future__ import annotations

import logging
from collections import OrderedDict
from typing import Any, Callable

import torch
import torch.fx as fx
import torch.fx.graph as _torch_graph
import torch.fx.proxy as _torch_proxy
import torch.fx.traceback as fx_traceback
from torch.fx.immutable_collections import immutable_dict
from torch._C import _fx_map_arg
from torch.fx.proxy import Proxy

from .. import _C, fidelity
from .._graph import edits
from .._graph.rebuild import NodeBuilder
from ..provenance import record_maker
from .proxies import (_COPY_ATOMIC, _COPY_CONTAINERS, _DICTS, _INSTANCE_OVERRIDES, _LISTS, _PLAIN, NOT_PLAIN, Built,
                      _builder, _copies_by_dict, defined_on_proxy, is_stock_tracer, shallow_copy)

__all__ = ["StockRun", "active"]

_FAST_OPS = ("get_attr", "call_function", "call_method")
# _Namespace.create_name is mirrored (C++) where the python_code entry, which
# fingerprints torch's _Namespace, is verified on this release.
_NAMESPACE = fidelity.declare("python_code")
_TORCH_CREATE_NAME = _torch_graph._Namespace.create_name
_GET_SEQ_NR = _torch_proxy._get_seq_nr
_TORCH_PROXY_INIT = Proxy.__init__

# id(transformer) -> the TransformerRun of its run loop in progress: what its
# get_attr / call_function / call_method create nodes through (TransformerRun.create
# checks that the transformer is the one it runs for, with the same tracer).
active: dict[int, Any] = {}


def _copy_plan(cls: type) -> int:
    """How :func:`proxies.shallow_copy` copies a ``cls`` (not dict or list): 1 the
    same object (copy's immutable types), 2 by ``__dict__``, 0 its own call."""
    if cls is OrderedDict:
        return 0
    if cls in _COPY_ATOMIC:
        return 1
    if cls in _COPY_CONTAINERS:
        return 0
    return 2 if _copies_by_dict(cls) else 0


def _fast_namespace(namespace: Any) -> bool:
    return (
        _NAMESPACE.accelerated
        and type(namespace) is _torch_graph._Namespace
        and _torch_graph._Namespace.create_name is _TORCH_CREATE_NAME
        and "create_name" not in namespace.__dict__
        and type(namespace._used_names) is set
        and type(namespace._base_count) is dict
    )


class StockRun:
    """Per-run set-up of the C++ run; :meth:`prepare` returns None when the run
    cannot use it (a tracer that is not torch's stock one, debug logging, ...)."""

    __slots__ = ("run", "built", "key", "outer")

    @classmethod
    def prepare(cls, transformer: fx.Transformer, stock_methods: dict[str, tuple[Callable[..., Any], ...]],
                backward_marks: bool) -> "StockRun | None":
        klass = type(transformer)
        tracer = transformer.__dict__.get("tracer")
        if tracer is None or not is_stock_tracer(tracer) or _torch_proxy.log.isEnabledFor(logging.DEBUG):
            return None
        if not fx_traceback.has_preserved_node_meta() or fx_traceback.get_current_replay_node() is not None:
            return None
        if _torch_proxy._get_seq_nr is not _GET_SEQ_NR:
            return None
        fused = (all(getattr(klass, op) in stock_methods[op] for op in _FAST_OPS)
                 and not any(op in transformer.__dict__ for op in _FAST_OPS))
        graph = tracer.graph
        builder = _builder(graph)
        namespace = graph._graph_namespace
        fast_names = _fast_namespace(namespace)
        # The fields TracerBase.create_node copies, in its order; from_node is
        # always in the current meta (set_current_meta puts it there).
        fields = tuple(_torch_proxy._COPY_META_FIELDS)
        with_from_node = "from_node" in fields
        at = fields.index("from_node") if with_from_node else len(fields)
        built = Built()
        run = _C.TransformerRun({
            "node_type": fx.Node, "proxy_type": Proxy, "not_plain": NOT_PLAIN,
            "plain_types": tuple(_PLAIN), "list_types": tuple(_LISTS), "dict_types": tuple(_DICTS),
            "graph": graph, "tracer": tracer, "scope": tracer.scope,
            "node_name_to_scope": tracer.node_name_to_scope, "built": built,
            # Nodes made by the native edits with a cache of this graph; a builder with hooks
            # to run, or of another class (its own create), makes them all: its create.
            "create": builder.create,
            "edit_kit": edits.kit() if fast_names and not builder._slow and type(builder) is NodeBuilder else None,
            "immutable_dict": immutable_dict,
            "fields_before": fields[:at], "fields_after": fields[at + 1:], "fields_all": fields,
            "with_from_node": with_from_node,
            "pass_name": f"Interpreter_{klass.__name__}", "create_record": record_maker(),
            "shallow_copy": shallow_copy, "copy_plan": _copy_plan, "object_new": object.__new__,
            # _get_seq_nr's source, for nodes not in a backward (in_grad_fn): fixed
            # while no tensor op runs, i.e. for the loop's fused steps.
            "seq_nr": None if fx_traceback._is_preserving_node_seq_nr() else torch.autograd._get_sequence_nr() - 1,
            "backward_marks": backward_marks, "grad_acc_stack": fx_traceback.GRADIENT_ACC_SPECIAL_STACK,
            "defined_on_proxy": defined_on_proxy, "traceback": fx_traceback,
            "sequence_nr": torch.autograd._get_sequence_nr,
            # Proxy made as its constructor makes it, where that is torch's.
            "proxy_direct": Proxy.__init__ is _TORCH_PROXY_INIT and Proxy.__new__ is object.__new__,
            "fx_map_arg": _fx_map_arg, "fetch": fx.Interpreter.fetch_args_kwargs_from_env,
            "fused": fused, "creates": True, "instance_overrides": tuple(_INSTANCE_OVERRIDES),
        })
        stock = cls()
        stock.run = run
        stock.built = built
        stock.key = id(transformer)
        stock.outer = active.get(stock.key)
        active[stock.key] = run
        return stock

    def close(self) -> None:
        if self.outer is None:
            active.pop(self.key, None)
        else:
            active[self.key] = self.outer
