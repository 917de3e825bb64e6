#include "analysis/levels.hpp"

namespace pyfxfast {

std::vector<int32_t> node_levels(const CompactGraph& g) {
  const int64_t n = g.num_nodes();
  std::vector<int32_t> level(static_cast<size_t>(n), 0);
  for (int64_t i = 0; i < n; ++i) {
    int32_t best = -1;
    for (const NodeId* p = g.inputs.begin(i); p != g.inputs.end(i); ++p) {
      const NodeId j = *p;
      if (j >= 0 && j < n && level[j] > best) best = level[j];
    }
    level[i] = best + 1;
  }
  return level;
}

}  // namespace pyfxfast
