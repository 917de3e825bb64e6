"""Packaging metadata agrees with itself: one version, the Python range, the wheel matrix.

Building and installing the wheel is `make test-wheel` (tests/wheel_smoke.py,
tests/check_dist.py); these checks need no build.
"""

import importlib.metadata
import re
import tomllib
from pathlib import Path

import pyfxfast

ROOT = Path(__file__).resolve().parents[1]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())


def _python_minors(patterns: list[str]) -> list[int]:
    return sorted(int(m.group(1)) for p in patterns for m in [re.fullmatch(r"cp3(\d+)-\*", p)] if m)


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
