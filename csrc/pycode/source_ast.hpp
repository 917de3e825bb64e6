// The syntax tree of the Python subset that FX code generation writes: one
// `def forward(...)` with straight-line statements, optional expression
// statements before it (torch's `wrap("name")` lines). Parsed from the source
// text by source_parser; compiled by an emitter (emitter.hpp). Nothing here
// knows a CPython version.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace pyfxfast::pycode {

// A source range as CPython's parser records it: 1-based lines, 0-based
// column offsets in UTF-8 bytes, end exclusive.
struct Pos {
  int line = 0, end_line = 0, col = 0, end_col = 0;
};

// A constant as it must be materialised: literal leaves, and the folds
// CPython's AST optimiser applies (sign, `+`/`-` of constants, tuples).
enum class ConstKind : uint8_t {
  None, True, False, Ellipsis,
  Int, Float, Imag,  // text: the literal as written (decimal digits, a float, digits + "j")
  Str, Bytes,        // text: the decoded value (UTF-8 for Str, raw bytes for Bytes)
  Tuple,             // items
  FrozenSet,         // items (a constant set display)
  Neg, Pos, Invert,  // items[0]
  Add, Sub,          // items[0] op items[1]
  Slice,             // slice(items[0], items[1], items[2]) (3.14+: a slice of constants is one)
};

struct ConstSpec {
  ConstKind kind = ConstKind::None;
  std::string text;
  std::vector<ConstSpec> items;
};

// A key equal for equal specs (not for equal values: the resolver merges those).
std::string const_key(const ConstSpec& spec);

enum class ExprKind : uint8_t { Name, Const, Attribute, Call, Subscript, Tuple, List, Set, Dict, Slice, BinOp, UnaryOp, Compare };

enum class BinOp : uint8_t { Add, And, FloorDiv, LShift, MatMul, Mul, Mod, Or, Pow, RShift, Sub, TrueDiv, Xor };  // CPython's NB_* order
enum class UnaryOp : uint8_t { Neg, Pos, Invert, Not };
enum class CmpOp : uint8_t { Lt, Le, Eq, Ne, Gt, Ge, Is, IsNot, In, NotIn };

// Expressions live in an arena (Statement::exprs); children are indices.
// Names are ids in the emission's NameTable (name_table.hpp).
struct Expr {
  Expr(ExprKind k, Pos p) : kind(k), pos(p) {}
  ExprKind kind;
  uint8_t op = 0;            // BinOp / UnaryOp / CmpOp
  // A Name target the locals scan of earlier emitters did not see (parenthesized, or after a
  // target that is not a plain name): it must be assigned visibly elsewhere, as then.
  bool hidden = false;
  Pos pos;
  int name = -1;             // Name, Attribute (the attribute)
  int a = -1, b = -1, c = -1;  // Attribute/Subscript value; BinOp/Compare left, right; Slice lower, upper, step; UnaryOp operand; Call func
  int first = 0, count = 0;  // children in Statement::items (Tuple, List, Set, Call args; Dict key, value pairs)
  int kw_first = 0, kw_count = 0;  // Call keywords: names in Statement::kw_names, values in Statement::items
  int const_index = -1;      // Const: in Statement::consts
};

// A constant in a statement's arena: what a ConstSpec says, without allocating.
struct ConstNode {
  ConstKind kind = ConstKind::None;
  int text = 0, text_size = 0;  // in Statement::const_text
  int first = 0, count = 0;     // items, in Statement::const_items
};

enum class StmtKind : uint8_t { Assign, AugAssign, Expr, Return, Pass };

struct Statement {
  StmtKind kind;
  Pos pos;
  int value = -1;                         // root expression (-1: bare return / pass)
  // Assign: targets left to right, each a Name or a Subscript expression in the arena;
  // AugAssign: one Name target, `op` the BinOp.
  std::vector<int> targets;
  uint8_t op = 0;
  // arena
  std::vector<Expr> exprs;
  std::vector<int> items;
  std::vector<int> kw_names;  // name ids
  std::vector<ConstNode> consts;
  std::vector<int> const_items;
  std::string const_text;
  std::string_view line_text;  // the physical line: a constant's source text keys its value
  std::string_view text_of(const Pos& p) const { return line_text.substr(p.col, p.end_col - p.col); }
  // The ConstSpec of constant `index` (Expr::const_index).
  ConstSpec spec(int index) const;
  void clear();
};

struct Param {
  std::string_view name;
  int id = -1;  // in the NameTable
  Pos pos;
  int kind = 0;  // 0 positional, 1 *args, 2 **kwargs
};

}  // namespace pyfxfast::pycode

namespace pyfxfast::pycode {

struct ParamSpec {
  Param param;
  int annotation = -1;  // in Header::arena.exprs
  int default_value = -1;
};

// `def NAME(params) -> ret:` on one line.
struct Header {
  std::string_view name;
  int name_id = -1;
  Pos pos;  // of the def statement: its line and column; the end is the body's
  std::vector<ParamSpec> params;
  int returns = -1;
  Statement arena;  // annotations and defaults
};

// Where the parts of a module are: the physical lines that hold statements
// before the def, the def line, and the body's statement lines.
struct Line {
  int number;             // 1-based
  std::string_view text;  // without the newline
};

struct Layout {
  std::vector<Line> prelude;
  Line def_line{0, {}};
  std::vector<Line> body;
};

}  // namespace pyfxfast::pycode
