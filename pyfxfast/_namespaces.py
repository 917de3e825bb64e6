"""Moved to :mod:`pyfxfast._patching.namespaces`; this name stays while
``pyfxfast/_bench/cases_patch.py`` imports it from here."""

from ._patching.namespaces import Binding, Scanner, namespace_of

__all__ = ["Binding", "Scanner", "namespace_of"]
