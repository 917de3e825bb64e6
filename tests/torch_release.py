"""What the installed torch release has, for differential tests that must follow it."""

from __future__ import annotations

import inspect

import torch
from torch.fx.passes.infra.partitioner import CapabilityBasedPartitioner as TorchPartitioner

RELEASE = tuple(int(p) for p in torch.__version__.split("+")[0].split(".")[:2])

#: torch < 2.13 has no skip_horizontal_fusion (pyfxfast then raises TypeError too: test_fidelity).
HAS_SKIP = "skip_horizontal_fusion" in inspect.signature(TorchPartitioner.__init__).parameters
#: The skip_horizontal_fusion values the installed torch can be asked for.
SKIP_MODES = [False, True] if HAS_SKIP else [False]


def partitioner_kwargs(opts: dict) -> dict:
    """``opts`` as the installed torch's partitioner takes them (no skip_horizontal_fusion before 2.13)."""
    if HAS_SKIP or "skip_horizontal_fusion" not in opts:
        return opts
    opts = dict(opts)
    if opts.pop("skip_horizontal_fusion"):
        raise AssertionError("this torch has no skip_horizontal_fusion: draw it from SKIP_MODES / HAS_SKIP")
    return opts
