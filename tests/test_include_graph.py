"""The C++ sources' include graph (csrc/) has no cycle and no include running up.

csrc/ is split into rooms, each a folder, ordered from the bottom up: ``graph``
(CompactGraph and its containers) at the bottom; ``analysis`` (ordering, DCE,
convexity, quotient, split, levels) and ``pycode`` (code generation) on it;
``match`` and ``partition`` on those; ``python`` (the bindings, the only room
that sees Python objects) above the core; ``reference`` (the tests' module) on
top. A file may include its own room and the rooms below it, never a room above
or beside it. Every ``#include "..."`` names its file relative to csrc/
(``"graph/graph.hpp"``).

The graph is of modules: ``foo.hpp`` and ``foo.cpp`` are one node, so that
``a.cpp -> b.hpp`` and ``b.cpp -> a.hpp`` is the cycle it is (two halves that
need each other), even though no header includes itself. Parsed as text;
nothing is compiled.
"""

from __future__ import annotations

import re
from pathlib import Path

from test_import_graph import find_cycle

CSRC = Path(__file__).resolve().parent.parent / "csrc"

# Room -> level; a file includes only rooms of a lower level, or its own room.
LEVELS = {"graph": 0, "analysis": 1, "pycode": 1, "match": 2, "partition": 2, "python": 3, "reference": 4}

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.MULTILINE)


def sources() -> list[Path]:
    return sorted(p for p in CSRC.rglob("*") if p.suffix in (".cpp", ".hpp"))


def includes(path: Path) -> list[str]:
    return INCLUDE.findall(path.read_text())


def module(path: Path) -> str:
    return path.relative_to(CSRC).with_suffix("").as_posix()


def include_graph() -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {}
    for path in sources():
        edges = graph.setdefault(module(path), set())
        for name in includes(path):
            edges.add(module(CSRC / name))
        edges.discard(module(path))
    return graph


def test_top_level_holds_rooms():
    files = [p.name for p in CSRC.iterdir() if p.is_file()]
    rooms = {p.name for p in CSRC.iterdir() if p.is_dir()}
    assert len(files) <= 3, files
    assert rooms == set(LEVELS), rooms


def test_includes_are_relative_to_csrc():
    unresolved = [f"{path.relative_to(CSRC)}: {name}" for path in sources() for name in includes(path)
                  if ".." in Path(name).parts or not (CSRC / name).is_file()]
    assert unresolved == []


def test_no_include_runs_up_or_sideways():
    wrong = []
    for path in sources():
        room = path.relative_to(CSRC).parts[0]
        for name in includes(path):
            target = Path(name).parts[0]
            if target != room and LEVELS[target] >= LEVELS[room]:
                wrong.append(f"{path.relative_to(CSRC)} ({room}) -> {name} ({target})")
    assert wrong == []


def test_finds_a_cycle_between_modules():
    assert find_cycle({"p/a": {"p/b"}, "p/b": {"p/a"}}) == ["p/a", "p/b", "p/a"]


def test_include_graph_is_acyclic():
    graph = include_graph()
    assert "graph/graph" in graph["partition/partition_types"]
    cycle = find_cycle(graph)
    assert cycle is None, "include cycle: " + " -> ".join(cycle)
