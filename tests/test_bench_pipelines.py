"""The pipeline benchmarks (benchmarks/bench_pipelines.py) at small sizes: each script run plain
and under pyfxfast.patch(graph_building=True), each in its own process, gives the same final
artefact (graph code and nodes, outputs, .pte bytes). Equality only: no timing is asserted."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

import bench_pipelines as bp  # noqa: E402

SMALL = bp.small_runs(bp.PIPELINES)


def test_every_script_has_a_small_run():
    assert sorted({p.script for p in SMALL}) == ["executorch_lower.py", "hf_export.py", "passmanager.py"]
    # The export rows cover three families at two depths, and share one small run of all three.
    export = [p for p in bp.PIPELINES if p.script == "hf_export.py"]
    assert len({p.args[1] for p in export}) == 3 and len({p.args[-1] for p in export}) == 2
    assert len([p for p in SMALL if p.script == "hf_export.py"]) == 1


@pytest.mark.parametrize("pipeline", [p for p in SMALL if p.script != "passmanager.py"], ids=lambda p: p.script)
def test_artefacts_identical_plain_and_patched(pipeline):
    if pipeline.missing():
        pytest.skip(f"needs {', '.join(pipeline.missing())}")
    if pipeline.script == "executorch_lower.py" and sys.version_info >= (3, 15):
        pytest.skip("ExecuTorch 1.5.1 publishes no CPython 3.15 wheel")
    plain = bp.run_once(pipeline, patched=False, small=True)
    patched = bp.run_once(pipeline, patched=True, small=True)
    assert plain.artefacts and plain.artefacts == patched.artefacts
    assert plain.routed == 0 and patched.routed > 0  # the patched run really was patched
    assert plain.region_s > 0 and patched.region_s > 0


def test_passmanager_pipeline_through_the_command(tmp_path):
    """The whole driver (make bench-pipelines) at the small size: the table, the Markdown, the JSON."""
    out = tmp_path / "out"
    assert bp.main(["--small", "--only", "passmanager.py", "--out", str(out)]) == 0
    payload = json.loads((out / "results.json").read_text())
    (row,) = payload["rows"]
    assert row["identical"] is True and row["plain_s"] > 0 and row["patched_s"] > 0
    assert {run["patched"] for run in row["runs"]} == {False, True}
    assert all(run["artefacts"]["graph"] == row["runs"][0]["artefacts"]["graph"] for run in row["runs"])
    assert 0 <= row["torch_fx_share_plain"] <= 1 and row["runs"][1]["routed"] > 0
    assert "| pipeline | size | plain | patched | speed-up |" in (out / "results.md").read_text()
    assert payload["meta"]["load_before"] and "best of the repeats" in payload["meta"]["timed"]
