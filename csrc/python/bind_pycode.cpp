// pyfxfast._C.emit_code: the code object of an FX-generated source, made
// without CPython's compiler (csrc/pycode/). Constants are materialised here,
// merged as the compiler's constant table merges them (_PyCode_ConstantKey).
#include <pybind11/pybind11.h>

#include <cmath>
#include <string>
#include <vector>

#include "pycode/emitter.hpp"
#include "python/code_names.hpp"
#include "python/convert.hpp"

namespace pyfxfast::py {
namespace {

using pycode::ConstKind;
using pycode::ConstSpec;

class PyConstResolver final : public pycode::ConstResolver {
 public:
  int resolve(const ConstSpec& spec) override {
    PyObject* value = make(spec);
    if (value == nullptr) {
      PyErr_Clear();  // a fold that raises: CPython leaves it undone, the caller compiles
      return -1;
    }
    return intern(pb::reinterpret_steal<pb::object>(value));
  }

  int resolve_tuple(const std::vector<int>& ids) override {
    pb::tuple items(ids.size());
    for (size_t i = 0; i < ids.size(); ++i) items[i] = values_[static_cast<size_t>(ids[i])];
    return intern(std::move(items));
  }

  int fold(ConstKind kind, const std::vector<int>& ids) override {
    if (kind == ConstKind::Tuple) return resolve_tuple(ids);
    std::vector<PyObject*> items;
    for (int id : ids) items.push_back(values_[static_cast<size_t>(id)].ptr());
    PyObject* result = nullptr;
    switch (kind) {
      case ConstKind::FrozenSet: {
        pb::tuple tuple(ids.size());
        for (size_t i = 0; i < ids.size(); ++i) tuple[i] = values_[static_cast<size_t>(ids[i])];
        result = PyFrozenSet_New(tuple.ptr());
        break;
      }
      case ConstKind::Slice: result = items.size() == 3 ? PySlice_New(items[0], items[1], items[2]) : nullptr; break;
      case ConstKind::Neg: result = PyNumber_Negative(items[0]); break;
      case ConstKind::Pos: result = PyNumber_Positive(items[0]); break;
      case ConstKind::Invert: result = PyNumber_Invert(items[0]); break;
      case ConstKind::Add: result = PyNumber_Add(items[0], items[1]); break;
      case ConstKind::Sub: result = PyNumber_Subtract(items[0], items[1]); break;
      default: break;
    }
    if (result == nullptr) {
      PyErr_Clear();  // a fold that raises: CPython leaves it undone
      return -1;
    }
    return intern(pb::reinterpret_steal<pb::object>(result));
  }

  bool exact_int(int id, long& out) override {
    PyObject* value = values_[static_cast<size_t>(id)].ptr();
    if (!PyLong_CheckExact(value)) return false;
    int overflow = 0;
    out = PyLong_AsLongAndOverflow(value, &overflow);
    if (out == -1 && PyErr_Occurred()) PyErr_Clear();
    return overflow == 0;
  }

  bool is_empty_str(int id) override {
    PyObject* value = values_[static_cast<size_t>(id)].ptr();
    return PyUnicode_CheckExact(value) && PyUnicode_GET_LENGTH(value) == 0;
  }

  pb::object value(int id) const { return values_[static_cast<size_t>(id)]; }

 private:
  int intern(pb::object value) {
    pb::object key = constant_key(value);
    PyObject* found = PyDict_GetItemWithError(by_key_.ptr(), key.ptr());
    if (found != nullptr) return static_cast<int>(PyLong_AsLong(found));
    if (PyErr_Occurred()) throw pb::error_already_set();
    const int id = static_cast<int>(values_.size());
    values_.push_back(value);
    by_key_[key] = pb::int_(id);
    return id;
  }

  // The key under which the compiler's constant table merges a constant: equal keys, one entry.
  // CPython exports _PyCode_ConstantKey up to 3.14; 3.15 keeps it internal, so here it is
  // rebuilt for the kinds of constant an emitter makes, by the same rules (type first, the sign of
  // a float's or complex's zero, containers by their items' keys, anything else by identity).
  static pb::object constant_key(const pb::object& value) {
#if PY_VERSION_HEX < 0x030F0000
    pb::object key = pb::reinterpret_steal<pb::object>(_PyCode_ConstantKey(value.ptr()));
    if (!key) throw pb::error_already_set();
    return key;
#else
    PyObject* op = value.ptr();
    const pb::object type = pb::reinterpret_borrow<pb::object>(reinterpret_cast<PyObject*>(Py_TYPE(op)));
    if (op == Py_None || op == Py_Ellipsis || PyLong_CheckExact(op) || PyUnicode_CheckExact(op)) return value;
    if (PyBool_Check(op) || PyBytes_CheckExact(op)) return pb::make_tuple(type, value);
    if (PyFloat_CheckExact(op)) {
      const double d = PyFloat_AS_DOUBLE(op);
      if (d == 0.0 && std::signbit(d)) return pb::make_tuple(type, value, pb::none());
      return pb::make_tuple(type, value);
    }
    if (PyComplex_CheckExact(op)) {
      const Py_complex z = PyComplex_AsCComplex(op);
      const bool real_negzero = z.real == 0.0 && std::signbit(z.real);
      const bool imag_negzero = z.imag == 0.0 && std::signbit(z.imag);
      if (real_negzero && imag_negzero) return pb::make_tuple(type, value, pb::bool_(true));
      if (imag_negzero) return pb::make_tuple(type, value, pb::bool_(false));
      if (real_negzero) return pb::make_tuple(type, value, pb::none());
      return pb::make_tuple(type, value);
    }
    if (PyTuple_CheckExact(op)) {
      const Py_ssize_t n = PyTuple_GET_SIZE(op);
      pb::tuple keys(n);
      for (Py_ssize_t i = 0; i < n; ++i) keys[i] = constant_key(pb::reinterpret_borrow<pb::object>(PyTuple_GET_ITEM(op, i)));
      return pb::make_tuple(keys, value);
    }
    if (PyFrozenSet_CheckExact(op)) {
      pb::list keys;
      for (pb::handle item : value) keys.append(constant_key(pb::reinterpret_borrow<pb::object>(item)));
      return pb::make_tuple(pb::reinterpret_steal<pb::object>(PyFrozenSet_New(keys.ptr())), value);
    }
    if (PySlice_Check(op)) {
      PySliceObject* slice = reinterpret_cast<PySliceObject*>(op);
      pb::object parts = pb::make_tuple(constant_key(pb::reinterpret_borrow<pb::object>(slice->start)),
                                        constant_key(pb::reinterpret_borrow<pb::object>(slice->stop)),
                                        constant_key(pb::reinterpret_borrow<pb::object>(slice->step)));
      return pb::make_tuple(type, parts);
    }
    return pb::make_tuple(pb::reinterpret_steal<pb::object>(PyLong_FromVoidPtr(op)), value);
#endif
  }

  // A new reference, or nullptr with an exception set.
  static PyObject* make(const ConstSpec& spec) {
    switch (spec.kind) {
      case ConstKind::None: return Py_NewRef(Py_None);
      case ConstKind::True: return Py_NewRef(Py_True);
      case ConstKind::False: return Py_NewRef(Py_False);
      case ConstKind::Ellipsis: return Py_NewRef(Py_Ellipsis);
      case ConstKind::Int: return PyLong_FromString(spec.text.c_str(), nullptr, 10);
      case ConstKind::Float: {
        const double v = PyOS_string_to_double(spec.text.c_str(), nullptr, nullptr);
        return v == -1.0 && PyErr_Occurred() ? nullptr : PyFloat_FromDouble(v);
      }
      case ConstKind::Imag: {
        const double v = PyOS_string_to_double(spec.text.c_str(), nullptr, nullptr);
        return v == -1.0 && PyErr_Occurred() ? nullptr : PyComplex_FromDoubles(0.0, v);
      }
      case ConstKind::Str: return PyUnicode_DecodeUTF8(spec.text.data(), static_cast<Py_ssize_t>(spec.text.size()), nullptr);
      case ConstKind::Bytes: return PyBytes_FromStringAndSize(spec.text.data(), static_cast<Py_ssize_t>(spec.text.size()));
      case ConstKind::Tuple: {
        PyObject* tuple = PyTuple_New(static_cast<Py_ssize_t>(spec.items.size()));
        if (tuple == nullptr) return nullptr;
        for (size_t i = 0; i < spec.items.size(); ++i) {
          PyObject* item = make(spec.items[i]);
          if (item == nullptr) {
            Py_DECREF(tuple);
            return nullptr;
          }
          PyTuple_SET_ITEM(tuple, static_cast<Py_ssize_t>(i), item);
        }
        return tuple;
      }
      case ConstKind::FrozenSet: {
        ConstSpec as_tuple = spec;
        as_tuple.kind = ConstKind::Tuple;
        PyObject* items = make(as_tuple);
        if (items == nullptr) return nullptr;
        PyObject* result = PyFrozenSet_New(items);
        Py_DECREF(items);
        return result;
      }
      case ConstKind::Neg: case ConstKind::Pos: case ConstKind::Invert: {
        PyObject* operand = make(spec.items[0]);
        if (operand == nullptr) return nullptr;
        PyObject* result = spec.kind == ConstKind::Neg   ? PyNumber_Negative(operand)
                           : spec.kind == ConstKind::Pos ? PyNumber_Positive(operand)
                                                         : PyNumber_Invert(operand);
        Py_DECREF(operand);
        return result;
      }
      case ConstKind::Add: case ConstKind::Sub: {
        PyObject* left = make(spec.items[0]);
        if (left == nullptr) return nullptr;
        PyObject* right = make(spec.items[1]);
        if (right == nullptr) {
          Py_DECREF(left);
          return nullptr;
        }
        PyObject* result = spec.kind == ConstKind::Add ? PyNumber_Add(left, right) : PyNumber_Subtract(left, right);
        Py_DECREF(left);
        Py_DECREF(right);
        return result;
      }
      case ConstKind::Slice: {
        if (spec.items.size() != 3) break;
        PyObject* parts[3] = {nullptr, nullptr, nullptr};
        for (int i = 0; i < 3; ++i) {
          parts[i] = make(spec.items[static_cast<size_t>(i)]);
          if (parts[i] == nullptr) {
            for (int k = 0; k < i; ++k) Py_DECREF(parts[k]);
            return nullptr;
          }
        }
        PyObject* result = PySlice_New(parts[0], parts[1], parts[2]);
        for (PyObject* part : parts) Py_DECREF(part);
        return result;
      }
    }
    PyErr_SetString(PyExc_SystemError, "unknown constant kind");
    return nullptr;
  }

  std::vector<pb::object> values_;
  pb::dict by_key_;
};

// A unit's co_code made in place: a bytes object the assembler writes into.
class BytesStorage final : public pycode::CodeStorage {
 public:
  char* allocate(size_t size) override {
    bytes_ = pb::reinterpret_steal<pb::object>(PyBytes_FromStringAndSize(nullptr, static_cast<Py_ssize_t>(size)));
    if (!bytes_) {
      PyErr_Clear();  // the assembler then writes CodeUnit::code, copied below
      return nullptr;
    }
    return PyBytes_AS_STRING(bytes_.ptr());
  }
  // The bytes of `unit`'s code.
  pb::object code(const pycode::CodeUnit& unit) const {
    return bytes_ ? bytes_ : pb::bytes(unit.code.data(), unit.code.size());
  }

 private:
  pb::object bytes_;
};

pb::object make_code(const pycode::CodeUnit& unit, const PyConstResolver& consts, CodeNames& names,
                     const pb::object& function_code, const pb::object& annotate_code, const pb::str& filename) {
#if PY_VERSION_HEX >= 0x030B0000 && PY_VERSION_HEX < 0x03100000
  pb::tuple const_tuple(unit.consts.size());
  for (size_t i = 0; i < unit.consts.size(); ++i) {
    const int id = unit.consts[i];
    const_tuple[i] = id == pycode::kFunctionCodeValue   ? function_code
                     : id == pycode::kAnnotateCodeValue ? annotate_code
                                                        : consts.value(id);
  }
  const auto* storage = static_cast<const BytesStorage*>(unit.storage);  // emit_code gives every unit one
  const pb::object code_bytes = storage != nullptr ? storage->code(unit) : pb::bytes(unit.code.data(), unit.code.size());
  pb::str name = names.str(unit.name);
  pb::str qualname = unit.qualname.empty() ? name : names.str(unit.qualname);
#if PY_VERSION_HEX >= 0x030C0000
  PyCodeObject* code = PyUnstable_Code_NewWithPosOnlyArgs(
#else
  PyCodeObject* code = PyCode_NewWithPosOnlyArgs(
#endif
      unit.argcount, unit.posonlyargcount, 0, unit.nlocals, unit.stacksize, unit.flags,
      code_bytes.ptr(), const_tuple.ptr(), names.tuple(unit.names).ptr(),
      names.tuple(unit.varnames).ptr(), pb::tuple().ptr(), pb::tuple().ptr(), filename.ptr(), name.ptr(), qualname.ptr(),
      unit.firstlineno, pb::bytes(unit.linetable.data(), unit.linetable.size()).ptr(), pb::bytes().ptr());
  if (code == nullptr) throw pb::error_already_set();
  return pb::reinterpret_steal<pb::object>(reinterpret_cast<PyObject*>(code));
#else
  throw std::logic_error("no code object layout for this interpreter");
#endif
}

// The module code object for `src`, or a str saying why it is left to compile().
pb::object emit_code(const pb::str& src, const pb::str& filename) {
  const pycode::Emitter* emitter = pycode::emitter_for(PY_MAJOR_VERSION, PY_MINOR_VERSION);
  if (emitter == nullptr) return pb::str("no emitter for this interpreter");
  Py_ssize_t size = 0;
  const char* utf8 = PyUnicode_AsUTF8AndSize(src.ptr(), &size);
  if (utf8 == nullptr) {
    PyErr_Clear();  // lone surrogates: CPython's compiler reports them
    return pb::str("source is not valid UTF-8");
  }
  PyConstResolver consts;
  pycode::EmittedModule emitted;
  BytesStorage module_bytes, function_bytes, annotate_bytes;
  emitted.module.storage = &module_bytes;
  emitted.function.storage = &function_bytes;
  emitted.annotate.storage = &annotate_bytes;
  std::string why;
  if (!emitter->emit(std::string_view(utf8, static_cast<size_t>(size)), consts, emitted, why)) return pb::str(why);
  CodeNames names;
  pb::object function_code = make_code(emitted.function, consts, names, pb::none(), pb::none(), filename);
  pb::object annotate_code =
      emitted.has_annotate ? make_code(emitted.annotate, consts, names, pb::none(), pb::none(), filename) : pb::none();
  pb::object module_code = make_code(emitted.module, consts, names, function_code, annotate_code, filename);
  names.publish();
  return module_code;
}

}  // namespace

void bind_pycode(pb::module_& m) {
  m.def("emit_code", &emit_code, pb::arg("src"), pb::arg("filename"),
        "The module code object compile(src, filename, 'exec', dont_inherit=True) returns, made without the "
        "compiler; or a str saying why the source is left to compile().");
  m.def("code_names_cached", &code_names_cached,
        "How many names (interned strs) emit_code keeps for the next code object it makes.");
  m.def("clear_code_names", &clear_code_names, "Empties emit_code's cache of names.");
  m.attr("EMIT_INTERPRETER") = pb::make_tuple(PY_MAJOR_VERSION, PY_MINOR_VERSION);
  m.attr("EMIT_AVAILABLE") = pb::bool_(pycode::emitter_for(PY_MAJOR_VERSION, PY_MINOR_VERSION) != nullptr);
}

}  // namespace pyfxfast::py
