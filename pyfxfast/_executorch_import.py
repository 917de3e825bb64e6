"""ExecuTorch under ``pyfxfast.patch()``, whichever is imported first.

ExecuTorch's ``GroupBasedPartitioner`` subclasses torch's
``CapabilityBasedPartitioner``. Imported while patched, it would subclass
pyfxfast's instead. So while patched, an import hook runs ExecuTorch's
``group_partitioner`` module with torch's class in place (its class is the one
an unpatched import makes), then routes the module's names to pyfxfast like
``patch()`` does for modules loaded before it. Nothing here imports executorch.
"""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import importlib.util
import sys
from types import ModuleType
from typing import Any, Callable, Sequence

from .executorch import EXECUTORCH_MODULE

__all__ = ["executorch_installed", "executorch_loaded", "install_hook", "remove_hook"]

_TORCH_PARTITIONER_MODULE = "torch.fx.passes.infra.partitioner"


def executorch_installed() -> bool:
    """True if executorch can be imported (without importing it)."""
    try:
        return importlib.util.find_spec("executorch") is not None
    except (ImportError, ValueError):
        return False


def executorch_loaded() -> bool:
    return EXECUTORCH_MODULE in sys.modules


class _Loader(importlib.abc.Loader):
    def __init__(self, inner: importlib.abc.Loader, on_loaded: Callable[[ModuleType], None],
                 torch_partitioner: Callable[[], Any]) -> None:
        self._inner = inner
        self._on_loaded = on_loaded
        self._torch_partitioner = torch_partitioner

    def __getattr__(self, name: str) -> Any:
        # get_source, get_filename, ...: the module's own loader answers.
        return getattr(self._inner, name)

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType | None:
        return self._inner.create_module(spec)

    def exec_module(self, module: ModuleType) -> None:
        torch_module = importlib.import_module(_TORCH_PARTITIONER_MODULE)
        current = torch_module.CapabilityBasedPartitioner
        torch_module.CapabilityBasedPartitioner = self._torch_partitioner()
        try:
            self._inner.exec_module(module)
        finally:
            torch_module.CapabilityBasedPartitioner = current
        # The module keeps its ordinary loader (tracebacks, inspect.getsource).
        module.__loader__ = self._inner
        if module.__spec__ is not None:
            module.__spec__.loader = self._inner
        self._on_loaded(module)


class _Finder(importlib.abc.MetaPathFinder):
    def __init__(self, on_loaded: Callable[[ModuleType], None], torch_partitioner: Callable[[], Any]) -> None:
        self._on_loaded = on_loaded
        self._torch_partitioner = torch_partitioner

    def find_spec(self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
                  ) -> importlib.machinery.ModuleSpec | None:
        if fullname != EXECUTORCH_MODULE:
            return None
        spec = importlib.machinery.PathFinder.find_spec(fullname, path)
        if spec is None or spec.loader is None:
            return None
        spec.loader = _Loader(spec.loader, self._on_loaded, self._torch_partitioner)
        return spec


_finder: _Finder | None = None


def install_hook(on_loaded: Callable[[ModuleType], None], torch_partitioner: Callable[[], Any]) -> None:
    """Call ``on_loaded(module)`` when ExecuTorch's group_partitioner gets
    imported, after running it with ``torch_partitioner()`` as torch's
    ``CapabilityBasedPartitioner``."""
    global _finder
    remove_hook()
    _finder = _Finder(on_loaded, torch_partitioner)
    sys.meta_path.insert(0, _finder)


def remove_hook() -> None:
    global _finder
    if _finder is not None:
        try:
            sys.meta_path.remove(_finder)
        except ValueError:
            pass
        _finder = None
