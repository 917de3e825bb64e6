"""Type stubs for pyfxfast's private C++ extension."""

import types
from typing import Any, Callable

import torch.fx

class Interner:
    """Interns targets and literals to small ids; share one across graphs to compare ids."""

    def __init__(self, node_type: type, opaque_types: tuple[type, ...] = ...) -> None: ...
    @property
    def targets(self) -> list[Any]: ...
    @property
    def literals(self) -> list[Any]: ...
    def literal_is_opaque(self, id: int) -> bool: ...

class CompactGraph:
    def __init__(self, graph: torch.fx.Graph, interner: Interner, arguments: bool = True) -> None: ...
    @property
    def has_arguments(self) -> bool: ...
    @property
    def nodes(self) -> tuple[torch.fx.Node, ...]: ...
    @property
    def fx_graph(self) -> torch.fx.Graph: ...
    @property
    def interner(self) -> Interner: ...
    @property
    def num_nodes(self) -> int: ...
    @property
    def num_edges(self) -> int: ...
    @property
    def foreign_refs(self) -> int: ...
    @property
    def memory_bytes(self) -> int: ...
    def is_topologically_ordered(self) -> bool: ...
    def is_fresh(self) -> bool: ...
    def check_consistent(self) -> None: ...
    def op_kinds(self) -> bytes: ...
    def targets(self) -> list[int]: ...
    def inputs(self, i: int) -> list[int]: ...
    def users(self, i: int) -> list[int]: ...
    def arg_tokens(self, i: int) -> list[tuple[int, int]]: ...
    def op_target_pairs(self) -> list[tuple[int, int]]: ...
    def dead_nodes(self, impurity: bytes, ask: Callable[[int], bool] | None = None) -> list[int]: ...
    def stable_topo_order(self) -> list[int]: ...
    def legalize_order(self, prioritized_call_targets: list[int]) -> list[int]: ...

def topo_sort_nodes(nodes: list[torch.fx.Node], node_type: type) -> list[torch.fx.Node] | None: ...
def validate_partition_nodes(nodes: list[torch.fx.Node], node_type: type) -> bool | None: ...

# ---------------------------------------------------------------- matcher
# csrc/python/bind_matcher.cpp

class CandidateIndex:
    """Graph nodes bucketed by (op, target), shared by many patterns (match_many)."""

    def __init__(self, graph: CompactGraph) -> None: ...

def match_subgraph(
    pattern: CompactGraph,
    graph: CompactGraph,
    anchors: list[int],
    placeholders: list[int],
    returning: list[int],
    overload: bytes,
    options: list[bool],
    name_match: bytes | None,
    hooks: Any,
    match_cls: type,
    fill_dict: bool,
    anchor_objects: list[Any],
    index: CandidateIndex | None = None,
) -> list[Any]: ...

def has_op_target(graph: Any, node_type: type, pairs: list[tuple[str, Any]]) -> bool: ...

# -- partitioner (csrc/python/bind_partitioner.cpp) ---------------------------
def propose_partitions(
    graph: CompactGraph,
    supported: bytes,
    getitem_targets: bytes,
    non_compute_targets: bytes,
    allowed_single_targets: bytes,
    skip_horizontal_fusion: bool,
    allows_single_node_partition: bool,
    fast: bool = False,
) -> tuple[list[tuple[int, dict[torch.fx.Node, int | None]]], dict[str, int]]: ...
def groups_acyclic(graph: CompactGraph, label: bytes, num_groups: int) -> bool: ...
def node_flags(graph: CompactGraph, table: bytes) -> bytes: ...

# -- split_module (csrc/python/bind_split.cpp) -------------------------------
def cross_group_edges(graph: CompactGraph, label: bytes) -> bytes: ...

# -- ExecuTorch's group partitioner (csrc/python/bind_group_partitioner.cpp) --
def propose_group_partitions(
    graph: CompactGraph,
    supported: bytes,
    group: bytes,
    group_members: list[list[int]],
    getitem_targets: bytes,
    non_compute_targets: bytes,
    allowed_single_targets: bytes,
    allows_single_node_partition: bool,
) -> tuple[list[tuple[int, dict[torch.fx.Node, None]]], dict[str, int]]: ...

# -- statistics (csrc/python/bind_stats.cpp) ----------------------------------
def node_levels(graph: CompactGraph) -> list[int]: ...

class CodegenUnsupported(RuntimeError):
    """A construct the native code generator leaves to torch."""

class CodegenRun:
    """One native ``Graph.python_code`` run (see pyfxfast/codegen.py)."""

    def __init__(
        self,
        reserved: dict[str, Any],
        node_type: type,
        plain_types: tuple[type, ...],
        target_cb: Callable[[Any], tuple[int, str]],
        type_cb: Callable[[Any], str],
        leaf_cb: Callable[[Any, bool], str | None],
        root_module: str,
        out_prefix: str,
        out_suffix: str,
    ) -> None: ...
    def create_global_name(self, candidate: str, obj: Any) -> str: ...
    def walk(self, nodes: list[torch.fx.Node]) -> None: ...
    def free_vars(self) -> list[str]: ...
    def wrapped(self) -> list[str]: ...
    def return_annotation(self) -> str: ...
    def finish(self, prologue_len: int, head: str = "") -> tuple[str, dict[int, int | None]]:
        """(``head`` followed by the indented body, the line map) for a prologue of ``prologue_len`` lines."""
        ...

# Code objects without CPython's compiler (csrc/pycode/, bind_pycode.cpp; see pyfxfast/code_emission.py).
def emit_code(src: str, filename: str) -> types.CodeType | str:
    """The module code object ``compile(src, filename, "exec", dont_inherit=True)`` returns, made
    without the compiler; or a str saying why the source is left to ``compile()``."""
    ...

def code_names_cached() -> int:
    """How many names (interned strs) ``emit_code`` keeps for the next code object it makes: those of
    the last emission that met a name it did not hold."""
    ...

def clear_code_names() -> None:
    """Empties ``emit_code``'s cache of names."""
    ...

EMIT_INTERPRETER: tuple[int, int]  # the (major, minor) this extension was built for
EMIT_AVAILABLE: bool  # whether csrc/pycode has an emitter for it

def call_function_fast(active: dict[int, TransformerRun], python_method: Callable[..., Any], kind: str) -> Callable[..., Any]:
    """A function ``(self, target, args, kwargs)``: ``active[id(self)].create(self, kind, ...)``
    where that run is in progress and creates the node; otherwise ``python_method``."""
    ...

def instance_method(function: Callable[..., Any]) -> Any:
    """``function`` as a class attribute that binds like a method (CPython's instancemethod)."""
    ...

def user_to_last_uses(
    nodes: list[torch.fx.Node], node_type: type
) -> dict[torch.fx.Node, list[torch.fx.Node]] | None:
    """Interpreter.__init__'s table of last uses over ``nodes`` (in graph order); None where a
    node is not exactly ``node_type`` or its ``_input_nodes`` is not a dict."""
    ...

class TransformerRun:
    """One pyfxfast.Transformer run's per-node work (pyfxfast/building/stock_run.py)."""

    def __init__(self, config: dict[str, Any]) -> None: ...
    def step(self, node: torch.fx.Node) -> Any: ...
    def create(self, interpreter: Any, kind: str, target: Any, args: Any, kwargs: Any) -> Any: ...
    def run(
        self,
        interpreter: Any,
        nodes: Any,
        general: Callable[[torch.fx.Node], Any] | None,
        fail: Callable[[torch.fx.Node, BaseException], Any],
    ) -> tuple[bool, Any]: ...

# Provenance (csrc/python/bind_provenance.cpp; pyfxfast/provenance.py).
def init_provenance(
    node_source: type,
    node_info: type,
    action: type,
    deepcopy_dispatch: dict[Any, Any],
    copyreg_dispatch: dict[Any, Any],
    deepcopy: Callable[..., Any],
    own_deepcopy: Callable[..., Any],
    op_overload: type,
) -> None: ...
class RecordMaker:
    """create_record(node, pass_name, deep, max_depth, target_strs) for one run: deep and max_depth
    bound, and a cache of str() of OpOverload targets for the run."""

    def __init__(self, deep: bool, max_depth: int) -> None: ...
    def __call__(self, node: torch.fx.Node, pass_name: str) -> Any: ...

def copy_chain(chain: Any, max_depth: int) -> Any:
    """copy.deepcopy(chain) for a from_node chain, or NotImplemented where copy.deepcopy must run."""
def create_record(
    node: torch.fx.Node, pass_name: str, deep: bool, max_depth: int, target_strs: dict[int, Any] | None = None
) -> Any:
    """NodeSource(node, pass_name, NodeSourceAction.CREATE) with the __dict__ torch's constructor builds."""
