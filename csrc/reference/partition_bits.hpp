// Dense bitsets over partition slots: the sets the exact merge replay keeps
// (torch's partition_map values, the partitions touched downstream of a node,
// detour sets and their transpose).
#pragma once

#include <cstdint>
#include <vector>

namespace pyfxfast::partition_bits {

// Small dense sets of partition ids (torch's partition_map values).
using Bits = std::vector<uint64_t>;
inline bool bit(const Bits& b, int32_t i) {
  const size_t w = static_cast<size_t>(i) >> 6;
  return w < b.size() && ((b[w] >> (i & 63)) & 1u);
}
inline void set_bit(Bits& b, int32_t i) {
  const size_t w = static_cast<size_t>(i) >> 6;
  if (w >= b.size()) b.resize(w + 1, 0);
  b[w] |= uint64_t{1} << (i & 63);
}
inline void clear_bit(Bits& b, int32_t i) {
  const size_t w = static_cast<size_t>(i) >> 6;
  if (w < b.size()) b[w] &= ~(uint64_t{1} << (i & 63));
}
// dst |= src without bit `except`.
inline void or_into_except(Bits& dst, const Bits& src, int32_t except) {
  if (src.size() > dst.size()) dst.resize(src.size(), 0);
  for (size_t i = 0; i < src.size(); ++i) {
    uint64_t w = src[i];
    if (except >= 0 && static_cast<size_t>(except >> 6) == i) w &= ~(uint64_t{1} << (except & 63));
    dst[i] |= w;
  }
}
inline void or_into(Bits& dst, const Bits& src) {
  if (src.size() > dst.size()) dst.resize(src.size(), 0);
  for (size_t i = 0; i < src.size(); ++i) dst[i] |= src[i];
}

}  // namespace pyfxfast::partition_bits
