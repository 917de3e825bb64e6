// The fused step (TransformerRun::step) for a node nobody's method overrides: lower
// the node's arguments to the new nodes, create the node as Graph.create_node does
// (create_node.cpp), set its meta as TracerBase.create_node does under
// set_current_meta(node) (node_meta.cpp), wrap it in a Proxy. And
// TransformerRun::create: TracerBase.create_proxy for plain arguments (Proxies and
// literals), with the meta read from fx.traceback's current_meta: what an
// overriding method's super() call ends in.
#include "python/transformer/transformer_run.hpp"

namespace pyfxfast::py::transformer {

// The fused step for `node`; NOT_PLAIN where the Python path must run it.
PyObject* TransformerRun::step(PyObject* node) {
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

// create_proxy(kind, target, args, kwargs) for the interpreter whose run() is in
// progress, with the meta of fx.traceback's current_meta; NOT_PLAIN elsewhere.
PyObject* TransformerRun::create(PyObject* interpreter, PyObject* kind, PyObject* target, PyObject* args,
                                 PyObject* kwargs) {
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

// create_arg's result for `a` when it holds only references (source nodes,
// mapped through `built`, or Proxies, to their node) and plain literals; NOT_PLAIN otherwise.
PyObject* TransformerRun::lower(PyObject* a, bool nodes, int depth) {
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
PyObject* TransformerRun::object_new(PyTypeObject* t) {
  if (t->tp_new == PyBaseObject_Type.tp_new) return t->tp_new(t, empty_tuple(), nullptr);
  return call(object_new_.ptr(), {reinterpret_cast<PyObject*>(t)});
}

// Proxy(node, tracer): where Proxy's __new__ and __init__ are torch's, what its
// __init__ does (two attributes) without its frame.
PyObject* TransformerRun::make_proxy(PyObject* created) {
  if (!proxy_direct_) return call(proxy_type_obj_.ptr(), {created, tracer_.ptr()});
  const Strings& s = strings();
  Obj proxy(object_new(proxy_type_));
  if (!proxy) return nullptr;
  if (PyObject_SetAttr(proxy.get(), s.tracer, tracer_.ptr()) < 0) return nullptr;
  if (PyObject_SetAttr(proxy.get(), s.node, created) < 0) return nullptr;
  return new_ref(proxy.get());
}

}  // namespace pyfxfast::py::transformer
