"""Runs a user's script as ``python SCRIPT ARGS...`` would, sampling where its time goes.

This file is run by path (``python .../profile_runner.py --stats FILE [--patched] -- SCRIPT
ARGS...``) by ``pyfxfast profile`` and by the pipeline benchmarks, never imported as
``pyfxfast._cli.profile_runner``: importing the package would import torch before the script
does. It uses the standard library only, and changes what the script sees as little as
possible:

- ``sys.argv``, ``sys.path[0]`` (the script's directory), ``__main__`` and the exit status are
  what ``python SCRIPT`` gives; an uncaught exception prints the script's traceback (without
  this file's frames) through ``sys.excepthook`` and exits 1.
- ``--patched``: nothing is imported before the script. When the script's ``import torch``
  has finished, pyfxfast is imported and ``pyfxfast.patch(graph_building=True)`` applied, as
  if the script did it on the line after ``import torch``; that cost is the patched run's.
- The main thread's Python stack is sampled every 5 ms of CPU time, on SIGPROF (``Sampler``);
  each sample is weighed by the wall time since the previous one.

The stats file (JSON) holds the wall time from the script's first line to its end, the exit
status, the code objects seen (file, qualified name, first line), the distinct stacks (root
first, as indices into the codes), the samples in order (time since the start, weight, stack)
and, for a patched run, the functions pyfxfast routed (torch's code, pyfxfast's code).
"""

from __future__ import annotations

import importlib.abc
import importlib.util
import json
import os
import runpy
import signal
import sys
import time
import traceback

INTERVAL_S = 0.005


class Sampler:
    """Samples the main thread's Python stack on SIGPROF (``setitimer(ITIMER_PROF)``: every
    ``interval`` seconds of the process's CPU time). The handler runs in the main thread at
    its next bytecode, so no other thread takes the GIL from the script (a sampling thread
    would, and on a loaded machine each hand-over stalls the script). Each sample is weighed
    by the wall time since the previous one, so the samples add up to the wall time; time the
    process spends waiting (sleep, I/O) goes to the code that runs after the wait. Without
    ``setitimer`` (Windows) nothing is sampled."""

    def __init__(self, base: object, interval: float = INTERVAL_S) -> None:
        self.base = base  # the runner's own frame: the walk stops there
        self.interval = interval
        self.codes: list[tuple[str, str, int]] = []
        self._code_index: dict[int, tuple[int, object]] = {}  # id(code) -> (index, code kept alive)
        self.stacks: list[list[int]] = []
        self._stack_index: dict[tuple[int, ...], int] = {}
        self.samples: list[tuple[float, float, int]] = []  # (time since start, weight, stack)
        self.start_time = self._last = 0.0
        self._previous_handler: object = None
        self.active = False
        self.lost_at: float | None = None  # when the script replaced the SIGPROF handler, if it did

    def start(self) -> None:
        self.start_time = self._last = time.perf_counter()
        if not hasattr(signal, "setitimer"):
            return
        self._previous_handler = signal.signal(signal.SIGPROF, self._on_signal)
        signal.siginterrupt(signal.SIGPROF, False)  # system calls restart (SA_RESTART)
        signal.setitimer(signal.ITIMER_PROF, self.interval, self.interval)
        self.active = True

    def stop(self) -> None:
        if not self.active:
            return
        signal.setitimer(signal.ITIMER_PROF, 0, 0)
        if signal.getsignal(signal.SIGPROF) != self._on_signal:
            self.lost_at = self._last - self.start_time
        else:
            signal.signal(signal.SIGPROF, self._previous_handler)  # type: ignore[arg-type]
        self.active = False

    def _code(self, code: object) -> int:
        found = self._code_index.get(id(code))
        if found is not None:
            return found[0]
        index = len(self.codes)
        name = getattr(code, "co_qualname", None) or code.co_name  # type: ignore[attr-defined]
        self.codes.append((code.co_filename, name, code.co_firstlineno))  # type: ignore[attr-defined]
        self._code_index[id(code)] = (index, code)
        return index

    def _on_signal(self, signum: int, frame: object) -> None:
        now = time.perf_counter()
        chain = []
        while frame is not None and frame is not self.base:
            chain.append(self._code(frame.f_code))  # type: ignore[attr-defined]
            frame = frame.f_back  # type: ignore[attr-defined]
        chain.reverse()
        key = tuple(chain)
        stack = self._stack_index.get(key)
        if stack is None:
            stack = self._stack_index[key] = len(self.stacks)
            self.stacks.append(chain)
        self.samples.append((self._last - self.start_time, now - self._last, stack))
        self._last = now


class _PatchAfterTorch(importlib.abc.MetaPathFinder):
    """Applies ``pyfxfast.patch(graph_building=True)`` once the script's ``import torch`` ran."""

    def __init__(self) -> None:
        self.patched_at: float | None = None
        self.patch_s = 0.0
        self.error: str | None = None

    def find_spec(self, name, path=None, target=None):  # type: ignore[no-untyped-def]
        if name != "torch":
            return None
        sys.meta_path.remove(self)
        spec = importlib.util.find_spec(name)
        if spec is None or spec.loader is None:
            return spec
        real_exec = spec.loader.exec_module

        def exec_then_patch(module):  # type: ignore[no-untyped-def]
            real_exec(module)
            self.patch()

        spec.loader.exec_module = exec_then_patch  # type: ignore[method-assign]
        return spec

    def patch(self) -> None:
        start = time.perf_counter()
        try:
            import pyfxfast

            pyfxfast.patch(graph_building=True)
        except Exception as e:  # noqa: BLE001 - reported by the parent; the script goes on unpatched
            self.error = f"{type(e).__name__}: {e}"
        self.patched_at = start
        self.patch_s = time.perf_counter() - start


def _routed() -> list[list[list[object]]]:
    """[(torch's code, pyfxfast's code)] for every function pyfxfast routes right now."""
    patching = sys.modules.get("pyfxfast.patching")
    if patching is None or not patching.is_patched():
        return []
    pairs: list[tuple[object, object]] = []
    for owner, name, original in patching._saved:
        if name in ("__doc__", "__signature__"):
            continue
        pairs.append((original, owner.__dict__.get(name)))
    pairs += list(patching._swaps.values())
    out = []
    seen = set()
    for original, replacement in pairs:
        for torch_code, fast_code in _code_pairs(original, replacement):
            key = (id(torch_code), id(fast_code))
            if key not in seen:
                seen.add(key)
                out.append([_describe(torch_code), _describe(fast_code)])
    return out


def _function_code(obj: object) -> object | None:
    for attr in ("__func__", "fget"):
        obj = getattr(obj, attr, obj)
    return getattr(obj, "__code__", None)


def _code_pairs(original: object, replacement: object) -> list[tuple[object, object]]:
    """Code objects of torch's object and of pyfxfast's replacement, method by method for classes."""
    if isinstance(original, type) and isinstance(replacement, type):
        pairs = []
        for name, value in vars(replacement).items():
            torch_code = _function_code(getattr(original, name, None))
            fast_code = _function_code(value)
            if torch_code is not None and fast_code is not None and torch_code is not fast_code:
                pairs.append((torch_code, fast_code))
        return pairs
    torch_code, fast_code = _function_code(original), _function_code(replacement)
    if torch_code is None or fast_code is None or torch_code is fast_code:
        return []
    return [(torch_code, fast_code)]


def _describe(code: object) -> list[object]:
    name = getattr(code, "co_qualname", None) or code.co_name  # type: ignore[attr-defined]
    return [code.co_filename, name, code.co_firstlineno]  # type: ignore[attr-defined]


def _script_traceback(tb, script: str):  # type: ignore[no-untyped-def]
    """The traceback from the script's own first frame on (as ``python SCRIPT`` prints it)."""
    start = tb
    while start is not None and os.path.realpath(start.tb_frame.f_code.co_filename) != script:
        start = start.tb_next
    return start if start is not None else tb


def main(argv: list[str]) -> int:
    if "--" not in argv:
        print("usage: profile_runner.py --stats FILE [--patched] -- SCRIPT [ARGS...]", file=sys.stderr)
        return 2
    cut = argv.index("--")
    options, (script, *args) = argv[:cut], argv[cut + 1:]
    stats_path = options[options.index("--stats") + 1]
    patched = "--patched" in options
    sample = "--no-sample" not in options
    interval = float(options[options.index("--interval") + 1]) if "--interval" in options else INTERVAL_S

    script_path = os.path.realpath(script)
    sys.argv = [script, *args]
    if not getattr(sys.flags, "safe_path", False):  # -P / PYTHONSAFEPATH: python adds no directory either
        sys.path[0] = os.path.dirname(script_path)  # the script's, in place of this file's
    hook = _PatchAfterTorch() if patched else None
    if hook is not None and "torch" in sys.modules:  # imported at start-up (a sitecustomize, say)
        hook.patch()
    elif hook is not None:
        sys.meta_path.insert(0, hook)
    sampler = Sampler(sys._getframe(), interval)
    status: int = 0
    error: BaseException | None = None
    start = time.perf_counter()
    if sample:
        sampler.start()
    try:
        runpy.run_path(script, run_name="__main__")
    except SystemExit as e:
        error = e
    except BaseException as e:  # noqa: BLE001 - the script's own failure, reported as Python would
        error = e
    wall = time.perf_counter() - start
    sampler.stop()
    routed = _routed() if patched else []
    if isinstance(error, SystemExit):
        code = error.code
        status = 0 if code is None else code if isinstance(code, int) else 1
    elif error is not None:
        status = 1
    stats = {
        "script": script, "args": args, "patched": patched, "wall_s": wall, "exit_status": status,
        "exception": None if error is None or isinstance(error, SystemExit) else type(error).__name__,
        "torch_imported": "torch" in sys.modules,
        "patch_error": hook.error if hook is not None else None,
        "patched_at_s": None if hook is None or hook.patched_at is None else hook.patched_at - start,
        "patch_s": hook.patch_s if hook is not None else 0.0,
        "sampled": sample and sampler.start_time > 0 and hasattr(signal, "setitimer"),
        "sampler_lost_at_s": sampler.lost_at,
        "interval_s": sampler.interval, "codes": sampler.codes, "stacks": sampler.stacks,
        "samples": sampler.samples, "routed": routed, "start_perf_counter": start,
    }
    with open(stats_path, "w") as f:
        json.dump(stats, f)
    if isinstance(error, (SystemExit, KeyboardInterrupt)):
        raise error  # Python's own handling: the status, the message of sys.exit("..."), SIGINT's
    if error is not None:
        # Printed as Python prints it (the hook reads the exception's own traceback).
        error.__traceback__ = _script_traceback(error.__traceback__, script_path)
        sys.excepthook(type(error), error, error.__traceback__)
        sys.stderr.flush()
    return status


if __name__ == "__main__":
    # The runner's own module is not the script's __main__: run_path gives the script its own.
    sys.exit(main(sys.argv[1:]))
