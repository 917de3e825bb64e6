"""Subgraph rewriter: torch.fx vs pyfxfast (replace_pattern_with_filters, replace_patterns).

Usage: python benchmarks/bench_rewriter.py [--nodes 1000 10000 50000 200000]
"""

import sys

from pyfxfast.cli import main

if __name__ == "__main__":
    sys.exit(main(["bench", "--ops", "replace_pattern", "--out", "bench-out/rewriter", *sys.argv[1:]]))
