// Native Graph and Node edits: torch.fx's node-by-node API (Graph.create_node and its
// callers, erase_node, the use-list edits, Node.__setattr__, insert points) with
// torch's exact semantics, for patch(graph_building=True), the Transformer's run,
// pyfxfast's node builders and DCE. The room's files, by concern:
//
//   kit.cpp           Kit: what the edits read of torch, captured once (types, torch's
//                     functions, _NodeBase's slot offsets) and the class attributes
//                     they rely on, re-checked when a class changes.
//   names.cpp         a new node's name: Graph._target_to_str and _Namespace.create_name.
//   create_node.cpp   Graph.create_node: name, Node, insert point, find_nodes table, _len;
//                     node_copy's argument mapping and meta copy.
//   relink.cpp        a node's new args and kwargs, and the users and input links that
//                     follow (torch's C methods of _NodeBase).
//   use_lists.cpp     replace_input_with, replace_all_uses_with, update_arg / update_kwarg.
//   node_setattr.cpp  Node.__setattr__: the find_nodes table kept in step with op,
//                     target and every other attribute, as torch keeps it.
//   erase_node.cpp    Graph.erase_node, and DCE's erasure of many nodes.
//   insert_point.cpp  inserting_before / inserting_after, _InsertPoint, prepend / append,
//                     and calling a graph's _insert.
//   lint.cpp          Graph.lint's checks in one walk.
//
// The bindings (csrc/python/bind_edits.cpp) parse the Python calls and, where a
// function here declines, call torch's own method with the same arguments.
//
// Every edit returns a new reference, nullptr with a Python error set, or
// declined() where it cannot vouch for torch's result (a Graph or Node subclass,
// hooks to run, arguments whose SymInt scan or error only torch does, a class
// attribute someone replaced): before it has changed anything, so torch's method
// can then run from the start.
#pragma once

#include <Python.h>

#include <atomic>
#include <memory>
#include <unordered_map>
#include <utility>
#include <vector>

#include "python/py_names.hpp"

namespace pyfxfast::py::edits {

// The borrowed marker of a declined edit (NotImplemented is never an edit's result).
inline PyObject* declined() {
  Py_INCREF(Py_NotImplemented);
  return Py_NotImplemented;
}
inline bool is_declined(PyObject* result) { return result == Py_NotImplemented; }

// _NodeBase's C methods the edits call (torch's own code for the list and use-list links).
enum class Method { UpdateArgsKwargs, ReplaceInputWith, RemoveFromList, Prepend, Count };

// _NodeBase's slots that the edits read or write directly (offsets read off its
// member descriptors; the slot layout is torch's C struct, which differs by release).
enum class Slot { Graph, Name, Op, Target, Type, InputNodes, Args, Kwargs, Users, Meta, Prev, Next, ReprFn, Count };

class Kit {
 public:
  // `config`: a dict made by pyfxfast/building/graph_edits.py (its keys are listed there).
  explicit Kit(PyObject* config);
  ~Kit();
  Kit(const Kit&) = delete;
  Kit& operator=(const Kit&) = delete;

  // True while every class attribute the edits rely on is the one verified (checked
  // again only when one of the classes changes: a type's version tag moves).
  bool intact() const;

  // Borrowed slot value of a node that is_node() accepts (null only where it does not).
  PyObject* slot(PyObject* node, Slot s) const {
    return *reinterpret_cast<PyObject**>(reinterpret_cast<char*>(node) + offsets_[static_cast<int>(s)]);
  }
  // Replaces a slot's value (stealing `value`), releasing the old one.
  void set_slot(PyObject* node, Slot s, PyObject* value) const {
    Py_XSETREF(*reinterpret_cast<PyObject**>(reinterpret_cast<char*>(node) + offsets_[static_cast<int>(s)]), value);
  }
  bool erased(PyObject* node) const { return *(reinterpret_cast<char*>(node) + erased_offset_) != 0; }
  void set_erased(PyObject* node, bool erased = true) const { *(reinterpret_cast<char*>(node) + erased_offset_) = erased; }
  // An exact fx.Node with every slot above set. torch's __init__ sets them all; a node
  // made by Node.__new__ (as pickle and copy.deepcopy make one before __setstate__) or
  // with a slot deleted goes to torch's code, which raises where it reads one.
  bool is_node(PyObject* o) const { return Py_TYPE(o) == node_type && slots_set(o); }
  bool slots_set(PyObject* node) const {
    for (Py_ssize_t offset : offsets_)
      if (!*reinterpret_cast<PyObject**>(reinterpret_cast<char*>(node) + offset)) return false;
    return true;
  }
  // self.<method>(*args): _NodeBase's method descriptor called directly on an exact
  // Node (what the attribute lookup finds: checked by intact()), else looked up.
  PyObject* call(Method m, PyObject* self, PyObject* a = nullptr, PyObject* b = nullptr) const;
  bool is_graph(PyObject* o) const { return o && Py_TYPE(o) == graph_type; }

  // Types.
  PyTypeObject* node_type = nullptr;   // torch.fx.Node
  PyTypeObject* node_base = nullptr;   // torch._C._NodeBase
  PyTypeObject* graph_type = nullptr;  // torch.fx.Graph
  PyTypeObject* namespace_type = nullptr;
  PyTypeObject* table_type = nullptr;         // _FindNodesLookupTable
  PyTypeObject* insert_point_type = nullptr;  // _InsertPoint
  PyObject* immutable_dict = nullptr;
  PyObject* immutable_list = nullptr;
  // Leaf types that Graph.create_node's scan for raw SymInts cannot flag, and the
  // containers it walks (exact types).
  std::vector<PyTypeObject*> plain_types, list_types, dict_types;

  // torch's module-level objects.
  PyObject* illegal_names = nullptr;  // torch.fx.graph._illegal_names (a dict, grows)
  PyObject* legal_ops = nullptr;      // torch.fx.node._legal_ops
  PyObject* snake_case = nullptr;     // torch.fx.graph._snake_case
  PyObject* parse_name = nullptr;     // (candidate) -> (sanitised, base, num or None)
  PyObject* map_arg = nullptr;        // torch._C._fx_map_arg
  // C callables for map_arg: node_copy's default arg_transform, and erase_node's `lambda n: None`.
  PyObject* identity = nullptr;
  PyObject* to_none = nullptr;

  // torch's own methods, for what the edits decline, by the name the bindings use.
  PyObject* torch_method(const char* name) const;

  // Set up once, before the kit is used (pyfxfast/building/graph_edits.py):
  // `type.name` (_PyType_Lookup) must stay one of `values` (a tuple: torch's, and the
  // patch's where it installs one) for the edits to run natively...
  void expect(PyTypeObject* type, PyObject* name, PyObject* values);
  // ...and the methods that are a node's prepend / append (torch's, and the patch's),
  // which call_insert calls without a frame when they are a graph's _insert.
  void add_inserter(PyObject* function, bool after);
  bool is_inserter(PyObject* function, bool* after) const;

  // Pure memo tables (str -> result): safe to share across graphs and threads.
  PyObject* snake_cache = nullptr;  // op name -> _snake_case(op name)
  PyObject* parse_cache = nullptr;  // candidate -> parse_name(candidate)
  // Graph._target_to_str mirrored (its snake_case memoised) where graph_edits is
  // verified; elsewhere the graph's own method is called.
  bool mirror_target_names = false;
  // A taken candidate's count is read by the whole candidate (torch 2.11), not its base.
  bool count_by_candidate = false;
  // Erasing a node clears its arguments natively (relink.cpp), and a new node's slots are
  // initialised natively (create_node.cpp): each set by a probe of the kit, once, before
  // the kit is used, where torch's own code left the same.
  bool native_clear = false;
  bool native_init = false;

 private:
  struct Expected {
    PyTypeObject* type;
    PyObject* name;
    PyObject* values;  // a tuple: what _PyType_Lookup(type, name) may be
  };
  std::vector<Expected> expected_;
  // The types of expected_, once each, and their version tags when last found intact.
  static constexpr int kMaxWatched = 8;
  PyTypeObject* watched_[kMaxWatched] = {};
  mutable std::atomic<unsigned> tags_[kMaxWatched] = {};
  int n_watched_ = 0;
  std::vector<PyObject*> prepends_, appends_;
  PyObject* torch_methods_ = nullptr;                  // dict: name -> torch's function
  PyObject* keep_ = nullptr;                           // a list holding every object above
  Py_ssize_t offsets_[static_cast<int>(Slot::Count)] = {};
  PyObject* methods_[static_cast<int>(Method::Count)] = {};  // descriptors (held by keep_)
  PyObject* method_names_[static_cast<int>(Method::Count)] = {};
  Py_ssize_t erased_offset_ = 0;
};

// The kit inside the capsule _C.edit_kit returns (nullptr, with an error set, for anything else).
inline const char* const kKitCapsule = "pyfxfast.edits.Kit";
inline const Kit* kit_from(PyObject* capsule) {
  return static_cast<const Kit*>(PyCapsule_GetPointer(capsule, kKitCapsule));
}

// Interned names the room uses.
struct Strings {
  PyObject *graph_namespace, *owning_module, *create_node_hooks, *erase_node_hooks, *replace_hooks, *insert,
      *find_nodes_table, *table, *len, *used_names, *base_count, *obj_to_name, *update_args_kwargs,
      *replace_input_with_c, *remove_from_list, *prepend_c, *name_attr, *dunder_name, *target_to_str, *meta,
      *call_function, *call_method, *call_module, *output, *placeholder, *get_attr, *args, *kwargs,
      *erased, *root, *orig_insert, *graph, *append, *prepend, *old, *new_, *user, *items;
};
const Strings& strings();

// ---- names.cpp
// graph._target_to_str(target) (new reference; declined when torch's would raise).
PyObject* target_to_str(const Kit& kit, PyObject* graph, PyObject* target);
// _Namespace.create_name(candidate, None) on a namespace whose _used_names and
// _base_count are `used` (a set) and `base_count` (a dict).
PyObject* create_name(const Kit& kit, PyObject* used, PyObject* base_count, PyObject* candidate);

// ---- create_node.cpp
// What create_node reads of a graph: its namespace's containers and its find_nodes table.
struct GraphState {
  Obj used, base_count, obj_to_name, table;
  // Reads them (declined() where they are not torch's, nullptr on error, else None).
  PyObject* read(const Kit& kit, PyObject* graph);
};

// For a caller that creates many nodes in one graph while nothing replaces its
// namespace or table (pyfxfast.Transformer's run, whose graph is its own until the
// run returns): the state read once, and candidate names and find_nodes buckets
// remembered per target object (each kept alive).
class GraphCache {
 public:
  // nullptr where the graph's objects are not torch's (error set only on an error).
  static std::unique_ptr<GraphCache> make(const Kit& kit, PyObject* graph);
  PyObject* graph() const { return graph_.get(); }

 private:
  friend PyObject* create_node(const Kit&, PyObject*, PyObject*, PyObject*, PyObject*, PyObject*, PyObject*,
                               PyObject*, PyObject*, GraphCache*);
  struct PairHash {
    size_t operator()(const std::pair<PyObject*, PyObject*>& p) const {
      return std::hash<void*>()(p.first) * 31 + std::hash<void*>()(p.second);
    }
  };
  Obj graph_, keep_;
  GraphState state_;
  std::unordered_map<PyObject*, PyObject*> names_;  // target -> its candidate name
  std::unordered_map<std::pair<PyObject*, PyObject*>, PyObject*, PairHash> buckets_;  // (op, target or None)
};

// graph.create_node(op, target, args, kwargs, name, type_expr); args / kwargs / name /
// type_expr may be nullptr (omitted). Where meta is given (already copied), node.meta
// is set to it as node_copy does. `cache`, where given, is this graph's.
PyObject* create_node(const Kit& kit, PyObject* graph, PyObject* op, PyObject* target, PyObject* args,
                      PyObject* kwargs, PyObject* name, PyObject* type_expr, PyObject* meta = nullptr,
                      GraphCache* cache = nullptr);
// graph.node_copy(node, arg_transform): arg_transform nullptr is torch's default (identity).
PyObject* node_copy(const Kit& kit, PyObject* graph, PyObject* node, PyObject* arg_transform);
// A count of the nodes these functions created (for the tests: who built a graph).
long long nodes_created();
// For the kit's probe: Node.__new__ and the native initialisation alone.
PyObject* new_node_probe(const Kit& kit, PyObject* graph, PyObject* name, PyObject* op, PyObject* target,
                         PyObject* type);

// torch.fx.map_arg(a, fn) (torch's C _fx_map_arg; fn is callable).
inline PyObject* map_arg(const Kit& kit, PyObject* a, PyObject* fn) {
  PyObject* call[] = {a, fn};
  return PyObject_Vectorcall(kit.map_arg, call, 2, nullptr);
}

// ---- relink.cpp (0 on success, -1 on error)
// node._update_args_kwargs(args, kwargs)
int update_args_kwargs(const Kit& kit, PyObject* node, PyObject* args, PyObject* kwargs);
// node._replace_input_with(old_input, new_input)
int replace_input(const Kit& kit, PyObject* node, PyObject* old_input, PyObject* new_input);
// erase_node's last step: the node's arguments with every node replaced by None.
int clear_arguments(const Kit& kit, PyObject* node);
// For the kit's probe: the native clearing alone (1 done, 0 declined, -1 error).
int clear_arguments_probe(const Kit& kit, PyObject* node);

// ---- use_lists.cpp
PyObject* replace_input_with(const Kit& kit, PyObject* node, PyObject* old_input, PyObject* new_input);
PyObject* replace_all_uses_with(const Kit& kit, PyObject* node, PyObject* replace_with, PyObject* delete_user_cb,
                                bool propagate_meta);
PyObject* update_arg(const Kit& kit, PyObject* node, PyObject* idx, PyObject* arg);
PyObject* update_kwarg(const Kit& kit, PyObject* node, PyObject* key, PyObject* arg);
// The owner's `hooks_name` list (borrowed-free: a new reference or nullptr) when it
// is present and not empty; `*error` set on a failed lookup.
PyObject* owner_hooks(PyObject* graph, PyObject* hooks_name, bool* error);

// ---- node_setattr.cpp
// Node.__setattr__(node, name, value).
PyObject* node_setattr(const Kit& kit, PyObject* node, PyObject* name, PyObject* value);
// The node's find_nodes bucket (table[(op, target if call_function else None)],
// made by the table's defaultdict when missing), or declined where the graph's
// table is not torch's.
PyObject* lookup_bucket(const Kit& kit, PyObject* graph, PyObject* op, PyObject* target);
// graph._find_nodes_lookup_table where it is torch's _FindNodesLookupTable (declined
// where not), and its bucket for (op, target) as lookup_bucket finds it.
PyObject* find_nodes_table(const Kit& kit, PyObject* graph);
PyObject* bucket_in(PyObject* table_obj, PyObject* op, PyObject* target);


// ---- erase_node.cpp
PyObject* erase_node(const Kit& kit, PyObject* graph, PyObject* to_erase);
// Erases `nodes` (a list) in order, as erase_node does, for DCE: each has no users
// left once those before it are gone. Declined before any change where it cannot.
PyObject* erase_dead(const Kit& kit, PyObject* graph, PyObject* nodes);

// ---- lint.cpp
// graph.lint() where it finds nothing (None); declined() at the first problem (torch's
// lint then raises), or where the graph is not one it reads. module_type: nn.Module.
PyObject* graph_lint(const Kit& kit, PyObject* graph, PyObject* module_type);

// ---- insert_point.cpp
PyObject* inserting(const Kit& kit, PyObject* graph, PyObject* node, bool after);
// _InsertPoint.__exit__: the graph's insert point back to what it was.
PyObject* insert_point_exit(const Kit& kit, PyObject* point);
PyObject* node_prepend(const Kit& kit, PyObject* node, PyObject* x);
PyObject* node_append(const Kit& kit, PyObject* node, PyObject* x);
// graph._insert(node), without a frame where _insert is a node's prepend or append.
int call_insert(const Kit& kit, PyObject* insert, PyObject* node);

}  // namespace pyfxfast::py::edits
