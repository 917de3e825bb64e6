"""Times torch.fx and pyfxfast on the same inputs, in the same process.

Each capability contributes BenchCases (see cases_*.py). For every case and
size the harness builds the input (untimed), runs torch and pyfxfast, checks
the results are identical and records the times. Torch is skipped above a
case's `torch_max_nodes`, where it would take minutes or run out of memory.

Two modes. The full sweep (`pyfxfast bench --full`, `make bench-full`) runs
every case at all its `sizes`. The default run (`pyfxfast bench`, `make
bench`) must print its table within minutes on a 2-core machine, so it runs
each case at its `default_sizes`: the headline size(s) a case declares, or,
when it declares none, the largest of its `sizes` up to DEFAULT_MAX_NODES
(else its smallest). See `sizes_for`.
"""

from __future__ import annotations

import gc
import json
import math
import sys
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, Callable, Iterable, TextIO

from .._cli.progress import ProgressBar

__all__ = ["BenchCase", "BenchResult", "DEFAULT_MAX_NODES", "sizes_for", "run_cases", "format_table", "markdown_table", "read_json", "write_json", "write_markdown"]


@dataclass
class BenchCase:
    name: str                                  # e.g. "eliminate_dead_code (aten, 30% dead)"
    sizes: tuple[int, ...]                     # node counts
    make_input: Callable[[int], Any]           # builds the input for a size (not timed)
    run_torch: Callable[[Any], Any] | None     # torch.fx reference
    run_fast: Callable[[Any], Any]             # pyfxfast, the whole user-facing call
    same: Callable[[Any, Any], bool]           # True if results are identical
    torch_max_nodes: int | None = None         # skip torch above this many nodes
    mutates_input: bool = False                # build a fresh input before each run
    default_sizes: tuple[int, ...] | None = None  # sizes of the default (quick) run; None: see sizes_for
    warm_exec_cache: bool = False              # keep exec_cache between runs (else cleared before each, untimed)


#: Without `default_sizes`, the default run uses the largest size up to this.
DEFAULT_MAX_NODES = 10_000


def sizes_for(case: BenchCase, full: bool = False) -> tuple[int, ...]:
    """The node counts `case` runs at: all its `sizes` in the full sweep; in the
    default run its `default_sizes`, or the largest of its `sizes` up to
    DEFAULT_MAX_NODES, or its smallest size when all are larger."""
    if full:
        return case.sizes
    if case.default_sizes is not None:
        return case.default_sizes
    small = [n for n in case.sizes if n <= DEFAULT_MAX_NODES]
    return (max(small),) if small else (min(case.sizes),)


@dataclass
class BenchResult:
    case: str
    nodes: int
    torch_s: float | None
    fast_s: float
    identical: bool | None  # None when torch was skipped
    note: str = ""

    @property
    def ratio(self) -> float | None:
        if self.torch_s is None or self.fast_s <= 0:
            return None
        return self.torch_s / self.fast_s


def _timed(fn: Callable[[Any], Any], arg: Any) -> tuple[float, Any]:
    gc.collect()
    t0 = time.perf_counter()
    out = fn(arg)
    return time.perf_counter() - t0, out


#: Stop repeating a call once its runs took this long: beyond it the noise is
#: small next to the run time, and the default run stays within minutes.
REPEAT_BUDGET_S = 1.0


def _best_of(case: BenchCase, fn: Callable[[Any], Any], shared_input: Any, size: int, repeats: int) -> tuple[float, Any]:
    from .. import exec_cache

    best, out, spent = math.inf, None, 0.0
    for _ in range(repeats):
        # The previous repeat's result is freed (by _timed's collection) before the next
        # run: alive, it is a second large graph that a user's one call does not have, and
        # at 50k it moved a pass's time by a third.
        out = None
        arg = case.make_input(size) if case.mutates_input else shared_input
        if not case.warm_exec_cache:
            # A repeat would find the source its first run compiled: a user's one call does not.
            exec_cache.clear()
        elapsed, out = _timed(fn, arg)
        best = min(best, elapsed)
        spent += elapsed
        if spent >= REPEAT_BUDGET_S:
            break
    return best, out


def run_cases(
    cases: Iterable[BenchCase],
    sizes: Iterable[int] | None = None,
    *,
    repeats: int = 3,
    full: bool = False,
    progress: TextIO | None = sys.stderr,
) -> list[BenchResult]:
    """Runs every case at `sizes` where given, else at `sizes_for(case, full)`;
    best of `repeats` (fewer once REPEAT_BUDGET_S is spent)."""
    cases = list(cases)
    # The fidelity check (pyfxfast.fidelity: about 20 ms, once per process, at the first
    # drop-in call) is per-process set-up, like the imports: done before anything is timed.
    from ..fidelity import support_report

    support_report()
    wanted = list(sizes) if sizes is not None else None
    plan = [(c, n) for c in cases for n in (wanted if wanted is not None else sizes_for(c, full))]
    results: list[BenchResult] = []
    # Weighted by node count so that the percentage and the time left follow the work.
    bar = ProgressBar(weights=[n for _, n in plan], stream=progress, desc="bench") if progress is not None else None
    for case, n in plan:
        if bar is not None:
            bar.start(f"{case.name} @ {n:,} nodes")
        shared = None if case.mutates_input else case.make_input(n)
        # Large inputs get fewer repeats: the noise is small next to the run time.
        reps = repeats if n <= 50_000 else 1
        run_torch = case.run_torch is not None and (case.torch_max_nodes is None or n <= case.torch_max_nodes)
        fast_s, fast_out = _best_of(case, case.run_fast, shared, n, reps)
        torch_s = identical = None
        note = ""
        if run_torch:
            torch_s, torch_out = _best_of(case, case.run_torch, shared, n, reps)  # type: ignore[arg-type]
            identical = bool(case.same(torch_out, fast_out))
        elif case.run_torch is not None:
            note = "torch skipped (too slow or too much memory at this size)"
        results.append(BenchResult(case.name, n, torch_s, fast_s, identical, note))
        del shared
        if bar is not None:
            bar.advance()
    if bar is not None:
        bar.close()
    return results


def _fmt_s(v: float | None) -> str:
    if v is None:
        return "-"
    return f"{v * 1e3:.2f} ms" if v < 1 else f"{v:.2f} s"


def _rows(results: list[BenchResult]) -> list[list[str]]:
    rows = []
    for r in results:
        ratio = r.ratio
        same = "-" if r.identical is None else ("yes" if r.identical else "NO")
        rows.append([r.case, f"{r.nodes:,}", _fmt_s(r.torch_s), _fmt_s(r.fast_s),
                     "-" if ratio is None else f"{ratio:,.1f}x", same])
    return rows


HEADER = ["case", "nodes", "torch.fx", "pyfxfast", "speed-up", "identical"]


def format_table(results: list[BenchResult]) -> str:
    """Plain-text table for the terminal."""
    rows = [HEADER] + _rows(results)
    widths = [max(len(r[i]) for r in rows) for i in range(len(HEADER))]
    lines = ["  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths))) for r in rows]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(lines)


def markdown_table(results: list[BenchResult]) -> str:
    lines = ["| " + " | ".join(HEADER) + " |", "|" + "---|" * len(HEADER)]
    lines += ["| " + " | ".join(r) + " |" for r in _rows(results)]
    return "\n".join(lines) + "\n"


def write_markdown(results: list[BenchResult], path: Path) -> None:
    path.write_text(markdown_table(results))


def write_json(results: list[BenchResult], path: Path, meta: dict[str, Any] | None = None) -> None:
    payload = {"meta": meta or {}, "results": [dict(asdict(r), ratio=r.ratio) for r in results]}
    path.write_text(json.dumps(payload, indent=2))


def read_json(path: Path) -> list[BenchResult]:
    """Results written by write_json (to combine runs into one table or plot)."""
    payload = json.loads(Path(path).read_text())
    fields = {"case", "nodes", "torch_s", "fast_s", "identical", "note"}
    return [BenchResult(**{k: v for k, v in r.items() if k in fields}) for r in payload["results"]]
