"""Small random FX graphs and support masks for the partitioner's differential tests.

Every graph is runnable: all tensors have one shape, tuple-producing ops are
plain Python functions (fx calls them through globals), and ``getitem`` users
unpack them, sometimes nested two levels deep.
"""

from __future__ import annotations

import operator
import random
from typing import Callable

import torch
import torch.fx as fx
from torch.fx.passes.operator_support import OperatorSupport, OperatorSupportBase, create_op_support

SHAPE = (3, 4)


def pair(x: torch.Tensor, y: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """A two-output op (its users are getitems)."""
    return x + y, x * y


def nested(x: torch.Tensor) -> tuple[tuple[torch.Tensor, torch.Tensor], torch.Tensor]:
    """A nested-tuple op: getitem of getitem."""
    return (x + 1, x - 1), x * 2


_UNARY: list[Callable] = [
    torch.relu,
    torch.sin,
    torch.neg,
    torch.ops.aten.sigmoid.default,
    torch.ops.aten.clone.default,
]
_BINARY: list[Callable] = [torch.add, torch.mul, torch.ops.aten.sub.Tensor, torch.ops.aten.mul.Tensor]


def random_graph_module(seed: int, num_nodes: int | None = None) -> fx.GraphModule:
    """A random runnable DAG of about `num_nodes` nodes (placeholders included).

    Mixes unary and binary ops, ATen views (a default non-compute op), tuple
    outputs unpacked by getitem (nested too), nodes with no users, and a tuple
    output of several nodes.
    """
    rng = random.Random(seed)
    n = num_nodes if num_nodes is not None else rng.randint(4, 40)
    g = fx.Graph()
    values: list[fx.Node] = [g.placeholder(f"x{i}") for i in range(rng.randint(1, 3))]
    recent = lambda: values[rng.randrange(max(0, len(values) - 8), len(values))]  # noqa: E731
    any_value = lambda: values[rng.randrange(len(values))]  # noqa: E731
    while len(g.nodes) < n:
        pick = recent if rng.random() < 0.7 else any_value
        r = rng.random()
        if r < 0.35:
            values.append(g.call_function(rng.choice(_UNARY), (pick(),)))
        elif r < 0.65:
            values.append(g.call_function(rng.choice(_BINARY), (pick(), pick())))
        elif r < 0.75:
            values.append(g.call_function(torch.ops.aten.view.default, (pick(), list(SHAPE))))
        elif r < 0.87:
            t = g.call_function(pair, (pick(), pick()))
            idx = [0, 1] if rng.random() < 0.7 else [rng.randrange(2)]
            values.extend(g.call_function(operator.getitem, (t, i)) for i in idx)
        else:
            t = g.call_function(nested, (pick(),))
            inner = g.call_function(operator.getitem, (t, 0))
            values.append(g.call_function(operator.getitem, (inner, rng.randrange(2))))
            if rng.random() < 0.5:
                values.append(g.call_function(operator.getitem, (t, 1)))
    sinks = [v for v in values if not v.users and v.op != "placeholder"]
    extra = rng.sample(values, k=min(len(values), rng.randint(0, 2)))
    outs = list(dict.fromkeys(sinks + extra)) or [values[-1]]
    g.output(tuple(outs) if len(outs) > 1 or rng.random() < 0.5 else outs[0])
    return fx.GraphModule(torch.nn.Module(), g)


def hub_graph_module(seed: int, num_nodes: int, hubs: int = 3) -> fx.GraphModule:
    """A random DAG in which a few nodes (placeholders and early nodes) feed
    many later ones, like weights shared by every layer: their partitions
    gather dozens of outside users, and one node merges with many partitions
    in one step."""
    rng = random.Random(seed)
    g = fx.Graph()
    shared = [g.placeholder(f"w{i}") for i in range(hubs)]
    x = g.placeholder("x")
    shared.append(g.call_function(torch.relu, (x,)))
    values: list[fx.Node] = [x]
    while len(g.nodes) < num_nodes:
        last = values[rng.randrange(max(0, len(values) - 4), len(values))]
        r = rng.random()
        if r < 0.3:
            node = g.call_function(rng.choice(_BINARY), (last, rng.choice(shared)))
        elif r < 0.4:
            node = g.call_function(rng.choice(_BINARY), (last, values[rng.randrange(len(values))]))
        else:
            node = g.call_function(rng.choice(_UNARY), (last,))
        values.append(node)
        if rng.random() < 0.02:
            shared.append(node)
    g.output(values[-1])
    return fx.GraphModule(torch.nn.Module(), g)


def random_inputs(gm: fx.GraphModule, seed: int = 0) -> list[torch.Tensor]:
    gen = torch.Generator().manual_seed(seed)
    return [torch.randn(SHAPE, generator=gen) for n in gm.graph.nodes if n.op == "placeholder"]


def random_support(seed: int, gm: fx.GraphModule) -> OperatorSupportBase:
    """A random support predicate: a support dict over targets, or a per-node
    name mask through create_op_support (non-declarative)."""
    rng = random.Random(seed * 7919 + 1)
    from torch.fx.passes.tools_common import get_node_target

    mods = dict(gm.named_modules())
    targets = sorted({get_node_target(mods, n) for n in gm.graph.nodes if n.op == "call_function"})
    if rng.random() < 0.5:
        keep = [t for t in targets if rng.random() < 0.7]
        return OperatorSupport({t: None for t in keep})
    p = rng.choice([0.5, 0.7, 0.9])
    names = {n.name for n in gm.graph.nodes if rng.random() < p}
    return create_op_support(lambda _mods, node: node.name in names)
