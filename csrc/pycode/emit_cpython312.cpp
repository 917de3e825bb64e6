// CPython 3.12: CALL without PRECALL, LOAD_ATTR with the method bit,
// RETURN_CONST, BINARY_SLICE/STORE_SLICE, CALL_INTRINSIC_1, COMPARE_OP with
// its comparison mask, LOAD_FAST_CHECK, remove_unused_consts and a location
// table (PEP 657) with one run per location; no exception table for
// straight-line code. Mirrors what 3.12's compile.c, flowgraph.c and
// assemble.c do for the forms source_parser accepts.
#include <cstdint>
#include <string>
#include <vector>

#include "pycode/emitter.hpp"
#include "pycode/location_table.hpp"
#include "pycode/source_parser.hpp"
#include "pycode/unit_base.hpp"

namespace pyfxfast::pycode {
namespace {

// Opcodes of 3.12 (Lib/opcode.py) and their inline cache entries.
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

// CALL_INTRINSIC_1's operands (Include/internal/pycore_intrinsics.h).
constexpr int kIntrinsicUnaryPositive = 5;
constexpr int kIntrinsicListToTuple = 6;

int cache_entries(uint8_t op) {
  switch (op) {
    case BINARY_SUBSCR: case STORE_SUBSCR: case COMPARE_OP: case BINARY_OP: return 1;
    case CALL: return 3;
    case LOAD_GLOBAL: return 4;
    case LOAD_ATTR: return 9;
    default: return 0;
  }
}

// stack_effect (opcode_metadata.h: pushed - popped) for the opcodes emitted here.
int stack_effect(uint8_t op, int arg) {
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

constexpr int kStackUseGuideline = 30;  // compile.c's STACK_USE_GUIDELINE
// add_checks_for_loads_of_uninitialized_variables tracks parameters in a 64-bit mask; locals
// past it are scanned one block at a time (fast_scan_many_locals), where nothing starts bound.
constexpr int kMaskedLocals = 64;

// compile.c's compare_masks, by CmpOp (COMPARE_OP's low four bits).
constexpr int kCompareMasks[] = {2, 2 | 8, 8, 1 | 2 | 4, 4, 4 | 8};

const ConstSpec kNone{};

bool same_location(const Pos& a, const Pos& b) {
  return a.line == b.line && a.end_line == b.end_line && a.col == b.col && a.end_col == b.end_col;
}

// One code object being built: 3.12's compiler unit, flow graph and assembler
// for a single basic block.
class Unit : public UnitBase {
 public:
  using UnitBase::UnitBase;

  // LOAD_CONST, or RETURN_CONST (optimize_basic_block's LOAD_CONST + RETURN_VALUE).
  bool load_const(const ConstSpec& spec, const Pos& pos, uint8_t op = LOAD_CONST) {
    const int index = const_index(spec);
    if (index < 0) return false;
    add(op, index, pos);
    return true;
  }

  // add_checks_for_loads_of_uninitialized_variables: a local read before a store or a checked
  // read is LOAD_FAST_CHECK. Binds local `fast`; returns whether it was bound already.
  bool bind(int fast) {
    if (bound_.size() <= static_cast<size_t>(fast)) bound_.resize(static_cast<size_t>(fast) + 1, false);
    const bool was = bound_[fast];
    bound_[fast] = true;
    return was;
  }

  void load_name(std::string_view name, const Pos& pos) {
    NameSlot& s = slots_[name];
    if (!function_scope_) {
      add(LOAD_NAME, name_index(s, name), pos);
    } else if (s.local) {
      const int fast = varname_index(s, name);
      add(bind(fast) ? LOAD_FAST : LOAD_FAST_CHECK, fast, pos);
    } else {
      add(LOAD_GLOBAL, name_index(s, name) << 1, pos);
    }
  }

  bool store_name(std::string_view name, const Pos& pos) {
    if (!function_scope_) {
      add(STORE_NAME, name_index(name), pos);
      return true;
    }
    NameSlot& s = slots_[name];
    if (!s.local) return fail("assignment the scan did not see");
    mark_stored(s);
    const int fast = varname_index(s, name);
    add(STORE_FAST, fast, pos);
    bind(fast);
    return true;
  }

  // compiler_slice for a slice without a step: the bounds, None for a missing one.
  bool slice_bounds(const Statement& st, const Expr& slice) {
    if (slice.a >= 0 ? !visit(st, slice.a) : !load_const(kNone, slice.pos)) return false;
    return slice.b >= 0 ? visit(st, slice.b) : load_const(kNone, slice.pos);
  }

  // compiler_subscript: `x[a:b]` is BINARY_SLICE / STORE_SLICE (is_two_element_slice).
  bool subscript(const Statement& st, const Expr& e, bool store) {
    if (!visit(st, e.a)) return false;
    const Expr& index = st.exprs[e.b];
    if (index.kind == ExprKind::Slice && index.c < 0) {
      if (!slice_bounds(st, index)) return false;
      add(store ? STORE_SLICE : BINARY_SLICE, 0, e.pos);
      return true;
    }
    if (!visit(st, e.b)) return false;
    add(store ? STORE_SUBSCR : BINARY_SUBSCR, 0, e.pos);
    return true;
  }

  // ---- expressions (compiler_visit_expr1) ----
  bool visit(const Statement& st, int expr) {
    const Expr& e = st.exprs[expr];
    switch (e.kind) {
      case ExprKind::Name:
        load_name(e.name, e.pos);
        return true;
      case ExprKind::Const: {
        const int index = source_const_index(st, e, shared_.text_ids, st.consts[e.const_index]);
        if (index < 0) return false;
        add(LOAD_CONST, index, e.pos);
        return true;
      }
      case ExprKind::Attribute:
        if (!visit(st, e.a)) return false;
        add(LOAD_ATTR, name_index(e.name) << 1, e.pos);
        return true;
      case ExprKind::Call:
        return call(st, e);
      case ExprKind::Subscript:
        return subscript(st, e, false);
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
      case ExprKind::UnaryOp: {
        if (!visit(st, e.a)) return false;
        const UnaryOp op = static_cast<UnaryOp>(e.op);
        if (op == UnaryOp::Pos) add(CALL_INTRINSIC_1, kIntrinsicUnaryPositive, e.pos);
        else add(op == UnaryOp::Neg ? UNARY_NEGATIVE : op == UnaryOp::Invert ? UNARY_INVERT : UNARY_NOT, 0, e.pos);
        return true;
      }
      case ExprKind::Compare: {
        if (!visit(st, e.a) || !visit(st, e.b)) return false;
        const CmpOp op = static_cast<CmpOp>(e.op);
        if (op == CmpOp::Is || op == CmpOp::IsNot) add(IS_OP, op == CmpOp::IsNot, e.pos);
        else if (op == CmpOp::In || op == CmpOp::NotIn) add(CONTAINS_OP, op == CmpOp::NotIn, e.pos);
        else add(COMPARE_OP, (e.op << 4) | kCompareMasks[e.op], e.pos);
        return true;
      }
    }
    return fail("unknown expression");
  }

  // `kw_pos`: where KW_NAMES is (the method's attribute on the method path, else the call).
  bool keywords_and_call(const Statement& st, const Expr& e, const Pos& kw_pos) {
    for (int i = 0; i < e.count + e.kw_count; ++i) {
      if (!visit(st, st.items[e.first + i])) return false;
    }
    if (e.kw_count > 0) {
      const int value = value_of(keyword_names(st, e));
      if (value < 0) return fail("keyword names");
      add(KW_NAMES, const_index_of_value(value), kw_pos);
    }
    add(CALL, e.count + e.kw_count, e.pos);
    return true;
  }

  bool call(const Statement& st, const Expr& e) {
    const Expr& func = st.exprs[e.c];
    // `super(a, b).attr` is LOAD_SUPER_ATTR (can_optimize_super_call): super() is left to CPython.
    if (func.kind == ExprKind::Name && func.name == "super") return fail("super()");
    // maybe_optimize_method_call: LOAD_ATTR with the method bit, at the attribute's location.
    if (func.kind == ExprKind::Attribute && e.count + e.kw_count + (e.kw_count != 0) < kStackUseGuideline) {
      if (!visit(st, func.a)) return false;
      add(LOAD_ATTR, (name_index(func.name) << 1) | 1, func.pos);
      return keywords_and_call(st, e, func.pos);
    }
    // compiler_call_helper's fast path; the CALL_FUNCTION_EX one is left to CPython.
    if (e.count + 2 * e.kw_count > kStackUseGuideline) return fail("call with many arguments");
    NameSlot* global = func.kind == ExprKind::Name && function_scope_ ? &slots_[func.name] : nullptr;
    if (global != nullptr && !global->local) {
      // PUSH_NULL; LOAD_GLOBAL folded by optimize_basic_block, its NOP removed.
      add(LOAD_GLOBAL, (name_index(*global, func.name) << 1) | 1, func.pos);
    } else {
      add(PUSH_NULL, 0, func.pos);
      if (!visit(st, e.c)) return false;
    }
    return keywords_and_call(st, e, e.pos);
  }

  bool all_const(const Statement& st, int first, int count, int stride = 1) const {
    for (int i = 0; i < count; ++i) {
      if (st.exprs[st.items[first + i * stride]].kind != ExprKind::Const) return false;
    }
    return true;
  }

  // starunpack_helper for tuples, lists and sets (no starred elements).
  bool sequence(const Statement& st, const Expr& e) {
    const bool tuple = e.kind == ExprKind::Tuple;
    const bool set = e.kind == ExprKind::Set;
    const uint8_t build = set ? BUILD_SET : BUILD_LIST;
    const uint8_t append = set ? SET_ADD : LIST_APPEND;
    const int n = e.count;
    if (!tuple && n > 2 && all_const(st, e.first, n)) {
      add(build, 0, e.pos);
      auto it = shared_.folded_list_ids.find(st.text_of(e.pos));
      if (it != shared_.folded_list_ids.end()) {
        add(LOAD_CONST, const_index_of_value(it->second), e.pos);
      } else {
        ConstSpec folded;
        folded.kind = set ? ConstKind::FrozenSet : ConstKind::Tuple;
        for (int i = 0; i < n; ++i) folded.items.push_back(st.consts[st.exprs[st.items[e.first + i]].const_index]);
        if (!load_const(folded, e.pos)) return false;
        shared_.folded_list_ids.emplace(st.text_of(e.pos), consts_[instrs.back().arg]);
      }
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

  // ---- statements ----
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
          } else if (!subscript(st, target, true)) {
            return false;
          }
        }
        return true;
      }
      case StmtKind::AugAssign: {
        const Expr& target = st.exprs[st.targets[0]];
        load_name(target.name, target.pos);
        if (!visit(st, st.value)) return false;
        add(BINARY_OP, 13 + st.op, st.pos);  // NB_INPLACE_* follow the NB_* in the same order
        return store_name(target.name, target.pos);
      }
      case StmtKind::Expr:  // compiler_stmt_expr: an artificial POP_TOP, at the value's last location
        if (!visit(st, st.value)) return false;
        add(POP_TOP, 0, instrs.back().pos);
        return true;
      case StmtKind::Return: {
        // compiler_return: a constant's RETURN_CONST at the constant's location, its NOPs removed.
        if (st.value < 0) return load_const(kNone, st.pos, RETURN_CONST);
        const Expr& value = st.exprs[st.value];
        if (value.kind == ExprKind::Const) return load_const(st.consts[value.const_index], value.pos, RETURN_CONST);
        if (!visit(st, st.value)) return false;
        add(RETURN_VALUE, 0, st.pos);
        return true;
      }
      case StmtKind::Pass:
        return fail("pass");
    }
    return fail("unknown statement");
  }

  // The implicit `return None` (add_return_at_end, NO_LOCATION): RETURN_CONST at the location
  // propagate_line_numbers gives it, the previous instruction's.
  bool implicit_return() { return load_const(kNone, instrs.back().pos, RETURN_CONST); }

  // ---- flow graph: fold_tuple_on_constants, remove_redundant_nops ----
  bool fold_tuples() {
    bool folded_any = false;
    for (size_t i = 0; i < instrs.size(); ++i) {
      if (instrs[i].op != BUILD_TUPLE) continue;
      const size_t n = static_cast<size_t>(instrs[i].arg);
      if (n > i) continue;
      bool all = true;
      for (size_t k = i - n; k < i; ++k) all = all && instrs[k].op == LOAD_CONST;
      if (!all) continue;
      if (i + 1 < instrs.size() && instrs[i + 1].op == RETURN_VALUE) return fail("a returned tuple fold");
      std::vector<int> values;
      for (size_t k = i - n; k < i; ++k) {
        values.push_back(consts_[instrs[k].arg]);
        instrs[k].op = NOP;
      }
      const int value = shared_.resolver.resolve_tuple(values);
      if (value < 0) return fail("tuple fold");
      instrs[i].op = LOAD_CONST;
      instrs[i].arg = const_index_of_value(value);
      folded_any = true;
    }
    if (!folded_any) return true;
    std::vector<Instr> kept;
    kept.reserve(instrs.size());
    for (size_t i = 0; i < instrs.size(); ++i) {
      const Instr& in = instrs[i];
      if (in.op != NOP) { kept.push_back(in); continue; }
      const bool same_as_prev = !kept.empty() && kept.back().pos.line == in.pos.line;
      size_t next = i + 1;
      while (next < instrs.size() && instrs[next].op == NOP) ++next;
      const bool same_as_next = next < instrs.size() && instrs[next].pos.line == in.pos.line;
      if (!same_as_prev && !same_as_next) return fail("a NOP CPython would keep");
    }
    instrs.swap(kept);
    return true;
  }

  // remove_unused_consts: constants no instruction uses go, wherever they are, except the first
  // (the docstring slot); the rest keep their order. The unit's last change to its constants.
  void remove_unused_consts() {
    const auto uses_const = [](uint8_t op) { return op == LOAD_CONST || op == RETURN_CONST || op == KW_NAMES; };
    std::vector<int> index_map(consts_.size(), -1);
    index_map[0] = 0;
    for (const Instr& in : instrs) {
      if (uses_const(in.op)) index_map[in.arg] = 0;
    }
    std::vector<int> kept;
    for (size_t i = 0; i < consts_.size(); ++i) {
      if (index_map[i] < 0) continue;
      index_map[i] = static_cast<int>(kept.size());
      kept.push_back(consts_[i]);
    }
    for (Instr& in : instrs) {
      if (uses_const(in.op)) in.arg = index_map[in.arg];
    }
    consts_.swap(kept);
    const_index_.clear();
  }

  // ---- assembler ----
  void assemble(CodeUnit& out, int firstlineno) {
    remove_unused_consts();
    out.code.clear();
    out.linetable.clear();
    out.code.reserve(instrs.size() * 8);
    out.linetable.reserve(instrs.size() * 3);
    // assemble_location_info: one run per stretch of instructions at the same location,
    // written in entries of up to 8 code units.
    int last_line = firstlineno;
    Pos run;
    int run_size = 0;
    const auto flush_run = [&]() {
      for (; run_size > 0; run_size -= 8) write_location(out.linetable, last_line, run, run_size > 8 ? 8 : run_size);
      run_size = 0;
    };
    int depth = 0, max_depth = 0;
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
      if (run_size > 0 && !same_location(run, in.pos)) flush_run();
      run = in.pos;
      run_size += extended + 1 + caches;
      depth += stack_effect(in.op, in.arg);
      if (depth > max_depth) max_depth = depth;
    }
    flush_run();
    out.consts = consts_;
    out.names = names_;
    out.varnames = varnames_;
    out.nlocals = static_cast<int>(varnames_.size());
    out.stacksize = max_depth;
    out.firstlineno = firstlineno;
  }

 private:
  std::vector<bool> bound_;  // by co_varnames index
};

class Cpython312 final : public Emitter {
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
    mod.add(RESUME, 0, Pos{0, 1, 0, 0});
    std::vector<Statement> stmts;
    for (const Line& line : layout.prelude) {
      size_t used = 0;
      if (!parse_line(line, 0, stmts, used, shared.why)) return false;
      for (size_t i = 0; i < used; ++i) {
        if (stmts[i].kind != StmtKind::Expr) return fail(shared, "module statement other than an expression");
        if (!mod.statement(stmts[i])) return false;
      }
    }
    if (!emit_def(header, Pos{header.pos.line, last_pos.end_line, 0, last_pos.end_col}, fn, mod)) return false;
    if (!mod.implicit_return() || !mod.fold_tuples()) return false;
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

  // `last_pos`: where the body's last statement is (the def statement ends there).
  static bool emit_function(const Layout& layout, const Header& header, Unit& fn, CodeUnit& out, Pos& last_pos) {
    int argcount = 0;
    int flags = 0x1 | 0x2;  // CO_OPTIMIZED | CO_NEWLOCALS
    fn.reserve(layout.body.size() + header.params.size() + 64, layout.body.size() * 16 + 16);
    size_t locals = 0;
    for (const ParamSpec& p : header.params) {
      locals += fn.declare_local(p.param.name);
      fn.mark_stored(p.param.name);
      const int fast = fn.varname_index(fn.slot(p.param.name), p.param.name);
      if (fast < kMaskedLocals) fn.bind(fast);  // parameters start bound, in the mask only
      if (p.param.kind == 0) ++argcount;
      if (p.param.kind == 1) flags |= 0x4;  // CO_VARARGS
      if (p.param.kind == 2) flags |= 0x8;  // CO_VARKEYWORDS
    }
    std::vector<std::string_view> assigned;
    for (const Line& line : layout.body) assigned_names(line, 4, assigned);
    for (std::string_view name : assigned) locals += fn.declare_local(name);
    const int def_line = layout.def_line.number;
    fn.add(RESUME, 0, Pos{def_line, def_line, 0, 0});
    fn.const_index_of_value(fn.value_of(kNone));  // co_consts[0]: the docstring slot
    std::vector<Statement> stmts;
    bool returned = false;
    bool only_pass = false;
    for (const Line& line : layout.body) {
      size_t used = 0;
      if (!parse_line(line, 4, stmts, used, fn.why())) return false;
      for (size_t i = 0; i < used; ++i) {
        const Statement& st = stmts[i];
        if (returned) return fn.fail("statement after return");
        if (st.kind == StmtKind::Pass) {
          if (fn.instrs.size() != 1 || layout.body.size() != 1 || used != 1) return fn.fail("pass among statements");
          // A lone `pass`: its NOP goes, the implicit return takes its location.
          fn.add(NOP, 0, st.pos);
          only_pass = true;
          continue;
        }
        if (!fn.statement(st)) return false;
        returned = st.kind == StmtKind::Return;
      }
      if (used > 0) last_pos = stmts[used - 1].pos;
    }
    // The scan's locals must be the parse's: else a name could have been read as the wrong scope.
    if (fn.stored() != locals) return fn.fail("assignment the scan did not see");
    if (!returned) {
      if (!fn.implicit_return()) return false;
      if (only_pass) fn.instrs.erase(fn.instrs.begin() + 1);  // the NOP
    }
    if (!fn.fold_tuples()) return false;
    fn.assemble(out, def_line);
    out.argcount = argcount;
    out.flags = flags;
    out.name = header.name;
    return !fn.failed();
  }

  // The def statement in the module: defaults, annotations, MAKE_FUNCTION, the store.
  static bool emit_def(const Header& header, const Pos& def_pos, Unit& fn, Unit& mod) {
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
      flags |= 0x1;
    }
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
      mod.add(BUILD_TUPLE, annotations * 2, def_pos);
      flags |= 0x4;
    }
    mod.add(LOAD_CONST, mod.const_index_of_value(kFunctionCodeValue), def_pos);
    mod.add(MAKE_FUNCTION, flags, def_pos);
    if (!mod.store_name(header.name, def_pos)) return false;
    return !fn.failed();
  }
};

}  // namespace

const Emitter* cpython312_emitter() {
  static const Cpython312 instance;
  return &instance;
}

}  // namespace pyfxfast::pycode
