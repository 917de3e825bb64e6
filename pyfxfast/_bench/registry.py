"""Collects the BenchCases of every capability."""

from __future__ import annotations

import importlib

from .harness import BenchCase

# One module per capability; each exposes cases(model) -> list[BenchCase] or CASES.
CASE_MODULES = ("cases_foundation", "cases_matcher", "cases_rewriter", "cases_partitioner", "cases_conv_bn",
                "cases_codegen", "cases_rebuild", "cases_building", "cases_edits", "cases_patch")


def all_cases(model: str = "aten") -> list[BenchCase]:
    found: list[BenchCase] = []
    for name in CASE_MODULES:
        try:
            module = importlib.import_module(f"{__package__}.{name}")
        except ModuleNotFoundError as e:
            if e.name == f"{__package__}.{name}":
                continue  # capability not built yet
            raise
        found += module.cases(model) if hasattr(module, "cases") else list(module.CASES)
    return found
