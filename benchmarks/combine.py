"""Combine the JSON of several benchmark runs into one Markdown table and one plot.

Usage: python benchmarks/combine.py OUT_DIR RUN.json [RUN.json ...]
"""

import json
import sys
from pathlib import Path

from pyfxfast._bench import harness, plots


def main(argv: list[str]) -> int:
    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    out = Path(argv[0])
    out.mkdir(parents=True, exist_ok=True)
    results = [r for path in argv[1:] for r in harness.read_json(Path(path))]
    harness.write_markdown(results, out / "results.md")
    torch_releases = sorted({json.loads(Path(p).read_text())["meta"].get("torch", "?") for p in argv[1:]})
    plots.write_plot(results, out / "results.png", subtitle="torch " + ", ".join(torch_releases))
    print(harness.format_table(results))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
