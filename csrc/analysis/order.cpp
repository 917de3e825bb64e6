#include "analysis/order.hpp"

#include <deque>
#include <functional>
#include <queue>

namespace pyfxfast {

std::vector<NodeId> stable_topo_order(const Csr<NodeId>& inputs) {
  const int64_t n = inputs.rows();
  // Common case: already in order. Then every node is ready as soon as its
  // predecessor in the list is emitted, and the heap would return 0..n-1.
  bool sorted = true;
  for (int64_t v = 0; v < n && sorted; ++v) {
    for (const NodeId* it = inputs.begin(v); it != inputs.end(v); ++it) {
      if (*it >= v && *it < n) {
        sorted = false;
        break;
      }
    }
  }
  if (sorted) {
    std::vector<NodeId> identity(n);
    for (int64_t v = 0; v < n; ++v) identity[v] = static_cast<NodeId>(v);
    return identity;
  }
  std::vector<int32_t> indegree(n, 0);
  // users_of: reverse of the in-range input edges.
  Csr<NodeId> users_of;
  std::vector<int64_t> out_degree(n + 1, 0);
  for (int64_t v = 0; v < n; ++v) {
    for (const NodeId* it = inputs.begin(v); it != inputs.end(v); ++it) {
      if (*it >= 0 && *it < n) {
        ++indegree[v];
        ++out_degree[*it + 1];
      }
    }
  }
  for (int64_t v = 0; v < n; ++v) out_degree[v + 1] += out_degree[v];
  users_of.offsets = out_degree;
  users_of.items.resize(out_degree[n]);
  std::vector<int64_t> fill(out_degree.begin(), out_degree.end() - 1);
  for (int64_t v = 0; v < n; ++v) {
    for (const NodeId* it = inputs.begin(v); it != inputs.end(v); ++it) {
      if (*it >= 0 && *it < n) users_of.items[fill[*it]++] = static_cast<NodeId>(v);
    }
  }

  std::priority_queue<NodeId, std::vector<NodeId>, std::greater<NodeId>> ready;
  for (int64_t v = 0; v < n; ++v) {
    if (indegree[v] == 0) ready.push(static_cast<NodeId>(v));
  }
  std::vector<NodeId> order;
  order.reserve(n);
  while (!ready.empty()) {
    NodeId v = ready.top();
    ready.pop();
    order.push_back(v);
    for (const NodeId* it = users_of.begin(v); it != users_of.end(v); ++it) {
      if (--indegree[*it] == 0) ready.push(*it);
    }
  }
  return order;
}

std::vector<NodeId> legalize_order(const Csr<NodeId>& users, const std::vector<uint8_t>& prioritized) {
  const int64_t n = users.rows();
  std::vector<int32_t> indegree(n, 0);
  for (int64_t v = 0; v < n; ++v) {
    for (const NodeId* it = users.begin(v); it != users.end(v); ++it) {
      if (*it >= 0 && *it < n) ++indegree[*it];
    }
  }
  std::deque<NodeId> queue;
  for (int64_t v = 0; v < n; ++v) {
    if (indegree[v] == 0) queue.push_back(static_cast<NodeId>(v));
  }
  std::vector<NodeId> order;
  order.reserve(n);
  while (!queue.empty()) {
    NodeId v = queue.front();
    queue.pop_front();
    order.push_back(v);
    for (const NodeId* it = users.begin(v); it != users.end(v); ++it) {
      if (*it < 0 || *it >= n) continue;
      if (--indegree[*it] == 0) {
        if (prioritized[*it]) {
          queue.push_front(*it);
        } else {
          queue.push_back(*it);
        }
      }
    }
  }
  return order;
}

}  // namespace pyfxfast
