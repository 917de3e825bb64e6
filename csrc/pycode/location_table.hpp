// The location table of PEP 657 (co_linetable), as CPython 3.11-3.13's
// assembler writes it (write_location_info_entry): entries of up to 8 code
// units, short forms where they fit; 3.11 writes one per instruction, 3.12
// and later one per run of instructions at the same location.
#pragma once

#include <algorithm>
#include <string>

#include "pycode/source_ast.hpp"

namespace pyfxfast::pycode {

// Writes the entries into a string sized ahead (one check per entry, not per byte).
class LocationWriter {
 public:
  // `expected`: the bytes the table will likely take (reserved: pages never written cost nothing).
  LocationWriter(std::string& table, int firstlineno, size_t expected) : table_(table), last_line_(firstlineno) {
    table_.clear();
    table_.reserve(expected);
  }

  // assemble_location_info: instructions at the same location make one run.
  void add(const Pos& p, int size) {
    if (!same_location(run_pos_, p)) {
      flush();
      run_pos_ = p;
    }
    run_size_ += size;
  }

  // One instruction, on its own (3.11's write_location_info_entry per instruction).
  void entry(const Pos& p, int size) {
    flush();
    run_pos_ = p;
    run_size_ = size;
    flush();
  }

  // The run so far, in entries of up to 8 code units.
  void flush() {
    for (int size = run_size_; size > 0; size -= 8) write(run_pos_, size > 8 ? 8 : size);
    run_size_ = 0;
  }

  void finish() {
    flush();
    table_.resize(used_);
  }

 private:
  static constexpr size_t kMaxEntry = 1 + 4 * 6;  // a header and four varints of 32 bits

  static bool same_location(const Pos& a, const Pos& b) {
    return a.line == b.line && a.end_line == b.end_line && a.col == b.col && a.end_col == b.end_col;
  }

  char* room() {
    if (used_ + kMaxEntry > table_.size()) table_.resize(std::max(table_.size() + 4096, used_ + kMaxEntry));
    return &table_[used_];
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
  void write(const Pos& p, int size) {
    char* out = room();
    char* const begin = out;
    const auto header = [&](int code) { *out++ = static_cast<char>(0x80 | (code << 3) | (size - 1)); };
    const int line_delta = p.line - last_line_;
    if (p.line < 0) {
      header(15);
    } else if (p.end_line == p.line && line_delta == 0 && p.col < 80 && p.end_col - p.col < 16 && p.end_col >= p.col) {
      header(p.col / 8);
      *out++ = static_cast<char>(((p.col % 8) << 4) | (p.end_col - p.col));
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
    used_ += static_cast<size_t>(out - begin);
  }

  std::string& table_;
  size_t used_ = 0;
  int last_line_;
  Pos run_pos_{-1, -1, -1, -1};
  int run_size_ = 0;
};

}  // namespace pyfxfast::pycode
