"""The benchmark's two modes: the default run (each case's default sizes) and
the full sweep (``--full``), driven through the real command."""

from __future__ import annotations

import gc
import io
import itertools
import json
import math

import pytest

from pyfxfast._bench import harness, plots
from pyfxfast._bench.harness import DEFAULT_MAX_NODES, BenchCase, sizes_for
from pyfxfast._bench.registry import all_cases
from pyfxfast._cli.progress import ProgressBar

from test_cli import pyfxfast


@pytest.fixture(autouse=True)
def _every_repeat(monkeypatch):
    """The tests below count repeats: none cut short by the time budget (a collection of
    the test process's heap can take a second)."""
    monkeypatch.setattr(harness, "REPEAT_BUDGET_S", math.inf)


def _case(sizes, default_sizes=None) -> BenchCase:
    return BenchCase("c", sizes, lambda n: n, None, lambda x: x, lambda a, b: a == b, default_sizes=default_sizes)


def test_sizes_for_each_mode():
    assert sizes_for(_case((1_000, 10_000, 200_000), (200_000,))) == (200_000,)
    assert sizes_for(_case((1_000, 10_000, 200_000))) == (10_000,)  # largest up to DEFAULT_MAX_NODES
    assert sizes_for(_case((1_000, 5_000))) == (5_000,)
    assert sizes_for(_case((40_000, 1_000_000))) == (40_000,)  # all larger: the smallest
    assert sizes_for(_case((1_000, 10_000, 200_000), (200_000,)), full=True) == (1_000, 10_000, 200_000)
    assert DEFAULT_MAX_NODES == 10_000


def test_every_case_has_default_sizes_from_its_sweep():
    """Every case runs in the default run at sizes of its sweep, but those that declare
    themselves full-sweep only (default_sizes=()), which the full sweep still runs."""
    full_only = []
    for model in ("aten", "torch"):
        for case in all_cases(model):
            default = sizes_for(case)
            assert (default or case.default_sizes == ()) and set(default) <= set(case.sizes), case.name
            assert sizes_for(case, full=True) == case.sizes
            if not default:
                full_only.append(case.name)
    assert len(full_only) < len(all_cases("aten"))  # the default run is not empty


def test_log_lines_show_time_left():
    stream = io.StringIO()
    with ProgressBar(weights=[1, 1, 2], stream=stream, interactive=False) as bar:
        for name in "abc":
            bar.start(name)
            bar.advance()
    lines = stream.getvalue().splitlines()
    assert "time left unknown" in lines[0]
    assert all(line.endswith(" left)") for line in lines[1:3]), lines


def _bench(tmp_path, *extra: str) -> tuple[list[dict], str]:
    out = tmp_path / "out"
    proc = pyfxfast("bench", "--ops", _OPS, "--out", out, *extra)
    assert proc.returncode == 0, proc.stderr
    assert "speed-up" in proc.stdout
    # The picture: a speed-up bar per case when each case ran at one size, else time-vs-nodes panels.
    expected = "time panels" if "--full" in extra else "speed-up bars"
    assert plots.chart_kind(harness.read_json(out / "results.json")) == expected
    assert (out / "results.png").read_bytes().startswith(b"\x89PNG")
    payload = json.loads((out / "results.json").read_text())
    # Each figure named for what it counts, and the meta saying so.
    assert "gc.collect()" in payload["meta"]["timed"]
    for r in payload["results"]:
        assert {"torch_s", "pyfxfast_s", "torch_call_only_s", "pyfxfast_call_only_s", "torch_call_gc_s",
                "pyfxfast_call_gc_s", "counts_deferred_gc", "gc_floor_s", "gc_floor_noise_s", "within_floor_noise",
                "ratio", "ratio_call_only", "ratio_call_gc"} <= r.keys()
    assert "counted" in proc.stdout and "call only" in proc.stdout
    return payload["results"], proc.stderr


# One cheap case with a three-size sweep: python_code (torch ~2 s at 50k).
_OPS = "python_code"


def _sweep() -> BenchCase:
    (case,) = [c for c in all_cases("aten") if _OPS in c.name]
    return case


def test_default_run_uses_default_sizes(tmp_path):
    results, stderr = _bench(tmp_path)
    assert [r["nodes"] for r in results] == list(sizes_for(_sweep())) == [10_000]
    assert all(r["identical"] for r in results)
    assert "default sizes; --full for the full sweep" in stderr
    assert "[1/1]" in stderr and "done in" in stderr  # stderr is a pipe here: one line per step


def test_graph_building_run_reports_call_plus_collection_and_call_only(tmp_path):
    out = tmp_path / "out"
    proc = pyfxfast("bench", "--ops", "identity Transformer", "--nodes", "300", "--repeats", "1", "--out", out)
    assert proc.returncode == 0, proc.stderr
    (r,) = json.loads((out / "results.json").read_text())["results"]
    assert r["counts_deferred_gc"] and r["identical"]
    # The three measures, from the same runs: (c) counted, (a) the call alone, (b) call + gc;
    # (c) is (b) less the floor, the same floor for both sides, never below (a).
    assert r["gc_floor_s"] > 0 and r["gc_floor_noise_s"] >= 0
    for side in ("torch", "pyfxfast"):
        call_only, call_gc, counted = r[f"{side}_call_only_s"], r[f"{side}_call_gc_s"], r[f"{side}_s"]
        assert call_gc >= call_only > 0
        assert counted == max(call_gc - r["gc_floor_s"], call_only)
    assert r["ratio_call_gc"] == r["torch_call_gc_s"] / r["pyfxfast_call_gc_s"]
    row = next(line for line in proc.stdout.splitlines() if line.startswith("identity Transformer"))
    assert "call + gc - floor" in row
    header = next(line for line in proc.stdout.splitlines() if line.startswith("case"))
    assert "counted" in header and "speed-up, call only" in header
    md = (out / "results.md").read_text()
    assert "| torch.fx, call only | pyfxfast, call only | speed-up, call only | speed-up, call + gc (floor kept) " \
           "| gc floor |" in md and "call + gc - floor" in md


def test_full_sweep_runs_every_size(tmp_path):
    results, stderr = _bench(tmp_path, "--full")
    assert [r["nodes"] for r in results] == list(_sweep().sizes) == [1_000, 10_000, 50_000]
    assert all(r["identical"] for r in results)
    assert "full sweep" in stderr
    lines = [line for line in stderr.splitlines() if line.startswith("[")]
    assert len(lines) == 3 and all(" left)" in line for line in lines[1:])


def _result(case: str, nodes: int, ratio: float | None) -> harness.BenchResult:
    return harness.BenchResult(case, nodes, None if ratio is None else ratio * 1e-3, 1e-3, None if ratio is None else True)


def test_chart_kind_follows_sizes_per_case(tmp_path):
    one_size = [_result("a", 10_000, 5.0), _result("b", 2_000, 0.8), _result("c", 1_000_000, None)]
    swept = one_size + [_result("a", 50_000, 7.0)]
    assert plots.chart_kind(one_size) == "speed-up bars"
    assert plots.chart_kind(swept) == "time panels"
    for name, results in (("bars.png", one_size), ("panels.png", swept)):
        assert plots.write_plot(results, tmp_path / name, subtitle="test")
        assert (tmp_path / name).read_bytes().startswith(b"\x89PNG")
    # Nothing with a torch time: no bars to draw, and no picture claiming otherwise.
    assert not plots.write_plot([_result("c", 1_000_000, None)], tmp_path / "none.png")
    assert not (tmp_path / "none.png").exists()


def test_each_run_starts_with_an_empty_exec_cache_unless_the_case_measures_it():
    """A repeat would find the source its first run compiled; a user's one call does not."""
    from pyfxfast import exec_cache

    source = "x = 1\n"

    def seen_before(_n: int) -> bool:
        found = source in exec_cache._cache
        exec_cache.exec_with_source(source, {})
        return found

    # (The cache keeps a source the second time it is compiled.)
    for warm, expected in ((False, [False, False, False]), (True, [False, False, True])):
        exec_cache.clear()
        case = BenchCase(name="cache", sizes=(1,), make_input=lambda n: n, run_torch=None, run_fast=seen_before,
                         same=lambda a, b: True, warm_exec_cache=warm)
        outcomes: list[bool] = []
        harness._best_of(case, lambda n: outcomes.append(seen_before(n)), 1, 1, 3)
        assert outcomes == expected


def test_best_of_frees_the_previous_result_before_the_next_run():
    """A repeat runs with the previous repeat's result freed, as a user's one call does."""
    import weakref

    class Result:
        pass

    previous: list[weakref.ref] = []
    alive_at_start: list[bool] = []

    def run(_n: int) -> Result:
        alive_at_start.append(bool(previous) and previous[-1]() is not None)
        result = Result()
        result.cycle = result  # freed only by the collector, as a graph is
        previous.append(weakref.ref(result))
        return result

    case = BenchCase(name="frees", sizes=(1,), make_input=lambda n: n, run_torch=None, run_fast=run,
                     same=lambda a, b: True)
    _, out = harness._best_of(case, run, 1, 1, 3)
    assert alive_at_start == [False, False, False]
    assert out is previous[-1]()  # the last result is returned for the comparison


class _Clock:
    """A perf_counter that ticks once per reading, logging each reading in ``events``."""

    def __init__(self, events: list) -> None:
        self.events, self.now = events, 0.0

    def __call__(self) -> float:
        self.now += 1.0
        self.events.append(("clock", self.now))
        return self.now


def _garbage_maker(events: list, cycles: int):
    def run(_n: int) -> int:
        events.append(("call", "start"))
        for _ in range(cycles):
            a: list = []
            a.append(a)  # a cycle: only the collector frees it
        events.append(("call", "end"))
        return cycles

    return run


def _collections(events: list):
    def callback(phase: str, info: dict) -> None:
        events.append(("gc", phase, info["generation"], info["collected"]))

    return callback


def _timed_events(monkeypatch, counts_deferred_gc: bool) -> tuple[list, harness._Timing]:
    events: list = []
    monkeypatch.setattr(harness.time, "perf_counter", _Clock(events))
    case = BenchCase("garbage", (1,), lambda n: n, None, _garbage_maker(events, 5_000), lambda a, b: True,
                     counts_deferred_gc=counts_deferred_gc)
    callback = _collections(events)
    gc.callbacks.append(callback)
    was_enabled = gc.isenabled()
    gc.disable()  # as pyfxfast's pause leaves it: nothing collected during the call
    try:
        timing, _ = harness._best_of(case, case.run_fast, 1, 1, 1)
    finally:
        if was_enabled:
            gc.enable()
        gc.callbacks.remove(callback)
    return events, timing


def test_a_call_is_charged_for_the_collection_it_leaves(monkeypatch):
    """The region of a counting case ends after a full collection that frees the call's garbage;
    before it, the floor: one full collection that finds nothing new, timed on its own."""
    events, timing = _timed_events(monkeypatch, counts_deferred_gc=True)
    clocks = [i for i, e in enumerate(events) if e[0] == "clock"]
    # The floor's start and end, the region's start, the call's return, the end of the collection.
    assert len(clocks) == 5
    floor_start, floor_end, start, returned, end = clocks
    floor = [e for e in events[floor_start:floor_end] if e[0] == "gc"]
    assert [(e[1], e[2], e[3]) for e in floor] == [("start", 2, 0), ("stop", 2, 0)]  # nothing new to free
    assert events[start + 1] == ("call", "start") and events[returned - 1] == ("call", "end")
    inside = [e for e in events[returned:end] if e[0] == "gc"]
    assert [(e[1], e[2]) for e in inside] == [("start", 2), ("stop", 2)]
    assert inside[1][3] >= 5_000  # the call's cycles, freed inside the timing
    # And nothing before the floor was left for it: the heap was collected first, untimed.
    assert any(e[0] == "gc" and e[2] == 2 for e in events[:floor_start])
    assert (timing.call_gc, timing.call_only, timing.floors) == (2.0, 1.0, [1.0])


def test_a_call_only_case_stops_at_the_return(monkeypatch):
    events, timing = _timed_events(monkeypatch, counts_deferred_gc=False)
    clocks = [i for i, e in enumerate(events) if e[0] == "clock"]
    start, returned, end = clocks
    assert not [e for e in events[start:] if e[0] == "gc"]
    assert (timing.call_gc, timing.call_only, timing.floors) == (1.0, 1.0, [])


class _VirtualHeap:
    """A clock and a collector that cost known times: every gc.collect() takes the floor, plus
    whatever the last call left; each side's call takes its own time and leaves its own garbage."""

    def __init__(self, floors) -> None:
        self.now, self.left = 0.0, 0.0
        self.floors = iter(floors)

    def perf_counter(self) -> float:
        return self.now

    def collect(self, *args) -> int:
        self.now += next(self.floors) + self.left
        self.left = 0.0
        return 0

    def side(self, call_s: float, leaves_s: float):
        def run(_x):
            self.now += call_s
            self.left += leaves_s
            return 1

        return run


def _run_virtual(monkeypatch, floors, counts_deferred_gc=True) -> harness.BenchResult:
    heap = _VirtualHeap(floors)
    monkeypatch.setattr(harness.time, "perf_counter", heap.perf_counter)
    monkeypatch.setattr(harness.gc, "collect", heap.collect)
    # torch: 5 s, leaving 2 s to the collector; pyfxfast: 0.5 s, leaving 0.25 s.
    case = BenchCase("virtual", (1,), lambda n: n, heap.side(5.0, 2.0), heap.side(0.5, 0.25), lambda a, b: True,
                     counts_deferred_gc=counts_deferred_gc)
    (r,) = harness.run_cases([case], repeats=2, progress=None)
    return r


def test_the_floor_is_subtracted_on_both_sides(monkeypatch):
    r = _run_virtual(monkeypatch, floors=itertools.repeat(1.0))
    assert r.counts_deferred_gc and r.gc_floor_s == 1.0 and r.gc_floor_noise_s == 0.0
    assert (r.torch_call_only_s, r.pyfxfast_call_only_s) == (5.0, 0.5)  # (a)
    assert (r.torch_call_gc_s, r.pyfxfast_call_gc_s) == (8.0, 1.75)  # (b): call + floor + what it left
    assert (r.torch_s, r.pyfxfast_s) == (7.0, 0.75)  # (c): (b) less the same floor on each side
    assert r.ratio == 7.0 / 0.75 and r.ratio_call_gc == 8.0 / 1.75 and r.ratio_call_only == 10.0
    assert not r.within_floor_noise and "noise" not in r.note


def test_the_least_floor_of_the_step_serves_both_sides_and_its_noise_is_reported(monkeypatch):
    # What each collection of the step costs, in order: the step's own floor (a settling
    # collection, then the timed one), then per run a settling collection, the floor and the
    # collection after the call; pyfxfast's two runs first, then torch's.
    floors = [0.0, 1.2] + [0.0, 1.5, 1.0] * 2 + [0.0, 1.0, 1.0, 0.0, 1.4, 1.0]
    r = _run_virtual(monkeypatch, floors)
    approx = pytest.approx
    # The least floor (torch's first run) for both sides; its noise: the next least (the step's) minus it.
    assert (r.gc_floor_s, r.gc_floor_noise_s) == (approx(1.0), approx(0.2))
    # Each side's best call + gc less that one floor.
    assert (r.pyfxfast_call_gc_s, r.torch_call_gc_s) == (approx(1.75), approx(8.0))
    assert (r.pyfxfast_s, r.torch_s) == (approx(0.75), approx(7.0))
    # 0.2 s is more than a quarter of pyfxfast's counted figure: said so.
    assert r.within_floor_noise and "within the floor's noise" in r.note
    assert "*" in harness.format_table([r]).splitlines()[2]


def test_a_counted_figure_is_never_less_than_the_call_alone():
    assert harness.counted(call_gc_s=1.2, floor_s=1.0, call_only_s=0.5) == 0.5
    assert harness.counted(call_gc_s=2.0, floor_s=1.0, call_only_s=0.5) == 1.0


def test_call_only_cases_stay_call_only(monkeypatch):
    r = _run_virtual(monkeypatch, floors=itertools.repeat(1.0), counts_deferred_gc=False)
    assert not r.counts_deferred_gc
    assert (r.torch_s, r.pyfxfast_s) == (5.0, 0.5) == (r.torch_call_only_s, r.pyfxfast_call_only_s)
    assert r.gc_floor_s is None and r.torch_call_gc_s is None and r.pyfxfast_call_gc_s is None
    assert "call only" in harness.format_table([r]).splitlines()[2]


def test_results_from_before_the_floor_was_subtracted_read_as_measure_c(tmp_path):
    path = tmp_path / "b.json"
    path.write_text(json.dumps({"meta": {}, "results": [
        {"case": "c", "nodes": 10, "torch_s": 8.0, "pyfxfast_s": 1.75, "identical": True, "note": "",
         "counts_deferred_gc": True, "torch_call_only_s": 5.0, "pyfxfast_call_only_s": 0.5, "gc_floor_s": 1.0}]}))
    (r,) = harness.read_json(path)
    assert (r.torch_call_gc_s, r.pyfxfast_call_gc_s) == (8.0, 1.75)
    assert (r.torch_s, r.pyfxfast_s) == (7.0, 0.75)


def test_each_side_runs_without_the_other_sides_result_or_other_steps_inputs():
    """While a side is timed, the other side's result is not alive (its collections would
    walk it), and the input cache holds only what this step uses; results come in case
    order although steps run size by size."""
    import weakref

    from pyfxfast._bench import inputs

    class Result:
        pass

    made: list[weakref.ref] = []
    seen: list[tuple] = []

    def side(name: str):
        def run(key) -> Result:
            seen.append((name, key, [r() is not None for r in made], sorted(inputs._cache)))
            result = Result()
            result.cycle = result
            made.append(weakref.ref(result))
            return result

        return run

    def case(name: str, sizes: tuple[int, ...]) -> BenchCase:
        def make(n: int):
            return inputs.cached((name, n), lambda: n) and (name, n)

        return BenchCase(name, sizes, make, side("torch"), side("fast"), lambda a, b: True)

    inputs.clear()
    try:
        results = harness.run_cases([case("a", (2, 1)), case("b", (1,))], repeats=2, full=True, progress=None)
    finally:
        inputs.clear()
    assert [(r.case, r.nodes) for r in results] == [("a", 2), ("a", 1), ("b", 1)]
    assert all(r.counts_deferred_gc and r.identical for r in results)
    # Every torch run, and every timed pyfxfast run, found no earlier result alive. (The
    # comparison's untimed pyfxfast run comes with torch's last result: not timed.)
    torch_runs = [s for s in seen if s[0] == "torch"]
    assert torch_runs and all(not any(alive) for _, _, alive, _ in torch_runs)
    fast_timed = [s for i, s in enumerate(seen) if s[0] == "fast" and (i == 0 or seen[i - 1][0] != "torch")]
    assert len(fast_timed) == 6 and all(not any(alive) for _, _, alive, _ in fast_timed)
    # Size by size, with only the step's own input cached.
    assert [(key, cache) for _, key, _, cache in torch_runs[::2]] == [
        (("a", 1), [("a", 1)]), (("b", 1), [("b", 1)]), (("a", 2), [("a", 2)])]


def test_results_from_before_the_call_only_figures_read_as_call_only(tmp_path):
    path = tmp_path / "old.json"
    path.write_text(json.dumps({"meta": {}, "results": [
        {"case": "c", "nodes": 10, "torch_s": 2.0, "fast_s": 1.0, "identical": True, "note": "", "ratio": 2.0}]}))
    (r,) = harness.read_json(path)
    assert (r.pyfxfast_s, r.torch_s, r.counts_deferred_gc) == (1.0, 2.0, False)
    assert (r.pyfxfast_call_only_s, r.torch_call_only_s, r.ratio_call_only) == (1.0, 2.0, 2.0)
    assert "call only" in harness.format_table([r])


def test_a_mutated_first_input_is_not_kept_through_later_runs():
    """The input built before the runs of a mutating case serves its first run only, and
    is freed before the second (alive, it is a second graph for the collections to walk)."""
    import weakref

    class Input:
        pass

    built: list[weakref.ref] = []
    alive_at_start: list[int] = []

    def make(_n: int) -> Input:
        value = Input()
        value.cycle = value
        built.append(weakref.ref(value))
        return value

    def run(arg: Input) -> None:
        alive_at_start.append(sum(r() is not None for r in built))

    case = BenchCase("mutates", (1,), make, None, run, lambda a, b: True, mutates_input=True)
    first = [make(1)]
    harness._best_of(case, run, None, 1, 3, first)
    assert first == [] and len(built) == 3  # the first run took the prebuilt one
    assert alive_at_start == [1, 1, 1]


def test_fast_context_is_held_around_pyfxfast_runs_only():
    """A case's fast_context (a patch, say) is entered around pyfxfast's runs and its
    comparison run, never around torch's, and outside the timed call."""
    import contextlib

    held = []
    seen = {"torch": [], "fast": []}

    @contextlib.contextmanager
    def context():
        held.append(True)
        try:
            yield
        finally:
            held.pop()

    case = BenchCase(name="context probe", sizes=(10,), make_input=lambda n: n,
                     run_torch=lambda x: seen["torch"].append(bool(held)) or x,
                     run_fast=lambda x: seen["fast"].append(bool(held)) or x,
                     same=lambda a, b: a == b, counts_deferred_gc=False, fast_context=context)
    [result] = harness.run_cases([case], repeats=2, progress=None)
    assert result.identical
    assert seen["fast"] and all(seen["fast"]) and seen["torch"] and not any(seen["torch"])
    assert held == []
