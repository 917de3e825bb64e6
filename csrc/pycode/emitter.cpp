#include "pycode/emitter.hpp"

namespace pyfxfast::pycode {

const Emitter* cpython311_emitter();
const Emitter* cpython312_emitter();
const Emitter* cpython313_emitter();
const Emitter* cpython314_emitter();
const Emitter* cpython315_emitter();

const Emitter* emitter_for(int major, int minor) {
  if (major != 3) return nullptr;
  switch (minor) {
    case 11: return cpython311_emitter();
    case 12: return cpython312_emitter();
    case 13: return cpython313_emitter();
    case 14: return cpython314_emitter();
    case 15: return cpython315_emitter();
    default: return nullptr;
  }
}

}  // namespace pyfxfast::pycode
