// Cycle checks on the graph with node groups contracted to single nodes.
#pragma once

#include <cstdint>
#include <vector>

#include "graph/graph.hpp"

namespace pyfxfast {

// True if contracting every group (label[v] >= 0; -1: not grouped) to one node
// leaves the graph acyclic. Then fusing the groups one after another, in any
// order, never meets a cycle (a cycle after some contractions would still be
// one after all of them). O(nodes + edges).
bool quotient_is_acyclic(const Csr<NodeId>& users, const std::vector<int32_t>& label, int32_t num_groups);

}  // namespace pyfxfast
