"""Graph-rebuilding passes, torch.fx vs pyfxfast, with the time split between
rebuilding and recompiling (``GraphModule.recompile``, which pyfxfast reaches
through ``pyfxfast.codegen.recompile``).

Each row: the same input built twice, torch and pyfxfast interleaved in one
process, best of ``--repeats``; results checked identical (code of the module
and of every submodule, plus qualname_map for split_module).

Usage: python benchmarks/bench_rebuild.py [--only NAME ...] [--repeats R] [--big]
  --big adds the ordering passes at 200k nodes (~1.6 GB per graph).
"""

from __future__ import annotations

import argparse
import copy
import gc
import sys
import time
from typing import Any, Callable

import torch.fx as fx
from torch.fx.experimental.optimization import fuse as torch_fuse_conv_bn
from torch.fx.passes import tools_common
from torch.fx.passes.split_module import split_module as torch_split_module
from torch.fx.passes.utils.fuser_utils import fuse_by_partitions as torch_fuse_by_partitions

import pyfxfast
from pyfxfast._bench.cases_foundation import _shuffled_graph
from pyfxfast._bench.cases_partitioner import _fuse_input
from pyfxfast._bench.cases_rebuild import split_input, split_summary
from pyfxfast.testing import cnn_model


class RecompileClock:
    """Time spent in outermost GraphModule.recompile calls (submodule
    recompiles inside it are counted once, as part of it)."""

    def __init__(self) -> None:
        self.total = 0.0
        self._depth = 0
        self._original = fx.GraphModule.recompile

    def __enter__(self) -> "RecompileClock":
        clock, original = self, self._original

        def timed(gm: fx.GraphModule) -> Any:
            clock._depth += 1
            t0 = time.perf_counter()
            try:
                return original(gm)
            finally:
                clock._depth -= 1
                if clock._depth == 0:
                    clock.total += time.perf_counter() - t0

        fx.GraphModule.recompile = timed  # type: ignore[method-assign]
        return self

    def __exit__(self, *exc: object) -> None:
        fx.GraphModule.recompile = self._original  # type: ignore[method-assign]


def _modules_code(gm: fx.GraphModule) -> list:
    return [(name, m.code) for name, m in gm.named_modules() if isinstance(m, fx.GraphModule)]


def _conv_input(n: int) -> fx.GraphModule:
    return copy.deepcopy(_cnn(n))


_CNN: dict[int, fx.GraphModule] = {}


def _cnn(n: int) -> fx.GraphModule:
    if n not in _CNN:
        _CNN[n] = cnn_model(n)
    return _CNN[n]


def _split(fn: Callable) -> Callable:
    def run(inp: Any) -> Any:
        gm, callback = inp
        qualname_map: dict[str, str] = {}
        return fn(gm, gm, callback, qualname_map), qualname_map

    return run


# name, sizes, make_input, torch, pyfxfast, summary of the result
CASES: list[tuple[str, tuple[int, ...], Callable, Callable, Callable, Callable]] = [
    ("stable_topological_sort (aten, 10% moved)", (50_000,), lambda n: _shuffled_graph("aten", n),
     tools_common.stable_topological_sort, pyfxfast.stable_topological_sort, lambda gm: gm.code),
    ("legalize_graph (aten, 10% moved)", (50_000,), lambda n: _shuffled_graph("aten", n),
     tools_common.legalize_graph, pyfxfast.legalize_graph, lambda gm: gm.code),
    ("fuse_by_partitions (aten, pointwise partitions)", (10_000,), _fuse_input,
     lambda inp: torch_fuse_by_partitions(*inp), lambda inp: pyfxfast.fuse_by_partitions(*inp), _modules_code),
    ("fuse_conv_bn (CNN, in place, no trace)", (50_000,), _conv_input,
     lambda gm: torch_fuse_conv_bn(gm, inplace=True, no_trace=True),
     lambda gm: pyfxfast.fuse_conv_bn(gm, inplace=True, no_trace=True), _modules_code),
    ("split_module (aten, 100 parts)", (50_000,), lambda n: split_input("aten", n),
     _split(torch_split_module), _split(pyfxfast.split_module), split_summary),
]


def _run(fn: Callable, make: Callable, n: int) -> tuple[float, float, Any]:
    inp = make(n)
    gc.collect()
    with RecompileClock() as clock:
        t0 = time.perf_counter()
        out = fn(inp)
        total = time.perf_counter() - t0
    return total, clock.total, out


def _fmt(s: float) -> str:
    return f"{s * 1e3:.0f} ms" if s < 1 else f"{s:.2f} s"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", nargs="+", default=None)
    parser.add_argument("--repeats", type=int, default=2)
    parser.add_argument("--big", action="store_true")
    args = parser.parse_args(argv)
    cases = list(CASES)
    if args.big:
        cases[0:2] = [(name, sizes + (200_000,), *rest) for name, sizes, *rest in cases[0:2]]
    print("| pass | nodes | torch | of which recompile | pyfxfast | of which recompile | speed-up "
          "| speed-up without recompile | identical |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---|")
    for name, sizes, make, run_torch, run_fast, summary in cases:
        if args.only and not any(o in name for o in args.only):
            continue
        for n in sizes:
            best_t = best_f = (float("inf"), 0.0)
            identical = True
            for _ in range(args.repeats if n <= 50_000 else 1):
                t, t_rc, ref = _run(run_torch, make, n)
                ref_summary = summary(ref)
                del ref
                f, f_rc, ours = _run(run_fast, make, n)
                identical &= summary(ours) == ref_summary
                del ours, ref_summary
                best_t, best_f = min(best_t, (t, t_rc)), min(best_f, (f, f_rc))
            (t, t_rc), (f, f_rc) = best_t, best_f
            rest = (t - t_rc) / (f - f_rc) if f > f_rc else float("nan")
            print(f"| {name} | {n:,} | {_fmt(t)} | {_fmt(t_rc)} | {_fmt(f)} | {_fmt(f_rc)} | {t / f:.1f}x "
                  f"| {rest:.1f}x | {'yes' if identical else 'NO'} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
