// Native FX code generation: walks an fx.Graph's nodes over the Python C API
// and writes the body torch's CodeGen._gen_python_code writes, byte for byte.
// Python supplies what needs Python (global names of targets, type
// annotations, reprs of unusual literals), once per distinct object.
#include <pybind11/critical_section.h>
#include <pybind11/pybind11.h>
#include <structmember.h>

#include <array>
#include <cstring>
#include <deque>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "graph/ptr_map.hpp"
#include "pycode/fx_source.hpp"
#include "python/py_names.hpp"

namespace pyfxfast::py {

namespace pb = pybind11;

namespace {

[[noreturn]] void raise_py() { throw pb::error_already_set(); }

// Brings an object's header (and the slots after it) into the cache (a hint only).
inline void prefetch_object(const PyObject* o) {
#if defined(__GNUC__) || defined(__clang__)
  __builtin_prefetch(o, 0);
  __builtin_prefetch(reinterpret_cast<const char*>(o) + 64, 0);
#else
  (void)o;
#endif
}

// Brings a dict's table of keys into the cache, where `d` is an exact dict (a hint only).
inline void prefetch_dict_keys(PyObject* d) {
#if defined(__GNUC__) || defined(__clang__)
  if (d != nullptr && PyDict_CheckExact(d)) __builtin_prefetch(reinterpret_cast<PyDictObject*>(d)->ma_keys, 0);
#else
  (void)d;
#endif
}

void append_utf8(std::string& out, PyObject* s) {
  Py_ssize_t n;
  const char* c = PyUnicode_AsUTF8AndSize(s, &n);
  if (!c) raise_py();
  out.append(c, static_cast<size_t>(n));
}

std::string utf8(PyObject* s) {
  std::string out;
  append_utf8(out, s);
  return out;
}

// Direct reads of the C-level member slots of torch._C._NodeBase where the
// attribute lookup is the generic one; getattr otherwise.
class NodeSlots {
 public:
  enum Field { Name, Op, Target, Type, Args, Kwargs, Users, InputNodes, Meta, Count };

  explicit NodeSlots(PyTypeObject* t) : type_(t) {
    const Names& n = names();
    PyObject* const attr[Count] = {n.name, n.op, n.target, n.type, n.args, n.kwargs, n.users, n.input_nodes, n.meta};
    for (int i = 0; i < Count; ++i) names_[i] = attr[i];
    if (t->tp_getattro != PyObject_GenericGetAttr) return;
    for (int i = 0; i < Count; ++i) {
      PyObject* descr = _PyType_Lookup(t, names_[i]);
      if (!descr || Py_TYPE(descr) != &PyMemberDescr_Type) return;
      PyMemberDef* m = reinterpret_cast<PyMemberDescrObject*>(descr)->d_member;
      if (m->type != T_OBJECT_EX && m->type != T_OBJECT) return;
      offset_[i] = m->offset;
    }
    fast_ = true;
  }
  NodeSlots(const NodeSlots&) = delete;
  NodeSlots& operator=(const NodeSlots&) = delete;

  // A borrowed reference from the slot itself, or nullptr where there is no fast path (a hint only).
  PyObject* peek(PyObject* node, Field f) const {
    if (!fast_ || Py_TYPE(node) != type_) return nullptr;
    return *reinterpret_cast<PyObject**>(reinterpret_cast<char*>(node) + offset_[f]);
  }

  // Brings the objects in `node`'s slots `fields` into the cache, ahead of their reads (a hint
  // only: the graph is not edited while code is generated for it).
  template <size_t N>
  void prefetch(PyObject* node, const Field (&fields)[N]) const {
#if defined(__GNUC__) || defined(__clang__)
    if (!fast_ || Py_TYPE(node) != type_) return;
    for (Field f : fields) {
      PyObject* v = *reinterpret_cast<PyObject**>(reinterpret_cast<char*>(node) + offset_[f]);
      if (v != nullptr) __builtin_prefetch(v, 0);
    }
#else
    (void)node;
    (void)fields;
#endif
  }

  // New reference; raises on failure.
  PyObject* get(PyObject* node, Field f) const {
    if (fast_ && Py_TYPE(node) == type_) {
      PyObject* v = *reinterpret_cast<PyObject**>(reinterpret_cast<char*>(node) + offset_[f]);
      if (v) {
        Py_INCREF(v);
        return v;
      }
    }
    PyObject* v = PyObject_GetAttr(node, names_[f]);
    if (!v) raise_py();
    return v;
  }

 private:
  PyTypeObject* type_;
  bool fast_ = false;
  PyObject* names_[Count] = {};  // borrowed from names(): they live for the process
  Py_ssize_t offset_[Count] = {};
};

enum class OpCode { Placeholder, GetAttr, CallFunction, CallModule, CallMethod, Output, Other };

OpCode op_code(PyObject* op) {
  static const char* ops[6] = {"placeholder", "get_attr", "call_function", "call_module", "call_method", "output"};
  const Names& n = names();
  for (int i = 0; i < 6; ++i)
    if (op == n.opcodes[i]) return static_cast<OpCode>(i);
  if (!PyUnicode_Check(op)) return OpCode::Other;
  for (int i = 0; i < 6; ++i)
    if (PyUnicode_CompareWithASCIIString(op, ops[i]) == 0) return static_cast<OpCode>(i);
  return OpCode::Other;
}

enum class TargetKind { Magic = 0, Inplace = 1, Global = 2 };
struct TargetInfo {
  TargetKind kind;
  std::string text;  // format template ("{} + {}") or global name
};

// Fills "{}" placeholders in order, like str.format with positional fields.
std::string fill_template(const std::string& tpl, const std::vector<std::string>& parts) {
  std::string out;
  size_t k = 0;
  for (size_t i = 0; i < tpl.size(); ++i) {
    if (tpl[i] == '{' && i + 1 < tpl.size() && tpl[i + 1] == '}') {
      if (k >= parts.size()) throw CodegenUnsupported("too few arguments for operator template");
      out += parts[k++];
      ++i;
    } else {
      out += tpl[i];
    }
  }
  return out;
}

bool ascii_identifier(const std::string& s) {
  if (s.empty()) return false;
  auto start = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; };
  if (!start(s[0])) return false;
  for (char c : s)
    if (!start(c) && !(c >= '0' && c <= '9')) return false;
  return true;
}

// The reserved-name table of the last `reserved` dict seen, rebuilt only when
// that dict's entries (key and owner objects, in order) change: torch passes
// the same module-level dict on every run, and building the table was a
// large part of the cost of generating code for a small graph.
//
// Threads: code generation runs in any number of threads at once (free-threaded
// builds run them in parallel). The cache is one immutable snapshot behind a
// shared_ptr; the mutex guards only swapping that pointer (no Python calls, no
// allocation of Python objects while it is held, so it cannot deadlock with the
// GIL or a stop-the-world pause). A snapshot a thread still reads stays alive
// through its own shared_ptr; the last owner to let go releases its references,
// always with the thread attached to the interpreter (every caller is).
struct ReservedSnapshot {
  pb::object dict;
  std::vector<PyObject*> entries;
  std::vector<pb::object> alive;  // the entries: no other object can take their addresses
  std::shared_ptr<const CodegenNamespace::Reserved> table;
};

std::mutex reserved_mutex;
std::shared_ptr<const ReservedSnapshot>* reserved_cache =
    new std::shared_ptr<const ReservedSnapshot>();  // never destroyed: no Python calls at exit

std::shared_ptr<const CodegenNamespace::Reserved> reserved_table(const pb::dict& reserved) {
  std::vector<PyObject*> entries;
  {
    // Its items, read under the dict's own lock (no-op with the GIL).
    pb::scoped_critical_section section(reserved);
    entries.reserve(2 * static_cast<size_t>(PyDict_GET_SIZE(reserved.ptr())));
    Py_ssize_t pos = 0;
    PyObject *key, *value;
    while (PyDict_Next(reserved.ptr(), &pos, &key, &value)) {
      entries.push_back(key);
      entries.push_back(value);
    }
  }
  std::shared_ptr<const ReservedSnapshot> cached;
  {
    std::lock_guard<std::mutex> guard(reserved_mutex);
    cached = *reserved_cache;
  }
  if (cached && cached->dict.ptr() == reserved.ptr() && cached->entries == entries) return cached->table;
  auto snapshot = std::make_shared<ReservedSnapshot>();
  auto table = std::make_shared<CodegenNamespace::Reserved>();
  snapshot->alive.reserve(entries.size());
  for (PyObject* o : entries) snapshot->alive.push_back(pb::reinterpret_borrow<pb::object>(o));
  for (size_t i = 0; i < entries.size(); i += 2) {
    if (!PyUnicode_Check(entries[i])) continue;
    (*table)[utf8(entries[i])] = reinterpret_cast<uintptr_t>(entries[i + 1]);
  }
  snapshot->dict = pb::reinterpret_borrow<pb::object>(reserved);
  snapshot->entries = std::move(entries);
  snapshot->table = table;
  std::shared_ptr<const ReservedSnapshot> previous = std::move(snapshot);
  {
    std::lock_guard<std::mutex> guard(reserved_mutex);
    reserved_cache->swap(previous);
  }
  return table;  // `previous` (the replaced snapshot) is released here, outside the lock
}

// Object address -> dense index for the walk: the address and its index side by side (one cache
// line per probe, where PtrIndexMap's two arrays take two), found or inserted in one probe. The
// walk looks up every node and every input edge of a graph of tens of thousands of nodes, the
// table a random access into megabytes; most inputs are nodes a few lines up, so a small
// direct-mapped cache of the last lookups answers them first.
class ObjectIndex {
 public:
  void reserve(size_t n) {
    size_t capacity = 16;
    while (capacity < n * 2) capacity <<= 1;
    if (capacity > slots_.size()) rehash(capacity);
  }

  // The index of `key`, or -1.
  int32_t find(const void* key) {
    const uintptr_t k = reinterpret_cast<uintptr_t>(key);
    Slot& r = recent(k);
    if (r.key == k) return r.value;
    if (slots_.empty()) return -1;
    for (size_t i = slot(k);; i = (i + 1) & mask_) {
      const Slot& s = slots_[i];
      if (s.key == k) {
        r = s;
        return s.value;
      }
      if (s.key == 0) return -1;
    }
  }

  // Brings the slot a lookup of `key` starts at into the cache.
  void prefetch(const void* key) const {
#if defined(__GNUC__) || defined(__clang__)
    if (!slots_.empty()) __builtin_prefetch(&slots_[slot(reinterpret_cast<uintptr_t>(key))], 1);
#else
    (void)key;
#endif
  }

  // The index of `key`; where it is not there, `next`, stored (`inserted` says which).
  int32_t find_or_insert(const void* key, int32_t next, bool& inserted) {
    const uintptr_t k = reinterpret_cast<uintptr_t>(key);
    Slot& r = recent(k);
    if (r.key == k) {
      inserted = false;
      return r.value;
    }
    if ((size_ + 1) * 2 > slots_.size()) rehash(slots_.empty() ? 16 : slots_.size() * 2);
    for (size_t i = slot(k);; i = (i + 1) & mask_) {
      Slot& s = slots_[i];
      if (s.key == k) {
        inserted = false;
        r = s;
        return s.value;
      }
      if (s.key == 0) {
        s.key = k;
        s.value = next;
        ++size_;
        inserted = true;
        r = s;
        return next;
      }
    }
  }

 private:
  struct Slot {
    uintptr_t key = 0;
    int32_t value = -1;
  };
  static constexpr size_t kRecent = 1024;
  std::array<Slot, kRecent> recent_{};
  Slot& recent(uintptr_t k) { return recent_[static_cast<size_t>((static_cast<uint64_t>(k) * 0x9E3779B97F4A7C15ull) >> 54)]; }

  size_t slot(uintptr_t k) const {
    // Addresses are 16-byte aligned: a multiply spreads them, the high bits index.
    return static_cast<size_t>((static_cast<uint64_t>(k) * 0x9E3779B97F4A7C15ull) >> shift_);
  }

  void rehash(size_t capacity) {
    std::vector<Slot> old(capacity);
    old.swap(slots_);
    mask_ = capacity - 1;
    shift_ = 64;
    for (size_t c = capacity; c > 1; c >>= 1) --shift_;
    for (const Slot& s : old) {
      if (s.key == 0) continue;
      size_t i = slot(s.key);
      while (slots_[i].key != 0) i = (i + 1) & mask_;
      slots_[i] = s;
    }
  }

  std::vector<Slot> slots_;
  size_t mask_ = 0;
  int shift_ = 64;
  size_t size_ = 0;
};

}  // namespace

class CodegenRun {
 public:
  CodegenRun(const pb::dict& reserved, const pb::object& node_type, const pb::tuple& plain_types, pb::object target_cb,
             pb::object type_cb, pb::object leaf_cb, std::string root_module, std::string out_prefix,
             std::string out_suffix)
      : node_type_(reinterpret_cast<PyTypeObject*>(node_type.ptr())),
        slots_(node_type_),
        node_type_ref_(node_type),
        target_cb_(std::move(target_cb)),
        type_cb_(std::move(type_cb)),
        leaf_cb_(std::move(leaf_cb)),
        root_module_(std::move(root_module)),
        out_prefix_(std::move(out_prefix)),
        out_suffix_(std::move(out_suffix)) {
    if (!PyType_Check(node_type.ptr())) throw pb::type_error("node_type must be a type");
    ns_.set_reserved(reserved_table(reserved));
    for (auto t : plain_types) plain_types_.insert(reinterpret_cast<PyTypeObject*>(t.ptr()));
  }

  // A global's name in the shared namespace (the caller keeps the object -> name map).
  std::string create_global_name(const pb::str& candidate, const pb::object& obj) {
    return ns_.create_name(utf8(candidate.ptr()), obj.is_none() ? 0 : reinterpret_cast<uintptr_t>(obj.ptr()));
  }

  void walk(const pb::list& nodes) {
    const Py_ssize_t n = PyList_GET_SIZE(nodes.ptr());
    const size_t count = static_cast<size_t>(n);
    objs_.reserve(count);
    names_.reserve(count);
    name_text_.reserve(count * 12);
    body_.reserve(count * 80);  // about a line per node: no copy as it grows
    node_starts_.reserve(count);
    slot_.reserve(count + 16);
    ns_.reserve_capacity(count + 256);
    // One pass over the nodes: each gets its slot (its index), and its inputs (_input_nodes, in
    // order) theirs, looked up while they were slotted a few nodes before (in the cache). An
    // input not slotted yet (another graph's node, or a later one) is looked up after the pass.
    inputs_.clear();
    inputs_.reserve(count * 2);
    input_begin_.assign(count, 0);
    input_end_.assign(count, 0);
    std::vector<std::pair<size_t, PyObject*>> later;  // (where in inputs_, the input)
    static constexpr NodeSlots::Field kInputs[] = {NodeSlots::InputNodes};
    for (Py_ssize_t i = 0; i < n; ++i) {
      // Fetched ahead in steps, each reading what the one before fetched: node i + 8's object (and
      // its slot in the table), the dict node i + 4's _input_nodes holds, that dict's keys at i + 2.
      if (i + 8 < n) {
        PyObject* ahead = PyList_GET_ITEM(nodes.ptr(), i + 8);
        slot_.prefetch(ahead);  // a new key's slot is anywhere
        prefetch_object(ahead);
      }
      if (i + 4 < n) slots_.prefetch(PyList_GET_ITEM(nodes.ptr(), i + 4), kInputs);
      if (i + 2 < n) prefetch_dict_keys(slots_.peek(PyList_GET_ITEM(nodes.ptr(), i + 2), NodeSlots::InputNodes));
      PyObject* node = PyList_GET_ITEM(nodes.ptr(), i);
      bool inserted = false;
      slot_.find_or_insert(node, static_cast<int32_t>(i), inserted);
      if (!inserted) throw CodegenUnsupported("a node appears twice");
      objs_.push_back(node);
      names_.push_back(NameAt{0, kUnnamed});
      input_begin_[static_cast<size_t>(i)] = static_cast<int32_t>(inputs_.size());
      Ref inputs(slots_.get(node, NodeSlots::InputNodes));
      if (!PyDict_Check(inputs.get())) throw CodegenUnsupported("_input_nodes is not a dict");
      Py_ssize_t pos = 0;
      PyObject *key, *value;
      while (PyDict_Next(inputs.get(), &pos, &key, &value)) {
        const int32_t s = slot_.find(key);
        if (s < 0) later.emplace_back(inputs_.size(), key);
        inputs_.push_back(s);
      }
      input_end_[static_cast<size_t>(i)] = static_cast<int32_t>(inputs_.size());
    }
    graph_nodes_ = static_cast<int32_t>(n);
    for (const auto& [at, key] : later) inputs_[at] = slot_of(key);
    // Last uses, found walking backwards as torch does: node i's are deletions_[deletion_begin_[i],
    // deletion_end_[i]) (all found while at node i, so one flat list holds them all).
    std::vector<char> used(objs_.size(), 0);
    deletions_.clear();
    deletions_.reserve(count);
    deletion_begin_.assign(count, 0);
    deletion_end_.assign(count, 0);
    for (Py_ssize_t i = n - 1; i >= 0; --i) {
      const size_t at = static_cast<size_t>(i);
      deletion_begin_[at] = static_cast<int32_t>(deletions_.size());
      for (int32_t k = input_begin_[at]; k < input_end_[at]; ++k) {
        const int32_t s = inputs_[static_cast<size_t>(k)];
        if (!used[static_cast<size_t>(s)]) {
          used[static_cast<size_t>(s)] = 1;
          deletions_.push_back(s);
        }
      }
      deletion_end_[at] = static_cast<int32_t>(deletions_.size());
    }
    for (Py_ssize_t i = 0; i < n; ++i) emit(static_cast<int32_t>(i));
    if (n == 0) body_ = "pass\n";
  }

  pb::list free_vars() const {
    pb::list out;
    for (const auto& v : free_vars_) out.append(pb::str(v));
    return out;
  }
  pb::list wrapped() const {
    pb::list out;
    for (const auto& v : wrapped_) out.append(pb::str(v));
    return out;
  }
  std::string return_annotation() const { return return_annotation_; }

  // (`head` + indented body, line map) for a prologue of `prologue_len` lines.
  pb::tuple finish(int64_t prologue_len, const pb::str& head) {
    const AssembledBody a(body_, node_starts_, prologue_len);
    Py_ssize_t head_size = 0;
    const char* head_utf8 = PyUnicode_AsUTF8AndSize(head.ptr(), &head_size);
    if (head_utf8 == nullptr) raise_py();
    PyObject* made;
    if (a.ascii() && PyUnicode_IS_ASCII(head.ptr())) {  // written in place: no copy to decode
      made = PyUnicode_New(head_size + static_cast<Py_ssize_t>(a.code_size()), 127);
      if (made != nullptr) {
        char* out = static_cast<char*>(PyUnicode_DATA(made));
        std::memcpy(out, head_utf8, static_cast<size_t>(head_size));
        a.write_code(out + head_size);
      }
    } else {
      const std::string text = std::string(head_utf8, static_cast<size_t>(head_size)) + a.code();
      made = PyUnicode_DecodeUTF8(text.data(), static_cast<Py_ssize_t>(text.size()), nullptr);
    }
    Ref code(made);
    if (!code) raise_py();
    Ref lines(PyDict_New());
    if (!lines) raise_py();
    // Keys and values are ints below the line count: each made once (a node's index is also
    // the number of some line), shared by the entries that hold it.
    std::vector<PyObject*> ints;
    const auto int_of = [&](int64_t v) -> PyObject* {
      if (v < 0) return Py_None;
      const size_t k = static_cast<size_t>(v);
      if (k >= ints.size()) ints.resize(k + 1 + ints.size() / 2, nullptr);
      if (ints[k] == nullptr) ints[k] = PyLong_FromLongLong(v);
      return ints[k];
    };
    bool ok = true;
    for (const auto& [line, idx] : a.lineno()) {
      PyObject* k = int_of(line);
      PyObject* v = int_of(idx);
      if (k == nullptr || v == nullptr || PyDict_SetItem(lines.get(), k, v) < 0) {
        ok = false;
        break;
      }
    }
    for (PyObject* o : ints) Py_XDECREF(o);
    if (!ok) raise_py();
    return pb::make_tuple(pb::reinterpret_borrow<pb::object>(code.get()),
                          pb::reinterpret_borrow<pb::object>(lines.get()));
  }

 private:
  bool is_node(PyObject* o) const { return Py_TYPE(o) == node_type_ || PyObject_TypeCheck(o, node_type_); }

  // The slot of a node an argument of the node being emitted names: one of its inputs, mostly.
  int32_t input_slot(PyObject* node) {
    for (int32_t k = current_inputs_[0]; k < current_inputs_[1]; ++k) {
      const int32_t s = inputs_[static_cast<size_t>(k)];
      if (objs_[static_cast<size_t>(s)] == node) return s;
    }
    return slot_of(node);
  }

  int32_t slot_of(PyObject* node) {
    bool inserted = false;
    const int32_t s = slot_.find_or_insert(node, static_cast<int32_t>(objs_.size()), inserted);
    if (inserted) {
      objs_.push_back(node);
      names_.push_back(NameAt{0, kUnnamed});
    }
    return s;
  }

  // Brings into the cache where the namespace will look up node s's name (a node is named when
  // it is emitted, its name new to the table: its slot is anywhere).
  void prefetch_name(int32_t s) {
    PyObject* name = slots_.peek(objs_[static_cast<size_t>(s)], NodeSlots::Name);
    if (name == nullptr || !PyUnicode_CheckExact(name) || !PyUnicode_IS_COMPACT_ASCII(name)) return;
    ns_.prefetch(std::string_view(static_cast<const char*>(PyUnicode_DATA(name)),
                                  static_cast<size_t>(PyUnicode_GET_LENGTH(name))));
  }

  // repr(node) inside torch's codegen: for the graph's own nodes, the name in
  // the shared namespace; a node of another graph (or an erased one) keeps its
  // own repr, unreserved, as torch overrides the repr of the graph's nodes only.
  // The view is valid until the next node is named.
  std::string_view node_name(int32_t s) {
    NameAt& at = names_[static_cast<size_t>(s)];
    if (at.size == kUnnamed) {
      std::string name;
      if (s >= graph_nodes_) {
        Ref r(PyObject_Repr(objs_[s]));
        if (!r) raise_py();
        name = utf8(r.get());
      } else {
        Ref own(slots_.get(objs_[s], NodeSlots::Name));
        if (!PyUnicode_Check(own.get())) throw CodegenUnsupported("node name is not a str");
        name = ns_.create_name(utf8(own.get()), reinterpret_cast<uintptr_t>(objs_[s]));
      }
      at = NameAt{static_cast<uint32_t>(name_text_.size()), static_cast<uint32_t>(name.size())};
      name_text_ += name;
    }
    return std::string_view(name_text_).substr(at.offset, at.size);
  }

  const std::string& cached_repr(PyObject* o) {
    int32_t k = repr_index_.find(o);
    if (k >= 0) return reprs_[k];
    Ref r(PyObject_Repr(o));
    if (!r) raise_py();
    reprs_.push_back(utf8(r.get()));
    repr_index_.insert(o, static_cast<int32_t>(reprs_.size() - 1));
    return reprs_.back();
  }

  // Python's own repr for a leaf, or torch's _get_repr for it (plain=false):
  // asks Python once per distinct object. False: render it as a container.
  bool callback_leaf(PyObject* o, bool plain, std::string& out) {
    auto& cache = plain ? plain_leaf_cache_ : leaf_cache_;
    auto it = cache.find(o);
    if (it == cache.end()) {
      pb::object r = leaf_cb_(pb::handle(o), plain);
      if (r.is_none()) {
        it = cache.emplace(o, std::pair<bool, std::string>(false, {})).first;
      } else {
        if (!PyUnicode_Check(r.ptr())) throw pb::type_error("leaf repr must be str or None");
        it = cache.emplace(o, std::pair<bool, std::string>(true, utf8(r.ptr()))).first;
      }
    }
    if (it->second.first) out += it->second.second;
    return it->second.first;
  }

  void seq_repr(PyObject* o, bool plain, int depth, std::string& out) {
    PyObject* fast = o;  // list or tuple
    const bool is_tuple = PyTuple_Check(fast);
    Py_ssize_t n = is_tuple ? PyTuple_GET_SIZE(fast) : PyList_GET_SIZE(fast);
    out += is_tuple ? '(' : '[';
    for (Py_ssize_t i = 0; i < n; ++i) {
      if (i) out += ", ";
      // A list can change size under a repr callback; re-read each item.
      if (!is_tuple && i >= PyList_GET_SIZE(fast)) throw CodegenUnsupported("list changed during codegen");
      PyObject* item = is_tuple ? PyTuple_GET_ITEM(fast, i) : PyList_GET_ITEM(fast, i);
      Py_INCREF(item);
      Ref hold(item);
      render(item, plain, depth + 1, out);
    }
    if (is_tuple && n == 1) out += ',';
    out += is_tuple ? ')' : ']';
  }

  void dict_repr(PyObject* o, int depth, std::string& out) {
    out += '{';
    Py_ssize_t pos = 0;
    PyObject *k, *v;
    bool first = true;
    while (PyDict_Next(o, &pos, &k, &v)) {
      if (!first) out += ", ";
      first = false;
      Py_INCREF(k);
      Py_INCREF(v);
      Ref hk(k), hv(v);
      render(k, true, depth + 1, out);
      out += ": ";
      render(v, true, depth + 1, out);
    }
    out += '}';
  }

  void slice_repr(PyObject* o, bool plain, int depth, std::string& out) {
    auto* s = reinterpret_cast<PySliceObject*>(o);
    out += "slice(";
    render(s->start, plain, depth + 1, out);
    out += ", ";
    render(s->stop, plain, depth + 1, out);
    out += ", ";
    render(s->step, plain, depth + 1, out);
    out += ')';
  }

  // torch's _get_repr (plain=false) or Python's repr with nodes shown by
  // their codegen names (plain=true, the repr of a dict's contents).
  void render(PyObject* o, bool plain, int depth, std::string& out) {
    if (depth > 200) throw CodegenUnsupported("nesting too deep");
    if (is_node(o)) {
      out += node_name(input_slot(o));
      return;
    }
    PyTypeObject* t = Py_TYPE(o);
    if (t == &PyLong_Type || t == &PyFloat_Type || t == &PyBool_Type || o == Py_None || t == &PyUnicode_Type ||
        plain_types_.count(t)) {
      out += cached_repr(o);
      return;
    }
    if (t == &PySlice_Type) return slice_repr(o, plain, depth, out);
    if (plain) {
      if (PyTuple_Check(o) && t->tp_repr == PyTuple_Type.tp_repr) return seq_repr(o, true, depth, out);
      if (PyList_Check(o) && t->tp_repr == PyList_Type.tp_repr) return seq_repr(o, true, depth, out);
      if (PyDict_Check(o) && t->tp_repr == PyDict_Type.tp_repr) return dict_repr(o, depth, out);
      if (!callback_leaf(o, true, out)) throw CodegenUnsupported("no plain repr");
      return;
    }
    if (t == &PyTuple_Type || t == &PyList_Type || t == list_subtype_) return seq_repr(o, false, depth, out);
    if (PyDict_Check(o) && t->tp_repr == PyDict_Type.tp_repr) return dict_repr(o, depth, out);
    if (callback_leaf(o, false, out)) return;
    if (PyTuple_Check(o) || PyList_Check(o)) {
      if (PyList_Check(o) && t->tp_repr == PyList_Type.tp_repr) list_subtype_ = t;  // e.g. immutable_list
      return seq_repr(o, false, depth, out);
    }
    throw CodegenUnsupported("unsupported argument");
  }

  void format_args(PyObject* args, Py_ssize_t start, PyObject* kwargs, std::string& out) {
    bool first = true;
    Py_ssize_t n = PyTuple_GET_SIZE(args);
    for (Py_ssize_t i = start; i < n; ++i) {
      if (!first) out += ", ";
      first = false;
      render(PyTuple_GET_ITEM(args, i), false, 0, out);
    }
    Py_ssize_t pos = 0;
    PyObject *k, *v;
    while (PyDict_Next(kwargs, &pos, &k, &v)) {
      if (!first) out += ", ";
      first = false;
      if (!PyUnicode_CheckExact(k)) throw CodegenUnsupported("keyword is not a str");
      append_utf8(out, k);
      out += " = ";
      Py_INCREF(v);
      Ref hv(v);
      render(v, false, 0, out);
    }
  }

  // torch's _format_target(base, target), the split of each target cached.
  std::string format_target(const std::string& base, PyObject* target) {
    auto it = target_path_cache_.find(target);
    if (it == target_path_cache_.end()) {
      std::vector<std::pair<std::string, bool>> parts;
      std::string s = utf8(target);
      size_t pos = 0;
      while (true) {
        size_t dot = s.find('.', pos);
        std::string e = s.substr(pos, dot == std::string::npos ? std::string::npos : dot - pos);
        bool ident = ascii_identifier(e);
        if (!ident) {
          for (unsigned char c : e)
            if (c >= 0x80) {
              Ref pe(PyUnicode_DecodeUTF8(e.data(), static_cast<Py_ssize_t>(e.size()), nullptr));
              if (!pe) raise_py();
              int r = PyUnicode_IsIdentifier(pe.get());
              if (r < 0) raise_py();
              ident = r == 1;
              break;
            }
        }
        parts.emplace_back(std::move(e), ident);
        if (dot == std::string::npos) break;
        pos = dot + 1;
      }
      it = target_path_cache_.emplace(target, std::move(parts)).first;
    }
    std::string r = base;
    for (const auto& [e, ident] : it->second) {
      if (ident) {
        r += '.';
        r += e;
      } else {
        r = "getattr(" + r + ", \"" + e + "\")";
      }
    }
    return r;
  }

  const std::string& type_repr(PyObject* t) {
    auto it = type_cache_.find(t);
    if (it != type_cache_.end()) return it->second;
    pb::object r = type_cb_(pb::handle(t));
    return type_cache_.emplace(t, utf8(r.ptr())).first->second;
  }

  const TargetInfo& target_info(PyObject* target) {
    int32_t k = target_index_.find(target);
    if (k >= 0) return targets_[k];
    pb::tuple r = target_cb_(pb::handle(target));
    targets_.push_back(TargetInfo{static_cast<TargetKind>(r[0].cast<int>()), utf8(r[1].ptr())});
    target_index_.insert(target, static_cast<int32_t>(targets_.size() - 1));
    return targets_.back();
  }

  void emit(int32_t i) {
    PyObject* node = objs_[i];
    node_starts_.push_back(body_.size());  // where torch writes "# COUNTER: i"
    current_inputs_[0] = input_begin_[static_cast<size_t>(i)];
    current_inputs_[1] = input_end_[static_cast<size_t>(i)];
    // What the next nodes' code reads, fetched ahead in steps (each step reads what the one before
    // fetched): node i + 4's object; the objects node i + 2's slots hold; node i + 1's meta
    // table and the namespace's slot for its name.
    static constexpr NodeSlots::Field kRead[] = {NodeSlots::Args, NodeSlots::Kwargs, NodeSlots::Users,
                                                 NodeSlots::Meta, NodeSlots::Name};
    const size_t at = static_cast<size_t>(i);
    if (i + 4 < graph_nodes_) prefetch_object(objs_[at + 4]);
    if (i + 2 < graph_nodes_) slots_.prefetch(objs_[at + 2], kRead);
    if (i + 1 < graph_nodes_) {
      prefetch_name(i + 1);
      prefetch_dict_keys(slots_.peek(objs_[at + 1], NodeSlots::Meta));
    }
    Ref op_obj(slots_.get(node, NodeSlots::Op));
    const OpCode op = op_code(op_obj.get());
    if (op == OpCode::Other) throw CodegenUnsupported("unknown op");
    Ref type(slots_.get(node, NodeSlots::Type));
    std::string annot;
    if (type.get() != Py_None) annot = " : " + type_repr(type.get());
    Ref target(slots_.get(node, NodeSlots::Target));
    Ref args(slots_.get(node, NodeSlots::Args));
    Ref kwargs(slots_.get(node, NodeSlots::Kwargs));
    if (!PyTuple_Check(args.get()) || !PyDict_Check(kwargs.get())) throw CodegenUnsupported("args/kwargs types");
    const Py_ssize_t nargs = PyTuple_GET_SIZE(args.get());
    std::string& b = body_;
    switch (op) {
      case OpCode::Placeholder: {
        if (!PyUnicode_Check(target.get())) throw CodegenUnsupported("placeholder target");
        std::string t = utf8(target.get());
        std::string fv = t + annot;
        if (nargs > 0) {
          fv += " = ";
          render(PyTuple_GET_ITEM(args.get(), 0), false, 0, fv);
        }
        free_vars_.push_back(std::move(fv));
        std::string raw;
        for (char c : t)
          if (c != '*') raw += c;
        const std::string_view nm = node_name(i);
        if (raw != nm) {
          b += nm;
          b += " = ";
          b += raw;
          b += '\n';
        }
        return;  // no deletions after placeholders
      }
      case OpCode::CallMethod: {
        if (!PyUnicode_Check(target.get())) throw CodegenUnsupported("call_method target");
        if (nargs < 1) throw CodegenUnsupported("call_method without self");
        b += node_name(i);
        b += annot;
        b += " = ";
        std::string self_repr;
        render(PyTuple_GET_ITEM(args.get(), 0), false, 0, self_repr);
        b += format_target(self_repr, target.get());
        b += '(';
        format_args(args.get(), 1, kwargs.get(), b);
        b += ')';
        break;
      }
      case OpCode::CallFunction: {
        const TargetInfo& info = target_info(target.get());
        if (info.kind == TargetKind::Magic) {
          b += node_name(i);
          b += annot;
          b += " = ";
          std::vector<std::string> parts(static_cast<size_t>(nargs));
          for (Py_ssize_t a = 0; a < nargs; ++a) render(PyTuple_GET_ITEM(args.get(), a), false, 0, parts[a]);
          b += fill_template(info.text, parts);
        } else if (info.kind == TargetKind::Inplace) {
          std::vector<std::string> parts(static_cast<size_t>(nargs));
          for (Py_ssize_t a = 0; a < nargs; ++a) render(PyTuple_GET_ITEM(args.get(), a), false, 0, parts[a]);
          b += fill_template(info.text, parts);
          b += ";  ";
          b += node_name(i);
          b += annot;
          b += " = ";
          if (nargs < 1) throw CodegenUnsupported("in-place operator without arguments");
          render(PyTuple_GET_ITEM(args.get(), 0), false, 0, b);
        } else {
          if (info.text == "getattr") {
            if (nargs < 2) throw CodegenUnsupported("getattr with fewer than two arguments");
            PyObject* attr = PyTuple_GET_ITEM(args.get(), 1);
            if (PyUnicode_Check(attr) && nargs == 2) {
              int ident = PyUnicode_IsIdentifier(attr);
              if (ident < 0) raise_py();
              if (ident) {
                b += node_name(i);
                b += annot;
                b += " = ";
                std::string base;
                render(PyTuple_GET_ITEM(args.get(), 0), false, 0, base);
                b += format_target(base, attr);
                break;
              }
            }
          }
          b += node_name(i);
          b += annot;
          b += " = ";
          b += info.text;
          b += '(';
          format_args(args.get(), 0, kwargs.get(), b);
          b += ')';
          Ref meta(slots_.get(node, NodeSlots::Meta));
          if (!PyDict_Check(meta.get())) throw CodegenUnsupported("meta is not a dict");
          PyObject* w = nullptr;
          const int has_w = dict_get_ref(meta.get(), names().is_wrapped, &w);
          if (has_w < 0) raise_py();
          if (has_w) {
            Ref hold(w);
            int truth = PyObject_IsTrue(w);
            if (truth < 0) raise_py();
            if (truth && wrapped_seen_.insert(info.text).second) wrapped_.push_back(info.text);
          }
          // torch >= 2.14 renders boxed arguments on lines of their own: left to torch.
          int boxed = PyDict_Contains(meta.get(), names().boxed_arg_indices);
          if (boxed < 0) raise_py();
          if (boxed) throw CodegenUnsupported("boxed arguments");
        }
        break;
      }
      case OpCode::CallModule: {
        if (!PyUnicode_Check(target.get())) throw CodegenUnsupported("call_module target");
        b += node_name(i);
        b += annot;
        b += " = ";
        b += format_target(root_module_, target.get());
        b += '(';
        format_args(args.get(), 0, kwargs.get(), b);
        b += ')';
        break;
      }
      case OpCode::GetAttr: {
        if (!PyUnicode_Check(target.get())) throw CodegenUnsupported("get_attr target");
        b += node_name(i);
        b += annot;
        b += " = ";
        b += format_target(root_module_, target.get());
        break;
      }
      case OpCode::Output: {
        if (type.get() != Py_None) return_annotation_ = " -> " + type_repr(type.get());
        if (nargs < 1) throw CodegenUnsupported("output without arguments");
        b += out_prefix_;
        render(PyTuple_GET_ITEM(args.get(), 0), false, 0, b);
        b += out_suffix_;
        b += '\n';
        return;
      }
      default:
        throw CodegenUnsupported("unknown op");
    }
    // torch's delete_unused_values: free values after their last use, then the node itself
    // where nothing uses it.
    Ref users(slots_.get(node, NodeSlots::Users));
    Py_ssize_t nusers = PyObject_Length(users.get());
    if (nusers < 0) raise_py();
    const int32_t begin = deletion_begin_[static_cast<size_t>(i)], end = deletion_end_[static_cast<size_t>(i)];
    if (begin == end && nusers != 0) {
      b += '\n';
      return;
    }
    b += ";  ";
    for (int32_t k = begin; k < end; ++k) {
      b += node_name(deletions_[static_cast<size_t>(k)]);
      b += " = ";
    }
    if (nusers == 0) {
      b += node_name(i);
      b += " = ";
    }
    b += "None\n";
  }

  PyTypeObject* node_type_;
  int32_t graph_nodes_ = 0;  // slots below this are the graph's own nodes
  NodeSlots slots_;
  pb::object node_type_ref_;
  pb::object target_cb_, type_cb_, leaf_cb_;
  std::string root_module_, out_prefix_, out_suffix_;
  std::unordered_set<PyTypeObject*> plain_types_;
  PyTypeObject* list_subtype_ = nullptr;

  CodegenNamespace ns_;
  ObjectIndex slot_;
  std::vector<PyObject*> objs_;
  struct NameAt {
    uint32_t offset, size;  // in name_text_; size kUnnamed: not named yet
  };
  static constexpr uint32_t kUnnamed = 0xFFFFFFFFu;
  std::vector<NameAt> names_;
  std::string name_text_;  // every name given, end to end
  std::vector<int32_t> deletions_;
  std::vector<int32_t> deletion_begin_, deletion_end_;
  std::vector<int32_t> inputs_;  // each node's inputs (_input_nodes), node by node
  std::vector<int32_t> input_begin_, input_end_;
  int32_t current_inputs_[2] = {0, 0};  // the node being emitted's, in inputs_

  PtrIndexMap repr_index_;
  std::deque<std::string> reprs_;  // stable references
  std::unordered_map<PyObject*, std::pair<bool, std::string>> leaf_cache_, plain_leaf_cache_;
  std::unordered_map<PyObject*, std::vector<std::pair<std::string, bool>>> target_path_cache_;
  std::unordered_map<PyObject*, std::string> type_cache_;
  PtrIndexMap target_index_;
  std::deque<TargetInfo> targets_;

  std::string body_;
  std::vector<size_t> node_starts_;  // where each node's text starts in body_
  std::vector<std::string> free_vars_;
  std::vector<std::string> wrapped_;
  std::unordered_set<std::string> wrapped_seen_;
  std::string return_annotation_;
};

void bind_codegen(pb::module_& m) {
  // A RuntimeError subclass; pybind11 keeps the type in once-only storage (no
  // function-local static object of ours to destroy at exit).
  pb::register_exception<CodegenUnsupported>(m, "CodegenUnsupported", PyExc_RuntimeError);
  pb::class_<CodegenRun>(m, "CodegenRun")
      .def(pb::init<const pb::dict&, const pb::object&, const pb::tuple&, pb::object, pb::object, pb::object,
                    std::string, std::string, std::string>(),
           pb::arg("reserved"), pb::arg("node_type"), pb::arg("plain_types"), pb::arg("target_cb"),
           pb::arg("type_cb"), pb::arg("leaf_cb"), pb::arg("root_module"), pb::arg("out_prefix"),
           pb::arg("out_suffix"))
      .def("create_global_name", &CodegenRun::create_global_name)
      .def("walk", &CodegenRun::walk)
      .def("free_vars", &CodegenRun::free_vars)
      .def("wrapped", &CodegenRun::wrapped)
      .def("return_annotation", &CodegenRun::return_annotation)
      .def("finish", &CodegenRun::finish, pb::arg("prologue_len"), pb::arg("head") = pb::str(""));
}

}  // namespace pyfxfast::py
