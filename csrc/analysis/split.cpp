#include "analysis/split.hpp"

namespace pyfxfast {

std::vector<std::pair<NodeId, NodeId>> cross_group_edges(const Csr<NodeId>& inputs,
                                                         const std::vector<int32_t>& label) {
  std::vector<std::pair<NodeId, NodeId>> out;
  const int64_t n = inputs.rows();
  for (int64_t v = 0; v < n; ++v) {
    const int32_t group = label[v];
    if (group < 0) continue;
    for (const NodeId* u = inputs.begin(v); u != inputs.end(v); ++u) {
      if (*u < 0) continue;  // a foreign node: the caller takes another path
      if (label[*u] != group) out.emplace_back(*u, static_cast<NodeId>(v));
    }
  }
  return out;
}

}  // namespace pyfxfast
