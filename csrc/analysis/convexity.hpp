// Convexity ("no dependency cycle through the outside") checks for node sets.
#pragma once

#include <cstdint>
#include <vector>

#include "graph/graph.hpp"

namespace pyfxfast {

// True if no path leaves the set and re-enters it, i.e. the set could be fused
// into one node without creating a cycle (torch's fuser_utils.validate_partition).
// `users` is the successor relation over nodes 0..n-1 (ids outside are ignored);
// `in_set[v]` marks members.
bool is_convex(const Csr<NodeId>& users, const std::vector<uint8_t>& in_set);

// Reusable checker for many small sets on one topologically ordered graph:
// a walk from the set's outside users can only re-enter the set through nodes
// positioned before the set's last member, so it stops there. Scratch space is
// kept between calls; each call costs O(nodes and edges visited).
class ConvexityChecker {
 public:
  explicit ConvexityChecker(const CompactGraph& g);
  // `members` need not be sorted; duplicates are fine.
  bool is_convex(const std::vector<NodeId>& members);

 private:
  const CompactGraph& g_;
  std::vector<uint32_t> member_mark_;
  std::vector<uint32_t> visit_mark_;
  uint32_t epoch_ = 0;
  std::vector<NodeId> stack_;
};

}  // namespace pyfxfast
