"""Code generation for FX graphs: ``python_code`` and ``recompile``.

``python_code(graph)`` returns what ``graph.python_code("self")`` returns (the
same ``src``, ``globals``, line map and prologue start) for graphs whose
codegen is torch's own ``CodeGen`` or ``_PyTreeCodeGen``. The body is written
in C++ (``_C.CodegenRun``) walking the nodes over the Python C API; Python
supplies only what needs Python, once per distinct object: the global name of
each call target, type annotations, and reprs of unusual literals. Anything
the native path does not reproduce (a custom ``CodeGen``, a body transformer,
``verbose``/``colored``/``expanded_def``/``record_func``, named-tuple or opaque
literals, ...) is handed to torch's own codegen, never rendered differently.

Every pyfxfast pass that regenerates a ``GraphModule``'s code calls
:func:`recompile`, and ``pyfxfast.patch(codegen=True)`` routes torch's own
``Graph.python_code`` and ``GraphModule.recompile`` here.
"""

from __future__ import annotations

import contextlib
import enum
import math
import os
import sys
import types
import typing
from typing import Any, Callable, Iterator

import torch
import torch.fx as fx
from torch.fx import graph as _fx_graph
from torch.fx.graph import CodeGen, PythonCode, _PyTreeCodeGen
from torch.fx.graph_module import GraphModule
from torch.fx.node import Node, _get_qualified_name, _type_repr

from . import _C, exec_cache, fidelity

__all__ = ["python_code", "recompile"]


def _is_tensor_type(o: Any) -> bool:
    # Looked up, not imported: torch 2.11's `import torch` leaves torch.fx.tensor_type (and the
    # unification package it pulls in) unloaded, and an instance means the module is loaded.
    tensor_type = sys.modules.get("torch.fx.tensor_type")
    return tensor_type is not None and isinstance(o, tensor_type.TensorType)


# torch's originals, captured before any patching.
_TORCH_PYTHON_CODE = fx.Graph.python_code
_TORCH_RECOMPILE = GraphModule.recompile
_MIRROR = fidelity.declare("python_code")

_KEYWORDS = frozenset(
    ["verbose", "include_stride", "include_device", "colored", "expanded_def", "record_func", "additional_meta"]
)
# Options that change the output; the native path renders them all off.
_OFF_OPTIONS = ("verbose", "colored", "expanded_def", "record_func")

# Leaves whose repr is Python's own and mentions no node.
_PLAIN_TYPES = (
    complex,
    bytes,
    type(Ellipsis),
    type(NotImplemented),
    torch.dtype,
    torch.device,
    torch.layout,
    torch.memory_format,
)
_PLAIN_INSTANCES = (types.FunctionType, types.BuiltinFunctionType, type, enum.Enum, torch.Tensor)
# From torch 2.14 on, complex literals whose repr would not read back are written complex(re, im).
_PLAIN_TYPES_2_14 = tuple(t for t in _PLAIN_TYPES if t is not complex)


def _only_positional_fields(templates: dict[str, str]) -> dict[str, str]:
    # The C++ side fills "{}" in order; any other format field goes to torch.
    return {k: v for k, v in templates.items() if "{" not in v.replace("{}", "") and "}" not in v.replace("{}", "")}


# The opaque-object check torch's codegen uses (renamed in torch 2.14).
_is_opaque_literal_type = getattr(_fx_graph, "is_opaque_constant_type", None) or _fx_graph.is_opaque_value_type

_MAGIC = _only_positional_fields(_fx_graph.magic_methods)
_INPLACE = _only_positional_fields(_fx_graph.inplace_methods)


class _Unsupported(Exception):
    """A construct the native path leaves to torch."""


class _NativeCodegen:
    """One native ``python_code`` run: the globals table and the callbacks C++ asks."""

    def __init__(self, codegen: CodeGen, root_module: str) -> None:
        self.codegen = codegen
        self.globals: dict[str, Any] = {}
        self._obj_to_name: dict[Any, str] = {}
        info = getattr(codegen, "pytree_info", None) if isinstance(codegen, _PyTreeCodeGen) else None
        if info and info.out_spec:
            prefix, suffix = "return pytree.tree_unflatten(", ", self._out_spec)"
        else:
            prefix, suffix = "return ", ""
        self.torch_2_14 = _MIRROR.behaves_as >= (2, 14)
        self.run = _C.CodegenRun(
            _fx_graph._illegal_names, Node, _PLAIN_TYPES_2_14 if self.torch_2_14 else _PLAIN_TYPES,
            self._target, self._type_repr, self._leaf, root_module, prefix, suffix,
        )
        for name, builtin in _fx_graph._custom_builtins.items():
            self.add_global(name, builtin.obj)

    def add_global(self, name_hint: str, obj: Any) -> str:
        """torch's ``add_global``: the name under which ``obj`` is a global of the code."""
        if _fx_graph._is_from_torch(obj) and obj != torch.device:
            return _get_qualified_name(obj)
        if obj is not None and obj in self._obj_to_name:
            name = self._obj_to_name[obj]
        else:
            name = self.run.create_global_name(name_hint, obj)
            if obj is not None:
                self._obj_to_name[obj] = name
        if name in self.globals:
            if self.globals[name] != obj:
                raise _Unsupported("global name clash")
            return name
        self.globals[name] = obj
        return name

    def _target(self, target: Any) -> tuple[int, str]:
        """(0, operator template) | (1, in-place template) | (2, global name) for a call_function target."""
        if not callable(target):
            raise _Unsupported("call_function target is not callable")
        if getattr(target, "_boxed_arg_indices", None):
            raise _Unsupported("boxed arguments")  # torch >= 2.14 writes them on lines of their own
        if getattr(target, "__module__", "") == "_operator":
            name = target.__name__
            if name in _fx_graph.magic_methods:
                if name not in _MAGIC:
                    raise _Unsupported("operator template")
                return 0, _MAGIC[name]
            if name in _fx_graph.inplace_methods:
                if name not in _INPLACE:
                    raise _Unsupported("operator template")
                return 1, _INPLACE[name]
        return 2, self.add_global(_get_qualified_name(target), target)

    def _type_repr(self, o: Any) -> str:
        """The annotation torch writes for a node type, registering the globals it names."""
        if o == ():
            return "()"
        typename = _type_repr(o)
        if isinstance(o, types.UnionType) and "|" in typename:
            args = [self._type_repr(a) for a in typing.get_args(o)]
            if self.torch_2_14:
                return f"{self.add_global(_type_repr(typing.Union), typing.Union)}[{','.join(args)}]"
            return "|".join(args)
        origin = getattr(o, "__origin__", None)
        if origin:
            if isinstance(o, typing._GenericAlias):  # type: ignore[attr-defined]
                origin = _fx_graph._origin_type_map.get(origin, origin)
            origin_name = self.add_global(_type_repr(origin), origin)
            type_args = o.dims if _is_tensor_type(o) else typing.get_args(o)
            if type_args:
                return f"{origin_name}[{','.join(self._type_repr(a) for a in type_args)}]"
            return origin_name
        return self.add_global(typename, o)

    def _leaf(self, o: Any, plain: bool) -> str | None:
        """Repr of a literal C++ does not render itself; None: render it as a tuple/list."""
        if plain:
            # Inside a dict torch uses Python's repr, which shows nodes by name.
            if isinstance(o, _PLAIN_INSTANCES) or type(o) in _PLAIN_TYPES:
                return repr(o)
            raise _Unsupported("no plain repr")
        if isinstance(o, tuple) and hasattr(o, "_fields"):
            raise _Unsupported("named tuple literal")
        if isinstance(o, (torch._ops.OpOverload, torch._ops.HigherOrderOperator)):
            return self.add_global(_get_qualified_name(o), o)
        if isinstance(o, enum.Enum):
            cls = o.__class__
            return f"{self.add_global(cls.__name__, cls)}.{o.name}"
        if isinstance(o, torch.Tensor):
            return f"torch.Tensor(size={list(o.size())}, dtype={str(o.dtype).split('.')[-1]})"
        if isinstance(o, complex):
            return _complex_literal(o)
        if isinstance(o, (tuple, list)):
            return None
        if _is_opaque_literal_type(type(o)):
            raise _Unsupported("opaque literal")
        if isinstance(o, _PLAIN_INSTANCES) or type(o) in _PLAIN_TYPES:
            return repr(o)
        raise _Unsupported(f"literal of type {type(o).__name__}")

    def generate(self, nodes: list[Node]) -> PythonCode:
        run = self.run
        run.walk(nodes)
        wrapped = run.wrapped()
        if wrapped:
            wrap_name = self.add_global("wrap", torch.fx.wrap)
            wrap_stmts = "\n".join(f'{wrap_name}("{name}")' for name in wrapped)
        else:
            wrap_stmts = ""
        for name, value in self.codegen.additional_globals():
            self.add_global(name, value)
        prologue = self.codegen.gen_fn_def(run.free_vars(), run.return_annotation(), expanded_def=False)
        # The source is torch's f"\n{wrap_stmts}\n\n{prologue}\n{code}", made in one piece.
        src, lineno_map = run.finish(prologue.count("\n") + 1, f"\n{wrap_stmts}\n\n{prologue}\n")
        return PythonCode(src, self.globals, _lineno_map=lineno_map, _prologue_start=wrap_stmts.count("\n") + 4)


def _complex_literal(value: complex) -> str:
    """torch 2.14's rendering: ``complex(re, im)`` where the repr would not read back."""
    re, im = value.real, value.imag
    if re == 0.0 or im == 0.0 or not math.isfinite(re) or not math.isfinite(im):
        return f"complex({re!r}, {im!r})"
    return repr(value)


def _native_eligible(graph: fx.Graph, root_module: Any, kwargs: dict[str, Any]) -> bool:
    codegen = graph._codegen
    return (
        _MIRROR.accelerated
        and type(graph)._python_code is fx.Graph._python_code
        and type(codegen) in (CodeGen, _PyTreeCodeGen)
        and codegen._body_transformer is None
        and isinstance(root_module, str)
        and all(k in _KEYWORDS for k in kwargs)
        and not any(kwargs.get(k) for k in _OFF_OPTIONS)
        and os.environ.get("FX_GRAPH_SHOW_META", "0") != "1"
    )


def _try_native(graph: fx.Graph, root_module: Any, kwargs: dict[str, Any]) -> PythonCode | None:
    """The natively generated code, or None where torch's codegen must run."""
    if not _native_eligible(graph, root_module, kwargs):
        return None
    native = None
    try:
        native = _NativeCodegen(graph._codegen, root_module)
        return native.generate(list(graph.nodes))
    except Exception:
        # Unsupported constructs and bad graphs alike: torch renders the
        # former and raises its own error for the latter.
        return None
    finally:
        if native is not None:
            del native.run  # it holds callbacks bound to `native`: break the cycle


def _python_code(graph: fx.Graph, root_module: Any, kwargs: dict[str, Any]) -> PythonCode:
    code = _try_native(graph, root_module, kwargs)
    return code if code is not None else _TORCH_PYTHON_CODE(graph, root_module, **kwargs)


def python_code(graph: fx.Graph, root_module: str = "self", **kwargs: Any) -> PythonCode:
    """Same as ``graph.python_code(root_module, **kwargs)``, generated natively where possible."""
    method = type(graph).python_code
    if method is not _TORCH_PYTHON_CODE and method is not _patched_python_code:
        return graph.python_code(root_module, **kwargs)  # a Graph subclass's own codegen
    return _python_code(graph, root_module, kwargs)


def _patched_python_code(
    self: fx.Graph,
    root_module: str,
    *,
    verbose: bool = False,
    include_stride: bool = False,
    include_device: bool = False,
    colored: bool = False,
    expanded_def: bool = False,
    record_func: bool = False,
    additional_meta: list[str] | None = None,
) -> PythonCode:
    """``Graph.python_code`` while ``pyfxfast.patch(codegen=True)`` is active."""
    kwargs = dict(
        verbose=verbose, include_stride=include_stride, include_device=include_device, colored=colored,
        expanded_def=expanded_def, record_func=record_func, additional_meta=additional_meta,
    )
    return _python_code(self, root_module, kwargs)


_patched_python_code.__doc__ = _TORCH_PYTHON_CODE.__doc__


@contextlib.contextmanager
def routed_codegen(graph: fx.Graph) -> Iterator[None]:
    """Make ``graph.python_code`` (as torch's recompile calls it) the native one, for this graph only,
    and the forward's code object native (``exec_cache.routed``) while the block runs.

    For torch code that builds a ``GraphModule`` from ``graph`` (its constructor
    recompiles), e.g. ``with routed_codegen(g): fx.GraphModule(root, g)``.
    """
    namespace = getattr(graph, "__dict__", None)
    # Not routed where the graph has no instance dict, is routed already (nested), or its class's
    # python_code is not torch's (patched, or overridden by a subclass): that one runs as it is.
    route = (namespace is not None and "python_code" not in namespace
             and type(graph).python_code is _TORCH_PYTHON_CODE)
    if route:
        namespace["python_code"] = types.MethodType(_patched_python_code, graph)
    try:
        with exec_cache.routed():
            yield
    finally:
        if route:
            namespace.pop("python_code", None)


def recompile(gm: fx.GraphModule) -> PythonCode:
    """Same effect and return value as ``gm.recompile()``.

    torch's own ``GraphModule.recompile`` runs (code, forward, line map,
    submodules); only its ``graph.python_code`` call is the native one. A
    ``_LazyGraphModule`` is marked for recompilation, as ``gm.recompile()`` does.
    """
    with routed_codegen(gm.graph):
        if type(gm).recompile is _patched_recompile:
            return _TORCH_RECOMPILE(gm)
        return gm.recompile()


def _patched_recompile(self: fx.GraphModule) -> PythonCode:
    """``GraphModule.recompile`` while ``pyfxfast.patch(codegen=True)`` is active."""
    with routed_codegen(self.graph):
        return _TORCH_RECOMPILE(self)


_patched_recompile.__doc__ = _TORCH_RECOMPILE.__doc__


def _patch_targets() -> list[tuple[Any, str, Callable[..., Any]]]:
    """(owner, attribute, replacement) that ``patch(codegen=True)`` installs (none where
    pyfxfast was not verified on this torch)."""
    if not _MIRROR.accelerated:
        return []
    return [(fx.Graph, "python_code", _patched_python_code), (GraphModule, "recompile", _patched_recompile)]
