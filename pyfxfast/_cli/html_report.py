"""The self-contained HTML report of ``pyfxfast partition --html``.

The page is one self-contained file with no external resources and no
network access: inline CSS, an inline script, an inline SVG drawn here and
two tables. It opens with the module view (``module_view``: nodes grouped by
the module hierarchy that exported programs record, with search and zoom),
followed by the picture of the graph. The SVG is a layered layout: each box sits on the
row of its level (longest path from an input) and rows are ordered by the mean
position of each box's inputs (one barycentre sweep), edges are curves from a
box to its users.

Small graphs get one box per node, coloured by partition. Larger ones (more
than ``max_boxes`` nodes) are collapsed: one box per partition, sized by its
node count, plus one box per call node outside every partition; placeholders,
get_attr and output nodes are left out. If that is still more than
``max_boxes`` boxes, the first ``max_boxes`` in graph order are drawn and the
page says so.
"""

from __future__ import annotations

import html
from collections import Counter, deque
from pathlib import Path
from .._graph import OpKind
from .module_view import MODULE_CSS, MODULE_JS, module_view_html
from .partition_result import PartitionResult
from .report_style import BASE_CSS

__all__ = ["write_html", "partition_colour", "colour_map"]

BOX_W, BOX_H, GAP_X, GAP_Y, MARGIN = 132, 28, 14, 30, 16
_CALLS = (OpKind.CALL_FUNCTION, OpKind.CALL_MODULE, OpKind.CALL_METHOD)
UNSUPPORTED = "#4d4d4d"
CUT_STROKE = "#d62728"
LEFT_OUT = "#d9d9d9"
INPUT_FILL = "#ffffff"


def partition_colour(rank: int) -> str:
    """Colour of the partition that comes `rank`-th in graph order: golden-angle
    hue steps, so partitions next to each other differ clearly."""
    hue = (205 + rank * 137.508) % 360  # start at blue: red marks cutting ops
    light = 58 if rank % 2 == 0 else 70
    return f"hsl({hue:.0f},65%,{light}%)"


def colour_map(r: PartitionResult) -> dict[int, str]:
    """Partition id -> colour, by order of each partition's first node in the graph."""
    first: dict[int, int] = {}
    for i, pid in enumerate(r.label):
        if pid >= 0 and pid not in first:
            first[pid] = i
    ranked = sorted(first, key=first.__getitem__)
    return {pid: partition_colour(rank) for rank, pid in enumerate(ranked)}


def _short(name: str) -> str:
    for prefix in ("torch.ops.aten.", "torch.ops.", "_operator.", "operator."):
        if name.startswith(prefix):
            return name[len(prefix):]
    return name


def _fit(text: str, chars: int = 19) -> str:
    return text if len(text) <= chars else text[: chars - 1] + "…"


class _Box:
    __slots__ = ("key", "label", "title", "fill", "stroke", "dash", "text", "order", "level", "x", "y", "w", "node")

    def __init__(self, key, label, title, fill, order, stroke="#333", dash="", text="#111"):
        self.key, self.label, self.title, self.fill, self.order = key, label, title, fill, order
        self.stroke, self.dash, self.text = stroke, dash, text
        self.level = 0
        self.x = self.y = 0.0
        self.w = BOX_W
        self.node = ""  # the fx node's name, for one-node boxes (search highlights them)


def _boxes(r: PartitionResult, max_boxes: int) -> tuple[list[_Box], list[int], str, int]:
    """Boxes, the box of every node (-1: not drawn), the mode and how many boxes were left out."""
    cg = r.cg
    kinds = cg.op_kinds()
    nodes = cg.nodes
    n = len(cg)
    box_of = [-1] * n
    boxes: list[_Box] = []
    colour = colour_map(r)

    def node_box(i: int) -> _Box:
        box = _node_box(i)
        box.node = nodes[i].name
        return box

    def _node_box(i: int) -> _Box:
        k = kinds[i]
        pid = r.label[i]
        name = nodes[i].name
        if k in (OpKind.PLACEHOLDER, OpKind.GET_ATTR):
            return _Box(i, name, f"{name} ({OpKind.NAMES[k]})", INPUT_FILL, i, stroke="#888")
        if k == OpKind.OUTPUT:
            return _Box(i, "output", "output", "#f2f2f2", i, stroke="#111")
        label = _short(r.names[i])
        title = f"{name}: {r.names[i]}"
        if pid >= 0:
            return _Box(i, label, f"{title} (partition {pid})", colour[pid], i)
        if r.supported[i]:
            return _Box(i, label, f"{title} (supported, not in a partition)", LEFT_OUT, i, stroke="#888", dash="4 3")
        cut = i in r.cut_nodes
        return _Box(i, label, f"{title} (unsupported{', cuts a partition' if cut else ''})", UNSUPPORTED, i,
                    stroke=CUT_STROKE if cut else "#222", text="#fff")

    if n <= max_boxes:
        for i in range(n):
            box_of[i] = len(boxes)
            boxes.append(node_box(i))
        return boxes, box_of, "nodes", 0

    first_index: dict[int, int] = {}
    members: dict[int, Counter] = {}
    for i, pid in enumerate(r.label):
        if pid >= 0:
            first_index.setdefault(pid, i)
        if pid >= 0 and kinds[i] in _CALLS:
            members.setdefault(pid, Counter())[_short(r.names[i])] += 1
    sizes = dict(r.partitions)
    items: list[tuple[int, str, int]] = []  # (graph order, kind, id)
    for pid, i in first_index.items():
        items.append((i, "p", pid))
    for i in range(n):
        if r.label[i] < 0 and kinds[i] in _CALLS:
            items.append((i, "n", i))
    items.sort()
    left_out = max(0, len(items) - max_boxes)
    items = items[:max_boxes]
    part_box: dict[int, int] = {}
    for order, kind, ident in items:
        if kind == "p":
            top = ", ".join(f"{t} x{c}" for t, c in members.get(ident, Counter()).most_common(4))
            b = _Box(("p", ident), f"P{ident}: {sizes.get(ident, 0):,} nodes",
                     f"partition {ident}: {sizes.get(ident, 0):,} nodes ({top})", colour[ident], order)
            part_box[ident] = len(boxes)
        else:
            b = node_box(ident)
            box_of[ident] = len(boxes)
        boxes.append(b)
    for i, pid in enumerate(r.label):
        if pid >= 0 and pid in part_box:
            box_of[i] = part_box[pid]
    return boxes, box_of, "partitions", left_out


def _edges(r: PartitionResult, box_of: list[int]) -> list[tuple[int, int]]:
    seen: set[tuple[int, int]] = set()
    inputs = r.cg.inputs
    for i, b in enumerate(box_of):
        if b < 0:
            continue
        for j in inputs(i):
            a = box_of[j]
            if a >= 0 and a != b:
                seen.add((a, b))
    return sorted(seen)


def _layout(boxes: list[_Box], edges: list[tuple[int, int]]) -> tuple[float, float]:
    n = len(boxes)
    preds: list[list[int]] = [[] for _ in range(n)]
    indeg = [0] * n
    succ: list[list[int]] = [[] for _ in range(n)]
    for a, b in edges:
        preds[b].append(a)
        succ[a].append(b)
        indeg[b] += 1
    # Longest-path levels over the box graph (Kahn; a cycle cannot occur for
    # valid partitions, but boxes left on one would simply keep level 0).
    queue = deque(i for i in range(n) if indeg[i] == 0)
    while queue:
        a = queue.popleft()
        for b in succ[a]:
            boxes[b].level = max(boxes[b].level, boxes[a].level + 1)
            indeg[b] -= 1
            if indeg[b] == 0:
                queue.append(b)
    # Inputs (parameters especially) sit just above their first user rather
    # than all on the first row, which would make it very wide.
    for i, b in enumerate(boxes):
        if not preds[i] and succ[i]:
            b.level = max(0, min(boxes[j].level for j in succ[i]) - 1)
    rows: dict[int, list[int]] = {}
    for i, b in enumerate(boxes):
        rows.setdefault(b.level, []).append(i)
    for b in boxes:
        if b.label.startswith("P") and ": " in b.label:
            b.w = BOX_W + 24
    widest = 0.0
    row_widths = {}
    for level in sorted(rows):
        row = rows[level]
        if level > 0:
            def centre(i: int) -> float:
                ps = preds[i]
                return sum(boxes[p].x + boxes[p].w / 2 for p in ps) / len(ps) if ps else float("inf")
            row.sort(key=lambda i: (centre(i), boxes[i].order))
        x = 0.0
        for i in row:
            boxes[i].x = x
            boxes[i].y = MARGIN + level * (BOX_H + GAP_Y)
            x += boxes[i].w + GAP_X
        row_widths[level] = x - GAP_X
        widest = max(widest, x - GAP_X)
    for level, row in rows.items():
        shift = MARGIN + (widest - row_widths[level]) / 2
        for i in row:
            boxes[i].x += shift
    height = MARGIN * 2 + (max(rows) + 1 if rows else 0) * (BOX_H + GAP_Y) - GAP_Y
    return widest + 2 * MARGIN, height


def _svg(boxes: list[_Box], edges: list[tuple[int, int]], width: float, height: float) -> str:
    esc = html.escape
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width:.0f} {height:.0f}" '
           f'width="{width:.0f}" height="{height:.0f}" role="img" aria-label="graph coloured by partition">',
           '<g fill="none" stroke="#8c8c8c" stroke-width="1.2" stroke-opacity="0.75">']
    for a, b in edges:
        A, B = boxes[a], boxes[b]
        x1, y1 = A.x + A.w / 2, A.y + BOX_H
        x2, y2 = B.x + B.w / 2, B.y
        my = (y1 + y2) / 2
        out.append(f'<path d="M{x1:.1f},{y1:.1f} C{x1:.1f},{my:.1f} {x2:.1f},{my:.1f} {x2:.1f},{y2:.1f}"/>')
    out.append('</g><g font-family="DejaVu Sans, Arial, sans-serif" font-size="11" text-anchor="middle">')
    for b in boxes:
        dash = f' stroke-dasharray="{b.dash}"' if b.dash else ""
        sw = 2.5 if b.stroke == CUT_STROKE else 1
        node = f' data-node="{esc(b.node)}"' if b.node else ""
        out.append(
            f'<g{node}><title>{esc(b.title)}</title>'
            f'<rect x="{b.x:.1f}" y="{b.y:.1f}" width="{b.w}" height="{BOX_H}" rx="5" fill="{b.fill}" '
            f'stroke="{b.stroke}" stroke-width="{sw}"{dash}/>'
            f'<text x="{b.x + b.w / 2:.1f}" y="{b.y + BOX_H / 2 + 4:.1f}" fill="{b.text}">'
            f'{esc(_fit(b.label, 19 if b.w == BOX_W else 23))}</text></g>')
    out.append("</g></svg>")
    return "\n".join(out)


_CSS = BASE_CSS + """
.graph{overflow:auto;border:1px solid #ddd;border-radius:6px;padding:6px;max-height:1400px}
.graph svg{max-width:100%;height:auto}
table{border-collapse:collapse;font-size:13px} td,th{border:1px solid #ddd;padding:3px 8px;text-align:left}
td.n{text-align:right} .note{color:#8a5a00;font-size:13px}
.hc:empty{display:none}
""" + MODULE_CSS


def write_html(r: PartitionResult, path: Path, *, max_boxes: int = 400, table_rows: int = 200) -> str:
    """Writes the report; returns a short description (mode and size)."""
    esc = html.escape
    boxes, box_of, mode, left_out = _boxes(r, max(1, max_boxes))
    edges = _edges(r, box_of)
    width, height = _layout(boxes, edges)
    svg = _svg(boxes, edges, width, height)

    kinds = r.cg.op_kinds()
    calls = sum(1 for k in kinds if k == OpKind.CALL_FUNCTION)
    covered = sum(s for _, s in r.partitions)
    stats = [("nodes", f"{len(r.cg):,}"), ("call_function", f"{calls:,}"),
             ("supported", f"{sum(1 for i, k in enumerate(kinds) if k == OpKind.CALL_FUNCTION and r.supported[i]):,}"),
             ("partitions", f"{len(r.partitions):,}"), ("nodes in partitions", f"{covered:,}"),
             ("cutting ops", f"{sum(r.cuts.values()):,}")]
    colour = colour_map(r)
    in_order = sorted(colour, key=list(colour).index)
    legend = [(colour[pid], f"partition {pid}") for pid in in_order[:10]]
    if len(r.partitions) > 10:
        legend.append(("linear-gradient(90deg,hsl(0,65%,60%),hsl(120,65%,60%),hsl(240,65%,60%))",
                       f"… {len(r.partitions) - 10} more partitions"))
    legend += [(UNSUPPORTED, "unsupported"), (LEFT_OUT, "supported, not partitioned"), (INPUT_FILL, "input / parameter")]
    if mode == "nodes":
        note = "One box per node, coloured by partition; unsupported nodes that cut a partition have a red border."
    else:
        note = (f"Collapsed: {len(r.cg):,} nodes is more than {max_boxes:,}, so each partition is one box "
                f"(its node count in the label) and each call node outside a partition is its own box; "
                f"placeholders, parameters and the output are not drawn.")
        if left_out:
            note += f" Only the first {len(boxes):,} boxes in graph order are drawn ({left_out:,} left out)."

    module_note = ("Nodes grouped by the module that produced them (nn_module_stack); a closed box shows its "
                   "partition colours in graph order, click it to open it. Search matches node names and op names.")
    members: dict[int, Counter] = {}
    for i, pid in enumerate(r.label):
        if pid >= 0 and kinds[i] in _CALLS:
            members.setdefault(pid, Counter())[_short(r.names[i])] += 1
    rows = []
    by_size = sorted(r.partitions, key=lambda p: (-p[1], p[0]))
    for pid, size in by_size[:table_rows]:
        ops = ", ".join(f"{esc(t)} ×{c}" for t, c in members.get(pid, Counter()).most_common(5))
        rows.append(f'<tr><td><span class="sw" style="background:{colour.get(pid, LEFT_OUT)}"></span>{pid}</td>'
                    f'<td class="n">{size:,}</td><td>{ops}</td></tr>')
    if len(by_size) > table_rows:
        rows.append(f'<tr><td colspan="3">… {len(by_size) - table_rows:,} more partitions</td></tr>')
    cut_rows = [f"<tr><td>{esc(t)}</td><td class='n'>{c:,}</td></tr>" for t, c in r.cuts.most_common()]

    page = f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>pyfxfast partition report: {esc(Path(r.model).name)}</title>
<style>{_CSS}</style></head>
<body>
<h1>Partitions of {esc(Path(r.model).name)}</h1>
<div class="meta">pyfxfast CapabilityBasedPartitioner, {r.timings.get('partition', 0) * 1e3:.1f} ms</div>
<div class="stats">{''.join(f'<div class="stat"><b>{v}</b>{esc(k)}</div>' for k, v in stats)}</div>
<div class="legend">{''.join(f'<span><span class="sw" style="background:{c}"></span>{esc(t)}</span>' for c, t in legend)}</div>
<h2>Modules</h2>
<p class="meta">{esc(module_note)}</p>
{module_view_html(r, colour, Path(r.model).name)}
<h2>Graph</h2>
<p class="meta">{esc(note)} Hover a box for its node and target.</p>
<div class="graph" id="graphview">
{svg}
</div>
<h2>Partitions (largest first)</h2>
{'<table><tr><th>id</th><th>nodes</th><th>main ops</th></tr>' + ''.join(rows) + '</table>' if rows else '<p>No partitions.</p>'}
<h2>Unsupported ops that cut partitions</h2>
{'<table><tr><th>target</th><th>nodes</th></tr>' + ''.join(cut_rows) + '</table>' if cut_rows else '<p>None.</p>'}
<script>{MODULE_JS}</script>
</body></html>
"""
    path.write_text(page, encoding="utf-8")
    return f"{mode} view, {len(boxes):,} boxes, {len(page) / 1024:,.0f} KiB"
