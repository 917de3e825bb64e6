// Node creation for the fused step and create_proxy (through the native edits), and
// the tracer's node_name_to_scope entry.
#include "python/transformer/transformer_run.hpp"

namespace pyfxfast::py::transformer {

// Graph.create_node(op, target, args, kwargs) without hooks: the native edits' node
// creation (csrc/python/edits/) with this run's GraphCache; where it declines (or a
// builder with hooks, or a counting one, is configured), the builder's create.
PyObject* TransformerRun::build(PyObject* op, PyObject* target, PyObject* args, PyObject* kwargs) {
  if (kit_ && cache_) {
    PyObject* made = edits::create_node(*kit_, graph_.ptr(), op, target, args, kwargs, nullptr, nullptr, nullptr,
                                        cache_.get());
    if (!made || !edits::is_declined(made)) return made;
    Py_DECREF(made);
  }
  Obj kw(PyDict_GET_SIZE(kwargs) ? new_ref(kwargs) : PyObject_CallNoArgs(immutable_dict_.ptr()));
  if (!kw) return nullptr;
  return call(create_.ptr(), {op, target, args, kw.get(), Py_None, Py_None});
}

// tracer.node_name_to_scope[node.name] = (scope.module_path, scope.module_type);
// consecutive nodes of one scope share the (immutable) pair.
bool TransformerRun::set_scope(PyObject* created) {
  const Names& n = names();
  Obj name(PyObject_GetAttr(created, n.name));
  if (!name) return false;
  Obj path(PyObject_GetAttr(scope_.ptr(), strings().module_path));
  if (!path) return false;
  Obj type(PyObject_GetAttr(scope_.ptr(), strings().module_type));
  if (!type) return false;
  PyObject* pair = last_scope_.ptr();
  if (!pair || PyTuple_GET_ITEM(pair, 0) != path.get() || PyTuple_GET_ITEM(pair, 1) != type.get()) {
    pair = PyTuple_Pack(2, path.get(), type.get());
    if (!pair) return false;
    last_scope_ = pb::reinterpret_steal<pb::object>(pair);
  }
  return PyObject_SetItem(node_name_to_scope_.ptr(), name.get(), pair) == 0;
}

}  // namespace pyfxfast::py::transformer
