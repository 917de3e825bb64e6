"""The benchmark's two modes: the default run (each case's default sizes) and
the full sweep (``--full``), driven through the real command."""

from __future__ import annotations

import io
import json

from pyfxfast._bench import harness, plots
from pyfxfast._bench.harness import DEFAULT_MAX_NODES, BenchCase, sizes_for
from pyfxfast._bench.registry import all_cases
from pyfxfast._cli.progress import ProgressBar

from test_cli import pyfxfast


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
    for model in ("aten", "torch"):
        for case in all_cases(model):
            default = sizes_for(case)
            assert default and set(default) <= set(case.sizes), case.name
            assert sizes_for(case, full=True) == case.sizes


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
    return json.loads((out / "results.json").read_text())["results"], proc.stderr


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
