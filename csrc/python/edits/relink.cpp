// A node's new args and kwargs, and the links that follow from them (the node leaves
// its old inputs' users and joins its new inputs'), made by torch's own C methods of
// _NodeBase: _update_args_kwargs, _replace_input_with, and erase_node's arguments
// mapped to None. (A native copy of those methods was tried and measured: their cost
// is the dict operations on _input_nodes and users that any copy must repeat, in
// torch's order, to keep users in torch's order.)
#include "python/edits/edits.hpp"

namespace pyfxfast::py::edits {

int update_args_kwargs(const Kit& kit, PyObject* node, PyObject* args, PyObject* kwargs) {
  Obj r(kit.call(Method::UpdateArgsKwargs, node, args, kwargs));
  return r ? 0 : -1;
}

int replace_input(const Kit& kit, PyObject* node, PyObject* old_input, PyObject* new_input) {
  Obj r(kit.call(Method::ReplaceInputWith, node, old_input, new_input));
  return r ? 0 : -1;
}

int clear_arguments(const Kit& kit, PyObject* node) {
  // to_erase._update_args_kwargs(map_arg(to_erase._args, lambda n: None), map_arg(to_erase._kwargs, ...)),
  // the arguments held while the slots are replaced.
  Obj args(Py_NewRef(kit.slot(node, Slot::Args))), kwargs(Py_NewRef(kit.slot(node, Slot::Kwargs)));
  Obj none_args(map_arg(kit, args.get(), kit.to_none));
  Obj none_kwargs(none_args ? map_arg(kit, kwargs.get(), kit.to_none) : nullptr);
  if (!none_kwargs) return -1;
  return update_args_kwargs(kit, node, none_args.get(), none_kwargs.get());
}

}  // namespace pyfxfast::py::edits
