// What every version's code unit keeps the same way: the instruction list
// (opcodes are the version's), the function's names and locals, and the
// constant table (values resolved once per emission, indices per unit).
// Each emit_cpython3XX.cpp derives its compiler unit from UnitBase.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "pycode/emitter.hpp"
#include "pycode/name_table.hpp"

namespace pyfxfast::pycode {

struct Instr {
  uint8_t op;
  int arg;
  Pos pos;
};

// What one emission shares between its two code units.
struct Shared {
  explicit Shared(ConstResolver& r) : resolver(r) {}
  ConstResolver& resolver;
  std::unordered_map<std::string, int> value_ids;  // const_key -> value id
  // A constant's source text -> value id (equal text, equal value): no key to build on a hit.
  std::unordered_map<std::string_view, int> text_ids;
  std::unordered_map<std::string_view, int> folded_list_ids;  // `[1, 2, 3]` -> id of (1, 2, 3); sets likewise
  std::string why;
};

class UnitBase {
 public:
  UnitBase(Shared& shared, bool function_scope) : shared_(shared), function_scope_(function_scope) {}

  std::vector<Instr> instrs;

  // Everything known of one name, in one table: whether it is a local of the
  // function, its co_varnames and co_names indices, whether the parse stored it.
  struct NameSlot {
    bool local = false;
    bool stored = false;
    int fast = -1;
    int name = -1;
  };

  NameSlot& slot(std::string_view name) { return slots_[name]; }
  void reserve(size_t names, size_t instructions) {
    slots_.reserve(names);
    instrs.reserve(instructions);
  }

  // Marks `name` a local (a parameter or an assigned name); returns whether it was new.
  bool declare_local(std::string_view name) {
    NameSlot& s = slots_[name];
    const bool fresh = !s.local;
    s.local = true;
    return fresh;
  }

  // Marks `name` stored by a statement the parse read (a parameter); returns whether it was new.
  bool mark_stored(std::string_view name) { return mark_stored(slots_[name]); }
  bool mark_stored(NameSlot& s) {
    const bool fresh = !s.stored;
    s.stored = true;
    stored_ += fresh;
    return fresh;
  }

  // Distinct names stored so far.
  size_t stored() const { return stored_; }

  bool failed() const { return !shared_.why.empty(); }
  std::string& why() { return shared_.why; }
  bool fail(const char* why) {
    if (shared_.why.empty()) shared_.why = why;
    return false;
  }

  void add(uint8_t op, int arg, const Pos& pos) { instrs.push_back({op, arg, pos}); }

  // The index in this unit's co_consts of a resolved value.
  int const_index_of_value(int value) {
    auto [it, inserted] = const_index_.try_emplace(value, static_cast<int>(consts_.size()));
    if (inserted) consts_.push_back(value);
    return it->second;
  }

  // The value id of `spec`, or -1 where the fold raises.
  int value_of(const ConstSpec& spec) {
    std::string key = const_key(spec);
    auto it = shared_.value_ids.find(key);
    if (it != shared_.value_ids.end()) return it->second;
    const int value = shared_.resolver.resolve(spec);
    if (value < 0) return -1;
    shared_.value_ids.emplace(std::move(key), value);
    return value;
  }

  // The co_consts index of `spec`, or -1 (and the unit failed) where the fold raises.
  int const_index(const ConstSpec& spec) {
    const int value = value_of(spec);
    if (value < 0) return fail("a constant fold CPython leaves undone"), -1;
    return const_index_of_value(value);
  }

  // The co_consts index of a constant written in the source, cached by its text; -1 as above.
  int source_const_index(const Statement& st, const Expr& e, std::unordered_map<std::string_view, int>& cache,
                         const ConstSpec& spec) {
    const std::string_view text = st.text_of(e.pos);
    auto it = cache.find(text);
    if (it != cache.end()) return const_index_of_value(it->second);
    const int value = value_of(spec);
    if (value < 0) return fail("a constant fold CPython leaves undone"), -1;
    cache.emplace(text, value);
    return const_index_of_value(value);
  }

  int name_index(std::string_view name) { return name_index(slots_[name], name); }

  int name_index(NameSlot& s, std::string_view name) {
    if (s.name < 0) {
      s.name = static_cast<int>(names_.size());
      names_.push_back(name);
    }
    return s.name;
  }

  int varname_index(NameSlot& s, std::string_view name) {
    if (s.fast < 0) {
      s.fast = static_cast<int>(varnames_.size());
      varnames_.push_back(name);
    }
    return s.fast;
  }

  // The value ids of co_consts, in order.
  const std::vector<int>& consts() const { return consts_; }

 protected:
  Shared& shared_;
  bool function_scope_;
  std::vector<int> consts_;
  std::unordered_map<int, int> const_index_;
  std::vector<std::string_view> names_;
  std::vector<std::string_view> varnames_;
  NameTable<NameSlot> slots_;
  size_t stored_ = 0;
};

// The keyword names of a call as the tuple constant CPython makes of them.
inline ConstSpec keyword_names(const Statement& st, const Expr& call) {
  ConstSpec names;
  names.kind = ConstKind::Tuple;
  names.items.resize(static_cast<size_t>(call.kw_count));
  for (int i = 0; i < call.kw_count; ++i) {
    names.items[i].kind = ConstKind::Str;
    names.items[i].text = std::string(st.kw_names[call.kw_first + i]);
  }
  return names;
}

}  // namespace pyfxfast::pycode
