"""Memory of a converted CompactGraph: bytes per node, RSS and tracemalloc.

    python benchmarks/memory.py [NUM_NODES ...]     (default: 200000)

For each size: builds aten_graph(N) (the ATen transformer chain of the
benchmarks), then reports CompactGraph.memory_bytes (the C++ arrays), the
process RSS growth during the conversion (arrays plus the Python-side tuple of
nodes and snapshot references), the tracemalloc peak of the conversion
(Python allocations only) and, for scale, the RSS of the fx graph itself.
"""

from __future__ import annotations

import ctypes
import gc
import sys
import time
import tracemalloc


class _Mallinfo2(ctypes.Structure):
    _fields_ = [(name, ctypes.c_size_t) for name in
                ("arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks", "fordblks", "keepcost")]


def malloc_in_use() -> int:
    """Bytes allocated through malloc and not freed (glibc mallinfo2): sees the
    C++ arrays, which tracemalloc does not; RSS does not move when the
    conversion reuses memory freed by the graph build."""
    libc = ctypes.CDLL(None)
    libc.mallinfo2.restype = _Mallinfo2
    info = libc.mallinfo2()
    return info.uordblks + info.hblkhd


def rss_bytes() -> int:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * 4096


def main(sizes: list[int]) -> None:
    import pyfxfast
    from pyfxfast.testing import aten_graph

    for n in sizes:
        gc.collect()
        base = rss_bytes()
        t0 = time.perf_counter()
        gm = aten_graph(n)
        build_s = time.perf_counter() - t0
        gc.collect()
        graph_rss = rss_bytes() - base
        nodes = len(gm.graph.nodes)

        before, before_malloc = rss_bytes(), malloc_in_use()
        t0 = time.perf_counter()
        cg = pyfxfast.CompactGraph(gm.graph)
        convert_s = time.perf_counter() - t0
        conv_rss = rss_bytes() - before
        conv_malloc = malloc_in_use() - before_malloc
        mem = cg.memory_bytes
        del cg
        gc.collect()

        tracemalloc.start()
        cg = pyfxfast.CompactGraph(gm.graph)
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
        del cg
        print(
            f"nodes={nodes} build={build_s:.1f}s convert={convert_s:.2f}s "
            f"memory_bytes={mem} ({mem / nodes:.1f} B/node) "
            f"malloc_growth={conv_malloc} ({conv_malloc / nodes:.1f} B/node) "
            f"rss_growth={conv_rss} ({conv_rss / nodes:.1f} B/node) "
            f"tracemalloc_peak={peak} ({peak / nodes:.1f} B/node) "
            f"fx_graph_rss={graph_rss} ({graph_rss / nodes:.0f} B/node)",
            flush=True,
        )
        del gm
        gc.collect()


if __name__ == "__main__":
    main([int(a) for a in sys.argv[1:]] or [200_000])
