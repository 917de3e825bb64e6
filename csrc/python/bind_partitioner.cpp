// Python surface of the capability-based partitioner kernel.
#include <pybind11/pybind11.h>

#include <cstring>
#include <string>

#include "convert.hpp"
#include "partitioner.hpp"
#include "quotient.hpp"

namespace pyfxfast::py {

using namespace pybind11::literals;

// Returns ([(id, {node: node_order or None})], stats): the dicts are torch's
// Partition.nodes, already in torch's order with torch's values.
static pb::tuple propose(const PyGraph& pg, const pb::bytes& supported, const pb::bytes& getitem_targets,
                         const pb::bytes& non_compute_targets, const pb::bytes& allowed_single_targets,
                         bool skip_horizontal_fusion, bool allows_single_node_partition, bool fast,
                         bool reference) {
  const CompactGraph& g = pg.graph();
  std::vector<uint8_t> mask = bytes_to_vector(supported);
  PartitionerTargets targets{bytes_to_vector(getitem_targets), bytes_to_vector(non_compute_targets),
                             bytes_to_vector(allowed_single_targets)};
  PartitionerOptions options{skip_horizontal_fusion, allows_single_node_partition, fast};
  PartitionerStats stats;
  std::vector<ProposedPartition> parts;
  {
    pb::gil_scoped_release release;
    parts = propose_partitions(g, mask, targets, options, &stats, reference);
  }
  const int64_t n = g.num_nodes();
  PyObject* nodes = pg.nodes().ptr();
  pb::list out(parts.size());
  for (size_t i = 0; i < parts.size(); ++i) {
    pb::dict d;
    const ProposedPartition& p = parts[i];
    for (size_t k = 0; k < p.nodes.size(); ++k) {
      const NodeId v = p.nodes[k];
      PyObject* node = PyTuple_GET_ITEM(nodes, v);
      if (k < static_cast<size_t>(p.num_ordered)) {
        pb::object order = pb::reinterpret_steal<pb::object>(PyLong_FromLongLong(n - 1 - v));
        if (PyDict_SetItem(d.ptr(), node, order.ptr()) != 0) throw pb::error_already_set();
      } else if (PyDict_SetItem(d.ptr(), node, Py_None) != 0) {
        throw pb::error_already_set();
      }
    }
    out[i] = pb::make_tuple(p.id, d);
  }
  pb::dict st("merge_attempts"_a = stats.merge_attempts, "cycle_searches"_a = stats.cycle_searches,
              "merges"_a = stats.merges, "refreshed_merges"_a = stats.refreshed_merges,
              "refreshed_runs"_a = stats.refreshed_runs);
  return pb::make_tuple(out, st);
}

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
                       skip_horizontal_fusion, allows_single_node_partition, fast, false);
      },
      "graph"_a, "supported"_a, "getitem_targets"_a, "non_compute_targets"_a,
        "allowed_single_targets"_a, "skip_horizontal_fusion"_a, "allows_single_node_partition"_a, "fast"_a = false,
        "CapabilityBasedPartitioner.propose_partitions on a CompactGraph (flags by node / by target id).");
  m.def(
      "_propose_partitions_reference",
      [](const PyGraph& pg, const pb::bytes& supported, const pb::bytes& getitem_targets,
         const pb::bytes& non_compute_targets, const pb::bytes& allowed_single_targets, bool skip_horizontal_fusion,
         bool allows_single_node_partition) {
        return propose(pg, supported, getitem_targets, non_compute_targets, allowed_single_targets,
                       skip_horizontal_fusion, allows_single_node_partition, false, true);
      },
      "graph"_a, "supported"_a, "getitem_targets"_a, "non_compute_targets"_a, "allowed_single_targets"_a,
      "skip_horizontal_fusion"_a, "allows_single_node_partition"_a,
      "Tests only: propose_partitions with the previous exact merge phase (the oracle beyond torch's reach).");
}

}  // namespace pyfxfast::py
