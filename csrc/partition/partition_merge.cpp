#include "partition/partition_merge.hpp"

#include <algorithm>

namespace pyfxfast {
namespace {

constexpr int32_t kNone = -1;
// Node visits allowed for the cycle checks of one node's merges.
constexpr int64_t kStepBudget = int64_t{1} << 14;

// fast=True (see PartitionerOptions::fast): torch's stepping, but a node's
// new partition is merged only with its users' partitions, each merge
// checked exactly on the graph of partitions within a budget of node visits.
class FastMerge {
 public:
  FastMerge(const CompactGraph& g, const std::vector<uint8_t>& supported, PartitionerStats& stats)
      : g_(g), supported_(supported), stats_(stats), n_(static_cast<NodeId>(g.num_nodes())) {
    part_of_.assign(n_, kNone);
    node_mark_.assign(n_, 0);
  }

  void run() {
    for (cur_ = n_ - 1; cur_ >= 0; --cur_) step(cur_);
  }

  MergedPartitions take() { return take_partitions(parts_, part_of_); }

 private:
  using Part = MergePart;

  void step(NodeId v) {
    if (!supported_[v]) return;
    const int32_t created = new_partition(v);
    // Candidates: the new partition, then its users' partitions (first seen).
    const std::vector<int32_t>& cands = user_partitions_.of(g_, v, part_of_, parts_.size());
    int32_t self = created;
    int64_t budget = kStepBudget;
    for (int32_t other : cands) {
      ++stats_.merge_attempts;
      ++stats_.cycle_searches;
      if (!pair_has_cycle(self, other, budget)) {
        ++stats_.merges;
        self = absorb_smaller(parts_, part_of_, self, other).first;
      }
    }
  }

  int32_t new_partition(NodeId v) {
    const int32_t id = static_cast<int32_t>(parts_.size());
    Part p;
    p.nodes.push_back(v);
    parts_.push_back(std::move(p));
    part_of_[v] = id;
    part_mark_.push_back(0);
    return id;
  }

  // True if merging a and b creates a cycle, or if telling would take more
  // than `budget` more node visits (then the merge is not made, so
  // partitions stay acyclic and each node costs bounded work). The walk goes
  // backwards from the union's outside inputs; only processed nodes (position
  // >= cur_) can lie on a path between partitions, and few of those are near
  // the current node. (Walking forwards could not stop early: entering a
  // partition jumps to all its nodes.)
  bool pair_has_cycle(int32_t a, int32_t b, int64_t& budget) {
    const uint32_t visit = next_epoch();
    stack_.clear();
    bool found = false;
    auto enter = [&](NodeId u) {
      if (u < cur_ || node_mark_[u] == visit) return;
      const int32_t y = part_of_[u];
      if (y == a || y == b) {
        found = true;
        return;
      }
      if (y == kNone) {
        node_mark_[u] = visit;
        stack_.push_back(u);
        --budget;
      } else if (part_mark_[y] != visit) {
        part_mark_[y] = visit;
        for (NodeId w : parts_[y].nodes) {
          node_mark_[w] = visit;
          stack_.push_back(w);
        }
        budget -= static_cast<int64_t>(parts_[y].nodes.size());
      }
    };
    for (int32_t p : {a, b}) {
      budget -= static_cast<int64_t>(parts_[p].nodes.size());
      if (budget < 0) return true;
      for (NodeId s : parts_[p].nodes) {
        for (const NodeId* it = g_.inputs.begin(s); it != g_.inputs.end(s); ++it) {
          if (*it >= 0 && part_of_[*it] != a && part_of_[*it] != b) enter(*it);
        }
      }
    }
    while (!stack_.empty() && !found) {
      if (budget < 0) return true;
      const NodeId x = stack_.back();
      stack_.pop_back();
      for (const NodeId* it = g_.inputs.begin(x); it != g_.inputs.end(x); ++it) {
        if (*it >= 0) enter(*it);
      }
    }
    return found || budget < 0;
  }

  // A fresh mark value for node_mark_/part_mark_ (cleared on wrap-around).
  uint32_t next_epoch() {
    if (++visit_epoch_ == 0) {
      std::fill(node_mark_.begin(), node_mark_.end(), 0);
      std::fill(part_mark_.begin(), part_mark_.end(), 0);
      visit_epoch_ = 1;
    }
    return visit_epoch_;
  }

  const CompactGraph& g_;
  const std::vector<uint8_t>& supported_;
  PartitionerStats& stats_;
  const NodeId n_;
  NodeId cur_ = 0;

  std::vector<int32_t> part_of_;
  std::vector<Part> parts_;
  std::vector<uint32_t> node_mark_, part_mark_;
  uint32_t visit_epoch_ = 0;
  std::vector<NodeId> stack_;
  UserPartitions user_partitions_;
};

}  // namespace

MergedPartitions run_merge_phase(const CompactGraph& g, const std::vector<uint8_t>& supported,
                                 const PartitionerOptions& options, PartitionerStats& stats) {
  if (!options.fast) return run_exact_merge_phase(g, supported, !options.skip_horizontal_fusion, stats);
  FastMerge phase(g, supported, stats);
  phase.run();
  return phase.take();
}

}  // namespace pyfxfast
