// Flat, open-addressing string tables for one emission: StringIndex gives
// each distinct string (a view into the source, or a literal) a dense id,
// which the parser and the code generator then use to index plain vectors.
// A generated forward has tens of thousands of distinct names: a slot is 8
// bytes (the hash's high half and the id), so the table stays small, and a
// name is hashed a word at a time.
#pragma once

#include <array>
#include <cstdint>
#include <cstring>
#include <string_view>
#include <vector>

namespace pyfxfast::pycode {

inline uint64_t load64(const char* p) {
  uint64_t v;
  std::memcpy(&v, p, 8);
  return v;
}

inline uint32_t load32(const char* p) {
  uint32_t v;
  std::memcpy(&v, p, 4);
  return v;
}

inline uint64_t rotl64(uint64_t v, int k) { return (v << k) | (v >> (64 - k)); }

// A hash of `n` bytes at `p` for the tables below, reading nothing outside them: identifiers are
// short, so the first and the last word (overlapping) take two independent multiplies, and shifts
// bring the products' high bits (where every byte counts) down to the index bits.
inline uint64_t hash_bytes(const char* p, size_t n) {
  constexpr uint64_t k1 = 0x9e3779b97f4a7c15ULL, k2 = 0xbf58476d1ce4e5b9ULL, k3 = 0x94d049bb133111ebULL;
  uint64_t a, b;
  if (n >= 8) {
    a = load64(p);
    b = load64(p + n - 8);
    for (size_t i = 8; i + 8 < n; i += 8) a = (a ^ load64(p + i)) * k3;  // longer than 16 bytes
  } else if (n >= 4) {
    a = load32(p);
    b = load32(p + n - 4);
  } else {
    a = n == 0 ? 0
               : (static_cast<uint64_t>(static_cast<unsigned char>(p[0])) << 16) |
                     (static_cast<uint64_t>(static_cast<unsigned char>(p[n >> 1])) << 8) |
                     static_cast<unsigned char>(p[n - 1]);
    b = 0;
  }
  uint64_t h = ((a ^ n) * k1) ^ (b * k2);
  h ^= h >> 31;
  return h ^ (h >> 45) ^ rotl64(h, 40);
}

class StringIndex {
 public:
  static constexpr int32_t kEmpty = -1;

  void reserve(size_t n) {
    size_t capacity = 16;
    while (capacity < n * 2) capacity <<= 1;
    if (capacity > slots_.size()) rehash(capacity);
    keys_.reserve(n);
  }

  size_t size() const { return keys_.size(); }
  std::string_view key(int id) const { return keys_[static_cast<size_t>(id)]; }

  static uint64_t hash(std::string_view key) { return hash_bytes(key.data(), key.size()); }

  // Asks for the slot a lookup of `key` starts at to be brought into the cache: a name defined a
  // line later is new, and its slot anywhere in the table.
  void prefetch(std::string_view key) const {
#if defined(__GNUC__) || defined(__clang__)
    if (!slots_.empty()) __builtin_prefetch(&slots_[static_cast<size_t>(hash(key)) & mask_], 1);
#else
    (void)key;
#endif
  }

  // The id of `key` (hashed `h`); a new one (the next) where it is not there yet. `inserted` says which.
  int intern(std::string_view key, uint64_t h, bool& inserted) {
    if ((keys_.size() + 1) * 2 > slots_.size()) rehash(slots_.empty() ? 16 : slots_.size() * 2);
    const uint32_t tag = static_cast<uint32_t>(h >> 32);
    for (size_t i = static_cast<size_t>(h) & mask_;; i = (i + 1) & mask_) {
      Slot& s = slots_[i];
      if (s.id == kEmpty) {
        s.tag = tag;
        s.id = static_cast<int32_t>(keys_.size());
        keys_.push_back(key);
        hashes_.push_back(h);
        inserted = true;
        return s.id;
      }
      if (s.tag == tag && same(keys_[static_cast<size_t>(s.id)], key)) {
        inserted = false;
        return s.id;
      }
    }
  }

  int intern(std::string_view key, bool& inserted) { return intern(key, hash(key), inserted); }

  int intern(std::string_view key) {
    bool inserted = false;
    return intern(key, hash(key), inserted);
  }

 protected:
  // Equal bytes, compared a word at a time (overlapping words, never past either end).
  static bool same(std::string_view a, std::string_view b) {
    const size_t n = a.size();
    if (n != b.size()) return false;
    const char* p = a.data();
    const char* q = b.data();
    if (n >= 8) {
      for (size_t i = 0; i + 8 < n; i += 8) {
        if (load64(p + i) != load64(q + i)) return false;
      }
      return load64(p + n - 8) == load64(q + n - 8);
    }
    if (n >= 4) return load32(p) == load32(q) && load32(p + n - 4) == load32(q + n - 4);
    for (size_t i = 0; i < n; ++i) {
      if (p[i] != q[i]) return false;
    }
    return true;
  }

 private:
  struct Slot {
    uint32_t tag = 0;
    int32_t id = kEmpty;
  };

  void rehash(size_t capacity) {
    slots_.assign(capacity, Slot{});
    mask_ = capacity - 1;
    for (size_t id = 0; id < keys_.size(); ++id) {
      const uint64_t h = hashes_[id];
      size_t i = static_cast<size_t>(h) & mask_;
      while (slots_[i].id != kEmpty) i = (i + 1) & mask_;
      slots_[i] = Slot{static_cast<uint32_t>(h >> 32), static_cast<int32_t>(id)};
    }
  }

  std::vector<Slot> slots_;
  std::vector<std::string_view> keys_;
  std::vector<uint64_t> hashes_;
  size_t mask_ = 0;
};

// Python's keywords, then names the parser and the emitters look for; a NameTable gives them
// these ids before anything else.
constexpr std::array<std::string_view, 37> kPreinternedNames = {
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue", "def",
    "del", "elif", "else", "except", "finally", "for", "from", "global", "if", "import", "in", "is",
    "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try", "while", "with", "yield",
    "__debug__", "super"};

enum NameId : int {
  kNameFalse = 0, kNameNone = 1, kNameTrue = 2, kNameDef = 11, kNameIn = 22, kNameIs = 23, kNameNot = 26,
  kNamePass = 28, kNameReturn = 30,
  kKeywordCount = 35,  // ids below are Python's keywords
  kNameDebug = 35, kNameSuper = 36,
};

// The names of one emission (identifiers of the source), by id.
//
// A generated forward reads a few names on every line (torch, ops, aten, its operators) and the
// ones a line or a few before it defined; with tens of thousands of names, the table's slot for
// each is a random access into a megabyte. A small direct-mapped cache of the names looked up
// last, with their hashes and texts, answers those without touching the table.
class NameTable : public StringIndex {
 public:
  NameTable() {
    reserve(64);
    for (std::string_view name : kPreinternedNames) StringIndex::intern(name);
  }
  static bool is_keyword(int id) { return id < kKeywordCount; }

  int intern(std::string_view key) {
    const uint64_t h = hash(key);
    Recent& r = recent_[static_cast<size_t>(h >> 52) & (kRecent - 1)];
    if (r.hash == h && same(std::string_view(r.text, r.size), key)) return r.id;
    bool inserted = false;
    const int id = StringIndex::intern(key, h, inserted);
    r = Recent{h, key.data(), static_cast<uint32_t>(key.size()), id};
    return id;
  }

 private:
  static constexpr size_t kRecent = 1024;
  struct Recent {
    uint64_t hash = 0;
    const char* text = nullptr;  // the key's bytes, where the table keeps them
    uint32_t size = 0;
    int32_t id = -1;
  };
  std::array<Recent, kRecent> recent_{};
};

}  // namespace pyfxfast::pycode
