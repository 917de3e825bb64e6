// The location table of PEP 657 (co_linetable), as CPython 3.11-3.13's
// assembler writes it (write_location_info_entry): entries of up to 8 code
// units, short forms where they fit; 3.11 writes one per instruction, 3.12
// and later one per run of instructions at the same location.
#pragma once

#include <algorithm>
#include <cstddef>
#include <string>

#include "pycode/source_ast.hpp"

namespace pyfxfast::pycode {

#if defined(__GNUC__) || defined(__clang__)
#define PYFXFAST_ALWAYS_INLINE inline __attribute__((always_inline))
#else
#define PYFXFAST_ALWAYS_INLINE inline
#endif

// Writes the entries into a string sized ahead (one check per entry, not per byte). Most
// instructions start an entry of their own (a generated line's loads, attributes and call each
// have their own columns), so the common entries (the short forms) are written inline.
class LocationWriter {
 public:
  // `expected`: the bytes the table will likely take.
  LocationWriter(std::string& table, int firstlineno, size_t expected) : table_(table), last_line_(firstlineno) {
    table_.assign(std::max<size_t>(expected, 64), '\0');
    out_ = &table_[0];
    end_ = out_ + table_.size();
  }

  // assemble_location_info: instructions at the same location make one run.
  PYFXFAST_ALWAYS_INLINE void add(const Pos& p, int size) {
    if (p.line == run_pos_.line && p.col == run_pos_.col && p.end_col == run_pos_.end_col &&
        p.end_line == run_pos_.end_line) {
      run_size_ += size;
      return;
    }
    flush();
    run_pos_ = p;
    run_size_ = size;
  }

  // One instruction, on its own (3.11's write_location_info_entry per instruction).
  PYFXFAST_ALWAYS_INLINE void entry(const Pos& p, int size) {
    flush();
    run_pos_ = p;
    run_size_ = size;
    flush();
  }

  // The run so far, in entries of up to 8 code units.
  PYFXFAST_ALWAYS_INLINE void flush() {
    int size = run_size_;
    if (size <= 0) return;
    while (size > 8) {
      write(run_pos_, 8);
      size -= 8;
    }
    write(run_pos_, size);
    run_size_ = 0;
  }

  void finish() {
    flush();
    table_.resize(static_cast<size_t>(out_ - table_.data()));
  }

 private:
  static constexpr ptrdiff_t kMaxEntry = 1 + 4 * 6;  // a header and four varints of 32 bits

  void grow() {
    const size_t used = static_cast<size_t>(out_ - table_.data());
    table_.resize(table_.size() * 2 + kMaxEntry);
    out_ = &table_[used];
    end_ = table_.data() + table_.size();
  }

  static char* varint(char* out, unsigned int value) {
    while (value >= 64) {
      *out++ = static_cast<char>(64 | (value & 63));
      value >>= 6;
    }
    *out++ = static_cast<char>(value);
    return out;
  }

  static char* svarint(char* out, int value) {
    return varint(out, value < 0 ? ((static_cast<unsigned int>(-value) << 1) | 1) : (static_cast<unsigned int>(value) << 1));
  }

  // write_location_info_entry: one entry for `size` code units (1 to 8) at `p`; short forms where
  // they fit, "no location" for a line below 0.
  PYFXFAST_ALWAYS_INLINE void write(const Pos& p, int size) {
    if (end_ - out_ < kMaxEntry) grow();
    char* out = out_;
    const int line_delta = p.line - last_line_;
    const int width = p.end_col - p.col;
    if (line_delta == 0 && p.end_line == p.line && p.line >= 0 && p.col < 80 && width >= 0 && width < 16) {
      out[0] = static_cast<char>(0x80 | ((p.col >> 3) << 3) | (size - 1));  // short form (codes 0-9)
      out[1] = static_cast<char>(((p.col & 7) << 4) | width);
      out_ = out + 2;
      return;
    }
    write_other(p, size, line_delta);
  }

  void write_other(const Pos& p, int size, int line_delta) {
    char* out = out_;
    const auto header = [&](int code) { *out++ = static_cast<char>(0x80 | (code << 3) | (size - 1)); };
    if (p.line < 0) {
      header(15);
    } else if (p.end_line == p.line && line_delta >= 0 && line_delta < 3 && p.col < 128 && p.end_col < 128) {
      header(10 + line_delta);
      *out++ = static_cast<char>(p.col);
      *out++ = static_cast<char>(p.end_col);
      last_line_ = p.line;
    } else {
      header(14);
      out = svarint(out, line_delta);
      out = varint(out, static_cast<unsigned int>(p.end_line - p.line));
      out = varint(out, static_cast<unsigned int>(p.col + 1));
      out = varint(out, static_cast<unsigned int>(p.end_col + 1));
      last_line_ = p.line;
    }
    out_ = out;
  }

  std::string& table_;
  char* out_;
  char* end_;
  int last_line_;
  Pos run_pos_{-1, -1, -1, -1};
  int run_size_ = 0;
};

}  // namespace pyfxfast::pycode
