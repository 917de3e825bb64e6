// Kernels over a plain list of fx.Nodes (fuser_utils.topo_sort and
// validate_partition): they read only the listed nodes and what is reachable
// from them, never the whole graph, so their cost follows the list.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <vector>

#include "analysis/convexity.hpp"
#include "analysis/order.hpp"
#include "graph/ptr_map.hpp"
#include "python/node_fields.hpp"
#include "python/py_names.hpp"

namespace pyfxfast::py {

namespace pb = pybind11;

// Calls fn(key) for each key of the dict field `f` of `node`.
template <typename Fn>
static void for_each_key(const NodeFields& fields, PyObject* node, Field f, Fn&& fn) {
  Ref dict(fields.get(node, f));
  if (!dict) throw pb::error_already_set();
  if (!PyDict_Check(dict.get())) throw pb::type_error("expected a dict of nodes");
  Py_ssize_t pos = 0;
  PyObject *key, *value;
  while (PyDict_Next(dict.get(), &pos, &key, &value)) fn(key);
}

// The caller's list as a tuple of its items at the call: the list is the
// caller's and may change meanwhile (another thread, code run by a __hash__, a
// release of the GIL); the tuple holds the nodes read below and cannot change.
// On free-threaded builds the copy is taken under the list's lock.
static pb::tuple snapshot(const pb::list& nodes) {
  PyObject* t = PyList_AsTuple(nodes.ptr());
  if (!t) throw pb::error_already_set();
  return pb::reinterpret_steal<pb::tuple>(t);
}

// Stable topological order of `nodes` by their edges among themselves, or
// None if torch would raise or the input is unusual.
static pb::object topo_sort_nodes(const pb::list& node_list, const pb::object& node_type) {
  PyTypeObject* type = reinterpret_cast<PyTypeObject*>(node_type.ptr());
  const NodeFields fields(type);
  const pb::tuple nodes = snapshot(node_list);
  const Py_ssize_t count = PyTuple_GET_SIZE(nodes.ptr());
  // One pass over the nodes (each is a cache miss on a big graph): index them
  // and collect their input objects; inputs are resolved to indices afterwards.
  PtrIndexMap index(count);
  std::vector<PyObject*> input_objects;
  input_objects.reserve(count * 2);
  Csr<NodeId> inputs;
  inputs.reserve(count, count * 2);
  for (Py_ssize_t i = 0; i < count; ++i) {
    PyObject* node = PyTuple_GET_ITEM(nodes.ptr(), i);
    if (!PyObject_TypeCheck(node, type) || !index.insert(node, static_cast<int32_t>(i))) {
      return pb::none();  // not a node, or a duplicate: torch decides
    }
    for_each_key(fields, node, Field::InputNodes, [&](PyObject* in) { input_objects.push_back(in); });
    inputs.offsets.push_back(static_cast<int64_t>(input_objects.size()));
  }
  // Keep only inputs that are in the list.
  std::vector<int64_t> ends(inputs.offsets.begin() + 1, inputs.offsets.end());
  inputs.offsets.resize(1);
  int64_t start = 0;
  for (Py_ssize_t i = 0; i < count; ++i) {
    for (int64_t k = start; k < ends[i]; ++k) {
      const int32_t id = index.find(input_objects[k]);
      if (id >= 0) inputs.items.push_back(id);
    }
    start = ends[i];
    inputs.close_row();
  }
  std::vector<NodeId> order;
  {
    pb::gil_scoped_release release;
    order = stable_topo_order(inputs);
  }
  if (static_cast<Py_ssize_t>(order.size()) != count) return pb::none();  // cycle
  pb::list result(count);
  for (Py_ssize_t i = 0; i < count; ++i) {
    PyObject* node = PyTuple_GET_ITEM(nodes.ptr(), order[i]);
    Py_INCREF(node);
    PyList_SET_ITEM(result.ptr(), i, node);
  }
  return std::move(result);
}

// Whether fusing `nodes` would create a cycle, walking users outward from the
// partition; None if the input is unusual.
static pb::object validate_partition_nodes(const pb::list& node_list, const pb::object& node_type) {
  PyTypeObject* type = reinterpret_cast<PyTypeObject*>(node_type.ptr());
  const NodeFields fields(type);
  const pb::tuple nodes = snapshot(node_list);
  const Py_ssize_t count = PyTuple_GET_SIZE(nodes.ptr());
  // One pass over the members: index them and collect their users (each
  // node is a cache miss on a big graph, so it is read once).
  PtrIndexMap members(count);
  std::vector<PyObject*> member_users;
  member_users.reserve(count * 2);
  for (Py_ssize_t i = 0; i < count; ++i) {
    PyObject* node = PyTuple_GET_ITEM(nodes.ptr(), i);
    if (!PyObject_TypeCheck(node, type)) return pb::none();
    members.insert(node, 0);
    for_each_key(fields, node, Field::Users, [&](PyObject* user) { member_users.push_back(user); });
  }
  // Depth-first walk from the partition's outside users; reaching a member
  // again means a path leaves and re-enters the partition.
  PtrIndexMap visited(count * 2);
  std::vector<PyObject*> stack;
  bool reentered = false;
  auto visit_users = [&](PyObject* node) {
    for_each_key(fields, node, Field::Users, [&](PyObject* user) {
      if (reentered) return;
      if (members.find(user) >= 0) {
        reentered = true;
        return;
      }
      if (visited.insert(user, 0)) stack.push_back(user);
    });
  };
  for (PyObject* user : member_users) {
    if (members.find(user) < 0 && visited.insert(user, 0)) stack.push_back(user);
  }
  while (!stack.empty() && !reentered) {
    PyObject* node = stack.back();
    stack.pop_back();
    visit_users(node);
  }
  return pb::bool_(!reentered);
}

void bind_node_lists(pb::module_& m) {
  m.def("topo_sort_nodes", &topo_sort_nodes, pb::arg("nodes"), pb::arg("node_type"),
        "Stable topological order of a list of nodes, or None where torch would raise.");
  m.def("validate_partition_nodes", &validate_partition_nodes, pb::arg("nodes"), pb::arg("node_type"),
        "True if fusing the nodes creates no cycle, or None for unusual input.");
}

}  // namespace pyfxfast::py
