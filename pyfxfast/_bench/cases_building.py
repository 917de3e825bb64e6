"""Benchmark cases of graph building: fx.Transformer passes (identity and the
docs' ReplaceAddWithMul) on ATen graphs, against torch.fx."""

from __future__ import annotations

from typing import Any

import torch
import torch.fx as fx

from ..building import Transformer
from .harness import BenchCase
from .inputs import model_graph

__all__ = ["cases", "module_summary"]

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
    ]
