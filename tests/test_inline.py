"""pyfxfast.inline / InliningTracer against the two methods of torch.fx's tutorial."""

import pytest
import torch
import torch.fx as fx

import pyfxfast
from lowp_library import Bar, Foo, add_lowp, scaled_add_lowp, sigmoid_lowp


def _tutorial_inline(gm, fns):
    """Method 1 of the tutorial: inline calls after tracing."""
    for node in gm.graph.nodes:
        if node.op == "call_function" and node.target in fns:
            tracer = fx.proxy.GraphAppendingTracer(node.graph)
            with node.graph.inserting_before(node):
                args = fx.node.map_arg(node.args, lambda x: fx.Proxy(x, tracer))
                kwargs = fx.node.map_arg(node.kwargs, lambda x: fx.Proxy(x, tracer))
                out = node.target(*args, **kwargs)
                node.replace_all_uses_with(out.node)
                node.graph.erase_node(node)
    gm.recompile()
    return gm


class _TutorialTracer(fx.Tracer):
    """Method 2 of the tutorial: inline while tracing."""

    def __init__(self, fns):
        super().__init__()
        self.fns = fns

    def create_node(self, kind, target, args, kwargs, name=None, type_expr=None):
        if kind == "call_function" and target in self.fns:
            tracer = fx.proxy.GraphAppendingTracer(self.graph)
            args = fx.node.map_arg(args, lambda x: fx.Proxy(x, tracer))
            kwargs = fx.node.map_arg(kwargs, lambda x: fx.Proxy(x, tracer))
            return target(*args, **kwargs).node
        return super().create_node(kind, target, args, kwargs, name, type_expr)


FN_SETS = [[sigmoid_lowp], [add_lowp], [sigmoid_lowp, add_lowp], [scaled_add_lowp], [scaled_add_lowp, add_lowp]]


@pytest.mark.parametrize("module", [Foo, Bar])
@pytest.mark.parametrize("fns", FN_SETS)
def test_inline_after_tracing(module, fns):
    expected = _tutorial_inline(fx.symbolic_trace(module()), fns)
    got = pyfxfast.inline(fx.symbolic_trace(module()), fns)
    assert got.code == expected.code
    x, y = torch.randn(3), torch.randn(3)
    torch.testing.assert_close(got(x, y), expected(x, y))


@pytest.mark.parametrize("module", [Foo, Bar])
@pytest.mark.parametrize("fns", FN_SETS)
def test_inline_while_tracing(module, fns):
    m = module()
    expected = fx.GraphModule(m, _TutorialTracer(fns).trace(m))
    got = fx.GraphModule(m, pyfxfast.InliningTracer(fns).trace(m))
    assert got.code == expected.code


def test_tutorial_output():
    gm = pyfxfast.inline(fx.symbolic_trace(Foo()), [sigmoid_lowp, add_lowp])
    ops = [n.target for n in gm.graph.nodes if n.op in ("call_method", "call_function")]
    assert ops == ["float", "sigmoid", "half", "float", "sigmoid", "half", "float", "float",
                   __import__("operator").add, "half"]


def test_bad_input():
    with pytest.raises(TypeError):
        pyfxfast.inline(fx.symbolic_trace(Foo()).graph, [sigmoid_lowp])
    with pytest.raises(TypeError):
        pyfxfast.inline(fx.symbolic_trace(Foo()), [1])
