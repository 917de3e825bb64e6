"""``split_module``: a drop-in for ``torch.fx.passes.split_module.split_module``.

torch records every use of every value through a Python callback and builds
each partition's graph one ``create_node`` at a time. Here the C++ core finds
the edges that cross partitions (the only ones that matter) in one pass over
the compact graph, the partition graphs are built in bulk
(:class:`pyfxfast._graph.rebuild.NodeBuilder`) and the GraphModules are compiled
through :mod:`pyfxfast.codegen`. Every step that decides names, order or
errors is torch's, in torch's order; ``split_callback`` is called exactly as
torch calls it. Graphs with global-state nodes (autocast, set_grad_enabled),
malformed graphs and debug logging take torch's own function.
"""

from __future__ import annotations

import inspect
import logging
from array import array
from typing import Any, Callable

import torch
import torch.fx as fx
from torch.fx._lazy_graph_module import _get_graph_module_cls
from torch.fx.graph_module import GraphModule
from torch.fx.passes import split_module as _torch_split
from torch.fx.passes.split_module import Partition, _get_attr_from_qualname

from . import _C, fidelity
from ._graph import CompactGraph
from ._graph.rebuild import NodeBuilder, gc_paused, literals_may_be_symbolic, make_graph_module

__all__ = ["split_module"]

# torch's function, captured before pyfxfast.patch() can replace it.
_torch_split_module = _torch_split.split_module

_SKIPPED_OPS = ("placeholder", "get_attr", "output")

_MIRROR = fidelity.declare("split_module")
_NOT_GIVEN: Any = object()

def _global_state_targets() -> tuple[Any, ...]:
    return (torch.amp._enter_autocast, torch.amp._exit_autocast, torch._C._set_grad_enabled)


def _fast_path_applies(m: object) -> CompactGraph | None:
    """The compact graph when the fast path reproduces torch exactly, else None."""
    if not isinstance(m, GraphModule) or _torch_split.log.isEnabledFor(logging.DEBUG):
        return None
    graph = m.graph
    if any(graph.find_nodes(op="call_function", target=t, sort=False) for t in _global_state_targets()):
        return None  # grad / autocast regions: torch's prelude and epilogue
    cg = CompactGraph(graph)
    nodes = cg.nodes
    if cg.foreign_refs or not nodes or nodes[-1].op != "output":
        return None
    outputs = graph.find_nodes(op="output", sort=False)
    if len(outputs) != 1:
        return None
    # torch reads a leftover partition tag on these through getattr.
    for op in _SKIPPED_OPS:
        if any(hasattr(n, "_fx_partition") for n in graph.find_nodes(op=op, sort=False)):
            return None
    return cg


def split_module(
    m: GraphModule,
    root_m: torch.nn.Module,
    split_callback: Callable[[fx.Node], int],
    qualname_map: dict[str, str] | None = None,
    keep_original_order: bool | None = False,
    keep_original_node_name: bool | None = False,
    keep_original_input_name: bool = True,
    *,
    partition_affix: str | None = _NOT_GIVEN,
    tuple_return: bool = _NOT_GIVEN,
) -> GraphModule:
    """Split ``m`` into one submodule per partition id that ``split_callback``
    returns. Same result as torch's ``split_module`` (the code, submodule
    names and code, ``qualname_map``, errors) and the same side effect on
    ``m``'s nodes (their ``_fx_partition`` tag)."""
    # Only the keywords given go to torch: torch 2.11 has no tuple_return (a TypeError, as torch raises).
    keywords = {k: v for k, v in (("partition_affix", partition_affix), ("tuple_return", tuple_return))
                if v is not _NOT_GIVEN}
    partition_affix = keywords.get("partition_affix")
    tuple_return = bool(keywords.get("tuple_return", False))
    cg = _fast_path_applies(m) if _MIRROR.accelerated else None
    if cg is None:
        return _torch_split_module(
            m, root_m, split_callback, qualname_map, keep_original_order, keep_original_node_name,
            keep_original_input_name, **keywords,
        )
    with gc_paused():
        return _Splitter(m, cg, split_callback, qualname_map, partition_affix).run(
            bool(keep_original_order), bool(keep_original_node_name), keep_original_input_name, tuple_return
        )


# torch's signature (defaults None and False, annotations): _NOT_GIVEN only tells
# which keywords were passed, for torch releases that lack them.
split_module.__signature__ = inspect.signature(_torch_split_module)  # type: ignore[attr-defined]


class _Splitter:
    """One split_module call on the fast path (no global-state nodes)."""

    def __init__(
        self,
        m: GraphModule,
        cg: CompactGraph,
        split_callback: Callable[[fx.Node], int],
        qualname_map: dict[str, str] | None,
        partition_affix: str | None,
    ) -> None:
        self.m = m
        self.cg = cg
        self.nodes = cg.nodes
        self.split_callback = split_callback
        self.qualname_map = qualname_map
        self.partition_affix = partition_affix
        self.partitions: dict[str, Partition] = {}
        self.orig_nodes: dict[str, fx.Node] = {}
        self.symbol_to_node: dict[Any, fx.Node] = {}
        # Partition of each node, by index into partition_names; -1: none.
        self.label = array("i", [-1]) * len(self.nodes)
        self.partition_names: list[str] = []

    # -- analysis ---------------------------------------------------------
    def assign_partitions(self) -> None:
        """torch's first walk: symbols by defining node, one callback per node."""
        import sympy

        symbolic = (torch.SymInt, torch.SymFloat)
        symbol_to_node = self.symbol_to_node
        partitions, label, index = self.partitions, self.label, {}
        affix = self.partition_affix
        callback = self.split_callback
        for i, node in enumerate(self.nodes):
            val = node.meta.get("example_value")
            if (
                val is not None
                and isinstance(val, symbolic)
                and isinstance(s0 := val.node.expr, sympy.Symbol)
                and s0 not in symbol_to_node
            ):
                symbol_to_node[s0] = node
            if node.op in _SKIPPED_OPS:
                continue
            name = str(callback(node))
            if affix is not None:
                name = "_".join([affix, name])
            partition = partitions.get(name)
            if partition is None:
                partitions[name] = partition = Partition(name)
                index[name] = len(self.partition_names)
                self.partition_names.append(name)
            partition.node_names.append(node.name)
            node._fx_partition = name
            label[i] = index[name]

    def record_cross_partition_use(self, def_node: fx.Node, use_node: fx.Node | None) -> None:
        """torch's record_cross_partition_use, for an edge known to cross."""
        from torch.fx.experimental.symbolic_shapes import free_symbols

        partitions = self.partitions
        defined = getattr(def_node, "_fx_partition", None)
        used = getattr(use_node, "_fx_partition", None)
        if defined == used:
            return
        if defined is not None:
            def_partition = partitions[defined]
            def_partition.outputs.setdefault(def_node.name)
            if used is not None:
                def_partition.dependents.setdefault(used)
        if used is None:
            return
        use_partition = partitions[used]
        use_partition.inputs.setdefault(def_node.name)
        if (def_val := def_node.meta.get("example_value")) is not None:
            for s in sorted(free_symbols(def_val), key=str):
                s_node = self.symbol_to_node[s]
                use_partition.inputs.setdefault(s_node.name)
                if s_node.op != "placeholder":
                    s_defined = getattr(s_node, "_fx_partition", None)
                    if s_defined is not None:
                        s_def_partition = partitions[s_defined]
                        s_def_partition.outputs.setdefault(s_node.name)
                        s_def_partition.dependents.setdefault(used)
                        use_partition.dependencies.setdefault(s_defined)
        if defined is not None:
            use_partition.dependencies.setdefault(defined)

    def record_uses(self) -> None:
        """torch's second walk; only edges between partitions record anything,
        and the kernel lists them in torch's order (the output node is last)."""
        nodes = self.nodes
        for node in nodes:
            self.orig_nodes[node.name] = node
        edges = array("i")
        edges.frombytes(_C.cross_group_edges(self.cg.native, self.label.tobytes()))
        record = self.record_cross_partition_use
        for k in range(0, len(edges), 2):
            record(nodes[edges[k]], nodes[edges[k + 1]])
        output = nodes[-1]
        fx.graph.map_arg(output.args[0], lambda n: record(n, None))

    def sort_partitions(self) -> list[str]:
        """torch's topological order of partitions (a stack, newest first)."""
        partitions = self.partitions
        root_partitions = [name for name, p in partitions.items() if not len(p.dependencies)]
        sorted_partitions: list[str] = []
        while root_partitions:
            root_partition = root_partitions.pop()
            sorted_partitions.append(root_partition)
            for dependent in partitions[root_partition].dependents:
                partitions[dependent].dependencies.pop(root_partition)
                if not partitions[dependent].dependencies:
                    root_partitions.append(dependent)
        if len(sorted_partitions) != len(partitions):
            raise RuntimeError("cycle exists between partitions!")
        return sorted_partitions

    # -- partition graphs ---------------------------------------------------
    def add_inputs(self, sorted_partitions: list[str], keep_original_input_name: bool) -> None:
        """Placeholders (and get_attr of modules) for each partition's inputs,
        as torch adds them."""
        m, orig_nodes = self.m, self.orig_nodes
        for partition_name in sorted_partitions:
            partition = self.partitions[partition_name]
            new_inputs: dict[str, None] = {}
            counter = 0
            placeholder_inputs: list[str] = []
            get_attr_inputs: list[str] = []
            for inp in partition.inputs:
                orig_node = orig_nodes[inp]
                if (
                    orig_node.op == "get_attr"
                    and isinstance(orig_node.target, str)
                    and isinstance(_get_attr_from_qualname(m, orig_node.target), torch.nn.Module)
                ):
                    get_attr_inputs.append(inp)
                else:
                    placeholder_inputs.append(inp)
            for inp in placeholder_inputs + get_attr_inputs:
                orig_node = orig_nodes[inp]
                placeholder = None
                if orig_node.op == "get_attr":
                    if not isinstance(orig_node.target, str):
                        raise AssertionError(f"Expected str target, got {type(orig_node.target)}")
                    orig_attr = _get_attr_from_qualname(m, orig_node.target)
                    if isinstance(orig_attr, torch.nn.Module):
                        placeholder = partition.graph.get_attr(orig_node.target)
                        partition.targets[orig_node.target] = orig_attr
                if placeholder is None:
                    if keep_original_input_name:
                        name = inp
                    else:
                        name = f"arg_{counter}"
                        counter += 1
                    placeholder = partition.graph.placeholder(name, type_expr=orig_node.type)
                    new_inputs[inp] = None
                placeholder.meta = orig_node.meta.copy()
                partition.environment[orig_node] = placeholder
            partition.inputs = new_inputs

    def copy_nodes(self, keep_original_node_name: bool) -> None:
        """Every partitioned node into its partition's graph, in graph order."""
        m, qualname_map = self.m, self.qualname_map
        may_be_symbolic = literals_may_be_symbolic(self.cg.interner.literals)
        builders = {name: NodeBuilder(p.graph, may_be_symbolic) for name, p in self.partitions.items()}
        names: dict[int, tuple[Any, str]] = {}
        for builder in builders.values():
            builder._name_cache = names  # _target_to_str does not depend on the graph
        map_arg = torch._C._fx_map_arg
        label, partition_names, partitions = self.label, self.partition_names, self.partitions
        for i, node in enumerate(self.nodes):
            k = label[i]
            if k < 0:
                continue
            partition_name = partition_names[k]
            partition = partitions[partition_name]
            lookup = partition.environment.__getitem__
            gathered_args = map_arg(node.args, lookup)
            gathered_kwargs = map_arg(node.kwargs, lookup)
            op = node.op
            if op not in ("call_module", "get_attr"):
                target = node.target
            else:
                target_attr = _get_attr_from_qualname(m, node.target)
                target = node.target.replace(".", "_")
                partition.targets[target] = target_attr
                if qualname_map is not None:
                    qualname_map[f"{partition.submod_name}.{target}"] = node.target
            if not isinstance(gathered_args, tuple):
                raise AssertionError(f"Expected tuple for gathered_args, got {type(gathered_args)}")
            if not isinstance(gathered_kwargs, dict):
                raise AssertionError(f"Expected dict for gathered_kwargs, got {type(gathered_kwargs)}")
            partition.environment[node] = builders[partition_name].create(
                op,
                target,
                gathered_args,
                gathered_kwargs,
                node.name if keep_original_node_name else None,
                node.type,
                node.meta.copy(),
            )

    # -- base module ------------------------------------------------------
    def construct_graph(
        self, node: fx.Node, base_mod_graph: fx.Graph, base_mod_env: dict[str, fx.Node],
        base_mod_attrs: dict[str, Any], keep_original_node_name: bool,
    ) -> None:
        """torch's construct_graph: placeholders and get_attrs of the base graph."""
        if node.op == "placeholder":
            default_value = node.args[0] if len(node.args) > 0 else inspect.Signature.empty
            if keep_original_node_name:
                args = () if default_value is inspect.Signature.empty else (default_value,)
                base_mod_env[node.name] = base_mod_graph.create_node(
                    "placeholder", node.name, args=args, type_expr=node.type
                )
            else:
                base_mod_env[node.name] = base_mod_graph.placeholder(
                    node.target, type_expr=node.type, default_value=default_value
                )
            base_mod_env[node.name].meta = node.meta.copy()
        elif node.op == "get_attr":
            base_mod_env[node.name] = base_mod_graph.get_attr(node.target)
            base_mod_env[node.name].meta = node.meta.copy()
            if not isinstance(node.target, str):
                raise AssertionError(f"Expected str target, got {type(node.target)}")
            base_mod_attrs[node.target] = _get_attr_from_qualname(self.m, node.target)

    def run(
        self, keep_original_order: bool, keep_original_node_name: bool, keep_original_input_name: bool,
        tuple_return: bool,
    ) -> GraphModule:
        self.assign_partitions()
        self.record_uses()
        original_partition_order = list(self.partitions)
        sorted_partitions = self.sort_partitions()
        self.add_inputs(sorted_partitions, keep_original_input_name)
        self.copy_nodes(keep_original_node_name)

        nodes, partitions = self.nodes, self.partitions
        graph_module_cls = _get_graph_module_cls()
        base_mod_env: dict[str, fx.Node] = {}
        base_mod_graph = fx.Graph()
        base_mod_attrs: dict[str, Any] = {}
        orig_mod_env: dict[str, fx.Node] = {}

        def construct(node: fx.Node) -> None:
            self.construct_graph(node, base_mod_graph, base_mod_env, base_mod_attrs, keep_original_node_name)

        if not keep_original_order:
            for node in nodes:
                construct(node)
        else:
            for node in nodes:
                orig_mod_env[node.name] = node
        construct_order = sorted_partitions if not keep_original_order else original_partition_order
        already_constructed_attr_nodes: set[fx.Node] = set()
        original_order = [node for node in nodes if node.op == "placeholder"]
        for partition_name in construct_order:
            partition = partitions[partition_name]
            output_vals = tuple(partition.environment[self.orig_nodes[name]] for name in partition.outputs)
            if len(output_vals) == 1 and not tuple_return:
                partition.graph.output(output_vals[0])
            else:
                partition.graph.output(output_vals)
            if keep_original_order:
                # torch compares names with placeholder nodes here: only
                # get_attr names pass, and placeholders are all added first.
                orig_mod_attr_nodes = [orig_mod_env[key] for key in partition.inputs if key not in original_order]
                for node in original_order:
                    if node in already_constructed_attr_nodes:
                        continue
                    construct(node)
                    already_constructed_attr_nodes.add(node)
                for node in orig_mod_attr_nodes:
                    if node in already_constructed_attr_nodes:
                        continue
                    construct(node)
                    already_constructed_attr_nodes.add(node)
            base_mod_attrs[partition.submod_name] = make_graph_module(
                partition.targets, partition.graph, cls=graph_module_cls
            )
            output_val = base_mod_graph.call_module(
                partition.submod_name, tuple(base_mod_env[name] for name in partition.inputs)
            )
            num_outputs = len(partition.outputs)
            if num_outputs > 1 or (num_outputs == 1 and tuple_return):
                output_val_proxy = torch.fx.proxy.Proxy(output_val)
                for i, output_name in enumerate(partition.outputs):
                    base_mod_env[output_name] = output_val_proxy[i].node
            elif num_outputs == 1:
                base_mod_env[next(iter(partition.outputs))] = output_val
        if keep_original_order and not base_mod_env:
            for node in nodes:
                construct(node)
        for node in nodes:
            if node.op == "output":
                base_mod_graph.output(fx.graph.map_arg(node.args[0], lambda n: base_mod_env[n.name]))
        # The partitions were compiled just above; torch compiles them again here.
        submod_names = frozenset(p.submod_name for p in partitions.values())
        ret = make_graph_module(base_mod_attrs, base_mod_graph, cls=graph_module_cls, current_children=submod_names)
        ret.meta["partition_names"] = {p.submod_name for p in partitions.values()}
        return ret
