// Python surface of CompactGraph and the whole-graph kernels.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <unordered_set>

#include "analysis/dce.hpp"
#include "analysis/order.hpp"
#include "python/convert.hpp"

namespace pyfxfast::py {

using namespace pybind11::literals;

static void check_row(const PyGraph& g, int64_t i) {
  if (i < 0 || i >= g.graph().num_nodes()) throw pb::index_error("node index out of range");
}

template <typename T>
static pb::list row_list(const Csr<T>& csr, int64_t i) {
  pb::list out;
  for (const T* it = csr.begin(i); it != csr.end(i); ++it) out.append(*it);
  return out;
}

static pb::list to_list(const std::vector<NodeId>& ids) {
  pb::list out(ids.size());
  for (size_t i = 0; i < ids.size(); ++i) PyList_SET_ITEM(out.ptr(), i, PyLong_FromLong(ids[i]));
  return out;
}

// Removed nodes of torch's DCE. impurity[target * 6 + op] is 0 (pure), 1
// (impure) or 2 (ask `ask(node_index)`, with the GIL held).
static pb::list dead_nodes(const PyGraph& pg, const pb::bytes& impurity, const pb::object& ask) {
  const CompactGraph& g = pg.graph();
  const std::string table = impurity;
  auto lookup = [&](NodeId v) -> uint8_t {
    size_t k = static_cast<size_t>(g.target[v]) * kNumOpKinds + static_cast<size_t>(g.op[v]);
    if (k >= table.size()) throw pb::value_error("impurity table is too short");
    return static_cast<uint8_t>(table[k]);
  };
  bool needs_python = false;
  for (int64_t v = 0; v < g.num_nodes() && !needs_python; ++v) needs_python = lookup(static_cast<NodeId>(v)) == 2;
  if (needs_python && ask.is_none()) throw pb::value_error("impurity table asks for a callback but none was given");

  std::vector<NodeId> removed;
  if (needs_python) {
    removed = dead_nodes(g, [&](NodeId v) {
      uint8_t k = lookup(v);
      return k == 2 ? pb::cast<bool>(ask(v)) : k != 0;
    });
  } else {
    pb::gil_scoped_release release;
    removed = dead_nodes(g, [&](NodeId v) { return lookup(v) != 0; });
  }
  return to_list(removed);
}

static pb::list legalize(const PyGraph& pg, const std::vector<int32_t>& prioritized_call_targets) {
  const CompactGraph& g = pg.graph();
  std::unordered_set<int32_t> wanted(prioritized_call_targets.begin(), prioritized_call_targets.end());
  std::vector<uint8_t> prioritized(g.num_nodes(), 0);
  for (int64_t v = 0; v < g.num_nodes(); ++v) {
    prioritized[v] = g.op[v] == OpKind::CallFunction && wanted.count(g.target[v]);
  }
  std::vector<NodeId> order;
  {
    pb::gil_scoped_release release;
    order = legalize_order(g.users, prioritized);
  }
  return to_list(order);
}

static pb::list stable_order(const PyGraph& pg) {
  std::vector<NodeId> order;
  {
    pb::gil_scoped_release release;
    order = stable_topo_order(pg.graph().inputs);
  }
  return to_list(order);
}

// (op, target) pairs present in the graph, in first-seen order.
static pb::list op_target_pairs(const PyGraph& pg) {
  const CompactGraph& g = pg.graph();
  std::unordered_set<int64_t> seen;
  pb::list out;
  for (int64_t v = 0; v < g.num_nodes(); ++v) {
    int64_t key = static_cast<int64_t>(g.target[v]) * kNumOpKinds + static_cast<int64_t>(g.op[v]);
    if (seen.insert(key).second) out.append(pb::make_tuple(static_cast<int>(g.op[v]), g.target[v]));
  }
  return out;
}

void bind_graph(pb::module_& m) {
  pb::class_<Interner, std::shared_ptr<Interner>>(m, "Interner")
      .def(pb::init<pb::object, pb::tuple>(), "node_type"_a, "opaque_types"_a = pb::tuple())
      .def_property_readonly("targets", &Interner::targets, "Interned targets, by id.")
      .def_property_readonly("literals", &Interner::literals, "Interned literals, by id.")
      .def("literal_is_opaque", [](const Interner& in, int32_t id) {
        const Interner::Lock lock(in);
        if (id < 0 || static_cast<size_t>(id) >= in.literal_opaque().size()) throw pb::index_error("literal id");
        return in.literal_opaque()[id] != 0;
      });

  pb::class_<PyGraph>(m, "CompactGraph")
      .def(pb::init<pb::object, std::shared_ptr<Interner>, bool>(), "graph"_a, "interner"_a, "arguments"_a = true)
      .def_property_readonly("has_arguments", &PyGraph::has_arguments)
      .def_property_readonly("nodes", &PyGraph::nodes, "fx.Nodes in graph order (index -> node).")
      .def_property_readonly("fx_graph", &PyGraph::fx_graph)
      .def_property_readonly("interner", &PyGraph::interner)
      .def_property_readonly("num_nodes", [](const PyGraph& g) { return g.graph().num_nodes(); })
      .def_property_readonly("num_edges", [](const PyGraph& g) { return g.graph().num_edges(); })
      .def_property_readonly("foreign_refs", [](const PyGraph& g) { return g.graph().foreign_refs; })
      .def_property_readonly("memory_bytes", [](const PyGraph& g) { return g.graph().memory_bytes(); })
      .def("is_topologically_ordered", [](const PyGraph& g) { return g.graph().is_topologically_ordered(); })
      .def("is_fresh", &PyGraph::is_fresh)
      .def("check_consistent", [](const PyGraph& g) { g.graph().check_consistent(); })
      .def("op_kinds", [](const PyGraph& g) {
        const auto& op = g.graph().op;
        return pb::bytes(reinterpret_cast<const char*>(op.data()), op.size());
      })
      .def("targets", [](const PyGraph& g) { return g.graph().target; })
      .def("inputs", [](const PyGraph& g, int64_t i) { check_row(g, i); return row_list(g.graph().inputs, i); })
      .def("users", [](const PyGraph& g, int64_t i) { check_row(g, i); return row_list(g.graph().users, i); })
      .def("arg_tokens", [](const PyGraph& g, int64_t i) {
        check_row(g, i);
        g.require_arguments();
        pb::list out;
        const auto& args = g.graph().args;
        for (const ArgToken* t = args.begin(i); t != args.end(i); ++t) {
          out.append(pb::make_tuple(static_cast<int>(t->tag), t->value));
        }
        return out;
      })
      .def("op_target_pairs", &op_target_pairs)
      .def("dead_nodes", &dead_nodes, "impurity"_a, "ask"_a = pb::none())
      .def("stable_topo_order", &stable_order)
      .def("legalize_order", &legalize, "prioritized_call_targets"_a);
}

}  // namespace pyfxfast::py
