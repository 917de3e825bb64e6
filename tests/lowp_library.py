"""Composite ops of the torch.fx "primitive library" tutorial (fx.wrap needs module scope)."""

import torch
import torch.fx as fx


def sigmoid_lowp(x: torch.Tensor):
    x = x.float()
    x = x.sigmoid()
    return x.half()


fx.wrap("sigmoid_lowp")


def add_lowp(a: torch.Tensor, b: torch.Tensor):
    a, b = a.float(), b.float()
    c = a + b
    return c.half()


fx.wrap("add_lowp")


def scaled_add_lowp(a: torch.Tensor, b: torch.Tensor, *, alpha: float = 2.0):
    return add_lowp(a, b) * alpha


fx.wrap("scaled_add_lowp")


class Foo(torch.nn.Module):
    def forward(self, x, y):
        x = sigmoid_lowp(x)
        y = sigmoid_lowp(y)
        return add_lowp(x, y)


class Bar(torch.nn.Module):
    def forward(self, x, y):
        z = scaled_add_lowp(sigmoid_lowp(x), y, alpha=3.0)
        return add_lowp(z, z), sigmoid_lowp(z)
