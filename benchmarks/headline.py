"""The README's headline table from a full sweep: per case, the largest size torch.fx was timed at.

Usage: python benchmarks/headline.py bench-out/full/results.json
(`make bench-full` writes that file; a kept run goes to benchmarks/results/DATE-bench-full/.)
"""

import json
import sys
from pathlib import Path

from pyfxfast._bench import harness


def headline(results: list[harness.BenchResult]) -> list[harness.BenchResult]:
    largest: dict[str, harness.BenchResult] = {}
    for r in results:
        if r.torch_s is not None and (r.case not in largest or r.nodes > largest[r.case].nodes):
            largest[r.case] = r
    return [largest[name] for name in dict.fromkeys(r.case for r in results) if name in largest]


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    path = Path(argv[0])
    rows = headline(harness.read_json(path))
    different = [f"{r.case} @ {r.nodes:,}" for r in rows if not r.identical]
    if different:
        print(f"not identical to torch: {', '.join(different)}", file=sys.stderr)
        return 1
    torch_release = json.loads(path.read_text())["meta"].get("torch", "?")
    print(f"<!-- torch {torch_release}, from {path} -->")
    print(harness.markdown_table(rows), end="")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
