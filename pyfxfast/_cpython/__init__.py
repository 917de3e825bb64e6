"""What pyfxfast reads of CPython's private internals, and on which interpreters it was verified.

A few fast paths copy objects exactly as the ``copy`` module would, and to know
what ``copy`` would do they read its private tables. Those tables are no API:
3.14 removed ``copy._copy_dispatch``. So every private name is read here and
nowhere else, and only on an interpreter the test suite passed on
(:data:`VERIFIED`). Anywhere else (a CPython never seen, a free-threaded build
never run, a name removed) the accessor returns its neutral value and the fast
path that needs it takes CPython's or torch's own route instead: slower, never
different. :func:`report_reason` is the ``cpython_internals`` row of ``pyfxfast doctor``.

``docs/cpython-internals.md`` lists every dependency, C API included, and what
happens where it is missing.
"""

from __future__ import annotations

import copy
import copyreg
import os
import platform
import sys
import sysconfig
from dataclasses import dataclass
from typing import Any, Callable

__all__ = ["VERIFIED", "Internal", "internals", "interpreter", "verified_on", "turned_off", "shallow_copy_kinds",
           "slotnames", "deepcopy_dispatch", "reconstruct", "unavailable", "report_reason"]

#: (major, minor, free-threaded) -> the releases the whole suite passed on.
VERIFIED: dict[tuple[int, int, bool], str] = {
    (3, 11, False): "3.11.7",
    (3, 12, False): "3.12.1",
    (3, 13, False): "3.13.0, 3.13.15",
    (3, 13, True): "3.13.15t",
    (3, 14, False): "3.14.10",
    (3, 15, False): "3.15.2",
}


def _interpreter_key() -> tuple[int, int, bool]:
    # abiflags holds "t" on a free-threaded build; sysconfig (which imports a module torch does not)
    # only where there is no abiflags (Windows before 3.14).
    abiflags = getattr(sys, "abiflags", None)
    free_threaded = "t" in abiflags if abiflags is not None else bool(sysconfig.get_config_var("Py_GIL_DISABLED"))
    return (*sys.version_info[:2], free_threaded)


def interpreter() -> str:
    """This interpreter as ``doctor`` names it, e.g. ``CPython 3.14.10`` or ``CPython 3.14.10t``."""
    return (f"{platform.python_implementation()} {platform.python_version()}"
            f"{'t' if _interpreter_key()[2] else ''}")


def turned_off() -> str | None:
    """The setting that turns every internal off (tests, bisecting), or None."""
    if os.environ.get("PYFXFAST_CPYTHON_INTERNALS") == "0":
        return "PYFXFAST_CPYTHON_INTERNALS=0"
    if os.environ.get("PYFXFAST_FIDELITY") == "torch":
        return "PYFXFAST_FIDELITY=torch"
    return None


def verified_on() -> str | None:
    """The releases of this interpreter's minor version the suite passed on; None when never run
    or turned off."""
    if turned_off() is not None or sys.implementation.name != "cpython":
        return None
    return VERIFIED.get(_interpreter_key())


# Every private name any verified interpreter has, read once, as pyfxfast is imported.
_NAMES = {"copy": ("_copy_dispatch", "_copy_immutable", "_copy_atomic_types", "_copy_builtin_containers",
                   "_deepcopy_dispatch", "_reconstruct"),
          "copyreg": ("_slotnames",)}
_SEEN = {(module.__name__, name): getattr(module, name, None)
         for module in (copy, copyreg) for name in _NAMES[module.__name__]}


def _private(module: Any, name: str) -> Any:
    """``module.name`` where this interpreter was verified and had it at import, else None."""
    return _SEEN[module.__name__, name] if verified_on() is not None else None


# -- The accessors: each returns a neutral value where it cannot vouch -------------------

def shallow_copy_kinds() -> tuple[frozenset[type], frozenset[type]]:
    """(types ``copy.copy`` returns as they are, builtin containers it copies by ``cls.copy``),
    read from ``copy``'s own tables; both empty where unverified (every copy is ``copy.copy``).

    3.11-3.13 keep one dispatch table (``_copy_dispatch``: ``_copy_immutable`` or
    ``cls.copy``); 3.14 replaced it with two sets (``_copy_atomic_types``,
    ``_copy_builtin_containers``). A table entry of any other shape is left to copy.copy."""
    atomic, containers = _private(copy, "_copy_atomic_types"), _private(copy, "_copy_builtin_containers")
    if atomic is not None and containers is not None:
        return frozenset(atomic), frozenset(c for c in containers if c in (list, dict, set, bytearray))
    table, immutable = _private(copy, "_copy_dispatch"), _private(copy, "_copy_immutable")
    if table is None or immutable is None:
        return frozenset(), frozenset()
    return (frozenset(cls for cls, copier in table.items() if copier is immutable),
            frozenset(cls for cls, copier in table.items()
                      if cls in (list, dict, set, bytearray) and copier == cls.copy))


def slotnames() -> Callable[[type], list[str]] | None:
    """``copyreg._slotnames``: the slots that ``object.__reduce_ex__`` copies."""
    return _private(copyreg, "_slotnames")


def deepcopy_dispatch() -> dict[type, Any] | None:
    """``copy._deepcopy_dispatch``: the classes ``copy.deepcopy`` copies by a function of its own."""
    table = _private(copy, "_deepcopy_dispatch")
    return table if isinstance(table, dict) else None


def reconstruct() -> Callable[..., Any] | None:
    """``copy._reconstruct``: how ``copy.deepcopy`` rebuilds an object from its ``__reduce_ex__``."""
    return _private(copy, "_reconstruct")


@dataclass(frozen=True)
class Internal:
    """One private name pyfxfast reads, what it is for, and what runs without it."""

    name: str
    used_for: str
    without: str
    read: Callable[[], Any]

    @property
    def available(self) -> bool:
        value = self.read()
        return value is not None and value != (frozenset(), frozenset())


_INTERNALS = (
    Internal("copy._copy_dispatch (3.11-3.13) / copy._copy_atomic_types, _copy_builtin_containers (3.14+)",
             "meta values copied as copy.copy copies them while graphs are built",
             "copy.copy for every value", shallow_copy_kinds),
    Internal("copyreg._slotnames", "plain instances copied by their __dict__ (copy.copy's generic reduce)",
             "copy.copy for every instance", slotnames),
    Internal("copy._deepcopy_dispatch", "provenance records deep-copied natively (a class listed there "
             "is left to copy.deepcopy)", "torch's own NodeSource (the provenance entry falls back)",
             deepcopy_dispatch),
    Internal("copy._reconstruct", "a NodeSource subclass deep-copied under patch()",
             "torch's own NodeSource (the provenance entry falls back)", reconstruct),
)


def internals() -> tuple[Internal, ...]:
    return _INTERNALS


def unavailable(*readers: Callable[[], Any]) -> list[str]:
    """The names among ``readers``' internals that cannot be read here (empty: all can)."""
    return [i.name for i in _INTERNALS if i.read in readers and not i.available]


def report_reason() -> tuple[bool, str]:
    """(every internal available, why) for the ``cpython_internals`` row of ``doctor``."""
    where = interpreter()
    off = turned_off()
    if off is not None:
        return False, f"{where}: turned off by {off}; copies go through copy and torch"
    verified = verified_on()
    if verified is None:
        built = " (a free-threaded build: built, never run)" if _interpreter_key()[2] else ""
        return False, (f"{where}{built}: never verified; copies go through copy.copy/copy.deepcopy "
                       "and torch's own NodeSource")
    missing = [i.name for i in _INTERNALS if not i.available]
    if missing:
        return False, f"{where}: missing {', '.join(missing)}; those paths run CPython's own"
    return True, f"{where}: CPython's private copy tables read as verified on {verified}"
