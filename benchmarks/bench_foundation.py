"""Conversion, DCE, orderings and partition checks: torch.fx vs pyfxfast.

Usage: python benchmarks/bench_foundation.py [--nodes 1000 10000 ...] [--model aten|torch]
"""

import sys

from pyfxfast.cli import main

OPS = ["convert", "eliminate_dead_code", "topo_sort", "validate_partition", "stable_topological_sort", "legalize_graph"]

if __name__ == "__main__":
    sys.exit(main(["bench", "--ops", *OPS, "--out", "bench-out/foundation", *sys.argv[1:]]))
