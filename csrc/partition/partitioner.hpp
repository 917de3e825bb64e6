// CapabilityBasedPartitioner.propose_partitions over a CompactGraph: the
// merge phase (partition_merge) then the post-processing (partition_post).
//
// Replays torch's greedy algorithm step by step (nodes in reverse graph order,
// the same merge candidates in the same order, the same "merge the smaller
// partition into the larger" id rule), but decides each merge with a cycle
// check on the partition quotient graph instead of torch's transitive-closure
// sets, and skips merge attempts whose outcome is already known.
#pragma once

#include <cstdint>
#include <vector>

#include "graph/graph.hpp"
#include "partition/partition_types.hpp"

namespace pyfxfast {

// `supported[v]` is operator_support.is_node_supported for node v. The graph
// must be topologically ordered. Throws std::runtime_error where torch would
// loop forever (getitem reassignment that never settles). `merge` (nullptr:
// run_merge_phase) is the merge phase to run before the post-processing.
std::vector<ProposedPartition> propose_partitions(const CompactGraph& g, const std::vector<uint8_t>& supported,
                                                  const PartitionerTargets& targets,
                                                  const PartitionerOptions& options,
                                                  PartitionerStats* stats = nullptr, MergePhase merge = nullptr);

}  // namespace pyfxfast
