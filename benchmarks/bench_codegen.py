"""Code generation: torch.fx vs pyfxfast (python_code, recompile, replace_pattern),
then where pyfxfast's recompile time goes (native codegen, the code object made natively or by
CPython's compile(), exec), with the compile() calls one pyfxfast recompile makes.

Usage: python benchmarks/bench_codegen.py [--nodes 1000 10000 50000] [--breakdown-only]
"""

from __future__ import annotations

import argparse
import builtins
import gc
import sys
import time

import pyfxfast
from pyfxfast import code_emission
from pyfxfast.cli import main
from pyfxfast.testing import aten_graph


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
            "fast_recompile": lambda: pyfxfast.recompile(gm),
        },
        repeats,
    )
    calls = compile_calls(lambda: pyfxfast.recompile(gm))
    emission = code_emission.status()
    floor = t["compile"] + t["exec"]
    rest_torch = t["torch_recompile"] - t["torch_codegen"] - floor
    rest_fast = t["fast_recompile"] - t["fast_codegen"] - floor
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
        f"{t['torch_recompile'] / t['fast_recompile']:.2f}x. compile()+exec is {floor:.3f} s "
        f"({floor / t['fast_recompile']:.0%} of pyfxfast's recompile, {floor / t['torch_recompile']:.0%} of torch's): "
        f"with code generation free, recompile could reach at most "
        f"{t['torch_recompile'] / floor:.2f}x on this graph.",
        "",
        f"Code emission on {emission.interpreter}: {'native' if emission.native else 'compile()'} "
        f"({emission.reason}); the code object {t['compile'] / t['emit']:.1f}x cheaper than compile(), equal to it; "
        f"compile() calls in one pyfxfast recompile: {calls}.",
    ]
    return "\n".join(lines)


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--breakdown-only", action="store_true")
    parser.add_argument("--breakdown-nodes", type=int, default=50_000)
    args, rest = parser.parse_known_args()
    status = 0
    if not args.breakdown_only:
        status = main(["bench", "--ops", "python_code", "recompile", "replace_pattern_with_filters",
                       "--out", "bench-out/codegen", *rest])
    print()
    print(breakdown(args.breakdown_nodes))
    sys.exit(status)
