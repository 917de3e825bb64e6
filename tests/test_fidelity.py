"""The fidelity guard: an entry whose torch code pyfxfast has not verified runs torch's own.

Each test makes a fingerprint unknown the way a new or vendor-patched torch
would (a torch function replaced by one with other source) and checks that the
drop-in then gives torch's result, even where torch's behaviour changed, with
one warning and a report naming the entry.
"""

from __future__ import annotations

import inspect
import operator
import subprocess
import sys
import warnings

import pytest
import torch
import torch.fx as fx
from torch.fx import graph as fx_graph
from torch.fx.passes.infra.partitioner import CapabilityBasedPartitioner as TorchPartitioner
from torch.fx.passes.operator_support import OperatorSupport
from torch.fx.passes.utils import fuser_utils

import pyfxfast
from pyfxfast import fidelity


@pytest.fixture
def fresh(monkeypatch):
    """Statuses recomputed for the test (and again after it, once monkeypatch has undone its changes)."""
    monkeypatch.delenv("PYFXFAST_FIDELITY", raising=False)
    fidelity.reset()
    yield monkeypatch
    monkeypatch.undo()
    fidelity.reset()


def _model_graph() -> fx.GraphModule:
    g = fx.Graph()
    memory = g.placeholder("memory")
    x = g.placeholder("x")
    add = g.call_function(operator.add, (x, x))
    mul = g.call_function(operator.mul, (memory, add))
    out = g.call_function(torch.relu, (mul,))
    g.output(out)
    return fx.GraphModule(torch.nn.Module(), g)


def _fused(fuse, gm: fx.GraphModule) -> list[str]:
    nodes = {n.name: n for n in gm.graph.nodes}
    fuse(gm, [{nodes["mul"]: None, nodes["relu"]: None}])
    return [gm.code] + [m.code for m in gm.children()] + [type(m).__name__ for m in gm.children()]


def test_every_entry_is_reported_with_a_reason(fresh):
    report = pyfxfast.support_report()
    assert [s.name for s in report] == [e.name for e in fidelity.ENTRIES] + [fidelity.CODE_EMISSION, fidelity.CPYTHON_INTERNALS]
    for s in report:
        assert s.reason
        if s.accelerated:
            assert s.behaves_as is not None
    text = fidelity.format_report()
    for entry in fidelity.ENTRIES:
        assert entry.name in text


def test_supported_releases_are_accelerated(fresh):
    """On a release in the registry, every core entry verified there runs natively."""
    release = torch.__version__.split("+")[0]
    verified_here = [name for name, rows in fidelity._VERIFIED.items()
                     if any(release in releases.split() for _, releases in rows.values())]
    if not verified_here:
        pytest.fail(f"torch {release} is not in pyfxfast.fidelity._VERIFIED: a supported release must be")
    for name in verified_here:
        status = fidelity.status(name)
        if fidelity._BY_NAME[name].requires_module is None:
            assert status.accelerated, status


def test_fingerprint_ignores_comments_not_code():
    src = "def f(x):\n    # a comment\n\n    return x + 1  # trailing\n"
    assert fidelity._normalized(src) == fidelity._normalized(src.replace("# a comment", "# another"))
    assert fidelity._normalized(src) != fidelity._normalized(src.replace("x + 1", "x + 2"))


def test_fingerprint_matches_inspect():
    for entry in fidelity.ENTRIES:
        for spec in entry.mirrors:
            try:
                obj = fidelity._resolve(spec)
            except ImportError:
                continue  # an optional client that is not installed
            if isinstance(obj, type):
                fns = [fn for _, fn in fidelity._class_functions(obj)]
            elif isinstance(obj, property):
                fns = [f for f in (obj.fget, obj.fset) if f is not None]
            else:
                fns = [obj]
            for fn in fns:
                ours = fidelity._normalized(fidelity._function_source(fn))
                assert ours == fidelity._normalized(inspect.getsource(inspect.unwrap(fn))), spec


def test_fingerprint_is_the_same_on_every_interpreter(tmp_path):
    """A class's hash covers the functions written in it, not what the compiler adds: 3.14+ adds
    ``__annotate__`` for annotations (PEP 649), which once gave the same torch another fingerprint."""
    src = ("import dataclasses\n\n\nclass Record:\n    name: str\n    depth: int = 0\n\n"
           "    def describe(self) -> str:\n        return f'{self.name}@{self.depth}'\n")
    (tmp_path / "fingerprint_probe.py").write_text(src)
    sys.path.insert(0, str(tmp_path))
    try:
        import fingerprint_probe

        names = [name for name, _ in fidelity._class_functions(fingerprint_probe.Record)]
        # Read from source (the module unloaded) and by import, the text hashed is the same.
        loaded = fidelity._object_digest.__wrapped__("fingerprint_probe:Record")
        del sys.modules["fingerprint_probe"]
        unloaded = fidelity._object_digest.__wrapped__("fingerprint_probe:Record")
    finally:
        sys.path.remove(str(tmp_path))
        sys.modules.pop("fingerprint_probe", None)
    assert names == ["describe"]
    assert loaded == unloaded == "describe\n    def describe(self) -> str:\n        return f'{self.name}@{self.depth}'"


def _vendor_fuse_as_graphmodule(original):
    # A patched torch: submodules get another class name (a visible change in behaviour).
    def fuse_as_graphmodule(gm, nodes, module_name, *args, **kwargs):
        return original(gm, nodes, module_name + "_vendor", *args, **kwargs)

    return fuse_as_graphmodule


def test_unknown_fingerprint_falls_back_to_torch(fresh):
    fresh.setattr(fuser_utils, "fuse_as_graphmodule", _vendor_fuse_as_graphmodule(fuser_utils.fuse_as_graphmodule))
    with pytest.warns(fidelity.FallbackWarning, match="fuse_by_partitions"):
        status = fidelity.status("fuse_by_partitions")
    assert not status.accelerated and "never verified" in status.reason
    # Only that entry: the rest stays native.
    assert fidelity.status("topo_sort").accelerated == bool(fidelity._VERIFIED.get("topo_sort", {}).get(
        fidelity.fingerprint(fidelity._BY_NAME["topo_sort"])))

    theirs = _fused(fuser_utils.fuse_by_partitions, _model_graph())
    ours = _fused(pyfxfast.fuse_by_partitions, _model_graph())
    assert ours == theirs
    assert any(name.endswith("_vendor") for name in theirs)  # the vendor's behaviour, through the fallback

    with warnings.catch_warnings():
        warnings.simplefilter("error")  # one warning, not one per call
        pyfxfast.fuse_by_partitions(_model_graph(), [])
    names = [s.name for s in pyfxfast.support_report() if not s.accelerated and s.unknown and s.fingerprint]
    assert "fuse_by_partitions" in names


def test_the_guard_is_what_keeps_it_identical(fresh):
    """Without the guard (every entry forced native), the vendor's change is missed."""
    if not fidelity.status("fuse_by_partitions").accelerated:
        pytest.skip(f"fuse_by_partitions runs torch's own on torch {torch.__version__}: no native path to force")
    fidelity.reset()
    fresh.setattr(fuser_utils, "fuse_as_graphmodule", _vendor_fuse_as_graphmodule(fuser_utils.fuse_as_graphmodule))
    release = torch.__version__.split("+")[0]
    fresh.setenv("PYFXFAST_FIDELITY", "verify:" + release)
    fidelity.reset()
    assert fidelity.status("fuse_by_partitions").accelerated
    theirs = _fused(fuser_utils.fuse_by_partitions, _model_graph())
    ours = _fused(pyfxfast.fuse_by_partitions, _model_graph())
    assert ours != theirs


def test_codegen_falls_back(fresh):
    original = fx_graph.CodeGen._gen_python_code

    def _gen_python_code(self, *args, **kwargs):
        code = original(self, *args, **kwargs)
        code.src = code.src.replace("def forward", "def forward", 1) + "\n# vendor\n"
        return code

    fresh.setattr(fx_graph.CodeGen, "_gen_python_code", _gen_python_code)
    with pytest.warns(fidelity.FallbackWarning, match="python_code"):
        assert not fidelity.status("python_code").accelerated
    gm = _model_graph()
    assert pyfxfast.python_code(gm.graph).src == gm.graph.python_code("self").src
    assert pyfxfast.python_code(gm.graph).src.endswith("# vendor\n")
    assert pyfxfast.recompile(gm).src.endswith("# vendor\n")


def test_partitioner_falls_back(fresh):
    original = TorchPartitioner.propose_partitions

    def propose_partitions(self):
        return list(reversed(original(self)))  # a vendor's other order

    fresh.setattr(TorchPartitioner, "propose_partitions", propose_partitions)
    with pytest.warns(fidelity.FallbackWarning, match="CapabilityBasedPartitioner"):
        assert not fidelity.status("CapabilityBasedPartitioner").accelerated
    support = OperatorSupport({"_operator.add": None, "torch.relu": None})
    gm = _model_graph()
    theirs = [[n.name for n in p.nodes] for p in TorchPartitioner(gm, support,
                                                                  allows_single_node_partition=True).propose_partitions()]
    ours = [[n.name for n in p.nodes] for p in pyfxfast.CapabilityBasedPartitioner(
        gm, support, allows_single_node_partition=True).propose_partitions()]
    assert ours == theirs and len(theirs) == 2


def test_patch_leaves_fallen_back_entries_to_torch(fresh):
    vendor = _vendor_fuse_as_graphmodule(fuser_utils.fuse_as_graphmodule)
    fresh.setattr(fuser_utils, "fuse_as_graphmodule", vendor)
    torch_fuse = fuser_utils.fuse_by_partitions
    torch_topo = fuser_utils.topo_sort
    with pytest.warns(fidelity.FallbackWarning):
        with pyfxfast.patch():
            assert fuser_utils.fuse_by_partitions is torch_fuse
            if fidelity.status("topo_sort").accelerated:
                assert fuser_utils.topo_sort is pyfxfast.topo_sort
    assert fuser_utils.topo_sort is torch_topo


def test_everything_to_torch_on_request(fresh):
    fresh.setenv("PYFXFAST_FIDELITY", "torch")
    fidelity.reset()
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # asked for: no warning
        report = pyfxfast.support_report()
    assert not any(s.accelerated for s in report)
    gm = _model_graph()
    assert pyfxfast.python_code(gm.graph).src == gm.graph.python_code("self").src


def test_bad_override_is_a_clear_error(fresh):
    fresh.setenv("PYFXFAST_FIDELITY", "sometimes")
    fidelity.reset()
    with pytest.raises(ValueError, match="PYFXFAST_FIDELITY"):
        fidelity.status("topo_sort")


def test_skip_horizontal_fusion_as_the_installed_torch():
    """torch 2.12 has no skip_horizontal_fusion: both raise TypeError there, both accept it from 2.13."""
    gm = _model_graph()
    support = OperatorSupport({"_operator.add": None})

    def outcome(cls):
        try:
            cls(gm, support, skip_horizontal_fusion=True)
            return "ok"
        except TypeError:
            return TypeError

    assert outcome(pyfxfast.CapabilityBasedPartitioner) == outcome(TorchPartitioner)


def test_doctor_command_lists_every_entry():
    out = subprocess.run([sys.executable, "-m", "pyfxfast", "doctor"], capture_output=True, text=True, check=True)
    assert torch.__version__ in out.stdout
    for entry in fidelity.ENTRIES:
        assert entry.name in out.stdout
