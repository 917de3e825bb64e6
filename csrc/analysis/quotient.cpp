#include "analysis/quotient.hpp"

namespace pyfxfast {

bool quotient_is_acyclic(const Csr<NodeId>& users, const std::vector<int32_t>& label, int32_t num_groups) {
  const int64_t n = users.rows();
  // Quotient vertices: groups are 0..num_groups-1, ungrouped node v is num_groups + v.
  auto vertex = [&](NodeId v) -> int64_t { return label[v] >= 0 ? label[v] : num_groups + v; };
  const int64_t m = num_groups + n;
  std::vector<int32_t> indeg(m, 0);
  std::vector<uint8_t> present(m, 0);
  for (int64_t v = 0; v < n; ++v) {
    const int64_t a = vertex(static_cast<NodeId>(v));
    present[a] = 1;
    for (const NodeId* it = users.begin(v); it != users.end(v); ++it) {
      if (*it < 0 || *it >= n) continue;
      const int64_t b = vertex(*it);
      if (b != a) ++indeg[b];
    }
  }
  // Members of each group, to walk a group's outgoing edges at once.
  std::vector<int64_t> start(num_groups + 1, 0);
  for (int64_t v = 0; v < n; ++v) if (label[v] >= 0) ++start[label[v] + 1];
  for (int32_t k = 0; k < num_groups; ++k) start[k + 1] += start[k];
  std::vector<NodeId> members(start[num_groups]);
  {
    std::vector<int64_t> fill(start.begin(), start.end() - 1);
    for (int64_t v = 0; v < n; ++v) if (label[v] >= 0) members[fill[label[v]]++] = static_cast<NodeId>(v);
  }
  std::vector<int64_t> ready;
  int64_t live = 0;
  for (int64_t a = 0; a < m; ++a) {
    if (!present[a]) continue;
    ++live;
    if (indeg[a] == 0) ready.push_back(a);
  }
  int64_t done = 0;
  auto release = [&](NodeId v, int64_t a) {
    for (const NodeId* it = users.begin(v); it != users.end(v); ++it) {
      if (*it < 0 || *it >= n) continue;
      const int64_t b = vertex(*it);
      if (b != a && --indeg[b] == 0) ready.push_back(b);
    }
  };
  while (!ready.empty()) {
    const int64_t a = ready.back();
    ready.pop_back();
    ++done;
    if (a < num_groups) {
      for (int64_t k = start[a]; k < start[a + 1]; ++k) release(members[k], a);
    } else {
      release(static_cast<NodeId>(a - num_groups), a);
    }
  }
  return done == live;
}

}  // namespace pyfxfast
