// CPython 3.13: CALL/CALL_KW without PRECALL or KW_NAMES, method calls as
// LOAD_ATTR with the low bit set, RETURN_CONST, MAKE_FUNCTION plus
// SET_FUNCTION_ATTRIBUTE, BINARY_SLICE, superinstructions, LOAD_FAST_CHECK,
// and a location table that merges runs of equal locations.
// Mirrors what 3.13's compiler does for the forms source_parser accepts: its
// code generation (compile.c), the flow-graph passes that apply to one block
// of straight-line code (flowgraph.c: _PyCfg_OptimizeCodeUnit) and its
// assembler (assemble.c). Artificial instructions are made without a location
// and get one from propagate_line_numbers, as in CPython.
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "pycode/emitter.hpp"
#include "pycode/location_table.hpp"
#include "pycode/source_parser.hpp"
#include "pycode/unit_base.hpp"

namespace pyfxfast::pycode {
namespace {

// Opcodes of 3.13 (Lib/_opcode_metadata.py) that this emitter writes.
enum Op : uint8_t {
  CACHE = 0, BINARY_SLICE = 4, BINARY_SUBSCR = 5, MAKE_FUNCTION = 26, NOP = 30, POP_TOP = 32, PUSH_NULL = 34,
  RETURN_VALUE = 36, STORE_SLICE = 38, STORE_SUBSCR = 39, TO_BOOL = 40, UNARY_INVERT = 41, UNARY_NEGATIVE = 42,
  UNARY_NOT = 43, BINARY_OP = 45, BUILD_CONST_KEY_MAP = 46, BUILD_LIST = 47, BUILD_MAP = 48, BUILD_SET = 49,
  BUILD_SLICE = 50, BUILD_TUPLE = 52, CALL = 53, CALL_INTRINSIC_1 = 55, CALL_KW = 57, COMPARE_OP = 58,
  CONTAINS_OP = 59, COPY = 61, DICT_UPDATE = 69, EXTENDED_ARG = 71, IS_OP = 76, LIST_APPEND = 80, LIST_EXTEND = 81,
  LOAD_ATTR = 82, LOAD_CONST = 83, LOAD_FAST = 85, LOAD_FAST_CHECK = 87, LOAD_FAST_LOAD_FAST = 88, LOAD_GLOBAL = 91,
  LOAD_NAME = 92, MAP_ADD = 95, RETURN_CONST = 103, SET_ADD = 105, SET_FUNCTION_ATTRIBUTE = 106, SET_UPDATE = 107,
  STORE_FAST = 110, STORE_FAST_LOAD_FAST = 111, STORE_FAST_STORE_FAST = 112, STORE_NAME = 114, RESUME = 149,
};

constexpr int kIntrinsicUnaryPositive = 5;  // INTRINSIC_UNARY_POSITIVE
constexpr int kIntrinsicListToTuple = 6;    // INTRINSIC_LIST_TO_TUPLE
constexpr int kFunctionDefaults = 0x01;     // MAKE_FUNCTION_DEFAULTS
constexpr int kFunctionAnnotations = 0x04;  // MAKE_FUNCTION_ANNOTATIONS

// _PyOpcode_Caches
int cache_entries(uint8_t op) {
  switch (op) {
    case LOAD_ATTR: return 9;
    case LOAD_GLOBAL: return 4;
    case TO_BOOL: case CALL: return 3;
    case BINARY_SUBSCR: case STORE_SUBSCR: case COMPARE_OP: case CONTAINS_OP: case BINARY_OP: return 1;
    default: return 0;
  }
}

// PyCompile_OpcodeStackEffect for the opcodes written here (no jumps).
int stack_effect(uint8_t op, int arg) {
  switch (op) {
    case NOP: case RESUME: case UNARY_NEGATIVE: case UNARY_NOT: case UNARY_INVERT: case TO_BOOL:
    case CALL_INTRINSIC_1: case MAKE_FUNCTION: case RETURN_CONST: case STORE_FAST_LOAD_FAST:
      return 0;
    case POP_TOP: case BINARY_SUBSCR: case RETURN_VALUE: case STORE_NAME: case STORE_FAST: case COMPARE_OP:
    case IS_OP: case CONTAINS_OP: case BINARY_OP: case LIST_APPEND: case LIST_EXTEND: case DICT_UPDATE:
    case SET_ADD: case SET_UPDATE: case SET_FUNCTION_ATTRIBUTE:
      return -1;
    case PUSH_NULL: case LOAD_CONST: case LOAD_NAME: case LOAD_FAST: case LOAD_FAST_CHECK: case COPY:
      return 1;
    case LOAD_FAST_LOAD_FAST: return 2;
    case STORE_FAST_STORE_FAST: case BINARY_SLICE: case MAP_ADD: return -2;
    case STORE_SUBSCR: return -3;
    case STORE_SLICE: return -4;
    case LOAD_ATTR: return arg & 1;
    case LOAD_GLOBAL: return 1 + (arg & 1);
    case BUILD_TUPLE: case BUILD_LIST: case BUILD_SET: return 1 - arg;
    case BUILD_MAP: return 1 - 2 * arg;
    case BUILD_CONST_KEY_MAP: return -arg;
    case BUILD_SLICE: return arg == 3 ? -2 : -1;
    case CALL: return -1 - arg;
    case CALL_KW: return -2 - arg;
    default: return 0;
  }
}

// compile.c's compare_masks: COMPARE_OP's arg is `cmp << 5 | mask`.
int compare_arg(CmpOp op) {
  static constexpr int masks[] = {2, 2 | 8, 8, 1 | 2 | 4, 4, 4 | 8};  // < <= == != > >=
  const int cmp = static_cast<int>(op);
  return (cmp << 5) | masks[cmp];
}

constexpr int kStackUseGuideline = 30;  // compile.c's STACK_USE_GUIDELINE
constexpr Pos kNoLocation{-1, -1, -1, -1};  // NO_LOCATION

bool same_location(const Pos& a, const Pos& b) {
  return a.line == b.line && a.end_line == b.end_line && a.col == b.col && a.end_col == b.end_col;
}

// One code object being built: 3.13's compiler unit, the flow-graph passes
// over its single block of straight-line code, and its assembler.
class Unit : public UnitBase {
 public:
  using UnitBase::UnitBase;

  bool load_const(const ConstSpec& spec, const Pos& pos) {
    const int index = const_index(spec);
    if (index < 0) return false;
    add(LOAD_CONST, index, pos);
    return true;
  }

  // compiler_nameop (load): LOAD_GLOBAL's arg has the push-NULL bit below the name.
  void load_name(std::string_view name, const Pos& pos) {
    NameSlot& s = slots_[name];
    if (!function_scope_) add(LOAD_NAME, name_index(s, name), pos);
    else if (s.local) add(LOAD_FAST, varname_index(s, name), pos);
    else add(LOAD_GLOBAL, name_index(s, name) << 1, pos);
  }

  bool store_name(std::string_view name, const Pos& pos) {
    if (!function_scope_) {
      add(STORE_NAME, name_index(name), pos);
      return true;
    }
    NameSlot& s = slots_[name];
    if (!s.local) return fail("assignment the scan did not see");
    mark_stored(s);
    add(STORE_FAST, varname_index(s, name), pos);
    return true;
  }

  // ---- expressions (compiler_visit_expr1) ----
  bool visit(const Statement& st, int index) {
    const Expr& e = st.exprs[index];
    switch (e.kind) {
      case ExprKind::Name:
        load_name(e.name, e.pos);
        return true;
      case ExprKind::Const: {
        const int ci = source_const_index(st, e, shared_.text_ids, st.consts[e.const_index]);
        if (ci < 0) return false;
        add(LOAD_CONST, ci, e.pos);
        return true;
      }
      case ExprKind::Attribute:
        // Lines hold whole statements: update_start_location_to_match_attr never moves a location.
        if (!super_attribute_check(st, e) || !visit(st, e.a)) return false;
        add(LOAD_ATTR, name_index(e.name) << 1, e.pos);
        return true;
      case ExprKind::Call:
        return call(st, e);
      case ExprKind::Subscript:  // compiler_subscript
        if (!visit(st, e.a)) return false;
        if (two_element_slice(st, e.b)) {
          if (!slice_bounds(st, st.exprs[e.b])) return false;
          add(BINARY_SLICE, 0, e.pos);
          return true;
        }
        if (!visit(st, e.b)) return false;
        add(BINARY_SUBSCR, 0, e.pos);
        return true;
      case ExprKind::Slice:
        if (!slice_bounds(st, e) || (e.c >= 0 && !visit(st, e.c))) return false;
        add(BUILD_SLICE, e.c >= 0 ? 3 : 2, e.pos);
        return true;
      case ExprKind::Tuple:
      case ExprKind::List:
      case ExprKind::Set:
        return sequence(st, e);
      case ExprKind::Dict:
        return dict(st, e);
      case ExprKind::BinOp:
        if (!visit(st, e.a) || !visit(st, e.b)) return false;
        add(BINARY_OP, e.op, e.pos);
        return true;
      case ExprKind::UnaryOp:
        if (!visit(st, e.a)) return false;
        switch (static_cast<UnaryOp>(e.op)) {
          case UnaryOp::Neg: add(UNARY_NEGATIVE, 0, e.pos); break;
          case UnaryOp::Pos: add(CALL_INTRINSIC_1, kIntrinsicUnaryPositive, e.pos); break;
          case UnaryOp::Invert: add(UNARY_INVERT, 0, e.pos); break;
          case UnaryOp::Not:
            add(TO_BOOL, 0, e.pos);
            add(UNARY_NOT, 0, e.pos);
            break;
        }
        return true;
      case ExprKind::Compare: {  // compiler_compare, one operator
        if (!visit(st, e.a) || !visit(st, e.b)) return false;
        const CmpOp op = static_cast<CmpOp>(e.op);
        if (op == CmpOp::Is || op == CmpOp::IsNot) add(IS_OP, op == CmpOp::IsNot, e.pos);
        else if (op == CmpOp::In || op == CmpOp::NotIn) add(CONTAINS_OP, op == CmpOp::NotIn, e.pos);
        else add(COMPARE_OP, compare_arg(op), e.pos);
        return true;
      }
    }
    return fail("unknown expression");
  }

  // In a function, `super(a, b).x` becomes LOAD_SUPER_ATTR (can_optimize_super_call): left to CPython.
  bool super_attribute_check(const Statement& st, const Expr& attr) {
    if (!function_scope_) return true;
    const Expr& value = st.exprs[attr.a];
    if (value.kind != ExprKind::Call) return true;
    const Expr& func = st.exprs[value.c];
    if (func.kind == ExprKind::Name && func.name == "super") return fail("attribute of super()");
    return true;
  }

  // is_two_element_slice
  static bool two_element_slice(const Statement& st, int index) {
    const Expr& e = st.exprs[index];
    return e.kind == ExprKind::Slice && e.c < 0;
  }

  // compiler_slice: lower and upper, None where left out (at the slice's location).
  bool slice_bounds(const Statement& st, const Expr& slice) {
    static const ConstSpec none{};
    if (slice.a >= 0 ? !visit(st, slice.a) : !load_const(none, slice.pos)) return false;
    return slice.b >= 0 ? visit(st, slice.b) : load_const(none, slice.pos);
  }

  // The arguments and the CALL/CALL_KW; `names_pos`: where the keyword-names constant is
  // (the method's attribute on the method path, else the call).
  bool arguments_and_call(const Statement& st, const Expr& e, const Pos& names_pos) {
    for (int i = 0; i < e.count + e.kw_count; ++i) {
      if (!visit(st, st.items[e.first + i])) return false;  // positional, then keyword values
    }
    const int n = e.count + e.kw_count;
    if (e.kw_count == 0) {
      add(CALL, n, e.pos);
      return true;
    }
    // compiler_call_simple_kw_helper
    const int value = value_of(keyword_names(st, e));
    if (value < 0) return fail("keyword names");
    add(LOAD_CONST, const_index_of_value(value), names_pos);
    add(CALL_KW, n, e.pos);
    return true;
  }

  bool call(const Statement& st, const Expr& e) {
    const Expr& func = st.exprs[e.c];
    // maybe_optimize_method_call (no imports in the subset: is_import_originated never holds)
    if (func.kind == ExprKind::Attribute && e.count + e.kw_count + (e.kw_count != 0) < kStackUseGuideline) {
      if (!super_attribute_check(st, func) || !visit(st, func.a)) return false;
      add(LOAD_ATTR, (name_index(func.name) << 1) | 1, func.pos);
      return arguments_and_call(st, e, func.pos);
    }
    // compiler_call: the callable, then PUSH_NULL (optimize_basic_block folds it into LOAD_GLOBAL);
    // compiler_call_helper's fast path; the CALL_FUNCTION_EX one is left to CPython.
    if (e.count + 2 * e.kw_count > kStackUseGuideline) return fail("call with many arguments");
    if (!visit(st, e.c)) return false;
    add(PUSH_NULL, 0, func.pos);
    return arguments_and_call(st, e, e.pos);
  }

  bool all_const(const Statement& st, int first, int count, int stride = 1) const {
    for (int i = 0; i < count; ++i) {
      if (st.exprs[st.items[first + i * stride]].kind != ExprKind::Const) return false;
    }
    return true;
  }

  // starunpack_helper for tuples, lists and sets (no starred elements, nothing pushed before).
  bool sequence(const Statement& st, const Expr& e) {
    const bool tuple = e.kind == ExprKind::Tuple;
    const bool set = e.kind == ExprKind::Set;
    const uint8_t build = set ? BUILD_SET : BUILD_LIST;
    const uint8_t append = set ? SET_ADD : LIST_APPEND;
    const int n = e.count;
    if (n > 2 && all_const(st, e.first, n)) {
      int value = -1;
      auto it = shared_.folded_list_ids.find(st.text_of(e.pos));
      if (!tuple && it != shared_.folded_list_ids.end()) {
        value = it->second;
      } else {
        ConstSpec folded;
        folded.kind = set ? ConstKind::FrozenSet : ConstKind::Tuple;
        for (int i = 0; i < n; ++i) folded.items.push_back(st.consts[st.exprs[st.items[e.first + i]].const_index]);
        value = value_of(folded);
        if (value < 0) return fail("a constant fold CPython leaves undone");
        if (!tuple) shared_.folded_list_ids.emplace(st.text_of(e.pos), value);
      }
      if (tuple) {
        add(LOAD_CONST, const_index_of_value(value), e.pos);
        return true;
      }
      add(build, 0, e.pos);
      add(LOAD_CONST, const_index_of_value(value), e.pos);
      add(set ? SET_UPDATE : LIST_EXTEND, 1, e.pos);
      return true;
    }
    if (n <= kStackUseGuideline) {
      for (int i = 0; i < n; ++i) {
        if (!visit(st, st.items[e.first + i])) return false;
      }
      add(tuple ? static_cast<uint8_t>(BUILD_TUPLE) : build, n, e.pos);
      return true;
    }
    add(build, 0, e.pos);
    for (int i = 0; i < n; ++i) {
      if (!visit(st, st.items[e.first + i])) return false;
      add(append, 1, e.pos);
    }
    if (tuple) add(CALL_INTRINSIC_1, kIntrinsicListToTuple, e.pos);
    return true;
  }

  // compiler_subdict: keys and values from pair `begin` to `end`.
  bool subdict(const Statement& st, const Expr& e, int begin, int end) {
    const int n = end - begin;
    const bool big = n * 2 > kStackUseGuideline;
    if (n > 1 && !big && all_const(st, e.first + 2 * begin, n, 2)) {
      ConstSpec keys;
      keys.kind = ConstKind::Tuple;
      for (int i = begin; i < end; ++i) {
        if (!visit(st, st.items[e.first + 2 * i + 1])) return false;
        keys.items.push_back(st.consts[st.exprs[st.items[e.first + 2 * i]].const_index]);
      }
      if (!load_const(keys, e.pos)) return false;
      add(BUILD_CONST_KEY_MAP, n, e.pos);
      return true;
    }
    if (big) add(BUILD_MAP, 0, e.pos);
    for (int i = begin; i < end; ++i) {
      if (!visit(st, st.items[e.first + 2 * i]) || !visit(st, st.items[e.first + 2 * i + 1])) return false;
      if (big) add(MAP_ADD, 1, e.pos);
    }
    if (!big) add(BUILD_MAP, n, e.pos);
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
        if (have_dict) add(DICT_UPDATE, 1, e.pos);
        have_dict = true;
        elements = 0;
      } else {
        ++elements;
      }
    }
    if (elements > 0) {
      if (!subdict(st, e, n - elements, n)) return false;
      if (have_dict) add(DICT_UPDATE, 1, e.pos);
      have_dict = true;
    }
    if (!have_dict) add(BUILD_MAP, 0, e.pos);
    return true;
  }

  // ---- statements (compiler_visit_stmt) ----
  bool statement(const Statement& st) {
    switch (st.kind) {
      case StmtKind::Assign: {
        if (!visit(st, st.value)) return false;
        const size_t n = st.targets.size();
        for (size_t i = 0; i < n; ++i) {
          if (i + 1 < n) add(COPY, 1, st.pos);
          const Expr& target = st.exprs[st.targets[i]];
          if (target.kind == ExprKind::Name) {
            if (!store_name(target.name, target.pos)) return false;
            continue;
          }
          // compiler_subscript, Store: container, index (or slice bounds), STORE_SUBSCR/STORE_SLICE
          if (!visit(st, target.a)) return false;
          if (two_element_slice(st, target.b)) {
            if (!slice_bounds(st, st.exprs[target.b])) return false;
            add(STORE_SLICE, 0, target.pos);
          } else {
            if (!visit(st, target.b)) return false;
            add(STORE_SUBSCR, 0, target.pos);
          }
        }
        return true;
      }
      case StmtKind::AugAssign: {  // compiler_augassign, a name target
        const Expr& target = st.exprs[st.targets[0]];
        load_name(target.name, target.pos);
        if (!visit(st, st.value)) return false;
        add(BINARY_OP, 13 + st.op, st.pos);  // NB_INPLACE_* follow the NB_* in the same order
        return store_name(target.name, target.pos);
      }
      case StmtKind::Expr:  // compiler_stmt_expr: the POP_TOP is artificial
        if (!visit(st, st.value)) return false;
        add(POP_TOP, 0, kNoLocation);
        return true;
      case StmtKind::Return: {  // compiler_return
        static const ConstSpec none{};
        if (st.value < 0) {
          add(NOP, 0, st.pos);
          if (!load_const(none, st.pos)) return false;
          add(RETURN_VALUE, 0, st.pos);
          return true;
        }
        const Expr& value = st.exprs[st.value];
        if (value.kind == ExprKind::Const) {
          add(NOP, 0, value.pos);  // the value's line, and the NOP that carries it
          if (!load_const(st.consts[value.const_index], value.pos)) return false;
          add(RETURN_VALUE, 0, value.pos);
          return true;
        }
        if (!visit(st, st.value)) return false;
        add(RETURN_VALUE, 0, st.pos);
        return true;
      }
      case StmtKind::Pass:
        add(NOP, 0, st.pos);
        return true;
    }
    return fail("unknown statement");
  }

  // add_return_at_end: `return None` without a location (reached only when the body falls through).
  bool implicit_return() {
    static const ConstSpec none{};
    if (!load_const(none, kNoLocation)) return false;
    add(RETURN_VALUE, 0, kNoLocation);
    return true;
  }

  // ---- flow graph (_PyCfg_OptimizeCodeUnit) over the one block of straight-line code ----
  // The function's RESUME is a block of its own in CPython; no pass below can tell the
  // difference (RESUME is never a NOP, a constant, a fast-local access or a pair's first half).
  bool optimize(int nparams) {
    propagate_locations();
    if (!optimize_load_const() || !optimize_basic_block()) return false;
    remove_redundant_nops_and_pairs();
    while (remove_redundant_nops() > 0) {
    }
    remove_unused_consts();
    mark_loads_of_unbound_locals(nparams);
    insert_superinstructions();
    return !failed();
  }

  // propagate_line_numbers: an instruction without a location takes the one before it.
  void propagate_locations() {
    Pos prev = kNoLocation;
    for (Instr& in : instrs) {
      if (in.pos.line < 0) in.pos = prev;
      else prev = in.pos;
    }
  }

  // basicblock_optimize_load_const: LOAD_CONST + RETURN_VALUE -> RETURN_CONST.
  bool optimize_load_const() {
    uint8_t op = 0;
    int arg = 0;
    for (size_t i = 0; i < instrs.size(); ++i) {
      const Instr& in = instrs[i];
      if (!(op == LOAD_CONST && in.op == COPY && in.arg == 1)) {  // a copy of a constant is one too
        op = in.op;
        arg = in.arg;
      }
      if (op != LOAD_CONST || i + 1 >= instrs.size()) continue;
      const uint8_t next = instrs[i + 1].op;
      if (next == RETURN_VALUE) {
        set_nop(instrs[i]);
        ++i;
        instrs[i].op = RETURN_CONST;
        instrs[i].arg = arg;
      } else if (next == TO_BOOL) {
        return fail("`not` a constant");  // the parser leaves these to CPython; its truth value is Python's
      }
    }
    return true;
  }

  // optimize_basic_block: the folds that straight-line code can meet.
  bool optimize_basic_block() {
    const size_t n = instrs.size();
    for (size_t i = 0; i < n; ++i) {
      Instr& in = instrs[i];
      const uint8_t next = i + 1 < n ? instrs[i + 1].op : 0;
      switch (in.op) {
        case BUILD_TUPLE:
          if (i >= static_cast<size_t>(in.arg) && !fold_tuple_on_constants(i)) return false;
          break;
        case STORE_FAST:  // the same local stored twice on one line: the first store is a POP_TOP
          if (next == STORE_FAST && in.arg == instrs[i + 1].arg && in.pos.line == instrs[i + 1].pos.line) {
            in.op = POP_TOP;
            in.arg = 0;
          }
          break;
        case LOAD_GLOBAL:
          if (next == PUSH_NULL && (in.arg & 1) == 0) {
            in.arg |= 1;
            set_nop(instrs[i + 1]);
          }
          break;
        case COMPARE_OP:
          if (next == TO_BOOL) {
            instrs[i + 1].op = COMPARE_OP;
            instrs[i + 1].arg = in.arg | 16;
            set_nop(in);
          }
          break;
        case CONTAINS_OP:
        case IS_OP:
          if (next == TO_BOOL) {
            instrs[i + 1].op = in.op;
            instrs[i + 1].arg = in.arg;
            set_nop(in);
          }
          break;
        case TO_BOOL:
          if (next == TO_BOOL) set_nop(in);
          break;
        case UNARY_NOT:
          if (next == TO_BOOL) {
            set_nop(in);
            instrs[i + 1].op = UNARY_NOT;
            instrs[i + 1].arg = 0;
          } else if (next == UNARY_NOT) {
            set_nop(in);
            set_nop(instrs[i + 1]);
          }
          break;
        default:
          break;
      }
    }
    return true;
  }

  static void set_nop(Instr& in) {
    in.op = NOP;
    in.arg = 0;
  }

  // fold_tuple_on_constants: LOAD_CONST x n, BUILD_TUPLE n -> NOPs, LOAD_CONST tuple (appended
  // to the constants, or the equal one already there).
  bool fold_tuple_on_constants(size_t build) {
    const size_t n = static_cast<size_t>(instrs[build].arg);
    for (size_t k = build - n; k < build; ++k) {
      if (instrs[k].op != LOAD_CONST) return true;
    }
    std::vector<int> values;
    values.reserve(n);
    for (size_t k = build - n; k < build; ++k) values.push_back(consts_[static_cast<size_t>(instrs[k].arg)]);
    const int value = shared_.resolver.resolve_tuple(values);
    if (value < 0) return fail("tuple fold");
    for (size_t k = build - n; k < build; ++k) set_nop(instrs[k]);
    instrs[build].op = LOAD_CONST;
    instrs[build].arg = const_index_of_value(value);
    return true;
  }

  // basicblock_remove_redundant_nops: a NOP goes unless it alone carries its line.
  int remove_redundant_nops() {
    const size_t n = instrs.size();
    size_t dest = 0;
    int prev_line = -1;
    for (size_t src = 0; src < n; ++src) {
      const int line = instrs[src].pos.line;
      if (instrs[src].op == NOP) {
        if (line < 0 || prev_line == line) continue;
        if (src + 1 < n) {
          const int next_line = instrs[src + 1].pos.line;
          if (next_line == line) continue;
          if (next_line < 0) {
            instrs[src + 1].pos = instrs[src].pos;
            continue;
          }
        }
      }
      if (dest != src) instrs[dest] = instrs[src];
      ++dest;
      prev_line = line;
    }
    const int removed = static_cast<int>(n - dest);
    instrs.resize(dest);
    return removed;
  }

  // remove_redundant_nops_and_pairs: LOAD_CONST or COPY 1 followed by POP_TOP cancel out.
  void remove_redundant_nops_and_pairs() {
    bool done = false;
    while (!done) {
      done = true;
      remove_redundant_nops();
      for (size_t i = 1; i < instrs.size(); ++i) {
        Instr& prev = instrs[i - 1];
        if (instrs[i].op == POP_TOP && (prev.op == LOAD_CONST || (prev.op == COPY && prev.arg == 1))) {
          set_nop(prev);
          set_nop(instrs[i]);
          done = false;
        }
      }
    }
  }

  // remove_unused_consts: unused constants go and the rest move up; the first stays (a
  // function's docstring slot).
  void remove_unused_consts() {
    const size_t n = consts_.size();
    if (n == 0) return;
    std::vector<int> map(n, -1);
    map[0] = 0;
    for (const Instr& in : instrs) {
      if (in.op == LOAD_CONST || in.op == RETURN_CONST) map[static_cast<size_t>(in.arg)] = 0;
    }
    int used = 0;
    for (size_t i = 0; i < n; ++i) {
      if (map[i] < 0) continue;
      map[i] = used;
      consts_[static_cast<size_t>(used)] = consts_[i];
      ++used;
    }
    if (static_cast<size_t>(used) == n) return;
    consts_.resize(static_cast<size_t>(used));
    for (Instr& in : instrs) {
      if (in.op == LOAD_CONST || in.op == RETURN_CONST) in.arg = map[static_cast<size_t>(in.arg)];
    }
    const_index_.clear();  // indices moved: nothing may be added from here on
  }

  // add_checks_for_loads_of_uninitialized_variables: a load of a local that may be unbound is
  // LOAD_FAST_CHECK. Locals past the 64th are tracked per block only (fast_scan_many_locals):
  // there, even a parameter counts as unbound until the block loads or stores it.
  void mark_loads_of_unbound_locals(int nparams) {
    const int nlocals = static_cast<int>(varnames_.size());
    if (nlocals == 0) return;
    uint64_t unsafe = 0;
    for (int i = nparams; i < std::min(nlocals, 64); ++i) unsafe |= uint64_t{1} << i;
    std::vector<bool> bound(nlocals > 64 ? static_cast<size_t>(nlocals - 64) : 0, false);
    for (Instr& in : instrs) {
      if (in.op != LOAD_FAST && in.op != STORE_FAST) continue;
      if (in.arg >= 64) {
        const size_t k = static_cast<size_t>(in.arg - 64);
        if (in.op == LOAD_FAST && !bound[k]) in.op = LOAD_FAST_CHECK;
        bound[k] = true;
        continue;
      }
      const uint64_t bit = uint64_t{1} << in.arg;
      if (in.op == LOAD_FAST && (unsafe & bit) != 0) in.op = LOAD_FAST_CHECK;
      unsafe &= ~bit;
    }
  }

  // insert_superinstructions: adjacent fast loads and stores on one line, both indices below 16.
  void insert_superinstructions() {
    bool any = false;
    for (size_t i = 0; i + 1 < instrs.size(); ++i) {
      Instr& first = instrs[i];
      Instr& second = instrs[i + 1];
      uint8_t super = 0;
      if (first.op == LOAD_FAST && second.op == LOAD_FAST) super = LOAD_FAST_LOAD_FAST;
      else if (first.op == STORE_FAST && second.op == LOAD_FAST) super = STORE_FAST_LOAD_FAST;
      else if (first.op == STORE_FAST && second.op == STORE_FAST) super = STORE_FAST_STORE_FAST;
      if (super == 0) continue;
      // make_super_instruction
      if (first.pos.line >= 0 && second.pos.line >= 0 && first.pos.line != second.pos.line) continue;
      if (first.arg >= 16 || second.arg >= 16) continue;
      first.op = super;
      first.arg = (first.arg << 4) | second.arg;
      set_nop(second);
      any = true;
    }
    if (any) remove_redundant_nops();
  }

  // ---- assembler (calculate_stackdepth, assemble_location_info, write_instr) ----
  void assemble(CodeUnit& out, int firstlineno) {
    out.code.clear();
    out.linetable.clear();
    out.code.reserve(instrs.size() * 8);
    out.linetable.reserve(instrs.size() * 2);
    int last_line = firstlineno;
    int depth = 0, max_depth = 0;
    Pos run_pos = kNoLocation;
    int run_size = 0;
    const auto flush = [&]() {
      for (int size = run_size; size > 0; size -= 8) {
        if (run_pos.line < 0) {
          out.linetable.push_back(static_cast<char>(0x80 | (15 << 3) | ((size > 8 ? 8 : size) - 1)));  // no location
        } else {
          write_location(out.linetable, last_line, run_pos, size > 8 ? 8 : size);
        }
      }
    };
    for (const Instr& in : instrs) {
      const unsigned int arg = static_cast<unsigned int>(in.arg);
      const int extended = (arg > 0xFFFFFF) + (arg > 0xFFFF) + (arg > 0xFF);
      for (int shift = extended * 8; shift > 0; shift -= 8) {
        out.code.push_back(static_cast<char>(EXTENDED_ARG));
        out.code.push_back(static_cast<char>((arg >> shift) & 0xFF));
      }
      out.code.push_back(static_cast<char>(in.op));
      out.code.push_back(static_cast<char>(arg & 0xFF));
      const int caches = cache_entries(in.op);
      out.code.append(static_cast<size_t>(caches) * 2, '\0');
      if (!same_location(run_pos, in.pos)) {
        flush();
        run_pos = in.pos;
        run_size = 0;
      }
      run_size += extended + 1 + caches;
      depth += stack_effect(in.op, in.arg);
      if (depth > max_depth) max_depth = depth;
    }
    flush();
    out.consts = consts_;
    out.names = names_;
    out.varnames = varnames_;
    out.nlocals = static_cast<int>(varnames_.size());
    out.stacksize = max_depth;
    out.firstlineno = firstlineno;
  }
};

class Cpython313 final : public Emitter {
 public:
  bool emit(std::string_view src, ConstResolver& resolver, EmittedModule& out, std::string& why) const override {
    Shared shared(resolver);
    const bool ok = emit_module(src, shared, out);
    if (!ok) why = shared.why.empty() ? "unsupported source" : shared.why;
    return ok;
  }

 private:
  static bool emit_module(std::string_view src, Shared& shared, EmittedModule& out) {
    Layout layout;
    if (!split_layout(src, layout, shared.why)) return false;
    if (layout.body.empty()) return fail(shared, "def without a body");
    Header header;
    if (!parse_header(layout.def_line, header, shared.why)) return false;

    // The function first: the module's constants hold its code.
    Unit fn(shared, true);
    Pos last_pos;
    if (!emit_function(layout, header, fn, out.function, last_pos)) return false;

    Unit mod(shared, false);
    mod.add(RESUME, 0, Pos{0, 1, 0, 0});  // compiler_enter_scope: line 0 for a module
    std::vector<Statement> stmts;
    for (const Line& line : layout.prelude) {
      size_t used = 0;
      if (!parse_line(line, 0, stmts, used, shared.why)) return false;
      for (size_t i = 0; i < used; ++i) {
        if (stmts[i].kind != StmtKind::Expr) return fail(shared, "module statement other than an expression");
        if (!mod.statement(stmts[i])) return false;
      }
    }
    if (!emit_def(header, Pos{header.pos.line, last_pos.end_line, 0, last_pos.end_col}, mod)) return false;
    if (!mod.implicit_return() || !mod.optimize(0)) return false;
    mod.assemble(out.module, 1);
    out.module.argcount = 0;
    out.module.flags = 0;
    out.module.name = "<module>";
    return true;
  }

  static bool fail(Shared& shared, const char* why) {
    if (shared.why.empty()) shared.why = why;
    return false;
  }

  // compiler_function_body. `last_pos`: where the body's last statement is (the def statement ends there).
  static bool emit_function(const Layout& layout, const Header& header, Unit& fn, CodeUnit& out, Pos& last_pos) {
    int argcount = 0;
    int flags = 0x1 | 0x2;  // CO_OPTIMIZED | CO_NEWLOCALS
    fn.reserve(layout.body.size() + header.params.size() + 64, layout.body.size() * 16 + 16);
    size_t locals = 0;
    for (const ParamSpec& p : header.params) {
      locals += fn.declare_local(p.param.name);
      if (p.param.kind == 0) ++argcount;
      if (p.param.kind == 1) flags |= 0x4;  // CO_VARARGS
      if (p.param.kind == 2) flags |= 0x8;  // CO_VARKEYWORDS
    }
    for (const ParamSpec& p : header.params) fn.varname_index(fn.slot(p.param.name), p.param.name);
    std::vector<std::string_view> assigned;
    for (const Line& line : layout.body) assigned_names(line, 4, assigned);
    for (std::string_view name : assigned) locals += fn.declare_local(name);
    for (const ParamSpec& p : header.params) fn.mark_stored(p.param.name);
    const int def_line = layout.def_line.number;
    fn.add(RESUME, 0, Pos{def_line, def_line, 0, 0});
    static const ConstSpec none{};
    fn.const_index_of_value(fn.value_of(none));  // co_consts[0]: the docstring slot
    std::vector<Statement> stmts;
    bool returned = false;
    for (const Line& line : layout.body) {
      size_t used = 0;
      if (!parse_line(line, 4, stmts, used, fn.why())) return false;
      for (size_t i = 0; i < used; ++i) {
        const Statement& st = stmts[i];
        if (returned) return fn.fail("statement after return");
        if (st.kind == StmtKind::Pass && (fn.instrs.size() != 1 || layout.body.size() != 1 || used != 1)) {
          return fn.fail("pass among statements");
        }
        if (!fn.statement(st)) return false;
        returned = st.kind == StmtKind::Return;
      }
      if (used > 0) last_pos = stmts[used - 1].pos;
    }
    // The scan's locals must be the parse's: else a name could have been read as the wrong scope.
    if (fn.stored() != locals) return fn.fail("assignment the scan did not see");
    // add_return_at_end; after a `return` it is unreachable and remove_unreachable drops it.
    if (!returned && !fn.implicit_return()) return false;
    if (!fn.optimize(static_cast<int>(header.params.size()))) return false;
    fn.assemble(out, def_line);
    out.argcount = argcount;
    out.flags = flags;
    out.name = header.name;
    return !fn.failed();
  }

  // compiler_function: defaults, annotations, the code, MAKE_FUNCTION and its attributes, the store.
  static bool emit_def(const Header& header, const Pos& def_pos, Unit& mod) {
    const Statement& arena = header.arena;
    int flags = 0;
    int defaults = 0;
    for (const ParamSpec& p : header.params) {
      if (p.default_value < 0) continue;
      if (!mod.visit(arena, p.default_value)) return false;
      ++defaults;
    }
    if (defaults > 0) {
      mod.add(BUILD_TUPLE, defaults, def_pos);
      flags |= kFunctionDefaults;
    }
    // compiler_visit_annotations: parameters in order (positional, *args, **kwargs), then `return`.
    int annotations = 0;
    for (const ParamSpec& p : header.params) {
      if (p.annotation < 0) continue;
      ConstSpec name;
      name.kind = ConstKind::Str;
      name.text = std::string(p.param.name);
      if (!mod.load_const(name, def_pos) || !mod.visit(arena, p.annotation)) return false;
      ++annotations;
    }
    if (header.returns >= 0) {
      ConstSpec name;
      name.kind = ConstKind::Str;
      name.text = "return";
      if (!mod.load_const(name, def_pos) || !mod.visit(arena, header.returns)) return false;
      ++annotations;
    }
    if (annotations > 0) {
      mod.add(BUILD_TUPLE, annotations * 2, def_pos);
      flags |= kFunctionAnnotations;
    }
    // compiler_make_closure
    mod.add(LOAD_CONST, mod.const_index_of_value(kFunctionCodeValue), def_pos);
    mod.add(MAKE_FUNCTION, 0, def_pos);
    if (flags & kFunctionAnnotations) mod.add(SET_FUNCTION_ATTRIBUTE, kFunctionAnnotations, def_pos);
    if (flags & kFunctionDefaults) mod.add(SET_FUNCTION_ATTRIBUTE, kFunctionDefaults, def_pos);
    return mod.store_name(header.name, def_pos) && !mod.failed();
  }
};

}  // namespace

const Emitter* cpython313_emitter() {
  static const Cpython313 instance;
  return &instance;
}

}  // namespace pyfxfast::pycode
