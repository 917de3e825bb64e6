"""``torch.export`` -> ``run_decompositions()`` -> ``.module()`` of tiny random-weight Hugging Face
models (``hf_models.py``: Llama, GPT-2, BERT), built in the process from configs.

    python benchmarks/pipelines/hf_export.py [--model llama gpt2 bert] [--layers 16]

For each model: export, decompose to the core ATen set, unlift into a module, then run it on the
example input. The three steps are timed together; the result is named by a digest of the
module's code and nodes and by the bytes of its output (the first tensor: logits, or BERT's
last hidden state).
"""

from __future__ import annotations

import argparse
import warnings

import torch

from hf_models import FAMILIES, build, first_tensor
from pipeline_result import Result, add_result_option, graph_digest, sha256


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", nargs="+", default=["llama"], choices=FAMILIES)
    parser.add_argument("--layers", type=int, default=16)
    add_result_option(parser)
    args = parser.parse_args()
    result = Result(args.result)
    warnings.filterwarnings("ignore")  # transformers' and export's deprecation notes, not results

    for family in args.model:
        model, example, kwargs = build(family, args.layers)
        with result.timed(f"{family}, {args.layers} layers: export -> run_decompositions -> module"):
            ep = torch.export.export(model, example, kwargs=kwargs)
            ep = ep.run_decompositions()
            module = ep.module()
        print(f"{family}: {len(ep.graph.nodes):,} nodes after decomposition", flush=True)
        with torch.no_grad():
            out = first_tensor(module(*example, **kwargs))
            eager = first_tensor(model(*example, **kwargs))
        torch.testing.assert_close(out, eager)  # the exported module computes what the model does
        result.artefact(f"{family} module", graph_digest(module))
        result.artefact(f"{family} output", sha256(out.detach().contiguous().numpy().tobytes()))
    result.write()


if __name__ == "__main__":
    main()
