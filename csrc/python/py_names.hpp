// Interned attribute names of torch.fx.Node / Graph, looked up once.
#pragma once

#include <Python.h>

namespace pyfxfast::py {

struct Names {
  PyObject* op;
  PyObject* target;
  PyObject* args;
  PyObject* kwargs;
  PyObject* users;
  PyObject* input_nodes;
  PyObject* next;
  PyObject* root;
  PyObject* len;
  PyObject* name;
  PyObject* type;
  PyObject* meta;
  PyObject* is_wrapped;         // node.meta keys read by code generation
  PyObject* boxed_arg_indices;
  PyObject* opcodes[6];  // indexed by OpKind
};

// The strings live for the process. Made once, by the module's init
// (init_names), before any other thread can call into the module: later calls
// only read them, so they need no lock without the GIL either.
const Names& names();
void init_names();

// Owning reference helper: steals a new reference and decrefs it on scope exit.
class Ref {
 public:
  explicit Ref(PyObject* p = nullptr) : p_(p) {}
  Ref(const Ref&) = delete;
  Ref& operator=(const Ref&) = delete;
  ~Ref() { Py_XDECREF(p_); }
  PyObject* get() const { return p_; }
  explicit operator bool() const { return p_ != nullptr; }

 private:
  PyObject* p_;
};

// An owning reference that can be reassigned (Ref cannot).
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
  PyObject* release() {
    PyObject* p = p_;
    p_ = nullptr;
    return p;
  }
  explicit operator bool() const { return p_ != nullptr; }

 private:
  PyObject* p_;
};

// dict[key] as a new reference: 1 found, 0 missing, -1 error (PyDict_GetItemRef's
// contract). On 3.13+ the value is taken under the dict's lock, so another
// thread replacing the entry cannot free it before we own it; before 3.13 the
// GIL is held across the borrowed lookup and the incref.
inline int dict_get_ref(PyObject* dict, PyObject* key, PyObject** out) {
#if PY_VERSION_HEX >= 0x030D0000
  return PyDict_GetItemRef(dict, key, out);
#else
  PyObject* v = PyDict_GetItemWithError(dict, key);
  if (v) {
    Py_INCREF(v);
    *out = v;
    return 1;
  }
  *out = nullptr;
  return PyErr_Occurred() ? -1 : 0;
#endif
}

}  // namespace pyfxfast::py
