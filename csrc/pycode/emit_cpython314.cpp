// CPython 3.14: the flow-graph folds, borrowed fast loads and the rest that codegen314.hpp holds
// for 3.14 and later; here the opcode numbers of 3.14 (Lib/_opcode_metadata.py), its inline
// caches (_PyOpcode_Caches) and stack effects, and LOAD_SMALL_INT for ints 0-255.
#include <cstdint>

#include "pycode/codegen314.hpp"

namespace pyfxfast::pycode {
namespace {

class Unit314 final : public CodeGen314<Unit314> {
 public:
  using CodeGen314::CodeGen314;

  enum Op : uint8_t {
    BINARY_SLICE = 1, MAKE_FUNCTION = 23, NOP = 27, POP_TOP = 31, PUSH_NULL = 33, RETURN_VALUE = 35,
    STORE_SLICE = 37, STORE_SUBSCR = 38, TO_BOOL = 39, UNARY_INVERT = 40, UNARY_NEGATIVE = 41, UNARY_NOT = 42,
    BINARY_OP = 44, BUILD_LIST = 46, BUILD_MAP = 47, BUILD_SET = 48, BUILD_SLICE = 49, BUILD_TUPLE = 51, CALL = 52,
    CALL_INTRINSIC_1 = 53, CALL_KW = 55, COMPARE_OP = 56, CONTAINS_OP = 57, COPY = 59, DICT_UPDATE = 67,
    EXTENDED_ARG = 69, IS_OP = 74, LIST_APPEND = 78, LIST_EXTEND = 79, LOAD_ATTR = 80, LOAD_CONST = 82,
    LOAD_FAST = 84, LOAD_FAST_BORROW = 86, LOAD_FAST_BORROW_LOAD_FAST_BORROW = 87, LOAD_FAST_CHECK = 88,
    LOAD_FAST_LOAD_FAST = 89, LOAD_GLOBAL = 92, LOAD_NAME = 93, LOAD_SMALL_INT = 94, MAP_ADD = 98, SET_ADD = 107,
    SET_FUNCTION_ATTRIBUTE = 108, SET_UPDATE = 109, STORE_FAST = 112, STORE_FAST_LOAD_FAST = 113,
    STORE_FAST_STORE_FAST = 114, STORE_NAME = 116, RESUME = 128,
    NOT_TAKEN = 28, POP_JUMP_IF_FALSE = 100, RAISE_VARARGS = 104, LOAD_COMMON_CONSTANT = 81,
  };

  // __annotate__'s co_qualname: its own name (3.14), or under the def's (3.15).
  static constexpr bool kQualifiedAnnotate = false;

  static constexpr int cache_entries(uint8_t op) {
    switch (op) {
      case LOAD_ATTR: return 9;
      case BINARY_OP: return 5;
      case LOAD_GLOBAL: return 4;
      case TO_BOOL: case CALL: case CALL_KW: return 3;
      case STORE_SUBSCR: case COMPARE_OP: case CONTAINS_OP: case POP_JUMP_IF_FALSE: return 1;
      default: return 0;
    }
  }

};

}  // namespace

const Emitter* cpython314_emitter() {
  static const ModuleEmitter<Unit314> instance;
  return &instance;
}

}  // namespace pyfxfast::pycode
