// Graph.create_node without hooks (NodeBuilder.create in pyfxfast/_graph/rebuild.py),
// for the fused step and create_proxy: the node's name as torch.fx.graph._Namespace
// makes it, the Node, its place in the graph and in the graph's lookup table; and
// the tracer's node_name_to_scope entry.
#include "python/transformer/transformer_run.hpp"

#include <charconv>
#include <cstring>

namespace pyfxfast::py::transformer {

namespace {

// f"{base}_{value}", written directly where base is ASCII (PyUnicode_FromFormat
// parses its format on every call: a sizeable part of naming a node).
PyObject* suffixed(PyObject* base, long long value) {
  if (!PyUnicode_Check(base) || !PyUnicode_IS_ASCII(base)) return PyUnicode_FromFormat("%U_%lld", base, value);
  char digits[24] = {'_'};
  char* end = std::to_chars(digits + 1, digits + sizeof digits, value).ptr;  // never short: 20 digits at most
  auto len = static_cast<size_t>(end - digits);
  Py_ssize_t base_len = PyUnicode_GET_LENGTH(base);
  PyObject* out = PyUnicode_New(base_len + static_cast<Py_ssize_t>(len), 127);
  if (!out) return nullptr;
  auto* data = static_cast<char*>(PyUnicode_DATA(out));
  std::memcpy(data, PyUnicode_DATA(base), static_cast<size_t>(base_len));
  std::memcpy(data + base_len, digits, len);
  return out;
}

// num += 1; name = f"{base}_{num}"
bool bump(PyObject* base, Obj& num, Obj& name) {
  static PyObject* one = PyLong_FromLong(1);
  Obj next(PyNumber_Add(num.get(), one));
  if (!next) return false;
  int overflow = 0;
  long long value = PyLong_Check(next.get()) ? PyLong_AsLongLongAndOverflow(next.get(), &overflow) : 0;
  if (value == -1 && PyErr_Occurred()) return false;
  bool small = PyLong_CheckExact(next.get()) && !overflow;
  Obj text(small ? suffixed(base, value) : PyUnicode_FromFormat("%U_%S", base, next.get()));
  if (!text) return false;
  num = Obj(new_ref(next.get()));
  name = Obj(new_ref(text.get()));
  return true;
}

}  // namespace

// Graph.create_node(op, target, args, kwargs) without hooks (NodeBuilder.create).
PyObject* TransformerRun::build(PyObject* op, PyObject* target, PyObject* args, PyObject* kwargs) {
  const Strings& s = strings();
  Obj kw(PyDict_GET_SIZE(kwargs) ? new_ref(kwargs) : PyObject_CallNoArgs(immutable_dict_.ptr()));
  if (!kw) return nullptr;
  if (!slow_create_.is_none())
    return call(slow_create_.ptr(), {op, target, args, kw.get(), Py_None, Py_None});
  Obj candidate(candidate_name(target));
  if (!candidate) return nullptr;
  Obj name(create_name(candidate.get()));
  if (!name) return nullptr;
  Obj created(new_node(name.get(), op, target, args, kw.get()));
  if (!created) return nullptr;
  PyObject* known = PyDict_SetDefault(obj_to_name_.ptr(), created.get(), name.get());  // borrowed
  if (!known) return nullptr;
  if (known != name.get()) {
    PyErr_SetString(PyExc_AssertionError, "obj is already associated");
    return nullptr;
  }
  Obj insert(PyObject_GetAttr(graph_.ptr(), s.insert));
  if (!insert) return nullptr;
  // graph._insert is the graph's root node's prepend (its default): what torch's
  // Node.prepend does, root._prepend(node), without its frame.
  Obj inserted(PyMethod_Check(insert.get()) && PyMethod_GET_FUNCTION(insert.get()) == prepend_.ptr()
                   ? PyObject_CallMethodOneArg(PyMethod_GET_SELF(insert.get()), s.prepend_c, created.get())
                   : call(insert.get(), {created.get()}));
  if (!inserted) return nullptr;
  Obj bucket(lookup_bucket(op, target));
  if (!bucket || PyObject_SetItem(bucket.get(), created.get(), Py_None) < 0) return nullptr;
  Obj len(PyObject_GetAttr(graph_.ptr(), s.len));
  if (!len) return nullptr;
  static PyObject* one = PyLong_FromLong(1);
  Obj len1(PyNumber_Add(len.get(), one));
  if (!len1 || PyObject_SetAttr(graph_.ptr(), s.len, len1.get()) < 0) return nullptr;
  return new_ref(created.get());
}

// Node(graph, name, op, target, args, kwargs, None). Where Node.__init__ is
// torch's, what it does: its checks pass (else the call below raises torch's
// error), _NodeBase.__init__, _update_args_kwargs.
PyObject* TransformerRun::new_node(PyObject* name, PyObject* op, PyObject* target, PyObject* args, PyObject* kwargs) {
  bool direct = !node_base_.is_none();
  if (direct) {
    const Strings& s = strings();
    if (str_eq(op, s.call_function)) {
      direct = PyCallable_Check(target);
    } else {
      int legal = PyDict_Contains(legal_ops_.ptr(), op);
      if (legal < 0) return nullptr;
      direct = legal && PyUnicode_Check(target);
    }
  }
  if (!direct) return call(node_type_obj_.ptr(), {graph_.ptr(), name, op, target, args, kwargs, Py_None});
  Obj base_args(PyTuple_Pack(5, graph_.ptr(), name, op, target, Py_None));
  if (!base_args) return nullptr;
  Obj created(node_type_->tp_new(node_type_, base_args.get(), nullptr));
  if (!created) return nullptr;
  if (reinterpret_cast<PyTypeObject*>(node_base_.ptr())->tp_init(created.get(), base_args.get(), nullptr) < 0)
    return nullptr;
  Obj updated(PyObject_CallMethodObjArgs(created.get(), strings().update_args_kwargs, args, kwargs, nullptr));
  if (!updated) return nullptr;
  return new_ref(created.get());
}

// graph._target_to_str(target), cached per target by identity (equal targets
// may still name differently: torch asks each).
PyObject* TransformerRun::candidate_name(PyObject* target) {
  auto known = names_by_target_.find(target);
  if (known != names_by_target_.end()) return new_ref(known->second);
  PyObject* name = call(target_name_.ptr(), {target});
  if (name && PyUnicode_CheckExact(name)) {
    keep_.append(pb::handle(target));
    keep_.append(pb::handle(name));
    names_by_target_.emplace(target, name);
  }
  return name;
}

// _Namespace.create_name(candidate, None).
PyObject* TransformerRun::create_name(PyObject* candidate) {
  if (!fast_names_) return call(create_name_.ptr(), {candidate, Py_None});
  // The candidate's regex parse, cached: (candidate, base, num or None).
  Obj parsed(nullptr);
  {
    PyObject* hit = nullptr;
    int r = dict_get_ref(parse_cache_.ptr(), candidate, &hit);
    if (r < 0) return nullptr;
    if (r == 0) {
      hit = call(parse_name_.ptr(), {candidate});
      if (!hit) return nullptr;
      if (!PyTuple_CheckExact(hit) || PyTuple_GET_SIZE(hit) != 3) {
        Py_DECREF(hit);
        PyErr_SetString(PyExc_TypeError, "parse_name must return a 3-tuple");
        return nullptr;
      }
      if (PyDict_SetItem(parse_cache_.ptr(), candidate, hit) < 0) {
        Py_DECREF(hit);
        return nullptr;
      }
    }
    parsed = Obj(hit);
  }
  PyObject* used = used_names_.ptr();
  Obj name(new_ref(PyTuple_GET_ITEM(parsed.get(), 0)));
  PyObject* base = PyTuple_GET_ITEM(parsed.get(), 1);
  Obj num(new_ref(PyTuple_GET_ITEM(parsed.get(), 2)));
  int taken = PySet_Contains(used, name.get());
  if (taken < 0) return nullptr;
  if (num.get() == Py_None || taken) {
    PyObject* counted = dict_get(base_count_.ptr(), base);
    if (!counted && PyErr_Occurred()) return nullptr;
    num = Obj(counted ? counted : PyLong_FromLong(0));
    if (!num) return nullptr;
    PyObject* illegal = dict_get(illegal_names_.ptr(), name.get());
    if (!illegal && PyErr_Occurred()) return nullptr;
    bool is_illegal = illegal && illegal != Py_None;
    Py_XDECREF(illegal);
    if (is_illegal && !bump(base, num, name)) return nullptr;
  }
  while (true) {
    taken = PySet_Contains(used, name.get());
    if (taken < 0) return nullptr;
    if (!taken) break;
    if (!bump(base, num, name)) return nullptr;
  }
  if (PySet_Add(used, name.get()) < 0) return nullptr;
  if (PyDict_SetItem(base_count_.ptr(), base, num.get()) < 0) return nullptr;
  return new_ref(name.get());
}

// table[(op, target if op == "call_function" else None)]: the lookup table's
// bucket (made by its defaultdict), cached per (op, target) by identity: the
// table never drops a bucket, and a target's hash may be a Python call.
PyObject* TransformerRun::lookup_bucket(PyObject* op, PyObject* target) {
  const Strings& s = strings();
  bool by_target = str_eq(op, s.call_function);
  PyObject* keyed = by_target ? target : Py_None;
  auto found = buckets_.find({op, keyed});
  if (found != buckets_.end()) return new_ref(found->second);
  Obj key(PyTuple_Pack(2, op, keyed));
  if (!key) return nullptr;
  PyObject* bucket = PyObject_GetItem(table_.ptr(), key.get());
  if (!bucket) return nullptr;
  if (PyDict_CheckExact(bucket) && PyUnicode_CheckExact(op)) {
    keep_.append(pb::handle(op));
    keep_.append(pb::handle(keyed));
    keep_.append(pb::handle(bucket));
    buckets_.emplace(std::make_pair(op, keyed), bucket);
  }
  return bucket;
}

// tracer.node_name_to_scope[node.name] = (scope.module_path, scope.module_type);
// consecutive nodes of one scope share the (immutable) pair.
bool TransformerRun::set_scope(PyObject* created) {
  const Names& n = names();
  Obj name(PyObject_GetAttr(created, n.name));
  if (!name) return false;
  Obj path(PyObject_GetAttr(scope_.ptr(), strings().module_path));
  if (!path) return false;
  Obj type(PyObject_GetAttr(scope_.ptr(), strings().module_type));
  if (!type) return false;
  PyObject* pair = last_scope_.ptr();
  if (!pair || PyTuple_GET_ITEM(pair, 0) != path.get() || PyTuple_GET_ITEM(pair, 1) != type.get()) {
    pair = PyTuple_Pack(2, path.get(), type.get());
    if (!pair) return false;
    last_scope_ = pb::reinterpret_steal<pb::object>(pair);
  }
  return PyObject_SetItem(node_name_to_scope_.ptr(), name.get(), pair) == 0;
}

}  // namespace pyfxfast::py::transformer
