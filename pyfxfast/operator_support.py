"""torch's operator-support classes, re-exported: pyfxfast's partitioner takes
them as they are (and evaluates a plain support dict once per target)."""

from torch.fx.passes.operator_support import (
    OperatorSupport,
    OperatorSupportBase,
    OpSupports,
    any_chain,
    chain,
    create_op_support,
)

__all__ = ["OperatorSupport", "OperatorSupportBase", "OpSupports", "any_chain", "chain", "create_op_support"]
