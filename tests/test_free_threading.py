"""Several threads running independent pyfxfast passes at once, each on its own
graphs, must get exactly what the same passes get run one after another.

On a GIL build this checks the passes' shared state (module caches, the C++
kernels run with the GIL released). On a free-threaded build (CPython 3.13t
and later, ``pyfxfast._C`` declares ``Py_MOD_GIL_NOT_USED``) the threads run
truly in parallel; there ``test_without_the_gil`` also runs the whole workload
in a fresh interpreter and checks that the GIL stayed off: importing pyfxfast
and running its passes must not turn it back on. (In this process another
test may have imported an extension that turned it on for good, e.g. triton
via ``torch.export``.) Run as a script, this file runs that workload:
``python tests/test_free_threading.py``.
"""

from __future__ import annotations

import os
import sys

if __name__ == "__main__" and os.environ.get("PYFXFAST_TEST_STAGE"):
    # Run by test_without_the_gil for a build that tests/build_runner.py runs (make test-tsan):
    # load pyfxfast from the same place, not from the editable install.
    sys.meta_path[:] = [f for f in sys.meta_path if "skbc" not in type(f).__module__]
    sys.path.insert(0, os.environ["PYFXFAST_TEST_STAGE"])

import copy
import operator
import random
import subprocess
import sysconfig
import threading
from dataclasses import dataclass
from typing import Any, Callable

import torch
import torch.fx as fx
import torch.nn.functional as F

import pyfxfast
from pyfxfast import _C
from pyfxfast._cpython.code_compare import same_code
from pyfxfast.testing import random_dag, shuffle_nodes, torch_graph

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from matcher_cases import as_module, cut_pattern, match_key, outcome  # noqa: E402

THREADS = 6
ROUNDS = 3
FREE_THREADED_BUILD = bool(sysconfig.get_config_var("Py_GIL_DISABLED"))


def signature(graph: fx.Graph) -> list[tuple]:
    """A graph's content by node names (literal values by repr)."""
    def arg(a: Any) -> Any:
        return repr(fx.map_arg(a, lambda n: ("node", n.name)))

    return [(n.name, n.op, str(n.target), arg(n.args), arg(n.kwargs), [u.name for u in n.users]) for n in graph.nodes]


# -- the passes, each on inputs of its own ---------------------------------------------

def _match_input(seed: int) -> tuple[fx.GraphModule, list[fx.Graph]]:
    gm = random_dag(400, seed)
    rng = random.Random(seed)
    patterns = [as_module(p, gm) for p in (cut_pattern(rng, gm.graph, 3, literal_wildcards=0.3) for _ in range(6))
                if p is not None]
    return gm, patterns


def _copy_match_input(inp: tuple[fx.GraphModule, list[fx.Graph]]) -> tuple[fx.GraphModule, list[fx.Graph]]:
    gm = copy.deepcopy(inp[0])
    return gm, [as_module(copy.deepcopy(p), gm) for p in inp[1]]  # a copied Graph has no owning module


def _match(inp: tuple[fx.GraphModule, list[fx.Graph]]) -> Any:
    gm, patterns = inp
    # Some cut patterns make torch raise (KeyError): pyfxfast raises the same, compared as outcomes.
    one_by_one = [outcome(lambda: pyfxfast.SubgraphMatcher(p).match(gm.graph)) for p in patterns]
    many = outcome(lambda: [m for r in pyfxfast.match_many(gm.graph, patterns) for m in r])
    return one_by_one, many


def _gelu(x):
    return F.gelu(x)


def _relu(x):
    return torch.relu(x)


def _add(x, y):
    return x + y


def _torch_add(x, y):
    return torch.add(x, y)


def _rewrite_input(seed: int) -> tuple[fx.GraphModule, list[fx.GraphModule]]:
    # Patterns traced here: torch's symbolic_trace patches process-wide state
    # while it traces (torch.fx._symbolic_trace.CURRENT_PATCHER), so it cannot
    # run in several threads at once, with or without the GIL.
    return torch_graph(250), [fx.symbolic_trace(f) for f in (_gelu, _relu, _add, _torch_add)]


def _rewrite(inp: tuple[fx.GraphModule, list[fx.GraphModule]]) -> Any:
    gm, (gelu, relu, add, torch_add) = inp
    first = pyfxfast.replace_pattern(gm, gelu, relu)
    second = pyfxfast.replace_pattern(gm, add, torch_add)
    replaced = [[(m.anchor.name, sorted(f"{k.name}->{v.name}" for k, v in m.nodes_map.items())) for m in ms]
                for ms in (first, second)]
    return replaced, signature(gm.graph), gm.code


_CALLS = pyfxfast.create_op_support(lambda submodules, node: node.op in ("call_function", "call_method"))


def _partition(gm: fx.GraphModule) -> Any:
    partitioner = pyfxfast.CapabilityBasedPartitioner(gm, _CALLS, allows_single_node_partition=True)
    partitions = partitioner.propose_partitions()
    proposed = [(p.id, [(n.name, v) for n, v in p.nodes.items()]) for p in partitions]
    fused = partitioner.fuse_partitions(partitions)
    submodules = sorted((name, m.code) for name, m in fused.named_children() if isinstance(m, fx.GraphModule))
    return proposed, signature(fused.graph), fused.code, submodules


def _dce(gm: fx.GraphModule) -> Any:
    changed = pyfxfast.eliminate_dead_code(gm.graph)
    code = pyfxfast.recompile(gm).src
    return changed, signature(gm.graph), code


def _copy_shuffled(gm: fx.GraphModule) -> fx.GraphModule:
    """A copy with its nodes out of order (the same order for every copy); a
    graph out of order cannot be deep-copied itself."""
    copied = copy.deepcopy(gm)
    shuffle_nodes(copied.graph, len(gm.graph.nodes))
    return copied


def _ordering(gm: fx.GraphModule) -> Any:
    nodes = list(gm.graph.nodes)
    rng = random.Random(len(nodes))
    order = [n.name for n in pyfxfast.topo_sort(nodes[::-1])]
    valid = [pyfxfast.validate_partition(rng.sample(nodes, 12)) for _ in range(10)]
    valid += [pyfxfast.validate_partition(list(n.all_input_nodes) + [n]) for n in nodes[::10]]
    pyfxfast.stable_topological_sort(gm)
    stable = signature(gm.graph)
    pyfxfast.legalize_graph(gm)
    return order, valid, stable, signature(gm.graph)


def _codegen(gm: fx.GraphModule) -> Any:
    src = pyfxfast.python_code(gm.graph).src
    recompiled = pyfxfast.recompile(gm).src
    emitted = _C.emit_code(recompiled, "<free-threading test>")
    return src, recompiled, emitted


def _node_edits(gm: fx.GraphModule) -> Any:
    """A node loop under patch(graph_building=True): the native edits (create, rewire,
    move, set args and target, erase, lint), each thread on its own graph."""
    with pyfxfast.patch(graph_building=True):
        graph = gm.graph
        for node in list(graph.nodes):
            if node.op == "call_function" and node.target in (operator.add, torch.add, torch.ops.aten.add.Tensor):
                with graph.inserting_after(node):
                    relu = graph.call_function(torch.relu, (node,))
                    node.replace_all_uses_with(relu, delete_user_cb=lambda user, relu=relu: user is not relu)
            elif node.op == "call_function" and node.target is F.gelu:
                node.target = F.relu
                node.args = tuple(node.args)
        copied = fx.Graph()
        env: dict[fx.Node, fx.Node] = {}
        for node in graph.nodes:
            env[node] = copied.node_copy(node, env.__getitem__)
        for node in reversed(list(graph.nodes)):
            if node.op == "call_function" and not node.users:
                graph.erase_node(node)
        graph.lint()
        return signature(graph), signature(copied)


@dataclass
class Job:
    name: str
    make: Callable[[int], Any]  # seed -> input (one per thread)
    run: Callable[[Any], Any]  # input -> comparable result
    copy: Callable[[Any], Any] = copy.deepcopy  # an identical input (names included), one per round


JOBS = [
    Job("match", _match_input, _match, _copy_match_input),
    Job("replace_pattern", _rewrite_input, _rewrite),
    Job("partition_and_fuse", lambda seed: torch_graph(250), _partition),
    Job("eliminate_dead_code", lambda seed: torch_graph(250, dead_fraction=0.3), _dce),
    Job("ordering", lambda seed: random_dag(300, seed), _ordering, _copy_shuffled),
    Job("codegen", lambda seed: random_dag(300, seed), _codegen),
    Job("node_edits", lambda seed: torch_graph(250, dead_fraction=0.2), _node_edits),
]


def _same(a: Any, b: Any) -> bool:
    if isinstance(a, type(compile("", "", "exec"))):
        return isinstance(b, type(a)) and same_code(a, b)
    if isinstance(a, (list, tuple)):
        return type(a) is type(b) and len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b))
    return a == b


def run_in_threads(job_names: list[str] | None = None, threads: int = THREADS, rounds: int = ROUNDS) -> None:
    """Every thread runs every job (in its own order) on inputs of its own, `rounds`
    times, all starting together; each result must equal the serial one."""
    jobs = [j for j in JOBS if job_names is None or j.name in job_names]
    # Inputs built here, serially: thread t gets seed t (some jobs ignore it);
    # a deep copy per round (passes edit their graph), identical names included.
    by_name = {j.name: j for j in jobs}
    bases = {(j.name, t): j.make(100 + t) for j in jobs for t in range(threads)}
    expected = {(name, t): by_name[name].run(by_name[name].copy(base)) for (name, t), base in bases.items()}
    inputs = {(name, t, r): by_name[name].copy(base) for (name, t), base in bases.items() for r in range(rounds)}
    results: dict[tuple[str, int, int], Any] = {}
    errors: list[tuple[int, BaseException]] = []
    barrier = threading.Barrier(threads)

    def work(t: int) -> None:
        try:
            order = jobs[t % len(jobs):] + jobs[:t % len(jobs)]  # different passes overlap
            barrier.wait()
            for r in range(rounds):
                for job in order:
                    results[(job.name, t, r)] = job.run(inputs.pop((job.name, t, r)))
        except BaseException as e:  # noqa: BLE001 - reported below
            errors.append((t, e))
            barrier.abort()

    workers = [threading.Thread(target=work, args=(t,)) for t in range(threads)]
    for w in workers:
        w.start()
    for w in workers:
        w.join(timeout=600)
    assert not any(w.is_alive() for w in workers), "a thread hangs"
    if errors:  # the first failure, not a thread that only saw the barrier broken by it
        t, e = sorted(errors, key=lambda te: isinstance(te[1], threading.BrokenBarrierError))[0]
        raise AssertionError(f"thread {t} failed") from e
    for (name, t, r), got in sorted(results.items(), key=lambda kv: kv[0]):
        assert _same(expected[(name, t)], got), f"{name}: thread {t}, round {r} differs from the serial run"
    assert len(results) == len(jobs) * threads * rounds


def run_with_shared_interner(threads: int = THREADS) -> None:
    """Threads converting their own graphs into one shared interner, and matching
    patterns on one shared CompactGraph (both only read what they share)."""
    interner = pyfxfast._graph.new_interner()
    graphs = [random_dag(300, 200 + t) for t in range(threads)]
    shared_gm = random_dag(600, 7)
    shared = pyfxfast.CompactGraph(shared_gm.graph)
    rng = random.Random(0)
    patterns = [as_module(p, shared_gm) for p in (cut_pattern(rng, shared_gm.graph, 3, literal_wildcards=0.3)
                                                  for _ in range(6)) if p is not None]
    expected = [outcome(lambda: pyfxfast.SubgraphMatcher(p).match(shared_gm.graph)) for p in patterns]
    converted: dict[int, list[pyfxfast.CompactGraph]] = {t: [] for t in range(threads)}
    errors: list[BaseException] = []
    barrier = threading.Barrier(threads)

    def work(t: int) -> None:
        try:
            barrier.wait()
            for _ in range(ROUNDS):
                converted[t].append(pyfxfast.CompactGraph(graphs[t].graph, interner))
                for p, e in zip(patterns, expected):
                    assert outcome(lambda: pyfxfast.SubgraphMatcher(p).match(shared)) == e
        except BaseException as e:  # noqa: BLE001 - reported below
            errors.append(e)
            barrier.abort()

    workers = [threading.Thread(target=work, args=(t,)) for t in range(threads)]
    for w in workers:
        w.start()
    for w in workers:
        w.join(timeout=600)
    assert not errors, errors
    # Every target has one id; equal ids mean equal targets, across all graphs.
    targets = interner.targets
    id_of: dict[int, int] = {}
    for cgs in converted.values():
        for cg in cgs:
            for node, tid in zip(cg.nodes, cg.target_ids()):
                assert targets[tid] is node.target or targets[tid] == node.target
                assert id_of.setdefault(id(node.target), tid) == tid


def run_codegen_reserved_names(threads: int = THREADS, rounds: int = 300) -> None:
    """_C's code generation keeps the reserved-name table of the last ``reserved`` dict
    it saw (torch passes the same one every time). Threads passing dicts of their own
    replace it all the time: each must still get names that avoid its own reserved
    names and only those."""
    owners = [object() for _ in range(threads)]
    reserved = [{f"name{t}": owners[t], "shared": owners[t]} for t in range(threads)]
    errors: list[BaseException] = []
    barrier = threading.Barrier(threads)

    def work(t: int) -> None:
        try:
            barrier.wait()
            for _ in range(rounds):
                run = _C.CodegenRun(reserved[t], fx.Node, (), None, None, None, "self", "return ", "")
                other = (t + 1) % threads
                names = [run.create_global_name(f"name{t}", None), run.create_global_name(f"name{other}", None),
                         run.create_global_name("shared", owners[t])]
                assert names == [f"name{t}_1", f"name{other}", "shared"], names
        except BaseException as e:  # noqa: BLE001 - reported below
            errors.append(e)
            barrier.abort()

    workers = [threading.Thread(target=work, args=(t,)) for t in range(threads)]
    for w in workers:
        w.start()
    for w in workers:
        w.join(timeout=600)
    assert not errors, errors


def _emission_source(t: int, r: int) -> str:
    """A forward whose locals are thread `t`'s own (half of them new in each round `r`), its
    constants round `r`'s."""
    lines = [f"t{t}_v{i} = torch.relu(x, {i + r}.5, k = {t * 7 + i})" for i in range(40)]
    lines += [f"t{t}_r{r}_w{i} = f(t{t}_v{i}, [{r}, {i}]);  t{t}_v{i} = None" for i in range(40)]
    return "\n\n\ndef forward(self, x):\n" + "".join(f"    {line}\n" for line in lines) + "    return x\n    "


def run_emission_name_cache(threads: int = THREADS, rounds: int = 40) -> None:
    """``_C.emit_code`` keeps the names of its last emission (interned strs) for the next one. Threads
    emitting forwards of their own, each meeting names the cache does not hold, replace it all
    the time: each code object must still equal compile()'s, its names interned."""
    sources = {(t, r): _emission_source(t, r) for t in range(threads) for r in range(rounds)}
    expected = {key: compile(src, "<threads>", "exec", dont_inherit=True) for key, src in sources.items()}
    results: dict[tuple[int, int], Any] = {}
    errors: list[BaseException] = []
    barrier = threading.Barrier(threads)

    def work(t: int) -> None:
        try:
            barrier.wait()
            for r in range(rounds):
                results[(t, r)] = _C.emit_code(sources[(t, r)], "<threads>")
        except BaseException as e:  # noqa: BLE001 - reported below
            errors.append(e)
            barrier.abort()

    workers = [threading.Thread(target=work, args=(t,)) for t in range(threads)]
    for w in workers:
        w.start()
    for w in workers:
        w.join(timeout=600)
    assert not errors, errors
    for key, got in results.items():
        assert _same(expected[key], got), f"emission {key} differs from compile()'s"
        function = next(c for c in got.co_consts if isinstance(c, type(got)))
        assert all(sys.intern(name) is name for name in function.co_varnames + function.co_names)
    assert len(results) == threads * rounds


# -- the tests -----------------------------------------------------------------------

def test_passes_in_threads():
    run_in_threads()


def test_threads_sharing_an_interner_and_a_compact_graph():
    run_with_shared_interner()


def test_codegen_reserved_names_in_threads():
    run_codegen_reserved_names()


def test_emission_name_cache_in_threads():
    if isinstance(_C.emit_code("def forward(self):\n    return 1\n", "f"), str):
        import pytest

        pytest.skip("no emitter for this interpreter")
    run_emission_name_cache()


def test_gil_stays_off_in_this_process():
    if not FREE_THREADED_BUILD:
        assert not hasattr(sys, "_is_gil_enabled") or sys._is_gil_enabled()
        return
    import pytest

    if sys._is_gil_enabled():
        pytest.skip("another module loaded in this process turned the GIL on (see test_without_the_gil)")
    run_in_threads(["match", "codegen"], threads=4, rounds=1)
    assert not sys._is_gil_enabled()


def test_without_the_gil():
    """A fresh free-threaded interpreter: import pyfxfast, run every pass in threads,
    the GIL must still be off (_C and _C_reference declare Py_MOD_GIL_NOT_USED)."""
    import pytest

    if not FREE_THREADED_BUILD:
        pytest.skip("not a free-threaded build")
    env = {k: v for k, v in os.environ.items() if k != "PYTHON_GIL"}  # no forcing either way
    package = os.path.dirname(os.path.abspath(pyfxfast.__file__))
    if os.path.dirname(os.path.abspath(_C.__file__)) == package:  # not the editable install: that copy
        env["PYFXFAST_TEST_STAGE"] = os.path.dirname(package)
    proc = subprocess.run([sys.executable, "-W", "error::RuntimeWarning", os.path.abspath(__file__)],
                          env=env, capture_output=True, text=True, timeout=900)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "GIL off: True" in proc.stdout, proc.stdout


def main() -> None:
    import importlib

    print(f"pyfxfast._C from {importlib.import_module('pyfxfast._C').__file__}")
    try:
        importlib.import_module("pyfxfast._C_reference")
    except ImportError:
        pass
    run_in_threads()
    run_with_shared_interner()
    run_codegen_reserved_names()
    if not isinstance(_C.emit_code("def forward(self):\n    return 1\n", "f"), str):
        run_emission_name_cache()
    gil = getattr(sys, "_is_gil_enabled", lambda: True)()
    print(f"GIL off: {not gil}")
    if FREE_THREADED_BUILD and gil:
        sys.exit("the GIL was turned on")


if __name__ == "__main__":
    main()
