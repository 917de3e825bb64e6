"""Under patch() Dynamo skips pyfxfast's frames as it skips torch.fx's."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import torch
import torch.fx as fx
from torch.fx._lazy_graph_module import _use_lazy_graph_module

import pyfxfast
import pyfxfast.testing

PACKAGE_DIR = os.path.dirname(os.path.abspath(pyfxfast.__file__))


def _compiled_frames(fn, *args):  # type: ignore[no-untyped-def]
    """The files of the frames Dynamo compiles while running fn(*args), and its result."""
    import torch._dynamo
    from torch._dynamo import convert_frame

    files: list[str] = []
    original = convert_frame.ConvertFrameAssert.__call__

    def spy(self, frame, *a, **k):  # type: ignore[no-untyped-def]
        files.append(frame.f_code.co_filename)
        return original(self, frame, *a, **k)

    convert_frame.ConvertFrameAssert.__call__ = spy  # type: ignore[method-assign]
    try:
        torch._dynamo.reset()
        result = fn(*args)
    finally:
        convert_frame.ConvertFrameAssert.__call__ = original  # type: ignore[method-assign]
    return files, result


def _compile_lazy_module(x: torch.Tensor) -> torch.Tensor:
    with _use_lazy_graph_module(True):
        gm = fx.symbolic_trace(lambda t: t.sin() + 1)
        return torch.compile(gm, backend="eager")(x)  # its first call recompiles, inside Dynamo


def test_no_pyfxfast_frame_is_compiled() -> None:
    x = torch.rand(2, 3)
    with pyfxfast.patch(codegen=True):
        files, got = _compiled_frames(_compile_lazy_module, x)
    assert torch.equal(got, x.sin() + 1)
    assert files, "Dynamo compiled nothing: the test would not see a traced pyfxfast frame"
    assert not [f for f in files if f.startswith(PACKAGE_DIR)]


def test_skip_entry_added_and_removed() -> None:
    from torch._dynamo import trace_rules

    def ours() -> list[str]:
        return [d for d in trace_rules.SKIP_DIRS if d.startswith(PACKAGE_DIR)]

    codegen_py = os.path.join(PACKAGE_DIR, "codegen.py")
    models_py = pyfxfast.testing.TransformerBlock.forward.__code__.co_filename
    assert not ours()
    with pyfxfast.patch(codegen=True):
        assert ours()
        assert trace_rules.check_file(codegen_py).skipped
        assert not trace_rules.check_file(models_py).skipped  # pyfxfast.testing's models stay compilable
    assert not ours()
    assert not trace_rules.check_file(codegen_py).skipped
    with pyfxfast.patch():  # the pass utilities run in torch.fx's place too
        assert trace_rules.check_file(os.path.join(PACKAGE_DIR, "rewriter.py")).skipped
        with pyfxfast.patch(codegen=True):  # nested: one set of entries, removed by the outermost unpatch
            pass
        assert trace_rules.check_file(codegen_py).skipped
    assert not ours()


def test_dynamo_imported_while_patched() -> None:
    """patch(codegen=True) does not import Dynamo; importing it later still adds the entry."""
    script = textwrap.dedent(
        f"""
        import os, sys
        import pyfxfast
        pyfxfast.patch(codegen=True)
        assert "torch._dynamo" not in sys.modules, "patch imported Dynamo"
        import torch._dynamo
        from torch._dynamo import trace_rules
        assert trace_rules.check_file(os.path.join({PACKAGE_DIR!r}, "codegen.py")).skipped
        pyfxfast.unpatch()
        assert not trace_rules.check_file(os.path.join({PACKAGE_DIR!r}, "codegen.py")).skipped
        print("OK")
        """
    )
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr[-3000:]
    assert out.stdout.strip().endswith("OK")
