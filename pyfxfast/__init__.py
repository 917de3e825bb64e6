"""pyfxfast: C++-accelerated drop-in replacements for torch.fx graph passes.

Change one import, get the same results faster::

    from pyfxfast import eliminate_dead_code, topo_sort, validate_partition
"""

from .building import Tracer, Transformer, symbolic_trace
from ._graph import ArgTag, CompactGraph, OpKind, StaleGraphError
from .codegen import python_code, recompile
from .compile import CallableNodes, compile_partitions, pyfxfast_backend
from .conv_bn import fuse_conv_bn
from .dce import eliminate_dead_code
from .fidelity import FallbackWarning, support_report
from .fuse import fuse_by_partitions
from .fuser_utils import topo_sort, validate_partition
from .inline import InliningTracer, inline
from .matcher import InternalMatch, SubgraphMatcher, SubgraphMatcherWithNameNodeMap, match_many
from .operator_support import OperatorSupport, OperatorSupportBase, any_chain, chain, create_op_support
from .ordering import legalize_graph, stable_topological_sort
from .partitioner import CapabilityBasedPartitioner, Partition
from .patching import is_patched, patch, unpatch
from .rewriter import Match, ReplacedPatterns, Rule, replace_pattern, replace_pattern_with_filters, replace_patterns
from .split import split_module
from ._version import __version__

__all__ = [
    "__version__",
    "ArgTag",
    "CallableNodes",
    "CapabilityBasedPartitioner",
    "CompactGraph",
    "InliningTracer",
    "InternalMatch",
    "Match",
    "OpKind",
    "OperatorSupport",
    "OperatorSupportBase",
    "Partition",
    "ReplacedPatterns",
    "Rule",
    "StaleGraphError",
    "SubgraphMatcher",
    "SubgraphMatcherWithNameNodeMap",
    "Tracer",
    "Transformer",
    "any_chain",
    "chain",
    "compile_partitions",
    "create_op_support",
    "eliminate_dead_code",
    "FallbackWarning",
    "support_report",
    "fuse_by_partitions",
    "fuse_conv_bn",
    "inline",
    "is_patched",
    "legalize_graph",
    "match_many",
    "patch",
    "pyfxfast_backend",
    "python_code",
    "recompile",
    "replace_pattern",
    "replace_pattern_with_filters",
    "replace_patterns",
    "split_module",
    "stable_topological_sort",
    "symbolic_trace",
    "topo_sort",
    "unpatch",
    "validate_partition",
]
