"""exec_cache: recompiles under patch(codegen=True) give what a fresh compile() gives."""

from __future__ import annotations

import linecache
import re
from types import CodeType

import pytest
import torch
import torch.fx as fx
from torch.fx import graph_module

import pyfxfast
from pyfxfast import exec_cache, fidelity
from pyfxfast.testing import aten_graph


def _code_fields(code: CodeType) -> tuple:
    nested = tuple(_code_fields(c) for c in code.co_consts if isinstance(c, CodeType))
    plain = tuple(c for c in code.co_consts if not isinstance(c, CodeType))
    return (code.co_filename, code.co_name, code.co_qualname, code.co_code, plain, code.co_names,
            code.co_varnames, code.co_firstlineno, code.co_linetable, code.co_exceptiontable,
            code.co_flags, code.co_stacksize, nested)


def _fresh(code: CodeType, src: str) -> CodeType:
    """What compile() makes of src under code's file name: forward's code object."""
    module = compile(src, code.co_filename, "exec", dont_inherit=True)
    return next(c for c in module.co_consts if isinstance(c, CodeType) and c.co_name == code.co_name)


def _key_number(code: CodeType) -> int:
    return int(re.fullmatch(r"<eval_with_key>\.(\d+)", code.co_filename).group(1))


@pytest.fixture(autouse=True)
def _empty_cache():
    exec_cache.clear()
    yield
    exec_cache.clear()


def test_repeated_sources_compile_as_fresh() -> None:
    gm = aten_graph(300)
    x_code = []
    with pyfxfast.patch(codegen=True):
        assert graph_module._exec_with_source is exec_cache.exec_with_source
        for _ in range(3):
            gm.recompile()  # the same source three times: cached the second, a hit the third
            x_code.append(type(gm).forward.__code__)
    assert graph_module._exec_with_source is not exec_cache.exec_with_source
    numbers = [_key_number(c) for c in x_code]
    assert numbers == [numbers[0], numbers[0] + 1, numbers[0] + 2]  # torch's key sequence
    for code in x_code:
        assert _code_fields(code) == _code_fields(_fresh(code, gm.code))
        assert graph_module._loader.get_source(code.co_filename) == gm.code
        assert linecache.getlines(code.co_filename)  # tracebacks can show the source


def test_results_and_tracebacks_unchanged() -> None:
    class M(torch.nn.Module):
        def forward(self, x: torch.Tensor) -> torch.Tensor:
            return torch.relu(x).view(3, 4)

    plain = fx.symbolic_trace(M())
    with pyfxfast.patch(codegen=True):
        first, second = fx.symbolic_trace(M()), fx.symbolic_trace(M())
        x = torch.randn(4, 3)  # view(3, 4) fits 12 elements only
        assert torch.equal(first(x), plain(x)) and torch.equal(second(x), plain(x))
        with pytest.raises(RuntimeError) as err:
            second(torch.randn(5, 5))
    assert "invalid for input of size 25" in str(err.value)
    # The second trace hit the cache, yet its code carries its own key and source.
    names = [m.forward.__code__.co_filename for m in (first, second)]
    assert names[0] != names[1]
    assert all(graph_module._loader.get_source(name) == first.code for name in names)


def test_nested_code_objects_are_retargeted() -> None:
    src = "def forward(self, x):\n    f = lambda y: y + 1\n    return f(x)\n"
    for _ in range(2):
        g: dict = {}
        exec_cache.exec_with_source(src, g)
        inner = next(c for c in g["forward"].__code__.co_consts if isinstance(c, CodeType))
        assert inner.co_filename == g["forward"].__code__.co_filename
        assert re.fullmatch(r"<eval_with_key>\.\d+", inner.co_filename)
        assert _code_fields(g["forward"].__code__) == _code_fields(_fresh(g["forward"].__code__, src))
        assert g["forward"](None, 1) == 2


def test_sources_seen_once_are_not_kept() -> None:
    src = "def forward(self):\n    return 1\n"
    exec_cache.exec_with_source(src, {})
    assert src not in exec_cache._cache
    exec_cache.exec_with_source(src, {})
    assert src in exec_cache._cache


def test_syntax_errors_are_raised_as_before() -> None:
    with pytest.raises(SyntaxError):
        exec_cache.exec_with_source("def forward(self:\n", {})


def test_cache_is_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(exec_cache, "_MAX_CHARS", 400)
    sources = [f"def forward(self):\n    return {i}\n" for i in range(40)]
    for src in sources:
        for _ in range(2):  # cached the second time
            g: dict = {}
            exec_cache.exec_with_source(src, g)
    assert 0 < len(exec_cache._cache) < len(sources)
    assert exec_cache._cached_chars <= 400
    assert sources[-1] in exec_cache._cache and sources[0] not in exec_cache._cache


@pytest.mark.parametrize("order", ["route patch leave unpatch", "route patch unpatch leave",
                                   "patch route unpatch leave", "patch route leave unpatch"])
def test_a_route_and_a_patch_interleaved_leave_torchs_function(order) -> None:
    """A pyfxfast.recompile in one thread (a route) while another thread patches and
    unpatches: each keeps the function installed while it needs it, and torch's is
    back once both are done, in whichever order they end."""
    if not fidelity.status("exec_cache").accelerated:
        pytest.skip("exec_cache falls back on this torch")
    route = exec_cache.routed()
    steps = {"route": route.__enter__, "leave": lambda: route.__exit__(None, None, None),
             "patch": lambda: pyfxfast.patch(codegen=True), "unpatch": pyfxfast.unpatch}
    done = []
    for step in order.split():
        steps[step]()
        done.append(step)
        inside = ("route" in done and "leave" not in done) or ("patch" in done and "unpatch" not in done)
        assert (graph_module._exec_with_source is exec_cache.exec_with_source) == inside, done
    assert graph_module._exec_with_source is exec_cache.torch_exec_with_source
