"""Packaging metadata agrees with itself: one version, the Python range, the wheel matrix.

Building and installing the wheel is `make test-wheel` (tests/wheel_smoke.py,
tests/check_dist.py); these checks need no build.
"""

import importlib.metadata
import re
import tomllib
from fnmatch import fnmatch
from pathlib import Path

import pyfxfast

ROOT = Path(__file__).resolve().parents[1]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())


def _python_minors(patterns: list[str], suffix: str = "") -> list[int]:
    """The CPython minors that cibuildwheel build patterns select (``suffix="t"``: the free-threaded ones)."""
    return sorted(int(m.group(1)) for p in patterns for m in [re.fullmatch(rf"cp3(\d+){suffix}-\*", p)] if m)


def _test_requires(identifier: str) -> list[str]:
    """cibuildwheel's test-requires for one build: the last matching override wins, as cibuildwheel resolves it."""
    cibw = PYPROJECT["tool"]["cibuildwheel"]
    requires = cibw["test-requires"]
    for override in cibw.get("overrides", []):
        if "test-requires" in override and any(fnmatch(identifier, p) for p in override["select"].split()):
            requires = override["test-requires"]
    return requires


def _torch_pin(release: str) -> str:
    """The exact torch that requirements/torch-RELEASE.txt installs for make test TORCH=RELEASE."""
    pin = re.search(r"^(torch==\S+)$", (ROOT / "requirements" / f"torch-{release}.txt").read_text(), re.M)
    assert pin, f"requirements/torch-{release}.txt pins no torch"
    return pin.group(1)


def test_the_version_is_written_once():
    assert "version" in PYPROJECT["project"]["dynamic"] and "version" not in PYPROJECT["project"]
    assert PYPROJECT["tool"]["scikit-build"]["metadata"]["version"]["input"] == "pyfxfast/_version.py"
    written = [p.relative_to(ROOT).as_posix() for p in (ROOT / "pyfxfast").rglob("*.py")
               if re.search(r"^__version__\s*=", p.read_text(), re.M)]
    assert written == ["pyfxfast/_version.py"]
    assert pyfxfast.__version__ == importlib.metadata.version("pyfxfast")


def test_the_changelog_starts_with_this_version():
    first = re.search(r"^## \[([^\]]+)\]", (ROOT / "CHANGELOG.md").read_text(), re.M)
    assert first and first.group(1) == pyfxfast.__version__


def test_python_range_classifiers_and_wheel_matrix_agree():
    project, cibw = PYPROJECT["project"], PYPROJECT["tool"]["cibuildwheel"]
    built = _python_minors(cibw["build"])
    assert built == list(range(built[0], built[-1] + 1))
    assert project["requires-python"] == f">=3.{built[0]}"
    classified = sorted(int(c.rsplit(".", 1)[1]) for c in project["classifiers"]
                        if re.fullmatch(r"Programming Language :: Python :: 3\.\d+", c))
    assert classified == built
    # Every pattern is a CPython build the range covers; nothing else slips in.
    free_threaded = _python_minors(cibw["build"], "t")
    assert len(cibw["build"]) == len(built) + len(free_threaded)
    assert set(free_threaded) <= set(built)


def test_wheel_matrix_is_cpython_311_to_315():
    # The CPythons torch 2.15 has wheels for, and free-threaded 3.14t and 3.15t (built, never run
    # here: no free-threaded interpreter on this project's machines).
    build = PYPROJECT["tool"]["cibuildwheel"]["build"]
    assert _python_minors(build) == [11, 12, 13, 14, 15]
    assert _python_minors(build, "t") == [14, 15]
    assert PYPROJECT["project"]["requires-python"] == ">=3.11"


def test_each_python_tests_with_a_pinned_supported_torch():
    # torch 2.15.0 has wheels for 3.11-3.15 (3.14t, 3.15t included): every build's smoke test gets the
    # torch that make test pins for 2.15, with no per-Python override.
    cibw = PYPROJECT["tool"]["cibuildwheel"]
    assert not any("test-requires" in override for override in cibw.get("overrides", []))
    builds = [p.replace("*", "manylinux_x86_64") for p in cibw["build"]]
    for build in builds:
        (requirement,) = _test_requires(build)
        assert requirement == _torch_pin("2.15"), build
    assert "--require-accelerated" in cibw["test-command"]  # pinned releases the fidelity registry knows


def test_build_requirements_are_the_releases_that_support_the_matrix():
    # scikit-build-core 1.0 and pybind11 3.1 are the first whose classifiers declare 3.15; make test's
    # no-isolation build installs the same floors from requirements/dev.txt.
    requires = PYPROJECT["build-system"]["requires"]
    assert requires == ["scikit-build-core>=1.0", "pybind11>=3.1"]
    dev = (ROOT / "requirements" / "dev.txt").read_text().split("\n")
    assert all(r in dev for r in requires)
    # build-system.requires no longer sets scikit-build-core's behaviour: 0.11's, written out
    assert PYPROJECT["tool"]["scikit-build"]["minimum-version"] == "0.11"


def test_packaging_doc_names_the_matrix():
    built = _python_minors(PYPROJECT["tool"]["cibuildwheel"]["build"])
    doc = (ROOT / "docs" / "packaging.md").read_text()
    workflow = (ROOT / ".github" / "workflows" / "wheels.yml").read_text()
    span = f"CPython 3.{built[0]}-3.{built[-1]}"
    assert span in doc and span in workflow
    assert re.search(r"CPython 3\.\d+-3\.\d+", doc.replace(span, "")) is None  # no stale range left


def test_license_is_shipped():
    assert PYPROJECT["project"]["license"] == "BSD-3-Clause"
    assert PYPROJECT["project"]["license-files"] == ["LICENSE"]
    assert (ROOT / "LICENSE").read_text().startswith("BSD 3-Clause License")
    assert not any(c.startswith("License ::") for c in PYPROJECT["project"]["classifiers"])  # PEP 639


def test_test_only_module_never_ships():
    # Only the stub: excluding the module too would drop it from the editable install that make test builds.
    assert PYPROJECT["tool"]["scikit-build"]["wheel"]["exclude"] == ["pyfxfast/_C_reference.pyi"]


def test_workflow_runs_the_cibuildwheel_that_is_checked_here():
    pinned = re.search(r"^cibuildwheel==(\S+)$", (ROOT / "requirements" / "wheel.txt").read_text(), re.M)
    workflow = (ROOT / ".github" / "workflows" / "wheels.yml").read_text()
    assert pinned and f"pypa/cibuildwheel@v{pinned.group(1)}" in workflow
    assert "{project}/tests/wheel_smoke.py" in PYPROJECT["tool"]["cibuildwheel"]["test-command"]
