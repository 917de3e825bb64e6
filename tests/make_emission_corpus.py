"""Records the corpus tests/check_emission.py replays on every interpreter.

Runs the code-emission and fuzz tests (torch installed, CPython 3.11: the
verified reference) with ``pyfxfast._C.emit_code`` wrapped, and writes each
distinct source it saw to ``tests/emission_corpus/emit/`` (the 3.11 emitter
emitted it, equal to compile(): the tests checked) or ``compile/`` (it gave a
reason). Sources above ``--max-bytes`` are left out (the big-table tests build
theirs in the test itself). Re-run after widening the emitter's subset:

    .venv/bin/python tests/make_emission_corpus.py
"""

from __future__ import annotations

import argparse
import hashlib
import pathlib
import shutil
import sys

import pytest

HERE = pathlib.Path(__file__).resolve().parent
TESTS = ["tests/test_code_emission.py", "tests/test_fuzz.py::test_fuzz_drop_in[code_emission]", "tests/test_codegen.py",
         "tests/test_exec_cache.py"]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=pathlib.Path, default=HERE / "emission_corpus")
    parser.add_argument("--max-bytes", type=int, default=200_000)
    args = parser.parse_args()
    from pyfxfast import _C

    if tuple(_C.EMIT_INTERPRETER) != (3, 11):
        raise SystemExit("record the corpus on CPython 3.11, the reference emitter")
    seen: dict[str, str] = {}
    original = _C.emit_code

    def recording(src: str, filename: str):
        result = original(src, filename)
        try:
            size = len(src.encode("utf-8"))
        except (AttributeError, UnicodeEncodeError):  # the bad-input tests' non-sources
            return result
        if size <= args.max_bytes and src not in seen:
            seen[src] = "compile" if isinstance(result, str) else "emit"
        return result

    _C.emit_code = recording
    try:
        status = pytest.main(["-q", "-p", "no:cacheprovider", "-x", *TESTS])
    finally:
        _C.emit_code = original
    if status != 0:
        raise SystemExit(f"the recorded tests failed (pytest exit {status}): corpus not written")
    shutil.rmtree(args.out, ignore_errors=True)
    for kind in ("emit", "compile"):
        (args.out / kind).mkdir(parents=True)
    for src, kind in seen.items():
        digest = hashlib.sha1(src.encode("utf-8")).hexdigest()[:12]
        (args.out / kind / f"{digest}.py").write_bytes(src.encode("utf-8"))
    counts = {kind: sum(1 for k in seen.values() if k == kind) for kind in ("emit", "compile")}
    print(f"make_emission_corpus: {counts['emit']} sources to emit, {counts['compile']} left to compile() "
          f"-> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
