"""Graph building at pyfxfast speed: drop-ins for ``torch.fx.Transformer``,
``torch.fx.Tracer`` and ``torch.fx.symbolic_trace``, and what
``pyfxfast.patch(graph_building=True)`` installs in torch.fx (docs/graph-building.md).

- ``transformer``: the run loop and node methods of ``Transformer``;
- ``stock_run``: its fused step for nodes whose method nobody overrode;
- ``proxies``: ``TracerBase.create_proxy`` (argument lowering, node creation, meta);
- ``graph_methods``: ``Graph.lint``;
- ``tracer``: ``Tracer`` and ``symbolic_trace``.
"""

from .tracer import Tracer, symbolic_trace
from .transformer import Transformer

__all__ = ["Tracer", "Transformer", "patch_targets", "symbolic_trace"]


def patch_targets() -> list[tuple[object, str, object]]:
    """(owner, attribute, replacement) that ``patch(graph_building=True)`` installs:
    ``fx.Transformer``'s ``transform`` (pyfxfast's run loop), ``get_attr`` and
    ``call_function``, ``fx.Interpreter.__init__`` (its table of last uses in C++),
    ``TracerBase.create_proxy``, ``Graph.lint``, ``Proxy.__iter__``,
    ``Tracer.trace`` (the collector paused), and the node-by-node edits of
    ``_graph.edits`` (none where pyfxfast was not verified on this torch)."""
    import torch.fx as fx
    from torch.fx.proxy import TracerBase

    from .._graph import edits
    from . import transformer
    from .graph_methods import graph_lint
    from .proxies import tracer_create_proxy
    from .tracer import proxy_iter, trace

    if not transformer._MIRROR.accelerated:
        return []
    methods = [(fx.Transformer, name, fn) for name, fn in transformer.PATCHED_METHODS.items()]
    if transformer._INIT.accelerated:
        methods.append((fx.Interpreter, "__init__", transformer.interpreter_init))
    return methods + [(TracerBase, "create_proxy", tracer_create_proxy), (fx.Graph, "lint", graph_lint),
                      (fx.Proxy, "__iter__", proxy_iter), (fx.Tracer, "trace", trace)] + edits.patch_targets()
