"""The ``pyfxfast`` command (also ``python -m pyfxfast``)."""

from __future__ import annotations

import argparse
import os
import platform
import sys
from pathlib import Path
from typing import NoReturn, Sequence


from ._cli.common import CliError, first_line

__all__ = ["CliError", "build_parser", "main"]


class _Parser(argparse.ArgumentParser):
    """Usage errors as one line on stderr (exit 2), not argparse's usage block."""

    def error(self, message: str) -> NoReturn:  # type: ignore[override]
        self.exit(2, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


def _bench(args: argparse.Namespace) -> int:
    import torch

    from ._bench import harness, plots
    from ._bench.inputs import MODELS
    from ._bench.registry import all_cases

    if args.model not in MODELS:
        raise CliError(f"unknown model {args.model!r}; choose from {', '.join(sorted(MODELS))}")
    cases = all_cases(args.model)
    if args.ops:
        cases = [c for c in cases if any(op in c.name for op in args.ops)]
        if not cases:
            raise CliError(f"no benchmark matches --ops {' '.join(args.ops)}")
    if args.nodes and min(args.nodes) < 1:
        raise CliError("--nodes must be positive")
    if args.repeats < 1:
        raise CliError("--repeats must be at least 1")
    out = Path(args.out)
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise CliError(f"cannot create output directory {out} ({first_line(e)})") from None
    mode = "--nodes " + " ".join(map(str, args.nodes)) if args.nodes else ("full sweep" if args.full else
                                                                         "default sizes; --full for the full sweep")
    print(f"pyfxfast bench: {len(cases)} cases, model {args.model!r}, torch {torch.__version__} ({mode})",
          file=sys.stderr)
    results = harness.run_cases(cases, args.nodes, repeats=args.repeats, full=args.full)
    table = harness.format_table(results)
    print(f"torch {torch.__version__}, {_accelerated_summary()}\n")
    print(table)
    notes = sorted({f"- {r.case} @ {r.nodes:,}: {r.note}" for r in results if r.note})
    if notes:
        print("\n" + "\n".join(notes))
    meta = {"torch": torch.__version__, "python": platform.python_version(), "machine": platform.machine(),
            "model": args.model}
    harness.write_json(results, out / "results.json", meta)
    harness.write_markdown(results, out / "results.md")
    plotted = plots.write_plot(results, out / "results.png", subtitle=f"torch {torch.__version__}, model {args.model!r}")
    print(f"\nwrote {out / 'results.json'}, {out / 'results.md'}" + (f", {out / 'results.png'}" if plotted else ""))
    mismatches = [r for r in results if r.identical is False]
    if mismatches:
        print(f"ERROR: {len(mismatches)} result(s) differ from torch.fx", file=sys.stderr)
        return 1
    return 0


def _accelerated_summary() -> str:
    from .fidelity import support_report

    statuses = [s for s in support_report() if s.fingerprint is not None or s.accelerated]
    fallen = [s.name for s in statuses if not s.accelerated]
    summary = f"{len(statuses) - len(fallen)} of {len(statuses)} pyfxfast entries accelerated"
    return summary + (f" (torch's own: {', '.join(fallen)}; see pyfxfast doctor)" if fallen else "")


def _doctor(args: argparse.Namespace) -> int:
    from .fidelity import format_report

    print(format_report())
    return 0


def build_parser() -> argparse.ArgumentParser:
    from ._cli import inspect_cmd, match_cmd, partition_cmd, profile_cmd

    parser = _Parser(prog="pyfxfast", description="C++-accelerated torch.fx passes: benchmark, inspect, "
                     "partition and rewrite exported programs (.pt2 files from torch.export.save), "
                     "profile your own script plain and patched")
    parser.add_argument("--version", action="version", version=f"pyfxfast {_version()}")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    bench = sub.add_parser("bench", help="time torch.fx and pyfxfast on the same graphs")
    bench.add_argument("--model", default="aten", help="graph family: aten (default) or torch")
    bench.add_argument("--nodes", type=int, nargs="+", metavar="N",
                       help="node counts (default: each case's default sizes, or all its sizes with --full)")
    bench.add_argument("--full", action="store_true",
                       help="the full sweep: every case at all its sizes, up to 200k-1M nodes (about half an hour on 2 cores)")
    bench.add_argument("--ops", nargs="+", metavar="NAME", help="only cases whose name contains one of these")
    bench.add_argument("--out", default="bench-out", metavar="DIR", help="where JSON, Markdown and PNG go")
    bench.add_argument("--repeats", type=int, default=3, help="best of this many runs (sizes <= 50k)")
    bench.set_defaults(func=_bench)
    doctor = sub.add_parser("doctor", help="which pyfxfast entries are accelerated on the installed torch, and why")
    doctor.set_defaults(func=_doctor)
    inspect_cmd.add_parser(sub)
    partition_cmd.add_parser(sub)
    match_cmd.add_parser(sub)
    profile_cmd.add_parser(sub)
    return parser


def _version() -> str:
    from . import __version__

    return __version__


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return args.func(args)
    except CliError as e:
        print(f"pyfxfast: error: {e}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("pyfxfast: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 1
    except Exception as e:  # noqa: BLE001 - never a traceback; PYFXFAST_DEBUG=1 shows it
        if os.environ.get("PYFXFAST_DEBUG"):
            raise
        print(f"pyfxfast: error: {first_line(e)} (set PYFXFAST_DEBUG=1 for the traceback)", file=sys.stderr)
        return 1
