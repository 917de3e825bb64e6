#include "python/convert.hpp"

#include <cmath>
#include <limits>
#include <stdexcept>

#include "python/node_fields.hpp"
#include "python/py_names.hpp"

namespace pyfxfast::py {

// ---------------------------------------------------------------- Interner

Interner::Interner(pb::object node_type, pb::tuple opaque_types)
    : lock_(pb::reinterpret_steal<pb::object>(PyObject_CallNoArgs(reinterpret_cast<PyObject*>(&PyBaseObject_Type)))),
      node_type_(std::move(node_type)),
      opaque_types_(std::move(opaque_types)) {
  if (!lock_) throw pb::error_already_set();
  if (!PyType_Check(node_type_.ptr())) throw pb::type_error("node_type must be a type");
}

// The id stored in an id dict (a small int).
static int32_t id_value(PyObject* id) { return static_cast<int32_t>(PyLong_AsLong(id)); }

int32_t Interner::target_id(PyObject* target) {
  const int32_t cached = target_by_address_.find(target);
  if (cached >= 0) return cached;
  PyObject* found = nullptr;
  const int got = dict_get_ref(target_ids_.ptr(), target, &found);  // may run target's __hash__/__eq__
  if (got > 0) {
    Ref hold(found);
    return id_value(found);  // equal, not identical
  }
  bool hashable = true;
  if (got < 0) {
    // Unhashable target: it only ever equals itself as far as we can tell.
    if (!PyErr_ExceptionMatches(PyExc_TypeError)) throw pb::error_already_set();
    PyErr_Clear();
    hashable = false;
  }
  // The id and its object in one step, no Python code in between (see Interner).
  const int32_t id = static_cast<int32_t>(PyList_GET_SIZE(target_objects_.ptr()));
  if (PyList_Append(target_objects_.ptr(), target) < 0) throw pb::error_already_set();
  target_by_address_.insert(target, id);
  if (hashable) {
    Ref id_obj(PyLong_FromLong(id));
    if (!id_obj || PyDict_SetItem(target_ids_.ptr(), target, id_obj.get()) < 0) throw pb::error_already_set();
  }
  return id;
}

int32_t Interner::fresh_literal(PyObject* value, bool opaque) {
  const int32_t id = static_cast<int32_t>(literal_opaque_.size());
  if (PyList_Append(literal_objects_.ptr(), value) < 0) throw pb::error_already_set();
  literal_opaque_.push_back(opaque ? 1 : 0);
  return id;
}

static bool is_nan_number(PyObject* value) {
  if (PyFloat_Check(value)) return std::isnan(PyFloat_AS_DOUBLE(value));
  if (PyComplex_Check(value)) {
    Py_complex c = PyComplex_AsCComplex(value);
    return std::isnan(c.real) || std::isnan(c.imag);
  }
  return false;
}

int32_t Interner::literal_id(PyObject* value) {
  const int32_t cached = literal_by_address_.find(value);
  if (cached >= 0) return cached;
  // NaN != NaN, and tensors compare elementwise: neither can share an id.
  if (is_nan_number(value)) return fresh_literal(value, true);
  // A C-level subtype test: isinstance() would run torch.Tensor's Python
  // __instancecheck__ for every literal.
  for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(opaque_types_.ptr()); ++i) {
    auto* type = reinterpret_cast<PyTypeObject*>(PyTuple_GET_ITEM(opaque_types_.ptr(), i));
    if (PyType_IsSubtype(Py_TYPE(value), type)) return fresh_literal(value, true);
  }
  // Literals match when they have the same type and compare equal, so each
  // exact type gets its own table (1, 1.0 and True stay apart).
  PyObject* type = reinterpret_cast<PyObject*>(Py_TYPE(value));
  PyObject* table_ref = nullptr;
  const int has_table = dict_get_ref(literal_tables_.ptr(), type, &table_ref);  // types hash by identity
  if (has_table < 0) throw pb::error_already_set();
  if (has_table == 0) {
    table_ref = PyDict_New();
    if (!table_ref) throw pb::error_already_set();
    if (PyDict_SetItem(literal_tables_.ptr(), type, table_ref) < 0) {
      Py_DECREF(table_ref);
      throw pb::error_already_set();
    }
  }
  Ref table(table_ref);  // owned: no other thread can drop it while value's __eq__ runs
  PyObject* found = nullptr;
  const int got = dict_get_ref(table.get(), value, &found);  // may run value's __hash__/__eq__
  if (got > 0) {
    Ref hold(found);
    return id_value(found);
  }
  if (got < 0) {
    if (!PyErr_ExceptionMatches(PyExc_TypeError)) throw pb::error_already_set();
    PyErr_Clear();  // unhashable: compare by identity
    return fresh_literal(value, true);
  }
  const int32_t id = fresh_literal(value, false);
  literal_by_address_.insert(value, id);
  Ref id_obj(PyLong_FromLong(id));
  if (!id_obj || PyDict_SetItem(table.get(), value, id_obj.get()) < 0) throw pb::error_already_set();
  return id;
}

// ----------------------------------------------------------------- PyGraph

static PyObject* get_attr(PyObject* obj, PyObject* name) {
  PyObject* r = PyObject_GetAttr(obj, name);
  if (!r) throw pb::error_already_set();
  return r;
}

static PyObject* get_field(const NodeFields& fields, PyObject* node, Field f) {
  PyObject* r = fields.get(node, f);
  if (!r) throw pb::error_already_set();
  return r;
}

static OpKind op_kind(PyObject* node, PyObject* op) {
  const Names& n = names();
  for (int i = 0; i < kNumOpKinds; ++i) {
    if (op == n.opcodes[i]) return static_cast<OpKind>(i);
  }
  if (PyUnicode_Check(op)) {
    for (int i = 0; i < kNumOpKinds; ++i) {
      if (PyUnicode_Compare(op, n.opcodes[i]) == 0) return static_cast<OpKind>(i);
    }
  }
  // Same message as Graph.lint().
  PyErr_Format(PyExc_RuntimeError, "Node %S had unknown opcode %S!", node, op);
  throw pb::error_already_set();
}

PyGraph::PyGraph(pb::object graph, std::shared_ptr<Interner> interner, bool arguments)
    : fx_graph_(std::move(graph)), interner_(std::move(interner)), arguments_(arguments) {
  convert();
}

void PyGraph::require_arguments() const {
  if (!arguments_) throw pb::value_error("this CompactGraph was converted without arguments (arguments=False)");
}

PyGraph::~PyGraph() { release_snapshot(); }

void PyGraph::release_snapshot() {
  for (size_t i = 0; i + 3 < snapshot_.size(); i += 4) {
    Py_XDECREF(snapshot_[i + 2]);
    Py_XDECREF(snapshot_[i + 3]);
  }
  snapshot_.clear();
}

void PyGraph::convert() {
  const Names& n = names();
  PyObject* graph = fx_graph_.ptr();
  Ref root(PyObject_GetAttr(graph, n.root));
  Ref len_obj(root ? PyObject_GetAttr(graph, n.len) : nullptr);
  if (!root || !len_obj) {
    PyErr_Clear();
    throw pb::type_error("expected a torch.fx.Graph");
  }
  graph_len_ = PyLong_AsLongLong(len_obj.get());
  if (graph_len_ < 0 || graph_len_ >= std::numeric_limits<int32_t>::max()) {
    PyErr_Clear();
    throw pb::value_error("graph size is out of range");
  }
  const NodeFields fields(interner_->node_type());
  ArgEncoder encoder(*interner_);
  // The interner is shared with other conversions (maybe in other threads)
  // and grows during the walk.
  const Interner::Lock interner_lock(*interner_);

  // One walk over the nodes: each node's memory is touched once, which is
  // what the conversion's cost is made of. References to nodes not indexed
  // yet (all users; inputs only in graphs that are not topologically ordered)
  // are resolved after the walk.
  std::vector<PyObject*> order;  // owned references, moved into nodes_
  order.reserve(graph_len_);
  PtrIndexMap index(graph_len_);
  std::vector<PyObject*> user_objects;
  user_objects.reserve(graph_len_ * 2);
  std::vector<std::pair<int64_t, PyObject*>> pending_inputs;
  pending_args_.clear();
  g_.op.reserve(graph_len_);
  g_.target.reserve(graph_len_);
  g_.inputs.reserve(graph_len_, graph_len_ * 2);
  g_.users.reserve(graph_len_, graph_len_ * 2);
  g_.args.reserve(graph_len_, arguments_ ? graph_len_ * 6 : 0);
  snapshot_.reserve(graph_len_ * 4);

  auto release_order = [&order] {
    for (PyObject* o : order) Py_DECREF(o);
    order.clear();
  };
  try {
    PyObject* cur = get_field(fields, root.get(), Field::Next);
    while (cur != root.get()) {
      if (static_cast<int64_t>(order.size()) >= graph_len_) {
        Py_DECREF(cur);
        throw pb::value_error("graph node list is longer than len(graph.nodes); it is corrupt");
      }
      PyObject* node = cur;
      // The walk is a chain of cache misses; start loading what comes next.
      for (Field f : {Field::Next, Field::Args, Field::InputNodes, Field::Users}) {
        if (PyObject* p = fields.peek(node, f)) __builtin_prefetch(p);
      }
      index.insert(node, static_cast<int32_t>(order.size()));
      order.push_back(node);

      Ref op(get_field(fields, node, Field::Op));
      g_.op.push_back(op_kind(node, op.get()));
      Ref target(get_field(fields, node, Field::Target));
      g_.target.push_back(interner_->target_id(target.get()));

      Ref inputs(get_field(fields, node, Field::InputNodes));
      Ref users(get_field(fields, node, Field::Users));
      if (!PyDict_Check(inputs.get()) || !PyDict_Check(users.get())) {
        throw pb::type_error("node._input_nodes and node.users must be dicts");
      }
      Py_ssize_t pos = 0;
      PyObject *key, *value;
      while (PyDict_Next(inputs.get(), &pos, &key, &value)) {
        const int32_t id = index.find(key);
        if (id < 0) pending_inputs.emplace_back(static_cast<int64_t>(g_.inputs.items.size()), key);
        g_.inputs.items.push_back(id);
      }
      g_.inputs.close_row();
      pos = 0;
      while (PyDict_Next(users.get(), &pos, &key, &value)) user_objects.push_back(key);
      g_.users.items.resize(user_objects.size());
      g_.users.close_row();

      PyObject* args = get_field(fields, node, Field::Args);
      PyObject* kwargs = fields.get(node, Field::Kwargs);
      snapshot_.push_back(op.get());
      snapshot_.push_back(target.get());
      snapshot_.push_back(args);  // owned
      snapshot_.push_back(kwargs);  // owned (or nullptr, then the next line throws)
      if (!kwargs) throw pb::error_already_set();
      // A node's encoding is Tuple(args) then Dict(kwargs).
      if (arguments_) {
        encoder.encode(args, index, g_.args.items, &pending_args_);
        encoder.encode(kwargs, index, g_.args.items, &pending_args_);
      }
      g_.args.close_row();

      cur = get_field(fields, node, Field::Next);
    }
    Py_DECREF(cur);
  } catch (...) {
    // The destructor does not run when the constructor throws.
    release_order();
    release_snapshot();
    throw;
  }

  const int64_t count = static_cast<int64_t>(order.size());
  nodes_ = pb::reinterpret_steal<pb::tuple>(PyTuple_New(count));
  for (int64_t i = 0; i < count; ++i) PyTuple_SET_ITEM(nodes_.ptr(), i, order[i]);

  auto resolve = [&](PyObject* obj) {
    const int32_t id = index.find(obj);
    if (id >= 0) return id;
    ++g_.foreign_refs;
    return kForeignNode;
  };
  for (auto& [slot, obj] : pending_inputs) g_.inputs.items[slot] = resolve(obj);
  for (size_t k = 0; k < user_objects.size(); ++k) g_.users.items[k] = resolve(user_objects[k]);
  for (auto& [slot, obj] : pending_args_) {
    const int32_t id = index.find(obj);
    g_.args.items[slot].value = id >= 0 ? id : kForeignNode;
  }
  g_.literal_opaque = interner_->literal_opaque();
}

void ArgEncoder::encode(PyObject* root, const PtrIndexMap& index, std::vector<ArgToken>& out,
                        std::vector<std::pair<int64_t, PyObject*>>* unresolved) {
  // An explicit stack, so that deep nesting cannot overflow the C stack. The
  // nesting is capped: torch.fx's own recursive map_arg cannot build or walk
  // args nested anywhere near this deep, and a container that contains itself
  // would otherwise expand forever.
  auto& stack = stack_;
  stack.clear();
  stack.emplace_back(root, 0);
  while (!stack.empty()) {
    auto [obj, depth] = stack.back();
    stack.pop_back();
    if (depth > kMaxArgDepth) {
      PyErr_Format(PyExc_RecursionError,
                   "node arguments are nested more than %d levels deep (or a list, tuple, dict or slice "
                   "contains itself)", kMaxArgDepth);
      throw pb::error_already_set();
    }
    const int32_t inner = depth + 1;
    if (PyObject_TypeCheck(obj, interner_.node_type())) {
      int32_t id = index.find(obj);
      if (id < 0) {
        if (unresolved) {
          unresolved->emplace_back(static_cast<int64_t>(out.size()), obj);
        } else {
          id = kForeignNode;
        }
      }
      out.push_back({ArgTag::Node, id});
    } else if (PyTuple_Check(obj) || PyList_Check(obj)) {
      const bool is_tuple = PyTuple_Check(obj);
      const Py_ssize_t len = is_tuple ? PyTuple_GET_SIZE(obj) : PyList_GET_SIZE(obj);
      out.push_back({is_tuple ? ArgTag::Tuple : ArgTag::List, static_cast<int32_t>(len)});
      for (Py_ssize_t k = len - 1; k >= 0; --k) {
        stack.emplace_back(is_tuple ? PyTuple_GET_ITEM(obj, k) : PyList_GET_ITEM(obj, k), inner);
      }
    } else if (PyDict_Check(obj)) {
      out.push_back({ArgTag::Dict, static_cast<int32_t>(PyDict_GET_SIZE(obj))});
      entries_.clear();
      Py_ssize_t pos = 0;
      PyObject *key, *value;
      while (PyDict_Next(obj, &pos, &key, &value)) entries_.emplace_back(key, value);
      for (auto it = entries_.rbegin(); it != entries_.rend(); ++it) {
        stack.emplace_back(it->second, inner);
        stack.emplace_back(it->first, inner);
      }
    } else if (PySlice_Check(obj)) {
      auto* s = reinterpret_cast<PySliceObject*>(obj);
      out.push_back({ArgTag::Slice, 3});
      stack.emplace_back(s->step, inner);
      stack.emplace_back(s->stop, inner);
      stack.emplace_back(s->start, inner);
    } else {
      out.push_back({ArgTag::Literal, interner_.literal_id(obj)});
    }
  }
}

bool PyGraph::is_fresh() const {
  const Names& n = names();
  PyObject* graph = fx_graph_.ptr();
  Ref len_obj(PyObject_GetAttr(graph, n.len));
  if (!len_obj) throw pb::error_already_set();
  if (PyLong_AsLongLong(len_obj.get()) != graph_len_) return false;
  const NodeFields fields(interner_->node_type());
  Ref root(get_attr(graph, n.root));
  PyObject* cur = get_field(fields, root.get(), Field::Next);
  const Py_ssize_t count = PyTuple_GET_SIZE(nodes_.ptr());
  bool fresh = true;
  for (Py_ssize_t i = 0; fresh; ++i) {
    if (cur == root.get()) {
      fresh = i == count;
      break;
    }
    if (i >= count || cur != PyTuple_GET_ITEM(nodes_.ptr(), i)) {
      fresh = false;
      break;
    }
    const Field checked[4] = {Field::Op, Field::Target, Field::Args, Field::Kwargs};
    for (int f = 0; f < 4 && fresh; ++f) {
      PyObject* value = fields.get(cur, checked[f]);
      if (!value) {
        Py_DECREF(cur);
        throw pb::error_already_set();
      }
      fresh = value == snapshot_[i * 4 + f];
      Py_DECREF(value);
    }
    PyObject* next = fields.get(cur, Field::Next);
    Py_DECREF(cur);
    if (!next) throw pb::error_already_set();
    cur = next;
  }
  Py_DECREF(cur);
  return fresh;
}

}  // namespace pyfxfast::py
