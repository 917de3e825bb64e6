// Interpreter.__init__'s user_to_last_uses, computed in one backward walk over the
// nodes: which values each node is the last user of (run_loop.cpp deletes them from
// the environment after the node's step).
#include "python/transformer/transformer_run.hpp"

#include <vector>

#include "graph/ptr_map.hpp"

namespace pyfxfast::py::transformer {

namespace {

// Whether dict and set operations on instances of `type` depend on identity
// only: object's __hash__ and __eq__ (torch's _NodeBase has its own rich
// comparison for ordering, whose == is object's).
bool hashes_by_identity(PyTypeObject* type) {
  static PyObject* const hash_name = PyUnicode_InternFromString("__hash__");
  static PyObject* const eq_name = PyUnicode_InternFromString("__eq__");
  if (!hash_name || !eq_name) return false;
  return _PyType_Lookup(type, hash_name) == _PyType_Lookup(&PyBaseObject_Type, hash_name) &&
         _PyType_Lookup(type, eq_name) == _PyType_Lookup(&PyBaseObject_Type, eq_name);
}

}  // namespace

// Interpreter.__init__'s user_to_last_uses over `nodes` (a list, in graph order):
// walking the nodes backwards, each input node's first sighting is its last use,
// recorded under that user (in _input_nodes order; a user is a key once it has
// one). None where the walk could differ from torch's dict operations: a node
// that is not exactly `node_type`, a Node type that hashes or compares by more
// than identity, an _input_nodes that is not a dict.
PyObject* user_to_last_uses(PyObject* nodes, PyTypeObject* node_type) {
  if (!PyList_CheckExact(nodes)) return Py_NewRef(Py_None);
  if (!hashes_by_identity(node_type)) return Py_NewRef(Py_None);
  const NodeFields fields(node_type);
  const Py_ssize_t n = PyList_GET_SIZE(nodes);
  std::vector<PyObject*> inputs(static_cast<size_t>(n), nullptr);  // owned _input_nodes dicts
  struct Release {
    std::vector<PyObject*>& v;
    ~Release() {
      for (PyObject* p : v) Py_XDECREF(p);
    }
  } release{inputs};
  // Read every node's inputs first: getattr may run code only on types the check above rejects.
  for (Py_ssize_t i = 0; i < n; ++i) {
    PyObject* node = PyList_GET_ITEM(nodes, i);
    if (Py_TYPE(node) != node_type) return Py_NewRef(Py_None);
    PyObject* d = fields.get(node, Field::InputNodes);
    if (!d) return nullptr;
    inputs[static_cast<size_t>(i)] = d;
    if (!PyDict_CheckExact(d)) return Py_NewRef(Py_None);
  }
  Obj table(PyDict_New());
  if (!table) return nullptr;
  PtrIndexMap seen(static_cast<size_t>(n));  // borrowed: the dicts above hold them
  constexpr Py_ssize_t kAhead = 8;  // the dicts lie scattered over the heap: fetch them early
  for (Py_ssize_t i = n - 1; i >= 0; --i) {
    if (i >= kAhead) __builtin_prefetch(inputs[static_cast<size_t>(i - kAhead)]);
    if (i >= kAhead / 2) __builtin_prefetch(reinterpret_cast<PyDictObject*>(inputs[static_cast<size_t>(i - kAhead / 2)])->ma_keys);
    PyObject* user = PyList_GET_ITEM(nodes, i);
    PyObject* d = inputs[static_cast<size_t>(i)];
    PyObject* last = nullptr;  // borrowed from table
    Py_ssize_t pos = 0;
    PyObject* input;
    PyObject* ignored;
    while (PyDict_Next(d, &pos, &input, &ignored)) {
      if (!seen.insert(input, 0)) continue;
      if (!last) {
        Obj fresh(PyList_New(0));
        if (!fresh || PyDict_SetItem(table.get(), user, fresh.get()) < 0) return nullptr;
        last = fresh.get();
      }
      if (PyList_Append(last, input) < 0) return nullptr;
    }
  }
  PyObject* out = table.get();
  Py_INCREF(out);
  return out;
}

}  // namespace pyfxfast::py::transformer
