"""``pyfxfast.Transformer``: ``torch.fx.Transformer`` with a fast per-node framework.

torch's ``Transformer`` re-creates each node through ``run_node`` (a context
manager that installs the node's meta), ``fetch_args_kwargs_from_env`` and
``tracer.create_proxy`` (argument lowering, naming, meta). This class keeps
every overridable method and its signature; where a subclass did not
override a step, the step runs as a few direct operations with the same
effect (:mod:`.proxies`), and the collector is paused while the new graph is
built. A subclass that overrides a step gets torch's behaviour for that step:
the framework calls its method with the same arguments, at the same moment,
in the same meta context.

The same functions are what ``pyfxfast.patch(graph_building=True)`` installs
on ``torch.fx.Transformer`` itself.
"""

from __future__ import annotations

import functools
import inspect
import logging
from typing import Any, Callable

import torch.fx as fx
import torch.fx.interpreter as _torch_interpreter
import torch.fx.traceback as fx_traceback
from torch._C import _fx_map_arg
from torch.fx import _lazy_graph_module
from torch.fx.graph_module import GraphModule
from torch.fx.node import map_aggregate
from torch.fx.proxy import Proxy

from .. import _C, fidelity
from .._graph.rebuild import gc_paused, make_graph_module
from ..provenance import create_record
from .proxies import NOT_PLAIN, building_scope, create_proxy, defined_on_proxy
from .stock_run import StockRun, active as _active_runs

__all__ = ["Transformer"]

_MIRROR = fidelity.declare("graph_building")
_INIT = fidelity.declare("interpreter_init")

_Interpreter = fx.Interpreter
# torch's own methods, kept for the fallbacks (captured before any patch).
_TORCH = {name: fx.Transformer.__dict__.get(name, getattr(_Interpreter, name, None))
          for name in ("run", "run_node", "transform", "get_attr", "call_function", "call_method")}
_TORCH_FETCH = _Interpreter.fetch_args_kwargs_from_env




def _fast_loop_ok(self: fx.Interpreter) -> bool:
    """The run loop may do run_node's steps itself: nothing it inlines is
    overridden, and nothing it skips (progress bar, debug log) would show."""
    cls = type(self)
    return (
        _MIRROR.accelerated
        and fx.config.disable_progress
        and cls.run_node in (_run_node, _TORCH["run_node"])
        and cls._set_current_node is _Interpreter._set_current_node
        and cls.fetch_args_kwargs_from_env is _TORCH_FETCH
        and cls.map_nodes_to_values is _Interpreter.map_nodes_to_values
        and not _torch_interpreter.log.isEnabledFor(logging.DEBUG)
        and not {"run_node", "fetch_args_kwargs_from_env", "map_nodes_to_values", "_set_current_node"} & self.__dict__.keys()
    )


def _run(self: fx.Interpreter, *args: Any, initial_env: dict[fx.Node, Any] | None = None,
         enable_io_processing: bool = True) -> Any:
    """``Interpreter.run``: the same loop, with run_node's steps done in line."""
    if not _fast_loop_ok(self):
        return _TORCH["run"](self, *args, initial_env=initial_env, enable_io_processing=enable_io_processing)
    self.env = initial_env if initial_env is not None else {}
    if enable_io_processing:
        args = self.graph.process_inputs(*args)
    self.args_iter = iter(args)
    with building_scope():
        return _run_nodes(self, enable_io_processing)


def _run_nodes(self: fx.Interpreter, enable_io_processing: bool) -> Any:
    pass_name = f"Interpreter_{self.__class__.__name__}"
    stock = StockRun.prepare(self, _STOCK_METHODS, _MIRROR.behaves_as >= (2, 12)) if isinstance(self, fx.Transformer) else None
    if stock is None:
        return _run_nodes_python(self, enable_io_processing, pass_name)

    def fail(node: fx.Node, e: BaseException) -> None:
        _annotate_error(self, node, e)  # type: ignore[arg-type]
        raise e

    try:
        found, output_val = stock.run.run(self, self.graph.nodes, None, fail)  # None: _step in C++
    finally:
        stock.close()
    if not found:
        return None
    return self.graph.process_outputs(output_val) if enable_io_processing else output_val


def _run_nodes_python(self: fx.Interpreter, enable_io_processing: bool, pass_name: str) -> Any:
    """The loop where the C++ run does not apply: each node through :func:`_step`."""
    for node in self.graph.nodes:
        if node in self.env:
            continue
        try:
            self.env[node] = _step(self, node, pass_name)
        except Exception as e:
            _annotate_error(self, node, e)
            raise
        if self.garbage_collect_values:
            for to_delete in self.user_to_last_uses.get(node, []):
                del self.env[to_delete]
        if node.op == "output":
            output_val = self.env[node]
            return self.graph.process_outputs(output_val) if enable_io_processing else output_val
    return None


def _annotate_error(self: fx.Interpreter, node: fx.Node, e: Exception) -> None:
    """What ``Interpreter.run`` does to an exception raised by a node: the
    node and its stack trace appended to the message; a ``KeyError`` becomes a
    ``RuntimeError`` (raised from here, chained as torch chains it)."""
    if not self.extra_traceback:
        return
    msg = f"While executing {node.format_node()}"
    msg = f"{e.args[0]}\n\n{msg}" if e.args else str(msg)
    msg += f"\nOriginal traceback:\n{node.stack_trace}"
    module = self.module
    if isinstance(module, GraphModule) and module.graph is not None and isinstance(module.graph, fx.Graph):
        _torch_interpreter.trace_structured(
            "artifact",
            metadata_fn=lambda: {"name": "fx_interpreter_error", "encoding": "string"},
            payload_fn=lambda: (
                f"{msg}\nGraphModule: {module.print_readable(print_output=False, include_stride=True)}"
            ),
        )
    msg += "\nUse tlparse to see full graph. "
    msg += "(https://github.com/pytorch/tlparse?tab=readme-ov-file#tlparse-parse-structured-pt2-logs)"
    e.args = (msg,) + e.args[1:]
    if isinstance(e, KeyError):
        raise RuntimeError(*e.args) from e


def _step(self: fx.Interpreter, node: fx.Node, pass_name: str) -> Any:
    """``run_node(node)``: under ``set_current_meta(node, pass_name)``, fetch the
    arguments from the environment and call the method for ``node.op``."""
    meta = node.meta
    if not (fx_traceback.should_preserve_node_meta and meta):
        return _call(self, node)
    saved = fx_traceback.current_meta
    current = meta.copy()
    # set_current_meta overwrites from_node: the new node's provenance is this node.
    current["from_node"] = [create_record(node, pass_name)]
    fx_traceback.current_meta = current
    try:
        return _call(self, node)
    finally:
        fx_traceback.current_meta = saved


def _call(self: fx.Interpreter, node: fx.Node) -> Any:
    """fetch_args_kwargs_from_env, then the method for ``node.op``."""
    lookup = self.env.__getitem__
    try:
        args = _fx_map_arg(node.args, lookup)
        kwargs = _fx_map_arg(node.kwargs, lookup)
    except KeyError:
        args, kwargs = _TORCH_FETCH(self, node)  # raises torch's "referenced nonexistent value"
    if type(args) is not tuple and not isinstance(args, tuple):
        raise AssertionError(f"Expected args to be tuple, got {type(args)}")
    if type(kwargs) is not dict and not isinstance(kwargs, dict):
        raise AssertionError(f"Expected kwargs to be dict, got {type(kwargs)}")
    return getattr(self, node.op)(node.target, args, kwargs)


def _run_node(self: fx.Interpreter, n: fx.Node) -> Any:
    """``Interpreter.run_node``."""
    if not _fast_loop_ok(self):
        return _TORCH["run_node"](self, n)
    return _step(self, n, f"Interpreter_{self.__class__.__name__}")


def _get_attr(self: fx.Transformer, target: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Proxy:
    """``Transformer.get_attr``: a ``get_attr`` node in the new graph."""
    if not _MIRROR.accelerated:
        return _TORCH["get_attr"](self, target, args, kwargs)
    if not isinstance(target, str):
        raise AssertionError(f"Expected target to be str, got {type(target)}")
    run = _active_runs.get(id(self))
    if run is not None:
        value = run.create(self, "get_attr", target, args, kwargs)
        if value is not NOT_PLAIN:
            return value
    return create_proxy(self.tracer, "get_attr", target, args, kwargs)


def _call_function(self: fx.Transformer, target: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
    """``Transformer.call_function``: a ``call_function`` node in the new graph."""
    run = _active_runs.get(id(self))  # only where accelerated
    if run is not None:
        value = run.create(self, "call_function", target, args, kwargs)
        if value is not NOT_PLAIN:
            return value
    if not _MIRROR.accelerated:
        return _TORCH["call_function"](self, target, args, kwargs)
    return create_proxy(self.tracer, "call_function", target, args, kwargs)


def _in_c(python_method: Callable[..., Any], kind: str, torchs: Callable[..., Any]) -> Any:
    """``python_method`` with its common case in C (the run in progress creates the node),
    so that an override's ``super().call_function(...)`` runs no Python frame of pyfxfast's.
    Wrapped in a ``functools.partial`` (a C call, with a ``__dict__``) to carry torch's
    signature and docstring, and bound as a method."""
    function = functools.partial(_C.call_function_fast(_active_runs, python_method, kind))
    function.__signature__ = inspect.signature(torchs)  # type: ignore[attr-defined]
    function.__doc__ = torchs.__doc__
    return _C.instance_method(function)


_call_function_fast = _in_c(_call_function, "call_function", _TORCH["call_function"])


def _call_method(self: fx.Interpreter, target: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
    """``Interpreter.call_method``: ``getattr(args[0], target)(*args[1:], **kwargs)``,
    which on a Proxy records a ``call_method`` node."""
    if not _MIRROR.accelerated:
        return _TORCH["call_method"](self, target, args, kwargs)
    self_obj, *args_tail = args
    if not isinstance(target, str):
        raise AssertionError(f"Expected target to be str, got {type(target)}")
    if type(self_obj) is Proxy:
        if not defined_on_proxy(target):
            # Proxy.__getattr__ -> Attribute(self_obj, target), whose call records the node.
            run = _active_runs.get(id(self))
            if run is not None and self_obj.tracer is self.tracer:
                value = run.create(self, "call_method", target, (self_obj, *args_tail), kwargs)
                if value is not NOT_PLAIN:
                    return value
            return create_proxy(self_obj.tracer, "call_method", target, (self_obj, *args_tail), kwargs)
    return getattr(self_obj, target)(*args_tail, **kwargs)


def _strip_proxy(a: Any) -> Any:
    return a.node if isinstance(a, Proxy) else a


def _transform(self: fx.Transformer) -> GraphModule:
    """``Transformer.transform``, with the collector paused while the new graph
    and its module are built."""
    if not _MIRROR.accelerated:
        return _TORCH["transform"](self)
    # Interpreter's own run (fx.Transformer under the patch): pyfxfast's loop.
    stock_run = type(self).run is _TORCH["run"] and "run" not in self.__dict__
    with gc_paused():
        with fx_traceback.preserve_node_meta():
            result = _run(self, enable_io_processing=False) if stock_run else self.run(enable_io_processing=False)
        if result is not None:
            new_output_node = self.new_graph.output(map_aggregate(result, _strip_proxy))
            old_output_node = next(iter(reversed(self.graph.nodes)))
            if old_output_node.op != "output":
                raise AssertionError(f"Expected output node, got op={old_output_node.op}")
            for k, v in old_output_node.meta.items():
                new_output_node.meta[k] = v
        if _lazy_graph_module._use_lazy_graph_module_flag:
            return _lazy_graph_module._make_graph_module(self.module, self.new_graph)
        return make_graph_module(self.module, self.new_graph)


_FUSED_OPS = frozenset({"get_attr", "call_function", "call_method"})
# Per op, the methods the fused step stands in for (torch's call_method behaves as pyfxfast's).
_STOCK_METHODS = {"get_attr": (_get_attr,), "call_function": (_call_function, _call_function_fast.__func__),
                  "call_method": (_call_method, _TORCH["call_method"])}


#: What patch(graph_building=True) installs on fx.Transformer: only methods torch's
#: Transformer defines itself (its class members stay the same); transform() runs
#: pyfxfast's loop where the class keeps Interpreter's run.
PATCHED_METHODS = {"get_attr": _get_attr, "call_function": _call_function_fast, "transform": _transform}


class _InterpreterInit(fx.Interpreter):
    """``Interpreter.__init__`` with its table of last uses built in C++.

    ``pyfxfast.Transformer`` lists it after ``fx.Transformer``, so it sits
    between ``fx.Transformer`` and ``fx.Interpreter`` in the MRO: the
    ``super().__init__(module)`` of torch's ``Transformer.__init__`` lands
    here. The attributes are set in torch's order, with torch's values."""

    def __init__(self, module: Any, garbage_collect_values: bool = True, graph: fx.Graph | None = None) -> None:
        interpreter_init(self, module, garbage_collect_values, graph)


def interpreter_init(self: fx.Interpreter, module: Any, garbage_collect_values: bool = True,
                     graph: fx.Graph | None = None) -> None:
    """``Interpreter.__init__`` with its table of last uses built in C++ (the collector
    paused meanwhile: the table is a list per node); what ``patch(graph_building=True)``
    installs as ``fx.Interpreter.__init__``, so that torch's ``Transformer`` and every
    other interpreter get it too."""
    if not _INIT.accelerated:
        _Interpreter.__init__(self, module, garbage_collect_values, graph)
        return
    self.module = module
    self.submodules = dict(self.module.named_modules())
    self.graph = graph if graph is not None else self.module.graph
    self.env = {}
    self.name = "Interpreter"
    self.garbage_collect_values = garbage_collect_values
    self.extra_traceback = True
    if self.garbage_collect_values:
        with gc_paused():
            table = _C.user_to_last_uses(list(self.graph.nodes), fx.Node)
            if table is None:  # nodes of another type: torch's walk, in Python
                table = _last_uses_in_python(self.graph)
        self.user_to_last_uses = table


def _last_uses_in_python(graph: fx.Graph) -> dict[fx.Node, list[fx.Node]]:
    """Each node's first use seen walking backwards (its last use), under that user."""
    seen: set[fx.Node] = set()
    table: dict[fx.Node, list[fx.Node]] = {}
    for user in reversed(graph.nodes):
        for node in user._input_nodes:
            if node not in seen:
                seen.add(node)
                table.setdefault(user, []).append(node)
    return table


class Transformer(fx.Transformer, _InterpreterInit):
    """Drop-in for :class:`torch.fx.Transformer`: same constructor, methods and
    results (graph, names, meta, provenance, generated code), built faster.

    Subclass it as you would torch's: override ``call_function``,
    ``call_method``, ``call_module``, ``get_attr``, ``placeholder``, ``output``,
    ``run_node`` or ``fetch_args_kwargs_from_env`` and call ``super()``; use
    ``self.tracer``, ``self.new_graph`` and Proxy arithmetic in overrides.
    Steps you do not override run without torch's per-node overhead. On a
    torch release pyfxfast has not verified (``pyfxfast doctor``), every
    method is torch's own.
    """

    def __init__(self, module: GraphModule) -> None:
        # torch's constructor, with the collector paused: it allocates a list per
        # node (user_to_last_uses), collections the large graph makes slow.
        with gc_paused():
            super().__init__(module)

    run = _run
    run_node = _run_node
    get_attr = _get_attr
    call_function = _call_function_fast
    call_method = _call_method
    transform = _transform

