// Parser for the source text FX code generation writes (source_ast.hpp).
// Anything outside that subset, and anything CPython would reject, makes it
// return false with a reason: the caller then compiles the source with
// CPython's compile() instead, whole.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "pycode/source_ast.hpp"

namespace pyfxfast::pycode {

// Splits `src` into prelude, def and body lines. Blank and comment-only
// lines are dropped; body lines must be indented by exactly four spaces.
bool split_layout(std::string_view src, Layout& out, std::string& why);

// The simple statements of one line (`a = f(x);  x = None`), indented by
// `indent` spaces, appended to `out` (each with its own arena).
bool parse_line(const Line& line, int indent, std::vector<Statement>& out, size_t& used, std::string& why);

bool parse_header(const Line& line, Header& out, std::string& why);

// Names a line's statements assign, for the function's locals (cheap: no
// expression is built).
void assigned_names(const Line& line, int indent, std::vector<std::string_view>& out);

}  // namespace pyfxfast::pycode
