"""Type stubs for pyfxfast's test-only C++ extension (csrc/reference/), built
only with the CMake option PYFXFAST_TEST_KERNELS=ON (``make test``)."""

import torch.fx

from pyfxfast._C import CompactGraph

def propose_partitions(
    graph: CompactGraph,
    supported: bytes,
    getitem_targets: bytes,
    non_compute_targets: bytes,
    allowed_single_targets: bytes,
    skip_horizontal_fusion: bool,
    allows_single_node_partition: bool,
) -> tuple[list[tuple[int, dict[torch.fx.Node, int | None]]], dict[str, int]]:
    """propose_partitions with the previous exact merge phase (the partitioner tests' oracle)."""
