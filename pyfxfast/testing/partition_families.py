"""Graph families for the partitioner's tests and benchmarks, each with a support set.

``FAMILIES[name](num_nodes)`` returns ``(graph_module, operator_support)``:

- ``aten``: the ATen transformer chain, ATen pointwise and view ops supported;
- ``torch``: the torch-level transformer chain, torch-level pointwise and view ops;
- ``cnn``: the ATen ResNet chain, relu / add / batch norm / getitem supported;
- ``wide``: random DAGs of many independent branches, with cross edges and
  wide fan-out, about 75% of call nodes supported (horizontal fusion's case);
- ``unsupported_1pct`` / ``unsupported_90pct``: the ATen chain with about 1%
  (upstream's benchmark shape) or 90% of its call nodes unsupported.

Support decisions depend only on node names (CRC-32), so they are stable
across runs and processes.
"""

from __future__ import annotations

import random
import zlib
from typing import Callable

import torch
import torch.fx as fx
from torch.fx.passes.operator_support import OperatorSupport, OperatorSupportBase

from .graphs import aten_graph, torch_graph

__all__ = ["FAMILIES", "FractionSupport", "wide_dag"]


class FractionSupport(OperatorSupportBase):
    """Supports a stable pseudo-random share of the call_function nodes (by name)."""

    def __init__(self, unsupported_per_mille: int, salt: str = "") -> None:
        self.unsupported_per_mille = unsupported_per_mille
        self.salt = salt

    def is_node_supported(self, submodules, node: fx.Node) -> bool:  # type: ignore[override]
        if node.op != "call_function":
            return False
        return zlib.crc32((self.salt + node.name).encode()) % 1000 >= self.unsupported_per_mille


class _WideRoot(torch.nn.Module):
    pass


def wide_dag(num_nodes: int, branches: int = 48, seed: int = 0) -> fx.GraphModule:
    """Many independent chains built side by side (interleaved in graph order),
    each step reading its own branch, now and then another branch (cross edge)
    or one of a few hub nodes that feed many branches (wide fan-out)."""
    rng = random.Random(seed)
    aten = torch.ops.aten
    g = fx.Graph()
    x = g.placeholder("x")
    hubs = [g.call_function(aten.relu.default, (x,))]
    tips = [g.call_function(aten.neg.default, (x,)) for _ in range(branches)]
    unary = [aten.relu.default, aten.neg.default, aten.sigmoid.default]
    binary = [aten.add.Tensor, aten.mul.Tensor]
    for i in range(max(num_nodes - branches - 3, 0)):
        b = i % branches
        r = rng.random()
        if r < 0.06:
            other = tips[rng.randrange(branches)]
            node = g.call_function(rng.choice(binary), (tips[b], other))
        elif r < 0.10:
            node = g.call_function(rng.choice(binary), (tips[b], rng.choice(hubs)))
        elif r < 0.11:
            node = g.call_function(aten.relu.default, (tips[b],))
            hubs.append(node)
            continue
        else:
            node = g.call_function(rng.choice(unary), (tips[b],))
        tips[b] = node
    g.output(tuple(tips))
    return fx.GraphModule(_WideRoot(), g)


_ATEN_POINTWISE = OperatorSupport(
    {
        f"torch.ops.aten.{op}": None
        for op in ("add.Tensor", "mul.Tensor", "gelu.default", "clone.default", "view.default", "permute.default",
                   "expand.default")
    }
)
_TORCH_POINTWISE = OperatorSupport(
    {
        name: None
        for name in ("_operator.add", "_operator.mul", "_operator.floordiv", "_operator.pow", "_operator.getitem",
                     "torch._C._nn.gelu", "torch.softmax", "transpose", "view", "reshape")
    }
)
_CNN_SUPPORT = OperatorSupport(
    {
        "torch.ops.aten.relu.default": None,
        "torch.ops.aten.add.Tensor": None,
        "torch.ops.aten._native_batch_norm_legit_no_training.default": None,
        "_operator.getitem": None,
    }
)

FAMILIES: dict[str, Callable[[int], tuple[fx.GraphModule, OperatorSupportBase]]] = {
    "aten": lambda n: (aten_graph(n), _ATEN_POINTWISE),
    "torch": lambda n: (torch_graph(n), _TORCH_POINTWISE),
    "cnn": lambda n: (aten_graph(n, kind="cnn"), _CNN_SUPPORT),
    "wide": lambda n: (wide_dag(n), FractionSupport(250, "wide")),
    "unsupported_1pct": lambda n: (aten_graph(n), FractionSupport(10)),
    "unsupported_90pct": lambda n: (aten_graph(n), FractionSupport(900)),
}
