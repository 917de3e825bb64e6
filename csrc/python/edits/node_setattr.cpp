// Node.__setattr__: an attribute the node has already is set with the node taken
// out of the graph's find_nodes table and put back after (so that a new op or
// target files it under its new key, and any change moves it to the end of its
// bucket), as torch's method does; `node.args = ...` and `node.kwargs = ...` go
// through _update_args_kwargs, as torch's property setters do.
#include "python/edits/edits.hpp"

namespace pyfxfast::py::edits {

namespace {

bool is_call_function(PyObject* op, int* error) {
  const Strings& s = strings();
  if (op == s.call_function) return true;
  int eq = PyUnicode_CheckExact(op) ? PyUnicode_Compare(op, s.call_function) == 0
                                    : PyObject_RichCompareBool(op, s.call_function, Py_EQ);
  if (eq < 0) *error = 1;
  return eq > 0;
}

PyObject* torch_table(const Kit& kit, PyObject* graph) {
  PyObject* table = PyObject_GetAttr(graph, strings().find_nodes_table);
  if (table && Py_TYPE(table) != kit.table_type) {
    Py_DECREF(table);
    return declined();
  }
  return table;
}

// Which of the node's slots (or slot-backed properties) `name` is read from, if any.
enum class Known { Args, Kwargs, Slot, Other };

Known known(PyObject* name, Slot* slot) {
  const Strings& s = strings();
  if (name == s.args) return Known::Args;
  if (name == s.kwargs) return Known::Kwargs;
  static const struct {
    const char* text;
    Slot slot;
  } slots[] = {{"op", Slot::Op}, {"target", Slot::Target}, {"meta", Slot::Meta}, {"type", Slot::Type},
               {"name", Slot::Name}, {"_prev", Slot::Prev}, {"_next", Slot::Next},
               {"users", Slot::Users}, {"_input_nodes", Slot::InputNodes}, {"_args", Slot::Args},
               {"_kwargs", Slot::Kwargs}};
  for (const auto& k : slots) {
    if (PyUnicode_CompareWithASCIIString(name, k.text) == 0) {
      *slot = k.slot;
      return Known::Slot;
    }
  }
  return Known::Other;
}

}  // namespace

PyObject* find_nodes_table(const Kit& kit, PyObject* graph) { return torch_table(kit, graph); }

PyObject* lookup_bucket(const Kit& kit, PyObject* graph, PyObject* op, PyObject* target) {
  PyObject* table_obj = torch_table(kit, graph);
  if (!table_obj || is_declined(table_obj)) return table_obj;
  PyObject* bucket = bucket_in(table_obj, op, target);
  Py_DECREF(table_obj);
  return bucket;
}

PyObject* bucket_in(PyObject* table_obj, PyObject* op, PyObject* target) {
  PyObject* table = PyObject_GetAttr(table_obj, strings().table);
  if (!table) return nullptr;
  int error = 0;
  bool by_target = is_call_function(op, &error);
  PyObject* key = error ? nullptr : PyTuple_Pack(2, op, by_target ? target : Py_None);
  PyObject* bucket = key ? PyObject_GetItem(table, key) : nullptr;  // the defaultdict makes a missing one
  Py_XDECREF(key);
  Py_DECREF(table);
  return bucket;
}

PyObject* node_setattr(const Kit& kit, PyObject* node, PyObject* name, PyObject* value) {
  const Strings& s = strings();
  if (!kit.is_node(node) || !PyUnicode_CheckExact(name) || !kit.intact()) return declined();
  PyObject* graph = kit.slot(node, Slot::Graph);
  // A rename with replace hooks to call, a node moved to another graph, a graph of
  // another type: torch's method.
  if (!kit.is_graph(graph) || PyUnicode_Compare(name, s.graph) == 0) return declined();
  if (PyUnicode_Compare(name, s.name_attr) == 0) {
    bool error = false;
    PyObject* hooks = owner_hooks(graph, s.replace_hooks, &error);
    if (error) return nullptr;
    if (hooks) {
      Py_DECREF(hooks);
      return declined();
    }
  }
  // update = hasattr(self, name) and hasattr(self.graph, "_find_nodes_lookup_table") and self in table
  Slot slot = Slot::Count;
  Known kind = known(name, &slot);
  // The setters read the other half (self._kwargs / self._args): torch raises where it is unset.
  if ((kind == Known::Args && !kit.slot(node, Slot::Kwargs)) || (kind == Known::Kwargs && !kit.slot(node, Slot::Args)))
    return declined();
  bool has;
  switch (kind) {
    case Known::Args: has = kit.slot(node, Slot::Args) != nullptr; break;
    case Known::Kwargs: has = kit.slot(node, Slot::Kwargs) != nullptr; break;
    case Known::Slot: has = kit.slot(node, slot) != nullptr; break;
    default: {
      PyObject* current = PyObject_GetAttr(node, name);
      if (!current) {
        if (!PyErr_ExceptionMatches(PyExc_AttributeError)) return nullptr;
        PyErr_Clear();
      }
      has = current != nullptr;
      Py_XDECREF(current);
    }
  }
  Obj bucket;  // the node's bucket, the node taken out of it (update in torch's words)
  if (has) {
    Obj table_obj(PyObject_GetAttr(graph, s.find_nodes_table));
    if (!table_obj) {
      if (!PyErr_ExceptionMatches(PyExc_AttributeError)) return nullptr;
      PyErr_Clear();
    } else {
      if (Py_TYPE(table_obj.get()) != kit.table_type) return declined();
      bucket = Obj(bucket_in(table_obj.get(), kit.slot(node, Slot::Op), kit.slot(node, Slot::Target)));
      if (!bucket) return nullptr;
      int contained = PyDict_CheckExact(bucket.get()) ? PyDict_Contains(bucket.get(), node)
                                                      : PySequence_Contains(bucket.get(), node);
      if (contained < 0 || (contained && PyObject_DelItem(bucket.get(), node) < 0)) return nullptr;
      if (!contained) bucket = Obj();
    }
  }
  int set;
  if (kind == Known::Args || kind == Known::Kwargs) {
    // The other half is passed as torch's setter passes self._kwargs: a reference of
    // its own (_update_args_kwargs clears the slots before it reads its arguments).
    Obj args(Py_NewRef(kind == Known::Args ? value : kit.slot(node, Slot::Args)));
    Obj kwargs(Py_NewRef(kind == Known::Kwargs ? value : kit.slot(node, Slot::Kwargs)));
    set = update_args_kwargs(kit, node, args.get(), kwargs.get());
  } else {
    set = PyObject_GenericSetAttr(node, name, value);
  }
  if (set < 0) return nullptr;
  if (bucket) {
    // Back in, at the end of its bucket: the same bucket unless op or target changed.
    if (kind == Known::Slot && (slot == Slot::Op || slot == Slot::Target)) {
      Obj table_obj(find_nodes_table(kit, graph));
      if (!table_obj) return nullptr;
      if (is_declined(table_obj.get())) {
        PyErr_SetString(PyExc_RuntimeError, "pyfxfast: the find_nodes table changed");
        return nullptr;
      }
      bucket = Obj(bucket_in(table_obj.get(), kit.slot(node, Slot::Op), kit.slot(node, Slot::Target)));
      if (!bucket) return nullptr;
    }
    if (PyObject_SetItem(bucket.get(), node, Py_None) < 0) return nullptr;
  }
  Py_RETURN_NONE;
}

}  // namespace pyfxfast::py::edits
