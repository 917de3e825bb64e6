"""Benchmark cases of ``patch()`` + ``unpatch()`` in a process with many
modules loaded (the size is the number of sys.modules entries). Torch has no
counterpart: the floor is one plain walk over every module's namespace, what
each patch() cost before its scan was cached (and what its first one costs)."""

from __future__ import annotations

import sys
import types
from typing import Any

import torch.fx.passes.tools_common as tools_common

from .. import patching
from .._patching.namespaces import namespace_of
from .harness import BenchCase

__all__ = ["cases"]

_PREFIX = "_pyfxfast_bench_patch"
_ATTRIBUTES = 40  # about the mean size of a module's namespace in a torch + transformers process
_held: list[types.ModuleType] = []  # the fake modules, in creation order


def _modules(count: int) -> int:
    """Fill sys.modules up to ``count`` entries with fake modules, one in a
    hundred binding torch's legalize_graph (as importers of torch.fx
    utilities do; a process with torch, transformers and scipy has 10 such
    bindings in 3,500 modules)."""
    while len(sys.modules) < count:
        module = types.ModuleType(f"{_PREFIX}.m{len(_held)}")
        for i in range(_ATTRIBUTES):
            setattr(module, f"a{i}", i)
        if len(_held) % 100 == 0:
            module.legalize_graph = tools_common.__dict__["legalize_graph"]
        _held.append(module)
        sys.modules[module.__name__] = module
    return len(sys.modules)


def _replaced() -> list[tuple[Any, str]]:
    return sorted((ns.get("__name__"), name) for ns, name, _, _ in patching._bound)


def _full_walk(_: Any) -> list[tuple[Any, str]]:
    """The floor: one walk over every namespace, identity checks only."""
    tracked = {id(original) for original, _ in patching._swaps.values()}
    found = []
    for key, entry in list(sys.modules.items()):
        if isinstance(key, str) and key.startswith("pyfxfast"):
            continue
        namespace = namespace_of(entry)
        if namespace is None or tracked.isdisjoint(map(id, namespace.values())):
            continue
        found += [(namespace.get("__name__"), name) for name, value in list(namespace.items())
                  if id(value) in tracked and type(name) is str]
    return sorted(found)


def _patch_unpatch(_: Any) -> list[tuple[Any, str]]:
    patching.patch()
    replaced = _replaced()
    patching.unpatch()
    return replaced


def _patch_unpatch_new_module(count: Any) -> list[tuple[Any, str]]:
    module = types.ModuleType(f"{_PREFIX}.new{len(_held)}")  # one import since the last patch
    _held.append(module)
    sys.modules[module.__name__] = module
    return _patch_unpatch(count)


def _prepared(count: int) -> int:
    _modules(count)
    patching.patch()  # the first walk, and the fingerprints: not what is timed
    patching.unpatch()
    return count


def _same(a: list[tuple[Any, str]], b: list[tuple[Any, str]]) -> bool:
    return a == b


def cases(model: str = "aten") -> list[BenchCase]:
    del model
    return [
        BenchCase("patch()+unpatch() (nothing imported since)", (2_000, 5_000), _prepared, _full_walk,
                  _patch_unpatch, _same, default_sizes=(2_000,), counts_deferred_gc=False,
                  size_unit="sys.modules entries"),
        BenchCase("patch()+unpatch() (one module imported since)", (2_000, 5_000), _prepared, _full_walk,
                  _patch_unpatch_new_module, _same, default_sizes=(2_000,),
                  counts_deferred_gc=False, size_unit="sys.modules entries"),
    ]
