// The location table of PEP 657 (co_linetable), as CPython 3.11-3.13's
// assembler writes it (write_location_info_entry): one entry per
// instruction of up to 8 code units, short forms where they fit.
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

}  // namespace pyfxfast::pycode
