// What CPython 3.14 changed for every later version, on top of the shared code generator
// (codegen.hpp): constants folded in the flow graph instead of the AST, so a fold's operands are
// added to co_consts first and its result appended when the pass reaches it; no docstring slot;
// slices of constants made when the code is generated; `x[i]` as BINARY_OP NB_SUBSCR; no
// RETURN_CONST and no BUILD_CONST_KEY_MAP; LOAD_SMALL_INT for ints 0-255; LOAD_FAST_BORROW where
// the reference the load pushes is consumed before anything can kill it (optimize_load_fast).
//
// A version V derives from CodeGen314<V> (emit_cpython314.cpp, emit_cpython315.cpp) and gives its
// opcode numbers (the names are 3.14's), cache_entries, and
//   const_load(value, in)  how a LOAD_CONST of `value` is written (LOAD_SMALL_INT, ...)
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "pycode/codegen.hpp"

namespace pyfxfast::pycode {

constexpr int kBinaryOpAdd = 0;        // NB_ADD
constexpr int kBinaryOpSubtract = 10;  // NB_SUBTRACT
constexpr int kBinaryOpSubscr = 26;    // NB_SUBSCR (3.14+)
constexpr int kMinConstSequence = 3;   // flowgraph.c's MIN_CONST_SEQUENCE_SIZE
constexpr int kSmallIntLimit = 256;    // _PY_NSMALLPOSINTS: LOAD_SMALL_INT's range is [0, 256)
constexpr int kCommonNotImplementedError = 1;  // LOAD_COMMON_CONSTANT's table (3.14+)

template <class V>
class CodeGen314 : public CodeGen<V> {
  using Base = CodeGen<V>;

 public:
  using Base::Base;
  using Base::add;
  using Base::instrs;
  using Base::set_nop;

  static constexpr bool kFoldDisplays = false;
  static constexpr bool kConstKeyMaps = false;
  static constexpr bool kDocstringSlot = false;
  static constexpr bool kLazyAnnotations = true;

  // Stack effects of the opcodes written here, as _PyOpcode_num_popped / _PyOpcode_num_pushed
  // give them (their names, not numbers, are the same from 3.14 on).
  static int stack_effect(uint8_t op, int arg) { return pushes(op, arg) - pops(op, arg); }

  static int pops(uint8_t op, int arg) {
    switch (op) {
      case V::POP_TOP: case V::RETURN_VALUE: case V::STORE_NAME: case V::STORE_FAST: case V::TO_BOOL: case V::UNARY_INVERT:
      case V::UNARY_NEGATIVE: case V::UNARY_NOT: case V::CALL_INTRINSIC_1: case V::MAKE_FUNCTION: case V::LOAD_ATTR:
      case V::STORE_FAST_LOAD_FAST:
        return 1;
      case V::BINARY_OP: case V::COMPARE_OP: case V::IS_OP: case V::CONTAINS_OP: case V::STORE_FAST_STORE_FAST: case V::LIST_APPEND:
      case V::LIST_EXTEND: case V::SET_ADD: case V::SET_UPDATE: case V::DICT_UPDATE: case V::SET_FUNCTION_ATTRIBUTE:
        return 2;
      case V::BINARY_SLICE: case V::STORE_SUBSCR: case V::MAP_ADD: return 3;
      case V::POP_JUMP_IF_FALSE: return 1;
      case V::RAISE_VARARGS: return arg;
      case V::STORE_SLICE: return 4;
      case V::COPY: return arg;
      case V::BUILD_TUPLE: case V::BUILD_LIST: case V::BUILD_SET: case V::BUILD_SLICE: return arg;
      case V::BUILD_MAP: return 2 * arg;
      case V::CALL: return 2 + arg;
      case V::CALL_KW: return 3 + arg;
      default: return 0;  // NOP, RESUME, PUSH_NULL, the loads
    }
  }
  static int pushes(uint8_t op, int arg) {
    switch (op) {
      case V::POP_TOP: case V::RETURN_VALUE: case V::STORE_NAME: case V::STORE_FAST: case V::STORE_SUBSCR: case V::STORE_SLICE:
      case V::STORE_FAST_STORE_FAST: case V::NOP: case V::RESUME: case V::POP_JUMP_IF_FALSE: case V::NOT_TAKEN: case V::RAISE_VARARGS:
        return 0;
      case V::LIST_APPEND: case V::LIST_EXTEND: case V::SET_ADD: case V::SET_UPDATE: case V::DICT_UPDATE: return 1;
      case V::MAP_ADD: return 1;
      case V::COPY: return arg + 1;
      case V::LOAD_FAST_LOAD_FAST: case V::LOAD_FAST_BORROW_LOAD_FAST_BORROW: return 2;
      case V::LOAD_ATTR: return 1 + (arg & 1);
      case V::LOAD_GLOBAL: return 1 + (arg & 1);
      default: return 1;
    }
  }

  static bool uses_const(uint8_t op) { return op == V::LOAD_CONST; }
  static int compare_arg(CmpOp op) { return compare_with_mask(op, 5); }

  // ---- code generation ----
  static bool is_leaf(ConstKind kind) { return kind <= ConstKind::Bytes; }

  // A Const of the parser is one Constant in CPython's AST only when it is a leaf; the folds the
  // parser made (signs, `1+2j`, tuples) are written out for the flow graph to fold again.
  bool load_constant(const Statement& st, const Expr& e) {
    const ConstNode& node = st.consts[static_cast<size_t>(e.const_index)];
    if (is_leaf(node.kind)) return this->load_value(this->source_value(st, e), e.pos);
    if (node.kind == ConstKind::Tuple && node.count <= kStackUseGuideline && leaf_items(st, node)) {
      return constant_tuple(st, e, node);
    }
    return constant_tree(st.spec(e.const_index), e.pos);
  }

  bool leaf_items(const Statement& st, const ConstNode& node) const {
    for (int i = 0; i < node.count; ++i) {
      if (!is_leaf(st.consts[static_cast<size_t>(st.const_items[static_cast<size_t>(node.first + i)])].kind)) return false;
    }
    return true;
  }

  // A tuple of 0-30 leaf constants, as its loads and fold_tuple_of_constants leave it: its items'
  // constants added now, its own when the flow graph reaches it; looked up once per text.
  bool constant_tuple(const Statement& st, const Expr& e, const ConstNode& node) {
    bool inserted = false;
    const int key = this->shared_.displays.intern(st.text_of(e.pos), inserted);
    if (inserted) {
      std::vector<int> items;
      for (int i = 0; i < node.count; ++i) {
        items.push_back(this->value_of(st.spec(st.const_items[static_cast<size_t>(node.first + i)])));
      }
      bool ok = true;
      for (int v : items) ok = ok && v >= 0;
      this->shared_.display_values.push_back(ok ? fold_value(ConstKind::Tuple, items) : -1);
      this->shared_.display_items.push_back(std::move(items));
    }
    const int value = this->shared_.display_values[static_cast<size_t>(key)];
    if (value < 0) return this->fail("a constant fold CPython leaves undone");
    for (int v : this->shared_.display_items[static_cast<size_t>(key)]) this->const_index_of_value(v);
    this->add_name(V::LOAD_CONST, kDeferredConst, value, e.pos);
    return true;
  }

  bool is_constant(const Statement& st, const Expr& e) const {
    return e.kind == ExprKind::Const && is_leaf(st.consts[static_cast<size_t>(e.const_index)].kind);
  }

  // codegen_slice's is_constant_slice: every bound left out or a Constant.
  int constant_slice(const Statement& st, const Expr& slice) {
    ConstSpec spec;
    spec.kind = ConstKind::Slice;
    for (int bound : {slice.a, slice.b, slice.c}) {
      if (bound < 0) {
        spec.items.emplace_back();  // None
        continue;
      }
      const Expr& e = st.exprs[static_cast<size_t>(bound)];
      if (!is_constant(st, e)) return -1;
      spec.items.push_back(st.spec(e.const_index));
    }
    const int value = this->value_of(spec);
    if (value < 0) this->fail("a constant slice CPython cannot make");
    return value;
  }

  void binary_subscr(const Pos& pos) { add(V::BINARY_OP, kBinaryOpSubscr, pos); }

  // A list or set of 3-30 constants written out: its items' constants added now, as their loads
  // would add them, and the folded form optimize_lists_and_sets makes of it, its constant added
  // when the flow graph reaches it (kDeferredConst). The same text recurs on many lines (shapes),
  // so items and value are looked up once per text.
  bool constant_display(const Statement& st, const Expr& e, bool& done) {
    const int n = e.count;
    if (e.kind == ExprKind::Tuple || n < kMinConstSequence || n > kStackUseGuideline) return true;
    for (int i = 0; i < n; ++i) {
      if (!is_constant(st, st.exprs[st.items[e.first + i]])) return true;
    }
    const bool set = e.kind == ExprKind::Set;
    bool inserted = false;
    const int key = this->shared_.displays.intern(st.text_of(e.pos), inserted);
    if (inserted) {
      std::vector<int> items;
      for (int i = 0; i < n; ++i) items.push_back(this->source_value(st, st.exprs[st.items[e.first + i]]));
      for (int v : items) {
        if (v < 0) return false;
      }
      this->shared_.display_values.push_back(fold_value(set ? ConstKind::FrozenSet : ConstKind::Tuple, items));
      this->shared_.display_items.push_back(std::move(items));
    }
    const int value = this->shared_.display_values[static_cast<size_t>(key)];
    if (value < 0) return this->fail("a constant fold CPython leaves undone");
    for (int v : this->shared_.display_items[static_cast<size_t>(key)]) this->const_index_of_value(v);
    add(set ? V::BUILD_SET : V::BUILD_LIST, 0, e.pos);
    this->add_name(V::LOAD_CONST, kDeferredConst, value, e.pos);
    add(set ? V::SET_UPDATE : V::LIST_EXTEND, 1, e.pos);
    done = true;
    return true;
  }

  // The implicit `return None` is generated (and its constant added) even where unreachable.
  void after_body() { this->const_index_of_value(this->none_value()); }

  // codegen_return: a Constant value and its NOP at the value's location, no RETURN_CONST.
  bool return_const(int value, const Pos& pos, bool statement) {
    if (statement) add(V::NOP, 0, pos);
    add(V::LOAD_CONST, this->const_index_of_value(value), pos);
    add(V::RETURN_VALUE, 0, pos);
    return true;
  }

  void make_function(int flags, const Pos& pos) {
    add(V::MAKE_FUNCTION, 0, pos);
    if (flags & kFunctionAnnotate) add(V::SET_FUNCTION_ATTRIBUTE, kFunctionAnnotate, pos);
    if (flags & kFunctionDefaults) add(V::SET_FUNCTION_ATTRIBUTE, kFunctionDefaults, pos);
  }

  // The def's __annotate__ (codegen_annotations): `format` past VALUE_WITH_FAKE_GLOBALS raises
  // NotImplementedError, else the dict of the annotations, each under its parameter's name, all
  // at the def's location but the annotations themselves.
  bool emit_annotate(const Header& header, const Pos& def_pos, CodeUnit& out) {
    const int def_line = header.pos.line;
    // The parameter is `format` in co_varnames, but no name in an annotation reaches it (the
    // symbol table knows it as `.format`): local 0, outside the names resolve_names numbers.
    this->varnames_.push_back("format");
    add(V::RESUME, 0, Pos{def_line, def_line, 0, 0});
    add(V::LOAD_FAST, 0, def_pos);
    ConstSpec fake_globals;  // annotationlib.Format.VALUE_WITH_FAKE_GLOBALS
    fake_globals.kind = ConstKind::Int;
    fake_globals.text = "2";
    if (!this->load_const(fake_globals, def_pos)) return false;
    add(V::COMPARE_OP, compare_arg(CmpOp::Gt), def_pos);
    add(V::POP_JUMP_IF_FALSE, 3, def_pos);  // over the three instructions that raise
    add(V::NOT_TAKEN, 0, def_pos);
    add(V::LOAD_COMMON_CONSTANT, kCommonNotImplementedError, def_pos);
    add(V::RAISE_VARARGS, 1, def_pos);
    int n = 0;
    const auto entry = [&](std::string_view name, int annotation) {
      ConstSpec key;
      key.kind = ConstKind::Str;
      key.text = std::string(name);
      ++n;
      return this->load_const(key, def_pos) && this->visit(header.arena, annotation);
    };
    for (const ParamSpec& p : header.params) {
      if (p.annotation >= 0 && !entry(p.param.name, p.annotation)) return false;
    }
    if (header.returns >= 0 && !entry("return", header.returns)) return false;
    add(V::BUILD_MAP, n, def_pos);
    add(V::RETURN_VALUE, 0, def_pos);
    if (!this->resolve_names() || !optimize(1)) return false;
    this->assemble(out, def_line);
    out.argcount = 1;
    out.posonlyargcount = 1;
    out.flags = 0x1 | 0x2;  // CO_OPTIMIZED | CO_NEWLOCALS
    out.name = "__annotate__";
    if (V::kQualifiedAnnotate) out.qualname = std::string(header.name) + ".__annotate__";
    return !this->failed();
  }

  // ---- flow graph (_PyCfg_OptimizeCodeUnit) over the one block of straight-line code ----
  bool optimize(int nparams) {
    if (!optimize_basic_block()) return false;
    if (this->remove_redundant_nops_and_pairs() > 0) {
      while (this->remove_redundant_nops() > 0) {
      }
    }
    // The constant loads' final forms (LOAD_SMALL_INT, ...) and remove_unused_consts's marks, in
    // one pass; each constant's form is asked once.
    std::vector<int> used(this->consts_.size(), 0);
    std::vector<Instr> forms(this->consts_.size(), Instr{0, 0, 0, 0, 0, 0});  // op 0: not asked yet
    for (Instr& in : instrs) {
      if (in.op != V::LOAD_CONST) continue;
      const size_t index = static_cast<size_t>(in.arg);
      const int value = this->consts_[index];
      if (value < 0) {  // the function's code (kFunctionCodeValue): a LOAD_CONST
        used[index] = 1;
        continue;
      }
      Instr& form = forms[index];
      if (form.op == 0) {
        form.op = V::LOAD_CONST;
        form.arg = in.arg;
        self().const_load(value, form);
      }
      in.op = form.op;
      in.arg = form.arg;
      if (in.op == V::LOAD_CONST) used[index] = 1;
    }
    this->drop_unused_consts(used);
    this->mark_loads_and_insert_superinstructions(nparams);
    borrow_fast_loads();
    return !this->failed();
  }

  // The borrows borrow_fast_loads found, written as the code is assembled (no pass of their own).
  uint8_t final_op(const Instr& in) const {
    if (!this->function_scope_ || (in.ref & kKeepStrong) != 0) return in.op;
    if (in.op == V::LOAD_FAST) return V::LOAD_FAST_BORROW;
    if (in.op == V::LOAD_FAST_LOAD_FAST) return V::LOAD_FAST_BORROW_LOAD_FAST_BORROW;
    return in.op;
  }

  // LOAD_SMALL_INT for an exact int in [0, 256) (maybe_instr_make_load_smallint).
  bool small_int_load(int value, Instr& in) {
    long n = 0;
    if (!this->shared_.resolver.exact_int(value, n) || n < 0 || n >= kSmallIntLimit) return false;
    in.op = V::LOAD_SMALL_INT;
    in.arg = static_cast<int>(n);
    return true;
  }
  void const_load(int value, Instr& in) { small_int_load(value, in); }

 protected:
  V& self() { return static_cast<V&>(*this); }

  // A fold's operands and operator, each at the whole constant's location: the fold leaves its
  // result there and the operands' NOPs go.
  bool constant_tree(const ConstSpec& spec, const Pos& pos) {
    const int n = static_cast<int>(spec.items.size());
    switch (spec.kind) {
      case ConstKind::Tuple:
        if (n > kStackUseGuideline) {  // starunpack_helper's big form; the flow graph folds it whole
          add(V::BUILD_LIST, 0, pos);
          for (const ConstSpec& item : spec.items) {
            if (!constant_tree(item, pos)) return false;
            add(V::LIST_APPEND, 1, pos);
          }
          add(V::CALL_INTRINSIC_1, kIntrinsicListToTuple, pos);
          return true;
        }
        for (const ConstSpec& item : spec.items) {
          if (!constant_tree(item, pos)) return false;
        }
        add(V::BUILD_TUPLE, n, pos);
        return true;
      case ConstKind::Neg: case ConstKind::Pos: case ConstKind::Invert:
        if (!constant_tree(spec.items[0], pos)) return false;
        self().unary(spec.kind == ConstKind::Neg ? UnaryOp::Neg : spec.kind == ConstKind::Pos ? UnaryOp::Pos : UnaryOp::Invert, pos);
        return true;
      case ConstKind::Add: case ConstKind::Sub:
        if (!constant_tree(spec.items[0], pos) || !constant_tree(spec.items[1], pos)) return false;
        add(V::BINARY_OP, spec.kind == ConstKind::Add ? kBinaryOpAdd : kBinaryOpSubtract, pos);
        return true;
      case ConstKind::FrozenSet: case ConstKind::Slice:
        return this->fail("constant kind the parser does not make");
      default:
        return this->load_value(this->value_of(spec), pos);
    }
  }

  // The value ids of the `count` constant loads before `end`, NOPs skipped, in order; their
  // indices in `at`. False where fewer than `count` constant loads come first.
  bool constant_operands(size_t end, size_t count, std::vector<int>& values, std::vector<size_t>& at) const {
    values.assign(count, -1);
    at.assign(count, 0);
    size_t k = end;
    for (size_t found = 0; found < count;) {
      if (k == 0) return false;
      const Instr& in = instrs[--k];
      if (in.op == V::NOP) continue;
      if (in.op != V::LOAD_CONST || this->consts_[static_cast<size_t>(in.arg)] < 0) return false;
      values[count - 1 - found] = this->consts_[static_cast<size_t>(in.arg)];
      at[count - 1 - found] = k;
      ++found;
    }
    return true;
  }

  // The resolver's fold, remembered for the emission: the same display or sign recurs on many lines.
  int fold_value(ConstKind kind, const std::vector<int>& values) {
    std::string& key = this->shared_.fold_key;
    key.assign(1, static_cast<char>(kind));
    key.append(reinterpret_cast<const char*>(values.data()), values.size() * sizeof(int));
    auto it = this->shared_.folds.find(key);
    if (it != this->shared_.folds.end()) return it->second;
    const int value = this->shared_.resolver.fold(kind, values);
    this->shared_.folds.emplace(key, value);
    return value;
  }

  // instr_make_load_const after the operands went: the result's constant appended (or the
  // equal one reused). A fold that raises is one CPython leaves undone: left to it whole.
  bool fold_into(size_t i, ConstKind kind, const std::vector<int>& values, const std::vector<size_t>& at) {
    const int value = fold_value(kind, values);
    if (value < 0) return this->fail("a constant fold CPython leaves undone");
    for (size_t k : at) set_nop(instrs[k]);
    instrs[i].op = V::LOAD_CONST;
    instrs[i].arg = this->const_index_of_value(value);
    return true;
  }

  // optimize_basic_block: the folds of constants in instruction order (each appends its result),
  // and the rewrites straight-line code can meet.
  bool optimize_basic_block() {
    std::vector<int> values;
    std::vector<size_t> at;
    for (size_t i = 0; i < instrs.size(); ++i) {
      Instr& in = instrs[i];
      if (in.ref == kDeferredConst) {
        in.ref = kResolved;
        in.arg = this->const_index_of_value(in.arg);
      }
      switch (in.op) {
        case V::BUILD_TUPLE:  // fold_tuple_of_constants
          if (constant_operands(i, static_cast<size_t>(in.arg), values, at) && !fold_into(i, ConstKind::Tuple, values, at)) {
            return false;
          }
          break;
        case V::BUILD_LIST:
        case V::BUILD_SET:  // optimize_lists_and_sets, not before `in` (the parser leaves those)
          if (in.arg >= kMinConstSequence && constant_operands(i, static_cast<size_t>(in.arg), values, at)) {
            const bool set = in.op == V::BUILD_SET;
            const int value = fold_value(set ? ConstKind::FrozenSet : ConstKind::Tuple, values);
            if (value < 0) return this->fail("a constant fold CPython leaves undone");
            for (size_t k : at) set_nop(instrs[k]);
            const Instr build = in;
            Instr& first = instrs[i - 2];
            Instr& second = instrs[i - 1];
            first = build;
            first.arg = 0;
            second = build;
            second.op = V::LOAD_CONST;
            second.arg = this->const_index_of_value(value);
            in.op = set ? V::SET_UPDATE : V::LIST_EXTEND;
            in.arg = 1;
          }
          break;
        case V::CALL_INTRINSIC_1:
          if (in.arg == kIntrinsicUnaryPositive) {
            if (!fold_unary(i, ConstKind::Pos, values, at)) return false;
          } else if (in.arg == kIntrinsicListToTuple && !fold_list_to_tuple(i, values, at)) {
            return false;
          }
          break;
        case V::UNARY_NEGATIVE:
          if (!fold_unary(i, ConstKind::Neg, values, at)) return false;
          break;
        case V::UNARY_INVERT:
          if (!fold_unary(i, ConstKind::Invert, values, at)) return false;
          break;
        case V::BINARY_OP:
          if ((in.arg == kBinaryOpAdd || in.arg == kBinaryOpSubtract) && constant_operands(i, 2, values, at) &&
              !fold_into(i, in.arg == kBinaryOpAdd ? ConstKind::Add : ConstKind::Sub, values, at)) {
            return false;
          }
          break;
        case V::STORE_FAST: case V::LOAD_GLOBAL: case V::COMPARE_OP: case V::CONTAINS_OP: case V::IS_OP:
        case V::TO_BOOL: case V::UNARY_NOT:
          this->rewrite_pair(i);
          break;
        default:
          break;
      }
    }
    return true;
  }

  bool fold_unary(size_t i, ConstKind kind, std::vector<int>& values, std::vector<size_t>& at) {
    if (!constant_operands(i, 1, values, at)) return true;
    // `~True` is deprecated, so the flow graph leaves it to run (and warn): the operand keeps its
    // own location, which a folded constant's instructions do not carry.
    if (kind == ConstKind::Invert && (values[0] == this->singleton_value(ConstKind::True) ||
                                      values[0] == this->singleton_value(ConstKind::False))) {
      return this->fail("`~` of a bool, which CPython leaves unfolded");
    }
    return fold_into(i, kind, values, at);
  }

  // fold_constant_intrinsic_list_to_tuple: BUILD_LIST 0, (constant, LIST_APPEND 1)..., LIST_TO_TUPLE.
  bool fold_list_to_tuple(size_t i, std::vector<int>& values, std::vector<size_t>& at) {
    values.clear();
    at.clear();
    size_t k = i;
    while (k > 0) {
      const Instr& in = instrs[--k];
      if (in.op == V::NOP) continue;
      if (in.op == V::BUILD_LIST && in.arg == 0) {
        at.push_back(k);
        std::reverse(values.begin(), values.end());
        const int value = fold_value(ConstKind::Tuple, values);
        if (value < 0) return this->fail("a constant fold CPython leaves undone");
        for (size_t j : at) set_nop(instrs[j]);
        instrs[i].op = V::LOAD_CONST;
        instrs[i].arg = this->const_index_of_value(value);
        return true;
      }
      if (in.op != V::LIST_APPEND || in.arg != 1) return true;
      at.push_back(k);
      size_t c = k;
      while (c > 0 && instrs[c - 1].op == V::NOP) --c;
      if (c == 0 || instrs[c - 1].op != V::LOAD_CONST) return true;
      k = c - 1;
      at.push_back(k);
      values.push_back(this->consts_[static_cast<size_t>(instrs[k].arg)]);
    }
    return true;
  }

  // optimize_load_fast's abstract stack: per entry, the instruction that pushed it and the local
  // it came from (-1: none), packed in one word, so that an entry popped right after its push is
  // read back whole from the store that wrote it.
  class RefStack {
   public:
    static constexpr uint64_t kNone = ~uint64_t{0};  // instruction -1, local -1
    static uint64_t ref(int instr, int local) {
      return static_cast<uint32_t>(instr) | static_cast<uint64_t>(static_cast<uint32_t>(local)) << 32;
    }
    static int instr(uint64_t r) { return static_cast<int32_t>(static_cast<uint32_t>(r)); }
    static int local(uint64_t r) { return static_cast<int32_t>(static_cast<uint32_t>(r >> 32)); }

    void push(uint64_t r) {
      if (size_ == items_.size()) items_.resize(items_.size() * 2 + 64);
      items_[size_++] = r;
    }
    uint64_t pop() { return size_ == 0 ? kNone : items_[--size_]; }  // empty: the block's entry values (none here)
    void drop(size_t n) { size_ -= std::min(size_, n); }
    size_t size() const { return size_; }
    uint64_t operator[](size_t i) const { return items_[i]; }

   private:
    std::vector<uint64_t> items_;
    size_t size_ = 0;
  };

  // optimize_load_fast over one block: a fast load becomes a borrow unless the reference it
  // pushes is stored into a local, is on the stack when its local is stored to, or is left on the
  // stack when the block ends. An instruction that must stay a strong load is marked in its `ref`
  // byte (all kResolved by now): kKeepStrong.
  static constexpr uint8_t kKeepStrong = 0x80;  // in Instr::ref: the load stays strong

  void borrow_fast_loads() {
    if (!this->function_scope_) return;  // a module has no fast locals
    constexpr uint8_t kKeep = kKeepStrong;
    RefStack stack;
    const auto keep = [&](uint64_t r) {
      const int at = RefStack::instr(r);
      if (at >= 0) instrs[static_cast<size_t>(at)].ref |= kKeep;
    };
    const auto store = [&](int local, uint64_t r) {
      for (size_t k = 0; k < stack.size(); ++k) {
        if (RefStack::local(stack[k]) == local) keep(stack[k]);  // its local is overwritten while it is on the stack
      }
      keep(r);  // stored as a local
    };
    const size_t n = instrs.size();
    for (size_t i = 0; i < n; ++i) {
      const Instr& in = instrs[i];
      const int at = static_cast<int>(i);
      switch (in.op) {
        case V::LOAD_FAST:
          stack.push(RefStack::ref(at, in.arg));
          break;
        case V::LOAD_FAST_LOAD_FAST:
          stack.push(RefStack::ref(at, in.arg >> 4));
          stack.push(RefStack::ref(at, in.arg & 15));
          break;
        case V::STORE_FAST:
          store(in.arg, stack.pop());
          break;
        case V::STORE_FAST_LOAD_FAST:
          store(in.arg >> 4, stack.pop());
          stack.push(RefStack::ref(at, in.arg & 15));
          break;
        case V::STORE_FAST_STORE_FAST:
          store(in.arg >> 4, stack.pop());
          store(in.arg & 15, stack.pop());
          break;
        case V::COPY:
          stack.push(static_cast<size_t>(in.arg) <= stack.size() ? stack[stack.size() - static_cast<size_t>(in.arg)]
                                                                 : RefStack::kNone);
          break;
        case V::LIST_APPEND: case V::LIST_EXTEND: case V::SET_ADD: case V::SET_UPDATE: case V::DICT_UPDATE:
          stack.pop();  // the container stays
          break;
        case V::MAP_ADD:
          stack.drop(2);
          break;
        case V::SET_FUNCTION_ATTRIBUTE: {
          const uint64_t function = stack.pop();
          stack.pop();
          stack.push(function);
          break;
        }
        case V::LOAD_ATTR: {
          const uint64_t owner = stack.pop();
          stack.push(RefStack::ref(at, -1));
          if (in.arg & 1) stack.push(owner);  // a method call: the owner is pushed back
          break;
        }
        default: {
          const int popped = V::pops(in.op, in.arg);
          const int pushed = V::stack_effect(in.op, in.arg) + popped;
          stack.drop(static_cast<size_t>(popped));
          for (int k = 0; k < pushed; ++k) stack.push(RefStack::ref(at, -1));
          break;
        }
      }
    }
    for (size_t k = 0; k < stack.size(); ++k) keep(stack[k]);  // left on the stack at the block's end
    // final_op turns the loads not kept strong into borrows as the code is assembled.
  }

};

}  // namespace pyfxfast::pycode
