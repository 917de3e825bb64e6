"""CapabilityBasedPartitioner on every graph family of
``pyfxfast.testing.partition_families``, in both modes: against torch where
torch runs in reasonable time, and beyond that against the previous exact
implementation (``pyfxfast._C_reference``, a module built for the tests only:
``make test`` turns on the CMake option PYFXFAST_TEST_KERNELS), which was
verified identical to torch.
"""

from __future__ import annotations

import subprocess
import sys

import pytest
from torch.fx.passes.infra.partitioner import CapabilityBasedPartitioner as TorchPartitioner

import pyfxfast
from pyfxfast.testing.partition_families import FAMILIES
from torch_release import HAS_SKIP, SKIP_MODES, partitioner_kwargs


def skip_kw(skip: bool) -> dict:
    return partitioner_kwargs({"skip_horizontal_fusion": skip})

MODES = SKIP_MODES  # skip_horizontal_fusion, where the installed torch has it


def summary(partitions) -> list[tuple[int, list[tuple[str, int | None]]]]:
    return [(p.id, [(n.name, v) for n, v in p.nodes.items()]) for p in partitions]


def ours(gm, support, *, reference: bool = False, **kwargs):
    partitioner = pyfxfast.CapabilityBasedPartitioner(gm, support, **kwargs)
    partitioner._reference = reference
    return summary(partitioner.propose_partitions())


def test_reference_is_a_separate_test_only_module() -> None:
    # The oracle must be built (not skipped: these tests need it) and must not
    # be loaded by, or part of, the package users import.
    code = ("import sys, pyfxfast; assert 'pyfxfast._C_reference' not in sys.modules; "
            "import pyfxfast._C_reference as r; assert callable(r.propose_partitions)")
    subprocess.run([sys.executable, "-c", code], check=True)
    assert not hasattr(pyfxfast._C, "_propose_partitions_reference")


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_family_matches_torch(family: str) -> None:
    gm, support = FAMILIES[family](1_200)
    for skip in MODES:
        expected = summary(TorchPartitioner(gm, support, **skip_kw(skip)).propose_partitions())
        assert ours(gm, support, **skip_kw(skip)) == expected, skip
        assert expected, "the family must give partitions"


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_family_matches_reference_at_10k(family: str) -> None:
    gm, support = FAMILIES[family](10_000)
    for skip in MODES:
        expected = ours(gm, support, reference=True, **skip_kw(skip))
        assert ours(gm, support, **skip_kw(skip)) == expected, skip
        assert len(expected) > 5


@pytest.mark.parametrize("family", ["aten", "wide"])
def test_family_matches_reference_at_20k(family: str) -> None:
    gm, support = FAMILIES[family](20_000)
    for skip in MODES:
        assert ours(gm, support, **skip_kw(skip)) == ours(
            gm, support, reference=True, **skip_kw(skip))


# The reference's default mode grows about quadratically on the chains
# (20-50 s each at 50k; checked identical by hand), so they stop at 20k here.
@pytest.mark.parametrize(
    "family, nodes",
    [("aten", 20_000), ("torch", 20_000), ("cnn", 20_000),
     ("wide", 50_000), ("unsupported_1pct", 50_000), ("unsupported_90pct", 50_000)],
)
def test_default_mode_matches_reference_at_scale(family: str, nodes: int) -> None:
    gm, support = FAMILIES[family](nodes)
    assert ours(gm, support) == ours(gm, support, reference=True)


def test_stats_count_the_refreshed_merges() -> None:
    """The work counters bench_partitioner.py --work prints: replays of merged
    partitions into cached downstream sets happen on ``wide`` in the exact
    skip mode, and fast mode keeps no such sets."""
    gm, support = FAMILIES["wide"](3_000)
    counters = {}
    for mode, kwargs in (("skip", {"skip_horizontal_fusion": True}), ("fast", {"fast": True})):
        if mode == "skip" and not HAS_SKIP:
            continue  # torch < 2.13: no skip mode (pyfxfast raises TypeError, as torch)
        partitioner = pyfxfast.CapabilityBasedPartitioner(gm, support, **kwargs)
        partitioner.propose_partitions()
        counters[mode] = partitioner.stats
    assert counters["fast"]["refreshed_merges"] == counters["fast"]["refreshed_runs"] == 0
    if not HAS_SKIP:
        return
    assert counters["skip"]["merges"] > 0
    assert counters["skip"]["refreshed_merges"] > 0
    assert counters["skip"]["refreshed_runs"] > counters["skip"]["refreshed_merges"]
    assert counters["fast"]["refreshed_merges"] == counters["fast"]["refreshed_runs"] == 0
