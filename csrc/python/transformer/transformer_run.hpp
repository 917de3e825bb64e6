// pyfxfast.Transformer's run loop and node step (pyfxfast/building/stock_run.py), as
// one class, TransformerRun, whose definitions are split by concern:
//
//   config.cpp       the constructor: the configuration stock_run.py hands over, checked.
//   run_loop.cpp     Interpreter.run's loop: the environment (env) and the last-use
//                    bookkeeping after each step; the general step (torch's calls, under
//                    set_current_meta) for the nodes the fused step does not take.
//   step.cpp         the fused step for a node nobody's method overrides, and
//                    create_proxy from the current meta (an override's super() call):
//                    arguments lowered to the new graph's nodes, the node wrapped in a Proxy.
//   create_node.cpp  Graph.create_node without hooks: the name (_Namespace), the Node,
//                    its place in the graph and the lookup table; the tracer's scope.
//   node_meta.cpp    TracerBase.create_node's meta for the new node (copied fields,
//                    from_node, seq_nr).
//   last_uses.cpp    Interpreter.__init__'s user_to_last_uses (a free function).
//
// The bindings are in csrc/python/bind_transformer.cpp. Private to those files.
//
// Every step returns NOT_PLAIN (the Python sentinel) where it cannot vouch for
// the result; the caller then takes the Python path, which makes torch's calls.
// Python callables (create_record, shallow_copy, the namespace's create_name where
// it is not torch's) are called where the Python path calls them. Nothing here
// aborts on bad input: an unexpected object is NOT_PLAIN or a Python exception.
#pragma once

#include <pybind11/pybind11.h>

#include <functional>
#include <initializer_list>
#include <memory>
#include <unordered_map>
#include <utility>
#include <vector>

#include "python/edits/edits.hpp"
#include "python/node_fields.hpp"
#include "python/provenance.hpp"
#include "python/py_names.hpp"

namespace pyfxfast::py::transformer {

namespace pb = pybind11;

using pyfxfast::py::Obj;

// Deeper argument nesting goes to the Python path (which recurses as torch does).
constexpr int kMaxLowerDepth = 100;

struct Strings {
  PyObject* meta;
  PyObject* stack_trace;
  PyObject* is_gradient_acc;
  PyObject* autograd_backward;
  PyObject* in_grad_fn;
  PyObject* grad_fn_seq_nr;
  PyObject* seq_nr;
  PyObject* from_node;
  PyObject* insert;
  PyObject* len;
  PyObject* module_path;
  PyObject* module_type;
  PyObject* node;
  PyObject* dict;
  PyObject* current_meta;
  PyObject* should_preserve;
  PyObject* preserving_seq_nr;
  PyObject* replay_node;
  PyObject* env;
  PyObject* graph;
  PyObject* check_mutable;
  PyObject* record_stack_traces;
  PyObject* call_function;
  PyObject* call_method;
  PyObject* get_attr;
  PyObject* output;
  PyObject* tracer;
  PyObject* update_args_kwargs;
  PyObject* getitem;
  PyObject* prepend_c;
  PyObject* garbage_collect_values;
  PyObject* user_to_last_uses;
};

inline const Strings& strings() {
  static const Strings s = [] {
    auto in = [](const char* v) { return PyUnicode_InternFromString(v); };
    return Strings{in("meta"), in("stack_trace"), in("is_gradient_acc"), in("autograd_backward"),
                   in("in_grad_fn"), in("grad_fn_seq_nr"), in("seq_nr"), in("from_node"), in("_insert"),
                   in("_len"), in("module_path"), in("module_type"), in("node"), in("__dict__"),
                   in("current_meta"), in("should_preserve_node_meta"), in("_should_preserve_node_meta"),
                   in("current_replay_node"), in("env"), in("graph"), in("check_mutable_operations"),
                   in("record_stack_traces"), in("call_function"), in("call_method"), in("get_attr"),
                   in("output"), in("tracer"), in("_update_args_kwargs"), in("__getitem__"), in("_prepend"),
                   in("garbage_collect_values"), in("user_to_last_uses")};
  }();
  return s;
}

// a == b for two str objects (interned strings compare by identity first).
inline bool str_eq(PyObject* a, PyObject* b) {
  if (a == b) return true;
  if (!PyUnicode_Check(a) || !PyUnicode_Check(b)) return false;
  return PyUnicode_Compare(a, b) == 0;
}

inline PyObject* new_ref(PyObject* o) {
  Py_INCREF(o);
  return o;
}

// dict.get(key) as a new reference, nullptr when missing (error set only on error).
inline PyObject* dict_get(PyObject* d, PyObject* key) {
  PyObject* v = nullptr;
  dict_get_ref(d, key, &v);
  return v;
}

// The raised exception (normalized, its traceback attached), the error indicator cleared.
inline PyObject* take_exception() {
#if PY_VERSION_HEX >= 0x030C0000
  return PyErr_GetRaisedException();
#else
  PyObject *type, *exc, *tb;
  PyErr_Fetch(&type, &exc, &tb);
  PyErr_NormalizeException(&type, &exc, &tb);
  if (tb && exc) PyException_SetTraceback(exc, tb);
  Py_XDECREF(type);
  Py_XDECREF(tb);
  return exc;
#endif
}

// Raises `exc` again (taken by take_exception), unchanged.
inline void restore_exception(PyObject* exc) {
#if PY_VERSION_HEX >= 0x030C0000
  PyErr_SetRaisedException(new_ref(exc));
#else
  PyErr_Restore(new_ref(reinterpret_cast<PyObject*>(Py_TYPE(exc))), new_ref(exc), PyException_GetTraceback(exc));
#endif
}

inline PyObject* call(PyObject* fn, std::initializer_list<PyObject*> args) {
  std::vector<PyObject*> v(args);
  return PyObject_Vectorcall(fn, v.data(), v.size(), nullptr);
}

// A TransformerRun holds, for one Transformer.run, what re-creating a node
// reads: the new graph's builder state (namespace, lookup table, name cache),
// the tracer, the meta fields TracerBase.create_node copies, the Proxy and
// Node types. Its three entry points:
//
//   step(node)        the fused step for a node nobody's method overrides: lower
//                     the node's arguments to the new nodes, create the node as
//                     Graph.create_node does, set its meta as TracerBase.create_node
//                     does under set_current_meta(node), wrap it in a Proxy.
//   create(kind, ...) TracerBase.create_proxy for plain arguments (Proxies and
//                     literals), with the meta read from fx.traceback's current_meta:
//                     what an overriding method's super() call ends in.
//   run(...)          Interpreter.run's loop; nodes the fused step does not take
//                     are handed to a Python callable (torch's calls).
class TransformerRun {
 public:
  explicit TransformerRun(const pb::dict& cfg);  // config.cpp

  PyObject* not_plain() const { return new_ref(not_plain_.ptr()); }
  PyObject* not_plain_object() const { return not_plain_.ptr(); }

  // step.cpp
  PyObject* step(PyObject* node);
  PyObject* create(PyObject* interpreter, PyObject* kind, PyObject* target, PyObject* args, PyObject* kwargs);
  // run_loop.cpp: returns (True, the output node's value) or (False, None) when the nodes ran out.
  PyObject* run(PyObject* interpreter, PyObject* nodes, PyObject* general, PyObject* fail);

 private:
  // run_loop.cpp
  PyObject* read_last_uses();
  PyObject* run_loop(PyObject* nodes, PyObject* general, PyObject* fail);
  PyObject* general_step(PyObject* node);
  PyObject* call_op(PyObject* node);
  PyObject* step_or_general(PyObject* node, PyObject* general, bool* ran_python);

  // step.cpp
  PyObject* lower(PyObject* a, bool nodes, int depth);
  PyObject* object_new(PyTypeObject* t);
  PyObject* make_proxy(PyObject* created);

  // create_node.cpp
  PyObject* build(PyObject* op, PyObject* target, PyObject* args, PyObject* kwargs);
  bool set_scope(PyObject* created);

  // node_meta.cpp
  bool set_meta(PyObject* out, PyObject* src, PyObject* record_of, PyObject* seq_nr);
  bool copy_field(PyObject* out, PyObject* src, PyObject* field, bool dict_copy);
  PyObject* shallow_copy(PyObject* value);
  int gradient_acc(PyObject* stack_trace);

  static PyObject* empty_tuple() {
    static PyObject* t = PyTuple_New(0);
    return t;
  }

  // create_record(node, pass_name): the record set_current_meta puts in from_node.
  PyObject* new_record(PyObject* node) {
    return maker_ ? maker_->make(node, pass_name_.ptr()) : call(create_record_.ptr(), {node, pass_name_.ptr()});
  }

  bool is_plain(PyTypeObject* t) const {
    for (PyTypeObject* p : plain_types_)
      if (p == t) return true;
    return false;
  }
  static bool in(const std::vector<PyTypeObject*>& types, PyTypeObject* t) {
    for (PyTypeObject* p : types)
      if (p == t) return true;
    return false;
  }

  // Node creation: the native edits' kit and this run's cache of its graph (none where
  // nodes are made by the builder's create: hooks, a counting builder, no kit).
  const edits::Kit* kit_ = nullptr;
  std::unique_ptr<edits::GraphCache> cache_;
  pb::object last_scope_;  // set_scope's last (module_path, module_type) pair

  pb::object node_type_obj_, proxy_type_obj_, not_plain_;
  PyTypeObject* node_type_ = nullptr;
  PyTypeObject* proxy_type_ = nullptr;
  std::unique_ptr<NodeFields> fields_;
  std::vector<PyTypeObject*> plain_types_, list_types_, dict_types_;
  pb::list keep_;
  pb::object graph_, tracer_, scope_, node_name_to_scope_, built_, create_, edit_kit_, immutable_dict_,
      fields_before_, fields_after_, fields_all_, pass_name_, create_record_, shallow_copy_, copy_plan_, object_new_,
      seq_nr_, grad_acc_stack_, defined_on_proxy_, traceback_, sequence_nr_, instance_overrides_, fx_map_arg_,
      fetch_;
  bool proxy_direct_ = false;
  const RecordMaker* maker_ = nullptr;  // create_record_'s, where it is one
  PyObject* interpreter_ = nullptr;
  unsigned long thread_ = 0;
  std::unordered_map<PyTypeObject*, int> copy_plans_;
  pb::object acc_checked_;  // the last stack trace gradient_acc searched, and its answer
  int acc_found_ = 0;
  bool with_from_node_ = true, backward_marks_ = true, fused_ = false, creates_ = false;
};

// Interpreter.__init__'s user_to_last_uses (last_uses.cpp).
PyObject* user_to_last_uses(PyObject* nodes, PyTypeObject* node_type);

}  // namespace pyfxfast::py::transformer
