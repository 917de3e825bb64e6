// Python surface of the capability-based partitioner kernel.
#include <pybind11/pybind11.h>

#include <cstring>
#include <string>

#include "analysis/quotient.hpp"
#include "python/convert.hpp"
#include "python/propose.hpp"

namespace pyfxfast::py {

using namespace pybind11::literals;

// label: one int32 per node (little-endian bytes), the group index or -1.
static bool groups_acyclic(const PyGraph& pg, const pb::bytes& label_bytes, int32_t num_groups) {
  const CompactGraph& g = pg.graph();
  const std::string s = label_bytes;
  if (s.size() != static_cast<size_t>(g.num_nodes()) * sizeof(int32_t)) throw pb::value_error("label has the wrong size");
  std::vector<int32_t> label(g.num_nodes());
  std::memcpy(label.data(), s.data(), s.size());
  for (int32_t l : label) {
    if (l < -1 || l >= num_groups) throw pb::value_error("label out of range");
  }
  pb::gil_scoped_release release;
  return quotient_is_acyclic(g.users, label, num_groups);
}

// One byte per node: table[target * 6 + op] (0 where the table is too short).
static pb::bytes node_flags(const PyGraph& pg, const pb::bytes& table_bytes) {
  const CompactGraph& g = pg.graph();
  const std::string table = table_bytes;
  std::string out(static_cast<size_t>(g.num_nodes()), '\0');
  for (int64_t v = 0; v < g.num_nodes(); ++v) {
    const size_t k = static_cast<size_t>(g.target[v]) * kNumOpKinds + static_cast<size_t>(g.op[v]);
    if (k < table.size()) out[v] = table[k];
  }
  return pb::bytes(out);
}

void bind_partitioner(pb::module_& m) {
  m.def("node_flags", &node_flags, "graph"_a, "table"_a,
        "Per-node bytes looked up by (target id, op kind): table[target * 6 + op].");
  m.def("groups_acyclic", &groups_acyclic, "graph"_a, "label"_a, "num_groups"_a,
        "True if contracting each labelled group of nodes to one node leaves the graph acyclic.");
  m.def(
      "propose_partitions",
      [](const PyGraph& pg, const pb::bytes& supported, const pb::bytes& getitem_targets,
         const pb::bytes& non_compute_targets, const pb::bytes& allowed_single_targets, bool skip_horizontal_fusion,
         bool allows_single_node_partition, bool fast) {
        return propose(pg, supported, getitem_targets, non_compute_targets, allowed_single_targets,
                       skip_horizontal_fusion, allows_single_node_partition, fast);
      },
      "graph"_a, "supported"_a, "getitem_targets"_a, "non_compute_targets"_a,
        "allowed_single_targets"_a, "skip_horizontal_fusion"_a, "allows_single_node_partition"_a, "fast"_a = false,
        "CapabilityBasedPartitioner.propose_partitions on a CompactGraph (flags by node / by target id).");
}

}  // namespace pyfxfast::py
