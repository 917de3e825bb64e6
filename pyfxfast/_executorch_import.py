"""ExecuTorch under ``pyfxfast.patch()``, whichever is imported first.

ExecuTorch's ``GroupBasedPartitioner`` subclasses torch's
``CapabilityBasedPartitioner``. Imported while patched, it would subclass
pyfxfast's instead. So while patched, an import hook runs ExecuTorch's
``group_partitioner`` module with torch's class in place (its class is the one
an unpatched import makes), then routes the module's names to pyfxfast like
``patch()`` does for modules loaded before it. Nothing here imports executorch.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
from types import ModuleType
from typing import Any, Callable

from ._import_hook import ImportHook
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


_hook: ImportHook | None = None


def install_hook(on_loaded: Callable[[ModuleType], None], torch_partitioner: Callable[[], Any]) -> None:
    """Call ``on_loaded(module)`` when ExecuTorch's group_partitioner gets
    imported, after running it with ``torch_partitioner()`` as torch's
    ``CapabilityBasedPartitioner``."""
    global _hook

    def around(exec_module: Callable[[ModuleType], None], module: ModuleType) -> None:
        torch_module = importlib.import_module(_TORCH_PARTITIONER_MODULE)
        current = torch_module.CapabilityBasedPartitioner
        torch_module.CapabilityBasedPartitioner = torch_partitioner()
        try:
            exec_module(module)
        finally:
            torch_module.CapabilityBasedPartitioner = current
        on_loaded(module)

    remove_hook()
    _hook = ImportHook(EXECUTORCH_MODULE, around)
    _hook.install()


def remove_hook() -> None:
    global _hook
    if _hook is not None:
        _hook.remove()
        _hook = None
