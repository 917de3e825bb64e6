#include "py_names.hpp"

namespace pyfxfast::py {

static Names make_names() {
  Names n{};
  n.op = PyUnicode_InternFromString("op");
  n.target = PyUnicode_InternFromString("target");
  n.args = PyUnicode_InternFromString("_args");
  n.kwargs = PyUnicode_InternFromString("_kwargs");
  n.users = PyUnicode_InternFromString("users");
  n.input_nodes = PyUnicode_InternFromString("_input_nodes");
  n.next = PyUnicode_InternFromString("_next");
  n.root = PyUnicode_InternFromString("_root");
  n.len = PyUnicode_InternFromString("_len");
  const char* ops[6] = {"placeholder", "get_attr", "call_function", "call_module", "call_method", "output"};
  for (int i = 0; i < 6; ++i) n.opcodes[i] = PyUnicode_InternFromString(ops[i]);
  return n;
}

const Names& names() {
  static const Names n = make_names();
  return n;
}

}  // namespace pyfxfast::py
