"""Seeded random FX graphs that exercise every kind of node.

The graphs are structurally valid (topologically ordered, every target
resolvable on the owning module) but are not meant to run: shapes are not
tracked. They contain placeholders, get_attr, call_module (including an
impure module), call_method, call_function on Python and ATen targets, ops
with tuple outputs read through getitem, impure (mutating) ops, literals of
many types in args and kwargs, nested lists/tuples and slices. Values that
never reach the output are dead code.
"""

from __future__ import annotations

import operator
import random

import torch
import torch.fx as fx
from torch import nn

__all__ = ["random_dag", "RandomDagRoot", "shuffle_nodes"]


class _ImpureModule(nn.Module):
    _is_impure = True

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x


class RandomDagRoot(nn.Module):
    """Owning module: two parameters, a buffer, pure and impure submodules."""

    def __init__(self) -> None:
        super().__init__()
        self.w0 = nn.Parameter(torch.zeros(2))
        self.w1 = nn.Parameter(torch.zeros(2))
        self.register_buffer("b0", torch.zeros(2))
        self.act = nn.ReLU()
        self.lin = nn.Linear(2, 2)
        self.sub = nn.Sequential(nn.Tanh())
        self.probe = _ImpureModule()


_LITERALS = [0, 1, -1, 2, 3, 0.5, -0.0, 1.0, True, False, None, "mean", "none",
             torch.float32, torch.int64, torch.contiguous_format]


def _literal(rng: random.Random):
    r = rng.random()
    if r < 0.1:
        return [rng.choice([1, 2, -1]) for _ in range(rng.randint(1, 3))]
    if r < 0.15:
        return (slice(None), rng.choice([0, 1]))
    return rng.choice(_LITERALS)


def random_dag(
    num_nodes: int,
    seed: int = 0,
    *,
    num_inputs: int | None = None,
    num_outputs: int | None = None,
    locality: float = 0.8,
) -> fx.GraphModule:
    """A random DAG of about `num_nodes` nodes (see module docstring).

    With probability `locality` an operand is one of the 8 newest values,
    otherwise any earlier value, which gives long edges too.
    """
    rng = random.Random(seed)
    g = fx.Graph()
    values: list[fx.Node] = []
    for i in range(num_inputs if num_inputs is not None else rng.randint(1, 4)):
        values.append(g.placeholder(f"x{i}"))

    def pick() -> fx.Node:
        if rng.random() < locality:
            return rng.choice(values[-8:])
        return rng.choice(values)

    aten = torch.ops.aten
    budget = max(num_nodes - len(values) - 1, 1)
    while budget > 0:
        r = rng.random()
        if r < 0.05:
            values.append(g.get_attr(rng.choice(["w0", "w1", "b0"])))
        elif r < 0.12:
            values.append(g.call_module(rng.choice(["act", "lin", "sub.0", "probe"]), (pick(),)))
        elif r < 0.20:
            method = rng.choice(["relu", "view", "sum", "add"])
            if method == "view":
                values.append(g.call_method("view", (pick(), -1)))
            elif method == "sum":
                values.append(g.call_method("sum", (pick(),), {"dim": rng.choice([0, -1]), "keepdim": rng.random() < 0.5}))
            elif method == "add":
                values.append(g.call_method("add", (pick(), pick())))
            else:
                values.append(g.call_method("relu", (pick(),)))
        elif r < 0.28 and budget >= 3:
            # tuple output read through getitem
            t = g.call_function(aten.max.dim, (pick(), rng.choice([0, 1])), {"keepdim": rng.random() < 0.5})
            values.append(g.call_function(operator.getitem, (t, 0)))
            if rng.random() < 0.7:
                values.append(g.call_function(operator.getitem, (t, 1)))
                budget -= 1
            budget -= 1
        elif r < 0.32:
            # impure: mutates its first argument
            values.append(g.call_function(aten.add_.Tensor, (pick(), pick())))
        elif r < 0.40:
            values.append(g.call_function(torch.cat, ([pick() for _ in range(rng.randint(1, 3))],), {"dim": rng.choice([0, -1])}))
        elif r < 0.50:
            values.append(g.call_function(operator.getitem, (pick(), _literal(rng))))
        elif r < 0.70:
            fn = rng.choice([aten.add.Tensor, aten.mul.Tensor, aten.sub.Tensor])
            kwargs = {"alpha": rng.choice([1, 2])} if fn is not aten.mul.Tensor and rng.random() < 0.3 else {}
            values.append(g.call_function(fn, (pick(), pick()), kwargs))
        elif r < 0.80:
            fn = rng.choice([aten.relu.default, aten.neg.default, aten.sigmoid.default, torch.relu])
            values.append(g.call_function(fn, (pick(),)))
        elif r < 0.88:
            values.append(g.call_function(aten.view.default, (pick(), _literal(rng) if rng.random() < 0.5 else [-1])))
        else:
            fn = rng.choice([operator.add, operator.mul, torch.add])
            values.append(g.call_function(fn, (pick(), _literal(rng))))
        budget -= 1
    k = num_outputs if num_outputs is not None else rng.randint(1, 3)
    outs = tuple(rng.sample(values[len(values) // 2:], min(k, len(values) - len(values) // 2)))
    g.output(outs if len(outs) != 1 else outs[0])
    return fx.GraphModule(RandomDagRoot(), g)


def shuffle_nodes(graph: fx.Graph, seed: int = 0, swaps: int | None = None) -> None:
    """Move random non-placeholder nodes to random positions (the graph stays a
    DAG but is no longer topologically ordered): input for sorting passes."""
    rng = random.Random(seed)
    movable = [n for n in graph.nodes if n.op not in ("placeholder", "output")]
    if len(movable) < 2:
        return
    for _ in range(swaps if swaps is not None else len(movable) // 2):
        a, b = rng.sample(movable, 2)
        b.prepend(a)
