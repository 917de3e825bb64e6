// Python surface of ExecuTorch's GroupBasedPartitioner kernel.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <cstring>
#include <string>

#include "partition/group_partitioner.hpp"
#include "python/convert.hpp"

namespace pyfxfast::py {

using namespace pybind11::literals;

// Returns ([(id, {node: None})], stats): the dicts are Partition.nodes in
// ExecuTorch's order.
static pb::tuple propose_group(const PyGraph& pg, const pb::bytes& supported, const pb::bytes& group_bytes,
                               std::vector<std::vector<NodeId>> group_members, const pb::bytes& getitem_targets,
                               const pb::bytes& non_compute_targets, const pb::bytes& allowed_single_targets,
                               bool allows_single_node_partition) {
  const CompactGraph& g = pg.graph();
  GroupPartitionerInput in;
  in.supported = bytes_to_vector(supported);
  const std::string gs = group_bytes;
  if (gs.size() != static_cast<size_t>(g.num_nodes()) * sizeof(int32_t)) throw pb::value_error("group has the wrong size");
  in.group.resize(g.num_nodes());
  std::memcpy(in.group.data(), gs.data(), gs.size());
  in.group_members = std::move(group_members);
  in.allows_single_node_partition = allows_single_node_partition;
  PartitionerTargets targets{bytes_to_vector(getitem_targets), bytes_to_vector(non_compute_targets),
                             bytes_to_vector(allowed_single_targets)};
  GroupPartitionerStats stats;
  std::vector<ProposedPartition> parts;
  {
    pb::gil_scoped_release release;
    parts = propose_group_partitions(g, in, targets, &stats);  // std::invalid_argument -> ValueError
  }
  PyObject* nodes = pg.nodes().ptr();
  pb::list out(parts.size());
  for (size_t i = 0; i < parts.size(); ++i) {
    pb::dict d;
    for (NodeId v : parts[i].nodes) {
      if (PyDict_SetItem(d.ptr(), PyTuple_GET_ITEM(nodes, v), Py_None) != 0) throw pb::error_already_set();
    }
    out[i] = pb::make_tuple(parts[i].id, d);
  }
  pb::dict st("initial_partitions"_a = stats.initial_partitions, "merge_attempts"_a = stats.merge_attempts,
              "exact_walks"_a = stats.exact_walks, "merges"_a = stats.merges);
  return pb::make_tuple(out, st);
}

void bind_group_partitioner(pb::module_& m) {
  m.def("propose_group_partitions", &propose_group, "graph"_a, "supported"_a, "group"_a, "group_members"_a,
        "getitem_targets"_a, "non_compute_targets"_a, "allowed_single_targets"_a, "allows_single_node_partition"_a,
        "ExecuTorch's GroupBasedPartitioner.propose_partitions on a CompactGraph.");
}

}  // namespace pyfxfast::py
