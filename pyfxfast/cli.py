"""The ``pyfxfast`` command (also ``python -m pyfxfast``)."""

from __future__ import annotations

import argparse
import platform
import sys
from pathlib import Path
from typing import Sequence


class CliError(Exception):
    """A user error: printed as one line, exit status 2."""


def _bench(args: argparse.Namespace) -> int:
    import torch

    from ._bench import harness
    from ._bench.inputs import MODELS
    from ._bench.registry import all_cases

    if args.model not in MODELS:
        raise CliError(f"unknown model {args.model!r}; choose from {', '.join(sorted(MODELS))}")
    cases = all_cases(args.model)
    if args.ops:
        cases = [c for c in cases if any(op in c.name for op in args.ops)]
        if not cases:
            raise CliError(f"no benchmark matches --ops {' '.join(args.ops)}")
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    print(f"pyfxfast bench: {len(cases)} cases, model {args.model!r}, torch {torch.__version__}", file=sys.stderr)
    results = harness.run_cases(cases, args.nodes, repeats=args.repeats)
    table = harness.format_table(results)
    print(table)
    notes = sorted({f"- {r.case} @ {r.nodes:,}: {r.note}" for r in results if r.note})
    if notes:
        print("\n" + "\n".join(notes))
    meta = {"torch": torch.__version__, "python": platform.python_version(), "machine": platform.machine(),
            "model": args.model}
    harness.write_json(results, out / "results.json", meta)
    harness.write_markdown(results, out / "results.md")
    plotted = harness.write_plot(results, out / "results.png")
    print(f"\nwrote {out / 'results.json'}, {out / 'results.md'}" + (f", {out / 'results.png'}" if plotted else ""))
    mismatches = [r for r in results if r.identical is False]
    if mismatches:
        print(f"ERROR: {len(mismatches)} result(s) differ from torch.fx", file=sys.stderr)
        return 1
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="pyfxfast", description="C++-accelerated torch.fx passes")
    sub = parser.add_subparsers(dest="command", required=True)
    bench = sub.add_parser("bench", help="time torch.fx and pyfxfast on the same graphs")
    bench.add_argument("--model", default="aten", help="graph family: aten (default) or torch")
    bench.add_argument("--nodes", type=int, nargs="+", metavar="N", help="node counts (default: each case's sizes)")
    bench.add_argument("--ops", nargs="+", metavar="NAME", help="only cases whose name contains one of these")
    bench.add_argument("--out", default="bench-out", metavar="DIR", help="where JSON, Markdown and PNG go")
    bench.add_argument("--repeats", type=int, default=3, help="best of this many runs (sizes <= 50k)")
    bench.set_defaults(func=_bench)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return args.func(args)
    except CliError as e:
        print(f"pyfxfast: error: {e}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
