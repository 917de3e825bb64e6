"""Where ``patch()`` finds the names bound to torch's utilities: the
namespaces of ``sys.modules`` entries.

``sys.modules`` holds whatever was put there: modules, lazy modules whose
attribute access imports (transformers' ``_LazyModule``, ``six.moves``),
objects that are not modules at all (Cython's ``CythonDotParallel``), objects
whose ``__getattr__``, ``__dict__``, ``__eq__`` or ``__hash__`` raise. So no
Python code of an entry runs here: namespaces are read through the C-level
``__dict__`` descriptors, values are compared by identity, and the walk goes
over snapshots (``sys.modules`` and module dicts can change in other threads).

A full walk costs about 6 ms per 1,000 modules; a ``patch()`` after an
``unpatch()`` must cost far less. :class:`Scanner` keeps, for each module, the
names that held a tracked object and the size of its dict, and walks again only
modules new to ``sys.modules`` or whose dict changed size. A binding made
without changing a dict's size (``mod.helper = topo_sort`` over an existing
name) shows up as a higher reference count of the tracked object:
:meth:`Scanner.grew` then asks for a full walk.
"""

from __future__ import annotations

import sys
from types import GetSetDescriptorType, ModuleType
from typing import Any, Callable, Iterable

__all__ = ["Binding", "Scanner", "namespace_of"]

# (namespace, name, value): ``namespace[name] is value``.
Binding = tuple[dict, str, Any]

_MODULE_DICT = ModuleType.__dict__["__dict__"]  # reads the module's md_dict: runs no Python code
_TYPE_DICT = type.__dict__["__dict__"]
_TYPE_MRO = type.__dict__["__mro__"]
_NO_DICT: dict = {}  # stands in for entries that are skipped or not modules


def namespace_of(entry: object) -> dict | None:
    """The dict holding ``entry``'s attributes, or None; never calls its
    ``__getattr__``/``__getattribute__`` or a ``__dict__`` property."""
    tp = type(entry)
    if issubclass(tp, ModuleType):
        namespace = _MODULE_DICT.__get__(entry, tp)
        return namespace if type(namespace) is dict else None
    for klass in _TYPE_MRO.__get__(tp):
        descriptor = _TYPE_DICT.__get__(klass).get("__dict__")
        if descriptor is None:
            continue
        if type(descriptor) is not GetSetDescriptorType:
            return None  # a property or other code: not read
        try:
            namespace = descriptor.__get__(entry, tp)
        except Exception:
            return None
        return namespace if type(namespace) is dict else None
    return None


def _modules() -> dict[str, Any]:
    """A private copy of ``sys.modules``. ``dict.copy`` runs no Python code once it copies (a
    finalizer that a collection runs while ``list(sys.modules.items())`` grows its list can
    import a module, or let another thread do so: "dictionary changed size during iteration")."""
    return sys.modules.copy()


def _items(namespace: dict) -> list[tuple[Any, Any]]:
    try:
        return list(namespace.items())
    except RuntimeError:  # changed size meanwhile (another thread, a finalizer)
        return list(namespace.copy().items())


def _hits(namespace: dict, tracked: frozenset[int]) -> tuple[str, ...]:
    """Names in ``namespace`` bound to a tracked object (by id)."""
    try:
        disjoint = tracked.isdisjoint(map(id, namespace.values()))
    except RuntimeError:
        disjoint = False
    if disjoint:
        return ()
    return tuple(name for name, value in _items(namespace) if type(name) is str and id(value) in tracked)


def _refcounts(objects: Iterable[Any]) -> list[int]:
    return [sys.getrefcount(o) for o in objects]


def _exact_refcounts() -> bool:
    # Free-threaded builds defer reference counts: no signal there.
    is_gil_enabled = getattr(sys, "_is_gil_enabled", None)
    return is_gil_enabled is None or bool(is_gil_enabled())


class Scanner:
    """Finds every binding of a set of tracked objects in ``sys.modules``,
    rescanning only what may have changed since the previous call."""

    def __init__(self, skip: Callable[[Any, dict], bool]) -> None:
        self._skip = skip  # skip(key, namespace): entries whose bindings are left alone
        self._values: list[Any] = []  # sys.modules values at the last scan: keeps the ids below valid
        self._ids: list[int] = []
        self._keys: list[Any] = []
        self._dicts: list[dict] = []  # aligned with _ids; _NO_DICT for skipped and non-module entries
        self._sizes: list[int] = []
        self._hits: dict[int, tuple[str, ...]] = {}  # index -> names that held a tracked object
        self._others: list[int] = []  # indices of non-module entries: walked every time (few, and mutable)
        self._tracked: tuple[Any, ...] = ()
        self._tracked_ids: frozenset[int] = frozenset()
        self._counts: list[int] | None = None

    def grew(self) -> bool:
        """True if a tracked object gained references since :meth:`settle`:
        it may have been bound where no dict changed size. Call it where the
        caller's own frames hold no tracked object, as :meth:`settle`."""
        return self._counts is None or not _exact_refcounts() or any(
            now > before for now, before in zip(_refcounts(self._tracked), self._counts))

    def settle(self) -> None:
        """Record the reference counts :meth:`grew` compares with."""
        self._counts = _refcounts(self._tracked)

    def scan(self, tracked: tuple[Any, ...], full: bool) -> list[Binding]:
        """Every binding of an object in ``tracked`` in the namespaces of
        ``sys.modules``'s entries (skipped ones left out). ``full``: walk
        every namespace, trusting nothing cached."""
        tracked_ids = frozenset(map(id, tracked))
        if tracked_ids != self._tracked_ids:
            full = True
        self._tracked, self._tracked_ids = tracked, tracked_ids
        values = list(_modules().values())
        ids = list(map(id, values))
        if full or ids != self._ids:
            return self._rebuild(full)
        sizes = list(map(len, self._dicts))
        changed = self._others if sizes == self._sizes else [
            i for i, (now, before) in enumerate(zip(sizes, self._sizes)) if now != before] + self._others
        self._sizes = sizes
        return self._collect(changed, tracked_ids)

    def _collect(self, changed: list[int], tracked: frozenset[int]) -> list[Binding]:
        others = set(self._others)
        for i in changed:
            if i in others:
                namespace = namespace_of(self._values[i])
                if namespace is None:
                    self._hits.pop(i, None)
                    continue
            else:
                namespace = self._dicts[i]
            hits = _hits(namespace, tracked)
            if hits:
                self._hits[i] = hits
            else:
                self._hits.pop(i, None)
        out: list[Binding] = []
        for i, names in list(self._hits.items()):
            namespace = namespace_of(self._values[i]) if i in others else self._dicts[i]
            if namespace is None:
                continue
            for name in names:
                value = namespace.get(name, _NO_DICT)
                if id(value) in tracked:
                    out.append((namespace, name, value))
        return out

    def _rebuild(self, full: bool) -> list[Binding]:
        items = list(_modules().items())
        values = [value for _, value in items]
        ids = list(map(id, values))
        # Entries seen last time (same object under the same key) keep what
        # was learnt of them; self._values still holds them, so ids are valid.
        before = {} if full else dict(zip(self._ids, range(len(self._ids))))
        old_keys, old_dicts, old_sizes, old_hits = self._keys, self._dicts, self._sizes, self._hits
        old_others = set(self._others)
        dicts: list[dict] = []
        sizes: list[int] = []
        hits: dict[int, tuple[str, ...]] = {}
        others: list[int] = []
        changed = []
        for i, (key, value) in enumerate(items):
            j = before.get(ids[i])
            if j is not None and old_keys[j] is key and j not in old_others:
                namespace = old_dicts[j]
                dicts.append(namespace)
                if namespace is _NO_DICT:
                    sizes.append(0)
                    continue
                size = len(namespace)
                sizes.append(size)
                if size != old_sizes[j]:
                    changed.append(i)
                elif j in old_hits:
                    hits[i] = old_hits[j]
                continue
            namespace = namespace_of(value)
            if namespace is None or self._skip(key, namespace):
                dicts.append(_NO_DICT)
                sizes.append(0)
            elif not issubclass(type(value), ModuleType):
                others.append(i)  # its __dict__ may be replaced: read every time
                dicts.append(_NO_DICT)
                sizes.append(0)
            else:
                dicts.append(namespace)
                sizes.append(len(namespace))
                changed.append(i)
        self._values, self._ids, self._keys = values, ids, [key for key, _ in items]
        self._dicts, self._sizes, self._hits, self._others = dicts, sizes, hits, others
        return self._collect(changed + others, self._tracked_ids)
