// Cross-group edges for split_module: which values flow between partitions.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "graph/graph.hpp"

namespace pyfxfast {

// Every edge (def, use) whose use node is grouped (label[use] >= 0) and whose
// def node is in another group or in none (label -1), ordered by use node
// (graph order), then by the use node's inputs (all_input_nodes order).
// Edges inside one group are left out: split_module records nothing for them.
std::vector<std::pair<NodeId, NodeId>> cross_group_edges(const Csr<NodeId>& inputs,
                                                         const std::vector<int32_t>& label);

}  // namespace pyfxfast
