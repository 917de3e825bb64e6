// A flat, open-addressing map from names (views into the source) to T: the
// emitter looks up every name of a generated forward a few times, and a
// node-based std::unordered_map of 50k+ entries spends its time in cache misses.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

namespace pyfxfast::pycode {

template <typename T>
class NameTable {
 public:
  void reserve(size_t n) {
    size_t capacity = 16;
    while (capacity < n * 2) capacity <<= 1;
    if (capacity > entries_.size()) rehash(capacity);
  }

  T& operator[](std::string_view key) {
    if ((count_ + 1) * 2 > entries_.size()) rehash(entries_.empty() ? 16 : entries_.size() * 2);
    const uint64_t h = hash(key);
    size_t i = static_cast<size_t>(h) & (entries_.size() - 1);
    for (;;) {
      Entry& e = entries_[i];
      if (!e.used) {
        e.used = true;
        e.hash = h;
        e.key = key;
        e.value = T{};
        ++count_;
        return e.value;
      }
      if (e.hash == h && e.key == key) return e.value;
      i = (i + 1) & (entries_.size() - 1);
    }
  }

 private:
  struct Entry {
    std::string_view key;
    uint64_t hash = 0;
    bool used = false;
    T value{};
  };

  static uint64_t hash(std::string_view key) {
    uint64_t h = 1469598103934665603ULL;  // FNV-1a, then a final mix for the low bits
    for (unsigned char c : key) h = (h ^ c) * 1099511628211ULL;
    return h ^ (h >> 29);
  }

  void rehash(size_t capacity) {
    std::vector<Entry> old;
    old.swap(entries_);
    entries_.resize(capacity);
    count_ = 0;
    for (Entry& e : old) {
      if (!e.used) continue;
      size_t i = static_cast<size_t>(e.hash) & (capacity - 1);
      while (entries_[i].used) i = (i + 1) & (capacity - 1);
      entries_[i] = e;
      ++count_;
    }
  }

  std::vector<Entry> entries_;
  size_t count_ = 0;
};

}  // namespace pyfxfast::pycode
