// Graph.create_node for an exact fx.Graph: the steps of torch's method in its order
// (arguments normalised, the SymInt scan's outcome, the name, the Node as its
// constructor makes it, the namespace's record, the insert point, the find_nodes
// table, _len), and node_copy on it.
#include <atomic>

#include "python/edits/edits.hpp"

namespace pyfxfast::py::edits {

namespace {

std::atomic<long long> g_created{0};

constexpr int kMaxDepth = 100;  // deeper arguments: torch's scan (and its RecursionError)

bool in(const std::vector<PyTypeObject*>& types, PyTypeObject* t) {
  for (PyTypeObject* p : types)
    if (p == t) return true;
  return false;
}

// True when Graph.create_node's scan for raw SymInt / SymFloat / SymBool values
// (a pytree walk) cannot find one in `a`: nodes and plain literals, in tuples,
// lists, dicts with str keys and slices of those. Anything else (a tensor, a
// namedtuple, a class registered with pytree) is left to torch.
bool plain(const Kit& kit, PyObject* a, int depth) {
  PyTypeObject* t = Py_TYPE(a);
  if (t == kit.node_type || in(kit.plain_types, t)) return true;
  if (depth > kMaxDepth) return false;
  if (t == &PyTuple_Type) {
    for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(a); ++i)
      if (!plain(kit, PyTuple_GET_ITEM(a, i), depth + 1)) return false;
    return true;
  }
  if (in(kit.list_types, t)) {
    for (Py_ssize_t i = 0; i < PyList_GET_SIZE(a); ++i)
      if (!plain(kit, PyList_GET_ITEM(a, i), depth + 1)) return false;
    return true;
  }
  if (in(kit.dict_types, t)) {
    PyObject *key, *value;
    Py_ssize_t pos = 0;
    while (PyDict_Next(a, &pos, &key, &value))
      if (!PyUnicode_CheckExact(key) || !plain(kit, value, depth + 1)) return false;
    return true;
  }
  if (t == &PySlice_Type) {
    auto* s = reinterpret_cast<PySliceObject*>(a);
    return plain(kit, s->start, depth + 1) && plain(kit, s->stop, depth + 1) && plain(kit, s->step, depth + 1);
  }
  return false;
}

bool is_scanned_op(PyObject* op) {
  const Strings& s = strings();
  return op == s.call_function || op == s.call_method || op == s.call_module ||
         PyUnicode_Compare(op, s.call_function) == 0 || PyUnicode_Compare(op, s.call_method) == 0 ||
         PyUnicode_Compare(op, s.call_module) == 0;
}

// _NodeBase.__init__(graph, name, op, target, type) as torch's C code leaves a new node
// (not erased, a list of its own, its fields, empty _input_nodes, users and meta, no
// _repr_fn, args and kwargs unset), written into the slots: where the kit's probe
// found torch's init leaving exactly these members so (Kit::native_init).
int init_natively(const Kit& kit, PyObject* node, PyObject* graph, PyObject* name, PyObject* op, PyObject* target,
                  PyObject* type) {
  PyObject* input_nodes = PyDict_New();
  PyObject* users = PyDict_New();
  PyObject* meta = PyDict_New();
  if (!input_nodes || !users || !meta) {
    Py_XDECREF(input_nodes);
    Py_XDECREF(users);
    Py_XDECREF(meta);
    return -1;
  }
  kit.set_erased(node, false);
  kit.set_slot(node, Slot::Prev, Py_NewRef(node));
  kit.set_slot(node, Slot::Next, Py_NewRef(node));
  kit.set_slot(node, Slot::Graph, Py_NewRef(graph));
  kit.set_slot(node, Slot::Name, Py_NewRef(name));
  kit.set_slot(node, Slot::Op, Py_NewRef(op));
  kit.set_slot(node, Slot::Target, Py_NewRef(target));
  kit.set_slot(node, Slot::Type, Py_NewRef(type));
  kit.set_slot(node, Slot::InputNodes, input_nodes);
  kit.set_slot(node, Slot::Users, users);
  kit.set_slot(node, Slot::ReprFn, Py_NewRef(Py_None));
  kit.set_slot(node, Slot::Meta, meta);
  return 0;
}

// Node.__new__(Node) and its _NodeBase.__init__ (natively where the probe allows).
PyObject* make_node(const Kit& kit, PyObject* graph, PyObject* name, PyObject* op, PyObject* target,
                    PyObject* type, bool native) {
  static PyObject* const empty = PyTuple_New(0);
  Obj node(kit.node_type->tp_new(kit.node_type, empty, nullptr));  // NodeBase_new reads no arguments
  if (!node) return nullptr;
  if (native) {
    if (init_natively(kit, node.get(), graph, name, op, target, type) < 0) return nullptr;
  } else {
    Obj base_args(PyTuple_Pack(5, graph, name, op, target, type));
    if (!base_args || kit.node_base->tp_init(node.get(), base_args.get(), nullptr) < 0) return nullptr;
  }
  return node.release();
}

// Node(graph, name, op, target, args, kwargs, type_expr) where its checks pass (the
// caller made sure): _NodeBase's __new__ and __init__, then _update_args_kwargs.
PyObject* new_node(const Kit& kit, PyObject* graph, PyObject* name, PyObject* op, PyObject* target,
                   PyObject* args, PyObject* kwargs, PyObject* type_expr) {
  PyObject* node = make_node(kit, graph, name, op, target, type_expr, kit.native_init);
  if (!node) return nullptr;
  PyObject* fresh = kwargs ? nullptr : PyObject_CallNoArgs(kit.immutable_dict);  // create_node's `immutable_dict()`
  if ((!kwargs && !fresh) || update_args_kwargs(kit, node, args, kwargs ? kwargs : fresh) < 0) Py_CLEAR(node);
  Py_XDECREF(fresh);
  return node;
}

// graph._len += 1
int count_node(PyObject* graph) {
  static PyObject* const one = PyLong_FromLong(1);
  PyObject* len = PyObject_GetAttr(graph, strings().len);
  if (!len) return -1;
  PyObject* more = PyNumber_InPlaceAdd(len, one);
  Py_DECREF(len);
  if (!more) return -1;
  int r = PyObject_SetAttr(graph, strings().len, more);
  Py_DECREF(more);
  return r;
}

}  // namespace

long long nodes_created() { return g_created.load(std::memory_order_relaxed); }

PyObject* new_node_probe(const Kit& kit, PyObject* graph, PyObject* name, PyObject* op, PyObject* target,
                         PyObject* type) {
  return make_node(kit, graph, name, op, target, type, true);
}

PyObject* GraphState::read(const Kit& kit, PyObject* graph) {
  const Strings& s = strings();
  Obj ns(PyObject_GetAttr(graph, s.graph_namespace));
  if (!ns) return nullptr;
  if (Py_TYPE(ns.get()) != kit.namespace_type) return declined();
  used = Obj(PyObject_GetAttr(ns.get(), s.used_names));
  base_count = Obj(used ? PyObject_GetAttr(ns.get(), s.base_count) : nullptr);
  obj_to_name = Obj(base_count ? PyObject_GetAttr(ns.get(), s.obj_to_name) : nullptr);
  if (!obj_to_name) return nullptr;
  if (!PySet_CheckExact(used.get()) || !PyDict_CheckExact(base_count.get()) || !PyDict_CheckExact(obj_to_name.get()))
    return declined();
  table = Obj(find_nodes_table(kit, graph));
  if (!table || is_declined(table.get())) return table.release();
  Py_RETURN_NONE;
}

std::unique_ptr<GraphCache> GraphCache::make(const Kit& kit, PyObject* graph) {
  if (!kit.is_graph(graph)) return nullptr;
  auto cache = std::make_unique<GraphCache>();
  Obj read(cache->state_.read(kit, graph));
  cache->keep_ = Obj(PyList_New(0));
  if (!read || is_declined(read.get()) || !cache->keep_) return nullptr;
  Py_INCREF(graph);
  cache->graph_ = Obj(graph);
  return cache;
}

PyObject* create_node(const Kit& kit, PyObject* graph, PyObject* op, PyObject* target, PyObject* args,
                      PyObject* kwargs, PyObject* name, PyObject* type_expr, PyObject* meta, GraphCache* cache) {
  const Strings& s = strings();
  if (!kit.is_graph(graph) || !PyUnicode_CheckExact(op) || !kit.intact()) return declined();
  if (name == Py_None) name = nullptr;
  if (name && !PyUnicode_CheckExact(name)) return declined();
  if (!type_expr) type_expr = Py_None;
  // `if not args: args = ()`, else a tuple; `if not kwargs: kwargs = immutable_dict()`, else a dict.
  static PyObject* const empty = PyTuple_New(0);
  if (!args || args == Py_None) args = empty;
  if (!PyTuple_CheckExact(args)) return declined();
  bool fresh_kwargs = !kwargs || kwargs == Py_None;
  if (!fresh_kwargs) {
    if (!PyDict_CheckExact(kwargs) && Py_TYPE(kwargs) != reinterpret_cast<PyTypeObject*>(kit.immutable_dict))
      return declined();
    fresh_kwargs = PyDict_GET_SIZE(kwargs) == 0;
  }
  if (is_scanned_op(op) && !(plain(kit, args, 0) && (fresh_kwargs || plain(kit, kwargs, 0)))) return declined();
  // Node.__init__'s checks (torch raises from its own code).
  if (PyUnicode_Compare(op, s.call_function) == 0) {
    if (!PyCallable_Check(target)) return declined();
  } else {
    int legal = PyDict_Contains(kit.legal_ops, op);
    if (legal < 0) return nullptr;
    if (!legal || !PyUnicode_Check(target)) return declined();
  }
  bool lookup_error = false;
  Obj hooks(owner_hooks(graph, s.create_node_hooks, &lookup_error));
  if (lookup_error) return nullptr;
  if (hooks) return declined();
  GraphState read;
  const GraphState* state = &read;
  if (cache && cache->graph() == graph) {
    state = &cache->state_;
  } else {
    cache = nullptr;
    Obj ok(read.read(kit, graph));
    if (!ok || is_declined(ok.get())) return ok.release();
  }
  Obj candidate;
  if (name) {
    Py_INCREF(name);
    candidate = Obj(name);
  } else if (!cache) {
    candidate = Obj(target_to_str(kit, graph, target));
  } else {
    auto known = cache->names_.find(target);
    if (known != cache->names_.end()) {
      Py_INCREF(known->second);
      candidate = Obj(known->second);
    } else {
      candidate = Obj(target_to_str(kit, graph, target));
      if (candidate && !is_declined(candidate.get()) &&
          (PyList_Append(cache->keep_.get(), target) < 0 || PyList_Append(cache->keep_.get(), candidate.get()) < 0))
        return nullptr;
      if (candidate && !is_declined(candidate.get())) cache->names_.emplace(target, candidate.get());
    }
  }
  if (!candidate || is_declined(candidate.get())) return candidate.release();
  Obj unique(create_name(kit, state->used.get(), state->base_count.get(), candidate.get()));
  if (!unique || is_declined(unique.get())) return unique.release();
  // From here on the graph changes: no more declining.
  Obj node(new_node(kit, graph, unique.get(), op, target, args, fresh_kwargs ? nullptr : kwargs, type_expr));
  if (!node || (meta && PyObject_GenericSetAttr(node.get(), s.meta, meta) < 0)) return nullptr;
  PyObject* known = PyDict_SetDefault(state->obj_to_name.get(), node.get(), unique.get());  // borrowed
  if (!known) return nullptr;
  if (known != unique.get()) {
    PyErr_SetString(PyExc_AssertionError, "obj is already associated");
    return nullptr;
  }
  Obj insert(PyObject_GetAttr(graph, s.insert));
  if (!insert || call_insert(kit, insert.get(), node.get()) < 0) return nullptr;
  // self._find_nodes_lookup_table.insert(n)
  Obj bucket;
  PyObject* keyed = PyUnicode_Compare(op, s.call_function) == 0 ? target : Py_None;
  if (cache) {
    auto found = cache->buckets_.find({op, keyed});
    if (found != cache->buckets_.end()) {
      Py_INCREF(found->second);
      bucket = Obj(found->second);
    }
  }
  if (!bucket) {
    bucket = Obj(bucket_in(state->table.get(), op, target));
    if (!bucket) return nullptr;
    // The table never drops a bucket: remembered per (op, target), kept alive.
    if (cache && PyDict_CheckExact(bucket.get())) {
      PyObject* keep = cache->keep_.get();
      if (PyList_Append(keep, op) < 0 || PyList_Append(keep, keyed) < 0 || PyList_Append(keep, bucket.get()) < 0)
        return nullptr;
      cache->buckets_.emplace(std::make_pair(op, keyed), bucket.get());
    }
  }
  if (PyObject_SetItem(bucket.get(), node.get(), Py_None) < 0 || count_node(graph) < 0) return nullptr;
  g_created.fetch_add(1, std::memory_order_relaxed);
  return node.release();
}

PyObject* node_copy(const Kit& kit, PyObject* graph, PyObject* node, PyObject* arg_transform) {
  if (!kit.is_graph(graph) || !kit.is_node(node) || !kit.intact()) return declined();
  // Where map_arg's results would fail node_copy's checks, or copying the meta could
  // fail once the node exists, torch's node_copy runs (and raises).
  if (!PyTuple_Check(kit.slot(node, Slot::Args)) || !PyDict_Check(kit.slot(node, Slot::Kwargs)) ||
      !PyDict_CheckExact(kit.slot(node, Slot::Meta)))
    return declined();
  if (arg_transform && !PyCallable_Check(arg_transform)) return declined();
  PyObject* transform = arg_transform ? arg_transform : kit.identity;  // torch's default is `lambda x: x`
  // args = map_arg(node.args, arg_transform); kwargs = map_arg(node.kwargs, arg_transform)
  // (held: arg_transform is the caller's code, and may change the node)
  PyObject* args = kit.slot(node, Slot::Args);
  Py_INCREF(args);
  PyObject* new_args = map_arg(kit, args, transform);
  Py_DECREF(args);
  PyObject* kwargs = kit.slot(node, Slot::Kwargs);
  Py_INCREF(kwargs);
  PyObject* new_kwargs = new_args ? map_arg(kit, kwargs, transform) : nullptr;
  Py_DECREF(kwargs);
  PyObject* result = nullptr;
  if (!new_kwargs) {
  } else if (!PyTuple_Check(new_args)) {
    PyErr_Format(PyExc_AssertionError, "Expected args to be tuple, got %R", Py_TYPE(new_args));
  } else if (!PyDict_Check(new_kwargs)) {
    PyErr_Format(PyExc_AssertionError, "Expected kwargs to be dict, got %R", Py_TYPE(new_kwargs));
  } else {
    // create_node(node.op, node.target, args, kwargs, node.name, node.type), then
    // result_node.meta = copy.copy(node.meta): for a dict, dict.copy.
    PyObject* fields[] = {kit.slot(node, Slot::Op), kit.slot(node, Slot::Target), kit.slot(node, Slot::Name),
                          kit.slot(node, Slot::Type), kit.slot(node, Slot::Meta)};
    for (PyObject* f : fields) Py_INCREF(f);
    PyObject* meta_copy = PyDict_CheckExact(fields[4]) ? PyDict_Copy(fields[4]) : nullptr;
    if (meta_copy) {
      result = create_node(kit, graph, fields[0], fields[1], new_args, new_kwargs, fields[2], fields[3], meta_copy);
      Py_DECREF(meta_copy);
    } else if (!PyErr_Occurred()) {
      result = declined();  // arg_transform made the meta something else
    }
    if (result && is_declined(result)) {
      // The arguments are mapped already (arg_transform must not run twice): torch's
      // create_node makes the node, then its meta is set as node_copy sets it.
      Py_CLEAR(result);
      PyObject* torch_create = kit.torch_method("create_node");
      PyObject* call[] = {graph, fields[0], fields[1], new_args, new_kwargs, fields[2], fields[3]};
      result = torch_create ? PyObject_Vectorcall(torch_create, call, 7, nullptr) : nullptr;
      if (!torch_create) PyErr_SetString(PyExc_RuntimeError, "pyfxfast: torch's create_node not found");
      PyObject* copy_module = result ? PyImport_ImportModule("copy") : nullptr;
      PyObject* copied = copy_module ? PyObject_CallMethod(copy_module, "copy", "O", fields[4]) : nullptr;
      if (!copied || PyObject_SetAttr(result, strings().meta, copied) < 0) Py_CLEAR(result);
      Py_XDECREF(copied);
      Py_XDECREF(copy_module);
    }
    for (PyObject* f : fields) Py_DECREF(f);
  }
  Py_XDECREF(new_args);
  Py_XDECREF(new_kwargs);
  return result;
}

}  // namespace pyfxfast::py::edits
