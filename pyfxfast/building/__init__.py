"""Graph building: ``torch.fx.Transformer`` passes at pyfxfast speed.

``pyfxfast.Transformer`` is a drop-in for ``torch.fx.Transformer``; see
``docs/graph-building.md``.
"""

from .transformer import Transformer

__all__ = ["Transformer"]
