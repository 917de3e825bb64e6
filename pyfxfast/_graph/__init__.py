"""The graph room: a torch.fx.Graph as arrays for the C++ kernels
(:mod:`.compact`, CompactGraph) and fx graphs rebuilt in bulk from the kernels'
results (:mod:`.rebuild`). The passes stand on both; CompactGraph's names are
exported here, as ``pyfxfast`` exports them."""

from .compact import ArgTag, CompactGraph, OpKind, StaleGraphError, new_interner

__all__ = ["CompactGraph", "StaleGraphError", "OpKind", "ArgTag", "new_interner"]
