"""The run loop's step for a node whose method nobody overrode, in one piece.

When a ``Transformer``'s ``get_attr``, ``call_function`` and ``call_method``
are pyfxfast's own and its tracer is torch's stock one, re-creating a node
runs no user code. Then the step that torch spreads over ``run_node``,
``set_current_meta``, ``fetch_args_kwargs_from_env``, ``create_proxy``,
``create_arg``, ``create_node`` and ``_get_seq_nr`` reduces to: map the
arguments to the new nodes, create the node (``NodeBuilder``), and give it the
meta ``TracerBase.create_node`` would read from the node's meta, with its
``NodeSource`` record. State that only user code could change during the loop
(the seq_nr source, the replay node, logging) is read once per run.

Nodes outside that case (empty meta, non-plain literals, names ``Proxy``
defines, missing values) take the general step, which makes torch's calls.
"""

from __future__ import annotations

import logging
from typing import Any, Callable

import torch
import torch.fx as fx
import torch.fx.proxy as _torch_proxy
import torch.fx.traceback as fx_traceback
from torch.fx.proxy import Proxy

from ..provenance import create_record
from .proxies import (NOT_PLAIN, Built, _builder, copy_stack_trace, defined_on_proxy, is_stock_tracer,
                      lower_nodes, shallow_copy)

__all__ = ["StockRun"]

_FAST_OPS = ("get_attr", "call_function", "call_method")


class StockRun:
    """Per-run state of the fused step; :meth:`prepare` returns None when the
    run cannot use it."""

    __slots__ = ("tracer", "builder", "built", "pass_name", "fields_before", "with_from_node", "fields_after",
                 "seq_nr", "backward_marks", "scope")

    @classmethod
    def prepare(cls, transformer: fx.Transformer, stock_methods: dict[str, tuple[Callable[..., Any], ...]],
                backward_marks: bool) -> "StockRun | None":
        klass = type(transformer)
        if any(getattr(klass, op) not in stock_methods[op] for op in _FAST_OPS):
            return None
        if any(op in transformer.__dict__ for op in _FAST_OPS):
            return None
        tracer = transformer.tracer
        if not is_stock_tracer(tracer) or _torch_proxy.log.isEnabledFor(logging.DEBUG):
            return None
        if not fx_traceback.has_preserved_node_meta() or fx_traceback.get_current_replay_node() is not None:
            return None
        if _torch_proxy._get_seq_nr is not _GET_SEQ_NR:
            return None
        run = cls()
        run.tracer = tracer
        run.builder = _builder(tracer.graph)
        run.built = Built()
        run.pass_name = f"Interpreter_{klass.__name__}"
        # The fields TracerBase.create_node copies, in its order; from_node is
        # always in the current meta (set_current_meta puts it there).
        fields = list(_torch_proxy._COPY_META_FIELDS)
        run.with_from_node = "from_node" in fields
        at = fields.index("from_node") if run.with_from_node else len(fields)
        run.fields_before, run.fields_after = tuple(fields[:at]), tuple(fields[at + 1:])
        # _get_seq_nr's source, for nodes not in a backward (in_grad_fn): fixed
        # while no tensor op runs, i.e. for the whole loop.
        run.seq_nr = None if fx_traceback._is_preserving_node_seq_nr() else torch.autograd._get_sequence_nr() - 1
        run.backward_marks = backward_marks
        run.scope = tracer.scope
        return run

    def step(self, node: fx.Node) -> Any:
        """The new Proxy for ``node``, or NOT_PLAIN when the general step must run."""
        meta = node.meta
        if not meta:
            return NOT_PLAIN  # torch reads the enclosing current_meta instead
        op = node.op
        target = node.target
        args = lower_nodes(node.args, self.built)
        if args is NOT_PLAIN:
            return NOT_PLAIN
        kwargs = lower_nodes(node.kwargs, self.built) if node.kwargs else {}
        if kwargs is NOT_PLAIN:
            return NOT_PLAIN
        if op == "call_method":
            if defined_on_proxy(target) or not args or not isinstance(args[0], fx.Node):
                return NOT_PLAIN
        elif op == "get_attr" and not isinstance(target, str):
            return NOT_PLAIN
        tracer = self.tracer
        new = self.builder.create(op, target, args, kwargs, None, None)
        tracer.node_name_to_scope[new.name] = (self.scope.module_path, self.scope.module_type)
        self._set_meta(node, meta, new)
        proxy = Proxy(new, tracer)
        self.built[node] = new
        return proxy

    def _set_meta(self, node: fx.Node, meta: dict[str, Any], new: fx.Node) -> None:
        # TracerBase.create_node's meta, with current_meta = meta.copy() whose
        # from_node is [NodeSource(node)] (set_current_meta).
        out = new.meta
        copy_stack_trace(out, meta.get("stack_trace"), self.backward_marks)
        for field in self.fields_before:
            if field in meta:
                value = meta[field]
                out[field] = value.copy() if type(value) is dict else shallow_copy(value)
        if self.with_from_node:
            out["from_node"] = [create_record(node, self.pass_name)]
        for field in self.fields_after:
            if field in meta:
                out[field] = shallow_copy(meta[field])
        if meta.get("in_grad_fn", 0) > 0:
            seq_nr = meta["grad_fn_seq_nr"][-1]
        elif self.seq_nr is None:  # preserving the node's own seq_nr
            seq_nr = meta.get("seq_nr")
        else:
            seq_nr = self.seq_nr
        if seq_nr is not None:
            out["seq_nr"] = seq_nr
        if self.backward_marks and meta.get("autograd_backward", False):
            out["autograd_backward"] = True


_GET_SEQ_NR = _torch_proxy._get_seq_nr
