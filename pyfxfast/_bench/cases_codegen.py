"""Benchmarks of code generation: Graph.python_code and GraphModule.recompile,
and what patch(codegen=True) adds for re-tracing pipelines (exec_cache, provenance)."""

from __future__ import annotations

import copy
from types import CodeType
from typing import Any

import torch
import torch.fx as fx
from torch.fx import graph_module
from torch.fx.traceback import NodeSource, NodeSourceAction

import pyfxfast
from pyfxfast import code_emission, exec_cache

from .harness import BenchCase
from .inputs import model_graph


def _code_key(code: fx.graph.PythonCode) -> tuple:
    """Everything identical output means: source, globals (same objects), line map, prologue start."""
    return code.src, [(k, id(v)) for k, v in code.globals.items()], code._lineno_map, code._prologue_start


def _torch_python_code(gm: fx.GraphModule) -> tuple:
    return _code_key(gm.graph.python_code("self"))


def _fast_python_code(gm: fx.GraphModule) -> tuple:
    return _code_key(pyfxfast.python_code(gm.graph))


class _Forward:
    """A forward's code object, compared (outside the timing) on every field but the file
    name: each recompile takes a new ``<eval_with_key>.N``."""

    def __init__(self, gm: fx.GraphModule) -> None:
        self.code: CodeType = type(gm).forward.__code__

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, _Forward):
            return NotImplemented
        return code_emission.same_code(self.code, other.code.replace(co_filename=self.code.co_filename))


def _recompiled(gm: fx.GraphModule, code: fx.graph.PythonCode) -> tuple:
    # The module's state after recompiling (its forward's code object too), and the value returned.
    return gm.code, gm._lineno_map, gm._prologue_start, _code_key(code), _Forward(gm)


def _torch_recompile(gm: fx.GraphModule) -> tuple:
    return _recompiled(gm, gm.recompile())


def _fast_recompile(gm: fx.GraphModule) -> tuple:
    exec_cache.clear()  # a fresh source each time, as torch's side sees it (the cache has its own case)
    return _recompiled(gm, pyfxfast.recompile(gm))


def _forward_code(gm: fx.GraphModule) -> tuple:
    code: CodeType = type(gm).forward.__code__
    return gm.code, code.co_code, code.co_consts, code.co_names, code.co_linetable


def _seen_before(n: int) -> fx.GraphModule:
    gm = model_graph("aten", n)
    for _ in range(2):  # compiled twice: now in the cache, as after earlier passes
        _recompile_cached(gm)
    return gm


def _recompile_cached(gm: fx.GraphModule) -> tuple:
    """``gm.recompile()`` with exec_cache routed, as under ``patch(codegen=True)``."""
    saved = graph_module._exec_with_source
    graph_module._exec_with_source = exec_cache.exec_with_source
    try:
        pyfxfast.recompile(gm)
    finally:
        graph_module._exec_with_source = saved
    return _forward_code(gm)


def _generated_source(n: int) -> str:
    return model_graph("aten", n).code


def _compile_source(src: str) -> CodeType:
    return compile(src, "<eval_with_key>.0", "exec", dont_inherit=True)


def _emit_source(src: str) -> CodeType:
    return code_emission.compile_source(src, "<eval_with_key>.0")


def _provenance_chains(n: int, depth: int = 12) -> list[list[NodeSource]]:
    """n nodes' ``meta["from_node"]``, each a chain `depth` passes deep."""
    g = fx.Graph()
    x = g.placeholder("x")
    out = []
    for i in range(n):
        y = g.call_function(torch.relu, (x,))
        chain: list[NodeSource] = []
        for level in range(depth):
            y.meta["from_node"] = chain
            chain = [NodeSource(y, f"pass{level}", NodeSourceAction.CREATE)]
        out.append(chain)
    return out


def _copy_chains_fast(chains: list[list[NodeSource]]) -> list[Any]:
    """``copy.deepcopy`` of each node's ``meta["from_node"]`` under what
    ``patch(codegen=True)`` installs on ``NodeSource`` (its ``__deepcopy__``; on
    torch 2.11-2.14 also its constructor, which copying does not call)."""
    with pyfxfast.patch(codegen=True):
        return [copy.deepcopy(chain) for chain in chains]


def _copy_chains_torch(chains: list[list[NodeSource]]) -> list[Any]:
    return [copy.deepcopy(chain) for chain in chains]


def _same_chains(a: list[Any], b: list[Any]) -> bool:
    return [[s.to_dict() for s in c] for c in a] == [[s.to_dict() for s in c] for c in b]


def _reuse_cases() -> list[BenchCase]:
    return [
        BenchCase(
            name="recompile, source compiled before (aten, exec_cache)",
            sizes=(1_000, 10_000, 50_000),
            make_input=_seen_before,
            run_torch=lambda gm: (gm.recompile(), _forward_code(gm))[1],
            run_fast=_recompile_cached,
            same=lambda a, b: a == b,
            warm_exec_cache=True,
            counts_deferred_gc=False,  # leaves the collector almost nothing (tests/test_bench_cases.py)
        ),
        BenchCase(
            name="copy from_node chains, 12 passes deep (provenance)",
            sizes=(1_000, 10_000, 50_000),
            make_input=_provenance_chains,
            run_torch=_copy_chains_torch,
            run_fast=_copy_chains_fast,
            same=_same_chains,
            default_sizes=(1_000,),
        ),
    ]


def cases(model: str = "aten") -> list[BenchCase]:
    return [
        BenchCase(
            name=f"python_code ({model})",
            sizes=(1_000, 10_000, 50_000),
            make_input=lambda n: model_graph(model, n),
            run_torch=_torch_python_code,
            run_fast=_fast_python_code,
            same=lambda a, b: a == b,
            counts_deferred_gc=False,  # leaves the collector almost nothing (tests/test_bench_cases.py)
        ),
        BenchCase(
            name=f"recompile ({model})",
            sizes=(1_000, 10_000, 50_000, 200_000),
            make_input=lambda n: model_graph(model, n),
            run_torch=_torch_recompile,
            run_fast=_fast_recompile,
            same=lambda a, b: a == b,
            counts_deferred_gc=False,  # leaves the collector almost nothing (tests/test_bench_cases.py)
        ),
    ] + (_reuse_cases() + _emission_cases() if model == "aten" else [])


def _emission_cases() -> list[BenchCase]:
    return [
        BenchCase(
            name="forward code object: emitted vs compile() (aten source)",
            sizes=(10_000, 50_000, 200_000, 1_000_000),
            make_input=_generated_source,
            run_torch=_compile_source,
            run_fast=_emit_source,
            same=code_emission.same_code,
            counts_deferred_gc=False,  # leaves the collector almost nothing (tests/test_bench_cases.py)
        ),
    ]
