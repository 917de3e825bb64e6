"""Shared helpers of the CLI: user errors, loading exported programs, ``module:object`` specs."""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import logging
import sys
import time
import warnings
import zipfile
from pathlib import Path
from typing import Any, Sequence

from .errors import CliError, first_line
from .pytree_imports import MISSING_TYPE, import_for_type, import_modules

__all__ = ["CliError", "load_program", "add_import_option", "resolve_object", "first_line"]


def load_program(path: str, imports: Sequence[str] = ()) -> tuple[Any, float]:
    """``torch.export.load(path)`` and the seconds it took; CliError for a
    missing or unreadable file.

    ``imports`` (``--import MODULE``) are imported first. A program naming a
    pytree type that is not registered (a Hugging Face model's output class,
    say) is loaded again after importing the installed module that defines
    it, which is said on stderr (see ``pytree_imports``)."""
    p = Path(path)
    if not p.exists():
        raise CliError(f"{path}: no such file")
    if p.is_dir():
        raise CliError(f"{path}: is a directory, expected a .pt2 file from torch.export.save")
    if not zipfile.is_zipfile(p):
        raise CliError(f"{path}: not an exported program (a .pt2 file is a zip archive written by torch.export.save)")
    import torch

    import_modules(imports)
    tried: set[str] = set()
    t0 = time.perf_counter()
    while True:
        try:
            ep = _load(p)
            break
        except _LoadError as e:
            missing = MISSING_TYPE.search(e.cause)
            if missing is None:
                raise CliError(f"{path}: cannot load exported program ({e.cause})") from None
            type_name = missing.group(1)
            if type_name in tried:  # its module was imported but did not register it
                raise CliError(f"{path}: cannot load exported program ({e.cause}; pass --import MODULE "
                               f"naming the module that registers {type_name})") from None
            tried.add(type_name)
            module = import_for_type(type_name, path)
            print(f"pyfxfast: imported {module} (defines {type_name}, a pytree type {p.name} uses)",
                  file=sys.stderr)
            t0 = time.perf_counter()  # time the load that succeeds, not the failed attempts
    if not isinstance(ep, torch.export.ExportedProgram):
        raise CliError(f"{path}: not an exported program (got {type(ep).__name__})")
    return ep, time.perf_counter() - t0


class _LoadError(Exception):
    def __init__(self, cause: str) -> None:
        super().__init__(cause)
        self.cause = cause


def _load(p: Path) -> Any:
    """torch.export.load; _LoadError with the one-line cause of a failure."""
    import torch

    # torch.export.load logs the first failure's traceback as a warning before
    # trying the old format; keep it off the terminal and report its cause.
    logger = logging.getLogger("torch.export")
    captured = _Capture()
    saved = logger.handlers[:], logger.propagate
    logger.handlers, logger.propagate = [captured], False
    try:
        with warnings.catch_warnings():
            # torch 2.11/2.12 warn that the archive's buffers are read-only (torch's
            # own loading detail, not the user's): keep errors to one line.
            warnings.filterwarnings("ignore", message="The given buffer is not writable", category=UserWarning)
            return torch.export.load(str(p))
    except Exception as e:  # noqa: BLE001 - any failure is a user error here
        raise _LoadError(captured.cause or first_line(e)) from None
    finally:
        logger.handlers, logger.propagate = saved


def add_import_option(p: argparse.ArgumentParser) -> None:
    """``--import MODULE`` (repeatable): modules to import before loading the program."""
    p.add_argument("--import", dest="imports", action="append", default=[], metavar="MODULE",
                   help="import MODULE before loading (for pytree types the program uses that no installed "
                        "module defines; repeatable). Installed modules are imported automatically")


class _Capture(logging.Handler):
    """Keeps the one-line cause of the first exception logged."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.cause: str | None = None

    def emit(self, record: logging.LogRecord) -> None:
        if self.cause is None and record.exc_info and record.exc_info[1] is not None:
            self.cause = first_line(record.exc_info[1])


def resolve_object(spec: str, what: str) -> Any:
    """The object named by ``module:attr`` (``attr`` may be dotted) or
    ``path/to/file.py:attr``. The current directory is importable, as with
    ``python -m``."""
    module_name, sep, attr = spec.rpartition(":")
    if not sep or not module_name or not attr:
        raise CliError(f"{what} {spec!r}: expected module:object or path/to/file.py:object")
    if module_name.endswith(".py"):
        file = Path(module_name)
        if not file.is_file():
            raise CliError(f"{what} {spec!r}: no such file {module_name}")
        name = f"_pyfxfast_user_{file.stem}"
        loader_spec = importlib.util.spec_from_file_location(name, file)
        if loader_spec is None or loader_spec.loader is None:
            raise CliError(f"{what} {spec!r}: cannot import {module_name}")
        module = importlib.util.module_from_spec(loader_spec)
        sys.modules[name] = module
        try:
            loader_spec.loader.exec_module(module)
        except Exception as e:  # noqa: BLE001
            raise CliError(f"{what} {spec!r}: importing {module_name} failed ({first_line(e)})") from None
    else:
        if "" not in sys.path and str(Path.cwd()) not in sys.path:
            sys.path.insert(0, "")
        try:
            module = importlib.import_module(module_name)
        except ImportError as e:
            raise CliError(f"{what} {spec!r}: cannot import module {module_name} ({first_line(e)})") from None
        except Exception as e:  # noqa: BLE001
            raise CliError(f"{what} {spec!r}: importing {module_name} failed ({first_line(e)})") from None
    obj: Any = module
    for part in attr.split("."):
        try:
            obj = getattr(obj, part)
        except AttributeError:
            raise CliError(f"{what} {spec!r}: {module_name} has no attribute {attr}") from None
    return obj


def count(text: str) -> int:
    """argparse type: a whole number >= 0."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"invalid count {text!r} (expected a whole number >= 0)") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"invalid count {text!r} (expected a whole number >= 0)")
    return value
