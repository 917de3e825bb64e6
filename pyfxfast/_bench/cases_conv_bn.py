"""Benchmark of conv-bn folding against torch.fx.experimental.optimization.fuse."""

from __future__ import annotations

import copy

import torch
import torch.fx as fx
from torch.fx.experimental.optimization import fuse

import pyfxfast
from pyfxfast.testing import cnn_model

from .harness import BenchCase
from .inputs import cached


def _model(n: int) -> fx.GraphModule:
    return cached(("cnn", n), lambda: cnn_model(n))


def _same(a: fx.GraphModule, b: fx.GraphModule) -> bool:
    sa, sb = a.state_dict(), b.state_dict()
    return a.code == b.code and sa.keys() == sb.keys() and all(torch.equal(sa[k], sb[k]) for k in sa)


def cases(model: str = "aten") -> list[BenchCase]:
    # In place and without tracing, as in torch's own numbers: tracing costs both the same.
    return [
        BenchCase(
            name="fuse_conv_bn (CNN, in place, no trace)",
            sizes=(1_000, 10_000, 50_000),
            default_sizes=(10_000,),
            make_input=lambda n: copy.deepcopy(_model(n)),
            run_torch=lambda gm: fuse(gm, inplace=True, no_trace=True),
            run_fast=lambda gm: pyfxfast.fuse_conv_bn(gm, inplace=True, no_trace=True),
            same=_same,
            mutates_input=True,
        )
    ]
