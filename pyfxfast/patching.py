"""``pyfxfast.patch()``: make existing torch.fx code use pyfxfast.

Replaces torch.fx's pass utilities in the modules that define them and in
every loaded module that imported them by name, and ``Graph.eliminate_dead_code``.
``unpatch()`` puts the originals back. ``patch()`` also works as a context
manager; patches nest (only the outermost exit unpatches).
"""

from __future__ import annotations

import importlib
import sys
import threading
from types import ModuleType
from typing import Any, Callable

import torch.fx as fx

from . import fidelity

__all__ = ["patch", "unpatch", "is_patched"]

_lock = threading.RLock()
_depth = 0
# (owner, attribute name, original value) for everything replaced.
_saved: list[tuple[Any, str, Any]] = []
_swaps: dict[int, tuple[Any, Any]] = {}  # id(original) -> (original, replacement)
# (module, name) bindings that already held a pyfxfast replacement before
# patch(): the user imported pyfxfast's object on purpose, so unpatch keeps it.
_own_bindings: set[tuple[int, str]] = set()
_codegen_patched = False  # patch(codegen=True) installed Graph.python_code / GraphModule.recompile
_building_patched = False  # patch(graph_building=True) installed fx.Transformer's methods, create_proxy, create_node


_ABSENT = object()  # what _saved records for an attribute the patch added


def _replacements() -> list[tuple[str, str, Any]]:
    """(defining module, name, pyfxfast replacement) for every patched utility
    whose fidelity entry is accelerated on this torch (the others stay torch's)."""
    import pyfxfast

    table = [
        # (fidelity entry, defining module, name, replacement)
        ("SubgraphMatcher", "torch.fx.passes.utils.matcher_utils", "SubgraphMatcher", pyfxfast.SubgraphMatcher),
        ("SubgraphMatcher", "torch.fx.passes.utils.matcher_with_name_node_map_utils",
         "SubgraphMatcherWithNameNodeMap", pyfxfast.SubgraphMatcherWithNameNodeMap),
        ("replace_pattern", "torch.fx.subgraph_rewriter", "replace_pattern", pyfxfast.replace_pattern),
        ("replace_pattern", "torch.fx.subgraph_rewriter", "replace_pattern_with_filters",
         pyfxfast.replace_pattern_with_filters),
        # torch's replace_pattern looks this up at call time: references to the
        # original functions held elsewhere still reach pyfxfast.
        ("replace_pattern", "torch.fx.subgraph_rewriter", "_replace_pattern", _replace_pattern),
        ("topo_sort", "torch.fx.passes.utils.fuser_utils", "topo_sort", pyfxfast.topo_sort),
        ("validate_partition", "torch.fx.passes.utils.fuser_utils", "validate_partition", pyfxfast.validate_partition),
        ("legalize_graph", "torch.fx.passes.tools_common", "legalize_graph", pyfxfast.legalize_graph),
        ("stable_topological_sort", "torch.fx.passes.tools_common", "stable_topological_sort",
         pyfxfast.stable_topological_sort),
        ("CapabilityBasedPartitioner", "torch.fx.passes.infra.partitioner", "CapabilityBasedPartitioner",
         pyfxfast.CapabilityBasedPartitioner),
        ("fuse_by_partitions", "torch.fx.passes.utils.fuser_utils", "fuse_by_partitions", pyfxfast.fuse_by_partitions),
        ("split_module", "torch.fx.passes.split_module", "split_module", pyfxfast.split_module),
    ]
    # ExecuTorch's GroupBasedPartitioner when executorch is already loaded (never
    # imported here; _install_executorch_hook covers a later import).
    from .executorch import EXECUTORCH_MODULE, GroupBasedPartitioner

    if sys.modules.get(EXECUTORCH_MODULE) is not None:
        table.append(("GroupBasedPartitioner", EXECUTORCH_MODULE, "GroupBasedPartitioner", GroupBasedPartitioner))
    return [(module, name, rep) for entry, module, name, rep in table if fidelity.status(entry).accelerated]


def _replace_pattern(*args: Any, **kwargs: Any) -> Any:
    # A function object of its own: every replacement must be distinct so that
    # unpatch() can map a binding back to exactly one original.
    import pyfxfast

    return pyfxfast.replace_pattern_with_filters(*args, **kwargs)


def _graph_eliminate_dead_code(self: fx.Graph, is_impure_node: Callable[[fx.Node], bool] | None = None) -> bool:
    from .dce import eliminate_dead_code

    return eliminate_dead_code(self, is_impure_node)


def _module_dicts() -> list[tuple[ModuleType, dict[str, Any]]]:
    out = []
    for module in list(sys.modules.values()):
        namespace = getattr(module, "__dict__", None)
        if isinstance(namespace, dict):
            out.append((module, namespace))
    return out


def _apply() -> None:
    from ._dynamo_skip import skip_pyfxfast
    from .dce import _torch_eliminate_dead_code

    _swaps.clear()
    for module_name, name, replacement in _replacements():
        module = importlib.import_module(module_name)
        original = getattr(module, name)
        _swaps[id(original)] = (original, replacement)
    replacements = {id(rep) for _, rep in _swaps.values()}
    _own_bindings.clear()
    # Every module-level binding of an original, wherever it was imported to.
    for module, namespace in _module_dicts():
        if module.__name__.startswith("pyfxfast"):
            continue  # pyfxfast keeps torch's originals for its own fallbacks
        for name, value in list(namespace.items()):
            if id(value) in replacements:
                _own_bindings.add((id(module), name))
            swap = _swaps.get(id(value))
            if swap is not None and swap[0] is value:
                _saved.append((module, name, value))
                setattr(module, name, swap[1])
    if fidelity.status("eliminate_dead_code").accelerated:
        _saved.append((fx.Graph, "eliminate_dead_code", _torch_eliminate_dead_code))
        fx.Graph.eliminate_dead_code = _graph_eliminate_dead_code  # type: ignore[method-assign]
    _install_executorch_hook()
    skip_pyfxfast()  # Dynamo skips torch.fx's files: it must skip what now runs in their place


def _apply_codegen() -> None:
    global _codegen_patched
    from . import exec_cache, provenance
    from .codegen import _patch_targets

    for owner, name, replacement in _patch_targets() + exec_cache.patch_targets() + provenance.patch_targets():
        _saved.append((owner, name, owner.__dict__.get(name, _ABSENT)))
        setattr(owner, name, replacement)
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
    _building_patched = True


def _restore() -> None:
    global _codegen_patched, _building_patched
    from ._dynamo_skip import unskip_pyfxfast
    from ._executorch_import import remove_hook

    unskip_pyfxfast()
    _codegen_patched = False
    if _building_patched:
        from .building.tracer import hold_for_patch

        hold_for_patch(False)
    _building_patched = False

    remove_hook()
    for owner, name, original in reversed(_saved):
        if original is _ABSENT:
            delattr(owner, name)  # patched in where torch defines nothing
        else:
            setattr(owner, name, original)
    _saved.clear()
    # Modules imported while patched bound the replacements: point them back too.
    back = {id(rep): (rep, orig) for orig, rep in _swaps.values()}
    for module, namespace in _module_dicts():
        if module.__name__.startswith("pyfxfast"):
            continue
        for name, value in list(namespace.items()):
            swap = back.get(id(value))
            if swap is not None and swap[0] is value and (id(module), name) not in _own_bindings:
                setattr(module, name, swap[1])
    _swaps.clear()
    _own_bindings.clear()


def _install_executorch_hook() -> None:
    """If executorch is installed but not loaded, patch its group partitioner
    when it gets imported (see _executorch_import)."""
    from . import _executorch_import as hook

    if hook.executorch_loaded() or not hook.executorch_installed():
        return

    def torch_partitioner() -> Any:
        import pyfxfast

        for original, replacement in list(_swaps.values()):
            if replacement is getattr(pyfxfast, "CapabilityBasedPartitioner", None):
                return original
        return importlib.import_module("torch.fx.passes.infra.partitioner").CapabilityBasedPartitioner

    def on_loaded(module: ModuleType) -> None:
        from .executorch import GroupBasedPartitioner

        with _lock:
            if _depth == 0 or not fidelity.status("GroupBasedPartitioner").accelerated:
                return
            original = module.GroupBasedPartitioner
            _swaps[id(original)] = (original, GroupBasedPartitioner)
            for name, value in list(vars(module).items()):
                swap = _swaps.get(id(value))
                if swap is not None and swap[0] is value:
                    _saved.append((module, name, value))
                    setattr(module, name, swap[1])

    hook.install_hook(on_loaded, torch_partitioner)


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
    and ExecuTorch's ``GroupBasedPartitioner`` (XNNPACK's) when executorch is
    installed, whether it is imported before or during the patch (executorch
    is never imported here).

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
    Results are torch's (docs/graph-building.md).
    """
    global _depth
    with _lock:
        if _depth == 0:
            _apply()
        if codegen and not _codegen_patched:
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
            _restore()


def is_patched() -> bool:
    return _depth > 0
