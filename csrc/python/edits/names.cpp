// A new node's name, as Graph.create_node makes it: the candidate from the target
// (Graph._target_to_str) and the unique name from the graph's namespace
// (torch.fx.graph._Namespace.create_name, with obj None).
#include <charconv>
#include <cstring>

#include "python/edits/edits.hpp"
#include "python/py_names.hpp"

namespace pyfxfast::py::edits {

namespace {

// The memo tables hold names, not targets; past this many entries they start over
// (a process naming this many distinct ops is unusual, and nothing else depends on them).
constexpr Py_ssize_t kMaxMemo = 1 << 16;

// f"{base}_{value}", written directly where base is ASCII (PyUnicode_FromFormat
// parses its format on every call: a sizeable part of naming a node).
PyObject* suffixed(PyObject* base, long long value) {
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

// num += 1; name = f"{base}_{num}" (both references replaced).
bool bump(PyObject* base, PyObject** num, PyObject** name) {
  static PyObject* const one = PyLong_FromLong(1);  // immortal enough: small ints are cached
  PyObject* next = PyNumber_Add(*num, one);
  if (!next) return false;
  int overflow = 0;
  long long value = PyLong_CheckExact(next) ? PyLong_AsLongLongAndOverflow(next, &overflow) : 0;
  if (value == -1 && PyErr_Occurred()) {
    Py_DECREF(next);
    return false;
  }
  bool small = PyLong_CheckExact(next) && !overflow;
  PyObject* text = small ? suffixed(base, value) : PyUnicode_FromFormat("%U_%S", base, next);
  if (!text) {
    Py_DECREF(next);
    return false;
  }
  Py_SETREF(*num, next);
  Py_SETREF(*name, text);
  return true;
}

// memo[key], computed by fn(key) on a miss; declined() where fn's result is not `want`.
PyObject* memoised(PyObject* memo, PyObject* fn, PyObject* key, bool (*want)(PyObject*)) {
  PyObject* hit = nullptr;
  int found = dict_get_ref(memo, key, &hit);
  if (found < 0) return nullptr;
  if (found) return hit;
  PyObject* made = PyObject_CallOneArg(fn, key);
  if (!made) return nullptr;
  if (!want(made)) {
    Py_DECREF(made);
    return declined();
  }
  if (PyDict_GET_SIZE(memo) >= kMaxMemo) PyDict_Clear(memo);
  if (PyDict_SetItem(memo, key, made) < 0) {
    Py_DECREF(made);
    return nullptr;
  }
  return made;
}

bool is_str(PyObject* o) { return PyUnicode_CheckExact(o); }
bool is_parsed(PyObject* o) {
  return PyTuple_CheckExact(o) && PyTuple_GET_SIZE(o) == 3 && PyUnicode_CheckExact(PyTuple_GET_ITEM(o, 0)) &&
         PyUnicode_CheckExact(PyTuple_GET_ITEM(o, 1));
}

}  // namespace

PyObject* target_to_str(const Kit& kit, PyObject* graph, PyObject* target) {
  if (!kit.mirror_target_names) return PyObject_CallMethodOneArg(graph, strings().target_to_str, target);
  PyObject* op;
  if (PyCallable_Check(target)) {
    op = PyObject_GetAttr(target, strings().dunder_name);
    if (!op) {  // torch's raises it: let torch's run
      PyErr_Clear();
      return declined();
    }
  } else {
    if (!PyUnicode_CheckExact(target)) return declined();
    Py_ssize_t n = PyUnicode_GET_LENGTH(target);
    // _is_magic: "__x__" -> "x" (as op[2:-2], so "__" and "___" give "")
    bool magic = n >= 2 && PyUnicode_READ_CHAR(target, 0) == '_' && PyUnicode_READ_CHAR(target, 1) == '_' &&
                 PyUnicode_READ_CHAR(target, n - 1) == '_' && PyUnicode_READ_CHAR(target, n - 2) == '_';
    op = magic ? PyUnicode_Substring(target, 2, n - 2 > 2 ? n - 2 : 2) : (Py_INCREF(target), target);
    if (!op) return nullptr;
  }
  if (!PyUnicode_CheckExact(op)) {
    Py_DECREF(op);
    return declined();
  }
  PyObject* name = memoised(kit.snake_cache, kit.snake_case, op, is_str);
  Py_DECREF(op);
  return name;
}

PyObject* create_name(const Kit& kit, PyObject* ns, PyObject* candidate) {
  const Strings& s = strings();
  if (Py_TYPE(ns) != kit.namespace_type || !PyUnicode_CheckExact(candidate)) return declined();
  PyObject* used = PyObject_GetAttr(ns, s.used_names);
  if (!used) return nullptr;
  PyObject* base_count = PyObject_GetAttr(ns, s.base_count);
  PyObject* parsed = nullptr;
  PyObject* name = nullptr;
  PyObject* num = nullptr;
  PyObject* result = nullptr;
  int taken;
  if (!base_count) goto done;
  if (!PySet_CheckExact(used) || !PyDict_CheckExact(base_count)) {
    result = declined();
    goto done;
  }
  // The candidate's regex parse: (sanitised candidate, base, num or None).
  parsed = memoised(kit.parse_cache, kit.parse_name, candidate, is_parsed);
  if (!parsed || is_declined(parsed)) {
    result = parsed;
    parsed = nullptr;
    goto done;
  }
  name = PyTuple_GET_ITEM(parsed, 0);
  num = PyTuple_GET_ITEM(parsed, 2);
  Py_INCREF(name);
  Py_INCREF(num);
  taken = PySet_Contains(used, name);
  if (taken < 0) goto done;
  if (num == Py_None || taken) {
    PyObject* base = PyTuple_GET_ITEM(parsed, 1);
    PyObject* counted = nullptr;
    if (dict_get_ref(base_count, base, &counted) < 0) goto done;
    Py_SETREF(num, counted ? counted : PyLong_FromLong(0));
    if (!num) goto done;
    // _illegal_names.get(candidate, None) is not None: a keyword or builtin is not shadowed.
    PyObject* illegal = nullptr;
    if (dict_get_ref(kit.illegal_names, name, &illegal) < 0) goto done;
    bool is_illegal = illegal && illegal != Py_None;
    Py_XDECREF(illegal);
    if (is_illegal && !bump(base, &num, &name)) goto done;
  }
  while (true) {
    taken = PySet_Contains(used, name);
    if (taken < 0) goto done;
    if (!taken) break;
    if (!bump(PyTuple_GET_ITEM(parsed, 1), &num, &name)) goto done;
  }
  if (PySet_Add(used, name) < 0 || PyDict_SetItem(base_count, PyTuple_GET_ITEM(parsed, 1), num) < 0) goto done;
  result = name;
  name = nullptr;
done:
  Py_XDECREF(name);
  Py_XDECREF(num);
  Py_XDECREF(parsed);
  Py_XDECREF(base_count);
  Py_DECREF(used);
  return result;
}

}  // namespace pyfxfast::py::edits
