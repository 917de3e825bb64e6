// CPython 3.15: 3.14's code (codegen314.hpp) with 3.15's opcode numbers, an inline cache after
// RESUME, and LOAD_COMMON_CONSTANT for the constants its table holds (None, '', True, False, -1),
// which therefore leave co_consts as small ints do.
#include <cstdint>

#include "pycode/codegen314.hpp"

namespace pyfxfast::pycode {
namespace {

class Unit315 final : public CodeGen314<Unit315> {
 public:
  using CodeGen314::CodeGen314;

  enum Op : uint8_t {
    BINARY_SLICE = 1, MAKE_FUNCTION = 21, NOP = 25, POP_TOP = 29, PUSH_NULL = 31, RETURN_VALUE = 33,
    STORE_SLICE = 35, STORE_SUBSCR = 36, TO_BOOL = 37, UNARY_INVERT = 38, UNARY_NEGATIVE = 39, UNARY_NOT = 40,
    BINARY_OP = 42, BUILD_LIST = 44, BUILD_MAP = 45, BUILD_SET = 46, BUILD_SLICE = 47, BUILD_TUPLE = 49, CALL = 50,
    CALL_INTRINSIC_1 = 51, CALL_KW = 53, COMPARE_OP = 54, CONTAINS_OP = 55, COPY = 57, DICT_UPDATE = 65,
    EXTENDED_ARG = 67, IS_OP = 73, LIST_APPEND = 77, LIST_EXTEND = 78, LOAD_ATTR = 79, LOAD_COMMON_CONSTANT = 80,
    LOAD_CONST = 81, LOAD_FAST = 83, LOAD_FAST_BORROW = 85, LOAD_FAST_BORROW_LOAD_FAST_BORROW = 86,
    LOAD_FAST_CHECK = 87, LOAD_FAST_LOAD_FAST = 88, LOAD_GLOBAL = 91, LOAD_NAME = 92, LOAD_SMALL_INT = 93,
    MAP_ADD = 97, SET_ADD = 106, SET_FUNCTION_ATTRIBUTE = 107, SET_UPDATE = 108, STORE_FAST = 111,
    STORE_FAST_LOAD_FAST = 112, STORE_FAST_STORE_FAST = 113, STORE_NAME = 115, RESUME = 128,
    NOT_TAKEN = 26, POP_JUMP_IF_FALSE = 99, RAISE_VARARGS = 103,
  };

  // __annotate__'s co_qualname: its own name (3.14), or under the def's (3.15).
  static constexpr bool kQualifiedAnnotate = true;

  static constexpr int cache_entries(uint8_t op) {
    switch (op) {
      case LOAD_ATTR: return 9;
      case BINARY_OP: return 5;
      case LOAD_GLOBAL: return 4;
      case TO_BOOL: case CALL: case CALL_KW: return 3;
      case STORE_SUBSCR: case COMPARE_OP: case CONTAINS_OP: case POP_JUMP_IF_FALSE: case RESUME: return 1;
      default: return 0;
    }
  }

  // The table of LOAD_COMMON_CONSTANT (dis._common_constants), the entries a constant can be.
  static constexpr int kCommonNone = 7, kCommonEmptyStr = 8, kCommonTrue = 9, kCommonFalse = 10, kCommonMinusOne = 11;

  void const_load(int value, Instr& in) {
    int common = -1;
    long n = 0;
    if (value == none_value()) common = kCommonNone;
    else if (value == singleton_value(ConstKind::True)) common = kCommonTrue;
    else if (value == singleton_value(ConstKind::False)) common = kCommonFalse;
    else if (shared_.resolver.is_empty_str(value)) common = kCommonEmptyStr;
    else if (shared_.resolver.exact_int(value, n) && n == -1) common = kCommonMinusOne;
    if (common < 0) {
      small_int_load(value, in);
      return;
    }
    in.op = LOAD_COMMON_CONSTANT;
    in.arg = common;
  }
};

}  // namespace

const Emitter* cpython315_emitter() {
  static const ModuleEmitter<Unit315> instance;
  return &instance;
}

}  // namespace pyfxfast::pycode
