"""Benchmark inputs, built once per size and copied for runs that mutate."""

from __future__ import annotations

import copy
import functools

import torch.fx as fx

from ..testing import aten_graph, torch_graph

MODELS = {"aten": aten_graph, "torch": torch_graph}


@functools.lru_cache(maxsize=8)
def _cached(model: str, nodes: int, dead_fraction: float) -> fx.GraphModule:
    try:
        build = MODELS[model]
    except KeyError:
        raise ValueError(f"unknown model {model!r}; choose from {sorted(MODELS)}") from None
    return build(nodes, dead_fraction=dead_fraction)


def model_graph(model: str, nodes: int, dead_fraction: float = 0.0) -> fx.GraphModule:
    """The cached graph; do not mutate it."""
    return _cached(model, nodes, dead_fraction)


def model_copy(model: str, nodes: int, dead_fraction: float = 0.0) -> fx.GraphModule:
    """A private copy, for passes that change the graph (deepcopy is ~10x faster than building)."""
    return copy.deepcopy(_cached(model, nodes, dead_fraction))


def clear() -> None:
    _cached.cache_clear()
