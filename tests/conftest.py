import copy

import pytest
import torch.fx as fx


def names(nodes):
    return [n.name for n in nodes]


def twin(gm: fx.GraphModule) -> tuple[fx.GraphModule, fx.GraphModule]:
    """Two independent copies with identical node names: one for torch, one for pyfxfast."""
    return copy.deepcopy(gm), copy.deepcopy(gm)


def graph_signature(graph: fx.Graph) -> list[tuple]:
    """Everything that identifies a graph's content, by node names."""
    def arg(a):
        return fx.map_arg(a, lambda n: ("node", n.name))

    return [(n.name, n.op, str(n.target), arg(n.args), arg(n.kwargs), names(n.users)) for n in graph.nodes]


@pytest.fixture(scope="session")
def aten_2k():
    from pyfxfast.testing import aten_graph

    return aten_graph(2000, dead_fraction=0.3)


@pytest.fixture(scope="session")
def torch_2k():
    from pyfxfast.testing import torch_graph

    return torch_graph(2000, dead_fraction=0.3)


class Built:
    """What pyfxfast's node creation built during a test: the ops of the nodes its
    NodeBuilder created (``ops``), and how many nodes the native edits created
    (``native()``: the patched ``Graph.create_node`` and its callers). True when
    either built one; ``== [...]`` compares ``ops``."""

    def __init__(self) -> None:
        from pyfxfast._graph import edits as graph_edits

        self.ops: list[str] = []
        self._created = graph_edits.nodes_created
        self._start = self._created()

    def native(self) -> int:
        return self._created() - self._start

    def __bool__(self) -> bool:
        return bool(self.ops) or self.native() > 0

    def __len__(self) -> int:
        return len(self.ops)

    def __eq__(self, other: object) -> bool:
        return self.ops == other

    def __repr__(self) -> str:
        return f"Built(ops={self.ops!r}, native={self.native()})"


@pytest.fixture
def count_built(monkeypatch):
    """What pyfxfast built (false: torch built every node): see :class:`Built`."""
    from pyfxfast.building import proxies

    built = Built()

    class Counting(proxies.NodeBuilder):
        def create(self, *args, **kwargs):
            built.ops.append(args[0])
            return super().create(*args, **kwargs)

    monkeypatch.setattr(proxies, "NodeBuilder", Counting)
    proxies.release()
    yield built
    proxies.release()


@pytest.fixture(autouse=True)
def _fx_traceback_state_left_as_found():
    """torch.fx.traceback's meta state is process-wide: a test that leaves preserve_node_meta on
    (runs in threads once did) gives every later test's new nodes meta they would not have had.
    Fail the test that leaves it changed, not a later one."""
    import torch.fx.traceback as fx_traceback

    # preserve_node_meta restores a copy of current_meta: equal, not the same dict.
    before = (fx_traceback.should_preserve_node_meta, dict(fx_traceback.current_meta))
    yield
    after = (fx_traceback.should_preserve_node_meta, fx_traceback.current_meta)
    assert after == before, (
        f"the test left torch.fx.traceback's meta state changed: {before} -> {after}"
    )
