"""patch()/unpatch() in any process: whatever sys.modules holds, every
binding is restored exactly, and nothing of an entry's own code runs."""

import gc
import subprocess
import sys
import textwrap
import threading
import types

import pytest
import torch.fx.passes.tools_common as tools_common

import pyfxfast
from pyfxfast import patching

# torch's legalize_graph (loaded with torch, replaced by every patch()), held in
# a tuple: a module-level name would be patched like any other binding.
_HELD = (tools_common.legalize_graph,)
NAME = "legalize_graph"


def original():
    return _HELD[0]


@pytest.fixture(autouse=True)
def _always_unpatched():
    yield
    while pyfxfast.is_patched():
        pyfxfast.unpatch()


@pytest.fixture
def register():
    """Put entries in sys.modules for the test, whatever they are."""
    added = []

    def add(key, value):
        sys.modules[key] = value
        added.append(key)
        return value

    yield add
    for key in added:
        sys.modules.pop(key, None)


def _md(module):
    return types.ModuleType.__dict__["__dict__"].__get__(module)


class DotParallel:
    """Like Cython's shadow ``cython.parallel``: not a module, no __name__."""


class Lazy(types.ModuleType):
    """Like transformers' _LazyModule: attribute access imports."""

    calls: list = []

    def __getattr__(self, name):
        Lazy.calls.append(name)
        raise ImportError(f"lazy import of {name}")


class Hostile(types.ModuleType):
    """A module whose every attribute access, __dict__, __class__ and setattr raise."""

    calls: list = []

    def __getattribute__(self, name):
        Hostile.calls.append(name)
        raise RuntimeError(f"__getattribute__({name!r})")

    def __setattr__(self, name, value):
        Hostile.calls.append(("set", name))
        raise RuntimeError("__setattr__")


class Unhashable:
    def __eq__(self, other):
        raise RuntimeError("__eq__")

    def __hash__(self):
        raise RuntimeError("__hash__")

    def __bool__(self):
        raise RuntimeError("__bool__")


class DictProperty:
    @property
    def __dict__(self):
        raise RuntimeError("__dict__")

    @property
    def __class__(self):
        raise RuntimeError("__class__")


def _zoo(register):
    """(entry, namespace holding a binding of original() or None) for each hostile kind."""
    parallel = register("zoo.parallel", DotParallel())
    parallel.legalize_graph = original()
    lazy = register("zoo.lazy", Lazy("zoo.lazy"))
    _md(lazy)[NAME] = original()
    hostile = register("zoo.hostile", Hostile("zoo.hostile"))
    _md(hostile)[NAME] = original()
    plain = register("zoo.plain", types.ModuleType("zoo.plain"))
    plain.legalize_graph = original()
    plain.unhashable = Unhashable()  # compared by identity only
    _md(plain)[1] = original()  # not a name: left alone
    register("zoo.unhashable", Unhashable())
    register("zoo.dict_property", DictProperty())
    register("zoo.none", None)  # an import blocker
    register("zoo.int", 42)
    return [vars(parallel), _md(lazy), _md(hostile), _md(plain)]


def test_hostile_entries_are_patched_and_restored_without_running_their_code(register):
    Lazy.calls.clear()
    Hostile.calls.clear()
    namespaces = _zoo(register)
    others = lambda: {k for k in sys.modules if not k.startswith("pyfxfast.")}  # noqa: E731
    keys = others()
    for _ in range(3):  # the first walk and the cached ones
        with pyfxfast.patch(codegen=True, graph_building=True):
            assert all(ns[NAME] is pyfxfast.legalize_graph for ns in namespaces)
            assert _md(sys.modules["zoo.plain"])[1] is original()
        assert all(ns[NAME] is original() for ns in namespaces)
    assert Lazy.calls == [] and Hostile.calls == []
    assert others() == keys  # the walk imported nothing


def test_entry_removed_while_patched_is_restored(register):
    module = register("zoo.removed", types.ModuleType("zoo.removed"))
    module.legalize_graph = original()
    with pyfxfast.patch():
        assert module.legalize_graph is pyfxfast.legalize_graph
        del sys.modules["zoo.removed"]  # its functions' globals still use it
    assert module.legalize_graph is original()


def test_entries_added_while_patched_are_restored(register):
    with pyfxfast.patch():
        late = register("zoo.late", DotParallel())
        late.legalize_graph = tools_common.legalize_graph  # the replacement, as an import would bind it
        late.kept = original()
        lazy = register("zoo.late_lazy", Lazy("zoo.late_lazy"))
        _md(lazy)[NAME] = tools_common.legalize_graph
        assert late.legalize_graph is pyfxfast.legalize_graph
    assert late.legalize_graph is original() and late.kept is original()
    assert _md(lazy)[NAME] is original()


def test_rebinding_between_patches_is_seen(register):
    module = register("zoo.rebinds", types.ModuleType("zoo.rebinds"))
    module.legalize_graph = original()
    module.helper = None
    pyfxfast.patch()
    pyfxfast.unpatch()  # the scan is cached now
    size = len(vars(module))
    module.helper = original()  # an existing name: the dict keeps its size
    assert len(vars(module)) == size
    with pyfxfast.patch():
        assert module.helper is pyfxfast.legalize_graph
    assert module.helper is original()

    other = object()
    module.legalize_graph = other  # rebound away from torch's function
    with pyfxfast.patch():
        assert module.legalize_graph is other
        assert module.helper is pyfxfast.legalize_graph
    assert module.legalize_graph is other


def test_a_name_rebound_while_patched_is_left_as_the_user_set_it(register):
    module = register("zoo.user", types.ModuleType("zoo.user"))
    module.legalize_graph = original()
    mine = lambda gm: gm  # noqa: E731
    with pyfxfast.patch():
        module.legalize_graph = mine
    assert module.legalize_graph is mine
    assert tools_common.legalize_graph is original()


def test_concurrent_imports_while_patching():
    """Another thread adds, changes and removes sys.modules entries while this
    one patches and unpatches."""
    stop = threading.Event()
    errors = []
    made = []

    def churn():
        i = 0
        try:
            while not stop.is_set():
                key = f"zoo.thread{i % 50}"
                module = types.ModuleType(key)
                module.legalize_graph = original()
                for j in range(20):
                    setattr(module, f"attr{j}", j)
                sys.modules[key] = module
                made.append(module)
                if i % 3 == 0:
                    sys.modules.pop(f"zoo.thread{(i + 25) % 50}", None)
                i += 1
        except Exception as exc:  # reported below
            errors.append(exc)

    thread = threading.Thread(target=churn)
    thread.start()
    try:
        for _ in range(100):
            pyfxfast.patch(codegen=True)
            pyfxfast.unpatch()
    finally:
        stop.set()
        thread.join()
        for i in range(50):
            sys.modules.pop(f"zoo.thread{i}", None)
    assert errors == []
    assert made and all(m.legalize_graph is original() for m in made)
    assert tools_common.legalize_graph is original()


def test_cached_walk_finds_what_a_full_walk_finds(register):
    module = register("zoo.cached", types.ModuleType("zoo.cached"))
    module.legalize_graph = original()
    pyfxfast.patch()
    pyfxfast.unpatch()
    tracked = patching._tracked()
    cached = patching._scanner.scan(tracked, full=False)
    full = patching._scanner.scan(tracked, full=True)
    key = lambda b: (id(b[0]), b[1], id(b[2]))  # noqa: E731
    assert sorted(map(key, cached)) == sorted(map(key, full))
    assert (id(vars(module)), NAME, id(original())) in set(map(key, full))
    gc.collect()


_WIDE = textwrap.dedent("""
    import sys, time, types
    import torch, torch.fx as fx
    import cython, Cython.Compiler.Main, scipy, scipy.optimize, scipy.sparse, pandas, sklearn, sklearn.linear_model
    import sympy, networkx, six, six.moves, transformers, transformers.models.llama
    import pyfxfast
    from pyfxfast import patching

    assert not isinstance(sys.modules["cython.parallel"], types.ModuleType)  # Cython's shadow object
    MD = types.ModuleType.__dict__["__dict__"]

    def bindings(tracked):
        out = {}
        for key, entry in list(sys.modules.items()):
            if isinstance(key, str) and key.startswith("pyfxfast"):
                continue
            ns = MD.__get__(entry) if issubclass(type(entry), types.ModuleType) else None
            for name, value in list((ns or {}).items()):
                if id(value) in tracked:
                    out[(key, name)] = id(value)
        return out

    with pyfxfast.patch(codegen=True, graph_building=True):
        tracked = {id(o) for o in patching._tracked()}
        originals = {id(pair[0]) for pair in patching._swaps.values()}
    others = lambda: {k for k in sys.modules if not k.startswith("pyfxfast")}
    before_keys = others()
    before = bindings(tracked)
    assert sum(v in originals for v in before.values()) >= 8
    times = []
    for _ in range(20):
        start = time.perf_counter()
        pyfxfast.patch(codegen=True, graph_building=True)
        during = bindings(tracked)
        assert all(during[k] not in originals for k in before if before[k] in originals)
        gm = fx.symbolic_trace(torch.nn.Sequential(torch.nn.Linear(2, 2), torch.nn.ReLU()))
        fx.passes.tools_common.legalize_graph(gm)
        pyfxfast.unpatch()
        times.append(time.perf_counter() - start)
        assert bindings(tracked) == before
    assert others() == before_keys, sorted(others() ^ before_keys)
    print(len(sys.modules), "modules; patch+unpatch median", sorted(times)[10] * 1e3, "ms")
""")


def test_wide_environment_subprocess():
    """A process that really imported Cython, scipy, pandas, scikit-learn,
    sympy, networkx, six and transformers (requirements/dev.txt)."""
    result = subprocess.run([sys.executable, "-c", _WIDE], capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stderr[-4000:]
    assert "modules; patch+unpatch" in result.stdout
