#include "python/code_names.hpp"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <mutex>

#include "pycode/name_table.hpp"

namespace pyfxfast::py {

// More names than this are not kept (a forward of a million lines): the cache would hold a
// copy of every name of the largest forward ever made after its code object is gone.
constexpr size_t kMaxCachedNames = size_t{1} << 20;

struct CodeNames::Snapshot {
  struct Slot {
    uint32_t tag = 0;
    int32_t index = -1;
  };

  explicit Snapshot(size_t names) {
    size_t capacity = 16;
    while (capacity < names * 2) capacity <<= 1;
    slots.resize(capacity);
    mask = capacity - 1;
    strs.reserve(names);
    keys.reserve(names);
  }
  ~Snapshot() {
    for (PyObject* s : strs) Py_DECREF(s);
  }
  Snapshot(const Snapshot&) = delete;
  Snapshot& operator=(const Snapshot&) = delete;

  // Brings the slot a lookup of hash `h` starts at into the cache (a hint only).
  void prefetch(uint64_t h) const {
#if defined(__GNUC__) || defined(__clang__)
    __builtin_prefetch(&slots[static_cast<size_t>(h) & mask], 0);
#else
    (void)h;
#endif
  }

  // A borrowed reference to the str of `key`, or nullptr.
  PyObject* find(std::string_view key, uint64_t h) const {
    const uint32_t tag = static_cast<uint32_t>(h >> 32);
    for (size_t i = static_cast<size_t>(h) & mask;; i = (i + 1) & mask) {
      const Slot& s = slots[i];
      if (s.index < 0) return nullptr;
      if (s.tag == tag && keys[static_cast<size_t>(s.index)] == key) return strs[static_cast<size_t>(s.index)];
    }
  }

  // Adds `str` (an interned str, ASCII, its UTF-8 being its own data) unless its text is there.
  void insert(PyObject* str, std::string_view key) {
    const uint64_t h = pycode::hash_bytes(key.data(), key.size());
    const uint32_t tag = static_cast<uint32_t>(h >> 32);
    for (size_t i = static_cast<size_t>(h) & mask;; i = (i + 1) & mask) {
      Slot& s = slots[i];
      if (s.index < 0) {
        s.tag = tag;
        s.index = static_cast<int32_t>(strs.size());
        strs.push_back(Py_NewRef(str));
        keys.push_back(key);
        return;
      }
      if (s.tag == tag && keys[static_cast<size_t>(s.index)] == key) return;
    }
  }

  std::vector<Slot> slots;
  size_t mask = 0;
  std::vector<PyObject*> strs;  // strong references
  std::vector<std::string_view> keys;  // each str's own UTF-8 bytes
};

namespace {

std::mutex cache_mutex;
// Never destroyed: no Python call at exit.
std::shared_ptr<const CodeNames::Snapshot>* cache = new std::shared_ptr<const CodeNames::Snapshot>();

std::shared_ptr<const CodeNames::Snapshot> current() {
  std::lock_guard<std::mutex> guard(cache_mutex);
  return *cache;
}

// Replaces the cache; the replaced one is released by the caller, outside the lock.
std::shared_ptr<const CodeNames::Snapshot> swap_in(std::shared_ptr<const CodeNames::Snapshot> snapshot) {
  std::lock_guard<std::mutex> guard(cache_mutex);
  cache->swap(snapshot);
  return snapshot;
}

// A str's text, where it is its own data (a compact ASCII str: what new_name makes).
bool ascii_text(PyObject* str, std::string_view& out) {
  if (!PyUnicode_IS_COMPACT_ASCII(str)) return false;
  out = std::string_view(static_cast<const char*>(PyUnicode_DATA(str)), static_cast<size_t>(PyUnicode_GET_LENGTH(str)));
  return true;
}

// A new interned str of `name` (a new reference), as the code constructor would intern it.
PyObject* new_name(std::string_view name) {
  bool ascii = true;
  for (char c : name) ascii = ascii && static_cast<unsigned char>(c) < 0x80;
  PyObject* str = nullptr;
  if (ascii) {
    str = PyUnicode_New(static_cast<Py_ssize_t>(name.size()), 127);
    if (str != nullptr) std::memcpy(PyUnicode_DATA(str), name.data(), name.size());
  } else {
    str = PyUnicode_DecodeUTF8(name.data(), static_cast<Py_ssize_t>(name.size()), nullptr);
  }
  if (str == nullptr) throw pb::error_already_set();
  PyUnicode_InternInPlace(&str);
  return str;
}

}  // namespace

CodeNames::CodeNames() : cached_(current()) {}

CodeNames::~CodeNames() = default;

PyObject* CodeNames::get(std::string_view name) {
  PyObject* found = cached_ ? cached_->find(name, pycode::hash_bytes(name.data(), name.size())) : nullptr;
  return found != nullptr ? hit(found) : miss(name);
}

PyObject* CodeNames::hit(PyObject* found) {
  used_.push_back(found);
  return Py_NewRef(found);
}

PyObject* CodeNames::miss(std::string_view name) {
  PyObject* str = new_name(name);
  ++misses_;
  used_.push_back(str);
  return str;
}

pb::tuple CodeNames::tuple(const std::vector<std::string_view>& names) {
  pb::tuple out(names.size());
  // The names' slots are anywhere in the cache's table: each is fetched a few names ahead.
  constexpr size_t kAhead = 8;
  const auto hash = [&](size_t i) { return pycode::hash_bytes(names[i].data(), names[i].size()); };
  if (cached_) {
    for (size_t i = 0; i < std::min(kAhead, names.size()); ++i) cached_->prefetch(hash(i));
  }
  for (size_t i = 0; i < names.size(); ++i) {
    PyObject* str = nullptr;
    if (cached_) {
      if (i + kAhead < names.size()) cached_->prefetch(hash(i + kAhead));
      PyObject* found = cached_->find(names[i], hash(i));
      str = found != nullptr ? hit(found) : miss(names[i]);
    } else {
      str = miss(names[i]);
    }
    PyTuple_SET_ITEM(out.ptr(), static_cast<Py_ssize_t>(i), str);
  }
  return out;
}

void CodeNames::publish() {
  if (misses_ == 0 || used_.size() > kMaxCachedNames) return;
  auto snapshot = std::make_shared<Snapshot>(used_.size());
  for (PyObject* str : used_) {
    std::string_view key;
    if (ascii_text(str, key)) snapshot->insert(str, key);  // others are made anew each time
  }
  cached_ = swap_in(std::move(snapshot));  // the replaced cache, released with this emission
}

size_t code_names_cached() {
  const std::shared_ptr<const CodeNames::Snapshot> snapshot = current();
  return snapshot ? snapshot->strs.size() : 0;
}

void clear_code_names() { swap_in(nullptr); }

}  // namespace pyfxfast::py
