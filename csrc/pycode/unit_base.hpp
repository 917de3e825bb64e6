// What every version's code unit keeps the same way: the instruction list
// (opcodes are the version's), the function's names and locals, and the
// constant table (values resolved once per emission, indices per unit).
// CodeGen<V> (codegen.hpp) derives from UnitBase.
#pragma once

#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "pycode/emitter.hpp"
#include "pycode/name_table.hpp"

namespace pyfxfast::pycode {

// How an instruction's arg is still a name id, to become a co_names or co_varnames index once
// the function's locals are known (CodeGen::resolve_names).
enum NameRef : uint8_t {
  kResolved,      // arg is final
  kNameIndex,     // co_names index
  kNameShifted,   // co_names index << 1 (LOAD_ATTR, 3.12+)
  kNameMethod,    // co_names index << 1 | 1 (LOAD_ATTR of a method call, 3.12+)
  kFastOrGlobal,  // LOAD_FAST of a local, else LOAD_GLOBAL (index << 1)
  kFast,          // co_varnames index (STORE_FAST)
  kNullIfLocal,   // a PUSH_NULL that goes where the callable after it is a global
  kCallable,      // LOAD_FAST of a local, else LOAD_GLOBAL (index << 1 | 1), the NULL folded in
  kDeferredConst, // LOAD_CONST of value id `arg`, added to co_consts when the flow graph reaches it (3.14+)
};

// An instruction: the opcode, its arg and where it is, in 16 bytes. A position on one line with
// columns below 65535 is kept here; any other is in the unit's far positions (UnitBase::pos).
struct Instr {
  uint8_t op;
  uint8_t ref;  // NameRef
  int arg;
  int line;                // the line, or the index of a far position
  uint16_t col, end_col;   // col == kFarPosition: a far position
};

constexpr uint16_t kFarPosition = 0xFFFF;

// What one emission shares between its two code units.
struct Shared {
  explicit Shared(ConstResolver& r) : resolver(r) {}
  ConstResolver& resolver;
  NameTable names;
  std::unordered_map<std::string, int> value_ids;  // const_key -> value id
  // A constant's source text -> value id (equal text, equal value): no key to build on a hit.
  StringIndex texts;
  std::vector<int> text_values;
  StringIndex lists;  // `[1, 2, 3]` -> id of (1, 2, 3); sets likewise
  std::vector<int> list_values;
  std::unordered_map<std::string, int> keyword_values;  // a call's keyword name ids -> id of their tuple
  std::string keyword_key;
  int singletons[4] = {-1, -1, -1, -1};  // None, True, False, Ellipsis
  // 3.14+'s flow-graph folds: kind and operand value ids -> the result's value id (or -1).
  std::unordered_map<std::string, int> folds;
  std::string fold_key;
  // 3.14+: a display of constants' source text -> its items' value ids and its folded value.
  StringIndex displays;
  std::vector<std::vector<int>> display_items;
  std::vector<int> display_values;
  std::string why;
};

class UnitBase {
 public:
  UnitBase(Shared& shared, bool function_scope) : shared_(shared), function_scope_(function_scope) {}

  std::vector<Instr> instrs;

  void reserve(size_t instructions) { instrs.reserve(instructions); }

  bool failed() const { return !shared_.why.empty(); }
  std::string& why() { return shared_.why; }
  bool fail(const char* why) {
    if (shared_.why.empty()) shared_.why = why;
    return false;
  }

  void add(uint8_t op, int arg, const Pos& pos) { add_name(op, kResolved, arg, pos); }
  // An instruction whose arg is name `id` until resolve_names.
  void add_name(uint8_t op, NameRef ref, int id, const Pos& pos) {
    Instr& in = instrs.emplace_back();
    in.op = op;
    in.ref = ref;
    in.arg = id;
    set_pos(in, pos);
  }

  void set_pos(Instr& in, const Pos& p) {
    if (p.end_line == p.line && p.col >= 0 && p.col < kFarPosition && p.end_col >= 0 && p.end_col < kFarPosition) {
      in.line = p.line;
      in.col = static_cast<uint16_t>(p.col);
      in.end_col = static_cast<uint16_t>(p.end_col);
    } else {
      in.line = static_cast<int>(far_.size());
      in.col = in.end_col = kFarPosition;
      far_.push_back(p);
    }
  }
  Pos pos(const Instr& in) const {
    if (in.col == kFarPosition) return far_[static_cast<size_t>(in.line)];
    return Pos{in.line, in.line, in.col, in.end_col};
  }
  int line(const Instr& in) const { return in.col == kFarPosition ? far_[static_cast<size_t>(in.line)].line : in.line; }
  static void copy_pos(Instr& to, const Instr& from) {
    to.line = from.line;
    to.col = from.col;
    to.end_col = from.end_col;
  }

  std::string_view name(int id) const { return shared_.names.key(id); }

  // The function's parameters, in order; the names it stores, where, as the locals scan of
  // earlier emitters read them (hidden: not a plain `name =` at a statement's start).
  void declare_param(int id) { params_.push_back(id); }
  void note_store(int id, bool hidden) { (hidden ? hidden_stores_ : stores_).push_back(id); }

  // The index in this unit's co_consts of a resolved value.
  int const_index_of_value(int value) {
    if (value < 0) {  // kFunctionCodeValue, kAnnotateCodeValue
      int& index = value == kFunctionCodeValue ? function_code_index_ : annotate_code_index_;
      if (index < 0) {
        index = static_cast<int>(consts_.size());
        consts_.push_back(value);
      }
      return index;
    }
    if (static_cast<size_t>(value) >= const_index_.size()) const_index_.resize(static_cast<size_t>(value) * 2 + 16, -1);
    int& index = const_index_[static_cast<size_t>(value)];
    if (index < 0) {
      index = static_cast<int>(consts_.size());
      consts_.push_back(value);
    }
    return index;
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

  int none_value() { return singleton_value(ConstKind::None); }

  // The value id of a constant written in the source, cached by its text; -1 (and the unit
  // failed) where the fold raises.
  int source_value(const Statement& st, const Expr& e) {
    const ConstNode& node = st.consts[static_cast<size_t>(e.const_index)];
    int value;
    if (node.kind <= ConstKind::Ellipsis) {
      value = singleton_value(node.kind);
    } else {
      bool inserted = false;
      const int text = shared_.texts.intern(st.text_of(e.pos), inserted);
      if (inserted) shared_.text_values.push_back(value_of(st.spec(e.const_index)));
      value = shared_.text_values[static_cast<size_t>(text)];
    }
    if (value < 0) fail("a constant fold CPython leaves undone");
    return value;
  }

  // The value id of the tuple of a call's keyword names, as CPython makes it; -1 as above.
  int keyword_names_value(const Statement& st, const Expr& call) {
    std::string& key = shared_.keyword_key;
    key.assign(reinterpret_cast<const char*>(&st.kw_names[static_cast<size_t>(call.kw_first)]),
               static_cast<size_t>(call.kw_count) * sizeof(int));
    auto it = shared_.keyword_values.find(key);
    if (it != shared_.keyword_values.end()) return it->second;
    ConstSpec names;
    names.kind = ConstKind::Tuple;
    names.items.resize(static_cast<size_t>(call.kw_count));
    for (int i = 0; i < call.kw_count; ++i) {
      names.items[i].kind = ConstKind::Str;
      names.items[i].text = std::string(name(st.kw_names[static_cast<size_t>(call.kw_first + i)]));
    }
    const int value = value_of(names);
    if (value >= 0) shared_.keyword_values.emplace(key, value);
    return value;
  }

 protected:
  int singleton_value(ConstKind kind) {
    int& value = shared_.singletons[static_cast<int>(kind)];
    if (value < 0) {
      ConstSpec spec;
      spec.kind = kind;
      value = value_of(spec);
    }
    return value;
  }

  Shared& shared_;
  bool function_scope_;
  std::vector<int> consts_;
  std::vector<int> const_index_;  // by value id; -1 where not in co_consts
  std::vector<int> const_map_;    // an index in the code -> in consts_ once unused ones went (empty: the same)
  int function_code_index_ = -1;
  int annotate_code_index_ = -1;
  std::vector<std::string_view> names_;
  std::vector<std::string_view> varnames_;
  std::vector<Pos> far_;
  std::vector<int> params_;
  std::vector<int> stores_;
  std::vector<int> hidden_stores_;
};

}  // namespace pyfxfast::pycode
