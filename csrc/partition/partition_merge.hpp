// The merge phase of CapabilityBasedPartitioner.propose_partitions: torch's
// greedy loop over the nodes in reverse graph order, replayed step by step.
// partition_merge_exact.cpp: torch's partitions, both modes;
// partition_merge.cpp: fast mode, and the entry point.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "graph/graph.hpp"
#include "partition/partition_types.hpp"

namespace pyfxfast {

// A partition as the exact and fast merge phases keep it.
struct MergePart {
  std::vector<NodeId> nodes;
  bool alive = true;
};

// torch's maybe_merge_partition bookkeeping shared by the merge phases: the
// larger partition absorbs the smaller (self on a tie), r's nodes go to the
// end of m's, r dies. `Part` has `nodes` and `alive`. Returns {m, r}.
template <class Part>
std::pair<int32_t, int32_t> absorb_smaller(std::vector<Part>& parts, std::vector<int32_t>& part_of, int32_t self,
                                           int32_t other) {
  int32_t m = self, r = other;
  if (parts[self].nodes.size() < parts[other].nodes.size()) std::swap(m, r);
  Part& pm = parts[m];
  Part& pr = parts[r];
  for (NodeId v : pr.nodes) part_of[v] = m;
  pm.nodes.insert(pm.nodes.end(), pr.nodes.begin(), pr.nodes.end());
  std::vector<NodeId>().swap(pr.nodes);
  pr.alive = false;
  return {m, r};
}

// The partitions as run_merge_phase returns them (moved out of `parts`).
template <class Part>
MergedPartitions take_partitions(std::vector<Part>& parts, std::vector<int32_t>& part_of) {
  MergedPartitions out;
  out.part_of = std::move(part_of);
  out.nodes.resize(parts.size());
  out.alive.resize(parts.size());
  for (size_t id = 0; id < parts.size(); ++id) {
    out.alive[id] = parts[id].alive;
    if (parts[id].alive) out.nodes[id] = std::move(parts[id].nodes);
  }
  return out;
}

// The partitions of a node's users, first seen first: torch's merge
// candidates for a new partition when there is no horizontal fusion.
class UserPartitions {
 public:
  const std::vector<int32_t>& of(const CompactGraph& g, NodeId v, const std::vector<int32_t>& part_of,
                                 size_t num_ids) {
    mark_.resize(num_ids, 0);
    ++epoch_;
    out_.clear();
    for (const NodeId* it = g.users.begin(v); it != g.users.end(v); ++it) {
      if (*it < 0) continue;
      const int32_t p = part_of[*it];
      if (p >= 0 && mark_[p] != epoch_) {
        mark_[p] = epoch_;
        out_.push_back(p);
      }
    }
    return out_;
  }

 private:
  std::vector<int64_t> mark_;  // by id: the call that listed it
  int64_t epoch_ = 0;
  std::vector<int32_t> out_;
};

// Climbs from the nodes on `stack` (already marked `visit`) through their
// inputs to the processed nodes above them (position > cur), each once:
// enter(y) is called for each and says whether to climb on past y.
template <class Enter>
void climb_processed_inputs(const CompactGraph& g, NodeId cur, std::vector<NodeId>& stack,
                            std::vector<uint32_t>& mark, uint32_t visit, Enter&& enter) {
  while (!stack.empty()) {
    const NodeId x = stack.back();
    stack.pop_back();
    for (const NodeId* it = g.inputs.begin(x); it != g.inputs.end(x); ++it) {
      const NodeId y = *it;
      if (y <= cur || mark[y] == visit) continue;
      mark[y] = visit;
      if (enter(y)) stack.push_back(y);
    }
  }
}

// `supported[v]`: operator_support.is_node_supported for node v; the graph is
// topologically ordered (checked by the caller).
MergedPartitions run_merge_phase(const CompactGraph& g, const std::vector<uint8_t>& supported,
                                 const PartitionerOptions& options, PartitionerStats& stats);

// torch's exact partitions (partition_merge_exact.cpp): default mode when
// `horizontal`, else skip_horizontal_fusion=True.
MergedPartitions run_exact_merge_phase(const CompactGraph& g, const std::vector<uint8_t>& supported,
                                       bool horizontal, PartitionerStats& stats);

}  // namespace pyfxfast
