"""Benchmarks of the subgraph rewriter."""

from __future__ import annotations

import torch
import torch.fx as fx
from torch.fx import subgraph_rewriter as torch_rw

import pyfxfast

from .harness import BenchCase
from .inputs import model_copy

aten = torch.ops.aten


def _addmm_view() -> fx.Graph:
    g = fx.Graph()
    b, x, w, shape = (g.placeholder(n) for n in ("b", "x", "w", "shape"))
    g.output(g.call_function(aten.view.default, (g.call_function(aten.addmm.default, (b, x, w)), shape)))
    return g


def _mm_add_view() -> fx.Graph:
    g = fx.Graph()
    b, x, w, shape = (g.placeholder(n) for n in ("b", "x", "w", "shape"))
    mm = g.call_function(aten.mm.default, (x, w))
    g.output(g.call_function(aten.view.default, (g.call_function(aten.add.Tensor, (mm, b)), shape)))
    return g


def _unary(target) -> fx.Graph:
    g = fx.Graph()
    x = g.placeholder("x")
    g.output(g.call_function(target, (x,)))
    return g


def _rules() -> list[tuple[fx.Graph, fx.Graph]]:
    return [(_addmm_view(), _mm_add_view()), (_unary(aten.gelu.default), _unary(aten.relu.default)),
            (_unary(aten._softmax.default), _unary(aten.sigmoid.default))]


def _result(gm: fx.GraphModule, replaced) -> tuple[str, int]:
    return gm.code, len(replaced)


def _torch_one(gm):
    return _result(gm, torch_rw.replace_pattern_with_filters(gm, _addmm_view(), _mm_add_view()))


def _fast_one(gm):
    return _result(gm, pyfxfast.replace_pattern_with_filters(gm, _addmm_view(), _mm_add_view()))


def _torch_many(gm):
    return _result(gm, [r for p, rep in _rules() for r in torch_rw.replace_pattern_with_filters(gm, p, rep)])


def _fast_many(gm):
    return _result(gm, [r for rs in pyfxfast.replace_patterns(gm, _rules()) for r in rs])


def cases(model: str = "aten") -> list[BenchCase]:
    if model != "aten":
        return []  # the patterns are ATen ops
    return [
        BenchCase(
            name="replace_pattern_with_filters addmm->view (aten)",
            sizes=(1_000, 10_000, 50_000, 200_000),
            default_sizes=(10_000,),
            make_input=lambda n: model_copy(model, n),
            run_torch=_torch_one,
            run_fast=_fast_one,
            same=lambda a, b: a == b,
            torch_max_nodes=50_000,
            mutates_input=True,
        ),
        BenchCase(
            name="replace_patterns, 3 rules vs 3 torch calls (aten)",
            sizes=(1_000, 10_000, 50_000),
            default_sizes=(10_000,),
            make_input=lambda n: model_copy(model, n),
            run_torch=_torch_many,
            run_fast=_fast_many,
            same=lambda a, b: a == b,
            torch_max_nodes=50_000,
            mutates_input=True,
        ),
    ]
