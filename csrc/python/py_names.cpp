#include "python/py_names.hpp"

#include <stdexcept>

namespace pyfxfast::py {

static PyObject* intern(const char* s) {
  PyObject* r = PyUnicode_InternFromString(s);
  if (!r) throw std::runtime_error("pyfxfast: cannot intern attribute names");
  return r;
}

static Names make_names() {
  Names n{};
  n.op = intern("op");
  n.target = intern("target");
  n.args = intern("_args");
  n.kwargs = intern("_kwargs");
  n.users = intern("users");
  n.input_nodes = intern("_input_nodes");
  n.next = intern("_next");
  n.root = intern("_root");
  n.len = intern("_len");
  n.name = intern("name");
  n.type = intern("type");
  n.meta = intern("meta");
  n.is_wrapped = intern("is_wrapped");
  n.boxed_arg_indices = intern("boxed_arg_indices");
  const char* ops[6] = {"placeholder", "get_attr", "call_function", "call_module", "call_method", "output"};
  for (int i = 0; i < 6; ++i) n.opcodes[i] = intern(ops[i]);
  return n;
}

const Names& names() {
  // A C++11 "magic static": initialised exactly once even if two threads got
  // here first. init_names() runs it from the module's init, so that the
  // initialiser (which calls the C API) never runs concurrently with anything.
  static const Names n = make_names();
  return n;
}

void init_names() { (void)names(); }

}  // namespace pyfxfast::py
