// Graph.erase_node: out of the find_nodes table and the node list, marked erased,
// _len down by one, and its arguments' nodes replaced by None (so that its inputs
// lose it as a user), as torch's method does it; and DCE's erasure of many nodes.
#include <unordered_map>

#include "python/edits/edits.hpp"

namespace pyfxfast::py::edits {

namespace {

// graph._len -= count
int uncount_nodes(PyObject* graph, long count) {
  if (count == 0) return 0;
  Obj len(PyObject_GetAttr(graph, strings().len));
  Obj by(len ? PyLong_FromLong(count) : nullptr);
  Obj less(by ? PyNumber_InPlaceSubtract(len.get(), by.get()) : nullptr);
  return less ? PyObject_SetAttr(graph, strings().len, less.get()) : -1;
}

// The node passes erase_node's checks (no users, this graph, not erased) and, with no
// erase hooks to call, would be erased without a warning.
bool checks_pass(const Kit& kit, PyObject* graph, PyObject* node) {
  if (!kit.is_node(node)) return false;
  PyObject* users = kit.slot(node, Slot::Users);
  return PyDict_CheckExact(users) && PyDict_GET_SIZE(users) == 0 && kit.slot(node, Slot::Graph) == graph &&
         !kit.erased(node);
}

// Out of its bucket (which holds it: checked) and the node list, marked erased. The
// caller counts it off _len, then clears its arguments (clear_arguments).
int unlink_node(const Kit& kit, PyObject* node, PyObject* bucket) {
  if (PyDict_DelItem(bucket, node) < 0) return -1;
  Obj r(kit.call(Method::RemoveFromList, node));
  if (!r) return -1;
  // `to_erase._erased = True` through Node.__setattr__, whose table check finds the
  // node gone (its bucket exists: it was just taken out of it): the flag alone.
  kit.set_erased(node);
  return 0;
}

// 1 where the graph's owner has erase hooks, or its find_nodes table is not torch's
// (torch's erase_node then does everything), 0 where not, -1 on error. `table` gets
// the table object.
int needs_torch(const Kit& kit, PyObject* graph, Obj* table) {
  bool error = false;
  Obj hooks(owner_hooks(graph, strings().erase_node_hooks, &error));
  if (error) return -1;
  if (hooks) return 1;
  *table = Obj(find_nodes_table(kit, graph));
  if (!*table) return -1;
  return is_declined(table->get()) ? 1 : 0;
}

// The node's bucket if it is in it (declined() where not: torch's pop raises KeyError).
PyObject* holding_bucket(PyObject* table, PyObject* node, const Kit& kit) {
  Obj bucket(bucket_in(table, kit.slot(node, Slot::Op), kit.slot(node, Slot::Target)));
  if (!bucket) return nullptr;
  int contained = PyDict_CheckExact(bucket.get()) ? PyDict_Contains(bucket.get(), node) : 0;
  if (contained < 0) return nullptr;
  return contained ? bucket.release() : declined();
}

}  // namespace

PyObject* erase_node(const Kit& kit, PyObject* graph, PyObject* to_erase) {
  if (!kit.is_graph(graph) || !checks_pass(kit, graph, to_erase) || !kit.intact()) return declined();
  Obj table;
  int torchs = needs_torch(kit, graph, &table);
  if (torchs) return torchs < 0 ? nullptr : declined();
  Obj bucket(holding_bucket(table.get(), to_erase, kit));
  if (!bucket || is_declined(bucket.get())) return bucket.release();
  if (unlink_node(kit, to_erase, bucket.get()) < 0 || uncount_nodes(graph, 1) < 0 || clear_arguments(kit, to_erase) < 0)
    return nullptr;
  Py_RETURN_NONE;
}

PyObject* erase_dead(const Kit& kit, PyObject* graph, PyObject* nodes) {
  if (!kit.is_graph(graph) || !PyList_CheckExact(nodes) || !kit.intact()) return declined();
  PyObject* torch_erase = kit.torch_method("erase_node");
  if (!torch_erase) {
    PyErr_SetString(PyExc_RuntimeError, "pyfxfast: torch's erase_node not found");
    return nullptr;
  }
  Obj table;
  int torchs = needs_torch(kit, graph, &table);
  if (torchs < 0) return nullptr;
  // Buckets by (op, target) object (they stay in the table: it never drops one), and
  // _len written once per run of nodes erased here (no Python runs in between that
  // could read it).
  std::unordered_map<PyObject*, std::unordered_map<PyObject*, PyObject*>> buckets;
  Obj keep(PyList_New(0));
  if (!keep) return nullptr;
  long pending = 0;
  auto flush = [&]() {
    int r = uncount_nodes(graph, pending);
    pending = 0;
    return r;
  };
  auto fail = [&]() -> PyObject* {  // _len made right, the first error kept
    PyObject *type, *value, *tb;
    PyErr_Fetch(&type, &value, &tb);
    if (flush() < 0) PyErr_Clear();
    PyErr_Restore(type, value, tb);
    return nullptr;
  };
  for (Py_ssize_t i = 0; i < PyList_GET_SIZE(nodes); ++i) {
    PyObject* node = PyList_GET_ITEM(nodes, i);
    Obj held(Py_NewRef(node));
    PyObject* bucket = nullptr;  // borrowed from `keep`
    if (!torchs && checks_pass(kit, graph, node)) {
      PyObject* op = kit.slot(node, Slot::Op);
      PyObject* target = kit.slot(node, Slot::Target);
      PyObject*& known = buckets[op][target];
      if (!known) {
        Obj found(holding_bucket(table.get(), node, kit));
        if (!found) return fail();
        if (!is_declined(found.get()) &&
            (PyList_Append(keep.get(), op) < 0 || PyList_Append(keep.get(), target) < 0 ||
             PyList_Append(keep.get(), found.get()) < 0))
          return fail();
        if (!is_declined(found.get())) known = found.get();
      }
      if (known) {
        int in = PyDict_Contains(known, node);
        if (in < 0) return fail();
        if (in) bucket = known;
      }
    }
    if (!bucket) {  // this node: torch's erase_node, with whatever it raises, warns or calls
      if (flush() < 0) return nullptr;
      PyObject* call[] = {graph, node};
      Obj done(PyObject_Vectorcall(torch_erase, call, 2, nullptr));
      if (!done) return nullptr;
      continue;
    }
    if (unlink_node(kit, node, bucket) < 0) return fail();
    ++pending;  // counted off _len before the arguments are cleared, as torch does
    if (clear_arguments(kit, node) < 0) return fail();
  }
  if (flush() < 0) return nullptr;
  Py_RETURN_NONE;
}

}  // namespace pyfxfast::py::edits
