# Quick start: `make bench` and `make test`. Both create .venv if it is missing.
PYTHON ?= python3
VENV   := .venv
VPY    := $(VENV)/bin/python
DEPS   := $(VENV)/.deps-installed

# torch is pinned: 2.13.0 is the oracle for every differential test.
BUILD_DEPS := scikit-build-core pybind11 cmake ninja
DEV_DEPS   := torch==2.13.0 pytest hypothesis matplotlib

.PHONY: install test bench clean chromium

$(VPY):
	$(PYTHON) -m venv $(VENV)

$(DEPS): $(VPY) Makefile
	$(VPY) -m pip install -q $(BUILD_DEPS) $(DEV_DEPS)
	touch $@

# Editable install; scikit-build-core reuses build/ so rebuilds are incremental.
install: $(DEPS)
	$(VPY) -m pip install -q --no-build-isolation --no-deps -e .

test: install
	$(VPY) -m pytest -q $(PYTEST_ARGS)

bench: install
	$(VPY) -m pyfxfast bench $(BENCH_ARGS)

# Headless Chromium for tests/test_cli.py's rendering check (Debian, as root);
# the test installs it itself when missing and it can, and skips otherwise.
chromium:
	@command -v chromium >/dev/null || (apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium)

clean:
	rm -rf build bench-out
