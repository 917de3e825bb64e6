// CapabilityBasedPartitioner.propose_partitions as Python sees it: used by
// _C (bind_partitioner.cpp) and by the test-only _C_reference
// (csrc/reference/bind_reference.cpp), which passes its own merge phase.
#pragma once

#include <pybind11/pybind11.h>

#include "partition/partitioner.hpp"
#include "python/convert.hpp"

namespace pyfxfast::py {

using namespace pybind11::literals;

// Returns ([(id, {node: node_order or None})], stats): the dicts are torch's
// Partition.nodes, already in torch's order with torch's values.
inline pb::tuple propose(const PyGraph& pg, const pb::bytes& supported, const pb::bytes& getitem_targets,
                         const pb::bytes& non_compute_targets, const pb::bytes& allowed_single_targets,
                         bool skip_horizontal_fusion, bool allows_single_node_partition, bool fast,
                         MergePhase merge = nullptr) {
  const CompactGraph& g = pg.graph();
  std::vector<uint8_t> mask = bytes_to_vector(supported);
  PartitionerTargets targets{bytes_to_vector(getitem_targets), bytes_to_vector(non_compute_targets),
                             bytes_to_vector(allowed_single_targets)};
  PartitionerOptions options{skip_horizontal_fusion, allows_single_node_partition, fast};
  PartitionerStats stats;
  std::vector<ProposedPartition> parts;
  {
    pb::gil_scoped_release release;
    parts = propose_partitions(g, mask, targets, options, &stats, merge);
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

}  // namespace pyfxfast::py
