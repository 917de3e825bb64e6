// Graph.lint's checks, in one walk over the node list: each node's op is legal, it
// belongs to the graph, the find_nodes table files it under its (op, target), its name
// is unique, every input is a node of this graph seen before it; then, with an owning
// module, each target is callable (call_function) or a str naming an attribute
// (get_attr) or submodule (call_module) of the module. On the first problem it
// declines: torch's lint then runs and raises its exception with its message.
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "python/edits/edits.hpp"

namespace pyfxfast::py::edits {

namespace {

struct PairHash {
  size_t operator()(const std::pair<PyObject*, PyObject*>& p) const {
    return std::hash<void*>()(p.first) * 31 + std::hash<void*>()(p.second);
  }
};

// getattr(module, atom, None) along target.split("."): the object, or nullptr where an
// atom is missing (or, for call_module, is not an nn.Module). -1 on error.
int resolves(PyObject* owner, PyObject* target, bool module_wanted, PyObject* module_type) {
  static PyObject* const dot = PyUnicode_InternFromString(".");
  Obj atoms(PyUnicode_Split(target, dot, -1));
  if (!atoms) return -1;
  Obj at(Py_NewRef(owner));
  for (Py_ssize_t i = 0; i < PyList_GET_SIZE(atoms.get()); ++i) {
    PyObject* next = PyObject_GetAttr(at.get(), PyList_GET_ITEM(atoms.get(), i));
    if (!next) {
      if (!PyErr_ExceptionMatches(PyExc_AttributeError)) return -1;
      PyErr_Clear();
      return 0;
    }
    at = Obj(next);
    if (at.get() == Py_None) return 0;
    if (module_wanted) {
      int is_module = PyObject_IsInstance(at.get(), module_type);
      if (is_module <= 0) return is_module;
    }
  }
  return 1;
}

}  // namespace

PyObject* graph_lint(const Kit& kit, PyObject* graph, PyObject* module_type) {
  const Strings& s = strings();
  if (!kit.is_graph(graph) || !kit.intact()) return declined();
  Obj table_obj(find_nodes_table(kit, graph));
  if (!table_obj || is_declined(table_obj.get())) return table_obj.release();
  Obj table(PyObject_GetAttr(table_obj.get(), s.table));
  Obj root(table ? PyObject_GetAttr(graph, s.root) : nullptr);
  if (!root) return nullptr;
  if (!PyDict_Check(table.get()) || !kit.is_node(root.get())) return declined();
  Obj seen_names(PySet_New(nullptr));
  if (!seen_names) return nullptr;
  std::unordered_set<PyObject*> seen;  // the nodes before this one (alive: the graph holds them)
  std::unordered_map<std::pair<PyObject*, PyObject*>, PyObject*, PairHash> buckets;  // borrowed from the table
  std::vector<PyObject*> nodes;
  Obj len(PyObject_GetAttr(graph, s.len));  // graph._len: the walk's expected size
  Py_ssize_t expected = len && PyLong_Check(len.get()) ? PyLong_AsSsize_t(len.get()) : 0;
  if (expected < 0 || PyErr_Occurred()) PyErr_Clear(), expected = 0;
  seen.reserve(static_cast<size_t>(expected));
  nodes.reserve(static_cast<size_t>(expected));
  for (PyObject* node = kit.slot(root.get(), Slot::Next); node != root.get(); node = kit.slot(node, Slot::Next)) {
    if (!kit.is_node(node)) return declined();
    if (kit.erased(node)) continue;  // the node list skips erased nodes
    PyObject* op = kit.slot(node, Slot::Op);
    int legal = PyUnicode_CheckExact(op) ? PyDict_Contains(kit.legal_ops, op) : 0;
    if (legal < 0) return nullptr;
    if (!legal || kit.slot(node, Slot::Graph) != graph) return declined();
    // node in table.get((op, target if op == "call_function" else None), ())
    PyObject* keyed = PyUnicode_Compare(op, s.call_function) == 0 ? kit.slot(node, Slot::Target) : Py_None;
    PyObject*& bucket = buckets[{op, keyed}];
    if (!bucket) {
      Obj key(PyTuple_Pack(2, op, keyed));
      if (!key) return nullptr;
      PyObject* found = PyDict_GetItemWithError(table.get(), key.get());  // borrowed; .get: no bucket made
      if (!found) return PyErr_Occurred() ? nullptr : declined();
      if (!PyDict_CheckExact(found)) return declined();
      bucket = found;
    }
    int filed = PyDict_Contains(bucket, node);
    if (filed <= 0) return filed < 0 ? nullptr : declined();
    PyObject* name = kit.slot(node, Slot::Name);
    int taken = PySet_Contains(seen_names.get(), name);
    if (taken) return taken < 0 ? nullptr : declined();
    PyObject* inputs = kit.slot(node, Slot::InputNodes);
    if (!PyDict_CheckExact(inputs)) return declined();
    PyObject *input, *unused;
    Py_ssize_t pos = 0;
    while (PyDict_Next(inputs, &pos, &input, &unused))
      if (!kit.is_node(input) || kit.slot(input, Slot::Graph) != graph || !seen.count(input)) return declined();
    seen.insert(node);
    if (PySet_Add(seen_names.get(), name) < 0) return nullptr;
    nodes.push_back(node);
  }
  Obj owner(PyObject_GetAttr(graph, s.owning_module));
  if (!owner) return nullptr;
  int has_owner = PyObject_IsTrue(owner.get());
  if (has_owner <= 0) {
    if (has_owner < 0) return nullptr;
    Py_RETURN_NONE;
  }
  // Each distinct (op, target) checked once: a target's check does not depend on the node.
  std::unordered_set<std::pair<PyObject*, PyObject*>, PairHash> checked;
  for (PyObject* node : nodes) {
    PyObject* op = kit.slot(node, Slot::Op);
    PyObject* target = kit.slot(node, Slot::Target);
    if (!checked.insert({op, target}).second) continue;
    if (PyUnicode_Compare(op, s.call_function) == 0) {
      if (!PyCallable_Check(target)) return declined();
      continue;
    }
    if (!PyUnicode_Check(target)) return declined();
    bool is_module = PyUnicode_Compare(op, s.call_module) == 0;
    if (is_module || PyUnicode_Compare(op, s.get_attr) == 0) {
      int ok = resolves(owner.get(), target, is_module, module_type);
      if (ok <= 0) return ok < 0 ? nullptr : declined();
    }
  }
  Py_RETURN_NONE;
}

}  // namespace pyfxfast::py::edits
