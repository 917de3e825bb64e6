"""fuse_conv_bn against torch.fx.experimental.optimization.fuse."""

import copy

import pytest
import torch
import torch.fx as fx
from torch import nn
from torch.fx.experimental.optimization import fuse

import pyfxfast
from pyfxfast.testing import CnnBlock


def _randomize_bn(model):
    g = torch.Generator().manual_seed(0)
    for m in model.modules():
        if isinstance(m, nn.modules.batchnorm._BatchNorm) and m.track_running_stats:
            m.running_mean.copy_(torch.rand(m.running_mean.shape, generator=g))
            m.running_var.copy_(torch.rand(m.running_var.shape, generator=g) + 0.5)
            if m.weight is not None:
                m.weight.data.copy_(torch.rand(m.weight.shape, generator=g))
    return model


def _compare(model, x, **kwargs):
    a, b = copy.deepcopy(model), copy.deepcopy(model)
    expected = fuse(a, **kwargs)
    got = pyfxfast.fuse_conv_bn(b, **kwargs)
    assert got.code == expected.code
    assert [n for n, _ in got.named_modules()] == [n for n, _ in expected.named_modules()]
    assert [type(m).__name__ for _, m in got.named_modules()] == [type(m).__name__ for _, m in expected.named_modules()]
    sd_got, sd_exp = got.state_dict(), expected.state_dict()
    assert sd_got.keys() == sd_exp.keys()
    for k in sd_exp:
        assert torch.equal(sd_got[k], sd_exp[k]), k
    assert torch.equal(got(x), expected(x))
    return got


class _Mixed(nn.Module):
    def __init__(self):
        super().__init__()
        self.c1 = nn.Conv1d(4, 4, 3)
        self.b1 = nn.BatchNorm1d(4)
        self.c3 = nn.Conv3d(2, 2, 1)
        self.b3 = nn.BatchNorm3d(2)
        self.lin = nn.Linear(4, 4)
        self.bl = nn.BatchNorm1d(4)
        self.shared = nn.Conv2d(3, 3, 1, bias=False)
        self.b2a = nn.BatchNorm2d(3)
        self.b2b = nn.BatchNorm2d(3)
        self.no_stats = nn.BatchNorm2d(3, track_running_stats=False)

    def forward(self, x1, x3, xl, x2):
        y1 = self.b1(self.c1(x1))
        y3 = self.b3(self.c3(x3))
        yl = self.bl(self.lin(xl))
        a = self.b2a(self.shared(x2))  # the shared conv is folded twice, as in torch
        b = self.b2b(self.shared(a))
        c = self.shared(x2)
        d = self.b2a(c) + c  # conv output used elsewhere: skipped
        e = self.no_stats(self.shared(x2))  # no running stats: skipped
        return y1.sum() + y3.sum() + yl.sum() + b.sum() + d.sum() + e.sum()


def _mixed_inputs():
    g = torch.Generator().manual_seed(1)
    return (torch.randn(2, 4, 8, generator=g), torch.randn(1, 2, 3, 3, 3, generator=g),
            torch.randn(5, 4, generator=g), torch.randn(1, 3, 4, 4, generator=g))


class _Wrap(nn.Module):
    def __init__(self, inner, n):
        super().__init__()
        self.inner, self.n = inner, n

    def forward(self, *xs):
        return self.inner(*xs)


def test_mixed_model_traced():
    model = _randomize_bn(_Mixed().eval())
    xs = _mixed_inputs()
    a, b = copy.deepcopy(model), copy.deepcopy(model)
    expected, got = fuse(a), pyfxfast.fuse_conv_bn(b)
    assert got.code == expected.code
    for k, v in expected.state_dict().items():
        assert torch.equal(got.state_dict()[k], v)
    assert torch.equal(got(*xs), expected(*xs))


def test_cnn_blocks_no_trace_inplace():
    model = _randomize_bn(nn.Sequential(*[CnnBlock() for _ in range(6)]).eval())
    gm = fx.symbolic_trace(model)
    original_code = gm.code
    _compare(gm, torch.randn(1, 8, 8, 8), inplace=True, no_trace=True)
    assert gm.code == original_code  # the caller's graph is copied, not edited


def test_not_inplace_leaves_model_alone():
    model = _randomize_bn(nn.Sequential(*[CnnBlock() for _ in range(2)]).eval())
    before = {k: v.clone() for k, v in model.state_dict().items()}
    pyfxfast.fuse_conv_bn(model)
    for k, v in model.state_dict().items():
        assert torch.equal(v, before[k])


def test_training_mode_raises_like_torch():
    model = nn.Sequential(nn.Conv2d(3, 3, 1), nn.BatchNorm2d(3))  # training mode
    with pytest.raises(AssertionError):
        fuse(copy.deepcopy(model))
    with pytest.raises(AssertionError):
        pyfxfast.fuse_conv_bn(copy.deepcopy(model))


def test_linear_bn_shape_mismatch_raises_like_torch():
    model = nn.Sequential(nn.Linear(3, 4), nn.BatchNorm1d(2)).eval()
    with pytest.raises(AssertionError):
        fuse(copy.deepcopy(model))
    with pytest.raises(AssertionError):
        pyfxfast.fuse_conv_bn(copy.deepcopy(model))


def test_conv_with_hooks_still_matches():
    model = _randomize_bn(nn.Sequential(nn.Conv2d(3, 3, 1), nn.BatchNorm2d(3)).eval())
    model[0].register_forward_hook(lambda m, i, o: None)  # takes the deepcopy path
    _compare(fx.symbolic_trace(model), torch.randn(1, 3, 2, 2), no_trace=True)


def test_not_a_module():
    with pytest.raises(TypeError):
        pyfxfast.fuse_conv_bn("model")


def _param_layout(gm):
    """What a caller could observe of each parameter besides its values."""
    return {k: (p.dtype, p.shape, p.stride(), p.requires_grad, p.is_leaf, type(p).__name__,
                p.untyped_storage().nbytes())
            for k, p in gm.named_parameters()}


def _bit_equal(a, b):
    if a.dtype == torch.float64:
        return torch.equal(a.view(torch.int64), b.view(torch.int64))
    return torch.equal(a.view(torch.int32), b.view(torch.int32))


class _Varied(nn.Module):
    """Pairs the batched fold must treat as torch does: bias or not, affine or
    not, different eps, float64, a channels_last weight (folded by torch's
    own function), depthwise and 1d/3d convs, a shared conv folded twice."""

    def __init__(self):
        super().__init__()
        self.convs = nn.ModuleList([
            nn.Conv2d(3, 5, 3, bias=True), nn.Conv2d(5, 5, 1, bias=False), nn.Conv2d(5, 5, 3, groups=5, padding=1),
            nn.Conv2d(5, 4, 1).double(), nn.Conv2d(4, 4, 1), nn.Conv2d(4, 4, 1)])
        self.bns = nn.ModuleList([
            nn.BatchNorm2d(5), nn.BatchNorm2d(5, affine=False), nn.BatchNorm2d(5, eps=1e-3),
            nn.BatchNorm2d(4).double(), nn.BatchNorm2d(4, eps=0.1), nn.BatchNorm2d(4)])
        self.convs[4].weight.data = self.convs[4].weight.data.to(memory_format=torch.channels_last)
        self.shared, self.b_shared = nn.Conv1d(4, 4, 1), nn.BatchNorm1d(4)
        self.c3, self.b3 = nn.Conv3d(2, 3, 1, bias=False), nn.BatchNorm3d(3, eps=1e-4)

    def forward(self, x, y, z):
        c, b = self.convs, self.bns
        x = b[2](c[2](b[1](c[1](b[0](c[0](x))))))
        x = b[3](c[3](x[:, :5, :1, :1].double().expand(1, 5, 2, 2).contiguous()))
        x = b[5](c[5](b[4](c[4](x.float()))))
        y = self.b_shared(self.shared(self.b_shared(self.shared(y))))
        return x.sum() + y.sum() + self.b3(self.c3(z)).sum()


def test_batched_fold_is_bit_identical_to_torch():
    model = _randomize_bn(_Varied().eval())
    g = torch.Generator().manual_seed(3)
    for m in model.modules():
        if isinstance(m, nn.modules.batchnorm._BatchNorm):
            # Tiny and huge variances, negative means, denormal-ish weights.
            m.running_var.copy_(torch.rand(m.running_var.shape, generator=g, dtype=m.running_var.dtype) ** 8 * 1e3)
            m.running_mean.uniform_(-3, 3, generator=g)
    inputs = (torch.randn(1, 3, 6, 6), torch.randn(2, 4, 5), torch.randn(1, 2, 2, 2, 2))
    for kwargs in ({}, {"inplace": True}):
        a, b = copy.deepcopy(model), copy.deepcopy(model)
        expected, got = fuse(a, **kwargs), pyfxfast.fuse_conv_bn(b, **kwargs)
        assert got.code == expected.code
        assert _param_layout(got) == _param_layout(expected)
        for (k, p), (_, q) in zip(got.named_parameters(), expected.named_parameters()):
            assert _bit_equal(p.detach(), q.detach()), k
        assert torch.equal(got(*inputs), expected(*inputs))


def test_error_midway_leaves_earlier_folds_as_torch_does():
    model = _randomize_bn(nn.Sequential(*[CnnBlock() for _ in range(3)]).eval())
    model[2].bn2.train()  # the last pair raises; in place, the pairs before it stay folded
    gm_a, gm_b = fx.symbolic_trace(copy.deepcopy(model)), fx.symbolic_trace(copy.deepcopy(model))
    with pytest.raises(AssertionError):
        fuse(gm_a, inplace=True, no_trace=True)
    with pytest.raises(AssertionError):
        pyfxfast.fuse_conv_bn(gm_b, inplace=True, no_trace=True)
    state_a, state_b = gm_a.state_dict(), gm_b.state_dict()
    assert state_a.keys() == state_b.keys()
    for k in state_a:
        assert torch.equal(state_a[k], state_b[k]), k
    assert [type(m).__name__ for m in gm_a.modules()] == [type(m).__name__ for m in gm_b.modules()]


def test_unusual_layers_take_torchs_path():
    """A weight shadowed by an instance attribute, and a global parameter
    registration hook: folded as torch folds them."""
    model = _randomize_bn(nn.Sequential(nn.Conv2d(3, 4, 1), nn.BatchNorm2d(4), nn.Conv2d(4, 4, 1), nn.BatchNorm2d(4)))
    model.eval()
    object.__setattr__(model[2], "weight", nn.Parameter(torch.randn(4, 4, 1, 1)))  # shadows _parameters["weight"]
    _compare(fx.symbolic_trace(model), torch.randn(1, 3, 2, 2), no_trace=True)
    seen = []
    handle = nn.modules.module.register_module_parameter_registration_hook(lambda m, n, p: seen.append(n))
    try:
        _compare(fx.symbolic_trace(model), torch.randn(1, 3, 2, 2), no_trace=True)
    finally:
        handle.remove()
    assert seen.count("weight") == 4  # two folds each, torch's and pyfxfast's
