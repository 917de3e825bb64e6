"""``pyfxfast profile SCRIPT [ARGS...]``: a user's script run twice, plain and under
``pyfxfast.patch(graph_building=True)``, each in its own process, and where the time went.

Both runs go through ``profile_runner.py`` (run by path, standard library only), which runs the
script as ``python SCRIPT ARGS...`` would, patches right after the script's own ``import
torch`` in the patched run, and samples the main thread's stack. The script keeps the terminal
(stdin, stdout and stderr are its own; with ``--json`` its stdout goes to stderr, so that
stdout is the JSON alone). A run that fails stops the comparison: one line names it, and the
script's exit status is passed on.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence

from .errors import CliError
from .profile_analysis import Classifier, ProfileComparison, analyse, compare, routed_names
from .status_line import StatusLine, elapsed_text

__all__ = ["RUNNER", "SideRun", "run_side", "add_parser", "format_report"]

RUNNER = Path(__file__).with_name("profile_runner.py")
PATCH = "pyfxfast.patch(graph_building=True)"


@dataclass
class SideRun:
    patched: bool
    returncode: int
    stats: dict[str, Any] | None  # None: the runner wrote nothing (os._exit, a signal)
    elapsed_s: float  # the whole process, interpreter start-up included
    stdout: str | None = None  # what the script wrote, where captured (subprocess.PIPE)
    stderr: str | None = None

    @property
    def label(self) -> str:
        return "patched" if self.patched else "plain"


def run_side(script: str, args: Sequence[str], patched: bool, *, stdout: Any = None, stderr: Any = None,
             sample: bool = True) -> SideRun:
    """One run of ``script`` in a fresh process (plain, or patched after its ``import torch``)."""
    with tempfile.TemporaryDirectory(prefix="pyfxfast-profile-") as tmp:
        stats_path = Path(tmp) / "stats.json"
        command = [sys.executable, str(RUNNER), "--stats", str(stats_path)]
        command += ["--patched"] if patched else []
        command += [] if sample else ["--no-sample"]
        start = time.perf_counter()
        proc = subprocess.run(command + ["--", script, *args], stdout=stdout, stderr=stderr,
                              text=True if subprocess.PIPE in (stdout, stderr) else None)
        elapsed = time.perf_counter() - start
        stats = json.loads(stats_path.read_text()) if stats_path.exists() else None
    return SideRun(patched, proc.returncode, stats, elapsed, proc.stdout, proc.stderr)


def _status(returncode: int) -> int:
    """The exit status to pass on (a child killed by signal N: 128 + N, as shells report it)."""
    return 128 - returncode if returncode < 0 else returncode


def _failure(run: SideRun, name: str, other: SideRun | None) -> str:
    if run.returncode < 0:
        how = f"was killed by signal {-run.returncode}"
    elif run.stats is not None and run.stats.get("exception"):
        how = f"raised {run.stats['exception']} (exit status {run.returncode}; its traceback is above)"
    else:
        how = f"exited with status {run.returncode}"
    line = f"the {run.label} run of {name} {how}"
    if other is not None and other.returncode == 0:
        line += f"; the plain run passed, so {PATCH} changed what it does: please report it"
    else:
        line += "; no comparison made"
    return line


def _ms(s: float) -> str:
    return f"{s * 1e3:.0f} ms" if s < 1 else f"{s:.2f} s"


def _ratio(v: float | None) -> str:
    return "-" if v is None else f"{v:,.1f}x"


def _share(run: Any, seconds: float) -> str:
    return f"{_ms(seconds)} ({100 * run.share(seconds):.0f}%)"


def format_report(c: ProfileComparison, title: str, notes: Sequence[str] = (), top: int = 15) -> str:
    p, q = c.plain, c.patched
    rows = [
        ("wall time", _ms(p.wall_s), _ms(q.wall_s), _ratio(c.speedup)),
        ("in torch.fx", _share(p, p.fx_s), _share(q, q.fx_s), _ratio(p.fx_s / q.fx_s if q.fx_s > 0 else None)),
        ("in pyfxfast", "-", _share(q, q.pyfxfast_s), ""),
        ("elsewhere", _share(p, p.sampled_s - p.fx_s - p.pyfxfast_s),
         _share(q, q.sampled_s - q.fx_s - q.pyfxfast_s), ""),
    ]
    widths = [max(len(r[i]) for r in rows + [("", "plain", "patched", "")]) for i in range(4)]
    out = [title, ""]
    out.append("  " + "".ljust(widths[0]) + "  " + "plain".rjust(widths[1]) + "  " + "patched".rjust(widths[2]))
    out += ["  " + r[0].ljust(widths[0]) + "  " + r[1].rjust(widths[1]) + "  " + r[2].rjust(widths[2]) + "  " + r[3]
            for r in rows]
    if p.fx_experimental_s > 0.05 * max(p.fx_s, 1e-9):
        out.append(f"  (of torch.fx's time, torch.fx.experimental: {_ms(p.fx_experimental_s)} plain, "
                   f"{_ms(q.fx_experimental_s)} patched: make_fx's proxies and symbolic shapes)")
    out += [f"  {n}" for n in notes]
    if c.functions:
        out += ["", f"torch.fx functions, time inside each call (top {len(c.functions)} in the plain run; "
                    f"routed: {PATCH} runs pyfxfast's own)"]
        names = [f.name for f in c.functions]
        w = max(len(n) for n in names + ["function"])
        out.append(f"  {'function'.ljust(w)}  {'plain':>9}  {'patched':>9}  {'speed-up':>9}  routed")
        for f in c.functions:
            out.append(f"  {f.name.ljust(w)}  {_ms(f.plain_s):>9}  {_ms(f.patched_s):>9}  {_ratio(f.speedup):>9}  "
                       f"{'yes' if f.routed else ''}")
    out += ["", "what pyfxfast does not touch (the patched run)"]
    untouched = sum(s for _, s in c.untouched_fx)
    if c.untouched_fx:
        out.append(f"  torch.fx code no routed function runs: {_ms(untouched)} ({100 * q.share(untouched):.0f}%), "
                   f"the most in")
        w = max(len(n) for n, _ in c.untouched_fx[:5])
        out += [f"    {n.ljust(w)}  {_ms(s):>9}" for n, s in c.untouched_fx[:5]]
    else:
        out.append("  torch.fx code no routed function runs: none sampled")
    elsewhere = [row for row in c.elsewhere if row[2] >= 0.005 * q.sampled_s][:8]
    if elsewhere:
        out.append("  outside torch.fx (self time, plain -> patched):")
        w = max(len(a) for a, _, _ in elsewhere)
        out += [f"    {a.ljust(w)}  {_ms(ps):>9} -> {_ms(qs):>9}" for a, ps, qs in elsewhere]
    return "\n".join(out)


def run(args: argparse.Namespace) -> int:
    script = args.script
    path = Path(script)
    if not path.exists():
        raise CliError(f"{script}: no such file")
    if path.is_dir():
        raise CliError(f"{script}: is a directory, expected a Python script")
    if args.top < 1:
        raise CliError("--top must be at least 1")
    if args.html:
        html_path = Path(args.html)
        if not html_path.parent.exists():
            raise CliError(f"cannot write {args.html}: no directory {html_path.parent}")
    name = path.name
    command = " ".join([script, *args.args])
    status = StatusLine()
    # With --json, stdout is the JSON alone: the script's stdout goes to stderr.
    child_stdout = sys.stderr if args.json else None
    runs: list[SideRun] = []
    for i, patched in enumerate((False, True)):
        label = "patched" if patched else "plain"
        how = f"under {PATCH}" if patched else "as python runs it"
        previous = runs[0].stats["wall_s"] if patched and runs[0].stats else None
        status.start(f"pyfxfast profile: [{i + 1}/2] {label} run of {command} ({how})",
                     elapsed_text(f"pyfxfast profile: [{i + 1}/2] {label} run of {name}", previous))
        sys.stdout.flush()
        result = run_side(script, args.args, patched, stdout=child_stdout)
        runs.append(result)
        wall = result.stats["wall_s"] if result.stats else result.elapsed_s
        status.finish(f"pyfxfast profile: [{i + 1}/2] {label} run: {_ms(wall)}, exit status {result.returncode}")
        if result.returncode != 0:
            print(f"pyfxfast: error: {_failure(result, name, runs[0] if patched else None)}", file=sys.stderr)
            return _status(result.returncode)
    plain, patched_run = runs
    for r in runs:
        if r.stats is None:
            print(f"pyfxfast: error: the {r.label} run of {name} left no profile (it ended through os._exit or "
                  "a signal)", file=sys.stderr)
            return 1
    assert plain.stats is not None and patched_run.stats is not None
    classifier = Classifier(script)
    routed = routed_names(patched_run.stats, classifier)
    comparison = compare(analyse(plain.stats, classifier, routed), analyse(patched_run.stats, classifier, routed),
                         routed, top=args.top)
    notes = _notes(plain.stats, patched_run.stats)
    title = f"pyfxfast profile: {command}\n  patched: {PATCH}, applied after the script's import torch"
    if args.json:
        payload = comparison.as_dict()
        payload.update(script=script, args=list(args.args), notes=notes, meta=_meta(patched_run.stats))
        print(json.dumps(payload, indent=2))
    else:
        print(format_report(comparison, title, notes, top=args.top))
    if args.html:
        from .profile_html import write_html

        write_html(comparison, Path(args.html), command=command, notes=notes, meta=_meta(patched_run.stats))
        print(f"pyfxfast profile: wrote {args.html}", file=sys.stderr)
    return 0


def _notes(plain: dict[str, Any], patched: dict[str, Any]) -> list[str]:
    notes = []
    if not patched.get("torch_imported"):
        notes.append("The script never imported torch: there was nothing for pyfxfast to route.")
    elif patched.get("patch_error"):
        notes.append(f"{PATCH} failed ({patched['patch_error']}): the patched run ran unpatched.")
    elif patched.get("patch_s"):
        notes.append(f"import pyfxfast + patch: {_ms(patched['patch_s'])} of the patched run.")
    for stats in (plain, patched):
        label = "patched" if stats.get("patched") else "plain"
        if not stats.get("sampled"):
            notes.append(f"The {label} run was not sampled (no setitimer here): only wall times are known.")
        elif stats.get("sampler_lost_at_s") is not None:
            notes.append(f"The script replaced the SIGPROF handler {stats['sampler_lost_at_s']:.1f} s into the "
                         f"{label} run: nothing after that was sampled.")
    return notes


def _meta(patched: dict[str, Any]) -> dict[str, Any]:
    from importlib import metadata

    def version(dist: str) -> str | None:
        try:
            return metadata.version(dist)
        except metadata.PackageNotFoundError:
            return None

    return {"python": platform.python_version(), "torch": version("torch"), "pyfxfast": version("pyfxfast"),
            "machine": platform.machine(), "cpus": os.cpu_count(), "sample_interval_s": patched.get("interval_s")}


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "profile", help=f"run a script plain and under {PATCH}: speed-up and where torch.fx's time goes",
        description=f"Run SCRIPT twice, each in its own process: as python runs it, then under {PATCH} (applied "
                    "right after the script's own import torch). Prints both wall times, the time inside torch.fx "
                    "per function, which of those pyfxfast routes and what it does not touch. The script's output "
                    "is shown as it runs, and its exit status is passed on. Options go before SCRIPT; everything "
                    "after SCRIPT is the script's.")
    p.add_argument("--json", action="store_true", help="print the comparison as JSON on stdout (the script's own "
                   "stdout then goes to stderr)")
    p.add_argument("--html", metavar="OUT.html", help="also write a self-contained HTML report")
    p.add_argument("--top", type=int, default=15, metavar="N", help="how many torch.fx functions to list (default 15)")
    p.add_argument("script", metavar="SCRIPT", help="a Python script, run as python SCRIPT ARGS...")
    p.add_argument("args", nargs=argparse.REMAINDER, metavar="ARGS", help="the script's arguments")
    p.set_defaults(func=run)
