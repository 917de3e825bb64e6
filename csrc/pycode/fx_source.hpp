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

 private:
  StringTable<char> used_;  // the names given (the value unused)
  StringTable<long long> base_count_;
  std::shared_ptr<const Reserved> reserved_ = std::make_shared<const Reserved>();
};

// The lines of torch's body after removing "# COUNTER: i" markers: each kept
// line gets the index of the last marker before it.
struct AssembledCode {
  std::string code;                                  // indented body
  std::vector<std::pair<int64_t, int64_t>> lineno;   // (line number, node index or -1)
};

// `body` is the concatenated body with markers; `prologue_len` is the number of
// lines of the function header.
AssembledCode assemble_body(const std::string& body, int64_t prologue_len);

}  // namespace pyfxfast
