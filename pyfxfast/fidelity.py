"""What pyfxfast mirrors of torch, and on which torch releases it was verified.

Start here to learn what pyfxfast reimplements. Each native path stands in for
some torch functions; if torch changes them, the native path could silently
stop giving torch's result. So every entry below names the torch code it
mirrors and records a fingerprint of that code for each release on which the
differential tests passed. At the first use (one drop-in call, ``patch()`` or
:func:`support_report`), every entry's fingerprint is computed from the
installed torch, once per process:

- a known fingerprint: the native path runs, behaving as the release it was
  verified against (``behaves_as``, e.g. ``(2, 14)`` where torch 2.14 changed
  a result);
- a fingerprint listed in ``_TORCHS_OWN``: a supported release where torch
  differs from what pyfxfast mirrors; that entry runs torch's own code, silently;
- an unknown one (a nightly, 2.16, a vendor's patched torch): that entry
  alone runs torch's own implementation, with one warning for all such
  entries. It stays correct and is simply not accelerated.

A fingerprint hashes the source text of each mirrored function (for a class,
of each function it defines), blank and comment-only lines dropped: comment
edits keep the acceleration, any code edit drops it until it is verified.

Modules declare their drop-ins here with :func:`declare` and ask
``handle.accelerated`` / ``handle.behaves_as``; no other module checks torch's
version. To verify a new release: install it, run the differential suites with
``PYFXFAST_FIDELITY=verify:2.15`` (every entry native, behaving as 2.15), and
add what ``python -m pyfxfast.fidelity`` prints for the passing entries to
``_VERIFIED``. ``PYFXFAST_FIDELITY=torch`` makes every entry fall back.
"""

from __future__ import annotations

import ast
import functools
import hashlib
import importlib
import importlib.util
import inspect
import linecache
import os
import sys
import threading
import types
import warnings
from dataclasses import dataclass
from typing import Any, Callable

from . import _cpython

#: The support_report() rows that are about the interpreter rather than torch: code objects
#: (pyfxfast.code_emission) and the private tables of CPython's copy modules (pyfxfast._cpython).
CODE_EMISSION = "code_emission"
CPYTHON_INTERNALS = "cpython_internals"

__all__ = ["FallbackWarning", "Mirror", "Status", "declare", "support_report", "fingerprints", "ENTRIES"]


class FallbackWarning(UserWarning):
    """Some pyfxfast entries run torch's own implementation on this torch."""


@dataclass(frozen=True)
class Mirror:
    """A native path and the torch code whose results it reproduces."""

    name: str
    summary: str
    #: "module:qualname" of each torch function or class mirrored.
    mirrors: tuple[str, ...]
    #: Only when this module is loaded (never imported here): an optional client.
    requires_module: str | None = None
    #: The CPython internals the native path reads (pyfxfast._cpython's readers): where one
    #: cannot be read (an interpreter never verified), the entry runs torch's own.
    needs: tuple[Callable[[], Any], ...] = ()


# -- What pyfxfast mirrors --------------------------------------------------

_GRAPH_BUILDING = (
    "torch.fx.graph:Graph.create_node",
    "torch.fx.graph:Graph.node_copy",
    "torch.fx.node:Node.__init__",
)
_TOPO_SORT = ("torch.fx.passes.utils.fuser_utils:topo_sort",)
_VALIDATE = ("torch.fx.passes.utils.fuser_utils:validate_partition",)
_STABLE_SORT = ("torch.fx.passes.tools_common:stable_topological_sort",)
_MATCHER = ("torch.fx.passes.utils.matcher_utils:SubgraphMatcher",)

ENTRIES: tuple[Mirror, ...] = (
    Mirror("eliminate_dead_code", "Graph.eliminate_dead_code: liveness and impurity in C++",
           ("torch.fx.graph:Graph.eliminate_dead_code", "torch.fx.node:Node.is_impure")),
    Mirror("topo_sort", "fuser_utils.topo_sort", _TOPO_SORT),
    Mirror("validate_partition", "fuser_utils.validate_partition", _VALIDATE),
    Mirror("fuse_by_partitions", "fuser_utils.fuse_by_partitions: one cycle check, bulk-built submodules",
           ("torch.fx.passes.utils.fuser_utils:fuse_by_partitions",
            "torch.fx.passes.utils.fuser_utils:fuse_as_graphmodule",
            "torch.fx.passes.utils.fuser_utils:insert_subgm",
            "torch.fx.passes.utils.fuser_utils:erase_nodes",
            "torch.fx.passes.utils.common:lift_subgraph_as_module")
           + _TOPO_SORT + _VALIDATE + _STABLE_SORT + _GRAPH_BUILDING),
    Mirror("stable_topological_sort", "tools_common.stable_topological_sort", _STABLE_SORT + _GRAPH_BUILDING),
    Mirror("legalize_graph", "tools_common.legalize_graph",
           ("torch.fx.passes.tools_common:legalize_graph",) + _GRAPH_BUILDING),
    Mirror("SubgraphMatcher", "matcher_utils.SubgraphMatcher.match (and SubgraphMatcherWithNameNodeMap)",
           _MATCHER + ("torch.fx.passes.utils.matcher_with_name_node_map_utils:SubgraphMatcherWithNameNodeMap",)),
    Mirror("replace_pattern", "subgraph_rewriter.replace_pattern[_with_filters]",
           ("torch.fx.subgraph_rewriter:_replace_pattern",
            "torch.fx.subgraph_rewriter:replace_pattern",
            "torch.fx.subgraph_rewriter:replace_pattern_with_filters")
           + _MATCHER + _GRAPH_BUILDING),
    Mirror("CapabilityBasedPartitioner", "infra.partitioner.CapabilityBasedPartitioner.propose_partitions",
           ("torch.fx.passes.infra.partitioner:CapabilityBasedPartitioner",)),
    Mirror("fuse_conv_bn", "experimental.optimization.fuse (conv/linear + batch norm folding)",
           ("torch.fx.experimental.optimization:fuse",
            "torch.fx.experimental.optimization:matches_module_pattern",
            "torch.fx.experimental.optimization:replace_node_module",
            "torch.nn.utils.fusion:fuse_conv_bn_eval",
            "torch.nn.utils.fusion:fuse_conv_bn_weights",
            "torch.nn.utils.fusion:fuse_linear_bn_eval",
            "torch.nn.utils.fusion:fuse_linear_bn_weights")),
    Mirror("python_code", "Graph.python_code (and recompile's code): the code generator in C++",
           ("torch.fx.graph:CodeGen._gen_python_code",
            "torch.fx.graph:Graph.python_code",
            "torch.fx.graph:Graph._python_code",
            "torch.fx.graph:_Namespace",
            "torch.fx.graph:_is_from_torch",
            "torch.fx.node:_get_qualified_name",
            "torch.fx.node:_type_repr",
            "torch.fx.node:_format_arg")),
    Mirror("exec_cache", "graph_module._exec_with_source: compile each distinct source once",
           ("torch.fx.graph_module:_exec_with_source", "torch.fx.graph_module:_EvalCacheLoader")),
    Mirror("provenance", "traceback.NodeSource.__deepcopy__ (copied without copy.deepcopy)",
           ("torch.fx.traceback:NodeSource",), needs=(_cpython.deepcopy_dispatch, _cpython.reconstruct)),
    Mirror("split_module", "passes.split_module.split_module",
           ("torch.fx.passes.split_module:split_module",) + _GRAPH_BUILDING),
    Mirror("interpreter_init", "Interpreter.__init__: its table of last uses in C++",
           ("torch.fx.interpreter:Interpreter.__init__",)),
    Mirror("graph_building", "fx.Transformer's run loop, TracerBase.create_proxy, Graph.create_node, symbolic_trace",
           ("torch.fx.interpreter:Interpreter.run",
            "torch.fx.interpreter:Interpreter.run_node",
            "torch.fx.interpreter:Interpreter._set_current_node",
            "torch.fx.interpreter:Interpreter.fetch_args_kwargs_from_env",
            "torch.fx.interpreter:Interpreter.map_nodes_to_values",
            "torch.fx.interpreter:Interpreter.call_method",
            "torch.fx.interpreter:Transformer",
            "torch.fx.traceback:set_current_meta",
            "torch.fx.traceback:preserve_node_meta",
            "torch.fx.proxy:TracerBase.create_proxy",
            "torch.fx.proxy:TracerBase.create_node",
            "torch.fx.proxy:TracerBase.create_arg",
            "torch.fx.proxy:TracerBase.proxy",
            "torch.fx.proxy:_get_seq_nr",
            "torch.fx.node:Node.stack_trace",
            "torch.fx._symbolic_trace:symbolic_trace",
            "torch.fx._symbolic_trace:Tracer.trace",
            "torch.fx.graph:Graph.lint",
            "torch.fx.proxy:Proxy.__init__",
            "torch.fx.proxy:Proxy.__getattr__",
            "torch.fx.proxy:Proxy.__iter__",
            "torch.fx.proxy:Attribute.__call__",
            "torch.fx._symbolic_trace:Tracer.create_arg",
            "torch.fx.node:map_arg",
            "torch.fx._lazy_graph_module:_make_graph_module")
           + _GRAPH_BUILDING),
    Mirror("graph_edits", "node-by-node edits: erase_node, the use-list edits, Node.__setattr__, insert points, "
           "call_function and node names",
           ("torch.fx.graph:Graph.call_function",
            "torch.fx.graph:Graph.erase_node",
            "torch.fx.graph:Graph.inserting_before",
            "torch.fx.graph:Graph.inserting_after",
            "torch.fx.graph:Graph.owning_module",
            "torch.fx.graph:Graph._target_to_str",
            "torch.fx.graph:_snake_case",
            "torch.fx.graph:_is_magic",
            "torch.fx.graph:_InsertPoint",
            "torch.fx.graph:_FindNodesLookupTable",
            "torch.fx.node:Node.__setattr__",
            "torch.fx.node:Node.args",
            "torch.fx.node:Node.kwargs",
            "torch.fx.node:Node.prepend",
            "torch.fx.node:Node.append",
            "torch.fx.node:Node.replace_all_uses_with",
            "torch.fx.node:Node.replace_input_with",
            "torch.fx.node:Node.update_arg",
            "torch.fx.node:Node.update_kwarg",
            "torch.fx.node:map_arg")
           + _GRAPH_BUILDING),
    Mirror("GroupBasedPartitioner", "ExecuTorch's GroupBasedPartitioner (XNNPACK's partitioner)",
           ("executorch.exir.backend.canonical_partitioners.group_partitioner:GroupBasedPartitioner",),
           requires_module="executorch.exir.backend.canonical_partitioners.group_partitioner"),
)

# -- Where each was verified ------------------------------------------------
# entry -> fingerprint -> (behaves_as, releases the differential suites passed on).
# Regenerate a release's rows with `python -m pyfxfast.fidelity` (see above).
_VERIFIED: dict[str, dict[str, tuple[tuple[int, int], str]]] = {
    "eliminate_dead_code": {
        "8eec4ecd4cd9d09b": ((2, 11), "2.11.0"),
        "38fce5ade5aae1ac": ((2, 12), "2.12.1"),
        "31bb3624f5827cab": ((2, 13), "2.13.0 2.14.1 2.15.0"),
    },
    "topo_sort": {
        "9583e67f2e4d9d13": ((2, 12), "2.12.1 2.13.0 2.14.1 2.15.0"),
    },
    "validate_partition": {
        "d9d91861c8a42a62": ((2, 11), "2.11.0 2.12.1 2.13.0 2.14.1 2.15.0"),
    },
    "fuse_by_partitions": {
        "5c6fcf315e40b554": ((2, 12), "2.12.1"),
        "7ce0ee638f9887a7": ((2, 13), "2.13.0"),
        "210e30c897b931c5": ((2, 14), "2.14.1 2.15.0"),
    },
    "stable_topological_sort": {
        "b5728a0e98bcd5bc": ((2, 11), "2.11.0"),
        "c1be09e1735b7ee3": ((2, 12), "2.12.1"),
        "4d17b55ca09e1f7c": ((2, 13), "2.13.0 2.14.1 2.15.0"),
    },
    "legalize_graph": {
        "43ac76764b45f41b": ((2, 11), "2.11.0"),
        "c01401ce869eadd7": ((2, 12), "2.12.1"),
        "7583842276c8ad98": ((2, 13), "2.13.0 2.14.1 2.15.0"),
    },
    "SubgraphMatcher": {
        "682814460b90c0d3": ((2, 11), "2.11.0"),
        "04276c5b0fa5af1b": ((2, 12), "2.12.1"),
        "b4db7e50e1b62ef7": ((2, 13), "2.13.0"),
        "6a5f3b9b6c2c9fd8": ((2, 14), "2.14.1 2.15.0"),
    },
    "replace_pattern": {
        "9a2be0db5e5e1de6": ((2, 11), "2.11.0"),
        "75e6be6e57ebef74": ((2, 12), "2.12.1"),
        "1c8abafbc80332ad": ((2, 13), "2.13.0"),
        "f659db5f0edf5c40": ((2, 14), "2.14.1"),
        "1f0e6de896f18238": ((2, 15), "2.15.0"),
    },
    "CapabilityBasedPartitioner": {
        "856f51d667e05f8f": ((2, 11), "2.11.0"),
        "ce9730c6914f7677": ((2, 12), "2.12.1"),
        "360c7fbef1fb2a22": ((2, 13), "2.13.0 2.14.1 2.15.0"),
    },
    "fuse_conv_bn": {
        "8eafe9513d42b8c0": ((2, 11), "2.11.0 2.12.1"),
        "7f277e384cc77504": ((2, 13), "2.13.0 2.14.1 2.15.0"),
    },
    "python_code": {
        "2cb34073b7827c91": ((2, 11), "2.11.0"),
        "9ad288ee878a6687": ((2, 12), "2.12.1"),
        "3deb6a690652b2ec": ((2, 13), "2.13.0"),
        "81e5e58895fd54d9": ((2, 14), "2.14.1"),
        "e35166df4b4c82fe": ((2, 15), "2.15.0"),
    },
    "exec_cache": {
        "8b7de3e7ac0119f5": ((2, 11), "2.11.0"),
        "ffe8fd3a59f2b960": ((2, 12), "2.12.1"),
        "6fc4f347064d8464": ((2, 13), "2.13.0"),
        "78ccac9504465b3a": ((2, 14), "2.14.1 2.15.0"),
    },
    "provenance": {
        "dd81a8571da5ff84": ((2, 11), "2.11.0"),
        "33af13e08f1c25a9": ((2, 12), "2.12.1 2.13.0 2.14.1"),
        "c408f1f7af741552": ((2, 15), "2.15.0"),
    },
    "split_module": {
        "f0b494581323e525": ((2, 13), "2.13.0 2.14.1 2.15.0"),
    },
    "interpreter_init": {
        "610f93e1f1d8f543": ((2, 11), "2.11.0"),
        "4192697f2e00950d": ((2, 12), "2.13.0 2.15.0 (2.12.1, 2.14.1: the same source, read from their wheels)"),
    },
    "graph_building": {
        "f44ff8a3a951eb00": ((2, 11), "2.11.0"),
        "1c69894817cfeb43": ((2, 12), "2.12.1"),
        "269e4b8cf2ad9e1a": ((2, 12), "2.13.0"),
        "2a7a10560e15290c": ((2, 12), "2.14.1 2.15.0"),
    },
    "graph_edits": {
        "76de09c7f90fde28": ((2, 11), "2.11.0"),
        "1781c9d043c98dcd": ((2, 11), "2.12.1 (read from its wheel: 2.11.0's code, other annotations)"),
        "f1a4eea9e579adaf": ((2, 13), "2.13.0 2.15.0 (2.14.1: the same source, read from its wheel)"),
    },
    "GroupBasedPartitioner": {
        "b57aa7dfce7691fd": ((2, 13), "executorch 1.5.1 with torch 2.13.0 2.14.1 2.15.0"),
    },
}

# entry -> fingerprint -> why pyfxfast runs torch's own code on that supported
# release (no warning: it is known, and the result is torch's by construction).
_TORCHS_OWN: dict[str, dict[str, str]] = {
    "topo_sort": {"66423a574f983ca3": "torch 2.11's topo_sort is not yet the stable one: torch's own runs"},
    "fuse_by_partitions": {
        "752f3fe994057a12": "torch 2.11's topo_sort and insert_subgm differ from what pyfxfast mirrors: torch's own runs",
    },
    "split_module": {
        "8c4181aa7d6c0abc": "torch 2.11's split_module orders get_attr inputs otherwise, has no tuple_return and no "
                            "meta['partition_names']: torch's own runs",
        "10b6b7ef47453190": "torch 2.12's split_module orders get_attr inputs otherwise and sets no "
                            "meta['partition_names']: torch's own runs",
    },
}


# -- Fingerprints -----------------------------------------------------------

def _resolve(spec: str) -> Any:
    module_name, _, qualname = spec.partition(":")
    obj: Any = importlib.import_module(module_name)
    for part in qualname.split("."):
        obj = getattr(obj, part)
    return obj


def _function_source(fn: Any) -> str:
    code = getattr(inspect.unwrap(fn), "__code__", None)
    if not isinstance(code, types.CodeType):
        raise TypeError(f"no Python source for {fn!r}")
    lines = linecache.getlines(code.co_filename)
    if not lines:
        raise OSError(f"source of {code.co_filename} not found")
    first = code.co_firstlineno - 1
    return "".join(lines[first:_block_end(lines, first, _last_line(code))])


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip())


def _block_end(lines: list[str], first: int, last_code_line: int) -> int:
    """End (exclusive index) of the function starting at ``lines[first]``: past
    its last line of code, then on through lines indented deeper than its
    ``def`` (the rest of a statement that spans lines). Cheaper than inspect's
    tokenizer, and the same on every Python version."""
    def_line = first
    while def_line < len(lines) and lines[def_line].lstrip().startswith("@"):
        def_line += 1  # decorators
    indent = _indent(lines[min(def_line, len(lines) - 1)])
    end = max(last_code_line, def_line + 1)
    while end < len(lines):
        line = lines[end]
        stripped = line.strip()
        if stripped and not stripped.startswith("#") and _indent(line) <= indent:
            break
        end += 1
    return end


def _last_line(code: types.CodeType) -> int:
    if sys.version_info >= (3, 11):
        ends = [end for _, end, _, _ in code.co_positions()]
    else:
        ends = [line for _, _, line in code.co_lines()]
    last = max([code.co_firstlineno] + [end for end in ends if end is not None])
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            last = max(last, _last_line(const))
    return last


def _class_functions(cls: type) -> list[tuple[str, Any]]:
    out = []
    for name, value in sorted(vars(cls).items()):
        if isinstance(value, (staticmethod, classmethod)):
            value = value.__func__
        if isinstance(value, property):
            out += [(f"{name}.{k}", f) for k, f in (("fget", value.fget), ("fset", value.fset)) if f is not None]
        elif (isinstance(value, types.FunctionType) and value.__module__ == cls.__module__
              and value.__name__ != "__annotate__"):
            # 3.14+ (PEP 649) adds the class's annotations as a function made by the compiler: no source of
            # its own, and absent before 3.14, so the same torch would hash differently by interpreter.
            out.append((name, value))
    return out


def _normalized(source: str) -> str:
    kept = []
    for line in source.splitlines():
        stripped = line.strip()
        if stripped and not stripped.startswith("#"):
            kept.append(line.rstrip())
    return "\n".join(kept)


# Decorators after which a def's object is the def itself (or a property of it),
# so that its source can be read without running the module.
_PLAIN_DECORATORS = {"staticmethod", "classmethod", "property", "compatibility"}


def _decorator_name(node: ast.expr) -> str | None:
    if isinstance(node, ast.Call):
        node = node.func
    if isinstance(node, ast.Name) and node.id in _PLAIN_DECORATORS:
        return node.id
    if isinstance(node, ast.Attribute) and node.attr == "setter" and isinstance(node.value, ast.Name):
        return "setter"
    return None


def _def_codes(code: types.CodeType) -> dict[tuple[str, int], types.CodeType]:
    """The code objects of the defs directly in ``code``, by (name, first line)."""
    return {(c.co_name, c.co_firstlineno): c for c in code.co_consts if isinstance(c, types.CodeType)}


def _source_text(module_name: str, qualname: str) -> str | None:
    """What ``_object_digest`` hashes for an object of a module that is not
    loaded, read from the module's source without running it (importing a
    torch module is visible to the user: test_fx's public API surface). None
    when the source does not make the object's functions plain to see."""
    spec = importlib.util.find_spec(module_name)
    if spec is None or not spec.origin or not spec.origin.endswith(".py"):
        return None
    lines = linecache.getlines(spec.origin)
    if not lines:
        return None
    text = "".join(lines)
    tree = ast.parse(text)
    module_code = compile(text, spec.origin, "exec", dont_inherit=True)
    parts = qualname.split(".")
    if len(parts) > 2:
        return None
    node = next((n for n in tree.body if isinstance(n, (ast.ClassDef, ast.FunctionDef)) and n.name == parts[0]), None)
    if node is None or any(_decorator_name(d) is None for d in node.decorator_list):
        return None

    def source(fn: ast.FunctionDef, codes: dict[tuple[str, int], types.CodeType]) -> str | None:
        first = fn.decorator_list[0].lineno if fn.decorator_list else fn.lineno
        code = codes.get((fn.name, first))
        if code is None:
            return None
        start = code.co_firstlineno - 1
        return "".join(lines[start:_block_end(lines, start, _last_line(code))])

    top = _def_codes(module_code)
    if isinstance(node, ast.FunctionDef):
        found = source(node, top) if len(parts) == 1 else None
        return None if found is None else _normalized(found)
    body = next((c for (name, _), c in top.items() if name == node.name), None)
    if body is None:
        return None
    codes = _def_codes(body)
    functions: dict[str, tuple[ast.FunctionDef, str]] = {}  # what vars(cls) would hold, by name
    for stmt in node.body:
        if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant):
            continue  # docstring
        if isinstance(stmt, (ast.Assign, ast.AnnAssign)) and isinstance(stmt.value, (ast.Constant, type(None))):
            continue  # plain class attributes: not functions
        if not isinstance(stmt, ast.FunctionDef) or len(stmt.decorator_list) > 1:
            return None
        kind = _decorator_name(stmt.decorator_list[0]) if stmt.decorator_list else "def"
        if kind is None or kind == "compatibility":
            return None
        functions[stmt.name + (".fset" if kind == "setter" else ".fget" if kind == "property" else "")] = (stmt, kind)
    if len(parts) == 2:
        return None  # a method or property of a class: resolved by import
    pieces = []
    for name in sorted(functions):
        fn, _ = functions[name]
        text_of = source(fn, codes)
        if text_of is None:
            return None
        pieces.append(f"{name}\n{_normalized(text_of)}")
    return "\n".join(pieces)


@functools.lru_cache(maxsize=None)
def _object_digest(spec: str) -> str:
    """The normalized source of one mirrored object (cached: entries share some, e.g. graph building)."""
    module_name = spec.partition(":")[0]
    if sys.modules.get(module_name) is None:
        try:
            text = _source_text(module_name, spec.partition(":")[2])
        except (ImportError, ValueError, SyntaxError, OSError):
            text = None
        if text is not None:
            return text
    try:
        with warnings.catch_warnings():
            # Importing a module may warn (deprecations); under -W error that must not change the fingerprint.
            warnings.simplefilter("ignore")
            obj = _resolve(spec)
        if isinstance(obj, type):
            parts = [f"{name}\n{_normalized(_function_source(fn))}" for name, fn in _class_functions(obj)]
            text = "\n".join(parts)
        elif isinstance(obj, property):
            text = "\n".join(_normalized(_function_source(f)) for f in (obj.fget, obj.fset) if f is not None)
        else:
            text = _normalized(_function_source(obj))
    except Exception as exc:  # renamed, moved, or no source: unknown by construction
        return f"<{type(exc).__name__}>"
    return text


def fingerprint(entry: Mirror) -> str:
    """sha256 (16 hex digits) of the normalized source of everything ``entry`` mirrors."""
    h = hashlib.sha256()
    for spec in entry.mirrors:
        h.update(spec.encode())
        h.update(b"\0")
        h.update(_object_digest(spec).encode())
        h.update(b"\0")
    return h.hexdigest()[:16]


# -- Status -----------------------------------------------------------------

@dataclass(frozen=True)
class Status:
    name: str
    accelerated: bool
    #: The torch release whose behaviour the native path reproduces (None when fallen back).
    behaves_as: tuple[int, int] | None
    fingerprint: str | None
    reason: str
    #: Fallen back because the fingerprint is in neither table (what the warning is about).
    unknown: bool = True


_lock = threading.RLock()
_statuses: dict[str, Status] = {}
_warned: set[str] = set()
_BY_NAME = {entry.name: entry for entry in ENTRIES}


def _torch_release() -> str:
    import torch

    return torch.__version__.split("+")[0]


def _override() -> tuple[str, tuple[int, int] | None]:
    raw = os.environ.get("PYFXFAST_FIDELITY", "").strip()
    if not raw:
        return "", None
    if raw == "torch":
        return "torch", None
    if raw.startswith("verify:"):
        major, minor = raw[len("verify:"):].split(".")[:2]
        return "verify", (int(major), int(minor))
    raise ValueError(f"PYFXFAST_FIDELITY={raw!r}: expected 'torch' or 'verify:MAJOR.MINOR'")


def _evaluate(entry: Mirror) -> Status:
    mode, verify_as = _override()
    if mode == "torch":
        return Status(entry.name, False, None, None, "PYFXFAST_FIDELITY=torch", unknown=False)
    missing = _cpython.unavailable(*entry.needs)
    if missing:
        return Status(entry.name, False, None, None,
                      f"{_cpython.interpreter()} lacks or was never verified with {', '.join(missing)}", unknown=False)
    digest = fingerprint(entry)
    if mode == "verify":
        return Status(entry.name, True, verify_as, digest, f"PYFXFAST_FIDELITY=verify:{verify_as[0]}.{verify_as[1]}")
    known = _VERIFIED.get(entry.name, {}).get(digest)
    deferred = _TORCHS_OWN.get(entry.name, {}).get(digest)
    if deferred is not None:
        return Status(entry.name, False, None, digest, deferred, unknown=False)
    if known is None:
        return Status(entry.name, False, None, digest,
                      f"torch {_torch_release()}'s implementation (fingerprint {digest}) was never verified")
    behaves_as, releases = known
    return Status(entry.name, True, behaves_as, digest, f"verified on torch {releases}")


def _evaluate_all(names: list[str]) -> None:
    fresh = [_evaluate(_BY_NAME[name]) for name in names]
    for status in fresh:
        _statuses[status.name] = status
    fallen = [s.name for s in fresh
              if not s.accelerated and s.unknown and s.fingerprint is not None and s.name not in _warned]
    if fallen:
        _warned.update(fallen)
        warnings.warn(
            f"pyfxfast: torch {_torch_release()} differs from every release pyfxfast was verified on in "
            f"{', '.join(fallen)}; these run torch's own implementation (same results, not accelerated). "
            "See pyfxfast.support_report().",
            FallbackWarning,
            stacklevel=4,
        )
    if CPYTHON_INTERNALS not in _warned and _cpython.verified_on() is None and _cpython.turned_off() is None:
        _warned.add(CPYTHON_INTERNALS)
        warnings.warn(f"pyfxfast was never verified on {_cpython.interpreter()}: the paths that read CPython's "
                      "private copy tables run CPython's and torch's own (same results, slower). "
                      "See pyfxfast.support_report().", FallbackWarning, stacklevel=4)


def _loaded(entry: Mirror) -> bool:
    return entry.requires_module is None or sys.modules.get(entry.requires_module) is not None


def status(name: str) -> Status:
    """The cached status of one entry (computing every core entry's on first call)."""
    cached = _statuses.get(name)
    if cached is not None:
        return cached
    with _lock:
        if name not in _statuses:
            entry = _BY_NAME[name]
            if entry.requires_module is not None:
                if not _loaded(entry):
                    # Not cached: the client may be imported later.
                    return Status(name, False, None, None, f"{entry.requires_module} is not loaded", unknown=False)
                _evaluate_all([name])
            else:
                _evaluate_all([e.name for e in ENTRIES if e.requires_module is None and e.name not in _statuses])
        return _statuses[name]


def reset() -> None:
    """Forget cached statuses (tests; after changing ``PYFXFAST_FIDELITY``)."""
    with _lock:
        _statuses.clear()
        _warned.clear()
        _object_digest.cache_clear()
    for hook in _reset_hooks:
        hook()


class Handle:
    """What a module gets from :func:`declare`: ask it at call time, it is cached."""

    def __init__(self, name: str) -> None:
        self.name = name

    @property
    def accelerated(self) -> bool:
        return status(self.name).accelerated

    @property
    def behaves_as(self) -> tuple[int, int]:
        """The release whose behaviour to reproduce; only meaningful when accelerated."""
        return status(self.name).behaves_as or (0, 0)


_handles: dict[str, Handle] = {}


def declare(name: str) -> Handle:
    """The handle of entry ``name``, for the module holding its drop-in (which calls
    torch's own implementation when ``handle.accelerated`` is false)."""
    if name not in _BY_NAME:
        raise KeyError(f"{name!r} is not an entry of pyfxfast.fidelity.ENTRIES")
    handle = _handles.get(name)
    if handle is None:
        handle = _handles.setdefault(name, Handle(name))  # atomic: one handle even if two threads get here
    return handle


def support_report() -> list[Status]:
    """Every entry: accelerated or fallen back to torch's own, with the reason; last, whether
    generated forwards' code objects are made natively on this interpreter (``code_emission``) and
    whether CPython's private copy tables are read here (``cpython_internals``)."""
    return [status(entry.name) for entry in ENTRIES] + [report() for report in _extra_reports] + [_internals_report()]


def _internals_report() -> Status:
    available, reason = _cpython.report_reason()
    return Status(CPYTHON_INTERNALS, available, sys.version_info[:2] if available else None, None, reason,
                  unknown=False)


# Rows that are not about a torch entry (pyfxfast.code_emission registers one), and what
# reset() also forgets. Registered by those modules so that this one imports none of them.
_extra_reports: list[Callable[[], Status]] = []
_reset_hooks: list[Callable[[], None]] = []


def register_report(report: Callable[[], Status], reset: Callable[[], None]) -> None:
    _extra_reports.append(report)
    _reset_hooks.append(reset)


def format_report(statuses: list[Status] | None = None) -> str:
    statuses = support_report() if statuses is None else statuses
    import torch

    width = max(len(s.name) for s in statuses)
    lines = [f"pyfxfast {_package_version()} on torch {torch.__version__}"]
    for s in statuses:
        state = "accelerated" if s.accelerated else "torch's own"
        lines.append(f"  {s.name:<{width}}  {state:<11}  {s.reason}")
    return "\n".join(lines)


def _package_version() -> str:
    from . import __version__

    return __version__


def fingerprints() -> dict[str, str]:
    """entry -> fingerprint of the installed torch (for ``_VERIFIED``); clients only when loaded."""
    return {entry.name: fingerprint(entry) for entry in ENTRIES if _loaded(entry)}


def _main() -> None:
    release = _torch_release()
    print(f"# torch {release}: fingerprints of what pyfxfast mirrors")
    for name, digest in fingerprints().items():
        known = _VERIFIED.get(name, {}).get(digest)
        deferred = _TORCHS_OWN.get(name, {}).get(digest)
        state = "verified on " + known[1] if known else ("torch's own (known)" if deferred else "not verified")
        print(f"{name:<26} {digest}  {state}")


if __name__ == "__main__":
    _main()
