"""The benchmark's picture (results.png), drawn from the harness's results.

Two shapes, chosen by what the results hold:

- every case at one size (the default run, `make bench`): one chart, a
  horizontal bar per case of its speed-up over torch.fx on a log scale,
  labelled with the ratio and sorted, fastest at the top;
- some case at several sizes (the full sweep): one log-log panel of time
  against nodes per case, torch.fx and pyfxfast.
"""

from __future__ import annotations

import math
from pathlib import Path

from .harness import BenchResult

__all__ = ["chart_kind", "write_plot"]

_FAST, _SLOWER, _DIFFERENT = "#1f77b4", "#ff7f0e", "#d62728"


def write_plot(results: list[BenchResult], path: Path, subtitle: str = "") -> bool:
    """Writes `path` (see the module docstring); False if matplotlib is missing
    or nothing was measured."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return False
    if not results:
        return False
    draw = _speedup_bars if chart_kind(results) == "speed-up bars" else _time_panels
    fig = draw(plt, results, subtitle)
    if fig is None:
        return False
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return True


def chart_kind(results: list[BenchResult]) -> str:
    """"speed-up bars" when every case ran at one size, else "time panels"."""
    sizes_per_case: dict[str, set[int]] = {}
    for r in results:
        sizes_per_case.setdefault(r.case, set()).add(r.nodes)
    return "speed-up bars" if all(len(sizes) == 1 for sizes in sizes_per_case.values()) else "time panels"


def _ratio_label(ratio: float) -> str:
    return f"{ratio:,.0f}x" if ratio >= 100 else f"{ratio:.1f}x"


def _speedup_bars(plt, results: list[BenchResult], subtitle: str):
    timed = sorted((r for r in results if r.ratio is not None), key=lambda r: r.ratio)  # type: ignore[arg-type,return-value]
    if not timed:
        return None
    untimed = len(results) - len(timed)
    fig, ax = plt.subplots(figsize=(10, 0.32 * len(timed) + 1.6))
    ratios = [r.ratio for r in timed]
    colors = [_DIFFERENT if r.identical is False else (_FAST if r.ratio >= 1 else _SLOWER) for r in timed]  # type: ignore[operator]
    ys = range(len(timed))
    # Bars start at 1x (no speed-up), so a slower case points left.
    ax.barh(ys, [x - 1 for x in ratios], left=1, color=colors, height=0.7)
    ax.set_xscale("log")
    ax.axvline(1, color="black", linewidth=0.8)
    ax.set_yticks(list(ys), [f"{r.case} @ {r.nodes:,}" + (" [call + gc - floor]" if r.counts_deferred_gc else " [call only]")
                             for r in timed], fontsize=8)
    low, high = min(ratios + [1.0]), max(ratios + [1.0])
    ax.set_xlim(low / 1.6, high * 6)  # room for the labels right of the longest bar
    for y, r in zip(ys, timed):
        ax.text(max(r.ratio, 1) * 1.08, y, _ratio_label(r.ratio) + ("*" if r.within_floor_noise else "")
                + ("  NOT IDENTICAL" if r.identical is False else ""),  # type: ignore[type-var]
                va="center", fontsize=8)
    ax.set_xlabel("speed-up over torch.fx (torch.fx time / pyfxfast time;\nlog scale; 1x: as fast)\n"
                  "[call + gc - floor]: the call and the collection it leaves\n*: within the floor's noise",
                  fontsize=8)
    title = "pyfxfast against torch.fx, same graph, same process"
    notes = [subtitle] if subtitle else []
    if untimed:
        notes.append(f"not drawn: {untimed} case(s) without a torch.fx time")
    ax.set_title("\n".join([title, *notes]), fontsize=10)
    ax.grid(True, axis="x", which="major", alpha=0.3)
    ax.margins(y=0.01)
    fig.tight_layout()
    return fig


def _time_panels(plt, results: list[BenchResult], subtitle: str):
    names = list(dict.fromkeys(r.case for r in results))
    cols = min(3, len(names))
    rows = math.ceil(len(names) / cols)
    fig, axes = plt.subplots(rows, cols, figsize=(5 * cols, 3.6 * rows + 0.4), squeeze=False)
    for ax, name in zip(axes.flat, names):
        rs = sorted((r for r in results if r.case == name), key=lambda r: r.nodes)
        ax.loglog([r.nodes for r in rs], [r.pyfxfast_s for r in rs], "o-", label="pyfxfast")
        tr = [r for r in rs if r.torch_s is not None]
        if tr:
            ax.loglog([r.nodes for r in tr], [r.torch_s for r in tr], "s--", label="torch.fx")
        counted = "call + gc - floor" if rs[0].counts_deferred_gc else "call only"
        ax.set_title(f"{name} [{counted}]", fontsize=9)
        ax.set_xlabel("nodes")
        ax.set_ylabel("seconds")
        ax.grid(True, which="both", alpha=0.3)
        ax.legend(fontsize=8)
    for ax in list(axes.flat)[len(names):]:
        ax.axis("off")
    if subtitle:
        fig.suptitle(f"time against nodes, torch.fx and pyfxfast ({subtitle})", fontsize=11)
    fig.tight_layout()
    return fig
