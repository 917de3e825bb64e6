// The use-list edits as torch's Node methods make them (replace_input_with,
// replace_all_uses_with, update_arg, update_kwarg), without their Python frames; the
// args and kwargs they write go through relink.cpp.
#include "python/edits/edits.hpp"

namespace pyfxfast::py::edits {

PyObject* owner_hooks(PyObject* graph, PyObject* hooks_name, bool* error) {
  *error = false;
  PyObject* owner = PyObject_GetAttr(graph, strings().owning_module);
  if (!owner) {
    *error = true;
    return nullptr;
  }
  if (owner == Py_None) {
    Py_DECREF(owner);
    return nullptr;
  }
  // getattr(owner, name, None)
  PyObject* hooks = PyObject_GetAttr(owner, hooks_name);
  Py_DECREF(owner);
  if (!hooks) {
    if (!PyErr_ExceptionMatches(PyExc_AttributeError)) {
      *error = true;
      return nullptr;
    }
    PyErr_Clear();
    return nullptr;
  }
  if (hooks == Py_None || (PyList_CheckExact(hooks) && PyList_GET_SIZE(hooks) == 0)) {
    Py_DECREF(hooks);
    return nullptr;
  }
  return hooks;
}

namespace {

// The node's graph is an exact fx.Graph whose owner has no hooks of this kind:
// 1; hooks to run (or another graph type): 0; error: -1.
int no_hooks(const Kit& kit, PyObject* node, PyObject* hooks_name) {
  PyObject* graph = kit.slot(node, Slot::Graph);
  if (!kit.is_graph(graph)) return 0;
  bool error = false;
  PyObject* hooks = owner_hooks(graph, hooks_name, &error);
  if (error) return -1;
  Py_XDECREF(hooks);
  return hooks ? 0 : 1;
}


}  // namespace

PyObject* replace_input_with(const Kit& kit, PyObject* node, PyObject* old_input, PyObject* new_input) {
  if (!kit.is_node(node) || !kit.intact()) return declined();
  int ok = no_hooks(kit, node, strings().replace_hooks);
  if (ok <= 0) return ok < 0 ? nullptr : declined();
  if (replace_input(kit, node, old_input, new_input) < 0) return nullptr;
  Py_RETURN_NONE;
}

PyObject* replace_all_uses_with(const Kit& kit, PyObject* node, PyObject* replace_with, PyObject* delete_user_cb,
                                bool propagate_meta) {
  if (!kit.is_node(node) || !kit.intact()) return declined();
  if (delete_user_cb == Py_None) delete_user_cb = nullptr;
  int ok = no_hooks(kit, node, strings().replace_hooks);
  if (ok <= 0) return ok < 0 ? nullptr : declined();
  PyObject* users = kit.slot(node, Slot::Users);
  if (!PyDict_CheckExact(users)) return declined();
  if (propagate_meta) {
    PyObject* from = kit.slot(node, Slot::Meta);
    if (!kit.is_node(replace_with)) return declined();
    PyObject* to = kit.slot(replace_with, Slot::Meta);
    // torch raises (its message) where the replacement has meta already.
    if (!PyDict_CheckExact(from) || !PyDict_CheckExact(to) || PyDict_GET_SIZE(to) != 0) return declined();
    if (PyDict_Merge(to, from, 1) < 0) return nullptr;  // replace_with.meta[k] = v for each item, in order
  }
  PyObject* to_process = PyDict_Keys(users);  // [*self.users]
  if (!to_process) return nullptr;
  PyObject* result = PyList_New(0);
  for (Py_ssize_t i = 0; result && i < PyList_GET_SIZE(to_process); ++i) {
    PyObject* user = PyList_GET_ITEM(to_process, i);
    if (delete_user_cb) {
      PyObject* keep = PyObject_CallOneArg(delete_user_cb, user);
      int truth = keep ? PyObject_IsTrue(keep) : -1;
      Py_XDECREF(keep);
      if (truth < 0) {
        Py_CLEAR(result);
        break;
      }
      if (!truth) continue;
    }
    if (PyList_Append(result, user) < 0 || replace_input(kit, user, node, replace_with) < 0) {
      Py_CLEAR(result);
      break;
    }
  }
  Py_DECREF(to_process);
  return result;
}

PyObject* update_arg(const Kit& kit, PyObject* node, PyObject* idx, PyObject* arg) {
  if (!kit.is_node(node) || !kit.intact()) return declined();
  // args = list(self.args); args[idx] = arg; self.args = tuple(args)
  PyObject* args = PySequence_List(kit.slot(node, Slot::Args));
  if (!args) return nullptr;
  PyObject* result = nullptr;
  if (PyObject_SetItem(args, idx, arg) == 0) {
    PyObject* as_tuple = PyList_AsTuple(args);
    if (as_tuple) {
      result = node_setattr(kit, node, strings().args, as_tuple);
      if (result && is_declined(result)) {
        Py_DECREF(result);
        result = PyObject_SetAttr(node, strings().args, as_tuple) < 0 ? nullptr : (Py_INCREF(Py_None), Py_None);
      }
      Py_DECREF(as_tuple);
    }
  }
  Py_DECREF(args);
  return result;
}

PyObject* update_kwarg(const Kit& kit, PyObject* node, PyObject* key, PyObject* arg) {
  if (!kit.is_node(node) || !kit.intact()) return declined();
  // kwargs = dict(self.kwargs); kwargs[key] = arg; self.kwargs = kwargs
  PyObject* kwargs = PyDict_New();
  if (!kwargs) return nullptr;
  PyObject* result = nullptr;
  if (PyDict_Merge(kwargs, kit.slot(node, Slot::Kwargs), 1) == 0 && PyObject_SetItem(kwargs, key, arg) == 0) {
    result = node_setattr(kit, node, strings().kwargs, kwargs);
    if (result && is_declined(result)) {
      Py_DECREF(result);
      result = PyObject_SetAttr(node, strings().kwargs, kwargs) < 0 ? nullptr : (Py_INCREF(Py_None), Py_None);
    }
  }
  Py_DECREF(kwargs);
  return result;
}

}  // namespace pyfxfast::py::edits
