"""Nothing a user can observe changes under patch(), except speed: no module
imported that the process had not imported, torch modules imported later
patched on import, torch's signatures for every replacement."""

import inspect
import json
import subprocess
import sys
import textwrap
import types

import pytest
import torch  # noqa: F401
import torch.fx.passes.infra.partitioner  # noqa: F401  (every row of the patch is active below)
import torch.fx.passes.utils.fuser_utils  # noqa: F401
import torch.fx.passes.utils.matcher_with_name_node_map_utils  # noqa: F401

import pyfxfast
from pyfxfast import fidelity, patching


@pytest.fixture(autouse=True)
def _always_unpatched():
    yield
    while pyfxfast.is_patched():
        pyfxfast.unpatch()


def _run(code: str) -> str:
    result = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True,
                            timeout=300)
    assert result.returncode == 0, result.stderr[-4000:]
    return result.stdout


def test_import_and_patch_import_no_module_the_process_had_not():
    out = _run("""
        import json, sys
        import torch
        before = set(sys.modules)
        import pyfxfast
        pyfxfast.support_report()
        pyfxfast.patch(codegen=True, graph_building=True)
        pyfxfast.unpatch()
        new = sorted(m for m in set(sys.modules) - before
                     if not m.startswith("pyfxfast") and m.split(".")[0] not in sys.stdlib_module_names)
        print(json.dumps(new))
    """)
    assert json.loads(out) == []


def test_torch_modules_imported_while_patched_are_patched_then_restored():
    out = _run("""
        import inspect, json, sys
        import torch, pyfxfast
        pyfxfast.patch()
        from torch.fx.passes.infra import partitioner  # imports fuser_utils too
        from torch.fx.passes.utils import fuser_utils
        from torch.fx.passes.utils.matcher_with_name_node_map_utils import SubgraphMatcherWithNameNodeMap
        import pyfxfast.fuse, pyfxfast.fuser_utils, pyfxfast.partitioner
        # Each binding is pyfxfast's where the installed torch is vouched for, torch's own elsewhere.
        accelerated = {name: pyfxfast.fidelity.status(name).accelerated
                       for name in ("CapabilityBasedPartitioner", "fuse_by_partitions", "topo_sort",
                                    "SubgraphMatcher")}
        during = [(partitioner.CapabilityBasedPartitioner is pyfxfast.CapabilityBasedPartitioner)
                  == accelerated["CapabilityBasedPartitioner"],
                  (partitioner.fuse_by_partitions is pyfxfast.fuse_by_partitions) == accelerated["fuse_by_partitions"],
                  (fuser_utils.topo_sort is pyfxfast.topo_sort) == accelerated["topo_sort"],
                  (SubgraphMatcherWithNameNodeMap is pyfxfast.SubgraphMatcherWithNameNodeMap)
                  == accelerated["SubgraphMatcher"],
                  inspect.signature(partitioner.CapabilityBasedPartitioner)
                  == inspect.signature(pyfxfast.partitioner._TorchPartitioner),
                  sum(accelerated.values()) >= 2]
        # pyfxfast's fallbacks hold torch's own functions
        held = [pyfxfast.fuse._torch_topo_sort.__module__, pyfxfast.fuser_utils._torch_topo_sort.__module__,
                pyfxfast.partitioner._TorchPartitioner.__module__]
        pyfxfast.unpatch()
        after = [partitioner.CapabilityBasedPartitioner.__module__, partitioner.fuse_by_partitions.__module__,
                 fuser_utils.topo_sort.__module__]
        print(json.dumps([during, held, after]))
    """)
    during, held, after = json.loads(out)
    assert during == [True] * 6
    assert held == ["torch.fx.passes.utils.fuser_utils"] * 2 + ["torch.fx.passes.infra.partitioner"]
    assert after == ["torch.fx.passes.infra.partitioner", "torch.fx.passes.utils.fuser_utils",
                     "torch.fx.passes.utils.fuser_utils"]


_NAMESPACES = """
    import json, pkgutil, sys, importlib
    import torch, pyfxfast
    if sys.argv[1] == "patched":
        pyfxfast.patch(codegen=True, graph_building=True)
    out = {}
    for info in pkgutil.walk_packages(pyfxfast.__path__, "pyfxfast."):
        if info.name.endswith("__main__"):
            continue
        module = importlib.import_module(info.name)
        out[info.name] = {name: f"{getattr(v, '__module__', None)}.{getattr(v, '__qualname__', None)}"
                          for name, v in vars(module).items() if callable(v)}
    print(json.dumps(out, sort_keys=True))
"""


def test_pyfxfast_modules_imported_while_patched_bind_torchs_objects():
    """pyfxfast's modules load on first use; loaded while patched, they must
    still hold torch's originals (their fallbacks), as loaded plain."""
    def namespaces(mode: str) -> dict:
        result = subprocess.run([sys.executable, "-c", textwrap.dedent(_NAMESPACES), mode],
                                capture_output=True, text=True, timeout=300)
        assert result.returncode == 0, result.stderr[-4000:]
        return json.loads(result.stdout)

    plain, patched = namespaces("plain"), namespaces("patched")
    assert len(plain) > 20
    assert patched == plain


def _installed() -> list[tuple[str, object, object]]:
    """(where, torch's object, what is there now) for everything patch() replaced."""
    out = [(f"{ns.get('__name__')}.{name}", original, ns[name]) for ns, name, original, _ in patching._bound]
    out += [(f"{getattr(owner, '__qualname__', owner)}.{name}", original, owner.__dict__.get(name))
            for owner, name, original in patching._saved if name not in ("__signature__", "__doc__")]
    return out


def test_every_replacement_has_torchs_signature():
    pyfxfast.patch(codegen=True, graph_building=True)
    installed = _installed()
    added = sorted(where for where, original, _ in installed if original is patching._ABSENT)
    compared = [(where, inspect.signature(original), inspect.signature(now))
                for where, original, now in installed if original is not patching._ABSENT]
    docs = [(where, original.__doc__, now.__doc__) for where, original, now in installed
            if original is not patching._ABSENT and isinstance(now, (types.FunctionType, type))]
    pyfxfast.unpatch()
    assert len(docs) > 20 and [d for d in docs if d[1] != d[2]] == []
    assert "Same rewritten graph" in (pyfxfast.replace_pattern.__doc__ or "")  # its own again
    assert added == ["NodeSource.__deepcopy__"]  # torch defines none: copy.deepcopy's generic path
    assert len(compared) > 20  # 30 on torch 2.15; 25 on 2.11, where three drop-ins are torch's own
    assert [c for c in compared if c[1] != c[2]] == []
    # Unpatched, pyfxfast's own API keeps its own (CapabilityBasedPartitioner's fast=).
    assert "fast" in inspect.signature(pyfxfast.CapabilityBasedPartitioner).parameters


def test_split_module_and_matcher_signatures_are_torchs_unpatched_too():
    from torch.fx.passes.split_module import split_module
    from torch.fx.passes.utils.matcher_utils import SubgraphMatcher
    from torch.fx.passes.utils.matcher_with_name_node_map_utils import SubgraphMatcherWithNameNodeMap

    assert inspect.signature(pyfxfast.split_module) == inspect.signature(split_module)
    assert inspect.signature(pyfxfast.SubgraphMatcher) == inspect.signature(SubgraphMatcher)
    assert (inspect.signature(pyfxfast.SubgraphMatcherWithNameNodeMap)
            == inspect.signature(SubgraphMatcherWithNameNodeMap))


def test_lazy_names_are_pyfxfasts_exports():
    assert set(pyfxfast.__all__) <= set(dir(pyfxfast))
    namespace: dict = {}
    exec("from pyfxfast import *", namespace)
    assert set(namespace) - {"__builtins__"} == set(pyfxfast.__all__)
    assert namespace["CapabilityBasedPartitioner"] is pyfxfast.partitioner.CapabilityBasedPartitioner
    with pytest.raises(AttributeError):
        pyfxfast.no_such_name  # noqa: B018


def test_executorch_module_name_matches():
    import pyfxfast.executorch

    assert patching.EXECUTORCH_MODULE == pyfxfast.executorch.EXECUTORCH_MODULE


@pytest.mark.parametrize("spec", sorted({s for e in fidelity.ENTRIES if e.requires_module is None for s in e.mirrors}))
def test_fingerprint_from_source_equals_fingerprint_by_import(spec):
    """A module not loaded is fingerprinted from its source (no import): it
    must hash what importing it would."""
    module, _, qualname = spec.partition(":")
    text = fidelity._source_text(module, qualname)
    fidelity._object_digest.cache_clear()
    assert text is None or text == fidelity._object_digest(spec)
    if module not in ("torch.fx.graph", "torch.fx.node", "torch.fx.interpreter", "torch.fx.proxy",
                      "torch.fx._symbolic_trace", "torch.fx.traceback"):
        # modules `import torch` does not load: their fingerprint must need no import
        assert text is not None, spec
