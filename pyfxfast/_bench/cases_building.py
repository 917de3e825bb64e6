"""Benchmark cases of graph building, against torch.fx: fx.Transformer passes
(identity and the docs' ReplaceAddWithMul) on ATen graphs, symbolic_trace of
stacked transformer blocks, and the docs' insert_relu_after_add node loop
under patch(graph_building=True) (which implies codegen)."""

from __future__ import annotations

import operator
from typing import Any

import torch
import torch.fx as fx
from torch import nn

from ..building import Transformer, symbolic_trace
from .. import exec_cache
from ..patching import patch
from ..testing.graphs import TransformerBlock
from .harness import BenchCase
from .inputs import model_copy, model_graph

__all__ = ["cases", "insert_relu_after_add", "module_summary", "stacked_blocks"]

_BLOCK_NODES = 35  # a TransformerBlock traces to 35 nodes, plus the input and output

_ADD_TO_MUL = {torch.ops.aten.add.Tensor: torch.ops.aten.mul.Tensor}


def _replace_add_with_mul(base: type) -> type:
    class ReplaceAddWithMul(base):  # type: ignore[misc, valid-type]
        def call_function(self, target: Any, args: Any, kwargs: Any) -> Any:
            return super().call_function(_ADD_TO_MUL.get(target, target), args, kwargs)

    return ReplaceAddWithMul


def module_summary(gm: fx.GraphModule) -> Any:
    """Code, and per node: name, op, target, arguments, users and meta (from_node as dicts)."""

    def meta(node: fx.Node) -> list[Any]:
        return [(k, [s.to_dict() for s in v] if k == "from_node" else repr(v)) for k, v in node.meta.items()]

    nodes = [(n.name, n.op, str(n.target), repr(fx.map_arg((n.args, n.kwargs), lambda a: a.name)),
              [u.name for u in n.users], meta(n)) for n in gm.graph.nodes]
    return gm.code, nodes


def _same(a: fx.GraphModule, b: fx.GraphModule) -> bool:
    return module_summary(a) == module_summary(b)


def insert_relu_after_add(gm: fx.GraphModule) -> fx.GraphModule:
    """The node loop of torch.fx's docs: a relu after every add, then lint and recompile."""
    graph = gm.graph
    for node in list(graph.nodes):
        if node.op == "call_function" and node.target in (operator.add, torch.ops.aten.add.Tensor):
            with graph.inserting_after(node):
                relu = graph.call_function(torch.relu, (node,))
                node.replace_all_uses_with(relu, delete_user_cb=lambda user: user is not relu)
    graph.lint()
    gm.recompile()
    return gm


def _patched_node_loop(gm: fx.GraphModule) -> fx.GraphModule:
    # The one switch (it implies codegen), and patch()'s own cost, about 30 ms, included.
    # The repeated runs would find their source compiled before: not what one run of a pass sees.
    exec_cache.clear()
    with patch(graph_building=True):
        return insert_relu_after_add(gm)


def stacked_blocks(nodes: int) -> nn.Module:
    """Torch-level transformer blocks in sequence, tracing to about ``nodes`` nodes."""
    return nn.Sequential(*[TransformerBlock() for _ in range(max(1, (nodes - 2) // _BLOCK_NODES))])


def _patched_trace(root: nn.Module) -> fx.GraphModule:
    exec_cache.clear()
    with patch(graph_building=True):
        return fx.symbolic_trace(root)


def cases(model: str = "aten") -> list[BenchCase]:
    sizes = (10_000, 50_000, 200_000)
    passes = [("identity Transformer", fx.Transformer, Transformer),
              ("Transformer ReplaceAddWithMul", _replace_add_with_mul(fx.Transformer), _replace_add_with_mul(Transformer))]
    return [
        BenchCase(
            name=f"{label} ({model})",
            sizes=sizes,
            default_sizes=(10_000,),
            make_input=lambda n: model_graph(model, n),
            run_torch=lambda gm, cls=torch_cls: cls(gm).transform(),
            run_fast=lambda gm, cls=fast_cls: cls(gm).transform(),
            same=_same,
        )
        for label, torch_cls, fast_cls in passes
    ] + [
        BenchCase(
            name=f"symbolic_trace, transformer blocks{label}",
            sizes=(24 * _BLOCK_NODES + 2, 96 * _BLOCK_NODES + 2),
            default_sizes=(96 * _BLOCK_NODES + 2,),
            make_input=stacked_blocks,
            run_torch=fx.symbolic_trace,
            run_fast=trace,
            same=_same,
        )
        for label, trace in (("", symbolic_trace), (", fx's under patch(graph_building)", _patched_trace))
    ] + [
        BenchCase(
            name=f"insert_relu_after_add node loop, under patch(graph_building) ({model})",
            sizes=(10_000, 50_000, 200_000),
            default_sizes=(10_000,),
            make_input=lambda n: model_copy(model, n),
            run_torch=insert_relu_after_add,
            run_fast=_patched_node_loop,
            same=_same,
            mutates_input=True,
        ),
    ]
