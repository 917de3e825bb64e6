"""ExecuTorch XNNPACK lowering, plain and under ``pyfxfast.patch()``, stage by stage.

``python benchmarks/bench_executorch.py [--graph-building] [MODEL ...]`` with
models among ``cnn llama4 llama16 llama48`` (default: ``cnn llama4 llama16``).
Each model is exported and lowered with ``to_edge_transform_and_lower(ep,
partitioner=[XnnpackPartitioner()])`` + ``to_executorch()`` in this process,
plain then patched (``patch(codegen=True)`` where that keyword exists; with
``--graph-building``, once more under ``patch(codegen=True, graph_building=True)``),
and the ``.pte`` buffers are compared byte for byte with the plain one.

Stages: export; to_edge (everything before XNNPACK's partitioner runs);
partition (XNNPACK's ``partition``, of which "group partitioner" is
``GroupBasedPartitioner.propose_partitions``); preprocess (XNNPACK's
``preprocess``, all delegates); lowering rest (the remainder of
``to_edge_transform_and_lower``: ``create_submodule_from_nodes``, re-tracing
passes, ...); to_executorch.
"""

from __future__ import annotations

import contextlib
import gc
import inspect
import os
import sys
import time
from typing import Any, Callable, Iterator

import torch

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "tests"))

STAGES = ["export", "to_edge", "partition", "group partitioner", "preprocess", "lowering rest", "to_executorch"]


def make_model(name: str) -> tuple[torch.nn.Module, tuple, dict]:
    from executorch_lowering import ConvBN, tiny_llama

    torch.manual_seed(0)
    if name == "cnn":
        return ConvBN().eval(), (torch.randn(1, 3, 32, 32),), {}
    layers = int(name.removeprefix("llama"))
    return tiny_llama(layers, hidden=64), (torch.randint(0, 128, (1, 16)),), {"use_cache": False}


class _Timers:
    def __init__(self) -> None:
        self.total: dict[str, float] = {}
        self.first_start: dict[str, float] = {}
        self.info: dict[str, Any] = {}

    def wrap(self, stage: str, fn: Callable) -> Callable:
        def timed(*args: Any, **kwargs: Any) -> Any:
            t = time.perf_counter()
            self.first_start.setdefault(stage, t)
            try:
                return fn(*args, **kwargs)
            finally:
                self.total[stage] = self.total.get(stage, 0.0) + time.perf_counter() - t

        return timed


@contextlib.contextmanager
def _instrumented(timers: _Timers) -> Iterator[None]:
    import executorch.exir.backend.canonical_partitioners.config_partitioner as config_partitioner
    from executorch.backends.xnnpack.partition.xnnpack_partitioner import XnnpackPartitioner
    from executorch.backends.xnnpack.xnnpack_preprocess import XnnpackBackend

    saved = [
        (XnnpackPartitioner, "partition", XnnpackPartitioner.__dict__["partition"]),
        (XnnpackBackend, "preprocess", XnnpackBackend.__dict__["preprocess"]),
        (config_partitioner, "generate_grouped_partitions_from_list_of_nodes",
         config_partitioner.generate_grouped_partitions_from_list_of_nodes),
    ]
    partition = timers.wrap("partition", XnnpackPartitioner.partition)

    def partition_counting(self: Any, ep: Any) -> Any:
        timers.info["edge nodes"] = len(ep.graph.nodes)
        result = partition(self, ep)
        timers.info["delegates"] = len(result.partition_tags)
        return result

    XnnpackPartitioner.partition = partition_counting  # type: ignore[method-assign]
    XnnpackBackend.preprocess = staticmethod(timers.wrap("preprocess", XnnpackBackend.preprocess))  # type: ignore[method-assign]
    config_partitioner.generate_grouped_partitions_from_list_of_nodes = timers.wrap(
        "group partitioner", config_partitioner.generate_grouped_partitions_from_list_of_nodes)
    try:
        yield
    finally:
        for owner, name, value in saved:
            setattr(owner, name, value)


def lower(name: str) -> tuple[dict[str, float], dict[str, Any], bytes]:
    """Stage times, model info and the .pte bytes of one export + lowering."""
    from executorch.backends.xnnpack.partition.xnnpack_partitioner import XnnpackPartitioner
    from executorch.exir import to_edge_transform_and_lower

    model, args, kwargs = make_model(name)
    timers = _Timers()
    gc.collect()
    t0 = time.perf_counter()
    ep = torch.export.export(model, args, kwargs=kwargs)
    t1 = time.perf_counter()
    with _instrumented(timers):
        lowered = to_edge_transform_and_lower(ep, partitioner=[XnnpackPartitioner()])
    t2 = time.perf_counter()
    pte = bytes(lowered.to_executorch().buffer)
    t3 = time.perf_counter()
    s = {"export": t1 - t0, "to_executorch": t3 - t2}
    s["to_edge"] = timers.first_start["partition"] - t1
    s["partition"] = timers.total["partition"]
    s["group partitioner"] = timers.total.get("group partitioner", 0.0)
    s["preprocess"] = timers.total.get("preprocess", 0.0)
    s["lowering rest"] = (t2 - t1) - s["to_edge"] - s["partition"] - s["preprocess"]
    s["to_edge_transform_and_lower + to_executorch"] = t3 - t1
    timers.info["pte bytes"] = len(pte)
    return s, timers.info, pte


def patched(graph_building: bool = False) -> contextlib.AbstractContextManager:
    import pyfxfast

    if graph_building:
        return pyfxfast.patch(codegen=True, graph_building=True)  # type: ignore[call-arg]
    if "codegen" in inspect.signature(pyfxfast.patch).parameters:
        return pyfxfast.patch(codegen=True)  # type: ignore[call-arg]
    return pyfxfast.patch()


def table(name: str, label: str, plain: dict[str, float], fast: dict[str, float], info: dict[str, Any], same: bool) -> str:
    total_p = plain["to_edge_transform_and_lower + to_executorch"]
    total_f = fast["to_edge_transform_and_lower + to_executorch"]
    lines = [
        f"**{name}**: {info.get('edge nodes')} edge nodes, {info.get('delegates')} delegates, "
        f".pte {info['pte bytes']:,} bytes, identical: **{same}**",
        "",
        f"| stage | plain s | share | {label} s | share | speed-up |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    for stage in STAGES + ["to_edge_transform_and_lower + to_executorch"]:
        p, f = plain[stage], fast[stage]
        inner = stage == "group partitioner"
        label = f"&nbsp;&nbsp;of which {stage}" if inner else stage
        share_p = "" if stage == "export" else f"{100 * p / total_p:.0f}%"
        share_f = "" if stage == "export" else f"{100 * f / total_f:.0f}%"
        lines.append(f"| {label} | {p:.2f} | {share_p} | {f:.2f} | {share_f} | {p / f:.1f}x |")
    return "\n".join(lines)


def main(args: list[str]) -> int:
    import pyfxfast  # noqa: F401  (build errors surface before the long runs)
    import executorch.exir  # noqa: F401

    modes = [False] + ([True] if "--graph-building" in args else [])
    names = [a for a in args if not a.startswith("--")] or ["cnn", "llama4", "llama16"]
    lower("cnn")  # warm-up: first-call costs (op registration, caches) are in neither column
    ok = True
    for name in names:
        # Small models: best of 3 per stage, plain and patched interleaved.
        plain: dict[str, float] = {}
        fast: dict[bool, dict[str, float]] = {mode: {} for mode in modes}
        same = {mode: True for mode in modes}
        for _ in range(3 if name in ("cnn", "llama4") else 1):
            p, info, pte_plain = lower(name)
            plain = {k: min(v, plain.get(k, v)) for k, v in p.items()}
            for mode in modes:
                with patched(mode):
                    f, _, pte_fast = lower(name)
                same[mode] &= pte_plain == pte_fast
                fast[mode] = {k: min(v, fast[mode].get(k, v)) for k, v in f.items()}
        for mode in modes:
            ok &= same[mode]
            label = "codegen + graph_building" if mode else "patched"
            print(table(name, label, plain, fast[mode], info, same[mode]), "\n", flush=True)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
