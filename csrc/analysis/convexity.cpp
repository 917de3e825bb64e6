#include "analysis/convexity.hpp"

#include <algorithm>

namespace pyfxfast {

bool is_convex(const Csr<NodeId>& users, const std::vector<uint8_t>& in_set) {
  const int64_t n = users.rows();
  std::vector<uint8_t> visited(n, 0);
  std::vector<NodeId> stack;
  for (int64_t v = 0; v < n; ++v) {
    if (!in_set[v]) continue;
    for (const NodeId* it = users.begin(v); it != users.end(v); ++it) {
      if (*it >= 0 && *it < n && !in_set[*it] && !visited[*it]) {
        visited[*it] = 1;
        stack.push_back(*it);
      }
    }
  }
  while (!stack.empty()) {
    NodeId v = stack.back();
    stack.pop_back();
    for (const NodeId* it = users.begin(v); it != users.end(v); ++it) {
      NodeId u = *it;
      if (u < 0 || u >= n || visited[u]) continue;
      if (in_set[u]) return false;
      visited[u] = 1;
      stack.push_back(u);
    }
  }
  return true;
}

ConvexityChecker::ConvexityChecker(const CompactGraph& g)
    : g_(g), member_mark_(g.num_nodes(), 0), visit_mark_(g.num_nodes(), 0) {}

bool ConvexityChecker::is_convex(const std::vector<NodeId>& members) {
  if (++epoch_ == 0) {  // wrapped: clear marks once every 2^32 calls
    std::fill(member_mark_.begin(), member_mark_.end(), 0);
    std::fill(visit_mark_.begin(), visit_mark_.end(), 0);
    epoch_ = 1;
  }
  NodeId last = kNoNode;
  for (NodeId m : members) {
    member_mark_[m] = epoch_;
    last = std::max(last, m);
  }
  stack_.clear();
  auto push_outside_users = [&](NodeId v) -> bool {
    for (const NodeId* it = g_.users.begin(v); it != g_.users.end(v); ++it) {
      NodeId u = *it;
      if (u < 0 || visit_mark_[u] == epoch_) continue;
      if (member_mark_[u] == epoch_) {
        if (v != kNoNode && member_mark_[v] != epoch_) return false;  // re-entered
        continue;
      }
      visit_mark_[u] = epoch_;
      if (u < last) stack_.push_back(u);  // later nodes cannot reach a member
    }
    return true;
  };
  for (NodeId m : members) push_outside_users(m);
  while (!stack_.empty()) {
    NodeId v = stack_.back();
    stack_.pop_back();
    if (!push_outside_users(v)) return false;
  }
  return true;
}

}  // namespace pyfxfast
