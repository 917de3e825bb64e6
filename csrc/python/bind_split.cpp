// Python surface of the split_module analysis kernel.
#include <pybind11/pybind11.h>

#include <cstring>
#include <string>

#include "analysis/split.hpp"
#include "python/convert.hpp"

namespace pyfxfast::py {

using namespace pybind11::literals;

// label: one int32 per node (native-endian bytes), the group index or -1.
// Returns the edges as one flat bytes object of int32 pairs (def, use).
static pb::bytes cross_group_edges_py(const PyGraph& pg, const pb::bytes& label_bytes) {
  const CompactGraph& g = pg.graph();
  const std::string s = label_bytes;
  if (s.size() != static_cast<size_t>(g.num_nodes()) * sizeof(int32_t)) throw pb::value_error("label has the wrong size");
  std::vector<int32_t> label(g.num_nodes());
  std::memcpy(label.data(), s.data(), s.size());
  std::vector<int32_t> flat;
  {
    pb::gil_scoped_release release;
    const auto edges = cross_group_edges(g.inputs, label);
    flat.reserve(edges.size() * 2);
    for (const auto& [u, v] : edges) {
      flat.push_back(static_cast<int32_t>(u));
      flat.push_back(static_cast<int32_t>(v));
    }
  }
  return pb::bytes(reinterpret_cast<const char*>(flat.data()), flat.size() * sizeof(int32_t));
}

void bind_split(pb::module_& m) {
  m.def("cross_group_edges", &cross_group_edges_py, "graph"_a, "label"_a,
        "Edges (def, use) into grouped nodes from other groups or ungrouped nodes, in use-node "
        "then input order, as int32 pairs.");
}

}  // namespace pyfxfast::py
