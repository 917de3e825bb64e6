#include "pycode/fx_source.hpp"

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

AssembledCode assemble_body(const std::string& body, int64_t prologue_len) {
  static const std::string marker = "# COUNTER: ";
  AssembledCode out;
  std::vector<std::pair<size_t, size_t>> kept;  // [begin, end) of kept lines
  kept.reserve(body.size() / 24 + 1);
  int64_t cur = -1;
  size_t pos = 0;
  while (true) {
    size_t nl = body.find('\n', pos);
    size_t end = nl == std::string::npos ? body.size() : nl;
    std::string_view line(body.data() + pos, end - pos);
    size_t m = line.find(marker);
    bool is_counter = false;
    while (m != std::string_view::npos) {
      size_t d = m + marker.size();
      if (d < line.size() && static_cast<unsigned char>(line[d]) >= 0x80)
        throw CodegenUnsupported("possible Unicode digit after a counter marker");
      if (d < line.size() && is_digit(line[d])) {
        size_t e = d;
        while (e < line.size() && is_digit(line[e])) ++e;
        // Our markers are whole lines; torch would also drop any other line
        // that happens to contain one, which we do not reproduce.
        if (m != 0 || e != line.size()) throw CodegenUnsupported("counter marker inside generated text");
        if (e - d > 17) throw CodegenUnsupported("counter too long");
        cur = std::stoll(std::string(line.substr(d, e - d)));
        is_counter = true;
        break;
      }
      m = line.find(marker, m + 1);
    }
    if (!is_counter) {
      out.lineno.emplace_back(static_cast<int64_t>(kept.size()) + prologue_len, cur);
      kept.emplace_back(pos, end);
    }
    if (nl == std::string::npos) break;
    pos = nl + 1;
  }
  // "\n".join(lines).lstrip("\n"): leading empty lines go (the line map keeps them).
  size_t first = 0;
  while (first < kept.size() && kept[first].first == kept[first].second) ++first;
  out.code.reserve(body.size() + 4 * kept.size());
  if (first == kept.size()) {
    out.code = "    ";
    return out;
  }
  for (size_t i = first; i < kept.size(); ++i) {
    if (i != first) out.code += '\n';
    out.code += "    ";
    out.code.append(body, kept[i].first, kept[i].second - kept[i].first);
  }
  return out;
}

}  // namespace pyfxfast
