"""Compile each distinct GraphModule source once.

``GraphModule.recompile`` ends in ``torch.fx.graph_module._exec_with_source``,
which registers the source under a fresh ``<eval_with_key>.N`` file name and
runs CPython's ``compile()`` on it. Pass pipelines that re-trace graphs
(ExecuTorch's ``ExportPass``, XNNPACK's preprocessing) recompile the same
source over and over: a pass that changes nothing yields the same code. In a
4-layer Llama lowering about three quarters of the compiled bytes are such
repeats, and ``compile()`` is the largest single cost of a recompile.

``exec_with_source`` (installed by ``patch(codegen=True)``) does what torch's
does, in the same order (same key, same linecache entry, same globals), but
reuses the code object of an earlier identical source (one compiled at least
twice before: most sources are never seen again), re-targeted to the new file
name. A code object depends only on the source, the file name and the
compiler flags, which are fixed here (``dont_inherit=True``, the process's
optimisation level), so the result equals a fresh compile. A source seen for
the first time is turned into code natively where the interpreter was verified
(:mod:`pyfxfast.code_emission`), by ``compile()`` otherwise.

``routed()`` installs ``exec_with_source`` for the duration of one pyfxfast
pass (``pyfxfast.recompile``, the modules pyfxfast's passes build) when
``patch(codegen=True)`` has not installed it for the whole process.
"""

from __future__ import annotations

import contextlib
import threading
from collections import OrderedDict
from types import CodeType
from typing import Any, Iterator

from torch.fx import graph_module as _graph_module

from . import code_emission, fidelity

__all__ = ["exec_with_source", "clear", "patch_targets", "routed"]

# Bounded by total source size: big graphs' sources are hundreds of kB each.
_MAX_CHARS = 64 * 1024 * 1024
_cache: OrderedDict[str, CodeType] = OrderedDict()
_cached_chars = 0
# A source is cached the second time it is compiled: most big sources (a graph
# recompiled after each edit) are never seen again and would only crowd out
# the small ones that repeat. Hashes of sources seen once, most recent last.
_MAX_SEEN_ONCE = 4096
_seen_once: OrderedDict[int, None] = OrderedDict()
_lock = threading.Lock()
# torch's, captured before patch(codegen=True) can replace it.
torch_exec_with_source = _graph_module._exec_with_source
_MIRROR = fidelity.declare("exec_cache")


def _retarget(code: CodeType, filename: str) -> CodeType:
    """``code`` as ``compile()`` would have made it for ``filename``."""
    consts = code.co_consts
    if any(isinstance(c, CodeType) for c in consts):
        consts = tuple(_retarget(c, filename) if isinstance(c, CodeType) else c for c in consts)
        return code.replace(co_filename=filename, co_consts=consts)
    return code.replace(co_filename=filename)


def _compiled(src: str, filename: str) -> CodeType:
    global _cached_chars
    with _lock:
        code = _cache.get(src)
        if code is not None:
            _cache.move_to_end(src)
    if code is not None:
        return code if code.co_filename == filename else _retarget(code, filename)
    code = code_emission.compile_source(src, filename)
    with _lock:
        if src in _cache or len(src) > _MAX_CHARS // 4:
            return code
        seen = hash(src)
        if seen not in _seen_once:
            _seen_once[seen] = None
            if len(_seen_once) > _MAX_SEEN_ONCE:
                _seen_once.popitem(last=False)
            return code
        del _seen_once[seen]
        _cache[src] = code
        _cached_chars += len(src)
        while _cached_chars > _MAX_CHARS:
            old, _ = _cache.popitem(last=False)
            _cached_chars -= len(old)
    return code


def exec_with_source(src: str, globals: dict[str, Any], co_fields: dict[str, Any] | None = None) -> None:
    """``torch.fx.graph_module._exec_with_source`` with compiled code reused."""
    if not _MIRROR.accelerated:
        return torch_exec_with_source(src, globals, co_fields)
    key = _graph_module._loader.cache(src, globals, co_fields)
    exec(_compiled(src, key), globals)


_route_lock = threading.Lock()
_route_depth = 0
_held_by_patch = False


def hold_for_patch(held: bool) -> bool:
    """Called by patch()/unpatch(): while held, the last route to leave keeps
    ``exec_with_source`` installed (patch(codegen=True) installed it for good meanwhile).
    True where routes are in progress: on release, the last to leave puts torch's back."""
    global _held_by_patch
    with _route_lock:
        _held_by_patch = held
        return _route_depth > 0


@contextlib.contextmanager
def routed() -> Iterator[None]:
    """Route ``torch.fx.graph_module._exec_with_source`` here while the block runs.

    Any thread's recompile in the meantime gets the same code objects it would
    get from torch (that is the contract), so a process-wide swap is safe; the
    outermost exit restores torch's function unless patch(codegen=True) holds it
    or someone replaced it since.
    """
    global _route_depth
    if not _MIRROR.accelerated:
        yield
        return
    with _route_lock:
        current = _graph_module._exec_with_source
        if _route_depth == 0 and current is not torch_exec_with_source and current is not exec_with_source:
            installed = False  # a user's own replacement: leave it
        else:
            installed = True
            _route_depth += 1
            _graph_module._exec_with_source = exec_with_source
    try:
        yield
    finally:
        if installed:
            with _route_lock:
                _route_depth -= 1
                if _route_depth == 0 and not _held_by_patch and _graph_module._exec_with_source is exec_with_source:
                    _graph_module._exec_with_source = torch_exec_with_source


def clear() -> None:
    """Forget every cached code object."""
    global _cached_chars
    with _lock:
        _cache.clear()
        _seen_once.clear()
        _cached_chars = 0


def patch_targets() -> list[tuple[Any, str, Any]]:
    """(owner, attribute, replacement) that ``patch(codegen=True)`` installs (none where
    pyfxfast was not verified on this torch)."""
    if not _MIRROR.accelerated:
        return []
    return [(_graph_module, "_exec_with_source", exec_with_source)]
