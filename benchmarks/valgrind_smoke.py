"""A representative workload for valgrind memcheck (see README, RELIABILITY).

    PYTHONMALLOC=malloc valgrind --tool=memcheck --leak-check=no --num-callers=30 \
        --log-file=valgrind.log .venv/bin/python benchmarks/valgrind_smoke.py
    grep -c "_C.cpython" valgrind.log   # frames in pyfxfast's extension: expect 0

Converts graphs, matches patterns (including literal and Python-hook cases),
runs DCE, topo_sort, validate_partition, the ordering passes and a rewrite,
and the error paths (RecursionError on self-containing args, stale graphs).
"""

import random
import warnings

warnings.simplefilter("ignore")

import torch.fx as fx  # noqa: E402

import pyfxfast  # noqa: E402
from pyfxfast.testing import random_dag, shuffle_nodes  # noqa: E402


def main() -> None:
    for seed in range(3):
        gm = random_dag(150, seed)
        nodes = list(gm.graph.nodes)
        cg = pyfxfast.CompactGraph(gm.graph)
        assert len(cg) == len(nodes)
        for i in range(len(cg)):
            cg.arg_tokens(i)
        rng = random.Random(seed)
        pyfxfast.topo_sort(rng.sample(nodes, 40))
        pyfxfast.validate_partition(rng.sample(nodes, 20))
        pat = fx.Graph()
        x = pat.placeholder("x")
        y = pat.call_function(nodes[5].target, (x,) + tuple(nodes[5].args[1:]), dict(nodes[5].kwargs)) if nodes[5].op == "call_function" else x
        pat.output(y)
        for options in ({}, {"ignore_literals": True}, {"match_placeholder": True}):
            pyfxfast.SubgraphMatcher(pat, **options).match(gm.graph)
        pyfxfast.match_many(cg, [pat, pat])
        pyfxfast.eliminate_dead_code(gm.graph)
        shuffle_nodes(gm.graph, seed)
        pyfxfast.stable_topological_sort(gm)
        pyfxfast.legalize_graph(gm)
    # error paths
    g = fx.Graph()
    a = g.placeholder("a")
    b = g.call_function(pyfxfast.topo_sort, (a,))
    g.output(b)
    lst = [1]
    lst.append(lst)
    object.__setattr__(b, "_args", (a, lst))
    try:
        pyfxfast.CompactGraph(g)
    except RecursionError:
        pass
    gm = random_dag(50, 7)
    cg = pyfxfast.CompactGraph(gm.graph)
    gm.graph.erase_node(list(gm.graph.nodes)[-2]) if not list(gm.graph.nodes)[-2].users else None
    gm.graph.call_function(pyfxfast.topo_sort, ())
    try:
        pyfxfast.SubgraphMatcher(fx.symbolic_trace(lambda x: x + 1).graph).match(cg)
    except pyfxfast.StaleGraphError:
        pass
    print("valgrind smoke done")


if __name__ == "__main__":
    main()
