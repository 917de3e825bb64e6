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
  PyObject* opcodes[6];  // indexed by OpKind
};

// Valid after the module is imported; the strings live for the process.
const Names& names();

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

}  // namespace pyfxfast::py
