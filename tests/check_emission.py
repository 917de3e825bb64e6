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


def constant_and_borrow_sources() -> dict[str, str]:
    """What CPython 3.14 and 3.15 compile differently, one source per form (every interpreter
    checks them): constants folded in the flow graph, so a fold's operands enter co_consts first
    and the first of them stays at index 0; slices of constants; small ints, and 3.15's common
    constants (None, '', True, False, -1), out of co_consts; fast loads that may or may not be
    borrowed; annotations as an __annotate__ function (PEP 649)."""
    params = ", ".join(f"p{i} : torch.Tensor" for i in range(40))
    return {
        "folds_first": _body("a = f(x, -1, 2)", "return a"),
        "folds_nested": _body("a = f(-(-1), 1 - -2, - 0.0, -(1+2j), +5, ~4, (1, -1), ((1, 2), -3), (-1,))",
                              "return a"),
        "folds_big_tuple": _body("a = f((" + ", ".join(str(-i) for i in range(40)) + "), [" +
                                 ", ".join(map(str, range(35))) + "])", "return a"),
        "small_ints": _body("a = f(0, 1, 255, 256, -5, -256, 1000, x[0], x[255], x[256])", "return a"),
        "common_constants": _body("a = f(None, '', True, False, -1, 'a', (None,), (True, False), ('', -1))",
                                  "b = x[-1];  c = x[None]", "return (a, b, c)"),
        "only_common_constants": _body("a = f(True, None)", "return a"),
        "no_constants": _body("return x"),
        "constant_slices": _body("a = x[1:2];  b = x[::2];  c = x[1:-1:2];  d = x[-1:];  e = x[:, 1:2:3, 'a':]",
                                 "x[1:2] = y;  x[0:-1] = y;  x[:, ::2] = y", "return (a, b, c, d, e)"),
        "constant_displays": _body("a = f([1, 2], [1, 2, 3], {1, 2}, {1, 2, 3}, [x, 1, 2], [1, -1, 2], {'a': 1, 'b': -1})",
                                   "return a"),
        "return_folds": _body("return (1, -2)"),
        "return_negative": _body("return -1"),
        "borrows": _body("a = b = x", "c = x;  x = c", "d = x.f(x, y)", "e = y;  y = None", "g = x[0];  x = g",
                         "return (a, b, d, e, g)"),
        "annotations_many": f"\n\n\ndef forward(self, {params}, *args : int) -> torch.Tensor:\n    return p0\n    ",
        "annotations_and_defaults": "\n\n\ndef forward(self, x : torch.Tensor, y : typing_List[int] = (1, -2), "
                                    "z = None, **kwargs : 'Tensor'):\n    return x\n    ",
        "annotation_return_only": "\n\n\ndef forward(self, x) -> int:\n    return x\n    ",
        "annotation_reads_format": "\n\n\ndef forward(self, x : format):\n    return x\n    ",
        "annotation_defaults_folded": "\n\n\ndef forward(self, x : torch.Tensor = -1, y = (1, -1)) -> "
                                      "typing_List[int]:\n    return x\n    ",
        "folds_in_displays": _body("a = {1: -1, -2: 'a', None: ''}", "b = [(1, 2), (-1, 3), (4, -5)]",
                                   "c = f(((-1, -2), (-3,)), x, {-1, -2, -3})",
                                   "d = [" + ", ".join(str(-i) for i in range(1, 40)) + "]",
                                   "e = (" + ", ".join(["x"] + [str(i) for i in range(35)]) + ")",
                                   "g = (" + ", ".join(f"'s{i}'" for i in range(35)) + ")", "return (a, b, c, d, e, g)"),
        "folds_in_calls_and_stores": _body("a = f(x, k = -1, j = (1, 2), l = [1, 2, 3])", "b = x.view(-1, 2)",
                                           "x += -1", "y -= (1, 2)", "x[-1] = y", "x[(0, -1)] = y",
                                           "c = x[..., ::-1];  d = x[::-1];  e = x[-1:-2]", "return (a, b, c, d, e)"),
        "number_edges": _body("a = f(1e999, -1e999, 0.0, -0.0, 1e-300, 0j, -0j, (0-0j), (-0.0+0j))",
                              "b = f(-9223372036854775809, 9223372036854775808, -256, 256, -255, 255)",
                              "c = f(True, 1, 1.0, False, 0, 0.0, (1, True), (True, 1))", "return (a, b, c)"),
        "borrows_many_locals": _body(*[f"v{i} = x.f(v{i - 1})" if i else "v0 = x" for i in range(80)], "v79 = v78",
                                     "return v79"),
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
    synthetic = synthetic_sources() | constant_and_borrow_sources()
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
