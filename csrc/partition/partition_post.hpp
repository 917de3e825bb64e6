// Post-processing of CapabilityBasedPartitioner.propose_partitions after the
// merge phase: torch's getitem reassignment (repeated until it settles) and
// its single-node partition filter, giving torch's dict order and values.
#pragma once

#include <vector>

#include "graph/graph.hpp"
#include "partition/partition_types.hpp"

namespace pyfxfast {

// Consumes `merged`. Throws std::runtime_error where torch's reassignment
// loop would never end.
std::vector<ProposedPartition> finish_partitions(const CompactGraph& g, MergedPartitions&& merged,
                                                 const PartitionerTargets& targets,
                                                 const PartitionerOptions& options);

}  // namespace pyfxfast
