"""Exception types shared by the drop-ins."""

from __future__ import annotations

__all__ = ["WrongTypeError", "NotAModuleError"]


class WrongTypeError(TypeError, AttributeError):
    """An argument of the wrong type (e.g. ``None`` where a Graph is expected).

    A TypeError, and also the AttributeError that torch's own function raises
    when it touches the missing ``.graph`` / ``.nodes`` / ``.lint`` attribute,
    so ``except AttributeError`` written against torch still catches it.
    """


class NotAModuleError(TypeError, AssertionError):
    """fuse_conv_bn's argument is not an nn.Module: a TypeError, and the
    AssertionError that torch's ``optimization.fuse`` raises from tracing it."""
