# Quick start: `make bench` (default sizes, a few minutes) and `make test`. Both create .venv if it is missing.
PYTHON ?= python3
VENV   := .venv
VPY    := $(VENV)/bin/python
DEPS   := $(VENV)/.deps-installed

# torch is pinned: 2.13.0 is the oracle for every differential test.
BUILD_DEPS := scikit-build-core pybind11 cmake ninja
DEV_DEPS   := torch==2.13.0 pytest hypothesis matplotlib transformers==5.23.0
# ExecuTorch integration tests and benchmark (transformers, above: the tiny Llama).
DEV_DEPS   += executorch==1.5.1

.PHONY: install test bench bench-full clean fuzz test-asan chromium

$(VPY):
	$(PYTHON) -m venv $(VENV)

$(DEPS): $(VPY) Makefile
	$(VPY) -m pip install -q $(BUILD_DEPS) $(DEV_DEPS)
	touch $@

# Editable install; scikit-build-core reuses build/ so rebuilds are incremental. PYFXFAST_TEST_KERNELS
# also builds the tests' oracle, pyfxfast._C_reference (a plain `pip install .` leaves it out).
install: $(DEPS)
	$(VPY) -m pip install -q --no-build-isolation --no-deps -e . -Ccmake.define.PYFXFAST_TEST_KERNELS=ON

test: install
	$(VPY) -m pytest -q $(PYTEST_ARGS)

bench: install
	$(VPY) -m pyfxfast bench $(BENCH_ARGS)

# Every case at all its sizes (200k-1M nodes): the README's figures; about half an hour on 2 cores.
bench-full: install
	$(VPY) -m pyfxfast bench --full $(BENCH_ARGS)

# Long differential fuzzing run (10,000+ graphs); prints the count per drop-in.
fuzz: install
	PYFXFAST_FUZZ=long $(VPY) -m pytest -q tests/test_fuzz.py $(PYTEST_ARGS)

# _C and the core built with -fsanitize=address,undefined in build/asan, then
# the C++-heavy tests run against it. CPython is not ASan-built, so libasan is
# preloaded, with libstdc++ (otherwise ASan's __cxa_throw interceptor finds no
# real __cxa_throw and aborts on the first C++ exception); leak checking is off
# (CPython and torch keep memory until exit).
ASAN_DIR   := build/asan
ASAN_TESTS ?= tests/test_compact_graph.py tests/test_dce.py tests/test_fuser_utils.py tests/test_ordering.py \
              tests/test_matcher.py tests/test_rewriter.py tests/test_bad_input.py tests/test_resources.py tests/test_fuzz.py
test-asan: $(DEPS)
	$(VENV)/bin/cmake -S . -B $(ASAN_DIR) -G Ninja -DCMAKE_MAKE_PROGRAM=$(abspath $(VENV)/bin/ninja) \
	  -DPYFXFAST_SANITIZE=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo -DPython_EXECUTABLE=$(abspath $(VPY)) \
	  -Dpybind11_DIR="$$($(VPY) -m pybind11 --cmakedir)" > /dev/null
	$(VENV)/bin/cmake --build $(ASAN_DIR)
	rm -rf $(ASAN_DIR)/stage && mkdir -p $(ASAN_DIR)/stage && cp -r pyfxfast $(ASAN_DIR)/stage/
	rm -f $(ASAN_DIR)/stage/pyfxfast/_C*.so && cp $(ASAN_DIR)/_C*.so $(ASAN_DIR)/stage/pyfxfast/
	LD_PRELOAD="$$(gcc -print-file-name=libasan.so) $$(gcc -print-file-name=libstdc++.so)" \
	ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
	PYFXFAST_FUZZ=quick $(VPY) tests/asan_runner.py $(abspath $(ASAN_DIR)/stage) -q -p no:cacheprovider $(ASAN_TESTS) $(PYTEST_ARGS)

# Headless Chromium for tests/test_cli.py's rendering check (Debian, as root);
# the test installs it itself when missing and it can, and skips otherwise.
chromium:
	@command -v chromium >/dev/null || (apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium)

clean:
	rm -rf build bench-out
