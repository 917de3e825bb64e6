"""Runs only the matcher benchmark cases: python benchmarks/bench_matcher.py [sizes...]

Uses pyfxfast._bench.harness when present; otherwise times the cases itself
(best of 3 up to 50k nodes, one run above) and prints a table.
"""

from __future__ import annotations

import sys
import time

from pyfxfast._bench.cases_matcher import CASES


def _fallback(sizes: list[int] | None) -> None:
    print(f"{'case':<44} {'nodes':>10} {'torch s':>10} {'pyfxfast s':>11} {'ratio':>9} identical")
    for case in CASES:
        for n in sizes or case.sizes:
            graph = case.make_input(n)
            reps = 3 if n <= 50_000 else 1

            def best(fn):
                times, out = [], None
                for _ in range(reps):
                    t0 = time.perf_counter()
                    out = fn(graph)
                    times.append(time.perf_counter() - t0)
                return min(times), out

            fast_s, fast_out = best(case.run_fast)
            torch_s = same = None
            if case.run_torch is not None and (case.torch_max_nodes is None or n <= case.torch_max_nodes):
                torch_s, torch_out = best(case.run_torch)
                same = case.same(torch_out, fast_out)
            ratio = f"{torch_s / fast_s:,.0f}x" if torch_s else "-"
            print(f"{case.name:<44} {n:>10,} {torch_s or float('nan'):>10.3f} {fast_s:>11.4f} {ratio:>9} {same}")
            sys.stdout.flush()


def main() -> None:
    sizes = [int(a) for a in sys.argv[1:]] or None
    try:
        from pyfxfast._bench.harness import format_table, run_cases
    except ImportError:
        _fallback(sizes)
        return
    print(format_table(run_cases(CASES, sizes, full=True)))  # all sizes, as before the default run existed


if __name__ == "__main__":
    main()
