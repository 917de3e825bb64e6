"""torch.compile with backend="pyfxfast" against plain inductor and eager, on two models:

    encoder: nn.TransformerEncoder, 4 layers, d_model 512, 8 heads, batch 8 x seq 128
    llama:   transformers' LlamaModel from a LlamaConfig (random weights, no download),
             4 layers, hidden 256, 4 heads, batch 1 x seq 64

Usage: python benchmarks/bench_compile.py [--device cpu|cuda] [--runs 30] [--models encoder llama]
                                          [--backends eager inductor pyfxfast [pyfxfast-partitioned]] [--threads N]

The device defaults to cuda when one is present, so the same script measures a GPU. The
models run in eval mode with autograd on (plain `compiled(x)`), same weights and input in
every process.

- "first call" (cold compile, measured after every steady figure): each (model, backend) in a fresh process with an empty
  inductor cache directory and inductor's FX-graph and AOT-autograd caches off, so that no
  backend reuses kernels another one compiled; the first compiled call is Dynamo's
  tracing, the backend, the kernels' compilation and one run; wall time, and in brackets the
  CPU time of the process and the compiler processes it ran (steadier on a shared machine).
- "steady": one process per model compiles every backend, then times them interleaved,
  one call of each per round in an order rotated every round (synchronised on CUDA), --runs
  rounds after 5 warm-up rounds; the median per backend. Interleaving spreads a shared
  machine's noise over all columns.

Every compiled output is checked against eager (rtol = atol = 1e-3; the largest |diff| is
printed). "pyfxfast-partitioned" is the backend with operator_support=CallableNodes(): one
partition per connected run of call_function/call_method nodes, each compiled by inductor
on its first call (the backend's default before it compiled whole graphs; run only when
asked for).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
import types
from typing import Any, Callable

import torch

MODELS = ("encoder", "llama")
BACKENDS = ("eager", "inductor", "pyfxfast", "pyfxfast-partitioned")
TOLERANCE = 1e-3


class _LlamaHidden(torch.nn.Module):
    """LlamaModel returning its last hidden state only (no cache objects to compare)."""

    def __init__(self) -> None:
        super().__init__()
        from transformers import LlamaConfig, LlamaModel

        config = LlamaConfig(hidden_size=256, intermediate_size=688, num_hidden_layers=4, num_attention_heads=4,
                             num_key_value_heads=4, vocab_size=1000, max_position_embeddings=256, use_cache=False)
        self.model = LlamaModel(config)

    def forward(self, input_ids: torch.Tensor) -> torch.Tensor:
        return self.model(input_ids=input_ids, use_cache=False).last_hidden_state


def build(name: str, device: str) -> tuple[torch.nn.Module, torch.Tensor]:
    torch.manual_seed(0)  # same weights and input in every process
    if name == "encoder":
        layer = torch.nn.TransformerEncoderLayer(512, 8, 2048, batch_first=True)
        model: torch.nn.Module = torch.nn.TransformerEncoder(layer, 4, enable_nested_tensor=False)
        x = torch.randn(8, 128, 512)
    else:
        model = _LlamaHidden()
        x = torch.randint(0, 1000, (1, 64))
    return model.eval().to(device), x.to(device)


def _sync(device: str) -> None:
    if device == "cuda":
        torch.cuda.synchronize()


def _timed_call(fn: Callable[[], Any], device: str) -> tuple[float, Any]:
    _sync(device)
    t0 = time.perf_counter()
    out = fn()
    _sync(device)
    return time.perf_counter() - t0, out


class _Call(torch.nn.Module):
    def __init__(self, inner: torch.nn.Module) -> None:
        super().__init__()
        self.inner = inner

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.inner(x)


def _own_code(model: torch.nn.Module) -> torch.nn.Module:
    """``model`` behind a forward with a code object of its own. Dynamo keeps its compiled entries
    per code object: backends compiled in one process would otherwise share one cache, and each
    call would look past the other backends' entries."""
    forward = types.FunctionType(_Call.forward.__code__.replace(), _Call.forward.__globals__)
    return type("_Call", (_Call,), {"forward": forward})(model)


def _compiled(model: torch.nn.Module, backend: str) -> Callable[..., Any]:
    if backend == "eager":
        return model
    if backend == "pyfxfast-partitioned":
        from pyfxfast import CallableNodes

        options = {"operator_support": CallableNodes()}
        return torch.compile(_own_code(model), backend="pyfxfast", options=options)
    return torch.compile(_own_code(model), backend=backend)


def _checked(out: torch.Tensor, expected: torch.Tensor) -> float:
    torch.testing.assert_close(out.detach(), expected, rtol=TOLERANCE, atol=TOLERANCE)
    return (out.detach() - expected).abs().max().item()


def _cpu_seconds() -> float:
    """CPU time of this process and its finished children (the C++ compiler): less sensitive than wall
    time to what else runs on a shared machine."""
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def first_call(model_name: str, backend: str, device: str) -> dict[str, Any]:
    """The cold compile: the first call of one backend in this (fresh) process."""
    model, x = build(model_name, device)
    expected = model(x).detach()
    fn = _compiled(model, backend)
    cpu = _cpu_seconds()
    seconds, out = _timed_call(lambda: fn(x), device)
    return {"model": model_name, "backend": backend, "first_s": seconds, "first_cpu_s": _cpu_seconds() - cpu,
            "max_abs_diff": _checked(out, expected)}


def steady(model_name: str, backends: list[str], device: str, runs: int) -> list[dict[str, Any]]:
    """Every backend compiled in this process, then timed one call each per round."""
    model, x = build(model_name, device)
    expected = model(x).detach()
    fns = {b: _compiled(model, b) for b in backends}
    diffs = {b: _checked(fn(x), expected) for b, fn in fns.items()}
    times: dict[str, list[float]] = {b: [] for b in backends}
    for round_ in range(5 + runs):
        # Rotated each round: a call runs measurably slower right after an eager one (CPU), so no
        # backend may always follow the same one.
        for b in backends[round_ % len(backends):] + backends[:round_ % len(backends)]:
            seconds, _ = _timed_call(lambda: fns[b](x), device)
            if round_ >= 5:
                times[b].append(seconds)
    return [{"model": model_name, "backend": b, "steady_s": statistics.median(times[b]), "max_abs_diff": diffs[b]}
            for b in backends]


def _child(args: list[str]) -> Any:
    with tempfile.TemporaryDirectory(prefix="bench-compile-") as cache:
        env = dict(os.environ, TORCHINDUCTOR_CACHE_DIR=cache, TORCHINDUCTOR_FX_GRAPH_CACHE="0",
                   TORCHINDUCTOR_AUTOGRAD_CACHE="0")
        done = subprocess.run([sys.executable, __file__, *args], env=env, capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(args)} failed (exit status {done.returncode}):\n{done.stderr[-4000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def _ms(seconds: float) -> str:
    return f"{seconds * 1e3:.3f} ms"


def table(results: list[dict[str, Any]], backends: list[str]) -> str:
    compiled = [b for b in backends if b != "eager"]
    head = (["model"] + [f"{b} steady" for b in backends] + ["pyfxfast / inductor"]
            + [f"{b} first call" for b in compiled] + ["max abs diff to eager"])
    lines = ["| " + " | ".join(head) + " |", "|---|" + "---:|" * (len(head) - 1)]
    for model in dict.fromkeys(r["model"] for r in results):
        rows: dict[str, dict[str, Any]] = {}
        for r in results:
            if r["model"] == model:
                rows.setdefault(r["backend"], {}).update(r)
        cells = [model] + [_ms(rows[b]["steady_s"]) for b in backends]
        both = "pyfxfast" in rows and "inductor" in rows
        cells.append(f"{rows['pyfxfast']['steady_s'] / rows['inductor']['steady_s']:.3f}" if both else "")
        cells += [f"{rows[b]['first_s']:.1f} s ({rows[b]['first_cpu_s']:.1f} s CPU)" for b in compiled]
        cells.append(f"{max((rows[b]['max_abs_diff'] for b in compiled), default=0.0):.1e}")
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--device", default="cuda" if torch.cuda.is_available() else "cpu")
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--models", nargs="+", choices=MODELS, default=list(MODELS))
    parser.add_argument("--backends", nargs="+", choices=BACKENDS, default=["eager", "inductor", "pyfxfast"])
    parser.add_argument("--threads", type=int, help="torch.set_num_threads in every process (CPU; default: torch's)")
    parser.add_argument("--json", help="also write the results to this file")
    parser.add_argument("--first-call", nargs=2, metavar=("MODEL", "BACKEND"), help=argparse.SUPPRESS)
    parser.add_argument("--steady", metavar="MODEL", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.threads:
        torch.set_num_threads(args.threads)
    if args.first_call:
        print(json.dumps(first_call(*args.first_call, args.device)))
        return
    if args.steady:
        print(json.dumps(steady(args.steady, args.backends, args.device, args.runs)))
        return
    where = torch.cuda.get_device_name() if args.device == "cuda" else f"{torch.get_num_threads()} threads"
    print(f"torch {torch.__version__}, device {args.device} ({where}), {args.runs} runs")
    device = ["--device", args.device] + (["--threads", str(args.threads)] if args.threads else [])
    results: list[dict[str, Any]] = []
    # Steady latency first, for every model: the figure that matters most, printed before the
    # cold compiles should a time-boxed run (a lent GPU machine) stop early.
    for model in args.models:
        for r in _child(["--steady", model, "--backends", *args.backends, "--runs", str(args.runs), *device]):
            results.append(r)
            print(f"  {model:8} {r['backend']:21} steady {_ms(r['steady_s'])}", flush=True)
    for model in args.models:
        for backend in args.backends:
            if backend != "eager":
                results.append(_child(["--first-call", model, backend, *device]))
                r = results[-1]
                print(f"  {model:8} {backend:21} first call {r['first_s']:6.1f} s, {r['first_cpu_s']:6.1f} s CPU", flush=True)
    print(table(results, args.backends))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=1)


if __name__ == "__main__":
    main()
