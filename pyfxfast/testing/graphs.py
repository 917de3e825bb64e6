"""Realistic large FX graphs, built fast.

Tracing or exporting a 50k-node model directly takes minutes, so one block is
traced (torch level) or exported and decomposed (ATen level) once, and its
graph is replicated: copy i's input is copy i-1's output, parameters are
shared. Optional dead copies (outputs unused) give DCE something to remove.
"""

from __future__ import annotations

import copy
import functools
import warnings
from typing import Callable, Literal

import torch
import torch.fx as fx
from torch import nn

__all__ = ["TransformerBlock", "CnnBlock", "aten_block", "replicate", "aten_graph", "torch_graph", "cnn_model", "default_model"]

Kind = Literal["transformer", "cnn"]


class TransformerBlock(nn.Module):
    """Post-norm transformer encoder block, written out so tracing sees every op."""

    def __init__(self, d_model: int = 32, heads: int = 4) -> None:
        super().__init__()
        self.heads = heads
        self.qkv = nn.Linear(d_model, 3 * d_model)
        self.proj = nn.Linear(d_model, d_model)
        self.ln1 = nn.LayerNorm(d_model)
        self.ln2 = nn.LayerNorm(d_model)
        self.fc1 = nn.Linear(d_model, 4 * d_model)
        self.fc2 = nn.Linear(4 * d_model, d_model)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        b, s, d = x.shape
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        q = q.view(b, s, self.heads, d // self.heads).transpose(1, 2)
        k = k.view(b, s, self.heads, d // self.heads).transpose(1, 2)
        v = v.view(b, s, self.heads, d // self.heads).transpose(1, 2)
        att = torch.softmax(q @ k.transpose(-2, -1) * (d // self.heads) ** -0.5, dim=-1)
        y = (att @ v).transpose(1, 2).reshape(b, s, d)
        x = self.ln1(x + self.proj(y))
        return self.ln2(x + self.fc2(torch.nn.functional.gelu(self.fc1(x))))


class CnnBlock(nn.Module):
    """ResNet basic block: conv-bn-relu, conv-bn, residual add, relu."""

    def __init__(self, channels: int = 8) -> None:
        super().__init__()
        self.conv1 = nn.Conv2d(channels, channels, 3, padding=1, bias=False)
        self.bn1 = nn.BatchNorm2d(channels)
        self.conv2 = nn.Conv2d(channels, channels, 3, padding=1, bias=False)
        self.bn2 = nn.BatchNorm2d(channels)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = torch.relu(self.bn1(self.conv1(x)))
        return torch.relu(self.bn2(self.conv2(y)) + x)


def _block(kind: Kind) -> tuple[nn.Module, torch.Tensor]:
    torch.manual_seed(0)
    if kind == "transformer":
        return TransformerBlock().eval(), torch.randn(2, 8, 32)
    if kind == "cnn":
        return CnnBlock().eval(), torch.randn(1, 8, 8, 8)
    raise ValueError(f"unknown block kind {kind!r}; expected 'transformer' or 'cnn'")


@functools.lru_cache(maxsize=None)
def _aten_block_cached(kind: Kind) -> fx.GraphModule:
    module, example = _block(kind)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        ep = torch.export.export(module, (example,)).run_decompositions()
    return fx.GraphModule(ep.graph_module, ep.graph)


def aten_block(kind: Kind = "transformer") -> fx.GraphModule:
    """One block exported and decomposed to ATen ops (a fresh copy each call).

    Parameters are placeholders (as in an ExportedProgram's graph); the last
    placeholder is the block's input.
    """
    return copy.deepcopy(_aten_block_cached(kind))


def replicate(
    block: fx.GraphModule,
    num_nodes: int,
    *,
    dead_fraction: float = 0.0,
    root: nn.Module | None = None,
) -> fx.GraphModule:
    """Chain copies of `block`'s graph until the result has about `num_nodes` nodes.

    The block's last placeholder is the chained input; other placeholders are
    shared by all copies. With `dead_fraction` > 0, extra copies whose outputs
    are never used make up about that fraction of the nodes.
    """
    src = block.graph
    placeholders = [n for n in src.nodes if n.op == "placeholder"]
    if not placeholders:
        raise ValueError("block graph needs at least one placeholder (its input)")
    *shared, chained = placeholders
    g = fx.Graph()
    env = {p: g.placeholder(p.name, type_expr=p.type) for p in shared}
    for p in shared:
        env[p].meta = dict(p.meta)
    x = g.placeholder(chained.name, type_expr=chained.type)
    x.meta = dict(chained.meta)
    per_copy = max(1, len(src.nodes) - len(placeholders) - 1)
    dead_budget = 0.0
    while len(g.nodes) + per_copy <= max(num_nodes, per_copy + len(placeholders) + 1):
        env[chained] = x
        out = g.graph_copy(src, dict(env))
        dead_budget += dead_fraction / max(1e-9, 1.0 - dead_fraction) if dead_fraction > 0 else 0.0
        while dead_budget >= 1.0 and len(g.nodes) + per_copy <= num_nodes:
            g.graph_copy(src, dict(env))  # result unused: dead
            dead_budget -= 1.0
        x = out[0] if isinstance(out, (tuple, list)) else out
    g.output((x,) if _returns_tuple(src) else x)
    return fx.GraphModule(root if root is not None else block, g)


def _returns_tuple(graph: fx.Graph) -> bool:
    out = next(iter(reversed(graph.nodes)))
    return isinstance(out.args[0], (tuple, list))


def aten_graph(num_nodes: int, kind: Kind = "transformer", dead_fraction: float = 0.0) -> fx.GraphModule:
    """An ATen-level graph of about `num_nodes` nodes (export + decompositions)."""
    return replicate(_aten_block_cached(kind), num_nodes, dead_fraction=dead_fraction)


def torch_graph(num_nodes: int, kind: Kind = "transformer", dead_fraction: float = 0.0) -> fx.GraphModule:
    """A torch-level graph (symbolic_trace: call_module/call_method/call_function)."""
    module, _ = _block(kind)
    traced = fx.symbolic_trace(module)
    return replicate(traced, num_nodes, dead_fraction=dead_fraction, root=module)


#: The built-in default model of `make bench`: the ATen transformer graph.
default_model: Callable[[int], fx.GraphModule] = aten_graph


def cnn_model(num_nodes: int) -> fx.GraphModule:
    """A traced CNN of about `num_nodes` nodes whose blocks have their own
    modules (conv-bn pairs to fold), in eval mode with non-trivial BatchNorm
    statistics."""
    blocks = max(1, (num_nodes - 2) // 7)  # a CnnBlock traces to 7 nodes
    gen = torch.Generator().manual_seed(0)
    model = nn.Sequential(*[CnnBlock() for _ in range(blocks)]).eval()
    with torch.no_grad():
        for m in model.modules():
            if isinstance(m, nn.BatchNorm2d):
                m.running_mean.copy_(torch.rand(m.num_features, generator=gen))
                m.running_var.copy_(torch.rand(m.num_features, generator=gen) + 0.5)
    return fx.symbolic_trace(model)
