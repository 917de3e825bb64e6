"""Benchmark inputs, built once per size and copied for runs that mutate.

The cache is also what the harness trims before timing a step: a graph no
step at this size uses is dropped (``keep_only_used``), so that the heap a
timed call (and the collection the harness times after it) walks holds this
step's input and not other sizes' graphs, as a user's process would."""

from __future__ import annotations

import copy
from typing import Any, Callable, Hashable

import torch.fx as fx

from ..testing import aten_graph, torch_graph

MODELS = {"aten": aten_graph, "torch": torch_graph}

_MAX_ENTRIES = 8  # outside the harness (scripts, tests): the oldest is dropped beyond this
_cache: dict[Hashable, Any] = {}
_used: set[Hashable] = set()  # keys asked for since start_step()


def cached(key: Hashable, build: Callable[[], Any]) -> Any:
    """The value built once for ``key`` (kept until trimmed); do not mutate it."""
    _used.add(key)
    try:
        return _cache[key]
    except KeyError:
        pass
    value = _cache[key] = build()
    while len(_cache) > _MAX_ENTRIES:
        del _cache[next(iter(_cache))]
    return value


def start_step() -> None:
    """Start recording which cached inputs the next step asks for."""
    _used.clear()


def keep_only_used() -> None:
    """Drop every cached input not asked for since start_step()."""
    for key in [k for k in _cache if k not in _used]:
        del _cache[key]


def _build(model: str, nodes: int, dead_fraction: float) -> fx.GraphModule:
    try:
        build = MODELS[model]
    except KeyError:
        raise ValueError(f"unknown model {model!r}; choose from {sorted(MODELS)}") from None
    return build(nodes, dead_fraction=dead_fraction)


def model_graph(model: str, nodes: int, dead_fraction: float = 0.0) -> fx.GraphModule:
    """The cached graph; do not mutate it."""
    return cached(("model", model, nodes, dead_fraction), lambda: _build(model, nodes, dead_fraction))


def model_copy(model: str, nodes: int, dead_fraction: float = 0.0) -> fx.GraphModule:
    """A private copy, for passes that change the graph (deepcopy is ~10x faster than building)."""
    return copy.deepcopy(model_graph(model, nodes, dead_fraction))


def clear() -> None:
    _cache.clear()
    _used.clear()
