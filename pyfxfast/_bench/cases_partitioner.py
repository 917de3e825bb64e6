"""Benchmark cases: CapabilityBasedPartitioner and fuse_by_partitions vs torch.fx.

Support set: ATen pointwise and view ops on the replicated transformer graph
(``pyfxfast.testing.graphs.aten_graph``). torch's partitioner is cubic in time
and needs O(N^2) memory, so it only runs up to 4k nodes.
"""

from __future__ import annotations

from typing import Any

from torch.fx.passes.infra.partitioner import CapabilityBasedPartitioner as TorchPartitioner
from torch.fx.passes.operator_support import OperatorSupport
from torch.fx.passes.utils.fuser_utils import fuse_by_partitions as torch_fuse_by_partitions

from .harness import BenchCase

from ..fuse import fuse_by_partitions
from ..partitioner import _TORCH_TAKES_SKIP, CapabilityBasedPartitioner
from .inputs import model_copy, model_graph

__all__ = ["CASES", "POINTWISE_SUPPORT"]

#: ATen pointwise (and view-like) ops of the transformer block.
POINTWISE_SUPPORT = OperatorSupport(
    {
        f"torch.ops.aten.{op}": None
        for op in (
            "add.Tensor",
            "mul.Tensor",
            "gelu.default",
            "clone.default",
            "view.default",
            "permute.default",
            "expand.default",
        )
    }
)


def _summary(partitions: Any) -> list[tuple[Any, list[tuple[str, Any]]]]:
    return [(p.id, [(n.name, v) for n, v in p.nodes.items()]) for p in partitions]


def _same_partitions(a: Any, b: Any) -> bool:
    return _summary(a) == _summary(b)


def _propose(cls: type, **kwargs: Any) -> Any:
    return lambda gm: cls(gm, POINTWISE_SUPPORT, **kwargs).propose_partitions()


def _graph(n: int) -> Any:
    return model_graph("aten", n)  # shared cache; propose_partitions does not mutate


def _fuse_input(n: int) -> tuple[Any, list[dict]]:
    gm = model_copy("aten", n)
    parts = CapabilityBasedPartitioner(gm, POINTWISE_SUPPORT).propose_partitions()  # not timed
    return gm, [p.nodes for p in parts]


CASES: list[BenchCase] = [
    BenchCase(
        name="propose_partitions pointwise (aten)",
        # exact and near-linear to 1M (floors: benchmarks/bench_partitioner.py --floor)
        sizes=(1_000, 2_000, 4_000, 40_000, 200_000, 1_000_000),
        default_sizes=(2_000,),  # torch's cost is cubic: ~140 s at 4k
        make_input=_graph,
        run_torch=_propose(TorchPartitioner),
        run_fast=_propose(CapabilityBasedPartitioner),
        same=_same_partitions,
        torch_max_nodes=4_000,
    ),
] + ([] if not _TORCH_TAKES_SKIP else [  # torch < 2.13 has no skip_horizontal_fusion
    BenchCase(
        name="propose_partitions pointwise, skip_horizontal_fusion (aten)",
        # exact and near-linear to 1M (floors: benchmarks/bench_partitioner.py --floor)
        sizes=(1_000, 2_000, 4_000, 40_000, 200_000, 1_000_000),
        default_sizes=(1_000,),
        make_input=_graph,
        run_torch=_propose(TorchPartitioner, skip_horizontal_fusion=True),
        run_fast=_propose(CapabilityBasedPartitioner, skip_horizontal_fusion=True),
        same=_same_partitions,
        torch_max_nodes=4_000,
    ),
]) + [
    BenchCase(
        # fast=True: not torch's partitions (vertical merges only, bounded
        # checks); no oracle. Against the exact modes at the same sizes above.
        name="propose_partitions pointwise, fast mode (aten)",
        sizes=(50_000, 200_000, 1_000_000),
        default_sizes=(50_000,),
        make_input=_graph,
        run_torch=None,
        run_fast=_propose(CapabilityBasedPartitioner, fast=True),
        same=_same_partitions,
    ),
    BenchCase(
        name="fuse_by_partitions pointwise partitions (aten)",
        sizes=(1_000, 2_000, 4_000, 50_000, 200_000),
        default_sizes=(4_000,),
        make_input=_fuse_input,
        run_torch=lambda inp: torch_fuse_by_partitions(inp[0], inp[1]),
        run_fast=lambda inp: fuse_by_partitions(inp[0], inp[1]),
        same=lambda a, b: a.code == b.code,
        torch_max_nodes=4_000,
        mutates_input=True,
    ),
]
