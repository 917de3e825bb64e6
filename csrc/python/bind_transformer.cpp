// Python surface of pyfxfast.Transformer's run loop and node step
// (pyfxfast/building/stock_run.py): the TransformerRun class, whose definitions
// live in csrc/python/transformer/ (transformer_run.hpp says which file holds
// what), user_to_last_uses, and call_function_fast (an override's
// super().call_function(...) without a Python frame).
#include <pybind11/pybind11.h>

#include "python/py_names.hpp"
#include "python/transformer/transformer_run.hpp"

namespace pyfxfast::py {

namespace pb = pybind11;
using transformer::Obj;
using transformer::TransformerRun;
using transformer::new_ref;

namespace {

// Transformer.call_function as a C function, for overrides' super().call_function(...):
// where the transformer's run is in progress (stock_run.active[id(self)]), its
// TransformerRun creates the node; anything else (keywords, no run, NOT_PLAIN)
// is the Python method's. The function's self is (active, python_method, kind);
// it is called with the transformer first (pyfxfast binds it as a method).
PyObject* call_function_fast(PyObject* state, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  PyObject* active = PyTuple_GET_ITEM(state, 0);
  PyObject* python_method = PyTuple_GET_ITEM(state, 1);
  if (kwnames == nullptr && nargs == 4) {
    Obj key(PyLong_FromVoidPtr(args[0]));  // id(self)
    if (!key) return nullptr;
    PyObject* found = nullptr;
    int r = dict_get_ref(active, key.get(), &found);
    if (r < 0) return nullptr;
    Obj run_obj(found);
    if (run_obj && pb::isinstance<TransformerRun>(pb::handle(run_obj.get()))) {
      try {
        auto& run = pb::handle(run_obj.get()).cast<TransformerRun&>();
        Obj value(run.create(args[0], PyTuple_GET_ITEM(state, 2), args[1], args[2], args[3]));
        if (!value) return nullptr;
        if (value.get() != run.not_plain_object()) return new_ref(value.get());
      } catch (pb::error_already_set& e) {
        e.restore();
        return nullptr;
      } catch (const std::exception& e) {
        PyErr_SetString(PyExc_RuntimeError, e.what());
        return nullptr;
      }
    }
  }
  return PyObject_Vectorcall(python_method, args, static_cast<size_t>(nargs), kwnames);
}

PyMethodDef call_function_def = {
    "call_function", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(call_function_fast)),
    METH_FASTCALL | METH_KEYWORDS,
    "call_function($state, self, target, args, kwargs)\n--\n\n"
    "``Transformer.call_function``: a ``call_function`` node in the new graph."};

pb::object steal(PyObject* p) {
  if (!p) throw pb::error_already_set();
  return pb::reinterpret_steal<pb::object>(p);
}
}  // namespace

void bind_transformer(pb::module_& m) {
  m.def(
      "call_function_fast",
      [](pb::dict active, pb::handle python_method, pb::str kind) {
        if (!PyCallable_Check(python_method.ptr())) throw pb::type_error("python_method must be callable");
        pb::tuple state = pb::make_tuple(active, python_method, kind);
        return steal(PyCFunction_NewEx(&call_function_def, state.ptr(), nullptr));
      },
      pb::arg("active"), pb::arg("python_method"), pb::arg("kind"));
  m.def(
      "instance_method",
      [](pb::handle function) {
        if (!PyCallable_Check(function.ptr())) throw pb::type_error("function must be callable");
        return steal(PyInstanceMethod_New(function.ptr()));
      },
      pb::arg("function"));
  m.def(
      "user_to_last_uses",
      [](pb::handle nodes, pb::handle node_type) {
        if (!PyType_Check(node_type.ptr())) throw pb::type_error("node_type must be a type");
        return steal(transformer::user_to_last_uses(nodes.ptr(), reinterpret_cast<PyTypeObject*>(node_type.ptr())));
      },
      pb::arg("nodes"), pb::arg("node_type"));
  pb::class_<TransformerRun>(m, "TransformerRun")
      .def(pb::init<const pb::dict&>(), pb::arg("config"))
      .def("step", [](TransformerRun& r, pb::handle node) { return steal(r.step(node.ptr())); }, pb::arg("node"))
      .def(
          "create",
          [](TransformerRun& r, pb::handle interpreter, pb::handle kind, pb::handle target, pb::handle args,
             pb::handle kwargs) {
            return steal(r.create(interpreter.ptr(), kind.ptr(), target.ptr(), args.ptr(), kwargs.ptr()));
          },
          pb::arg("interpreter"), pb::arg("kind"), pb::arg("target"), pb::arg("args"), pb::arg("kwargs"))
      .def(
          "run",
          [](TransformerRun& r, pb::handle interpreter, pb::handle nodes, pb::handle general, pb::handle fail) {
            return steal(r.run(interpreter.ptr(), nodes.ptr(), general.ptr(), fail.ptr()));
          },
          pb::arg("interpreter"), pb::arg("nodes"), pb::arg("general"), pb::arg("fail"));
}

}  // namespace pyfxfast::py
