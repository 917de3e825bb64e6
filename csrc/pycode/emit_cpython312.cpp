// CPython 3.12: not written yet (placeholder so the build links).
#include "pycode/emitter.hpp"

namespace pyfxfast::pycode {

const Emitter* cpython312_emitter() { return nullptr; }

}  // namespace pyfxfast::pycode
