"""CompactGraph: a torch.fx.Graph converted to arrays for the C++ kernels."""

from __future__ import annotations

from typing import Sequence

import torch
import torch.fx as fx

from .. import _C

__all__ = ["CompactGraph", "StaleGraphError", "OpKind", "ArgTag", "new_interner"]


class OpKind:
    """Opcode numbers used by CompactGraph.op_kinds()."""

    PLACEHOLDER = 0
    GET_ATTR = 1
    CALL_FUNCTION = 2
    CALL_MODULE = 3
    CALL_METHOD = 4
    OUTPUT = 5
    NAMES = ("placeholder", "get_attr", "call_function", "call_module", "call_method", "output")


class ArgTag:
    """Tags of CompactGraph.arg_tokens(); see csrc/graph/graph.hpp for the encoding."""

    NODE = 0
    LITERAL = 1
    TUPLE = 2
    LIST = 3
    DICT = 4
    SLICE = 5
    FOREIGN_NODE = -2


class StaleGraphError(RuntimeError):
    """The fx.Graph changed after it was converted; convert it again."""


def new_interner() -> _C.Interner:
    """An interner for targets and literals; share one to compare ids across graphs."""
    # Tensors compare elementwise, so as literals they only equal themselves.
    return _C.Interner(fx.Node, (torch.Tensor,))


class CompactGraph:
    """An ``fx.Graph`` flattened into arrays (op kinds, target ids, CSR inputs and
    users, an encoding of every node's args and kwargs).

    Node ``i`` is ``self.nodes[i]``, in graph order. The conversion is a snapshot:
    after the graph is mutated, methods that map results back raise
    :class:`StaleGraphError` (see :meth:`ensure_fresh`).
    """

    __slots__ = ("_cg", "_index")

    def __init__(self, graph: fx.Graph, interner: _C.Interner | None = None, *, arguments: bool = True) -> None:
        """``arguments=False`` skips encoding args and kwargs (about 40% of
        the cost of converting): for passes that read only the structure (ops,
        targets, inputs, users). The matcher and :meth:`arg_tokens` then raise
        ``ValueError``."""
        if not isinstance(graph, fx.Graph):
            raise TypeError(f"expected a torch.fx.Graph, got {type(graph).__name__}")
        self._cg = _C.CompactGraph(graph, interner if interner is not None else new_interner(), arguments)
        self._index: dict[fx.Node, int] | None = None

    @classmethod
    def from_graph(cls, graph: fx.Graph, interner: _C.Interner | None = None) -> "CompactGraph":
        return cls(graph, interner)

    @property
    def has_arguments(self) -> bool:
        """False if converted with ``arguments=False``."""
        return self._cg.has_arguments

    # -- structure -------------------------------------------------------
    @property
    def graph(self) -> fx.Graph:
        return self._cg.fx_graph

    @property
    def nodes(self) -> tuple[fx.Node, ...]:
        return self._cg.nodes

    @property
    def interner(self) -> _C.Interner:
        return self._cg.interner

    @property
    def native(self) -> _C.CompactGraph:
        """The extension object, for kernels in other pyfxfast modules."""
        return self._cg

    def __len__(self) -> int:
        return self._cg.num_nodes

    @property
    def num_edges(self) -> int:
        return self._cg.num_edges

    @property
    def memory_bytes(self) -> int:
        return self._cg.memory_bytes

    @property
    def foreign_refs(self) -> int:
        """Edges to nodes that are not in this graph (a malformed graph if > 0)."""
        return self._cg.foreign_refs

    def is_topologically_ordered(self) -> bool:
        return self._cg.is_topologically_ordered()

    def op_kinds(self) -> bytes:
        return self._cg.op_kinds()

    def target_ids(self) -> list[int]:
        return self._cg.targets()

    def inputs(self, i: int) -> list[int]:
        return self._cg.inputs(i)

    def users(self, i: int) -> list[int]:
        return self._cg.users(i)

    def arg_tokens(self, i: int) -> list[tuple[int, int]]:
        return self._cg.arg_tokens(i)

    # -- mapping back ----------------------------------------------------
    def is_fresh(self) -> bool:
        """True if the graph has not changed since conversion (O(nodes))."""
        return self._cg.is_fresh()

    def ensure_fresh(self) -> None:
        if not self._cg.is_fresh():
            raise StaleGraphError(
                "the fx.Graph was modified after it was converted to a CompactGraph; "
                "convert it again"
            )

    def index_of(self, node: fx.Node) -> int:
        if self._index is None:
            self._index = {n: i for i, n in enumerate(self._cg.nodes)}
        try:
            return self._index[node]
        except KeyError:
            raise ValueError(f"node {node!r} is not in this graph") from None

    def nodes_at(self, indices: Sequence[int]) -> list[fx.Node]:
        """The fx.Nodes at `indices`; raises StaleGraphError if the graph changed."""
        self.ensure_fresh()
        nodes = self._cg.nodes
        return [nodes[i] for i in indices]
