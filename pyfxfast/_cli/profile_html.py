"""The self-contained HTML report of ``pyfxfast profile --html``: one file, inline CSS and SVG,
no script and no external resources (the style of the partition report, ``html_report``).

It shows the two wall times and the speed-up, a bar per run split into torch.fx, pyfxfast and
the rest, the torch.fx functions (time inside each call, plain against patched, routed or not)
and what pyfxfast does not touch in the patched run.
"""

from __future__ import annotations

import html
from pathlib import Path
from typing import Any, Sequence

from .profile_analysis import ProfileComparison, RunProfile
from .report_style import BASE_CSS

__all__ = ["write_html"]

FX, FAST, REST = "#d62728", "#1f77b4", "#c7c7c7"

_CSS = BASE_CSS + """
body{max-width:1200px}
table{border-collapse:collapse;font-size:13px} td,th{border:1px solid #ddd;padding:3px 8px;text-align:left}
td.n{text-align:right;white-space:nowrap} td.f{font-family:DejaVu Sans Mono,monospace;font-size:12px}
.note{color:#8a5a00;font-size:13px} .bar{height:10px;display:inline-block;vertical-align:middle}
"""


def _s(seconds: float) -> str:
    return f"{seconds * 1e3:.0f} ms" if seconds < 1 else f"{seconds:.2f} s"


def _run_bar(label: str, run: RunProfile, longest: float, width: int = 760) -> str:
    """One run's wall time as a bar, split by where its samples fell."""
    scale = width / longest if longest > 0 else 0.0
    parts = [(run.fx_s, FX, "torch.fx"), (run.pyfxfast_s, FAST, "pyfxfast"),
             (run.sampled_s - run.fx_s - run.pyfxfast_s, REST, "elsewhere")]
    total = run.sampled_s or 1.0
    x, rects = 110.0, []
    for seconds, colour, what in parts:
        w = run.wall_s * (seconds / total) * scale
        if w > 0:
            rects.append(f'<rect x="{x:.1f}" y="4" width="{w:.1f}" height="22" fill="{colour}">'
                         f'<title>{what}: {_s(seconds)} ({100 * seconds / total:.0f}%)</title></rect>')
            x += w
    return (f'<svg width="{width + 220}" height="30" role="img"><text x="0" y="20" font-size="13">{label}</text>'
            + "".join(rects) + f'<text x="{x + 6:.1f}" y="20" font-size="13">{_s(run.wall_s)}</text></svg>')


def write_html(c: ProfileComparison, path: Path, *, command: str, notes: Sequence[str] = (),
               meta: dict[str, Any] | None = None) -> str:
    esc = html.escape
    p, q = c.plain, c.patched
    speedup = "-" if c.speedup is None else f"{c.speedup:,.1f}x"
    stats = [("plain", _s(p.wall_s)), ("patched", _s(q.wall_s)), ("speed-up", speedup),
             ("torch.fx, plain", f"{100 * p.share(p.fx_s):.0f}%"), ("torch.fx, patched", f"{100 * q.share(q.fx_s):.0f}%"),
             ("pyfxfast, patched", f"{100 * q.share(q.pyfxfast_s):.0f}%")]
    longest = max(p.wall_s, q.wall_s)
    widest = max([f.plain_s for f in c.functions] + [f.patched_s for f in c.functions] + [1e-9])
    rows = []
    for f in c.functions:
        bars = (f'<span class="bar" style="width:{200 * f.plain_s / widest:.0f}px;background:{REST}"></span><br>'
                f'<span class="bar" style="width:{200 * f.patched_s / widest:.0f}px;background:{FAST}"></span>')
        ratio = "-" if f.speedup is None else f"{f.speedup:,.1f}x"
        rows.append(f'<tr><td class="f">{esc(f.name)}</td><td class="n">{_s(f.plain_s)}</td>'
                    f'<td class="n">{_s(f.patched_s)}</td><td class="n">{ratio}</td><td>{bars}</td>'
                    f'<td>{"yes" if f.routed else ""}</td></tr>')
    untouched = [f'<tr><td class="f">{esc(n)}</td><td class="n">{_s(s)}</td></tr>' for n, s in c.untouched_fx[:10]]
    elsewhere = [f'<tr><td>{esc(a)}</td><td class="n">{_s(ps)}</td><td class="n">{_s(qs)}</td></tr>'
                 for a, ps, qs in c.elsewhere[:12] if max(ps, qs) > 0]
    meta_line = ", ".join(f"{k} {v}" for k, v in (meta or {}).items() if v is not None)
    page = f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>pyfxfast profile: {esc(command)}</title>
<style>{_CSS}</style></head>
<body>
<h1>pyfxfast profile: {esc(command)}</h1>
<div class="meta">Each run in its own process: plain, then under pyfxfast.patch(graph_building=True), applied right
after the script's import torch. {esc(meta_line)}</div>
<div class="stats">{''.join(f'<div class="stat"><b>{esc(v)}</b>{esc(k)}</div>' for k, v in stats)}</div>
{''.join(f'<p class="note">{esc(n)}</p>' for n in notes)}
<h2>Wall time, and where it went</h2>
<div class="legend"><span><span class="sw" style="background:{FX}"></span>torch.fx</span>
<span><span class="sw" style="background:{FAST}"></span>pyfxfast</span>
<span><span class="sw" style="background:{REST}"></span>elsewhere (the script, torch's other code, imports, ...)</span></div>
{_run_bar("plain", p, longest)}<br>{_run_bar("patched", q, longest)}
<p class="meta">Self time: each sample goes to the code that was running (C calls count for the Python function
that made them).</p>
<h2>torch.fx functions: time inside each call</h2>
<p class="meta">The top {len(c.functions)} in the plain run. Routed: pyfxfast runs its own version under the
patch (its time counts for torch's function). Bars: grey plain, blue patched.</p>
{'<table><tr><th>function</th><th>plain</th><th>patched</th><th>speed-up</th><th></th><th>routed</th></tr>'
 + ''.join(rows) + '</table>' if rows else '<p>No torch.fx function was sampled.</p>'}
<h2>What pyfxfast does not touch (the patched run)</h2>
<p class="meta">torch.fx code that no routed function runs (self time):</p>
{'<table><tr><th>function</th><th>patched</th></tr>' + ''.join(untouched) + '</table>' if untouched else '<p>None sampled.</p>'}
<p class="meta">Outside torch.fx and pyfxfast (self time):</p>
{'<table><tr><th>where</th><th>plain</th><th>patched</th></tr>' + ''.join(elsewhere) + '</table>' if elsewhere else '<p>Nothing.</p>'}
</body></html>
"""
    path.write_text(page, encoding="utf-8")
    return f"{len(page) / 1024:,.0f} KiB"
