"""Seed 002's PassManager pipeline (torch.fx's "Writing Graph Transformations on ATen IR"):
its passes as a user writes them, run by torch.fx's PassManager, which recompiles the module
after each pass.

    python benchmarks/pipelines/passmanager.py [--nodes 50000]

Eight passes, each wrapped by ``pass_result_wrapper`` as the tutorial does: the node loop
``insert_relu_after_add``, an identity ``Transformer``, ``eliminate_dead_code``, the node loop
again (on the relus' adds), the identity ``Transformer`` again, the node loop
``replace_add_with_mul``, the ``ReplaceAddWithMul`` ``Transformer`` and ``eliminate_dead_code``,
on an ATen graph of about ``--nodes`` nodes (exported and decomposed transformer blocks, 10%
dead: ``pyfxfast.testing.aten_graph``). The pipeline (``pm(gm)``) is timed; the result is named
by a digest of its code and nodes. Nothing here imports or patches pyfxfast's passes: run it
under ``pyfxfast profile`` to see what ``pyfxfast.patch(graph_building=True)`` changes.
"""

from __future__ import annotations

import argparse

import torch
import torch.fx as fx
from torch.fx.passes.infra.pass_manager import PassManager, pass_result_wrapper

from pipeline_result import Result, add_result_option, graph_digest
from pyfxfast.testing import aten_graph

aten = torch.ops.aten


def replace_add_with_mul(gm: fx.GraphModule) -> None:
    for node in gm.graph.nodes:
        if node.op == "call_function" and node.target == aten.add.Tensor:
            node.target = aten.mul.Tensor


def insert_relu_after_add(gm: fx.GraphModule) -> None:
    for node in gm.graph.nodes:
        if node.op == "call_function" and node.target == aten.add.Tensor:
            # Nodes added within this scope are inserted after `node`.
            with gm.graph.inserting_after(node):
                new_relu_node = gm.graph.call_function(aten.relu.default, args=(node,))
                # Every use of `node`, but the relu itself, now uses the relu.
                node.replace_all_uses_with(new_relu_node, delete_user_cb=lambda user: user is not new_relu_node)


class ReplaceAddWithMul(fx.Transformer):
    def call_function(self, target, args, kwargs):  # type: ignore[no-untyped-def]
        if target != aten.add.Tensor:
            return super().call_function(target, args, kwargs)
        return super().call_function(aten.mul.Tensor, args, kwargs)


def identity_transform(gm: fx.GraphModule) -> fx.GraphModule:
    return fx.Transformer(gm).transform()


def replace_add_with_mul_transform(gm: fx.GraphModule) -> fx.GraphModule:
    return ReplaceAddWithMul(gm).transform()


def eliminate_dead_code(gm: fx.GraphModule) -> None:
    gm.graph.eliminate_dead_code()


PASSES = [insert_relu_after_add, identity_transform, eliminate_dead_code, insert_relu_after_add,
          identity_transform, replace_add_with_mul, replace_add_with_mul_transform, eliminate_dead_code]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--nodes", type=int, default=50_000)
    add_result_option(parser)
    args = parser.parse_args()
    result = Result(args.result)

    gm = aten_graph(args.nodes, dead_fraction=0.1)
    print(f"graph: {len(gm.graph.nodes):,} nodes", flush=True)
    pm = PassManager(passes=[pass_result_wrapper(p) for p in PASSES])
    with result.timed("PassManager, 8 passes"):
        out = pm(gm).graph_module
    print(f"result: {len(out.graph.nodes):,} nodes", flush=True)
    result.artefact("graph", graph_digest(out))
    result.write()


if __name__ == "__main__":
    main()
