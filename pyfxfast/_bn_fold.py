"""Folded Conv weights for many Conv/BatchNorm pairs at once.

torch's ``fuse_conv_bn_weights`` runs about ten tensor operations per pair;
on a graph with thousands of small convs their dispatch is most of the
time. Here the pairs of one dtype are folded together:

- the per-channel vectors (running stats, BatchNorm weight and bias, conv
  bias) are concatenated, and torch's operations on them run once, in
  torch's order and association. Each element is the same IEEE operation on
  the same operands as in torch (add, sub, mul, and rsqrt's sqrt and
  division, are correctly rounded in both the vector and the scalar
  kernels), so the values are torch's bit for bit;
- the two operations that make the results (the weight times the reshaped
  scale, the bias plus ``bn.bias``) run per pair on the same tensors as in
  torch, looped in C++ by torch's ``_foreach`` ops: same kernels, strides
  and storages.

Pairs whose tensors could make torch broadcast, promote or lay out its
result differently (other dtypes or devices, non-contiguous weights,
vectors of another length, tensor subclasses, attributes in unusual places)
are folded by torch's own function.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

import torch
from torch import nn
from torch._utils import _flatten_dense_tensors, _unflatten_dense_tensors
from torch.nn.modules import module as _module_internals
from torch.nn.utils.fusion import fuse_conv_bn_weights

__all__ = ["FoldQueue"]

# IEEE single and double: the dtypes whose ops compute in their own precision.
_BATCHED_DTYPES = (torch.float32, torch.float64)


@dataclass
class _Pair:
    clone: nn.Module  # the layer's copy that receives the folded weight and bias
    weight: torch.Tensor
    bias: Optional[torch.Tensor]
    # The BatchNorm's running_mean, running_var, weight, bias and eps.
    mean: torch.Tensor
    var: torch.Tensor
    bn_weight: Optional[torch.Tensor]
    bn_bias: Optional[torch.Tensor]
    eps: float


class FoldQueue:
    """Conv/BatchNorm pairs whose folded weight and bias are computed later,
    in batches. A queued clone still holds the layer's old parameters until
    :meth:`flush`; callers flush before reading one (see :meth:`holds`)."""

    def __init__(self) -> None:
        self._by_dtype: dict[torch.dtype, list[_Pair]] = {}
        self._clones: set[int] = set()

    def holds(self, module: nn.Module) -> bool:
        return id(module) in self._clones

    def fold(self, clone: nn.Module, bn: nn.modules.batchnorm._BatchNorm) -> None:
        """``clone.weight, clone.bias = fuse_conv_bn_weights(clone.weight,
        clone.bias, <bn's running stats, eps, weight and bias>)``, now or at
        the next flush."""
        pair = _batchable(clone, bn)
        if pair is None:
            _install(clone, *fuse_conv_bn_weights(clone.weight, clone.bias, bn.running_mean, bn.running_var, bn.eps,
                                                   bn.weight, bn.bias))
            return
        self._by_dtype.setdefault(pair.weight.dtype, []).append(pair)
        self._clones.add(id(clone))

    def flush(self) -> None:
        for pairs in self._by_dtype.values():
            _fold_batch(pairs)
        self._by_dtype.clear()
        self._clones.clear()


_PLAIN = (torch.Tensor, nn.Parameter)
# Names read from _parameters / _buffers below; an instance attribute of the same name would win.
_SHADOWED = ("weight", "bias", "running_mean", "running_var")


def _batchable(clone: nn.Module, bn: nn.modules.batchnorm._BatchNorm) -> Optional[_Pair]:
    """The pair's tensors, if batching gives torch's result for them."""
    clone_state, bn_state = vars(clone), vars(bn)
    if any(name in clone_state or name in bn_state for name in _SHADOWED):
        return None  # attribute access would not find them where nn.Module keeps them
    try:
        params, bn_params, bn_buffers = clone._parameters, bn._parameters, bn._buffers
        pair = _Pair(clone, params["weight"], params["bias"], bn_buffers["running_mean"], bn_buffers["running_var"],
                     bn_params["weight"], bn_params["bias"], bn.eps)
    except (AttributeError, KeyError):
        return None
    weight = pair.weight
    if (type(weight) not in _PLAIN or weight.dtype not in _BATCHED_DTYPES or not weight.is_cpu
            or weight.dim() < 2 or not weight.is_contiguous() or type(pair.eps) is not float):
        return None
    channels = weight.shape[0]
    for t in (pair.bias, pair.mean, pair.var, pair.bn_weight, pair.bn_bias):
        # Exactly one value per output channel: anything else broadcasts (or
        # fails) in torch's own way.
        if t is not None and (type(t) not in _PLAIN or t.dtype != weight.dtype or not t.is_cpu or t.dim() != 1
                              or t.shape[0] != channels or not t.is_contiguous()):
            return None
    if pair.mean is None or pair.var is None:
        return None
    return pair


def _fold_batch(pairs: list[_Pair]) -> None:
    """torch's fuse_conv_bn_weights for each pair (of one dtype), as the
    module docstring says."""
    means = [p.mean for p in pairs]
    with torch.no_grad():
        mean, var = torch.cat(means), torch.cat([p.var for p in pairs])
        bn_weight = _cat_or_filled([p.bn_weight for p in pairs], means, mean, 1.0)
        conv_bias = _cat_or_filled([p.bias for p in pairs], means, mean, 0.0)
        # bn_var_rsqrt = torch.rsqrt(bn_rv + bn_eps)
        eps = {p.eps for p in pairs}
        if len(eps) == 1:
            var_rsqrt = torch.rsqrt(var + eps.pop())
        else:
            var_rsqrt = torch.rsqrt(torch.cat(torch._foreach_add([p.var for p in pairs], [p.eps for p in pairs])))
        # conv_w * (bn_w * bn_var_rsqrt).reshape([-1, 1, ...])
        scale = _unflatten_dense_tensors(bn_weight * var_rsqrt, [_column(p.weight) for p in pairs])
        weights = torch._foreach_mul([p.weight for p in pairs], scale)
        # (conv_b - bn_rm) * bn_var_rsqrt * bn_w + bn_b
        partial = _unflatten_dense_tensors((conv_bias - mean) * var_rsqrt * bn_weight, means)
        biases = torch._foreach_add(partial, _or_filled([p.bn_bias for p in pairs], means, 0.0))
    parameter = nn.Parameter
    for p, w, b in zip(pairs, weights, biases):
        bias_grad = p.bias.requires_grad if p.bias is not None else False
        _install(p.clone, parameter(w, p.weight.requires_grad), parameter(b, bias_grad))


def _cat_or_filled(values: list[Optional[torch.Tensor]], like: list[torch.Tensor], flat_like: torch.Tensor,
                   fill: float) -> torch.Tensor:
    """torch.cat(_or_filled(values, like, fill)); flat_like is torch.cat(like)."""
    if all(v is None for v in values):
        return torch.full_like(flat_like, fill)
    return torch.cat(_or_filled(values, like, fill))


def _or_filled(values: list[Optional[torch.Tensor]], like: list[torch.Tensor], fill: float) -> list[torch.Tensor]:
    """values, with each None replaced by torch.full_like(like[i], fill)
    (torch's zeros_like / ones_like of the running mean)."""
    missing = [i for i, v in enumerate(values) if v is None]
    if not missing:
        return values
    filled = _unflatten_dense_tensors(torch.full((sum(like[i].numel() for i in missing),), fill, dtype=like[0].dtype),
                                      [like[i] for i in missing])
    out = list(values)
    for i, t in zip(missing, filled):
        out[i] = t
    return out  # type: ignore[return-value]


_COLUMNS: dict[tuple[int, int], torch.Tensor] = {}


def _column(weight: torch.Tensor) -> torch.Tensor:
    """A tensor of the shape torch reshapes the per-channel scale to for
    this weight, [-1, 1, ...] (only its shape is read)."""
    key = (weight.shape[0], weight.dim())
    column = _COLUMNS.get(key)
    if column is None:
        column = _COLUMNS[key] = torch.empty((key[0],) + (1,) * (key[1] - 1), device="meta")
    return column


def _install(clone: nn.Module, weight: nn.Parameter, bias: nn.Parameter) -> None:
    """``clone.weight, clone.bias = weight, bias``; straight into _parameters
    (where both names already are) unless a global registration hook wants
    to see them or an instance attribute of the same name is to be dropped
    (as nn.Module.__setattr__ does)."""
    state = vars(clone)
    params = state.get("_parameters")
    if (_module_internals._global_parameter_registration_hooks or params is None or "weight" not in params
            or "bias" not in params or "weight" in state or "bias" in state):
        clone.weight, clone.bias = weight, bias
        return
    params["weight"] = weight
    params["bias"] = bias
