// pyfxfast.Transformer's run loop and node step (pyfxfast/building/stock_run.py).
//
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
//
// Every step returns NOT_PLAIN (the Python sentinel) where it cannot vouch for
// the result; the caller then takes the Python path, which makes torch's calls.
// Python callables (create_record, shallow_copy, the namespace's create_name where
// it is not torch's) are called where the Python path calls them. Nothing here
// aborts on bad input: an unexpected object is NOT_PLAIN or a Python exception.
#include <pybind11/pybind11.h>

#include <charconv>
#include <cstring>
#include <initializer_list>
#include <unordered_map>
#include <vector>

#include "graph/ptr_map.hpp"
#include "python/node_fields.hpp"
#include "python/provenance.hpp"
#include "python/py_names.hpp"

namespace pyfxfast::py {

namespace pb = pybind11;

namespace {

// An owning reference that can be reassigned (py_names' Ref cannot).
class Obj {
 public:
  explicit Obj(PyObject* p = nullptr) : p_(p) {}
  Obj(const Obj&) = delete;
  Obj& operator=(const Obj&) = delete;
  Obj(Obj&& o) noexcept : p_(o.p_) { o.p_ = nullptr; }
  Obj& operator=(Obj&& o) noexcept {
    if (this != &o) {
      PyObject* old = p_;
      p_ = o.p_;
      o.p_ = nullptr;
      Py_XDECREF(old);
    }
    return *this;
  }
  ~Obj() { Py_XDECREF(p_); }
  PyObject* get() const { return p_; }
  explicit operator bool() const { return p_ != nullptr; }

 private:
  PyObject* p_;
};

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

const Strings& strings() {
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
bool str_eq(PyObject* a, PyObject* b) {
  if (a == b) return true;
  if (!PyUnicode_Check(a) || !PyUnicode_Check(b)) return false;
  return PyUnicode_Compare(a, b) == 0;
}

PyObject* new_ref(PyObject* o) {
  Py_INCREF(o);
  return o;
}

// dict.get(key) as a new reference, nullptr when missing (error set only on error).
PyObject* dict_get(PyObject* d, PyObject* key) {
  PyObject* v = nullptr;
  dict_get_ref(d, key, &v);
  return v;
}

// The raised exception (normalized, its traceback attached), the error indicator cleared.
PyObject* take_exception() {
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
void restore_exception(PyObject* exc) {
#if PY_VERSION_HEX >= 0x030C0000
  PyErr_SetRaisedException(new_ref(exc));
#else
  PyErr_Restore(new_ref(reinterpret_cast<PyObject*>(Py_TYPE(exc))), new_ref(exc), PyException_GetTraceback(exc));
#endif
}

PyObject* call(PyObject* fn, std::initializer_list<PyObject*> args) {
  std::vector<PyObject*> v(args);
  return PyObject_Vectorcall(fn, v.data(), v.size(), nullptr);
}

}  // namespace

class TransformerRun {
 public:
  explicit TransformerRun(const pb::dict& cfg) {
    auto get = [&](const char* key) -> pb::object {
      if (!cfg.contains(key)) throw pb::key_error(std::string("TransformerRun: missing ") + key);
      return cfg[key];
    };
    node_type_obj_ = get("node_type");
    proxy_type_obj_ = get("proxy_type");
    if (!PyType_Check(node_type_obj_.ptr()) || !PyType_Check(proxy_type_obj_.ptr()))
      throw pb::type_error("node_type and proxy_type must be types");
    node_type_ = reinterpret_cast<PyTypeObject*>(node_type_obj_.ptr());
    proxy_type_ = reinterpret_cast<PyTypeObject*>(proxy_type_obj_.ptr());
    fields_ = std::make_unique<NodeFields>(node_type_);
    not_plain_ = get("not_plain");
    for (const char* key : {"plain_types", "list_types", "dict_types"}) {
      std::vector<PyTypeObject*>& out =
          key[0] == 'p' ? plain_types_ : key[0] == 'l' ? list_types_ : dict_types_;
      for (pb::handle t : get(key)) {
        if (!PyType_Check(t.ptr())) throw pb::type_error(std::string(key) + " must hold types");
        out.push_back(reinterpret_cast<PyTypeObject*>(t.ptr()));
        keep_.append(t);
      }
    }
    graph_ = get("graph");
    tracer_ = get("tracer");
    scope_ = get("scope");
    node_name_to_scope_ = get("node_name_to_scope");
    built_ = get("built");
    obj_to_name_ = get("obj_to_name");
    table_ = get("table");
    target_name_ = get("target_name");
    slow_create_ = get("slow_create");
    create_name_ = get("create_name");
    used_names_ = get("used_names");
    base_count_ = get("base_count");
    illegal_names_ = get("illegal_names");
    parse_name_ = get("parse_name");
    immutable_dict_ = get("immutable_dict");
    fields_before_ = get("fields_before");
    fields_after_ = get("fields_after");
    fields_all_ = get("fields_all");
    with_from_node_ = get("with_from_node").cast<bool>();
    pass_name_ = get("pass_name");
    create_record_ = get("create_record");
    // provenance.record_maker()'s RecordMaker: called without a Python call.
    if (pb::isinstance<RecordMaker>(create_record_)) maker_ = create_record_.cast<const RecordMaker*>();
    shallow_copy_ = get("shallow_copy");
    copy_plan_ = get("copy_plan");
    object_new_ = get("object_new");
    seq_nr_ = get("seq_nr");
    backward_marks_ = get("backward_marks").cast<bool>();
    grad_acc_stack_ = get("grad_acc_stack");
    defined_on_proxy_ = get("defined_on_proxy");
    traceback_ = get("traceback");
    sequence_nr_ = get("sequence_nr");
    fused_ = get("fused").cast<bool>();
    creates_ = get("creates").cast<bool>();
    instance_overrides_ = get("instance_overrides");
    node_base_ = get("node_base");
    fx_map_arg_ = get("fx_map_arg");
    fetch_ = get("fetch");
    prepend_ = get("prepend");
    legal_ops_ = get("legal_ops");
    proxy_direct_ = get("proxy_direct").cast<bool>();
    if (!node_base_.is_none()) {
      if (!PyType_Check(node_base_.ptr()) || !PyDict_Check(legal_ops_.ptr()) ||
          node_type_->tp_base != reinterpret_cast<PyTypeObject*>(node_base_.ptr()) ||
          !reinterpret_cast<PyTypeObject*>(node_base_.ptr())->tp_init || !node_type_->tp_new)
        throw pb::type_error("node_base must be the node type's base");
    }
    if (!PyTuple_CheckExact(instance_overrides_.ptr())) throw pb::type_error("instance_overrides must be a tuple");
    for (pb::handle h : {fields_before_, fields_after_, fields_all_})
      if (!PyTuple_CheckExact(h.ptr())) throw pb::type_error("meta fields must be tuples");
    for (pb::handle h : {node_name_to_scope_, built_, obj_to_name_, illegal_names_})
      if (!PyDict_Check(h.ptr())) throw pb::type_error("TransformerRun: expected a dict");
    fast_names_ = !used_names_.is_none();
    if (fast_names_ && (!PySet_CheckExact(used_names_.ptr()) || !PyDict_CheckExact(base_count_.ptr())))
      throw pb::type_error("used_names must be a set and base_count a dict");
  }

  PyObject* not_plain() const { return new_ref(not_plain_.ptr()); }
  PyObject* not_plain_object() const { return not_plain_.ptr(); }

  // ---- the fused step -------------------------------------------------------
  PyObject* step(PyObject* node) {
    const Strings& s = strings();
    if (!fused_ || Py_TYPE(node) != node_type_) return not_plain();
    Obj meta(PyObject_GetAttr(node, s.meta));
    if (!meta) return nullptr;
    if (!PyDict_CheckExact(meta.get()) || PyDict_GET_SIZE(meta.get()) == 0) return not_plain();
    Obj op(fields_->get(node, Field::Op));
    if (!op) return nullptr;
    Obj target(fields_->get(node, Field::Target));
    if (!target) return nullptr;
    Obj args_in(fields_->get(node, Field::Args));
    if (!args_in) return nullptr;
    Obj kwargs_in(fields_->get(node, Field::Kwargs));
    if (!kwargs_in) return nullptr;
    bool is_method = str_eq(op.get(), s.call_method);
    bool is_get_attr = !is_method && str_eq(op.get(), s.get_attr);
    if (!is_method && !is_get_attr && !str_eq(op.get(), s.call_function)) return not_plain();
    if (!PyTuple_CheckExact(args_in.get())) return not_plain();
    Obj args(lower(args_in.get(), true, 0));
    if (!args) return nullptr;
    if (args.get() == not_plain_.ptr()) return not_plain();
    int has_kwargs = PyObject_IsTrue(kwargs_in.get());
    if (has_kwargs < 0) return nullptr;
    Obj kwargs(has_kwargs ? lower(kwargs_in.get(), true, 0) : PyDict_New());
    if (!kwargs) return nullptr;
    if (kwargs.get() == not_plain_.ptr()) return not_plain();
    if (is_method) {
      Obj on_proxy(call(defined_on_proxy_.ptr(), {target.get()}));
      if (!on_proxy) return nullptr;
      int defined = PyObject_IsTrue(on_proxy.get());
      if (defined < 0) return nullptr;
      if (defined || PyTuple_GET_SIZE(args.get()) == 0 ||
          !PyObject_TypeCheck(PyTuple_GET_ITEM(args.get(), 0), node_type_))
        return not_plain();
    } else if (is_get_attr && !PyUnicode_Check(target.get())) {
      return not_plain();
    }
    Obj created(build(op.get(), target.get(), args.get(), kwargs.get()));
    if (!created) return nullptr;
    if (!set_scope(created.get())) return nullptr;
    Obj out(PyObject_GetAttr(created.get(), s.meta));
    if (!out) return nullptr;
    if (!PyDict_Check(out.get())) {
      PyErr_SetString(PyExc_TypeError, "a new node's meta is not a dict");
      return nullptr;
    }
    if (!set_meta(out.get(), meta.get(), node, seq_nr_.ptr())) return nullptr;
    PyObject* proxy = make_proxy(created.get());
    if (!proxy) return nullptr;
    if (PyDict_SetItem(built_.ptr(), node, created.get()) < 0) {
      Py_DECREF(proxy);
      return nullptr;
    }
    return proxy;
  }

  // ---- create_proxy from the current meta -----------------------------------
  PyObject* create(PyObject* interpreter, PyObject* kind, PyObject* target, PyObject* args, PyObject* kwargs) {
    const Strings& s = strings();
    // Only for the interpreter whose run() is in progress, while its tracer is this run's.
    // The run's caches are its thread's: another thread (an override's helper) takes the Python path.
    if (!creates_ || interpreter_ == nullptr || interpreter != interpreter_ || PyThread_get_thread_ident() != thread_)
      return not_plain();
    {
      Obj idict(PyObject_GetAttr(interpreter, s.dict));
      if (!idict) return nullptr;
      if (!PyDict_Check(idict.get())) return not_plain();
      Obj tracer(dict_get(idict.get(), s.tracer));
      if (!tracer && PyErr_Occurred()) return nullptr;
      if (tracer.get() != tracer_.ptr()) return not_plain();
    }
    // What the Python path re-checks per call: the tracer's state, fx.traceback's flags.
    Obj state(PyObject_GetAttr(tracer_.ptr(), s.dict));
    if (!state) return nullptr;
    if (!PyDict_Check(state.get())) return not_plain();
    Obj graph(dict_get(state.get(), s.graph));
    if (!graph) return PyErr_Occurred() ? nullptr : not_plain();
    if (graph.get() != graph_.ptr()) return not_plain();
    for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(instance_overrides_.ptr()); ++i) {
      int shadowed = PyDict_Contains(state.get(), PyTuple_GET_ITEM(instance_overrides_.ptr(), i));
      if (shadowed != 0) return shadowed < 0 ? nullptr : not_plain();
    }
    for (PyObject* flag : {s.check_mutable, s.record_stack_traces}) {
      Obj v(PyObject_GetAttr(tracer_.ptr(), flag));
      if (!v) return nullptr;
      int on = PyObject_IsTrue(v.get());
      if (on != 0) return on < 0 ? nullptr : not_plain();
    }
    Obj preserve(PyObject_GetAttr(traceback_.ptr(), s.should_preserve));
    if (!preserve) return nullptr;
    int preserving = PyObject_IsTrue(preserve.get());
    if (preserving <= 0) return preserving < 0 ? nullptr : not_plain();
    Obj replay(PyObject_GetAttr(traceback_.ptr(), s.replay_node));
    if (!replay) return nullptr;
    if (replay.get() != Py_None) return not_plain();
    Obj current(PyObject_GetAttr(traceback_.ptr(), s.current_meta));
    if (!current) return nullptr;
    if (!PyDict_CheckExact(current.get())) return not_plain();
    if (!PyUnicode_Check(kind)) return not_plain();
    Obj largs(lower(args, false, 0));
    if (!largs) return nullptr;
    if (largs.get() == not_plain_.ptr() || !PyTuple_Check(largs.get())) return not_plain();
    Obj lkwargs(lower(kwargs, false, 0));
    if (!lkwargs) return nullptr;
    if (lkwargs.get() == not_plain_.ptr() || !PyDict_Check(lkwargs.get())) return not_plain();
    // The seq_nr source, read before the node is made (as _get_seq_nr reads it after:
    // nothing between the two runs a tensor op).
    Obj seq(nullptr);
    Obj preserving_nr(PyObject_GetAttr(traceback_.ptr(), s.preserving_seq_nr));
    if (!preserving_nr) return nullptr;
    int keep_nr = PyObject_IsTrue(preserving_nr.get());
    if (keep_nr < 0) return nullptr;
    if (!keep_nr) {
      Obj raw(PyObject_CallNoArgs(sequence_nr_.ptr()));
      if (!raw) return nullptr;
      Obj one(PyLong_FromLong(1));
      seq = Obj(PyNumber_Subtract(raw.get(), one.get()));
      if (!seq) return nullptr;
    }
    Obj created(build(kind, target, largs.get(), lkwargs.get()));
    if (!created) return nullptr;
    if (!set_scope(created.get())) return nullptr;
    Obj out(PyObject_GetAttr(created.get(), s.meta));
    if (!out) return nullptr;
    if (!PyDict_Check(out.get())) {
      PyErr_SetString(PyExc_TypeError, "a new node's meta is not a dict");
      return nullptr;
    }
    if (!set_meta(out.get(), current.get(), nullptr, keep_nr ? Py_None : seq.get())) return nullptr;
    return make_proxy(created.get());
  }

  // ---- Interpreter.run's loop -------------------------------------------------
  // Returns (True, the output node's value) or (False, None) when the nodes ran out.
  PyObject* run(PyObject* interpreter, PyObject* nodes, PyObject* general, PyObject* fail) {
    if (interpreter_ != nullptr) {
      PyErr_SetString(PyExc_RuntimeError, "TransformerRun.run is already running");
      return nullptr;
    }
    interpreter_ = interpreter;  // borrowed: the caller holds it for the call
    thread_ = PyThread_get_thread_ident();
    PyObject* result = run_loop(nodes, general, fail);
    interpreter_ = nullptr;
    return result;
  }

 private:
  // What Interpreter.run reads after each step: self.user_to_last_uses where
  // self.garbage_collect_values, else None.
  PyObject* read_last_uses() {
    const Strings& s = strings();
    Obj on(PyObject_GetAttr(interpreter_, s.garbage_collect_values));
    if (!on) return nullptr;
    int truthy = PyObject_IsTrue(on.get());
    if (truthy < 0) return nullptr;
    return truthy ? PyObject_GetAttr(interpreter_, s.user_to_last_uses) : new_ref(Py_None);
  }

  // The table is read as the run starts; only a step that ran Python (an override,
  // torch's own methods) can rebind it, so it is read again after those.
  PyObject* run_loop(PyObject* nodes, PyObject* general, PyObject* fail) {
    const Strings& s = strings();
    PyObject* interpreter = interpreter_;
    Obj last_uses_ref(read_last_uses());
    if (!last_uses_ref) return nullptr;
    Obj it(PyObject_GetIter(nodes));
    if (!it) return nullptr;
    while (true) {
      Obj node(PyIter_Next(it.get()));
      if (!node) {
        if (PyErr_Occurred()) return nullptr;
        return Py_BuildValue("(OO)", Py_False, Py_None);
      }
      Obj env(PyObject_GetAttr(interpreter, s.env));
      if (!env) return nullptr;
      int seen = PySequence_Contains(env.get(), node.get());
      if (seen < 0) return nullptr;
      if (seen) continue;
      bool ran_python = false;
      Obj value(step_or_general(node.get(), general, &ran_python));
      if (!value) {
        if (!PyErr_ExceptionMatches(PyExc_Exception)) return nullptr;
        Obj e(take_exception());
        Obj r(call(fail, {node.get(), e ? e.get() : Py_None}));
        if (r) {  // fail always raises
          PyErr_SetString(PyExc_SystemError, "TransformerRun: the failure callback returned");
        }
        return nullptr;
      }
      // `self.env[node] = self.run_node(node)`: the environment as the step left it
      // (an override may have replaced it).
      env = Obj(PyObject_GetAttr(interpreter, s.env));
      if (!env || PyObject_SetItem(env.get(), node.get(), value.get()) < 0) return nullptr;
      if (ran_python) {
        last_uses_ref = Obj(read_last_uses());
        if (!last_uses_ref) return nullptr;
      }
      PyObject* last_uses = last_uses_ref.get();
      if (last_uses != Py_None) {
        Obj dead(nullptr);
        if (PyDict_CheckExact(last_uses)) {
          PyObject* found = dict_get(last_uses, node.get());
          if (!found && PyErr_Occurred()) return nullptr;
          dead = Obj(found ? found : new_ref(empty_tuple()));
        } else {
          dead = Obj(PyObject_CallMethod(last_uses, "get", "OO", node.get(), empty_tuple()));
        }
        if (!dead) return nullptr;
        Obj dit(PyObject_GetIter(dead.get()));
        if (!dit) return nullptr;
        while (PyObject* victim = PyIter_Next(dit.get())) {
          Obj v(victim);
          Obj env_now(PyObject_GetAttr(interpreter, s.env));
          if (!env_now || PyObject_DelItem(env_now.get(), victim) < 0) return nullptr;
        }
        if (PyErr_Occurred()) return nullptr;
      }
      Obj op(fields_->get(node.get(), Field::Op));
      if (!op) return nullptr;
      if (str_eq(op.get(), s.output)) {
        Obj env_now(PyObject_GetAttr(interpreter, s.env));
        if (!env_now) return nullptr;
        Obj out(PyObject_GetItem(env_now.get(), node.get()));
        if (!out) return nullptr;
        return Py_BuildValue("(OO)", Py_True, out.get());
      }
    }
  }

  static PyObject* empty_tuple() {
    static PyObject* t = PyTuple_New(0);
    return t;
  }

  // create_record(node, pass_name): the record set_current_meta puts in from_node.
  PyObject* new_record(PyObject* node) {
    return maker_ ? maker_->make(node, pass_name_.ptr()) : call(create_record_.ptr(), {node, pass_name_.ptr()});
  }

  // transformer._step: run_node(node) as torch runs it. Under set_current_meta(node,
  // pass_name) (where meta is preserved and the node has meta): the current
  // meta a copy of the node's, its from_node [create_record(node, pass_name)];
  // the arguments fetched from the environment; the method for node.op called.
  PyObject* general_step(PyObject* node) {
    const Strings& s = strings();
    Obj meta(PyObject_GetAttr(node, s.meta));
    if (!meta) return nullptr;
    Obj preserve(PyObject_GetAttr(traceback_.ptr(), s.should_preserve));
    if (!preserve) return nullptr;
    int on = PyObject_IsTrue(preserve.get());
    if (on < 0) return nullptr;
    if (on) {
      on = PyObject_IsTrue(meta.get());
      if (on < 0) return nullptr;
    }
    if (!on) return call_op(node);
    Obj saved(PyObject_GetAttr(traceback_.ptr(), s.current_meta));
    if (!saved) return nullptr;
    Obj current(PyDict_CheckExact(meta.get()) ? PyDict_Copy(meta.get())
                                               : PyObject_CallMethod(meta.get(), "copy", nullptr));
    if (!current) return nullptr;
    Obj record(new_record(node));
    if (!record) return nullptr;
    Obj records(PyList_New(1));
    if (!records) return nullptr;
    PyList_SET_ITEM(records.get(), 0, new_ref(record.get()));
    if (PyObject_SetItem(current.get(), s.from_node, records.get()) < 0) return nullptr;
    if (PyObject_SetAttr(traceback_.ptr(), s.current_meta, current.get()) < 0) return nullptr;
    PyObject* value = call_op(node);
    // finally: restore the saved meta, keeping the step's exception (if any).
    Obj pending(value ? nullptr : take_exception());
    if (PyObject_SetAttr(traceback_.ptr(), s.current_meta, saved.get()) < 0) {
      Py_XDECREF(value);
      return nullptr;
    }
    if (pending) restore_exception(pending.get());
    return value;
  }

  // fetch_args_kwargs_from_env, then getattr(interpreter, node.op)(target, args, kwargs).
  PyObject* call_op(PyObject* node) {
    const Strings& s = strings();
    Obj env(PyObject_GetAttr(interpreter_, s.env));
    if (!env) return nullptr;
    Obj lookup(PyObject_GetAttr(env.get(), s.getitem));
    if (!lookup) return nullptr;
    Obj args_in(fields_->get(node, Field::Args));
    if (!args_in) return nullptr;
    Obj kwargs_in(fields_->get(node, Field::Kwargs));
    if (!kwargs_in) return nullptr;
    Obj args(call(fx_map_arg_.ptr(), {args_in.get(), lookup.get()}));
    Obj kwargs(args ? call(fx_map_arg_.ptr(), {kwargs_in.get(), lookup.get()}) : nullptr);
    if (!kwargs) {
      if (!PyErr_ExceptionMatches(PyExc_KeyError)) return nullptr;
      PyErr_Clear();
      // torch's fetch raises its "referenced nonexistent value" error.
      Obj both(call(fetch_.ptr(), {interpreter_, node}));
      if (!both) return nullptr;
      if (!PyTuple_Check(both.get()) || PyTuple_GET_SIZE(both.get()) != 2) {
        PyErr_SetString(PyExc_TypeError, "fetch_args_kwargs_from_env must return (args, kwargs)");
        return nullptr;
      }
      args = Obj(new_ref(PyTuple_GET_ITEM(both.get(), 0)));
      kwargs = Obj(new_ref(PyTuple_GET_ITEM(both.get(), 1)));
    }
    if (!PyTuple_Check(args.get())) {
      PyErr_Format(PyExc_AssertionError, "Expected args to be tuple, got %R", Py_TYPE(args.get()));
      return nullptr;
    }
    if (!PyDict_Check(kwargs.get())) {
      PyErr_Format(PyExc_AssertionError, "Expected kwargs to be dict, got %R", Py_TYPE(kwargs.get()));
      return nullptr;
    }
    Obj op(fields_->get(node, Field::Op));
    if (!op) return nullptr;
    Obj target(fields_->get(node, Field::Target));
    if (!target) return nullptr;
    Obj method(PyObject_GetAttr(interpreter_, op.get()));
    if (!method) return nullptr;
    return call(method.get(), {target.get(), args.get(), kwargs.get()});
  }

  // `*ran_python`: set where the node went the general way (Python may have run).
  PyObject* step_or_general(PyObject* node, PyObject* general, bool* ran_python) {
    const Strings& s = strings();
    if (fused_ && Py_TYPE(node) == node_type_) {
      PyObject* op = fields_->peek(node, Field::Op);
      if (op && (str_eq(op, s.call_function) || str_eq(op, s.call_method) || str_eq(op, s.get_attr))) {
        PyObject* value = step(node);
        if (!value || value != not_plain_.ptr()) return value;
        Py_DECREF(value);
      }
    }
    *ran_python = true;
    PyObject* value = general == Py_None ? general_step(node) : call(general, {node});
    if (!value || !fused_) return value;
    // Later fused steps read the new node from `built`; anything but a plain
    // Proxy (an Attribute, a literal) leaves it to the Python path.
    int r;
    if (Py_TYPE(value) == proxy_type_) {
      Obj created(PyObject_GetAttr(value, strings().node));
      r = created ? PyDict_SetItem(built_.ptr(), node, created.get()) : -1;
    } else {
      r = PyDict_DelItem(built_.ptr(), node);
      if (r < 0 && PyErr_ExceptionMatches(PyExc_KeyError)) {
        PyErr_Clear();
        r = 0;
      }
    }
    if (r < 0) {
      Py_DECREF(value);
      return nullptr;
    }
    return value;
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

  // create_arg's result for `a` when it holds only references (source nodes,
  // mapped through `built`, or Proxies, to their node) and plain literals; NOT_PLAIN otherwise.
  PyObject* lower(PyObject* a, bool nodes, int depth) {
    PyTypeObject* t = Py_TYPE(a);
    if (nodes ? t == node_type_ : t == proxy_type_) {
      if (nodes) {
        PyObject* v = dict_get(built_.ptr(), a);
        if (!v) return PyErr_Occurred() ? nullptr : not_plain();
        return v;
      }
      return PyObject_GetAttr(a, strings().node);
    }
    if (is_plain(t)) return new_ref(a);
    if (depth >= kMaxLowerDepth) return not_plain();
    if (t == &PyTuple_Type || in(list_types_, t)) {
      if (t != &PyTuple_Type && !PyList_Check(a)) return not_plain();
      Py_ssize_t n = t == &PyTuple_Type ? PyTuple_GET_SIZE(a) : PyList_GET_SIZE(a);
      Obj out(t == &PyTuple_Type ? PyTuple_New(n) : PyList_New(n));
      if (!out) return nullptr;
      for (Py_ssize_t i = 0; i < n; ++i) {
        bool tuple = t == &PyTuple_Type;
        if (!tuple && i >= PyList_GET_SIZE(a)) return not_plain();
        PyObject* item = tuple ? PyTuple_GET_ITEM(a, i) : PyList_GET_ITEM(a, i);
        Py_INCREF(item);
        Obj hold(item);
        PyObject* v = lower(item, nodes, depth + 1);
        if (!v) return nullptr;
        if (v == not_plain_.ptr()) return v;
        if (tuple)
          PyTuple_SET_ITEM(out.get(), i, v);
        else
          PyList_SET_ITEM(out.get(), i, v);
      }
      return new_ref(out.get());
    }
    if (in(dict_types_, t)) {
      if (!PyDict_Check(a)) return not_plain();
      Obj out(PyDict_New());
      if (!out) return nullptr;
      Py_ssize_t pos = 0;
      PyObject *key, *item;
      while (PyDict_Next(a, &pos, &key, &item)) {
        if (!PyUnicode_CheckExact(key)) return not_plain();
        Obj k(new_ref(key)), hold(new_ref(item));
        Obj v(lower(item, nodes, depth + 1));
        if (!v) return nullptr;
        if (v.get() == not_plain_.ptr()) return not_plain();
        if (PyDict_SetItem(out.get(), key, v.get()) < 0) return nullptr;
      }
      return new_ref(out.get());
    }
    if (t == &PySlice_Type) {
      PySliceObject* sl = reinterpret_cast<PySliceObject*>(a);
      Obj start(lower(sl->start, nodes, depth + 1));
      if (!start) return nullptr;
      Obj stop(lower(sl->stop, nodes, depth + 1));
      if (!stop) return nullptr;
      Obj step(lower(sl->step, nodes, depth + 1));
      if (!step) return nullptr;
      for (PyObject* p : {start.get(), stop.get(), step.get()})
        if (p == not_plain_.ptr()) return not_plain();
      return PySlice_New(start.get(), stop.get(), step.get());
    }
    return not_plain();
  }

  // object.__new__(t). Where t inherits object's tp_new, the wrapper's checks pass
  // and it calls that function with no arguments: called here directly.
  PyObject* object_new(PyTypeObject* t) {
    if (t->tp_new == PyBaseObject_Type.tp_new) return t->tp_new(t, empty_tuple(), nullptr);
    return call(object_new_.ptr(), {reinterpret_cast<PyObject*>(t)});
  }

  // Proxy(node, tracer): where Proxy's __new__ and __init__ are torch's, what its
  // __init__ does (two attributes) without its frame.
  PyObject* make_proxy(PyObject* created) {
    if (!proxy_direct_) return call(proxy_type_obj_.ptr(), {created, tracer_.ptr()});
    const Strings& s = strings();
    Obj proxy(object_new(proxy_type_));
    if (!proxy) return nullptr;
    if (PyObject_SetAttr(proxy.get(), s.tracer, tracer_.ptr()) < 0) return nullptr;
    if (PyObject_SetAttr(proxy.get(), s.node, created) < 0) return nullptr;
    return new_ref(proxy.get());
  }

  // Node(graph, name, op, target, args, kwargs, None). Where Node.__init__ is
  // torch's, what it does: its checks pass (else the call below raises torch's
  // error), _NodeBase.__init__, _update_args_kwargs.
  PyObject* new_node(PyObject* name, PyObject* op, PyObject* target, PyObject* args, PyObject* kwargs) {
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
  PyObject* candidate_name(PyObject* target) {
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
  PyObject* create_name(PyObject* candidate) {
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

  // f"{base}_{value}", written directly where base is ASCII (PyUnicode_FromFormat
  // parses its format on every call: a sizeable part of naming a node).
  static PyObject* suffixed(PyObject* base, long long value) {
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
  static bool bump(PyObject* base, Obj& num, Obj& name) {
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

  // Graph.create_node(op, target, args, kwargs) without hooks (NodeBuilder.create).
  PyObject* build(PyObject* op, PyObject* target, PyObject* args, PyObject* kwargs) {
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

  // table[(op, target if op == "call_function" else None)]: the lookup table's
  // bucket (made by its defaultdict), cached per (op, target) by identity: the
  // table never drops a bucket, and a target's hash may be a Python call.
  PyObject* lookup_bucket(PyObject* op, PyObject* target) {
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

  struct PairHash {
    size_t operator()(const std::pair<PyObject*, PyObject*>& p) const {
      return std::hash<void*>()(p.first) * 31 + std::hash<void*>()(p.second);
    }
  };
  std::unordered_map<std::pair<PyObject*, PyObject*>, PyObject*, PairHash> buckets_;

  // tracer.node_name_to_scope[node.name] = (scope.module_path, scope.module_type);
  // consecutive nodes of one scope share the (immutable) pair.
  bool set_scope(PyObject* created) {
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
  pb::object last_scope_;

  // copy.copy(value) (proxies.shallow_copy), without a Python call for the common types.
  PyObject* shallow_copy(PyObject* value) {
    PyTypeObject* t = Py_TYPE(value);
    if (t == &PyDict_Type) return PyDict_Copy(value);
    if (t == &PyList_Type) return PyList_GetSlice(value, 0, PyList_GET_SIZE(value));
    int plan;
    auto found = copy_plans_.find(t);
    if (found != copy_plans_.end()) {
      plan = found->second;
    } else {
      Obj r(call(copy_plan_.ptr(), {reinterpret_cast<PyObject*>(t)}));
      if (!r) return nullptr;
      long p = PyLong_AsLong(r.get());
      if (p == -1 && PyErr_Occurred()) return nullptr;
      plan = static_cast<int>(p);
      keep_.append(reinterpret_cast<PyObject*>(t));  // the cache's key stays alive
      copy_plans_.emplace(t, plan);
    }
    if (plan == 1) return new_ref(value);  // copy's _copy_immutable
    if (plan == 2) {  // cls.__new__(cls) plus the __dict__ (copyreg's plain reduce)
      Obj created(object_new(t));
      if (!created) return nullptr;
      Obj state(PyObject_GetAttr(value, strings().dict));
      if (!state) return nullptr;
      int nonempty = PyObject_IsTrue(state.get());
      if (nonempty < 0) return nullptr;
      if (nonempty && PyDict_CheckExact(state.get())) {
        // The fresh object's __dict__ is empty (type()'s slot, copy_plan checked):
        // assigning a copy is the update, without a key-by-key insert.
        Obj copied(PyDict_Copy(state.get()));
        if (!copied || PyObject_SetAttr(created.get(), strings().dict, copied.get()) < 0) return nullptr;
      } else if (nonempty) {
        Obj target(PyObject_GetAttr(created.get(), strings().dict));
        if (!target || PyDict_Update(target.get(), state.get()) < 0) return nullptr;
      }
      return new_ref(created.get());
    }
    return call(shallow_copy_.ptr(), {value});
  }

  // GRADIENT_ACC_SPECIAL_STACK in stack_trace. Nodes share their stack trace
  // strings (a copied node keeps its source's): the last exact str's answer is kept.
  int gradient_acc(PyObject* stack_trace) {
    if (stack_trace == acc_checked_.ptr()) return acc_found_;
    int found = PySequence_Contains(stack_trace, grad_acc_stack_.ptr());
    if (found >= 0 && PyUnicode_CheckExact(stack_trace)) {
      acc_checked_ = pb::reinterpret_borrow<pb::object>(stack_trace);
      acc_found_ = found;
    }
    return found;
  }

  bool copy_field(PyObject* out, PyObject* src, PyObject* field, bool dict_copy) {
    PyObject* v = dict_get(src, field);
    if (!v) return !PyErr_Occurred();
    Obj value(v);
    Obj copied(dict_copy && Py_TYPE(v) == &PyDict_Type ? PyDict_Copy(v) : shallow_copy(v));
    return copied && PyDict_SetItem(out, field, copied.get()) == 0;
  }

  // TracerBase.create_node's meta for the new node's meta `out`, read from `src`
  // (the current meta; for the fused step the source node's meta, whose
  // from_node set_current_meta replaces by a record of `record_of`).
  // `seq_nr`: the forward seq_nr, or None where the node's own is preserved.
  bool set_meta(PyObject* out, PyObject* src, PyObject* record_of, PyObject* seq_nr) {
    const Strings& s = strings();
    PyObject* st = dict_get(src, s.stack_trace);
    if (!st && PyErr_Occurred()) return false;
    if (st) {
      Obj hold(st);
      int truthy = PyObject_IsTrue(st);
      if (truthy < 0) return false;
      if (truthy) {
        if (PyDict_SetItem(out, s.stack_trace, st) < 0) return false;
        int acc = gradient_acc(st);
        if (acc < 0) return false;
        if (acc) {
          if (PyDict_SetItem(out, s.is_gradient_acc, Py_True) < 0) return false;
          if (backward_marks_ && PyDict_SetItem(out, s.autograd_backward, Py_True) < 0) return false;
        }
      }
    }
    if (record_of) {
      for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(fields_before_.ptr()); ++i)
        if (!copy_field(out, src, PyTuple_GET_ITEM(fields_before_.ptr(), i), true)) return false;
      if (with_from_node_) {
        Obj record(new_record(record_of));
        if (!record) return false;
        Obj records(PyList_New(1));
        if (!records) return false;
        PyList_SET_ITEM(records.get(), 0, new_ref(record.get()));
        if (PyDict_SetItem(out, s.from_node, records.get()) < 0) return false;
      }
      for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(fields_after_.ptr()); ++i)
        if (!copy_field(out, src, PyTuple_GET_ITEM(fields_after_.ptr(), i), false)) return false;
    } else {
      for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(fields_all_.ptr()); ++i)
        if (!copy_field(out, src, PyTuple_GET_ITEM(fields_all_.ptr(), i), false)) return false;
    }
    // _get_seq_nr
    Obj chosen(nullptr);
    PyObject* in_grad = dict_get(src, s.in_grad_fn);
    if (!in_grad && PyErr_Occurred()) return false;
    int backward = 0;
    if (in_grad) {
      Obj hold(in_grad);
      static PyObject* zero = PyLong_FromLong(0);
      backward = PyObject_RichCompareBool(in_grad, zero, Py_GT);
      if (backward < 0) return false;
    }
    if (backward) {
      Obj nrs(dict_get(src, s.grad_fn_seq_nr));
      if (!nrs) {
        if (!PyErr_Occurred()) PyErr_SetObject(PyExc_KeyError, s.grad_fn_seq_nr);
        return false;
      }
      Obj last_index(PyLong_FromLong(-1));
      chosen = Obj(PyObject_GetItem(nrs.get(), last_index.get()));
      if (!chosen) return false;
    } else if (seq_nr == Py_None) {
      chosen = Obj(dict_get(src, s.seq_nr));
      if (!chosen && PyErr_Occurred()) return false;
    } else {
      chosen = Obj(new_ref(seq_nr));
    }
    if (chosen && chosen.get() != Py_None && PyDict_SetItem(out, s.seq_nr, chosen.get()) < 0) return false;
    if (backward_marks_) {
      PyObject* marked = dict_get(src, s.autograd_backward);
      if (!marked && PyErr_Occurred()) return false;
      if (marked) {
        Obj hold(marked);
        int on = PyObject_IsTrue(marked);
        if (on < 0) return false;
        if (on && PyDict_SetItem(out, s.autograd_backward, Py_True) < 0) return false;
      }
    }
    return true;
  }

  pb::object node_type_obj_, proxy_type_obj_, not_plain_;
  PyTypeObject* node_type_ = nullptr;
  PyTypeObject* proxy_type_ = nullptr;
  std::unique_ptr<NodeFields> fields_;
  std::vector<PyTypeObject*> plain_types_, list_types_, dict_types_;
  pb::list keep_;
  pb::object graph_, tracer_, scope_, node_name_to_scope_, built_, obj_to_name_, table_, target_name_,
      slow_create_, create_name_, used_names_, base_count_, illegal_names_, parse_name_, immutable_dict_,
      fields_before_, fields_after_, fields_all_, pass_name_, create_record_, shallow_copy_, copy_plan_, object_new_,
      seq_nr_, grad_acc_stack_, defined_on_proxy_, traceback_, sequence_nr_, instance_overrides_, node_base_,
      legal_ops_, fx_map_arg_, fetch_, prepend_;
  bool proxy_direct_ = false;
  const RecordMaker* maker_ = nullptr;  // create_record_'s, where it is one
  // Per target (by identity, kept alive in keep_): its candidate name.
  std::unordered_map<PyObject*, PyObject*> names_by_target_;
  pb::dict parse_cache_;
  PyObject* interpreter_ = nullptr;
  unsigned long thread_ = 0;
  std::unordered_map<PyTypeObject*, int> copy_plans_;
  pb::object acc_checked_;  // the last stack trace gradient_acc searched, and its answer
  int acc_found_ = 0;
  bool with_from_node_ = true, backward_marks_ = true, fast_names_ = false, fused_ = false, creates_ = false;
};

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

// Transformer.call_function as a C function, for overrides' super().call_function(...):
// where the transformer's run is in progress (stock_run.active[id(self)]), its
// TransformerRun creates the node; anything else (keywords, no run, NOT_PLAIN)
// is the Python method's. The function's self is (active, python_method, kind);
// it is called with the transformer first (pyfxfast binds it as a method).
PyObject* call_function_fast(PyObject* state, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  PyObject* active = PyTuple_GET_ITEM(state, 0);
  PyObject* python_method = PyTuple_GET_ITEM(state, 1);
  if (kwnames == nullptr && nargs == 4) {
    Obj key(PyLong_FromVoidPtr(args[0]));  // id(self)
    if (!key) return nullptr;
    PyObject* found = nullptr;
    int r = dict_get_ref(active, key.get(), &found);
    if (r < 0) return nullptr;
    Obj run_obj(found);
    if (run_obj && pb::isinstance<TransformerRun>(pb::handle(run_obj.get()))) {
      try {
        auto& run = pb::handle(run_obj.get()).cast<TransformerRun&>();
        Obj value(run.create(args[0], PyTuple_GET_ITEM(state, 2), args[1], args[2], args[3]));
        if (!value) return nullptr;
        if (value.get() != run.not_plain_object()) return new_ref(value.get());
      } catch (pb::error_already_set& e) {
        e.restore();
        return nullptr;
      } catch (const std::exception& e) {
        PyErr_SetString(PyExc_RuntimeError, e.what());
        return nullptr;
      }
    }
  }
  return PyObject_Vectorcall(python_method, args, static_cast<size_t>(nargs), kwnames);
}

PyMethodDef call_function_def = {
    "call_function", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(call_function_fast)),
    METH_FASTCALL | METH_KEYWORDS,
    "call_function($state, self, target, args, kwargs)\n--\n\n"
    "``Transformer.call_function``: a ``call_function`` node in the new graph."};

pb::object steal(PyObject* p) {
  if (!p) throw pb::error_already_set();
  return pb::reinterpret_steal<pb::object>(p);
}
}  // namespace

void bind_transformer(pb::module_& m) {
  m.def(
      "call_function_fast",
      [](pb::dict active, pb::handle python_method, pb::str kind) {
        if (!PyCallable_Check(python_method.ptr())) throw pb::type_error("python_method must be callable");
        pb::tuple state = pb::make_tuple(active, python_method, kind);
        return steal(PyCFunction_NewEx(&call_function_def, state.ptr(), nullptr));
      },
      pb::arg("active"), pb::arg("python_method"), pb::arg("kind"));
  m.def(
      "instance_method",
      [](pb::handle function) {
        if (!PyCallable_Check(function.ptr())) throw pb::type_error("function must be callable");
        return steal(PyInstanceMethod_New(function.ptr()));
      },
      pb::arg("function"));
  m.def(
      "user_to_last_uses",
      [](pb::handle nodes, pb::handle node_type) {
        if (!PyType_Check(node_type.ptr())) throw pb::type_error("node_type must be a type");
        return steal(user_to_last_uses(nodes.ptr(), reinterpret_cast<PyTypeObject*>(node_type.ptr())));
      },
      pb::arg("nodes"), pb::arg("node_type"));
  pb::class_<TransformerRun>(m, "TransformerRun")
      .def(pb::init<const pb::dict&>(), pb::arg("config"))
      .def("step", [](TransformerRun& r, pb::handle node) { return steal(r.step(node.ptr())); }, pb::arg("node"))
      .def(
          "create",
          [](TransformerRun& r, pb::handle interpreter, pb::handle kind, pb::handle target, pb::handle args,
             pb::handle kwargs) {
            return steal(r.create(interpreter.ptr(), kind.ptr(), target.ptr(), args.ptr(), kwargs.ptr()));
          },
          pb::arg("interpreter"), pb::arg("kind"), pb::arg("target"), pb::arg("args"), pb::arg("kwargs"))
      .def(
          "run",
          [](TransformerRun& r, pb::handle interpreter, pb::handle nodes, pb::handle general, pb::handle fail) {
            return steal(r.run(interpreter.ptr(), nodes.ptr(), general.ptr(), fail.ptr()));
          },
          pb::arg("interpreter"), pb::arg("nodes"), pb::arg("general"), pb::arg("fail"));
}

}  // namespace pyfxfast::py
