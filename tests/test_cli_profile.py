"""``pyfxfast profile SCRIPT [ARGS...]``, driven in subprocesses as a user runs it: the script's
exit status and output passed on, a one-line error naming the run that failed, ``--json`` and
``--html``, and the script seeing what ``python SCRIPT`` gives it."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from test_cli import pyfxfast


def _script(tmp_path: Path, name: str, body: str) -> Path:
    path = tmp_path / name
    path.write_text(textwrap.dedent(body))
    return path


# A small pass of the kinds pyfxfast routes: a Transformer and a recompile.
_FX_WORK = """
    import sys
    print("torch before the script:", "torch" in sys.modules)
    import torch
    import torch.fx as fx

    class M(torch.nn.Module):
        def forward(self, x):
            for _ in range(50):
                x = torch.relu(x + 1)
            return x

    gm = fx.symbolic_trace(M())
    for _ in range(20):
        gm = fx.Transformer(gm).transform()
    print("nodes", len(gm.graph.nodes), "args", sys.argv[1:])
"""


def _last_error(stderr: str) -> str:
    line = stderr.strip().splitlines()[-1]
    assert line.startswith("pyfxfast: error: "), stderr
    return line


def test_a_script_that_exits_0(tmp_path):
    script = _script(tmp_path, "work.py", _FX_WORK)
    proc = pyfxfast("profile", script, "--nodes", "7", "-x")
    assert proc.returncode == 0, proc.stderr
    # Its output, from both runs, passed through; its own arguments, even option-like ones, are its.
    assert proc.stdout.count("nodes 102 args ['--nodes', '7', '-x']") == 2
    # Nothing imported torch before the script did, in either run.
    assert proc.stdout.count("torch before the script: False") == 2
    # A line when each run starts and ends (stderr is a pipe here).
    assert "[1/2] plain run of" in proc.stderr and "[2/2] patched run of" in proc.stderr
    assert "[2/2] patched run:" in proc.stderr and "exit status 0" in proc.stderr
    report = proc.stdout[proc.stdout.index("pyfxfast profile:"):]
    assert "wall time" in report and "in torch.fx" in report and "in pyfxfast" in report
    row = next(line for line in report.splitlines() if "torch.fx.interpreter.Transformer.transform" in line)
    assert row.rstrip().endswith("yes")  # routed
    assert "what pyfxfast does not touch" in report


def test_a_script_that_exits_3(tmp_path):
    script = _script(tmp_path, "exit3.py", """
        import sys
        print("partial output")
        print("to stderr", file=sys.stderr)
        sys.exit(3)
    """)
    proc = pyfxfast("profile", script)
    assert proc.returncode == 3
    assert proc.stdout.count("partial output") == 1  # the plain run failed: no patched run
    assert "to stderr" in proc.stderr
    line = _last_error(proc.stderr)
    assert "the plain run of exit3.py exited with status 3" in line and "no comparison" in line
    assert "Traceback" not in proc.stderr


def test_a_script_that_raises(tmp_path):
    script = _script(tmp_path, "raises.py", """
        def fail():
            raise ValueError("boom")

        print("before the error")
        fail()
    """)
    proc = pyfxfast("profile", script)
    assert proc.returncode == 1
    assert "before the error" in proc.stdout
    # The script's own traceback, as python prints it: from its first line, none of the runner's frames.
    traceback = proc.stderr[proc.stderr.index("Traceback"):]
    assert f'File "{script}", line 6, in <module>' in traceback and "ValueError: boom" in traceback
    assert "profile_runner" not in traceback and "runpy" not in traceback
    line = _last_error(proc.stderr)
    assert "the plain run of raises.py raised ValueError" in line


def test_a_failure_only_when_patched_names_the_patched_run(tmp_path):
    script = _script(tmp_path, "picky.py", """
        import sys
        import torch  # the patch is applied when this import ends
        import pyfxfast
        sys.exit(5 if pyfxfast.is_patched() else 0)
    """)
    proc = pyfxfast("profile", script)
    assert proc.returncode == 5
    line = _last_error(proc.stderr)
    assert "the patched run of picky.py exited with status 5" in line and "plain run passed" in line


def test_json_parses_and_keeps_stdout_for_it(tmp_path):
    script = _script(tmp_path, "work.py", _FX_WORK)
    proc = pyfxfast("profile", "--json", script)
    assert proc.returncode == 0, proc.stderr
    payload = json.loads(proc.stdout)  # stdout holds the JSON alone
    assert "nodes 102" in proc.stderr  # the script's stdout went to stderr
    assert payload["plain"]["wall_s"] > 0 and payload["patched"]["wall_s"] > 0 and payload["speedup"] > 0
    assert payload["plain"]["exit_status"] == payload["patched"]["exit_status"] == 0
    names = {f["function"]: f for f in payload["torch_fx_functions"]}
    assert names["torch.fx.interpreter.Transformer.transform"]["routed"] is True
    assert "torch.fx.graph_module.GraphModule.recompile" in payload["routed"]
    assert {"torch_fx_functions", "elsewhere"} <= payload["not_touched"].keys()
    assert payload["meta"]["torch"] and payload["script"] == str(script)


def test_html_report(tmp_path):
    script = _script(tmp_path, "work.py", _FX_WORK)
    out = tmp_path / "profile.html"
    proc = pyfxfast("profile", "--html", out, script)
    assert proc.returncode == 0, proc.stderr
    page = out.read_text()
    assert page.startswith("<!DOCTYPE html>") and "torch.fx.interpreter.Transformer.transform" in page
    assert "<script" not in page and "http" not in page.split("<body>")[1]  # self-contained, no resources
    assert f"wrote {out}" in proc.stderr


def test_the_script_sees_what_python_gives_it(tmp_path):
    """argv, __name__, __file__, sys.path[0] and the exit status of `python SCRIPT`, and
    a class defined in the script pickles as __main__'s."""
    sub = tmp_path / "sub"
    sub.mkdir()
    script = _script(sub, "env.py", """
        import json, pickle, sys
        class Point:
            pass
        pickle.dumps(Point())
        print(json.dumps({"argv": sys.argv, "name": __name__, "file": __file__, "path0": sys.path[0],
                          "main": sys.modules["__main__"].__dict__ is globals()}))
    """)
    direct = subprocess.run([sys.executable, str(script), "a b", "--c"], capture_output=True, text=True, cwd=tmp_path)
    proc = pyfxfast("profile", script, "a b", "--c", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    seen = [json.loads(line) for line in proc.stdout.splitlines() if line.startswith("{")]
    assert seen == [json.loads(direct.stdout)] * 2


@pytest.mark.parametrize("args, fragment", [
    (("does_not_exist.py",), "does_not_exist.py: no such file"),
    (("--top", "0", "x.py"), "--top must be at least 1"),
])
def test_usage_errors_are_one_line(tmp_path, args, fragment):
    (tmp_path / "x.py").write_text("")
    proc = pyfxfast("profile", *args, cwd=tmp_path)
    assert proc.returncode == 2
    assert proc.stderr.strip().splitlines() == [f"pyfxfast: error: {fragment}"]
