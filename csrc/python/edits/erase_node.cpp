// Graph.erase_node: out of the find_nodes table and the node list, marked erased,
// _len down by one, and its arguments' nodes replaced by None (so that its inputs
// lose it as a user), as torch's method does it; and DCE's erasure of many nodes.
#include "python/edits/edits.hpp"

namespace pyfxfast::py::edits {

namespace {

// graph._len -= 1
int uncount_node(PyObject* graph) {
  static PyObject* const one = PyLong_FromLong(1);
  PyObject* len = PyObject_GetAttr(graph, strings().len);
  if (!len) return -1;
  PyObject* less = PyNumber_InPlaceSubtract(len, one);
  Py_DECREF(len);
  if (!less) return -1;
  int r = PyObject_SetAttr(graph, strings().len, less);
  Py_DECREF(less);
  return r;
}

// The erasure once torch's checks have passed (no users, this graph, not erased, no
// erase hooks) and the node is in its find_nodes bucket (`bucket`).
int erase(const Kit& kit, PyObject* graph, PyObject* node, PyObject* bucket) {
  if (PyDict_DelItem(bucket, node) < 0) return -1;
  PyObject* r = kit.call(Method::RemoveFromList, node);
  if (!r) return -1;
  Py_DECREF(r);
  // `to_erase._erased = True` through Node.__setattr__, whose table check finds the
  // node gone (its bucket exists: it was just taken out of it): the flag alone.
  kit.set_erased(node);
  if (uncount_node(graph) < 0) return -1;
  return clear_arguments(kit, node);
}

// The node's bucket where erase_node would go ahead without raising, warning or
// calling hooks: declined() otherwise (torch's method then does all of it).
PyObject* erasable(const Kit& kit, PyObject* graph, PyObject* node) {
  if (!kit.is_node(node)) return declined();
  PyObject* users = kit.slot(node, Slot::Users);
  if (!PyDict_CheckExact(users) || PyDict_GET_SIZE(users) > 0 ||
      kit.slot(node, Slot::Graph) != graph || kit.erased(node))
    return declined();
  bool error = false;
  PyObject* hooks = owner_hooks(graph, strings().erase_node_hooks, &error);
  if (error) return nullptr;
  if (hooks) {
    Py_DECREF(hooks);
    return declined();
  }
  PyObject* bucket = lookup_bucket(kit, graph, kit.slot(node, Slot::Op), kit.slot(node, Slot::Target));
  if (!bucket || is_declined(bucket)) return bucket;
  int contained = PyDict_CheckExact(bucket) ? PyDict_Contains(bucket, node) : 0;
  if (contained <= 0) {  // torch's pop raises KeyError (or the bucket is not a dict)
    Py_DECREF(bucket);
    return contained < 0 ? nullptr : declined();
  }
  return bucket;
}

}  // namespace

PyObject* erase_node(const Kit& kit, PyObject* graph, PyObject* to_erase) {
  if (!kit.is_graph(graph) || !kit.is_node(to_erase) || !kit.intact()) return declined();
  PyObject* bucket = erasable(kit, graph, to_erase);
  if (!bucket || is_declined(bucket)) return bucket;
  int r = erase(kit, graph, to_erase, bucket);
  Py_DECREF(bucket);
  if (r < 0) return nullptr;
  Py_RETURN_NONE;
}

PyObject* erase_dead(const Kit& kit, PyObject* graph, PyObject* nodes) {
  if (!kit.is_graph(graph) || !PyList_CheckExact(nodes) || !kit.intact()) return declined();
  PyObject* torch_erase = kit.torch_method("erase_node");
  if (!torch_erase) {
    PyErr_SetString(PyExc_RuntimeError, "pyfxfast: torch's erase_node not found");
    return nullptr;
  }
  for (Py_ssize_t i = 0; i < PyList_GET_SIZE(nodes); ++i) {
    PyObject* node = PyList_GET_ITEM(nodes, i);
    Py_INCREF(node);
    PyObject* bucket = kit.is_node(node) ? erasable(kit, graph, node) : declined();
    int r;
    if (!bucket) {
      r = -1;
    } else if (is_declined(bucket)) {  // this node: torch's erase_node, hooks and all
      PyObject* call[] = {graph, node};
      PyObject* done = PyObject_Vectorcall(torch_erase, call, 2, nullptr);
      r = done ? 0 : -1;
      Py_XDECREF(done);
    } else {
      r = erase(kit, graph, node, bucket);
    }
    Py_XDECREF(bucket);
    Py_DECREF(node);
    if (r < 0) return nullptr;
  }
  Py_RETURN_NONE;
}

}  // namespace pyfxfast::py::edits
