// Interpreter.run's loop (TransformerRun::run): for each node not yet in the
// environment, the fused step (step.cpp) or the general step (torch's calls under
// set_current_meta, or the Python callable `general`); the value stored in env;
// the values whose last use it was deleted from env (user_to_last_uses); the
// output node's value returned.
#include "python/transformer/transformer_run.hpp"

namespace pyfxfast::py::transformer {

// Returns (True, the output node's value) or (False, None) when the nodes ran out.
PyObject* TransformerRun::run(PyObject* interpreter, PyObject* nodes, PyObject* general, PyObject* fail) {
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

// What Interpreter.run reads after each step: self.user_to_last_uses where
// self.garbage_collect_values, else None.
PyObject* TransformerRun::read_last_uses() {
  const Strings& s = strings();
  Obj on(PyObject_GetAttr(interpreter_, s.garbage_collect_values));
  if (!on) return nullptr;
  int truthy = PyObject_IsTrue(on.get());
  if (truthy < 0) return nullptr;
  return truthy ? PyObject_GetAttr(interpreter_, s.user_to_last_uses) : new_ref(Py_None);
}

// The table is read as the run starts; only a step that ran Python (an override,
// torch's own methods) can rebind it, so it is read again after those.
PyObject* TransformerRun::run_loop(PyObject* nodes, PyObject* general, PyObject* fail) {
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

// `*ran_python`: set where the node went the general way (Python may have run).
PyObject* TransformerRun::step_or_general(PyObject* node, PyObject* general, bool* ran_python) {
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

// transformer._step: run_node(node) as torch runs it. Under set_current_meta(node,
// pass_name) (where meta is preserved and the node has meta): the current
// meta a copy of the node's, its from_node [create_record(node, pass_name)];
// the arguments fetched from the environment; the method for node.op called.
PyObject* TransformerRun::general_step(PyObject* node) {
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
PyObject* TransformerRun::call_op(PyObject* node) {
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

}  // namespace pyfxfast::py::transformer
