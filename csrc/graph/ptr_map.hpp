// Open-addressing hash map from object addresses to dense indices. The
// converter looks up every edge in one of these, so it avoids the node
// allocations of std::unordered_map.
#pragma once

#include <cstdint>
#include <vector>

namespace pyfxfast {

class PtrIndexMap {
 public:
  explicit PtrIndexMap(size_t expected = 16) { rehash(capacity_for(expected)); }

  // Returns the index stored for key, or -1.
  int32_t find(const void* key) const {
    const uintptr_t k = reinterpret_cast<uintptr_t>(key);
    for (size_t i = slot(k);; i = (i + 1) & mask_) {
      if (keys_[i] == k) return values_[i];
      if (keys_[i] == 0) return -1;
    }
  }

  // Inserts key -> value unless key is present; returns false if it was.
  bool insert(const void* key, int32_t value) {
    if ((size_ + 1) * 2 > keys_.size()) rehash(keys_.size() * 2);
    const uintptr_t k = reinterpret_cast<uintptr_t>(key);
    for (size_t i = slot(k);; i = (i + 1) & mask_) {
      if (keys_[i] == k) return false;
      if (keys_[i] == 0) {
        keys_[i] = k;
        values_[i] = value;
        ++size_;
        return true;
      }
    }
  }

  size_t size() const { return size_; }

 private:
  static size_t capacity_for(size_t n) {
    size_t c = 16;
    while (c < n * 2) c <<= 1;
    return c;
  }
  size_t slot(uintptr_t k) const {
    // Addresses are 16-byte aligned; mix the bits so neighbours spread out.
    uint64_t h = static_cast<uint64_t>(k) * 0x9E3779B97F4A7C15ull;
    return static_cast<size_t>(h >> 20) & mask_;
  }
  void rehash(size_t capacity) {
    std::vector<uintptr_t> old_keys(capacity, 0);
    std::vector<int32_t> old_values(capacity, -1);
    old_keys.swap(keys_);
    old_values.swap(values_);
    mask_ = capacity - 1;
    size_ = 0;
    for (size_t i = 0; i < old_keys.size(); ++i) {
      if (old_keys[i] != 0) insert(reinterpret_cast<const void*>(old_keys[i]), old_values[i]);
    }
  }

  std::vector<uintptr_t> keys_;
  std::vector<int32_t> values_;
  size_t mask_ = 0;
  size_t size_ = 0;
};

}  // namespace pyfxfast
