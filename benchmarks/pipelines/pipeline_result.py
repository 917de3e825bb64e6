"""What a pipeline script reports to `benchmarks/bench_pipelines.py` (with ``--result FILE``).

The scripts time their pipeline themselves (``Result.timed``: the region whose wall time the
table shows; the benchmark's sampler tells which part of it ran in torch.fx) and name their
final artefact by digests, which the benchmark compares between the plain and the patched
run. Without ``--result`` they print the same on stdout, as any script would.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import json
import time
from typing import Any, Iterator


def sha256(data: bytes | str) -> str:
    return hashlib.sha256(data.encode() if isinstance(data, str) else data).hexdigest()


def add_result_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--result", metavar="FILE", help="write the region's times and the artefact's digests "
                        "(JSON) for benchmarks/bench_pipelines.py")


class Result:
    def __init__(self, path: str | None) -> None:
        self.path = path
        self.regions: list[dict[str, Any]] = []
        self.artefacts: dict[str, str] = {}

    @contextlib.contextmanager
    def timed(self, name: str) -> Iterator[None]:
        start = time.perf_counter()
        yield
        end = time.perf_counter()
        self.regions.append({"name": name, "start": start, "end": end})
        print(f"{name}: {end - start:.2f} s", flush=True)

    def artefact(self, name: str, digest: str) -> None:
        self.artefacts[name] = digest
        print(f"{name}: {digest[:16]}", flush=True)

    def write(self) -> None:
        if self.path:
            with open(self.path, "w") as f:
                json.dump({"regions": self.regions, "artefacts": self.artefacts}, f, indent=1)


def graph_digest(gm: Any) -> str:
    """The module's code and, node by node, its name, op, target, arguments, users and meta
    keys (``val``'s shape and dtype): equal digests mean the same graph in the same order."""
    import torch.fx as fx

    def val(node: fx.Node) -> str:
        v = node.meta.get("val")
        return f"{tuple(v.shape)}:{v.dtype}" if hasattr(v, "shape") and hasattr(v, "dtype") else type(v).__name__

    nodes = [(n.name, n.op, str(n.target), repr(fx.map_arg((n.args, n.kwargs), lambda a: a.name)),
              [u.name for u in n.users], sorted(n.meta), val(n)) for n in gm.graph.nodes]
    return sha256(gm.code + repr(nodes))
