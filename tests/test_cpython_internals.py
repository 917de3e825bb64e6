"""CPython's private internals: pyfxfast imports without each of them, says so, and gives torch's results.

Each case runs a fresh interpreter that hides private names of ``copy``/``copyreg``
while it imports pyfxfast, which reads them then (as a CPython that removed them would
be: 3.14 removed ``copy._copy_dispatch``), then checks that ``doctor``'s ``cpython_internals`` row says
which is missing, that the entries needing it run torch's own, and that a traced
graph and a Transformer pass over it (with its ``nn_module_stack`` copies and
provenance records) are identical to torch's.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

import pytest

from pyfxfast import _cpython, fidelity

# What the child checks: the pass's code and every node's meta, rendered, beside torch's.
_CHILD = textwrap.dedent('''
    import copy, copyreg, json, sys, warnings
    # Hidden while pyfxfast is imported (it reads them then), and put back: copy itself needs them.
    hidden = []
    for module, name in json.loads(sys.argv[1]):
        owner = {"copy": copy, "copyreg": copyreg}[module]
        if hasattr(owner, name):
            hidden.append((owner, name, getattr(owner, name)))
            delattr(owner, name)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        import torch, torch.fx as fx
        import pyfxfast
        for owner, name, value in hidden:
            setattr(owner, name, value)
        rows = {s.name: (s.accelerated, s.reason) for s in pyfxfast.support_report()}

    class M(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.lin = torch.nn.Linear(4, 4)
        def forward(self, x):
            return torch.relu(self.lin(x)) + x.sum()

    import re
    def render(gm):
        # Provenance names graphs by id(): each side's ids numbered in order of appearance.
        ids = {}
        def numbered(match):
            return "graph_id=%d" % ids.setdefault(match.group(1), len(ids))
        return gm.code, [(n.name, sorted(n.meta), repr(n.meta.get("nn_module_stack")),
                          re.sub(r"graph_id=(\d+)", numbered, repr(n.meta.get("from_node"))))
                         for n in gm.graph.nodes]

    from torch.fx.traceback import preserve_node_meta
    ours = pyfxfast.symbolic_trace(M())
    theirs = fx.symbolic_trace(M())
    with preserve_node_meta():
        ours_pass = pyfxfast.Transformer(ours).transform()
        theirs_pass = fx.Transformer(theirs).transform()
    print(json.dumps({"rows": rows, "warnings": [str(w.message) for w in caught
                                                   if issubclass(w.category, pyfxfast.FallbackWarning)],
                      "traced_same": render(ours) == render(theirs),
                      "pass_same": render(ours_pass) == render(theirs_pass)}))
''')


def _run(removed: list[tuple[str, str]], **env: str) -> dict:
    done = subprocess.run([sys.executable, "-c", _CHILD, json.dumps(removed)], capture_output=True, text=True,
                          env={**os.environ, **env}, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.splitlines()[-1])


# Every private name pyfxfast reads on some interpreter, by the accessor that reads it.
_NAMES = {
    "shallow_copy_kinds": [("copy", "_copy_dispatch"), ("copy", "_copy_atomic_types"),
                           ("copy", "_copy_builtin_containers"), ("copy", "_copy_immutable")],
    "slotnames": [("copyreg", "_slotnames")],
    "deepcopy_dispatch": [("copy", "_deepcopy_dispatch")],
    "reconstruct": [("copy", "_reconstruct")],
}
_PROVENANCE_NEEDS = {"deepcopy_dispatch", "reconstruct"}


def test_every_internal_is_named_here() -> None:
    assert {i.read.__name__ for i in _cpython.internals()} == set(_NAMES)


def test_all_available_on_this_verified_interpreter() -> None:
    if _cpython.verified_on() is None:
        pytest.skip(f"{_cpython.interpreter()} is not among the verified interpreters")
    assert [i.name for i in _cpython.internals() if not i.available] == []
    row = {s.name: s for s in fidelity.support_report()}[fidelity.CPYTHON_INTERNALS]
    assert row.accelerated, row.reason


@pytest.mark.parametrize("reader", sorted(_NAMES))
def test_import_and_same_results_without(reader: str) -> None:
    out = _run(_NAMES[reader])
    accelerated, reason = out["rows"][fidelity.CPYTHON_INTERNALS]
    assert not accelerated and "missing" in reason
    internal = next(i for i in _cpython.internals() if i.read.__name__ == reader)
    assert internal.name in reason
    assert out["rows"]["provenance"][0] is (reader not in _PROVENANCE_NEEDS)
    assert out["traced_same"] and out["pass_same"]


def test_unverified_interpreter_falls_back_and_says_so() -> None:
    out = _run([], PYFXFAST_CPYTHON_INTERNALS="0")
    accelerated, reason = out["rows"][fidelity.CPYTHON_INTERNALS]
    assert not accelerated and "PYFXFAST_CPYTHON_INTERNALS=0" in reason
    assert not out["rows"]["provenance"][0]
    assert out["traced_same"] and out["pass_same"]


def test_a_never_seen_interpreter_warns(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(_cpython, "VERIFIED", {})
    assert _cpython.verified_on() is None
    assert _cpython.shallow_copy_kinds() == (frozenset(), frozenset())
    assert _cpython.deepcopy_dispatch() is None and _cpython.reconstruct() is None
    fidelity.reset()
    try:
        with pytest.warns(fidelity.FallbackWarning, match="never verified on"):
            fidelity.status("provenance")
        assert not fidelity.status("provenance").accelerated
        row = {s.name: s for s in fidelity.support_report()}[fidelity.CPYTHON_INTERNALS]
        assert not row.accelerated and "never verified" in row.reason
    finally:
        monkeypatch.undo()
        fidelity.reset()


def test_copy_kinds_are_copys_own() -> None:
    """What the tables say is what copy.copy does: the same object, or a copy by cls.copy."""
    import copy

    atomic, containers = _cpython.shallow_copy_kinds()
    samples = {int: 7, str: "s", tuple: (1, [2]), frozenset: frozenset({1}), type: int, range: range(3),
               list: [1], dict: {1: 2}, set: {1}, bytearray: bytearray(b"x")}
    for cls, value in samples.items():
        if cls in atomic:
            assert copy.copy(value) is value
        if cls in containers:
            twin = copy.copy(value)
            assert twin is not value and twin == value and type(twin) is cls
