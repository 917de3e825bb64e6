// A vector of trivially copyable values that keeps up to N of them inline.
//
// The exact merge replay keeps several sets per node and per partition, and
// on chain-like graphs nearly all of them are one or two runs: with
// std::vector each was a heap block of its own, and allocating and freeing
// them was a fifth of the replay's time. Same size as a std::vector.
#pragma once

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <new>
#include <type_traits>

namespace pyfxfast {

template <class T, uint32_t N>
class SmallVec {
  static_assert(std::is_trivially_copyable_v<T>, "SmallVec copies its values with memcpy");
  static_assert(N >= 1, "SmallVec keeps at least one value inline");

 public:
  SmallVec() {}
  SmallVec(const SmallVec& other) { assign(other.begin(), other.end()); }
  SmallVec(SmallVec&& other) noexcept { steal(other); }
  SmallVec& operator=(const SmallVec& other) {
    if (this != &other) assign(other.begin(), other.end());
    return *this;
  }
  SmallVec& operator=(SmallVec&& other) noexcept {
    if (this != &other) {
      release();
      steal(other);
    }
    return *this;
  }
  ~SmallVec() { free_heap(); }

  T* begin() { return data(); }
  T* end() { return data() + size_; }
  const T* begin() const { return data(); }
  const T* end() const { return data() + size_; }
  uint32_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  T& operator[](size_t i) { return data()[i]; }
  const T& operator[](size_t i) const { return data()[i]; }
  T& front() { return data()[0]; }
  T& back() { return data()[size_ - 1]; }
  const T& front() const { return data()[0]; }
  const T& back() const { return data()[size_ - 1]; }

  void reserve(uint32_t n) {
    if (n > cap_) grow(n);
  }
  void push_back(const T& x) {
    if (size_ == cap_) grow(size_ + 1);
    data()[size_++] = x;
  }
  // Inserts x before pos; returns where it went.
  T* insert(T* pos, const T& x) {
    const size_t i = static_cast<size_t>(pos - data());
    if (size_ == cap_) grow(size_ + 1);
    T* d = data();
    std::memmove(d + i + 1, d + i, (size_ - i) * sizeof(T));
    d[i] = x;
    ++size_;
    return d + i;
  }
  T* erase(T* pos) {
    std::memmove(pos, pos + 1, static_cast<size_t>(end() - pos - 1) * sizeof(T));
    --size_;
    return pos;
  }
  void shrink_to(uint32_t n) { size_ = n < size_ ? n : size_; }  // keeps the first n
  // Empty, with any heap block freed.
  void release() {
    free_heap();
    size_ = 0;
    cap_ = N;
  }

  bool operator==(const SmallVec& other) const {
    if (size_ != other.size_) return false;
    for (uint32_t i = 0; i < size_; ++i) {
      if (!(data()[i] == other.data()[i])) return false;
    }
    return true;
  }

 private:
  bool on_heap() const { return cap_ > N; }
  T* data() { return on_heap() ? heap_ : inline_; }
  const T* data() const { return on_heap() ? heap_ : inline_; }

  void assign(const T* b, const T* e) {
    const uint32_t n = static_cast<uint32_t>(e - b);
    if (n > cap_) {
      release();
      grow(n);
    }
    std::memcpy(data(), b, n * sizeof(T));
    size_ = n;
  }
  void grow(uint32_t at_least) {
    uint32_t cap = cap_ * 2;
    if (cap < at_least) cap = at_least;
    T* fresh = static_cast<T*>(std::malloc(static_cast<size_t>(cap) * sizeof(T)));
    if (!fresh) throw std::bad_alloc();
    std::memcpy(fresh, data(), size_ * sizeof(T));
    free_heap();
    heap_ = fresh;  // after the copy: heap_ shares its bytes with inline_
    cap_ = cap;
  }
  void free_heap() {
    if (on_heap()) std::free(heap_);
  }
  void steal(SmallVec& other) {
    if (other.on_heap()) {
      heap_ = other.heap_;
    } else {
      std::memcpy(inline_, other.inline_, other.size_ * sizeof(T));
    }
    size_ = other.size_;
    cap_ = other.cap_;
    other.size_ = 0;
    other.cap_ = N;
  }

  union {
    T inline_[N];
    T* heap_;
  };
  uint32_t size_ = 0;
  uint32_t cap_ = N;
};

}  // namespace pyfxfast
