"""Graph generators for pyfxfast's tests and benchmarks."""

from .graphs import (
    CnnBlock,
    TransformerBlock,
    aten_block,
    replicate,
    aten_graph,
    cnn_model,
    torch_graph,
    default_model,
)
from .random_dag import random_dag, shuffle_nodes

__all__ = [
    "CnnBlock",
    "TransformerBlock",
    "aten_block",
    "replicate",
    "aten_graph",
    "cnn_model",
    "torch_graph",
    "default_model",
    "random_dag",
    "shuffle_nodes",
]
