# Type stubs for the pyfxfast._C extension (private API).
from typing import Any

import torch.fx as fx

class Interner: ...

class CompactGraph:
    nodes: tuple[fx.Node, ...]

# -- partitioner (csrc/python/bind_partitioner.cpp) ---------------------------
def propose_partitions(
    graph: CompactGraph,
    supported: bytes,
    getitem_targets: bytes,
    non_compute_targets: bytes,
    allowed_single_targets: bytes,
    skip_horizontal_fusion: bool,
    allows_single_node_partition: bool,
    fast: bool = False,
) -> tuple[list[tuple[int, dict[fx.Node, int | None]]], dict[str, int]]: ...
def groups_acyclic(graph: CompactGraph, label: bytes, num_groups: int) -> bool: ...
def node_flags(graph: CompactGraph, table: bytes) -> bytes: ...
def __getattr__(name: str) -> Any: ...
