"""``pyfxfast partition MODEL.pt2 --support SPEC [--html OUT.html]``."""

from __future__ import annotations

import argparse
import time
from collections import Counter
from pathlib import Path
from typing import Any

from torch.fx.passes.operator_support import OperatorSupport, OperatorSupportBase
from torch.fx.passes.tools_common import CALLABLE_NODE_OPS

from .._graph import CompactGraph, OpKind
from ..partitioner import CapabilityBasedPartitioner, support_mask
from .common import CliError, add_import_option, count, first_line, load_program, resolve_object
from .html_report import write_html
from .partition_result import PartitionResult
from .stats import levels, target_name


def read_support_file(path: Path) -> list[str]:
    """Supported targets, one qualified name per line; ``#`` starts a comment."""
    try:
        text = path.read_text()
    except (OSError, UnicodeDecodeError) as e:
        raise CliError(f"support file {path}: cannot read it ({first_line(e)})") from None
    names = []
    for raw in text.splitlines():
        line = raw.split("#", 1)[0].strip()
        if line:
            names.append(line)
    return names


class ListedTargets(OperatorSupport):
    """Supports the call nodes whose target is listed, and nothing else: unlike
    torch's OperatorSupport, placeholders, get_attr and output nodes are not
    supported, so they never join a partition."""

    def is_node_supported(self, submodules: Any, node: Any) -> bool:
        if node.op not in CALLABLE_NODE_OPS:
            return False
        return super().is_node_supported(submodules, node)


def load_support(spec: str) -> tuple[OperatorSupportBase, list[str] | None]:
    """The OperatorSupportBase for ``--support``, and the listed names for a text file."""
    path = Path(spec)
    if path.is_file() and not spec.endswith(".py"):
        names = read_support_file(path)
        return ListedTargets({name: None for name in names}), names
    if path.is_dir():
        raise CliError(f"support {spec!r}: is a directory, expected a text file or module:object")
    if ":" not in spec:
        raise CliError(f"support {spec!r}: no such file (give a text file of op targets, or module:object)")
    obj: Any = resolve_object(spec, "support")
    if isinstance(obj, dict):
        return OperatorSupport(obj), None
    if not isinstance(obj, OperatorSupportBase) and callable(obj):
        try:
            obj = obj()
        except Exception as e:  # noqa: BLE001
            raise CliError(f"support {spec!r}: calling it failed ({first_line(e)})") from None
    if not isinstance(obj, OperatorSupportBase):
        raise CliError(f"support {spec!r}: expected an OperatorSupportBase instance (or a callable returning one), "
                       f"got {type(obj).__name__}")
    return obj, None


def analyse(gm: Any, support: OperatorSupportBase, model: str, *, single_node: bool, fast: bool) -> PartitionResult:
    timings = {}
    t0 = time.perf_counter()
    partitioner = CapabilityBasedPartitioner(gm, support, allows_single_node_partition=single_node, fast=fast)
    try:
        partitions = partitioner.propose_partitions()
    except CliError:
        raise
    except Exception as e:  # noqa: BLE001 - user support objects can raise anything
        raise CliError(f"partitioning failed ({first_line(e)})") from None
    timings["partition"] = time.perf_counter() - t0
    cg = CompactGraph(gm.graph)
    n = len(cg)
    label = [-1] * n
    sizes = []
    for p in partitions:
        for node in p.nodes:
            label[cg.index_of(node)] = p.id
        sizes.append((p.id, len(p.nodes)))
    try:
        supported = support_mask(gm, cg, support)
    except Exception as e:  # noqa: BLE001
        raise CliError(f"operator support failed ({first_line(e)})") from None
    kinds = cg.op_kinds()
    tids = cg.target_ids()
    targets = cg.interner.targets
    names = [target_name(k, targets[t]) for k, t in zip(kinds, tids)]
    cuts: Counter = Counter()
    cut_nodes = set()
    for i in range(n):
        if kinds[i] != OpKind.CALL_FUNCTION or supported[i] or label[i] >= 0:
            continue
        if any(label[j] >= 0 for j in cg.inputs(i)) or any(label[j] >= 0 for j in cg.users(i)):
            cuts[names[i]] += 1
            cut_nodes.add(i)
    return PartitionResult(model, cg, label, supported, levels(cg), names, sizes, cuts, cut_nodes, timings)


def print_report(r: PartitionResult, top: int) -> None:
    kinds = r.cg.op_kinds()
    calls = [i for i, k in enumerate(kinds) if k == OpKind.CALL_FUNCTION]
    n_supported = sum(1 for i in calls if r.supported[i])
    covered = sum(s for _, s in r.partitions)
    covered_calls = sum(1 for i in calls if r.label[i] >= 0)
    print(f"{r.model}: {len(r.cg):,} nodes, {len(calls):,} call_function, {n_supported:,} supported")
    pct = f" ({covered_calls:,} call_function, {100 * covered_calls / len(calls):.1f}%)" if calls else ""
    print(f"partitions: {len(r.partitions):,} covering {covered:,} nodes{pct}"
          f" in {r.timings.get('partition', 0) * 1e3:.1f} ms")
    if r.partitions:
        by_size = sorted(r.partitions, key=lambda p: (-p[1], p[0]))
        sizes = [s for _, s in by_size]
        print(f"sizes: largest {sizes[0]:,}, smallest {sizes[-1]:,}, mean {covered / len(sizes):,.1f}")
        shown = by_size[:top]
        print(f"\n{'partition':>9}  {'nodes':>7}  main ops")
        members: dict[int, Counter] = {}
        for i, pid in enumerate(r.label):
            if pid >= 0 and kinds[i] == OpKind.CALL_FUNCTION:
                members.setdefault(pid, Counter())[short_name(r.names[i])] += 1
        for pid, size in shown:
            ops = ", ".join(f"{t} x{c}" for t, c in members.get(pid, Counter()).most_common(3))
            print(f"{pid:>9}  {size:>7,}  {ops}")
        if len(by_size) > len(shown):
            print(f"{'...':>9}  ({len(by_size) - len(shown):,} more)")
    if r.cuts:
        print("\nunsupported ops that cut partitions (call_function nodes next to a partition)")
        w = max(len(t) for t in r.cuts)
        for t, c in r.cuts.most_common():
            print(f"  {t:<{w}}  {c:>7,}")
    else:
        print("\nno unsupported call_function node borders a partition")


def short_name(name: str) -> str:
    """``torch.ops.aten.add.Tensor`` -> ``aten.add.Tensor``; ``_operator.getitem`` -> ``getitem``."""
    for prefix in ("torch.ops.", "_operator.", "operator."):
        if name.startswith(prefix):
            return name[len(prefix):]
    return name


def run(args: argparse.Namespace) -> int:
    support, listed = load_support(args.support)
    ep, _ = load_program(args.model, args.imports)
    gm = ep.graph_module
    result = analyse(gm, support, args.model, single_node=args.single_node, fast=args.fast)
    print_report(result, args.top)
    if listed is not None:
        present = {n for n in result.names}
        missing = [n for n in listed if n not in present]
        if missing:
            more = f" (and {len(missing) - 3} more)" if len(missing) > 3 else ""
            print(f"\nnote: {len(missing)} listed target(s) do not occur in the graph: {', '.join(missing[:3])}{more}")
    if args.html:
        out = Path(args.html)
        try:
            info = write_html(result, out, max_boxes=args.max_boxes)
        except OSError as e:
            raise CliError(f"cannot write {out} ({first_line(e)})") from None
        print(f"\nwrote {out} ({info})")
    return 0


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "partition", help="partition an exported program by operator support (CapabilityBasedPartitioner)",
        description="Run pyfxfast's CapabilityBasedPartitioner on MODEL.pt2's graph. --support is a text file "
                    "of supported targets, one qualified name per line as get_node_target returns them "
                    "(torch.ops.aten.add.Tensor, _operator.getitem; '#' starts a comment; only listed call nodes are supported, so "
                    "placeholders, parameters and the output never join a partition), or module:object / "
                    "file.py:object naming an OperatorSupportBase instance, a callable returning one, or a "
                    "support dict.")
    p.add_argument("model", metavar="MODEL.pt2")
    p.add_argument("--support", required=True, metavar="SPEC", help="text file of targets, or module:object")
    p.add_argument("--html", metavar="OUT.html", help="write a self-contained HTML report with a picture of the graph")
    p.add_argument("--single-node", action="store_true", help="keep single-node partitions (allows_single_node_partition)")
    p.add_argument("--fast", action="store_true",
                   help="bounded work per node whatever the graph's shape (partitions differ from torch's); "
                        "the exact default is near-linear on chain-like graphs but costs more on graphs "
                        "of many interleaved branches")
    p.add_argument("--top", type=count, default=20, metavar="N", help="partitions to list (default 20)")
    p.add_argument("--max-boxes", type=count, default=400, metavar="N",
                   help="draw one box per node up to N nodes, else one per partition (default 400)")
    add_import_option(p)
    p.set_defaults(func=run)
