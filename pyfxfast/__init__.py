"""pyfxfast: C++-accelerated drop-in replacements for torch.fx graph passes.

Change one import, get the same results faster::

    from pyfxfast import eliminate_dead_code, topo_sort, validate_partition
"""

from ._graph import ArgTag, CompactGraph, OpKind, StaleGraphError
from .dce import eliminate_dead_code
from .fuser_utils import topo_sort, validate_partition
from .ordering import legalize_graph, stable_topological_sort

__version__ = "0.1.0"

__all__ = [
    "ArgTag",
    "CompactGraph",
    "OpKind",
    "StaleGraphError",
    "eliminate_dead_code",
    "legalize_graph",
    "stable_topological_sort",
    "topo_sort",
    "validate_partition",
]
