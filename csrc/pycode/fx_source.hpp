// Pieces of FX code generation that need neither Python nor torch: the
// unique-name namespace of torch.fx.graph._Namespace and the post-processing
// that turns the generated body into indented code plus a line map.
#pragma once

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "graph/string_table.hpp"

namespace pyfxfast {

// A construct the native code generator does not reproduce; the caller
// hands the whole graph to torch instead.
struct CodegenUnsupported : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Same names, in the same order of calls, as torch.fx.graph._Namespace.create_name.
// Objects are opaque tokens (0: an object that is never a reserved name's owner).
class CodegenNamespace {
 public:
  // Keywords, builtins and custom builtins, each with its owner's token. The
  // table is the same for every run, so runs share one (see set_reserved).
  using Reserved = std::unordered_map<std::string, uintptr_t>;

  void set_reserved(std::shared_ptr<const Reserved> reserved) { reserved_ = std::move(reserved); }
  std::string create_name(std::string_view candidate, uintptr_t obj);
  void reserve_capacity(size_t names) { used_.reserve(names); }
  // Brings into the cache where create_name(candidate) will look it up (a hint only).
  void prefetch(std::string_view candidate) const { used_.prefetch(candidate); }

 private:
  StringTable<char> used_;  // the names given (the value unused)
  StringTable<long long> base_count_;
  std::shared_ptr<const Reserved> reserved_ = std::make_shared<const Reserved>();
};

// The body as torch's _gen_python_code leaves it, from the text the nodes wrote one after the
// other (node i's from byte node_starts[i]; torch marks those places with "# COUNTER: i" lines
// and drops them): "\n".join(lines).lstrip("\n"), every line indented by four spaces, and the
// line map, each kept line's number (after a prologue of `prologue_len` lines) -> the node whose
// text it starts in (-1: before any node's). Throws CodegenUnsupported where the text holds
// what torch would take for a marker.
class AssembledBody {
 public:
  AssembledBody(const std::string& body, const std::vector<size_t>& node_starts, int64_t prologue_len);

  size_t code_size() const { return code_size_; }
  bool ascii() const { return ascii_; }
  // Writes the indented code (code_size() bytes) to `out`.
  void write_code(char* out) const;
  std::string code() const;
  const std::vector<std::pair<int64_t, int64_t>>& lineno() const { return lineno_; }

 private:
  const std::string& body_;
  std::vector<std::pair<size_t, size_t>> lines_;  // [begin, end) of each line in the body
  size_t first_ = 0;                              // the first line the code keeps
  size_t code_size_ = 0;
  bool ascii_ = true;
  std::vector<std::pair<int64_t, int64_t>> lineno_;
};

}  // namespace pyfxfast
