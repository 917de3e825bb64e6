"""Memory of graph building: peak RSS and objects left after gc.collect(),
torch.fx.Transformer against pyfxfast.Transformer (identity pass, ATen graph).

    python benchmarks/bench_graph_building_memory.py [NUM_NODES ...]   (default: 50000)

Each side runs in a fresh process (peak RSS is per process): build the graph,
note the RSS, run the pass (garbage collector on, as users have it), note the
peak RSS, the time, and the objects gc tracks while the result is alive; then
drop the result, gc.collect() and count again: what is left above the count
before the pass is what the pass leaked.
"""

from __future__ import annotations

import gc
import json
import subprocess
import sys
import time


def rss_bytes() -> int:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * 4096


def reset_peak() -> None:
    """Start VmHWM (the peak RSS) afresh (Linux 4.0+), so that building the input is not in it."""
    with open("/proc/self/clear_refs", "w") as f:
        f.write("5")


def peak_rss_bytes() -> int:
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) * 1024
    raise RuntimeError("no VmHWM in /proc/self/status")


def measure(side: str, nodes: int) -> dict[str, float]:
    import torch.fx as fx

    import pyfxfast
    from pyfxfast.testing import aten_graph

    cls = fx.Transformer if side == "torch" else pyfxfast.Transformer
    gm = aten_graph(nodes)
    cls(aten_graph(200)).transform()  # first-call costs (imports, fidelity check) outside the figures
    gc.collect()
    objects_before = len(gc.get_objects())
    rss_before = rss_bytes()
    reset_peak()
    t0 = time.perf_counter()
    out = cls(gm).transform()
    seconds = time.perf_counter() - t0
    peak = peak_rss_bytes()
    gc.collect()
    objects_with_result = len(gc.get_objects())
    del out
    gc.collect()
    return {
        "seconds": seconds,
        "peak_rss_growth_mb": (peak - rss_before) / 2**20,
        "objects_with_result": objects_with_result - objects_before,
        "objects_left": len(gc.get_objects()) - objects_before,
    }


def main(sizes: list[int]) -> None:
    print("| nodes | side | time | peak RSS growth | gc objects while the result lives | left after gc.collect() |")
    print("|---:|---|---:|---:|---:|---:|")
    for nodes in sizes:
        for side in ("torch", "pyfxfast"):
            out = subprocess.run([sys.executable, __file__, "--side", side, str(nodes)],
                                 capture_output=True, text=True, check=True)
            r = json.loads(out.stdout.strip().splitlines()[-1])
            print(f"| {nodes:,} | {side} | {r['seconds']:.2f} s | {r['peak_rss_growth_mb']:.0f} MiB | "
                  f"{r['objects_with_result']:,} | {r['objects_left']:,} |", flush=True)


if __name__ == "__main__":
    if sys.argv[1:2] == ["--side"]:
        print(json.dumps(measure(sys.argv[2], int(sys.argv[3]))))
    else:
        main([int(a) for a in sys.argv[1:]] or [50_000])
