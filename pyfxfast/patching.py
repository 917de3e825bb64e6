"""``pyfxfast.patch()``: make existing torch.fx code use pyfxfast.

Replaces torch.fx's pass utilities in the modules that define them and in
every loaded module that imported them by name, and ``Graph.eliminate_dead_code``.
``unpatch()`` puts the originals back. ``patch()`` also works as a context
manager; patches nest (only the outermost exit unpatches).

Nothing is imported that the process had not imported: a torch module that is
not loaded yet (``fuser_utils``, ``infra.partitioner``, ...) is patched when it
gets imported, by an import hook, as ExecuTorch's partitioner is. The walk over
``sys.modules`` reads every kind of entry without running its code
(``_patching.namespaces``) and is cached between patches.
"""

from __future__ import annotations

import importlib
import inspect
import sys
import threading
from types import FunctionType, ModuleType
from typing import Any, Callable

import torch.fx as fx

from . import fidelity
from ._patching.executorch_import import EXECUTORCH_MODULE, run_with_torch_partitioner
from ._patching.import_hook import ImportHook
from ._patching.namespaces import Scanner, namespace_of

__all__ = ["patch", "unpatch", "is_patched"]

_lock = threading.RLock()
_depth = 0
# (owner, attribute name, original value) for class attributes replaced.
_saved: list[tuple[Any, str, Any]] = []
# (namespace, name, original, replacement) for every module binding replaced.
_bound: list[tuple[dict, str, Any, Any]] = []
_swaps: dict[int, tuple[Any, Any]] = {}  # id(original) -> (original, replacement)
_back: dict[int, tuple[Any, Any]] = {}  # id(replacement) -> (replacement, original)
# (id(namespace), name) -> namespace for bindings that already held a pyfxfast
# replacement before patch(): the user imported pyfxfast's object on purpose,
# so unpatch keeps it.
_own_bindings: dict[tuple[int, str], dict] = {}
_codegen_patched = False  # patch(codegen=True) installed Graph.python_code / GraphModule.recompile
_building_patched = False  # patch(graph_building=True) installed fx.Transformer's methods, create_proxy, create_node


_ABSENT = object()  # what _saved records for an attribute the patch added

# (fidelity entry, defining module, name, pyfxfast module, its attribute) for
# every patched utility; rows whose entry falls back on this torch stay torch's.
_ROWS: tuple[tuple[str, str, str, str, str], ...] = (
    ("SubgraphMatcher", "torch.fx.passes.utils.matcher_utils", "SubgraphMatcher", "matcher", "SubgraphMatcher"),
    ("SubgraphMatcher", "torch.fx.passes.utils.matcher_with_name_node_map_utils",
     "SubgraphMatcherWithNameNodeMap", "matcher", "SubgraphMatcherWithNameNodeMap"),
    ("replace_pattern", "torch.fx.subgraph_rewriter", "replace_pattern", "rewriter", "replace_pattern"),
    ("replace_pattern", "torch.fx.subgraph_rewriter", "replace_pattern_with_filters",
     "rewriter", "replace_pattern_with_filters"),
    # torch's replace_pattern looks this up at call time: references to the
    # original functions held elsewhere still reach pyfxfast.
    ("replace_pattern", "torch.fx.subgraph_rewriter", "_replace_pattern", "patching", "_replace_pattern"),
    ("topo_sort", "torch.fx.passes.utils.fuser_utils", "topo_sort", "fuser_utils", "topo_sort"),
    ("validate_partition", "torch.fx.passes.utils.fuser_utils", "validate_partition", "fuser_utils",
     "validate_partition"),
    ("legalize_graph", "torch.fx.passes.tools_common", "legalize_graph", "ordering", "legalize_graph"),
    ("stable_topological_sort", "torch.fx.passes.tools_common", "stable_topological_sort", "ordering",
     "stable_topological_sort"),
    ("CapabilityBasedPartitioner", "torch.fx.passes.infra.partitioner", "CapabilityBasedPartitioner",
     "partitioner", "CapabilityBasedPartitioner"),
    ("fuse_by_partitions", "torch.fx.passes.utils.fuser_utils", "fuse_by_partitions", "fuse", "fuse_by_partitions"),
    ("split_module", "torch.fx.passes.split_module", "split_module", "split", "split_module"),
    # ExecuTorch's GroupBasedPartitioner (XNNPACK's); executorch is never imported here.
    ("GroupBasedPartitioner", EXECUTORCH_MODULE, "GroupBasedPartitioner", "executorch", "GroupBasedPartitioner"),
)
_ROW_MODULES = frozenset(row[1] for row in _ROWS)


def _replace_pattern(*args: Any, **kwargs: Any) -> Any:
    # A function object of its own: every replacement must be distinct so that
    # unpatch() can map a binding back to exactly one original.
    import pyfxfast

    return pyfxfast.replace_pattern_with_filters(*args, **kwargs)


def _graph_eliminate_dead_code(self: fx.Graph, is_impure_node: Callable[[fx.Node], bool] | None = None) -> bool:
    from .dce import eliminate_dead_code

    return eliminate_dead_code(self, is_impure_node)


def _is_pyfxfast(key: Any, namespace: dict) -> bool:
    # pyfxfast keeps torch's originals for its own fallbacks.
    name = namespace.get("__name__")
    return any(type(n) is str and (n == "pyfxfast" or n.startswith("pyfxfast.")) for n in (key, name))


_scanner = Scanner(_is_pyfxfast)


def _loaded(module_name: str) -> ModuleType | None:
    module = sys.modules.get(module_name)
    return module if issubclass(type(module), ModuleType) else None


def _resolve(row: tuple[str, str, str, str, str]) -> tuple[Any, Any] | None:
    """(torch's object, pyfxfast's) for a row whose module is loaded and
    whose entry is accelerated; imports pyfxfast's module (which binds torch's
    originals) before anything is replaced."""
    entry, module_name, name, provider, attribute = row
    module = _loaded(module_name)
    namespace = namespace_of(module) if module is not None else None
    if namespace is None or not fidelity.status(entry).accelerated:
        return None
    original = namespace.get(name, _ABSENT)
    home = importlib.import_module(f"pyfxfast.{provider}")
    package = sys.modules["pyfxfast"]
    # What pyfxfast exports is looked up there (the name a user may have swapped).
    replacement = getattr(package if attribute in package.__all__ else home, attribute)
    if original is _ABSENT or original is replacement:
        return None
    return original, replacement


def _add_swap(original: Any, replacement: Any) -> None:
    _swaps[id(original)] = (original, replacement)
    _back[id(replacement)] = (replacement, original)
    _present_as(original, replacement)


def _signature_holder(obj: Any) -> Any:
    """The function whose ``__signature__`` ``inspect.signature(obj)`` reads."""
    if isinstance(obj, type):
        return obj.__dict__.get("__init__")  # None when inherited (from torch's class, for ours)
    return obj if isinstance(obj, FunctionType) else None


# (id(original), id(replacement)) -> (original, replacement, torch's signature
# where the replacement's differs, else None): inspect.signature is slow.
_signatures: dict[tuple[int, int], tuple[Any, Any, inspect.Signature | None]] = {}


def _present_as(original: Any, replacement: Any) -> None:
    """While patched, ``replacement`` shows torch's signature and docstring (both undone by unpatch)."""
    _match_signature(original, replacement)
    _match_doc(original, replacement)


def _match_signature(original: Any, replacement: Any) -> None:
    """While patched, ``inspect.signature(replacement)`` is torch's (annotations
    as objects, defaults, pyfxfast's extra keywords hidden): code that reads
    the signature of torch's API sees torch's."""
    key = (id(original), id(replacement))
    cached = _signatures.get(key)
    holder = _signature_holder(replacement)
    if cached is None:
        try:
            differs = holder is not None and inspect.signature(original) != inspect.signature(replacement)
        except (TypeError, ValueError):  # no signature to compare
            differs = False
        # For a class, the signature is its __init__'s (self included).
        wanted = (inspect.signature(original.__init__ if isinstance(original, type) else original)
                  if differs else None)
        cached = _signatures[key] = (original, replacement, wanted)
    wanted = cached[2]
    if wanted is not None and holder is not None and holder.__dict__.get("__signature__") is not wanted:
        _saved.append((holder, "__signature__", holder.__dict__.get("__signature__", _ABSENT)))
        holder.__signature__ = wanted


def _match_doc(original: Any, replacement: Any) -> None:
    """While patched, ``help()`` and ``__doc__`` show torch's documentation.
    Names and ``__module__`` stay pyfxfast's: a function pickles by its
    module and qualified name, and Dynamo's rules read modules and files."""
    if not isinstance(replacement, (FunctionType, type)):
        return
    doc = getattr(original, "__doc__", None)
    current = replacement.__doc__
    if current is doc:
        return
    _saved.append((replacement, "__doc__", current))
    replacement.__doc__ = doc


def _tracked() -> tuple[Any, ...]:
    return tuple(obj for pair in _swaps.values() for obj in pair)


def _apply(full_scan: bool) -> None:
    from ._patching.dynamo_skip import skip_pyfxfast
    from .dce import _torch_eliminate_dead_code

    _swaps.clear()
    _back.clear()
    for row in _ROWS:
        pair = _resolve(row)
        if pair is not None:
            _add_swap(*pair)
    _own_bindings.clear()
    # Every module-level binding of an original, wherever it was imported to.
    for namespace, name, value in _scanner.scan(_tracked(), full_scan):
        if id(value) in _back:
            _own_bindings[(id(namespace), name)] = namespace
            continue
        original, replacement = _swaps[id(value)]
        namespace[name] = replacement
        _bound.append((namespace, name, original, replacement))
    if fidelity.status("eliminate_dead_code").accelerated:
        _saved.append((fx.Graph, "eliminate_dead_code", _torch_eliminate_dead_code))
        fx.Graph.eliminate_dead_code = _graph_eliminate_dead_code  # type: ignore[method-assign]
        _present_as(_torch_eliminate_dead_code, _graph_eliminate_dead_code)
    _hook.install()
    skip_pyfxfast()  # Dynamo skips torch.fx's files: it must skip what now runs in their place


def _torch_partitioner(current: Any) -> Any:
    """torch's CapabilityBasedPartitioner, for ExecuTorch's class to subclass."""
    pair = _back.get(id(current))
    return pair[1] if pair is not None and pair[0] is current else current


_importing = 0  # pyfxfast modules being imported while patched (nested imports count)
_pending: list[str] = []  # modules of _ROWS loaded meanwhile: patched once those imports end


def _put_back(originals: bool) -> None:
    """Every replaced binding back to torch's object, or to pyfxfast's again."""
    for namespace, name, original, replacement in _bound:
        now, then = (replacement, original) if originals else (original, replacement)
        if namespace.get(name, _ABSENT) is now:
            namespace[name] = then


def _around_pyfxfast(exec_module: Callable[[ModuleType], None], module: ModuleType) -> None:
    """A pyfxfast module loaded while patched (they load on first use) runs
    with torch's objects in place: it binds torch's originals for its
    fallbacks, as when loaded unpatched."""
    global _importing
    with _lock:
        active = _depth > 0
        if active:
            if _importing == 0:
                _put_back(originals=True)
            _importing += 1
    try:
        exec_module(module)
    finally:
        if active:
            with _lock:
                _importing -= 1
                if _importing == 0:
                    _put_back(originals=False)
                    pending = list(_pending)
                    _pending.clear()
                    if _depth > 0:
                        for name in pending:
                            _patch_module(sys.modules.get(name), name)


def _around_import(exec_module: Callable[[ModuleType], None], module: ModuleType) -> None:
    """A module of _ROWS imported while patched: run it, then patch it."""
    name = module.__spec__.name if module.__spec__ is not None else module.__name__
    if name.startswith("pyfxfast."):
        _around_pyfxfast(exec_module, module)
        return
    if name == EXECUTORCH_MODULE:
        run_with_torch_partitioner(exec_module, module, _torch_partitioner)
    else:
        exec_module(module)
    with _lock:
        if _importing:
            _pending.append(name)  # a pyfxfast module imports it: patched after that import
        else:
            _patch_module(module, name)


def _patch_module(module: Any, name: str) -> None:
    with _lock:
        if _depth == 0:
            return
        namespace = namespace_of(module)
        # Every pyfxfast module involved is imported (binding torch's
        # originals) before any name is replaced.
        pairs = [pair for pair in (_resolve(row) for row in _ROWS if row[1] == name) if pair is not None]
        if namespace is None:
            return
        for original, replacement in pairs:
            _add_swap(original, replacement)
        for key, value in list(namespace.items()):
            pair = _swaps.get(id(value))
            if pair is not None and pair[0] is value and type(key) is str:
                namespace[key] = pair[1]
                _bound.append((namespace, key, value, pair[1]))


class _Watched:
    """The module names the import hook handles while patched."""

    def __contains__(self, name: object) -> bool:
        if not isinstance(name, str):
            return False
        return name.startswith("pyfxfast.") or (name in _ROW_MODULES and _loaded(name) is None)


_hook = ImportHook(_Watched(), _around_import)


def _apply_codegen() -> None:
    global _codegen_patched
    from . import exec_cache, provenance
    from .codegen import _patch_targets

    exec_cache.hold_for_patch(True)
    for owner, name, replacement in _patch_targets() + exec_cache.patch_targets() + provenance.patch_targets():
        original = owner.__dict__.get(name, _ABSENT)
        if original is exec_cache.exec_with_source:
            original = exec_cache.torch_exec_with_source  # a route in another thread installed it for its duration
        _saved.append((owner, name, original))
        setattr(owner, name, replacement)
        if original is not _ABSENT:
            _present_as(original, replacement)
    _codegen_patched = True


def _apply_graph_building() -> None:
    global _building_patched
    from .building import patch_targets
    from .building.tracer import TORCH_PROXY_ITER, hold_for_patch, proxy_iter

    hold_for_patch(True)
    for owner, name, replacement in patch_targets():
        original = owner.__dict__.get(name, _ABSENT)
        if original is proxy_iter:
            original = TORCH_PROXY_ITER  # a pyfxfast trace in another thread installed it for its duration
        _saved.append((owner, name, original))
        setattr(owner, name, replacement)
        if original is not _ABSENT:
            _present_as(original, replacement)
    _building_patched = True


def _restore(full_scan: bool) -> None:
    global _codegen_patched, _building_patched
    from ._patching.dynamo_skip import unskip_pyfxfast

    unskip_pyfxfast()
    from . import exec_cache

    routes_in_progress = _codegen_patched and exec_cache.hold_for_patch(False)
    _codegen_patched = False
    if _building_patched:
        from .building.tracer import hold_for_patch

        hold_for_patch(False)
    _building_patched = False

    _hook.remove()
    for owner, name, original in reversed(_saved):
        if routes_in_progress and owner.__dict__.get(name) is exec_cache.exec_with_source:
            continue  # a pyfxfast.recompile in another thread: the last to end puts torch's back
        if original is _ABSENT:
            delattr(owner, name)  # patched in where torch defines nothing
        else:
            setattr(owner, name, original)
    _saved.clear()
    for namespace, name, original, replacement in reversed(_bound):
        if namespace.get(name, _ABSENT) is replacement:  # else rebound meanwhile: left as it is
            namespace[name] = original
    _bound.clear()
    # Modules imported while patched bound the replacements: point them back too.
    for namespace, name, value in _scanner.scan(_tracked(), full_scan):
        pair = _back.get(id(value))
        if pair is not None and (id(namespace), name) not in _own_bindings:
            namespace[name] = pair[1]
    _own_bindings.clear()


class _PatchContext:
    def __enter__(self) -> "_PatchContext":
        return self

    def __exit__(self, *exc: object) -> None:
        unpatch()


def patch(codegen: bool = False, graph_building: bool = False) -> _PatchContext:
    """Route torch.fx's pass utilities to pyfxfast.

    Use as ``pyfxfast.patch()`` (until ``pyfxfast.unpatch()``) or as
    ``with pyfxfast.patch(): ...``. Covers ``matcher_utils.SubgraphMatcher``,
    ``SubgraphMatcherWithNameNodeMap``, ``subgraph_rewriter.replace_pattern[_with_filters]``,
    ``fuser_utils.topo_sort/validate_partition/fuse_by_partitions``,
    ``tools_common.legalize_graph/stable_topological_sort``,
    ``infra.partitioner.CapabilityBasedPartitioner`` and ``Graph.eliminate_dead_code``,
    in their own modules and in every loaded module that imported them by name;
    and ExecuTorch's ``GroupBasedPartitioner`` (XNNPACK's). Modules not
    loaded yet (``fuser_utils``, ``infra.partitioner``, executorch) are not
    imported: they are patched when they get imported while patched.

    ``codegen=True`` also routes ``Graph.python_code`` and ``GraphModule.recompile``
    to pyfxfast's native code generation (identical code), compiles each
    distinct generated source once (``exec_cache``) and copies provenance
    records (``node.meta["from_node"]``) without generic ``copy.deepcopy``
    (``provenance``), until the outermost ``unpatch()``.

    ``graph_building=True`` also routes torch's graph building to pyfxfast:
    ``fx.Transformer``'s run loop and node methods (as :class:`pyfxfast.Transformer`),
    ``TracerBase.create_proxy`` (``symbolic_trace`` and every tracer that keeps
    torch's ``create_proxy``) and ``Graph.create_node`` (node-by-node passes:
    ``graph.call_function``, ``node_copy``, ...), until the outermost ``unpatch()``.
    It implies ``codegen=True``: the GraphModules built (and every ``recompile()``)
    get pyfxfast's code generation too. ``codegen=True`` alone routes only that.
    Results are torch's (docs/graph-building.md).
    """
    global _depth
    with _lock:
        if _depth == 0:
            _apply(_scanner.grew())
            _scanner.settle()
        # Graph building implies code generation: the GraphModules it builds get native
        # code objects (a user who asks for graph building wants the module it builds).
        if (codegen or graph_building) and not _codegen_patched:
            _apply_codegen()
        if graph_building and not _building_patched:
            _apply_graph_building()
        _depth += 1
    return _PatchContext()


def unpatch() -> None:
    """Undo :func:`patch` (the outermost one, when patches are nested)."""
    global _depth
    with _lock:
        if _depth == 0:
            return
        _depth -= 1
        if _depth == 0:
            _restore(_scanner.grew())
            _scanner.settle()


def is_patched() -> bool:
    return _depth > 0
