// Where new nodes go: Graph.inserting_before / inserting_after (an _InsertPoint that
// sets graph._insert to a node's prepend or append), Node.prepend / append (torch's C
// _prepend), and a graph's _insert called without a frame where it is one of those.
#include "python/edits/edits.hpp"

namespace pyfxfast::py::edits {

namespace {

// anchor._prepend(x); the anchor (often a slot's borrowed value) held across the call.
PyObject* prepend_to(const Kit& kit, PyObject* anchor, PyObject* x) {
  Py_INCREF(anchor);
  PyObject* r = kit.call(Method::Prepend, anchor, x);
  Py_DECREF(anchor);
  return r;
}

}  // namespace

int call_insert(const Kit& kit, PyObject* insert, PyObject* node) {
  bool after = false;
  PyObject* r;
  if (PyMethod_Check(insert) && kit.is_inserter(PyMethod_GET_FUNCTION(insert), &after) &&
      kit.is_node(PyMethod_GET_SELF(insert)) && kit.intact()) {
    PyObject* self = PyMethod_GET_SELF(insert);
    r = prepend_to(kit, after ? kit.slot(self, Slot::Next) : self, node);
  } else {
    r = PyObject_CallOneArg(insert, node);
  }
  if (!r) return -1;
  Py_DECREF(r);
  return 0;
}

PyObject* node_prepend(const Kit& kit, PyObject* node, PyObject* x) {
  if (!kit.is_node(node) || !kit.intact()) return declined();
  return prepend_to(kit, node, x);  // self._prepend(x)
}

PyObject* node_append(const Kit& kit, PyObject* node, PyObject* x) {
  if (!kit.is_node(node) || !kit.intact()) return declined();
  return prepend_to(kit, kit.slot(node, Slot::Next), x);  // self._next._prepend(x)
}

PyObject* insert_point_exit(const Kit& kit, PyObject* point) {
  // self.graph._insert = self.orig_insert
  const Strings& s = strings();
  if (Py_TYPE(point) != kit.insert_point_type || !kit.intact()) return declined();
  Obj graph(PyObject_GetAttr(point, s.graph));
  Obj orig(graph ? PyObject_GetAttr(point, s.orig_insert) : nullptr);
  if (!orig || PyObject_SetAttr(graph.get(), s.insert, orig.get()) < 0) return nullptr;
  Py_RETURN_NONE;
}

PyObject* inserting(const Kit& kit, PyObject* graph, PyObject* node, bool after) {
  const Strings& s = strings();
  if (!kit.is_graph(graph) || !kit.intact()) return declined();
  PyObject* anchor;
  if (node == nullptr || node == Py_None) {
    // inserting_before(None) is inserting_after(root), and inserting_after(None) is
    // inserting_before(root): the start of the graph either way.
    anchor = PyObject_GetAttr(graph, s.root);
    if (!anchor) return nullptr;
    after = !after;
  } else {
    anchor = node;
    Py_INCREF(anchor);
  }
  // `n.graph != self` raises torch's AssertionError.
  if (!kit.is_node(anchor) || kit.slot(anchor, Slot::Graph) != graph) {
    Py_DECREF(anchor);
    return declined();
  }
  // _InsertPoint(self, n.append): self.graph = graph; self.orig_insert, graph._insert = graph._insert, new_insert
  PyObject* new_insert = PyObject_GetAttr(anchor, after ? s.append : s.prepend);
  Py_DECREF(anchor);
  if (!new_insert) return nullptr;
  static PyObject* const empty = PyTuple_New(0);
  PyObject* point = kit.insert_point_type->tp_new(kit.insert_point_type, empty, nullptr);  // object.__new__
  PyObject* orig = point ? PyObject_GetAttr(graph, s.insert) : nullptr;
  if (!orig || PyObject_SetAttr(point, s.graph, graph) < 0 || PyObject_SetAttr(point, s.orig_insert, orig) < 0 ||
      PyObject_SetAttr(graph, s.insert, new_insert) < 0)
    Py_CLEAR(point);
  Py_XDECREF(orig);
  Py_DECREF(new_insert);
  return point;
}

}  // namespace pyfxfast::py::edits
