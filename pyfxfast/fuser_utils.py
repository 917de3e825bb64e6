"""Drop-ins for ``torch.fx.passes.utils.fuser_utils``: ``topo_sort`` and
``validate_partition``.

Both work on a list of nodes and read only those nodes and what is reachable
from them (never the whole graph), in C++ via the Python C API.
"""

from __future__ import annotations

import torch.fx as fx
from torch.fx.passes.utils import fuser_utils as _torch_fuser

from . import _C, fidelity

__all__ = ["topo_sort", "validate_partition"]

# torch's functions, captured before pyfxfast.patch() can replace them.
_torch_topo_sort = _torch_fuser.topo_sort
_torch_validate_partition = _torch_fuser.validate_partition
_TOPO_SORT = fidelity.declare("topo_sort")
_VALIDATE = fidelity.declare("validate_partition")

NodeList = list[fx.Node]


def topo_sort(nodes: NodeList) -> NodeList:
    """Stable topological sort of ``nodes`` by the edges among them: among
    nodes with no dependency between them, the input order is kept.

    Same result and exceptions as torch's ``fuser_utils.topo_sort``.
    """
    if isinstance(nodes, list) and _TOPO_SORT.accelerated:
        result = _C.topo_sort_nodes(nodes, fx.Node)
        if result is not None:
            return result
    # Cycles, duplicates, non-nodes and non-list inputs: torch decides (and raises).
    return _torch_topo_sort(nodes)


def validate_partition(partition: NodeList) -> bool:
    """True if fusing ``partition`` into one node creates no dependency cycle,
    i.e. no path leaves the partition and comes back.

    Same result and exceptions as torch's ``fuser_utils.validate_partition``.
    """
    if isinstance(partition, list) and _VALIDATE.accelerated:
        result = _C.validate_partition_nodes(partition, fx.Node)
        if result is not None:
            return result
    return _torch_validate_partition(partition)
