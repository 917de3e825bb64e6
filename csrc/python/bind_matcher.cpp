// Python surface of the subgraph matcher (csrc/match/matcher.hpp).
//
// match_subgraph runs the C++ matcher with the GIL released and builds torch's
// InternalMatch objects for the surviving matches only. Python-dependent
// questions go to a hooks object (pyfxfast.matcher._Hooks), with the GIL held.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <optional>
#include <string>

#include "graph/ptr_map.hpp"
#include "match/matcher.hpp"
#include "python/convert.hpp"
#include "python/node_fields.hpp"
#include "python/py_names.hpp"

namespace pyfxfast::py {

using namespace pybind11::literals;

namespace {

PtrIndexMap index_of(const pb::tuple& nodes) {
  PtrIndexMap index(PyTuple_GET_SIZE(nodes.ptr()));
  for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(nodes.ptr()); ++i) {
    index.insert(PyTuple_GET_ITEM(nodes.ptr(), i), static_cast<int32_t>(i));
  }
  return index;
}

// The value at token `pos` of the encoding of `roots` (inverse of
// ArgEncoder::encode); a borrowed reference, or nullptr if out of range.
PyObject* object_at(std::vector<PyObject*> stack, int32_t pos, PyTypeObject* node_type) {
  std::reverse(stack.begin(), stack.end());
  for (int32_t i = 0; !stack.empty(); ++i) {
    PyObject* obj = stack.back();
    stack.pop_back();
    if (i == pos) return obj;
    if (PyObject_TypeCheck(obj, node_type)) continue;
    if (PyTuple_Check(obj)) {
      for (Py_ssize_t k = PyTuple_GET_SIZE(obj) - 1; k >= 0; --k) stack.push_back(PyTuple_GET_ITEM(obj, k));
    } else if (PyList_Check(obj)) {
      for (Py_ssize_t k = PyList_GET_SIZE(obj) - 1; k >= 0; --k) stack.push_back(PyList_GET_ITEM(obj, k));
    } else if (PyDict_Check(obj)) {
      std::vector<PyObject*> entries;
      Py_ssize_t it = 0;
      PyObject *key, *value;
      while (PyDict_Next(obj, &it, &key, &value)) {
        entries.push_back(key);
        entries.push_back(value);
      }
      for (auto e = entries.rbegin(); e != entries.rend(); ++e) stack.push_back(*e);
    } else if (PySlice_Check(obj)) {
      auto* s = reinterpret_cast<PySliceObject*>(obj);
      stack.push_back(s->step);
      stack.push_back(s->stop);
      stack.push_back(s->start);
    }
  }
  return nullptr;
}

// The graph value a placeholder was bound to: read from the node's
// args/kwargs in C++, or from a normalised list kept by the Python hooks.
pb::object resolve(const LitRef& ref, const PyGraph& graph, const NodeFields& fields, const pb::object& hooks) {
  if (ref.buf < 0) return hooks.attr("resolve")(ref.buf, ref.pos);
  PyObject* node = PyTuple_GET_ITEM(graph.nodes().ptr(), ref.buf);
  Ref args(fields.get(node, Field::Args));
  Ref kwargs(args ? fields.get(node, Field::Kwargs) : nullptr);
  if (!kwargs) throw pb::error_already_set();
  PyObject* found = object_at({args.get(), kwargs.get()}, ref.pos, graph.interner()->node_type());
  if (!found) throw pb::index_error("literal reference out of range");
  return pb::reinterpret_borrow<pb::object>(found);
}

// Forwards MatchHooks to a Python object, taking the GIL for each call.
class PyHooks : public MatchHooks {
 public:
  // `opaque` is the matcher's copy of the interner's opaque-literal table;
  // normalize() refreshes it, as encoding may intern new literals.
  PyHooks(pb::object hooks, const PyGraph& pattern, const PyGraph& graph, std::vector<uint8_t>& opaque)
      : hooks_(std::move(hooks)), pattern_(pattern), graph_(graph), opaque_(opaque) {}

  bool attributes_equal(NodeId pn, NodeId gn) override {
    pb::gil_scoped_acquire gil;
    return hooks_.attr("attributes_equal")(pn, gn).cast<bool>();
  }
  bool literals_equal(LitRef p, LitRef g) override {
    pb::gil_scoped_acquire gil;
    return hooks_.attr("literals_equal")(p.buf, p.pos, g.buf, g.pos).cast<bool>();
  }
  bool values_equal(LitRef a, LitRef b) override {
    pb::gil_scoped_acquire gil;
    return hooks_.attr("values_equal")(a.buf, a.pos, b.buf, b.pos).cast<bool>();
  }
  void normalize(NodeId pn, NodeId gn, std::vector<ArgToken>& p_out, std::vector<ArgToken>& g_out) override {
    pb::gil_scoped_acquire gil;
    pb::tuple lists = hooks_.attr("normalize")(pn, gn);
    if (!pattern_index_) pattern_index_.emplace(index_of(pattern_.nodes()));
    if (!graph_index_) graph_index_.emplace(index_of(graph_.nodes()));
    Interner& interner = *graph_.interner();
    const Interner::Lock lock(interner);  // other threads may share the interner
    ArgEncoder encoder(interner);
    encoder.encode(lists[0].ptr(), *pattern_index_, p_out);
    encoder.encode(lists[1].ptr(), *graph_index_, g_out);
    opaque_ = interner.literal_opaque();
  }

 private:
  pb::object hooks_;
  const PyGraph& pattern_;
  const PyGraph& graph_;
  std::optional<PtrIndexMap> pattern_index_, graph_index_;
  std::vector<uint8_t>& opaque_;
};

void check_ids(const std::vector<NodeId>& ids, int64_t n, const char* what) {
  for (NodeId v : ids) {
    if (v < 0 || v >= n) throw pb::index_error(std::string(what) + ": pattern node id out of range");
  }
}

// Makes InternalMatch objects. With `fill_dict`, skips the dataclass __init__
// and gives the object the instance dict that __init__ would build (same
// fields, same order); the caller checks that __init__ is the dataclass one.
class MatchFactory {
 public:
  MatchFactory(pb::object cls, bool fill_dict) : cls_(std::move(cls)), fill_dict_(fill_dict) {
    if (fill_dict_ && !PyType_Check(cls_.ptr())) throw pb::type_error("match_cls must be a type");
  }

  pb::object make(const pb::object& anchors, pb::dict nodes_map, pb::list placeholders, pb::list returning) const {
    if (!fill_dict_) return cls_(anchors, nodes_map, placeholders, returning);
    pb::dict fields;
    fields[anchors_] = anchors;
    fields[nodes_map_] = nodes_map;
    fields[placeholders_] = placeholders;
    fields[returning_] = returning;
    fields[name_node_map_] = pb::dict();
    auto* type = reinterpret_cast<PyTypeObject*>(cls_.ptr());
    pb::object obj = pb::reinterpret_steal<pb::object>(PyBaseObject_Type.tp_new(type, empty_.ptr(), nullptr));
    if (!obj || PyObject_SetAttr(obj.ptr(), dict_.ptr(), fields.ptr()) < 0) throw pb::error_already_set();
    return obj;
  }

 private:
  pb::object cls_;
  bool fill_dict_;
  pb::tuple empty_;
  pb::str dict_{"__dict__"}, anchors_{"anchors"}, nodes_map_{"nodes_map"}, placeholders_{"placeholder_nodes"},
      returning_{"returning_nodes"}, name_node_map_{"name_node_map"};
};

// Builds InternalMatch(anchors, nodes_map, placeholder_nodes, returning_nodes)
// for each match.
pb::list build_matches(const MatchResult& r, const PyGraph& pattern, const PyGraph& graph,
                       const PatternInfo& info, const pb::object& hooks, const MatchFactory& factory,
                       const pb::object& anchors) {
  PyObject* pnodes = pattern.nodes().ptr();
  PyObject* gnodes = graph.nodes().ptr();
  // Thousands of new containers would trigger collections that also walk the
  // (large) graph; none of them can be garbage yet. The collector's switch is
  // process-wide: with other threads pausing it too (here or in pyfxfast's
  // Python), each restores only what it found, so the last one out leaves it
  // as it was before the first came in; a pause may just end early.
  struct GcPause {
    int was_enabled = PyGC_Disable();
    ~GcPause() {
      if (was_enabled) PyGC_Enable();
    }
  } gc_pause;
  std::vector<PyObject*> value_of(pattern.graph().num_nodes(), nullptr);  // borrowed from nodes_map
  const NodeFields fields(graph.interner()->node_type());
  pb::list out(r.size());
  for (int64_t i = 0; i < r.size(); ++i) {
    pb::dict nodes_map;
    for (int64_t k = r.offsets[i]; k < r.offsets[i + 1]; ++k) {
      const NodeId pn = r.pattern_nodes[k];
      const int32_t v = r.values[k];
      pb::object value;
      if (v >= 0) {
        value = pb::reinterpret_borrow<pb::object>(PyTuple_GET_ITEM(gnodes, v));
      } else {
        value = resolve(r.literal_refs[-1 - v], graph, fields, hooks);
      }
      if (PyDict_SetItem(nodes_map.ptr(), PyTuple_GET_ITEM(pnodes, pn), value.ptr()) < 0) {
        throw pb::error_already_set();
      }
      value_of[pn] = value.ptr();
    }
    pb::list placeholder_nodes(info.placeholders.size());
    for (size_t j = 0; j < info.placeholders.size(); ++j) {
      PyObject* v = value_of[info.placeholders[j]];
      Py_INCREF(v);
      PyList_SET_ITEM(placeholder_nodes.ptr(), j, v);
    }
    pb::list returning_nodes(info.returning.size());
    for (size_t j = 0; j < info.returning.size(); ++j) {
      PyObject* v = value_of[info.returning[j]];
      Py_INCREF(v);
      PyList_SET_ITEM(returning_nodes.ptr(), j, v);
    }
    pb::object m = factory.make(anchors, nodes_map, placeholder_nodes, returning_nodes);
    PyList_SET_ITEM(out.ptr(), i, m.release().ptr());
  }
  return out;
}

// Returns the list of InternalMatch objects, or raises KeyError(pattern node)
// where torch would.
pb::list match_subgraph(const PyGraph& pattern, const PyGraph& graph, const std::vector<NodeId>& anchors,
                        const std::vector<NodeId>& placeholders, const std::vector<NodeId>& returning,
                        const pb::bytes& overload, const std::vector<bool>& options, const pb::object& name_match,
                        const pb::object& hooks, const pb::object& match_cls, bool fill_dict,
                        const pb::object& anchor_objects, const CandidateIndex* index) {
  pattern.require_arguments();
  graph.require_arguments();
  const CompactGraph& p = pattern.graph();
  const CompactGraph& g = graph.graph();
  if (pattern.interner() != graph.interner()) throw pb::value_error("pattern and graph must share one interner");
  if (options.size() != 4) throw pb::value_error("options: expected 4 flags");
  check_ids(anchors, p.num_nodes(), "anchors");
  check_ids(placeholders, p.num_nodes(), "placeholders");
  check_ids(returning, p.num_nodes(), "returning");

  PatternInfo info{anchors, placeholders, returning, bytes_to_vector(overload)};
  if (static_cast<int64_t>(info.overload.size()) != p.num_nodes()) throw pb::value_error("overload: one flag per node");
  const MatchOptions opt{options[0], options[1], options[2], options[3]};
  const std::vector<uint8_t> names = bytes_to_vector(name_match);
  if (!names.empty() && static_cast<int64_t>(names.size()) != g.num_nodes()) {
    throw pb::value_error("name_match: one flag per graph node");
  }
  if (index && index->source() != &g) throw pb::value_error("index was built for another graph");
  // A copy: the interner may grow from other threads while the GIL is released.
  std::vector<uint8_t> opaque = graph.interner()->literal_opaque_snapshot();
  const MatchInput in{p, info, opt, g, opaque, names, index};

  PyHooks py_hooks(hooks, pattern, graph, opaque);
  MatchResult result;
  {
    pb::gil_scoped_release release;
    result = match_subgraph(in, py_hooks);
  }
  if (result.missing != kNoNode) {
    PyErr_SetObject(PyExc_KeyError, PyTuple_GET_ITEM(pattern.nodes().ptr(), result.missing));
    throw pb::error_already_set();
  }
  return build_matches(result, pattern, graph, info, hooks, MatchFactory(match_cls, fill_dict), anchor_objects);
}

// True if a node of the fx.Graph has one of the (op, target) pairs, compared
// as torch's _nodes_are_equal does (op equal, then target ==). Reads only node
// slots, so a pattern whose anchors do not occur costs a list walk, not a
// conversion.
bool has_op_target(const pb::object& graph, const pb::object& node_type, const pb::list& pairs) {
  if (!PyType_Check(node_type.ptr())) throw pb::type_error("node_type must be a type");
  const NodeFields fields(reinterpret_cast<PyTypeObject*>(node_type.ptr()));
  std::vector<std::pair<PyObject*, PyObject*>> wanted;  // borrowed from `pairs`
  for (pb::handle item : pairs) {
    auto pair = item.cast<pb::tuple>();
    if (pair.size() != 2) throw pb::value_error("pairs: expected (op, target) tuples");
    wanted.emplace_back(pair[0].ptr(), pair[1].ptr());
  }
  Ref root(PyObject_GetAttr(graph.ptr(), names().root));
  if (!root) throw pb::error_already_set();
  Ref len_obj(PyObject_GetAttr(graph.ptr(), names().len));
  if (!len_obj) throw pb::error_already_set();
  const long long length = PyLong_AsLongLong(len_obj.get());
  if (length < 0 && PyErr_Occurred()) throw pb::error_already_set();
  PyObject* cur = fields.get(root.get(), Field::Next);
  for (long long seen = 0; cur && cur != root.get(); ++seen) {
    Ref node(cur);
    if (seen >= length) {  // a node list that loops back on itself must not hang
      throw pb::value_error("graph node list is longer than len(graph.nodes); it is corrupt");
    }
    Ref op(fields.get(cur, Field::Op));
    Ref target(op ? fields.get(cur, Field::Target) : nullptr);
    if (!target) throw pb::error_already_set();
    for (const auto& [want_op, want_target] : wanted) {
      int same_op = op.get() == want_op ? 1 : PyObject_RichCompareBool(op.get(), want_op, Py_EQ);
      if (same_op < 0) throw pb::error_already_set();
      if (!same_op) continue;
      int same_target = PyObject_RichCompareBool(want_target, target.get(), Py_EQ);
      if (same_target < 0) throw pb::error_already_set();
      if (same_target) return true;
    }
    cur = fields.get(cur, Field::Next);
  }
  if (!cur) throw pb::error_already_set();
  Py_DECREF(cur);
  return false;
}

}  // namespace

void bind_matcher(pb::module_& m) {
  pb::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const MatchDepthError& e) {
      PyErr_SetString(PyExc_RecursionError, e.what());
    }
  });
  m.def("has_op_target", &has_op_target, "graph"_a, "node_type"_a, "pairs"_a,
        "True if a node of the fx.Graph has one of the (op, target) pairs (op ==, then target ==).");
  pb::class_<CandidateIndex>(m, "CandidateIndex",
                             "Graph nodes bucketed by (op, target), shared by many patterns (match_many).")
      .def(pb::init([](const PyGraph& g) {
             pb::gil_scoped_release release;
             return new CandidateIndex(g.graph());
           }),
           "graph"_a, pb::keep_alive<1, 2>());

  m.def("match_subgraph", &match_subgraph, "pattern"_a, "graph"_a, "anchors"_a, "placeholders"_a, "returning"_a,
        "overload"_a, "options"_a, "name_match"_a, "hooks"_a, "match_cls"_a, "fill_dict"_a, "anchor_objects"_a,
        "index"_a = nullptr,
        "torch's SubgraphMatcher.match on converted graphs; returns InternalMatch objects.");
}

}  // namespace pyfxfast::py
