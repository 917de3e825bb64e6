"""pyfxfast.Transformer against torch.fx.Transformer: the same module, graph,
names, meta, provenance, users and find_nodes table, for the passes torch.fx's
docs teach and for graphs that exercise each lowering rule."""

from __future__ import annotations

import copy
import gc
import logging
import operator
import sys
import weakref

import pytest
import torch
import torch.fx as fx
import torch.fx.traceback as fx_traceback

import pyfxfast
from pyfxfast import fidelity
from pyfxfast.testing import aten_graph, torch_graph

from transformer_cases import doc_passes, edge_graphs, module_view

TORCH_PASSES = doc_passes(fx.Transformer)
FAST_PASSES = doc_passes(pyfxfast.Transformer)
EDGE = edge_graphs()


@pytest.fixture(scope="module")
def graphs():
    return {"aten": aten_graph(600), "torch": torch_graph(600), **{k: make() for k, make in EDGE.items()}}


def run_both(gm: fx.GraphModule, name: str):
    """(torch's result or exception, pyfxfast's), each on its own copy of gm."""
    out = []
    for passes in (TORCH_PASSES, FAST_PASSES):
        source = copy.deepcopy(gm)
        before = source.code
        try:
            result = passes[name](source).transform()
        except Exception as exc:  # compared below
            result = exc
        out.append((source, before, result))
    return out


def test_accelerated_on_supported_release():
    status = fidelity.status("graph_building")
    if status.unknown and not status.accelerated:
        pytest.skip(f"not verified on this torch: {status.reason}")
    assert status.accelerated, status


@pytest.mark.parametrize("graph", ["aten", "torch", *EDGE])
@pytest.mark.parametrize("name", sorted(TORCH_PASSES))
def test_same_module(graphs, graph, name):
    (t_src, t_before, t_out), (p_src, p_before, p_out) = run_both(graphs[graph], name)
    if isinstance(t_out, Exception):
        assert type(p_out) is type(t_out) and str(p_out) == str(t_out)
        return
    assert not isinstance(p_out, Exception), p_out
    assert type(p_out).__bases__ == type(t_out).__bases__  # GraphModule makes a class per instance
    assert module_view(p_out) == module_view(t_out)
    # The sources are left as torch leaves them (a tensor constant is added to the root by both).
    assert p_src.code == p_before and t_src.code == t_before
    assert module_view(p_src) == module_view(t_src)


def test_provenance_chains_over_passes():
    gm = aten_graph(300)
    t, p = gm, gm
    for name in ("Identity", "ReplaceAddWithMul", "Identity"):
        t = TORCH_PASSES[name](t).transform()
        p = FAST_PASSES[name](p).transform()
    assert module_view(p) == module_view(t)
    chain = next(n for n in p.graph.nodes if n.op == "call_function").meta["from_node"]
    assert chain[0].from_node[0].from_node[0].from_node  # the three passes, then the export's records


def test_results_run_the_same(graphs):
    gm = graphs["traced"]
    x = torch.randn(3, 4)
    for name in ("Identity", "RemoveDetach", "NegSigmSwap", "ScalarToTensor"):
        t = TORCH_PASSES[name](copy.deepcopy(gm)).transform()
        p = FAST_PASSES[name](copy.deepcopy(gm)).transform()
        a, b = t(x), p(x)
        assert a.keys() == b.keys()
        for key in a:
            assert torch.equal(torch.as_tensor(a[key]), torch.as_tensor(b[key])), (name, key)


def test_error_midway_is_torchs_and_source_untouched():
    g = fx.Graph()
    x = g.placeholder("x")
    y = g.call_function(torch.relu, (x,))
    z = g.call_function(operator.add, (y, x))
    g.output(z)
    gm = fx.GraphModule(torch.nn.Module(), g)

    def failing(base):
        class Fail(base):
            def call_function(self, target, args, kwargs):
                if target is operator.add:
                    raise KeyError("boom")  # torch turns a KeyError into a RuntimeError
                return super().call_function(target, args, kwargs)
        return Fail

    errors = []
    for base in (fx.Transformer, pyfxfast.Transformer):
        source = copy.deepcopy(gm)
        code = source.code
        with pytest.raises(RuntimeError) as info:
            failing(base)(source).transform()
        assert source.code == code and [n.name for n in source.graph.nodes] == ["x", "relu", "add", "output"]
        errors.append((str(info.value), type(info.value.__cause__)))
    assert errors[0] == errors[1]
    assert "While executing %add" in errors[0][0]


def test_missing_value_raises_torchs_error():
    gm = fx.symbolic_trace(lambda x: torch.relu(x) + 1)
    messages = []
    for base in (fx.Transformer, pyfxfast.Transformer):
        t = base(copy.deepcopy(gm))
        relu = next(n for n in t.graph.nodes if n.target is torch.relu)
        t.env = {}
        with pytest.raises(RuntimeError, match="referenced nonexistent value") as info:
            t.run_node(relu)
        messages.append(str(info.value))
    assert messages[0] == messages[1]


def test_custom_tracer_is_used():
    gm = fx.symbolic_trace(lambda x: torch.relu(x) * 2)
    seen = []

    def with_tracer(base):
        class Custom(base):
            def __init__(self, module):
                super().__init__(module)
                tracer = self.tracer

                class Recording(type(tracer)):
                    def create_proxy(self, kind, target, args, kwargs, *rest, **kw):
                        seen.append((base.__name__, kind))
                        return super().create_proxy(kind, target, args, kwargs, *rest, **kw)

                tracer.__class__ = Recording
        return Custom

    t = with_tracer(fx.Transformer)(copy.deepcopy(gm)).transform()
    p = with_tracer(pyfxfast.Transformer)(copy.deepcopy(gm)).transform()
    assert module_view(p) == module_view(t)
    assert [k for b, k in seen if b == "Transformer"] and len(seen) % 2 == 0
    assert seen[: len(seen) // 2] == [(fx.Transformer.__name__, k) for _, k in seen[len(seen) // 2:]]


def test_debug_logging_takes_torchs_path(caplog):
    gm = fx.symbolic_trace(lambda x: torch.relu(x) + 1)
    records = []
    for base in (fx.Transformer, pyfxfast.Transformer):
        caplog.clear()
        with caplog.at_level(logging.DEBUG, logger="torch.fx.interpreter"):
            base(copy.deepcopy(gm)).transform()
        records.append([r.getMessage() for r in caplog.records if r.name == "torch.fx.interpreter"])
    assert records[0] and records[0] == records[1]


def test_lazy_graph_module_flag():
    from torch.fx._lazy_graph_module import _LazyGraphModule, _use_lazy_graph_module

    gm = fx.symbolic_trace(lambda x: torch.relu(x) + 1)
    with _use_lazy_graph_module(True):
        t = fx.Transformer(copy.deepcopy(gm)).transform()
        p = pyfxfast.Transformer(copy.deepcopy(gm)).transform()
    assert type(t).__bases__ == type(p).__bases__ and isinstance(p, _LazyGraphModule)
    assert module_view(p) == module_view(t)


def test_collector_state_restored_and_nothing_leaks():
    gm = aten_graph(300)
    for enabled in (True, False):
        (gc.enable if enabled else gc.disable)()
        try:
            out = pyfxfast.Transformer(gm).transform()
            assert gc.isenabled() is enabled
        finally:
            gc.enable()
        ref = weakref.ref(out.graph)
        del out
        gc.collect()
        assert ref() is None


@pytest.mark.parametrize("accelerated", [True, False])
def test_falls_back_to_torch_when_not_verified(monkeypatch, count_built, accelerated):
    """Not verified: no node is built by pyfxfast's builder, every step is torch's."""
    from pyfxfast.building import transformer

    if not accelerated:
        monkeypatch.setattr(transformer, "_MIRROR", type("Off", (), {"accelerated": False})())
    elif not transformer._MIRROR.accelerated:
        pytest.skip("not verified on this torch")
    gm = aten_graph(300)
    p = pyfxfast.Transformer(gm).transform()
    expected = [n.op for n in gm.graph.nodes if n.op in ("call_function", "get_attr")]
    assert count_built == (expected if accelerated else [])
    assert module_view(p) == module_view(fx.Transformer(gm).transform())


def test_no_tracer_class_outlives_its_transformer():
    """torch makes a TransformerTracer class per Transformer: none may stay alive after."""
    import weakref

    gm = fx.symbolic_trace(lambda x: torch.relu(x) + 1)
    t = pyfxfast.Transformer(gm)
    t.transform()
    ref = weakref.ref(type(t.tracer))
    del t
    gc.collect()
    assert ref() is None


def _both_raise(gm: fx.GraphModule, make=lambda base: base):
    """(type, message) of the exception torch's and pyfxfast's Transformer raise on copies of gm."""
    errors = []
    for base in (fx.Transformer, pyfxfast.Transformer):
        with pytest.raises(Exception) as info:
            make(base)(copy.deepcopy(gm)).transform()
        errors.append((type(info.value), str(info.value), type(info.value.__cause__)))
    return errors


def test_non_callable_target_raises_torchs_error():
    gm = fx.symbolic_trace(lambda x: torch.relu(x) + 1)
    relu = next(n for n in gm.graph.nodes if n.target is torch.relu)
    relu.target = "not callable"  # a call_function whose target cannot be called
    errors = _both_raise(gm)
    assert errors[0] == errors[1] and errors[0][0] is ValueError


@pytest.mark.parametrize("meta", [["x"], (), None])
def test_odd_meta_objects_are_torchs(meta):
    gm = fx.symbolic_trace(lambda x: torch.relu(x) + 1)
    relu = next(n for n in gm.graph.nodes if n.target is torch.relu)
    relu.meta = meta
    outcomes = []
    for base in (fx.Transformer, pyfxfast.Transformer):
        try:
            outcomes.append(module_view(base(copy.deepcopy(gm)).transform()))
        except Exception as exc:
            outcomes.append((type(exc), str(exc)))
    assert outcomes[0] == outcomes[1]


def test_backward_node_without_its_seq_nrs_raises_torchs_error():
    gm = fx.symbolic_trace(lambda x: torch.relu(x) + 1)
    relu = next(n for n in gm.graph.nodes if n.target is torch.relu)
    relu.meta["in_grad_fn"] = 2  # and no grad_fn_seq_nr: torch's _get_seq_nr raises KeyError
    errors = _both_raise(gm)
    assert errors[0] == errors[1] and errors[0][0] is RuntimeError


def test_nested_runs_and_threads():
    """A run inside an override (another Transformer), and runs in several threads."""
    import threading

    inner_gm = aten_graph(60)

    def nesting(base):
        class Outer(base):
            def call_function(self, target, args, kwargs):
                if target is torch.ops.aten.add.Tensor:
                    base(copy.deepcopy(inner_gm)).transform()
                return super().call_function(target, args, kwargs)
        return Outer

    gm = aten_graph(200)
    t = nesting(fx.Transformer)(copy.deepcopy(gm)).transform()
    p = nesting(pyfxfast.Transformer)(copy.deepcopy(gm)).transform()
    assert module_view(p) == module_view(t)

    # Runs in threads. torch.fx.traceback's meta state (should_preserve_node_meta, current_meta) is
    # process-wide, and a run sets it per node: two runs of torch's own Transformer at once read each
    # other's meta and may leave preserve_node_meta on after both end (4 threads of fx.Transformer left it
    # on in 42 of 50 tries, and later tests' new nodes got a seq_nr). So the threads run on nodes without
    # meta (set_current_meta leaves the state alone for those) under one preserve_node_meta of this thread:
    # what they share is pyfxfast's own (builder caches, building scopes), switched every 10 us.
    bare = copy.deepcopy(gm)
    for node in bare.graph.nodes:
        node.meta = {}
    # autograd's sequence number (seq_nr) is per thread: torch's result in a fresh thread.
    results: list = []
    alone = threading.Thread(target=lambda: results.append(module_view(fx.Transformer(copy.deepcopy(bare)).transform())))
    alone.start()
    alone.join()
    expected = results.pop()

    def work():
        for _ in range(3):
            results.append(module_view(pyfxfast.Transformer(copy.deepcopy(bare)).transform()))

    threads = [threading.Thread(target=work) for _ in range(4)]
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-5)
    try:
        with fx_traceback.preserve_node_meta():
            for th in threads:
                th.start()
            for th in threads:
                th.join()
    finally:
        sys.setswitchinterval(interval)
    assert len(results) == 12 and all(r == expected for r in results)
    assert (fx_traceback.should_preserve_node_meta, fx_traceback.current_meta) == (False, {})


def test_methods_called_outside_a_run_are_torchs():
    """call_function / get_attr / call_method called directly (no run in progress)."""
    gm = fx.symbolic_trace(lambda x: torch.relu(x) + 1)
    views = []
    for base in (fx.Transformer, pyfxfast.Transformer):
        t = base(copy.deepcopy(gm))
        with fx_traceback.preserve_node_meta():
            x = t.placeholder("x", (), {})
            y = t.call_function(torch.relu, (x,), {})
            z = t.call_method("add", (y, 1), {"alpha": 2})
            t.get_attr("missing", (), {})
        t.new_graph.output(z.node)
        views.append([(n.name, n.op, str(n.target), str(n.args), str(n.kwargs)) for n in t.new_graph.nodes])
    assert views[0] == views[1]


def test_native_run_rejects_bad_input():
    """The C++ run object raises Python exceptions (never crashes) on bad set-up or arguments."""
    from pyfxfast import _C
    from pyfxfast.building.proxies import NOT_PLAIN
    from pyfxfast.building.stock_run import StockRun
    from pyfxfast.building.transformer import _STOCK_METHODS

    with pytest.raises(KeyError):
        _C.TransformerRun({})
    with pytest.raises(TypeError):
        _C.TransformerRun({"node_type": 1, "proxy_type": 2})
    gm = fx.symbolic_trace(lambda x: torch.relu(x) + 1)
    t = pyfxfast.Transformer(gm)
    with fx_traceback.preserve_node_meta():
        stock = StockRun.prepare(t, _STOCK_METHODS, True)
        try:
            assert stock is not None
            run = stock.run
            assert run.step(object()) is NOT_PLAIN
            assert run.step(next(iter(gm.graph.nodes))) is NOT_PLAIN  # a placeholder
            # No run in progress: create declines, the Python path takes over.
            assert run.create(t, "call_function", torch.relu, (1,), {}) is NOT_PLAIN
            with pytest.raises(TypeError):
                run.run(t, 5, None, None, None)  # not iterable
        finally:
            stock.close()


def test_current_meta_restored_after_an_override_raises():
    gm = aten_graph(40)

    def failing(base):
        class Fail(base):
            def call_function(self, target, args, kwargs):
                if target is torch.ops.aten.add.Tensor:
                    raise ValueError("stop")
                return super().call_function(target, args, kwargs)
        return Fail

    states = []
    for base in (fx.Transformer, pyfxfast.Transformer):
        with fx_traceback.preserve_node_meta():
            before = fx_traceback.get_current_meta()
            with pytest.raises(ValueError) as info:
                failing(base)(copy.deepcopy(gm)).transform()
            states.append((fx_traceback.get_current_meta() is before, fx_traceback.get_current_meta(),
                           str(info.value).splitlines()[:3], info.value.__cause__, info.value.__context__))
    assert states[0] == states[1]


def _interpreter_state(interp: fx.Interpreter) -> list:
    """The attributes in the order set, with the table of last uses by node name."""
    out = []
    for key, value in vars(interp).items():
        if key == "user_to_last_uses":
            value = [(user.name, [n.name for n in nodes]) for user, nodes in value.items()]
        elif key in ("module", "graph", "new_graph", "tracer", "env", "submodules"):
            value = type(value).__name__ if key != "submodules" else list(value)
        out.append((key, value))
    return out


@pytest.mark.parametrize("graph", ["aten", "torch", *EDGE])
def test_constructor_state_is_torchs(graphs, graph):
    """Interpreter.__init__ (under fx.Transformer's) sets the same attributes, in the same
    order, with the same table of last uses: users in reverse order, inputs in their order."""
    gm = graphs[graph]
    assert _interpreter_state(pyfxfast.Transformer(gm)) == _interpreter_state(fx.Transformer(gm))


def test_last_uses_of_nodes_torch_never_sees_natively():
    """The C++ table declines what it cannot vouch for; the constructor then walks in Python."""
    from pyfxfast import _C

    gm = aten_graph(300)
    nodes = list(gm.graph.nodes)
    expected = fx.Interpreter(gm).user_to_last_uses
    assert _C.user_to_last_uses(nodes, fx.Node) == expected
    assert list(_C.user_to_last_uses(nodes, fx.Node)) == list(expected)

    class HashedNode(fx.Node):
        def __hash__(self):
            return 0

    assert _C.user_to_last_uses(nodes, HashedNode) is None  # a type that hashes by more than identity
    assert _C.user_to_last_uses(nodes[:3] + [object()], fx.Node) is None  # not a node
    assert _C.user_to_last_uses(tuple(nodes), fx.Node) is None  # not a list
    with pytest.raises(TypeError):
        _C.user_to_last_uses(nodes, 5)
    with gm.graph.inserting_after(nodes[0]):
        odd = gm.graph.call_function(torch.relu, (nodes[0],))
    odd._input_nodes = type("D", (dict,), {})(odd._input_nodes)  # a dict subclass
    assert _C.user_to_last_uses(list(gm.graph.nodes), fx.Node) is None
    t = pyfxfast.Transformer(gm)  # the Python walk
    assert _interpreter_state(t) == _interpreter_state(fx.Transformer(gm))


def test_constructor_is_torchs_when_not_verified(monkeypatch):
    from pyfxfast.building import transformer

    monkeypatch.setattr(transformer, "_INIT", type("Off", (), {"accelerated": False})())
    calls = []
    monkeypatch.setattr(transformer._C, "user_to_last_uses", lambda *a: calls.append(a))
    gm = aten_graph(100)
    assert _interpreter_state(pyfxfast.Transformer(gm)) == _interpreter_state(fx.Transformer(gm))
    assert calls == []


class _Plain:
    """Copied by copy.copy's generic reduce: a new object with the __dict__'s items."""

    def __init__(self, **kw):
        self.__dict__.update(kw)


class _OwnDictSlot:
    """A class whose __dict__ is a property: copy.copy updates what the property returns."""

    stores: dict = {}
    seen: list = []

    def __init__(self):
        _OwnDictSlot.stores[id(self)] = {"a": 1}

    @property
    def __dict__(self):  # noqa: PLE0237
        _OwnDictSlot.seen.append(1)
        return _OwnDictSlot.stores.setdefault(id(self), {})


@pytest.mark.parametrize("make", [lambda: _Plain(b=2, a=1), lambda: _Plain(), _OwnDictSlot,
                                  lambda: torch.ops.aten.relu.default])
def test_meta_objects_copied_as_copy_copies_them(make):
    """TracerBase.create_node copies meta fields with copy.copy: a new object of the same
    class, its __dict__'s items in order, for both sides; and a class's own __dict__ is used."""
    gm = fx.symbolic_trace(lambda x: torch.relu(x) + 1)
    relu = next(n for n in gm.graph.nodes if n.target is torch.relu)
    outcomes = []
    for base in (fx.Transformer, pyfxfast.Transformer):
        relu.meta["original_aten"] = original = make()
        _OwnDictSlot.seen.clear()
        out = base(gm).transform()
        copied = next(n for n in out.graph.nodes if n.target is torch.relu).meta["original_aten"]
        state = _OwnDictSlot.stores.get(id(copied)) if isinstance(copied, _OwnDictSlot) else vars(copied)
        outcomes.append((type(copied), copied is original, state and list(state.items()), len(_OwnDictSlot.seen)))
    assert outcomes[0] == outcomes[1]


def test_call_function_in_c_takes_every_way_of_calling_it():
    """Transformer.call_function is a C function for positional super() calls; keywords,
    extra arguments and calls outside a run take the Python method, with torch's results."""
    import inspect

    assert inspect.signature(pyfxfast.Transformer.call_function) == inspect.signature(fx.Transformer.call_function)
    assert pyfxfast.Transformer.call_function.__doc__ == fx.Transformer.call_function.__doc__

    def passes(base):
        class Keywords(base):
            def call_function(self, target, args, kwargs):
                return super().call_function(target=target, args=args, kwargs=kwargs)

        class Positional(base):
            def call_function(self, target, args, kwargs):
                return super().call_function(target, args, kwargs)

        return Keywords, Positional

    gm = aten_graph(200)
    for torch_pass, fast_pass in zip(passes(fx.Transformer), passes(pyfxfast.Transformer)):
        assert module_view(fast_pass(gm).transform()) == module_view(torch_pass(gm).transform())
    t = pyfxfast.Transformer(gm)
    with pytest.raises(TypeError):
        t.call_function(torch.relu, (), {}, "extra")  # the Python method's error
    with pytest.raises(TypeError):
        pyfxfast.Transformer.call_function()


def test_last_use_table_read_after_each_step_as_torch_reads_it():
    """Interpreter.run reads self.garbage_collect_values and self.user_to_last_uses after
    every step: an override that changes either mid-run changes which values stay in env."""

    def overrides(base):
        class KeepFromFirstAdd(base):
            def call_function(self, target, args, kwargs):
                if target is torch.ops.aten.add.Tensor:
                    self.garbage_collect_values = False
                return super().call_function(target, args, kwargs)

        class EmptyTableFromFirstAdd(base):
            def call_function(self, target, args, kwargs):
                if target is torch.ops.aten.add.Tensor:
                    self.user_to_last_uses = {}
                return super().call_function(target, args, kwargs)

        return KeepFromFirstAdd, EmptyTableFromFirstAdd

    gm = aten_graph(200)
    plain = fx.Transformer(copy.deepcopy(gm))
    plain.transform()
    for torch_cls, fast_cls in zip(overrides(fx.Transformer), overrides(pyfxfast.Transformer)):
        t, p = torch_cls(copy.deepcopy(gm)), fast_cls(copy.deepcopy(gm))
        assert module_view(p.transform()) == module_view(t.transform())
        assert [n.name for n in p.env] == [n.name for n in t.env]
        assert len(t.env) > len(plain.env)  # the override kept values a plain run frees
