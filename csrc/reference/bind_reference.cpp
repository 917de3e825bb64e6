// pyfxfast._C_reference: test-only kernels, built only with the CMake option
// PYFXFAST_TEST_KERNELS=ON (make test turns it on; a plain pip install leaves
// it off) and never imported by the pyfxfast package itself. It takes the
// CompactGraph objects of pyfxfast._C (pybind11 shares registered types
// between modules built with the same pybind11), so _C must be loaded first.
#include <pybind11/pybind11.h>

#include "python/propose.hpp"
#include "reference/partition_merge_reference.hpp"

// Free-threading safe as _C is (it adds one stateless kernel): no GIL needed.
PYBIND11_MODULE(_C_reference, m, pybind11::mod_gil_not_used()) {
  using namespace pyfxfast::py;
  m.doc() = "pyfxfast's test-only kernels (the tests' oracles; not part of the installed package)";
  pb::module_::import("pyfxfast._C");  // registers CompactGraph's native type
  m.def(
      "propose_partitions",
      [](const PyGraph& pg, const pb::bytes& supported, const pb::bytes& getitem_targets,
         const pb::bytes& non_compute_targets, const pb::bytes& allowed_single_targets, bool skip_horizontal_fusion,
         bool allows_single_node_partition) {
        return propose(pg, supported, getitem_targets, non_compute_targets, allowed_single_targets,
                       skip_horizontal_fusion, allows_single_node_partition, false,
                       pyfxfast::run_merge_phase_reference);
      },
      "graph"_a, "supported"_a, "getitem_targets"_a, "non_compute_targets"_a, "allowed_single_targets"_a,
      "skip_horizontal_fusion"_a, "allows_single_node_partition"_a,
      "propose_partitions with the previous exact merge phase (the partitioner tests' oracle beyond torch's reach).");
}
