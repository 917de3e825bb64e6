"""Benchmarks of the foundation: conversion, DCE, orderings, partition checks."""

from __future__ import annotations

import random

import torch.fx as fx
from torch.fx.passes import tools_common
from torch.fx.passes.utils import fuser_utils

import pyfxfast
from pyfxfast.testing import shuffle_nodes

from .harness import BenchCase
from .inputs import model_copy, model_graph

SIZES = (1_000, 10_000, 50_000, 200_000)
DEFAULT_SIZES = (10_000,)  # `pyfxfast bench` without --full


def _names(nodes) -> list[str]:
    return [n.name for n in nodes]


def _bare_walk(gm: fx.GraphModule) -> int:
    # The floor any converter competes with: read op, target and inputs of every node.
    count = 0
    for n in gm.graph.nodes:
        n.op, n.target, n.all_input_nodes
        count += 1
    return count


def _inner_nodes(gm: fx.GraphModule) -> list[fx.Node]:
    return [n for n in gm.graph.nodes if n.op not in ("placeholder", "output")]


def _shuffled_nodes(model: str, n: int) -> list[fx.Node]:
    nodes = _inner_nodes(model_graph(model, n))
    random.Random(0).shuffle(nodes)
    return nodes


def _middle_half(model: str, n: int) -> list[fx.Node]:
    # The walk from the partition's users covers the whole second half.
    nodes = _inner_nodes(model_graph(model, n))
    return nodes[len(nodes) // 4 : len(nodes) * 3 // 4]


def _shuffled_graph(model: str, n: int) -> fx.GraphModule:
    gm = model_copy(model, n)
    shuffle_nodes(gm.graph, seed=0, swaps=len(gm.graph.nodes) // 10)
    return gm


def _dce(fn):
    def run(gm: fx.GraphModule):
        changed = fn(gm.graph)
        return changed, _names(gm.graph.nodes)

    return run


def _code(gm: fx.GraphModule) -> str:
    return gm.graph.python_code("self").src


def cases(model: str = "aten") -> list[BenchCase]:
    return [
        BenchCase(
            name=f"convert to CompactGraph ({model}) vs bare walk",
            sizes=SIZES,
            default_sizes=DEFAULT_SIZES,
            make_input=lambda n: model_graph(model, n),
            run_torch=_bare_walk,
            run_fast=lambda gm: len(pyfxfast.CompactGraph(gm.graph)),
            same=lambda a, b: a == b,
            counts_deferred_gc=False,  # leaves the collector almost nothing (tests/test_bench_cases.py)
        ),
        BenchCase(
            name=f"eliminate_dead_code ({model}, 30% dead)",
            sizes=SIZES,
            default_sizes=DEFAULT_SIZES,
            make_input=lambda n: model_copy(model, n, 0.3),
            run_torch=_dce(fx.Graph.eliminate_dead_code),
            run_fast=_dce(pyfxfast.eliminate_dead_code),
            same=lambda a, b: a == b,
            mutates_input=True,
            counts_deferred_gc=False,  # leaves the collector almost nothing (tests/test_bench_cases.py)
        ),
        BenchCase(
            name=f"topo_sort (shuffled partition, {model})",
            sizes=SIZES,
            default_sizes=DEFAULT_SIZES,
            make_input=lambda n: _shuffled_nodes(model, n),
            run_torch=lambda nodes: _names(fuser_utils.topo_sort(nodes)),
            run_fast=lambda nodes: _names(pyfxfast.topo_sort(nodes)),
            same=lambda a, b: a == b,
            counts_deferred_gc=False,  # leaves the collector almost nothing (tests/test_bench_cases.py)
        ),
        BenchCase(
            name=f"validate_partition (middle half, {model})",
            sizes=SIZES,
            default_sizes=DEFAULT_SIZES,
            make_input=lambda n: _middle_half(model, n),
            run_torch=fuser_utils.validate_partition,
            run_fast=pyfxfast.validate_partition,
            same=lambda a, b: a is b,
            counts_deferred_gc=False,  # leaves the collector almost nothing (tests/test_bench_cases.py)
        ),
        BenchCase(
            name=f"stable_topological_sort ({model}, 10% moved)",
            sizes=SIZES,
            default_sizes=DEFAULT_SIZES,
            make_input=lambda n: _shuffled_graph(model, n),
            run_torch=tools_common.stable_topological_sort,
            run_fast=pyfxfast.stable_topological_sort,
            same=lambda a, b: _code(a) == _code(b),
            mutates_input=True,
        ),
        BenchCase(
            name=f"legalize_graph ({model}, 10% moved)",
            sizes=SIZES,
            default_sizes=DEFAULT_SIZES,
            make_input=lambda n: _shuffled_graph(model, n),
            run_torch=tools_common.legalize_graph,
            run_fast=pyfxfast.legalize_graph,
            same=lambda a, b: _code(a) == _code(b),
            mutates_input=True,
        ),
    ]
