"""Drop-in, C++-accelerated replacements for torch.fx's SubgraphMatcher.

``SubgraphMatcher`` subclasses torch's class, so construction (and its errors),
attributes and hooks are torch's own; only ``match`` is replaced. It returns
torch's ``InternalMatch`` objects: the same matches in the same order, with the
same ``anchors``, ``nodes_map`` (same insertion order), ``placeholder_nodes`` and
``returning_nodes``.

The backtracking match, the containment filter, the cycle filter
(``validate_partition``) and overlap removal run in C++ with the GIL released.
Questions whose answer lives in Python objects go back to Python, one pair of
values at a time: literals that compare by identity or elementwise (NaN,
tensors, unhashables, dicts, slices), ``get_attr`` values
(``_match_attributes``, so overriding it is honoured) and OpOverload schema
normalisation when argument counts differ.

Subclasses that override ``_match_nodes``, ``_nodes_are_equal``,
``_match_literals``, ``_is_contained`` or ``_remove_overlapping_matches`` (on the
class or the instance) get torch's own Python ``match``, which calls those
hooks; so do patterns or graphs that reference nodes of other graphs.

Known differences from torch, all outside ordinary graphs:

* The constructor and ``match`` raise WrongTypeError (a TypeError and an
  AttributeError) for a pattern or graph that is
  not an ``fx.Graph`` (``match`` also takes a CompactGraph); torch fails later
  with an AttributeError.
* Patterns deeper than Python's recursion limit match instead of raising
  RecursionError.
* Literals are compared by interned ids (same type and ==); a type whose hash
  disagrees with its == could compare differently. A placeholder bound to a
  literal is assumed never to equal a Node (torch evaluates ``literal == node``,
  which only an exotic ``__eq__`` makes true or raise).
"""

from __future__ import annotations

import importlib
import inspect
import threading
from typing import Any, Sequence, Union

import torch
import torch.fx as fx
from torch.fx import Node
from torch.fx.passes.utils import matcher_utils as _torch_matcher
from torch.fx.passes.utils.matcher_utils import InternalMatch

from . import _C, fidelity
from ._graph import CompactGraph, new_interner
from ._errors import WrongTypeError

__all__ = ["InternalMatch", "SubgraphMatcher", "SubgraphMatcherWithNameNodeMap", "match_many"]

# Hooks the C++ path reimplements; overriding any of them selects torch's match.
_PYTHON_ONLY_HOOKS = (
    "_match_nodes",
    "_nodes_are_equal",
    "_match_literals",
    "_is_contained",
    "_remove_overlapping_matches",
)

GraphLike = Union[fx.Graph, CompactGraph]


def _object_at(roots: Sequence[Any], pos: int) -> Any:
    """The value at token `pos` of the encoding of `roots` (see csrc/graph/graph.hpp)."""
    stack = list(reversed(roots))
    i = 0
    while stack:
        obj = stack.pop()
        if i == pos:
            return obj
        i += 1
        if isinstance(obj, Node):
            continue
        if isinstance(obj, (tuple, list)):
            stack.extend(reversed(obj))
        elif isinstance(obj, dict):
            for key, value in reversed(list(obj.items())):
                stack.append(value)
                stack.append(key)
        elif isinstance(obj, slice):
            stack.extend((obj.step, obj.stop, obj.start))
    raise IndexError(f"no value at token {pos}")


def _all_arguments(schema_args: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> list[Any]:
    """torch's get_all_arguments: args and kwargs laid out in schema order."""
    out = []
    for i, arg in enumerate(schema_args):
        if arg.name in kwargs:
            out.append(kwargs[arg.name])
        elif not arg.kwarg_only and i < len(args):
            out.append(args[i])
        else:
            out.append(arg.default_value)
    return out


_DATACLASS_INIT = InternalMatch.__init__


def _plain_internal_match() -> bool:
    """True if InternalMatch objects can be made by filling their __dict__
    (the dataclass __init__ is not replaced and attributes are plain)."""
    cls = InternalMatch
    return (
        cls.__init__ is _DATACLASS_INIT
        and cls.__setattr__ is object.__setattr__
        and cls.__new__ is object.__new__
        and "__slots__" not in cls.__dict__
    )


def _overload_kind(node: Node) -> int:
    """0: not an OpOverload call; 1: one whose schema normalisation keeps every
    argument; 2: one whose arguments do not fit its schema (see PatternInfo)."""
    if node.op != "call_function" or not isinstance(node.target, torch._ops.OpOverload):
        return 0
    schema_args = node.target._schema.arguments
    if len(node.args) > len(schema_args):
        return 2
    if any(schema_args[i].kwarg_only or schema_args[i].name in node.kwargs for i in range(len(node.args))):
        return 2
    names = {a.name for a in schema_args}
    return 1 if all(k in names for k in node.kwargs) else 2


class _Hooks:
    """Answers the C++ matcher's Python-dependent questions (see MatchHooks)."""

    def __init__(self, matcher: "SubgraphMatcher", pattern_nodes: tuple[Node, ...], graph_nodes: tuple[Node, ...]):
        self._matcher = matcher
        self._pattern_nodes = pattern_nodes
        self._graph_nodes = graph_nodes
        # Normalised argument lists, by extra-buffer id (same id on both sides).
        self._pattern_extra: list[list[Any]] = []
        self._graph_extra: list[list[Any]] = []

    def _value(self, nodes: tuple[Node, ...], extra: list[list[Any]], buf: int, pos: int) -> Any:
        if buf >= 0:
            node = nodes[buf]
            return _object_at((node.args, node.kwargs), pos)
        return _object_at((extra[-1 - buf],), pos)

    def _pattern_value(self, buf: int, pos: int) -> Any:
        return self._value(self._pattern_nodes, self._pattern_extra, buf, pos)

    def resolve(self, buf: int, pos: int) -> Any:
        """The graph-side value a placeholder was bound to."""
        return self._value(self._graph_nodes, self._graph_extra, buf, pos)

    def attributes_equal(self, pn: int, gn: int) -> bool:
        return bool(self._matcher._match_attributes(self._pattern_nodes[pn], self._graph_nodes[gn]))

    def literals_equal(self, pbuf: int, ppos: int, gbuf: int, gpos: int) -> bool:
        p = self._pattern_value(pbuf, ppos)
        g = self.resolve(gbuf, gpos)
        return bool(type(g) is type(p) and g == p)

    def values_equal(self, abuf: int, apos: int, bbuf: int, bpos: int) -> bool:
        return bool(self.resolve(abuf, apos) == self.resolve(bbuf, bpos))

    def normalize(self, pn_index: int, gn_index: int) -> tuple[list[Any], list[Any]]:
        pn = self._pattern_nodes[pn_index]
        gn = self._graph_nodes[gn_index]
        schema_args = pn.target._schema.arguments
        p_all = _all_arguments(schema_args, pn.args, pn.kwargs)
        g_all = _all_arguments(schema_args, gn.args, gn.kwargs)
        self._pattern_extra.append(p_all)
        self._graph_extra.append(g_all)
        return p_all, g_all


_MIRROR = fidelity.declare("SubgraphMatcher")

class SubgraphMatcher(_torch_matcher.SubgraphMatcher):
    """torch.fx.passes.utils.matcher_utils.SubgraphMatcher with a C++ ``match``.

    Same constructor and results as torch's. ``match`` also accepts a
    :class:`pyfxfast.CompactGraph` (raises StaleGraphError if its graph changed).
    """

    def __init__(
        self,
        pattern: fx.Graph,
        match_output: bool = False,
        match_placeholder: bool = False,
        remove_overlapping_matches: bool = True,
        ignore_literals: bool = False,
    ) -> None:
        if not isinstance(pattern, fx.Graph):
            # torch fails with an AttributeError on `pattern.nodes`.
            raise WrongTypeError(f"SubgraphMatcher pattern must be a torch.fx.Graph, got {type(pattern).__name__}")
        super().__init__(pattern, match_output, match_placeholder, remove_overlapping_matches, ignore_literals)

    def _needs_torch_path(self) -> bool:
        if not _MIRROR.accelerated:
            return True
        cls = type(self)
        for hook in _PYTHON_ONLY_HOOKS:
            if hook in self.__dict__ or getattr(cls, hook) is not getattr(_torch_matcher.SubgraphMatcher, hook):
                return True
        return False

    def match(self, graph: GraphLike, node_name_match: str = "") -> list[InternalMatch]:  # type: ignore[override]
        """Same as torch's ``SubgraphMatcher.match``; see the module docstring."""
        fx_graph = graph.graph if isinstance(graph, CompactGraph) else graph
        if not isinstance(fx_graph, fx.Graph):
            raise WrongTypeError(f"SubgraphMatcher.match expects a torch.fx.Graph, got {type(graph).__name__}")
        if self._needs_torch_path():
            return super().match(fx_graph, node_name_match)
        self._check_pattern()
        if isinstance(graph, fx.Graph) and not node_name_match and self._anchors_absent(graph):
            return []  # torch finds no anchor candidates, so no matches
        compact = _convert_target(graph)
        result = self._match_compact(compact, None, node_name_match)
        if result is None:
            return super().match(fx_graph, node_name_match)
        return result

    def _check_pattern(self) -> None:
        if not isinstance(self.pattern, fx.Graph):
            raise WrongTypeError(f"SubgraphMatcher pattern must be a torch.fx.Graph, got {type(self.pattern).__name__}")

    def _anchors_absent(self, graph: fx.Graph) -> bool:
        """True if no node of `graph` can be a candidate for any anchor; only
        decided for anchors that compare by op and target (call_*)."""
        anchors = self.pattern_anchors
        if not anchors or any(a.op not in ("call_function", "call_module", "call_method") for a in anchors):
            return False
        return not _C.has_op_target(graph, Node, [(a.op, a.target) for a in anchors])

    def _match_compact(
        self, graph: CompactGraph, index: _C.CandidateIndex | None, node_name_match: str
    ) -> list[InternalMatch] | None:
        """Runs the C++ matcher on a converted graph; None if only torch's path can answer."""
        self._check_pattern()
        pattern = CompactGraph(self.pattern, graph.interner)
        if pattern.foreign_refs or graph.foreign_refs:
            return None  # edges into other graphs: torch's path handles them as it does
        position = {node: i for i, node in enumerate(pattern.nodes)}
        try:
            anchors = [position[n] for n in self.pattern_anchors]
            placeholders = [position[n] for n in self.pattern_placeholder_nodes]
            returning = [position[n] for n in self.pattern_returning_nodes]
        except KeyError:
            return None  # the pattern changed since __init__
        overload = bytes(_overload_kind(n) for n in pattern.nodes)
        name_match = None
        if node_name_match:
            name_match = bytes(node_name_match in n.name for n in graph.nodes)
        options = [self.match_output, self.match_placeholder, self.remove_overlapping_matches, self.ignore_literals]
        hooks = _Hooks(self, pattern.nodes, graph.nodes)
        return _C.match_subgraph(
            pattern.native,
            graph.native,
            anchors,
            placeholders,
            returning,
            overload,
            [bool(o) for o in options],
            name_match,
            hooks,
            InternalMatch,
            _plain_internal_match(),
            self.pattern_anchors,
            index,
        )


# torch's signature, annotations included (this module's are strings).
SubgraphMatcher.__init__.__signature__ = inspect.signature(_torch_matcher.SubgraphMatcher.__init__)  # type: ignore[attr-defined]

_NAME_NODE_MAP_MODULE = "torch.fx.passes.utils.matcher_with_name_node_map_utils"
_class_lock = threading.Lock()


def _name_node_map_class() -> type:
    """pyfxfast's SubgraphMatcherWithNameNodeMap, made on first use: torch's
    module is imported then, not with pyfxfast (importing it is visible)."""
    with _class_lock:
        cls = globals().get("SubgraphMatcherWithNameNodeMap")
        if cls is None:
            torch_cls = importlib.import_module(_NAME_NODE_MAP_MODULE).SubgraphMatcherWithNameNodeMap
            cls = type("SubgraphMatcherWithNameNodeMap", (torch_cls, SubgraphMatcher), {
                "__doc__": "torch's SubgraphMatcherWithNameNodeMap on top of the C++ ``match``.",
                "__module__": __name__,
                "__qualname__": "SubgraphMatcherWithNameNodeMap",
            })
            globals()["SubgraphMatcherWithNameNodeMap"] = cls
        return cls


def __getattr__(name: str) -> Any:
    if name == "SubgraphMatcherWithNameNodeMap":
        return _name_node_map_class()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _convert_target(graph: GraphLike) -> CompactGraph:
    if isinstance(graph, CompactGraph):
        graph.ensure_fresh()
        return graph
    return CompactGraph(graph, new_interner())


def match_many(
    graph: GraphLike,
    patterns: Sequence[Union[fx.Graph, _torch_matcher.SubgraphMatcher]],
    node_name_match: str = "",
    **options: bool,
) -> list[list[InternalMatch]]:
    """Matches many patterns against one graph, converting the graph once.

    `patterns` holds fx.Graphs (matched with ``SubgraphMatcher(p, **options)``)
    or ready matchers. Anchor candidates come from one (op, target) index of the
    graph. Result i is exactly ``matcher_i.match(graph, node_name_match)``.
    """
    fx_graph = graph.graph if isinstance(graph, CompactGraph) else graph
    if not isinstance(fx_graph, fx.Graph):
        raise WrongTypeError(f"match_many expects a torch.fx.Graph, got {type(graph).__name__}")
    matchers = [p if isinstance(p, _torch_matcher.SubgraphMatcher) else SubgraphMatcher(p, **options) for p in patterns]
    compact: CompactGraph | None = None
    index: _C.CandidateIndex | None = None
    results: list[list[InternalMatch]] = []
    for m in matchers:
        fast = isinstance(m, SubgraphMatcher) and not m._needs_torch_path()
        result = None
        if fast:
            if compact is None:
                compact = _convert_target(graph)
                index = _C.CandidateIndex(compact.native)
            result = m._match_compact(compact, index, node_name_match)
        results.append(result if result is not None else m.match(fx_graph, node_name_match))
    return results
