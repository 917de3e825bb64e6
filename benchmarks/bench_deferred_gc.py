"""What a Transformer pass leaves to the cyclic garbage collector after it returns.

pyfxfast pauses the collector while it builds a graph (``gc_paused``): the new
graph's objects are walked once, by the young collection when the pause ends,
and the full collections that torch's own pass runs as the heap grows do not
happen inside the call. They happen later, in whatever the user's program
allocates next. This benchmark counts them: in a fresh process per side, it
times the identity ``Transformer`` pass, then a workload that allocates a
million small lists (kept alive, then dropped), and subtracts the same
workload's time in a process that made no pass. "call + after" is the call
plus that extra time; its ratio is what the pass costs a program that goes on
allocating. The collector's own time inside the call (every collection,
timed through ``gc.callbacks``) is shown for both sides: what each pays the
collector before it returns. Each side's result is checked identical (code,
names, meta, records) through a digest of ``module_summary``.

Usage: python benchmarks/bench_deferred_gc.py [--nodes 10000 50000] [--repeats 2]
"""

from __future__ import annotations

import argparse
import gc
import hashlib
import json
import re
import statistics
import subprocess
import sys
import time


class CollectorClock:
    """A ``gc.callbacks`` entry that adds up the time spent in collections."""

    def __init__(self) -> None:
        self.total = 0.0
        self._start = 0.0

    def __call__(self, phase: str, info: dict) -> None:
        if phase == "start":
            self._start = time.perf_counter()
        else:
            self.total += time.perf_counter() - self._start


def child(side: str, nodes: int) -> None:
    import torch.fx as fx

    import pyfxfast
    from pyfxfast._bench.cases_building import module_summary
    from pyfxfast._bench.inputs import model_graph

    gm = model_graph("aten", nodes)
    pyfxfast.fidelity.support_report()  # once per process, before anything is timed
    transformer = {"torch": fx.Transformer, "pyfxfast": pyfxfast.Transformer}.get(side)
    collecting = CollectorClock()
    gc.collect()
    gc.callbacks.append(collecting)
    start = time.perf_counter()
    result = transformer(gm).transform() if transformer else None
    call = time.perf_counter() - start
    gc.callbacks.remove(collecting)
    start = time.perf_counter()
    kept = [[[k] for k in range(50_000)] for _ in range(20)]
    del kept
    after = time.perf_counter() - start
    digest = ""
    if result is not None:
        # The records name their graphs by id(), which differs between processes: numbered in order of appearance.
        ids: dict[str, str] = {}
        summary = re.sub(r"'graph_id': (\d+)", lambda m: f"'graph_id': {ids.setdefault(m.group(1), str(len(ids)))}",
                         repr(module_summary(result)))
        digest = hashlib.sha256(summary.encode()).hexdigest()
    print(json.dumps({"call": call, "collector": collecting.total, "after": after, "digest": digest}))


def measure(side: str, nodes: int) -> dict:
    out = subprocess.run([sys.executable, __file__, "--child", side, str(nodes)], check=True,
                         capture_output=True, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--nodes", type=int, nargs="+", default=[10_000, 50_000])
    parser.add_argument("--repeats", type=int, default=2)
    parser.add_argument("--child", nargs=2, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child[0], int(args.child[1]))
        return 0

    print(f"{'nodes':>7}  {'torch call':>10}  {'(collector)':>11}  {'+ after':>8}  {'pyfxfast call':>13}  "
          f"{'(collector)':>11}  {'+ after':>8}  {'call ratio':>10}  {'call + after ratio':>18}  identical")
    same_all = True
    for n in args.nodes:
        runs = {side: [measure(side, n) for _ in range(args.repeats)] for side in ("none", "torch", "pyfxfast")}
        base = statistics.median(r["after"] for r in runs["none"])
        row = {}
        for side in ("torch", "pyfxfast"):
            call = statistics.median(r["call"] for r in runs[side])
            collector = statistics.median(r["collector"] for r in runs[side])
            extra = statistics.median(r["after"] for r in runs[side]) - base
            row[side] = (call, collector, extra)
        digests = {r["digest"] for side in ("torch", "pyfxfast") for r in runs[side]}
        same = len(digests) == 1
        same_all = same_all and same
        (tc, tg, te), (pc, pg, pe) = row["torch"], row["pyfxfast"]
        print(f"{n:>7,}  {tc:>9.2f}s  {tg:>10.2f}s  {te:>7.2f}s  {pc:>12.2f}s  {pg:>10.2f}s  {pe:>7.2f}s  "
              f"{tc / pc:>9.1f}x  {(tc + te) / (pc + pe):>17.1f}x  {'yes' if same else 'NO'}")
    print(f"(medians of {args.repeats} fresh processes per side; the workload alone: measured in its own processes)")
    return 0 if same_all else 1


if __name__ == "__main__":
    sys.exit(main())
