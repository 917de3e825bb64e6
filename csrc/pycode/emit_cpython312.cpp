// CPython 3.12: CALL without PRECALL, LOAD_ATTR with the method bit,
// RETURN_CONST, BINARY_SLICE/STORE_SLICE, CALL_INTRINSIC_1, COMPARE_OP with
// its comparison mask, LOAD_FAST_CHECK, remove_unused_consts and a location
// table (PEP 657) with one run per location; no exception table for
// straight-line code. What 3.12's compile.c, flowgraph.c and assemble.c do
// differently from the code generator all versions share (codegen.hpp).
#include <cstdint>

#include "pycode/codegen.hpp"

namespace pyfxfast::pycode {
namespace {

class Unit312 final : public CodeGen<Unit312> {
 public:
  using CodeGen::CodeGen;

  // Opcodes of 3.12 (Lib/opcode.py).
  enum Op : uint8_t {
    POP_TOP = 1, PUSH_NULL = 2, NOP = 9, UNARY_NEGATIVE = 11, UNARY_NOT = 12, UNARY_INVERT = 15,
    BINARY_SUBSCR = 25, BINARY_SLICE = 26, STORE_SLICE = 27, STORE_SUBSCR = 60, RETURN_VALUE = 83, STORE_NAME = 90,
    LOAD_CONST = 100, LOAD_NAME = 101, BUILD_TUPLE = 102, BUILD_LIST = 103, BUILD_SET = 104, BUILD_MAP = 105,
    LOAD_ATTR = 106, COMPARE_OP = 107, LOAD_GLOBAL = 116, IS_OP = 117, CONTAINS_OP = 118, COPY = 120,
    RETURN_CONST = 121, BINARY_OP = 122, LOAD_FAST = 124, STORE_FAST = 125, LOAD_FAST_CHECK = 127,
    MAKE_FUNCTION = 132, BUILD_SLICE = 133, EXTENDED_ARG = 144, LIST_APPEND = 145, SET_ADD = 146, MAP_ADD = 147,
    RESUME = 151, BUILD_CONST_KEY_MAP = 156, LIST_EXTEND = 162, SET_UPDATE = 163, DICT_UPDATE = 165, CALL = 171,
    KW_NAMES = 172, CALL_INTRINSIC_1 = 173,
  };

  static constexpr int cache_entries(uint8_t op) {
    switch (op) {
      case BINARY_SUBSCR: case STORE_SUBSCR: case COMPARE_OP: case BINARY_OP: return 1;
      case CALL: return 3;
      case LOAD_GLOBAL: return 4;
      case LOAD_ATTR: return 9;
      default: return 0;
    }
  }

  // stack_effect (opcode_metadata.h: pushed - popped) for the opcodes emitted here.
  static int stack_effect(uint8_t op, int arg) {
    switch (op) {
      case POP_TOP: case BINARY_SUBSCR: case RETURN_VALUE: case STORE_NAME: case STORE_FAST: case COMPARE_OP:
      case IS_OP: case CONTAINS_OP: case BINARY_OP: case LIST_APPEND: case LIST_EXTEND: case DICT_UPDATE:
      case SET_ADD: case SET_UPDATE:
        return -1;
      case PUSH_NULL: case LOAD_CONST: case LOAD_NAME: case LOAD_FAST: case LOAD_FAST_CHECK: case COPY:
        return 1;
      case LOAD_ATTR: return arg & 1;
      case LOAD_GLOBAL: return 1 + (arg & 1);
      case BUILD_TUPLE: case BUILD_LIST: case BUILD_SET: return 1 - arg;
      case BUILD_MAP: return 1 - 2 * arg;
      case BUILD_CONST_KEY_MAP: return -arg;
      case MAP_ADD: case BINARY_SLICE: return -2;
      case STORE_SUBSCR: return -3;
      case STORE_SLICE: return -4;
      case BUILD_SLICE: return arg == 3 ? -2 : -1;
      case CALL: return -arg - 1;
      case MAKE_FUNCTION: return -(((arg & 1) != 0) + ((arg & 2) != 0) + ((arg & 4) != 0) + ((arg & 8) != 0));
      default: return 0;  // NOP, RESUME, RETURN_CONST, KW_NAMES, CALL_INTRINSIC_1, UNARY_*
    }
  }

  static bool uses_const(uint8_t op) { return op == LOAD_CONST || op == RETURN_CONST || op == KW_NAMES; }
  static int compare_arg(CmpOp op) { return compare_with_mask(op, 4); }

  void unary(UnaryOp op, const Pos& pos) {
    if (op == UnaryOp::Pos) add(CALL_INTRINSIC_1, kIntrinsicUnaryPositive, pos);
    else add(op == UnaryOp::Neg ? UNARY_NEGATIVE : op == UnaryOp::Invert ? UNARY_INVERT : UNARY_NOT, 0, pos);
  }

  // `super(a, b).attr` is LOAD_SUPER_ATTR (can_optimize_super_call): super() is left to CPython.
  bool check_call(const Expr& func) {
    if (func.kind == ExprKind::Name && func.name == kNameSuper) return fail("super()");
    return true;
  }
  bool check_attribute(const Statement&, const Expr&) { return true; }  // check_call refuses super() itself

  bool push_callable(const Statement& st, const Expr& call) { return null_then_callable(st, call); }

  void call_instructions(const Expr& call, int keyword_names, const Pos& kw_pos) {
    if (keyword_names >= 0) add(KW_NAMES, const_index_of_value(keyword_names), kw_pos);
    add(CALL, call.count + call.kw_count, call.pos);
  }

  // RETURN_CONST: optimize_basic_block's LOAD_CONST + RETURN_VALUE, made directly.
  bool return_const(int value, const Pos& pos, bool) {
    add(RETURN_CONST, const_index_of_value(value), pos);
    return true;
  }

  void make_function(int flags, const Pos& pos) { add(MAKE_FUNCTION, flags, pos); }

  // A folded tuple returned would become RETURN_CONST: left to CPython.
  bool before_tuple_fold(size_t build) {
    if (build + 1 < instrs.size() && instrs[build + 1].op == RETURN_VALUE) return fail("a returned tuple fold");
    return true;
  }

  bool optimize(int nparams) {
    if (!fold_tuples()) return false;
    remove_unused_consts();
    mark_loads_of_unbound_locals(nparams);
    return true;
  }
};

}  // namespace

const Emitter* cpython312_emitter() {
  static const ModuleEmitter<Unit312> instance;
  return &instance;
}

}  // namespace pyfxfast::pycode
