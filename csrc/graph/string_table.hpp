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
    entries_.reserve(n);
  }

  // Brings the slot a lookup of key starts at into the cache (a hint only).
  void prefetch(std::string_view key) const {
#if defined(__GNUC__) || defined(__clang__)
    __builtin_prefetch(&slots_[hash(key) & mask_], 1);
#else
    (void)key;
#endif
  }

  // The value stored for key, or nullptr.
  Value* find(std::string_view key) {
    const int32_t e = slots_[probe(key, hash(key))].entry;
    return e < 0 ? nullptr : &entries_[static_cast<size_t>(e)].value;
  }

  // Inserts key -> value unless key is present; returns false (leaving the
  // stored value) if it was.
  bool insert(std::string_view key, Value value) {
    const uint64_t h = hash(key);
    const size_t i = probe(key, h);
    if (slots_[i].entry >= 0) return false;
    add(i, key, h, value);
    return true;
  }

  // table[key] = value.
  void assign(std::string_view key, Value value) {
    const uint64_t h = hash(key);
    const size_t i = probe(key, h);
    if (slots_[i].entry >= 0)
      entries_[static_cast<size_t>(slots_[i].entry)].value = value;
    else
      add(i, key, h, value);
  }

 private:
  // A slot is 8 bytes (a probe of a table of tens of thousands of names touches one cache line,
  // and the table stays small); the key, its hash and the value are in the entry it points to.
  struct Slot {
    uint32_t tag = 0;  // the hash's high half
    int32_t entry = -1;
  };
  struct Entry {
    uint64_t hash;
    size_t offset;
    size_t length;
    Value value;
  };

  static uint64_t hash(std::string_view key) { return std::hash<std::string_view>()(key); }
  static size_t capacity_for(size_t n) {
    size_t c = 16;
    while (c < n * 2) c <<= 1;
    return c;
  }
  std::string_view key_of(const Entry& e) const { return std::string_view(text_).substr(e.offset, e.length); }

  // The slot holding key, else the empty slot where it would go.
  size_t probe(std::string_view key, uint64_t h) const {
    const uint32_t tag = static_cast<uint32_t>(h >> 32);
    for (size_t i = h & mask_;; i = (i + 1) & mask_) {
      const Slot& s = slots_[i];
      if (s.entry < 0) return i;
      if (s.tag == tag && key_of(entries_[static_cast<size_t>(s.entry)]) == key) return i;
    }
  }

  void add(size_t i, std::string_view key, uint64_t h, Value value) {
    if ((entries_.size() + 1) * 2 > slots_.size()) {
      rehash(slots_.size() * 2);
      i = probe(key, h);
    }
    slots_[i] = Slot{static_cast<uint32_t>(h >> 32), static_cast<int32_t>(entries_.size())};
    entries_.push_back(Entry{h, text_.size(), key.size(), value});
    text_.append(key);
  }

  void rehash(size_t capacity) {
    slots_.assign(capacity, Slot{});
    mask_ = capacity - 1;
    for (size_t e = 0; e < entries_.size(); ++e) {
      const uint64_t h = entries_[e].hash;
      size_t i = h & mask_;
      while (slots_[i].entry >= 0) i = (i + 1) & mask_;
      slots_[i] = Slot{static_cast<uint32_t>(h >> 32), static_cast<int32_t>(e)};
    }
  }

  std::vector<Slot> slots_;
  std::vector<Entry> entries_;
  std::string text_;  // every key, end to end
  size_t mask_ = 0;
};

}  // namespace pyfxfast
