// Provenance records (torch.fx.traceback.NodeSource) made natively: bind_provenance.cpp.
#pragma once

#include <pybind11/pybind11.h>

namespace pyfxfast::py {

namespace pb = pybind11;

// NodeSource(node, pass_name, NodeSourceAction.CREATE) for one run: the release's choice
// (the node's chain deep-copied, torch 2.11-2.14, or shared) bound once, and the run's
// str() of OpOverload targets kept. The Transformer's C++ run calls make() directly;
// Python calls the object (_C.RecordMaker).
class RecordMaker {
 public:
  RecordMaker(bool deep, int max_depth) : deep_(deep), max_depth_(max_depth) {}

  pb::object operator()(const pb::handle& node, const pb::str& pass_name) const;

  // A new reference to the record, or null with the Python error set.
  PyObject* make(PyObject* node, PyObject* pass_name) const noexcept;

 private:
  bool deep_;
  int max_depth_;
  pb::dict target_strs_;  // id(target) -> (target, str(target)), OpOverload targets only
};

}  // namespace pyfxfast::py
