// Kit: what the native edits read of torch, made once from the configuration
// pyfxfast/building/graph_edits.py hands over, and the check that the classes
// they mirror still hold what was verified.
#include "python/edits/edits.hpp"

#include <structmember.h>

#include <stdexcept>
#include <string>

namespace pyfxfast::py::edits {

namespace {

PyObject* intern(const char* s) {
  PyObject* r = PyUnicode_InternFromString(s);
  if (!r) throw std::runtime_error("pyfxfast: cannot intern a name");
  return r;
}

// A type's version tag, read as another thread may be writing it (free-threaded builds).
unsigned version_tag(PyTypeObject* t) {
#if defined(_MSC_VER)
  return *reinterpret_cast<volatile unsigned*>(&t->tp_version_tag);
#else
  return __atomic_load_n(&t->tp_version_tag, __ATOMIC_RELAXED);
#endif
}

const char* const kSlotNames[] = {"graph", "name", "op", "target", "type", "_input_nodes",
                                  "_args", "_kwargs", "users", "meta", "_prev", "_next", "_repr_fn"};
static_assert(sizeof kSlotNames / sizeof kSlotNames[0] == static_cast<int>(Slot::Count), "one name per slot");

PyObject* identity_fn(PyObject*, PyObject* a) {
  Py_INCREF(a);
  return a;
}
PyObject* to_none_fn(PyObject*, PyObject*) { Py_RETURN_NONE; }
PyMethodDef identity_def = {"identity", identity_fn, METH_O, nullptr};
PyMethodDef to_none_def = {"to_none", to_none_fn, METH_O, nullptr};

}  // namespace

const Strings& strings() {
  static const Strings s{
      intern("_graph_namespace"), intern("_owning_module"), intern("_create_node_hooks"),
      intern("_erase_node_hooks"), intern("_replace_hooks"), intern("_insert"),
      intern("_find_nodes_lookup_table"), intern("table"), intern("_len"), intern("_used_names"),
      intern("_base_count"), intern("_obj_to_name"), intern("_update_args_kwargs"), intern("_replace_input_with"),
      intern("_remove_from_list"), intern("_prepend"), intern("name"), intern("__name__"),
      intern("_target_to_str"), intern("meta"), intern("call_function"), intern("call_method"),
      intern("call_module"), intern("output"), intern("placeholder"), intern("get_attr"), intern("args"),
      intern("kwargs"), intern("_erased"), intern("_root"), intern("orig_insert"), intern("graph"),
      intern("append"), intern("prepend"), intern("old"), intern("new"), intern("user"), intern("items")};
  return s;
}

Kit::Kit(PyObject* config) {
  if (!PyDict_Check(config)) throw std::invalid_argument("Kit: config must be a dict");
  keep_ = PyList_New(0);
  if (!keep_) throw std::runtime_error("Kit: out of memory");
  auto get = [&](const char* key) -> PyObject* {
    PyObject* v = PyDict_GetItemString(config, key);  // borrowed
    if (!v) throw std::invalid_argument(std::string("Kit: missing ") + key);
    if (PyList_Append(keep_, v) < 0) throw std::runtime_error("Kit: out of memory");
    return v;
  };
  auto get_type = [&](const char* key) {
    PyObject* t = get(key);
    if (!PyType_Check(t)) throw std::invalid_argument(std::string("Kit: ") + key + " must be a type");
    return reinterpret_cast<PyTypeObject*>(t);
  };
  node_type = get_type("node_type");
  node_base = get_type("node_base");
  graph_type = get_type("graph_type");
  namespace_type = get_type("namespace_type");
  table_type = get_type("table_type");
  insert_point_type = get_type("insert_point_type");
  immutable_dict = get("immutable_dict");
  immutable_list = get("immutable_list");
  for (const char* key : {"plain_types", "list_types", "dict_types"}) {
    std::vector<PyTypeObject*>& out = key[0] == 'p' ? plain_types : key[0] == 'l' ? list_types : dict_types;
    PyObject* types = get(key);
    if (!PyTuple_Check(types)) throw std::invalid_argument(std::string("Kit: ") + key + " must be a tuple");
    for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(types); ++i) {
      PyObject* t = PyTuple_GET_ITEM(types, i);
      if (!PyType_Check(t)) throw std::invalid_argument(std::string("Kit: ") + key + " must hold types");
      out.push_back(reinterpret_cast<PyTypeObject*>(t));
    }
  }
  illegal_names = get("illegal_names");
  legal_ops = get("legal_ops");
  if (!PyDict_Check(illegal_names) || !PyDict_Check(legal_ops))
    throw std::invalid_argument("Kit: illegal_names and legal_ops must be dicts");
  snake_case = get("snake_case");
  parse_name = get("parse_name");
  map_arg = get("map_arg");
  identity = PyCFunction_New(&identity_def, nullptr);
  to_none = PyCFunction_New(&to_none_def, nullptr);
  if (!identity || !to_none || PyList_Append(keep_, identity) < 0 || PyList_Append(keep_, to_none) < 0)
    throw std::runtime_error("Kit: out of memory");
  Py_DECREF(identity);  // held by keep_
  Py_DECREF(to_none);
  torch_methods_ = get("torch_methods");
  if (!PyDict_Check(torch_methods_)) throw std::invalid_argument("Kit: torch_methods must be a dict");
  mirror_target_names = PyObject_IsTrue(get("mirror_target_names")) == 1;
  count_by_candidate = PyObject_IsTrue(get("count_by_candidate")) == 1;
  snake_cache = PyDict_New();
  parse_cache = PyDict_New();
  if (!snake_cache || !parse_cache) throw std::runtime_error("Kit: out of memory");

  // Node is made as its constructor makes it: _NodeBase's __new__ and __init__ (and
  // Node.__init__, checked through expect()).
  if (node_type->tp_base != node_base || node_type->tp_new != node_base->tp_new || !node_base->tp_init)
    throw std::invalid_argument("Kit: node_type must be made by node_base");
  for (int i = 0; i <= static_cast<int>(Slot::Count); ++i) {
    bool is_erased = i == static_cast<int>(Slot::Count);
    PyObject* name = intern(is_erased ? "_erased" : kSlotNames[i]);
    PyObject* descr = PyDict_GetItemWithError(node_base->tp_dict, name);  // borrowed
    if (!descr || Py_TYPE(descr) != &PyMemberDescr_Type)
      throw std::invalid_argument(std::string("Kit: _NodeBase has no slot ") + PyUnicode_AsUTF8(name));
    PyMemberDef* member = reinterpret_cast<PyMemberDescrObject*>(descr)->d_member;
    if (member->type != (is_erased ? T_BOOL : T_OBJECT_EX))
      throw std::invalid_argument(std::string("Kit: unexpected slot type of ") + PyUnicode_AsUTF8(name));
    if (is_erased) {
      erased_offset_ = member->offset;
    } else {
      offsets_[i] = member->offset;
    }
    PyObject* only = PyTuple_Pack(1, descr);
    if (!only) throw std::runtime_error("Kit: out of memory");
    expect(node_type, name, only);  // a Node attribute of that name would hide the slot
    Py_DECREF(only);
    Py_DECREF(name);
  }
  const char* const method_names[] = {"_update_args_kwargs", "_replace_input_with", "_remove_from_list", "_prepend"};
  static_assert(sizeof method_names / sizeof method_names[0] == static_cast<int>(Method::Count), "one per method");
  for (int i = 0; i < static_cast<int>(Method::Count); ++i) {
    method_names_[i] = intern(method_names[i]);
    PyObject* descr = PyDict_GetItemWithError(node_base->tp_dict, method_names_[i]);  // borrowed
    if (!descr || Py_TYPE(descr) != &PyMethodDescr_Type)
      throw std::invalid_argument(std::string("Kit: _NodeBase has no C method ") + method_names[i]);
    if (PyList_Append(keep_, descr) < 0 || PyList_Append(keep_, method_names_[i]) < 0)
      throw std::runtime_error("Kit: out of memory");
    Py_DECREF(method_names_[i]);  // held by keep_
    methods_[i] = descr;
    PyObject* only = PyTuple_Pack(1, descr);
    if (!only) throw std::runtime_error("Kit: out of memory");
    expect(node_type, method_names_[i], only);
    Py_DECREF(only);
  }
}

PyObject* Kit::call(Method m, PyObject* self, PyObject* a, PyObject* b) const {
  PyObject* args[] = {self, a, b};
  size_t n = b ? 3 : a ? 2 : 1;
  if (is_node(self)) return PyObject_Vectorcall(methods_[static_cast<int>(m)], args, n, nullptr);
  return PyObject_VectorcallMethod(method_names_[static_cast<int>(m)], args, n, nullptr);
}

Kit::~Kit() {
  // The kit lives as long as the Python object that owns it; the objects it read
  // are held by keep_ (and the memo tables by the kit itself).
  Py_XDECREF(snake_cache);
  Py_XDECREF(parse_cache);
  Py_XDECREF(keep_);
  for (const Expected& e : expected_) {
    Py_DECREF(e.name);
    Py_DECREF(e.values);
  }
  for (PyObject* f : prepends_) Py_DECREF(f);
  for (PyObject* f : appends_) Py_DECREF(f);
}

void Kit::expect(PyTypeObject* type, PyObject* name, PyObject* values) {
  if (!PyTuple_Check(values)) throw std::invalid_argument("Kit.expect: values must be a tuple");
  Py_INCREF(name);
  Py_INCREF(values);
  expected_.push_back({type, name, values});
  for (int i = 0; i < n_watched_; ++i)
    if (watched_[i] == type) return;
  if (n_watched_ == kMaxWatched) throw std::length_error("Kit: too many watched types");
  Py_INCREF(type);
  if (PyList_Append(keep_, reinterpret_cast<PyObject*>(type)) < 0) throw std::runtime_error("Kit: out of memory");
  Py_DECREF(type);
  watched_[n_watched_++] = type;
}

void Kit::add_inserter(PyObject* function, bool after) {
  Py_INCREF(function);
  (after ? appends_ : prepends_).push_back(function);
}

bool Kit::is_inserter(PyObject* function, bool* after) const {
  for (PyObject* f : prepends_)
    if (f == function) return *after = false, true;
  for (PyObject* f : appends_)
    if (f == function) return *after = true, true;
  return false;
}

PyObject* Kit::torch_method(const char* name) const { return PyDict_GetItemString(torch_methods_, name); }

bool Kit::intact() const {
  bool same = true;
  for (int i = 0; i < n_watched_ && same; ++i) {
    unsigned tag = version_tag(watched_[i]);
    same = tag != 0 && tag == tags_[i].load(std::memory_order_relaxed);
  }
  if (same) return true;
  // A class changed (or this is the first call): every expectation again.
  if (node_type->tp_getattro != PyObject_GenericGetAttr || node_type->tp_setattro == PyObject_GenericSetAttr)
    return false;  // Node.__getattr__ added, or its __setattr__ gone
  for (const Expected& e : expected_) {
    PyObject* found = _PyType_Lookup(e.type, e.name);  // borrowed
    bool allowed = false;
    for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(e.values) && !allowed; ++i)
      allowed = PyTuple_GET_ITEM(e.values, i) == found;
    if (!allowed) return false;
  }
  for (int i = 0; i < n_watched_; ++i) tags_[i].store(version_tag(watched_[i]), std::memory_order_relaxed);
  return true;
}

}  // namespace pyfxfast::py::edits
