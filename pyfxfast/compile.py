"""Fused partitions that run: partition with pyfxfast, compile each fused
submodule with ``torch.compile`` (fused C++/OpenMP kernels on CPU, Triton on
CUDA), leave unsupported nodes eager. Also the ``pyfxfast`` torch.compile
backend (registered through the ``torch_dynamo_backends`` entry point).
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

import torch
import torch.fx as fx
from torch.fx.passes.operator_support import OperatorSupportBase, chain, create_op_support
from torch.fx.passes.tools_common import CALLABLE_NODE_OPS

from .codegen import recompile
from .dce import eliminate_dead_code
from .partitioner import CapabilityBasedPartitioner
from .rewriter import replace_patterns

__all__ = ["compile_partitions", "pyfxfast_backend", "CallableNodes"]


class CallableNodes(OperatorSupportBase):
    """Supports every call_function and call_method node: one partition per
    connected run of tensor code. As the pyfxfast backend's ``operator_support``,
    it partitions the graph (by default the backend compiles it whole)."""

    def is_node_supported(self, submodules, node: fx.Node) -> bool:  # type: ignore[override]
        return node.op in ("call_function", "call_method")


# torch's OperatorSupport answers True for placeholders and outputs; fusing
# those away would leave a module without inputs or result.
_ONLY_CALLS = create_op_support(lambda submodules, node: node.op in CALLABLE_NODE_OPS)


def _fused_children(gm: fx.GraphModule, prefix: str) -> list[tuple[str, fx.GraphModule]]:
    return [
        (name, child)
        for name, child in gm.named_children()
        if name.startswith(prefix) and name[len(prefix):].isdigit() and isinstance(child, fx.GraphModule)
    ]


def compile_partitions(
    gm: fx.GraphModule,
    operator_support: OperatorSupportBase,
    backend: str | Callable[..., Any] = "inductor",
    *,
    prefix: str = "fused_",
    **partitioner_options: Any,
) -> fx.GraphModule:
    """Partition ``gm`` by ``operator_support``, fuse each partition into a
    submodule (``fused_0``, ...) and ``torch.compile`` each of them with
    ``backend``. Unsupported nodes stay eager. Modifies ``gm`` in place (as
    ``partition_and_fuse`` does) and returns it; outputs match the original.

    ``partitioner_options`` go to :class:`CapabilityBasedPartitioner`
    (``allows_single_node_partition``, ``non_compute_ops``, ...). Only
    call_function, call_method and call_module nodes are put in partitions,
    whatever ``operator_support`` says of placeholders and outputs.
    """
    partitioner = CapabilityBasedPartitioner(gm, chain(operator_support, _ONLY_CALLS), **partitioner_options)
    fused = partitioner.partition_and_fuse(prefix=prefix)
    for name, child in _fused_children(fused, prefix):
        setattr(fused, name, torch.compile(child, backend=backend))
    return fused


class _CompileOnFirstCall(torch.nn.Module):
    """Compiles a fused partition with a dynamo backend when first called, on
    the real inputs (inside a backend there are no per-partition example inputs)."""

    def __init__(self, gm: fx.GraphModule, backend: str | Callable[..., Any]) -> None:
        super().__init__()
        self.gm = gm
        self.backend = backend
        self._compiled: Callable[..., Any] | None = None

    def forward(self, *args: Any) -> Any:
        if self._compiled is None:
            from torch._dynamo.backends.registry import lookup_backend

            self._compiled = lookup_backend(self.backend)(self.gm, list(args))
        return self._compiled(*args)


def _whole_graph_backend(inner: str | Callable[..., Any]) -> Callable[..., Any]:
    """The inner backend; "inductor" as ``torch.compile(backend="inductor")`` calls it: ``compile_fx``
    itself. Dynamo's registered "inductor" first starts inductor's compile-worker pool, which
    backend="inductor" does not, so that the first call costs what plain inductor's does."""
    if inner == "inductor":
        from torch._inductor.compile_fx import compile_fx

        return compile_fx
    from torch._dynamo.backends.registry import lookup_backend

    return lookup_backend(inner)


def pyfxfast_backend(gm: fx.GraphModule, example_inputs: Sequence[Any], options: dict[str, Any] | None = None):
    """``torch.compile(model, backend="pyfxfast", options={...})``.

    On the captured graph: dead code elimination and the rewrite rules in
    ``options["rules"]`` (as for :func:`pyfxfast.replace_patterns`). Then, by
    default, the whole graph goes to ``options["inner_backend"]`` (default
    ``"inductor"``) with Dynamo's example inputs, as ``backend="inductor"``
    would get it: one graph, so the inner backend fuses across all of it.

    With ``options["operator_support"]``, the graph is partitioned by it
    instead; each partition is compiled by the inner backend when first
    called, the rest runs eagerly. Other options go to the partitioner, so
    they need ``operator_support``.
    """
    opts = dict(options or {})
    rules = opts.pop("rules", ())
    support = opts.pop("operator_support", None)
    inner = opts.pop("inner_backend", "inductor")
    if support is None and opts:
        raise TypeError(f"options {sorted(opts)} are partitioner options: they need 'operator_support'")
    eliminate_dead_code(gm.graph)
    if rules:
        replace_patterns(gm, rules)
    recompile(gm)
    if support is None:
        # Dynamo's own graph module, while Dynamo compiles: its metadata marks the parameters as
        # static inputs, and no partition boundary stops fusion or adds calls per run (docs/compile.md).
        return _whole_graph_backend(inner)(gm, example_inputs)
    fused = CapabilityBasedPartitioner(gm, chain(support, _ONLY_CALLS), **opts).partition_and_fuse()
    for name, child in _fused_children(fused, "fused_"):
        setattr(fused, name, _CompileOnFirstCall(child, inner))
    return fused
