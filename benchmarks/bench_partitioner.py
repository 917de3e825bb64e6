"""Time pyfxfast's partitioner cases against torch.fx: ``python benchmarks/bench_partitioner.py [max_nodes]``.

Runs every case of ``pyfxfast._bench.cases_partitioner`` at its sizes up to
``max_nodes`` (default 2000), once each, and prints torch s / pyfxfast s / ratio.
"""

from __future__ import annotations

import sys
import time

from pyfxfast._bench.cases_partitioner import CASES


def main(max_nodes: int = 2_000) -> None:
    print(f"{'case':<62} {'nodes':>8} {'torch s':>9} {'fast s':>9} {'ratio':>8} same")
    for case in CASES:
        for n in (s for s in case.sizes if s <= max_nodes):
            inp = case.make_input(n)
            t = time.perf_counter()
            fast = case.run_fast(inp)
            t_fast = time.perf_counter() - t
            t_torch, same = float("nan"), "-"
            if case.run_torch is not None and (case.torch_max_nodes is None or n <= case.torch_max_nodes):
                if case.mutates_input:
                    inp = case.make_input(n)
                t = time.perf_counter()
                ref = case.run_torch(inp)
                t_torch = time.perf_counter() - t
                same = str(case.same(ref, fast))
            print(f"{case.name:<62} {n:>8} {t_torch:>9.4f} {t_fast:>9.4f} {t_torch / t_fast:>8.1f} {same}", flush=True)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 2_000)
