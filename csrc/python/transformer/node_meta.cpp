// TracerBase.create_node's meta for a new node: the stack trace and its
// gradient-accumulation marks, the copied fields (copy.copy of each, without a
// Python call for the common types), from_node, seq_nr.
#include "python/transformer/transformer_run.hpp"

namespace pyfxfast::py::transformer {

// TracerBase.create_node's meta for the new node's meta `out`, read from `src`
// (the current meta; for the fused step the source node's meta, whose
// from_node set_current_meta replaces by a record of `record_of`).
// `seq_nr`: the forward seq_nr, or None where the node's own is preserved.
bool TransformerRun::set_meta(PyObject* out, PyObject* src, PyObject* record_of, PyObject* seq_nr) {
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

bool TransformerRun::copy_field(PyObject* out, PyObject* src, PyObject* field, bool dict_copy) {
  PyObject* v = dict_get(src, field);
  if (!v) return !PyErr_Occurred();
  Obj value(v);
  Obj copied(dict_copy && Py_TYPE(v) == &PyDict_Type ? PyDict_Copy(v) : shallow_copy(v));
  return copied && PyDict_SetItem(out, field, copied.get()) == 0;
}

// copy.copy(value) (proxies.shallow_copy), without a Python call for the common types.
PyObject* TransformerRun::shallow_copy(PyObject* value) {
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
int TransformerRun::gradient_acc(PyObject* stack_trace) {
  if (stack_trace == acc_checked_.ptr()) return acc_found_;
  int found = PySequence_Contains(stack_trace, grad_acc_stack_.ptr());
  if (found >= 0 && PyUnicode_CheckExact(stack_trace)) {
    acc_checked_ = pb::reinterpret_borrow<pb::object>(stack_trace);
    acc_found_ = found;
  }
  return found;
}

}  // namespace pyfxfast::py::transformer
