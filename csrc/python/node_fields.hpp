// Fast reads of fx.Node fields.
//
// torch.fx.Node keeps op, target, _args, ... in C-level slots of
// torch._C._NodeBase. When the node's type is exactly the resolved type and
// attribute lookup is the generic one, reading the slot directly is what
// getattr would do, minus the lookup; anything else falls back to getattr.
#pragma once

#include <Python.h>

#include "python/py_names.hpp"

namespace pyfxfast::py {

enum class Field { Op, Target, Args, Kwargs, Users, InputNodes, Next, Count };

class NodeFields {
 public:
  explicit NodeFields(PyTypeObject* node_type);

  // New reference, or nullptr with a Python error set.
  PyObject* get(PyObject* node, Field f) const {
    if (fast_ && Py_TYPE(node) == type_) {
      PyObject* v = *reinterpret_cast<PyObject**>(reinterpret_cast<char*>(node) + offset_[static_cast<int>(f)]);
      if (v) {
        Py_INCREF(v);
        return v;
      }
    }
    return PyObject_GetAttr(node, name(f));
  }

  // Borrowed slot value without any checks, or nullptr where the fast path
  // does not apply. Only for prefetching: never dereference the result.
  PyObject* peek(PyObject* node, Field f) const {
    if (!fast_ || Py_TYPE(node) != type_) return nullptr;
    return *reinterpret_cast<PyObject**>(reinterpret_cast<char*>(node) + offset_[static_cast<int>(f)]);
  }

  static PyObject* name(Field f);

 private:
  PyTypeObject* type_;
  bool fast_ = false;
  Py_ssize_t offset_[static_cast<int>(Field::Count)] = {};
};

}  // namespace pyfxfast::py
