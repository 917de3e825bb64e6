// ExecuTorch's GroupBasedPartitioner.propose_partitions over a CompactGraph.
//
// ExecuTorch's algorithm: one partition per node group (its supported members)
// or per lone supported node, created in reverse graph order; then for each
// partition in id order, greedily absorb every later partition whose union with
// it stays convex (no path leaves the union and re-enters it); then getitem
// reassignment and the single-node filter.
//
// ExecuTorch decides each merge with transitive-closure sets (quadratic memory)
// and a fresh graph walk. Here the absorbing partition's descendants and
// ancestors are marked once per outer step and grown with each merge, and a
// candidate is checked on its boundary edges only: when both sides are convex,
// the union is convex iff no input of the candidate (outside the union) is a
// descendant of the absorbing side and no user (outside the union) is an
// ancestor of it. Non-convex groups take an exact graph walk.
#pragma once

#include <cstdint>
#include <vector>

#include "graph/graph.hpp"
#include "partition/partition_types.hpp"

namespace pyfxfast {

struct GroupPartitionerInput {
  std::vector<uint8_t> supported;  // per node: operator_support.is_node_supported
  std::vector<int32_t> group;      // per node: index of its node group, or -1
  // Per group: its supported members in ExecuTorch's order (iteration order
  // of the group's Python set), each of them a node of the graph.
  std::vector<std::vector<NodeId>> group_members;
  bool allows_single_node_partition = false;
};

struct GroupPartitionerStats {
  int64_t initial_partitions = 0;
  int64_t merge_attempts = 0;  // _can_merge_partitions calls ExecuTorch makes
  int64_t exact_walks = 0;     // full convexity walks (non-convex groups)
  int64_t merges = 0;
};

// Partitions as ExecuTorch returns them (ids, order, node order); the
// ProposedPartition::num_ordered field is unused (all of ExecuTorch's values
// are None).
std::vector<ProposedPartition> propose_group_partitions(const CompactGraph& g, const GroupPartitionerInput& in,
                                                        const PartitionerTargets& targets,
                                                        GroupPartitionerStats* stats = nullptr);

}  // namespace pyfxfast
