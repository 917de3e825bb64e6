"""Small models and an XNNPACK lowering helper for the ExecuTorch tests.

Also runnable as a script: ``python tests/executorch_lowering.py ORDER`` lowers
small models plain and under ``pyfxfast.patch()`` with executorch imported
before (``before``, with ``codegen=True``; ``graph_building``, with
``graph_building=True`` as well) or during (``during``) the patch, checks the ``.pte``
bytes are identical and that pyfxfast's partitioner did the partitioning,
and prints ``OK``.
"""

from __future__ import annotations

import sys

import torch


class ConvBN(torch.nn.Module):
    """Conv-BN-ReLU blocks, a pooled linear head and a second output."""

    def __init__(self) -> None:
        super().__init__()
        self.body = torch.nn.Sequential(
            torch.nn.Conv2d(3, 8, 3, padding=1), torch.nn.BatchNorm2d(8), torch.nn.ReLU(),
            torch.nn.Conv2d(8, 8, 3, padding=1), torch.nn.BatchNorm2d(8), torch.nn.ReLU(),
        )
        self.head = torch.nn.Linear(8, 4)

    def forward(self, x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        y = self.body(x)
        return self.head(y.mean(dim=(2, 3))).softmax(-1), y.sum()


def tiny_llama(layers: int, hidden: int = 32) -> torch.nn.Module:
    """A random-weight LlamaForCausalLM from a config (no download)."""
    import transformers

    torch.manual_seed(0)
    cfg = transformers.LlamaConfig(
        vocab_size=128, hidden_size=hidden, intermediate_size=2 * hidden, num_hidden_layers=layers,
        num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=32,
    )
    return transformers.LlamaForCausalLM(cfg).eval()


def models(with_llama: bool = True) -> list[tuple[str, torch.nn.Module, tuple, dict]]:
    torch.manual_seed(0)
    out: list[tuple[str, torch.nn.Module, tuple, dict]] = [("cnn", ConvBN().eval(), (torch.randn(1, 3, 8, 8),), {})]
    if with_llama:
        out.append(("llama1", tiny_llama(1), (torch.randint(0, 128, (1, 8)),), {"use_cache": False}))
    return out


def lower_to_pte(model: torch.nn.Module, args: tuple, kwargs: dict) -> bytes:
    from executorch.backends.xnnpack.partition.xnnpack_partitioner import XnnpackPartitioner
    from executorch.exir import to_edge_transform_and_lower

    ep = torch.export.export(model, args, kwargs=kwargs)
    lowered = to_edge_transform_and_lower(ep, partitioner=[XnnpackPartitioner()])
    return bytes(lowered.to_executorch().buffer)


def _check(order: str) -> None:
    import pyfxfast
    import pyfxfast.executorch as ours
    from pyfxfast.executorch import EXECUTORCH_MODULE

    calls = []
    real = ours.GroupBasedPartitioner.propose_partitions

    def counting(self):  # type: ignore[no-untyped-def]
        calls.append(self)
        return real(self)

    ours.GroupBasedPartitioner.propose_partitions = counting  # type: ignore[method-assign]
    from torch.fx.passes.infra.partitioner import CapabilityBasedPartitioner as TorchCBP

    if order in ("before", "graph_building"):
        import executorch.exir.backend.canonical_partitioners.pattern_op_partitioner  # noqa: F401

        plain = {name: lower_to_pte(m, a, k) for name, m, a, k in models()}
        assert not calls
        # This order also runs native code generation where patch() offers it,
        # and "graph_building" pyfxfast's graph building too.
        import inspect

        codegen = {"codegen": True} if "codegen" in inspect.signature(pyfxfast.patch).parameters else {}
        if order == "graph_building":
            codegen["graph_building"] = True
        from pyfxfast import exec_cache
        from pyfxfast.building import proxies

        built = []

        class Counting(proxies.NodeBuilder):
            def create(self, *args, **kwargs):  # type: ignore[no-untyped-def]
                built.append(args[0])
                return super().create(*args, **kwargs)

        proxies.NodeBuilder = Counting  # type: ignore[misc]
        exec_cache.clear()
        with pyfxfast.patch(**codegen):
            patched = {name: lower_to_pte(m, a, k) for name, m, a, k in models()}
        if codegen:
            assert exec_cache._cache, "recompiles did not go through pyfxfast.exec_cache"
        assert bool(built) == (order == "graph_building"), f"{len(built)} nodes built by pyfxfast"
    else:
        assert EXECUTORCH_MODULE not in sys.modules
        with pyfxfast.patch():
            patched = {name: lower_to_pte(m, a, k) for name, m, a, k in models(with_llama=False)}
            gp = sys.modules[EXECUTORCH_MODULE]
            assert gp.GroupBasedPartitioner is ours.GroupBasedPartitioner
        n = len(calls)
        plain = {name: lower_to_pte(m, a, k) for name, m, a, k in models(with_llama=False)}
        assert len(calls) == n  # unpatched: ExecuTorch's own class again
    import executorch.exir.backend.canonical_partitioners.pattern_op_partitioner as pop

    gp = sys.modules[EXECUTORCH_MODULE]
    import inspect

    assert "class GroupBasedPartitioner" in inspect.getsource(gp)  # its ordinary loader
    # Restored, and ExecuTorch's class is the one an unpatched import makes.
    assert gp.GroupBasedPartitioner is pop.GroupBasedPartitioner
    assert gp.GroupBasedPartitioner is not ours.GroupBasedPartitioner
    assert gp.GroupBasedPartitioner.__mro__[1] is TorchCBP
    assert gp.CapabilityBasedPartitioner is TorchCBP and pop.CapabilityBasedPartitioner is TorchCBP
    assert len(calls) >= len(plain), "pyfxfast's GroupBasedPartitioner was not used under patch()"
    for name in plain:
        assert plain[name] == patched[name], f"{name}: .pte bytes differ under patch()"
    print("OK", order, {name: len(b) for name, b in plain.items()}, len(calls))


if __name__ == "__main__":
    _check(sys.argv[1])
