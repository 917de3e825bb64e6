"""Code generation: torch.fx vs pyfxfast (python_code, recompile, replace_pattern),
then where pyfxfast's recompile time goes (native codegen vs CPython's compile() + exec).

Usage: python benchmarks/bench_codegen.py [--nodes 1000 10000 50000] [--breakdown-only]
"""

from __future__ import annotations

import argparse
import gc
import sys
import time

import pyfxfast
from pyfxfast.cli import main
from pyfxfast.testing import aten_graph


def _best(fn, repeats: int) -> float:
    best = float("inf")
    for _ in range(repeats):
        gc.collect()
        t0 = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t0)
    return best


def breakdown(nodes: int, repeats: int = 3) -> str:
    """Markdown table: torch's and pyfxfast's recompile split into codegen and compile()+exec."""
    gm = aten_graph(nodes)
    code = pyfxfast.python_code(gm.graph)
    assert code.src == gm.graph.python_code("self").src
    t_torch_codegen = _best(lambda: gm.graph.python_code("self"), repeats)
    t_fast_codegen = _best(lambda: pyfxfast.python_code(gm.graph), repeats)
    t_compile = _best(lambda: compile(code.src, "<fx>", "exec"), repeats)
    compiled = compile(code.src, "<fx>", "exec")
    t_exec = _best(lambda: exec(compiled, dict(code.globals)), repeats)
    t_torch_recompile = _best(gm.recompile, repeats)
    t_fast_recompile = _best(lambda: pyfxfast.recompile(gm), repeats)
    rows = [
        ("torch `GraphModule.recompile`", t_torch_recompile),
        ("pyfxfast `recompile`", t_fast_recompile),
        ("  of which: torch `Graph.python_code` (replaced)", t_torch_codegen),
        ("  of which: pyfxfast `python_code`", t_fast_codegen),
        ("  of which: CPython `compile()` of the source", t_compile),
        ("  of which: `exec` of the code object", t_exec),
    ]
    floor = t_compile + t_exec
    lines = [f"Recompile breakdown, ATen graph, {len(gm.graph.nodes):,} nodes (best of {repeats}):", "",
             "| step | seconds | share of pyfxfast recompile |", "|---|---:|---:|"]
    lines += [f"| {name} | {t:.3f} | {t / t_fast_recompile:.0%} |" for name, t in rows]
    lines += ["", f"recompile speed-up {t_torch_recompile / t_fast_recompile:.2f}x; "
              f"compile()+exec alone is {floor:.3f} s, so no codegen can beat "
              f"{t_torch_recompile / floor:.2f}x on this graph."]
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
