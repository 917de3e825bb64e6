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


def test_backend_runs_rules_and_compiles_partitions():
    torch._dynamo.reset()
    model = _Net().eval()
    x = torch.randn(4, 16)
    captured = []

    def spy(gm, example_inputs, options=None):
        out = pyfxfast.pyfxfast_backend(gm, example_inputs, options)
        captured.append(out)
        return out

    relu_to_abs = pyfxfast.Rule(lambda a: torch.relu(a), lambda a: torch.abs(a))
    compiled = torch.compile(model, backend=spy, options={"rules": [relu_to_abs]})
    y = torch.abs(x) * 2 + 1
    expected = torch.sigmoid(model.lin(y)) - torch.tanh(y)
    torch.testing.assert_close(compiled(x), expected)
    (fused,) = captured
    lazies = [m for _, m in fused.named_children() if isinstance(m, _CompileOnFirstCall)]
    assert lazies and all(m._compiled is not None for m in lazies)


def test_backend_is_registered_by_name():
    from torch._dynamo.backends.registry import lookup_backend

    assert lookup_backend("pyfxfast") is pyfxfast.pyfxfast_backend
