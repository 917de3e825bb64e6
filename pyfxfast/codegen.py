"""Code generation for FX graphs: ``python_code`` and ``recompile``.

Every pyfxfast pass that regenerates a ``GraphModule``'s code calls
:func:`recompile` here, so that one implementation serves them all. For now
both functions hand the work to torch; a native implementation with
byte-identical output replaces them (issue 12).
"""

from __future__ import annotations

from typing import Any

import torch.fx as fx
from torch.fx.graph import PythonCode

__all__ = ["python_code", "recompile"]


def python_code(graph: fx.Graph, root_module: str = "self", **kwargs: Any) -> PythonCode:
    """Same as ``graph.python_code(root_module, **kwargs)``."""
    return graph.python_code(root_module, **kwargs)


def recompile(gm: fx.GraphModule) -> PythonCode:
    """Same effect and return value as ``gm.recompile()``."""
    return gm.recompile()
