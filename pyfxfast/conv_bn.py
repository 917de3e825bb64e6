"""Conv/Linear + BatchNorm folding, a drop-in for
``torch.fx.experimental.optimization.fuse``.

torch spends most of its time deep-copying every conv it folds (only to
replace its weight and bias right after) and walking every node once per
pattern. Here the candidates come from the compact graph (call_module nodes
whose module is a BatchNorm of the pattern's kind) and a folded layer is a
light copy of the conv. Its weight and bias are torch's
``fuse_conv_bn_weights`` computed for all convs at once (``_bn_fold``, the
same operations, bit-for-bit torch's values) or, for Linear, torch's own
``fuse_linear_bn_weights``. The graph surgery and the result GraphModule
are built exactly as torch builds them.
"""

from __future__ import annotations

import copy
from collections import OrderedDict

import torch.fx as fx
from torch import nn
from torch.nn.utils.fusion import fuse_linear_bn_weights

from . import fidelity
from ._bn_fold import FoldQueue
from ._graph import CompactGraph, OpKind
from ._graph.rebuild import deepcopy_graph, gc_paused, literals_may_be_symbolic, make_graph_module
from ._errors import NotAModuleError

__all__ = ["fuse_conv_bn"]


def _torch_fuse(model: nn.Module, inplace: bool = False, no_trace: bool = False) -> fx.GraphModule:
    from torch.fx.experimental.optimization import fuse  # imports mkldnn support: only when needed

    return fuse(model, inplace, no_trace)


_MIRROR = fidelity.declare("fuse_conv_bn")

# Same patterns, same order as torch: the order decides which pairs fold first.
_PATTERNS: tuple[tuple[type, type], ...] = (
    (nn.Conv1d, nn.BatchNorm1d),
    (nn.Conv2d, nn.BatchNorm2d),
    (nn.Conv3d, nn.BatchNorm3d),
    (nn.Linear, nn.BatchNorm1d),
)


def fuse_conv_bn(model: nn.Module, inplace: bool = False, no_trace: bool = False) -> fx.GraphModule:
    """Fold BatchNorm into the preceding Conv1d/2d/3d or Linear for inference.

    Same result as ``torch.fx.experimental.optimization.fuse(model, inplace,
    no_trace)``: the same graph and code, the same folded weights, the same
    pairs skipped (conv output used elsewhere, BatchNorm without running stats)
    and the same errors (modules in training mode).
    """
    if not isinstance(model, nn.Module):
        raise NotAModuleError(f"fuse_conv_bn expects an nn.Module, got {type(model).__name__}")
    if not _MIRROR.accelerated:
        return _torch_fuse(model, inplace, no_trace)
    with gc_paused():
        return _fuse_conv_bn(model, inplace, no_trace)


def _fuse_conv_bn(model: nn.Module, inplace: bool, no_trace: bool) -> fx.GraphModule:
    if not inplace:
        model = copy.deepcopy(model)
    if not no_trace or not isinstance(model, fx.GraphModule):
        fx_model = fx.symbolic_trace(model)
    else:
        fx_model = model
    modules = dict(fx_model.named_modules())
    cg = CompactGraph(fx_model.graph)
    if fx_model is model:
        # The caller's graph stays as it was: a copy (built in bulk) is edited.
        copies: dict[fx.Node, fx.Node] = {}
        graph = deepcopy_graph(fx_model.graph, literals_may_be_symbolic(cg.interner.literals), copies)
        to_graph = copies.get  # None: after the output node, not copied
    else:
        # A fresh trace is ours alone: its graph can be edited instead of copied.
        graph = fx_model.graph
        to_graph = _same_node

    targets = cg.interner.targets
    kinds = cg.op_kinds()
    target_ids = cg.target_ids()
    module_nodes = [
        (to_graph(node), modules.get(targets[tid]))
        for node, kind, tid in zip(cg.nodes, kinds, target_ids)
        if kind == OpKind.CALL_MODULE and isinstance(targets[tid], str)
    ]
    module_nodes = [(n, m) for n, m in module_nodes if n is not None]
    folds = FoldQueue()
    try:
        _fold_pairs(graph, module_nodes, modules, folds)
    finally:
        folds.flush()  # also on an error: torch leaves the pairs before it folded
    return make_graph_module(fx_model, graph)


def _fold_pairs(graph: fx.Graph, module_nodes: list[tuple[fx.Node, nn.Module | None]],
                modules: dict[str, nn.Module], folds: FoldQueue) -> None:
    for first_type, bn_type in _PATTERNS:
        # Only nodes calling a bn_type module can end a pair; the checks below
        # read the live graph because earlier folds rewire later candidates.
        for node, _ in [(n, m) for n, m in module_nodes if type(m) is bn_type]:
            if node._erased or not _matches(first_type, bn_type, node, modules):
                continue
            first = node.args[0]
            if len(first.users) > 1:
                continue  # the conv output is used elsewhere
            layer, bn = modules[first.target], modules[node.target]
            if not bn.track_running_stats:
                continue
            if folds.holds(layer):
                folds.flush()  # a layer folded twice (called at two nodes) reads its first fold
            fused = _fold(layer, bn, folds, is_linear=first_type is nn.Linear)
            _replace_module(first.target, modules, fused)
            node.replace_all_uses_with(first)
            graph.erase_node(node)


def _same_node(node: fx.Node) -> fx.Node | None:
    return node


def _matches(first_type: type, bn_type: type, node: fx.Node, modules: dict[str, nn.Module]) -> bool:
    if len(node.args) == 0:
        return False
    for expected, current in ((first_type, node.args[0]), (bn_type, node)):
        if not isinstance(current, fx.Node) or current.op != "call_module":
            return False
        target = current.target
        if not isinstance(target, str) or target not in modules or type(modules[target]) is not expected:
            return False
    return True


def _replace_module(target: str, modules: dict[str, nn.Module], new: nn.Module) -> None:
    parent, _, name = target.rpartition(".")
    modules[target] = new
    setattr(modules[parent], name, new)


def _fold(layer: nn.Module, bn: nn.modules.batchnorm._BatchNorm, folds: FoldQueue, is_linear: bool) -> nn.Module:
    """torch.nn.utils.fusion.fuse_conv_bn_eval / fuse_linear_bn_eval, with a
    light copy of the layer instead of a deep one (its weight and bias, the
    only state deepcopy would duplicate, are replaced anyway); a conv's new
    weight and bias may be computed at the next ``folds.flush()``."""
    if layer.training or bn.training:
        raise AssertionError("Fusion only for eval!")
    if is_linear and not (layer.out_features == bn.num_features or bn.num_features == 1):
        raise AssertionError(
            "To fuse, linear.out_features == bn.num_features or bn.num_features == 1, "
            f"got linear.out_features={layer.out_features} and bn.num_features={bn.num_features}"
        )
    fused = _light_copy(layer)
    if bn.running_mean is None or bn.running_var is None:
        raise AssertionError("bn.running_mean and bn.running_var must not be None")
    if is_linear:
        fused.weight, fused.bias = fuse_linear_bn_weights(
            fused.weight, fused.bias, bn.running_mean, bn.running_var, bn.eps, bn.weight, bn.bias
        )
    else:
        folds.fold(fused, bn)
    return fused


# The state of a plain Conv/Linear: constructor arguments (ints, tuples of
# ints, str, bool, None) and nn.Module's bookkeeping containers.
_CONTAINERS = frozenset((dict, OrderedDict, set))
_SCALARS = frozenset((int, bool, str, type(None)))


def _light_copy(module: nn.Module) -> nn.Module:
    """A copy equal to ``copy.deepcopy(module)`` for a plain Conv/Linear whose
    weight and bias are about to be replaced. Anything unusual (hooks,
    buffers, extra parameters, attributes of other types) takes the
    deepcopy path."""
    state = vars(module)
    params = state.get("_parameters")
    if type(params) is not dict or set(params) - {"weight", "bias"}:
        return copy.deepcopy(module)
    fresh = dict(state)
    for key, value in state.items():
        kind = type(value)
        if kind in _CONTAINERS:
            if value and value is not params:
                return copy.deepcopy(module)  # hooks, buffers, submodules
            fresh[key] = kind()
        elif kind not in _SCALARS and not (kind is tuple and all(type(v) is int for v in value)):
            return copy.deepcopy(module)
    fresh["_parameters"] = dict(params)  # replaced by fold() right after
    clone = module.__class__.__new__(module.__class__)
    clone.__dict__.update(fresh)
    return clone
