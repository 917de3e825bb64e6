#include "pycode/fx_source.hpp"

#include <cstring>

namespace pyfxfast {

namespace {

bool is_ident_start(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
bool is_ident_char(char c) { return is_ident_start(c) || (c >= '0' && c <= '9'); }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

// torch's _name_regex: ^([a-zA-Z_][0-9a-zA-Z_]*?)(?:_(\d+))?$ . The lazy base
// stops at the last '_' that is followed only by (at least one) digit.
// `base` and `num` view into `s`.
bool split_name(std::string_view s, std::string_view& base, std::string_view& num) {
  if (s.empty() || !is_ident_start(s[0])) return false;
  for (char c : s)
    if (!is_ident_char(c)) return false;
  size_t us = s.rfind('_');
  if (us != std::string_view::npos && us >= 1 && us + 1 < s.size()) {
    bool digits = true;
    for (size_t i = us + 1; i < s.size(); ++i) digits = digits && is_digit(s[i]);
    if (digits) {
      base = s.substr(0, us);
      num = s.substr(us + 1);
      return true;
    }
  }
  base = s;
  num = std::string_view();
  return true;
}

// int(num) for at most 17 decimal digits.
long long parse_count(std::string_view num) {
  long long n = 0;
  for (char c : num) n = n * 10 + (c - '0');
  return n;
}

}  // namespace

std::string CodegenNamespace::create_name(std::string_view cand_view, uintptr_t obj) {
  std::string candidate(cand_view);
  for (unsigned char c : candidate)
    if (c >= 0x80) throw CodegenUnsupported("non-ASCII name");  // \d would match Unicode digits
  std::string_view base, num;
  if (!split_name(candidate, base, num)) {
    // Replace each run of characters illegal in an identifier by one '_'.
    std::string clean;
    bool in_run = false;
    for (char c : candidate) {
      if (is_ident_char(c)) {
        clean += c;
        in_run = false;
      } else if (!in_run) {
        clean += '_';
        in_run = true;
      }
    }
    if (clean.empty()) clean = "_unnamed";
    if (is_digit(clean[0])) clean = "_" + clean;
    candidate = clean;
    if (!split_name(candidate, base, num)) throw CodegenUnsupported("name did not sanitise");
  }
  if (!num.empty()) {
    if (num.size() > 17) throw CodegenUnsupported("name suffix too long");
    // Common case, one probe: a suffixed name not taken yet is kept.
    if (used_.insert(candidate, 0)) {
      base_count_.assign(base, parse_count(num));
      return candidate;
    }
  }
  const std::string base_name(base);  // `candidate`, which base views, changes below
  const long long* counted = base_count_.find(base_name);
  long long n = counted ? *counted : 0;
  auto r = reserved_->find(candidate);
  if (r != reserved_->end() && r->second != obj) {
    ++n;
    candidate = base_name + "_" + std::to_string(n);
  }
  while (!used_.insert(candidate, 0)) {
    ++n;
    candidate = base_name + "_" + std::to_string(n);
  }
  base_count_.assign(base_name, n);
  return candidate;
}

AssembledBody::AssembledBody(const std::string& body, const std::vector<size_t>& node_starts, int64_t prologue_len)
    : body_(body) {
  // torch reads any line holding "# COUNTER: " and a digit as a marker and drops it: generated
  // text holding one (a string literal, say) is left to torch; so is a byte past ASCII after
  // one (\d would match a Unicode digit).
  static const std::string_view marker = "# COUNTER: ";
  for (size_t m = body.find(marker); m != std::string::npos; m = body.find(marker, m + 1)) {
    const size_t d = m + marker.size();
    if (d < body.size() && static_cast<unsigned char>(body[d]) >= 0x80)
      throw CodegenUnsupported("possible Unicode digit after a counter marker");
    if (d < body.size() && is_digit(body[d])) throw CodegenUnsupported("counter marker inside generated text");
  }
  lines_.reserve(node_starts.size() + 2);
  lineno_.reserve(node_starts.size() + 2);
  const char* s = body.data();
  const size_t n = body.size();
  size_t node = 0;  // the next node whose start is not passed yet
  size_t pos = 0;
  while (true) {
    const void* found = pos < n ? std::memchr(s + pos, '\n', n - pos) : nullptr;
    const size_t end = found != nullptr ? static_cast<size_t>(static_cast<const char*>(found) - s) : n;
    while (node < node_starts.size() && node_starts[node] <= pos) ++node;
    lineno_.emplace_back(static_cast<int64_t>(lines_.size()) + prologue_len, static_cast<int64_t>(node) - 1);
    lines_.emplace_back(pos, end);
    if (found == nullptr) break;
    pos = end + 1;
  }
  // "\n".join(lines).lstrip("\n"): leading empty lines go (the line map keeps them).
  while (first_ < lines_.size() && lines_[first_].first == lines_[first_].second) ++first_;
  if (first_ == lines_.size()) {
    code_size_ = 4;
  } else {
    const size_t kept = lines_.size() - first_;
    code_size_ = (lines_.back().second - lines_[first_].first) + 4 * kept;  // the newlines between stay
  }
  for (size_t k = 0; k + 8 <= n && ascii_; k += 8) {
    uint64_t w;
    std::memcpy(&w, s + k, 8);
    ascii_ = (w & 0x8080808080808080ULL) == 0;
  }
  for (size_t k = n - n % 8; k < n && ascii_; ++k) ascii_ = static_cast<unsigned char>(s[k]) < 0x80;
}

void AssembledBody::write_code(char* out) const {
  if (first_ == lines_.size()) {
    std::memcpy(out, "    ", 4);
    return;
  }
  for (size_t i = first_; i < lines_.size(); ++i) {
    if (i != first_) *out++ = '\n';
    std::memcpy(out, "    ", 4);
    out += 4;
    const size_t size = lines_[i].second - lines_[i].first;
    std::memcpy(out, body_.data() + lines_[i].first, size);
    out += size;
  }
}

std::string AssembledBody::code() const {
  std::string out(code_size_, '\0');
  write_code(&out[0]);
  return out;
}

}  // namespace pyfxfast
