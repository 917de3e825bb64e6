// CPython 3.11: bytecode with inline caches, PRECALL/CALL, LOAD_METHOD,
// KW_NAMES, UNARY_POSITIVE, LIST_TO_TUPLE, the location table of PEP 657 with
// an entry per instruction and no exception table for straight-line code.
// What 3.11's compile.c does differently from the code generator all versions
// share (codegen.hpp); of its flow graph only the tuple fold applies, and
// trim_unused_consts.
#include <algorithm>
#include <cstdint>

#include "pycode/codegen.hpp"

namespace pyfxfast::pycode {
namespace {

class Unit311 final : public CodeGen<Unit311> {
 public:
  using CodeGen::CodeGen;

  // Opcodes of 3.11 (Lib/opcode.py).
  enum Op : uint8_t {
    POP_TOP = 1, PUSH_NULL = 2, NOP = 9, UNARY_POSITIVE = 10, UNARY_NEGATIVE = 11, UNARY_NOT = 12,
    UNARY_INVERT = 15, BINARY_SUBSCR = 25, STORE_SUBSCR = 60, LIST_TO_TUPLE = 82, RETURN_VALUE = 83,
    STORE_NAME = 90, LOAD_CONST = 100, LOAD_NAME = 101, BUILD_TUPLE = 102, BUILD_LIST = 103, BUILD_SET = 104,
    BUILD_MAP = 105, LOAD_ATTR = 106, COMPARE_OP = 107, LOAD_GLOBAL = 116, IS_OP = 117, CONTAINS_OP = 118,
    COPY = 120, BINARY_OP = 122, LOAD_FAST = 124, STORE_FAST = 125, MAKE_FUNCTION = 132, BUILD_SLICE = 133,
    EXTENDED_ARG = 144, LIST_APPEND = 145, SET_ADD = 146, MAP_ADD = 147, RESUME = 151, BUILD_CONST_KEY_MAP = 156,
    LOAD_METHOD = 160, LIST_EXTEND = 162, SET_UPDATE = 163, DICT_UPDATE = 165, PRECALL = 166, CALL = 171,
    KW_NAMES = 172,
  };

  static constexpr bool kLocationPerInstruction = true;
  static constexpr bool kTwoElementSlices = false;

  static constexpr int cache_entries(uint8_t op) {
    switch (op) {
      case BINARY_SUBSCR: case LOAD_ATTR: case CALL: return 4;
      case STORE_SUBSCR: case BINARY_OP: case PRECALL: return 1;
      case COMPARE_OP: return 2;
      case LOAD_GLOBAL: return 5;
      case LOAD_METHOD: return 10;
      default: return 0;
    }
  }

  // compile.c's stack_effect for the opcodes emitted here (straight-line code).
  static int stack_effect(uint8_t op, int arg) {
    switch (op) {
      case POP_TOP: case BINARY_SUBSCR: case RETURN_VALUE: case STORE_NAME: case STORE_FAST: case COMPARE_OP:
      case IS_OP: case CONTAINS_OP: case BINARY_OP: case LIST_APPEND: case LIST_EXTEND: case DICT_UPDATE: case CALL:
      case SET_ADD: case SET_UPDATE:
        return -1;
      case PUSH_NULL: case LOAD_CONST: case LOAD_NAME: case LOAD_FAST: case COPY: case LOAD_METHOD:
        return 1;
      case LOAD_GLOBAL: return 1 + (arg & 1);
      case BUILD_TUPLE: case BUILD_LIST: case BUILD_SET: return 1 - arg;
      case BUILD_MAP: return 1 - 2 * arg;
      case BUILD_CONST_KEY_MAP: case PRECALL: return -arg;
      case MAP_ADD: return -2;
      case STORE_SUBSCR: return -3;
      case BUILD_SLICE: return arg == 3 ? -2 : -1;
      case MAKE_FUNCTION: return -(((arg & 1) != 0) + ((arg & 2) != 0) + ((arg & 4) != 0) + ((arg & 8) != 0));
      default: return 0;  // NOP, RESUME, UNARY_*, LOAD_ATTR, KW_NAMES, LIST_TO_TUPLE
    }
  }

  static bool uses_const(uint8_t op) { return op == LOAD_CONST || op == KW_NAMES; }
  static constexpr NameRef kAttributeRef = kNameIndex;
  static int compare_arg(CmpOp op) { return static_cast<int>(op); }

  void unary(UnaryOp op, const Pos& pos) {
    static constexpr uint8_t ops[] = {UNARY_NEGATIVE, UNARY_POSITIVE, UNARY_INVERT, UNARY_NOT};
    add(ops[static_cast<int>(op)], 0, pos);
  }

  void load_method(int id, const Pos& pos) { add_name(LOAD_METHOD, kNameIndex, id, pos); }
  bool check_attribute(const Statement&, const Expr&) { return true; }  // no LOAD_SUPER_ATTR before 3.12
  bool push_callable(const Statement& st, const Expr& call) { return null_then_callable(st, call); }

  void call_instructions(const Expr& call, int keyword_names, const Pos& kw_pos) {
    if (keyword_names >= 0) add(KW_NAMES, const_index_of_value(keyword_names), kw_pos);
    const int n = call.count + call.kw_count;
    add(PRECALL, n, call.pos);
    add(CALL, n, call.pos);
  }

  void list_to_tuple(const Pos& pos) { add(LIST_TO_TUPLE, 0, pos); }

  bool return_const(int value, const Pos& pos, bool) {
    add(LOAD_CONST, const_index_of_value(value), pos);
    add(RETURN_VALUE, 0, pos);
    return true;
  }

  void make_function(int flags, const Pos& pos) { add(MAKE_FUNCTION, flags, pos); }

  // fold_tuple_on_constants, remove_redundant_nops, trim_unused_consts: constants past the
  // last one used go (the first stays).
  bool optimize(int) {
    if (!fold_tuples()) return false;
    int max_used = 0;
    for (const Instr& in : instrs) {
      if (uses_const(in.op)) max_used = std::max(max_used, in.arg);
    }
    if (static_cast<size_t>(max_used) + 1 < consts_.size()) consts_.resize(static_cast<size_t>(max_used) + 1);
    return true;
  }
};

}  // namespace

const Emitter* cpython311_emitter() {
  static const ModuleEmitter<Unit311> instance;
  return &instance;
}

}  // namespace pyfxfast::pycode
