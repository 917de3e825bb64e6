"""Smoke test of an installed pyfxfast (a wheel): every drop-in against torch.fx.

Run with the interpreter of an environment where pyfxfast was installed from a
wheel (``make test-wheel``, and cibuildwheel's ``test-command``):

    python tests/wheel_smoke.py [--no-compiler] [--require-accelerated]

It checks that the package imported is the installed one (not this source
tree), that it holds only shipped code (no ``pyfxfast._C_reference``), then
calls each drop-in on a small graph and compares the result with torch's own
function on a copy of the same graph: code, node names and order, matches,
partitions. Last it runs ``pyfxfast doctor`` and ``pyfxfast bench --ops
python_code --nodes 1000`` as a user would.

``--no-compiler`` also asserts that no C/C++ compiler or CMake is on PATH (the
environment of a user without a tool chain). ``--require-accelerated`` fails
when a drop-in falls back to torch's own code because it does not know the
installed torch: right on the releases in pyfxfast's fidelity registry, wrong on
a newer torch (where falling back is the right behaviour), so cibuildwheel,
which installs whatever torch is newest, runs without it.

A plain script rather than pytest: the wheel's test environment holds only
torch and pyfxfast.
"""

from __future__ import annotations

import argparse
import copy
import importlib.metadata
import importlib.util
import operator
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any, Callable

import torch
import torch.fx as fx
from torch import nn

CHECKS: list[tuple[str, Callable[[], None]]] = []


def check(fn: Callable[[], None]) -> Callable[[], None]:
    CHECKS.append((fn.__name__.removeprefix("check_"), fn))
    return fn


# --- small inputs -------------------------------------------------------------------------------


class Block(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.lin = nn.Linear(8, 8)

    def forward(self, x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
        a = torch.relu(self.lin(x) + y)
        b = torch.sigmoid(a) * a
        torch.tanh(b)  # dead: traced, never used
        return torch.relu(b + a) + y


class Model(nn.Module):
    def __init__(self, blocks: int = 4) -> None:
        super().__init__()
        self.blocks = nn.ModuleList(Block() for _ in range(blocks))

    def forward(self, x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
        for block in self.blocks:
            x = block(x, y)
        return x


def traced() -> fx.GraphModule:
    torch.manual_seed(0)
    return fx.symbolic_trace(Model())


def both(make: Callable[[], Any]) -> tuple[Any, Any]:
    """Two identical inputs: one for torch, one for pyfxfast."""
    value = make()
    return value, copy.deepcopy(value)


def names(nodes: Any) -> list[str]:
    return [n.name for n in nodes]


def graph_key(gm: fx.GraphModule) -> tuple[str, list[str]]:
    return gm.code, names(gm.graph.nodes)


def match_key(m: Any) -> tuple:
    """An InternalMatch (or a rewriter's Match) as names, in order."""
    if hasattr(m, "nodes_map") and hasattr(m, "placeholder_nodes"):
        name_map = getattr(m, "name_node_map", {})
        return (names(m.anchors), [(k.name, v.name) for k, v in m.nodes_map.items()],
                names(m.placeholder_nodes), names(m.returning_nodes),
                sorted((k, v.name) for k, v in name_map.items()))
    return (m.anchor.name, [(k.name, v.name) for k, v in m.nodes_map.items()])


def expect_equal(what: str, torch_result: Any, ours: Any) -> None:
    if torch_result != ours:
        raise AssertionError(f"{what}: pyfxfast differs from torch.fx\n torch:    {torch_result!r}\n pyfxfast: {ours!r}")


def pattern(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    return torch.relu(x + y)


def replacement(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    return torch.clamp(torch.sub(x, -y), min=0)


def sigmoid_mul(a: torch.Tensor) -> torch.Tensor:
    return torch.sigmoid(a) * a


def silu(a: torch.Tensor) -> torch.Tensor:
    return nn.functional.silu(a)


POINTWISE = {torch.relu, torch.sigmoid, operator.add, operator.mul}


def pointwise_support() -> Any:
    from torch.fx.passes.operator_support import create_op_support

    return create_op_support(lambda submodules, node: node.op == "call_function" and node.target in POINTWISE)


# --- the drop-ins -------------------------------------------------------------------------------


@check
def check_eliminate_dead_code() -> None:
    import pyfxfast

    ref, ours = both(traced)
    changed_ref = ref.graph.eliminate_dead_code()
    changed = pyfxfast.eliminate_dead_code(ours.graph)
    expect_equal("eliminate_dead_code", (changed_ref, names(ref.graph.nodes)), (changed, names(ours.graph.nodes)))
    assert changed, "the traced model has dead nodes"


@check
def check_topo_sort_and_validate_partition() -> None:
    import random

    from torch.fx.passes.utils import fuser_utils

    import pyfxfast

    gm = traced()
    nodes = [n for n in gm.graph.nodes if n.op == "call_function"]
    shuffled = nodes[3:15]
    random.Random(0).shuffle(shuffled)
    expect_equal("topo_sort", names(fuser_utils.topo_sort(list(shuffled))), names(pyfxfast.topo_sort(list(shuffled))))
    # The first block's ops (valid), and relu + mul without the sigmoid between them (the path
    # relu -> sigmoid -> mul leaves the partition and comes back: not valid).
    answers = []
    for part in (nodes[0:8], [nodes[1], nodes[3]]):
        answers.append(fuser_utils.validate_partition(list(part)))
        expect_equal(f"validate_partition {names(part)}", answers[-1], pyfxfast.validate_partition(list(part)))
    assert answers == [True, False], f"the inputs should be one valid and one invalid partition: {answers}"


@check
def check_orderings() -> None:
    from torch.fx.passes import tools_common

    import pyfxfast
    from pyfxfast.testing import random_dag, shuffle_nodes

    for fn in ("stable_topological_sort", "legalize_graph"):
        ref, ours = both(lambda: random_dag(300, seed=1))
        shuffle_nodes(ref.graph, seed=2)
        shuffle_nodes(ours.graph, seed=2)
        getattr(tools_common, fn)(ref)
        getattr(pyfxfast, fn)(ours)
        expect_equal(fn, names(ref.graph.nodes), names(ours.graph.nodes))


@check
def check_subgraph_matcher() -> None:
    from torch.fx.passes.utils.matcher_utils import SubgraphMatcher

    import pyfxfast

    gm, pat = traced(), fx.symbolic_trace(pattern).graph
    ref = [match_key(m) for m in SubgraphMatcher(pat).match(gm.graph)]
    ours = [match_key(m) for m in pyfxfast.SubgraphMatcher(pat).match(gm.graph)]
    expect_equal("SubgraphMatcher", ref, ours)
    assert len(ref) == 8, f"expected 8 matches, torch found {len(ref)}"
    many = pyfxfast.match_many(gm.graph, [pat, fx.symbolic_trace(sigmoid_mul).graph])
    expect_equal("match_many (first pattern)", ref, [match_key(m) for m in many[0]])


@check
def check_subgraph_matcher_with_name_node_map() -> None:
    from torch.fx.passes.utils.matcher_with_name_node_map_utils import SubgraphMatcherWithNameNodeMap

    import pyfxfast

    class Named(nn.Module):  # torch's matcher reads the pytree spec of an exported pattern
        def forward(self, x: torch.Tensor, y: torch.Tensor) -> Any:
            s = x + y
            r = torch.relu(s)
            return r, {"s": s, "r": r}

    example = (torch.randn(2, 8), torch.randn(2, 8))
    torch.manual_seed(0)
    gm = torch.export.export(Model(), example).module()
    # One pattern each: the constructor rewrites the pattern's output in place.
    pat_ref, pat = (torch.export.export(Named(), example).module() for _ in range(2))
    ref = [match_key(m) for m in SubgraphMatcherWithNameNodeMap(pat_ref).match(gm.graph)]
    ours = [match_key(m) for m in pyfxfast.SubgraphMatcherWithNameNodeMap(pat).match(gm.graph)]
    expect_equal("SubgraphMatcherWithNameNodeMap", ref, ours)
    assert ref, "the named pattern matches"


@check
def check_replace_pattern() -> None:
    from torch.fx import subgraph_rewriter

    import pyfxfast

    ref, ours = both(traced)
    got_ref = [match_key(m) for m in subgraph_rewriter.replace_pattern(ref, pattern, replacement)]
    got = [match_key(m) for m in pyfxfast.replace_pattern(ours, pattern, replacement)]
    expect_equal("replace_pattern", (got_ref, graph_key(ref)), (got, graph_key(ours)))


@check
def check_replace_pattern_with_filters() -> None:
    from torch.fx import subgraph_rewriter

    import pyfxfast

    def not_first(match: Any, original_graph: fx.Graph, pattern_graph: fx.Graph) -> bool:
        return "lin" not in match.anchors[0].all_input_nodes[0].all_input_nodes[0].name

    ref, ours = both(traced)
    got_ref = subgraph_rewriter.replace_pattern_with_filters(ref, pattern, replacement, [not_first])
    got = pyfxfast.replace_pattern_with_filters(ours, pattern, replacement, [not_first])
    expect_equal("replace_pattern_with_filters", ([match_key(m) for m in got_ref], graph_key(ref)),
                 ([match_key(m) for m in got], graph_key(ours)))
    # Several rules in one call equal one torch call per rule.
    ref, ours = both(traced)
    for pat, rep in ((pattern, replacement), (sigmoid_mul, silu)):
        subgraph_rewriter.replace_pattern_with_filters(ref, pat, rep)
    pyfxfast.replace_patterns(ours, [(pattern, replacement), (sigmoid_mul, silu)])
    expect_equal("replace_patterns", graph_key(ref), graph_key(ours))


@check
def check_capability_based_partitioner() -> None:
    from torch.fx.passes.infra.partitioner import CapabilityBasedPartitioner

    import pyfxfast

    ref, ours = both(traced)
    parts_ref = CapabilityBasedPartitioner(ref, pointwise_support()).propose_partitions()
    parts = pyfxfast.CapabilityBasedPartitioner(ours, pointwise_support()).propose_partitions()
    key = lambda ps: [(p.id, names(p.nodes)) for p in ps]  # noqa: E731
    expect_equal("propose_partitions", key(parts_ref), key(parts))
    assert parts_ref, "pointwise nodes form partitions"
    fused_ref = CapabilityBasedPartitioner(ref, pointwise_support()).fuse_partitions(parts_ref)
    fused = pyfxfast.CapabilityBasedPartitioner(ours, pointwise_support()).fuse_partitions(parts)
    expect_equal("fuse_partitions", graph_key(fused_ref), graph_key(fused))


@check
def check_fuse_by_partitions() -> None:
    from torch.fx.passes.utils.fuser_utils import fuse_by_partitions

    import pyfxfast

    ref, ours = both(traced)

    def partitions(gm: fx.GraphModule) -> list[dict[fx.Node, None]]:
        calls = [n for n in gm.graph.nodes if n.op == "call_function"]
        return [dict.fromkeys(calls[i:i + 3]) for i in (0, 8)]

    fuse_by_partitions(ref, partitions(ref), "blk_")
    pyfxfast.fuse_by_partitions(ours, partitions(ours), "blk_")
    expect_equal("fuse_by_partitions", graph_key(ref), graph_key(ours))
    for name in ("blk_0", "blk_1"):
        expect_equal(f"fuse_by_partitions {name}", graph_key(getattr(ref, name)), graph_key(getattr(ours, name)))


@check
def check_fuse_conv_bn() -> None:
    from torch.fx.experimental.optimization import fuse

    import pyfxfast

    torch.manual_seed(0)
    model = nn.Sequential(nn.Conv2d(3, 4, 3), nn.BatchNorm2d(4), nn.ReLU(), nn.Conv2d(4, 4, 1), nn.BatchNorm2d(4))
    for bn in (model[1], model[4]):
        bn.running_mean.uniform_(-1, 1)
        bn.running_var.uniform_(0.5, 2)
    model.eval()
    ref, ours = fuse(copy.deepcopy(model)), pyfxfast.fuse_conv_bn(copy.deepcopy(model))
    expect_equal("fuse_conv_bn", graph_key(ref), graph_key(ours))
    x = torch.randn(2, 3, 8, 8)
    assert torch.equal(ref(x), ours(x)), "fuse_conv_bn: folded weights differ from torch's"


@check
def check_python_code_and_recompile() -> None:
    import pyfxfast

    ref, ours = both(traced)
    expect_equal("python_code", ref.graph.python_code("self").src, pyfxfast.python_code(ours.graph, "self").src)
    for gm in (ref, ours):
        gm.graph.eliminate_dead_code()
    ref.recompile()
    pyfxfast.recompile(ours)
    expect_equal("recompile", ref.code, ours.code)
    x, y = torch.randn(2, 8), torch.randn(2, 8)
    assert torch.equal(ref(x, y), ours(x, y))


@check
def check_split_module() -> None:
    from torch.fx.passes.split_module import split_module

    import pyfxfast

    ref, ours = both(traced)

    def callback(gm: fx.GraphModule) -> Callable[[fx.Node], int]:
        index = {n: i for i, n in enumerate(gm.graph.nodes)}
        return lambda node: index[node] // 10

    split_ref = split_module(ref, ref, callback(ref))
    split = pyfxfast.split_module(ours, ours, callback(ours))
    expect_equal("split_module", graph_key(split_ref), graph_key(split))
    for (name, sub_ref), (_, sub) in zip(split_ref.named_children(), split.named_children()):
        expect_equal(f"split_module {name}", graph_key(sub_ref), graph_key(sub))


@check
def check_graph_building() -> None:
    import operator

    import pyfxfast

    def meta_key(gm: fx.GraphModule) -> list:
        return [(n.name, sorted(n.meta), [u.name for u in n.users]) for n in gm.graph.nodes]

    def add_to_mul(base: type) -> type:
        class ReplaceAddWithMul(base):  # type: ignore[misc, valid-type]
            def call_function(self, target: Any, args: Any, kwargs: Any) -> Any:
                return super().call_function(operator.mul if target is operator.add else target, args, kwargs)

        return ReplaceAddWithMul

    ref, ours = both(traced)
    expect_equal("symbolic_trace", graph_key(ref), graph_key(pyfxfast.symbolic_trace(Model())))
    t, p = add_to_mul(fx.Transformer)(ref).transform(), add_to_mul(pyfxfast.Transformer)(ours).transform()
    expect_equal("Transformer", (graph_key(t), meta_key(t)), (graph_key(p), meta_key(p)))
    with pyfxfast.patch(graph_building=True):
        patched = add_to_mul(fx.Transformer)(copy.deepcopy(ref)).transform()
    expect_equal("Transformer under patch(graph_building=True)", graph_key(t), graph_key(patched))


@check
def check_patch() -> None:
    from torch.fx.passes.utils import fuser_utils, matcher_utils

    import pyfxfast

    original = matcher_utils.SubgraphMatcher
    with pyfxfast.patch():
        accelerated = {s.name for s in pyfxfast.support_report() if s.accelerated}
        if "matcher" in accelerated:
            assert matcher_utils.SubgraphMatcher is pyfxfast.SubgraphMatcher
        gm = traced()
        part = [n for n in gm.graph.nodes if n.op == "call_function"][:4]
        assert fuser_utils.validate_partition(part)
    assert matcher_utils.SubgraphMatcher is original and not pyfxfast.is_patched()


@check
def check_code_emission() -> None:
    """Whether forwards' code objects are made natively on this interpreter (printed: the first
    wheel build on each Python reports it), and where they are, that they equal compile()'s."""
    import pyfxfast
    from pyfxfast import _C, code_emission

    status = code_emission.status()
    print(f"code emission on {status.interpreter}: {'native' if status.native else 'compile()'} ({status.reason})")
    gm = traced()
    src = gm.code
    if status.native:
        emitted = _C.emit_code(src, "<eval_with_key>.smoke")
        assert not isinstance(emitted, str), f"code emission left a traced model to compile(): {emitted}"
        assert code_emission.same_code(emitted, compile(src, "<eval_with_key>.smoke", "exec", dont_inherit=True)), \
            "code emission: the code object differs from compile()'s"
    ref, ours = both(traced)
    ref.recompile()
    pyfxfast.recompile(ours)
    x, y = torch.randn(2, 8), torch.randn(2, 8)
    assert torch.equal(ref(x, y), ours(x, y))


# --- the package and the command ----------------------------------------------------------------


def check_installed(source_tree: Path) -> None:
    import pyfxfast
    import pyfxfast._C as native

    where = Path(pyfxfast.__file__).resolve().parent
    assert where != source_tree / "pyfxfast" and where.parent.name in ("site-packages", "dist-packages"), \
        f"pyfxfast was imported from {where}, not from the installed wheel in site-packages"
    assert Path(native.__file__).resolve().parent == where, "pyfxfast._C lies outside the package"
    assert importlib.util.find_spec("pyfxfast._C_reference") is None, "the wheel ships the test-only _C_reference"
    version = importlib.metadata.version("pyfxfast")
    assert pyfxfast.__version__ == version, f"pyfxfast.__version__ {pyfxfast.__version__} != metadata {version}"
    print(f"pyfxfast {version} from {where}, torch {torch.__version__}, Python {sys.version.split()[0]}")


def check_no_compiler() -> None:
    found = {tool: shutil.which(tool) for tool in ("cc", "gcc", "c++", "g++", "clang", "clang++", "cl", "cmake", "ninja")}
    found = {tool: path for tool, path in found.items() if path}
    assert not found, f"--no-compiler, yet these are on PATH: {found}"
    for module in ("pybind11", "scikit_build_core", "cmake"):
        assert importlib.util.find_spec(module) is None, f"--no-compiler, yet {module} is importable"


def check_accelerated() -> None:
    import pyfxfast

    # Entries of optional clients that are not installed (ExecuTorch), and those the registry
    # runs as torch's own on purpose on this release, are not "unknown".
    fallen = [s.name for s in pyfxfast.support_report() if not s.accelerated and s.unknown]
    assert not fallen, f"--require-accelerated: this torch is unknown to {fallen}"


def run_cli(*args: str) -> str:
    # From an empty directory: `python -m` puts the working directory first on sys.path, and a
    # source tree there would shadow the installed package.
    with tempfile.TemporaryDirectory() as cwd:
        proc = subprocess.run([sys.executable, "-m", "pyfxfast", *args], capture_output=True, text=True, timeout=600,
                              cwd=cwd)
    if proc.returncode != 0:
        raise AssertionError(f"pyfxfast {' '.join(args)} exited {proc.returncode}:\n{proc.stdout}\n{proc.stderr}")
    return proc.stdout


def check_cli() -> None:
    scripts = Path(sys.executable).parent
    assert any((scripts / name).exists() for name in ("pyfxfast", "pyfxfast.exe")), \
        f"the pyfxfast console script is missing from {scripts}"
    doctor = run_cli("doctor")
    print(doctor.rstrip())
    assert "pyfxfast " in doctor and "torch " in doctor
    with tempfile.TemporaryDirectory() as out:
        table = run_cli("bench", "--ops", "python_code", "--nodes", "1000", "--out", out)
        print(table.rstrip())
        rows = [line for line in table.splitlines() if line.startswith("python_code")]
        assert rows and all(line.split()[-1] == "yes" for line in rows), "bench: results not identical to torch's"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-compiler", action="store_true", help="also assert that no compiler or CMake is on PATH")
    parser.add_argument("--require-accelerated", action="store_true", help="fail if any drop-in runs torch's own code")
    args = parser.parse_args(argv)
    check_installed(Path(__file__).resolve().parents[1])
    if args.no_compiler:
        check_no_compiler()
    if args.require_accelerated:
        check_accelerated()
    failed = []
    for name, fn in CHECKS:
        try:
            fn()
        except Exception as exc:  # report every drop-in, then fail
            failed.append(name)
            print(f"FAIL {name}: {type(exc).__name__}: {exc}")
        else:
            print(f"ok   {name}")
    check_cli()
    print(f"smoke: {len(CHECKS) - len(failed)} passed, {len(failed)} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
