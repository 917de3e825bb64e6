# Type stubs for the pyfxfast._C extension (private API).
from typing import Any

# ---------------------------------------------------------------- matcher
# csrc/python/bind_matcher.cpp

class CandidateIndex:
    """Graph nodes bucketed by (op, target), shared by many patterns (match_many)."""

    def __init__(self, graph: CompactGraph) -> None: ...

def match_subgraph(
    pattern: CompactGraph,
    graph: CompactGraph,
    anchors: list[int],
    placeholders: list[int],
    returning: list[int],
    overload: bytes,
    options: list[bool],
    name_match: bytes | None,
    hooks: Any,
    match_cls: type,
    fill_dict: bool,
    anchor_objects: list[Any],
    index: CandidateIndex | None = None,
) -> list[Any]: ...

def has_op_target(graph: Any, node_type: type, pairs: list[tuple[str, Any]]) -> bool: ...

# CompactGraph and Interner are bound in csrc/python/bind_graph.cpp.
class CompactGraph: ...
class Interner: ...
