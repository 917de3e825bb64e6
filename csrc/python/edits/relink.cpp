// A node's new args and kwargs, and the links that follow from them (the node leaves
// its old inputs' users and joins its new inputs'), made by torch's own C methods of
// _NodeBase: _update_args_kwargs and _replace_input_with. (A native copy of those was
// tried and measured: their cost is the dict operations on _input_nodes and users that
// any copy must repeat, in torch's order, to keep users in torch's order.)
//
// Erasing a node (its arguments' nodes mapped to None, then _update_args_kwargs) is
// done natively where the kit's probe found torch doing exactly that on this torch
// (Kit::native_clear): one mapping instead of two and no re-linking, the node left
// with what torch leaves (fresh containers as map_aggregate makes them, empty exact
// ones kept, no input nodes, out of every input's users).
#include "python/edits/edits.hpp"

namespace pyfxfast::py::edits {

int update_args_kwargs(const Kit& kit, PyObject* node, PyObject* args, PyObject* kwargs) {
  Obj r(kit.call(Method::UpdateArgsKwargs, node, args, kwargs));
  return r ? 0 : -1;
}

int replace_input(const Kit& kit, PyObject* node, PyObject* old_input, PyObject* new_input) {
  Obj r(kit.call(Method::ReplaceInputWith, node, old_input, new_input));
  return r ? 0 : -1;
}

namespace {

constexpr int kMaxDepth = 100;

// map_aggregate(a, lambda x: None if isinstance(x, Node) else x) as torch's C code maps
// it (a tuple to a new tuple, a list to a new immutable_list, a dict to a new
// immutable_dict, a slice to a new slice, an empty exact tuple / immutable_list /
// immutable_dict kept), for plain structures; declined() for anything else (a tuple,
// list or dict subclass of another kind, a dict key that is not a str, deep nesting).
PyObject* nodes_to_none(const Kit& kit, PyObject* a, int depth) {
  PyTypeObject* t = Py_TYPE(a);
  if (!PyTuple_Check(a) && !PyList_Check(a) && !PyDict_Check(a) && !PySlice_Check(a))
    return Py_NewRef(PyObject_TypeCheck(a, kit.node_type) ? Py_None : a);
  if (depth > kMaxDepth) return declined();
  auto* immutable_list = reinterpret_cast<PyTypeObject*>(kit.immutable_list);
  auto* immutable_dict = reinterpret_cast<PyTypeObject*>(kit.immutable_dict);
  if (t == &PyTuple_Type) {
    Py_ssize_t n = PyTuple_GET_SIZE(a);
    if (n == 0) return Py_NewRef(a);
    Obj out(PyTuple_New(n));
    for (Py_ssize_t i = 0; out && i < n; ++i) {
      PyObject* item = nodes_to_none(kit, PyTuple_GET_ITEM(a, i), depth + 1);
      if (!item || is_declined(item)) return item;
      PyTuple_SET_ITEM(out.get(), i, item);
    }
    return out.release();
  }
  if (t == &PyList_Type || t == immutable_list) {
    if (PyList_GET_SIZE(a) == 0 && t == immutable_list) return Py_NewRef(a);
    Obj out(PyObject_CallNoArgs(kit.immutable_list));
    for (Py_ssize_t i = 0; out && i < PyList_GET_SIZE(a); ++i) {
      Obj item(nodes_to_none(kit, PyList_GET_ITEM(a, i), depth + 1));
      if (!item || is_declined(item.get())) return item.release();
      if (PyList_Append(out.get(), item.get()) < 0) return nullptr;
    }
    return out.release();
  }
  if (t == &PyDict_Type || t == immutable_dict) {
    if (PyDict_GET_SIZE(a) == 0 && t == immutable_dict) return Py_NewRef(a);
    Obj out(PyObject_CallNoArgs(kit.immutable_dict));
    PyObject *key, *value;
    Py_ssize_t pos = 0;
    while (out && PyDict_Next(a, &pos, &key, &value)) {
      if (!PyUnicode_CheckExact(key)) return declined();
      Obj item(nodes_to_none(kit, value, depth + 1));
      if (!item || is_declined(item.get())) return item.release();
      if (PyDict_SetItem(out.get(), key, item.get()) < 0) return nullptr;
    }
    return out.release();
  }
  if (t == &PySlice_Type) {
    auto* sl = reinterpret_cast<PySliceObject*>(a);
    Obj parts[3];
    PyObject* from[3] = {sl->start, sl->stop, sl->step};
    for (int i = 0; i < 3; ++i) {
      parts[i] = Obj(nodes_to_none(kit, from[i], depth + 1));
      if (!parts[i] || is_declined(parts[i].get())) return parts[i].release();
    }
    return PySlice_New(parts[0].get(), parts[1].get(), parts[2].get());
  }
  return declined();
}

// The node's new arguments hold no node: it leaves each input's users and its
// _input_nodes empties, then the slots take the new values (as _update_args_kwargs
// leaves them). 1 done, 0 declined (nothing changed), -1 error.
int clear_natively(const Kit& kit, PyObject* node) {
  PyObject* input_nodes = kit.slot(node, Slot::InputNodes);
  if (!PyDict_CheckExact(input_nodes)) return 0;
  PyObject *key, *value;
  Py_ssize_t pos = 0;
  while (PyDict_Next(input_nodes, &pos, &key, &value)) {  // each input lists the node as a user
    PyObject* users = PyObject_TypeCheck(key, kit.node_type) ? kit.slot(key, Slot::Users) : nullptr;
    int listed = users && PyDict_CheckExact(users) ? PyDict_Contains(users, node) : 0;
    if (listed <= 0) return listed;
  }
  Obj args(nodes_to_none(kit, kit.slot(node, Slot::Args), 0));
  if (!args || is_declined(args.get())) return args ? 0 : -1;
  Obj kwargs(nodes_to_none(kit, kit.slot(node, Slot::Kwargs), 0));
  if (!kwargs || is_declined(kwargs.get())) return kwargs ? 0 : -1;
  pos = 0;
  while (PyDict_Next(input_nodes, &pos, &key, &value))
    if (PyDict_DelItem(kit.slot(key, Slot::Users), node) < 0) return -1;
  PyDict_Clear(input_nodes);
  kit.set_slot(node, Slot::Args, args.release());
  kit.set_slot(node, Slot::Kwargs, kwargs.release());
  return 1;
}

}  // namespace

int clear_arguments_probe(const Kit& kit, PyObject* node) { return kit.is_node(node) ? clear_natively(kit, node) : 0; }

int clear_arguments(const Kit& kit, PyObject* node) {
  if (kit.native_clear && kit.is_node(node)) {
    int done = clear_natively(kit, node);
    if (done) return done < 0 ? -1 : 0;
  }
  // to_erase._update_args_kwargs(map_arg(to_erase._args, lambda n: None), map_arg(to_erase._kwargs, ...)),
  // the arguments held while the slots are replaced.
  Obj args(Py_NewRef(kit.slot(node, Slot::Args))), kwargs(Py_NewRef(kit.slot(node, Slot::Kwargs)));
  Obj none_args(map_arg(kit, args.get(), kit.to_none));
  Obj none_kwargs(none_args ? map_arg(kit, kwargs.get(), kit.to_none) : nullptr);
  if (!none_kwargs) return -1;
  return update_args_kwargs(kit, node, none_args.get(), none_kwargs.get());
}

}  // namespace pyfxfast::py::edits
