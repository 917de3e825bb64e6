// Provenance chains (node.meta["from_node"]: lists of torch.fx.traceback.NodeSource)
// copied the way copy.deepcopy copies them, without its per-object Python dispatch.
//
// torch 2.11-2.14's NodeSource(node, ...) deep-copies the node's whole chain, which grows
// by a level with every pass. For the objects such a chain holds, deepcopy's result is:
//  - atoms (None, bool, int, float, str, bytes) and enum members (Enum.__deepcopy__): the
//    very object;
//  - a list or dict: a new one, registered in the memo before its items are copied (keys
//    before values);
//  - a plain-class instance (NodeSource, NodeSource.NodeInfo): object.__new__(cls),
//    registered in the memo, then its __dict__ deep-copied and set in the same order.
// The memo makes an object reached twice copied once. Anything else, a class whose copying
// was customised, or a chain nested deeper than the caller's max_depth, returns
// NotImplemented and the caller runs copy.deepcopy itself (which raises RecursionError
// where torch's would). So does a free-threaded build, where the chain could change under
// the copy (copy.deepcopy runs there).
#include <pybind11/pybind11.h>

#include <cstdint>
#include <utility>
#include <vector>

#include "python/convert.hpp"
#include "python/provenance.hpp"

namespace pyfxfast::py {

namespace {

using namespace pybind11::literals;

struct Unsupported {};

// What a copy needs from Python: the classes it copies natively and the tables through
// which copy.deepcopy could have been customised for them.
// Interned names: the records' attributes, and the Node attributes read.
struct Keys {
  pb::object pass_name, action, node_info, from_node, action_string, dict, name, target, graph_id, graph, meta;
};

struct RecordClasses {
  pb::object node_source, node_info, action, create;  // create: NodeSourceAction.CREATE
  Keys keys;
  pb::tuple empty;
  pb::dict deepcopy_dispatch, copyreg_dispatch;
  pb::object deepcopy;  // copy.deepcopy, for chains copy_chain leaves to it
  // pyfxfast's NodeSource.__deepcopy__ (patch(codegen=True)): makes deepcopy's object graph.
  pb::object own_deepcopy;
  // torch._ops.OpOverload: its __str__ (a format of fields fixed at construction) may be
  // reused within one run instead of recomputed per node (create_record's target_strs).
  pb::object op_overload;
  std::vector<pb::object> hooks;  // interned names of the methods that customise copying
};

RecordClasses& classes() {
  static RecordClasses* c = new RecordClasses();  // set once by init_provenance, at import
  return *c;
}

// The class copies as copy._reconstruct copies a plain instance: object.__new__ and no
// hook that deepcopy, pickling or attribute setting would call instead.
bool plain_class(PyObject* type) {
  RecordClasses& c = classes();
  if (PyDict_Contains(c.deepcopy_dispatch.ptr(), type) != 0 || PyDict_Contains(c.copyreg_dispatch.ptr(), type) != 0)
    return false;
  auto* t = reinterpret_cast<PyTypeObject*>(type);
  if (t->tp_new != PyBaseObject_Type.tp_new || t->tp_setattro != PyObject_GenericSetAttr || t->tp_dict == nullptr)
    return false;
  for (const pb::object& hook : c.hooks) {
    PyObject* found = PyDict_GetItemWithError(t->tp_dict, hook.ptr());  // borrowed
    if (PyErr_Occurred()) {
      PyErr_Clear();
      return false;
    }
    if (found != nullptr && found != c.own_deepcopy.ptr()) return false;
  }
  return true;
}

// An instance attribute deepcopy would look up instead of the class's (__deepcopy__,
// __reduce_ex__, ...): every dunder name is left to deepcopy.
bool dunder(PyObject* name) {
  return PyUnicode_GET_LENGTH(name) >= 2 && PyUnicode_READ_CHAR(name, 0) == '_' && PyUnicode_READ_CHAR(name, 1) == '_';
}

// Pointer -> pointer, open addressing: a chain copy looks up every container it meets,
// and most chains are a few dozen objects (no allocation per entry).
class PtrTable {
 public:
  PtrTable() : slots_(64) {}

  PyObject* find(PyObject* key) const {
    for (size_t i = hash(key);; i = (i + 1) & (slots_.size() - 1)) {
      if (slots_[i].first == key) return slots_[i].second;
      if (slots_[i].first == nullptr) return nullptr;
    }
  }

  void insert(PyObject* key, PyObject* value) {
    if (2 * (size_ + 1) > slots_.size()) grow();
    size_t i = hash(key);
    while (slots_[i].first != nullptr && slots_[i].first != key) i = (i + 1) & (slots_.size() - 1);
    size_ += slots_[i].first == nullptr;
    slots_[i] = {key, value};
  }

 private:
  size_t hash(PyObject* key) const {
    auto h = reinterpret_cast<uintptr_t>(key) >> 4;
    return (h * 0x9E3779B97F4A7C15ull >> 17) & (slots_.size() - 1);
  }

  void grow() {
    std::vector<std::pair<PyObject*, PyObject*>> old(slots_.size() * 2);
    old.swap(slots_);
    size_ = 0;
    for (const auto& [key, value] : old)
      if (key != nullptr) insert(key, value);
  }

  std::vector<std::pair<PyObject*, PyObject*>> slots_;
  size_t size_ = 0;
};

class ChainCopy {
 public:
  ChainCopy(PyObject* action, int max_depth) : action_(action), max_depth_(max_depth) {}
  ChainCopy(const ChainCopy&) = delete;
  ChainCopy& operator=(const ChainCopy&) = delete;
  ~ChainCopy() {
    for (PyObject* made : made_) Py_DECREF(made);
  }

  void allow(PyObject* type) { plain_.push_back(type); }

  // A new reference to obj's copy.
  PyObject* copy(PyObject* obj, int depth) {
    PyTypeObject* type = Py_TYPE(obj);
    if (obj == Py_None || type == &PyBool_Type || type == &PyLong_Type || type == &PyFloat_Type ||
        type == &PyUnicode_Type || type == &PyBytes_Type || reinterpret_cast<PyObject*>(type) == action_)
      return Py_NewRef(obj);
    if (PyObject* found = memo_.find(obj)) {
      if (found == state_dict_mark()) throw Unsupported{};
      return Py_NewRef(found);
    }
    if (depth > max_depth_) throw Unsupported{};
    if (type == &PyList_Type) return copy_list(obj, depth);
    if (type == &PyDict_Type) return copy_dict(obj, depth);
    for (PyObject* plain : plain_)
      if (reinterpret_cast<PyObject*>(type) == plain) return copy_instance(obj, depth);
    throw Unsupported{};
  }

 private:
  // Marks a state dict in the memo (deepcopy memoises its copy of one; an object that
  // refers to an instance's __dict__ itself is left to deepcopy). Never a Python object.
  static PyObject* state_dict_mark() {
    static char mark;
    return reinterpret_cast<PyObject*>(&mark);
  }

  // fresh (a new reference, or null with the Python error set) recorded as original's copy.
  PyObject* remember(PyObject* original, PyObject* fresh) {
    if (fresh == nullptr) throw pb::error_already_set();
    made_.push_back(fresh);  // the memo's reference
    memo_.insert(original, fresh);
    return Py_NewRef(fresh);
  }

  PyObject* copy_list(PyObject* list, int depth) {
    pb::object out = pb::reinterpret_steal<pb::object>(remember(list, PyList_New(0)));
    for (Py_ssize_t i = 0; i < PyList_GET_SIZE(list); ++i) {
      auto item = pb::reinterpret_steal<pb::object>(copy(PyList_GET_ITEM(list, i), depth + 1));
      if (PyList_Append(out.ptr(), item.ptr()) < 0) throw pb::error_already_set();
    }
    return out.release().ptr();
  }

  PyObject* copy_dict(PyObject* dict, int depth) {
    pb::object out = pb::reinterpret_steal<pb::object>(remember(dict, PyDict_New()));
    Py_ssize_t pos = 0;
    PyObject *key, *value;
    while (PyDict_Next(dict, &pos, &key, &value)) {
      auto k = pb::reinterpret_steal<pb::object>(copy(key, depth + 1));
      auto v = pb::reinterpret_steal<pb::object>(copy(value, depth + 1));
      if (PyDict_SetItem(out.ptr(), k.ptr(), v.ptr()) < 0) throw pb::error_already_set();
    }
    return out.release().ptr();
  }

  PyObject* copy_instance(PyObject* obj, int depth) {
    // What object.__reduce_ex__(4) gives as the state: the instance __dict__.
    auto state = pb::reinterpret_steal<pb::object>(PyObject_GenericGetDict(obj, nullptr));
    if (!state) throw pb::error_already_set();
    if (!PyDict_CheckExact(state.ptr())) throw Unsupported{};
    auto* type = Py_TYPE(obj);
    pb::object out = pb::reinterpret_steal<pb::object>(remember(obj, type->tp_new(type, empty_.ptr(), nullptr)));
    // deepcopy copies the state dict (memoised) and updates the new instance's __dict__
    // with that copy, in the same order: the copies, kept on a stack shared with the
    // nested instances (no dict in between), are set one by one in that order.
    memo_.insert(state.ptr(), state_dict_mark());
    const size_t start = fields_.size();
    Py_ssize_t pos = 0;
    PyObject *key, *value;
    while (PyDict_Next(state.ptr(), &pos, &key, &value)) {
      if (!PyUnicode_CheckExact(key) || dunder(key)) throw Unsupported{};
      auto copied = pb::reinterpret_steal<pb::object>(copy(value, depth + 1));
      fields_.emplace_back(key, std::move(copied));  // key: the state dict holds it
    }
    for (size_t i = start; i < fields_.size(); ++i)
      if (PyObject_GenericSetAttr(out.ptr(), fields_[i].first, fields_[i].second.ptr()) < 0)
        throw pb::error_already_set();
    fields_.resize(start);
    return out.release().ptr();
  }

  PyObject* action_;
  int max_depth_;
  PtrTable memo_;               // original -> its copy (or state_dict_mark())
  std::vector<PyObject*> made_;  // the memo's references to the copies
  std::vector<PyObject*> plain_;
  pb::tuple empty_;
  // (name, copy) of the instances being copied, innermost last.
  std::vector<std::pair<PyObject*, pb::object>> fields_;
};

// copy.deepcopy(chain) for a provenance chain, or NotImplemented where copy.deepcopy
// itself must run.
pb::object copy_chain(const pb::handle& chain, int max_depth);

// A new instance of cls (object.__new__(cls)), its attributes still unset.
pb::object new_instance(const pb::object& cls) {
  auto* type = reinterpret_cast<PyTypeObject*>(cls.ptr());
  auto out = pb::reinterpret_steal<pb::object>(type->tp_new(type, classes().empty.ptr(), nullptr));
  if (!out) throw pb::error_already_set();
  return out;
}

// obj.key = value, as the constructor's own assignment (a null value: the error set
// while computing it). Never by assigning __dict__: on CPython 3.13 an instance whose
// values live inline then misses attributes set that way.
void set_attr(const pb::object& obj, const pb::object& key, PyObject* value) {
  if (value == nullptr || PyObject_GenericSetAttr(obj.ptr(), key.ptr(), value) < 0) throw pb::error_already_set();
}

// NodeSource(node, pass_name, NodeSourceAction.CREATE), with the __dict__ torch's
// constructor gives it: the same keys in the same order, computed in the same order.
// The node's chain: deep-copied (torch 2.11-2.14) or shared, a list copy (2.15).
// str(target), reused from `cache` (id -> (target, str), for one run) where target is an
// OpOverload: str() of one costs a Python format and split per node, and every node of an
// ATen graph has one.
pb::object target_str(const pb::object& target, const pb::handle& cache) {
  if (cache.is_none() || reinterpret_cast<PyObject*>(Py_TYPE(target.ptr())) != classes().op_overload.ptr())
    return pb::reinterpret_steal<pb::object>(PyObject_Str(target.ptr()));
  auto key = pb::reinterpret_steal<pb::object>(PyLong_FromVoidPtr(target.ptr()));
  if (!key) throw pb::error_already_set();
  PyObject* hit = PyDict_GetItemWithError(cache.ptr(), key.ptr());  // borrowed
  if (hit == nullptr && PyErr_Occurred()) throw pb::error_already_set();
  // The entry holds its target: the same id is the same object.
  if (hit != nullptr && PyTuple_CheckExact(hit) && PyTuple_GET_SIZE(hit) == 2 && PyTuple_GET_ITEM(hit, 0) == target.ptr())
    return pb::reinterpret_borrow<pb::object>(PyTuple_GET_ITEM(hit, 1));
  auto text = pb::reinterpret_steal<pb::object>(PyObject_Str(target.ptr()));
  if (!text) throw pb::error_already_set();
  if (PyDict_SetItem(cache.ptr(), key.ptr(), pb::make_tuple(target, text).ptr()) < 0) throw pb::error_already_set();
  return text;
}

pb::object create_record(const pb::handle& node, const pb::str& pass_name, bool deep, int max_depth,
                         const pb::handle& target_strs) {
  RecordClasses& c = classes();
  if (!c.node_source) throw pb::type_error("create_record used before init_provenance");
  if (!target_strs.is_none() && !PyDict_CheckExact(target_strs.ptr()))
    throw pb::type_error("create_record: target_strs must be a dict or None");
  const Keys& k = c.keys;
  // The attributes are set on the new instances one by one, in the order torch's
  // constructors assign them (no intermediate dict: this runs once per node).
  pb::object name = node.attr(k.name);
  pb::object target = target_str(node.attr(k.target), target_strs);
  auto graph_id = pb::reinterpret_steal<pb::object>(PyLong_FromVoidPtr(node.attr(k.graph).ptr()));
  pb::object info = new_instance(c.node_info);
  set_attr(info, k.name, name.ptr());
  set_attr(info, k.target, target.ptr());
  set_attr(info, k.graph_id, graph_id.ptr());
  pb::object record = new_instance(c.node_source);
  set_attr(record, k.pass_name, pass_name.ptr());
  pb::list action;
  action.append(c.create);
  set_attr(record, k.action, action.ptr());
  set_attr(record, k.node_info, info.ptr());
  pb::object meta = node.attr(k.meta);
  pb::object chain;
  if (PyDict_CheckExact(meta.ptr())) {
    PyObject* found = PyDict_GetItemWithError(meta.ptr(), k.from_node.ptr());  // borrowed
    if (found == nullptr && PyErr_Occurred()) throw pb::error_already_set();
    if (found != nullptr) chain = pb::reinterpret_borrow<pb::object>(found);
  } else if (meta.contains(k.from_node)) {
    chain = meta[k.from_node];
  }
  pb::object from_node;
  if (!chain) {
    from_node = pb::list();
  } else if (!deep) {
    from_node = pb::reinterpret_steal<pb::object>(PySequence_List(chain.ptr()));
  } else {
    pb::object copied = copy_chain(chain, max_depth);
    from_node = copied.ptr() == Py_NotImplemented ? c.deepcopy(chain) : copied;
  }
  set_attr(record, k.from_node, from_node.ptr());
  set_attr(record, k.action_string, Py_None);
  set_attr(record, k.dict, Py_None);
  return record;
}

pb::object copy_chain(const pb::handle& chain, int max_depth) {
#ifdef Py_GIL_DISABLED
  (void)chain;
  (void)max_depth;
  return pb::reinterpret_borrow<pb::object>(Py_NotImplemented);
#else
  RecordClasses& c = classes();
  if (!c.node_source) throw pb::type_error("provenance copy used before init_provenance");
  ChainCopy copier(c.action.ptr(), max_depth);
  for (const pb::object* cls : {&c.node_source, &c.node_info}) {
    if (!plain_class(cls->ptr())) return pb::reinterpret_borrow<pb::object>(Py_NotImplemented);
    copier.allow(cls->ptr());
  }
  try {
    return pb::reinterpret_steal<pb::object>(copier.copy(chain.ptr(), 0));
  } catch (const Unsupported&) {
    return pb::reinterpret_borrow<pb::object>(Py_NotImplemented);
  }
#endif
}

void init_provenance(pb::object node_source, pb::object node_info, pb::object action, pb::dict deepcopy_dispatch,
                     pb::dict copyreg_dispatch, pb::object deepcopy, pb::object own_deepcopy, pb::object op_overload) {
  for (const pb::object* cls : {&node_source, &node_info, &action, &op_overload}) {
    if (!PyType_Check(cls->ptr())) throw pb::type_error("init_provenance: expected classes");
  }
  RecordClasses& c = classes();
  c.node_source = std::move(node_source);
  c.node_info = std::move(node_info);
  c.action = std::move(action);
  c.deepcopy_dispatch = std::move(deepcopy_dispatch);
  c.copyreg_dispatch = std::move(copyreg_dispatch);
  c.deepcopy = std::move(deepcopy);
  c.own_deepcopy = std::move(own_deepcopy);
  c.op_overload = std::move(op_overload);
  c.create = c.action.attr("CREATE");
  auto intern = [](const char* name) { return pb::reinterpret_steal<pb::object>(PyUnicode_InternFromString(name)); };
  c.keys = Keys{intern("pass_name"), intern("action"), intern("node_info"), intern("from_node"), intern("_action_string"),
                intern("_dict"), intern("name"), intern("target"), intern("graph_id"), intern("graph"), intern("meta")};
  c.hooks.clear();
  for (const char* hook : {"__deepcopy__", "__reduce_ex__", "__reduce__", "__getstate__", "__setstate__"})
    c.hooks.push_back(pb::reinterpret_steal<pb::object>(PyUnicode_InternFromString(hook)));
}

}  // namespace

pb::object RecordMaker::operator()(const pb::handle& node, const pb::str& pass_name) const {
  return create_record(node, pass_name, deep_, max_depth_, target_strs_);
}

PyObject* RecordMaker::make(PyObject* node, PyObject* pass_name) const noexcept {
  if (!PyUnicode_Check(pass_name)) {
    PyErr_SetString(PyExc_TypeError, "RecordMaker: pass_name must be a str");
    return nullptr;
  }
  try {
    return (*this)(node, pb::reinterpret_borrow<pb::str>(pass_name)).release().ptr();
  } catch (pb::error_already_set& e) {
    e.restore();
  } catch (const pb::builtin_exception& e) {
    e.set_error();
  } catch (const std::exception& e) {
    PyErr_SetString(PyExc_RuntimeError, e.what());
  }
  return nullptr;
}

void bind_provenance(pb::module_& m) {
  pb::class_<RecordMaker>(m, "RecordMaker",
                          "create_record(node, pass_name, deep, max_depth, target_strs) for one run: deep and "
                          "max_depth bound, and a cache of str() of OpOverload targets for the run.")
      .def(pb::init<bool, int>(), "deep"_a, "max_depth"_a)
      .def("__call__", &RecordMaker::operator(), "node"_a, "pass_name"_a);
  m.def("init_provenance", &init_provenance, "node_source"_a, "node_info"_a, "action"_a, "deepcopy_dispatch"_a,
        "copyreg_dispatch"_a, "deepcopy"_a, "own_deepcopy"_a, "op_overload"_a,
        "The classes copy_chain copies natively (NodeSource, NodeSource.NodeInfo, NodeSourceAction), "
        "copy's and copyreg's dispatch tables (a class registered there is left to copy.deepcopy), "
        "copy.deepcopy itself, pyfxfast's NodeSource.__deepcopy__ (which copies as deepcopy does) and "
        "torch._ops.OpOverload (whose str() create_record may reuse within a run).");
  m.def("create_record", &create_record, "node"_a, "pass_name"_a, "deep"_a, "max_depth"_a,
        "target_strs"_a = pb::none(),
        "NodeSource(node, pass_name, NodeSourceAction.CREATE) with the __dict__ torch's constructor builds; "
        "the node's from_node chain deep-copied (deep: torch 2.11-2.14) or shared (2.15). target_strs: "
        "None, or a dict one run passes to every call, in which str() of OpOverload targets is kept.");
  m.def("copy_chain", &copy_chain, "chain"_a, "max_depth"_a,
        "copy.deepcopy(chain) for a provenance chain (lists, dicts, atoms, NodeSource records) nested at "
        "most max_depth containers deep, or NotImplemented where copy.deepcopy itself must run.");
}

}  // namespace pyfxfast::py
