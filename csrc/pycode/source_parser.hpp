// Parser for the source text FX code generation writes (source_ast.hpp).
// Anything outside that subset, and anything CPython would reject, makes it
// return false with a reason: the caller then compiles the source with
// CPython's compile() instead, whole.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "pycode/name_table.hpp"
#include "pycode/source_ast.hpp"

namespace pyfxfast::pycode {

// Splits `src` into prelude, def and body lines. Blank and comment-only
// lines are dropped; body lines must be indented by exactly four spaces.
bool split_layout(std::string_view src, Layout& out, std::string& why);

// Reads the def line and the body's lines, one at a time; identifiers get their ids in
// `names`. Keeps its token and scratch buffers from line to line.
class SourceParser {
 public:
  explicit SourceParser(NameTable& names);
  ~SourceParser();
  SourceParser(const SourceParser&) = delete;
  SourceParser& operator=(const SourceParser&) = delete;

  // The simple statements of one line (`a = f(x);  x = None`), indented by `indent` spaces,
  // into out[0..used) (each with its own arena, reused from line to line).
  bool parse_line(const Line& line, int indent, std::vector<Statement>& out, size_t& used, std::string& why);

  bool parse_header(const Line& line, Header& out, std::string& why);

  // Fetches the table slot of the name `line` (indented by `indent`) starts with, ahead of its
  // parse: most lines define a name, new to the table.
  void prefetch(const Line& line, int indent) const;

  struct Scratch;  // tokens and stacks, defined where they are used

 private:
  NameTable& names_;
  std::unique_ptr<Scratch> scratch_;
};

}  // namespace pyfxfast::pycode
