#!/usr/bin/env bash
# Verifies the native code emitter on one interpreter: builds pyfxfast's wheel with that
# interpreter, unpacks it into build/verify-emission-<version>/site, then
#   1. tests/check_emission.py (no torch needed): every recorded FX forward in
#      tests/emission_corpus emitted equal to this interpreter's compile(), field by field;
#   2. where the interpreter also has torch and pytest, tests/test_code_emission.py against
#      that build (graph families, tracebacks, pickle, TorchScript, Dynamo, compile() counts).
# Works offline when the interpreter has scikit-build-core, pybind11, cmake and ninja (the GPU
# machine's Python 3.12); otherwise they come from PyPI into a build-only venv.
#   bash .ci/verify-emission.sh python3.12
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${1:?usage: verify-emission.sh PYTHON}
VERSION=$("$PY" -c 'import sys; print("%d.%d" % sys.version_info[:2])')
OUT=build/verify-emission-$VERSION
BUILDER=$PY
has_build_tools() {
  "$PY" -c 'import scikit_build_core, pybind11' 2>/dev/null || return 1
  command -v cmake >/dev/null || "$PY" -c 'import cmake' 2>/dev/null
}
if ! has_build_tools; then
  echo "verify-emission: build tools from PyPI into $OUT/venv"
  "$PY" -m venv "$OUT/venv"
  PIP_CONFIG_FILE=/dev/null "$OUT/venv/bin/python" -m pip install -q scikit-build-core pybind11 cmake ninja
  BUILDER=$OUT/venv/bin/python
fi
rm -rf "$OUT/wheel" "$OUT/site"
PIP_CONFIG_FILE=/dev/null "$BUILDER" -m pip wheel -q --no-build-isolation --no-deps -Cbuild-dir="$OUT/cmake" -w "$OUT/wheel" .
"$PY" -m zipfile -e "$OUT"/wheel/pyfxfast-*.whl "$OUT/site"
PYTHONPATH="$PWD/$OUT/site" "$PY" tests/check_emission.py
if "$PY" -c 'import torch, pytest' 2>/dev/null; then
  PYTHONPATH="$PWD/$OUT/site" "$PY" -P -c 'import pyfxfast; print("verify-emission: testing", pyfxfast.__file__)'
  PYTHONPATH="$PWD/$OUT/site" "$PY" -P -m pytest -q -p no:cacheprovider tests/test_code_emission.py
else
  echo "verify-emission: no torch/pytest on $PY: tests/test_code_emission.py not run (check_emission.py is the verification)"
fi
