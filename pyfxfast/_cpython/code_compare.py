"""Field-by-field comparison of code objects (``co_*``, positions, constants and their types).

Imports nothing but the standard library, so that ``tests/check_emission.py``
can load it without torch on any interpreter.
"""

from __future__ import annotations

import dis
import types
from typing import Any

__all__ = ["FIELDS", "same_code", "first_difference"]

FIELDS = (
    "co_argcount", "co_posonlyargcount", "co_kwonlyargcount", "co_nlocals", "co_stacksize", "co_flags",
    "co_code", "co_names", "co_varnames", "co_freevars", "co_cellvars", "co_filename", "co_name",
    "co_qualname", "co_firstlineno", "co_linetable", "co_exceptiontable",
)


def _const_key(value: Any) -> Any:
    # Tells apart what == merges: 0 / 0.0 / False, 0.0 / -0.0, nan by bits.
    if isinstance(value, types.CodeType):
        return ("code", _code_key(value))
    if isinstance(value, tuple):
        return (type(value), tuple(_const_key(v) for v in value))
    if isinstance(value, (float, complex)):
        return (type(value), repr(value))
    return (type(value), value)


def _code_key(code: types.CodeType) -> tuple[Any, ...]:
    return tuple(getattr(code, f) for f in FIELDS) + (
        tuple(code.co_positions()),
        tuple(_const_key(c) for c in code.co_consts),
    )


def same_code(a: types.CodeType, b: types.CodeType) -> bool:
    """Whether two code objects agree on every field (``co_*``, positions, constants and their types)."""
    return a == b and _code_key(a) == _code_key(b)




def first_difference(a: types.CodeType, b: types.CodeType, path: str = "module") -> str:
    """Where two code objects first differ, for a test's message ("" where they agree)."""
    for field in FIELDS:
        if getattr(a, field) != getattr(b, field):
            if field in ("co_code", "co_linetable"):
                for x, y in zip(dis.get_instructions(a), dis.get_instructions(b)):
                    if (x.opname, x.arg, x.positions) != (y.opname, y.arg, y.positions):
                        return (f"{path}.{field} at offset {y.offset}: emitted {x.opname} {x.arg} {x.argrepr} "
                                f"{x.positions}, compiled {y.opname} {y.arg} {y.argrepr} {y.positions}")
            return f"{path}.{field}: {getattr(a, field)!r:.300} != {getattr(b, field)!r:.300}"
    if tuple(a.co_positions()) != tuple(b.co_positions()):
        return f"{path}.co_positions()"
    for i, (x, y) in enumerate(zip(a.co_consts, b.co_consts)):
        if isinstance(x, types.CodeType) and isinstance(y, types.CodeType):
            found = first_difference(x, y, f"{path}.const{i}")
            if found:
                return found
    if _code_key(a) != _code_key(b):
        return f"{path}.co_consts: {a.co_consts!r:.300} != {b.co_consts!r:.300}"
    return ""
