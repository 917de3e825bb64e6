// CPython 3.13: CALL/CALL_KW without PRECALL or KW_NAMES, the callable
// before its NULL, method calls as LOAD_ATTR with the low bit set, COMPARE_OP
// `<< 5`, TO_BOOL, RETURN_CONST, MAKE_FUNCTION plus SET_FUNCTION_ATTRIBUTE,
// BINARY_SLICE, and the flow-graph passes that apply to one block of
// straight-line code (flowgraph.c: _PyCfg_OptimizeCodeUnit), superinstructions
// among them. What 3.13's compile.c, flowgraph.c and assemble.c do
// differently from the code generator all versions share (codegen.hpp).
#include <cstdint>

#include "pycode/codegen.hpp"

namespace pyfxfast::pycode {
namespace {

class Unit313 final : public CodeGen<Unit313> {
 public:
  using CodeGen::CodeGen;

  // Opcodes of 3.13 (Lib/_opcode_metadata.py) that this emitter writes.
  enum Op : uint8_t {
    BINARY_SLICE = 4, BINARY_SUBSCR = 5, MAKE_FUNCTION = 26, NOP = 30, POP_TOP = 32, PUSH_NULL = 34,
    RETURN_VALUE = 36, STORE_SLICE = 38, STORE_SUBSCR = 39, TO_BOOL = 40, UNARY_INVERT = 41, UNARY_NEGATIVE = 42,
    UNARY_NOT = 43, BINARY_OP = 45, BUILD_CONST_KEY_MAP = 46, BUILD_LIST = 47, BUILD_MAP = 48, BUILD_SET = 49,
    BUILD_SLICE = 50, BUILD_TUPLE = 52, CALL = 53, CALL_INTRINSIC_1 = 55, CALL_KW = 57, COMPARE_OP = 58,
    CONTAINS_OP = 59, COPY = 61, DICT_UPDATE = 69, EXTENDED_ARG = 71, IS_OP = 76, LIST_APPEND = 80, LIST_EXTEND = 81,
    LOAD_ATTR = 82, LOAD_CONST = 83, LOAD_FAST = 85, LOAD_FAST_CHECK = 87, LOAD_FAST_LOAD_FAST = 88, LOAD_GLOBAL = 91,
    LOAD_NAME = 92, MAP_ADD = 95, RETURN_CONST = 103, SET_ADD = 105, SET_FUNCTION_ATTRIBUTE = 106, SET_UPDATE = 107,
    STORE_FAST = 110, STORE_FAST_LOAD_FAST = 111, STORE_FAST_STORE_FAST = 112, STORE_NAME = 114, RESUME = 149,
  };

  // _PyOpcode_Caches
  static constexpr int cache_entries(uint8_t op) {
    switch (op) {
      case LOAD_ATTR: return 9;
      case LOAD_GLOBAL: return 4;
      case TO_BOOL: case CALL: return 3;
      case BINARY_SUBSCR: case STORE_SUBSCR: case COMPARE_OP: case CONTAINS_OP: case BINARY_OP: return 1;
      default: return 0;
    }
  }

  // PyCompile_OpcodeStackEffect for the opcodes written here (no jumps).
  static int stack_effect(uint8_t op, int arg) {
    switch (op) {
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
      default: return 0;  // NOP, RESUME, UNARY_*, TO_BOOL, CALL_INTRINSIC_1, MAKE_FUNCTION, RETURN_CONST, STORE_FAST_LOAD_FAST
    }
  }

  static bool uses_const(uint8_t op) { return op == LOAD_CONST || op == RETURN_CONST; }
  static int compare_arg(CmpOp op) { return compare_with_mask(op, 5); }

  // compiler_return: the statement's NOP carries the value's line; the passes make RETURN_CONST.
  bool return_const(int value, const Pos& pos, bool statement) {
    if (statement) add(NOP, 0, pos);
    add(LOAD_CONST, const_index_of_value(value), pos);
    add(RETURN_VALUE, 0, pos);
    return true;
  }

  // compiler_make_closure, then the attributes MAKE_FUNCTION no longer takes.
  void make_function(int flags, const Pos& pos) {
    add(MAKE_FUNCTION, 0, pos);
    if (flags & kFunctionAnnotations) add(SET_FUNCTION_ATTRIBUTE, kFunctionAnnotations, pos);
    if (flags & kFunctionDefaults) add(SET_FUNCTION_ATTRIBUTE, kFunctionDefaults, pos);
  }

  // ---- flow graph (_PyCfg_OptimizeCodeUnit) over the one block of straight-line code ----
  // The function's RESUME is a block of its own in CPython; no pass below can tell the
  // difference (RESUME is never a NOP, a constant, a fast-local access or a pair's first half).
  bool optimize(int nparams) {
    if (!optimize_load_const() || !optimize_basic_block()) return false;
    // CPython repeats the NOP removal until it removes nothing; where the last one inside
    // remove_redundant_nops_and_pairs removed nothing, the next would see the same code.
    if (remove_redundant_nops_and_pairs() > 0) {
      while (remove_redundant_nops() > 0) {
      }
    }
    remove_unused_consts();
    mark_loads_and_insert_superinstructions(nparams);
    return !failed();
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
      switch (in.op) {
        case BUILD_TUPLE:
          if (!fold_tuple_on_constants(i)) return false;
          break;
        case STORE_FAST: case LOAD_GLOBAL: case COMPARE_OP: case CONTAINS_OP: case IS_OP:
        case TO_BOOL: case UNARY_NOT:
          rewrite_pair(i);
          break;
        default:
          break;
      }
    }
    return true;
  }
};

}  // namespace

const Emitter* cpython313_emitter() {
  static const ModuleEmitter<Unit313> instance;
  return &instance;
}

}  // namespace pyfxfast::pycode
