"""NodeSource.__deepcopy__ under patch(codegen=True) makes the copy copy.deepcopy makes."""

from __future__ import annotations

import copy
from typing import Any

import pytest
import torch
import torch.fx as fx
from torch.fx.traceback import NodeSource, NodeSourceAction

import pyfxfast
from pyfxfast import _C
from pyfxfast.provenance import copy_chain, create_record, deepcopy_node_source

ATOMS = (str, int, float, bool, type(None), bytes)


def assert_same_shape(a: Any, b: Any, pairs: dict[int, int] | None = None) -> None:
    """a and b are the same object graph: same types, same dict key order, the
    same atoms (the very objects), and aliasing in one exactly where the other has it."""
    pairs = {} if pairs is None else pairs
    assert type(a) is type(b)
    if isinstance(a, ATOMS) or isinstance(a, NodeSourceAction):
        assert a == b  # deepcopy shares atoms: the very objects, but for strings a copy builds anew
        return
    if id(a) in pairs:
        assert pairs[id(a)] == id(b), "aliasing differs"
        return
    assert id(b) not in pairs.values(), "aliasing differs"
    pairs[id(a)] = id(b)
    if isinstance(a, (list, tuple)):
        assert len(a) == len(b)
        for x, y in zip(a, b):
            assert_same_shape(x, y, pairs)
    elif isinstance(a, dict):
        assert list(a) == list(b)
        for key in a:
            assert_same_shape(a[key], b[key], pairs)
    elif isinstance(a, torch.Tensor):
        assert torch.equal(a, b)
    elif hasattr(a, "__dict__"):
        assert_same_shape(vars(a), vars(b), pairs)
    else:
        assert a is b  # opaque: deepcopy can only have taken it from memo


def _source_chain(depth: int, fan: int = 1) -> list[NodeSource]:
    g = fx.Graph()
    x = g.placeholder("x")
    y = g.call_function(torch.relu, (x,))
    chain: list[NodeSource] = []
    for level in range(depth):
        y.meta["from_node"] = chain
        chain = [NodeSource(y, f"pass{level}", NodeSourceAction.CREATE) for _ in range(fan)]
    return chain


def _both(value: Any, memo: dict | None = None) -> tuple[Any, Any]:
    plain = copy.deepcopy(value, None if memo is None else dict(memo))
    with pyfxfast.patch(codegen=True):
        assert NodeSource.__dict__["__deepcopy__"] is deepcopy_node_source
        fast = copy.deepcopy(value, None if memo is None else dict(memo))
    return plain, fast


def _shared() -> list[Any]:
    inner = _source_chain(3)[0]
    outer = NodeSource(None, "p", [NodeSourceAction.CREATE, NodeSourceAction.REPLACE])
    outer.from_node = [inner, inner]  # one record reached twice
    return [outer, inner.from_node, {"again": inner}]


def _with_cached_dicts() -> list[NodeSource]:
    chain = _source_chain(4, fan=2)
    chain[0].to_dict()  # the parent's _dict shares its children's _dict objects
    hash(chain[1])
    return chain


class _Subclass(NodeSource):
    def __reduce_ex__(self, protocol: Any) -> Any:
        func, args, state, *rest = super().__reduce_ex__(protocol)
        state = dict(state)
        state["pass_name"] = state["pass_name"] + "!"  # a customised pickle
        return (func, args, state, *rest)


def _subclass() -> list[NodeSource]:
    record = _Subclass(None, "sub")
    record.from_node = _source_chain(2)
    return [record]


CASES = {
    "chain depth 12": lambda: _source_chain(12),
    "fan-out": lambda: _source_chain(4, fan=3),
    "shared records": _shared,
    "cached to_dict": _with_cached_dicts,
    "no node_info": lambda: [NodeSource(None, "empty")],
    "subclass": _subclass,
    "other values": lambda: [_source_chain(2)[0], (1, 2.0), {"t": torch.ones(2)}],
}


@pytest.mark.parametrize("name", list(CASES))
def test_copy_matches_deepcopy(name: str) -> None:
    value = CASES[name]()
    plain, fast = _both(value)
    assert_same_shape(plain, fast)
    if name == "subclass":
        assert fast[0].pass_name == "sub!"
    if name == "shared records":
        assert fast[0].from_node[0] is fast[0].from_node[1] is fast[2]["again"]
        assert fast[1] is fast[0].from_node[0].from_node
    for a, b in zip(plain, fast):
        if isinstance(a, NodeSource):
            assert a.to_dict() == b.to_dict()
            assert b is not a


def test_callers_memo_is_honoured() -> None:
    chain = _source_chain(3)
    premade = object()
    memo = {id(chain[0].from_node[0]): premade}  # deepcopy must reuse what memo holds
    plain, fast = _both(chain, memo)
    assert plain[0].from_node[0] is premade and fast[0].from_node[0] is premade
    assert_same_shape(plain, fast)


def test_interpreter_provenance_unchanged() -> None:
    """A re-trace with preserved node meta records the same provenance."""

    class M(torch.nn.Module):
        def forward(self, x: torch.Tensor) -> torch.Tensor:
            return torch.relu(x) + 1

    def retrace(gm: fx.GraphModule, passes: int) -> list[Any]:
        for i in range(passes):
            with fx.traceback.preserve_node_meta():
                gm = fx.experimental.proxy_tensor.make_fx(fx.Interpreter(gm).run)(torch.ones(3))
        return [n.meta.get("from_node") for n in gm.graph.nodes]

    def without_graph_ids(record: dict) -> dict:  # ids of graph objects differ between runs
        out = {k: v for k, v in record.items() if k != "graph_id"}
        out["from_node"] = [without_graph_ids(r) for r in record["from_node"]]
        return out

    def summary(provenance: list[Any]) -> list[Any]:
        return [None if p is None else [without_graph_ids(s.to_dict()) for s in p] for p in provenance]

    gm = fx.symbolic_trace(M())
    plain = retrace(gm, 4)
    with pyfxfast.patch(codegen=True):
        fast = retrace(gm, 4)
    assert summary(plain) == summary(fast)
    assert max(len(str(s)) for s in summary(fast)) > 200  # a chain several passes deep


def test_unpatch_removes_it() -> None:
    with pyfxfast.patch(codegen=True):
        assert "__deepcopy__" in NodeSource.__dict__
    assert "__deepcopy__" not in NodeSource.__dict__
    with pyfxfast.patch():  # the plain patch leaves provenance alone
        assert "__deepcopy__" not in NodeSource.__dict__


def test_create_record_is_torchs_constructor():
    """The record the Transformer gives each re-created node: torch's NodeSource(node, pass, CREATE)."""
    from pyfxfast.provenance import create_record

    g = fx.Graph()
    x = g.placeholder("x")
    y = g.call_function(torch.relu, (x,))
    y.meta["from_node"] = _source_chain(3, fan=2)
    for node in (x, y):
        made = create_record(node, "Interpreter_Pass")
        ref = NodeSource(node, "Interpreter_Pass", NodeSourceAction.CREATE)
        assert type(made) is NodeSource and list(vars(made)) == list(vars(ref))
        assert list(vars(made.node_info)) == list(vars(ref.node_info))
        assert made.to_dict() == ref.to_dict()
        assert [type(r) for r in made.from_node] == [type(r) for r in ref.from_node]
        assert made.from_node is not node.meta.get("from_node")


def test_record_maker_reuses_op_overload_strings_within_a_run() -> None:
    """A run's record maker computes str() of an OpOverload target once; the records
    equal torch's, and other targets (whose str() is theirs to compute) are asked each time."""
    from pyfxfast.provenance import record_maker

    class Counted:
        calls = 0
        __name__ = "counted"

        def __call__(self, x: Any) -> Any:
            return x

        def __str__(self) -> str:
            Counted.calls += 1
            return f"counted{Counted.calls}"

    g = fx.Graph()
    x = g.placeholder("x")
    add = torch.ops.aten.add.Tensor
    nodes = [g.call_function(add, (x, x)) for _ in range(3)] + [g.call_function(Counted(), (x,)) for _ in range(2)]
    make = record_maker()
    other = record_maker()
    made = [make(n, "Interpreter_Pass") for n in nodes]
    assert [r.target for r in made[:3]] == [str(add)] * 3
    assert made[0].target is made[2].target  # one str() for the run
    assert other(nodes[0], "Interpreter_Pass").target is not made[0].target  # a new run computes its own
    assert [r.target for r in made[3:]] == ["counted1", "counted2"]
    for node, record in zip(nodes[:3], made[:3]):
        assert record.to_dict() == NodeSource(node, "Interpreter_Pass", NodeSourceAction.CREATE).to_dict()
    with pytest.raises(TypeError, match="target_strs"):
        _C.create_record(nodes[0], "p", False, 10, [])
    with pytest.raises(TypeError):
        make(nodes[0], 3)  # type: ignore[arg-type]


# ---- the native copy (copy_chain, create_record, NodeSource.__init__ on torch 2.11-2.14) ----

def _torch_deep_copies() -> bool:
    """Whether the installed torch's NodeSource(node) deep-copies the node's chain (2.11-2.14)."""
    node = _source_chain(1)[0]
    g = fx.Graph()
    y = g.call_function(torch.relu, (g.placeholder("x"),))
    y.meta["from_node"] = [node]
    return NodeSource(y, "p").from_node[0] is not node


DEEP_COPIES = _torch_deep_copies()


def _from_dict() -> list[NodeSource]:
    chain = _source_chain(3, fan=2)
    return [NodeSource._from_dict(chain[0].to_dict())]  # its __dict__ keys in another order


def _instance_hook() -> list[NodeSource]:
    chain = _source_chain(2)
    chain[0].__deepcopy__ = lambda memo: "made by the instance's own __deepcopy__"
    return chain


NATIVE_CASES = {**CASES, "chain depth 100": lambda: _source_chain(100), "from _from_dict": _from_dict, "instance __deepcopy__": _instance_hook,
                "self-referencing list": lambda: (lambda l: (l.append(l), l)[1])([_source_chain(1)[0]])}


def _objects(value: Any, seen: dict[int, Any] | None = None) -> dict[int, Any]:
    """Every container and record reachable from value, by id."""
    seen = {} if seen is None else seen
    if isinstance(value, ATOMS) or isinstance(value, NodeSourceAction) or id(value) in seen:
        return seen
    seen[id(value)] = value
    children = (value if isinstance(value, (list, tuple)) else list(value.values()) if isinstance(value, dict)
                else list(vars(value).values()) if hasattr(value, "__dict__") and not isinstance(value, torch.Tensor)
                else [])
    for child in children:
        _objects(child, seen)
    return seen


@pytest.mark.parametrize("name", list(NATIVE_CASES))
def test_copy_chain_is_deepcopy(name: str) -> None:
    value = NATIVE_CASES[name]()
    plain = copy.deepcopy(value)
    fast = copy_chain(value)
    assert_same_shape(plain, fast)
    # Nothing mutable shared with the original (deepcopy keeps a tuple of atoms itself).
    mutable = lambda objects: {k for k, v in objects.items() if not isinstance(v, tuple)}  # noqa: E731
    assert not mutable(_objects(fast)) & mutable(_objects(value))


def test_copy_chain_leaves_customised_classes_to_deepcopy(monkeypatch) -> None:
    import copyreg

    chain = _source_chain(3)
    monkeypatch.setitem(copyreg.dispatch_table, NodeSource, lambda r: (NodeSource, (None, "registered")))
    assert _C.copy_chain(chain, 100) is NotImplemented
    assert copy_chain(chain)[0].pass_name == "registered" == copy.deepcopy(chain)[0].pass_name


def test_copy_chain_too_deep_for_native_raises_as_deepcopy() -> None:
    """Deeper than the native copy goes, copy.deepcopy runs: its RecursionError is torch's."""
    chain = _source_chain(5)
    assert _C.copy_chain(chain, 3) is NotImplemented
    deep: list[NodeSource] = []
    for level in range(600):  # linked directly: torch's constructor could not copy such a chain
        record = NodeSource(None, f"pass{level}", NodeSourceAction.CREATE)
        record.from_node = deep
        deep = [record]
    with pytest.raises(RecursionError):
        copy.deepcopy(deep)
    with pytest.raises(RecursionError):
        copy_chain(deep)


def _node_with_chain() -> fx.Node:
    g = fx.Graph()
    y = g.call_function(torch.relu, (g.placeholder("x"),))
    y.meta["from_node"] = _with_cached_dicts()
    return y


@pytest.mark.parametrize("action", [None, NodeSourceAction.CREATE, [NodeSourceAction.REPLACE, NodeSourceAction.CREATE]])
def test_records_are_torchs_constructor(action: Any) -> None:
    """create_record, and NodeSource(...) under patch(codegen=True), make the object graph
    torch's constructor makes: fresh copies on 2.11-2.14, shared records from 2.15."""
    node = _node_with_chain()
    ref = NodeSource(node, "Interpreter_Pass", action)
    with pyfxfast.patch(codegen=True):
        patched = NodeSource(node, "Interpreter_Pass", action)
        empty = NodeSource(None, "p", action)
    assert_same_shape(ref, patched)
    assert_same_shape(NodeSource(None, "p", action), empty)
    if action is NodeSourceAction.CREATE:
        assert_same_shape(ref, create_record(node, "Interpreter_Pass"))
    shared = {id(r) for r in _objects(node.meta["from_node"]).values() if isinstance(r, NodeSource)}
    made = {id(r) for r in _objects(patched.from_node).values() if isinstance(r, NodeSource)}
    assert bool(shared & made) is not DEEP_COPIES


def test_patched_constructor_rejects_what_torch_rejects() -> None:
    with pytest.raises(AssertionError) as theirs:
        NodeSource(None, "p", ["create"])
    with pyfxfast.patch(codegen=True), pytest.raises(AssertionError) as ours:
        NodeSource(None, "p", ["create"])
    assert str(ours.value) == str(theirs.value)


def _record_graph(gm: fx.GraphModule) -> list[Any]:
    """Every node's records as an object graph: types, fields and which objects are one."""
    seen: dict[int, int] = {}
    out: list[Any] = []

    def walk(value: Any) -> None:
        if isinstance(value, ATOMS) or isinstance(value, NodeSourceAction):
            out.append("graph_id" if type(value) is int else value)  # ids of graphs differ between runs
            return
        if id(value) in seen:
            out.append(("again", seen[id(value)]))
            return
        seen[id(value)] = len(seen)
        out.append(type(value).__name__)
        for key, item in (vars(value) if hasattr(value, "__dict__") else dict(enumerate(value)) if isinstance(value, list)
                          else value).items():
            out.append(key)
            walk(item)

    for node in gm.graph.nodes:
        walk(node.meta.get("from_node"))
    return out


def test_chained_transformer_passes_keep_torchs_records() -> None:
    """Five passes in a row: every node's chain is torch's, object for object."""
    from pyfxfast.testing import aten_graph

    source = aten_graph(300)
    ours, theirs = source, source
    for _ in range(5):
        ours, theirs = pyfxfast.Transformer(ours).transform(), fx.Transformer(theirs).transform()
    assert _record_graph(ours) == _record_graph(theirs)
    depth = max(len(str(n.meta["from_node"])) for n in ours.graph.nodes if "from_node" in n.meta)
    assert depth > 300
