"""Code objects for generated ``GraphModule`` sources, without CPython's compiler.

Every ``GraphModule`` forward ends in ``compile(src, key, "exec",
dont_inherit=True)`` of its generated source (``torch.fx.graph_module.
_exec_with_source``), at 25-46 us per line. :func:`compile_source` returns
what that call returns, field by field (bytecode, constants, names, stack
size, flags, line and position tables), but made by ``pyfxfast._C.emit_code``
from the source text in one native pass (``csrc/pycode/``). A source with any
form the emitter does not know is compiled by ``compile()``, whole.

Each CPython minor version has its own bytecode and table formats, so the
emitter is used only on an interpreter listed in :data:`VERIFIED_INTERPRETERS`,
and only after a probe source exercising every form it emits came out equal to
``compile()``'s in this process. Otherwise ``compile()`` is used; :func:`status`
says why (also in ``pyfxfast doctor`` and ``support_report()``). An interpreter
with no verified emitter (CPython 3.16 and newer, for now) is a known limit and
falls back silently, as a drop-in that torch's own code serves does; a probe
that fails on a verified interpreter is not, and warns once with a
:class:`~pyfxfast.fidelity.FallbackWarning`. ``PYFXFAST_CODE_EMISSION=0`` (or
``PYFXFAST_FIDELITY=torch``) turns emission off.
"""

from __future__ import annotations

import os
import platform
import sys
import threading
import types
import warnings
from typing import NamedTuple

from . import _C, fidelity
from ._cpython.code_compare import FIELDS as _FIELDS, first_difference, same_code

__all__ = ["compile_source", "status", "EmissionStatus", "EMITTERS", "VERIFIED_INTERPRETERS", "same_code",
           "first_difference"]

#: (major, minor) -> the emitter compiled into ``_C`` for that bytecode format (csrc/pycode/).
EMITTERS: dict[tuple[int, int], str] = {
    (3, 11): "emit_cpython311.cpp",
    (3, 12): "emit_cpython312.cpp",
    (3, 13): "emit_cpython313.cpp",
    (3, 14): "emit_cpython314.cpp",
    (3, 15): "emit_cpython315.cpp",
}

#: (major, minor) -> where the emitter was verified (the probe and the differential suites).
VERIFIED_INTERPRETERS: dict[tuple[int, int], str] = {
    (3, 11): "CPython 3.11.7, Linux x86_64 (tests/test_code_emission.py on torch 2.11, 2.13 and 2.15)",
    (3, 12): "CPython 3.12.1, Linux x86_64 (tests/test_code_emission.py on torch 2.15, tests/check_emission.py)",
    (3, 13): "CPython 3.13.15, 3.13.15t and 3.13.0, Linux x86_64 (tests/test_code_emission.py on torch 2.15, "
             "and on 2.12 free-threaded; tests/check_emission.py)",
    (3, 14): "CPython 3.14.10, Linux x86_64 (tests/test_code_emission.py on torch 2.15, tests/check_emission.py)",
    (3, 15): "CPython 3.15.2, Linux x86_64 (tests/test_code_emission.py on torch 2.15, tests/check_emission.py)",
}

class EmissionStatus(NamedTuple):
    native: bool
    interpreter: str
    reason: str
    #: Fallen back where the emitter was expected to work (the probe failed): what the warning is about.
    unexpected: bool = False


# Every form the emitter writes, as FX code generation writes them (see tests/test_code_emission.py).
_PROBE = '''

wrap("probe_leaf")

def forward(self, x : torch.Tensor, y, z = 1, w = None, *args : int, **kwargs) -> torch.Tensor:
    # File: probe.py:1 in forward, code: everything
    a = torch.ops.aten.add.Tensor(x, y);  y = None
    b = a[0];  c = a[:, 1:-1:2];  d = a[..., None]
    e = a.view(-1, [2, 3], (4, 5), [a, 1], dim = -0.0, k = (1+2j), s = 'q\\'"\\x80é', t = b'\\x00')
    f = getattr(self, "0").conv(e, memory_format = torch.contiguous_format)
    g = -a + ~b * c @ d // 2 % 3 - +a ** -b << 1 >> 2 & a | b ^ c / x
    h = a < b;  i = a <= b;  j = a == b;  k = a != b;  l = a > b;  m = a >= b
    n = a is None;  o = a is not None;  p = a in b;  q = a not in b;  r = not a
    s = {'a': a, 'b': [b, {c: d}], 'c': (1, 2, 'x')};  t = {}
    u = print(123456789012345678901234567890, 1e+100, inf, True, False, ...)
    v = w = None
    return (a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s, t, u, v, w)
    '''

_lock = threading.Lock()
_status: EmissionStatus | None = None


def _interpreter() -> str:
    return f"{platform.python_implementation()} {platform.python_version()}"


def _evaluate() -> EmissionStatus:
    interpreter = _interpreter()
    if os.environ.get("PYFXFAST_CODE_EMISSION") == "0":
        return EmissionStatus(False, interpreter, "turned off by PYFXFAST_CODE_EMISSION=0")
    if os.environ.get("PYFXFAST_FIDELITY") == "torch":
        return EmissionStatus(False, interpreter, "turned off by PYFXFAST_FIDELITY=torch")
    version = sys.version_info[:2]
    if sys.implementation.name != "cpython":
        return EmissionStatus(False, interpreter, "not CPython: generated sources go through compile()")
    verified_on = VERIFIED_INTERPRETERS.get(version)
    name = f"CPython {version[0]}.{version[1]}"
    if version not in EMITTERS or not _C.EMIT_AVAILABLE or tuple(_C.EMIT_INTERPRETER) != version:
        return EmissionStatus(False, interpreter, f"no emitter for {name}'s bytecode (never verified): "
                              "generated sources go through compile()")
    if verified_on is None:
        return EmissionStatus(False, interpreter, f"the {name} emitter was never verified on {name}: "
                              "generated sources go through compile()")
    emitted = _C.emit_code(_PROBE, "<pyfxfast probe>")
    if isinstance(emitted, str):
        return EmissionStatus(False, interpreter, f"the probe source was not emitted ({emitted})", unexpected=True)
    if not same_code(emitted, compile(_PROBE, "<pyfxfast probe>", "exec", dont_inherit=True)):
        return EmissionStatus(False, interpreter, "the probe's code object differs from compile()'s", unexpected=True)
    return EmissionStatus(True, interpreter, f"native; verified on {verified_on}")


def status() -> EmissionStatus:
    """Whether generated sources are turned into code objects natively here, and why (computed once)."""
    global _status
    if _status is None:
        with _lock:
            if _status is None:
                fresh = _evaluate()
                if fresh.unexpected:
                    warnings.warn(f"pyfxfast: code objects of generated forwards come from compile() on "
                                  f"{fresh.interpreter}: {fresh.reason}. See pyfxfast.support_report().",
                                  fidelity.FallbackWarning, stacklevel=3)
                _status = fresh
    return _status


def reset() -> None:
    """Forget the status (tests: after changing the environment)."""
    global _status
    with _lock:
        _status = None


def _report() -> fidelity.Status:
    emission = status()
    return fidelity.Status(fidelity.CODE_EMISSION, emission.native, sys.version_info[:2] if emission.native else None,
                           None, f"{emission.interpreter}: {emission.reason}", unknown=False)


fidelity.register_report(_report, reset)


def compile_source(src: str, filename: str) -> types.CodeType:
    """``compile(src, filename, "exec", dont_inherit=True)``, natively where verified and supported."""
    if status().native:
        emitted = _C.emit_code(src, filename)
        if not isinstance(emitted, str):
            return emitted
    return compile(src, filename, "exec", dont_inherit=True)
