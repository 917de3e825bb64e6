"""The import graph of the pyfxfast package has no cycle.

Parses every ``pyfxfast/**/*.py`` with ``ast`` (nothing is imported) and
builds the graph of imports between pyfxfast's own modules, twice:

1. Module-level imports only: every ``import``/``from ... import`` statement
   outside a function body (at module level, inside module-level
   ``if``/``try``/``with`` blocks and class bodies, ``if TYPE_CHECKING:`` blocks
   included, since type checkers follow them). These run when the module is
   imported, and a cycle among them is the one that breaks: whichever module is
   imported first sees the other half-built, so names it imports may be
   missing. This graph must be acyclic, with no exception.
2. Every import, those inside functions included, except edges into the
   package's root ``pyfxfast`` (its ``__init__``, the public API): a function
   that runs ``import pyfxfast`` at call time to reach the public names (as
   ``patching`` does) is the intended way to depend on the package and can
   never meet it half-initialised. Any other cycle, even through an import
   deferred into a function, is two modules that need each other and should
   be one module or share a third; ``_cli/common.py`` <-> ``_cli/pytree_imports.py``
   was one (``CliError`` one way, at module level; the import helpers the other,
   inside ``load_program``), which only this second graph sees.

``from X import name`` is an edge to ``X.name`` when that is a pyfxfast module
(``from . import fuse``; the extension modules count, known by their ``.pyi``
stubs: ``from . import _C``), else to ``X``. Importing ``X.Y`` also runs ``X``'s
``__init__``, but that implied edge to a parent package is left out: a
package's ``__init__`` is already being imported whenever one of its modules
is, so it is never a cycle in the sense above.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent.parent / "pyfxfast"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE_DIR.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def import_statements(tree: ast.Module, in_functions: bool):
    """Import statements, those inside function bodies only when ``in_functions``
    (lambdas cannot hold statements)."""
    stack: list[ast.AST] = [tree]
    while stack:
        node = stack.pop()
        for child in ast.iter_child_nodes(node):
            if not in_functions and isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            if isinstance(child, (ast.Import, ast.ImportFrom)):
                yield child
            else:
                stack.append(child)


def resolve(module: str, is_package: bool, stmt: ast.Import | ast.ImportFrom, modules: set[str]) -> set[str]:
    """The pyfxfast modules one import statement in ``module`` imports directly."""
    if isinstance(stmt, ast.Import):
        return {alias.name for alias in stmt.names if alias.name in modules}
    if stmt.level:
        base = module.split(".") if is_package else module.split(".")[:-1]
        base = base[: len(base) - (stmt.level - 1)]
        target = ".".join(base + ([stmt.module] if stmt.module else []))
    else:
        target = stmt.module or ""
    found = set()
    for alias in stmt.names:
        sub = f"{target}.{alias.name}"
        if sub in modules:
            found.add(sub)
        elif target in modules:
            found.add(target)
    return found


def import_graph(in_functions: bool = False) -> dict[str, set[str]]:
    """Module -> the pyfxfast modules it imports: at module level, or (with
    ``in_functions``) anywhere except into the package root (see the module docstring)."""
    paths = sorted(PACKAGE_DIR.rglob("*.py"))
    # C++ extensions (leaves: they import no pyfxfast module at import time).
    extensions = {module_name(p) for p in PACKAGE_DIR.rglob("*.pyi")}
    modules = {module_name(p) for p in paths} | extensions
    graph: dict[str, set[str]] = {}
    for path in paths:
        name = module_name(path)
        tree = ast.parse(path.read_text(), filename=str(path))
        edges: set[str] = set()
        for stmt in import_statements(tree, in_functions):
            edges |= resolve(name, path.name == "__init__.py", stmt, modules)
        edges.discard(name)
        if in_functions:
            edges.discard("pyfxfast")
        graph[name] = edges
    for name in extensions - graph.keys():
        graph[name] = set()
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One cycle as a list of modules (first == last), or None."""
    WHITE, GREY, BLACK = 0, 1, 2
    colour = dict.fromkeys(graph, WHITE)
    for root in sorted(graph):
        if colour[root] != WHITE:
            continue
        path = [root]
        colour[root] = GREY
        iters = [iter(sorted(graph[root]))]
        while iters:
            nxt = next(iters[-1], None)
            if nxt is None:
                colour[path.pop()] = BLACK
                iters.pop()
            elif colour[nxt] == GREY:
                return path[path.index(nxt):] + [nxt]
            elif colour[nxt] == WHITE:
                colour[nxt] = GREY
                path.append(nxt)
                iters.append(iter(sorted(graph[nxt])))
    return None


def test_graph_is_built_from_the_package() -> None:
    graph = import_graph()
    assert "pyfxfast" in graph and "pyfxfast._cli.common" in graph
    # Relative imports resolve: the package imports its modules, the CLI its helpers.
    assert "pyfxfast.codegen" in graph["pyfxfast"]
    assert "pyfxfast._cli.errors" in graph["pyfxfast._cli.pytree_imports"]
    assert "pyfxfast._cli.pytree_imports" in graph["pyfxfast._cli.common"]
    assert "pyfxfast._C" in graph["pyfxfast._graph.compact"] and "pyfxfast" not in graph["pyfxfast._graph.compact"]


def test_finds_a_cycle() -> None:
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": set()}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b", "c"}, "b": {"c"}, "c": set()}) is None


def test_module_level_import_graph_is_acyclic() -> None:
    cycle = find_cycle(import_graph())
    assert cycle is None, "import cycle at module level: " + " -> ".join(cycle)


def test_import_graph_with_deferred_imports_is_acyclic() -> None:
    graph = import_graph(in_functions=True)
    # Deferred imports are in it (patching imports the Dynamo skip list inside a function).
    assert "pyfxfast._patching.dynamo_skip" in graph["pyfxfast.patching"]
    cycle = find_cycle(graph)
    assert cycle is None, "import cycle (imports inside functions included): " + " -> ".join(cycle)
