"""fuse_by_partitions (placeholder: torch's)."""
from torch.fx.passes.utils.fuser_utils import fuse_by_partitions

__all__ = ["fuse_by_partitions"]
