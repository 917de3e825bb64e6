#!/usr/bin/env bash
# The checks that need a CUDA machine, in one run (the lent device machine: one GPU, 16 cores,
# its own Python and CUDA torch, no network):
#   1. build and install pyfxfast with that machine's Python (editable, test kernels on);
#   2. benchmarks/bench_compile.py on the GPU: eager, inductor and the pyfxfast backend,
#      steady-state latency and cold first call, for both models;
#   3. the whole test suite on that Python, 16 workers, one line per test so that a run cut
#      short still names every result it reached.
# Logs go to $OUT (or ./gpu-check-out). Usage: bash benchmarks/gpu_check.sh [bench seconds] [suite seconds]
set -u
export PYTHONUNBUFFERED=1
OUT=${OUT:-gpu-check-out}
mkdir -p "$OUT"
PY=${PY:-python3}
BENCH_S=${1:-180}
SUITE_S=${2:-240}

{
    date -u
    nvidia-smi -L
    $PY -V
    $PY -c 'import torch; print("torch", torch.__version__, torch.cuda.get_device_name())'
    $PY -m pip list 2>/dev/null | grep -iE '^(pybind11|scikit.build.core|pytest|pytest-xdist|transformers|cython) '
} 2>&1 | tee "$OUT/env.txt"

start=$SECONDS
if ! CMAKE_BUILD_PARALLEL_LEVEL=16 $PY -m pip install -q --no-build-isolation --no-deps -e . \
        -Ccmake.define.PYFXFAST_TEST_KERNELS=ON >"$OUT/build.log" 2>&1; then
    tail -40 "$OUT/build.log"
    exit 1
fi
echo "build: $((SECONDS - start)) s"
$PY -m pyfxfast doctor 2>&1 | tail -25 | tee -a "$OUT/env.txt"

start=$SECONDS
timeout "$BENCH_S" $PY benchmarks/bench_compile.py --device cuda --runs 30 --json "$OUT/compile.json" 2>&1 |
    tee "$OUT/bench.log"
echo "bench: $((SECONDS - start)) s"

start=$SECONDS
timeout "$SUITE_S" $PY -m pytest -n 16 -v -p no:cacheprovider --timeout=180 -rfE >"$OUT/suite.log" 2>&1
echo "suite: exit $?, $((SECONDS - start)) s"
grep -E '(FAILED|ERROR) ' "$OUT/suite.log" | head -40
tail -5 "$OUT/suite.log"
