"""pyfxfast: C++-accelerated drop-in replacements for torch.fx graph passes.

Change one import, get the same results faster::

    from pyfxfast import eliminate_dead_code, topo_sort, validate_partition
"""

from ._graph import ArgTag, CompactGraph, OpKind, StaleGraphError
from .matcher import InternalMatch, SubgraphMatcher, SubgraphMatcherWithNameNodeMap, match_many

__version__ = "0.1.0"

__all__ = [
    "ArgTag",
    "CompactGraph",
    "InternalMatch",
    "OpKind",
    "StaleGraphError",
    "SubgraphMatcher",
    "SubgraphMatcherWithNameNodeMap",
    "match_many",
]
