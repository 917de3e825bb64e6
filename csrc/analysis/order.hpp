// Topological orderings that replay torch.fx's tie-breaking exactly.
#pragma once

#include <vector>

#include "graph/graph.hpp"

namespace pyfxfast {

// Kahn's algorithm where, among ready nodes, the one with the smallest index
// goes first (torch's fuser_utils.topo_sort and tools_common.stable_topological_sort).
// `inputs` rows are nodes 0..n-1; ids outside [0, n) are ignored.
// Returns fewer than n nodes if there is a cycle.
std::vector<NodeId> stable_topo_order(const Csr<NodeId>& inputs);

// torch's tools_common.legalize_graph: FIFO Kahn's algorithm seeded with the
// zero-indegree nodes in graph order, visiting users in `users` order; a node
// that becomes ready and has prioritized[node] != 0 jumps to the queue's front.
// Returns fewer than n nodes if there is a cycle.
std::vector<NodeId> legalize_order(const Csr<NodeId>& users, const std::vector<uint8_t>& prioritized);

}  // namespace pyfxfast
