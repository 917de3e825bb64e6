"""Fast deep copies of FX provenance records, identical to ``copy.deepcopy``.

Every node that torch.fx's ``Interpreter``-based passes re-create gets a
``NodeSource`` whose constructor deep-copies the old node's
``meta["from_node"]``: the whole provenance chain, which grows by a level with
every pass. ExecuTorch re-traces each graph a few dozen times while lowering,
so generic ``copy.deepcopy`` (a ``__reduce_ex__`` and a ``_reconstruct`` per
record) becomes a large share of its time.

``NodeSource.__deepcopy__`` (installed by ``patch(codegen=True)``) builds the
same object graph directly: new ``NodeSource``/``NodeInfo`` objects whose
``__dict__`` has the same keys in the same order, new lists and dicts, shared
atoms and enum members, and the caller's ``memo`` honoured for every container
so that aliasing is preserved exactly as ``copy.deepcopy`` preserves it.
Anything else (subclasses, unexpected attribute types) goes through
``copy.deepcopy`` itself.
"""

from __future__ import annotations

import copy
from typing import Any

from torch.fx.traceback import NodeSource, NodeSourceAction

from . import fidelity

__all__ = ["create_record", "deepcopy_node_source", "patch_targets"]

_MIRROR = fidelity.declare("provenance")

_NodeInfo = NodeSource.NodeInfo
_ATOMS = frozenset({str, int, float, bool, type(None), bytes})


def _copy(value: Any, memo: dict[int, Any]) -> Any:
    cls = type(value)
    if cls in _ATOMS or cls is NodeSourceAction:  # Enum.__deepcopy__ returns the member
        return value
    found = memo.get(id(value), memo)
    if found is not memo:
        return found
    if cls is list:
        out: Any = []
        memo[id(value)] = out
        for item in value:
            out.append(item if type(item) in _ATOMS else _copy(item, memo))
        return out
    if cls is dict:
        out = {}
        memo[id(value)] = out
        for key, item in value.items():
            out[key if type(key) in _ATOMS else _copy(key, memo)] = (
                item if type(item) in _ATOMS else _copy(item, memo)
            )
        return out
    if cls is NodeSource or cls is _NodeInfo:
        return _copy_record(value, memo)
    return copy.deepcopy(value, memo)


def _copy_record(record: Any, memo: dict[int, Any]) -> Any:
    """A plain-class instance the way ``copy._reconstruct`` copies it: a bare
    instance, registered in memo first, then its ``__dict__`` copied in.

    Originals need no keep-alive entry (``copy._keep_alive``): they stay
    referenced by the structure being copied until the copy returns."""
    out = object.__new__(type(record))
    memo[id(record)] = out
    state = record.__dict__
    if state:
        # deepcopy copies the state dict and then updates the new instance's
        # (empty) __dict__ with it; the copy itself can serve as that __dict__.
        fresh: dict[str, Any] = {}
        memo[id(state)] = fresh
        for key, item in state.items():
            fresh[key] = item if type(item) in _ATOMS else _copy(item, memo)
        out.__dict__ = fresh
    return out


def deepcopy_node_source(self: NodeSource, memo: dict[int, Any] | None = None) -> NodeSource:
    """``NodeSource.__deepcopy__``: the same copy ``copy.deepcopy`` makes."""
    if memo is None:
        memo = {}
    if type(self) is not NodeSource:
        # A subclass may customise pickling: copy it exactly as deepcopy would.
        return copy._reconstruct(self, memo, *self.__reduce_ex__(4))  # type: ignore[attr-defined]
    return _copy_record(self, memo)


_CREATE = NodeSourceAction.CREATE


def create_record(node: Any, pass_name: str) -> NodeSource:
    """``NodeSource(node, pass_name, NodeSourceAction.CREATE)``, the record every
    node an Interpreter re-creates gets. From torch 2.15 the constructor shares
    the node's records (a list copy): built here with the same ``__dict__``, in
    the same order. Before 2.15 it deep-copies them: torch's constructor runs."""
    if not _MIRROR.accelerated or _MIRROR.behaves_as < (2, 15):
        return NodeSource(node, pass_name, _CREATE)
    record = object.__new__(NodeSource)
    record.pass_name = pass_name
    record.action = [_CREATE]
    info = object.__new__(_NodeInfo)
    info.name = node.name
    info.target = str(node.target)
    info.graph_id = id(node.graph)
    record.node_info = info
    record.from_node = list(node.meta.get("from_node", ()))
    record._action_string = None
    record._dict = None
    return record


def patch_targets() -> list[tuple[Any, str, Any]]:
    """(owner, attribute, replacement) that ``patch(codegen=True)`` installs (none where
    pyfxfast was not verified on this torch)."""
    if not _MIRROR.accelerated:
        return []
    return [(NodeSource, "__deepcopy__", deepcopy_node_source)]
