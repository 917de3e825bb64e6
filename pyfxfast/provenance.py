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

:func:`create_record` makes the record itself (pyfxfast's ``Transformer`` and
graph building call it for every node they re-create), on every release: on
torch 2.11-2.14 its chain is copied by :func:`copy_chain`, in C++, into the
object graph ``copy.deepcopy`` makes (the same aliasing, fresh objects); from
2.15 torch shares the records and so does it.
"""

from __future__ import annotations

import copy
import copyreg
import sys
from typing import Any

import torch._ops
from torch.fx.traceback import NodeSource, NodeSourceAction

from . import _C, _cpython, fidelity

__all__ = ["copy_chain", "create_record", "record_maker", "deepcopy_node_source", "patch_targets"]

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
        return _RECONSTRUCT(self, memo, *self.__reduce_ex__(4))
    return _copy_record(self, memo)


_CREATE = NodeSourceAction.CREATE
# Where either private name cannot be read, the provenance entry runs torch's own (fidelity's
# ``needs``): deepcopy_node_source and the native copies are then never installed or called.
_RECONSTRUCT: Any = _cpython.reconstruct()
_C.init_provenance(NodeSource, _NodeInfo, NodeSourceAction, _cpython.deepcopy_dispatch() or {},
                   copyreg.dispatch_table, copy.deepcopy, deepcopy_node_source, torch._ops.OpOverload)


def _native_depth() -> int:
    """How deep a chain's containers may nest for a native copy: deeper, copy.deepcopy
    runs, and raises RecursionError where torch's would (each nesting level costs it two
    frames; a margin is left for the caller's)."""
    return (sys.getrecursionlimit() - 250) // 3


def copy_chain(chain: Any) -> Any:
    """``copy.deepcopy(chain)`` for a ``from_node`` chain: the same object graph, made
    natively (``_C.copy_chain``), or by ``copy.deepcopy`` itself where the chain holds
    anything else or nests deeper than :func:`_native_depth`."""
    copied = _C.copy_chain(chain, _native_depth())
    return copy.deepcopy(chain) if copied is NotImplemented else copied


def create_record(node: Any, pass_name: str) -> NodeSource:
    """``NodeSource(node, pass_name, NodeSourceAction.CREATE)``, the record every
    node an Interpreter re-creates gets, made natively with the ``__dict__`` torch's
    constructor gives it (same keys, same order). The node's own records: from torch
    2.15 shared (a list copy); before, deep-copied as by :func:`copy_chain`."""
    # One status read per record (this runs for every node a Transformer re-creates).
    state = fidelity.status("provenance")
    if not state.accelerated or type(pass_name) is not str:
        return NodeSource(node, pass_name, _CREATE)
    return _create_record(node, pass_name, (state.behaves_as or (0, 0)) < (2, 15),
                          (_recursion_limit() - 250) // 3)


_create_record = _C.create_record
_recursion_limit = sys.getrecursionlimit


def record_maker() -> Any:
    """:func:`create_record` with its per-release choice made once, for one run that
    makes a record per node: a ``_C.RecordMaker``, which the C++ Transformer run calls
    without a Python call.
    Within the run, ``str()`` of an ``OpOverload`` target is computed once per target."""
    state = fidelity.status("provenance")
    if not state.accelerated:
        return create_record
    return _C.RecordMaker((state.behaves_as or (0, 0)) < (2, 15), (_recursion_limit() - 250) // 3)


def node_source_init(self: NodeSource, node: Any, pass_name: str = "", action: Any = None) -> None:
    """``NodeSource.__init__`` of torch 2.11-2.14, the node's chain copied by
    :func:`copy_chain` instead of ``copy.deepcopy`` (the same objects): what
    ``GraphTransformObserver``, ``set_current_meta`` and every other caller gets
    under ``patch(codegen=True)``."""
    self.pass_name = pass_name
    if action is None:
        action = []
    elif not isinstance(action, list):
        action = [action]
    for a in action:
        if not isinstance(a, NodeSourceAction):
            raise AssertionError(f"Expected NodeSourceAction, got {type(a)}")
    self.action = action
    if node:
        self.node_info = self.NodeInfo(name=node.name, target=str(node.target), graph_id=id(node.graph))
        self.from_node = copy_chain(node.meta["from_node"]) if "from_node" in node.meta else []
    else:
        self.node_info = None
        self.from_node = []
    self._action_string = None
    self._dict = None


def patch_targets() -> list[tuple[Any, str, Any]]:
    """(owner, attribute, replacement) that ``patch(codegen=True)`` installs (none where
    pyfxfast was not verified on this torch): ``NodeSource.__deepcopy__`` and, where the
    constructor deep-copies the chain (torch 2.11-2.14), ``NodeSource.__init__``."""
    if not _MIRROR.accelerated:
        return []
    targets: list[tuple[Any, str, Any]] = [(NodeSource, "__deepcopy__", deepcopy_node_source)]
    if _MIRROR.behaves_as < (2, 15):
        targets.append((NodeSource, "__init__", node_source_init))
    return targets
