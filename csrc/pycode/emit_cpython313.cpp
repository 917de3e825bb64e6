// CPython 3.13: not written yet (placeholder so the build links).
#include "pycode/emitter.hpp"

namespace pyfxfast::pycode {

const Emitter* cpython313_emitter() { return nullptr; }

}  // namespace pyfxfast::pycode
