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

// Python's keywords. None/True/False/not/in/is/return/pass/def are understood
// where they may stand; any other keyword makes a line unsupported.
constexpr std::array<std::string_view, 35> kKeywords = {
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue", "def",
    "del", "elif", "else", "except", "finally", "for", "from", "global", "if", "import", "in", "is",
    "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try", "while", "with", "yield"};

// The first letters of Python's keywords.
constexpr std::string_view kKeywordInitials = "FNTabcdefgilnoprtwy";

bool is_keyword(std::string_view s) {
  // Every keyword is 2-8 characters long and starts with one of a few letters: most
  // names are rejected before any comparison.
  if (s.size() < 2 || s.size() > 8 || kKeywordInitials.find(s[0]) == std::string_view::npos) return false;
  for (std::string_view k : kKeywords) {
    if (k.size() == s.size() && k[0] == s[0] && k == s) return true;
  }
  return false;
}

enum class Tok : uint8_t { Name, Number, String, Op, End };

struct Token {
  Tok kind;
  int begin, end;  // byte offsets in the line
  std::string_view text;
};

bool is_ident_start(unsigned char ch) { return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || ch == '_'; }
bool is_ident_char(unsigned char ch) { return is_ident_start(ch) || (ch >= '0' && ch <= '9'); }
bool is_digit(unsigned char ch) { return ch >= '0' && ch <= '9'; }

// Operators the subset uses, longest first.
constexpr std::array<std::string_view, 46> kOps = {
    "...", "**=", "//=", "<<=", ">>=", "**", "//", "<<", ">>", "<=", ">=", "==", "!=", "->",
    "+=", "-=", "*=", "/=", "%=", "@=", "&=", "|=", "^=",
    "(", ")", "[", "]", "{", "}", ",", ":", ".", ";", "+", "-", "*", "/", "%", "@", "&", "|", "^", "~", "<", ">", "="};

// The operator `rest` starts with (longest first), or an empty view.
std::string_view match_op(std::string_view rest) {
  for (std::string_view candidate : kOps) {
    if (candidate[0] != rest[0]) continue;  // one compare for most candidates
    if (rest.size() >= candidate.size() && rest.compare(0, candidate.size(), candidate) == 0) return candidate;
  }
  return {};
}

// Tokenises one physical line; a comment ends it.
bool tokenize(std::string_view line, int from, std::vector<Token>& out, std::string& why) {
  out.clear();
  size_t i = static_cast<size_t>(from);
  const size_t n = line.size();
  while (i < n) {
    const unsigned char ch = static_cast<unsigned char>(line[i]);
    if (ch == ' ') { ++i; continue; }
    if (ch == '#') break;
    const int begin = static_cast<int>(i);
    if (is_ident_start(ch)) {
      while (i < n && is_ident_char(static_cast<unsigned char>(line[i]))) ++i;
      const bool quote_follows = i < n && (line[i] == '\'' || line[i] == '"');
      if (i < n && static_cast<unsigned char>(line[i]) >= 0x80) { why = "non-ASCII name"; return false; }
      if (quote_follows && !(i - begin == 1 && line[begin] == 'b')) { why = "string prefix"; return false; }
      if (!quote_follows) {
        out.push_back({Tok::Name, begin, static_cast<int>(i), line.substr(begin, i - begin)});
        continue;
      }
      i = static_cast<size_t>(begin) + 1;  // b'...': scan the string from its quote
    }
    if (line[i] == '\'' || line[i] == '"') {
      const char quote = line[i];
      if (i + 2 < n && line[i + 1] == quote && line[i + 2] == quote) { why = "triple-quoted string"; return false; }
      ++i;
      while (i < n && line[i] != quote) {
        if (line[i] == '\\') ++i;
        ++i;
      }
      if (i >= n) { why = "unterminated string"; return false; }
      ++i;
      out.push_back({Tok::String, begin, static_cast<int>(i), line.substr(begin, i - begin)});
      continue;
    }
    if (is_digit(ch) || (ch == '.' && i + 1 < n && is_digit(static_cast<unsigned char>(line[i + 1])))) {
      bool is_float = false;
      if (ch == '0' && i + 1 < n && (line[i + 1] == 'x' || line[i + 1] == 'o' || line[i + 1] == 'b' ||
                                     line[i + 1] == 'X' || line[i + 1] == 'O' || line[i + 1] == 'B')) {
        why = "non-decimal integer";
        return false;
      }
      while (i < n && is_digit(static_cast<unsigned char>(line[i]))) ++i;
      if (i < n && line[i] == '.') {
        is_float = true;
        ++i;
        while (i < n && is_digit(static_cast<unsigned char>(line[i]))) ++i;
      }
      if (i < n && (line[i] == 'e' || line[i] == 'E')) {
        is_float = true;
        ++i;
        if (i < n && (line[i] == '+' || line[i] == '-')) ++i;
        if (i >= n || !is_digit(static_cast<unsigned char>(line[i]))) { why = "malformed number"; return false; }
        while (i < n && is_digit(static_cast<unsigned char>(line[i]))) ++i;
      }
      if (i < n && (line[i] == 'j' || line[i] == 'J')) { ++i; is_float = true; }
      if (i < n && (is_ident_char(static_cast<unsigned char>(line[i])) || line[i] == '.' ||
                    static_cast<unsigned char>(line[i]) >= 0x80)) {
        why = "malformed number";
        return false;
      }
      std::string_view text = line.substr(begin, i - begin);
      // Decimal integers: 0, 00..., or no leading zero.
      if (!is_float && text.size() > 1 && text[0] == '0' && text.find_first_not_of('0') != std::string_view::npos) {
        why = "leading zeros in an integer";
        return false;
      }
      out.push_back({Tok::Number, begin, static_cast<int>(i), text});
      continue;
    }
    const std::string_view op = match_op(line.substr(i));
    if (op.empty()) {
      why = "unsupported character";
      return false;
    }
    // `+=`, `:=` and the like: augmented assignment and walrus stay with CPython.
    const size_t after = i + op.size();
    if (after < n && line[after] == '=' && op != "=" && op != "==" && op != "<=" && op != ">=" && op != "!=" &&
        op != "(" && op != "[" && op != "{" && op != "," && op != ")" && op != "]" && op != "}" && op != "->") {
      why = "walrus or a stray =";
      return false;
    }
    out.push_back({Tok::Op, begin, static_cast<int>(after), op});
    i = after;
  }
  out.push_back({Tok::End, static_cast<int>(i), static_cast<int>(i), {}});
  return true;
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

// Decodes a str or bytes literal with the escapes repr() writes.
bool decode_string(std::string_view tok, ConstSpec& out, std::string& why) {
  const bool is_bytes = tok[0] == 'b';
  const std::string_view body = tok.substr(is_bytes ? 2 : 1, tok.size() - (is_bytes ? 3 : 2));
  out.kind = is_bytes ? ConstKind::Bytes : ConstKind::Str;
  out.text.clear();
  for (size_t i = 0; i < body.size(); ++i) {
    const char ch = body[i];
    if (static_cast<unsigned char>(ch) >= 0x80 && is_bytes) { why = "non-ASCII bytes literal"; return false; }
    if (ch != '\\') { out.text.push_back(ch); continue; }
    if (++i >= body.size()) { why = "bad escape"; return false; }
    const char esc = body[i];
    int digits = 0;
    switch (esc) {
      case '\\': out.text.push_back('\\'); continue;
      case '\'': out.text.push_back('\''); continue;
      case '"': out.text.push_back('"'); continue;
      case 'n': out.text.push_back('\n'); continue;
      case 'r': out.text.push_back('\r'); continue;
      case 't': out.text.push_back('\t'); continue;
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
      out.text.push_back(static_cast<char>(cp));
    } else {
      if ((cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF) { why = "surrogate or out-of-range escape"; return false; }
      append_utf8(cp, out.text);
    }
  }
  return true;
}

struct Parsed {
  int expr;
  int begin, end;  // token extent, parentheses included
};

// Recursive descent over one line's tokens into a Statement's arena.
class LineParser {
 public:
  LineParser(const std::vector<Token>& toks, int line_no, Statement& st, std::string& why)
      : toks_(toks), line_(line_no), st_(st), why_(why) {}

  size_t pos = 0;

  const Token& peek(size_t ahead = 0) const { return toks_[std::min(pos + ahead, toks_.size() - 1)]; }
  bool at_op(std::string_view op, size_t ahead = 0) const {
    const Token& t = peek(ahead);
    // Most operators are one character: length and first character decide before any memcmp.
    return t.kind == Tok::Op && t.text.size() == op.size() && t.text[0] == op[0] && (op.size() == 1 || t.text == op);
  }
  bool at_name(std::string_view name) const {
    const Token& t = peek();
    return t.kind == Tok::Name && t.text == name;
  }
  bool fail(const char* why) {
    if (why_.empty()) why_ = why;
    return false;
  }

  Pos span(int begin, int end) const { return Pos{line_, line_, begin, end}; }

  int add(Expr e) {
    st_.exprs.push_back(e);
    return static_cast<int>(st_.exprs.size()) - 1;
  }

  int add_const(ConstSpec spec, Pos p) {
    st_.consts.push_back(std::move(spec));
    Expr e{ExprKind::Const, p};
    e.const_index = static_cast<int>(st_.consts.size()) - 1;
    return add(e);
  }

  bool is_literal(int expr) const {
    const ExprKind k = st_.exprs[expr].kind;
    return k == ExprKind::Const || k == ExprKind::Tuple || k == ExprKind::List || k == ExprKind::Set ||
           k == ExprKind::Dict;
  }

  // `x is 1` draws a SyntaxWarning from CPython; only singletons compare by identity silently.
  bool is_identity_safe(int expr) const {
    const ConstSpec* c = const_of(expr);
    return !c || c->kind == ConstKind::None || c->kind == ConstKind::True || c->kind == ConstKind::False ||
           c->kind == ConstKind::Ellipsis;
  }

  const ConstSpec* const_of(int expr) const {
    const Expr& e = st_.exprs[expr];
    return e.kind == ExprKind::Const ? &st_.consts[e.const_index] : nullptr;
  }

  // expression: `not` chains and one comparison at most.
  bool expression(Parsed& out) {
    if (at_name("not")) {
      const int begin = peek().begin;
      ++pos;
      Parsed operand;
      if (!expression(operand)) return false;
      const Expr& inner = st_.exprs[operand.expr];
      // The optimiser rewrites `not (a is b)` and folds `not constant`: leave both to CPython.
      if (inner.kind == ExprKind::Compare || inner.kind == ExprKind::Const) return fail("`not` the optimiser rewrites");
      Expr e{ExprKind::UnaryOp, span(begin, operand.end)};
      e.op = static_cast<uint8_t>(UnaryOp::Not);
      e.a = operand.expr;
      out = {add(e), begin, operand.end};
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
    Expr e{ExprKind::Compare, span(left.begin, right.end)};
    e.op = static_cast<uint8_t>(op);
    e.a = left.expr;
    e.b = right.expr;
    out = {add(e), left.begin, right.end};
    return true;
  }

  int comparison_op() {
    const Token& t = peek();
    if (t.kind == Tok::Op) {
      static constexpr std::array<std::pair<std::string_view, CmpOp>, 6> ops = {{
          {"<", CmpOp::Lt}, {"<=", CmpOp::Le}, {"==", CmpOp::Eq}, {"!=", CmpOp::Ne}, {">", CmpOp::Gt}, {">=", CmpOp::Ge}}};
      for (auto& [text, op] : ops) {
        if (t.text == text) { ++pos; return static_cast<int>(op); }
      }
      return -1;
    }
    if (t.kind != Tok::Name) return -1;
    if (t.text == "in") { ++pos; return static_cast<int>(CmpOp::In); }
    if (t.text == "is") {
      ++pos;
      if (at_name("not")) { ++pos; return static_cast<int>(CmpOp::IsNot); }
      return static_cast<int>(CmpOp::Is);
    }
    if (t.text == "not" && peek(1).kind == Tok::Name && peek(1).text == "in") {
      pos += 2;
      return static_cast<int>(CmpOp::NotIn);
    }
    return -1;
  }

  // Binary operators by precedence level: | ^ & (<< >>) (+ -) (* / // % @).
  static int binary_op(std::string_view text, int level) {
    switch (level) {
      case 0: return text == "|" ? static_cast<int>(BinOp::Or) : -1;
      case 1: return text == "^" ? static_cast<int>(BinOp::Xor) : -1;
      case 2: return text == "&" ? static_cast<int>(BinOp::And) : -1;
      case 3: return text == "<<" ? static_cast<int>(BinOp::LShift) : text == ">>" ? static_cast<int>(BinOp::RShift) : -1;
      case 4: return text == "+" ? static_cast<int>(BinOp::Add) : text == "-" ? static_cast<int>(BinOp::Sub) : -1;
      case 5:
        if (text == "*") return static_cast<int>(BinOp::Mul);
        if (text == "/") return static_cast<int>(BinOp::TrueDiv);
        if (text == "//") return static_cast<int>(BinOp::FloorDiv);
        if (text == "%") return static_cast<int>(BinOp::Mod);
        if (text == "@") return static_cast<int>(BinOp::MatMul);
        return -1;
      default: return -1;
    }
  }

  bool binary(Parsed& out, int level) {
    if (level == 6) return factor(out);
    Parsed left;
    if (!binary(left, level + 1)) return false;
    while (peek().kind == Tok::Op) {
      const int op = binary_op(peek().text, level);
      if (op < 0) break;
      ++pos;
      Parsed right;
      if (!binary(right, level + 1)) return false;
      left = make_binop(left, right, static_cast<BinOp>(op));
      if (left.expr < 0) return false;
    }
    out = left;
    return true;
  }

  Parsed make_binop(const Parsed& left, const Parsed& right, BinOp op) {
    const Pos p = span(left.begin, right.end);
    const ConstSpec* l = const_of(left.expr);
    const ConstSpec* r = const_of(right.expr);
    if (l && r) {
      // CPython folds every operator on two constants; pyfxfast folds the
      // two that literals use (`(1+2j)`), with Python's own arithmetic.
      if (op != BinOp::Add && op != BinOp::Sub) { fail("arithmetic on two constants"); return {-1, 0, 0}; }
      ConstSpec spec;
      spec.kind = op == BinOp::Add ? ConstKind::Add : ConstKind::Sub;
      spec.items = {*l, *r};
      return {add_const(std::move(spec), p), left.begin, right.end};
    }
    Expr e{ExprKind::BinOp, p};
    e.op = static_cast<uint8_t>(op);
    e.a = left.expr;
    e.b = right.expr;
    return {add(e), left.begin, right.end};
  }

  bool factor(Parsed& out) {
    const Token& t = peek();
    if (t.kind == Tok::Op && (t.text == "-" || t.text == "+" || t.text == "~")) {
      const int begin = t.begin;
      const UnaryOp op = t.text == "-" ? UnaryOp::Neg : t.text == "+" ? UnaryOp::Pos : UnaryOp::Invert;
      ++pos;
      Parsed operand;
      if (!factor(operand)) return false;
      const Pos p = span(begin, operand.end);
      if (const ConstSpec* c = const_of(operand.expr)) {
        ConstSpec spec;
        spec.kind = op == UnaryOp::Neg ? ConstKind::Neg : op == UnaryOp::Pos ? ConstKind::Pos : ConstKind::Invert;
        spec.items = {*c};
        out = {add_const(std::move(spec), p), begin, operand.end};
        return true;
      }
      Expr e{ExprKind::UnaryOp, p};
      e.op = static_cast<uint8_t>(op);
      e.a = operand.expr;
      out = {add(e), begin, operand.end};
      return true;
    }
    return power(out);
  }

  bool power(Parsed& out) {
    Parsed base;
    if (!primary(base)) return false;
    if (!at_op("**")) { out = base; return true; }
    ++pos;
    Parsed exponent;
    if (!factor(exponent)) return false;
    if (const_of(base.expr) && const_of(exponent.expr)) return fail("arithmetic on two constants");
    Expr e{ExprKind::BinOp, span(base.begin, exponent.end)};
    e.op = static_cast<uint8_t>(BinOp::Pow);
    e.a = base.expr;
    e.b = exponent.expr;
    out = {add(e), base.begin, exponent.end};
    return true;
  }

  bool primary(Parsed& out) {
    if (!atom(out)) return false;
    for (;;) {
      if (at_op(".")) {
        ++pos;
        const Token& t = peek();
        if (t.kind != Tok::Name || is_keyword(t.text)) return fail("attribute is not a name");
        ++pos;
        Expr e{ExprKind::Attribute, span(out.begin, t.end)};
        e.a = out.expr;
        e.name = t.text;
        out = {add(e), out.begin, t.end};
      } else if (at_op("(")) {
        ++pos;
        // CPython warns when a literal is called or subscripted: leave those to it.
        if (is_literal(out.expr)) return fail("call of a literal");
        if (!call(out)) return false;
      } else if (at_op("[")) {
        ++pos;
        if (is_literal(out.expr)) return fail("subscript of a literal");
        Parsed index;
        if (!subscript(index)) return false;
        if (!at_op("]")) return fail("expected ]");
        const int end = peek().end;
        ++pos;
        Expr e{ExprKind::Subscript, span(out.begin, end)};
        e.a = out.expr;
        e.b = index.expr;
        out = {add(e), out.begin, end};
      } else {
        return true;
      }
    }
  }

  bool call(Parsed& func) {
    std::vector<int> args;
    std::vector<std::string_view> names;
    std::vector<int> values;
    while (!at_op(")")) {
      if (at_op("*") || at_op("**")) return fail("star arguments");
      if (peek().kind == Tok::Name && at_op("=", 1)) {
        const std::string_view name = peek().text;
        if (is_keyword(name)) return fail("keyword as argument name");
        if (std::find(names.begin(), names.end(), name) != names.end()) return fail("repeated keyword argument");
        pos += 2;
        Parsed value;
        if (!expression(value)) return false;
        names.push_back(name);
        values.push_back(value.expr);
      } else {
        if (!names.empty()) return fail("positional argument after keyword");
        Parsed arg;
        if (!expression(arg)) return false;
        args.push_back(arg.expr);
      }
      if (at_op(",")) { ++pos; continue; }
      if (!at_op(")")) return fail("expected , or )");
    }
    const int end = peek().end;
    ++pos;
    Expr e{ExprKind::Call, span(func.begin, end)};
    e.c = func.expr;
    e.first = static_cast<int>(st_.items.size());
    e.count = static_cast<int>(args.size());
    st_.items.insert(st_.items.end(), args.begin(), args.end());
    e.kw_first = static_cast<int>(st_.kw_names.size());
    e.kw_count = static_cast<int>(names.size());
    st_.kw_names.insert(st_.kw_names.end(), names.begin(), names.end());
    st_.items.insert(st_.items.end(), values.begin(), values.end());
    func = {add(e), func.begin, end};
    return true;
  }

  // A subscript: an expression, a slice, or a bare tuple of those.
  bool subscript(Parsed& out) {
    std::vector<Parsed> elts;
    bool tuple = false;
    for (;;) {
      Parsed elt;
      if (!slice_or_expression(elt)) return false;
      elts.push_back(elt);
      if (!at_op(",")) break;
      tuple = true;
      ++pos;
      if (at_op("]")) break;
    }
    if (!tuple) { out = elts[0]; return true; }
    out = make_sequence(ExprKind::Tuple, elts, elts.front().begin, elts.back().end);
    return out.expr >= 0;
  }

  bool slice_or_expression(Parsed& out) {
    const int begin = peek().begin;
    Parsed lower{-1, begin, begin};
    if (!at_op(":")) {
      if (!expression(lower)) return false;
      if (!at_op(":")) { out = lower; return true; }
    }
    int end = peek().end;  // the colon
    ++pos;
    Parsed upper{-1, 0, 0}, step{-1, 0, 0};
    if (!at_op(":") && !at_op(",") && !at_op("]")) {
      if (!expression(upper)) return false;
      end = upper.end;
    }
    if (at_op(":")) {
      end = peek().end;
      ++pos;
      if (!at_op(",") && !at_op("]")) {
        if (!expression(step)) return false;
        end = step.end;
      }
    }
    Expr e{ExprKind::Slice, span(begin, end)};
    e.a = lower.expr;
    e.b = upper.expr;
    e.c = step.expr;
    out = {add(e), begin, end};
    return true;
  }

  Parsed make_sequence(ExprKind kind, const std::vector<Parsed>& elts, int begin, int end) {
    const Pos p = span(begin, end);
    if (kind == ExprKind::Tuple) {
      bool all_const = true;
      for (const Parsed& e : elts) all_const = all_const && const_of(e.expr) != nullptr;
      if (all_const) {
        ConstSpec spec;
        spec.kind = ConstKind::Tuple;
        for (const Parsed& e : elts) spec.items.push_back(*const_of(e.expr));
        return {add_const(std::move(spec), p), begin, end};
      }
    }
    Expr e{kind, p};
    e.first = static_cast<int>(st_.items.size());
    e.count = static_cast<int>(elts.size());
    for (const Parsed& elt : elts) st_.items.push_back(elt.expr);
    return {add(e), begin, end};
  }

  bool atom(Parsed& out) {
    const Token t = peek();
    const Pos p = span(t.begin, t.end);
    switch (t.kind) {
      case Tok::Name: {
        ++pos;
        ConstSpec spec;
        if (t.text == "None") spec.kind = ConstKind::None;
        else if (t.text == "True") spec.kind = ConstKind::True;
        else if (t.text == "False") spec.kind = ConstKind::False;
        else if (is_keyword(t.text)) return fail("keyword in an expression");
        else if (t.text == "__debug__") return fail("__debug__");
        else {
          Expr e{ExprKind::Name, p};
          e.name = t.text;
          out = {add(e), t.begin, t.end};
          return true;
        }
        out = {add_const(std::move(spec), p), t.begin, t.end};
        return true;
      }
      case Tok::Number: {
        ++pos;
        ConstSpec spec;
        const char last = t.text.back();
        if (last == 'j' || last == 'J') {
          spec.kind = ConstKind::Imag;
          spec.text = std::string(t.text.substr(0, t.text.size() - 1));
        } else {
          spec.kind = t.text.find_first_of(".eE") == std::string_view::npos ? ConstKind::Int : ConstKind::Float;
          spec.text = std::string(t.text);
        }
        out = {add_const(std::move(spec), p), t.begin, t.end};
        return true;
      }
      case Tok::String: {
        ++pos;
        if (peek().kind == Tok::String) return fail("implicit string concatenation");
        ConstSpec spec;
        if (!decode_string(t.text, spec, why_)) return false;
        out = {add_const(std::move(spec), p), t.begin, t.end};
        return true;
      }
      case Tok::Op:
        if (t.text == "...") {
          ++pos;
          ConstSpec spec;
          spec.kind = ConstKind::Ellipsis;
          out = {add_const(std::move(spec), p), t.begin, t.end};
          return true;
        }
        if (t.text == "(") return parenthesized(out);
        if (t.text == "[") return list(out);
        if (t.text == "{") return dict(out);
        return fail("unexpected operator");
      default:
        return fail("unexpected end of line");
    }
  }

  bool parenthesized(Parsed& out) {
    const int begin = peek().begin;
    ++pos;
    std::vector<Parsed> elts;
    bool tuple = false;
    while (!at_op(")")) {
      Parsed elt;
      if (!expression(elt)) return false;
      elts.push_back(elt);
      if (at_op(",")) { tuple = true; ++pos; continue; }
      if (!at_op(")")) return fail("expected , or )");
    }
    const int end = peek().end;
    ++pos;
    if (!tuple && elts.size() == 1) {
      out = {elts[0].expr, begin, end};  // a group: the node keeps its own range
      return true;
    }
    out = make_sequence(ExprKind::Tuple, elts, begin, end);
    return out.expr >= 0;
  }

  bool list(Parsed& out) {
    const int begin = peek().begin;
    ++pos;
    std::vector<Parsed> elts;
    while (!at_op("]")) {
      Parsed elt;
      if (!expression(elt)) return false;
      elts.push_back(elt);
      if (at_op(",")) { ++pos; continue; }
      if (!at_op("]")) return fail("expected , or ]");
    }
    const int end = peek().end;
    ++pos;
    out = make_sequence(ExprKind::List, elts, begin, end);
    return true;
  }

  // A set display, after its first element.
  bool set(int begin, const Parsed& first, Parsed& out) {
    std::vector<Parsed> elts{first};
    while (!at_op("}")) {
      if (!at_op(",")) return fail("expected , or }");
      ++pos;
      if (at_op("}")) break;
      if (at_op("*")) return fail("set unpacking");
      Parsed elt;
      if (!expression(elt)) return false;
      elts.push_back(elt);
    }
    const int end = peek().end;
    ++pos;
    out = make_sequence(ExprKind::Set, elts, begin, end);
    return true;
  }

  bool dict(Parsed& out) {
    const int begin = peek().begin;
    ++pos;
    std::vector<int> pairs;
    while (!at_op("}")) {
      if (at_op("**")) return fail("dict unpacking");
      Parsed key, value;
      if (!expression(key)) return false;
      if (!at_op(":")) {
        if (!pairs.empty()) return fail("expected :");
        return set(begin, key, out);
      }
      ++pos;
      if (!expression(value)) return false;
      pairs.push_back(key.expr);
      pairs.push_back(value.expr);
      if (at_op(",")) { ++pos; continue; }
      if (!at_op("}")) return fail("expected , or }");
    }
    const int end = peek().end;
    ++pos;
    Expr e{ExprKind::Dict, span(begin, end)};
    e.first = static_cast<int>(st_.items.size());
    e.count = static_cast<int>(pairs.size() / 2);
    st_.items.insert(st_.items.end(), pairs.begin(), pairs.end());
    out = {add(e), begin, end};
    return true;
  }

 private:
  const std::vector<Token>& toks_;
  int line_;
  Statement& st_;
  std::string& why_;
};

// The BinOp of an augmented assignment operator (`+=` -> Add), or -1.
int augmented_op(const Token& t) {
  if (t.kind != Tok::Op || t.text.size() < 2 || t.text.back() != '=') return -1;
  static constexpr std::array<std::pair<std::string_view, BinOp>, 13> ops = {{
      {"+=", BinOp::Add}, {"&=", BinOp::And}, {"//=", BinOp::FloorDiv}, {"<<=", BinOp::LShift},
      {"@=", BinOp::MatMul}, {"*=", BinOp::Mul}, {"%=", BinOp::Mod}, {"|=", BinOp::Or}, {"**=", BinOp::Pow},
      {">>=", BinOp::RShift}, {"-=", BinOp::Sub}, {"/=", BinOp::TrueDiv}, {"^=", BinOp::Xor}}};
  for (auto& [text, op] : ops) {
    if (t.text == text) return static_cast<int>(op);
  }
  return -1;
}

bool statement(LineParser& p, int line_no, Statement& st) {
  const Token& first = p.peek();
  if (first.kind == Tok::Name && (first.text == "return" || first.text == "pass")) {
    const bool is_return = first.text == "return";
    ++p.pos;
    st.kind = is_return ? StmtKind::Return : StmtKind::Pass;
    int end = first.end;
    if (is_return && !p.at_op(";") && p.peek().kind != Tok::End) {
      Parsed value;
      if (!p.expression(value)) return false;
      if (p.at_op(",")) return p.fail("bare tuple");
      st.value = value.expr;
      end = value.end;
    }
    st.pos = Pos{line_no, line_no, first.begin, end};
    return true;
  }
  Parsed value;
  if (!p.expression(value)) return false;
  if (p.at_op(",")) return p.fail("bare tuple");
  const int augmented = augmented_op(p.peek());
  if (augmented >= 0) {
    // `x += y`, as torch writes in-place operators: a name target only.
    if (st.exprs[value.expr].kind != ExprKind::Name) return p.fail("augmented assignment to something other than a name");
    st.targets.push_back(value.expr);
    ++p.pos;
    Parsed rhs;
    if (!p.expression(rhs)) return false;
    if (p.at_op(",")) return p.fail("bare tuple");
    st.kind = StmtKind::AugAssign;
    st.op = static_cast<uint8_t>(augmented);
    st.value = rhs.expr;
    st.pos = Pos{line_no, line_no, first.begin, rhs.end};
    return true;
  }
  while (p.at_op("=")) {
    const ExprKind k = st.exprs[value.expr].kind;
    if (k != ExprKind::Name && k != ExprKind::Subscript) return p.fail("assignment to something other than a name or item");
    st.targets.push_back(value.expr);
    ++p.pos;
    if (!p.expression(value)) return false;
    if (p.at_op(",")) return p.fail("bare tuple");
  }
  st.kind = st.targets.empty() ? StmtKind::Expr : StmtKind::Assign;
  if (st.kind == StmtKind::Expr && st.exprs[value.expr].kind == ExprKind::Const) return p.fail("constant statement");
  st.value = value.expr;
  st.pos = Pos{line_no, line_no, first.begin, value.end};
  return true;
}

thread_local std::vector<Token> t_tokens;

}  // namespace

namespace {

// Whether `rest` starts with an augmented assignment operator (`+=`, `**=`, ...).
bool is_augmented_assignment(std::string_view rest) {
  static constexpr std::array<std::string_view, 13> ops = {
      "+=", "-=", "*=", "/=", "%=", "@=", "&=", "|=", "^=", "**=", "//=", "<<=", ">>="};
  for (std::string_view op : ops) {
    if (rest.substr(0, op.size()) == op) return true;
  }
  return false;
}

}  // namespace

bool split_layout(std::string_view src, Layout& out, std::string& why) {
  out.prelude.clear();
  out.body.clear();
  // Tabs, carriage returns, form feeds and NULs change how CPython reads a line: leave them to it.
  for (const char ch : src) {
    if (ch == '\t' || ch == '\r' || ch == '\f' || ch == '\v' || ch == '\0') {
      why = "tab, carriage return, form feed or NUL";
      return false;
    }
  }
  bool in_body = false;
  int number = 0;
  size_t start = 0;
  while (start <= src.size()) {
    size_t nl = src.find('\n', start);
    if (nl == std::string_view::npos) nl = src.size();
    const std::string_view text = src.substr(start, nl - start);
    ++number;
    const size_t indent = text.find_first_not_of(' ');
    if (indent == std::string_view::npos || text[indent] == '#') {
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
    if (nl == src.size()) break;
    start = nl + 1;
  }
  if (!in_body) { why = "no def"; return false; }
  return true;
}

bool parse_line(const Line& line, int indent, std::vector<Statement>& out, size_t& used, std::string& why) {
  if (!tokenize(line.text, indent, t_tokens, why)) return false;
  const std::vector<Token>& toks = t_tokens;
  size_t pos = 0;
  while (toks[pos].kind != Tok::End) {
    if (used == out.size()) out.emplace_back();
    Statement& st = out[used++];
    st.clear();
    st.line_text = line.text;
    LineParser p(toks, line.number, st, why);
    p.pos = pos;
    if (!statement(p, line.number, st)) return false;
    pos = p.pos;
    if (p.at_op(";")) { ++pos; continue; }
    if (toks[pos].kind != Tok::End) { why = "unexpected token after a statement"; return false; }
  }
  return true;
}

void assigned_names(const Line& line, int indent, std::vector<std::string_view>& out) {
  // A character scan, not the tokenizer: at each statement start (the line's
  // indent, or a `;` outside brackets and strings), `name =` chains. The
  // emitter checks afterwards that the parse found exactly these targets.
  const std::string_view text = line.text;
  const size_t n = text.size();
  size_t i = static_cast<size_t>(indent);
  int depth = 0;
  bool at_start = true;
  while (i < n) {
    const unsigned char ch = static_cast<unsigned char>(text[i]);
    if (at_start && depth == 0 && is_ident_start(ch)) {
      const size_t begin = i;
      while (i < n && is_ident_char(static_cast<unsigned char>(text[i]))) ++i;
      size_t j = i;
      while (j < n && text[j] == ' ') ++j;
      if (j < n && text[j] == '=' && (j + 1 >= n || text[j + 1] != '=')) {
        out.push_back(text.substr(begin, i - begin));
        i = j + 1;
        while (i < n && text[i] == ' ') ++i;
        continue;  // still at a statement start: `a = b = ...`
      }
      if (is_augmented_assignment(text.substr(j))) out.push_back(text.substr(begin, i - begin));
      at_start = false;
      continue;
    }
    if (ch == '\'' || ch == '"') {
      at_start = false;
      ++i;
      while (i < n && static_cast<unsigned char>(text[i]) != ch) i += text[i] == '\\' ? 2 : 1;
      ++i;
    } else if (ch == '#') {
      break;
    } else {
      if (ch == '(' || ch == '[' || ch == '{') ++depth;
      else if (ch == ')' || ch == ']' || ch == '}') --depth;
      else if (ch == ';' && depth == 0) at_start = true;
      else if (ch != ' ') at_start = false;
      ++i;
    }
  }
}

bool parse_header(const Line& line, Header& out, std::string& why) {
  if (!tokenize(line.text, 0, t_tokens, why)) return false;
  const std::vector<Token>& toks = t_tokens;
  out.params.clear();
  out.returns = -1;
  out.arena.clear();
  out.arena.line_text = line.text;
  LineParser p(toks, line.number, out.arena, why);
  p.pos = 1;  // after `def`
  const Token& name = p.peek();
  if (name.kind != Tok::Name || is_keyword(name.text)) return p.fail("def without a name");
  out.name = name.text;
  ++p.pos;
  if (!p.at_op("(")) return p.fail("expected (");
  ++p.pos;
  bool seen_default = false;
  bool seen_star = false;
  while (!p.at_op(")")) {
    ParamSpec spec;
    if (p.at_op("*") || p.at_op("**")) {
      spec.param.kind = p.at_op("*") ? 1 : 2;
      if (spec.param.kind == 1 && seen_star) return p.fail("two *args");
      ++p.pos;
    } else if (seen_star) {
      return p.fail("parameter after *args");
    }
    const Token& t = p.peek();
    if (t.kind != Tok::Name || is_keyword(t.text) || t.text == "__debug__") return p.fail("parameter is not a name");
    for (const ParamSpec& other : out.params) {
      if (other.param.name == t.text) return p.fail("duplicate parameter");
    }
    spec.param.name = t.text;
    spec.param.pos = p.span(t.begin, t.end);
    ++p.pos;
    if (p.at_op(":")) {
      ++p.pos;
      Parsed ann;
      if (!p.expression(ann)) return false;
      spec.annotation = ann.expr;
    }
    if (p.at_op("=")) {
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
    if (p.at_op(",")) {
      if (was_kwargs) {
        ++p.pos;
        if (!p.at_op(")")) return p.fail("parameter after **kwargs");
        continue;
      }
      ++p.pos;
      continue;
    }
    if (!p.at_op(")")) return p.fail("expected , or )");
  }
  ++p.pos;
  if (p.at_op("->")) {
    ++p.pos;
    Parsed ret;
    if (!p.expression(ret)) return false;
    out.returns = ret.expr;
  }
  if (!p.at_op(":")) return p.fail("expected :");
  ++p.pos;
  if (p.peek().kind != Tok::End) return p.fail("statement on the def line");
  out.pos = Pos{line.number, line.number, 0, 0};
  return true;
}

}  // namespace pyfxfast::pycode
