// The pyfxfast._C extension: one bind_* function per concern.
#include <pybind11/pybind11.h>

#include "python/convert.hpp"
#include "python/py_names.hpp"

namespace pyfxfast::py {
void bind_node_lists(pb::module_& m);
void bind_matcher(pb::module_& m);
void bind_partitioner(pb::module_& m);
void bind_group_partitioner(pb::module_& m);
void bind_stats(pb::module_& m);
void bind_codegen(pb::module_& m);
void bind_split(pb::module_& m);
void bind_pycode(pb::module_& m);
void bind_transformer(pb::module_& m);
void bind_provenance(pb::module_& m);
void bind_edits(pb::module_& m);
void bind_native_method(pb::module_& m);
}  // namespace pyfxfast::py

// mod_gil_not_used: safe to run without the GIL on free-threaded CPython
// (docs/reliability.md, "Free-threaded Python"): module state is made here,
// once, before any thread can call in; what is shared later (interners, the
// codegen cache) has its own lock; kernels touch only their own data.
PYBIND11_MODULE(_C, m, pybind11::mod_gil_not_used()) {
  m.doc() = "pyfxfast's C++ kernels (private; use the pyfxfast package)";
  pyfxfast::py::init_names();
  pyfxfast::py::bind_graph(m);
  pyfxfast::py::bind_node_lists(m);
  pyfxfast::py::bind_matcher(m);
  pyfxfast::py::bind_partitioner(m);
  pyfxfast::py::bind_group_partitioner(m);
  pyfxfast::py::bind_stats(m);
  pyfxfast::py::bind_codegen(m);
  pyfxfast::py::bind_split(m);
  pyfxfast::py::bind_pycode(m);
  pyfxfast::py::bind_transformer(m);
  pyfxfast::py::bind_provenance(m);
  pyfxfast::py::bind_native_method(m);
  pyfxfast::py::bind_edits(m);
}
