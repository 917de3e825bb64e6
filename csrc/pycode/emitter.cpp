#include "pycode/emitter.hpp"

namespace pyfxfast::pycode {

const Emitter* cpython311_emitter();

const Emitter* emitter_for(int major, int minor) {
  if (major == 3 && minor == 11) return cpython311_emitter();
  return nullptr;
}

}  // namespace pyfxfast::pycode
