"""pyfxfast: C++-accelerated drop-in replacements for torch.fx graph passes.

Change one import, get the same results faster::

    from pyfxfast import eliminate_dead_code, topo_sort, validate_partition
"""

from typing import Any

from .building import Tracer, Transformer, symbolic_trace
from ._graph import ArgTag, CompactGraph, OpKind, StaleGraphError
from .codegen import python_code, recompile
from .conv_bn import fuse_conv_bn
from .dce import eliminate_dead_code
from .fidelity import FallbackWarning, support_report
from .inline import InliningTracer, inline
from .matcher import InternalMatch, SubgraphMatcher, match_many
from .operator_support import OperatorSupport, OperatorSupportBase, any_chain, chain, create_op_support
from .ordering import legalize_graph, stable_topological_sort
from .patching import is_patched, patch, unpatch
from .rewriter import Match, ReplacedPatterns, Rule, replace_pattern, replace_pattern_with_filters, replace_patterns
from .split import split_module
from ._version import __version__

# Loaded on first use: these modules import torch modules that ``import torch``
# does not (fuser_utils, infra.partitioner, matcher_with_name_node_map_utils),
# and importing pyfxfast must not import them (it is visible: test_fx's public
# API surface).
_LAZY = {
    "CallableNodes": "compile",
    "compile_partitions": "compile",
    "pyfxfast_backend": "compile",
    "fuse_by_partitions": "fuse",
    "topo_sort": "fuser_utils",
    "validate_partition": "fuser_utils",
    "CapabilityBasedPartitioner": "partitioner",
    "Partition": "partitioner",
    "SubgraphMatcherWithNameNodeMap": "matcher",
}
_LAZY_MODULES = {"compile", "executorch", "fuse", "fuser_utils", "partitioner"}


def __getattr__(name: str) -> Any:
    import importlib

    if name in _LAZY:
        value = getattr(importlib.import_module(f"{__name__}.{_LAZY[name]}"), name)
        globals()[name] = value
        return value
    if name in _LAZY_MODULES:
        return importlib.import_module(f"{__name__}.{name}")
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_LAZY))


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
