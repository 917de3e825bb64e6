// Conversion of a torch.fx.Graph into a CompactGraph, via the Python C API.
#pragma once

#include <pybind11/critical_section.h>
#include <pybind11/pybind11.h>

#include <memory>
#include <string>
#include <vector>

#include "graph/graph.hpp"
#include "graph/ptr_map.hpp"

// ThreadSanitizer (make test-tsan) does not see the locking of a critical
// section (CPython's code is not instrumented): the lock is annotated for it.
#if defined(__SANITIZE_THREAD__)
#define PYFXFAST_TSAN_ANNOTATE 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define PYFXFAST_TSAN_ANNOTATE 1
#endif
#endif
#ifdef PYFXFAST_TSAN_ANNOTATE
#include <sanitizer/tsan_interface.h>
#endif

namespace pyfxfast::py {

namespace pb = pybind11;

// Gives targets and literals small integer ids. One interner shared by two
// conversions (a pattern and a graph, say) makes their ids comparable.
//
// Threads: an interner may be shared (CompactGraph(g, interner) in several
// threads, matchers converting their patterns into a shared CompactGraph's
// interner). Everything that reads or grows it holds an Interner::Lock: a
// critical section on the interner's own lock object on free-threaded builds
// (Py_GIL_DISABLED), nothing with the GIL (the GIL serialises it). A critical
// section, like the GIL, is given up while its thread blocks inside Python
// code (a __hash__ or __eq__ of a target or literal), so the interner's state
// is consistent at every call into Python: an id is handed out and its object
// appended in one step, before the dicts that map equal values are updated.
class Interner {
 public:
  // node_type: torch.fx.Node; opaque_types: literal types that compare by
  // identity only (torch.Tensor: its == is elementwise).
  Interner(pb::object node_type, pb::tuple opaque_types);

  // Scoped ownership of the interner (see above). Not reentrant: take it once.
  class Lock {
   public:
    explicit Lock(const Interner& in) : section_(in.lock_), token_(in.lock_.ptr()) {
#ifdef PYFXFAST_TSAN_ANNOTATE
      __tsan_acquire(token_);
#endif
    }
    ~Lock() {
#ifdef PYFXFAST_TSAN_ANNOTATE
      __tsan_release(token_);
#endif
    }
    Lock(const Lock&) = delete;
    Lock& operator=(const Lock&) = delete;

   private:
    pb::scoped_critical_section section_;
    [[maybe_unused]] void* token_;
  };

  // The next two: the caller holds a Lock.
  int32_t target_id(PyObject* target);
  int32_t literal_id(PyObject* value);

  PyTypeObject* node_type() const { return reinterpret_cast<PyTypeObject*>(node_type_.ptr()); }
  // The caller holds a Lock.
  const std::vector<uint8_t>& literal_opaque() const { return literal_opaque_; }
  // A copy, taken under the interner's lock.
  std::vector<uint8_t> literal_opaque_snapshot() const {
    Lock lock(*this);
    return literal_opaque_;
  }
  // The lists only grow (appended under the lock), and lists are safe to read
  // from other threads: the ids of a converted graph index them.
  pb::list targets() const { return target_objects_; }
  pb::list literals() const { return literal_objects_; }

 private:
  int32_t fresh_literal(PyObject* value, bool opaque);

  pb::object lock_;  // a plain object(): what Lock's critical section locks
  pb::object node_type_;
  pb::tuple opaque_types_;
  pb::dict target_ids_;
  PtrIndexMap target_by_address_;  // targets are kept alive in target_objects_
  pb::list target_objects_;
  pb::dict literal_tables_;  // type -> {value: id}
  pb::list literal_objects_;
  std::vector<uint8_t> literal_opaque_;
  // Addresses of the (kept alive) first-seen object of each non-opaque literal:
  // a hit skips hashing; None, small ints and interned strings hit every time.
  PtrIndexMap literal_by_address_;
};

// Deepest nesting of lists/tuples/dicts/slices in a node's args that the
// converter accepts; deeper raises RecursionError (as torch.fx's map_arg does,
// far earlier).
constexpr int32_t kMaxArgDepth = 10000;

// Appends the pre-order token encoding of Python values (see ArgTag). The
// caller holds the interner's Lock while it encodes.
class ArgEncoder {
 public:
  explicit ArgEncoder(Interner& interner) : interner_(interner) {}

  // Encodes `root` onto `out`. Node objects are looked up in `index`; one that
  // is not there is encoded as id -1 and reported in `unresolved` (token
  // position, object) when given, else encoded as kForeignNode. Nesting deeper
  // than kMaxArgDepth (or a container that contains itself) raises RecursionError.
  void encode(PyObject* root, const PtrIndexMap& index, std::vector<ArgToken>& out,
              std::vector<std::pair<int64_t, PyObject*>>* unresolved = nullptr);

 private:
  Interner& interner_;
  // Scratch space, kept so that encoding a node's args allocates nothing.
  std::vector<std::pair<PyObject*, int32_t>> stack_;  // (value, nesting depth)
  std::vector<std::pair<PyObject*, PyObject*>> entries_;
};

// A CompactGraph together with what it takes to map back to fx.Nodes and to
// notice that the fx.Graph changed since conversion.
class PyGraph {
 public:
  // Without `arguments`, args and kwargs are not encoded (each node's row is
  // empty): enough for kernels that read only structure (the partitioner),
  // at about 60% of the cost. Kernels that read arguments call
  // require_arguments().
  PyGraph(pb::object graph, std::shared_ptr<Interner> interner, bool arguments = true);
  ~PyGraph();
  PyGraph(const PyGraph&) = delete;
  PyGraph& operator=(const PyGraph&) = delete;

  const CompactGraph& graph() const { return g_; }
  const pb::tuple& nodes() const { return nodes_; }
  const pb::object& fx_graph() const { return fx_graph_; }
  const std::shared_ptr<Interner>& interner() const { return interner_; }
  bool has_arguments() const { return arguments_; }
  void require_arguments() const;

  // False if nodes were added, removed, reordered, or had op/target/args/kwargs
  // replaced since conversion. O(nodes).
  bool is_fresh() const;

 private:
  void convert();
  void release_snapshot();

  CompactGraph g_;
  pb::object fx_graph_;
  std::shared_ptr<Interner> interner_;
  pb::tuple nodes_;
  // Per node: op, target, args, kwargs as seen at conversion. args/kwargs are
  // owned references so that their addresses cannot be reused by new objects.
  std::vector<PyObject*> snapshot_;
  int64_t graph_len_ = 0;
  bool arguments_ = true;
  // Node tokens whose node was not indexed yet when encoded (slot in args.items).
  std::vector<std::pair<int64_t, PyObject*>> pending_args_;
};

void bind_graph(pb::module_& m);

// A bytes object (one flag per node or per target) as a vector; None is empty.
inline std::vector<uint8_t> bytes_to_vector(const pb::object& b) {
  if (b.is_none()) return {};
  const std::string s = b.cast<std::string>();
  return std::vector<uint8_t>(s.begin(), s.end());
}

}  // namespace pyfxfast::py
