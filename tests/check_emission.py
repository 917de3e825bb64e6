"""Torch-free check of the native code emitter on the running interpreter.

Every source in ``tests/emission_corpus/`` (forwards that FX code generation
wrote, recorded by ``tests/make_emission_corpus.py``) goes through
``pyfxfast._C.emit_code`` and through this interpreter's own ``compile()``:

- ``emit/``: sources inside the emitter's subset; each must be emitted and equal
  ``compile()``'s code object on every field (``pyfxfast._cpython.code_compare``);
- ``compile/``: sources outside it; each must come back as a reason (a str).

Needs only an installed pyfxfast build (no torch: the extension and the
comparison module are loaded by path), so it runs on an interpreter torch has
no wheel for. Exit status 0 when every source passed, 1 otherwise, 2 when this
interpreter has no emitter at all.

    python tests/check_emission.py [--corpus DIR] [--verbose]
"""

from __future__ import annotations

import argparse
import importlib.machinery
import importlib.util
import pathlib
import sys
import types
from collections import Counter

HERE = pathlib.Path(__file__).resolve().parent
FILENAME = "<eval_with_key>.0"


def _installed_package_dirs() -> list[pathlib.Path]:
    return [pathlib.Path(entry) / "pyfxfast" for entry in sys.path if entry and (pathlib.Path(entry) / "pyfxfast").is_dir()]


def load_extension() -> types.ModuleType:
    """pyfxfast._C of this interpreter, without importing the package (which imports torch)."""
    for package in _installed_package_dirs():
        for suffix in importlib.machinery.EXTENSION_SUFFIXES:
            path = package / f"_C{suffix}"
            if path.exists():
                spec = importlib.util.spec_from_file_location("pyfxfast._C", path)
                assert spec is not None and spec.loader is not None
                module = importlib.util.module_from_spec(spec)
                spec.loader.exec_module(module)
                return module
    raise SystemExit(f"check_emission: no pyfxfast._C built for this interpreter on sys.path ({sys.executable})")


def load_compare() -> types.ModuleType:
    path = HERE.parent / "pyfxfast" / "_cpython" / "code_compare.py"
    spec = importlib.util.spec_from_file_location("_pyfxfast_code_compare", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _body(*lines: str) -> str:
    return "\n\n\ndef forward(self, x, y):\n" + "".join(f"    {line}\n" for line in lines) + "    "


def synthetic_sources() -> dict[str, str]:
    """Sources too big to keep in the corpus, made here: tables past 255 and 65,535 entries
    (EXTENDED_ARG), columns past 127 (the location table's long form), calls and displays past
    the compiler's stack guideline."""
    many = 70_000
    wide = ", ".join(f"x{i}" for i in range(40))
    return {
        "locals_past_255": _body(*[f"v{i} = f{i % 7}(x, {i})" for i in range(300)], "return (v0, v299)"),
        "tables_past_65535": _body(*[f"v{i} = f{i}(x, {i}.5)" for i in range(many)], f"return (v0, v{many - 1})"),
        "long_columns": _body("a = " + " + ".join(["x"] * 60), "b = f(" + ", ".join(["y"] * 27) + ", k = 1)",
                              "return (a, b)"),
        "wide_displays": _body(f"a = [{wide}]", f"b = ({wide})", f"c = {{{wide}}}", "d = g.h(" + ", ".join(["y"] * 28) + ")",
                               "e = {" + ", ".join(f"'k{i}': x" for i in range(40)) + "}", "return (a, b, c, d, e)"),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=pathlib.Path, default=HERE / "emission_corpus")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args(argv)
    ext, compare = load_extension(), load_compare()
    version = "CPython %d.%d.%d" % sys.version_info[:3]
    if not ext.EMIT_AVAILABLE:
        print(f"check_emission: {version} has no emitter (sources go to compile())")
        return 2

    failures: list[str] = []
    reasons: Counter[str] = Counter()
    emitted = 0
    emit_sources = sorted((args.corpus / "emit").glob("*.py"))
    compile_sources = sorted((args.corpus / "compile").glob("*.py"))
    if not emit_sources or not compile_sources:
        raise SystemExit(f"check_emission: empty corpus at {args.corpus}")
    for path in emit_sources:
        src = path.read_bytes().decode("utf-8")
        got = ext.emit_code(src, FILENAME)
        if isinstance(got, str):
            failures.append(f"{path.name}: left to compile() ({got})")
            continue
        want = compile(src, FILENAME, "exec", dont_inherit=True)
        if not compare.same_code(got, want):
            failures.append(f"{path.name}: {compare.first_difference(got, want)}")
            continue
        emitted += 1
        if args.verbose:
            print(f"ok {path.name}")
    synthetic = synthetic_sources()
    for name, src in synthetic.items():
        got = ext.emit_code(src, FILENAME)
        want = compile(src, FILENAME, "exec", dont_inherit=True)
        if isinstance(got, str):
            failures.append(f"synthetic {name}: left to compile() ({got})")
        elif not compare.same_code(got, want):
            failures.append(f"synthetic {name}: {compare.first_difference(got, want)}")
        else:
            emitted += 1
    for path in compile_sources:
        got = ext.emit_code(path.read_bytes().decode("utf-8"), FILENAME)
        if isinstance(got, str):
            reasons[got] += 1
        else:
            failures.append(f"{path.name}: emitted a source outside the subset")
    for failure in failures:
        print(f"FAIL {failure}")
    print(f"check_emission on {version}: {emitted} of {len(emit_sources) + len(synthetic)} sources emitted equal to compile(); "
          f"{sum(reasons.values())} of {len(compile_sources)} left to compile() as they must be")
    if args.verbose:
        for reason, count in reasons.most_common():
            print(f"  {count:5d}  {reason}")
    print(f"{len(emit_sources) + len(synthetic) + len(compile_sources) - len(failures)} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
