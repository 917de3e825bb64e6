// The location table of PEP 657 (co_linetable), as CPython 3.11-3.13's
// assembler writes it (write_location_info_entry): entries of up to 8 code
// units, short forms where they fit; 3.11 writes one per instruction, 3.12
// and later one per run of instructions at the same location.
#pragma once

#include <string>

#include "pycode/source_ast.hpp"

namespace pyfxfast::pycode {

inline void write_varint(std::string& out, unsigned int value) {
  while (value >= 64) {
    out.push_back(static_cast<char>(64 | (value & 63)));
    value >>= 6;
  }
  out.push_back(static_cast<char>(value));
}

inline void write_svarint(std::string& out, int value) {
  write_varint(out, value < 0 ? ((static_cast<unsigned int>(-value) << 1) | 1) : (static_cast<unsigned int>(value) << 1));
}

// One entry for an instruction of `size` code units (1 to 8) at `p`; `last_line` is the line
// the previous entry left.
inline void write_location(std::string& table, int& last_line, const Pos& p, int size) {
  const int line_delta = p.line - last_line;
  const auto header = [&](int code) { table.push_back(static_cast<char>(0x80 | (code << 3) | (size - 1))); };
  if (p.end_line == p.line) {
    if (line_delta == 0 && p.col < 80 && p.end_col - p.col < 16 && p.end_col >= p.col) {
      header(p.col / 8);
      table.push_back(static_cast<char>(((p.col % 8) << 4) | (p.end_col - p.col)));
      return;
    }
    if (line_delta >= 0 && line_delta < 3 && p.col < 128 && p.end_col < 128) {
      header(10 + line_delta);
      table.push_back(static_cast<char>(p.col));
      table.push_back(static_cast<char>(p.end_col));
      last_line = p.line;
      return;
    }
  }
  header(14);
  write_svarint(table, line_delta);
  write_varint(table, static_cast<unsigned int>(p.end_line - p.line));
  write_varint(table, static_cast<unsigned int>(p.col + 1));
  write_varint(table, static_cast<unsigned int>(p.end_col + 1));
  last_line = p.line;
}

inline bool same_location(const Pos& a, const Pos& b) {
  return a.line == b.line && a.end_line == b.end_line && a.col == b.col && a.end_col == b.end_col;
}

// assemble_location_info: add() merges instructions at the same location into one run,
// entry() writes the run and then the instruction on its own; flush() ends the table.
class LocationWriter {
 public:
  LocationWriter(std::string& table, int firstlineno) : table_(table), last_line_(firstlineno) {}

  void add(const Pos& p, int size) {
    if (!same_location(run_pos_, p)) {
      flush();
      run_pos_ = p;
    }
    run_size_ += size;
  }

  void entry(const Pos& p, int size) {
    flush();
    run_pos_ = p;
    run_size_ = size;
    flush();
  }

  void flush() {
    for (int size = run_size_; size > 0; size -= 8) {
      const int n = size > 8 ? 8 : size;
      if (run_pos_.line < 0) table_.push_back(static_cast<char>(0x80 | (15 << 3) | (n - 1)));  // no location
      else write_location(table_, last_line_, run_pos_, n);
    }
    run_size_ = 0;
  }

 private:
  std::string& table_;
  int last_line_;
  Pos run_pos_{-1, -1, -1, -1};
  int run_size_ = 0;
};

}  // namespace pyfxfast::pycode
