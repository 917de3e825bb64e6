"""torch.fx's node-by-node editing API at native speed (``patch(graph_building=True)``,
pyfxfast's node builders, DCE's erasure).

The passes users write themselves are node loops: ``graph.call_function(...)``
under ``graph.inserting_after(node)``, ``node.replace_all_uses_with(...)``,
``graph.erase_node(...)``, ``node.args = ...``, ``node.target = ...``. Each of
those is a few lines of Python in torch around a C method of ``_NodeBase``.
Here each is one C function (``csrc/python/edits/``) doing torch's steps in
torch's order, installed in torch's classes by the patch:

- ``Graph``: ``create_node``, ``call_function``, ``node_copy``, ``erase_node``,
  ``inserting_before``, ``inserting_after``;
- ``Node``: ``__setattr__`` (so ``node.args = ...``, ``node.kwargs = ...`` and
  ``node.target = ...``), ``replace_all_uses_with``, ``replace_input_with``,
  ``update_arg``, ``update_kwarg``, ``prepend``, ``append``;
- ``_InsertPoint`` (what ``inserting_before`` / ``inserting_after`` return):
  ``__enter__``, ``__exit__``.

Each carries torch's signature and docstring. Where it cannot vouch for
torch's result it calls torch's own method with the same arguments, before
changing anything: a ``Graph`` or ``Node`` subclass, create-node, erase-node or
replace hooks on the owning module, ``create_node`` arguments that its scan for
raw ``SymInt``\\s would have to look into (anything but nodes and plain
literals), a call that raises in torch (erasing a used node, a node of another
graph, an illegal op: torch's code raises its own exception), and any class
attribute these functions rely on that someone replaced since (checked, cheaply,
whenever one of the classes changes).

``Graph.create_node`` is mirrored under the ``graph_building`` fidelity entry
(as the Transformer's node creation always was); everything else, including
``Graph._target_to_str``'s naming, under ``graph_edits``. On a torch release
where ``graph_edits`` was not verified, only node creation is native (the
candidate names from the graph's own ``_target_to_str``), and the patch leaves
the other methods torch's.
"""

from __future__ import annotations

import functools
import inspect
import operator
from typing import Any, Callable

import torch
import torch.fx as fx
import torch.fx.graph as _torch_graph
import torch.fx.node as _torch_node
from torch._C import _fx_map_arg
from torch.fx.immutable_collections import immutable_dict, immutable_list

from .. import _C, fidelity

__all__ = ["DICT_TYPES", "LIST_TYPES", "PLAIN_TYPES", "TORCH_METHODS", "create", "erase_dead", "kit", "nodes_created",
           "parse_name", "patch_targets"]

# Leaf types that Tracer.create_arg returns unchanged and that Graph.create_node's scan
# for raw SymInts cannot flag (exact types: a subclass may define __fx_create_arg__ or
# be a tensor, and takes torch's path); the containers both walk.
PLAIN_TYPES = frozenset(
    {int, float, bool, str, complex, type(None), type(...), torch.dtype, torch.device, torch.memory_format, torch.layout}
)
LIST_TYPES = frozenset({list, immutable_list})
DICT_TYPES = frozenset({dict, immutable_dict})

_BUILDING = fidelity.declare("graph_building")
_MIRROR = fidelity.declare("graph_edits")
# _Namespace.create_name is mirrored where python_code, which fingerprints torch's _Namespace, is verified.
_NAMESPACE = fidelity.declare("python_code")

_NODE_BASE = getattr(torch._C, "_NodeBase", None)

# torch's own methods (captured when this module is imported, before the patch
# installs anything): what each native edit falls back to.
_GRAPH_METHODS = ("create_node", "call_function", "node_copy", "erase_node", "inserting_before", "inserting_after")
_NODE_METHODS = ("__setattr__", "replace_all_uses_with", "replace_input_with", "update_arg", "update_kwarg",
                 "prepend", "append")
_INSERT_POINT_METHODS = ("__enter__", "__exit__")
TORCH_METHODS: dict[str, Any] = {
    **{name: fx.Graph.__dict__[name] for name in _GRAPH_METHODS},
    **{name: fx.Node.__dict__[name] for name in _NODE_METHODS},
    **{name: _torch_graph._InsertPoint.__dict__[name] for name in _INSERT_POINT_METHODS},
}
# Class attributes the native code relies on being torch's (it does what they do).
_RELIED_ON: tuple[tuple[type, str], ...] = (
    (fx.Graph, "_target_to_str"), (fx.Graph, "owning_module"),
    (fx.Node, "__init__"), (fx.Node, "__new__"), (fx.Node, "args"), (fx.Node, "kwargs"),
    (fx.Node, "_update_args_kwargs"), (fx.Node, "_replace_input_with"), (fx.Node, "_remove_from_list"),
    (fx.Node, "_prepend"),
    (_torch_graph._Namespace, "create_name"), (_torch_graph._Namespace, "associate_name_with_obj"),
    (_torch_graph._FindNodesLookupTable, "insert"), (_torch_graph._FindNodesLookupTable, "remove"),
    (_torch_graph._FindNodesLookupTable, "_key"), (_torch_graph._FindNodesLookupTable, "__contains__"),
    (_torch_graph._InsertPoint, "__init__"), (_torch_graph._InsertPoint, "__new__"),
)
_ABSENT = object()


def parse_name(candidate: str) -> tuple[str, str, int | None]:
    """The part of ``_Namespace.create_name`` that depends on the candidate only:
    (the sanitised candidate, its base, its numeric suffix or None)."""
    match = _torch_graph._name_regex.match(candidate)
    if match is None:
        candidate = _torch_graph._illegal_char_regex.sub("_", candidate)
        if not candidate:
            candidate = "_unnamed"
        if candidate[0].isdigit():
            candidate = f"_{candidate}"
        match = _torch_graph._name_regex.match(candidate)
        if match is None:
            raise AssertionError(f"Name regex failed to match candidate: {candidate}")
    base, num = match.group(1, 2)
    return candidate, base, None if num is None else int(num)


def _count_key() -> str | None:
    """Which key ``_Namespace.create_name`` reads a taken candidate's count by: "base"
    (torch 2.12+) or the whole "candidate" (torch 2.11); read off torch's own method
    on a fresh namespace (None: neither, and node names stay torch's)."""
    ns = _torch_graph._Namespace()
    names = [ns.create_name(c, None) for c in ("a", "a_2", "a_2")]
    return {"a_3": "base", "a_1": "candidate"}.get(names[2]) if names[:2] == ["a", "a_2"] else None


def _clears_as_torch(made: Any) -> bool:
    """Whether erase_node's last step on this torch, ``_update_args_kwargs`` of the
    arguments with their nodes mapped to None, leaves what the native clearing leaves
    (containers' types and identities, the inputs' users in order, no input nodes):
    both ways on scratch nodes, whose arguments hold every kind of container."""
    def run(native: bool) -> list[Any]:
        g = fx.Graph()
        a, b, c = (g.create_node("placeholder", name, name=name) for name in "abc")
        empty = ((), immutable_list(), immutable_dict())
        made_nodes = [
            g.create_node("call_function", operator.add, (a, [b, (a, c)], *empty, {"k": b, "j": [c]},
                                                           slice(a, None, 2), None, 3, []), {"x": a, "e": empty[2]}),
            g.create_node("call_function", operator.add, (b, a), {"alpha": c}),
            g.create_node("call_function", operator.add, ()),
            g.create_node("call_function", operator.add, ([a, b],), {"l": [b], "t": ()}),
        ]
        for user in (a, b, c):  # users after the probe's nodes, whose order must stay
            g.create_node("call_function", operator.neg, (user,))
        seen: list[Any] = []
        for node in made_nodes:
            before = (node._args, node._kwargs)
            if native:
                if not _C.edit_clear_probe(made, node):
                    raise AssertionError("declined")
            else:
                node._update_args_kwargs(fx.map_arg(node._args, lambda _: None),
                                         fx.map_arg(node._kwargs, lambda _: None))
            seen.append([(v.name, repr(v._args), repr(v._kwargs), [u.name for u in v.users],
                          [i.name for i in v._input_nodes]) for v in g.nodes])
            seen.append([node._args is before[0], node._kwargs is before[1]]
                        + [[v is e for e in empty] for v in node._args]
                        + [[v is e for e in empty] for v in node._kwargs.values()])
        return seen

    try:
        return run(False) == run(True)
    except Exception:  # noqa: BLE001 - any difference: torch's own clearing runs
        return False


# _NodeBase's members, as the native initialisation writes them.
_NODE_MEMBERS = frozenset({"_erased", "_prev", "_next", "graph", "name", "op", "target", "type", "_input_nodes",
                           "_args", "_kwargs", "users", "_repr_fn", "meta"})


def _inits_as_torch(made: Any) -> bool:
    """Whether ``_NodeBase.__init__`` on this torch leaves a new node's members as the
    native initialisation does (the same members, nothing else; each the same object
    or a new empty dict; args and kwargs unset; the same sort key): both ways, once."""
    members = {name: d for name, d in vars(_NODE_BASE).items() if type(d).__name__ == "member_descriptor"}
    if set(members) != _NODE_MEMBERS:
        return False

    def view(node: Any, peer_of: dict[int, str]) -> list[Any]:
        out: list[Any] = []
        for name in sorted(members):
            try:
                value = members[name].__get__(node, type(node))
            except AttributeError:
                out.append((name, "unset"))
                continue
            if value is node:
                out.append((name, "self"))
            elif type(value) is dict:
                out.append((name, "dict", len(value), id(value) in peer_of))
            else:
                out.append((name, "object", peer_of.get(id(value), repr(value))))
        return out + [("sort key", node._sort_key)]

    try:
        graph = fx.Graph()
        fields = (graph, "probe", "call_function", operator.add, None)
        known = {id(v): f"field {i}" for i, v in enumerate(fields)}
        theirs = _NODE_BASE.__new__(fx.Node)
        _NODE_BASE.__init__(theirs, *fields)
        ours = _C.edit_new_node_probe(made, *fields)
        return type(ours) is fx.Node and view(theirs, known) == view(ours, known)
    except Exception:  # noqa: BLE001 - any difference: torch's own __init__ runs
        return False


def _type_lookup(cls: type, name: str) -> Any:
    """What ``_PyType_Lookup(cls, name)`` finds: the first class in the MRO defining ``name``."""
    for klass in cls.__mro__:
        if name in klass.__dict__:
            return klass.__dict__[name]
    return _ABSENT


def _make_kit() -> Any:
    count_key = _count_key() if _NAMESPACE.accelerated else None
    if _NODE_BASE is None or not _BUILDING.accelerated or count_key is None:
        return None
    try:
        made = _C.edit_kit({
            "node_type": fx.Node, "node_base": _NODE_BASE, "graph_type": fx.Graph,
            "namespace_type": _torch_graph._Namespace, "table_type": _torch_graph._FindNodesLookupTable,
            "insert_point_type": _torch_graph._InsertPoint,
            "immutable_dict": immutable_dict, "immutable_list": immutable_list,
            "plain_types": tuple(PLAIN_TYPES), "list_types": tuple(LIST_TYPES), "dict_types": tuple(DICT_TYPES),
            "illegal_names": _torch_graph._illegal_names, "legal_ops": _torch_node._legal_ops,
            "snake_case": _torch_graph._snake_case, "parse_name": parse_name, "map_arg": _fx_map_arg,
            "torch_methods": dict(TORCH_METHODS), "mirror_target_names": _MIRROR.accelerated,
            "count_by_candidate": count_key == "candidate",
        })
    except (ValueError, TypeError):  # a _NodeBase without the slots it reads: torch's code runs
        return None
    if _clears_as_torch(made):
        _C.edit_kit_clear_natively(made)
    if _inits_as_torch(made):
        _C.edit_kit_init_natively(made)
    for cls, name in _RELIED_ON:
        found = _type_lookup(cls, name)
        if found is not _ABSENT:
            _C.edit_kit_expect(made, cls, name, (found,))
    # The methods the patch installs (made once: the same objects every patch), and the
    # one class attribute each may be: torch's, or the patch's.
    names = _GRAPH_METHODS + _NODE_METHODS + _INSERT_POINT_METHODS if _MIRROR.accelerated else ("create_node",)
    for name in names:
        _METHODS[name] = _as_method(_C.edit_function(made, name), TORCH_METHODS[name])
    for name, original in TORCH_METHODS.items():
        ours = _METHODS.get(name)
        _C.edit_kit_expect(made, _OWNER[name], name, (original,) if ours is None else (original, ours))
    for name, after in (("prepend", False), ("append", True)):
        _C.edit_kit_inserter(made, TORCH_METHODS[name], after)
        if name in _METHODS:
            _C.edit_kit_inserter(made, _METHODS[name], after)
    return made


_OWNER = {**{n: fx.Graph for n in _GRAPH_METHODS}, **{n: fx.Node for n in _NODE_METHODS},
          **{n: _torch_graph._InsertPoint for n in _INSERT_POINT_METHODS}}
_METHODS: dict[str, Any] = {}


@functools.lru_cache(maxsize=None)
def kit() -> Any:
    """The process's edit kit (``_C.edit_kit``), or None where node creation is not
    verified on this torch (``graph_building``, and ``python_code`` for the namespace)
    or ``_NodeBase`` lacks a slot it reads."""
    return _make_kit()


def _as_method(function: Callable[..., Any], torchs: Any) -> Any:
    """A C function installed as torch's method: a ``_C.NativeMethod`` (called as CPython
    calls a method written in C, the instance first) carrying torch's signature,
    docstring and names."""
    method = _C.native_method(function)
    method.__signature__ = inspect.signature(torchs)
    method.__doc__ = torchs.__doc__
    method.__name__ = torchs.__name__
    method.__qualname__ = torchs.__qualname__
    return method


def patch_targets() -> list[tuple[type, str, Any]]:
    """(class, attribute, replacement) for ``patch(graph_building=True)``: node creation
    where ``graph_building`` is verified, the other edits where ``graph_edits`` is too."""
    if kit() is None:
        return []
    return [(_OWNER[name], name, method) for name, method in _METHODS.items()]


def create(graph: fx.Graph, op: str, target: Any, args: Any, kwargs: Any, name: str | None, type_expr: Any,
           meta: dict[str, Any] | None = None) -> Any:
    """``graph.create_node(op, target, args, kwargs, name, type_expr)`` natively, then
    ``node.meta = meta`` (already copied) as ``node_copy`` sets it; NotImplemented
    where the native path declines (nothing changed: the caller runs torch's)."""
    made = kit()
    if made is None:
        return NotImplemented
    return _C.edit_create_node(made, graph, op, target, args, kwargs, name, type_expr, meta)


def erase_dead(graph: fx.Graph, nodes: list[fx.Node]) -> bool:
    """``graph.erase_node(node)`` for each node in order, natively where torch's would
    neither raise, warn nor call hooks (elsewhere torch's, for that node). False
    where nothing was done (no kit, or a graph that is not an exact ``fx.Graph``)."""
    made = kit()
    if made is None or not _MIRROR.accelerated:
        return False
    return _C.edit_erase_dead(made, graph, nodes) is not NotImplemented


def nodes_created() -> int:
    """How many nodes the native edits have created in this process (for tests)."""
    return _C.edit_nodes_created()
