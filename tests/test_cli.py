"""The pyfxfast command, driven in subprocesses as a user runs it."""

from __future__ import annotations

import colorsys
import json
import os
import re
import shutil
import subprocess
import sys
import textwrap
import zipfile
from pathlib import Path

import pytest
import torch

TIMEOUT = 300


def pyfxfast(*args: str, cwd: Path | None = None, env: dict | None = None) -> subprocess.CompletedProcess:
    full_env = dict(os.environ, **(env or {}))
    full_env.pop("PYFXFAST_DEBUG", None)
    return subprocess.run([sys.executable, "-m", "pyfxfast", *map(str, args)], capture_output=True, text=True,
                          cwd=cwd, env=full_env, timeout=TIMEOUT)


def assert_one_line_error(proc: subprocess.CompletedProcess, *fragments: str) -> None:
    assert proc.returncode != 0, proc.stdout
    assert "Traceback" not in proc.stderr, proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1, proc.stderr
    assert lines[0].startswith("pyfxfast"), lines[0]
    for f in fragments:
        assert f in lines[0], lines[0]


class Block(torch.nn.Module):
    def __init__(self, d: int = 8) -> None:
        super().__init__()
        self.a = torch.nn.Linear(d, d)
        self.b = torch.nn.Linear(d, d)

    def forward(self, x):
        h = torch.relu(self.a(x))
        h = h.sin()  # unsupported in the tests' support spec: cuts the block
        return torch.relu(self.b(h)) + x


class Net(torch.nn.Module):
    def __init__(self, blocks: int) -> None:
        super().__init__()
        self.blocks = torch.nn.Sequential(*[Block() for _ in range(blocks)])

    def forward(self, x):
        return self.blocks(x)


def export(blocks: int, path: Path) -> torch.export.ExportedProgram:
    ep = torch.export.export(Net(blocks).eval(), (torch.randn(2, 8),))
    torch.export.save(ep, str(path))
    return ep


SUPPORTED = ["torch.ops.aten.linear.default", "torch.ops.aten.relu.default", "torch.ops.aten.add.Tensor"]


@pytest.fixture(scope="module")
def files(tmp_path_factory):
    d = tmp_path_factory.mktemp("cli")
    ep = export(2, d / "net.pt2")
    export(40, d / "big.pt2")
    (d / "support.txt").write_text("# supported targets\n" + "\n".join(f"{t}   # ok" for t in SUPPORTED) + "\n\n")
    (d / "user_support.py").write_text(textwrap.dedent("""
        import torch
        from torch.fx.passes.operator_support import OperatorSupport, OperatorSupportBase

        SUPPORT = OperatorSupport({"torch.ops.aten.linear.default": None, "torch.ops.aten.relu.default": None})

        def make():
            return SUPPORT

        class NoSin(OperatorSupportBase):
            def is_node_supported(self, submodules, node):
                return node.op == "call_function" and node.target is not torch.ops.aten.sin.default

        def broken():
            raise RuntimeError("support factory exploded")

        NOT_SUPPORT = 42
    """))
    (d / "patterns.py").write_text(textwrap.dedent("""
        import torch

        def relu(x):
            return torch.ops.aten.relu.default(x)

        def sigmoid(x):
            return torch.ops.aten.sigmoid.default(x)

        def linear_relu(x, w, b):
            return torch.ops.aten.relu.default(torch.ops.aten.linear.default(x, w, b))

        def torch_level(x):
            return torch.relu(x)  # never matches an exported (ATen) graph

        def bad_replacement(x):
            return torch.ops.aten.view.default(x, [-1, 3, 7])  # cannot export at the stored shapes

        def nothing(x):
            return x

        NOT_CALLABLE = 3
        RELU_GRAPH = torch.fx.symbolic_trace(relu).graph  # used as is, not traced
    """))
    (d / "garbage.pt2").write_text("this is not a zip archive\n")
    with zipfile.ZipFile(d / "empty.pt2", "w") as z:
        z.writestr("hello.txt", "a zip, but not an exported program")
    return d, ep


# -- help -------------------------------------------------------------------
def test_help_lists_commands():
    proc = pyfxfast("--help")
    assert proc.returncode == 0
    for cmd in ("bench", "inspect", "partition", "match"):
        assert cmd in proc.stdout


def test_version():
    proc = pyfxfast("--version")
    assert proc.returncode == 0 and proc.stdout.startswith("pyfxfast ")


# -- inspect ----------------------------------------------------------------
def _levels(graph):
    level = {}
    for n in graph.nodes:
        level[n] = 1 + max((level[i] for i in n.all_input_nodes), default=-1)
    return level


def test_inspect_text(files):
    d, ep = files
    proc = pyfxfast("inspect", d / "net.pt2")
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout
    n = len(ep.graph.nodes)
    assert re.search(rf"nodes\s+{n} ", out)
    assert re.search(r"depth\s+\d+ levels", out) and re.search(r"width\s+\d+ nodes", out)
    assert "conversion" in out and "ms" in out
    assert "call_function" in out and "placeholder" in out
    assert "torch.ops.aten.linear.default" in out
    assert "parameter: 8, user_input: 1" in out


def test_inspect_json_matches_torch(files):
    d, ep = files
    proc = pyfxfast("inspect", d / "net.pt2", "--json", "--top", "2")
    assert proc.returncode == 0, proc.stderr
    data = json.loads(proc.stdout)
    graph = ep.graph
    level = _levels(graph)
    per_level: dict[int, int] = {}
    for v in level.values():
        per_level[v] = per_level.get(v, 0) + 1
    assert data["nodes"] == len(graph.nodes)
    assert data["depth"] == max(level.values()) + 1
    assert data["width"] == max(per_level.values())
    ops: dict[str, int] = {}
    for node in graph.nodes:
        ops[node.op] = ops.get(node.op, 0) + 1
    assert data["ops"] == ops
    assert len(data["targets"]) == 2
    assert data["targets"]["torch.ops.aten.linear.default"] == 4
    assert data["convert_s"] >= 0


def test_levels_kernel_matches_python(aten_2k):
    import pyfxfast
    from pyfxfast._cli.stats import levels, levels_py

    cg = pyfxfast.CompactGraph(aten_2k.graph)
    expected = _levels(aten_2k.graph)
    assert levels(cg) == levels_py(cg) == [expected[n] for n in aten_2k.graph.nodes]
    assert levels(pyfxfast.CompactGraph(torch.fx.Graph())) == []


# -- partition --------------------------------------------------------------
def test_partition_text_support(files):
    d, _ = files
    proc = pyfxfast("partition", d / "net.pt2", "--support", d / "support.txt")
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout
    # sin cuts each block: [linear, relu] sin [linear, relu, add, linear, relu] sin [linear, relu, add].
    assert "partitions: 3 covering 10 nodes" in out
    assert "largest 5, smallest 2" in out
    assert re.search(r"torch\.ops\.aten\.sin\.default\s+2\b", out)


@pytest.mark.parametrize("spec", ["user_support.py:SUPPORT", "user_support:make", "user_support:NoSin"])
def test_partition_python_support(files, spec):
    d, _ = files
    proc = pyfxfast("partition", "net.pt2", "--support", spec, cwd=d)
    assert proc.returncode == 0, proc.stderr
    assert re.search(r"partitions: \d+ covering", proc.stdout)
    assert "torch.ops.aten.sin.default" in proc.stdout


def test_partition_html(files, tmp_path):
    d, _ = files
    out = tmp_path / "report.html"
    proc = pyfxfast("partition", d / "net.pt2", "--support", d / "support.txt", "--html", out)
    assert proc.returncode == 0, proc.stderr
    page = out.read_text()
    assert page.startswith("<!DOCTYPE html>") and "<svg" in page and "</html>" in page
    assert "One box per node" in page
    # Self-contained: an inline script, no links or remote resources.
    assert page.count("<script") == 2  # the JSON payload of the module view and the inline script
    for bad in ("<link", "http://", "https://", "src="):
        assert bad not in page.replace('xmlns="http://www.w3.org/2000/svg"', "")
    assert page.count("<rect") >= 10


def test_partition_html_collapses_big_graphs(files, tmp_path):
    d, _ = files
    out = tmp_path / "big.html"
    proc = pyfxfast("partition", d / "big.pt2", "--support", d / "support.txt", "--html", out, "--max-boxes", "50")
    assert proc.returncode == 0, proc.stderr
    page = out.read_text()
    assert "Collapsed" in page and "left out" in page
    assert page.count("<rect") == 50
    assert len(page) < 200_000


# -- match ------------------------------------------------------------------
def test_match_counts(files):
    d, _ = files
    proc = pyfxfast("match", "net.pt2", "--pattern", "patterns:relu", cwd=d)
    assert proc.returncode == 0, proc.stderr
    assert "4 non-overlapping match(es)" in proc.stdout
    proc = pyfxfast("match", "net.pt2", "--pattern", "patterns.py:linear_relu", cwd=d)
    assert "4 non-overlapping match(es)" in proc.stdout, proc.stderr
    proc = pyfxfast("match", "net.pt2", "--pattern", "patterns:RELU_GRAPH", "--show", "1", cwd=d)
    assert "4 non-overlapping match(es)" in proc.stdout, proc.stderr
    assert "... 3 more" in proc.stdout
    proc = pyfxfast("match", "net.pt2", "--pattern", "patterns:torch_level", cwd=d)
    assert proc.returncode == 0 and "0 non-overlapping match(es)" in proc.stdout


def test_match_replace_writes_a_loadable_program(files, tmp_path):
    d, ep = files
    out = tmp_path / "rewritten.pt2"
    proc = pyfxfast("match", "net.pt2", "--pattern", "patterns:relu", "--replacement", "patterns:sigmoid",
                    "--out", out, cwd=d)
    assert proc.returncode == 0, proc.stderr
    assert "replaced 4 match(es)" in proc.stdout
    new = torch.export.load(str(out))
    targets = [n.target for n in new.graph.nodes if n.op == "call_function"]
    assert torch.ops.aten.relu.default not in targets
    assert targets.count(torch.ops.aten.sigmoid.default) == 4
    # Same parameters, relu replaced by sigmoid: compare with a hand-made reference.
    x = torch.randn(2, 8)
    ref = ep.module()
    params = dict(ref.named_parameters())
    h = x
    for i in range(2):
        w = lambda name: params[f"blocks.{i}.{name}"]  # noqa: E731
        y = torch.sigmoid(torch.nn.functional.linear(h, w("a.weight"), w("a.bias"))).sin()
        h = torch.sigmoid(torch.nn.functional.linear(y, w("b.weight"), w("b.bias"))) + h
    torch.testing.assert_close(new.module()(x), h)


# -- bench ------------------------------------------------------------------
def test_bench_writes_results(tmp_path):
    out = tmp_path / "bench"
    proc = pyfxfast("bench", "--nodes", "300", "--ops", "eliminate_dead_code", "--repeats", "1", "--out", out)
    assert proc.returncode == 0, proc.stderr
    assert "speed-up" in proc.stdout and "identical" in proc.stdout
    assert "100%" in proc.stderr or "done in" in proc.stderr  # progress went to stderr
    data = json.loads((out / "results.json").read_text())
    assert data["results"] and all(r["identical"] for r in data["results"])
    assert (out / "results.md").read_text().startswith("| case")
    assert (out / "results.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_progress_bar_on_a_terminal():
    import io

    from pyfxfast._cli.progress import ProgressBar

    stream = io.StringIO()
    with ProgressBar(weights=[1, 3], stream=stream, desc="bench", interactive=True, width=90, refresh=0) as bar:
        bar.start("small step")
        bar.advance()
        bar.start("big step")
        assert abs(bar.fraction - 0.25) < 1e-9  # weighted: the first step is a quarter of the work
        bar.advance()
    text = stream.getvalue()
    frames = text.split("\r")
    assert any("25%" in f and "1/2" in f and "big step" in f for f in frames)
    assert all(len(f.rstrip("\n")) <= 90 for f in frames)
    assert text.endswith("\n") and "100%" in frames[-1] and "done in" in frames[-1]
    assert text.count("\n") == 1  # redrawn in place


def test_progress_bar_in_a_log():
    import io

    from pyfxfast._cli.progress import ProgressBar

    stream = io.StringIO()
    with ProgressBar(3, stream=stream, interactive=False) as bar:
        for name in "abc":
            bar.start(name)
            bar.advance()
    lines = stream.getvalue().splitlines()
    assert [line.split()[0] for line in lines[:3]] == ["[1/3]", "[2/3]", "[3/3]"]
    assert "\r" not in stream.getvalue() and "done in" in lines[-1]


# -- errors: one line on stderr, non-zero exit, never a traceback -----------------
ERRORS = [
    ((), "required"),
    (("frobnicate",), "invalid choice"),
    (("inspect",), "required"),
    (("inspect", "{d}/missing.pt2"), "no such file"),
    (("inspect", "{d}"), "is a directory"),
    (("inspect", "{d}/garbage.pt2"), "not an exported program"),
    (("inspect", "{d}/empty.pt2"), "cannot load exported program"),
    (("inspect", "{d}/net.pt2", "--top", "many"), "invalid"),
    (("partition", "{d}/net.pt2"), "--support"),
    (("partition", "{d}/net.pt2", "--support", "{d}/support.txt", "--top", "-3"), "invalid count"),
    (("partition", "{d}/missing.pt2", "--support", "{d}/support.txt"), "no such file"),
    (("partition", "{d}/net.pt2", "--support", "{d}/nope.txt"), "no such file"),
    (("partition", "{d}/net.pt2", "--support", "{d}"), "is a directory"),
    (("partition", "{d}/net.pt2", "--support", "no_such_module_xyz:S"), "cannot import module"),
    (("partition", "{d}/net.pt2", "--support", "user_support:MISSING"), "has no attribute"),
    (("partition", "{d}/net.pt2", "--support", "user_support:NOT_SUPPORT"), "expected an OperatorSupportBase"),
    (("partition", "{d}/net.pt2", "--support", "user_support:broken"), "support factory exploded"),
    (("partition", "{d}/net.pt2", "--support", "{d}/missing.py:S"), "no such file"),
    (("partition", "{d}/net.pt2", "--support", "{d}/support.txt", "--html", "{d}/no/such/dir/r.html"), "cannot write"),
    (("match", "{d}/net.pt2"), "--pattern"),
    (("match", "{d}/net.pt2", "--pattern", "patterns"), "expected module:object"),
    (("match", "{d}/net.pt2", "--pattern", "patterns:NOT_CALLABLE"), "expected a function"),
    (("match", "{d}/net.pt2", "--pattern", "patterns:nothing"), "no operations"),
    (("match", "{d}/missing.pt2", "--pattern", "patterns:relu"), "no such file"),
    (("match", "{d}/net.pt2", "--pattern", "patterns:relu", "--replacement", "patterns:sigmoid"), "needs --out"),
    (("match", "{d}/net.pt2", "--pattern", "patterns:relu", "--out", "{d}/o.pt2"), "needs --replacement"),
    (("match", "{d}/net.pt2", "--pattern", "patterns:relu", "--replacement", "patterns:bad_replacement",
      "--out", "{d}/o.pt2"), "could not be exported again"),
    (("bench", "--model", "resnet"), "unknown model"),
    (("bench", "--ops", "no_such_case"), "no benchmark matches"),
    (("bench", "--nodes", "0"), "must be positive"),
    (("bench", "--nodes", "lots"), "invalid"),
    (("bench", "--out", "{d}/support.txt/sub", "--ops", "eliminate"), "cannot create output directory"),
]


@pytest.mark.parametrize("argv, fragment", ERRORS, ids=lambda v: " ".join(v) if isinstance(v, tuple) else None)
def test_errors_are_one_line(files, argv, fragment):
    d, _ = files
    proc = pyfxfast(*(a.format(d=d) for a in argv), cwd=d)
    assert_one_line_error(proc, fragment)
    assert proc.returncode == 2


# -- the HTML page renders in a browser --------------------------------------------
def _find_chromium() -> str | None:
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    return None


@pytest.fixture(scope="session")
def chromium():
    """Headless Chromium; installed from Debian's packages when missing and we are root."""
    path = _find_chromium()
    if path is None and hasattr(os, "geteuid") and os.geteuid() == 0 and shutil.which("apt-get"):
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        try:
            subprocess.run(["apt-get", "update"], capture_output=True, timeout=600, env=env, check=True)
            subprocess.run(["apt-get", "install", "-y", "chromium"],
                           capture_output=True, timeout=900, env=env, check=True)
        except (subprocess.SubprocessError, OSError) as e:
            pytest.skip(f"chromium is not installed and apt-get could not install it ({type(e).__name__})")
        path = _find_chromium()
    if path is None:
        pytest.skip("chromium is not installed (run `make chromium` as root, or apt-get install chromium)")
    return path


def _screenshot(browser: str, page: Path, png: Path, size: str = "1200,900") -> None:
    subprocess.run([browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                    f"--screenshot={png}", f"--window-size={size}", page.as_uri()],
                   capture_output=True, timeout=120, check=False)
    assert png.exists() and png.stat().st_size > 1000, "chromium wrote no screenshot"


def _hsl_rgb(css: str) -> tuple[float, float, float]:
    h, s, l = (float(v) for v in re.findall(r"[\d.]+", css))
    return colorsys.hls_to_rgb(h / 360, l / 100, s / 100)


def test_html_renders_in_chromium(files, tmp_path, chromium):
    image = pytest.importorskip("matplotlib.image")
    import numpy as np

    d, _ = files
    page = tmp_path / "report.html"
    proc = pyfxfast("partition", d / "net.pt2", "--support", d / "support.txt", "--html", page)
    assert proc.returncode == 0, proc.stderr
    png = tmp_path / "report.png"
    _screenshot(chromium, page, png)
    pixels = image.imread(str(png))[..., :3]  # floats in [0, 1]
    assert pixels.shape[0] >= 800 and pixels.shape[1] >= 1100
    non_white = (pixels < 0.94).any(axis=-1)
    assert non_white.mean() > 0.03, "the page looks blank"
    colours = {tuple(c) for c in (pixels[non_white] * 255).round().astype(int)[::7]}
    assert len(colours) > 20
    # Every partition's colour (from the legend) is on screen: the SVG's boxes drew.
    legend = re.findall(r'background:(hsl\([^)]*\))"></span>partition (\d+)</span>', page.read_text())
    assert len(legend) == 3 and len({c for c, _ in legend}) == 3
    for css, pid in legend:
        rgb = np.array(_hsl_rgb(css))
        close = (np.abs(pixels - rgb) < 0.03).all(axis=-1).sum()
        assert close > 200, f"partition {pid}'s colour is missing from the screenshot"
