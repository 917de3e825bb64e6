"""Benchmark cases of the graph-rebuilding passes: split_module (100 parts)
and fuse_by_partitions at 10k nodes, against torch.fx."""

from __future__ import annotations

from typing import Any, Callable

import torch.fx as fx
from torch.fx.passes.split_module import split_module as torch_split_module
from torch.fx.passes.utils.fuser_utils import fuse_by_partitions as torch_fuse_by_partitions

from ..fuse import fuse_by_partitions
from ..split import split_module
from .cases_partitioner import _fuse_input
from .harness import BenchCase
from .inputs import model_copy

__all__ = ["cases", "SPLIT_PARTS", "split_input", "split_summary"]

SPLIT_PARTS = 100


def split_input(model: str, n: int) -> tuple[fx.GraphModule, Callable[[fx.Node], int]]:
    """A private graph and a callback cutting it into SPLIT_PARTS contiguous blocks."""
    gm = model_copy(model, n)
    nodes = list(gm.graph.nodes)
    where = {node: i * SPLIT_PARTS // len(nodes) for i, node in enumerate(nodes)}
    return gm, where.__getitem__


def _split(fn: Callable[..., fx.GraphModule]) -> Callable[[Any], Any]:
    def run(inp: tuple[fx.GraphModule, Callable[[fx.Node], int]]) -> Any:
        gm, callback = inp
        qualname_map: dict[str, str] = {}
        return fn(gm, gm, callback, qualname_map), qualname_map

    return run


def split_summary(out: Any) -> Any:
    gm, qualname_map = out
    return [(name, m.code) for name, m in gm.named_modules() if isinstance(m, fx.GraphModule)], qualname_map


def _fuse_summary(gm: fx.GraphModule) -> Any:
    return [(name, m.code) for name, m in gm.named_modules() if isinstance(m, fx.GraphModule)]


def cases(model: str = "aten") -> list[BenchCase]:
    return [
        BenchCase(
            name=f"split_module ({model}, {SPLIT_PARTS} parts)",
            sizes=(1_000, 10_000, 50_000),
            make_input=lambda n: split_input(model, n),
            run_torch=_split(torch_split_module),
            run_fast=_split(split_module),
            same=lambda a, b: split_summary(a) == split_summary(b),
            mutates_input=True,
        ),
        BenchCase(
            name="fuse_by_partitions pointwise partitions, with submodules (aten)",
            sizes=(10_000,),
            make_input=_fuse_input,
            run_torch=lambda inp: torch_fuse_by_partitions(inp[0], inp[1]),
            run_fast=lambda inp: fuse_by_partitions(inp[0], inp[1]),
            same=lambda a, b: _fuse_summary(a) == _fuse_summary(b),
            mutates_input=True,
        ),
    ]
