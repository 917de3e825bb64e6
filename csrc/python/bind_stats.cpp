// Python surface of graph statistics kernels (csrc/analysis/levels.hpp).
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include "analysis/levels.hpp"
#include "python/convert.hpp"

namespace pyfxfast::py {

using namespace pybind11::literals;

static std::vector<int32_t> levels(const PyGraph& pg) {
  const CompactGraph& g = pg.graph();
  pb::gil_scoped_release release;
  return node_levels(g);
}

void bind_stats(pb::module_& m) {
  m.def("node_levels", &levels, "graph"_a,
        "Each node's level: 0 without inputs, else 1 + the highest level among its inputs.");
}

}  // namespace pyfxfast::py
