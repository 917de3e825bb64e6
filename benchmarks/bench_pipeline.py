"""End-to-end pipeline on the default model, time per stage, torch.fx vs pyfxfast:

    export (one block, then replicated) -> DCE -> rewrite (3 rules) -> partition (pointwise and layout ops)
    -> fuse + torch.compile of each partition (first call compiles; CPU inductor)

Usage: python benchmarks/bench_pipeline.py [--nodes 2000] [--no-compile]

torch's partitioner is cubic: its column is left empty above 4,000 nodes.
Both pipelines get the same graph; their outputs are checked to be identical
after every stage and the compiled module is checked against eager.
"""

from __future__ import annotations

import argparse
import copy
import time

import torch
from torch.fx import subgraph_rewriter as torch_rw
from torch.fx.passes.infra.partitioner import CapabilityBasedPartitioner as TorchPartitioner
from torch.fx.passes.operator_support import OperatorSupport, chain, create_op_support
from torch.fx.passes.tools_common import CALLABLE_NODE_OPS

import pyfxfast
from pyfxfast._bench.cases_rewriter import _rules
from pyfxfast.testing import aten_block, aten_graph

POINTWISE = chain(
    OperatorSupport({f"torch.ops.aten.{op}": None for op in (
        "add.Tensor", "mul.Tensor", "mul.Scalar", "sub.Tensor", "relu.default", "sigmoid.default", "gelu.default",
        "div.Tensor", "neg.default", "exp.default", "tanh.default", "where.self", "logical_not.default",
        # layout ops that inductor folds into the kernels around them
        "view.default", "permute.default", "expand.default", "clone.default")}),
    create_op_support(lambda mods, n: n.op in CALLABLE_NODE_OPS),
)


def _timed(fn, *args):
    t0 = time.perf_counter()
    out = fn(*args)
    return time.perf_counter() - t0, out


def _partition_names(partitions):
    return [sorted(n.name for n in p.nodes) for p in partitions]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--nodes", type=int, default=2000)
    parser.add_argument("--no-compile", action="store_true")
    args = parser.parse_args()

    rows = []
    t_export, _ = _timed(aten_block)
    rows.append(("export + decompose one block", t_export, t_export))
    base = aten_graph(args.nodes, dead_fraction=0.3)
    ref, fast = copy.deepcopy(base), copy.deepcopy(base)
    print(f"graph: {len(base.graph.nodes):,} nodes (30% dead)")

    tt, a = _timed(ref.graph.eliminate_dead_code)
    tf, b = _timed(pyfxfast.eliminate_dead_code, fast.graph)
    assert a == b and [n.name for n in ref.graph.nodes] == [n.name for n in fast.graph.nodes]
    ref.recompile()
    fast.recompile()
    rows.append(("eliminate_dead_code", tt, tf))

    def torch_rules(gm):
        return [torch_rw.replace_pattern_with_filters(gm, p, r) for p, r in _rules()]

    tt, _ = _timed(torch_rules, ref)
    tf, _ = _timed(pyfxfast.replace_patterns, fast, _rules())
    assert ref.code == fast.code
    rows.append(("rewrite, 3 rules", tt, tf))

    if args.nodes <= 4000:
        tt, p_ref = _timed(lambda: TorchPartitioner(ref, POINTWISE).propose_partitions())
    else:
        tt, p_ref = None, None
    tf, p_fast = _timed(lambda: pyfxfast.CapabilityBasedPartitioner(fast, POINTWISE).propose_partitions())
    if p_ref is not None:
        assert _partition_names(p_ref) == _partition_names(p_fast)
    rows.append((f"propose_partitions ({len(p_fast)} partitions)", tt, tf))

    if p_ref is not None:
        tt, _ = _timed(lambda: TorchPartitioner(ref, POINTWISE).fuse_partitions(p_ref))
    tf, fused = _timed(lambda: pyfxfast.CapabilityBasedPartitioner(fast, POINTWISE).fuse_partitions(p_fast))
    if p_ref is not None:
        assert ref.code == fused.code
    rows.append(("fuse_partitions", tt if p_ref is not None else None, tf))

    if not args.no_compile:
        params = [torch.randn(n.meta["val"].shape) if "val" in n.meta else None
                  for n in base.graph.nodes if n.op == "placeholder"]
        expected = fused(*params)  # eager, after the rewrites (they change the maths)
        names = [name for name, _ in fused.named_children() if name.startswith("fused_")]
        t0 = time.perf_counter()
        for name in names:
            setattr(fused, name, torch.compile(getattr(fused, name), backend="inductor"))
        got = fused(*params)
        t_compile = time.perf_counter() - t0
        torch.testing.assert_close(got, expected)
        rows.append((f"torch.compile {len(names)} partitions + first call", None, t_compile))

    width = max(len(r[0]) for r in rows)
    print(f"\n{'stage':<{width}}  {'torch.fx':>10}  {'pyfxfast':>10}  {'speed-up':>8}")
    for stage, tt, tf in rows:
        ratio = f"{tt / tf:,.1f}x" if tt is not None and tf > 0 else "-"
        tt_s = f"{tt:.3f} s" if tt is not None else "-"
        print(f"{stage:<{width}}  {tt_s:>10}  {tf:>8.3f} s  {ratio:>8}")


if __name__ == "__main__":
    main()
