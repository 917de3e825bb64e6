"""The CLI's user error and its one-line rendering of exceptions.

A module of their own so that every CLI module can import them without
importing ``common`` (which imports ``pytree_imports``, which needs them).
"""

from __future__ import annotations

__all__ = ["CliError", "first_line"]


class CliError(Exception):
    """A user error: printed as one line, exit status 2."""


def first_line(e: BaseException) -> str:
    text = str(e).strip().splitlines()
    msg = text[0] if text else ""
    return f"{type(e).__name__}: {msg}" if msg else type(e).__name__
