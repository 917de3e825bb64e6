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

What is timed. pyfxfast pauses the cyclic collector while it builds graphs
(`_rebuild.gc_paused`), so the objects a call creates are collected after it
returns, outside a region that stops at the return; torch pays its collections
inside its call. Three measures (docs/benchmarks.md):

- (a) the call alone (`*_call_only_s`);
- (b) the call followed by `gc.collect()`, started from a collected heap
  (`*_call_gc_s`): each side starts and ends in the same collector state, so
  what its call left to the collector (the pause's young collections, the full
  collection its new objects make due, its cyclic garbage) is paid inside the
  region. That collection also walks the heap that was there before the call
  (the input, torch itself): a fixed cost both sides pay;
- (c) (b) minus that fixed cost, the floor (`gc_floor_s`): one `gc.collect()`
  with nothing new, measured on the same heap right before every timed call,
  the least of the step's measurements, subtracted from both sides alike. What
  is left is the call plus the collection it leaves. Never less than the call
  alone (a collection takes no negative time): where the subtraction gives less,
  the floor's noise did, and the call alone is the figure.

For every case with `counts_deferred_gc` (the default) the counted figures
(`torch_s`, `pyfxfast_s`) are (c), with (a) and (b) from the same runs; a row
whose two least floor measurements differ by more than a quarter of a side's counted figure is marked
as within the floor's noise (`within_floor_noise`): its ratio is uncertain,
and the call alone beside it is the steadier figure. Cases whose calls leave
(almost) no tracked objects on either side time the call alone
(`counts_deferred_gc=False`; tests/test_bench_cases.py checks they leave fewer
than one per ten nodes). Steps run size by size, each with only the inputs it
uses cached, and no other step's or side's result alive, so the heap the
collections walk is that of a user's one call (results are reported in case
order).
"""

from __future__ import annotations

import contextlib
import gc
import json
import math
import sys
import time
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any, Callable, ContextManager, Iterable, TextIO

from .. import exec_cache
from .._cli.progress import ProgressBar

__all__ = ["BenchCase", "BenchResult", "DEFAULT_MAX_NODES", "counted", "sizes_for", "run_cases", "format_table", "markdown_table", "read_json", "write_json", "write_markdown"]


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
    default_sizes: tuple[int, ...] | None = None  # sizes of the default (quick) run; None: see sizes_for; (): full sweep only
    warm_exec_cache: bool = False              # keep exec_cache between runs (else cleared before each, untimed)
    counts_deferred_gc: bool = True            # count (c): call + gc.collect() - floor (the collection it leaves); False: call only
    size_unit: str = "nodes"                   # what a size counts; other units run after every node-sized step
    fast_context: Callable[[], ContextManager[Any]] | None = None  # held around pyfxfast's runs, untimed (a patch a process applies once)


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
    """One case at one size. ``torch_s`` and ``pyfxfast_s`` are the figures counted:
    measure (c), the call plus the collection it leaves with the floor subtracted
    (``counts_deferred_gc``), else the call alone; ``*_call_only_s`` are the call
    alone (a) and ``*_call_gc_s`` the call + gc.collect() (b), from the same runs."""

    case: str
    nodes: int
    torch_s: float | None
    pyfxfast_s: float
    identical: bool | None  # None when torch was skipped
    note: str = ""
    counts_deferred_gc: bool = False
    torch_call_only_s: float | None = None
    pyfxfast_call_only_s: float | None = None
    gc_floor_s: float | None = None  # one gc.collect() with nothing new on this step's heap (least measured)
    torch_call_gc_s: float | None = None
    pyfxfast_call_gc_s: float | None = None
    gc_floor_noise_s: float | None = None  # how settled the least is: the next least measurement minus it
    within_floor_noise: bool = False  # that noise is over FLOOR_NOISE_SHARE of a side's counted figure

    def __post_init__(self) -> None:
        if self.pyfxfast_call_only_s is None and not self.counts_deferred_gc:
            self.pyfxfast_call_only_s, self.torch_call_only_s = self.pyfxfast_s, self.torch_s

    @property
    def fast_s(self) -> float:  # the name before the call-only figures
        return self.pyfxfast_s

    @property
    def ratio(self) -> float | None:
        return _ratio(self.torch_s, self.pyfxfast_s)

    @property
    def ratio_call_only(self) -> float | None:
        return _ratio(self.torch_call_only_s, self.pyfxfast_call_only_s)

    @property
    def ratio_call_gc(self) -> float | None:
        return _ratio(self.torch_call_gc_s, self.pyfxfast_call_gc_s)


#: A counted figure is within the floor's noise when the floor's two least measurements
#: differ by more than this share of it.
FLOOR_NOISE_SHARE = 0.25


def counted(call_gc_s: float, floor_s: float, call_only_s: float) -> float:
    """Measure (c): call + gc.collect() minus the floor, never below the call alone."""
    return max(call_gc_s - floor_s, call_only_s)


def _ratio(torch_s: float | None, fast_s: float | None) -> float | None:
    if torch_s is None or fast_s is None or fast_s <= 0:
        return None
    return torch_s / fast_s


@dataclass
class _Timing:
    call_gc: float  # call + gc.collect() where the case counts deferred collection, else the call
    call_only: float
    floors: list[float]  # the floor measured right before each run (counting cases)


def _timed(fn: Callable[[Any], Any], arg: Any, collect: bool = True) -> tuple[_Timing, Any]:
    """Times ``fn(arg)`` from a collected heap; with ``collect``, the floor first (a
    ``gc.collect()`` with nothing new: this heap's fixed cost, and it leaves the heap
    collected), then the region, which ends after a ``gc.collect()`` that settles what the
    call left to the collector (see the module's docstring). The call alone is the time to
    its return."""
    gc.collect()
    floors = []
    if collect:
        t = time.perf_counter()
        gc.collect()
        floors.append(time.perf_counter() - t)
    t0 = time.perf_counter()
    out = fn(arg)
    t1 = time.perf_counter()
    if collect:
        gc.collect()
    t2 = time.perf_counter()
    return _Timing(t2 - t0 if collect else t1 - t0, t1 - t0, floors), out


def _gc_floor() -> float:
    """One full collection with nothing new to walk or free: the part of a call + gc
    figure that is the heap already there (the same for both sides)."""
    gc.collect()
    t0 = time.perf_counter()
    gc.collect()
    return time.perf_counter() - t0


#: Stop repeating a call once its runs took this long: beyond it the noise is
#: small next to the run time, and the default run stays within minutes.
REPEAT_BUDGET_S = 1.0


def _best_of(case: BenchCase, fn: Callable[[Any], Any], shared_input: Any, size: int, repeats: int,
             first_input: list[Any] | None = None) -> tuple[_Timing, Any]:
    """Best of ``repeats`` runs (each figure's minimum); ``first_input``: a list holding a
    fresh input already built for the first run of a case that mutates its input (taken
    out of it, so that once mutated it is not kept alive through the later runs)."""
    best, out, spent = _Timing(math.inf, math.inf, []), None, 0.0
    for _ in range(repeats):
        # The previous repeat's result is freed (by _timed's collection) before the next
        # run: alive, it is a second large graph that a user's one call does not have, and
        # at 50k it moved a pass's time by a third.
        out = None
        if case.mutates_input:
            arg = first_input.pop() if first_input else case.make_input(size)
        else:
            arg = shared_input
        if not case.warm_exec_cache:
            # A repeat would find the source its first run compiled: a user's one call does not.
            exec_cache.clear()
        timing, out = _timed(fn, arg, case.counts_deferred_gc)
        del arg
        best = _Timing(min(best.call_gc, timing.call_gc), min(best.call_only, timing.call_only),
                       best.floors + timing.floors)
        spent += timing.call_gc
        if spent >= REPEAT_BUDGET_S:
            break
    return best, out


def _fast_context(case: BenchCase) -> ContextManager[Any]:
    return case.fast_context() if case.fast_context is not None else contextlib.nullcontext()


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
    from . import inputs

    cases = list(cases)
    # The fidelity check (pyfxfast.fidelity: about 20 ms, once per process, at the first
    # drop-in call) is per-process set-up, like the imports: done before anything is timed.
    from ..fidelity import support_report

    support_report()
    wanted = list(sizes) if sizes is not None else None
    plan = [(c, n) for c in cases for n in (wanted if wanted is not None else sizes_for(c, full))]
    # Size by size (stable): each step keeps only the cached inputs it uses (a graph of another
    # size alive during a step is heap its collections walk that a user's call does not have),
    # and a size's graphs are built once for all its cases.
    order = sorted(range(len(plan)), key=lambda i: (plan[i][0].size_unit != "nodes", plan[i][1]))
    results: dict[int, BenchResult] = {}
    # Weighted by node count so that the percentage and the time left follow the work.
    bar = ProgressBar(weights=[plan[i][1] for i in order], stream=progress, desc="bench") if progress is not None else None
    for i in order:
        case, n = plan[i]
        if bar is not None:
            bar.start(f"{case.name} @ {n:,} nodes")
        inputs.start_step()
        # A case that mutates its input gets a fresh one per run; the first is built here,
        # to learn which cached inputs it uses.
        built = case.make_input(n)
        inputs.keep_only_used()
        shared, first = (None, [built]) if case.mutates_input else (built, None)
        del built
        floor = _gc_floor() if case.counts_deferred_gc else 0.0
        # Large inputs get fewer repeats: the noise is small next to the run time.
        reps = repeats if n <= 50_000 else 1
        run_torch = case.run_torch is not None and (case.torch_max_nodes is None or n <= case.torch_max_nodes)
        # Neither side's result is alive while the other side runs (its collections would
        # walk it): pyfxfast's is dropped and made again, untimed, for the comparison.
        with _fast_context(case):
            fast, fast_out = _best_of(case, case.run_fast, shared, n, reps, first)
        torch_t = identical = None
        note = ""
        if run_torch:
            fast_out = None
            torch_t, torch_out = _best_of(case, case.run_torch, shared, n, reps)  # type: ignore[arg-type]
            if not case.warm_exec_cache:
                exec_cache.clear()
            with _fast_context(case):
                fast_out = case.run_fast(case.make_input(n) if case.mutates_input else shared)
            identical = bool(case.same(torch_out, fast_out))
            torch_out = None
        elif case.run_torch is not None:
            note = "torch skipped (too slow or too much memory at this size)"
        fast_out = None
        results[i] = _result(case, n, fast, torch_t, identical, note, floor)
        del shared
        if bar is not None:
            bar.advance()
    if bar is not None:
        bar.close()
    return [results[i] for i in range(len(plan))]


def _result(case: BenchCase, n: int, fast: _Timing, torch_t: _Timing | None, identical: bool | None, note: str,
            step_floor: float) -> BenchResult:
    """The row: for a counting case, (c) from the least call + gc and the least floor of the
    step (both sides' runs and the step's first measurement), the same floor on both sides."""
    if not case.counts_deferred_gc:
        return BenchResult(case.name, n, None if torch_t is None else torch_t.call_gc, fast.call_gc, identical, note,
                           False, None if torch_t is None else torch_t.call_only, fast.call_only)
    floors = sorted([step_floor] + fast.floors + (torch_t.floors if torch_t is not None else []))
    # Contention only ever adds time, so the least is the estimate; how far the next one is
    # from it says how settled that estimate is.
    floor, noise = floors[0], (floors[1] - floors[0] if len(floors) > 1 else 0.0)
    fast_c = counted(fast.call_gc, floor, fast.call_only)
    torch_c = None if torch_t is None else counted(torch_t.call_gc, floor, torch_t.call_only)
    noisy = noise > FLOOR_NOISE_SHARE * min(c for c in (fast_c, torch_c) if c is not None)
    if noisy:
        note = "; ".join(filter(None, [note, f"counted figure within the floor's noise (floor {_fmt_s(floor)}, "
                                             f"next least {_fmt_s(floor + noise)}): the call alone is the steadier "
                                             "figure"]))
    return BenchResult(case.name, n, torch_c, fast_c, identical, note, True,
                       None if torch_t is None else torch_t.call_only, fast.call_only, floor,
                       None if torch_t is None else torch_t.call_gc, fast.call_gc, noise, noisy)


def _fmt_s(v: float | None) -> str:
    if v is None:
        return "-"
    return f"{v * 1e3:.2f} ms" if v < 1 else f"{v:.2f} s"


def _ratio_s(v: float | None) -> str:
    return "-" if v is None else f"{v:,.1f}x"


#: The "counted" column: measure (c) for counting cases, (a) for the others.
COUNTED, CALL_ONLY = "call + gc - floor", "call only"


def _rows(results: list[BenchResult], markdown: bool) -> list[list[str]]:
    rows = []
    for r in results:
        same = "-" if r.identical is None else ("yes" if r.identical else "NO")
        ratio = _ratio_s(r.ratio) + ("*" if r.within_floor_noise and r.ratio is not None else "")
        row = [r.case, f"{r.nodes:,}", COUNTED if r.counts_deferred_gc else CALL_ONLY,
               _fmt_s(r.torch_s), _fmt_s(r.pyfxfast_s), ratio]
        if markdown:
            row += [_fmt_s(r.torch_call_only_s), _fmt_s(r.pyfxfast_call_only_s)] if r.counts_deferred_gc else ["-", "-"]
        row += [_ratio_s(r.ratio_call_only) if r.counts_deferred_gc else "-"]
        if markdown:
            row += [_ratio_s(r.ratio_call_gc), _fmt_s(r.gc_floor_s)] if r.counts_deferred_gc else ["-", "-"]
        rows.append(row + [same])
    return rows


#: The terminal's columns; the Markdown table adds each side's call-only time, measure (b) and the floor.
HEADER = ["case", "nodes", "counted", "torch.fx", "pyfxfast", "speed-up", "speed-up, call only", "identical"]
MARKDOWN_HEADER = HEADER[:6] + ["torch.fx, call only", "pyfxfast, call only", HEADER[6],
                                "speed-up, call + gc (floor kept)", "gc floor", HEADER[7]]

LEGEND = (f"counted: \"{COUNTED}\" = the call, then gc.collect(), from a collected heap, minus the floor (one "
          "gc.collect() with nothing new, on the same heap), the same floor subtracted on both sides: the call plus "
          "the collection it leaves (pyfxfast pauses the collector while building graphs), never less than the call "
          f"alone; \"{CALL_ONLY}\" = the call alone (cases whose calls leave the collector almost nothing). "
          "\"call only\" columns: the call alone, from the same runs. * = within the floor's noise: the floor's two "
          f"least measurements differ by more than {FLOOR_NOISE_SHARE:.0%} of a side's counted figure, so the ratio "
          "is uncertain and the call alone is the steadier figure.")


def format_table(results: list[BenchResult]) -> str:
    """Plain-text table for the terminal, and the legend of its "counted" column."""
    rows = [HEADER] + _rows(results, markdown=False)
    widths = [max(len(r[i]) for r in rows) for i in range(len(HEADER))]
    lines = ["  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths))) for r in rows]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(lines + ["", LEGEND])


def markdown_table(results: list[BenchResult]) -> str:
    lines = ["| " + " | ".join(MARKDOWN_HEADER) + " |", "|" + "---|" * len(MARKDOWN_HEADER)]
    lines += ["| " + " | ".join(r) + " |" for r in _rows(results, markdown=True)]
    return "\n".join(lines) + "\n\n" + LEGEND + "\n"


def write_markdown(results: list[BenchResult], path: Path) -> None:
    path.write_text(markdown_table(results))


#: What the JSON's figures are, written into its meta.
TIMED = ("torch_s, pyfxfast_s (and ratio): where counts_deferred_gc, measure (c): the call followed by gc.collect() "
         "from a collected heap, minus gc_floor_s, never less than the call alone; else the call alone. "
         "*_call_only_s (and ratio_call_only): (a) the call alone; *_call_gc_s (and ratio_call_gc): (b) the call "
         "followed by gc.collect(), floor included; all from the same runs. gc_floor_s: one gc.collect() with nothing "
         "new on that step's heap, measured before every timed run, the least (gc_floor_noise_s: the next least minus "
         "it), subtracted from both sides; within_floor_noise: that noise is over a quarter of a side's counted "
         "figure. "
         "Best of the repeats, each figure separately.")


def write_json(results: list[BenchResult], path: Path, meta: dict[str, Any] | None = None) -> None:
    payload = {"meta": dict(meta or {}, timed=TIMED),
               "results": [dict(asdict(r), ratio=r.ratio, ratio_call_only=r.ratio_call_only,
                                ratio_call_gc=r.ratio_call_gc) for r in results]}
    path.write_text(json.dumps(payload, indent=2))


def read_json(path: Path) -> list[BenchResult]:
    """Results written by write_json (to combine runs into one table or plot). Files
    from before the call-only figures (``fast_s``) timed the call alone; files from
    before measure (c) (counting rows without ``*_call_gc_s``) counted (b), which is
    converted: (b) kept as ``*_call_gc_s``, their one floor subtracted."""
    payload = json.loads(Path(path).read_text())
    names = {f.name for f in fields(BenchResult)}
    out = []
    for r in payload["results"]:
        r = dict(r)
        if "fast_s" in r:
            r["pyfxfast_s"] = r.pop("fast_s")
        if r.get("counts_deferred_gc") and "pyfxfast_call_gc_s" not in r and r.get("gc_floor_s") is not None:
            floor = r["gc_floor_s"]
            r["pyfxfast_call_gc_s"], r["torch_call_gc_s"] = r["pyfxfast_s"], r["torch_s"]
            r["pyfxfast_s"] = counted(r["pyfxfast_s"], floor, r["pyfxfast_call_only_s"])
            if r["torch_s"] is not None:
                r["torch_s"] = counted(r["torch_s"], floor, r["torch_call_only_s"])
        out.append(BenchResult(**{k: v for k, v in r.items() if k in names}))
    return out
