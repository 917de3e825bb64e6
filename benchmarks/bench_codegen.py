"""Code generation: torch.fx vs pyfxfast (python_code, recompile, replace_pattern),
then where pyfxfast's recompile time goes (native codegen, the code object made natively or by
CPython's compile(), exec), with the compile() calls one pyfxfast recompile makes, and what the
native code object costs per generated line in a process without torch and beside it, with its
names already made (a graph recompiled) and all new (_C.clear_code_names() first).

Usage: python benchmarks/bench_codegen.py [--nodes 1000 10000 50000] [--breakdown-only] [--emission-only]
"""

from __future__ import annotations

import argparse
import builtins
import gc
import json
import os
import subprocess
import sys
import tempfile
import time

import pyfxfast
from pyfxfast import _C, code_emission, exec_cache
from pyfxfast.cli import main
from pyfxfast.testing import aten_graph

# Times _C.emit_code of a source file in a process that never imports torch (nor pyfxfast, whose
# package imports it): the extension is loaded by path, as tests/check_emission.py loads it.
_BARE_EMISSION = r"""
import gc, importlib.machinery, importlib.util, json, pathlib, sys, time
def load():
    for entry in sys.path:
        for suffix in importlib.machinery.EXTENSION_SUFFIXES:
            path = pathlib.Path(entry or ".") / "pyfxfast" / f"_C{suffix}"
            if path.exists():
                spec = importlib.util.spec_from_file_location("pyfxfast._C", path)
                module = importlib.util.module_from_spec(spec)
                spec.loader.exec_module(module)
                return module
    raise SystemExit("no pyfxfast._C on sys.path")
C = load()
assert "torch" not in sys.modules
src = open(sys.argv[1]).read()
repeats = int(sys.argv[2])
result = {}
C.emit_code(src, "<eval_with_key>.0")  # the cache now holds the source's names
for name, clear in (("made", False), ("new", True)):
    best = float("inf")
    for _ in range(repeats):
        gc.collect()
        if clear:
            C.clear_code_names()
        t0 = time.perf_counter()
        code = C.emit_code(src, "<eval_with_key>.0")
        best = min(best, time.perf_counter() - t0)
        assert not isinstance(code, str), code
        del code
    result[name] = best
print(json.dumps(result))
"""


def _interleaved_best(steps: dict, repeats: int) -> dict:
    """Best time of each step, the steps run round-robin so that load on a
    shared machine hits them alike."""
    best = dict.fromkeys(steps, float("inf"))
    for _ in range(repeats):
        for name, fn in steps.items():
            gc.collect()
            t0 = time.perf_counter()
            fn()
            best[name] = min(best[name], time.perf_counter() - t0)
    return best


def compile_calls(fn) -> int:
    """How many times fn() calls builtins.compile (what native code emission removes)."""
    real, calls = builtins.compile, 0

    def counting(*args, **kwargs):
        nonlocal calls
        calls += 1
        return real(*args, **kwargs)

    builtins.compile = counting
    try:
        fn()
    finally:
        builtins.compile = real
    return calls


def breakdown(nodes: int, repeats: int = 5) -> str:
    """Markdown table: torch's and pyfxfast's recompile split into codegen and compile()+exec."""
    gm = aten_graph(nodes)
    code = pyfxfast.python_code(gm.graph)
    assert code.src == gm.graph.python_code("self").src
    compiled = compile(code.src, "<fx>", "exec")
    emitted = code_emission.compile_source(code.src, "<fx>")
    assert code_emission.same_code(emitted, compile(code.src, "<fx>", "exec", dont_inherit=True))
    t = _interleaved_best(
        {
            "torch_codegen": lambda: gm.graph.python_code("self"),
            "fast_codegen": lambda: pyfxfast.python_code(gm.graph),
            "compile": lambda: compile(code.src, "<fx>", "exec"),
            "emit": lambda: code_emission.compile_source(code.src, "<fx>"),
            "exec": lambda: exec(compiled, dict(code.globals)),
            "torch_recompile": gm.recompile,
            # A fresh source each time, as torch's side sees it (exec_cache would hand back the
            # code object it made for the same source: that case has a bench case of its own).
            "fast_recompile": lambda: (exec_cache.clear(), pyfxfast.recompile(gm)),
        },
        repeats,
    )
    calls = compile_calls(lambda: pyfxfast.recompile(gm))
    emission = code_emission.status()
    floor = t["compile"] + t["exec"]
    rest_torch = t["torch_recompile"] - t["torch_codegen"] - floor
    rest_fast = t["fast_recompile"] - t["fast_codegen"] - t["emit"] - t["exec"]
    lines = [
        f"Recompile breakdown, ATen graph, {len(gm.graph.nodes):,} nodes, {len(code.src.splitlines()):,} "
        f"source lines (best of {repeats}, steps interleaved):",
        "",
        "| step | torch (s) | pyfxfast (s) |",
        "|---|---:|---:|",
        f"| `python_code` | {t['torch_codegen']:.3f} | {t['fast_codegen']:.3f} |",
        f"| CPython `compile()` of the source | {t['compile']:.3f} | |",
        f"| the same code object, `code_emission.compile_source` | | {t['emit']:.4f} |",
        f"| `exec` of the code object | {t['exec']:.4f} | {t['exec']:.4f} |",
        f"| rest of `recompile` (by difference) | {rest_torch:.3f} | {rest_fast:.3f} |",
        f"| **`recompile`** | **{t['torch_recompile']:.3f}** | **{t['fast_recompile']:.3f}** |",
        "",
        f"python_code {t['torch_codegen'] / t['fast_codegen']:.1f}x, recompile "
        f"{t['torch_recompile'] / t['fast_recompile']:.2f}x. compile()+exec is {floor:.3f} s, "
        f"{floor / t['torch_recompile']:.0%} of torch's recompile; pyfxfast's makes the code object natively "
        f"({t['emit'] / t['fast_recompile']:.0%} of its recompile).",
        "",
        f"Code emission on {emission.interpreter}: {'native' if emission.native else 'compile()'} "
        f"({emission.reason}); the code object {t['compile'] / t['emit']:.1f}x cheaper than compile(), equal to it; "
        f"compile() calls in one pyfxfast recompile: {calls}.",
    ]
    lines += ["", emission_per_line(code.src, max(repeats, 9))]
    return "\n".join(lines)


def _emission_beside_torch(src: str, repeats: int) -> dict[str, float]:
    result = {}
    _C.emit_code(src, "<eval_with_key>.0")  # the cache now holds the source's names
    for name, clear in (("made", False), ("new", True)):
        best = float("inf")
        for _ in range(repeats):
            gc.collect()
            if clear:
                _C.clear_code_names()
            t0 = time.perf_counter()
            emitted = _C.emit_code(src, "<eval_with_key>.0")
            best = min(best, time.perf_counter() - t0)
            del emitted
        result[name] = best
    return result


def emission_per_line(src: str, repeats: int = 7) -> str:
    """Markdown table: _C.emit_code per generated line in a process without torch (a subprocess
    of this interpreter) and in this one, beside torch; names made (the cache holds them, as when
    a graph is recompiled) and new (the cache emptied first)."""
    lines = src.count("\n")
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
        f.write(src)
    try:
        out = subprocess.run([sys.executable, "-c", _BARE_EMISSION, f.name, str(repeats)], capture_output=True,
                             text=True, check=True, env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)})
        bare = json.loads(out.stdout)
    finally:
        os.unlink(f.name)
    torch_side = _emission_beside_torch(src, repeats)

    def cell(t: float) -> str:
        return f"{t * 1e3:.1f} ms ({t / lines * 1e6:.2f} us/line)"

    return "\n".join([
        f"Native code object of the same {lines:,}-line source (_C.emit_code, best of {repeats}), "
        f"{code_emission.status().interpreter}:",
        "",
        "| process | names made (a graph recompiled) | names new |",
        "|---|---:|---:|",
        f"| without torch | {cell(bare['made'])} | {cell(bare['new'])} |",
        f"| beside torch | {cell(torch_side['made'])} | {cell(torch_side['new'])} |",
    ])


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--breakdown-only", action="store_true")
    parser.add_argument("--breakdown-nodes", type=int, default=50_000)
    parser.add_argument("--emission-only", action="store_true", help="only the per-line cost of the code object")
    args, rest = parser.parse_known_args()
    if args.emission_only:
        print(emission_per_line(pyfxfast.python_code(aten_graph(args.breakdown_nodes).graph).src, 9))
        sys.exit(0)
    status = 0
    if not args.breakdown_only:
        status = main(["bench", "--ops", "python_code", "recompile", "replace_pattern_with_filters",
                       "--out", "bench-out/codegen", *rest])
    print()
    print(breakdown(args.breakdown_nodes))
    sys.exit(status)
