"""Dynamo skips pyfxfast's frames while ``patch()`` is active.

Dynamo never traces torch.fx's own files: they are in its skip list, so a
``GraphModule.recompile`` met during ``torch.compile`` (a ``_LazyGraphModule``
recompiles on its first call) runs as plain Python. Under
``patch(codegen=True)`` that recompile is pyfxfast's (under ``patch()``, the
pass utilities are), and pyfxfast's files are user code to Dynamo: it would
compile frames of the code generator (graph breaks, guard errors on its
caches). Putting pyfxfast's modules in Dynamo's
skip list for the duration of the patch gives torch's behaviour back. Only the
package's own top-level modules, ``pyfxfast.building`` (what
``graph_building=True`` installs) and the private rooms the passes run
(:data:`_ROOMS`): ``pyfxfast.testing`` holds models that users and tests
compile.

Nothing here imports Dynamo (a second or more): if it is not loaded yet, an
import hook adds the entry when ``torch._dynamo`` finishes loading.
"""

from __future__ import annotations

import functools
import os
import sys
import threading
from types import ModuleType
from typing import Callable

from .import_hook import ImportHook

__all__ = ["skip_pyfxfast", "unskip_pyfxfast"]

_DYNAMO = "torch._dynamo"
_PACKAGE_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# Subpackages whose code runs inside pyfxfast's passes, skipped as directories.
_ROOMS = ("building", "_graph", "_cpython", "_patching")
_lock = threading.Lock()
_active = False
_added = False  # our entry is in Dynamo's SKIP_DIRS


@functools.lru_cache(maxsize=None)
def _entries() -> tuple[str, ...]:
    """The files Dynamo matches by prefix: pyfxfast's top-level modules, and
    :data:`_ROOMS` as directories (computed once: every patch() adds them)."""
    from torch._dynamo import trace_rules

    names = sorted(n for n in os.listdir(_PACKAGE_DIR) if n.endswith(".py"))
    paths = [os.path.join(_PACKAGE_DIR, n) for n in names] + [os.path.join(_PACKAGE_DIR, d, "") for d in _ROOMS]
    return tuple(trace_rules._as_posix_path(p) for p in paths)


def _add_entry() -> None:
    global _added
    from torch._dynamo import trace_rules

    if _added:
        return
    trace_rules.SKIP_DIRS.extend(e for e in _entries() if e not in trace_rules.SKIP_DIRS)
    trace_rules._recompile_re()
    _added = True


def _remove_entry() -> None:
    global _added
    if not _added:
        return
    from torch._dynamo import trace_rules

    ours = set(_entries())
    trace_rules.SKIP_DIRS[:] = [d for d in trace_rules.SKIP_DIRS if d not in ours]
    trace_rules._recompile_re()
    _added = False


def _after_dynamo_loads(exec_module: Callable[[ModuleType], None], module: ModuleType) -> None:
    exec_module(module)
    with _lock:
        if _active:
            _add_entry()


_hook = ImportHook(_DYNAMO, _after_dynamo_loads)


def skip_pyfxfast() -> None:
    """Add pyfxfast to Dynamo's skip list now, or when Dynamo gets imported."""
    global _active
    with _lock:
        _active = True
        if _DYNAMO in sys.modules:
            _add_entry()
        else:
            _hook.install()


def unskip_pyfxfast() -> None:
    """Undo :func:`skip_pyfxfast`."""
    global _active
    with _lock:
        _active = False
        _hook.remove()
        if _DYNAMO in sys.modules:
            _remove_entry()
