"""Real pipelines end to end, plain and under ``pyfxfast.patch(graph_building=True)``, each run in
its own process with the collector as users leave it (automatic).

Usage: python benchmarks/bench_pipelines.py [--only NAME ...] [--repeats N] [--out DIR] [--small]
(``make bench-pipelines``; about 10 minutes on 2 cores.)

Each pipeline is a plain script under ``benchmarks/pipelines/`` (what a user would write: none
imports pyfxfast's passes). It runs through ``pyfxfast profile``'s runner
(``pyfxfast/_cli/profile_runner.py``), which patches right after the script's own ``import
torch`` on the patched side and samples the stack (on SIGPROF, every 5 ms of CPU time, about
10 us a sample). The script times its pipeline itself and names its final artefact by digests
(``pipelines/pipeline_result.py``). Per row:

- the pipeline's wall time plain and patched (best of the repeats, sides alternating), and
  the speed-up;
- the share of that time spent in torch.fx's own code, plain and patched, and in pyfxfast's
  (the samples inside the pipeline, pooled over the repeats);
- the whole script's wall time (imports and building the input included: what
  ``pyfxfast profile`` reports as the wall time) and its speed-up;
- whether every artefact is identical in every run: the graph's code and nodes, the outputs'
  bytes, the ``.pte`` bytes.

``--small`` runs each pipeline once per side at a small size and checks the artefacts only
(the test suite's check: tests/test_bench_pipelines.py).
"""

from __future__ import annotations

import argparse
import datetime
import importlib.util
import json
import os
import platform
import subprocess
import sys
import tempfile
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

from pyfxfast._cli.profile_analysis import Classifier, analyse, routed_names
from pyfxfast._cli.profile_cmd import SideRun, run_side
from pyfxfast._cli.progress import ProgressBar

HERE = Path(__file__).resolve().parent
SCRIPTS = HERE / "pipelines"
FAMILIES = ("llama", "gpt2", "bert")  # hf_models.FAMILIES (that module imports torch)


@dataclass(frozen=True)
class Pipeline:
    name: str
    size: str
    script: str  # under benchmarks/pipelines/
    args: tuple[str, ...]
    small_args: tuple[str, ...]  # the test suite's size
    needs: tuple[str, ...] = ()  # modules it imports that may not be installed
    cost: float = 1.0  # rough seconds per run, for the progress bar's estimate
    repeats: int | None = None  # fewer for the slowest rows

    @property
    def path(self) -> Path:
        return SCRIPTS / self.script

    def missing(self) -> list[str]:
        return [m for m in self.needs if importlib.util.find_spec(m) is None]


_PM = "PassManager, seed 002's passes (8)"
_EXPORT = "export -> run_decompositions -> module"
PIPELINES = [
    Pipeline(_PM, "10,000 nodes", "passmanager.py", ("--nodes", "10000"), ("--nodes", "600"), cost=12),
    Pipeline(_PM, "50,000 nodes", "passmanager.py", ("--nodes", "50000"), ("--nodes", "600"), cost=45),
] + [
    Pipeline(f"{_EXPORT}, {family}", f"{layers} layers", "hf_export.py", ("--model", family, "--layers", str(layers)),
             ("--model", *FAMILIES, "--layers", "1"), needs=("transformers",), cost=4 + layers / 2)
    for family in FAMILIES for layers in (4, 16)
] + [
    Pipeline("ExecuTorch XNNPACK lowering (export -> .pte), llama", "8 layers", "executorch_lower.py",
             ("--model", "llama", "--layers", "8"), ("--model", "llama", "--layers", "1"),
             needs=("transformers", "executorch"), cost=45),
]


def small_runs(pipelines: list[Pipeline]) -> list[Pipeline]:
    """One pipeline per distinct small run (the export rows share one: every family in one process)."""
    seen: dict[tuple[str, tuple[str, ...]], Pipeline] = {}
    for p in pipelines:
        seen.setdefault((p.script, p.small_args), p)
    return list(seen.values())


@dataclass
class Run:
    patched: bool
    region_s: float  # the pipeline (the script's timed regions)
    script_s: float  # the whole script
    fx_s: float  # in the regions: torch.fx's own code (self time of the samples)
    pyfxfast_s: float
    sampled_s: float
    artefacts: dict[str, str]
    routed: int  # torch.fx functions pyfxfast routed in the run (0 plain)


@dataclass
class Row:
    pipeline: Pipeline
    runs: list[Run] = field(default_factory=list)
    skipped: str = ""

    def side(self, patched: bool) -> list[Run]:
        return [r for r in self.runs if r.patched == patched]

    def best(self, patched: bool, what: str = "region_s") -> float | None:
        runs = self.side(patched)
        return min(getattr(r, what) for r in runs) if runs else None

    def share(self, patched: bool, what: str = "fx_s") -> float | None:
        runs = self.side(patched)
        sampled = sum(r.sampled_s for r in runs)
        return sum(getattr(r, what) for r in runs) / sampled if sampled > 0 else None

    @property
    def identical(self) -> bool | None:
        if not self.runs:
            return None
        first = self.runs[0].artefacts
        return bool(first) and all(r.artefacts == first for r in self.runs)

    def ratio(self, what: str = "region_s") -> float | None:
        plain, patched = self.best(False, what), self.best(True, what)
        return plain / patched if plain is not None and patched else None


class PipelineFailed(RuntimeError):
    pass


def run_once(p: Pipeline, patched: bool, small: bool = False) -> Run:
    """One run of the pipeline's script in a fresh process; PipelineFailed with its output if it fails."""
    with tempfile.TemporaryDirectory(prefix="pyfxfast-pipeline-") as tmp:
        result_path = Path(tmp) / "result.json"
        args = [*(p.small_args if small else p.args), "--result", str(result_path)]
        side = run_side(str(p.path), args, patched, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        if side.returncode != 0 or side.stats is None or not result_path.exists():
            label = "patched" if patched else "plain"
            tail = "\n".join(((side.stdout or "") + (side.stderr or "")).splitlines()[-40:])
            raise PipelineFailed(f"{p.script} {' '.join(args)} ({label}) exited with status {side.returncode}:\n{tail}")
        result = json.loads(result_path.read_text())
    return _run(p, side, result)


def _run(p: Pipeline, side: SideRun, result: dict[str, Any]) -> Run:
    stats = side.stats
    assert stats is not None
    classifier = Classifier(str(p.path))
    routed = routed_names(stats, classifier) if side.patched else {}
    region_s = fx_s = fast_s = sampled_s = 0.0
    for region in result["regions"]:
        profile = analyse(stats, classifier, routed, (region["start"], region["end"]))
        region_s += profile.wall_s
        fx_s += profile.fx_s
        fast_s += profile.pyfxfast_s
        sampled_s += profile.sampled_s
    return Run(side.patched, region_s, stats["wall_s"], fx_s, fast_s, sampled_s, result["artefacts"],
               len(set(routed.values())))


def run_all(pipelines: list[Pipeline], repeats: int, small: bool = False, progress: Any = sys.stderr) -> list[Row]:
    if small:
        pipelines = [replace(p, name=p.script, size=" ".join(p.small_args)) for p in small_runs(pipelines)]
    rows = [Row(p) for p in pipelines]
    steps = [(row, rep, patched) for row in rows if not row.pipeline.missing()
             for rep in range(1 if small else (row.pipeline.repeats or repeats)) for patched in (False, True)]
    for row in rows:
        if row.pipeline.missing():
            row.skipped = f"needs {', '.join(row.pipeline.missing())}"
    bar = ProgressBar(weights=[s[0].pipeline.cost for s in steps], stream=progress, desc="pipelines") \
        if progress is not None else None
    for row, rep, patched in steps:
        if bar is not None:
            bar.start(f"{row.pipeline.name} ({row.pipeline.size}), {'patched' if patched else 'plain'}, run {rep + 1}")
        row.runs.append(run_once(row.pipeline, patched, small))
        if bar is not None:
            bar.advance()
    if bar is not None:
        bar.close()
    return rows


def _s(v: float | None) -> str:
    return "-" if v is None else (f"{v * 1e3:.0f} ms" if v < 1 else f"{v:.2f} s")


def _x(v: float | None) -> str:
    return "-" if v is None else f"{v:,.1f}x"


def _pct(v: float | None) -> str:
    return "-" if v is None else f"{100 * v:.0f}%"


HEADER = ["pipeline", "size", "plain", "patched", "speed-up", "torch.fx share, plain -> patched",
          "pyfxfast share", "whole script, plain / patched", "speed-up, script", "identical"]


def table_rows(rows: list[Row]) -> list[list[str]]:
    out = []
    for r in rows:
        if r.skipped:
            out.append([r.pipeline.name, r.pipeline.size] + ["-"] * 7 + [f"skipped ({r.skipped})"])
            continue
        same = {True: "yes", False: "NO", None: "-"}[r.identical]
        what = ", ".join(sorted({a.split(" ")[-1] if " " in a else a for a in r.runs[0].artefacts}))
        out.append([r.pipeline.name, r.pipeline.size, _s(r.best(False)), _s(r.best(True)), _x(r.ratio()),
                    f"{_pct(r.share(False))} -> {_pct(r.share(True))}", _pct(r.share(True, "pyfxfast_s")),
                    f"{_s(r.best(False, 'script_s'))} / {_s(r.best(True, 'script_s'))}", _x(r.ratio("script_s")),
                    f"{same} ({what})"])
    return out


def markdown(rows: list[Row]) -> str:
    lines = ["| " + " | ".join(HEADER) + " |", "|---|---|" + "---:|" * 7 + "---|"]
    lines += ["| " + " | ".join(r) + " |" for r in table_rows(rows)]
    return "\n".join(lines) + "\n"


def text_table(rows: list[Row]) -> str:
    body = [HEADER] + table_rows(rows)
    widths = [max(len(r[i]) for r in body) for i in range(len(HEADER))]
    lines = ["  ".join(c.ljust(w) if i in (0, 1, 9) else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths)))
             for r in body]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(lines)


def meta(repeats: int, load: tuple[float, float, float]) -> dict[str, Any]:
    from importlib import metadata

    def version(dist: str) -> str | None:
        try:
            return metadata.version(dist)
        except metadata.PackageNotFoundError:
            return None

    return {"date": datetime.date.today().isoformat(), "python": platform.python_version(),
            "torch": version("torch"), "transformers": version("transformers"), "executorch": version("executorch"),
            "machine": platform.machine(), "cpus": os.cpu_count(), "repeats": repeats,
            "load_before": load, "load_after": os.getloadavg(),
            "timed": "plain and patched: best of the repeats, each in a fresh process with the collector automatic; "
                     "patched = pyfxfast.patch(graph_building=True) after the script's import torch; shares: "
                     "samples inside the pipeline's region, pooled over the repeats; whole script: the runner's "
                     "wall time from the script's first line to its end"}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", nargs="+", metavar="NAME", help="pipelines whose name, size or script contains NAME")
    parser.add_argument("--repeats", type=int, default=2, help="runs per side (best of; default 2)")
    parser.add_argument("--out", default="bench-out/pipelines", metavar="DIR")
    parser.add_argument("--small", action="store_true", help="one run per side at a small size: artefacts only")
    args = parser.parse_args(argv)
    chosen = [p for p in PIPELINES if not args.only or any(
        o in f"{p.name} {p.size} {p.script} {' '.join(p.args)}" for o in args.only)]
    if not chosen:
        parser.error(f"no pipeline matches --only {' '.join(args.only)}")
    load = os.getloadavg()
    print(f"bench-pipelines: {len(chosen)} pipelines, {'small sizes, ' if args.small else ''}"
          f"{1 if args.small else args.repeats} run(s) per side; load {load[0]:.2f}", file=sys.stderr)
    try:
        rows = run_all(chosen, args.repeats, args.small)
    except PipelineFailed as e:
        print(f"bench-pipelines: error: {e}", file=sys.stderr)
        return 1
    print(text_table(rows))
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    info = meta(1 if args.small else args.repeats, load)
    (out / "results.md").write_text(markdown(rows) + f"\n{info['timed']}.\n")
    (out / "results.json").write_text(json.dumps({"meta": info, "rows": [
        {"pipeline": r.pipeline.name, "size": r.pipeline.size, "script": r.pipeline.script, "args": list(r.pipeline.args),
         "skipped": r.skipped, "identical": r.identical, "plain_s": r.best(False), "patched_s": r.best(True),
         "speedup": r.ratio(), "plain_script_s": r.best(False, "script_s"),
         "patched_script_s": r.best(True, "script_s"), "speedup_script": r.ratio("script_s"),
         "torch_fx_share_plain": r.share(False), "torch_fx_share_patched": r.share(True),
         "pyfxfast_share_patched": r.share(True, "pyfxfast_s"), "runs": [asdict(run) for run in r.runs]}
        for r in rows]}, indent=2))
    print(f"\nload {info['load_before'][0]:.2f} before, {info['load_after'][0]:.2f} after; "
          f"wrote {out / 'results.md'}, {out / 'results.json'}")
    different = [f"{r.pipeline.name} ({r.pipeline.size})" for r in rows if r.identical is False]
    if different:
        print(f"ERROR: artefacts differ under the patch: {', '.join(different)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
