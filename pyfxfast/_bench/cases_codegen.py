"""Benchmarks of code generation: Graph.python_code and GraphModule.recompile."""

from __future__ import annotations

import torch.fx as fx

import pyfxfast

from .harness import BenchCase
from .inputs import model_graph


def _code_key(code: fx.graph.PythonCode) -> tuple:
    """Everything identical output means: source, globals (same objects), line map, prologue start."""
    return code.src, [(k, id(v)) for k, v in code.globals.items()], code._lineno_map, code._prologue_start


def _torch_python_code(gm: fx.GraphModule) -> tuple:
    return _code_key(gm.graph.python_code("self"))


def _fast_python_code(gm: fx.GraphModule) -> tuple:
    return _code_key(pyfxfast.python_code(gm.graph))


def _recompiled(gm: fx.GraphModule, code: fx.graph.PythonCode) -> tuple:
    # The module's state after recompiling, and the value returned.
    return gm.code, gm._lineno_map, gm._prologue_start, _code_key(code)


def _torch_recompile(gm: fx.GraphModule) -> tuple:
    return _recompiled(gm, gm.recompile())


def _fast_recompile(gm: fx.GraphModule) -> tuple:
    return _recompiled(gm, pyfxfast.recompile(gm))


def cases(model: str = "aten") -> list[BenchCase]:
    return [
        BenchCase(
            name=f"python_code ({model})",
            sizes=(1_000, 10_000, 50_000),
            make_input=lambda n: model_graph(model, n),
            run_torch=_torch_python_code,
            run_fast=_fast_python_code,
            same=lambda a, b: a == b,
        ),
        BenchCase(
            name=f"recompile ({model})",
            sizes=(1_000, 10_000, 50_000),
            make_input=lambda n: model_graph(model, n),
            run_torch=_torch_recompile,
            run_fast=_fast_recompile,
            same=lambda a, b: a == b,
        ),
    ]
