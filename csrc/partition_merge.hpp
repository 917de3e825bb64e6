// The merge phase of CapabilityBasedPartitioner.propose_partitions: torch's
// greedy loop over the nodes in reverse graph order, replayed step by step.
#pragma once

#include <cstdint>
#include <vector>

#include "graph.hpp"
#include "partitioner.hpp"

namespace pyfxfast {

struct MergedPartitions {
  std::vector<int32_t> part_of;             // by node: partition id or -1
  std::vector<std::vector<NodeId>> nodes;   // by id: members (any order); empty when dead
  std::vector<uint8_t> alive;               // by id
};

// `supported[v]`: operator_support.is_node_supported for node v; the graph is
// topologically ordered (checked by the caller).
MergedPartitions run_merge_phase(const CompactGraph& g, const std::vector<uint8_t>& supported,
                                 const PartitionerOptions& options, PartitionerStats& stats);

// skip_horizontal_fusion=True, exact (partition_merge_vertical.cpp).
MergedPartitions run_vertical_merge_phase(const CompactGraph& g, const std::vector<uint8_t>& supported,
                                          PartitionerStats& stats);

// Test-only: the previous exact implementation (partition_merge_reference.cpp),
// the oracle for run_merge_phase beyond the sizes torch can run.
MergedPartitions run_merge_phase_reference(const CompactGraph& g, const std::vector<uint8_t>& supported,
                                           const PartitionerOptions& options, PartitionerStats& stats);

}  // namespace pyfxfast
