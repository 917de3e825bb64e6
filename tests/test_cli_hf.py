"""The pyfxfast command on programs exported from Hugging Face models (tiny
random-weight Llamas built from configs, no hub access), driven in
subprocesses as a user runs it: auto-import of the installed module that
defines a serialized pytree type, ``--import MODULE``, and the HTML report
grouped by module hierarchy, checked in headless Chromium."""

from __future__ import annotations

import ast
import json
import os
import re
import subprocess
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


# -- item 3: the HTML report of a many-layer model, in headless Chromium -------
from test_cli import _hsl_rgb, _screenshot, chromium  # noqa: E402,F401 - the fixture is used by name

LAYERS = 48


@pytest.fixture(scope="module")
def llama48_report(tmp_path_factory):
    """A 48-layer tiny Llama partitioned by the real command, with --html."""
    d = tmp_path_factory.mktemp("hf48")
    export_llama(LAYERS, d / "llama48.pt2")
    ep = torch.export.load(str(d / "llama48.pt2"))  # node names as the command sees them
    (d / "support.txt").write_text("\n".join(LLAMA_SUPPORT) + "\n")
    page = d / "llama48.html"
    proc = pyfxfast("partition", "llama48.pt2", "--support", "support.txt", "--html", page, cwd=d)
    assert proc.returncode == 0, proc.stderr
    return d, ep, page


def _dump_dom(browser: str, url: str) -> str:
    """The DOM after the page's script ran (the URL's #q=... drives the search)."""
    proc = subprocess.run([browser, "--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", url],
                          capture_output=True, text=True, timeout=120, check=False)
    assert "<body" in proc.stdout, proc.stderr[-2000:]
    return proc.stdout


def _rgb_css(css_hsl: str) -> str:
    r, g, b = (round(v * 255) for v in _hsl_rgb(css_hsl))
    return f"rgb({r}, {g}, {b})"


def _group_boxes(dom: str) -> dict[str, str]:
    """data-path -> the opening tag of its group box."""
    pattern = r'<div class="grp[^"]*" data-g="\d+" data-path="(?P<path>[^"]*)">'
    return {m.group("path"): m.group(0) for m in re.finditer(pattern, dom)}


def test_report_is_self_contained(llama48_report):
    _, _, page = llama48_report
    text = page.read_text()
    assert text.count("<script") == 2  # the JSON payload and the inline script, nothing loaded
    for bad in ("<link", "src=", "http://", "https://", "fetch(", "XMLHttpRequest", "import("):
        assert bad not in text.replace('xmlns="http://www.w3.org/2000/svg"', ""), bad


def test_layers_are_closed_boxes_with_partition_colours(llama48_report, chromium):
    d, ep, page = llama48_report
    dom = _dump_dom(chromium, page.as_uri())
    boxes = _group_boxes(dom)
    layers = {p: tag for p, tag in boxes.items() if re.fullmatch(r"model\.layers\.\d+", p)}
    assert sorted(layers) == sorted(f"model.layers.{i}" for i in range(LAYERS))
    assert all('class="grp"' in tag for tag in layers.values())  # closed: their nodes are not drawn yet
    assert 'class="grp open"' in boxes["model"]  # the model box is open to its layers
    assert "model.layers.0.self_attn" not in boxes
    # Each layer box's strip shows the colours of the partitions its nodes belong to.
    text = page.read_text()
    data = json.loads(re.search(r'id="pyfxfast-data">(.*?)</script>', text, re.S).group(1))
    names = [n[0] for n in data["nodes"]]
    assert names == [n.name for n in ep.graph_module.graph.nodes]
    # The page's grouping and partition ids, checked against the program and the partitioner.
    from pyfxfast import CapabilityBasedPartitioner
    from pyfxfast._cli.partition_cmd import ListedTargets

    parts = CapabilityBasedPartitioner(ep.graph_module, ListedTargets(dict.fromkeys(LLAMA_SUPPORT))).propose_partitions()
    pid_of = {node.name: p.id for p in parts for node in p.nodes}
    for node, n in zip(ep.graph_module.graph.nodes, data["nodes"]):
        stack = node.meta.get("nn_module_stack") or {}
        innermost = [v[0] for v in stack.values()][-1] if stack else ""
        assert data["groups"][n[5]][0] in (innermost, "inputs"), node.name
        assert n[3] == pid_of.get(node.name, -1), node.name
    partition_of: dict[str, set[int]] = {f"model.layers.{i}": set() for i in range(LAYERS)}
    for n in data["nodes"]:
        group = data["groups"][n[5]][0]
        layer = re.match(r"model\.layers\.\d+", group)
        if layer and n[3] >= 0:
            partition_of[layer.group(0)].add(n[3])
    assert all(partition_of[f"model.layers.{i}"] for i in range(LAYERS))
    for i in range(LAYERS):
        path = f"model.layers.{i}"
        start = dom.index(layers[path])
        end = dom.index('<div class="grp', start + 10)
        strip = dom[start:end]
        for pid in partition_of[path]:
            assert _rgb_css(data["colours"][str(pid)]) in strip, (path, pid)
    # And they are on screen: the first layers' colours show in a screenshot.
    image = pytest.importorskip("matplotlib.image")
    import numpy as np

    png = d / "shot.png"
    _screenshot(chromium, page, png, size="1200,1000")
    pixels = image.imread(str(png))[..., :3]
    for pid in partition_of["model.layers.0"] | partition_of["model.layers.5"]:
        rgb = np.array(_hsl_rgb(data["colours"][str(pid)]))
        assert (np.abs(pixels - rgb) < 0.03).all(axis=-1).sum() > 100, f"partition {pid} not on screen"


def _expected_hits(ep, query: str) -> set[str]:
    """The nodes the page should find: the query in the node's name, its target or its op name."""
    import pyfxfast
    from pyfxfast._cli.module_view import _short
    from pyfxfast._cli.stats import target_name
    from pyfxfast._graph import OpKind

    cg = pyfxfast.CompactGraph(ep.graph_module.graph)
    kinds, tids, targets = cg.op_kinds(), cg.target_ids(), cg.interner.targets
    q = query.lower()
    found = set()
    for node, k, t in zip(cg.nodes, kinds, tids):
        target = target_name(k, targets[t])
        op = OpKind.NAMES[k] if k in (OpKind.PLACEHOLDER, OpKind.GET_ATTR, OpKind.OUTPUT) else _short(target)
        if q in node.name.lower() or q in target.lower() or q in op.lower():
            found.add(node.name)
    return found


@pytest.mark.parametrize("query", ["silu", "scaled_dot_product", "rsqrt_47", "placeholder"])
def test_search_opens_the_layers_holding_matches(llama48_report, chromium, query):
    _, ep, page = llama48_report
    expected = _expected_hits(ep, query)
    assert expected
    dom = _dump_dom(chromium, page.as_uri() + f"#q={query}&zoom=0.5")
    assert f'data-search-hits="{len(expected)}"' in dom
    assert 'data-zoom="0.5"' in dom
    hits = re.findall(r'<span class="nd s\d hit" data-n="(\d+)"', dom)
    names = [n.name for n in ep.graph_module.graph.nodes]
    assert {names[int(i)] for i in hits} == expected
    boxes = _group_boxes(dom)
    layers_hit = {p for p, tag in boxes.items() if re.fullmatch(r"model\.layers\.\d+", p) and "open hit" in tag}
    owners = set()
    for node in ep.graph_module.graph.nodes:
        if node.name in expected:
            stack = node.meta.get("nn_module_stack") or {}
            owners |= {v[0] for v in stack.values() if re.fullmatch(r"model\.layers\.\d+", v[0])}
    assert layers_hit == owners
    assert f"{len(expected)} node" in dom


def test_a_layer_opens_to_its_nodes(llama48_report, chromium):
    d, ep, page = llama48_report
    dom = _dump_dom(chromium, page.as_uri() + "#open=model.layers.7")
    boxes = _group_boxes(dom)
    assert 'class="grp open"' in boxes["model.layers.7"]
    assert 'class="grp"' in boxes["model.layers.6"] and 'class="grp"' in boxes["model.layers.8"]
    subs = {p for p in boxes if p.startswith("model.layers.7.")}
    assert {"model.layers.7.self_attn", "model.layers.7.mlp", "model.layers.7.input_layernorm"} <= subs
    # The layer's own nodes (those not inside a sub-module) are drawn, and no other layer's.
    names = [n.name for n in ep.graph_module.graph.nodes]
    own = {node.name for node in ep.graph_module.graph.nodes
           if [v[0] for v in (node.meta.get("nn_module_stack") or {}).values()][-1:] == ["model.layers.7"]}
    assert own
    start = dom.index(boxes["model.layers.7"])
    end = dom.index(boxes["model.layers.8"])
    drawn = {names[int(i)] for i in re.findall(r'<span class="nd s\d" data-n="(\d+)"', dom[start:end])}
    assert drawn == own
    png = d / "open.png"  # for a look by eye (pytest's tmp dir)
    subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", f"--screenshot={png}",
                    "--window-size=1200,1400", page.as_uri() + "#open=model.layers.0&q=mul"],
                   capture_output=True, timeout=120, check=False)
    assert png.stat().st_size > 1000
