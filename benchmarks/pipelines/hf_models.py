"""Tiny random-weight Hugging Face models, built from configs in the process (no download).

Three families: Llama (decoder, rotary positions, grouped-query attention), GPT-2 (decoder,
learned positions, ``Conv1D`` projections) and BERT (encoder). Width 64, 4 heads, a 128-token
vocabulary; the depth is the caller's. Weights come from ``torch.manual_seed(0)``, so every
process builds the same model.
"""

from __future__ import annotations

import torch

FAMILIES = ("llama", "gpt2", "bert")
SEQUENCE = 16


def build(family: str, layers: int) -> tuple[torch.nn.Module, tuple, dict]:
    """(model in eval mode, example args, example kwargs) for ``torch.export.export``."""
    import transformers

    common = dict(vocab_size=128, num_hidden_layers=layers, num_attention_heads=4, max_position_embeddings=64)
    if family == "llama":
        config = transformers.LlamaConfig(hidden_size=64, intermediate_size=128, num_key_value_heads=2,
                                          bos_token_id=1, eos_token_id=2, **common)
        cls, kwargs = transformers.LlamaForCausalLM, {"use_cache": False}
    elif family == "gpt2":
        config = transformers.GPT2Config(vocab_size=128, n_embd=64, n_layer=layers, n_head=4, n_positions=64,
                                         bos_token_id=1, eos_token_id=2)
        cls, kwargs = transformers.GPT2LMHeadModel, {"use_cache": False}
    elif family == "bert":
        config = transformers.BertConfig(hidden_size=64, intermediate_size=128, **common)
        cls, kwargs = transformers.BertModel, {}
    else:
        raise SystemExit(f"unknown model family {family!r}; choose from {', '.join(FAMILIES)}")
    torch.manual_seed(0)
    model = cls(config).eval()
    ids = torch.randint(0, 128, (1, SEQUENCE), generator=torch.Generator().manual_seed(1))
    return model, (ids,), kwargs


def first_tensor(out: object) -> torch.Tensor:
    """The first tensor of a model's output (logits, or the last hidden state)."""
    if isinstance(out, torch.Tensor):
        return out
    values = out.values() if isinstance(out, dict) else out
    for v in values:  # type: ignore[union-attr]
        if isinstance(v, torch.Tensor):
            return v
    raise TypeError(f"no tensor in {type(out).__name__}")
