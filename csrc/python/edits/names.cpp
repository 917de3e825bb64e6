// A new node's name, as Graph.create_node makes it: the candidate from the target
// (Graph._target_to_str) and the unique name from the graph's namespace
// (torch.fx.graph._Namespace.create_name, with obj None).
#include <charconv>
#include <cstring>
#include <string>

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
bool bump(PyObject* base, Obj* name, Obj* num) {
  static PyObject* const one = PyLong_FromLong(1);  // a cached small int
  Obj next(PyNumber_Add(num->get(), one));
  if (!next) return false;
  int overflow = 0;
  long long value = PyLong_CheckExact(next.get()) ? PyLong_AsLongLongAndOverflow(next.get(), &overflow) : 0;
  if (value == -1 && PyErr_Occurred()) return false;
  bool small = PyLong_CheckExact(next.get()) && !overflow;
  Obj text(small ? suffixed(base, value) : PyUnicode_FromFormat("%U_%S", base, next.get()));
  if (!text) return false;
  *num = std::move(next);
  *name = std::move(text);
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

bool word_char(char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
bool digit(char c) { return c >= '0' && c <= '9'; }

// The candidate's parse as create_name makes it, for an ASCII candidate with no
// newline (elsewhere parse_name, torch's regexes, memoised): (sanitised candidate,
// base, num or None).
//   _name_regex = r"^([a-zA-Z_][0-9a-zA-Z_]*?)(?:_(\d+))?$": a word whose first character
//   is not a digit; its base the shortest prefix after which only "_" and digits remain.
//   Otherwise _illegal_char_regex ([^0-9a-zA-Z_]+) runs become "_", "" becomes
//   "_unnamed" and a leading digit gets a "_" before it, which then matches.
PyObject* parse_ascii(PyObject* candidate) {
  const char* text = static_cast<const char*>(PyUnicode_DATA(candidate));
  Py_ssize_t n = PyUnicode_GET_LENGTH(candidate);
  bool matches = n > 0 && !digit(text[0]);
  for (Py_ssize_t i = 0; i < n && matches; ++i) matches = word_char(text[i]);
  Obj sanitised;
  if (!matches) {
    std::string out;
    out.reserve(static_cast<size_t>(n) + 1);
    for (Py_ssize_t i = 0; i < n;) {
      if (word_char(text[i])) {
        out.push_back(text[i++]);
      } else {
        out.push_back('_');
        while (i < n && !word_char(text[i])) ++i;
      }
    }
    if (out.empty()) out = "_unnamed";
    if (digit(out[0])) out.insert(out.begin(), '_');
    sanitised = Obj(PyUnicode_FromStringAndSize(out.data(), static_cast<Py_ssize_t>(out.size())));
    if (!sanitised) return nullptr;
    candidate = sanitised.get();
    text = static_cast<const char*>(PyUnicode_DATA(candidate));
    n = PyUnicode_GET_LENGTH(candidate);
  }
  Py_ssize_t digits_from = n;
  while (digits_from > 0 && digit(text[digits_from - 1])) --digits_from;
  bool suffixed = digits_from < n && digits_from >= 2 && text[digits_from - 1] == '_';
  Obj base(suffixed ? PyUnicode_Substring(candidate, 0, digits_from - 1) : (Py_INCREF(candidate), candidate));
  Obj num(suffixed ? PyLong_FromString(std::string(text + digits_from, static_cast<size_t>(n - digits_from)).c_str(),
                                       nullptr, 10)
                   : (Py_INCREF(Py_None), Py_None));
  if (!base || !num) return nullptr;
  return PyTuple_Pack(3, candidate, base.get(), num.get());
}

bool plain_ascii(PyObject* s) {
  if (!PyUnicode_IS_ASCII(s)) return false;
  const char* text = static_cast<const char*>(PyUnicode_DATA(s));
  Py_ssize_t n = PyUnicode_GET_LENGTH(s);
  return std::memchr(text, '\n', static_cast<size_t>(n)) == nullptr;  // $ also matches before a last newline
}

// The parse, memoised for candidates without a numeric suffix (target names, which
// repeat); a suffixed one (a copied node's name) is usually seen once.
PyObject* parse(const Kit& kit, PyObject* candidate) {
  if (!plain_ascii(candidate)) return memoised(kit.parse_cache, kit.parse_name, candidate, is_parsed);
  PyObject* hit = nullptr;
  int found = dict_get_ref(kit.parse_cache, candidate, &hit);
  if (found) return found < 0 ? nullptr : hit;
  PyObject* parsed = parse_ascii(candidate);
  if (parsed && PyTuple_GET_ITEM(parsed, 2) == Py_None) {
    if (PyDict_GET_SIZE(kit.parse_cache) >= kMaxMemo) PyDict_Clear(kit.parse_cache);
    if (PyDict_SetItem(kit.parse_cache, candidate, parsed) < 0) Py_CLEAR(parsed);
  }
  return parsed;
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

PyObject* create_name(const Kit& kit, PyObject* used, PyObject* base_count, PyObject* candidate) {
  if (!PyUnicode_CheckExact(candidate)) return declined();
  // The candidate's regex parse: (sanitised candidate, base, num or None).
  Obj parsed(parse(kit, candidate));
  if (!parsed || is_declined(parsed.get())) return parsed.release();
  PyObject* base = PyTuple_GET_ITEM(parsed.get(), 1);
  PyObject* name = PyTuple_GET_ITEM(parsed.get(), 0);
  PyObject* num = PyTuple_GET_ITEM(parsed.get(), 2);
  Py_INCREF(name);
  Py_INCREF(num);
  Obj name_ref(name), num_ref(num);  // released into name / num as they change
  int taken = PySet_Contains(used, name);
  if (taken < 0) return nullptr;
  if (num == Py_None || taken) {
    PyObject* counted = nullptr;
    if (dict_get_ref(base_count, kit.count_by_candidate ? name_ref.get() : base, &counted) < 0) return nullptr;
    num_ref = Obj(counted ? counted : PyLong_FromLong(0));
    if (!num_ref) return nullptr;
    // _illegal_names.get(candidate, None) is not None: a keyword or builtin is not shadowed.
    PyObject* illegal = nullptr;
    if (dict_get_ref(kit.illegal_names, name_ref.get(), &illegal) < 0) return nullptr;
    bool is_illegal = illegal && illegal != Py_None;
    Py_XDECREF(illegal);
    if (is_illegal && !bump(base, &name_ref, &num_ref)) return nullptr;
  }
  while (true) {
    taken = PySet_Contains(used, name_ref.get());
    if (taken < 0) return nullptr;
    if (!taken) break;
    if (!bump(base, &name_ref, &num_ref)) return nullptr;
  }
  if (PySet_Add(used, name_ref.get()) < 0 || PyDict_SetItem(base_count, base, num_ref.get()) < 0) return nullptr;
  return name_ref.release();
}

}  // namespace pyfxfast::py::edits
