"""ExecuTorch's XNNPACK lowering of a tiny random-weight Hugging Face model (``hf_models.py``),
from the model to the ``.pte`` program's bytes.

    python benchmarks/pipelines/executorch_lower.py [--model llama] [--layers 4]

``torch.export`` -> ``to_edge_transform_and_lower(ep, partitioner=[XnnpackPartitioner()])`` ->
``to_executorch()`` -> ``.buffer``, timed together; the result is named by the digest of the
``.pte`` bytes. Needs ExecuTorch (``requirements/executorch.txt``; torch 2.13-2.15).
"""

from __future__ import annotations

import argparse
import warnings

import torch

from hf_models import FAMILIES, build
from pipeline_result import Result, add_result_option, sha256


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", default="llama", choices=FAMILIES)
    parser.add_argument("--layers", type=int, default=4)
    add_result_option(parser)
    args = parser.parse_args()
    result = Result(args.result)
    warnings.filterwarnings("ignore")

    from executorch.backends.xnnpack.partition.xnnpack_partitioner import XnnpackPartitioner
    from executorch.exir import to_edge_transform_and_lower

    model, example, kwargs = build(args.model, args.layers)
    with result.timed(f"{args.model}, {args.layers} layers: export -> XNNPACK lowering -> .pte"):
        ep = torch.export.export(model, example, kwargs=kwargs)
        lowered = to_edge_transform_and_lower(ep, partitioner=[XnnpackPartitioner()])
        pte = bytes(lowered.to_executorch().buffer)
    print(f".pte: {len(pte):,} bytes", flush=True)
    result.artefact(".pte", sha256(pte))
    result.write()


if __name__ == "__main__":
    main()
