"""The result of ``pyfxfast partition``, shared by the text report
(``partition_cmd``) and the HTML report (``html_report``); its own module so
that neither of those imports the other."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from .._graph import CompactGraph

__all__ = ["PartitionResult"]


@dataclass
class PartitionResult:
    """Everything the text and HTML reports show, by node index of ``cg``."""

    model: str
    cg: CompactGraph
    label: list[int]                 # partition id per node, -1 outside partitions
    supported: bytes                 # operator support per node
    level: list[int]
    names: list[str]                 # target name per node
    partitions: list[tuple[int, int]]  # (id, size), in the partitioner's order
    cuts: Counter                    # unsupported call_function targets adjacent to a partition
    cut_nodes: set[int] = field(default_factory=set)
    timings: dict[str, float] = field(default_factory=dict)
