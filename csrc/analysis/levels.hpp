// Levels of a CompactGraph: the longest path (in edges) from a node without
// inputs to each node. Used for depth/width statistics and layered drawings.
#pragma once

#include <cstdint>
#include <vector>

#include "graph/graph.hpp"

namespace pyfxfast {

// level[i] = 0 if node i has no inputs, else 1 + max(level of its inputs).
// Assumes graph order is topological (as fx guarantees); an input that comes
// later in the graph counts with the level computed so far (0). Inputs outside
// [0, n) are ignored.
std::vector<int32_t> node_levels(const CompactGraph& g);

}  // namespace pyfxfast
