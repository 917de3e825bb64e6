"""Where a profiled run's time went, from the samples ``profile_runner`` wrote.

Each sample is a stack of Python frames (root first) with the wall time since the previous
sample. Time is attributed two ways:

- **self**: to the innermost frame's area (the code that was running, C calls included):
  torch.fx's files, pyfxfast's files, or elsewhere (the script, torch's other packages such as
  fake tensors or pytree, other libraries, Python's own modules, imports);
- **inclusive**: to every torch.fx function on the stack (each once per sample), the time a
  call of it took. In a patched run, pyfxfast's replacement of a torch.fx function counts as
  that function, so a routed function's two figures compare the same calls.

A region (``start``, ``end`` in ``time.perf_counter`` seconds of the run's process) restricts
both to the samples inside it, each weighed by its overlap.
"""

from __future__ import annotations

import importlib.util
import os
import sysconfig
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

__all__ = ["Classifier", "RunProfile", "ProfileComparison", "analyse", "compare", "routed_names"]


def _package_dir(name: str) -> str | None:
    spec = importlib.util.find_spec(name)  # finds without importing
    if spec is None or not spec.submodule_search_locations:
        return None
    return os.path.realpath(list(spec.submodule_search_locations)[0])


class Classifier:
    """Names the area and the module of a code object's file."""

    def __init__(self, script: str | None = None) -> None:
        torch_dir = _package_dir("torch")
        self.fx_dir = os.path.join(torch_dir, "fx") + os.sep if torch_dir else None
        self.fx_experimental_dir = os.path.join(torch_dir, "fx", "experimental") + os.sep if torch_dir else None
        self.site = os.path.dirname(torch_dir) + os.sep if torch_dir else None
        # This package's own files (an editable install's are not where find_spec points).
        fast_dir = str(Path(__file__).resolve().parents[1])
        self.pyfxfast_dir = fast_dir + os.sep if fast_dir else None
        self.pyfxfast_site = os.path.dirname(fast_dir) + os.sep if fast_dir else None
        self.stdlib = os.path.realpath(sysconfig.get_paths()["stdlib"]) + os.sep
        self.script = os.path.realpath(script) if script else None
        self.script_dir = os.path.dirname(self.script) + os.sep if self.script else None
        self._cache: dict[str, tuple[str, str]] = {}

    def classify(self, filename: str) -> tuple[str, str]:
        """(area, module) of a file: area is "torch.fx", "pyfxfast" or a name for elsewhere."""
        found = self._cache.get(filename)
        if found is None:
            found = self._cache[filename] = self._classify(filename)
        return found

    def _classify(self, filename: str) -> tuple[str, str]:
        if filename.startswith("<frozen "):
            module = filename[len("<frozen "):-1]
            return ("imports" if module.startswith("importlib") else f"Python ({module.split('.')[0]})"), module
        if filename.startswith("<"):
            return "generated code", filename  # exec'd source: an FX forward, say
        path = os.path.realpath(filename)
        if self.fx_dir and path.startswith(self.fx_dir):
            return "torch.fx", _module(path, self.site)
        if self.pyfxfast_dir and path.startswith(self.pyfxfast_dir):
            return "pyfxfast", _module(path, self.pyfxfast_site)
        if self.script and path == self.script:
            return f"the script ({os.path.basename(path)})", os.path.basename(path)
        if self.script_dir and path.startswith(self.script_dir):
            return "the script's directory", _module(path, self.script_dir)
        if self.site and path.startswith(self.site):
            module = _module(path, self.site)
            parts = module.split(".")
            if parts[0] == "torch":
                depth = 3 if len(parts) > 2 and parts[1] == "utils" else 2
                return ".".join(parts[:depth]) if len(parts) > 1 else "torch", module
            return parts[0], module
        if path.startswith(self.stdlib):
            module = _module(path, self.stdlib)
            top = module.split(".")[0]
            return ("imports" if top == "importlib" else f"Python ({top})"), module
        return "other", path


def _module(path: str, root: str | None) -> str:
    rel = path[len(root):] if root and path.startswith(root) else os.path.basename(path)
    rel = rel[:-3] if rel.endswith(".py") else rel
    parts = [p for p in Path(rel).parts if p]
    if parts and parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def routed_names(stats: dict[str, Any], classifier: Classifier) -> dict[str, str]:
    """pyfxfast's function (``module.qualname``) -> the torch.fx function it replaced, from a patched run."""
    out = {}
    for torch_code, fast_code in stats.get("routed", []):
        out[_name(fast_code, classifier)] = _name(torch_code, classifier)
    return out


def _name(code: list[Any], classifier: Classifier) -> str:
    filename, qualname = code[0], code[1]
    return f"{classifier.classify(filename)[1]}.{qualname}"


@dataclass
class RunProfile:
    """One run, or its region: wall time and where it went (seconds)."""

    wall_s: float
    exit_status: int
    sampled_s: float  # the samples' weights in the region (about wall_s)
    self_s: Counter = field(default_factory=Counter)  # area -> self time
    fx_experimental_s: float = 0.0  # of self_s["torch.fx"], in torch.fx.experimental (make_fx, symbolic shapes)
    fx_self_s: Counter = field(default_factory=Counter)  # torch.fx function -> self time
    fx_self_unrouted_s: Counter = field(default_factory=Counter)  # ... with no routed function on the stack
    fx_inclusive_s: Counter = field(default_factory=Counter)  # torch.fx function -> time with it on the stack

    @property
    def fx_s(self) -> float:
        return self.self_s.get("torch.fx", 0.0)

    @property
    def pyfxfast_s(self) -> float:
        return self.self_s.get("pyfxfast", 0.0)

    def share(self, seconds: float) -> float:
        return seconds / self.sampled_s if self.sampled_s > 0 else 0.0


def analyse(stats: dict[str, Any], classifier: Classifier, routed: dict[str, str],
            region: tuple[float, float] | None = None) -> RunProfile:
    """The run's profile; ``routed`` maps pyfxfast's replacements to torch's names
    (``routed_names`` of the patched run); ``region`` in perf_counter seconds."""
    codes = stats["codes"]
    info = []  # per code: (area, display name, is experimental)
    for filename, qualname, _ in codes:
        area, module = classifier.classify(filename)
        name = f"{module}.{qualname}"
        experimental = bool(classifier.fx_experimental_dir) and os.path.realpath(filename).startswith(
            classifier.fx_experimental_dir)  # type: ignore[arg-type]
        info.append((area, routed.get(name, name) if area == "pyfxfast" else name, experimental))
    weights = Counter()
    origin = stats["start_perf_counter"]
    for t, w, stack in stats["samples"]:
        if region is None:
            weights[stack] += w
        else:
            start, end = region[0] - origin, region[1] - origin
            overlap = min(end, t + w) - max(start, t)
            if overlap > 0:
                weights[stack] += overlap
    wall = stats["wall_s"] if region is None else region[1] - region[0]
    run = RunProfile(wall, stats["exit_status"], sum(weights.values()))
    torch_names = set(routed.values())
    for stack_id, w in weights.items():
        stack = stats["stacks"][stack_id]
        if not stack:
            run.self_s["idle"] += w
            continue
        area, name, experimental = info[stack[-1]]
        run.self_s[area] += w
        if area == "torch.fx":
            run.fx_self_s[name] += w
            if experimental:
                run.fx_experimental_s += w
            if not any(info[c][0] == "pyfxfast" and info[c][1] in torch_names for c in stack):
                run.fx_self_unrouted_s[name] += w
        seen = set()
        for c in stack:
            c_area, c_name, _ = info[c]
            if (c_area == "torch.fx" or (c_area == "pyfxfast" and c_name in torch_names)) and c_name not in seen:
                seen.add(c_name)
                run.fx_inclusive_s[c_name] += w
    return run


@dataclass
class FunctionRow:
    name: str
    plain_s: float
    patched_s: float
    routed: bool

    @property
    def speedup(self) -> float | None:
        return self.plain_s / self.patched_s if self.patched_s > 0 else None


@dataclass
class ProfileComparison:
    plain: RunProfile
    patched: RunProfile
    routed: list[str]  # torch.fx functions pyfxfast routed in the patched run
    functions: list[FunctionRow]  # top torch.fx functions by plain inclusive time
    untouched_fx: list[tuple[str, float]]  # patched: torch.fx self time with no pyfxfast frame on the stack
    elsewhere: list[tuple[str, float, float]]  # area, plain self s, patched self s (outside torch.fx and pyfxfast)

    @property
    def speedup(self) -> float | None:
        return self.plain.wall_s / self.patched.wall_s if self.patched.wall_s > 0 else None

    def as_dict(self) -> dict[str, Any]:
        def run(r: RunProfile) -> dict[str, Any]:
            return {"wall_s": r.wall_s, "exit_status": r.exit_status, "sampled_s": r.sampled_s,
                    "torch_fx_s": r.fx_s, "torch_fx_share": r.share(r.fx_s),
                    "torch_fx_experimental_s": r.fx_experimental_s,
                    "pyfxfast_s": r.pyfxfast_s, "pyfxfast_share": r.share(r.pyfxfast_s),
                    "elsewhere_s": r.sampled_s - r.fx_s - r.pyfxfast_s}

        return {
            "plain": run(self.plain), "patched": run(self.patched), "speedup": self.speedup,
            "torch_fx_functions": [{"function": f.name, "plain_s": f.plain_s, "patched_s": f.patched_s,
                                    "speedup": f.speedup, "routed": f.routed} for f in self.functions],
            "routed": self.routed,
            "not_touched": {
                "torch_fx_functions": [{"function": n, "patched_s": s} for n, s in self.untouched_fx],
                "elsewhere": [{"area": a, "plain_s": p, "patched_s": s} for a, p, s in self.elsewhere],
            },
        }


def compare(plain: RunProfile, patched: RunProfile, routed: dict[str, str], top: int = 15) -> ProfileComparison:
    torch_routed = sorted(set(routed.values()))
    ranked = sorted(plain.fx_inclusive_s.items(), key=lambda kv: -kv[1])[:top]
    rows = [FunctionRow(name, s, patched.fx_inclusive_s.get(name, 0.0), name in routed.values()) for name, s in ranked]
    untouched = sorted(patched.fx_self_unrouted_s.items(), key=lambda kv: -kv[1])[:top]
    areas = (set(plain.self_s) | set(patched.self_s)) - {"torch.fx", "pyfxfast"}
    elsewhere = sorted(((a, plain.self_s.get(a, 0.0), patched.self_s.get(a, 0.0)) for a in areas),
                       key=lambda row: -row[2])
    return ProfileComparison(plain, patched, torch_routed, rows, untouched, elsewhere)
