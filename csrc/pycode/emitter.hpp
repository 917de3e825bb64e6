// Code objects without CPython's compiler: an Emitter turns the source FX
// code generation writes into the fields of the code objects that
// `compile(src, filename, "exec", dont_inherit=True)` returns for it (the
// module and its one function), for one CPython minor version. Each version
// has its own file (emit_cpython3XX.cpp); emitter_for() picks it.
//
// Constants are materialised by the caller (ConstResolver): this layer knows
// no Python object, only which constant goes where.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "pycode/source_ast.hpp"

namespace pyfxfast::pycode {

class ConstResolver {
 public:
  virtual ~ConstResolver() = default;
  // An id for the value of `spec`, equal for values CPython's constant table
  // merges; -1 when the value cannot be made (a fold that raises).
  virtual int resolve(const ConstSpec& spec) = 0;
  // An id for the tuple of the given values (the optimiser's tuple folding).
  virtual int resolve_tuple(const std::vector<int>& value_ids) = 0;
  // An id for `kind` applied to the given values, as the flow graph's folds make it (3.14+:
  // Tuple, FrozenSet, Slice, Neg, Pos, Invert, Add, Sub); -1 where the fold raises.
  virtual int fold(ConstKind kind, const std::vector<int>& value_ids) = 0;
  // Whether the value is an exact int that fits in `out` (LOAD_SMALL_INT, LOAD_COMMON_CONSTANT).
  virtual bool exact_int(int value_id, long& out) = 0;
  // Whether the value is the empty str (LOAD_COMMON_CONSTANT, 3.15).
  virtual bool is_empty_str(int value_id) = 0;
};

// The value ids standing for the code objects in the module's constants: the function's, and
// (3.14+) that of its __annotate__.
constexpr int kFunctionCodeValue = -2;
constexpr int kAnnotateCodeValue = -3;

// Where a unit's bytecode is written, when the caller wants it made in place (a bytes object,
// not a copy of `CodeUnit::code`).
class CodeStorage {
 public:
  virtual ~CodeStorage() = default;
  // A buffer of `size` bytes, all of which the assembler writes; nullptr: use CodeUnit::code.
  virtual char* allocate(size_t size) = 0;
};

struct CodeUnit {
  CodeStorage* storage = nullptr;  // set by the caller before emitting, or not
  std::string code;       // co_code, where `storage` gave no buffer
  std::string linetable;  // co_linetable
  std::vector<int> consts;  // value ids, in co_consts order
  std::vector<std::string_view> names;
  std::vector<std::string_view> varnames;
  int argcount = 0;
  int posonlyargcount = 0;
  int nlocals = 0;
  int stacksize = 0;
  int flags = 0;
  int firstlineno = 1;
  std::string_view name;  // co_name, and co_qualname where `qualname` is empty
  std::string qualname;
};

struct EmittedModule {
  CodeUnit module;
  CodeUnit function;
  bool has_annotate = false;
  CodeUnit annotate;  // 3.14+: the function's __annotate__ (PEP 649), where it has annotations
};

class Emitter {
 public:
  virtual ~Emitter() = default;
  // Fills `out` and returns true, or returns false with a reason: the source
  // uses a form this emitter does not know (the caller then compiles it).
  virtual bool emit(std::string_view src, ConstResolver& consts, EmittedModule& out, std::string& why) const = 0;
};

// The emitter for CPython major.minor, or nullptr where there is none.
const Emitter* emitter_for(int major, int minor);

}  // namespace pyfxfast::pycode
