"""The pyfxfast command on programs exported from Hugging Face models (tiny
random-weight Llamas built from configs, no hub access), driven in
subprocesses as a user runs it: auto-import of the installed module that
defines a serialized pytree type, ``--import MODULE``, and the HTML report
grouped by module hierarchy, checked in headless Chromium."""

from __future__ import annotations

import ast
import os
import re
import textwrap
from pathlib import Path

import pytest
import torch
from torch.fx.passes.utils.matcher_utils import SubgraphMatcher as TorchSubgraphMatcher

from test_cli import assert_one_line_error, pyfxfast

transformers = pytest.importorskip("transformers")

ROOT = Path(__file__).resolve().parents[1]

# Pointwise and view ops of a Llama layer; attention (sdpa) stays unsupported and cuts every layer.
LLAMA_SUPPORT = [f"torch.ops.aten.{op}" for op in (
    "linear.default", "mul.Tensor", "add.Tensor", "silu.default", "pow.Tensor_Scalar", "mean.dim",
    "rsqrt.default", "to.dtype", "neg.default", "cat.default", "slice.Tensor", "unsqueeze.default",
    "transpose.int", "reshape.default", "view.default", "expand.default")]


def export_llama(layers: int, path: Path) -> torch.export.ExportedProgram:
    """A tiny random-weight LlamaForCausalLM from a config, exported without a KV cache."""
    cfg = transformers.LlamaConfig(vocab_size=64, hidden_size=16, intermediate_size=32, num_hidden_layers=layers,
                                   num_attention_heads=2, num_key_value_heads=1, max_position_embeddings=32)
    torch.manual_seed(0)
    model = transformers.LlamaForCausalLM(cfg).eval()
    ids = torch.randint(0, 64, (1, 8))
    ep = torch.export.export(model, (ids,), kwargs={"use_cache": False})
    torch.export.save(ep, str(path))
    return ep


@pytest.fixture(scope="module")
def llama(tmp_path_factory):
    d = tmp_path_factory.mktemp("hf")
    ep = export_llama(4, d / "llama.pt2")
    (d / "support.txt").write_text("\n".join(LLAMA_SUPPORT) + "\n")
    (d / "patterns.py").write_text(textwrap.dedent("""
        import torch

        def rms_core(x):  # the start of LlamaRMSNorm as exported
            return torch.ops.aten.mean.dim(torch.ops.aten.pow.Tensor_Scalar(x, 2), [-1], True)
    """))
    return d, ep


@pytest.fixture(scope="module")
def own_type(tmp_path_factory):
    """A program whose output is a dataclass registered by a module that is not
    installed: it lives in ``types/``, importable only from that directory."""
    d = tmp_path_factory.mktemp("own_type")
    types = d / "types"
    types.mkdir()
    (types / "t14_outputs.py").write_text(textwrap.dedent("""
        from dataclasses import dataclass
        import torch

        @dataclass
        class Pair:
            first: torch.Tensor
            second: torch.Tensor

        torch.export.register_dataclass(Pair, serialized_type_name="t14_outputs.Pair")
    """))
    code = textwrap.dedent(f"""
        import sys, torch
        sys.path.insert(0, {str(types)!r})
        import t14_outputs

        class M(torch.nn.Module):
            def forward(self, x):
                return t14_outputs.Pair(x.relu(), x.sin())

        torch.export.save(torch.export.export(M(), (torch.randn(3),)), {str(d / "pair.pt2")!r})
    """)
    import subprocess
    import sys

    subprocess.run([sys.executable, "-c", code], check=True, timeout=300)
    (d / "elsewhere").mkdir()
    return d


# -- item 1: auto-import and --import ---------------------------------------
def test_fresh_torch_cannot_load_it_alone(llama):
    """The problem being solved: torch.export.load fails in a process without transformers imported."""
    import subprocess
    import sys

    d, _ = llama
    code = f"import torch\ntry:\n    torch.export.load({str(d / 'llama.pt2')!r})\nexcept Exception as e:\n    print(e)"
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    out = proc.stdout + proc.stderr  # torch logs the cause as a warning, then raises a generic error
    assert "CausalLMOutputWithPast" in out and "not registered" in out


def test_inspect_imports_transformers(llama):
    d, ep = llama
    proc = pyfxfast("inspect", d / "llama.pt2", cwd=d)
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr.strip().splitlines() == [
        "pyfxfast: imported transformers.modeling_outputs (defines "
        "transformers.modeling_outputs.CausalLMOutputWithPast, a pytree type llama.pt2 uses)"]
    assert re.search(rf"nodes\s+{len(ep.graph.nodes)} ", proc.stdout)
    assert "torch.ops.aten.linear.default" in proc.stdout


def test_partition_and_match_import_transformers(llama):
    d, ep = llama
    proc = pyfxfast("partition", "llama.pt2", "--support", "support.txt", cwd=d)
    assert proc.returncode == 0, proc.stderr
    assert "imported transformers.modeling_outputs" in proc.stderr
    parts = int(re.search(r"partitions: (\d+) covering", proc.stdout).group(1))
    assert parts >= 4  # sdpa cuts each of the 4 layers
    assert "torch.ops.aten.scaled_dot_product_attention.default" in proc.stdout

    proc = pyfxfast("match", "llama.pt2", "--pattern", "patterns:rms_core", cwd=d)
    assert proc.returncode == 0, proc.stderr
    assert "imported transformers.modeling_outputs" in proc.stderr
    import sys

    sys.path.insert(0, str(d))
    try:
        import patterns  # type: ignore[import-not-found]
    finally:
        sys.path.remove(str(d))
    expected = TorchSubgraphMatcher(torch.fx.symbolic_trace(patterns.rms_core).graph, ignore_literals=False,
                                    remove_overlapping_matches=True).match(ep.graph)
    assert len(expected) == 9  # 2 norms per layer + the final norm
    assert f"{len(expected)} non-overlapping match(es)" in proc.stdout


def test_unknown_type_is_one_line_naming_the_flag(own_type):
    d = own_type
    for cwd in (d / "elsewhere", d / "types"):  # next to the module is not "installed": never auto-imported
        proc = pyfxfast("inspect", d / "pair.pt2", cwd=cwd)
        assert_one_line_error(proc, "t14_outputs.Pair", "--import MODULE")
        assert proc.returncode == 2


def test_import_flag_loads_it_and_repeats(own_type):
    d = own_type
    proc = pyfxfast("inspect", d / "pair.pt2", "--import", "json", "--import", "t14_outputs", cwd=d / "types")
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == ""  # nothing auto-imported
    assert re.search(r"nodes\s+4 ", proc.stdout)
    proc = pyfxfast("inspect", d / "pair.pt2", "--import", "no_such_module_t14", cwd=d / "types")
    assert_one_line_error(proc, "--import no_such_module_t14", "cannot import module")


def test_installed_module_is_auto_imported(own_type):
    """On sys.path (PYTHONPATH stands in for site-packages), the module is imported by itself."""
    d = own_type
    env = {"PYTHONPATH": os.pathsep.join([str(d / "types"), os.environ.get("PYTHONPATH", "")])}
    proc = pyfxfast("inspect", d / "pair.pt2", cwd=d / "elsewhere", env=env)
    assert proc.returncode == 0, proc.stderr
    assert "pyfxfast: imported t14_outputs (defines t14_outputs.Pair" in proc.stderr


# -- item 4: no import cycle between the reports -----------------------------
def _imports(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom):
            found.add("." * node.level + (node.module or ""))
        elif isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
    return found


def test_html_report_does_not_import_partition_cmd():
    cli = ROOT / "pyfxfast" / "_cli"
    assert ".partition_cmd" not in _imports(cli / "html_report.py")
    assert ".partition_result" in _imports(cli / "html_report.py")
    assert not {".partition_cmd", ".html_report"} & _imports(cli / "partition_result.py")
