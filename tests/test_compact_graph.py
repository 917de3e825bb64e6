import pytest
import torch
import torch.fx as fx

from pyfxfast._graph import ArgTag, CompactGraph, OpKind, StaleGraphError, new_interner


def _small_gm():
    class M(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.lin = torch.nn.Linear(4, 4)

        def forward(self, x, y):
            a = self.lin(x) + y
            b = torch.cat([a, x], dim=1)[:, 1:3]
            return b.sum(dim=(0, 1), keepdim=True), a

    return fx.symbolic_trace(M())


def test_structure_matches_fx():
    gm = _small_gm()
    cg = CompactGraph(gm.graph)
    nodes = list(gm.graph.nodes)
    assert list(cg.nodes) == nodes
    index = {n: i for i, n in enumerate(nodes)}
    kinds = cg.op_kinds()
    for i, n in enumerate(nodes):
        assert OpKind.NAMES[kinds[i]] == n.op
        assert cg.inputs(i) == [index[m] for m in n.all_input_nodes]
        assert cg.users(i) == [index[m] for m in n.users]
        assert cg.interner.targets[cg.target_ids()[i]] is n.target or cg.interner.targets[cg.target_ids()[i]] == n.target
    cg.native.check_consistent()
    assert cg.is_topologically_ordered()
    assert cg.foreign_refs == 0


def test_structure_only_conversion():
    gm = _small_gm()
    full = CompactGraph(gm.graph)
    lean = CompactGraph(gm.graph, arguments=False)
    assert full.has_arguments and not lean.has_arguments
    assert lean.nodes == full.nodes
    assert lean.op_kinds() == full.op_kinds()
    assert lean.target_ids() == full.target_ids()
    for i in range(len(full)):
        assert lean.inputs(i) == full.inputs(i)
        assert lean.users(i) == full.users(i)
    lean.native.check_consistent()
    assert lean.is_fresh()
    assert lean.native.stable_topo_order() == full.native.stable_topo_order()
    with pytest.raises(ValueError, match="without arguments"):
        lean.arg_tokens(0)
    n = list(gm.graph.nodes)[3]
    n.args = (n.args[0], n.args[0])
    assert not lean.is_fresh()  # argument changes are still detected


def test_matcher_refuses_a_structure_only_graph():
    from pyfxfast import _C

    gm = _small_gm()
    lean = CompactGraph(gm.graph, arguments=False)
    pattern = CompactGraph(gm.graph, lean.interner)
    with pytest.raises(ValueError, match="without arguments"):
        _C.match_subgraph(pattern.native, lean.native, [0], [], [], b"", [False] * 4, None, None, None, False, None)


def test_literals_interned_by_type_and_value():
    g = fx.Graph()
    x = g.placeholder("x")
    a = g.call_function(torch.add, (x, 1))
    b = g.call_function(torch.add, (x, 1.0))
    c = g.call_function(torch.add, (x, True))
    d = g.call_function(torch.add, (x, 1))
    e = g.call_function(torch.add, (x, float("nan")))
    f = g.call_function(torch.add, (x, float("nan")))
    g.output((a, b, c, d, e, f))
    cg = CompactGraph(g)

    def lit(node):
        toks = cg.arg_tokens(cg.index_of(node))
        # Tuple(2) Node(x) Literal(id) Dict(0)
        assert toks[0] == (ArgTag.TUPLE, 2) and toks[1][0] == ArgTag.NODE and toks[2][0] == ArgTag.LITERAL
        return toks[2][1]

    assert lit(a) == lit(d)
    assert len({lit(a), lit(b), lit(c)}) == 3
    assert lit(e) != lit(f)  # NaN never equals NaN
    assert cg.interner.literal_is_opaque(lit(e))


def test_shared_interner_gives_comparable_ids():
    interner = new_interner()
    g1, g2 = fx.Graph(), fx.Graph()
    for g in (g1, g2):
        x = g.placeholder("x")
        g.output(g.call_function(torch.relu, (x,)))
    c1, c2 = CompactGraph(g1, interner), CompactGraph(g2, interner)
    assert c1.target_ids() == c2.target_ids()


def test_nested_and_kwargs_encoding():
    g = fx.Graph()
    x = g.placeholder("x")
    y = g.call_function(torch.cat, ([x, x],), {"dim": 0})
    g.output(y)
    cg = CompactGraph(g)
    toks = cg.arg_tokens(1)
    assert toks[0] == (ArgTag.TUPLE, 1)
    assert toks[1] == (ArgTag.LIST, 2)
    assert toks[2] == toks[3] == (ArgTag.NODE, 0)
    assert toks[4] == (ArgTag.DICT, 1)
    assert cg.interner.literals[toks[5][1]] == "dim"
    assert cg.interner.literals[toks[6][1]] == 0


def test_stale_graph_is_detected():
    gm = _small_gm()
    cg = CompactGraph(gm.graph)
    assert cg.is_fresh()
    cg.nodes_at([0, 1])
    n = list(gm.graph.nodes)[3]
    n.args = (n.args[0], n.args[0])
    assert not cg.is_fresh()
    with pytest.raises(StaleGraphError):
        cg.nodes_at([0])


@pytest.mark.parametrize("mutate", ["insert", "erase", "target"])
def test_other_mutations_are_detected(mutate):
    gm = _small_gm()
    cg = CompactGraph(gm.graph)
    nodes = list(gm.graph.nodes)
    if mutate == "insert":
        with gm.graph.inserting_after(nodes[0]):
            gm.graph.call_function(torch.relu, (nodes[0],))
    elif mutate == "erase":
        out = nodes[-1]
        out.args = ((nodes[3], nodes[3]),)
        for n in reversed(nodes[4:-1]):
            gm.graph.erase_node(n)
    else:
        nodes[3].target = torch.sub
    assert not cg.is_fresh()


def test_not_a_graph():
    with pytest.raises(TypeError):
        CompactGraph("not a graph")
    with pytest.raises(TypeError):
        CompactGraph(_small_gm())  # a GraphModule, not a Graph
