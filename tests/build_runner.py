"""Runs pytest against another build of pyfxfast._C: the sanitizer build of
`make test-asan`, the clang build of `make check-clang`.

Usage: python tests/build_runner.py STAGE_DIR [pytest args...]

STAGE_DIR holds a copy of the pyfxfast package with that build's _C.
The editable install's import hook would load the regular build, so it is
removed from sys.meta_path before pyfxfast is imported. For the sanitizer
build the interpreter must run with LD_PRELOAD="$(gcc -print-file-name=libasan.so) $(gcc -print-file-name=libstdc++.so)"
(CPython is not ASan-built; without libstdc++ preloaded too, ASan's __cxa_throw
interceptor has no real function to call and aborts on the first C++ exception) and ASAN_OPTIONS=detect_leaks=0 (CPython and torch keep memory
alive until exit by design, which LeakSanitizer would report).
"""

import sys

import pytest

stage = sys.argv[1]
sys.meta_path[:] = [f for f in sys.meta_path if "skbc" not in type(f).__module__]
sys.path.insert(0, stage)

import pyfxfast._C  # noqa: E402

if not pyfxfast._C.__file__.startswith(stage):
    sys.exit(f"expected the build from {stage}, got {pyfxfast._C.__file__}")
print(f"pyfxfast._C from {pyfxfast._C.__file__}", flush=True)
sys.exit(pytest.main(sys.argv[2:]))
