"""Helpers for the matcher tests: random graphs, patterns cut out of graphs,
and a differential comparison against torch's SubgraphMatcher."""

from __future__ import annotations

import operator
import random
from typing import Any, Callable

import torch
import torch.fx as fx
from torch.fx.passes.utils.matcher_utils import SubgraphMatcher as TorchSubgraphMatcher

from pyfxfast.matcher import SubgraphMatcher

aten = torch.ops.aten

PLAIN_LITERALS: list[Any] = [1, 2, 1.0, 2.0, True, False, None, "a", "b", torch.float32, (1, 2), [1, 2], [1, 2.0], -1]


def exotic_literal(rng: random.Random) -> Any:
    """Literals that compare in Python: NaN, 1-element tensors, slices, dicts."""
    return rng.choice(
        [float("nan"), torch.tensor(1.0), torch.tensor(2.0), slice(1, 2), slice(1, 2.0), {"k": 1}, {"k": 1.0}, {1, 2}]
    )


def _op(*args: Any, **kwargs: Any) -> Any:  # a call_function target; never executed
    raise NotImplementedError


def _op2(*args: Any, **kwargs: Any) -> Any:
    raise NotImplementedError


def random_graph(
    rng: random.Random,
    num_nodes: int,
    *,
    literal_heavy: bool = False,
    kwarg_heavy: bool = False,
    exotic: float = 0.0,
    num_inputs: int = 3,
) -> fx.Graph:
    """A random DAG of call_function/call_method/call_module nodes with literal
    and kwarg arguments; a few targets only, so that patterns match often."""
    g = fx.Graph()
    nodes: list[fx.Node] = [g.placeholder(f"in{i}") for i in range(num_inputs)]

    def pick() -> fx.Node:
        # Mostly recent nodes: long chains, some fan-out.
        return nodes[max(0, len(nodes) - 1 - int(rng.expovariate(0.4)))]

    def lit() -> Any:
        if exotic and rng.random() < exotic:
            return exotic_literal(rng)
        return rng.choice(PLAIN_LITERALS)

    for _ in range(num_nodes):
        r = rng.random()
        if literal_heavy and r < 0.5:
            args = (pick(),) + tuple(lit() for _ in range(rng.randint(1, 3)))
            kwargs = {"k": lit()} if rng.random() < 0.3 else {}
            n = g.call_function(rng.choice([_op, _op2]), args, kwargs)
        elif kwarg_heavy and r < 0.5:
            keys = rng.sample(["alpha", "beta", "dim", "out"], rng.randint(1, 3))
            kwargs = {k: (pick() if rng.random() < 0.4 else lit()) for k in keys}
            n = g.call_function(_op, (pick(),), kwargs)
        elif r < 0.25:
            n = g.call_function(rng.choice([torch.relu, torch.neg]), (pick(),))
        elif r < 0.5:
            b = pick() if rng.random() < 0.7 else rng.choice([1, 2, 1.0])
            n = g.call_function(rng.choice([operator.add, operator.mul]), (pick(), b))
        elif r < 0.6:
            n = g.call_function(torch.cat, ([pick(), pick()],), {"dim": rng.choice([0, 1])})
        elif r < 0.7:
            n = g.call_method(rng.choice(["view", "transpose"]), (pick(), rng.choice([0, 1]), rng.choice([1, -1])))
        elif r < 0.8:
            n = g.call_module(rng.choice(["m0", "m1"]), (pick(),))
        elif r < 0.9:
            n = g.call_function(aten.add.Tensor, (pick(), pick()), {"alpha": 1} if rng.random() < 0.3 else {})
        else:
            n = g.call_function(_op, (pick(), lit()), {"k": lit()})
        nodes.append(n)
    sinks = [n for n in nodes if not n.users and n.op != "placeholder"]
    g.output(tuple(sinks) if sinks else nodes[-1])
    return as_module(g)


def _perturb(rng: random.Random, value: Any, rate: float, wildcard: Callable[[], Any] | None = None) -> Any:
    """Replaces some literals (or lists) in an args structure by other literals
    or, with `wildcard`, by placeholders; nodes are left alone."""
    if isinstance(value, fx.Node):
        return value
    if wildcard is not None and isinstance(value, (tuple, list)) and rng.random() < rate / 2:
        return wildcard()
    if isinstance(value, tuple):
        return tuple(_perturb(rng, v, rate, wildcard) for v in value)
    if isinstance(value, list):
        return [_perturb(rng, v, rate, wildcard) for v in value]
    if isinstance(value, dict):
        return {k: _perturb(rng, v, rate, wildcard) for k, v in value.items()}
    if rng.random() < rate:
        return wildcard() if wildcard is not None else rng.choice(PLAIN_LITERALS)
    return value


def cut_pattern(
    rng: random.Random,
    graph: fx.Graph,
    size: int,
    *,
    perturb: float = 0.0,
    literal_wildcards: float = 0.0,
    extra_outputs: float = 0.3,
    grow_users: float = 0.3,
) -> fx.Graph | None:
    """A connected subgraph of `graph` turned into a pattern: inputs from
    outside become placeholders, sinks (and some other nodes) are returned."""
    compute = [n for n in graph.nodes if n.op not in ("placeholder", "output")]
    if not compute:
        return None
    seed = rng.choice(compute)
    chosen = {seed}
    frontier = [seed]
    while frontier and len(chosen) < size:
        n = frontier.pop(rng.randrange(len(frontier)))
        neighbours = list(n.all_input_nodes)
        if rng.random() < grow_users:
            neighbours += list(n.users)  # grows sideways: several sinks
        for m in neighbours:
            if m.op in ("placeholder", "output") or m in chosen or len(chosen) >= size:
                continue
            if rng.random() < 0.8:
                chosen.add(m)
                frontier.append(m)
    order = [n for n in graph.nodes if n in chosen]
    p = fx.Graph()
    env: dict[fx.Node, fx.Node] = {}
    for n in order:
        for m in n.all_input_nodes:
            if m not in chosen and m not in env:
                env[m] = p.placeholder(f"ph_{m.name}")
    # Placeholders standing for literals; a shared pool, so one placeholder can
    # meet several literals (torch then compares them with ==).
    pool: list[fx.Node] = []

    def wildcard() -> fx.Node:
        if not pool or (len(pool) < 3 and rng.random() < 0.5):
            first = next((n for n in p.nodes if n.op != "placeholder"), None)
            if first is None:
                pool.append(p.placeholder(f"lit{len(pool)}"))
            else:
                with p.inserting_before(first):
                    pool.append(p.placeholder(f"lit{len(pool)}"))
        return rng.choice(pool)

    for n in order:
        args = fx.map_arg(n.args, lambda m: env[m])
        kwargs = fx.map_arg(n.kwargs, lambda m: env[m])
        if perturb:
            args, kwargs = _perturb(rng, args, perturb), _perturb(rng, kwargs, perturb)
        if literal_wildcards:
            args = tuple(_perturb(rng, a, literal_wildcards, wildcard) for a in args)
            kwargs = {k: _perturb(rng, v, literal_wildcards, wildcard) for k, v in kwargs.items()}
        env[n] = p.create_node(n.op, n.target, args, kwargs, name=f"pat_{n.name}")
    # Returning every node used outside keeps the cut self-contained, so the
    # original occurrence survives torch's containment filter.
    leak_all = rng.random() < 0.7
    outs = []
    for n in order:
        used_inside = any(u in chosen for u in n.users)
        used_outside = any(u not in chosen for u in n.users)
        if not used_inside or (used_outside and (leak_all or rng.random() < extra_outputs)):
            outs.append(env[n])
    if len(outs) == 1 and rng.random() < 0.5:
        p.output(outs[0])
    else:
        p.output(tuple(outs))
    return as_module(p, graph.owning_module)


class _Root(torch.nn.Module):
    """Owner of the call_module targets used by random_graph."""

    def __init__(self) -> None:
        super().__init__()
        self.m0 = torch.nn.Identity()
        self.m1 = torch.nn.Identity()


def as_module(graph: fx.Graph, root: torch.nn.Module | None = None) -> fx.Graph:
    """Gives `graph` an owning module (fx's purity check needs one for
    call_module); attributes are taken from `root`."""
    fx.GraphModule(root if root is not None else _Root(), graph)
    return graph


def _value_key(v: Any) -> Any:
    if isinstance(v, fx.Node):
        return ("node", v.name)
    return ("value", type(v).__name__, repr(v))


def match_key(m: Any) -> tuple:
    """Everything about an InternalMatch, by node names, order included."""
    return (
        [a.name for a in m.anchors],
        [(p.name, _value_key(g)) for p, g in m.nodes_map.items()],
        [_value_key(v) for v in m.placeholder_nodes],
        [_value_key(v) for v in m.returning_nodes],
        sorted((k, _value_key(v)) for k, v in m.name_node_map.items()),
    )


def outcome(fn: Callable[[], list]) -> tuple:
    """A comparable outcome: the match keys, or the exception type and text."""
    try:
        return ("ok", [match_key(m) for m in fn()])
    except Exception as e:  # noqa: BLE001 - compared against torch's
        return ("raised", type(e).__name__, str(e))


def compare(
    pattern: fx.Graph,
    graph: fx.Graph,
    node_name_match: str = "",
    torch_cls: type = TorchSubgraphMatcher,
    fast_cls: type = SubgraphMatcher,
    **options: bool,
) -> tuple:
    """Runs torch and pyfxfast; asserts identical outcomes; returns torch's."""
    expected = outcome(lambda: torch_cls(pattern, **options).match(graph, node_name_match))
    got = outcome(lambda: fast_cls(pattern, **options).match(graph, node_name_match))
    assert got == expected, f"options={options} node_name_match={node_name_match!r}\npattern:\n{pattern}"
    # Anchors are the matcher's own list object, as in torch.
    return expected


OPTION_NAMES = ("match_output", "match_placeholder", "remove_overlapping_matches", "ignore_literals")


def all_option_combos() -> list[dict[str, bool]]:
    return [
        {name: bool(bits >> i & 1) for i, name in enumerate(OPTION_NAMES)} for bits in range(1 << len(OPTION_NAMES))
    ]
