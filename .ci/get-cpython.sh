#!/usr/bin/env bash
# Prints the path of a CPython of minor version MINOR (3.12, 3.13, 3.14, ...), getting one when the
# machine has none, from the first source that has it:
#   1. the machine image's pyenv builds (~/.pyenv/versions/MINOR.*; 3.12.1 and 3.13.0 here);
#   2. Debian sid's own binary packages (.ci/debian-cpython.sh; 3.14 and 3.15 here);
#   3. Debian's source package, built (.ci/build-cpython.sh; its files can answer 404).
# Downloads and builds are cached under ${PYFXFAST_CACHE:-$HOME/.cache/pyfxfast}. No registry host is
# named here: the Debian mirror is the one the machine's own apt sources name.
#   .ci/get-cpython.sh 3.14
set -euo pipefail
V=${1:?usage: get-cpython.sh MINOR}
HERE=$(cd "$(dirname "$0")" && pwd)
log() { echo "get-cpython: $*" >&2; }
runs() { [ -x "$1" ] && "$1" -c "import sys, ssl, ctypes; assert '%d.%d' % sys.version_info[:2] == '$V'" 2>/dev/null; }

best=
for candidate in "${PYENV_ROOT:-$HOME/.pyenv}"/versions/"$V".*/bin/python"$V"; do
  runs "$candidate" && best=$candidate  # the glob sorts by name: the last is the newest patch
done
if [ -n "$best" ]; then log "CPython $V: the image's pyenv build"; echo "$best"; exit 0; fi

if PY=$(bash "$HERE/debian-cpython.sh" "$V" | tail -n 1) && runs "$PY"; then
  log "CPython $V: Debian's binary packages"; echo "$PY"; exit 0
fi
log "CPython $V: no binary package; building Debian's source package"
bash "$HERE/build-cpython.sh" "$V"
