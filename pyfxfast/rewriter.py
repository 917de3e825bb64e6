"""Subgraph rewriting, drop-ins for ``torch.fx.subgraph_rewriter``:
``replace_pattern`` and ``replace_pattern_with_filters``, plus
``replace_patterns`` to apply many rules with one conversion and one recompile.

torch spends its time in the quadratic matcher and in two whole-graph scans
per match to find where the replacement goes. Here matching is pyfxfast's
SubgraphMatcher and the insertion point comes from the nodes' order keys
(``Node._sort_key``, kept by fx on every insertion), so each replacement costs
time proportional to its own size. The graph surgery itself is torch's:
``graph_copy``, ``replace_all_uses_with``, ``erase_node``.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any, Callable, Sequence, Union

import torch
import torch.fx as fx
from torch.fx.passes.utils.matcher_utils import InternalMatch
from torch.fx import subgraph_rewriter as _torch_rewriter
from torch.fx.subgraph_rewriter import Match, ReplacedPatterns

from . import fidelity
from .codegen import recompile
from .matcher import SubgraphMatcher
from ._errors import WrongTypeError

__all__ = ["Match", "ReplacedPatterns", "Rule", "replace_pattern", "replace_pattern_with_filters", "replace_patterns"]

PatternLike = Union[Callable[..., Any], fx.Graph, fx.GraphModule]
MatchFilter = Callable[[InternalMatch, fx.Graph, fx.Graph], bool]
ReplacementCallback = Callable[[InternalMatch, fx.Graph, fx.Graph], fx.Graph]

# torch's, captured before pyfxfast.patch() can replace it.
_torch_replace_pattern_with_filters = _torch_rewriter.replace_pattern_with_filters
_MIRROR = fidelity.declare("replace_pattern")


def replace_pattern(gm: fx.GraphModule, pattern: PatternLike, replacement: PatternLike) -> list[Match]:
    """Replace every non-overlapping match of ``pattern`` in ``gm`` by ``replacement``.

    Same rewritten graph, returned ``Match`` objects and exceptions as
    ``torch.fx.replace_pattern``.
    """
    replaced = replace_pattern_with_filters(gm, pattern, replacement)
    return [Match(anchor=r.anchor, nodes_map=r.nodes_map) for r in replaced]


def replace_pattern_with_filters(
    gm: fx.GraphModule,
    pattern: PatternLike,
    replacement: PatternLike | None = None,
    match_filters: list[MatchFilter] | None = None,
    ignore_literals: bool = False,
    replacement_callback: ReplacementCallback | None = None,
    node_name_match: str = "",
) -> list[ReplacedPatterns]:
    """As ``torch.fx.subgraph_rewriter.replace_pattern_with_filters``: matches
    must pass every filter; the replacement is a callable, Graph or
    GraphModule, or comes from ``replacement_callback`` per match."""
    _check_gm(gm)
    if not _MIRROR.accelerated:
        return _torch_replace_pattern_with_filters(
            gm, pattern, replacement, match_filters, ignore_literals, replacement_callback, node_name_match
        )
    pattern_graph = _as_graph(pattern)
    matches = SubgraphMatcher(
        pattern_graph,
        match_output=False,
        match_placeholder=False,
        remove_overlapping_matches=True,
        ignore_literals=ignore_literals,
    ).match(gm.graph, node_name_match=node_name_match)
    rewriter = _Rewriter(gm)
    replaced = rewriter.apply(matches, pattern_graph, replacement, match_filters or [], replacement_callback)
    recompile(gm)
    if isinstance(replacement, torch.nn.Module):
        _copy_replacement_attributes(gm, replacement)
    return replaced


@dataclass
class Rule:
    """One rewrite rule for :func:`replace_patterns`."""

    pattern: PatternLike
    replacement: PatternLike | None = None
    match_filters: Sequence[MatchFilter] = ()
    ignore_literals: bool = False
    replacement_callback: ReplacementCallback | None = None


RuleLike = Union[Rule, tuple]


def replace_patterns(gm: fx.GraphModule, rules: Sequence[RuleLike]) -> list[list[ReplacedPatterns]]:
    """Apply several rewrite rules with one recompile at the end.

    ``rules`` holds :class:`Rule` objects or ``(pattern, replacement[, match_filters])``
    tuples. Rules run in order, each on the graph as the previous rules left
    it, so the result is the same as calling ``replace_pattern_with_filters``
    once per rule; only the intermediate ``recompile()`` calls (the dominant
    cost on big graphs, 20-30 us per node each) and the per-call graph
    conversions are saved. A node created by one rule can be matched by a
    later rule; earlier rules take precedence where matches would overlap.

    Returns one list of ``ReplacedPatterns`` per rule.
    """
    _check_gm(gm)
    results: list[list[ReplacedPatterns]] = []
    if not _MIRROR.accelerated:
        for rule in map(_as_rule, rules):
            results.append(_torch_replace_pattern_with_filters(
                gm, rule.pattern, rule.replacement, list(rule.match_filters), rule.ignore_literals,
                rule.replacement_callback,
            ))
        return results
    for raw in rules:
        rule = _as_rule(raw)
        pattern_graph = _as_graph(rule.pattern)
        matches = SubgraphMatcher(
            pattern_graph,
            match_output=False,
            match_placeholder=False,
            remove_overlapping_matches=True,
            ignore_literals=rule.ignore_literals,
        ).match(gm.graph)
        results.append(
            _Rewriter(gm).apply(matches, pattern_graph, rule.replacement, list(rule.match_filters),
                                rule.replacement_callback)
        )
        if isinstance(rule.replacement, torch.nn.Module):
            # Now, not after the last rule: later patterns may match get_attr
            # nodes whose attributes this copies.
            _copy_replacement_attributes(gm, rule.replacement)
    recompile(gm)
    return results


# --------------------------------------------------------------------------


def _check_gm(gm: object) -> None:
    if not isinstance(gm, fx.GraphModule):
        raise WrongTypeError(f"expected a torch.fx.GraphModule, got {type(gm).__name__}")


def _as_graph(obj: PatternLike) -> fx.Graph:
    if isinstance(obj, fx.GraphModule):
        return obj.graph
    if isinstance(obj, fx.Graph):
        return obj
    return fx.symbolic_trace(obj).graph  # type: ignore[arg-type]


def _as_rule(raw: RuleLike) -> Rule:
    if isinstance(raw, Rule):
        return raw
    if isinstance(raw, tuple) and 2 <= len(raw) <= 3:
        return Rule(raw[0], raw[1], tuple(raw[2]) if len(raw) == 3 and raw[2] is not None else ())
    raise TypeError(f"a rule is a pyfxfast.Rule or (pattern, replacement[, match_filters]), got {raw!r}")


class _Rewriter:
    """Applies matches to ``gm.graph`` one by one, as torch does."""

    def __init__(self, gm: fx.GraphModule) -> None:
        self.gm = gm
        self.graph = gm.graph
        # Graph nodes replaced by an earlier match -> the node that replaced them.
        self.changed: dict[fx.Node, fx.Node] = {}

    def apply(
        self,
        matches: list[InternalMatch],
        pattern_graph: fx.Graph,
        replacement: PatternLike | None,
        match_filters: list[MatchFilter],
        replacement_callback: ReplacementCallback | None,
    ) -> list[ReplacedPatterns]:
        graph = self.graph
        matches = [m for m in matches if all(f(m, graph, pattern_graph) for f in match_filters)]
        if isinstance(replacement, (fx.GraphModule, fx.Graph)) or callable(replacement):
            common = _as_graph(replacement)  # type: ignore[arg-type]
        elif replacement_callback is None:
            raise AssertionError("Must provide either a replacement GraphModule or a replacement callback")
        else:
            common = None
        to_erase = [p for p in reversed(pattern_graph.nodes) if p.op not in ("placeholder", "output")]
        pattern_placeholders = [p for p in pattern_graph.nodes if p.op == "placeholder"]
        done = []
        for match in matches:
            if replacement_callback is not None:
                replacement_graph = replacement_callback(match, graph, pattern_graph)
            else:
                assert common is not None
                replacement_graph = common
            done.append(self._replace_one(match, replacement_graph, to_erase, pattern_placeholders))
        return done

    def _replace_one(
        self,
        match: InternalMatch,
        replacement_graph: fx.Graph,
        to_erase: list[fx.Node],
        pattern_placeholders: list[fx.Node],
    ) -> ReplacedPatterns:
        graph = self.graph
        placeholders = [n for n in replacement_graph.nodes if n.op == "placeholder"]
        if len(match.placeholder_nodes) != len(placeholders):
            raise AssertionError(
                f"Placeholder count mismatch: {len(match.placeholder_nodes)} vs {len(placeholders)}"
            )
        if _MIRROR.behaves_as >= (2, 15):
            val_map = self._inputs_2_15(match, placeholders, pattern_placeholders)
        else:
            val_map = self._inputs(match, placeholders)

        with graph.inserting_before(self._insert_point(match)):
            copied = graph.graph_copy(replacement_graph, val_map)
        if isinstance(copied, fx.Node):
            copied = (copied,)
        replacements = [
            v for v in val_map.values() if isinstance(v, fx.Node) and v not in match.placeholder_nodes
        ]
        if len(match.returning_nodes) != len(copied):  # type: ignore[arg-type]
            raise AssertionError(
                f"Returning nodes count mismatch: {len(match.returning_nodes)} vs {len(copied)}"  # type: ignore[arg-type]
            )
        for gn, new in zip(match.returning_nodes, copied):  # type: ignore[arg-type]
            gn.replace_all_uses_with(new)
            self.changed[gn] = new
        for p in to_erase:
            graph.erase_node(match.nodes_map[p])
        return ReplacedPatterns(anchor=match.anchors[0], nodes_map=match.nodes_map, replacements=replacements)

    def _inputs(self, match: InternalMatch, placeholders: list[fx.Node]) -> dict[fx.Node, Any]:
        """The replacement's inputs (torch <= 2.14): node arguments replaced by
        an earlier match are substituted, in the match too; others pass as is."""
        val_map: dict[fx.Node, Any] = {}
        for rn, gn in zip(placeholders, match.placeholder_nodes):
            if not isinstance(gn, fx.Node):
                val_map[rn] = gn
                continue
            new = self.changed.get(gn, gn)
            val_map[rn] = new
            if new is not gn:
                # An earlier replacement consumed this input: point the match at its substitute.
                match.placeholder_nodes[match.placeholder_nodes.index(gn)] = new
                key = next(k for k, v in match.nodes_map.items() if v == gn)
                match.nodes_map[key] = new
        return val_map

    def _inputs_2_15(
        self, match: InternalMatch, placeholders: list[fx.Node], pattern_placeholders: list[fx.Node]
    ) -> dict[fx.Node, Any]:
        """torch 2.15: substitutes nodes inside non-node arguments too, and
        updates the match at each placeholder's own position."""
        val_map: dict[fx.Node, Any] = {}
        for i, (rn, gn) in enumerate(zip(placeholders, match.placeholder_nodes)):
            val_map[rn] = fx.node.map_arg(gn, lambda node: self.changed.get(node, node))
            match.placeholder_nodes[i] = val_map[rn]
            match.nodes_map[pattern_placeholders[i]] = val_map[rn]
        return val_map

    @staticmethod
    def _insert_point(match: InternalMatch) -> fx.Node:
        """Before the earliest user of the match's outputs or, if they have no
        users, right after the latest output (torch finds both by scanning the
        graph; the order keys give them directly)."""
        users: set[fx.Node] = set()
        for n in match.returning_nodes:
            users.update(n.users)
        if users:
            return min(users, key=_order_key)
        if not match.returning_nodes:
            raise AssertionError("The insert point can't be None")
        last = max(match.returning_nodes, key=_order_key)
        after = last.next
        if after.op == "root":
            raise AssertionError("The insert point can't be None")
        return after


def _order_key(node: fx.Node) -> Any:
    return node._sort_key


def _copy_replacement_attributes(gm: fx.GraphModule, replacement: torch.nn.Module) -> None:
    """Copy the submodules and attributes the rewritten graph now reads from the
    replacement module (torch's ``_replace_attributes``)."""
    gm.delete_all_unused_submodules()
    if isinstance(replacement, fx.GraphModule):
        replacement.graph.lint()

    def lookup(module: torch.nn.Module, target: str) -> Any:
        parent, _, attr = target.rpartition(".")
        try:
            owner = module.get_submodule(parent)
        except AttributeError:
            return None
        return getattr(owner, attr, None)

    for node in gm.graph.nodes:
        if node.op not in ("call_module", "get_attr"):
            continue
        if lookup(gm, node.target) is not None:
            continue
        source = lookup(replacement, node.target)
        if source is None:
            raise RuntimeError(
                'Attempted to create a "', node.op,
                f'" node during subgraph rewriting with target {node.target}, but the '
                "referenced attribute does not exist in the replacement GraphModule",
            )
        clone = copy.deepcopy(source)
        if isinstance(source, torch.nn.Module):
            gm.add_submodule(node.target, clone)
        else:
            setattr(gm, node.target, clone)
    gm.graph.lint()
