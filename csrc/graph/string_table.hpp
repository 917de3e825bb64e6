// Open-addressing hash table from strings to small values, the strings kept in
// one growing buffer. Code generation names every node through one of these
// (used names, and each base name's counter): a std::unordered_set<std::string>
// there cost a node and often a string allocation per name.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace pyfxfast {

template <typename Value>
class StringTable {
 public:
  explicit StringTable(size_t expected = 16) { rehash(capacity_for(expected)); }

  void reserve(size_t n) {
    if (capacity_for(n) > slots_.size()) rehash(capacity_for(n));
  }

  // The value stored for key, or nullptr.
  Value* find(std::string_view key) {
    Slot& s = probe(key, hash(key));
    return s.used ? &s.value : nullptr;
  }

  // Inserts key -> value unless key is present; returns false (leaving the
  // stored value) if it was.
  bool insert(std::string_view key, Value value) {
    const uint64_t h = hash(key);
    if (probe(key, h).used) return false;
    add(key, h, value);
    return true;
  }

  // table[key] = value.
  void assign(std::string_view key, Value value) {
    const uint64_t h = hash(key);
    Slot& s = probe(key, h);
    if (s.used)
      s.value = value;
    else
      add(key, h, value);
  }

 private:
  struct Slot {
    uint64_t hash = 0;
    size_t offset = 0;
    size_t length = 0;
    Value value{};
    bool used = false;
  };

  static uint64_t hash(std::string_view key) { return std::hash<std::string_view>()(key); }
  static size_t capacity_for(size_t n) {
    size_t c = 16;
    while (c < n * 2) c <<= 1;
    return c;
  }
  std::string_view key_of(const Slot& s) const { return std::string_view(text_).substr(s.offset, s.length); }

  // The slot holding key, else the empty slot where it would go.
  Slot& probe(std::string_view key, uint64_t h) {
    for (size_t i = h & mask_;; i = (i + 1) & mask_) {
      Slot& s = slots_[i];
      if (!s.used || (s.hash == h && key_of(s) == key)) return s;
    }
  }

  void add(std::string_view key, uint64_t h, Value value) {
    if ((size_ + 1) * 2 > slots_.size()) rehash(slots_.size() * 2);
    Slot& s = probe(key, h);
    s.hash = h;
    s.offset = text_.size();
    s.length = key.size();
    s.value = value;
    s.used = true;
    text_.append(key);
    ++size_;
  }

  void rehash(size_t capacity) {
    std::vector<Slot> old(capacity);
    old.swap(slots_);
    mask_ = capacity - 1;
    for (const Slot& s : old) {
      if (!s.used) continue;
      size_t i = s.hash & mask_;
      while (slots_[i].used) i = (i + 1) & mask_;
      slots_[i] = s;
    }
  }

  std::vector<Slot> slots_;
  std::string text_;  // every key, end to end
  size_t mask_ = 0;
  size_t size_ = 0;
};

}  // namespace pyfxfast
