// Dead code elimination over a CompactGraph.
#pragma once

#include <vector>

#include "graph/graph.hpp"

namespace pyfxfast {

// Replays torch.fx.Graph.eliminate_dead_code: walking nodes in reverse graph
// order, a node is removed when it has no remaining users and is not impure.
// `is_impure(v)` is consulted only for nodes whose users are all gone, in that
// reverse order. Returns the removed nodes in removal (reverse graph) order.
template <typename IsImpure>
std::vector<NodeId> dead_nodes(const CompactGraph& g, IsImpure&& is_impure) {
  const int64_t n = g.num_nodes();
  std::vector<int32_t> live_users(n);
  for (int64_t v = 0; v < n; ++v) live_users[v] = static_cast<int32_t>(g.users.size(v));
  std::vector<NodeId> removed;
  for (int64_t v = n - 1; v >= 0; --v) {
    if (live_users[v] != 0 || is_impure(static_cast<NodeId>(v))) continue;
    removed.push_back(static_cast<NodeId>(v));
    for (const NodeId* it = g.inputs.begin(v); it != g.inputs.end(v); ++it) {
      if (*it >= 0) --live_users[*it];
    }
  }
  return removed;
}

}  // namespace pyfxfast
