#include "graph/graph.hpp"

#include <algorithm>
#include <stdexcept>

namespace pyfxfast {

bool CompactGraph::is_topologically_ordered() const {
  const int64_t n = num_nodes();
  for (int64_t v = 0; v < n; ++v) {
    for (const NodeId* it = inputs.begin(v); it != inputs.end(v); ++it) {
      if (*it < 0 || *it >= v) return false;
    }
  }
  return true;
}

void CompactGraph::check_consistent() const {
  const int64_t n = num_nodes();
  if (static_cast<int64_t>(target.size()) != n || inputs.rows() != n || users.rows() != n ||
      args.rows() != n) {
    throw std::invalid_argument("CompactGraph: array sizes disagree");
  }
  std::vector<int64_t> in_count(n, 0), out_count(n, 0);
  for (int64_t v = 0; v < n; ++v) {
    for (const NodeId* it = inputs.begin(v); it != inputs.end(v); ++it) {
      if (*it == kForeignNode) continue;
      if (*it < 0 || *it >= n) throw std::invalid_argument("CompactGraph: input id out of range");
      ++out_count[*it];
    }
    for (const NodeId* it = users.begin(v); it != users.end(v); ++it) {
      if (*it == kForeignNode) continue;
      if (*it < 0 || *it >= n) throw std::invalid_argument("CompactGraph: user id out of range");
      ++in_count[*it];
    }
  }
  for (int64_t v = 0; v < n; ++v) {
    int64_t local_inputs = 0, local_users = 0;
    for (const NodeId* it = inputs.begin(v); it != inputs.end(v); ++it) local_inputs += *it != kForeignNode;
    for (const NodeId* it = users.begin(v); it != users.end(v); ++it) local_users += *it != kForeignNode;
    if (local_inputs != in_count[v] || local_users != out_count[v]) {
      throw std::invalid_argument("CompactGraph: users are not the reverse of inputs");
    }
  }
}

int64_t CompactGraph::memory_bytes() const {
  auto csr_bytes = [](const auto& c) {
    return static_cast<int64_t>(c.offsets.capacity() * sizeof(int64_t) +
                                c.items.capacity() * sizeof(c.items[0]));
  };
  return static_cast<int64_t>(op.capacity() * sizeof(OpKind) + target.capacity() * sizeof(int32_t) +
                              literal_opaque.capacity()) +
         csr_bytes(inputs) + csr_bytes(users) + csr_bytes(args);
}

}  // namespace pyfxfast
