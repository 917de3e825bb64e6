"""Run code around some modules' imports: a meta path finder for those module
names whose loader wraps the module's own. Shared by ``patch()`` (torch
modules and ExecuTorch loaded while patched: ``patching``) and the Dynamo skip
list (``dynamo_skip``)."""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import sys
from types import ModuleType
from typing import Any, Callable, Container, Sequence

__all__ = ["ImportHook"]

# around(exec_module, module): runs the module (exec_module(module)) with
# whatever set-up and follow-up the hook needs.
Around = Callable[[Callable[[ModuleType], None], ModuleType], None]


class _Loader(importlib.abc.Loader):
    def __init__(self, inner: importlib.abc.Loader, around: Around) -> None:
        self._inner = inner
        self._around = around

    def __getattr__(self, name: str) -> Any:
        # get_source, get_filename, ...: the module's own loader answers.
        return getattr(self._inner, name)

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType | None:
        return self._inner.create_module(spec)

    def exec_module(self, module: ModuleType) -> None:
        # The module keeps its ordinary loader (tracebacks, inspect.getsource).
        module.__loader__ = self._inner
        if module.__spec__ is not None:
            module.__spec__.loader = self._inner
        self._around(self._inner.exec_module, module)


class ImportHook(importlib.abc.MetaPathFinder):
    """While installed, importing ``name`` (or any of ``names``) runs
    ``around(exec_module, module)`` instead of the module's plain
    ``exec_module(module)``."""

    def __init__(self, names: str | Container[str], around: Around) -> None:
        self.names: Container[str] = frozenset([names]) if isinstance(names, str) else names
        self._around = around

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        if fullname not in self.names:
            return None
        spec = importlib.machinery.PathFinder.find_spec(fullname, path)
        if spec is None or spec.loader is None:
            return None
        spec.loader = _Loader(spec.loader, self._around)
        return spec

    def install(self) -> None:
        if self not in sys.meta_path:
            sys.meta_path.insert(0, self)

    def remove(self) -> None:
        try:
            sys.meta_path.remove(self)
        except ValueError:
            pass
