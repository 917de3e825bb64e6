"""compile_partitions and the "pyfxfast" torch.compile backend (CPU; CUDA when present)."""

import pytest
import torch
import torch.fx as fx
from torch.fx.passes.operator_support import OperatorSupport

import pyfxfast
from pyfxfast.compile import _CompileOnFirstCall


class _Net(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(16, 16)

    def forward(self, x):
        y = torch.relu(x) * 2 + 1
        z = self.lin(y)
        return torch.sigmoid(z) - torch.tanh(y)


POINTWISE = OperatorSupport({name: None for name in (
    "torch.relu", "_operator.mul", "_operator.add", "torch.sigmoid", "torch.tanh", "_operator.sub")})


# The same ops as Dynamo captures them (functions, not modules; the linear is torch._C._nn.linear).
POINTWISE_FN = OperatorSupport({name: None for name in (
    "torch.relu", "torch.abs", "_operator.mul", "_operator.add", "torch.sigmoid", "torch.tanh", "_operator.sub")})


def _devices():
    yield "cpu"
    yield pytest.param("cuda", marks=pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU"))


@pytest.mark.parametrize("device", _devices())
def test_compile_partitions_matches_eager(device):
    model = _Net().eval().to(device)
    x = torch.randn(4, 16, device=device)
    expected = model(x)
    gm = pyfxfast.compile_partitions(fx.symbolic_trace(model), POINTWISE)
    compiled = [name for name, m in gm.named_children() if isinstance(m, torch._dynamo.eval_frame.OptimizedModule)]
    assert compiled == ["fused_0", "fused_1"]  # the two pointwise regions around the Linear
    assert any(n.op == "call_module" and n.target == "lin" for n in gm.graph.nodes)  # unsupported: eager
    torch.testing.assert_close(gm(x), expected)


def _inner_spy(calls):
    """An inner backend that records each graph it gets and runs it as it is (what inductor would compute)."""

    def inner(gm, example_inputs):
        # a tracing context: called while Dynamo compiles the frame, not later at run time
        calls.append((gm, list(example_inputs), torch._guards.TracingContext.try_get() is not None))
        return gm.forward

    return inner


def _outer_spy(given, returned):
    """The pyfxfast backend, recording Dynamo's example inputs and what the backend returned to Dynamo."""

    def outer(gm, example_inputs, options=None):
        given.append(list(example_inputs))
        returned.append(pyfxfast.pyfxfast_backend(gm, example_inputs, options))
        return returned[-1]

    return outer


def _call_targets(gm):
    return [n.target for n in gm.graph.nodes if n.op in ("call_function", "call_method", "call_module")]


RELU_TO_ABS = pyfxfast.Rule(lambda a: torch.relu(a), lambda a: torch.abs(a))


def _expected_with_abs(model, x):
    y = torch.abs(x) * 2 + 1
    return torch.sigmoid(model.lin(y)) - torch.tanh(y)


def test_backend_gives_the_inner_backend_the_whole_rewritten_graph():
    torch._dynamo.reset()
    model = _Net().eval()
    x = torch.randn(4, 16)
    calls, given = [], []
    options = {"rules": [RELU_TO_ABS], "inner_backend": _inner_spy(calls)}
    compiled = torch.compile(model, backend=_outer_spy(given, []), options=options)
    torch.testing.assert_close(compiled(x), _expected_with_abs(model, x))
    torch.testing.assert_close(compiled(x), _expected_with_abs(model, x))
    (gm, example_inputs, in_dynamo), = calls  # one call, while Dynamo compiles, not one per partition at run time
    assert in_dynamo
    targets = _call_targets(gm)
    assert torch.abs in targets and torch.relu not in targets  # the rule ran before the inner backend
    assert not any(isinstance(t, str) and t.startswith("fused_") for t in targets)  # no partition submodules
    assert torch._C._nn.linear in targets or torch.nn.functional.linear in targets  # the Linear is in the same graph
    # Dynamo's own example inputs, one per placeholder, passed through as they came
    (dynamo_inputs,) = given
    assert len(example_inputs) == len(dynamo_inputs) == sum(n.op == "placeholder" for n in gm.graph.nodes)
    assert all(a is b for a, b in zip(example_inputs, dynamo_inputs))


def test_backend_dead_code_is_gone_before_the_inner_backend():
    class Dead(torch.nn.Module):
        def forward(self, x):
            unused = torch.sin(x) * 3  # noqa: F841 (dead: Dynamo keeps it, DCE removes it)
            return torch.cos(x)

    torch._dynamo.reset()
    calls = []

    def keep_dead(gm, example_inputs, options=None):
        # Dynamo runs its own DCE; put a dead node back so that pyfxfast's DCE has work to do.
        x = next(n for n in gm.graph.nodes if n.op == "placeholder")
        with gm.graph.inserting_after(x):
            gm.graph.call_function(torch.sin, (x,))
        return pyfxfast.pyfxfast_backend(gm, example_inputs, options)

    x = torch.randn(8)
    compiled = torch.compile(Dead(), backend=keep_dead, options={"inner_backend": _inner_spy(calls)})
    torch.testing.assert_close(compiled(x), torch.cos(x))
    (gm, _, _), = calls
    assert _call_targets(gm) == [torch.cos]


def test_backend_default_runs_inductor_on_the_whole_graph(monkeypatch):
    import torch._inductor.compile_fx as inductor

    torch._dynamo.reset()
    model = _Net().eval()
    x = torch.randn(4, 16)
    graphs = []
    real = inductor.compile_fx

    def compile_fx(gm, example_inputs, *args, **kwargs):
        # Dynamo's own GraphModule: its metadata (dynamo_compile_id, parameter sources) tells AOTAutograd
        # which inputs are parameters, so inductor does not check their alignment on every call (GPU)
        from_dynamo = "dynamo_compile_id" in gm.meta and hasattr(gm, "_param_name_to_source")
        graphs.append((_call_targets(gm), torch._guards.TracingContext.try_get() is not None, from_dynamo))
        return real(gm, example_inputs, *args, **kwargs)

    monkeypatch.setattr(inductor, "compile_fx", compile_fx)
    compiled = torch.compile(model, backend="pyfxfast", options={"rules": [RELU_TO_ABS]})
    torch.testing.assert_close(compiled(x), _expected_with_abs(model, x))
    torch.testing.assert_close(compiled(x), _expected_with_abs(model, x))
    # inductor itself, as backend="inductor" calls it: once, while Dynamo compiles, on the whole rewritten graph
    ((targets, in_dynamo, from_dynamo),) = graphs
    assert in_dynamo and from_dynamo
    assert torch.abs in targets and torch.relu not in targets and torch.sigmoid in targets


def test_backend_with_operator_support_partitions():
    torch._dynamo.reset()
    model = _Net().eval()
    x = torch.randn(4, 16)
    captured, calls = [], []
    options = {"rules": [RELU_TO_ABS], "operator_support": POINTWISE_FN, "inner_backend": _inner_spy(calls)}
    compiled = torch.compile(model, backend=_outer_spy([], captured), options=options)
    torch.testing.assert_close(compiled(x), _expected_with_abs(model, x))
    (fused,) = captured
    lazies = {name: m for name, m in fused.named_children() if isinstance(m, _CompileOnFirstCall)}
    assert sorted(lazies) == ["fused_0", "fused_1"]  # the pointwise regions on either side of the linear
    assert all(m._compiled is not None for m in lazies.values())
    # compiled on each partition's first call, on its real inputs, after Dynamo finished
    assert len(calls) == 2 and not any(in_dynamo for _, _, in_dynamo in calls)
    assert all(not isinstance(t, torch._subclasses.FakeTensor) for _, inputs, _ in calls for t in inputs)
    outside = _call_targets(fused)
    assert any(t in (torch._C._nn.linear, torch.nn.functional.linear) for t in outside)  # unsupported: eager


def test_backend_callable_nodes_partitions_like_before():
    torch._dynamo.reset()
    model = _Net().eval()
    x = torch.randn(4, 16)
    captured = []
    options = {"operator_support": pyfxfast.CallableNodes()}
    compiled = torch.compile(model, backend=_outer_spy([], captured), options=options)
    torch.testing.assert_close(compiled(x), model(x))
    (fused,) = captured
    lazies = [m for _, m in fused.named_children() if isinstance(m, _CompileOnFirstCall)]
    assert len(lazies) == 1 and lazies[0]._compiled is not None  # every call node in one partition


def test_backend_partitioner_options_need_operator_support():
    gm = fx.symbolic_trace(_Net())
    with pytest.raises(TypeError, match="allows_single_node_partition"):
        pyfxfast.pyfxfast_backend(gm, [torch.randn(4, 16)], {"allows_single_node_partition": True})


@pytest.mark.parametrize("device", _devices())
def test_backend_matches_eager(device):
    torch._dynamo.reset()
    model = _Net().eval().to(device)
    x = torch.randn(4, 16, device=device)
    compiled = torch.compile(model, backend="pyfxfast", options={"rules": [RELU_TO_ABS]})
    torch.testing.assert_close(compiled(x), _expected_with_abs(model, x))
    torch.testing.assert_close(compiled(x), _expected_with_abs(model, x))


def test_backend_is_registered_by_name():
    from torch._dynamo.backends.registry import lookup_backend

    assert lookup_backend("pyfxfast") is pyfxfast.pyfxfast_backend
