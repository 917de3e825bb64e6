"""Checks what `make wheel` built: usage ``python tests/check_dist.py DIST_DIR``.

The wheel must hold only shipped code (the package, its compiled _C, stubs and
py.typed; no test-only _C_reference, no tests, no C++ sources), carry the
license and a version equal to ``pyfxfast/_version.py``, and be tagged for
manylinux (auditwheel's repair ran). The sdist must hold what a build from
source needs, the test-only kernels' sources included (``make test`` builds
them), and nothing built.
"""

from __future__ import annotations

import re
import sys
import tarfile
import zipfile
from email.parser import Parser
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def source_version() -> str:
    match = re.search(r'__version__ = "([^"]+)"', (ROOT / "pyfxfast" / "_version.py").read_text())
    assert match, "pyfxfast/_version.py has no __version__"
    return match.group(1)


def check_wheel(path: Path, version: str) -> None:
    assert re.search(r"manylinux_\d+_\d+_x86_64|manylinux_\d+_\d+_aarch64", path.name), \
        f"{path.name}: not a repaired manylinux wheel"
    names = zipfile.ZipFile(path).namelist()
    package = [n for n in names if n.startswith("pyfxfast/")]
    assert any(re.fullmatch(r"pyfxfast/_C\.cpython-[^/]+\.so", n) for n in package), "no compiled pyfxfast/_C"
    for required in ("pyfxfast/__init__.py", "pyfxfast/_C.pyi", "pyfxfast/py.typed", "pyfxfast/_version.py"):
        assert required in names, f"{path.name} lacks {required}"
    unwanted = [n for n in names if "_C_reference" in n or n.startswith(("tests/", "csrc/", "benchmarks/"))
                or n.endswith((".cpp", ".hpp", ".pyc"))]
    assert not unwanted, f"{path.name} ships what is not shipped code: {unwanted}"
    dist_info = f"pyfxfast-{version}.dist-info"
    assert f"{dist_info}/licenses/LICENSE" in names, f"{path.name}: no LICENSE in {dist_info}/licenses"
    metadata = Parser().parsestr(zipfile.ZipFile(path).read(f"{dist_info}/METADATA").decode())
    assert metadata["Version"] == version, f"wheel version {metadata['Version']} != {version}"
    assert metadata["License-Expression"] == "BSD-3-Clause"
    assert metadata["Requires-Python"] == ">=3.11"
    libs = [n for n in names if n.startswith("pyfxfast.libs/")]
    print(f"{path.name}: {len(package)} package files, {len(libs)} vendored libraries "
          f"({', '.join(Path(n).name for n in libs) or 'none'}), {path.stat().st_size:,} bytes")


def check_sdist(path: Path, version: str) -> None:
    prefix = f"pyfxfast-{version}/"
    names = {n.removeprefix(prefix) for n in tarfile.open(path).getnames()}
    for required in ("pyproject.toml", "CMakeLists.txt", "LICENSE", "README.md", "CHANGELOG.md", "pyfxfast/_version.py",
                     "pyfxfast/_C.pyi", "csrc/graph/graph.hpp", "csrc/python/module.cpp", "csrc/reference/bind_reference.cpp",
                     "tests/wheel_smoke.py"):
        assert required in names, f"{path.name} lacks {required}"
    built = [n for n in names if n.endswith((".so", ".pyd", ".whl")) or n.startswith(("build/", ".venv", "dist/"))]
    assert not built, f"{path.name} holds build output: {built[:5]}"
    print(f"{path.name}: {len(names)} entries, {path.stat().st_size:,} bytes")


def main(argv: list[str]) -> int:
    dist = Path(argv[0] if argv else "dist")
    version = source_version()
    wheels, sdists = sorted(dist.glob("*.whl")), sorted(dist.glob("*.tar.gz"))
    assert len(wheels) == 1 and len(sdists) == 1, f"expected one wheel and one sdist in {dist}: {wheels + sdists}"
    check_wheel(wheels[0], version)
    check_sdist(sdists[0], version)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
