// NativeMethod: a C function installed as a method of a Python class (torch.fx's Graph,
// Node, Transformer), called the way CPython calls a method defined in C: flagged as a
// method descriptor, so `obj.method(...)` and the slots (Node.__setattr__) call it with
// the instance first and no bound method in between; bound (a method object) when read
// off an instance. Unlike a method_descriptor it has a __dict__, so the patch can give
// it torch's __signature__, __doc__, __name__ and __qualname__.
#include <pybind11/pybind11.h>

#include <structmember.h>

#include <cstddef>

namespace pyfxfast::py {

namespace pb = pybind11;

namespace {

struct NativeMethod {
  PyObject_HEAD
  vectorcallfunc vectorcall;
  PyObject* function;  // a builtin function (METH_FASTCALL | METH_KEYWORDS)
  PyObject* dict;
};

PyObject* native_call(PyObject* self, PyObject* const* args, size_t nargsf, PyObject* kwnames) {
  return PyObject_Vectorcall(reinterpret_cast<NativeMethod*>(self)->function, args, nargsf, kwnames);
}

// METH_FASTCALL | METH_KEYWORDS (public as PyCFunctionFastWithKeywords from 3.13 only).
using FastWithKeywords = PyObject* (*)(PyObject*, PyObject* const*, Py_ssize_t, PyObject*);

// The C function called directly where it is a builtin taking (self, args, nargs, kwnames).
PyObject* native_call_direct(PyObject* self, PyObject* const* args, size_t nargsf, PyObject* kwnames) {
  PyObject* fn = reinterpret_cast<NativeMethod*>(self)->function;
  auto meth = reinterpret_cast<FastWithKeywords>(reinterpret_cast<void (*)()>(PyCFunction_GET_FUNCTION(fn)));
  return meth(PyCFunction_GET_SELF(fn), args, PyVectorcall_NARGS(nargsf), kwnames);
}

PyObject* native_get(PyObject* self, PyObject* obj, PyObject*) {
  if (obj == nullptr || obj == Py_None) {
    Py_INCREF(self);
    return self;
  }
  return PyMethod_New(self, obj);
}

int native_traverse(PyObject* self, visitproc visit, void* arg) {
  auto* m = reinterpret_cast<NativeMethod*>(self);
  Py_VISIT(Py_TYPE(self));
  Py_VISIT(m->function);
  Py_VISIT(m->dict);
  return 0;
}

int native_clear(PyObject* self) {
  auto* m = reinterpret_cast<NativeMethod*>(self);
  Py_CLEAR(m->function);
  Py_CLEAR(m->dict);
  return 0;
}

void native_dealloc(PyObject* self) {
  PyTypeObject* type = Py_TYPE(self);
  PyObject_GC_UnTrack(self);
  native_clear(self);
  type->tp_free(self);
  Py_DECREF(type);
}

PyMemberDef native_members[] = {
    {"__vectorcalloffset__", T_PYSSIZET, offsetof(NativeMethod, vectorcall), READONLY, nullptr},
    {"__dictoffset__", T_PYSSIZET, offsetof(NativeMethod, dict), READONLY, nullptr},
    {"__func__", T_OBJECT, offsetof(NativeMethod, function), READONLY, "the C function called"},
    {nullptr, 0, 0, 0, nullptr},
};

PyGetSetDef native_getset[] = {
    {"__dict__", PyObject_GenericGetDict, PyObject_GenericSetDict, nullptr, nullptr},
    {nullptr, nullptr, nullptr, nullptr, nullptr},
};

PyType_Slot native_slots[] = {
    {Py_tp_call, reinterpret_cast<void*>(PyVectorcall_Call)},
    {Py_tp_descr_get, reinterpret_cast<void*>(native_get)},
    {Py_tp_traverse, reinterpret_cast<void*>(native_traverse)},
    {Py_tp_clear, reinterpret_cast<void*>(native_clear)},
    {Py_tp_dealloc, reinterpret_cast<void*>(native_dealloc)},
    {Py_tp_members, native_members},
    {Py_tp_getset, native_getset},
    {Py_tp_doc, const_cast<char*>("A C function installed as a method (pyfxfast's patch).")},
    {0, nullptr},
};

PyType_Spec native_spec = {
    "pyfxfast._C.NativeMethod", sizeof(NativeMethod), 0,
    Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC | Py_TPFLAGS_METHOD_DESCRIPTOR | Py_TPFLAGS_HAVE_VECTORCALL,
    native_slots,
};

}  // namespace

void bind_native_method(pb::module_& m) {
  PyObject* type = PyType_FromSpec(&native_spec);
  if (!type) throw pb::error_already_set();
  m.add_object("NativeMethod", pb::reinterpret_steal<pb::object>(type));
  m.def(
      "native_method",
      [](pb::handle function) {
        if (!PyCFunction_Check(function.ptr())) throw pb::type_error("function must be a builtin function");
        auto* type = reinterpret_cast<PyTypeObject*>(pb::module_::import("pyfxfast._C").attr("NativeMethod").ptr());
        auto* self = PyObject_GC_New(NativeMethod, type);
        if (!self) throw pb::error_already_set();
        bool direct = (PyCFunction_GET_FLAGS(function.ptr()) & ~METH_COEXIST) == (METH_FASTCALL | METH_KEYWORDS);
        self->vectorcall = direct ? native_call_direct : native_call;
        self->function = function.inc_ref().ptr();
        self->dict = nullptr;
        PyObject_GC_Track(self);
        return pb::reinterpret_steal<pb::object>(reinterpret_cast<PyObject*>(self));
      },
      pb::arg("function"));
}

}  // namespace pyfxfast::py
