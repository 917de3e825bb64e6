// Python surface of the native Graph and Node edits (csrc/python/edits/): the kit,
// and one C function per edit, which pyfxfast/building/graph_edits.py installs as
// torch.fx's methods. Each is called with the graph or node first; it parses
// torch's signature, runs the edit, and where the edit declines (or the call does
// not fit the signature) calls torch's own method with the same arguments.
#include <pybind11/pybind11.h>

#include <cstring>
#include <memory>

#include "python/edits/edits.hpp"

namespace pyfxfast::py {

namespace pb = pybind11;

namespace {

using edits::Kit;

using edits::kKitCapsule;

const Kit* kit_of(PyObject* capsule) { return edits::kit_from(capsule); }

// Binds a call's positional and keyword arguments to the parameters `names`
// (the first `positional` may be given by position). False where the call does not
// fit (unknown or repeated keyword, too many arguments): torch's method then
// raises its own TypeError. Parameters not given are left nullptr.
bool bind(PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames, const char* const* names, int n,
          int positional, PyObject** out) {
  if (nargs > positional) return false;
  for (int i = 0; i < n; ++i) out[i] = i < nargs ? args[i] : nullptr;
  if (!kwnames) return true;
  for (Py_ssize_t k = 0; k < PyTuple_GET_SIZE(kwnames); ++k) {
    const char* key = PyUnicode_AsUTF8(PyTuple_GET_ITEM(kwnames, k));
    if (!key) {
      PyErr_Clear();
      return false;
    }
    int at = -1;
    for (int i = 0; i < n && at < 0; ++i)
      if (std::strcmp(key, names[i]) == 0) at = i;
    if (at < 0 || out[at]) return false;
    out[at] = args[nargs + k];
  }
  return true;
}

// What every binding ends with: the edit's result, or torch's method called as the
// edit was (args[0] the graph or node), where it declined.
PyObject* finish(const Kit& kit, const char* method, PyObject* result, PyObject* const* args, Py_ssize_t nargs,
                 PyObject* kwnames) {
  if (!result || !edits::is_declined(result)) return result;
  Py_DECREF(result);
  PyObject* torch_fn = kit.torch_method(method);
  if (!torch_fn) {
    PyErr_Format(PyExc_RuntimeError, "pyfxfast: torch's %s not found", method);
    return nullptr;
  }
  return PyObject_Vectorcall(torch_fn, args, static_cast<size_t>(nargs), kwnames);
}

#define EDIT_FUNCTION(fn) \
  PyObject* fn(PyObject* capsule, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames)

#define BIND_OR_DECLINE(method, ...)                                                        \
  const Kit* kit = kit_of(capsule);                                                         \
  if (!kit) return nullptr;                                                                 \
  static const char* const names[] = {__VA_ARGS__};                                         \
  constexpr int n = sizeof names / sizeof names[0];                                         \
  PyObject* a[n];                                                                           \
  if (!bind(args, nargs, kwnames, names, n, positional, a) || !a[0])                        \
    return finish(*kit, method, edits::declined(), args, nargs, kwnames);

EDIT_FUNCTION(create_node) {
  constexpr int positional = 7;
  BIND_OR_DECLINE("create_node", "self", "op", "target", "args", "kwargs", "name", "type_expr")
  PyObject* r = a[1] && a[2] ? edits::create_node(*kit, a[0], a[1], a[2], a[3], a[4], a[5], a[6]) : edits::declined();
  return finish(*kit, "create_node", r, args, nargs, kwnames);
}

EDIT_FUNCTION(call_function) {
  constexpr int positional = 6;
  BIND_OR_DECLINE("call_function", "self", "the_function", "args", "kwargs", "type_expr", "name")
  PyObject* r = a[1] ? edits::create_node(*kit, a[0], edits::strings().call_function, a[1], a[2], a[3], a[5], a[4])
                     : edits::declined();
  return finish(*kit, "call_function", r, args, nargs, kwnames);
}

EDIT_FUNCTION(node_copy) {
  constexpr int positional = 3;
  BIND_OR_DECLINE("node_copy", "self", "node", "arg_transform")
  PyObject* r = a[1] ? edits::node_copy(*kit, a[0], a[1], a[2]) : edits::declined();
  return finish(*kit, "node_copy", r, args, nargs, kwnames);
}

EDIT_FUNCTION(erase_node) {
  constexpr int positional = 2;
  BIND_OR_DECLINE("erase_node", "self", "to_erase")
  PyObject* r = a[1] ? edits::erase_node(*kit, a[0], a[1]) : edits::declined();
  return finish(*kit, "erase_node", r, args, nargs, kwnames);
}

EDIT_FUNCTION(inserting_before) {
  constexpr int positional = 2;
  BIND_OR_DECLINE("inserting_before", "self", "n")
  return finish(*kit, "inserting_before", edits::inserting(*kit, a[0], a[1], false), args, nargs, kwnames);
}

EDIT_FUNCTION(inserting_after) {
  constexpr int positional = 2;
  BIND_OR_DECLINE("inserting_after", "self", "n")
  return finish(*kit, "inserting_after", edits::inserting(*kit, a[0], a[1], true), args, nargs, kwnames);
}

EDIT_FUNCTION(insert_point_enter) {
  constexpr int positional = 1;
  BIND_OR_DECLINE("__enter__", "self")
  if (Py_TYPE(a[0]) != kit->insert_point_type) return finish(*kit, "__enter__", edits::declined(), args, nargs, kwnames);
  Py_RETURN_NONE;  // torch's __enter__ does nothing
}

EDIT_FUNCTION(insert_point_exit) {
  constexpr int positional = 4;
  BIND_OR_DECLINE("__exit__", "self", "type", "value", "tb")
  return finish(*kit, "__exit__", edits::insert_point_exit(*kit, a[0]), args, nargs, kwnames);
}

EDIT_FUNCTION(node_setattr) {
  constexpr int positional = 3;
  BIND_OR_DECLINE("__setattr__", "self", "name", "value")
  PyObject* r = a[1] && a[2] ? edits::node_setattr(*kit, a[0], a[1], a[2]) : edits::declined();
  return finish(*kit, "__setattr__", r, args, nargs, kwnames);
}

EDIT_FUNCTION(replace_all_uses_with) {
  constexpr int positional = 3;  // propagate_meta is keyword-only
  BIND_OR_DECLINE("replace_all_uses_with", "self", "replace_with", "delete_user_cb", "propagate_meta")
  int propagate = a[3] ? PyObject_IsTrue(a[3]) : 0;
  if (propagate < 0) return nullptr;
  PyObject* r = a[1] ? edits::replace_all_uses_with(*kit, a[0], a[1], a[2], propagate != 0) : edits::declined();
  return finish(*kit, "replace_all_uses_with", r, args, nargs, kwnames);
}

EDIT_FUNCTION(replace_input_with) {
  constexpr int positional = 3;
  BIND_OR_DECLINE("replace_input_with", "self", "old_input", "new_input")
  PyObject* r = a[1] && a[2] ? edits::replace_input_with(*kit, a[0], a[1], a[2]) : edits::declined();
  return finish(*kit, "replace_input_with", r, args, nargs, kwnames);
}

EDIT_FUNCTION(update_arg) {
  constexpr int positional = 3;
  BIND_OR_DECLINE("update_arg", "self", "idx", "arg")
  PyObject* r = a[1] && a[2] ? edits::update_arg(*kit, a[0], a[1], a[2]) : edits::declined();
  return finish(*kit, "update_arg", r, args, nargs, kwnames);
}

EDIT_FUNCTION(update_kwarg) {
  constexpr int positional = 3;
  BIND_OR_DECLINE("update_kwarg", "self", "key", "arg")
  PyObject* r = a[1] && a[2] ? edits::update_kwarg(*kit, a[0], a[1], a[2]) : edits::declined();
  return finish(*kit, "update_kwarg", r, args, nargs, kwnames);
}

EDIT_FUNCTION(prepend) {
  constexpr int positional = 2;
  BIND_OR_DECLINE("prepend", "self", "x")
  PyObject* r = a[1] ? edits::node_prepend(*kit, a[0], a[1]) : edits::declined();
  return finish(*kit, "prepend", r, args, nargs, kwnames);
}

EDIT_FUNCTION(append) {
  constexpr int positional = 2;
  BIND_OR_DECLINE("append", "self", "x")
  PyObject* r = a[1] ? edits::node_append(*kit, a[0], a[1]) : edits::declined();
  return finish(*kit, "append", r, args, nargs, kwnames);
}

#undef BIND_OR_DECLINE
#undef EDIT_FUNCTION

#define EDIT_DEF(name, fn) \
  {name, reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn)), METH_FASTCALL | METH_KEYWORDS, nullptr}

// The method name each function stands in for (and whose torch version it falls back to).
PyMethodDef edit_defs[] = {
    EDIT_DEF("create_node", create_node),
    EDIT_DEF("call_function", call_function),
    EDIT_DEF("node_copy", node_copy),
    EDIT_DEF("erase_node", erase_node),
    EDIT_DEF("inserting_before", inserting_before),
    EDIT_DEF("inserting_after", inserting_after),
    EDIT_DEF("__enter__", insert_point_enter),
    EDIT_DEF("__exit__", insert_point_exit),
    EDIT_DEF("__setattr__", node_setattr),
    EDIT_DEF("replace_all_uses_with", replace_all_uses_with),
    EDIT_DEF("replace_input_with", replace_input_with),
    EDIT_DEF("update_arg", update_arg),
    EDIT_DEF("update_kwarg", update_kwarg),
    EDIT_DEF("prepend", prepend),
    EDIT_DEF("append", append),
};

#undef EDIT_DEF

pb::object steal(PyObject* p) {
  if (!p) throw pb::error_already_set();
  return pb::reinterpret_steal<pb::object>(p);
}

const Kit& checked_kit(const pb::capsule& kit) {
  const Kit* k = kit_of(kit.ptr());
  if (!k) throw pb::error_already_set();
  return *k;
}

Kit& mutable_kit(const pb::capsule& kit) {  // only while it is set up, before any edit runs
  return *const_cast<Kit*>(&checked_kit(kit));
}

}  // namespace

void bind_edits(pb::module_& m) {
  m.def(
      "edit_kit",
      [](pb::dict config) {
        auto kit = std::make_unique<Kit>(config.ptr());
        PyObject* capsule = PyCapsule_New(kit.get(), kKitCapsule, [](PyObject* c) {
          delete static_cast<Kit*>(PyCapsule_GetPointer(c, kKitCapsule));
        });
        if (capsule) kit.release();
        return steal(capsule);
      },
      pb::arg("config"));
  m.def(
      "edit_kit_expect",
      [](const pb::capsule& kit, pb::handle type, pb::str name, pb::tuple values) {
        if (!PyType_Check(type.ptr())) throw pb::type_error("type must be a type");
        mutable_kit(kit).expect(reinterpret_cast<PyTypeObject*>(type.ptr()), name.ptr(), values.ptr());
      },
      pb::arg("kit"), pb::arg("type"), pb::arg("name"), pb::arg("values"));
  m.def(
      "edit_kit_inserter",
      [](const pb::capsule& kit, pb::handle function, bool after) {
        mutable_kit(kit).add_inserter(function.ptr(), after);
      },
      pb::arg("kit"), pb::arg("function"), pb::arg("after"));
  m.def(
      "edit_kit_intact", [](const pb::capsule& kit) { return checked_kit(kit).intact(); }, pb::arg("kit"));
  m.def(
      "edit_function",
      [](const pb::capsule& kit, const std::string& name) {
        checked_kit(kit);
        for (PyMethodDef& def : edit_defs)
          if (name == def.ml_name) return steal(PyCFunction_New(&def, kit.ptr()));
        throw pb::key_error("no native edit named " + name);
      },
      pb::arg("kit"), pb::arg("name"));
  m.def(
      "edit_create_node",
      [](const pb::capsule& kit, pb::handle graph, pb::handle op, pb::handle target, pb::handle args,
         pb::handle kwargs, pb::handle name, pb::handle type_expr, pb::handle meta) {
        return steal(edits::create_node(checked_kit(kit), graph.ptr(), op.ptr(), target.ptr(), args.ptr(),
                                        kwargs.ptr(), name.ptr(), type_expr.ptr(),
                                        meta.is_none() ? nullptr : meta.ptr()));
      },
      pb::arg("kit"), pb::arg("graph"), pb::arg("op"), pb::arg("target"), pb::arg("args"), pb::arg("kwargs"),
      pb::arg("name"), pb::arg("type_expr"), pb::arg("meta"));
  m.def(
      "edit_erase_dead",
      [](const pb::capsule& kit, pb::handle graph, pb::handle nodes) {
        return steal(edits::erase_dead(checked_kit(kit), graph.ptr(), nodes.ptr()));
      },
      pb::arg("kit"), pb::arg("graph"), pb::arg("nodes"));
  m.def("edit_nodes_created", &edits::nodes_created);
  m.def(
      "edit_lint",
      [](const pb::capsule& kit, pb::handle graph, pb::handle module_type) {
        return steal(edits::graph_lint(checked_kit(kit), graph.ptr(), module_type.ptr()));
      },
      pb::arg("kit"), pb::arg("graph"), pb::arg("module_type"));
  m.def(
      "edit_clear_probe",
      [](const pb::capsule& kit, pb::handle node) {
        int r = edits::clear_arguments_probe(checked_kit(kit), node.ptr());
        if (r < 0) throw pb::error_already_set();
        return r == 1;
      },
      pb::arg("kit"), pb::arg("node"));
  m.def(
      "edit_kit_clear_natively", [](const pb::capsule& kit) { mutable_kit(kit).native_clear = true; }, pb::arg("kit"));
  m.def(
      "edit_new_node_probe",
      [](const pb::capsule& kit, pb::handle graph, pb::handle name, pb::handle op, pb::handle target,
         pb::handle type) {
        return steal(edits::new_node_probe(checked_kit(kit), graph.ptr(), name.ptr(), op.ptr(), target.ptr(),
                                           type.ptr()));
      },
      pb::arg("kit"), pb::arg("graph"), pb::arg("name"), pb::arg("op"), pb::arg("target"), pb::arg("type"));
  m.def(
      "edit_kit_init_natively", [](const pb::capsule& kit) { mutable_kit(kit).native_init = true; }, pb::arg("kit"));
}

}  // namespace pyfxfast::py
