// The types shared by the partitioner's phases (partitioner.hpp runs
// partition_merge.hpp, then partition_post.hpp) and by ExecuTorch's group
// partitioner: options, target flags, results, statistics. The phases include
// this header, never partitioner.hpp, so no include runs back up to the entry
// point.
#pragma once

#include <cstdint>
#include <vector>

#include "graph/graph.hpp"

namespace pyfxfast {

struct PartitionerOptions {
  bool skip_horizontal_fusion = false;
  bool allows_single_node_partition = false;
  // false: torch's exact results, including its partition_map bookkeeping
  // (which can miss a cycle through a partition whose id changed).
  // true: merge a new node's partition only with its users' partitions and
  // check cycles exactly on the partition graph, giving up (no merge) when the
  // checks for one node would visit more than 16k nodes: near-linear, always
  // acyclic, not torch's partitions.
  bool fast = false;
};

// Flags by interned target id, consulted for call_function nodes only.
struct PartitionerTargets {
  std::vector<uint8_t> getitem;         // qualified name is "_operator.getitem"
  std::vector<uint8_t> non_compute;     // in {"torch.ops.aten.view", "_operator.getitem"} + non_compute_ops
  std::vector<uint8_t> allowed_single;  // in allowed_single_node_partition_ops
};

// True if v is a call_function node whose target is flagged in `by_target`.
inline bool target_flag(const std::vector<uint8_t>& by_target, const CompactGraph& g, NodeId v) {
  if (g.op[v] != OpKind::CallFunction) return false;
  const int32_t t = g.target[v];
  return t >= 0 && static_cast<size_t>(t) < by_target.size() && by_target[t] != 0;
}

// torch's (and ExecuTorch's) single-node filter: a partition is kept only if
// it counts more than one compute node (allowed single-node ops count twice).
inline bool passes_single_node_filter(const CompactGraph& g, const std::vector<NodeId>& nodes,
                                      const PartitionerTargets& targets) {
  int64_t compute = 0;
  for (NodeId v : nodes) {
    if (g.op[v] != OpKind::CallFunction) continue;
    if (!target_flag(targets.non_compute, g, v)) ++compute;
    if (target_flag(targets.allowed_single, g, v)) ++compute;
  }
  return compute > 1;
}

struct ProposedPartition {
  int32_t id;                  // torch's partition id
  std::vector<NodeId> nodes;   // in torch's dict order
  int64_t num_ordered = 0;     // leading nodes placed by the merge phase (torch's
                               // value: reverse topological index); the rest were
                               // reassigned getitems (torch's value: None)
};

struct PartitionerStats {
  int64_t merge_attempts = 0;  // attempts torch makes
  int64_t cycle_searches = 0;  // graph searches this implementation ran
  int64_t merges = 0;
  // Exact modes: merges of reached partitions replayed into nodes' cached
  // downstream sets when they were brought up to date, and the runs of the
  // maps those replays read (see fresh_down in partition_merge_exact.cpp).
  int64_t refreshed_merges = 0;
  int64_t refreshed_runs = 0;
};

// What a merge phase hands to the post-processing (partition_post.hpp).
struct MergedPartitions {
  std::vector<int32_t> part_of;             // by node: partition id or -1
  std::vector<std::vector<NodeId>> nodes;   // by id: members (any order); empty when dead
  std::vector<uint8_t> alive;               // by id
};

// A merge phase: run_merge_phase (partition_merge.hpp), or the tests' oracle
// (csrc/reference/, built only into the test-only module).
using MergePhase = MergedPartitions (*)(const CompactGraph& g, const std::vector<uint8_t>& supported,
                                        const PartitionerOptions& options, PartitionerStats& stats);

}  // namespace pyfxfast
