#include "python/node_fields.hpp"

#include <structmember.h>

namespace pyfxfast::py {

PyObject* NodeFields::name(Field f) {
  const Names& n = names();
  switch (f) {
    case Field::Op: return n.op;
    case Field::Target: return n.target;
    case Field::Args: return n.args;
    case Field::Kwargs: return n.kwargs;
    case Field::Users: return n.users;
    case Field::InputNodes: return n.input_nodes;
    case Field::Next: return n.next;
    default: return nullptr;
  }
}

NodeFields::NodeFields(PyTypeObject* node_type) : type_(node_type) {
  if (node_type->tp_getattro != PyObject_GenericGetAttr) return;
  for (int i = 0; i < static_cast<int>(Field::Count); ++i) {
    PyObject* descr = _PyType_Lookup(node_type, name(static_cast<Field>(i)));  // borrowed
    if (!descr || Py_TYPE(descr) != &PyMemberDescr_Type) return;
    PyMemberDef* member = reinterpret_cast<PyMemberDescrObject*>(descr)->d_member;
    if (member->type != T_OBJECT_EX && member->type != T_OBJECT) return;
    offset_[i] = member->offset;
  }
  fast_ = true;
}

}  // namespace pyfxfast::py
