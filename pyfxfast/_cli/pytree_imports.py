"""Imports the modules that define the pytree types an exported program names.

``torch.export.save`` records the output (and input) structure of a program
as pytree specs naming their node types by serialized name, such as
``transformers.modeling_outputs.CausalLMOutputWithPast``. ``torch.export.load``
can only rebuild them once the defining module has registered the type, so a
program exported from a Hugging Face model fails to load in a fresh process.

Only *installed* modules are imported automatically: the name comes from the
file, so importing from the current directory (or any path the file could
influence) would let a downloaded file run code placed next to it. Anything
else must be named by the user with ``--import MODULE``.
"""

from __future__ import annotations

import importlib
import importlib.machinery
import importlib.util
import os
import re
import sys
from typing import Iterable

from .errors import CliError, first_line

__all__ = ["MISSING_TYPE", "import_modules", "installed_module_for", "import_for_type"]

#: torch's message for a pytree type that is not registered (torch/utils/_pytree.py):
#: "... in pytree is not registered" up to 2.14, "... in pytree failed because the
#: serialized type is not registered" from 2.15.
MISSING_TYPE = re.compile(
    r"Deserializing ([A-Za-z_][\w.]*) in pytree (?:is not registered|failed because the serialized type is not registered)"
)


def import_modules(names: Iterable[str]) -> None:
    """``--import MODULE``: import each (the current directory is importable); CliError if one fails."""
    for name in names:
        if "" not in sys.path and os.getcwd() not in sys.path:
            sys.path.insert(0, "")
        try:
            importlib.import_module(name)
        except ImportError as e:
            raise CliError(f"--import {name}: cannot import module ({first_line(e)})") from None
        except Exception as e:  # noqa: BLE001 - user code can raise anything
            raise CliError(f"--import {name}: importing it failed ({first_line(e)})") from None


def _is_installed(top: str) -> bool:
    """True when the top-level package is found on sys.path without the
    current directory (site-packages, the standard library, PYTHONPATH entries
    other than '.'), and that is also where a plain import finds it."""
    cwd = os.path.realpath(os.getcwd())
    roots = [p for p in sys.path if p and os.path.realpath(p) != cwd]
    spec = importlib.machinery.PathFinder.find_spec(top, roots)
    if spec is None:
        return top in sys.builtin_module_names
    loaded = sys.modules.get(top)
    current = getattr(loaded, "__spec__", None) if loaded is not None else importlib.util.find_spec(top)
    return current is not None and current.origin == spec.origin


def installed_module_for(type_name: str) -> str | None:
    """The longest dotted prefix of ``type_name`` that is an installed module, or None."""
    parts = type_name.split(".")
    if len(parts) < 2 or not _is_installed(parts[0]):
        return None
    for end in range(len(parts) - 1, 0, -1):
        name = ".".join(parts[:end])
        try:
            if importlib.util.find_spec(name) is not None:
                return name
        except (ImportError, ValueError):
            continue  # a parent that fails to import: try a shorter prefix
    return None


def import_for_type(type_name: str, path: str) -> str:
    """Imports the installed module defining ``type_name`` and returns its name;
    CliError (naming ``--import``) when there is none or it does not register the type."""
    module = installed_module_for(type_name)
    hint = f"pass --import MODULE naming the module that registers {type_name}"
    if module is None:
        raise CliError(f"{path}: cannot load exported program (its pytree type {type_name} is not registered "
                       f"and no installed module defines it; {hint})")
    try:
        importlib.import_module(module)
    except Exception as e:  # noqa: BLE001 - an installed package that fails to import
        raise CliError(f"{path}: cannot load exported program (importing {module} for its pytree type "
                       f"{type_name} failed: {first_line(e)}; {hint})") from None
    return module
