"""ExecuTorch under ``pyfxfast.patch()``, whichever is imported first.

ExecuTorch's ``GroupBasedPartitioner`` subclasses torch's
``CapabilityBasedPartitioner``. Imported while patched, it would subclass
pyfxfast's instead. So while patched, ``patch()``'s import hook runs
ExecuTorch's ``group_partitioner`` module with torch's class in place (its
class is the one an unpatched import makes), then routes the module's names to
pyfxfast like ``patch()`` does for modules loaded before it. Nothing here
imports executorch.
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any, Callable

__all__ = ["EXECUTORCH_MODULE", "run_with_torch_partitioner"]

# pyfxfast.executorch.EXECUTORCH_MODULE, without importing that module (it imports
# torch.fx.passes.infra.partitioner).
EXECUTORCH_MODULE = "executorch.exir.backend.canonical_partitioners.group_partitioner"
_TORCH_PARTITIONER_MODULE = "torch.fx.passes.infra.partitioner"


def run_with_torch_partitioner(
    exec_module: Callable[[ModuleType], None], module: ModuleType, torch_partitioner: Callable[[Any], Any]
) -> None:
    """Run ExecuTorch's module with ``torch_partitioner(current)`` as torch's
    ``CapabilityBasedPartitioner`` (ExecuTorch imports that module itself)."""
    torch_module = importlib.import_module(_TORCH_PARTITIONER_MODULE)
    current = torch_module.CapabilityBasedPartitioner
    torch_module.CapabilityBasedPartitioner = torch_partitioner(current)
    try:
        exec_module(module)
    finally:
        torch_module.CapabilityBasedPartitioner = current
