"""Differential fuzzing of every pyfxfast drop-in against torch.fx.

A hypothesis strategy draws a *recipe* (plain data: node specs with argument
trees) and :func:`build` turns it into an ``fx.GraphModule``, deterministically,
so a mutating pass can run on two identical graphs (one for torch, one for
pyfxfast) and hypothesis can shrink failures to small recipes.

Recipes cover: nested tuples/lists/dicts/slices (with nodes inside), None,
tensors, sets (unhashable), NaN, +-inf, -0.0, bools vs ints vs floats, dtypes,
the same node twice in one call, unused placeholders, getitem chains, impure
ops (in-place aten, ``torch._assert``, an impure submodule), kwargs,
get_attr, call_method and call_module.

``DROP_INS`` is the table the tests iterate: ``(name, check)`` where
``check(recipe, rng)`` runs torch and pyfxfast and raises AssertionError on any
difference (results compared by node names and generated code; where torch
raises, pyfxfast must raise the same exception type). Adding a drop-in is one
function and one table row.
"""

from __future__ import annotations

import copy
import operator
import random
from typing import Any, Callable

import torch
import torch.fx as fx
from hypothesis import strategies as st
from torch.fx import subgraph_rewriter as torch_rw
from torch.fx.passes import tools_common as torch_tools
from torch.fx.passes.infra.partitioner import CapabilityBasedPartitioner as TorchPartitioner
from torch.fx.passes.operator_support import OperatorSupport
from torch.fx.passes.split_module import split_module as torch_split_module
from torch.fx.passes.utils import fuser_utils as torch_fuser
from torch.fx.passes.utils.matcher_utils import SubgraphMatcher as TorchSubgraphMatcher

from torch_release import HAS_SKIP, partitioner_kwargs
import pyfxfast
from pyfxfast.testing.random_dag import RandomDagRoot, shuffle_nodes

from matcher_cases import cut_pattern, match_key

aten = torch.ops.aten


def _op(*args: Any, **kwargs: Any) -> Any:  # a call_function target; never executed
    raise NotImplementedError


def _op2(*args: Any, **kwargs: Any) -> Any:
    raise NotImplementedError


# ------------------------------------------------------------------ recipes

_PLAIN = [0, 1, -1, 2, 0.0, -0.0, 0.5, 1.0, True, False, None, "a", "mean", torch.float32, torch.int64, Ellipsis]

_leaf = st.one_of(
    st.sampled_from(range(len(_PLAIN))).map(lambda i: ("lit", i)),
    st.sampled_from(["nan", "inf", "-inf", "tensor", "tensor2", "set", "big"]).map(lambda k: (k,)),
    st.integers(0, 40).map(lambda k: ("node", k)),
)

ARG = st.recursive(
    _leaf,
    lambda ch: st.one_of(
        st.lists(ch, max_size=3).map(lambda xs: ("tuple", xs)),
        st.lists(ch, max_size=3).map(lambda xs: ("list", xs)),
        st.lists(st.tuples(st.sampled_from(["k", "dim", "a"]), ch), max_size=2).map(lambda kv: ("dict", kv)),
        st.tuples(ch, ch, ch).map(lambda t: ("slice", *t)),
    ),
    max_leaves=6,
)

# call_function targets: (target, is_tuple_producer)
FUNCTIONS: list[Any] = [
    aten.add.Tensor, aten.mul.Tensor, aten.relu.default, aten.add_.Tensor, aten.max.dim,
    operator.add, operator.getitem, torch.cat, torch.relu, torch._assert, _op, _op2,
]
METHODS = ["relu", "view", "add", "sum"]
MODULES = ["act", "lin", "sub.0", "probe"]  # probe is impure
ATTRS = ["w0", "w1", "b0"]

_node_spec = st.one_of(
    st.tuples(
        st.just("call_function"),
        st.integers(0, len(FUNCTIONS) - 1),
        st.lists(ARG, max_size=4),
        st.lists(st.tuples(st.sampled_from(["alpha", "dim", "k", "keepdim"]), ARG), max_size=2),
    ),
    st.tuples(st.just("call_method"), st.integers(0, len(METHODS) - 1), st.lists(ARG, max_size=3), st.just([])),
    st.tuples(st.just("call_module"), st.integers(0, len(MODULES) - 1), st.lists(ARG, min_size=1, max_size=1), st.just([])),
    st.tuples(st.just("get_attr"), st.integers(0, len(ATTRS) - 1), st.just([]), st.just([])),
    # a getitem chain: getitem(getitem(x, i), j)
    st.tuples(st.just("getitem_chain"), st.integers(0, 40), st.lists(st.integers(-2, 2), min_size=1, max_size=3), st.just([])),
    # the same node twice in one call
    st.tuples(st.just("dup"), st.integers(0, 40), st.just([]), st.just([])),
)


@st.composite
def recipes(draw: Any, max_nodes: int = 30) -> dict:
    """A graph recipe (plain data; see :func:`build`)."""
    return {
        "placeholders": draw(st.integers(1, 4)),
        "nodes": draw(st.lists(_node_spec, min_size=1, max_size=max_nodes)),
        "outputs": draw(st.lists(st.integers(0, 40), max_size=3)),
        "output_kind": draw(st.sampled_from(["tuple", "single", "dict", "none"])),
    }


def _materialize(spec: Any, values: list[fx.Node]) -> Any:
    kind = spec[0]
    if kind == "lit":
        return _PLAIN[spec[1]]
    if kind == "nan":
        return float("nan")
    if kind == "inf":
        return float("inf")
    if kind == "-inf":
        return float("-inf")
    if kind == "tensor":
        return torch.tensor(1.0)
    if kind == "tensor2":
        return torch.tensor([1.0, 2.0])
    if kind == "set":
        return {1, 2}
    if kind == "big":
        return 2**70
    if kind == "node":
        if not values:
            return None
        return values[-1 - spec[1] % len(values)]
    if kind == "tuple":
        return tuple(_materialize(s, values) for s in spec[1])
    if kind == "list":
        return [_materialize(s, values) for s in spec[1]]
    if kind == "dict":
        return {k: _materialize(s, values) for k, s in spec[1]}
    if kind == "slice":
        return slice(*(_materialize(s, values) for s in spec[1:]))
    raise ValueError(spec)


def build(recipe: dict) -> fx.GraphModule:
    """The graph a recipe describes; equal recipes give graphs with equal names and code."""
    g = fx.Graph()
    values: list[fx.Node] = [g.placeholder(f"x{i}") for i in range(recipe["placeholders"])]

    def pick(k: int) -> Any:
        return values[-1 - k % len(values)] if values else 1

    for kind, which, args, kwargs in recipe["nodes"]:
        mat = lambda s: _materialize(s, values)  # noqa: E731
        if kind == "call_function":
            target = FUNCTIONS[which]
            call_args = tuple(mat(a) for a in args)
            call_kwargs = {k: mat(v) for k, v in kwargs}
            if target in (operator.add, operator.getitem):
                # codegen prints these as `a + b` / `a[b]`: exactly two args, no kwargs
                call_args = (call_args + (pick(which), 0))[:2]
                call_kwargs = {}
            n = g.call_function(target, call_args, call_kwargs)
        elif kind == "call_method":
            # self must be a node: codegen writes `self.method(...)`
            n = g.call_method(METHODS[which], (pick(which),) + tuple(mat(a) for a in args))
        elif kind == "call_module":
            n = g.call_module(MODULES[which], tuple(mat(a) for a in args))
        elif kind == "get_attr":
            n = g.get_attr(ATTRS[which])
        elif kind == "getitem_chain":
            n = g.call_function(aten.max.dim, (pick(which), 0))
            for i in args:
                n = g.call_function(operator.getitem, (n, i))
        else:  # dup
            x = pick(which)
            n = g.call_function(aten.add.Tensor, (x, x), {"alpha": x} if which % 2 else {})
        values.append(n)
    outs = [pick(k) for k in recipe["outputs"]]
    kind = recipe["output_kind"]
    if kind == "tuple":
        g.output(tuple(outs))
    elif kind == "single":
        g.output(outs[0] if outs else None)
    elif kind == "dict":
        g.output({f"o{i}": o for i, o in enumerate(outs)})
    else:
        g.output(None)
    return fx.GraphModule(RandomDagRoot(), g)


# --------------------------------------------------------------- comparing


def _key(v: Any) -> Any:
    if isinstance(v, fx.Node):
        return ("node", v.name)
    if isinstance(v, torch.Tensor):
        return ("tensor", v.tolist())
    return ("value", type(v).__name__, repr(v))


def signature(graph: fx.Graph) -> list[tuple]:
    """A graph's content by node names (literal values by repr)."""
    def arg(a: Any) -> Any:
        return repr(fx.map_arg(a, lambda n: ("node", n.name)))

    return [(n.name, n.op, str(n.target), arg(n.args), arg(n.kwargs), [u.name for u in n.users]) for n in graph.nodes]


def outcome(fn: Callable[[], Any], summarize: Callable[[Any], Any] = lambda r: r) -> tuple:
    """("ok", summary) or ("raised", exception type)."""
    try:
        return ("ok", summarize(fn()))
    except Exception as e:  # noqa: BLE001 - compared against torch's
        return ("raised", type(e))


def same(expected: tuple, got: tuple, what: str) -> None:
    assert got == expected, f"{what}: torch {expected!r} != pyfxfast {got!r}"


def _names(nodes: Any) -> Any:
    return [n.name if isinstance(n, fx.Node) else repr(n) for n in nodes]


# -------------------------------------------------------------- the checks


def check_compact_graph(recipe: dict, rng: random.Random) -> None:
    """The converter's structure equals fx's (inputs, users, order)."""
    gm = build(recipe)
    cg = pyfxfast.CompactGraph(gm.graph)
    nodes = list(gm.graph.nodes)
    assert list(cg.nodes) == nodes
    index = {n: i for i, n in enumerate(nodes)}
    for i, n in enumerate(nodes):
        assert cg.inputs(i) == [index[m] for m in n.all_input_nodes]
        assert cg.users(i) == [index[u] for u in n.users]
    assert cg.is_fresh() and cg.foreign_refs == 0


_IMPURE_CALLBACKS: list[Callable[[fx.Node], Any] | None] = [
    None,
    lambda n: n.op in ("placeholder", "output"),
    lambda n: n.op == "call_module" or n.op == "output",
    lambda n: n.name.endswith(("1", "3", "5")) or n.op == "output",
    lambda n: len(n.users) if n.op != "output" else 1,  # truthy non-bools
    lambda n: n.is_impure(),
]


def check_dce(recipe: dict, rng: random.Random) -> None:
    callback = rng.choice(_IMPURE_CALLBACKS)
    ref, ours = build(recipe), build(recipe)
    if rng.random() < 0.15:  # not topologically ordered: torch's lint raises
        seed = rng.randrange(1 << 30)
        shuffle_nodes(ref.graph, seed)
        shuffle_nodes(ours.graph, seed)
    expected = outcome(lambda: ref.graph.eliminate_dead_code(callback))
    got = outcome(lambda: pyfxfast.eliminate_dead_code(ours.graph, callback))
    same(expected, got, "eliminate_dead_code result")
    same(signature(ref.graph), signature(ours.graph), "eliminate_dead_code graph")


def _subset(rng: random.Random, gm: fx.GraphModule) -> list[fx.Node]:
    nodes = list(gm.graph.nodes)
    k = rng.randint(0, len(nodes))
    subset = rng.sample(nodes, k)
    if subset and rng.random() < 0.1:
        subset.append(rng.choice(subset))  # a duplicate
    return subset


def check_topo_sort(recipe: dict, rng: random.Random) -> None:
    gm = build(recipe)
    subset = _subset(rng, gm)
    expected = outcome(lambda: torch_fuser.topo_sort(list(subset)), _names)
    got = outcome(lambda: pyfxfast.topo_sort(list(subset)), _names)
    same(expected, got, "topo_sort")


def check_validate_partition(recipe: dict, rng: random.Random) -> None:
    gm = build(recipe)
    subset = _subset(rng, gm)
    expected = outcome(lambda: torch_fuser.validate_partition(list(subset)))
    got = outcome(lambda: pyfxfast.validate_partition(list(subset)))
    same(expected, got, "validate_partition")


def _check_ordering(recipe: dict, rng: random.Random, torch_fn: Callable, fast_fn: Callable, what: str) -> None:
    seed = rng.randrange(1 << 30)
    ref, ours = build(recipe), build(recipe)
    if rng.random() < 0.8:
        shuffle_nodes(ref.graph, seed)
        shuffle_nodes(ours.graph, seed)
    expected = outcome(lambda: torch_fn(ref), lambda gm: gm.code)
    got = outcome(lambda: fast_fn(ours), lambda gm: gm.code)
    same(expected, got, what)
    same(signature(ref.graph), signature(ours.graph), what + " graph")


def check_stable_topological_sort(recipe: dict, rng: random.Random) -> None:
    _check_ordering(recipe, rng, torch_tools.stable_topological_sort, pyfxfast.stable_topological_sort, "stable_topological_sort")


def check_legalize_graph(recipe: dict, rng: random.Random) -> None:
    _check_ordering(recipe, rng, torch_tools.legalize_graph, pyfxfast.legalize_graph, "legalize_graph")


OPTION_NAMES = ("match_output", "match_placeholder", "remove_overlapping_matches", "ignore_literals")


def _match_summary(ms: list) -> list:
    return [match_key(m) for m in ms]


def _pattern(rng: random.Random, graph: fx.Graph) -> fx.Graph | None:
    return cut_pattern(
        rng,
        graph,
        rng.randint(1, 6),
        perturb=rng.choice([0.0, 0.0, 0.2]),
        literal_wildcards=rng.choice([0.0, 0.0, 0.3]),
    )


def check_subgraph_matcher(recipe: dict, rng: random.Random) -> None:
    gm = build(recipe)
    pattern = _pattern(rng, gm.graph)
    if pattern is None:
        return
    options = {name: rng.random() < 0.5 for name in OPTION_NAMES}
    name_match = rng.choice(["", "", "add", "x"])
    expected = outcome(lambda: TorchSubgraphMatcher(pattern, **options).match(gm.graph, name_match), _match_summary)
    got = outcome(lambda: pyfxfast.SubgraphMatcher(pattern, **options).match(gm.graph, name_match), _match_summary)
    same(expected, got, f"SubgraphMatcher {options} {name_match!r}")


def check_match_many(recipe: dict, rng: random.Random) -> None:
    gm = build(recipe)
    patterns = [p for p in (_pattern(rng, gm.graph) for _ in range(3)) if p is not None]
    options = {name: rng.random() < 0.5 for name in OPTION_NAMES}
    # match_many builds every matcher before matching (a pattern torch rejects
    # at construction raises before any match runs).
    def reference() -> list:
        matchers = [TorchSubgraphMatcher(p, **options) for p in patterns]
        return [_match_summary(m.match(gm.graph)) for m in matchers]

    expected = outcome(reference)
    got = outcome(lambda: [_match_summary(r) for r in pyfxfast.match_many(gm.graph, patterns, **options)])
    same(expected, got, f"match_many {options}")


def _replacement(pattern: fx.Graph, rng: random.Random) -> fx.Graph:
    """Same placeholders and outputs as `pattern`, other targets."""
    repl = copy.deepcopy(pattern)
    for n in repl.nodes:
        if n.op == "call_function" and rng.random() < 0.7:
            n.target = _op2 if n.target is not _op2 else _op
    return repl


def _replaced_summary(gm: fx.GraphModule) -> Callable[[list], Any]:
    def summarize(results: list) -> Any:
        out = []
        for r in results:
            out.append(
                (
                    r.anchor.name,
                    [(k.name, _key(v)) for k, v in r.nodes_map.items()],
                    _names(r.replacements),
                )
            )
        return out, gm.code

    return summarize


def check_replace_pattern_with_filters(recipe: dict, rng: random.Random) -> None:
    seed = rng.randrange(1 << 30)
    ref, ours = build(recipe), build(recipe)
    # The same cut from each copy: literal objects must come from the copy
    # matched (lists compare their items by identity first).
    p_ref, p_ours = _pattern(random.Random(seed), ref.graph), _pattern(random.Random(seed), ours.graph)
    if p_ref is None:
        return
    r_ref, r_ours = _replacement(p_ref, random.Random(seed)), _replacement(p_ours, random.Random(seed))
    parity = rng.randrange(3)
    filters = rng.choice([[], [lambda m, g, p: len(m.anchors[0].name) % 3 != parity]])
    ignore_literals = rng.random() < 0.3
    expected = outcome(
        lambda: torch_rw.replace_pattern_with_filters(ref, p_ref, r_ref, filters, ignore_literals), _replaced_summary(ref)
    )
    got = outcome(
        lambda: pyfxfast.replace_pattern_with_filters(ours, p_ours, r_ours, filters, ignore_literals),
        _replaced_summary(ours),
    )
    same(expected, got, f"replace_pattern_with_filters ignore_literals={ignore_literals}")
    same(signature(ref.graph), signature(ours.graph), "replace_pattern_with_filters graph")


def _partition_summary(partitions: list) -> list:
    return [(p.id, [(n.name, v) for n, v in p.nodes.items()]) for p in partitions]


def check_capability_partitioner(recipe: dict, rng: random.Random) -> None:
    ref, ours = build(recipe), build(recipe)
    names = sorted({torch_tools.get_node_target(dict(ref.named_modules()), n)
                    for n in ref.graph.nodes if n.op in torch_tools.CALLABLE_NODE_OPS})
    supported = {name: None for name in names if rng.random() < 0.6}
    options = {
        "allows_single_node_partition": rng.random() < 0.5,
        "skip_horizontal_fusion": rng.random() < 0.3 and HAS_SKIP,
    }
    options = partitioner_kwargs(options)
    if names and rng.random() < 0.3:
        options["non_compute_ops"] = rng.sample(names, 1)
    if names and rng.random() < 0.3:
        options["allowed_single_node_partition_ops"] = rng.sample(names, 1)

    def run(cls: type, gm: fx.GraphModule) -> tuple:
        partitioner = cls(gm, OperatorSupport(supported), **options)
        proposed = _partition_summary(partitioner.propose_partitions())
        return proposed, partitioner.partition_and_fuse().code

    same(outcome(lambda: run(TorchPartitioner, ref)), outcome(lambda: run(pyfxfast.CapabilityBasedPartitioner, ours)),
         f"CapabilityBasedPartitioner {options}")


def _split_summary(out: tuple) -> tuple:
    gm, qualname_map, tags = out
    codes = [(name, mod.code) for name, mod in gm.named_modules() if isinstance(mod, fx.GraphModule)]
    return codes, sorted(qualname_map.items()), sorted(gm.meta["partition_names"]), tags


def check_split_module(recipe: dict, rng: random.Random) -> None:
    ref, ours = build(recipe), build(recipe)
    parts = rng.randint(1, 5)
    seed = rng.randrange(1 << 30)
    if rng.random() < 0.15:  # not topologically ordered
        shuffle_nodes(ref.graph, seed)
        shuffle_nodes(ours.graph, seed)
    options: dict[str, Any] = {
        k: rng.random() < 0.3
        for k in ("keep_original_order", "keep_original_node_name", "tuple_return")
    }
    options["keep_original_input_name"] = rng.random() < 0.7
    if rng.random() < 0.2:
        options["partition_affix"] = "pp"
    contiguous = rng.random() < 0.6

    def callback_for(gm: fx.GraphModule) -> Callable[[fx.Node], int]:
        nodes = list(gm.graph.nodes)
        r = random.Random(seed)
        where = {n.name: (i * parts // len(nodes) if contiguous else r.randrange(parts)) for i, n in enumerate(nodes)}
        return lambda n: where[n.name]

    def run(fn: Callable, gm: fx.GraphModule) -> tuple:
        qualname_map: dict[str, str] = {}
        out = fn(gm, gm, callback_for(gm), qualname_map, **options)
        return out, qualname_map, [getattr(n, "_fx_partition", None) for n in gm.graph.nodes]

    same(outcome(lambda: run(torch_split_module, ref), _split_summary),
         outcome(lambda: run(pyfxfast.split_module, ours), _split_summary), f"split_module {options}")


# (name, check). A new drop-in (e.g. CapabilityBasedPartitioner) is one row.
# ------------------------------------------------------- codegen (issue 12)


def _code_key(code: Any) -> tuple:
    return (code.src, [(k, id(v)) for k, v in code.globals.items()], code._lineno_map, code._prologue_start)


def check_python_code(recipe: dict, rng: random.Random) -> None:
    """pyfxfast.python_code (and its native path, where it runs) equals Graph.python_code."""
    from pyfxfast import codegen

    gm = build(recipe)
    if rng.random() < 0.3:  # names are then created at a node's first mention
        shuffle_nodes(gm.graph, rng.randrange(1 << 30))
    expected = outcome(lambda: gm.graph.python_code("self"), _code_key)
    same(expected, outcome(lambda: pyfxfast.python_code(gm.graph), _code_key), "python_code")
    native = codegen._try_native(gm.graph, "self", {})
    if native is not None:
        same(expected, ("ok", _code_key(native)), "native python_code")


def check_code_emission(recipe: dict, rng: random.Random) -> None:
    """The forward's code object made without compile() equals compile()'s (where emitted)."""
    from pyfxfast import _C, code_emission

    gm = build(recipe)
    if rng.random() < 0.3:
        shuffle_nodes(gm.graph, rng.randrange(1 << 30))
    src = gm.graph.python_code("self").src
    emitted = _C.emit_code(src, "<eval_with_key>.0")
    if isinstance(emitted, str) or not code_emission.status().native:
        return
    assert code_emission.same_code(emitted, compile(src, "<eval_with_key>.0", "exec", dont_inherit=True)), src


DROP_INS: list[tuple[str, Callable[[dict, random.Random], None]]] = [
    ("CompactGraph", check_compact_graph),
    ("eliminate_dead_code", check_dce),
    ("topo_sort", check_topo_sort),
    ("validate_partition", check_validate_partition),
    ("stable_topological_sort", check_stable_topological_sort),
    ("legalize_graph", check_legalize_graph),
    ("SubgraphMatcher", check_subgraph_matcher),
    ("match_many", check_match_many),
    ("replace_pattern_with_filters", check_replace_pattern_with_filters),
    ("CapabilityBasedPartitioner", check_capability_partitioner),
    ("python_code", check_python_code),
    ("code_emission", check_code_emission),
    ("split_module", check_split_module),
]
