#include "pycode/source_parser.hpp"

#include <algorithm>
#include <array>
#include <cstring>

namespace pyfxfast::pycode {

void Statement::clear() {
  value = -1;
  targets.clear();
  exprs.clear();
  items.clear();
  kw_names.clear();
  consts.clear();
  const_items.clear();
  const_text.clear();
}

ConstSpec Statement::spec(int index) const {
  const ConstNode& node = consts[static_cast<size_t>(index)];
  ConstSpec out;
  out.kind = node.kind;
  out.text.assign(const_text, static_cast<size_t>(node.text), static_cast<size_t>(node.text_size));
  out.items.reserve(static_cast<size_t>(node.count));
  for (int i = 0; i < node.count; ++i) out.items.push_back(spec(const_items[static_cast<size_t>(node.first + i)]));
  return out;
}

namespace {

void append_key(const ConstSpec& spec, std::string& out) {
  out.push_back(static_cast<char>('A' + static_cast<int>(spec.kind)));
  if (spec.kind == ConstKind::Str || spec.kind == ConstKind::Bytes) {
    out += std::to_string(spec.text.size());
    out.push_back(':');
  }
  out += spec.text;
  if (!spec.items.empty()) {
    out.push_back('(');
    for (const ConstSpec& item : spec.items) append_key(item, out);
    out.push_back(')');
  }
}

}  // namespace

std::string const_key(const ConstSpec& spec) {
  std::string out;
  append_key(spec, out);
  return out;
}

namespace {

// Python's keywords are the first ids of every NameTable (name_table.hpp). None, True, False,
// not, in, is, return, pass and def are understood where they may stand; any other keyword
// makes a line unsupported.
bool is_keyword(int id) { return NameTable::is_keyword(id); }

enum class Tok : uint8_t { Name, Number, String, Op, End };

// The operators the subset uses (0: not an operator).
enum OpCode : uint8_t {
  kNoOp, kEllipsis, kPowEq, kFloorDivEq, kLShiftEq, kRShiftEq, kPow, kFloorDiv, kLShift, kRShift, kLe, kGe, kEqEq,
  kNe, kArrow, kPlusEq, kMinusEq, kStarEq, kSlashEq, kPercentEq, kAtEq, kAmpEq, kPipeEq, kCaretEq, kLParen, kRParen,
  kLBracket, kRBracket, kLBrace, kRBrace, kComma, kColon, kDot, kSemi, kPlus, kMinus, kStar, kSlash, kPercent, kAt,
  kAmp, kPipe, kCaret, kTilde, kLt, kGt, kAssign, kOpCount,
};

struct Token {
  Tok kind;
  uint8_t op;      // OpCode (kNoOp for anything but an operator)
  int begin, end;  // byte offsets in the line
  int id;          // Name: its NameTable id
};

enum CharClass : uint8_t { kIdentStart = 1, kIdentChar = 2, kDigit = 4 };

constexpr std::array<uint8_t, 256> make_char_classes() {
  std::array<uint8_t, 256> t{};
  for (int c = 'a'; c <= 'z'; ++c) t[c] = kIdentStart | kIdentChar;
  for (int c = 'A'; c <= 'Z'; ++c) t[c] = kIdentStart | kIdentChar;
  t['_'] = kIdentStart | kIdentChar;
  for (int c = '0'; c <= '9'; ++c) t[c] = kIdentChar | kDigit;
  return t;
}
constexpr std::array<uint8_t, 256> kCharClasses = make_char_classes();

bool is_ident_start(unsigned char ch) { return (kCharClasses[ch] & kIdentStart) != 0; }
bool is_ident_char(unsigned char ch) { return (kCharClasses[ch] & kIdentChar) != 0; }
bool is_digit(unsigned char ch) { return (kCharClasses[ch] & kDigit) != 0; }

struct OpMatch {
  uint8_t op;
  uint8_t size;
};

// The operator `rest` (not empty) starts with, longest first; {kNoOp, 0} where none does.
OpMatch match_op(const char* rest, size_t n) {
  const auto at = [&](size_t i) { return i < n ? rest[i] : '\0'; };
  // `x`, `x=` and `xx`, `xx=` operators: the longest that is there.
  const auto family = [&](uint8_t single, uint8_t single_eq, uint8_t twice, uint8_t twice_eq) -> OpMatch {
    if (twice != kNoOp && at(1) == rest[0]) {
      if (twice_eq != kNoOp && at(2) == '=') return {twice_eq, 3};
      return {twice, 2};
    }
    if (single_eq != kNoOp && at(1) == '=') return {single_eq, 2};
    return {single, 1};
  };
  switch (rest[0]) {
    case '.': return at(1) == '.' && at(2) == '.' ? OpMatch{kEllipsis, 3} : OpMatch{kDot, 1};
    case '*': return family(kStar, kStarEq, kPow, kPowEq);
    case '/': return family(kSlash, kSlashEq, kFloorDiv, kFloorDivEq);
    case '<': return family(kLt, kLe, kLShift, kLShiftEq);
    case '>': return family(kGt, kGe, kRShift, kRShiftEq);
    case '=': return family(kAssign, kEqEq, kNoOp, kNoOp);
    case '!': return at(1) == '=' ? OpMatch{kNe, 2} : OpMatch{kNoOp, 0};
    case '-': return at(1) == '>' ? OpMatch{kArrow, 2} : family(kMinus, kMinusEq, kNoOp, kNoOp);
    case '+': return family(kPlus, kPlusEq, kNoOp, kNoOp);
    case '%': return family(kPercent, kPercentEq, kNoOp, kNoOp);
    case '@': return family(kAt, kAtEq, kNoOp, kNoOp);
    case '&': return family(kAmp, kAmpEq, kNoOp, kNoOp);
    case '|': return family(kPipe, kPipeEq, kNoOp, kNoOp);
    case '^': return family(kCaret, kCaretEq, kNoOp, kNoOp);
    case '(': return {kLParen, 1};
    case ')': return {kRParen, 1};
    case '[': return {kLBracket, 1};
    case ']': return {kRBracket, 1};
    case '{': return {kLBrace, 1};
    case '}': return {kRBrace, 1};
    case ',': return {kComma, 1};
    case ':': return {kColon, 1};
    case ';': return {kSemi, 1};
    case '~': return {kTilde, 1};
    default: return {kNoOp, 0};
  }
}

// Operators an `=` may directly follow (`x==y` is `==`, `(=` is a syntax error CPython reports).
constexpr std::array<bool, kOpCount> make_eq_may_follow() {
  std::array<bool, kOpCount> t{};
  for (uint8_t op : {kAssign, kEqEq, kLe, kGe, kNe, kLParen, kLBracket, kLBrace, kComma, kRParen, kRBracket, kRBrace,
                     kArrow}) {
    t[op] = true;
  }
  return t;
}
constexpr std::array<bool, kOpCount> kEqMayFollow = make_eq_may_follow();

// Tokenises one physical line into `out` (sized for the worst case); a comment ends it.
// Returns the number of tokens, the last one End; 0 on failure.
size_t tokenize(std::string_view line, int from, NameTable& names, std::vector<Token>& out, std::string& why) {
  if (out.size() < line.size() + 2) out.resize(line.size() + 2);
  Token* tok = out.data();
  const char* s = line.data();
  size_t i = static_cast<size_t>(from);
  const size_t n = line.size();
  while (i < n) {
    const unsigned char ch = static_cast<unsigned char>(s[i]);
    if (ch == ' ') { ++i; continue; }
    if (ch == '#') break;
    const int begin = static_cast<int>(i);
    if (is_ident_start(ch)) {
      ++i;
      while (i < n && is_ident_char(static_cast<unsigned char>(s[i]))) ++i;
      const bool quote_follows = i < n && (s[i] == '\'' || s[i] == '"');
      if (i < n && static_cast<unsigned char>(s[i]) >= 0x80) { why = "non-ASCII name"; return 0; }
      if (quote_follows && !(i - begin == 1 && s[begin] == 'b')) { why = "string prefix"; return 0; }
      if (!quote_follows) {
        *tok++ = {Tok::Name, kNoOp, begin, static_cast<int>(i), names.intern(line.substr(begin, i - begin))};
        continue;
      }
      i = static_cast<size_t>(begin) + 1;  // b'...': scan the string from its quote
    }
    if (s[i] == '\'' || s[i] == '"') {
      const char quote = s[i];
      if (i + 2 < n && s[i + 1] == quote && s[i + 2] == quote) { why = "triple-quoted string"; return 0; }
      ++i;
      while (i < n && s[i] != quote) {
        if (s[i] == '\\') ++i;
        ++i;
      }
      if (i >= n) { why = "unterminated string"; return 0; }
      ++i;
      *tok++ = {Tok::String, kNoOp, begin, static_cast<int>(i), -1};
      continue;
    }
    if (is_digit(ch) || (ch == '.' && i + 1 < n && is_digit(static_cast<unsigned char>(s[i + 1])))) {
      bool is_float = false;
      if (ch == '0' && i + 1 < n && (s[i + 1] == 'x' || s[i + 1] == 'o' || s[i + 1] == 'b' ||
                                     s[i + 1] == 'X' || s[i + 1] == 'O' || s[i + 1] == 'B')) {
        why = "non-decimal integer";
        return 0;
      }
      while (i < n && is_digit(static_cast<unsigned char>(s[i]))) ++i;
      if (i < n && s[i] == '.') {
        is_float = true;
        ++i;
        while (i < n && is_digit(static_cast<unsigned char>(s[i]))) ++i;
      }
      if (i < n && (s[i] == 'e' || s[i] == 'E')) {
        is_float = true;
        ++i;
        if (i < n && (s[i] == '+' || s[i] == '-')) ++i;
        if (i >= n || !is_digit(static_cast<unsigned char>(s[i]))) { why = "malformed number"; return 0; }
        while (i < n && is_digit(static_cast<unsigned char>(s[i]))) ++i;
      }
      if (i < n && (s[i] == 'j' || s[i] == 'J')) { ++i; is_float = true; }
      if (i < n && (is_ident_char(static_cast<unsigned char>(s[i])) || s[i] == '.' ||
                    static_cast<unsigned char>(s[i]) >= 0x80)) {
        why = "malformed number";
        return 0;
      }
      // Decimal integers: 0, 00..., or no leading zero.
      if (!is_float && i - begin > 1 && s[begin] == '0') {
        for (size_t k = static_cast<size_t>(begin); k < i; ++k) {
          if (s[k] != '0') { why = "leading zeros in an integer"; return 0; }
        }
      }
      *tok++ = {Tok::Number, kNoOp, begin, static_cast<int>(i), -1};
      continue;
    }
    const OpMatch op = match_op(s + i, n - i);
    if (op.op == kNoOp) {
      why = "unsupported character";
      return 0;
    }
    // `+=`, `:=` and the like: augmented assignment and walrus stay with CPython.
    const size_t after = i + op.size;
    if (after < n && s[after] == '=' && !kEqMayFollow[op.op]) {
      why = "walrus or a stray =";
      return 0;
    }
    *tok++ = {Tok::Op, op.op, begin, static_cast<int>(after), -1};
    i = after;
  }
  *tok++ = {Tok::End, kNoOp, static_cast<int>(i), static_cast<int>(i), -1};
  return static_cast<size_t>(tok - out.data());
}

int hex_value(char ch) {
  if (ch >= '0' && ch <= '9') return ch - '0';
  if (ch >= 'a' && ch <= 'f') return ch - 'a' + 10;
  if (ch >= 'A' && ch <= 'F') return ch - 'A' + 10;
  return -1;
}

void append_utf8(uint32_t cp, std::string& out) {
  if (cp < 0x80) {
    out.push_back(static_cast<char>(cp));
  } else if (cp < 0x800) {
    out.push_back(static_cast<char>(0xC0 | (cp >> 6)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  } else if (cp < 0x10000) {
    out.push_back(static_cast<char>(0xE0 | (cp >> 12)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  } else {
    out.push_back(static_cast<char>(0xF0 | (cp >> 18)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 12) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  }
}

// Decodes a str or bytes literal with the escapes repr() writes, appending the value to `out`.
bool decode_string(std::string_view tok, ConstKind& kind, std::string& out, std::string& why) {
  const bool is_bytes = tok[0] == 'b';
  const std::string_view body = tok.substr(is_bytes ? 2 : 1, tok.size() - (is_bytes ? 3 : 2));
  kind = is_bytes ? ConstKind::Bytes : ConstKind::Str;
  for (size_t i = 0; i < body.size(); ++i) {
    const char ch = body[i];
    if (static_cast<unsigned char>(ch) >= 0x80 && is_bytes) { why = "non-ASCII bytes literal"; return false; }
    if (ch != '\\') {
      // A run of plain characters at once.
      size_t j = i + 1;
      while (j < body.size() && body[j] != '\\' && !(is_bytes && static_cast<unsigned char>(body[j]) >= 0x80)) ++j;
      out.append(body.data() + i, j - i);
      i = j - 1;
      continue;
    }
    if (++i >= body.size()) { why = "bad escape"; return false; }
    const char esc = body[i];
    int digits = 0;
    switch (esc) {
      case '\\': out.push_back('\\'); continue;
      case '\'': out.push_back('\''); continue;
      case '"': out.push_back('"'); continue;
      case 'n': out.push_back('\n'); continue;
      case 'r': out.push_back('\r'); continue;
      case 't': out.push_back('\t'); continue;
      case 'x': digits = 2; break;
      case 'u': digits = is_bytes ? 0 : 4; break;
      case 'U': digits = is_bytes ? 0 : 8; break;
      default: break;
    }
    if (digits == 0) { why = "unsupported escape"; return false; }
    uint32_t cp = 0;
    for (int d = 1; d <= digits; ++d) {
      if (i + d >= body.size()) { why = "bad escape"; return false; }
      const int v = hex_value(body[i + d]);
      if (v < 0) { why = "bad escape"; return false; }
      cp = cp * 16 + static_cast<uint32_t>(v);
    }
    i += digits;
    if (is_bytes) {
      out.push_back(static_cast<char>(cp));
    } else {
      if ((cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF) { why = "surrogate or out-of-range escape"; return false; }
      append_utf8(cp, out);
    }
  }
  return true;
}

// How deep expressions may nest here (parser recursion, expression trees); CPython's compiler
// takes several thousand levels, FX code generation writes a handful.
constexpr int kMaxNesting = 200;

struct Parsed {
  int expr;
  int begin, end;  // token extent, parentheses included
};

}  // namespace

// Stacks the parser reuses from line to line (a display's elements, a call's arguments).
struct SourceParser::Scratch {
  std::vector<Token> tokens;
  std::vector<Parsed> parsed;
  std::vector<int> ints;
  std::vector<int> names;
};

namespace {

using Scratch = SourceParser::Scratch;

// Binary operators by precedence level: | ^ & (<< >>) (+ -) (* / // % @); -1: not one.
struct BinaryOperator {
  int8_t level = -1;
  BinOp op = BinOp::Add;
};

constexpr std::array<BinaryOperator, kOpCount> make_binary_operators() {
  std::array<BinaryOperator, kOpCount> t{};
  t[kPipe] = {0, BinOp::Or};
  t[kCaret] = {1, BinOp::Xor};
  t[kAmp] = {2, BinOp::And};
  t[kLShift] = {3, BinOp::LShift};
  t[kRShift] = {3, BinOp::RShift};
  t[kPlus] = {4, BinOp::Add};
  t[kMinus] = {4, BinOp::Sub};
  t[kStar] = {5, BinOp::Mul};
  t[kSlash] = {5, BinOp::TrueDiv};
  t[kFloorDiv] = {5, BinOp::FloorDiv};
  t[kPercent] = {5, BinOp::Mod};
  t[kAt] = {5, BinOp::MatMul};
  return t;
}
constexpr std::array<BinaryOperator, kOpCount> kBinaryOperators = make_binary_operators();

// Operators that continue an operand: trailers, `**`, binary and comparison operators.
constexpr std::array<bool, kOpCount> make_extends_operand() {
  std::array<bool, kOpCount> t{};
  for (size_t op = 0; op < kOpCount; ++op) t[op] = kBinaryOperators[op].level >= 0;
  for (uint8_t op : {kDot, kLParen, kLBracket, kPow, kLt, kLe, kEqEq, kNe, kGt, kGe}) t[op] = true;
  return t;
}
constexpr std::array<bool, kOpCount> kExtendsOperand = make_extends_operand();

// Recursive descent over one line's tokens into a Statement's arena.
class LineParser {
 public:
  LineParser(const Token* toks, size_t count, std::string_view line, int line_no, Statement& st, Scratch& scratch,
             std::string& why)
      : toks_(toks), last_(count - 1), text_(line), line_(line_no), st_(st), scratch_(scratch), why_(why) {}

  size_t pos = 0;

  const Token& peek(size_t ahead = 0) const { return toks_[std::min(pos + ahead, last_)]; }
  bool at_op(uint8_t op, size_t ahead = 0) const { return peek(ahead).op == op; }
  bool at_name(int id) const {
    const Token& t = peek();
    return t.kind == Tok::Name && t.id == id;
  }
  bool fail(const char* why) {
    if (why_.empty()) why_ = why;
    return false;
  }

  Pos span(int begin, int end) const { return Pos{line_, line_, begin, end}; }

  // A new expression in the arena, built in place; its index.
  int add(ExprKind kind, const Pos& p) {
    st_.exprs.emplace_back(kind, p);
    return static_cast<int>(st_.exprs.size()) - 1;
  }
  Expr& at(int index) { return st_.exprs[static_cast<size_t>(index)]; }

  // Two-operand expressions: BinOp, Compare, Subscript (a, b), Attribute (a, name), UnaryOp (a).
  int add(ExprKind kind, const Pos& p, uint8_t op, int a, int b = -1) {
    const int index = add(kind, p);
    Expr& e = at(index);
    e.op = op;
    e.a = a;
    e.b = b;
    return index;
  }

  // A constant node; its text is the last `text_size` bytes of Statement::const_text, its items
  // the last `count` of Statement::const_items.
  int add_const(ConstKind kind, const Pos& p, int text_size = 0, int count = 0) {
    ConstNode& node = st_.consts.emplace_back();
    node.kind = kind;
    node.text = static_cast<int>(st_.const_text.size()) - text_size;
    node.text_size = text_size;
    node.first = static_cast<int>(st_.const_items.size()) - count;
    node.count = count;
    const int index = add(ExprKind::Const, p);
    at(index).const_index = static_cast<int>(st_.consts.size()) - 1;
    return index;
  }

  bool is_literal(int expr) const {
    const ExprKind k = st_.exprs[expr].kind;
    return k == ExprKind::Const || k == ExprKind::Tuple || k == ExprKind::List || k == ExprKind::Set ||
           k == ExprKind::Dict;
  }

  // `x is 1` draws a SyntaxWarning from CPython; only singletons compare by identity silently.
  bool is_identity_safe(int expr) const {
    const int c = const_of(expr);
    if (c < 0) return true;
    const ConstKind k = st_.consts[c].kind;
    return k == ConstKind::None || k == ConstKind::True || k == ConstKind::False || k == ConstKind::Ellipsis;
  }

  // The constant node of `expr`, or -1.
  int const_of(int expr) const {
    const Expr& e = st_.exprs[expr];
    return e.kind == ExprKind::Const ? e.const_index : -1;
  }

  // Whether `t`, after an operand, makes it part of something bigger: a trailer (`.`, `(`, `[`),
  // `**`, a binary or comparison operator.
  static bool extends_operand(const Token& t) {
    if (t.kind == Tok::Name) return t.id == kNameIn || t.id == kNameIs || t.id == kNameNot;
    return kExtendsOperand[t.op];
  }

  // expression: `not` chains and one comparison at most.
  bool expression(Parsed& out) {
    Nesting nesting(*this);
    if (!nesting.ok()) return fail("expression nested too deeply");
    // A lone name or literal (most call arguments and display items): its atom, as the levels
    // below would return it.
    const Token& first = peek();
    if (((first.kind == Tok::Name && first.id != kNameNot) || first.kind == Tok::Number || first.kind == Tok::String) &&
        !extends_operand(peek(1))) {
      return atom(out);
    }
    if (at_name(kNameNot)) {
      const int begin = peek().begin;
      ++pos;
      Parsed operand;
      if (!expression(operand)) return false;
      const Expr& inner = st_.exprs[operand.expr];
      // The optimiser rewrites `not (a is b)` and folds `not constant`: leave both to CPython.
      if (inner.kind == ExprKind::Compare || inner.kind == ExprKind::Const) return fail("`not` the optimiser rewrites");
      out = {add(ExprKind::UnaryOp, span(begin, operand.end), static_cast<uint8_t>(UnaryOp::Not), operand.expr), begin,
             operand.end};
      return true;
    }
    Parsed left;
    if (!binary(left, 0)) return false;
    int op = comparison_op();
    if (op < 0) { out = left; return true; }
    Parsed right;
    if (!binary(right, 0)) return false;
    if (comparison_op() >= 0) return fail("chained comparison");
    if (op == static_cast<int>(CmpOp::In) || op == static_cast<int>(CmpOp::NotIn)) {
      const ExprKind k = st_.exprs[right.expr].kind;
      if (k == ExprKind::List || k == ExprKind::Set || k == ExprKind::Dict) return fail("`in` a literal the optimiser rewrites");
    }
    if ((op == static_cast<int>(CmpOp::Is) || op == static_cast<int>(CmpOp::IsNot)) &&
        (!is_identity_safe(left.expr) || !is_identity_safe(right.expr))) {
      return fail("`is` with a literal");
    }
    out = {add(ExprKind::Compare, span(left.begin, right.end), static_cast<uint8_t>(op), left.expr, right.expr), left.begin,
           right.end};
    return true;
  }

  int comparison_op() {
    const Token& t = peek();
    if (t.kind == Tok::Op) {
      CmpOp op;
      switch (t.op) {
        case kLt: op = CmpOp::Lt; break;
        case kLe: op = CmpOp::Le; break;
        case kEqEq: op = CmpOp::Eq; break;
        case kNe: op = CmpOp::Ne; break;
        case kGt: op = CmpOp::Gt; break;
        case kGe: op = CmpOp::Ge; break;
        default: return -1;
      }
      ++pos;
      return static_cast<int>(op);
    }
    if (t.kind != Tok::Name) return -1;
    if (t.id == kNameIn) { ++pos; return static_cast<int>(CmpOp::In); }
    if (t.id == kNameIs) {
      ++pos;
      if (at_name(kNameNot)) { ++pos; return static_cast<int>(CmpOp::IsNot); }
      return static_cast<int>(CmpOp::Is);
    }
    if (t.id == kNameNot && peek(1).kind == Tok::Name && peek(1).id == kNameIn) {
      pos += 2;
      return static_cast<int>(CmpOp::NotIn);
    }
    return -1;
  }

  // Binary operators of level `min_level` and above, left-associative (precedence climbing:
  // the same tree, built in the same order, as one function per level).
  bool binary(Parsed& out, int min_level) {
    Parsed left;
    if (!factor(left)) return false;
    for (;;) {
      const BinaryOperator& b = kBinaryOperators[peek().op];
      if (b.level < min_level) break;
      ++pos;
      Parsed right;
      if (!binary(right, b.level + 1)) return false;
      left = make_binop(left, right, b.op);
      if (left.expr < 0) return false;
    }
    out = left;
    return true;
  }

  Parsed make_binop(const Parsed& left, const Parsed& right, BinOp op) {
    const Pos p = span(left.begin, right.end);
    const int l = const_of(left.expr);
    const int r = const_of(right.expr);
    if (l >= 0 && r >= 0) {
      // CPython folds every operator on two constants; pyfxfast folds the
      // two that literals use (`(1+2j)`), with Python's own arithmetic.
      if (op != BinOp::Add && op != BinOp::Sub) { fail("arithmetic on two constants"); return {-1, 0, 0}; }
      st_.const_items.push_back(l);
      st_.const_items.push_back(r);
      return {add_const(op == BinOp::Add ? ConstKind::Add : ConstKind::Sub, p, 0, 2), left.begin, right.end};
    }
    return {add(ExprKind::BinOp, p, static_cast<uint8_t>(op), left.expr, right.expr), left.begin, right.end};
  }

  bool factor(Parsed& out) {
    Nesting nesting(*this);
    if (!nesting.ok()) return fail("expression nested too deeply");
    const Token& t = peek();
    if (t.op == kMinus || t.op == kPlus || t.op == kTilde) {
      const int begin = t.begin;
      const UnaryOp op = t.op == kMinus ? UnaryOp::Neg : t.op == kPlus ? UnaryOp::Pos : UnaryOp::Invert;
      ++pos;
      Parsed operand;
      if (!factor(operand)) return false;
      const Pos p = span(begin, operand.end);
      const int c = const_of(operand.expr);
      if (c >= 0) {
        st_.const_items.push_back(c);
        const ConstKind kind = op == UnaryOp::Neg ? ConstKind::Neg : op == UnaryOp::Pos ? ConstKind::Pos : ConstKind::Invert;
        out = {add_const(kind, p, 0, 1), begin, operand.end};
        return true;
      }
      out = {add(ExprKind::UnaryOp, p, static_cast<uint8_t>(op), operand.expr), begin, operand.end};
      return true;
    }
    return power(out);
  }

  bool power(Parsed& out) {
    Parsed base;
    if (!primary(base)) return false;
    if (!at_op(kPow)) { out = base; return true; }
    ++pos;
    Parsed exponent;
    if (!factor(exponent)) return false;
    if (const_of(base.expr) >= 0 && const_of(exponent.expr) >= 0) return fail("arithmetic on two constants");
    out = {add(ExprKind::BinOp, span(base.begin, exponent.end), static_cast<uint8_t>(BinOp::Pow), base.expr, exponent.expr),
           base.begin, exponent.end};
    return true;
  }

  bool primary(Parsed& out) {
    if (!atom(out)) return false;
    for (;;) {
      const uint8_t op = peek().op;
      if (op == kDot) {
        ++pos;
        const Token& t = peek();
        if (t.kind != Tok::Name || is_keyword(t.id)) return fail("attribute is not a name");
        ++pos;
        const int attr = add(ExprKind::Attribute, span(out.begin, t.end), 0, out.expr);
        at(attr).name = t.id;
        out = {attr, out.begin, t.end};
      } else if (op == kLParen) {
        ++pos;
        // CPython warns when a literal is called or subscripted: leave those to it.
        if (is_literal(out.expr)) return fail("call of a literal");
        if (!call(out)) return false;
      } else if (op == kLBracket) {
        ++pos;
        if (is_literal(out.expr)) return fail("subscript of a literal");
        Parsed index;
        if (!subscript(index)) return false;
        if (!at_op(kRBracket)) return fail("expected ]");
        const int end = peek().end;
        ++pos;
        out = {add(ExprKind::Subscript, span(out.begin, end), 0, out.expr, index.expr), out.begin, end};
      } else {
        return true;
      }
    }
  }

  bool call(Parsed& func) {
    // Positional arguments, then keyword values, on one scratch stack; keyword names on another.
    std::vector<int>& values = scratch_.ints;
    std::vector<int>& names = scratch_.names;
    const size_t base = values.size();
    const size_t names_base = names.size();
    size_t args = 0;
    while (!at_op(kRParen)) {
      if (at_op(kStar) || at_op(kPow)) return fail("star arguments");
      if (peek().kind == Tok::Name && at_op(kAssign, 1)) {
        const int name = peek().id;
        if (is_keyword(name)) return fail("keyword as argument name");
        if (std::find(names.begin() + static_cast<std::ptrdiff_t>(names_base), names.end(), name) != names.end()) {
          return fail("repeated keyword argument");
        }
        pos += 2;
        Parsed value;
        if (!expression(value)) return false;
        names.push_back(name);
        values.push_back(value.expr);
      } else {
        if (names.size() != names_base) return fail("positional argument after keyword");
        Parsed arg;
        if (!expression(arg)) return false;
        values.push_back(arg.expr);
        ++args;
      }
      if (at_op(kComma)) { ++pos; continue; }
      if (!at_op(kRParen)) return fail("expected , or )");
    }
    const int end = peek().end;
    ++pos;
    const int call = add(ExprKind::Call, span(func.begin, end));
    Expr& e = at(call);
    e.c = func.expr;
    e.first = static_cast<int>(st_.items.size());
    e.count = static_cast<int>(args);
    e.kw_first = static_cast<int>(st_.kw_names.size());
    e.kw_count = static_cast<int>(names.size() - names_base);
    st_.items.insert(st_.items.end(), values.begin() + static_cast<std::ptrdiff_t>(base), values.end());
    st_.kw_names.insert(st_.kw_names.end(), names.begin() + static_cast<std::ptrdiff_t>(names_base), names.end());
    values.resize(base);
    names.resize(names_base);
    func = {call, func.begin, end};
    return true;
  }

  // A subscript: an expression, a slice, or a bare tuple of those.
  bool subscript(Parsed& out) {
    std::vector<Parsed>& elts = scratch_.parsed;
    const size_t base = elts.size();
    bool tuple = false;
    for (;;) {
      Parsed elt;
      if (!slice_or_expression(elt)) return false;
      elts.push_back(elt);
      if (!at_op(kComma)) break;
      tuple = true;
      ++pos;
      if (at_op(kRBracket)) break;
    }
    if (!tuple) {
      out = elts[base];
      elts.resize(base);
      return true;
    }
    out = make_sequence(ExprKind::Tuple, base, elts[base].begin, elts.back().end);
    return out.expr >= 0;
  }

  bool slice_or_expression(Parsed& out) {
    const int begin = peek().begin;
    Parsed lower{-1, begin, begin};
    if (!at_op(kColon)) {
      if (!expression(lower)) return false;
      if (!at_op(kColon)) { out = lower; return true; }
    }
    int end = peek().end;  // the colon
    ++pos;
    Parsed upper{-1, 0, 0}, step{-1, 0, 0};
    if (!at_op(kColon) && !at_op(kComma) && !at_op(kRBracket)) {
      if (!expression(upper)) return false;
      end = upper.end;
    }
    if (at_op(kColon)) {
      end = peek().end;
      ++pos;
      if (!at_op(kComma) && !at_op(kRBracket)) {
        if (!expression(step)) return false;
        end = step.end;
      }
    }
    const int slice = add(ExprKind::Slice, span(begin, end), 0, lower.expr, upper.expr);
    at(slice).c = step.expr;
    out = {slice, begin, end};
    return true;
  }

  // The display of the elements on the scratch stack from `base` (which it pops); a tuple of
  // constants is a constant.
  Parsed make_sequence(ExprKind kind, size_t base, int begin, int end) {
    std::vector<Parsed>& elts = scratch_.parsed;
    const Pos p = span(begin, end);
    const int n = static_cast<int>(elts.size() - base);
    if (kind == ExprKind::Tuple) {
      bool all_const = true;
      for (size_t i = base; i < elts.size(); ++i) all_const = all_const && const_of(elts[i].expr) >= 0;
      if (all_const) {
        for (size_t i = base; i < elts.size(); ++i) st_.const_items.push_back(const_of(elts[i].expr));
        elts.resize(base);
        return {add_const(ConstKind::Tuple, p, 0, n), begin, end};
      }
    }
    const int seq = add(kind, p);
    at(seq).first = static_cast<int>(st_.items.size());
    at(seq).count = n;
    for (size_t i = base; i < elts.size(); ++i) st_.items.push_back(elts[i].expr);
    elts.resize(base);
    return {seq, begin, end};
  }

  bool atom(Parsed& out) {
    const Token t = peek();
    const Pos p = span(t.begin, t.end);
    switch (t.kind) {
      case Tok::Name: {
        ++pos;
        ConstKind kind;
        if (t.id == kNameNone) kind = ConstKind::None;
        else if (t.id == kNameTrue) kind = ConstKind::True;
        else if (t.id == kNameFalse) kind = ConstKind::False;
        else if (is_keyword(t.id)) return fail("keyword in an expression");
        else if (t.id == kNameDebug) return fail("__debug__");
        else {
          const int name = add(ExprKind::Name, p);
          at(name).name = t.id;
          out = {name, t.begin, t.end};
          return true;
        }
        out = {add_const(kind, p), t.begin, t.end};
        return true;
      }
      case Tok::Number: {
        ++pos;
        std::string_view text = text_.substr(t.begin, t.end - t.begin);
        ConstKind kind;
        const char last = text.back();
        if (last == 'j' || last == 'J') {
          kind = ConstKind::Imag;
          text.remove_suffix(1);
        } else {
          kind = text.find_first_of(".eE") == std::string_view::npos ? ConstKind::Int : ConstKind::Float;
        }
        st_.const_text.append(text.data(), text.size());
        out = {add_const(kind, p, static_cast<int>(text.size())), t.begin, t.end};
        return true;
      }
      case Tok::String: {
        ++pos;
        if (peek().kind == Tok::String) return fail("implicit string concatenation");
        ConstKind kind;
        const size_t start = st_.const_text.size();
        if (!decode_string(text_.substr(t.begin, t.end - t.begin), kind, st_.const_text, why_)) return false;
        out = {add_const(kind, p, static_cast<int>(st_.const_text.size() - start)), t.begin, t.end};
        return true;
      }
      case Tok::Op:
        if (t.op == kEllipsis) {
          ++pos;
          out = {add_const(ConstKind::Ellipsis, p), t.begin, t.end};
          return true;
        }
        if (t.op == kLParen) return parenthesized(out);
        if (t.op == kLBracket) return list(out);
        if (t.op == kLBrace) return dict(out);
        return fail("unexpected operator");
      default:
        return fail("unexpected end of line");
    }
  }

  bool parenthesized(Parsed& out) {
    const int begin = peek().begin;
    ++pos;
    std::vector<Parsed>& elts = scratch_.parsed;
    const size_t base = elts.size();
    bool tuple = false;
    while (!at_op(kRParen)) {
      Parsed elt;
      if (!expression(elt)) return false;
      elts.push_back(elt);
      if (at_op(kComma)) { tuple = true; ++pos; continue; }
      if (!at_op(kRParen)) return fail("expected , or )");
    }
    const int end = peek().end;
    ++pos;
    if (!tuple && elts.size() - base == 1) {
      out = {elts[base].expr, begin, end};  // a group: the node keeps its own range
      elts.resize(base);
      return true;
    }
    out = make_sequence(ExprKind::Tuple, base, begin, end);
    return out.expr >= 0;
  }

  bool list(Parsed& out) {
    const int begin = peek().begin;
    ++pos;
    std::vector<Parsed>& elts = scratch_.parsed;
    const size_t base = elts.size();
    while (!at_op(kRBracket)) {
      Parsed elt;
      if (!expression(elt)) return false;
      elts.push_back(elt);
      if (at_op(kComma)) { ++pos; continue; }
      if (!at_op(kRBracket)) return fail("expected , or ]");
    }
    const int end = peek().end;
    ++pos;
    out = make_sequence(ExprKind::List, base, begin, end);
    return true;
  }

  // A set display, after its first element.
  bool set(int begin, const Parsed& first, Parsed& out) {
    std::vector<Parsed>& elts = scratch_.parsed;
    const size_t base = elts.size();
    elts.push_back(first);
    while (!at_op(kRBrace)) {
      if (!at_op(kComma)) return fail("expected , or }");
      ++pos;
      if (at_op(kRBrace)) break;
      if (at_op(kStar)) return fail("set unpacking");
      Parsed elt;
      if (!expression(elt)) return false;
      elts.push_back(elt);
    }
    const int end = peek().end;
    ++pos;
    out = make_sequence(ExprKind::Set, base, begin, end);
    return true;
  }

  bool dict(Parsed& out) {
    const int begin = peek().begin;
    ++pos;
    std::vector<int>& pairs = scratch_.ints;
    const size_t base = pairs.size();
    while (!at_op(kRBrace)) {
      if (at_op(kPow)) return fail("dict unpacking");
      Parsed key, value;
      if (!expression(key)) return false;
      if (!at_op(kColon)) {
        if (pairs.size() != base) return fail("expected :");
        return set(begin, key, out);
      }
      ++pos;
      if (!expression(value)) return false;
      pairs.push_back(key.expr);
      pairs.push_back(value.expr);
      if (at_op(kComma)) { ++pos; continue; }
      if (!at_op(kRBrace)) return fail("expected , or }");
    }
    const int end = peek().end;
    ++pos;
    const int dict = add(ExprKind::Dict, span(begin, end));
    at(dict).first = static_cast<int>(st_.items.size());
    at(dict).count = static_cast<int>((pairs.size() - base) / 2);
    st_.items.insert(st_.items.end(), pairs.begin() + static_cast<std::ptrdiff_t>(base), pairs.end());
    pairs.resize(base);
    out = {dict, begin, end};
    return true;
  }

 private:
  const Token* toks_;
  size_t last_;
  std::string_view text_;
  int line_;
  Statement& st_;
  Scratch& scratch_;
  std::string& why_;
  int nesting_ = 0;

  // One level of the parser's recursion (expression, factor); deeper than kMaxNesting is left to
  // CPython, whose own limit is far above it, before the stack runs out here.
  class Nesting {
   public:
    explicit Nesting(LineParser& p) : p_(p) { ++p_.nesting_; }
    ~Nesting() { --p_.nesting_; }
    bool ok() const { return p_.nesting_ <= kMaxNesting; }

   private:
    LineParser& p_;
  };
};

// The depth of a statement's expression trees, constants included, where it may be above
// kMaxNesting: operator chains (`a + b + ...`), trailers (`a.b.c`, `f()()`) and folded constants
// (`1 + 2 + ...`) nest without nesting the parse; code generation and constant folding recurse.
bool too_deep(const Statement& st) {
  if (st.exprs.size() + st.consts.size() <= static_cast<size_t>(kMaxNesting)) return false;
  std::vector<int> consts(st.consts.size()), exprs(st.exprs.size());
  for (size_t i = 0; i < st.consts.size(); ++i) {  // items come before what holds them
    const ConstNode& c = st.consts[i];
    int d = 0;
    for (int k = 0; k < c.count; ++k) d = std::max(d, consts[static_cast<size_t>(st.const_items[static_cast<size_t>(c.first + k)])]);
    consts[i] = d + 1;
    if (consts[i] > kMaxNesting) return true;
  }
  for (size_t i = 0; i < st.exprs.size(); ++i) {  // so do children
    const Expr& e = st.exprs[i];
    int d = 0;
    const auto child = [&](int index) {
      if (index >= 0) d = std::max(d, exprs[static_cast<size_t>(index)]);
    };
    int items = 0;
    switch (e.kind) {
      case ExprKind::Const: d = consts[static_cast<size_t>(e.const_index)]; break;
      case ExprKind::Call: child(e.c); items = e.count + e.kw_count; break;
      case ExprKind::Tuple: case ExprKind::List: case ExprKind::Set: items = e.count; break;
      case ExprKind::Dict: items = 2 * e.count; break;
      default: child(e.a); child(e.b); child(e.c); break;
    }
    for (int k = 0; k < items; ++k) child(st.items[static_cast<size_t>(e.first + k)]);
    exprs[i] = d + 1;
    if (exprs[i] > kMaxNesting) return true;
  }
  return false;
}

// The BinOp of an augmented assignment operator (`+=` -> Add), or -1.
int augmented_op(const Token& t) {
  switch (t.op) {
    case kPlusEq: return static_cast<int>(BinOp::Add);
    case kAmpEq: return static_cast<int>(BinOp::And);
    case kFloorDivEq: return static_cast<int>(BinOp::FloorDiv);
    case kLShiftEq: return static_cast<int>(BinOp::LShift);
    case kAtEq: return static_cast<int>(BinOp::MatMul);
    case kStarEq: return static_cast<int>(BinOp::Mul);
    case kPercentEq: return static_cast<int>(BinOp::Mod);
    case kPipeEq: return static_cast<int>(BinOp::Or);
    case kPowEq: return static_cast<int>(BinOp::Pow);
    case kRShiftEq: return static_cast<int>(BinOp::RShift);
    case kMinusEq: return static_cast<int>(BinOp::Sub);
    case kSlashEq: return static_cast<int>(BinOp::TrueDiv);
    case kCaretEq: return static_cast<int>(BinOp::Xor);
    default: return -1;
  }
}

// Whether target `value` is a name written plainly (not in parentheses): what the locals scan
// of earlier emitters read as an assignment.
bool plain_name(const Statement& st, const Parsed& value) {
  const Expr& e = st.exprs[value.expr];
  return e.kind == ExprKind::Name && value.begin == e.pos.col;
}

bool statement(LineParser& p, int line_no, Statement& st) {
  const Token& first = p.peek();
  if (first.kind == Tok::Name && (first.id == kNameReturn || first.id == kNamePass)) {
    const bool is_return = first.id == kNameReturn;
    ++p.pos;
    st.kind = is_return ? StmtKind::Return : StmtKind::Pass;
    int end = first.end;
    if (is_return && !p.at_op(kSemi) && p.peek().kind != Tok::End) {
      Parsed value;
      if (!p.expression(value)) return false;
      if (p.at_op(kComma)) return p.fail("bare tuple");
      st.value = value.expr;
      end = value.end;
    }
    st.pos = Pos{line_no, line_no, first.begin, end};
    return true;
  }
  Parsed value;
  if (!p.expression(value)) return false;
  if (p.at_op(kComma)) return p.fail("bare tuple");
  const int augmented = augmented_op(p.peek());
  if (augmented >= 0) {
    // `x += y`, as torch writes in-place operators: a name target only.
    if (st.exprs[value.expr].kind != ExprKind::Name) return p.fail("augmented assignment to something other than a name");
    st.exprs[value.expr].hidden = !plain_name(st, value);
    st.targets.push_back(value.expr);
    ++p.pos;
    Parsed rhs;
    if (!p.expression(rhs)) return false;
    if (p.at_op(kComma)) return p.fail("bare tuple");
    st.kind = StmtKind::AugAssign;
    st.op = static_cast<uint8_t>(augmented);
    st.value = rhs.expr;
    st.pos = Pos{line_no, line_no, first.begin, rhs.end};
    return true;
  }
  bool visible = true;  // the scan reads `a = b = ...` up to the first target that is not a plain name
  while (p.at_op(kAssign)) {
    const ExprKind k = st.exprs[value.expr].kind;
    if (k != ExprKind::Name && k != ExprKind::Subscript) return p.fail("assignment to something other than a name or item");
    visible = visible && plain_name(st, value);
    if (k == ExprKind::Name) st.exprs[value.expr].hidden = !visible;
    st.targets.push_back(value.expr);
    ++p.pos;
    if (!p.expression(value)) return false;
    if (p.at_op(kComma)) return p.fail("bare tuple");
  }
  st.kind = st.targets.empty() ? StmtKind::Expr : StmtKind::Assign;
  if (st.kind == StmtKind::Expr && st.exprs[value.expr].kind == ExprKind::Const) return p.fail("constant statement");
  st.value = value.expr;
  st.pos = Pos{line_no, line_no, first.begin, value.end};
  return true;
}

// Whether any of the 8 bytes of `word` is below `n` (n <= 128).
inline bool has_byte_below(uint64_t word, uint64_t n) {
  return ((word - 0x0101010101010101ULL * n) & ~word & 0x8080808080808080ULL) != 0;
}

// Tabs, carriage returns, form feeds, vertical tabs and NULs.
inline bool is_forbidden(unsigned char ch) { return ch < 14 && ((0x3A01u >> ch) & 1) != 0; }

}  // namespace

bool split_layout(std::string_view src, Layout& out, std::string& why) {
  out.prelude.clear();
  out.body.clear();
  // Tabs, carriage returns, form feeds and NULs change how CPython reads a line: leave them to it.
  const char* s = src.data();
  const size_t n = src.size();
  size_t k = 0;
  for (; k + 8 <= n; k += 8) {
    if (!has_byte_below(load64(s + k), 14)) continue;
    for (size_t j = k; j < k + 8; ++j) {
      if (is_forbidden(static_cast<unsigned char>(s[j]))) { why = "tab, carriage return, form feed or NUL"; return false; }
    }
  }
  for (; k < n; ++k) {
    if (is_forbidden(static_cast<unsigned char>(s[k]))) { why = "tab, carriage return, form feed or NUL"; return false; }
  }
  out.body.reserve(n / 48 + 16);
  bool in_body = false;
  int number = 0;
  size_t start = 0;
  while (start <= n) {
    const void* found = n > start ? std::memchr(s + start, '\n', n - start) : nullptr;
    const size_t nl = found != nullptr ? static_cast<size_t>(static_cast<const char*>(found) - s) : n;
    const std::string_view text = src.substr(start, nl - start);
    ++number;
    size_t indent = 0;
    while (indent < text.size() && text[indent] == ' ') ++indent;
    if (indent == text.size() || text[indent] == '#') {
      // blank or comment-only
    } else if (indent == 0 && text.substr(0, 4) == "def ") {
      if (in_body) { why = "a second def"; return false; }
      in_body = true;
      out.def_line = {number, text};
    } else if (!in_body) {
      if (indent != 0) { why = "indented statement before the def"; return false; }
      out.prelude.push_back({number, text});
    } else {
      if (indent != 4) { why = "body not indented by four spaces"; return false; }
      out.body.push_back({number, text});
    }
    if (nl == n) break;
    start = nl + 1;
  }
  if (!in_body) { why = "no def"; return false; }
  return true;
}

SourceParser::SourceParser(NameTable& names) : names_(names), scratch_(std::make_unique<Scratch>()) {}

SourceParser::~SourceParser() = default;

bool SourceParser::parse_line(const Line& line, int indent, std::vector<Statement>& out, size_t& used, std::string& why) {
  Scratch& scratch = *scratch_;
  const size_t count = tokenize(line.text, indent, names_, scratch.tokens, why);
  if (count == 0) return false;
  const Token* toks = scratch.tokens.data();
  size_t pos = 0;
  while (toks[pos].kind != Tok::End) {
    if (used == out.size()) out.emplace_back();
    Statement& st = out[used++];
    st.clear();
    st.line_text = line.text;
    scratch.parsed.clear();
    scratch.ints.clear();
    scratch.names.clear();
    LineParser p(toks, count, line.text, line.number, st, scratch, why);
    p.pos = pos;
    if (!statement(p, line.number, st)) return false;
    if (too_deep(st)) { why = "expression nested too deeply"; return false; }
    pos = p.pos;
    if (p.at_op(kSemi)) { ++pos; continue; }
    if (toks[pos].kind != Tok::End) { why = "unexpected token after a statement"; return false; }
  }
  return true;
}

void SourceParser::prefetch(const Line& line, int indent) const {
  const std::string_view text = line.text;
  size_t i = static_cast<size_t>(indent);
  if (i >= text.size() || !is_ident_start(static_cast<unsigned char>(text[i]))) return;
  size_t end = i + 1;
  while (end < text.size() && is_ident_char(static_cast<unsigned char>(text[end]))) ++end;
  names_.prefetch(text.substr(i, end - i));
}

bool SourceParser::parse_header(const Line& line, Header& out, std::string& why) {
  Scratch& scratch = *scratch_;
  const size_t count = tokenize(line.text, 0, names_, scratch.tokens, why);
  if (count == 0) return false;
  const Token* toks = scratch.tokens.data();
  out.params.clear();
  out.returns = -1;
  out.arena.clear();
  out.arena.line_text = line.text;
  scratch.parsed.clear();
  scratch.ints.clear();
  scratch.names.clear();
  LineParser p(toks, count, line.text, line.number, out.arena, scratch, why);
  p.pos = 1;  // after `def`
  const Token& name = p.peek();
  if (name.kind != Tok::Name || is_keyword(name.id)) return p.fail("def without a name");
  out.name = line.text.substr(name.begin, name.end - name.begin);
  out.name_id = name.id;
  ++p.pos;
  if (!p.at_op(kLParen)) return p.fail("expected (");
  ++p.pos;
  bool seen_default = false;
  bool seen_star = false;
  while (!p.at_op(kRParen)) {
    ParamSpec spec;
    if (p.at_op(kStar) || p.at_op(kPow)) {
      spec.param.kind = p.at_op(kStar) ? 1 : 2;
      if (spec.param.kind == 1 && seen_star) return p.fail("two *args");
      ++p.pos;
    } else if (seen_star) {
      return p.fail("parameter after *args");
    }
    const Token& t = p.peek();
    if (t.kind != Tok::Name || is_keyword(t.id) || t.id == kNameDebug) return p.fail("parameter is not a name");
    for (const ParamSpec& other : out.params) {
      if (other.param.id == t.id) return p.fail("duplicate parameter");
    }
    spec.param.name = line.text.substr(t.begin, t.end - t.begin);
    spec.param.id = t.id;
    spec.param.pos = p.span(t.begin, t.end);
    ++p.pos;
    if (p.at_op(kColon)) {
      ++p.pos;
      Parsed ann;
      if (!p.expression(ann)) return false;
      spec.annotation = ann.expr;
    }
    if (p.at_op(kAssign)) {
      if (spec.param.kind != 0) return p.fail("default on a star parameter");
      ++p.pos;
      Parsed def;
      if (!p.expression(def)) return false;
      spec.default_value = def.expr;
      seen_default = true;
    } else if (seen_default && spec.param.kind == 0) {
      return p.fail("non-default parameter after a default");
    }
    if (spec.param.kind == 1) seen_star = true;
    const bool was_kwargs = spec.param.kind == 2;
    out.params.push_back(spec);
    if (p.at_op(kComma)) {
      if (was_kwargs) {
        ++p.pos;
        if (!p.at_op(kRParen)) return p.fail("parameter after **kwargs");
        continue;
      }
      ++p.pos;
      continue;
    }
    if (!p.at_op(kRParen)) return p.fail("expected , or )");
  }
  ++p.pos;
  if (p.at_op(kArrow)) {
    ++p.pos;
    Parsed ret;
    if (!p.expression(ret)) return false;
    out.returns = ret.expr;
  }
  if (!p.at_op(kColon)) return p.fail("expected :");
  ++p.pos;
  if (p.peek().kind != Tok::End) return p.fail("statement on the def line");
  if (too_deep(out.arena)) return p.fail("expression nested too deeply");
  out.pos = Pos{line.number, line.number, 0, 0};
  return true;
}

}  // namespace pyfxfast::pycode
