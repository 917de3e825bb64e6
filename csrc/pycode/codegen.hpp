// The code generator every CPython version shares: expressions, displays,
// calls, statements, the def statement, the flow-graph passes more than one
// version runs, the assembler (EXTENDED_ARG, inline caches, stack depth, the
// PEP 657 location table) and the emit_module/emit_function driver.
//
// A version is a class V deriving from CodeGen<V> (emit_cpython3XX.cpp). It
// gives its opcode numbers as enumerators with CPython's names (V::LOAD_CONST),
// and the hooks below where its bytecode differs; CodeGen calls them through
// static dispatch (no virtual call per instruction). Where CodeGen has a
// default, it is the form of 3.12 and later (marked *) or of 3.13 and later
// (marked +); a version hides it with its own.
//
//   cache_entries(op), stack_effect(op, arg)
//   uses_const(op)           the instruction's arg is a co_consts index
//   unary(op, pos)+          a unary operator on the value on the stack
//   compare_arg(op)          COMPARE_OP's arg for <, <=, ==, !=, >, >=
//   push_callable(st, call)+ the callable of a plain call, and its NULL
//   call_instructions(call, keyword_names, kw_pos)+  after the arguments
//   return_const(value, pos, statement)  `return <constant>` (statement) or the
//                            implicit `return None` (not)
//   make_function(flags, pos)  the code object is on the stack, under it what flags say
//   optimize(nparams)        the version's flow-graph passes, constants trimmed
//   kLocationPerInstruction* one location entry per instruction (3.11), not per run
//   kTwoElementSlices*       `x[a:b]` is BINARY_SLICE / STORE_SLICE
//   kAttributeRef*           how LOAD_ATTR's arg holds its co_names index
//   load_method(name, pos)*  the method half of a method call
//   list_to_tuple(pos)*      the end of a tuple display built as a list
//   load_constant(st, e)*    a Const expression (3.14+: a fold's operands and operator, for the flow graph)
//   is_constant(st, e)*      whether CPython's AST holds e as one Constant (return's location rules)
//   constant_slice(st, e)*   a slice of constants made when the code is generated (3.14+), or -1
//   binary_subscr(pos)*      `x[i]` once container and index are on the stack
//   kFoldDisplays*           displays of constants folded when the code is generated (to 3.13)
//   constant_display(st, e, done)*  3.14+: a display of constants in its folded form, or not (done)
//   kConstKeyMaps*           BUILD_CONST_KEY_MAP for dicts of constant keys (to 3.13)
//   after_body()*            the end of the function body (3.14+: the implicit return's None)
//   final_op(in)*            the opcode assembled for `in` (3.14+: the borrows optimize_load_fast found)
//   kDocstringSlot*          co_consts[0] is None when the function has no docstring (to 3.13)
//   check_call*, check_attribute+, before_tuple_fold*: forms left to CPython
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "pycode/emitter.hpp"
#include "pycode/location_table.hpp"
#include "pycode/source_parser.hpp"
#include "pycode/unit_base.hpp"

namespace pyfxfast::pycode {

constexpr int kStackUseGuideline = 30;  // compile.c's STACK_USE_GUIDELINE
constexpr int kFunctionDefaults = 0x01;     // MAKE_FUNCTION_DEFAULTS
constexpr int kFunctionAnnotations = 0x04;  // MAKE_FUNCTION_ANNOTATIONS
constexpr int kFunctionAnnotate = 0x10;     // MAKE_FUNCTION_ANNOTATE (3.14+)

// CALL_INTRINSIC_1's operands (Include/internal/pycore_intrinsics.h), 3.12+.
constexpr int kIntrinsicUnaryPositive = 5;
constexpr int kIntrinsicListToTuple = 6;

// compile.c's compare_masks (3.12+): COMPARE_OP's arg is `cmp << shift | mask`.
inline int compare_with_mask(CmpOp op, int shift) {
  static constexpr int masks[] = {2, 2 | 8, 8, 1 | 2 | 4, 4, 4 | 8};  // < <= == != > >=
  const int cmp = static_cast<int>(op);
  return (cmp << shift) | masks[cmp];
}

// The inline cache entries of each opcode, from the version's cache_entries.
template <class V>
constexpr std::array<uint8_t, 256> cache_table() {
  std::array<uint8_t, 256> table{};
  for (int op = 0; op < 256; ++op) table[static_cast<size_t>(op)] = static_cast<uint8_t>(V::cache_entries(static_cast<uint8_t>(op)));
  return table;
}

template <class V>
class CodeGen : public UnitBase {
 public:
  using UnitBase::UnitBase;

  bool load_const(const ConstSpec& spec, const Pos& pos) { return load_value(value_of(spec), pos); }

  bool load_value(int value, const Pos& pos) {
    if (value < 0) return fail("a constant fold CPython leaves undone");
    add(V::LOAD_CONST, const_index_of_value(value), pos);
    return true;
  }

  // compiler_nameop. In a function, whether a name is local is known once the whole body is
  // read (a name assigned anywhere is local everywhere): resolve_names decides.
  void load_name(int id, const Pos& pos) {
    if (!function_scope_) add_name(V::LOAD_NAME, kNameIndex, id, pos);
    else add_name(V::LOAD_FAST, kFastOrGlobal, id, pos);
  }

  void store_name(int id, const Pos& pos, bool hidden = false) {
    if (!function_scope_) {
      add_name(V::STORE_NAME, kNameIndex, id, pos);
      return;
    }
    note_store(id, hidden);
    add_name(V::STORE_FAST, kFast, id, pos);
  }

  // The names' indices, in the order CPython gives them: co_varnames the parameters, then the
  // locals by first reference; co_names by first reference. Runs before any flow-graph pass.
  bool resolve_names() {
    struct Info {
      int32_t name = -1;
      int32_t fast = -1;  // -1: a global; -2: a local not numbered yet
    };
    std::vector<Info> info(shared_.names.size());
    varnames_.reserve(params_.size() + stores_.size());
    for (int id : params_) {
      info[static_cast<size_t>(id)].fast = static_cast<int32_t>(varnames_.size());
      varnames_.push_back(name(id));
    }
    for (int id : stores_) {
      if (info[static_cast<size_t>(id)].fast == -1) info[static_cast<size_t>(id)].fast = -2;
    }
    for (int id : hidden_stores_) {
      if (info[static_cast<size_t>(id)].fast == -1) return fail("assignment the scan did not see");
    }
    const auto name_index = [&](int id) {
      Info& x = info[static_cast<size_t>(id)];
      if (x.name < 0) {
        x.name = static_cast<int32_t>(names_.size());
        names_.push_back(name(id));
      }
      return static_cast<int>(x.name);
    };
    const auto fast_index = [&](int id) {
      Info& x = info[static_cast<size_t>(id)];
      if (x.fast < 0) {
        x.fast = static_cast<int32_t>(varnames_.size());
        varnames_.push_back(name(id));
      }
      return static_cast<int>(x.fast);
    };
    const size_t n = instrs.size();
    size_t kept = 0;
    for (size_t i = 0; i < n; ++i) {
      Instr in = instrs[i];
      switch (in.ref) {
        case kResolved:
          break;
        case kNameIndex:
          in.arg = name_index(in.arg);
          break;
        case kNameShifted:
          in.arg = name_index(in.arg) << 1;
          break;
        case kNameMethod:
          in.arg = (name_index(in.arg) << 1) | 1;
          break;
        case kFast:
          in.arg = fast_index(in.arg);
          break;
        case kFastOrGlobal:
        case kCallable:
          if (info[static_cast<size_t>(in.arg)].fast != -1) {
            in.op = V::LOAD_FAST;
            in.arg = fast_index(in.arg);
          } else {
            in.op = V::LOAD_GLOBAL;
            in.arg = (name_index(in.arg) << 1) | (in.ref == kCallable);
          }
          break;
        case kNullIfLocal:
          if (info[static_cast<size_t>(instrs[i + 1].arg)].fast == -1) continue;  // LOAD_GLOBAL pushes it
          break;
        case kDeferredConst:  // the flow graph resolves it
          instrs[kept++] = in;
          continue;
      }
      in.ref = kResolved;
      instrs[kept++] = in;
    }
    instrs.resize(kept);
    return true;
  }

  // Where an artificial instruction (NO_LOCATION) ends up: propagate_line_numbers gives it
  // the location of the instruction before it.
  Pos artificial_pos() const { return pos(instrs.back()); }

  // ---- expressions (compiler_visit_expr1) ----
  bool visit(const Statement& st, int index) {
    const Expr& e = st.exprs[index];
    switch (e.kind) {
      case ExprKind::Name:
        load_name(e.name, e.pos);
        return true;
      case ExprKind::Const:
        return self().load_constant(st, e);
      case ExprKind::Attribute:
        // Lines hold whole statements: update_start_location_to_match_attr never moves a location.
        if (!self().check_attribute(st, e) || !visit(st, e.a)) return false;
        add_name(V::LOAD_ATTR, V::kAttributeRef, e.name, e.pos);
        return true;
      case ExprKind::Call:
        return call(st, e);
      case ExprKind::Subscript:
        return subscript(st, e, false);
      case ExprKind::Slice: {
        const int constant = self().constant_slice(st, e);
        if (constant >= 0) return load_value(constant, e.pos);
        if (!slice_bounds(st, e) || (e.c >= 0 && !visit(st, e.c))) return false;
        add(V::BUILD_SLICE, e.c >= 0 ? 3 : 2, e.pos);
        return true;
      }
      case ExprKind::Tuple:
      case ExprKind::List:
      case ExprKind::Set:
        return sequence(st, e);
      case ExprKind::Dict:
        return dict(st, e);
      case ExprKind::BinOp:
        if (!visit(st, e.a) || !visit(st, e.b)) return false;
        add(V::BINARY_OP, e.op, e.pos);
        return true;
      case ExprKind::UnaryOp:
        if (!visit(st, e.a)) return false;
        self().unary(static_cast<UnaryOp>(e.op), e.pos);
        return true;
      case ExprKind::Compare: {  // compiler_compare, one operator
        if (!visit(st, e.a) || !visit(st, e.b)) return false;
        const CmpOp op = static_cast<CmpOp>(e.op);
        if (op == CmpOp::Is || op == CmpOp::IsNot) add(V::IS_OP, op == CmpOp::IsNot, e.pos);
        else if (op == CmpOp::In || op == CmpOp::NotIn) add(V::CONTAINS_OP, op == CmpOp::NotIn, e.pos);
        else add(V::COMPARE_OP, V::compare_arg(op), e.pos);
        return true;
      }
    }
    return fail("unknown expression");
  }

  // compiler_slice: lower and upper, None where left out (at the slice's location).
  bool slice_bounds(const Statement& st, const Expr& slice) {
    if (slice.a >= 0 ? !visit(st, slice.a) : !load_value(none_value(), slice.pos)) return false;
    return slice.b >= 0 ? visit(st, slice.b) : load_value(none_value(), slice.pos);
  }

  // compiler_subscript, load or store: container, index; from 3.12 `x[a:b]` (is_two_element_slice)
  // is the bounds and BINARY_SLICE / STORE_SLICE.
  bool subscript(const Statement& st, const Expr& e, bool store) {
    if (!visit(st, e.a)) return false;
    if constexpr (V::kTwoElementSlices) {
      const Expr& index = st.exprs[e.b];
      if (index.kind == ExprKind::Slice && index.c < 0 && self().constant_slice(st, index) < 0) {
        if (!slice_bounds(st, index)) return false;
        add(store ? V::STORE_SLICE : V::BINARY_SLICE, 0, e.pos);
        return true;
      }
    }
    if (!visit(st, e.b)) return false;
    if (store) add(V::STORE_SUBSCR, 0, e.pos);
    else self().binary_subscr(e.pos);
    return true;
  }

  // The arguments (positional, then keyword values) and the version's call instructions;
  // `kw_pos`: where the keyword names go (the method's attribute on the method path, else the call).
  bool arguments_and_call(const Statement& st, const Expr& e, const Pos& kw_pos) {
    for (int i = 0; i < e.count + e.kw_count; ++i) {
      if (!visit(st, st.items[e.first + i])) return false;
    }
    int names = -1;
    if (e.kw_count > 0) {
      names = keyword_names_value(st, e);
      if (names < 0) return fail("keyword names");
    }
    self().call_instructions(e, names, kw_pos);
    return true;
  }

  bool call(const Statement& st, const Expr& e) {
    const Expr& func = st.exprs[e.c];
    if (!self().check_call(func)) return false;
    // maybe_optimize_method_call (no imports in the subset: is_import_originated never holds)
    if (func.kind == ExprKind::Attribute && e.count + e.kw_count + (e.kw_count != 0) < kStackUseGuideline) {
      if (!self().check_attribute(st, func) || !visit(st, func.a)) return false;
      self().load_method(func.name, func.pos);
      return arguments_and_call(st, e, func.pos);
    }
    // compiler_call_helper's fast path; the CALL_FUNCTION_EX one is left to CPython.
    if (e.count + 2 * e.kw_count > kStackUseGuideline) return fail("call with many arguments");
    if (!self().push_callable(st, e)) return false;
    return arguments_and_call(st, e, e.pos);
  }

  // 3.11/3.12's compiler_call: a global callable is LOAD_GLOBAL with the NULL bit
  // (optimize_basic_block's fold of PUSH_NULL, LOAD_GLOBAL), anything else PUSH_NULL first.
  bool null_then_callable(const Statement& st, const Expr& e) {
    const Expr& func = st.exprs[e.c];
    if (func.kind == ExprKind::Name && function_scope_) {  // which of the two: resolve_names
      add_name(V::PUSH_NULL, kNullIfLocal, 0, func.pos);
      add_name(V::LOAD_GLOBAL, kCallable, func.name, func.pos);
      return true;
    }
    add(V::PUSH_NULL, 0, func.pos);
    return visit(st, e.c);
  }

  bool all_const(const Statement& st, int first, int count, int stride = 1) const {
    for (int i = 0; i < count; ++i) {
      if (st.exprs[st.items[first + i * stride]].kind != ExprKind::Const) return false;
    }
    return true;
  }

  // starunpack_helper for tuples, lists and sets (no starred elements, nothing pushed before).
  bool sequence(const Statement& st, const Expr& e) {
    if constexpr (!V::kFoldDisplays) {
      bool done = false;
      if (!self().constant_display(st, e, done)) return false;
      if (done) return true;
    }
    const bool tuple = e.kind == ExprKind::Tuple;
    const bool set = e.kind == ExprKind::Set;
    const uint8_t build = set ? V::BUILD_SET : V::BUILD_LIST;
    const uint8_t append = set ? V::SET_ADD : V::LIST_APPEND;
    const int n = e.count;
    if (V::kFoldDisplays && n > 2 && all_const(st, e.first, n)) {
      // A display of constants is its folded tuple (frozenset), loaded and extended.
      const auto fold = [&]() {
        ConstSpec folded;
        folded.kind = set ? ConstKind::FrozenSet : ConstKind::Tuple;
        for (int i = 0; i < n; ++i) folded.items.push_back(st.spec(st.exprs[st.items[e.first + i]].const_index));
        return value_of(folded);
      };
      int value = -1;
      if (tuple) {
        value = fold();
      } else {
        bool inserted = false;
        const int text = shared_.lists.intern(st.text_of(e.pos), inserted);
        if (inserted) shared_.list_values.push_back(fold());
        value = shared_.list_values[static_cast<size_t>(text)];
      }
      if (value < 0) return fail("a constant fold CPython leaves undone");
      if (tuple) {
        add(V::LOAD_CONST, const_index_of_value(value), e.pos);
        return true;
      }
      add(build, 0, e.pos);
      add(V::LOAD_CONST, const_index_of_value(value), e.pos);
      add(set ? V::SET_UPDATE : V::LIST_EXTEND, 1, e.pos);
      return true;
    }
    if (n <= kStackUseGuideline) {
      for (int i = 0; i < n; ++i) {
        if (!visit(st, st.items[e.first + i])) return false;
      }
      add(tuple ? static_cast<uint8_t>(V::BUILD_TUPLE) : build, n, e.pos);
      return true;
    }
    add(build, 0, e.pos);
    for (int i = 0; i < n; ++i) {
      if (!visit(st, st.items[e.first + i])) return false;
      add(append, 1, e.pos);
    }
    if (tuple) self().list_to_tuple(e.pos);
    return true;
  }

  // compiler_subdict: keys and values from pair `begin` to `end`.
  bool subdict(const Statement& st, const Expr& e, int begin, int end) {
    const int n = end - begin;
    const bool big = n * 2 > kStackUseGuideline;
    if constexpr (V::kConstKeyMaps) {
      if (n > 1 && !big && all_const(st, e.first + 2 * begin, n, 2)) {
        ConstSpec keys;
        keys.kind = ConstKind::Tuple;
        for (int i = begin; i < end; ++i) {
          if (!visit(st, st.items[e.first + 2 * i + 1])) return false;
          keys.items.push_back(st.spec(st.exprs[st.items[e.first + 2 * i]].const_index));
        }
        if (!load_const(keys, e.pos)) return false;
        add(V::BUILD_CONST_KEY_MAP, n, e.pos);
        return true;
      }
    }
    if (big) add(V::BUILD_MAP, 0, e.pos);
    for (int i = begin; i < end; ++i) {
      if (!visit(st, st.items[e.first + 2 * i]) || !visit(st, st.items[e.first + 2 * i + 1])) return false;
      if (big) add(V::MAP_ADD, 1, e.pos);
    }
    if (!big) add(V::BUILD_MAP, n, e.pos);
    return true;
  }

  // compiler_dict without ** unpacking.
  bool dict(const Statement& st, const Expr& e) {
    const int n = e.count;
    bool have_dict = false;
    int elements = 0;
    for (int i = 0; i < n; ++i) {
      if (elements * 2 > kStackUseGuideline) {
        if (!subdict(st, e, i - elements, i + 1)) return false;
        if (have_dict) add(V::DICT_UPDATE, 1, e.pos);
        have_dict = true;
        elements = 0;
      } else {
        ++elements;
      }
    }
    if (elements > 0) {
      if (!subdict(st, e, n - elements, n)) return false;
      if (have_dict) add(V::DICT_UPDATE, 1, e.pos);
      have_dict = true;
    }
    if (!have_dict) add(V::BUILD_MAP, 0, e.pos);
    return true;
  }

  // ---- statements (compiler_visit_stmt) ----
  bool statement(const Statement& st) {
    switch (st.kind) {
      case StmtKind::Assign: {
        if (!visit(st, st.value)) return false;
        const size_t n = st.targets.size();
        for (size_t i = 0; i < n; ++i) {
          if (i + 1 < n) add(V::COPY, 1, st.pos);
          const Expr& target = st.exprs[st.targets[i]];
          if (target.kind == ExprKind::Name) {
            store_name(target.name, target.pos, target.hidden);
          } else if (!subscript(st, target, true)) {
            return false;
          }
        }
        return true;
      }
      case StmtKind::AugAssign: {  // compiler_augassign, a name target
        const Expr& target = st.exprs[st.targets[0]];
        load_name(target.name, target.pos);
        if (!visit(st, st.value)) return false;
        add(V::BINARY_OP, 13 + st.op, st.pos);  // NB_INPLACE_* follow the NB_* in the same order
        store_name(target.name, target.pos, target.hidden);
        return true;
      }
      case StmtKind::Expr:  // compiler_stmt_expr: the POP_TOP is artificial
        if (!visit(st, st.value)) return false;
        add(V::POP_TOP, 0, artificial_pos());
        return true;
      case StmtKind::Return: {  // compiler_return
        if (st.value < 0) return self().return_const(none_value(), st.pos, true);
        const Expr& value = st.exprs[st.value];
        // A constant: at its own location, the statement's NOP removed.
        if (self().is_constant(st, value)) {
          const int v = source_value(st, value);
          return v >= 0 && self().return_const(v, value.pos, true);
        }
        if (!visit(st, st.value)) return false;
        add(V::RETURN_VALUE, 0, st.pos);
        return true;
      }
      case StmtKind::Pass:
        add(V::NOP, 0, st.pos);
        return true;
    }
    return fail("unknown statement");
  }

  // add_return_at_end: `return None` where the block falls through, without a location.
  bool implicit_return() { return self().return_const(none_value(), artificial_pos(), false); }

  // ---- flow graph ----
  static void set_nop(Instr& in) {
    in.op = V::NOP;
    in.arg = 0;
  }

  // fold_tuple_on_constants: LOAD_CONST x n, BUILD_TUPLE n -> NOPs, LOAD_CONST tuple (appended
  // to the constants, or the equal one already there). Returns false only where the fold fails.
  bool fold_tuple_on_constants(size_t build) {
    const size_t n = static_cast<size_t>(instrs[build].arg);
    if (n > build) return true;
    for (size_t k = build - n; k < build; ++k) {
      if (instrs[k].op != V::LOAD_CONST) return true;
    }
    if (!self().before_tuple_fold(build)) return false;
    std::vector<int> values;
    values.reserve(n);
    for (size_t k = build - n; k < build; ++k) values.push_back(consts_[static_cast<size_t>(instrs[k].arg)]);
    const int value = shared_.resolver.resolve_tuple(values);
    if (value < 0) return fail("tuple fold");
    for (size_t k = build - n; k < build; ++k) set_nop(instrs[k]);
    instrs[build].op = V::LOAD_CONST;
    instrs[build].arg = const_index_of_value(value);
    return true;
  }

  // 3.11/3.12's optimize_basic_block for this code: the tuple folds, then the NOPs they left.
  bool fold_tuples() {
    bool folded = false;
    for (size_t i = 0; i < instrs.size(); ++i) {
      if (instrs[i].op != V::BUILD_TUPLE) continue;
      if (!fold_tuple_on_constants(i)) return false;
      folded = folded || instrs[i].op == V::LOAD_CONST;
    }
    if (!folded) return true;  // no NOP made
    remove_redundant_nops();
    for (const Instr& in : instrs) {
      if (in.op == V::NOP) return fail("a NOP CPython would keep");
    }
    return true;
  }

  // basicblock_remove_redundant_nops: a NOP goes unless it alone carries its line.
  int remove_redundant_nops() {
    return remove_redundant_nops([](size_t) {});
  }

  // The same, calling `kept(dest)` once instrs[dest] holds the next instruction kept.
  template <class Kept>
  int remove_redundant_nops(Kept&& kept) {
    const size_t n = instrs.size();
    size_t dest = 0;
    int prev_line = -1;
    for (size_t src = 0; src < n; ++src) {
      const int line = this->line(instrs[src]);
      if (instrs[src].op == V::NOP) {
        if (line < 0 || prev_line == line) continue;
        if (src + 1 < n) {
          const int next_line = this->line(instrs[src + 1]);
          if (next_line == line) continue;
          if (next_line < 0) {
            copy_pos(instrs[src + 1], instrs[src]);
            continue;
          }
        }
      }
      if (dest != src) instrs[dest] = instrs[src];
      kept(dest);
      ++dest;
      prev_line = line;
    }
    const int removed = static_cast<int>(n - dest);
    instrs.resize(dest);
    return removed;
  }

  // remove_unused_consts (3.12+): unused constants go and the rest move up; the first stays (a
  // function's docstring slot). The unit's last change to its constants.
  void remove_unused_consts() {
    std::vector<int> used(consts_.size(), 0);
    for (const Instr& in : instrs) {
      if (V::uses_const(in.op)) used[static_cast<size_t>(in.arg)] = 1;
    }
    drop_unused_consts(used);
  }

  // The second half of remove_unused_consts, `used` marking (non-zero) the constants the code
  // loads. The code's indices are renumbered where it is assembled (const_map_), not in a pass of
  // their own: no pass after this one reads a constant's index.
  void drop_unused_consts(std::vector<int>& used) {
    const size_t n = consts_.size();
    if (n == 0) return;
    used[0] = 1;
    int kept = 0;
    for (size_t i = 0; i < n; ++i) {
      if (used[i] == 0) {
        used[i] = -1;
        continue;
      }
      used[i] = kept;
      consts_[static_cast<size_t>(kept)] = consts_[i];
      ++kept;
    }
    if (static_cast<size_t>(kept) == n) return;
    consts_.resize(static_cast<size_t>(kept));
    const_map_ = std::move(used);
    const_index_.clear();  // indices moved: nothing may be added from here on
    function_code_index_ = -1;
    annotate_code_index_ = -1;
  }

  // add_checks_for_loads_of_uninitialized_variables (3.12+): a load of a local that may be
  // unbound is LOAD_FAST_CHECK. Parameters start bound; locals past the 64th are tracked per
  // block only (fast_scan_many_locals): there, even a parameter counts as unbound until the
  // block loads or stores it. One instruction at a time, in order (mark).
  class UnboundLoads {
   public:
    UnboundLoads(int nparams, int nlocals)
        : bound_(nlocals > 64 ? static_cast<size_t>(nlocals - 64) : 0, false) {
      for (int i = nparams; i < std::min(nlocals, 64); ++i) unsafe_ |= uint64_t{1} << i;
    }
    void mark(Instr& in) {
      if (in.op != V::LOAD_FAST && in.op != V::STORE_FAST) return;
      if (in.arg >= 64) {
        const size_t k = static_cast<size_t>(in.arg - 64);
        if (in.op == V::LOAD_FAST && !bound_[k]) in.op = V::LOAD_FAST_CHECK;
        bound_[k] = true;
        return;
      }
      const uint64_t bit = uint64_t{1} << in.arg;
      if (in.op == V::LOAD_FAST && (unsafe_ & bit) != 0) in.op = V::LOAD_FAST_CHECK;
      unsafe_ &= ~bit;
    }

   private:
    uint64_t unsafe_ = 0;
    std::vector<bool> bound_;
  };

  void mark_loads_of_unbound_locals(int nparams) {
    if (varnames_.empty()) return;
    UnboundLoads loads(nparams, static_cast<int>(varnames_.size()));
    for (Instr& in : instrs) loads.mark(in);
  }

  // ---- flow-graph passes 3.13 and later share (flowgraph.c) ----
  // optimize_basic_block's rewrites of an instruction and the next: a store's duplicate on one
  // line, the NULL folded into LOAD_GLOBAL, a comparison's TO_BOOL folded into it, `not not`.
  void rewrite_pair(size_t i) {
    Instr& in = instrs[i];
    const uint8_t next = i + 1 < instrs.size() ? instrs[i + 1].op : 0;
    switch (in.op) {
      case V::STORE_FAST:  // the same local stored twice on one line: the first store is a POP_TOP
        if (next == V::STORE_FAST && in.arg == instrs[i + 1].arg && line(in) == line(instrs[i + 1])) {
          in.op = V::POP_TOP;
          in.arg = 0;
        }
        break;
      case V::LOAD_GLOBAL:
        if (next == V::PUSH_NULL && (in.arg & 1) == 0) {
          in.arg |= 1;
          set_nop(instrs[i + 1]);
        }
        break;
      case V::COMPARE_OP:
        if (next == V::TO_BOOL) {
          instrs[i + 1].op = V::COMPARE_OP;
          instrs[i + 1].arg = in.arg | 16;
          set_nop(in);
        }
        break;
      case V::CONTAINS_OP:
      case V::IS_OP:
        if (next == V::TO_BOOL) {
          instrs[i + 1].op = in.op;
          instrs[i + 1].arg = in.arg;
          set_nop(in);
        }
        break;
      case V::TO_BOOL:
        if (next == V::TO_BOOL) set_nop(in);
        break;
      case V::UNARY_NOT:
        if (next == V::TO_BOOL) {
          set_nop(in);
          instrs[i + 1].op = V::UNARY_NOT;
          instrs[i + 1].arg = 0;
        } else if (next == V::UNARY_NOT) {
          set_nop(in);
          set_nop(instrs[i + 1]);
        }
        break;
      default:
        break;
    }
  }

  // remove_redundant_nops_and_pairs: a constant load or COPY 1 followed by POP_TOP cancel out
  // (3.14+'s LOAD_SMALL_INT and LOAD_COMMON_CONSTANT are still LOAD_CONST here). Returns what its
  // last NOP removal removed.
  // Each round is one pass: the pairs are found in the code the NOP removal leaves, as it leaves
  // it (what it keeps is final for the round, and the pairs' NOPs keep their lines).
  int remove_redundant_nops_and_pairs() {
    bool done = false;
    int removed = 0;
    while (!done) {
      done = true;
      removed = remove_redundant_nops([&](size_t dest) {
        if (dest == 0 || instrs[dest].op != V::POP_TOP) return;
        Instr& prev = instrs[dest - 1];
        if (prev.op == V::LOAD_CONST || (prev.op == V::COPY && prev.arg == 1)) {
          set_nop(prev);
          set_nop(instrs[dest]);
          done = false;
        }
      });
    }
    return removed;
  }

  // add_checks_for_loads_of_uninitialized_variables, then insert_superinstructions (3.13+), in
  // one pass: each instruction is marked before the pair it starts is looked at.
  void mark_loads_and_insert_superinstructions(int nparams) {
    if (varnames_.empty()) {
      insert_superinstructions([](size_t) {});
      return;
    }
    UnboundLoads loads(nparams, static_cast<int>(varnames_.size()));
    if (!instrs.empty()) loads.mark(instrs[0]);
    insert_superinstructions([&](size_t i) {
      if (i + 1 < instrs.size()) loads.mark(instrs[i + 1]);
    });
  }

  // insert_superinstructions: adjacent fast loads and stores on one line, both indices below 16.
  // `before(i)`: called before instructions i and i + 1 are looked at.
  template <class Before>
  void insert_superinstructions(Before&& before) {
    bool any = false;
    for (size_t i = 0; i + 1 < instrs.size(); ++i) {
      before(i);
      Instr& first = instrs[i];
      Instr& second = instrs[i + 1];
      uint8_t super = 0;
      if (first.op == V::LOAD_FAST && second.op == V::LOAD_FAST) super = V::LOAD_FAST_LOAD_FAST;
      else if (first.op == V::STORE_FAST && second.op == V::LOAD_FAST) super = V::STORE_FAST_LOAD_FAST;
      else if (first.op == V::STORE_FAST && second.op == V::STORE_FAST) super = V::STORE_FAST_STORE_FAST;
      if (super == 0) continue;
      // make_super_instruction
      const int first_line = line(first), second_line = line(second);
      if (first_line >= 0 && second_line >= 0 && first_line != second_line) continue;
      if (first.arg >= 16 || second.arg >= 16) continue;
      first.op = super;
      first.arg = (first.arg << 4) | second.arg;
      set_nop(second);
      any = true;
    }
    if (any) remove_redundant_nops();
  }

  // ---- assembler (write_instr, calculate_stackdepth, assemble_location_info) ----
  void assemble(CodeUnit& out, int firstlineno) {
    static constexpr std::array<uint8_t, 256> kCaches = cache_table<V>();
    const auto extended_args = [](unsigned int arg) { return (arg > 0xFFFFFF) + (arg > 0xFFFF) + (arg > 0xFF); };
    // Each instruction's (EXTENDED_ARGs,) opcode and arg, then its caches' zeros: sized once.
    // An instruction's arg as written: a constant's index renumbered (drop_unused_consts).
    const bool renumber = !const_map_.empty();
    const auto final_arg = [&](const Instr& in) {
      return static_cast<unsigned int>(renumber && V::uses_const(in.op) ? const_map_[static_cast<size_t>(in.arg)] : in.arg);
    };
    size_t units = 0;
    for (const Instr& in : instrs) units += 1 + extended_args(final_arg(in)) + kCaches[self().final_op(in)];
    char* code = out.storage != nullptr ? out.storage->allocate(units * 2) : nullptr;
    if (code == nullptr) {
      out.code.resize(units * 2);
      code = &out.code[0];
    }
    LocationWriter locations(out.linetable, firstlineno, instrs.size() * 5 / 2 + 64);
    int depth = 0, max_depth = 0;
    for (const Instr& in : instrs) {
      const unsigned int arg = final_arg(in);
      const uint8_t op = self().final_op(in);
      const int extended = extended_args(arg);
      for (int shift = extended * 8; shift > 0; shift -= 8) {
        code[0] = static_cast<char>(V::EXTENDED_ARG);
        code[1] = static_cast<char>((arg >> shift) & 0xFF);
        code += 2;
      }
      code[0] = static_cast<char>(op);
      code[1] = static_cast<char>(arg & 0xFF);
      const int caches = kCaches[op];
      for (int k = 2; k < 2 + 2 * caches; ++k) code[k] = '\0';  // the inline caches start zeroed
      code += 2 + 2 * caches;
      if (V::kLocationPerInstruction) locations.entry(pos(in), extended + 1 + caches);
      else locations.add(pos(in), extended + 1 + caches);
      depth += V::stack_effect(op, static_cast<int>(arg));
      if (depth > max_depth) max_depth = depth;
    }
    locations.finish();
    out.nlocals = static_cast<int>(varnames_.size());
    out.consts = std::move(consts_);  // the unit is done
    out.names = std::move(names_);
    out.varnames = std::move(varnames_);
    out.stacksize = max_depth;
    out.firstlineno = firstlineno;
  }

  // ---- hooks with a default: 3.12 and later ----
  static constexpr bool kLocationPerInstruction = false;
  static constexpr bool kTwoElementSlices = true;
  static constexpr bool kFoldDisplays = true;
  static constexpr bool kDocstringSlot = true;
  static constexpr bool kLazyAnnotations = false;
  static constexpr bool kConstKeyMaps = true;
  bool load_constant(const Statement& st, const Expr& e) { return load_value(source_value(st, e), e.pos); }
  bool is_constant(const Statement&, const Expr& e) const { return e.kind == ExprKind::Const; }
  int constant_slice(const Statement&, const Expr&) { return -1; }
  void binary_subscr(const Pos& pos) { add(V::BINARY_SUBSCR, 0, pos); }
  void after_body() {}
  uint8_t final_op(const Instr& in) const { return in.op; }  // the opcode assembled
  static constexpr NameRef kAttributeRef = kNameShifted;
  // maybe_optimize_method_call: LOAD_ATTR with the method bit, at the attribute's location.
  void load_method(int id, const Pos& pos) { add_name(V::LOAD_ATTR, kNameMethod, id, pos); }
  void list_to_tuple(const Pos& pos) { add(V::CALL_INTRINSIC_1, kIntrinsicListToTuple, pos); }
  bool check_call(const Expr&) { return true; }
  bool before_tuple_fold(size_t) { return true; }

  // ---- hooks with a default: 3.13 and later (3.11 and 3.12 have their own) ----
  void unary(UnaryOp op, const Pos& pos) {
    switch (op) {
      case UnaryOp::Neg: add(V::UNARY_NEGATIVE, 0, pos); break;
      case UnaryOp::Pos: add(V::CALL_INTRINSIC_1, kIntrinsicUnaryPositive, pos); break;
      case UnaryOp::Invert: add(V::UNARY_INVERT, 0, pos); break;
      case UnaryOp::Not:  // TO_BOOL first: UNARY_NOT takes an exact bool from 3.13 on
        add(V::TO_BOOL, 0, pos);
        add(V::UNARY_NOT, 0, pos);
        break;
    }
  }

  // In a function, `super(a, b).x` becomes LOAD_SUPER_ATTR (can_optimize_super_call): left to CPython.
  bool check_attribute(const Statement& st, const Expr& attr) {
    if (!function_scope_) return true;
    const Expr& value = st.exprs[attr.a];
    if (value.kind != ExprKind::Call) return true;
    const Expr& func = st.exprs[value.c];
    if (func.kind == ExprKind::Name && func.name == kNameSuper) return fail("attribute of super()");
    return true;
  }

  // compiler_call / codegen_call: the callable, then PUSH_NULL (optimize_basic_block folds it
  // into LOAD_GLOBAL).
  bool push_callable(const Statement& st, const Expr& call) {
    if (!visit(st, call.c)) return false;
    add(V::PUSH_NULL, 0, st.exprs[call.c].pos);
    return true;
  }

  // CALL, or compiler_call_simple_kw_helper's names constant and CALL_KW.
  void call_instructions(const Expr& call, int keyword_names, const Pos& kw_pos) {
    const int n = call.count + call.kw_count;
    if (keyword_names < 0) {
      add(V::CALL, n, call.pos);
      return;
    }
    add(V::LOAD_CONST, const_index_of_value(keyword_names), kw_pos);
    add(V::CALL_KW, n, call.pos);
  }

 protected:
  V& self() { return static_cast<V&>(*this); }
};

// One emission: the function's code unit, then the module's that makes the function.
template <class V>
class ModuleEmitter final : public Emitter {
 public:
  bool emit(std::string_view src, ConstResolver& resolver, EmittedModule& out, std::string& why) const override {
    Shared shared(resolver);
    const bool ok = emit_module(src, shared, out);
    if (!ok) why = shared.why.empty() ? "unsupported source" : shared.why;
    return ok;
  }

 private:
  static bool fail(Shared& shared, const char* why) {
    if (shared.why.empty()) shared.why = why;
    return false;
  }

  static bool emit_module(std::string_view src, Shared& shared, EmittedModule& out) {
    Layout layout;
    if (!split_layout(src, layout, shared.why)) return false;
    if (layout.body.empty()) return fail(shared, "def without a body");
    shared.names.reserve(layout.body.size() + 256);
    SourceParser parser(shared.names);
    Header header;
    if (!parser.parse_header(layout.def_line, header, shared.why)) return false;

    // The function first: the module's constants hold its code.
    V fn(shared, true);
    Pos last_pos;
    if (!emit_function(layout, header, parser, fn, out.function, last_pos)) return false;

    V mod(shared, false);
    mod.add(V::RESUME, 0, Pos{0, 1, 0, 0});  // compiler_enter_scope: line 0 for a module
    std::vector<Statement> stmts;
    for (const Line& line : layout.prelude) {
      size_t used = 0;
      if (!parser.parse_line(line, 0, stmts, used, shared.why)) return false;
      for (size_t i = 0; i < used; ++i) {
        if (stmts[i].kind != StmtKind::Expr) return fail(shared, "module statement other than an expression");
        if (!mod.statement(stmts[i])) return false;
      }
    }
    if (!emit_def(header, Pos{header.pos.line, last_pos.end_line, 0, last_pos.end_col}, shared, mod, out)) return false;
    if (!mod.implicit_return() || !mod.resolve_names() || !mod.optimize(0)) return false;
    mod.assemble(out.module, 1);
    out.module.argcount = 0;
    out.module.flags = 0;
    out.module.name = "<module>";
    return true;
  }

  // compiler_function_body. `last_pos`: where the body's last statement is (the def statement ends there).
  static bool emit_function(const Layout& layout, const Header& header, SourceParser& parser, V& fn, CodeUnit& out,
                            Pos& last_pos) {
    int argcount = 0;
    int flags = 0x1 | 0x2;  // CO_OPTIMIZED | CO_NEWLOCALS
    fn.reserve(layout.body.size() * 16 + 16);
    for (const ParamSpec& p : header.params) {
      fn.declare_param(p.param.id);
      if (p.param.kind == 0) ++argcount;
      if (p.param.kind == 1) flags |= 0x4;  // CO_VARARGS
      if (p.param.kind == 2) flags |= 0x8;  // CO_VARKEYWORDS
    }
    const int def_line = layout.def_line.number;
    fn.add(V::RESUME, 0, Pos{def_line, def_line, 0, 0});
    if (V::kDocstringSlot) fn.const_index_of_value(fn.none_value());  // co_consts[0]: the docstring slot
    std::vector<Statement> stmts;
    bool returned = false;
    bool only_pass = false;
    for (size_t k = 0; k < layout.body.size(); ++k) {
      const Line& line = layout.body[k];
      if (k + 1 < layout.body.size()) parser.prefetch(layout.body[k + 1], 4);
      size_t used = 0;
      if (!parser.parse_line(line, 4, stmts, used, fn.why())) return false;
      for (size_t i = 0; i < used; ++i) {
        const Statement& st = stmts[i];
        if (returned) return fn.fail("statement after return");
        if (st.kind == StmtKind::Pass) {
          if (fn.instrs.size() != 1 || layout.body.size() != 1 || used != 1) return fn.fail("pass among statements");
          only_pass = true;
        }
        if (!fn.statement(st)) return false;
        returned = st.kind == StmtKind::Return;
      }
      if (used > 0) last_pos = stmts[used - 1].pos;
    }
    // add_return_at_end; after a `return` it is unreachable and remove_unreachable drops it.
    fn.after_body();
    if (!returned) {
      if (!fn.implicit_return()) return false;
      // A lone `pass`: the implicit return took its location; its NOP goes.
      if (only_pass) fn.instrs.erase(fn.instrs.begin() + 1);
    }
    if (!fn.resolve_names() || !fn.optimize(static_cast<int>(header.params.size()))) return false;
    fn.assemble(out, def_line);
    out.argcount = argcount;
    out.flags = flags;
    out.name = header.name;
    return !fn.failed();
  }

  // compiler_function: defaults, annotations, the code, the function made, the store.
  static bool emit_def(const Header& header, const Pos& def_pos, Shared& shared, V& mod, EmittedModule& out) {
    const Statement& arena = header.arena;
    int flags = 0;
    int defaults = 0;
    for (const ParamSpec& p : header.params) {
      if (p.default_value < 0) continue;
      if (!mod.visit(arena, p.default_value)) return false;
      ++defaults;
    }
    if (defaults > 0) {
      mod.add(V::BUILD_TUPLE, defaults, def_pos);
      flags |= kFunctionDefaults;
    }
    if constexpr (V::kLazyAnnotations) {
      // PEP 649: the annotations are a function of their own, __annotate__, made before the def's.
      bool any = header.returns >= 0;
      for (const ParamSpec& p : header.params) any = any || p.annotation >= 0;
      if (any) {
        V unit(shared, true);
        if (!unit.emit_annotate(header, def_pos, out.annotate)) return false;
        out.has_annotate = true;
        mod.add(V::LOAD_CONST, mod.const_index_of_value(kAnnotateCodeValue), def_pos);
        mod.add(V::MAKE_FUNCTION, 0, def_pos);
        flags |= kFunctionAnnotate;
      }
    } else {
      // compiler_visit_annotations: parameters in order (positional, *args, **kwargs), then `return`.
      int annotations = 0;
      const auto annotate = [&](std::string_view name, int annotation) {
        ConstSpec key;
        key.kind = ConstKind::Str;
        key.text = std::string(name);
        ++annotations;
        return mod.load_const(key, def_pos) && mod.visit(arena, annotation);
      };
      for (const ParamSpec& p : header.params) {
        if (p.annotation >= 0 && !annotate(p.param.name, p.annotation)) return false;
      }
      if (header.returns >= 0 && !annotate("return", header.returns)) return false;
      if (annotations > 0) {
        mod.add(V::BUILD_TUPLE, annotations * 2, def_pos);
        flags |= kFunctionAnnotations;
      }
    }
    mod.add(V::LOAD_CONST, mod.const_index_of_value(kFunctionCodeValue), def_pos);
    mod.make_function(flags, def_pos);
    mod.store_name(header.name_id, def_pos);
    return !mod.failed();
  }
};

}  // namespace pyfxfast::pycode
