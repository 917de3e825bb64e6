"""Benchmarks of SubgraphMatcher: ATen patterns against replicated transformer graphs.

torch's matcher is quadratic (a whole-graph BFS per match in its cycle filter),
so it is skipped above 50k nodes for patterns that match (10k for the
multi-anchor pattern, where torch also tries every candidate pair); the no-match
pattern costs torch only a candidate scan and is timed further.
"""

from __future__ import annotations

import operator
from typing import Any, Callable

import torch
import torch.fx as fx
from torch.fx.passes.utils.matcher_utils import SubgraphMatcher as TorchSubgraphMatcher

from ..matcher import SubgraphMatcher, match_many

from .harness import BenchCase
from .inputs import model_graph

__all__ = ["CASES", "cases", "PATTERNS", "TORCH_PATTERNS"]

SIZES = (10_000, 50_000, 200_000, 1_000_000)
DEFAULT_SIZES = (10_000,)  # `pyfxfast bench` without --full
aten = torch.ops.aten


def _addmm_view() -> fx.Graph:
    p = fx.Graph()
    x, w, b, shape = (p.placeholder(n) for n in ("x", "w", "b", "shape"))
    p.output(p.call_function(aten.view.default, (p.call_function(aten.addmm.default, (b, x, w)), shape)))
    return p


def _mlp() -> fx.Graph:
    """fc1 -> gelu -> fc2 as exported: addmm, view, gelu, view, addmm, view."""
    p = fx.Graph()
    x, w1, b1, w2, b2, s1, s2, s3 = (p.placeholder(n) for n in ("x", "w1", "b1", "w2", "b2", "s1", "s2", "s3"))
    h = p.call_function(aten.view.default, (p.call_function(aten.addmm.default, (b1, x, w1)), s1))
    h = p.call_function(aten.view.default, (p.call_function(aten.gelu.default, (h,)), s2))
    p.output(p.call_function(aten.view.default, (p.call_function(aten.addmm.default, (b2, h, w2)), s3)))
    return p


def _attention() -> fx.Graph:
    """softmax(q @ k * scale) @ v as exported: bmm, view, mul, _softmax, expand, view, bmm."""
    p = fx.Graph()
    q, k, v, s1, scale, s2, s3 = (p.placeholder(n) for n in ("q", "k", "v", "s1", "scale", "s2", "s3"))
    att = p.call_function(aten.view.default, (p.call_function(aten.bmm.default, (q, k)), s1))
    att = p.call_function(aten._softmax.default, (p.call_function(aten.mul.Tensor, (att, scale)), -1, False))
    att = p.call_function(aten.view.default, (p.call_function(aten.expand.default, (att, s2)), s3))
    p.output(p.call_function(aten.bmm.default, (att, v)))
    return p


def _split_getitems() -> fx.Graph:
    """A multi-output pattern (three anchors): split_with_sizes -> 3 x getitem."""
    p = fx.Graph()
    x, sizes = p.placeholder("x"), p.placeholder("sizes")
    split = p.call_function(aten.split_with_sizes.default, (x, sizes, -1))
    p.output(tuple(p.call_function(operator.getitem, (split, i)) for i in range(3)))
    return p


def _no_match() -> fx.Graph:
    """Anchored on the most common op (view), failing at its input."""
    p = fx.Graph()
    x, shape = p.placeholder("x"), p.placeholder("shape")
    p.output(p.call_function(aten.view.default, (p.call_function(aten.sigmoid.default, (x,)), shape)))
    return p


def _view_transpose() -> fx.Graph:
    """torch level (call_method): x.view(b, s, h, d).transpose(1, 2)."""
    p = fx.Graph()
    x, b, s, d = (p.placeholder(n) for n in ("x", "b", "s", "d"))
    p.output(p.call_method("transpose", (p.call_method("view", (x, b, s, 4, d)), 1, 2)))
    return p


def _module_mlp() -> fx.Graph:
    """torch level (call_module): fc2(gelu(fc1(x)))."""
    root = torch.nn.Module()
    root.fc1, root.fc2 = torch.nn.Linear(1, 1), torch.nn.Linear(1, 1)
    p = fx.Graph()
    h = p.call_module("fc1", (p.placeholder("x"),))
    p.output(p.call_module("fc2", (p.call_function(torch._C._nn.gelu, (h,)),)))
    fx.GraphModule(root, p)  # call_module patterns need an owning module
    return p


def _torch_attention() -> fx.Graph:
    """torch level: softmax(q @ k * scale, dim=-1) @ v."""
    p = fx.Graph()
    q, k, scale, v = (p.placeholder(n) for n in ("q", "k", "scale", "v"))
    att = p.call_function(operator.mul, (p.call_function(operator.matmul, (q, k)), scale))
    att = p.call_function(torch.softmax, (att,), {"dim": -1})
    p.output(p.call_function(operator.matmul, (att, v)))
    return p


def _torch_no_match() -> fx.Graph:
    p = fx.Graph()
    p.output(p.call_method("transpose", (p.call_function(torch.sigmoid, (p.placeholder("x"),)), 1, 2)))
    return p


#: torch-level patterns, for the "torch" model: name -> (builder, torch_max_nodes)
TORCH_PATTERNS: dict[str, tuple[Callable[[], fx.Graph], int]] = {
    "view->transpose": (_view_transpose, 50_000),
    "fc1->gelu->fc2 (call_module)": (_module_mlp, 50_000),
    "attention (4 nodes)": (_torch_attention, 50_000),
    "no match": (_torch_no_match, 200_000),
}

#: ATen patterns, for the "aten" model: name -> (builder, torch_max_nodes)
PATTERNS: dict[str, tuple[Callable[[], fx.Graph], int]] = {
    "addmm->view": (_addmm_view, 50_000),
    "MLP (6 nodes)": (_mlp, 50_000),
    "attention (7 nodes)": (_attention, 50_000),
    "split->3 getitem (3 anchors)": (_split_getitems, 10_000),
    "no match": (_no_match, 200_000),
}


def _graph(model: str, nodes: int) -> fx.GraphModule:
    """The harness's cached graph for a size, shared by all cases (a 1M-node
    graph takes minutes to build); never mutated."""
    return model_graph(model, nodes)


def _keys(matches: list[Any]) -> list[tuple]:
    def name(v: Any) -> Any:
        return v.name if isinstance(v, fx.Node) else repr(v)

    return [
        (
            [a.name for a in m.anchors],
            [(p.name, name(g)) for p, g in m.nodes_map.items()],
            [name(v) for v in m.placeholder_nodes],
            [name(v) for v in m.returning_nodes],
        )
        for m in matches
    ]


def _same(a: Any, b: Any) -> bool:
    if a and isinstance(a[0], list):  # match_many: one list per pattern
        return len(a) == len(b) and all(_keys(x) == _keys(y) for x, y in zip(a, b))
    return _keys(a) == _keys(b)


def _case(name: str, build: Callable[[], fx.Graph], torch_max: int, model: str) -> BenchCase:
    pattern = build()
    return BenchCase(
        name=f"match {name} ({model})",
        sizes=SIZES,
        default_sizes=DEFAULT_SIZES,
        make_input=lambda n: _graph(model, n).graph,
        run_torch=lambda g: TorchSubgraphMatcher(pattern).match(g),
        run_fast=lambda g: SubgraphMatcher(pattern).match(g),
        same=_same,
        torch_max_nodes=torch_max,
    )


def cases(model: str = "aten") -> list[BenchCase]:
    """The matcher cases: ATen patterns, or torch-level ones for the "torch" model."""
    table = TORCH_PATTERNS if model == "torch" else PATTERNS
    out = [_case(name, build, torch_max, model) for name, (build, torch_max) in table.items()]
    patterns = [build() for build, _ in table.values()]
    out.append(
        BenchCase(
            name=f"match_many, {len(patterns)} patterns ({model})",
            sizes=SIZES,
            default_sizes=DEFAULT_SIZES,
            make_input=lambda n: _graph(model, n).graph,
            run_torch=lambda g: [TorchSubgraphMatcher(p).match(g) for p in patterns],
            run_fast=lambda g: match_many(g, patterns),
            same=_same,
            torch_max_nodes=10_000,
        )
    )
    return out


CASES: list[BenchCase] = cases("aten")
